## Textul regulilor în limba română.
##
## Termenii vin din Ghidul de referințe al jocului The Witcher Adventure Game
## (Călătorie, Investigație, Neșansă, Șansă, Indiciu, Dovadă, Rană minoră/gravă,
## pista Război, indicator Comun, Reușită, Eșec, …). Forme folosite:
##   $form = you   persoana a II-a singular, ca pe cărți: „Primești”, „Suferi”, „Cheltuiește”
##   $form = they  persoana a III-a singular (un erou țintă, adversarul)
##   $form = inf   infinitivul, după „pentru a”
## Numeralele urmează regulile CLDR: 1 rană (one), 2–19 răni (few), 20 de răni (other).

## Glosar

-indiciu = { $number ->
   *[one] Indiciu
    [other] Indicii
}
    .gender = neuter
-dovada = { $number ->
   *[one] Dovadă
    [other] Dovezi
}
    .gender = feminine
-aur = Aur
    .gender = neuter
-vp = VP
    .gender = neuter
-rana = { $number ->
   *[one] rană
    [other] răni
}
    .gender = feminine
-nesansa = { $number ->
   *[one] Neșansă
    [other] Neșanse
}
    .gender = feminine
-indicator = { $number ->
   *[one] indicator Comun
    [other] indicatoare Comun
}
    .gender = neuter
-carte = { $case ->
   *[nominative] { $number ->
       *[one] carte
        [other] cărți
    }
    [genitive] { $number ->
       *[one] cărți
        [other] cărților
    }
}
    .gender = feminine
-zar = { $number ->
   *[one] zar
    [other] zaruri
}
    .gender = neuter
-monstru = { $number ->
   *[one] monstru
    [other] monștri
}
    .gender = masculine
-obstacol = obstacol
    .gender = neuter
-erou = { $case ->
   *[nominative] erou
    [genitive] erou
}
    .gender = masculine
-adversar = { $case ->
   *[nominative] adversarul tău
    [genitive] adversarului
}
    .gender = masculine
-sabie = { $number ->
   *[one] sabie
    [other] săbii
}
    .gender = feminine
-scut = { $number ->
   *[one] scut
    [other] scuturi
}
    .gender = neuter
-ferire = { $number ->
   *[one] ferire
    [other] feriri
}
    .gender = feminine
-ritual = { $number ->
   *[one] ritual
    [other] ritualuri
}
    .gender = neuter
-semn = { $number ->
   *[one] semn Witcher
    [other] semne Witcher
}
    .gender = neuter
-dauna = { $number ->
   *[one] daună
    [other] daune
}
    .gender = feminine
-energie = Energie
    .gender = feminine
-pista-razboi = pista Război
-calatorie = Călătorie
-investigatie = Investigație
-dezvoltare = Dezvoltare
-odihna = Odihnă
-preparare = Prepararea poțiunilor
-vraji = Efectuarea vrăjilor
-cantare = Cântare
-comanda = Comandă
-investigatie-pachet = Investigație
-sansa = Șansă

# Numărul dinaintea unui substantiv: „20 de răni”, dar „2 răni” și „101 răni”.
nr = { $amount ->
    [one] { $amount }
    [few] { $amount }
    [X] { $amount }
   *[other] { $amount } de
}
colour-neuter-one = { $colour ->
    [red] {" "}roșu
    [blue] {" "}albastru
    [purple] {" "}mov
   *[any] {""}
}
colour-feminine-one = { $colour ->
    [red] {" "}roșie
    [blue] {" "}albastră
    [purple] {" "}mov
   *[any] {""}
}
colour-plural = { $colour ->
    [red] {" "}roșii
    [blue] {" "}albastre
    [purple] {" "}mov
   *[any] {""}
}
n-resource = { nr } { $resource ->
    [lead] { $amount ->
        [one] { -indiciu }{ colour-neuter-one }
       *[other] { -indiciu(number: "other") }{ colour-plural }
    }
    [proof] { $amount ->
        [one] { -dovada }{ colour-feminine-one }
       *[other] { -dovada(number: "other") }{ colour-plural }
    }
    [gold] { -aur }
   *[vp] { -vp }
}
# Ce urmează verbului când două efecte îl împart: „cheltuiește 2 Dovezi roșii și 1 Dovadă albastră”,
# „primești 1 Indiciu albastru și 1 Indiciu albastru suplimentar pentru fiecare …”.
object-resource = { n-resource }{ $additional ->
    [yes] {" "}{ $resource ->
        [lead] { $amount ->
            [one] suplimentar
           *[other] suplimentare
        }
        [proof] { $amount ->
            [one] suplimentară
           *[other] suplimentare
        }
        [gold] suplimentar
       *[vp] { $amount ->
            [one] suplimentar
           *[other] suplimentare
        }
    }
   *[no] {""}
}
one-resource = { $resource ->
    [lead] { -indiciu }{ colour-neuter-one }
    [proof] { -dovada }{ colour-feminine-one }
    [gold] { -aur }
   *[vp] { -vp }
}
# Pronumele „pe care îl/o ai” se acordă cu genul resursei.
resource-pronoun = { $resource ->
    [lead] { -indiciu.gender ->
        [feminine] o
       *[other] îl
    }
    [proof] { -dovada.gender ->
        [feminine] o
       *[other] îl
    }
    [gold] { -aur.gender ->
        [feminine] o
       *[other] îl
    }
   *[vp] { -vp.gender ->
        [feminine] o
       *[other] îl
    }
}
# o rană fără gravitate pe carte rămâne fără gravitate în text ($severityWritten este "no")
wound-severity-one = { $severityWritten ->
    [no] {""}
   *[yes] { $severity ->
        [minor] {" "}minoră
        [severe] {" "}gravă
       *[any] {""}
    }
}
wound-severity-plural = { $severityWritten ->
    [no] {""}
   *[yes] { $severity ->
        [minor] {" "}minore
        [severe] {" "}grave
       *[any] {""}
    }
}
n-wound = { nr } { $amount ->
    [one] { -rana }{ wound-severity-one }
   *[other] { -rana(number: "other") }{ wound-severity-plural }
}
n-wound-named = { n-wound }
one-wound = { -rana }{ wound-severity-one }
n-result = { nr } { $result ->
    [sword] { $amount ->
        [one] { -sabie }
       *[other] { -sabie(number: "other") }
    }
    [shield] { $amount ->
        [one] { -scut }
       *[other] { -scut(number: "other") }
    }
    [dodge] { $amount ->
        [one] { -ferire }
       *[other] { -ferire(number: "other") }
    }
    [ritual] { $amount ->
        [one] { -ritual }
       *[other] { -ritual(number: "other") }
    }
   *[sign] { $amount ->
        [one] { -semn }
       *[other] { -semn(number: "other") }
    }
}
one-result = { $result ->
    [sword] { -sabie }
    [shield] { -scut }
    [dodge] { -ferire }
    [ritual] { -ritual }
   *[sign] { -semn }
}
action-name = { $action ->
    [travel] { -calatorie }
    [investigate] { -investigatie }
    [develop] { -dezvoltare }
    [rest] { -odihna }
    [brew] { -preparare }
    [prepare] { -vraji }
    [sing] { -cantare }
   *[command] { -comanda }
}
monster-type = { $type ->
    [bronze] bronz
    [silver] argint
   *[gold] aur
}
n-monster = { nr } { $amount ->
    [one] { -monstru }
   *[other] { -monstru(number: "other") }
} de { monster-type }
deck-one = { $deck ->
    [investigation-blue] {" "}{ -investigatie-pachet } albastră
    [investigation-purple] {" "}{ -investigatie-pachet } mov
    [investigation-red] {" "}{ -investigatie-pachet } roșie
    [investigation-any] {" "}{ -investigatie-pachet }
    [foulfate] {" "}{ -nesansa }
    [goodfortune] {" "}{ -sansa }
    [development-own] {" "}{ -dezvoltare }
   *[other] {""}
}
deck-plural = { $deck ->
    [investigation-blue] {" "}{ -investigatie-pachet } albastre
    [investigation-purple] {" "}{ -investigatie-pachet } mov
    [investigation-red] {" "}{ -investigatie-pachet } roșii
    [investigation-any] {" "}{ -investigatie-pachet }
    [foulfate] {" "}{ -nesansa }
    [goodfortune] {" "}{ -sansa }
    [development-own] {" "}{ -dezvoltare }
   *[other] {""}
}
n-deck-cards = { nr } { $amount ->
    [one] { -carte }{ deck-one }
   *[other] { -carte(number: "other") }{ deck-plural }
}
n-cards = { nr } { $amount ->
    [one] { -carte }
   *[other] { -carte(number: "other") }
}
n-dice = { nr } { $amount ->
    [one] { -zar }
   *[other] { -zar(number: "other") }
}
n-markers = { nr } { $amount ->
    [one] { -indicator }
   *[other] { -indicator(number: "other") }
}
n-nesansa = { nr } { $amount ->
    [one] { -nesansa }
   *[other] { -nesansa(number: "other") }
}
n-damage = { nr } { $amount ->
    [one] { -dauna }
   *[other] { -dauna(number: "other") }
}
in-region = { $where ->
    [your-region] în regiunea ta
    [each-region] în fiecare regiune
    [adjacent-region] într-o regiune adiacentă
   *[other] în { $where }
}

## Compunere

# source-hash: b314ae4c
hook = { $window }: { $effect }
# source-hash: a67560ac
hook-limited = { $window }, { $limit }: { $effect }
# source-hash: 5946f018
hook-limit-first = { $limit }: { $effect }
# „pentru” + infinitivul cu „a” al verbului ($form = inf): „pentru a primi”, „pentru a-și crește”.
# source-hash: 4eb2c451
with-cost = { $cost } pentru { $effect }
# source-hash: 433a25bc
with-count = { $effect } { $each }
# source-hash: 195c0608
then-fight = { $effect }, apoi { $fight }
# source-hash: 7068c5d9
with-equal = { $effect } (X este { $amount })
# source-hash: dd0c1e27
amount-x = X
# source-hash: 0adf2b68
amount-plus = { $amount } plus { $number }
# source-hash: 73e0806a
amount-minus = { $amount } minus { $number }
# source-hash: 5e1b3d12
if-able = { $effect }, dacă este posibil
# source-hash: 1738aeff
if = dacă { $cond }, { $then }
# source-hash: c09e14ea
if-else = dacă { $cond }, { $then }; altfel, { $otherwise }
# source-hash: ed0456e3
repeat = { $effect } { $times ->
    [one] o dată
   *[other] de { COUNT($times, other: "ori") }
}
# source-hash: 9b0c9fc3
no-effect = niciun efect
# source-hash: 416f934b
roll = { $roll }: { $cases }
# source-hash: a8040b8e
roll-case-separator = {"; "}
# source-hash: 95151ca5
roll-case-success = { $form ->
    [they] dacă reușește
   *[other] dacă reușești
}, { $effect }
# source-hash: 238ea356
roll-case-failure = altfel, { $effect }
# source-hash: 38812833
roll-case-range = { $from }–{ $to }: { $effect }
# source-hash: 5f9e0326
roll-case-number = { $number }: { $effect }

# source-hash: 615b8b83
roll-may-choose-lower = { $form ->
    [they] poate alege un efect mai slab
   *[other] poți alege un efect mai slab
}
## Adventure Game: verbe

# source-hash: 3d7c295a
verb-receive = { $form ->
    [they] primește
    [inf] a primi
   *[you] primești
} { n-resource }
    .object = { object-resource }
# source-hash: eb9c376e
verb-gain = { $form ->
    [they] câștigă
    [inf] a câștiga
   *[you] câștigi
} { n-resource }
    .object = { object-resource }
# source-hash: bdb2cccd
verb-spend = { $form ->
    [inf] a cheltui
   *[other] cheltuiește
} { n-resource }
    .object = { object-resource }
# source-hash: dbcde608
verb-lose = { $form ->
    [they] pierde
    [inf] a pierde
   *[you] pierzi
} { n-resource }
    .object = { object-resource }
# source-hash: 575c5dc3
verb-suffer-wound = { $form ->
    [they] suferă
   *[other] suferi
} { n-wound }
    .object = { n-wound }
# source-hash: aff18c46
verb-heal = { $form ->
    [inf] a vindeca
   *[other] vindecă
} { n-wound-named }
    .object = { n-wound-named }
# source-hash: 2717eddb
verb-suffer-foul-fate = { $form ->
    [they] suferă
   *[other] suferi
} { n-nesansa }{ $action ->
    [none] {""}
   *[other] {" "}pe acțiunea { $form ->
        [they] sa
       *[other] ta
    } { action-name }
}
# source-hash: 6bc28797
verb-place-foul-fate-on-action = { $form ->
    [inf] a plasa
   *[other] plasează
} { n-nesansa } pe acțiunea { $form ->
    [they] sa
   *[other] ta
} { action-name }
# source-hash: d48ced84
verb-place-foul-fate = { $form ->
    [inf] a plasa
   *[other] plasează
} 1 { -nesansa } { in-region }
# source-hash: cf5e57ca
verb-remove-foul-fate = { $form ->
    [inf] a elimina
   *[other] elimină
} { n-nesansa }
# source-hash: 443764e9
verb-advance-war-track = { $form ->
    [inf] a avansa
   *[other] avansează
} pe { -pista-razboi }{ $amount ->
    [one] {""}
   *[other] {" "}de { COUNT($amount, other: "ori") }
}
# source-hash: 5c725662
verb-defeat-monster = { $form ->
    [inf] a învinge
   *[other] învinge
} un { -monstru }{ $type ->
    [any] {""}
   *[other] {" "}de { monster-type }
}
# source-hash: 4d1a62e2
verb-place-monster = { $form ->
    [inf] a plasa
   *[other] plasează
} { n-monster } { in-region }
    .object = { n-monster } { in-region }
# source-hash: 132a48e6
verb-draw = { $form ->
    [inf] a trage
   *[other] trage
} { n-deck-cards }
    .object = { n-deck-cards }
# source-hash: 29611244
verb-look = { $form ->
    [they] se uită la
    [inf] a te uita la
   *[you] uită-te la
} { n-deck-cards }
# source-hash: 2487fe3b
verb-reveal = { $form ->
    [inf] a dezvălui
   *[other] dezvăluie
} { n-deck-cards }
# source-hash: 6bf90a94
verb-draw-additional = { $form ->
    [inf] a trage
   *[other] trage
} { nr } { $amount ->
    [one] { -carte } suplimentară
   *[other] { -carte(number: "other") } suplimentare
}
# source-hash: ce351e03
verb-keep-for-trait = { $form ->
    [inf] a păstra
   *[other] păstrează
} această { -carte } pentru trăsătura sa
    .own-sentence = yes
# source-hash: 659eca60
verb-keep-until-resolved = { $form ->
    [inf] a păstra
   *[other] păstrează
} această { -carte } până când este rezolvată
    .own-sentence = yes
# source-hash: 478af26d
verb-keep-as-task = { $form ->
    [inf] a păstra
   *[other] păstrează
} această { -carte } până când sarcina sa este rezolvată
    .own-sentence = yes
# source-hash: 22e14523
verb-keep = { $form ->
    [inf] a păstra
   *[other] păstrează
} această { -carte }
    .own-sentence = yes
# source-hash: 6d22725d
verb-discard-this = { $form ->
    [inf] a decarta
   *[other] decartează
} această { -carte }
    .own-sentence = yes
# source-hash: bed6943a
verb-discard-trait = { $form ->
    [inf] a decarta
   *[other] decartează
} { nr } { $amount ->
    [one] { -carte }
   *[other] { -carte(number: "other") }
} { $what }
# „întârziat” se acordă cu genul eroului căruia i se adresează textul ($gender).
delayed-word = { $gender ->
    [feminine] întârziată
   *[other] întârziat
}
# source-hash: a3713514
verb-delay = { $form ->
    [they] este întârziat
    [inf] a fi { delayed-word }
   *[you] ești { delayed-word }
}
# source-hash: 900a1f57
verb-fight = { $form ->
    [inf] a lupta
   *[other] luptă
} cu inamicul { $enemy }
# source-hash: 8e2e6458
verb-fight-type = { $form ->
    [inf] a lupta
   *[other] luptă
} cu un { -monstru } de { $enemy ->
    [bronze] bronz
    [silver] argint
   *[gold] aur
}
# source-hash: 061810b3
verb-move = { $form ->
    [inf] a muta
   *[other] mută
} la { $to }
# source-hash: 0ccc0ebd
verb-move-adjacent = { $form ->
    [inf] a muta
   *[other] mută
} la o locație adiacentă
# source-hash: 3eb496c9
verb-go-to = { $form ->
    [they] merge
    [inf] a merge
   *[you] mergi
} la { $to }
# source-hash: 0036eaba
verb-add-results = { $form ->
    [inf] a adăuga
   *[other] adaugă
} { n-result }
    .object = { n-result }
# source-hash: f55ebf7d
verb-spend-results = { $form ->
    [inf] a cheltui
   *[other] cheltuiește
} { n-result }
    .object = { n-result }
# source-hash: 4c0e2d1c
verb-reroll = { $form ->
    [inf] a re-rula
   *[other] re-rulează
} { n-dice }
# source-hash: 0d74a61d
verb-place-marker = { $form ->
    [inf] a plasa
   *[other] plasează
} { n-markers } pe această { -carte }
# source-hash: 458692bb
verb-spend-marker = { $form ->
    [inf] a cheltui
   *[other] cheltuiește
} { n-markers } de pe această { -carte }
# source-hash: cd2aeaae
verb-ignore-obstacle = { $form ->
    [inf] a ignora
   *[other] ignoră
} { -obstacol.gender ->
    [feminine] o
   *[other] un
} { -obstacol }
# source-hash: 7119bd10
verb-complete-task = { $form ->
    [inf] a completa
   *[other] completează
} sarcina acestei { -carte(case: "genitive") }

## Adventure Game: ferestre de timp

# source-hash: 35e33321
window-effect = Efect
    .template = { $effect }
# source-hash: 581181b6
window-start-of-battle = La începutul luptei
# source-hash: ad80fa2b
window-before-rolling = Înainte de rulare
# source-hash: 354308c2
window-successful-sword = Reușită la sabie
# source-hash: 8998c2c5
window-failed-sword = Eșec la sabie
# source-hash: 0b3766d4
window-successful-shield = Reușită la scut
# source-hash: a3ed2dcd
window-failed-shield = Eșec la scut
# source-hash: 2a2d9b76
window-successful-ritual = Reușită la ritual
# source-hash: 22e94f0b
window-failed-ritual = Eșec la ritual
# source-hash: ad281d49
window-after-battle = După luptă
# source-hash: cdba69a2
window-during-battle = În timpul luptei
# source-hash: d76b27f8
window-when-performing-action = { $action ->
    [none] Când efectuezi o acțiune
   *[other] Când efectuezi acțiunea { action-name }
}
# source-hash: 5aafb185
window-draw-investigation = Când tragi cărți { -investigatie-pachet }
# source-hash: fec295a6
window-any-time = Oricând
# source-hash: 48d44e86
window-during-your-turn = În timpul rundei tale
# source-hash: c67c8f52
window-command = Comandă
# source-hash: 76ef3d8c
window-task = Sarcină
# source-hash: 56987c2c
window-setback = Contracarare
# source-hash: 22062efe
window-when-discarded = Când această { -carte } este decartată
# source-hash: 3dc4074a
window-main-requirement = Misiune principală
# source-hash: c25e82fb
window-consequences = Consecințe
# source-hash: cf56e174
window-side-requirement = Misiune secundară
# source-hash: 799c1eaa
window-support-requirement = Misiune de sprijin

## Limite

# source-hash: 9d22234a
limit-once-per-roll = o dată per rulare
# source-hash: 8132aaf6
limit-once-per-turn = o dată per rundă
# source-hash: 566c9f9b
limit-once-per-battle = o dată per luptă
# source-hash: 6c74ebfd
limit-once-per-fight = o dată per luptă

## Condiții ($negated: yes | no)

# source-hash: 952d6d25
cond-has = { $negated ->
    [yes] nu{" "}
   *[no] {""}
}{ $form ->
    [they] are
   *[other] ai
} { n-resource }
# source-hash: 7e9e6456
cond-has-card-with-trait = { $negated ->
    [yes] nu{" "}
   *[no] {""}
}{ $form ->
    [they] are
   *[other] ai
} { -carte.gender ->
    [feminine] o
   *[other] un
} { -carte } { $trait }
# source-hash: 16769068
cond-in-region = { $negated ->
    [yes] nu{" "}
   *[no] {""}
}{ $form ->
    [they] este
   *[other] ești
} în { $region }
# source-hash: dc3299b6
cond-at-location = { $negated ->
    [yes] nu{" "}
   *[no] {""}
}{ $form ->
    [they] este
   *[other] ești
} la { $location }
# source-hash: 9dc11098
cond-is-hero = { $negated ->
    [yes] nu{" "}
   *[no] {""}
}{ $form ->
    [they] este
   *[other] ești
} { $hero }
# source-hash: 93f2b89c
cond-battle-result = { $negated ->
    [yes] nu{" "}
   *[no] {""}
}{ $form ->
    [they] a
   *[other] ai
} { $succeeded ->
    [yes] reușit
   *[no] eșuat
} la { one-result }

## Numărări: „… pentru fiecare …”

# source-hash: 11788b42
each-short = pentru fiecare { one-result } cu care { $form ->
    [they] este
   *[other] ești
} sub
# source-hash: edab77e1
each-cards-with-trait = pentru fiecare { -carte } { $trait } pe care { -carte.gender ->
    [feminine] o
   *[other] îl
} { $form ->
    [they] are
   *[other] ai
}
# source-hash: f82a392e
each-holding = pentru fiecare { one-resource } pe care { resource-pronoun } { $form ->
    [they] are
   *[other] ai
}
# source-hash: fe1b2a9c
each-wounds = pentru fiecare { one-wound } pe care { -rana.gender ->
    [feminine] o
   *[other] îl
} { $form ->
    [they] are
   *[other] ai
}
# source-hash: 34af2ce4
each-markers = pentru fiecare { -indicator } de pe această { -carte }

## Ținte: efectul este la persoana a III-a ($form = they)

# Verbul arată persoana („primești”): subiectul „tu” nu se scrie.
# source-hash: d1ce39d1
target-you = { $effect }
# source-hash: 13979d45
target-each-other-hero = fiecare { -erou.gender ->
    [feminine] altă
   *[other] alt
} { -erou } { $effect }
# source-hash: bbcbbb3e
target-each-hero = fiecare { -erou } { $effect }
# source-hash: 3783a385
target-most-vp = eroul cu cele mai multe { -vp } { $effect }
# source-hash: 49b2599d
target-fewest-vp = eroul cu cele mai puține { -vp } { $effect }
# source-hash: b6465b31
target-heroes-in-your-location = fiecare { -erou } din locația ta { $effect }
# source-hash: 441fa217
target-heroes-in-your-region = fiecare { -erou } din regiunea ta { $effect }
# source-hash: 17459a0c
target-opponent = { -adversar } { $effect }

## Rulări

# source-hash: d913279b
roll-hero = { $form ->
    [they] rulează zarurile sale Erou
    [inf] a rula zarurile tale Erou
   *[you] rulează zarurile tale Erou
}
# source-hash: c8dd8e0a
roll-d6 = { $form ->
    [inf] a rula un { -zar }
   *[other] rulează un { -zar }
}
# source-hash: 08309c5e
roll-d6-plus-level = { $form ->
    [they] rulează un { -zar } și adaugă nivelul specialității sale
    [inf] a rula un { -zar } și a adăuga nivelul specialității tale
   *[you] rulează un { -zar } și adaugă nivelul specialității tale
}

## The Witcher: Old World: verbe

# source-hash: cc9b3605
ow-verb-deal-damage = { $form ->
    [inf] a provoca
   *[other] provoacă
} { n-damage }
# source-hash: 5f4077d4
ow-verb-suffer-damage = { $form ->
    [they] primește
    [inf] a primi
   *[you] primești
} { n-damage }
# source-hash: 652be37c
ow-verb-opponent-suffers-damage = { -adversar } primește{ $timing ->
    [immediately] {" "}imediat
   *[other] {""}
} { n-damage }
# source-hash: 70b5605f
ow-verb-spend-energy = { $form ->
    [inf] a cheltui
   *[other] cheltuiește
} { COUNT($amount, one: "punct de", other: "puncte de") } { -energie }
# source-hash: 3fcf2412
ow-verb-gain-energy = { $form ->
    [they] câștigă
    [inf] a câștiga
   *[you] câștigi
} { COUNT($amount, one: "punct de", other: "puncte de") } { -energie }
# source-hash: a1bd1a84
ow-verb-draw-cards = { $form ->
    [inf] a trage
   *[other] trage
}{ $timing ->
    [immediately] {" "}imediat
   *[other] {""}
} { n-cards }
# source-hash: d19cd6ff
ow-verb-discard-cards = { $form ->
    [inf] a decarta
   *[other] decartează
} { n-cards }
# source-hash: bb558d94
ow-verb-raise-shield = { $form ->
    [they] își crește scutul
    [inf] a-și crește scutul
   *[you] crește-ți scutul
} cu { $amount }
# source-hash: f4a20e3e
ow-verb-gain-gold = { $form ->
    [they] câștigă
    [inf] a câștiga
   *[you] câștigi
} { nr } { -aur }
# source-hash: 2677eb54
ow-verb-deal-additional-damage = { $form ->
    [inf] a provoca
   *[other] provoacă
} { nr } { $amount ->
    [one] { -dauna } suplimentară
   *[other] { -dauna(number: "other") } suplimentare
}
# source-hash: 92cf8eb4
ow-verb-perform-movements = { $form ->
    [they] poate efectua
    [inf] a putea efectua
   *[you] poți efectua
} { $amount ->
    [1] o deplasare
    [2] două deplasări
   *[other] { nr } deplasări
} (ignorând prima acțiune de locație)

## Old World: termeni comuni (glosarul din docs/translating.md)

ow-attribute = { $attribute ->
    [combat] Combativitate
    [defence] Apărare
    [alchemy] Alchimie
    [specialty] Specialitate
    [wisdom] Înțelepciune
   *[other] { $attribute }
}
ow-attribute-definite = { $attribute ->
    [combat] Combativitatea
    [defence] Apărarea
    [alchemy] Alchimia
    [specialty] Specialitatea
    [wisdom] Înțelepciunea
   *[other] { $attribute }
}
ow-colour-feminine = { $colour ->
    [blue] albastră
    [red] roșie
    [green] verde
    [yellow] galbenă
    [purple] mov
    [gray] gri
   *[other] { $colour }
}
ow-colour-feminine-plural = { $colour ->
    [blue] albastre
    [red] roșii
    [green] verzi
    [yellow] galbene
    [purple] mov
    [gray] gri
   *[other] { $colour }
}
# source-hash: 19a52570
ow-verb-trash-cards = { $form ->
    [they] elimină din joc
    [inf] a elimina din joc
   *[other] elimină din joc
} { n-cards }
# source-hash: 7cf98992
ow-verb-look-at-enemy-deck = { $form ->
    [they] se uită
    [inf] a se uita
   *[you] uită-te
} la primele { n-cards } din pachetul inamicului (rezerva de viață a unui monstru){ $discard ->
    [0] {" "}și { $form ->
        [they] le pune
        [inf] a le pune
       *[you] pune-le
    } înapoi în orice ordine
   *[other] , { $form ->
        [inf] a decarta
       *[other] decartează
    } { $discard } dintre ele și { $form ->
        [they] pune
        [inf] a pune
       *[you] pune
    } restul înapoi în orice ordine
}
# source-hash: 7a280983
ow-verb-discard-top-of-deck = { $form ->
    [they] decartează
    [inf] a decarta
   *[you] decartează
} { $amount ->
    [one] prima { -carte }
   *[other] primele { n-cards }
} din { $form ->
    [they] pachetul său și îl amestecă
    [inf] pachet și a-l amesteca
   *[you] pachetul tău și amestecă-l
}
# source-hash: 6073efa0
ow-verb-discard-potions = { $form ->
    [inf] a decarta
   *[other] decartează
} { nr } { $amount ->
    [one] poțiune
   *[other] poțiuni
}
# source-hash: b8e1cf91
ow-verb-lower-shield = { $form ->
    [they] își scade scutul
    [inf] a-și scădea scutul
   *[you] scade-ți scutul
} cu { $amount }
# source-hash: f4f5675a
ow-verb-lower-attribute = { $form ->
    [they] își scade
    [inf] a-și scădea
   *[you] scade-ți
} { ow-attribute-definite } cu { $amount }
# source-hash: 872b6438
ow-verb-raise-attribute = { $form ->
    [they] își crește
    [inf] a-și crește
   *[you] crește-ți
} { ow-attribute-definite } cu 1
# source-hash: 191ee641
ow-verb-gain-potions = { $form ->
    [they] primește
    [inf] a primi
   *[you] primești
} { nr } { $amount ->
    [one] poțiune
   *[other] poțiuni
}
# source-hash: 1bc900e3
ow-verb-spend-gold = { $form ->
    [inf] a cheltui
   *[other] cheltuiește
} { nr } { -aur }
# source-hash: e1c3672e
ow-verb-gain-action-card = { $form ->
    [they] ia
    [inf] a lua
   *[you] ia
} o { -carte } care costă cel mult { $maxCost } din rândul de acțiuni
# source-hash: d386113e
ow-verb-gain-any-action-card = { $form ->
    [they] ia
    [inf] a lua
   *[you] ia
} orice carte din rândul de acțiuni
# source-hash: 806222a5
ow-verb-wild-extension = { $form ->
    [they] tratează
    [inf] a trata
   *[other] tratează
} { COUNT($amount) } { $amount ->
    [one] { -carte }
   *[other] { -carte(number: "other") }
} ca și cum ar avea o extensie de combinație de orice culoare
# source-hash: 10e2716c
ow-verb-place-lost-mount = așază miniatura Lost Mount pe hartă urmând pașii de pe spatele acestei { -carte(case: "genitive") }
# Vânătoarea Sălbatică
# source-hash: cdfd70b8
ow-verb-hunt-gains-shields = Vânătoarea Sălbatică primește { nr } { $amount ->
    [one] { -scut }
   *[other] { -scut(number: "other") }
}
# source-hash: 87e7f9f8
ow-verb-hunt-loses-shields = Vânătoarea Sălbatică pierde { nr } { $amount ->
    [one] { -scut }
   *[other] { -scut(number: "other") }
}
# source-hash: 4308a1c3
ow-verb-read-hunt-event = { $form ->
    [they] citește
    [inf] a citi
   *[you] citești
} următoarea carte de Eveniment a Vânătorii Sălbatice
# source-hash: 301a0e05
ow-verb-read-hunt-event-number = { $form ->
    [they] citește
    [inf] a citi
   *[you] citești
} cartea de Eveniment { $event } a Vânătorii Sălbatice

## Old World: evenimente numerotate, misiuni și jetoane de misiune (Adventure Pack)

# source-hash: 76f8de08
ow-verb-read-event = { $form ->
    [they] citește
    [inf] a citi
   *[you] citești
} evenimentul { $event }
# source-hash: 10d92e8b
ow-verb-take-quest = { $form ->
    [they] ia
    [inf] a lua
   *[you] iei
} o misiune la { $location } pentru evenimentul { $event }
# source-hash: 7ab58772
ow-verb-place-quest-token = { $form ->
    [they] așază
    [inf] a așeza
   *[you] așezi
} un jeton de misiune pe { $location } pentru evenimentul { $event }
# source-hash: c1b9eb31
ow-verb-draw-event = { $form ->
    [they] trage
    [inf] a trage
   *[you] tragi
} evenimentul { $event } în mână
# source-hash: 604eb2d9
ow-event-read-at = ținută în mână, o citești în Faza II la { $location }

## Old World: regulile pe care abilitatea unui monstru le impune luptei

# source-hash: c01d8de6
ow-verb-max-damage-first-turn = provoci cel mult { n-damage } în prima ta tură de luptă
# source-hash: 74a11989
ow-verb-draw-fewer = tragi cu { $amount } { $amount ->
    [one] { -carte }
   *[other] { -carte(number: "other") }
} mai puțin după fiecare tură de luptă
# source-hash: f53a91fb
ow-verb-damage-per-colour = fiecare { -carte } { ow-colour-feminine } din combinația ta provoacă cu { $amount } { $amount ->
    [one] { -dauna }
   *[other] { -dauna(number: "other") }
} mai puțin
# source-hash: c6112adc
ow-verb-shield-loss-per-colour = fiecare { -carte } { ow-colour-feminine } din combinația ta îți scade scutul cu { $amount }
# source-hash: 4a209f6b
ow-verb-colour-no-effect = cărțile { ow-colour-feminine-plural } nu au niciun efect
# source-hash: d425fef4
ow-verb-first-attack-bonus = primul său atac provoacă { nr } { $amount ->
    [one] { -dauna } suplimentară
   *[other] { -dauna(number: "other") } suplimentare
}
# source-hash: 44771c03
ow-verb-bonus-when-low = atacurile sale provoacă { nr } { $amount ->
    [one] { -dauna } suplimentară
   *[other] { -dauna(number: "other") } suplimentare
} cât timp în rezerva sa de viață au rămas cel mult { $lifeAtMost } { $lifeAtMost ->
    [one] { -carte }
   *[other] { -carte(number: "other") }
}
# source-hash: 6fe3f8d6
ow-verb-hit-reduction-discard = fiecare lovitură asupra lui provoacă cu { $amount } { $amount ->
    [one] { -dauna }
   *[other] { -dauna(number: "other") }
} mai puțin și îți decartează o { -carte } aleatorie din mână
# source-hash: 5d3fd198
ow-verb-max-potions = folosești cel mult { nr } { $amount ->
    [one] poțiune
   *[other] poțiuni
} în această luptă
# source-hash: 5b00bc72
ow-verb-max-shield-gain = scutul tău crește cu cel mult { $amount } în fiecare tură
# source-hash: a5718cb3
ow-verb-random-first-card = prima { -carte } a primei tale combinații este jucată la întâmplare
# source-hash: 42a47c7b
ow-verb-first-attack-from-hand = primul său atac îți decartează mai întâi cărți din mână
# source-hash: 67e38bbc
ow-verb-lower-attribute-this-fight = { ow-attribute-definite } ta este mai mică cu { $amount } în această luptă
# source-hash: 17a716da
ow-verb-phase3-draw = dacă îl învingi, tragi cel mult { n-cards } în Faza III
# source-hash: 688644c0
ow-verb-draw-fewer-without-colour = tragi cu { $amount } { $amount ->
    [one] { -carte }
   *[other] { -carte(number: "other") }
} mai puțin după o combinație fără nicio { -carte } { ow-colour-feminine }
# source-hash: d5db420d
ow-verb-first-attack-worst = în prima sa tură atacă cu jumătatea care îți decartează cele mai multe cărți
# source-hash: 3af462a0
ow-verb-first-turn-end-random-discard = la sfârșitul primei sale ture, decartezi { $amount ->
    [one] o { -carte } aleatorie
   *[other] { $amount } { -carte(number: "other") } aleatorii
} din mână

# Monster Trail: Bomba de dimeritiu împotriva unui vânător
# source-hash: 47dcfe5f
ow-verb-opponent-specialty-at-most = nivelul Specialității adversarului tău este { $amount } în această luptă

## Old World: ferestre de timp

# source-hash: 34158d0e
window-when-discarded-by-damage = Când este decartată de daune
    .template = Dacă acea { -carte } este decartată (din mână sau din pachet) ca urmare a atacului { -adversar(case: "genitive") }, { $effect }
    .timing = immediately
# source-hash: 6118a7d5
window-during-fight = În timpul unei lupte
# source-hash: 22603d8a
window-first-fight-turn = În prima ta tură de luptă
# source-hash: 7699cde9
window-before-life-pool = Înainte de formarea rezervei de viață
# source-hash: 811431fe
window-after-life-pool = După formarea rezervei de viață
# source-hash: 0f972bcf
window-specialty = Specialitate
# source-hash: ff93d931
window-ability = Abilitate
# source-hash: 39f5dcd5
window-special-attack = Atac special { $number }
# source-hash: d81a50ec
window-hunt-attack = Atac special
# source-hash: b0e0f37b
window-passive-attack = Atac special pasiv
# source-hash: 7660e574
window-weakness = Slăbiciunea { $number }
# source-hash: 868c9dcd
window-against-passive-attack = După ce monstrul își folosește atacul pasiv
# source-hash: 5c5c9ab4
ow-verb-neglect-passive-attack = { $form ->
    [they] anulează
    [inf] a anula
   *[you] anulează
} efectul atacului său pasiv
# source-hash: e91e306d
window-travel-ability = Călătorie
    .template = Călătorie: când folosești această { -carte } în Faza I, { $effect }
# source-hash: 79b0b5e5
window-reach-lost-mount = Când ajungi la Lost Mount
    .template = Când ajungi la miniatura Lost Mount, { $effect }
    .timing = immediately

# source-hash: 3d632618
window-after-phase-one = După rezolvarea Fazei I
    .template = După ce rezolvi Faza I a turei tale, { $effect }
# source-hash: f814cfae
window-special-ability = Abilitate specială
    .template = Când Vânătoarea Sălbatică intră într-o locație cu vânători, fiecare dintre ei: { $effect }
# source-hash: 435fa454
window-final-fight = Fața B
    .template = În lupta finală, fiecare vânător: { $effect }
# source-hash: a1837b04
window-passive-ability = Abilitate pasivă
    .template = Abilitate pasivă (când e decartată de daunele tale): { $effect }
# source-hash: 5000f281
window-quest = Misiune
    .template = Misiune (un vânător în Locația jetonului de misiune, în Faza II): { $effect }
# source-hash: ed90e891
window-charge = Asalt
# source-hash: 1dbc4bef
window-bite = Mușcătură
# source-hash: 17245cb4
window-option = Opțiune
# source-hash: c51142e0
window-location-action = Acțiunea locației

## Old World: condiții

# source-hash: 96f75dfa
cond-combo-size = această combinație { $negated ->
    [yes] are mai puțin de { n-cards }
   *[no] are { n-cards } sau mai multe
}
# source-hash: fbdbab54
cond-combo-position-at-least = această { -carte } { $negated ->
    [yes] { $amount ->
        [2] este prima { -carte } a combinației
       *[other] este înainte de poziția { $amount } în combinație
    }
   *[no] { $amount ->
        [2] nu este prima { -carte } a combinației
       *[other] este pe poziția { $amount } sau mai departe în combinație
    }
}
# source-hash: 4406bbc2
cond-combo-has-colour = această combinație { $negated ->
    [yes] nu are nicio { -carte } { ow-colour-feminine }
   *[no] are o { -carte } { ow-colour-feminine }
}
# source-hash: 160dbe75
cond-has-trail-token = { $negated ->
    [yes] nu{" "}
   *[no] {""}
}ai jetonul său de urmă
# source-hash: 78abbf3b
cond-attribute-at-least = { ow-attribute-definite } ta { $negated ->
    [yes] este sub { $amount }
   *[no] este { $amount } sau mai mult
}
# source-hash: c9c0e145
cond-has-gold = { $negated ->
    [yes] ai mai puțin de { nr } { -aur }
   *[no] ai cel puțin { nr } { -aur }
}
# source-hash: 4a5e15a2
cond-in-fight = { $negated ->
    [yes] nu{" "}
   *[no] {""}
}ești într-o luptă

## Old World: numărători („pentru fiecare …”; `.amount` este numărul de după „egal cu”)

# source-hash: fb2f016e
each-attribute = pentru fiecare nivel de { ow-attribute } pe care îl ai
    .amount = { ow-attribute-definite } ta
# source-hash: 87dd139f
each-monster-level = pentru fiecare nivel al monstrului
    .amount = nivelul monstrului
# source-hash: 33e7c044
each-combo-colour = pentru fiecare { -carte } { ow-colour-feminine } din această combinație
    .amount = numărul de { -carte(number: "other") } { ow-colour-feminine-plural } din această combinație
# source-hash: cd61c9ab
each-combo-size = pentru fiecare { -carte } din această combinație
    .amount = numărul de { -carte(number: "other") } din această combinație
# source-hash: 52dc32d6
each-combo-position = pentru fiecare { -carte } a combinației până la aceasta
    .amount = poziția acestei { -carte(case: "genitive") } în combinație
# source-hash: bd0847b4
each-hand-size = pentru fiecare { -carte } din mâna ta
    .amount = numărul de { -carte(number: "other") } din mâna ta
# source-hash: 708426fd
each-gold = pentru fiecare { -aur } pe care îl ai
    .amount = aurul tău
# source-hash: 5bc6567e
each-life-pool = pentru fiecare { -carte } din rezerva sa de viață
    .amount = numărul de { -carte(number: "other") } din rezerva sa de viață

## Old World: aruncări și tabele

# source-hash: 79b11840
roll-level = { $form ->
    [they] în funcție de nivelul specialității sale
   *[other] în funcție de nivelul specialității tale
}

## Old World: Magii (energie, protecție, amplificări)

# source-hash: 1260d1b1
ow-verb-gain-protection = { $form ->
    [they] câștigă
    [inf] a câștiga
   *[you] câștigi
} { nr } { $amount ->
    [one] punct de protecție
   *[other] puncte de protecție
}
# source-hash: 0abe0296
ow-verb-take-from-discard = { $form ->
    [they] ia
    [inf] a lua
   *[you] iei
} { n-cards } la alegere din teancul de decartare
# source-hash: e634f4b3
ow-verb-draw-more = { $form ->
    [they] trage
    [inf] a trage
   *[you] tragi
} încă { nr } { $amount ->
    [one] carte
   *[other] cărți
} la sfârșitul acestei ture de luptă
# source-hash: 193bbc72
ow-verb-discard-from-pool = { $form ->
    [they] decartează
    [inf] a decarta
   *[you] decartezi
} până la { n-cards } din rândul de acțiuni
# source-hash: cae3a6cc
window-boost = Amplificare
# source-hash: 3da498fe
cond-first-fight-turn = { $negated ->
    [yes] aceasta nu este
   *[no] aceasta este
} prima ta tură de luptă
# source-hash: 585c007b
each-energy = pentru fiecare punct de { -energie }
    .amount = nivelul tău de { -energie }
