## Ce citește un jucător în timpul jocului: întrebări, opțiuni și jurnalul.
## $gender este genul gramatical al eroului despre care este vorba
## (masculine / feminine): „este întârziat” / „este întârziată”.
## Termenii vin din Ghidul de referințe: rută, Însoțitor, armură, operațiune,
## schimb, stoc, Neșansă, Zonă Obstacol, pista Război.

## Ajutoare

space-name = { $space ->
    [armour-1] spațiul Armură
    [armour-2] spațiul Armură
   *[other] acțiunea { space-action }
}
# acțiunea căreia îi aparține un spațiu de pe fișa eroului
space-action = { $space ->
    [travel] { -calatorie }
    [investigate] { -investigatie }
    [develop] { -dezvoltare }
    [rest] { -odihna }
    [brew] { -preparare }
    [prepare] { -vraji }
    [sing] { -cantare }
   *[command] { -comanda }
}
# pachetul fără articol, ca o etichetă să poată începe cu majusculă („Pachetul …”)
deck-kind = { $deck ->
    [investigation-blue] { -investigatie-pachet } albastru
    [investigation-purple] { -investigatie-pachet } mov
    [investigation-red] { -investigatie-pachet } roșu
    [quest-combat] Misiune Luptă
    [quest-magic] Misiune Magie
    [quest-diplomacy] Misiune Diplomație
    [foulfate] { -nesansa }
    [goodfortune] { -sansa }
    [companion] Însoțitor
   *[other] { -dezvoltare }
}
deck-name = pachetul { deck-kind }
why-suffix = { $why ->
    [none] {""}
   *[other] {" "}({ $why })
}
colour-one-lead = { $colour ->
    [red] roșu
    [blue] albastru
   *[purple] mov
}
colour-one-proof = { $colour ->
    [red] roșie
    [blue] albastră
   *[purple] mov
}
colour-many = { $colour ->
    [red] roșii
    [blue] albastre
   *[purple] mov
}

## Întrebări

# source-hash: c92da9bf
prompt-choose-action = Alege o acțiune
# source-hash: b830075b
prompt-travel = Călătorește de-a lungul unei rute sau a două rute
# source-hash: 9d73fb49
prompt-move = Mută într-o locație adiacentă
# source-hash: a7eaafde
prompt-rest = Odihnă: elimină două răni minore sau o rană gravă
# source-hash: 8ad967f5
prompt-prepare = Plasează un { -indicator } pe o Vrajă
# source-hash: 2a59cabf
prompt-command = Alege { COUNT($amount, one: "Însoțitor", other: "Însoțitori") }, în ordinea în care îi rezolvi
# source-hash: 6c728635
prompt-action-hooks = Folosești un efect pentru această acțiune { action-name }?
# source-hash: e1989f54
prompt-window-hooks = Folosești un efect { $window ->
    [start-of-battle] „La începutul luptei”
    [before-rolling] „Înainte de rulare”
    [after-battle] de după luptă
   *[draw-investigation] pentru cărțile Investigație trase
}?
# source-hash: ee22d2ab
prompt-result-hooks = Folosești un efect { $outcome ->
    [success] „Reușită”
   *[failure] „Eșec”
} pentru { one-result }?
# source-hash: 81e2ba79
prompt-modify-results = Modifică rezultatele zarurilor
# source-hash: 5a44ca4a
prompt-reroll = Rulează din nou până la { n-dice }
# source-hash: bc2d69be
prompt-choose-investigation-deck = Alege un pachet { -investigatie-pachet }
# source-hash: a131bf12
prompt-choose-drawn-card = Alege cartea pe care o rezolvi sau o păstrezi
# source-hash: 76012849
prompt-choose-quest-deck = Alege pachetul Misiune din care tragi
# source-hash: 3e747607
prompt-keep-quest = Alege misiunea pe care o păstrezi
# source-hash: 9956d39d
prompt-choose-colour = { $verb ->
    [receive] Alege culoarea { $resource ->
        [proof] Dovezii
       *[lead] Indiciului
    } pe care { $resource ->
        [proof] o primești
       *[lead] îl primești
    }
    [lose] Alege culoarea { $resource ->
        [proof] Dovezii
       *[lead] Indiciului
    } pe care { $resource ->
        [proof] o pierzi
       *[lead] îl pierzi
    }
   *[spend] Alege culoarea { $resource ->
        [proof] Dovezii
       *[lead] Indiciului
    } pe care { $resource ->
        [proof] o cheltuiești
       *[lead] îl cheltuiești
    }
}
# source-hash: b81f820d
prompt-place-wound = Plasează o rană { $severity ->
    [minor] minoră
   *[severe] gravă
}
# source-hash: 09523f15
prompt-remove-wounds = Elimină { COUNT($amount, one: "rană", other: "răni") }
# source-hash: 79600757
prompt-heart-heal = Vindecă-te în această locație
# source-hash: 3638c97a
prompt-place-foul-fate = Plasează un jeton { -nesansa }
# source-hash: e4e04f22
prompt-remove-foul-fate = Elimină { COUNT($amount) } { $amount ->
    [one] jeton { -nesansa }
   *[other] jetoane { -nesansa }
}
# source-hash: a3192d35
prompt-choose-adjacent-region = Alege o regiune adiacentă
# source-hash: d83dd81b
prompt-place-monster = Plasează un monstru de { monster-type } (mai { $left ->
    [one] rămâne 1
   *[other] rămân { COUNT($left, other: "monștri") }
})
# source-hash: 17025e00
prompt-operation = Efectuează o operațiune
# source-hash: 5b839f65
prompt-bribe = Pe care Prieten îl mituiești?
# source-hash: d3e9b0ac
prompt-trade-give = Schimb cu { $hero }: ce dai?
# source-hash: 6f4d06cf
prompt-trade-take = Schimb cu { $hero }: ce ceri?
# source-hash: 59d12294
prompt-trade-accept = { $hero } oferă { $give } pentru { $take }
# source-hash: ffbdbecb
prompt-choose-hero-vp = Alege eroul cu { $selector ->
    [most-vp] cele mai multe
   *[fewest-vp] cele mai puține
} VP
# source-hash: f1c20b64
prompt-choose-one = Alege una
# source-hash: 9e30a28e
prompt-discard = Decartează { n-cards }
# source-hash: 6e37feeb
prompt-place-marker = Plasează un { -indicator } pe o carte { $trait }
# source-hash: fa6e94a5
prompt-ignore-obstacle = Alege un obstacol pe care îl ignori
# source-hash: a9569112
prompt-encounter = Confruntă un obstacol din Zona Obstacol a { NAME($region, case: "genitive") }
# source-hash: 85d36aaf
prompt-side-quest-now = Completezi acum o Misiune secundară?
# source-hash: d5483d4b
prompt-any-time-other-turn = Folosești un efect „Oricând” în runda altui erou?

## Opțiuni

# source-hash: b935bd26
option-action = { action-name }
# source-hash: e4ad1d1a
option-path = { $places }{ $gold ->
    [0] {""}
   *[other] {" "}({ COUNT($gold) } { -aur })
}
# source-hash: 0c72ed91
option-rest-minor = Elimină { COUNT($amount, one: "rană minoră", other: "răni minore") }
# source-hash: 444cc93d
option-rest-severe = Elimină 1 rană gravă
# source-hash: e1140d1a
option-card = { $card }
# source-hash: 0fb3f582
option-card-markers = { $card } ({ COUNT($markers) } { $markers ->
    [one] { -indicator }
   *[other] { -indicator(number: "other") }
})
# source-hash: cc67b0fa
option-hero = { $hero }
# source-hash: 72f7fe0a
option-region = { $region }
# source-hash: a48f3ff6
option-monster = { $monster }
# source-hash: bda4b49a
option-facedown-monster = Monstru de { monster-type } cu fața în jos
# source-hash: 0dc28422
option-foul-fate-token = Jeton { -nesansa }
# source-hash: 030971d1
option-battle-trade = Cheltuiește 1 { -ferire } și 1 { -scut } pentru a produce 1 { -sabie }
# source-hash: 46f69a42
option-compare-results = Compară rezultatele
# source-hash: 2f56d923
option-die-face = { $die }: { $blank ->
    [yes] față goală
   *[no] { $results }
}
# source-hash: 8002a0fc
die-result = { one-result }
# source-hash: f175bb56
option-use-card = Folosește { $card } ({ $window })
# source-hash: ab43d664
option-continue = Continuă
# source-hash: c902f56c
option-deck = Pachetul { deck-kind }
# source-hash: c54a9b8d
option-colour = { $resource ->
    [proof] { -dovada } { colour-one-proof }
   *[lead] { -indiciu } { colour-one-lead }
}
# source-hash: 30f5966e
option-space = { $space ->
    [armour-1] Spațiul Armură
    [armour-2] Spațiul Armură
   *[other] Acțiunea { space-action }
}
# source-hash: 245e1731
option-wound-on = rană { $severity ->
    [minor] minoră
   *[severe] gravă
} pe { space-name }
# source-hash: 0b89f3be
option-heal-minor = Elimină rana minoră de pe { space-name }
# source-hash: 8f6c0f3f
option-heal-severe = Întoarce rana gravă de pe { space-name } pe partea minoră
# source-hash: e3d531a5
option-do-not-heal = Nu te vindeca
# source-hash: 26b540ed
option-side-quest = Completează o Misiune secundară din { $quest } ({ COUNT($vp) } { -vp })
# source-hash: 6e698443
option-exchange = Schimbă { COUNT($amount) } { -indiciu(number: "other") } { colour-many } pentru 1 { -dovada } { colour-one-proof }
# source-hash: d4f5c7de
option-main-quest = Completează Misiunea principală { $quest } ({ COUNT($vp) } { -vp })
# source-hash: ac578aa3
option-support-quest = Completează Misiunea de sprijin a { NAME($hero, case: "genitive") } ({ $quest })
# source-hash: 0c5c63bd
option-trade = Schimb cu { $hero }
# source-hash: a952dcf1
option-bribe = Mituiește un Prieten: cheltuiește 1 { -aur } pentru un { -indicator } pe o carte Prieten
# source-hash: b98a6207
option-no-more-operations = Nicio altă operațiune
# source-hash: b3f6a770
option-trade-unit = { $unit ->
    [gold] 1 { -aur }
    [lead] 1 { -indiciu } { colour-one-lead }
   *[nothing] nimic
}
# source-hash: 50b26149
option-accept = Acceptă
# source-hash: 58eaef39
option-decline = Refuză
# source-hash: 2c3d6fce
option-not-now = Nu acum
# source-hash: 0e230a5a
option-effect = { $effect }

## Jurnalul

# source-hash: 171edcb9
log-setup = Pregătirea jocului, pasul { $step }
# source-hash: 3042cbc7
log-preview = Previzualizare: { $hero } și { $target }
# source-hash: ffca72fe
log-preview-situation = { $hero } { $scenario ->
    [midgame] este la mijlocul jocului
   *[battered] { $gender ->
        [feminine] este rănită și fără Aur
       *[other] este rănit și fără Aur
    }
}
# source-hash: 69d24e0a
log-turn = Turul { $round }, runda { $turn }: { $hero }
# source-hash: a7f179ee
log-turn-end = { $hero } își încheie runda
# source-hash: 6b547daa
log-action = { $hero } efectuează acțiunea { action-name }
# source-hash: a8173f5b
log-action-done = { $hero } a efectuat acțiunea { action-name }
# source-hash: 63230d5b
log-action-foul-fate = { $hero } plasează o { -nesansa } pe acțiunea { action-name }
# source-hash: 3113ecfa
log-no-action = { $hero } nu are nicio acțiune de efectuat
# source-hash: 0c465e7a
log-delay-forfeit = { $hero } este { delayed-word } și pierde o acțiune
# source-hash: 9735c12b
log-delayed = { $hero } este { delayed-word }{ why-suffix }
# source-hash: 66f4117f
log-delay-ignored = { $hero } nu mai este { delayed-word }{ why-suffix }
# source-hash: ce135c4b
log-no-route = { $hero } nu are nicio rută pe care să călătorească
# source-hash: a6faa08e
log-move = { $hero } mută din { $from } în { $to }{ why-suffix }
# source-hash: bc2b2a67
log-receive = { $hero } primește { n-resource }{ why-suffix }
# source-hash: 0c110267
log-spend = { $hero } cheltuiește { n-resource }{ why-suffix }
# source-hash: 7b476eb7
log-lose = { $hero } pierde { n-resource }{ why-suffix }
# source-hash: 3a0fd092
log-vp = { $hero } { $delta ->
    [0] păstrează
   *[other] are acum
} { COUNT($vp) } { -vp }{ why-suffix }
# source-hash: 5862fa2f
log-wound = { $hero } suferă o rană { $severity ->
    [minor] minoră
   *[severe] gravă
} pe { space-name }{ why-suffix }
# source-hash: d0f4afd9
log-wound-overflow = { $hero } nu mai are spațiu liber pentru o rană{ why-suffix }
# source-hash: 74a43e36
log-wound-flipped = { $hero } întoarce rana gravă de pe { space-name } pe partea minoră
# source-hash: 561d7395
log-heal = { $hero } își vindecă rana { $severity ->
    [minor] minoră
   *[severe] gravă
} de pe { space-name }{ why-suffix }
# source-hash: 47e9a96b
log-foul-fate = { $hero } plasează o { -nesansa } pe { space-name }{ why-suffix }
# source-hash: 53267a3d
log-foul-fate-overflow = { $hero } nu mai are spațiu liber pentru o { -nesansa }{ why-suffix }
# source-hash: 52084098
log-foul-fate-skipped = { $hero } nu plasează nicio { -nesansa }{ why-suffix }
# source-hash: 9d92eecc
log-foul-fate-removed = { $hero } elimină { -nesansa } de pe { space-name }{ why-suffix }
# source-hash: f697729e
log-place-foul-fate = Un jeton { -nesansa } este plasat în Zona Obstacol a { NAME($region, case: "genitive") }{ why-suffix }
# source-hash: 194496cf
log-place-monster = Un monstru de { $monsterType ->
    [bronze] bronz
    [silver] argint
   *[gold] aur
} este plasat în Zona Obstacol a { NAME($region, case: "genitive") }{ why-suffix }
# source-hash: 5d8c2f6e
log-no-monster = Nu mai există niciun monstru de { $monsterType ->
    [bronze] bronz
    [silver] argint
   *[gold] aur
} de plasat
# source-hash: 9004e09f
log-war-track = Pista Război avansează la spațiul { $space }{ why-suffix }
# source-hash: 141e4c2e
log-reshuffle = { deck-name } este amestecat din nou ({ COUNT($cards) } { $cards ->
    [one] { -carte }
   *[other] { -carte(number: "other") }
})
# source-hash: eb14897b
log-draw = { $hero } trage { $cards }{ why-suffix }
# source-hash: 147d1b5d
log-look = { $hero } se uită la { COUNT($cards-count) } { $cards-count ->
    [one] { -carte }
   *[other] { -carte(number: "other") }
} din { deck-name }{ why-suffix }
# source-hash: 94fc7f9d
log-reveal = { $hero } dezvăluie { $cards }{ why-suffix }
# source-hash: 1a6bc090
log-draw-quests = { $hero } trage { COUNT($cards-count) } { $cards-count ->
    [one] carte Misiune
   *[other] cărți Misiune
}
# source-hash: b4083692
log-keep-quest = { $hero } păstrează misiunea { $quest }{ $supportType ->
    [combat] {" "}(Diagrama de sprijin: Luptă)
    [magic] {" "}(Diagrama de sprijin: Magie)
    [diplomacy] {" "}(Diagrama de sprijin: Diplomație)
   *[other] {""}
}
# source-hash: 3b9ae479
log-draw-additional = { $hero } trage cărți suplimentare: { $cards }
# source-hash: 228da2ea
log-resolve = { $hero } rezolvă { $card }
# source-hash: 28cc3a8e
log-keep = { $hero } păstrează { $card }
# source-hash: a1a2fe57
log-discard = Cartea { $card } este decartată{ why-suffix }
# source-hash: c290d0b3
log-marker = { $hero } plasează { COUNT($placed) } { $placed ->
    [one] { -indicator }
   *[other] { -indicator(number: "other") }
} pe { $card } (acum { $markers }){ why-suffix }
# source-hash: feb063fd
log-marker-refused = { $hero } nu poate plasa un { -indicator }{ why-suffix }
# source-hash: d0f4f5d1
log-spend-marker = { $hero } cheltuiește { n-markers } de pe { $card }
# source-hash: 04cc3753
log-task-complete = { $hero } completează sarcina de pe { $card }
# source-hash: 92f8393f
log-use-card = { $hero } folosește { $card }
# source-hash: 88617ffb
log-effect = { $source }: efectul i se aplică { NAME($hero, case: "dative") }
# source-hash: 9e9c8334
log-command = { $hero } îi comandă Însoțitorului { $companion }
# source-hash: 74f7079a
log-exchange = { $hero } schimbă { COUNT($leads) } { -indiciu(number: "other") } { colour-many } pentru 1 { -dovada } { colour-one-proof }
# source-hash: d9bb1e4d
log-trade = { $hero } îi propune { NAME($with, case: "dative") } un schimb: { $accepted ->
    [yes] acceptat
   *[no] refuzat
}
# source-hash: fb43c43f
log-side-quest = { $hero } completează o Misiune secundară din { $quest } ({ COUNT($vp) } { -vp })
# source-hash: b877a3d0
log-main-quest = { $hero } completează Misiunea principală { $quest } ({ COUNT($vp) } { -vp })
# source-hash: 2f5c4fc7
log-support-quest = { $hero } completează Misiunea de sprijin a { NAME($owner, case: "genitive") }
# source-hash: d5c26812
log-game-ending = { $hero } a completat { COUNT($quests) } { $quests ->
    [one] Misiune principală
   *[other] Misiuni principale
}: jocul se încheie după acest tur
# source-hash: 30e871f9
log-game-over = Jocul s-a încheiat: { $winner ->
    [none] nu câștigă nimeni
   *[other] câștigă { $winner }
}
# source-hash: 22dacdcf
log-encounter = { $hero } confruntă { $obstacle ->
    [foulfate] un jeton { -nesansa }
   *[monster] { NAME($monster, case: "definite") }
} în { $region }
# source-hash: b4a2e0d2
log-obstacles-ignored = { $hero } ignoră toate obstacolele din Zona Obstacol a { NAME($region, case: "genitive") }
# source-hash: 7f72e4cb
log-ignore-obstacle = { $hero } ignoră { $obstacle ->
    [foulfate] un jeton { -nesansa }
   *[monster] un monstru
}
# source-hash: 51485606
log-battle = { $hero } luptă cu { NAME($enemy, case: "definite") }
# source-hash: 32d8c07b
log-battle-roll = { $hero } rulează zarurile
# source-hash: 2599e556
log-battle-totals = { $hero } are { COUNT($totals-sword) } { $totals-sword ->
    [one] { -sabie }
   *[other] { -sabie(number: "other") }
}, { COUNT($totals-shield) } { $totals-shield ->
    [one] { -scut }
   *[other] { -scut(number: "other") }
}, { COUNT($totals-dodge) } { $totals-dodge ->
    [one] { -ferire }
   *[other] { -ferire(number: "other") }
}, { COUNT($totals-ritual) } { $totals-ritual ->
    [one] { -ritual }
   *[other] { -ritual(number: "other") }
} și { COUNT($totals-sign) } { $totals-sign ->
    [one] { -semn }
   *[other] { -semn(number: "other") }
}
# source-hash: c876b68b
log-battle-add = { $hero } adaugă { n-result } ({ $source })
# source-hash: 70d6265b
log-battle-spend = { $hero } cheltuiește { n-result } ({ $source })
# source-hash: c80f9655
log-battle-trade = { $hero } cheltuiește 1 { -ferire } și 1 { -scut } pentru 1 { -sabie }
# source-hash: fabaf1a6
log-reroll = { $hero } rulează din nou { COUNT($dice-count) } { $dice-count ->
    [one] { -zar }
   *[other] { -zar(number: "other") }
}
# source-hash: 7a3899b7
log-battle-compare = { $hero } compară { one-result }: { $have } din { $need }, { $success ->
    [yes] Reușită
   *[no] Eșec
}
# source-hash: b3e0b120
log-battle-end = Lupta { NAME($hero, case: "genitive") } cu { NAME($enemy, case: "definite") } s-a încheiat: { $defeated ->
    [yes] inamic învins
   *[no] inamicul nu a fost învins
}
# source-hash: e292fa5c
log-monster-defeated = { $hero } învinge { NAME($monster, case: "definite") }
# source-hash: 441adc4e
log-roll-d6 = { $hero } rulează { $value }
# source-hash: 37a1bf98
log-roll-hero-dice = { $hero } rulează zarurile Erou: { $success ->
    [yes] Reușită
   *[no] Eșec
}

## Motive din jurnal, în afara numelor de cărți și locații

# source-hash: badbbf82
reason-heart-location = locație cu inimă
# source-hash: e66176f9
reason-travel = { -calatorie }
# source-hash: 69aaf922
reason-travelled-two-routes = a călătorit pe două rute
# source-hash: e5bb540e
reason-war-track = { -pista-razboi }
# source-hash: eed91adb
reason-no-obstacle-in-region = niciun obstacol în regiune
# source-hash: cdb855c0
reason-not-chosen = nealeasă
# source-hash: 6fb51f05
reason-resolved = rezolvată
# source-hash: 31c43b3a
reason-bribe-a-friend = mituirea unui Prieten
# source-hash: eabd3d97
reason-rest = { -odihna }
# source-hash: c8f7acb3
reason-wound-with-no-open-woundable-space = niciun spațiu liber pentru rană
# source-hash: 91466b0b
reason-foul-fate-with-no-open-space = niciun spațiu liber pentru { -nesansa }
# source-hash: c5f918dc
reason-not-defeated = neînvins
# source-hash: 76b000b8
reason-quest-not-kept = misiune nepăstrată
# source-hash: 2c213852
reason-good-fortune-used = { -sansa } folosită
# source-hash: 541417fc
reason-task-resolved = sarcină rezolvată
# source-hash: 6b4a8752
reason-investigate = { -investigatie }
# source-hash: ac7bfdce
reason-develop = { -dezvoltare }
# source-hash: e2591172
reason-brew = { -preparare }
# source-hash: a148e2f2
reason-prepare = { -vraji }
# source-hash: 9fcd41fa
reason-sing = { -cantare }
# source-hash: c5df9129
reason-sea-route = rută maritimă
# source-hash: 0dc28422
reason-foul-fate-token = jeton { -nesansa }

## Motive cu argumente: codul regulilor dă id-ul și datele

# source-hash: eb770ec9
reason-main-quest = misiunea principală din { $quest }
# source-hash: f8dd0f71
reason-side-quest = misiunea secundară din { $quest }
# source-hash: d6975c8d
reason-supported = sprijin pentru { $hero }
# source-hash: 529d799f
reason-support-completed-by = misiune de sprijin îndeplinită de { $hero }
# source-hash: 7bb92c6b
reason-foul-fate-on-action = { -nesansa } pe acțiunea { action-name }
# source-hash: b92d27ba
reason-region-has-foul-fate = { $why ->
    [none] { $region } are deja un jeton { -nesansa }
   *[other] { $why }; { $region } are deja un jeton { -nesansa }
}
# source-hash: 5bd152ed
reason-no-card-for-markers = nicio carte { $trait } care să țină { -indicator(number: "other") }

## Etichetele previzualizării cărții

# source-hash: acd33fa0
card-kind = { $kind ->
    [board] Tablă
    [companion] Însoțitor
    [development] Dezvoltare
    [die] Zar
    [enemy] Inamic
    [foulfate] Neșansă
    [goodfortune] Șansă
    [hero] Erou
    [investigation] Investigație
    [location] Locație
    [monster] Monstru
    [quest] Misiune
    [region] Regiune
    [trait] Trăsătură
    [wartrack] Pista Război
   *[other] { $kind }
}
# source-hash: 6ba547ec
card-tag = { $tag ->
    [battle] luptă
    [hero] Erou
    [blue] albastru
    [red] roșu
    [purple] mov
    [bronze] bronz
    [silver] argint
    [gold] aur
    [combat] Luptă
    [diplomacy] Diplomație
    [magic] Magie
   *[other] { $tag }
}
# source-hash: 2d5c46ee
card-stat = { $stat ->
    [sword] Sabie
    [shield] Scut
    [ritual] Ritual
    [gold] Aur
    [vp] VP
    [armour] Spații Armură
    [copies] Exemplare
    [cost] Cost
    [level] Nivel
    [life] Viață
   *[other] { $stat }
} { $amount }
# source-hash: f4969e33
card-fact = { $fact ->
    [deck] pachet
    [hero] erou
    [keep] păstrare
    [traits] trăsături
    [use] folosit pentru
    [actions] acțiuni
    [dice] zaruri
    [exchangeRate] rata de schimb
    [gender] gen
    [operations] operațiuni
    [questDecks] pachete Misiune
    [start] pornește din
    [successFaces] reușită
    [heart] inimă
    [leads] Indicii
    [region] regiune
    [type] tip
    [main] Misiune principală
    [side] Misiuni secundare
    [support] Misiune de sprijin
    [supportType] tipul de sprijin
    [adjacent] adiacente
    [colour] culoare
    [spaces] spații
    [faces] fețe
    [routes] rute
    [intersections] intersecții
    [developmentDeck] pachetul Dezvoltare
    [enemy] inamic
    [location] locație
    [vp] VP
    [ownerVp] VP pentru proprietar
    [goTo] mergi la
    [woundable] poate fi rănit
    [name] nume
    [kind] fel
    [colours] culori
    [monsterType] tipul de monstru
    [results] rezultate
    [from] de la
    [to] la
    [seaCost] Aur pe mare
    [locations] locații
    [gold] aur
    [sword] sabie
    [shield] scut
    [ritual] ritual
   *[other] { $fact }
}
# The card preview's line on where an entity's facts come from: `original`, and the values marked `assumed`
# ($values: their labels joined as a list, $count: how many).
# source-hash: 5a408f35
card-original = Carte originală, nu face parte din jocul tipărit
# source-hash: 23f0637f
card-assumed = { $count ->
    [one] Valoare presupusă, care nu apare
   *[other] Valori presupuse, care nu apar
} în surse: { $values }
# one entry of a repeated property ($fact: its label, $number: from 1)
# source-hash: 1c6691f1
card-assumed-item = { $fact }, nr. { $number }
# one field of a property that holds several ($fact: the property, $part: the field)
# source-hash: 205045a6
card-assumed-part = { $fact }: { $part }
# source-hash: d4ca4ee2
card-value = { $value ->
    [true] da
    [false] nu
    [red] roșu
    [blue] albastru
    [purple] mov
    [gray] gri
    [green] verde
    [yellow] galben
    [bronze] bronz
    [silver] argint
    [gold] aur
    [none] nu
    [task] ca sarcină
    [until-resolved] până la rezolvare
    [trait] pentru trăsătura sa
    [battle] luptă
    [hero] Erou
    [combat] Luptă
    [diplomacy] Diplomație
    [magic] Magie
    [masculine] masculin
    [feminine] feminin
    [bribe] mituirea unui Prieten
    [travel] { -calatorie }
    [investigate] { -investigatie }
    [develop] { -dezvoltare }
    [rest] { -odihna }
    [brew] { -preparare }
    [prepare] { -vraji }
    [sing] { -cantare }
    [command] { -comanda }
    [sword] { -sabie }
    [shield] { -scut }
    [dodge] { -ferire }
    [ritual] { -ritual }
    [sign] { -semn }
    [one] unul
    [either] oricare din
    [any] oricare
    [each] fiecare
    [monster] monstru
    [foulfate] { -nesansa }
    [blank] goală
   *[other] { $value }
}
