# Ce citește un jucător în timpul unei partide The Witcher: Old World:
# întrebările, opțiunile, jurnalul și etichetele previzualizării cărților.
# Termenii: glosarul Old World din docs/translating.md.

## Ajutoare

ow-terrain-name = { $terrain ->
    [forest] pădure
    [water] apă
    [mountain] munte
   *[any] orice teren
}
ow-deck-name = { $deck ->
    [city] pachetul de explorare al orașului
   *[wilds] pachetul de explorare al sălbăticiei
}
ow-option-letter = { $option ->
    [a] A
    [b] B
    [c] C
    [d] D
   *[other] { $option }
}
ow-attack-name = { $attack ->
    [charge] Asalt
   *[bite] Mușcătură
}
ow-n-cards = { COUNT($count) } { $count ->
    [one] { -carte }
   *[other] { -carte(number: "other") }
}
ow-gold-cost = { COUNT($cost, other: "aur") }
# ce mai are rezerva de viață a monstrului, după un atac sau o lovitură
ow-life-left = { $life ->
    [one] îi mai rămâne 1 punct de viață
   *[other] îi mai rămân { COUNT($life, other: "puncte de viață") }
}

## Întrebări: un rând pentru vânătorul care decide

# source-hash: feb67f7e
ow-prompt-raise-attribute = Alege un atribut pe care să-l crești cu 1
# source-hash: d029c07e
ow-prompt-lost-mount-pile = Alege teancul de teren din care se așază Lost Mount
# source-hash: 2a1c18ec
ow-prompt-lost-mount-place = Alege unde stă Lost Mount
# source-hash: cd61d306
ow-prompt-phase-1 = Faza I în { $location }: mută-te, antrenează-te sau folosește Acțiunea locației
# source-hash: df63c3ac
ow-prompt-travel-payment = Călătorie spre { $location }: cum plătești?
# source-hash: 9c563388
ow-prompt-travel-cards = Decartează { ow-n-cards } pentru a călători
# source-hash: 0aa3dbf2
ow-prompt-train = Alege atributul pe care îl antrenezi
# source-hash: 2721ff21
ow-prompt-phase-2 = Faza II: luptă, meditează, ia o misiune sau explorează
# source-hash: deb0b462
ow-prompt-exploration-option = { $card }: alege o Opțiune
# source-hash: 5922760d
ow-prompt-event-option = { $card }: alege o Opțiune
# source-hash: 3f286389
ow-prompt-fight-turn = Tura ta de luptă: bea o poțiune, folosește-ți Specialitatea sau începe o combinație
# source-hash: adc8d151
ow-prompt-extend-combo = Extinde combinația (până acum { COUNT($cards) } { $cards ->
    [one] { -carte }
   *[other] { -carte(number: "other") }
})
# source-hash: 9fd73dd2
ow-prompt-monster-attack = Cum atacă { NAME($monster, case: "definite") }: Asalt sau Mușcătură?
# source-hash: bba4fe25
ow-prompt-discard = Decartează { ow-n-cards }
# source-hash: 4924bba2
ow-prompt-discard-damage = Decartează { ow-n-cards } pentru daune
# source-hash: 29d1e815
ow-prompt-trash = Elimină din joc { ow-n-cards }
# source-hash: d826d991
ow-prompt-fatigue = Oboseală: decartează { ow-n-cards }
# source-hash: f3e2f897
ow-prompt-gain-free-card = Ia gratuit o carte din rândul de acțiuni
# source-hash: 3b904a85
ow-prompt-discard-hand = Îți păstrezi mâna sau o decartezi?
# source-hash: cca223c9
ow-prompt-gain-card = Cumpără o carte din rândul de acțiuni
# source-hash: 7e474b41
ow-prompt-pay-card = Decartează { ow-n-cards } pentru a plăti
# source-hash: 860a8c83
ow-prompt-effect-option = { $source }: alege una
# source-hash: afd5cbaa
ow-prompt-choose-lower = Alege rezultatul, cel mult cât ai dat
# source-hash: 45bd77bc
ow-prompt-free-move = Mută-te într-o locație adiacentă sau oprește-te
# source-hash: f3dc3747
ow-prompt-discard-potion = Decartează { $count ->
    [one] o poțiune
   *[other] { COUNT($count, other: "poțiuni") }
}
# source-hash: 30a88f85
ow-prompt-discard-enemy-card = Alege { ow-n-cards } de decartat din pachetul adversarului
# source-hash: 13873f56
ow-prompt-order-enemy-deck = Alege cartea pe care o pui înapoi pe poziția { $position } în pachetul adversarului

## Opțiuni

# source-hash: 97771d33
ow-card = { $card }
# source-hash: 29d6680b
ow-location = { $location }
# source-hash: a945cf0c
ow-attribute-combat = Combativitate{ $cost ->
    [none] {""}
   *[other] {" "}({ ow-gold-cost })
}
# source-hash: ac3388da
ow-attribute-defence = Apărare{ $cost ->
    [none] {""}
   *[other] {" "}({ ow-gold-cost })
}
# source-hash: 742dc0ba
ow-attribute-alchemy = Alchimie{ $cost ->
    [none] {""}
   *[other] {" "}({ ow-gold-cost })
}
# source-hash: e2760ca6
ow-attribute-specialty = Specialitate{ $cost ->
    [none] {""}
   *[other] {" "}({ ow-gold-cost })
}
# source-hash: 953ca480
ow-terrain-forest = Pădure
# source-hash: d63556b0
ow-terrain-water = Apă
# source-hash: c53ad7c2
ow-terrain-mountain = Munte
# source-hash: bde3454f
ow-option-move = Mută-te în { $location }
# source-hash: 8690b53b
ow-option-train = Antrenează-te în { $location }
# source-hash: c467e612
ow-option-location-action = Acțiunea locației { $location }
# source-hash: 720bfbf9
ow-option-end-phase = Încheie această fază
# source-hash: 0ed97343
ow-option-pay-terrain = Decartează { $card } (terenul său)
# source-hash: 3eb3d390
ow-option-pay-two-cards = Decartează două cărți
# source-hash: fd81ce7e
ow-option-pay-card-gold = Decartează o carte și plătește 1 aur
# source-hash: ff8a9bd8
ow-option-fight-monster = Luptă cu { NAME($monster, case: "definite") }
# source-hash: 6f63ac68
ow-option-fight-witcher = Luptă cu { $witcher }
# source-hash: b01572b7
ow-option-effect = { $effect }
# source-hash: 5c153f4f
ow-option-meditate = Meditează: crește-ți { ow-attribute-definite }
# source-hash: e95a8da5
ow-option-quest = Ia misiunea: { $event }
# source-hash: 7b6e6f9e
ow-option-quest-token = Ia jetonul de misiune de aici: evenimentul { $event }
# source-hash: 4b674f99
ow-option-held-event = Citește cartea de eveniment din mână: evenimentul { $event }
# source-hash: 2f9ccd27
ow-option-explore = Explorează { ow-deck-name }
# source-hash: f504bf3e
ow-option-exploration-option = { $card }: Opțiunea { ow-option-letter }
# source-hash: 073e8393
ow-option-event-option = { $card }: Opțiunea { ow-option-letter }
# source-hash: f4494ab9
ow-option-potion = Bea { $potion }
# source-hash: 09131142
ow-option-specialty = Folosește Specialitatea: { $witcher }
# source-hash: 17921ebe
ow-option-combo = Începe o combinație cu { $card }
# source-hash: 6dfdf8ce
ow-option-combo-random = Începe o combinație cu o carte la întâmplare
# source-hash: 52926e88
ow-option-no-combo = Nu juca nicio combinație
# source-hash: aff22705
ow-option-extend = Extinde cu { $card }
# source-hash: 95847155
ow-option-elder-blood = Sângele Bătrân: extinde cu orice carte
# source-hash: dff03e07
ow-option-end-combo = Încheie combinația
# source-hash: ed90e891
ow-option-charge = Asalt
# source-hash: 1dbc4bef
ow-option-bite = Mușcătură
# source-hash: 767baae4
ow-option-keep-hand = Păstrează-ți mâna
# source-hash: 84fa4ec1
ow-option-discard-hand = Decartează-ți mâna
# source-hash: 13024fc6
ow-option-gain-nothing = Nu cumpăra nimic
# source-hash: acf97971
ow-option-gain-card = { $card } ({ ow-gold-cost })
# source-hash: 0533557b
ow-option-roll-result = { $value }

## Jurnalul: un rând pentru fiecare eveniment

# source-hash: 2e34d29f
ow-log-monster-placed = { NAME($monster, case: "definite") } apare în { $location } ({ ow-terrain-name })
# source-hash: fcd92d97
ow-log-monster-slot-empty = Nu mai rămâne niciun monstru de { ow-terrain-name } de așezat
# source-hash: 31e68f90
ow-log-witcher-placed = { $player } începe în { $location } cu { COUNT($gold, other: "aur") }
# source-hash: a19bdcd1
ow-log-attribute-raised = { $player } își crește { ow-attribute-definite } la { $level }
# source-hash: 685b07b0
ow-log-attribute-lowered = { $player } își scade { ow-attribute-definite } în această luptă
# source-hash: d49fbd49
ow-log-draw = { $player } trage { COUNT($count) } { $count ->
    [one] { -carte }
   *[other] { -carte(number: "other") }
}
# source-hash: 2a075167
ow-log-reshuffle = { $player } { $all ->
    [yes] amestecă teancul de decartare împreună cu pachetul
   *[other] amestecă teancul de decartare într-un pachet nou
}
# source-hash: 8875329d
ow-log-lost-mount-placed = { $player } așază Lost Mount în { $location }
# source-hash: 38237119
ow-log-setup-done = Pregătirea s-a încheiat pentru { COUNT($players, one: "vânător", other: "vânători") }
# source-hash: 3f730d1c
ow-log-turn = Runda { $round }, tura { $turn }: { $player }
# source-hash: f9f4d3d4
ow-log-round-limit = Partida se oprește după { COUNT($rounds, one: "rundă", other: "runde") }
# source-hash: 773d76dd
ow-log-train = { $player } își antrenează { ow-attribute-definite } pentru { COUNT($cost, other: "aur") }
# source-hash: 80266241
ow-log-location-action = { $player } folosește Acțiunea locației { $location }
# source-hash: aa16923d
ow-log-travel-paid = { $player } plătește călătoria { $how ->
    [terrain] cu o carte a terenului
    [two-cards] cu două cărți
   *[card-gold] cu o carte și 1 aur
}
# source-hash: 3c068308
ow-log-move = { $player } se mută în { $to }{ $free ->
    [yes] {" "}(mișcare gratuită)
   *[other] {""}
}
# source-hash: c90a52df
ow-log-lost-mount-reached = { $player } ajunge la Lost Mount, rulează { $roll } și trage { COUNT($draw) } { $draw ->
    [one] { -carte }
   *[other] { -carte(number: "other") }
}
# source-hash: 9af0e7af
ow-log-meditate = { $player } meditează: { ow-attribute-definite } crește
# source-hash: 2407ef30
ow-log-event = { $player } citește evenimentul { $event }
# source-hash: 075ccc19
ow-log-option = { $player } alege Opțiunea { ow-option-letter } a cărții { $card }
# source-hash: 487d8874
ow-log-explore = { $player } explorează { ow-deck-name } și trage { $card }
# source-hash: fd1bbbe6
ow-log-explore-empty = { ow-deck-name } s-a terminat: { $player } nu explorează nimic
# source-hash: c354aa72
ow-log-quest = { $player } găsește misiunea { $event } în { $location }
# source-hash: b160d60e
ow-log-event-unavailable = { $player } nu poate citi evenimentul { $event }: { $reason ->
    [already-read] a fost citit deja în drumul acestei cărți
   *[other] nu este în pachetul de evenimente
}
# source-hash: 4e128edd
ow-log-quest-token-placed = { $player } așază un jeton de misiune pe { $location } pentru evenimentul { $event } (în stoc { $supply ->
    [one] mai rămâne 1 jeton
   *[other] mai rămân { COUNT($supply, other: "jetoane") }
})
# source-hash: 8fc024a7
ow-log-quest-token-none = Nu mai e niciun jeton de misiune: { $player } nu așază niciunul
# source-hash: 5d7cbfd9
ow-log-quest-token-taken = { $player } ia înapoi jetonul de misiune de la { $location } ({ COUNT($supply, one: "jeton", other: "jetoane") } în stoc) și citește evenimentul { $event }
# source-hash: 40c06217
ow-log-event-drawn = { $player } trage în mână o carte de eveniment, nevăzută
# source-hash: ad20dc15
ow-log-event-not-drawn = Solo, { $player } nu trage evenimentul { $event }
# source-hash: bbdc1803
ow-log-fight = { $player } se luptă cu { NAME($monster, case: "definite") } (nivelul { $level })
# source-hash: 280db039
ow-log-life-pool = { NAME($monster, case: "definite") } are { COUNT($life, one: "punct de viață", other: "puncte de viață") }
# source-hash: 45eba1a8
ow-log-attack-die = Zarul de atac arată { $roll }: { ow-attack-name }
# source-hash: 2e026cdc
ow-log-attack-chosen = { NAME($monster, case: "definite") } deschide cu cel mai greu atac al său: { ow-attack-name }
# source-hash: 02a914e1
ow-log-enemy-deck-seen = { $player } se uită la { ow-n-cards } de deasupra pachetului adversarului
# source-hash: 202bea73
ow-log-enemy-deck-discarded = { $player } decartează { $cards } din pachetul adversarului
# source-hash: 5e0dedc2
ow-log-monster-attack = { NAME($monster, case: "definite") } atacă: { ow-attack-name } de pe { NAME($card, case: "definite") } ({ ow-life-left })
# source-hash: ffdc3c4e
ow-log-shield = Scutul { NAME($player, case: "genitive") } este acum { $shield }
# source-hash: 9df8d4d8
ow-log-damage = { $player } primește { COUNT($amount, one: "daună", other: "daune") } ({ $by ->
    [protection] protecția oprește
   *[shield] scutul oprește
} { $shield }, pierde { COUNT($cards) } { $cards ->
    [one] { -carte }
   *[other] { -carte(number: "other") }
})
# source-hash: 94bae22d
ow-log-no-combo = { $player } nu joacă nicio combinație
# source-hash: a3a4889a
ow-log-discard = { $player } decartează { $cards }{ $random ->
    [yes] {" "}la întâmplare
   *[other] {""}
}
# source-hash: 601304d0
ow-log-trash = { $player } elimină din joc { $cards }
# source-hash: 61626b49
ow-log-elder-blood = { $player } extinde combinația cu { $card } prin Sângele Bătrân
# source-hash: 0a5576b8
ow-log-combo = { $player } joacă combinația { $cards }
# source-hash: 2a540cd4
ow-log-monster-hit = { $player } provoacă { COUNT($amount, one: "daună", other: "daune") } monstrului { $monster } ({ ow-life-left })
# source-hash: 270e889c
ow-log-fight-result = Lupta dintre { $player } și { NAME($monster, case: "definite") } se încheie: { $result ->
    [won] monstrul este învins
    [knocked-out-close] înfrângere la limită, monstrul aproape învins
   *[knocked-out] înfrângere
}
# source-hash: d554a013
ow-log-gold = { $player } câștigă { COUNT($amount, other: "aur") }
# source-hash: 53e39a6b
ow-log-gold-spent = { $player } cheltuiește { COUNT($amount, other: "aur") }
# source-hash: 33a29267
ow-log-card-gained = { $player } primește { $card }{ $to ->
    [discard] {" "}în teancul de decartare
   *[hand] {" "}în mână
}{ $cost ->
    [none] {""}
   *[other] {" "}pentru { ow-gold-cost }
}
# source-hash: f7be58f8
ow-log-specialty = { $player } își folosește Specialitatea
# source-hash: df9f50e5
ow-log-fight-modifier =
    { $source }: { $modifier ->
        [max-damage-first-turn] provoci cel mult { n-damage } în prima ta tură de luptă
        [draw-fewer]
            tragi cu { $amount } { $amount ->
                [one] { -carte }
               *[other] { -carte(number: "other") }
            } mai puțin după fiecare tură de luptă
        [damage-per-colour]
            fiecare { -carte } { ow-colour-feminine } din combinația ta provoacă cu { $amount } { $amount ->
                [one] { -dauna }
               *[other] { -dauna(number: "other") }
            } mai puțin
        [shield-loss-per-colour] fiecare { -carte } { ow-colour-feminine } din combinația ta îți scade scutul cu { $amount }
        [colour-no-effect] cărțile { ow-colour-feminine-plural } nu au niciun efect
        [first-attack-bonus]
            primul său atac provoacă { nr } { $amount ->
                [one] { -dauna } suplimentară
               *[other] { -dauna(number: "other") } suplimentare
            }
        [bonus-when-low]
            atacurile sale provoacă { nr } { $amount ->
                [one] { -dauna } suplimentară
               *[other] { -dauna(number: "other") } suplimentare
            } cât timp în rezerva sa de viață au rămas cel mult { $lifeAtMost } { $lifeAtMost ->
                [one] { -carte }
               *[other] { -carte(number: "other") }
            }
        [hit-reduction-discard]
            fiecare lovitură asupra lui provoacă cu { $amount } { $amount ->
                [one] { -dauna }
               *[other] { -dauna(number: "other") }
            } mai puțin și îți decartează o { -carte } aleatorie din mână
        [max-potions]
            folosești cel mult { nr } { $amount ->
                [one] poțiune
               *[other] poțiuni
            } în această luptă
        [max-shield-gain] scutul tău crește cu cel mult { $amount } în fiecare tură
        [random-first-card] prima { -carte } a primei tale combinații este jucată la întâmplare
        [first-attack-from-hand] primul său atac îți decartează mai întâi cărți din mână
        [lower-attribute] { ow-attribute-definite } ta este mai mică cu { $amount } în această luptă
        [phase3-draw] dacă îl învingi, tragi cel mult { n-cards } în Faza III
        [draw-fewer-without-colour]
            tragi cu { $amount } { $amount ->
                [one] { -carte }
               *[other] { -carte(number: "other") }
            } mai puțin după o combinație fără nicio { -carte } { ow-colour-feminine }
        [first-attack-worst] în prima sa tură atacă cu jumătatea care îți decartează cele mai multe cărți
        [first-turn-end-random-discard]
            la sfârșitul primei sale ture, decartezi { $amount ->
                [one] o { -carte } aleatorie
               *[other] { $amount } { -carte(number: "other") } aleatorii
            } din mână
        [opponent-specialty-at-most] nivelul Specialității adversarului tău este { $amount } în această luptă
       *[other] lupta se schimbă
    }
# source-hash: 189a9dec
ow-log-fatigue = { $player } decartează { $cards } din cauza oboselii
# source-hash: 12fc2dd2
ow-log-potion-gained = { $player } primește { COUNT($count, one: "poțiune", other: "poțiuni") }
# source-hash: ae91a65f
ow-log-potion-drunk = { $player } bea { $potion }
# source-hash: 778be606
ow-log-potion-discarded = { $player } decartează poțiunile { $potions }
# source-hash: c3fa8d35
ow-log-roll = { $player } rulează { $roll }
# source-hash: ca3be79e
ow-log-duel = { $attacker } { GENDER($defender) ->
    [feminine] o provoacă
   *[other] îl provoacă
} la luptă pe { $defender }
# source-hash: 94be1724
ow-log-duel-result = Lupta dintre { $attacker } și { $defender } se încheie: { $winner ->
    [none] egalitate
   *[other] câștigă { $winner }
}
# source-hash: 5c0ed24c
ow-log-witcher-trophy = { $player } ia trofeul de vânător al școlii { $school }
# source-hash: d19dad2d
ow-log-game-won = { $player } câștigă cu { COUNT($trophies, one: "trofeu", other: "trofee") }

## Etichetele previzualizării cărților

# source-hash: 14e08c6a
ow-card-kind = { $kind ->
    [action] Carte de acțiune
    [witcher] Vânător
    [event] Eveniment
    [exploration] Explorare
    [fightcard] Carte de luptă a monstrului
    [location] Locație
    [map] Hartă
    [monster] Monstru
    [potion] Poțiune
    [school] Școală
    [setup] Pregătire
    [mount] Montură
    [bomb] Bombă
    [mutagen] Mutagen
    [mage] Mag
    [wildhunt] Carte de mod Vânătoarea Sălbatică
    [huntmember] Membru al Vânătorii Sălbatice
    [specialattack] Carte de lovitură specială
    [largemonster] Carte mare de monstru
   *[other] { $kind }
}
# source-hash: faef9e19
ow-card-tag = { $tag ->
    [unique] unică
    [starting] de început
    [advanced] avansată
    [gray] gri
    [wilds] sălbăticie
    [city] oraș
    [cost] costă { $value ->
        [trash] eliminarea unei cărți
       *[other] { $value }
    }
    [level] nivelul { $value }
    [terrain] { $value ->
        [forest] pădure
        [water] apă
        [mountain] munte
       *[any] orice teren
    }
    [spell] vrajă
    [stage] { $value ->
        [stage-i] Etapa I
        [stage-ii] Etapa II
       *[other] etapă a Vânătorii Sălbatice
    }
   *[other] { $tag }
}
# source-hash: 35dda9f0
ow-card-stat = { $stat ->
    [cost] Preț
    [copies] Exemplare
    [number] Număr
    [level] Nivel
    [life] Viață
    [attributeTrophies] Trofee de atribut
    [duelTurns] Ture de luptă între vânători
    [fightHandLimit] Limita mâinii în luptă
    [maxPotions] Cel mult poțiuni
    [raiseAttributeFrom] Atributele cresc de la
    [soloChargeUpTo] Un singur vânător: Asalt până la
    [trophiesToWin] Trofee pentru victorie
    [fatigue] Oboseală
    [reputation] Reputație
    [trainingCost] Costul antrenamentului
    [houndsPerLevel] Câini din fiecare nivel
    [pokerStake] Miza la pocher cu zaruri
    [maxMonsterLife] Viața maximă a unui monstru
    [shieldsPerMissingLevel] Scuturi pe nivel pentru un monstru care nu poate apărea
    [specialAttack] Atacul nr.
    [weaknessTokens] Jetoane de slăbiciune pe teren
   *[other] { $stat }
} { $amount }
# source-hash: 0a8dc72e
ow-card-fact = { $fact ->
    [colour] culoare
    [extension] extensie de combinație
    [extensionSymbols] simbolurile extensiei
    [symbols] simboluri
    [terrain] teren
    [tier] categorie
    [attributes] atribute
    [attribute] atribut
    [value] valoare
    [deck] pachetul de început
    [school] școală
    [specialty] Specialitate
    [unique] carte unică
    [owner] carte unică a lui
    [payment] preț
    [weaknessOnly] doar cu Slăbiciunile monștrilor
    [explore] explorează
    [paths] drumuri
    [from] de la
    [to] la
    [location] locație
    [monsterLevels] nivelurile monștrilor
    [startLevel] nivelul de început
    [maxLevel] nivelul cel mai mare
    [phase3Hand] mâna din Faza III
    [normal] de obicei
    [knockedOut] doborât
    [poolSlots] locurile din rândul de acțiuni
    [left] cel din stânga
    [right] cel din dreapta
    [seats] locuri
    [players] vânători
    [seat] loc
    [hand] mână
    [gold] aur
    [amount] număr
    [symbol] simbol
    [card] carte
    [copies] exemplare
    [fatigue] oboseala după trofeele de monstru
    [reputation] reputația după trofee
    [spell] carte de acțiune a magilor
    [difficulty] dificultate
    [monsters] nivelurile monștrilor
    [shields] scuturi
    [lastRound] ultima rundă
    [round] rundă
    [explorationDeck] pachetul de explorare
    [stageI] cărți din etapa I
    [stageII] cărți din etapa II
    [roundStage] explorarea pe runde
    [stage] etapă
    [roundAdds] Faza IV pe runde
    [what] ce apare
    [level] nivel
    [hounds] cartea câinilor
    [shieldLoss] scut pierdut
    [draw] cărți trase
    [life] viață
    [houndTokens] jetoane de câine
    [bonus] răsplată
    [poker] câștigurile la pocher cu zaruri
    [finalFight] lupta finală
    [cardShieldLoss] pierderea de scuturi a cărților
    [percent] procent
    [cards] cărți de luptă cu monștri
    [member] membru
    [wildHuntEvent] eveniment al Vânătorii Sălbatice
    [huntQuest] misiune într-o locație de teren
    [monster] monstru
    [attributeTrophies] trofee de atribut
    [duelTurns] ture de luptă între vânători
    [fightHandLimit] limita mâinii în luptă
    [houndsPerLevel] câini din fiecare nivel
    [maxPotions] numărul maxim de poțiuni
    [number] număr
    [questTokens] jetoane de misiune
    [trainingCost] costul antrenamentului
    [weaknessTokens] jetoane de slăbiciune pe teren
   *[other] { $fact }
}
# A row of the fight preview's "What changed": what of the witcher (or of the map) a fight changed.
# source-hash: 5eabcbd3
ow-fight-change = { $field ->
    [shield] scut
    [hand] cărți în mână
    [deck] cărți în pachet
    [discard] cărți în teancul de decartare
    [trashed] cărți eliminate din joc
    [gold] aur
    [potions] poțiuni
    [trophies] trofee de monstru
    [trailTokens] jetoane de urmă
    [monstersOnMap] monștri pe hartă
   *[other] { $field }
}
# The card preview's line on where an entity's facts come from: `original`, and the values marked `assumed`
# ($values: their labels joined as a list, $count: how many).
# source-hash: 5a408f35
ow-card-original = Carte originală, nu face parte din jocul tipărit
# source-hash: 0e86f8e8
ow-card-assumed = { $count ->
    [one] Valoare presupusă, care nu apare
   *[other] Valori presupuse, care nu apar
} în surse: { $values }
# one entry of a repeated property ($fact: its label, $number: from 1)
# source-hash: 20fbf57e
ow-card-assumed-item = { $fact }, nr. { $number }
# one field of a property that holds several ($fact: the property, $part: the field)
# source-hash: 3a69cfc9
ow-card-assumed-part = { $fact }: { $part }
# source-hash: d37e1b40
ow-card-value = { $value ->
    [true] da
    [false] nu
    [blue] albastră
    [red] roșie
    [green] verde
    [yellow] galbenă
    [purple] mov
    [gray] gri
    [trash] eliminarea unei cărți
    [advanced] avansată
    [wild] teren sălbatic
    [damage] daună
    [shield] scut
    [draw] trage
    [combat] Combativitate
    [defence] Apărare
    [alchemy] Alchimie
    [specialty] Specialitate
    [forest] pădure
    [water] apă
    [mountain] munte
    [any] orice teren
    [unique] unică
    [starting] de început
    [wilds] sălbăticie
    [city] oraș
    [ElderBlood] Sângele Bătrân
    [Brawn] Forță
    [Agility] Agilitate
    [SignMastery] Măiestria semnelor
    [Resilience] Reziliență
    [blank] gol
    [spell] vrajă
    [energy] Energie
    [protection] protecție
    [wisdom] Înțelepciune
    [Thunder] Tunet
    [Levitation] Levitație
    [Necromancy] Necromanție
    [Teleportation] Teleportare
    [Polymorph] Polimorfism
    [easy] Doar povestea! (Ușor)
    [normal] Poveste și sabie! (Obișnuit)
    [hard] Sânge și oase rupte! (Greu)
    [very-hard] Marș al morții! (Foarte greu)
    [stage-i] Etapa I
    [stage-ii] Etapa II
    [hound] un câine
    [monster] un monstru
    [trail] orice urmă
    [card-cost-0] o carte dezvăluită cu costul 0
    [card-cost-1] o carte dezvăluită cu costul 1
    [raise-any] crește orice atribut
    [raise-lowest] crește-ți atributul cel mai mic
   *[other] { $value }
}

## Monster Trail: bombe, mutageni, abilități pasive, abilități de călătorie și prețul prin eliminare

# source-hash: a3255c43
ow-prompt-potion-or-bomb = Tragi o carte de poțiune: ia poțiunea sau plătește pentru bomba de deasupra
# source-hash: c8eca92d
ow-prompt-choose-mutagen = Alege mutagenul pe care îl păstrezi (ceilalți se întorc în pachetul de mutageni)
# source-hash: 4fec675c
ow-option-draw-potion = Ia poțiunea
# source-hash: 04552852
ow-option-bomb-for-potion = Decartează o poțiune ca să iei o bombă
# source-hash: 91f9e695
ow-option-bomb-for-gold = Plătește 1 aur ca să iei o bombă
# source-hash: a57fbff4
ow-option-bomb = Folosește { $bomb }
# source-hash: 9f9fa7b4
ow-option-mutagen = Folosește { $mutagen }
# source-hash: dd0e9701
ow-option-travel-ability = Folosește abilitatea de călătorie a cărții { $card }
# source-hash: 4a5c1106
ow-option-gain-card-trash = { $card } (elimini o carte)
# source-hash: 4175821f
ow-log-bomb-gained = { $player } ia bomba { $bomb }
# source-hash: f5f2e37f
ow-log-bomb-used = { $player } folosește { $bomb }
# source-hash: 5db36918
ow-log-mutagen-gained = { $player } primește mutagenul { $mutagen }
# source-hash: 40aacdfb
ow-log-mutagen-used = { $player } folosește { $mutagen }
# source-hash: 42e15503
ow-log-passive = Cartea { $card } a { NAME($player, case: "genitive") } este decartată de daune: i se activează abilitatea pasivă
# source-hash: 70686f1c
ow-log-travel-ability = { $player } folosește abilitatea de călătorie a cărții { $card }

## Magii

# source-hash: 31e1c7d7
ow-prompt-claim-school = Alege o școală: miniatura și jetonul de specialitate merg în locația ei
# source-hash: b142538b
ow-prompt-boost = Amplifici { $card } cu energie?
# source-hash: 7013f3dc
ow-prompt-take-from-discard = Alege { COUNT($count) } { $count ->
    [one] { -carte }
   *[other] { -carte(number: "other") }
} de luat din teancul de decartare
# source-hash: b85d9bb8
ow-option-claim-school = { $school }, în { $location }
# source-hash: 7b561f71
ow-option-boost = Amplifică { $card }
# source-hash: 6127198d
ow-option-no-boost = Fără amplificare
# source-hash: 807da40e
ow-log-school-claimed = { $player } alege { $school }, în { $location }
# source-hash: f7b5078b
ow-log-energy = Energia { NAME($player, case: "genitive") } este acum { $energy }
# source-hash: f63c9074
ow-log-protection = { $player } are acum { COUNT($protection, one: "punct de protecție", other: "puncte de protecție") }
# source-hash: e0eb361b
ow-log-protection-lost = { $player } pierde { COUNT($protection, one: "punct de protecție nefolosit", other: "puncte de protecție nefolosite") }
# source-hash: b1c85b26
ow-log-boost = { $player } amplifică { $card }
# source-hash: d333809e
ow-log-taken-from-discard = { $player } ia { $cards } din teancul de decartare
# source-hash: c8028172
ow-log-pool-discard = { $card } este decartată din celălalt rând de cărți, de pe aceeași poziție
# source-hash: 0fc76c5e
ow-attribute-wisdom = Înțelepciune{ $cost ->
    [none] {""}
   *[other] {" "}({ ow-gold-cost })
}
# source-hash: b465dbc6
ow-prompt-discard-from-pool = Alege cel mult { COUNT($count) } { $count ->
    [one] { -carte }
   *[other] { -carte(number: "other") }
} din rândurile de acțiuni, de decartat
# source-hash: e22bea60
ow-log-pool-discarded = { $player } decartează { $cards } din rândul de acțiuni

## Vânătoarea Sălbatică: o decizie comună se adresează tuturor jucătorilor

# source-hash: 32b7deb4
ow-prompt-hunt-phase-1 = Faza I, împreună: cine acționează acum?
# source-hash: 17e0b26b
ow-prompt-hunt-fight = Faza II, împreună: cu ce monstru vă luptați sau ce misiune îndepliniți acum?
# source-hash: b26f19ba
ow-prompt-hunt-fighter = Împreună: cine se luptă singur cu { NAME($monster, case: "definite") }?
# source-hash: cf981a83
ow-prompt-hunt-monster-terrain = Împreună: pe ce teren apare monstrul de nivelul { $level }?
# source-hash: 8d52268e
ow-prompt-hound-place = Împreună: unde merge câinele de nivelul { $level }?
# source-hash: 1ff3072f
ow-prompt-hunt-towards = Taverna Închisă, împreună: spre cine călărește Vânătoarea Sălbatică?
# source-hash: c3e79249
ow-prompt-hunt-way = Împreună: pe care dintre drumurile cele mai scurte merge Vânătoarea Sălbatică?
# source-hash: 386d90a9
ow-prompt-hound-combo = Lupta cu câinele: prima carte a combinației (contează doar Daunele și Scutul)
# source-hash: 1ba41786
ow-prompt-join-hound-fight = Intri în lupta cu câinele de nivelul { $level }?
# source-hash: 331b511b
ow-prompt-exchange = Ce îi dai { NAME($witcher, case: "dative") }?
# source-hash: 295670fa
ow-prompt-poker-reroll = Pocher cu zaruri: alege zarurile pe care le arunci din nou (niciunul ca să le păstrezi)
# source-hash: b18f82c8
ow-prompt-support = { GENDER($witcher) ->
    [feminine] O sprijini
   *[other] Îl sprijini
} pe { $witcher } împotriva monstrului { $monster }: decartează oricâte cărți
# source-hash: 830e21b1
ow-prompt-meditate = Meditezi?
# source-hash: 4e0c7ac6
ow-prompt-hound-trail = Alege monstrul al cărui jeton de urmă îl iei
# source-hash: 7604f524
ow-prompt-hunt-fight-order = Lupta finală, împreună: cine are următoarea tură de luptă?
# source-hash: edda8116
ow-option-witcher-acts = Acționează { $witcher }
# source-hash: f9d1a082
ow-option-end-phase-together = Faza I se încheie pentru toți
# source-hash: 0d18fcba
ow-option-dice-poker = Joacă pocher cu zaruri în { $location }
# source-hash: dba0e2f9
ow-option-fight-hound = Luptă cu câinele de nivelul { $level }
# source-hash: f525f676
ow-option-exchange = Dă-i ceva { NAME($witcher, case: "dative") }
# source-hash: ccd1b144
ow-option-join-hound-fight = Intră în luptă
# source-hash: aa629964
ow-option-stay-out = Rămâi deoparte
# source-hash: 9f5dd97a
ow-option-give-gold = 1 aur
# source-hash: cf25c96b
ow-option-give-potion = { $potion }
# source-hash: 026a32ab
ow-option-give-bomb = { $bomb }
# source-hash: 9a3b3192
ow-option-give-trail = Jetonul de urmă al monstrului { $monster }
# source-hash: e588130a
ow-option-die = Un zar care arată { $value }
# source-hash: edfc9a82
ow-option-no-more-fights = Nicio altă luptă sau misiune
# source-hash: d087cdff
ow-option-witcher = { $witcher }
# source-hash: 95aab736
ow-option-no-meditation = Nu medita
# source-hash: 98fc6989
ow-difficulty-name = { $difficulty ->
    [easy] Doar povestea!
    [normal] Poveste și sabie!
    [hard] Sânge și oase rupte!
   *[very-hard] Marș al morții!
}
# source-hash: 037b16d2
ow-log-wild-hunt-setup = { $member } pornește din { $location } cu { COUNT($shields, one: "scut", other: "scuturi") } ({ ow-difficulty-name }); lupta finală urmează după runda { $lastRound }
# source-hash: 1a6e6beb
ow-log-hunt-round = Runda { $round } din { $last }
# source-hash: bfcef698
ow-log-hunt-shields = Vânătoarea Sălbatică are acum { COUNT($shields, one: "scut", other: "scuturi") }
# source-hash: 8068a0d6
ow-log-hunt-card-shield-loss = { $source } ia { $percent } la sută din pierderea sa de { COUNT($loss, one: "scut", other: "scuturi") }: Vânătoarea Sălbatică pierde { COUNT($lost, one: "scut", other: "scuturi") }{ $carried ->
    [0] {""}
   *[other] , iar { $carried } dintr-un scut se păstrează pentru pierderea următoare
}
# source-hash: 3c36e9e7
ow-log-hunt-event = Evenimentul Vânătorii Sălbatice { $number }: { $event }
# source-hash: 77b30be3
ow-log-hunt-event-empty = Pachetul de evenimente al Vânătorii Sălbatice s-a terminat
# source-hash: 5bd663ab
ow-log-hunt-event-connected = Evenimentul Vânătorii Sălbatice { $number }, legat de carte: { $event }
# source-hash: 3f8152fc
ow-log-hunt-event-unavailable = Evenimentul Vânătorii Sălbatice { $number } a fost deja citit
# source-hash: 038771f9
ow-log-hunt-explore = Jucătorii citesc { $card } (etapa { $stage })
# source-hash: 0cd97ce6
ow-log-hunt-explore-empty = Pachetul de explorare al Vânătorii Sălbatice s-a terminat
# source-hash: adfdcd18
ow-log-hunt-monster-instead = Pe hartă sunt trei monștri: Vânătoarea Sălbatică primește în schimb { COUNT($shields, one: "scut", other: "scuturi") }
# source-hash: e7287922
ow-log-hound-supply-empty = Nu mai e niciun câine de nivelul { $level } care să apară
# source-hash: be930b6f
ow-log-hound-placed = Un câine de nivelul { $level } apare în { $location }
# source-hash: 6e17af6b
ow-log-hunt-stays = Un vânător stă în { $location }: Vânătoarea Sălbatică nu se mișcă
# source-hash: 16206693
ow-log-hunt-token = { $token ->
    [closed-tavern] Rezerva de mișcare dă jetonul Tavernei Închise
   *[other] Rezerva de mișcare dă jetonul de scor al { NAME($token, case: "genitive") }
}
# source-hash: cef24ac0
ow-log-hunt-moved = Vânătoarea Sălbatică merge la { $to }
# source-hash: a0fb2df9
ow-log-hunt-ability = { $member } își folosește abilitatea specială
# source-hash: 3e7eb2f4
ow-log-hound-fight = Lupta cu câinele de nivelul { $level } ({ COUNT($life, one: "punct de viață", other: "puncte de viață") })
# source-hash: ec731051
ow-log-hound-hit = { $player } provoacă { COUNT($amount, one: "daună", other: "daune") } câinelui
# source-hash: 72ffd838
ow-log-hound-result = Câinele primește { COUNT($damage, one: "daună", other: "daune") }: { $result ->
    [killed] e ucis
   *[other] supraviețuiește
}
# source-hash: 1c74fc0c
ow-log-hound-bonus = { $player } primește bonusul jetonului de câine
# source-hash: 513fb40b
ow-log-poker-roll = { $player } plătește { COUNT($stake, other: "aur") } și aruncă { $dice }
# source-hash: 2149a140
ow-log-poker-reroll = { $player } aruncă din nou: { $dice }
# source-hash: c605c215
ow-log-poker-result = Pocher cu zaruri: { COUNT($gold, other: "aur") }
# source-hash: 5198be06
ow-log-exchange = { $from } îi dă ceva { NAME($to, case: "dative") }
# source-hash: 9a495e16
ow-log-support = { $player } { GENDER($witcher) ->
    [feminine] o sprijină
   *[other] îl sprijină
} pe { $witcher } cu { COUNT($cards) } { $cards ->
    [one] { -carte }
   *[other] { -carte(number: "other") }
}
# source-hash: 2369a163
ow-log-hunt-monster-life = { $monster }: viață { $life }, +{ $strength } de la Vânătoare și câinii ei, sprijin −{ $support }: { $pool }
# source-hash: e019810e
ow-log-attack-token = Jetonul Asalt/Mușcătură arată { ow-attack-name }
# source-hash: 71df5123
ow-log-final-fight = Începe lupta finală cu { $member }
# source-hash: d5fceccf
ow-log-hunt-hit = { $player } provoacă { COUNT($amount, one: "daună", other: "daune") } Vânătorii Sălbatice (scuturile ei opresc { $shields }): îi mai { $life ->
    [one] rămâne 1 { -carte }
   *[other] rămân { COUNT($life) } { -carte(number: "other") }
}
# source-hash: 534674aa
ow-log-hunt-passive = Cartea { $card } este decartată: i se activează abilitatea pasivă
# source-hash: 4fa4d3a0
ow-log-hunt-knocked-out = { $player } { GENDER($player) ->
    [feminine] este scoasă
   *[other] este scos
} din luptă
# source-hash: dc179bc9
ow-log-hunt-special-attack = Vânătoarea Sălbatică atacă cu { NAME($card, case: "definite") }
# source-hash: 608536ff
ow-log-hunt-attack = Vânătoarea Sălbatică atacă cu { NAME($card, case: "definite") }
# source-hash: bb3d3098
ow-log-final-fight-result = { $result ->
    [won] Vânătoarea Sălbatică e învinsă: jucătorii câștigă împreună
   *[other] Toți vânătorii sunt scoși din luptă: jucătorii pierd împreună
}
# source-hash: 1fb7311b
ow-decision-who = decide { $witcher }
# source-hash: d388d1c6
ow-decision-shared = toți jucătorii împreună; la egalitate decide { $witcher }
# source-hash: 0a30b336
ow-prompt-hunt-quester = Împreună: cine îndeplinește { $card }?
# source-hash: 22c7a630
ow-option-complete-quest = Îndeplinește { $card } în { $location }
# source-hash: bb9c6e40
ow-log-hunt-quest = { $card } e o misiune: jetonul ei de misiune merge în { $location }
# source-hash: 980ae25c
ow-log-hunt-quest-done = { $player } îndeplinește { $card } în { $location }
# source-hash: 271f6fe3
ow-table-round = { $round ->
    [0] Pregătirea; lupta finală urmează după runda { $last }
   *[other] Runda { $round } din { $last }
}
# source-hash: 4989efe6
ow-table-hunt = { $location }, { COUNT($shields, one: "scut", other: "scuturi") }
# source-hash: 591c1a78
ow-table-hound = Câine, nivelul { $level }
# source-hash: f381070a
ow-table-quest = Misiune: { $card }
# source-hash: 5c7e494e
ow-table-witcher = { $location }; mână { $hand }, pachet { $deck }, aur { $gold }, scut { $shield }

## Monster Trail: modul Slăbiciunile monștrilor și atacurile speciale

# source-hash: 9c64b30a
ow-prompt-use-weakness = Folosești jetoanele de slăbiciune împotriva monstrului { $monster }?
# source-hash: 75d0e888
ow-prompt-neglect-passive = { $monster } își folosește atacul pasiv: folosești o bombă ca să-i anulezi efectul?
# source-hash: 7d0bf30e
ow-prompt-place-weakness = Alege unde merge jetonul de slăbiciune de { ow-terrain-name }
# source-hash: 5e3f53bb
ow-option-weakness = Slăbiciunea { $number } a monstrului { $monster }
# source-hash: ff5d7a02
ow-option-no-bomb = Fără bombă
# source-hash: 7b4fd0b1
ow-log-attack-deck = Pachetul de atac al monștrilor are { COUNT($cards) } { $cards ->
    [one] { -carte }
   *[other] { -carte(number: "other") }
} ({ COUNT($aside, one: "carte pusă deoparte", other: "cărți puse deoparte") })
# source-hash: dbe03ea7
ow-log-weakness-placed = Un jeton de slăbiciune de { ow-terrain-name } este pus cu fața în jos în { $location }
# source-hash: 5dc4a776
ow-log-weakness-taken = { $player } întoarce slăbiciunea { $number } ({ ow-terrain-name }) și citește paragraful ei de pe { $monster }
# source-hash: 0a28cd35
ow-log-weakness-used = { $player } folosește slăbiciunea { $number } împotriva monstrului { $monster }
# source-hash: 2d912e3a
ow-log-weakness-returned = Jetoanele de slăbiciune de { ow-terrain-name } se întorc cu fața în jos și se amestecă ({ COUNT($tokens, one: "jeton returnat", other: "jetoane returnate") })
# source-hash: 578f73e0
ow-log-special-attack = { $monster } își folosește atacul special { $number }
# source-hash: 67505e35
ow-log-passive-attack = Daunele scot la iveală o carte de atac special: { $monster } își folosește atacul pasiv
# source-hash: bb3b4a70
ow-log-passive-neglected = { $player } anulează atacul pasiv al monstrului { $monster }
# source-hash: 82cece26
ow-prompt-bomb-before-fight = Folosești o bombă înainte să înceapă lupta?
