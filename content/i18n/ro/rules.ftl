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
wound-severity-one = { $severity ->
    [minor] {" "}minoră
    [severe] {" "}gravă
   *[any] {""}
}
wound-severity-plural = { $severity ->
    [minor] {" "}minore
    [severe] {" "}grave
   *[any] {""}
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

hook = { $window }: { $effect }
hook-limited = { $window }, { $limit }: { $effect }
hook-limit-first = { $limit }: { $effect }
with-cost = { $cost } pentru a { $effect }
with-count = { $effect } { $each }
if-able = { $effect }, dacă este posibil
if = dacă { $cond }, { $then }
if-else = dacă { $cond }, { $then }; altfel, { $otherwise }
repeat = { $effect } { $times ->
    [one] o dată
    [few] de { $times } ori
   *[other] de { $times } de ori
}
no-effect = niciun efect
roll = { $roll }: { $cases }
roll-case-separator = {"; "}
roll-case-success = { $form ->
    [they] dacă reușește
   *[other] dacă reușești
}, { $effect }
roll-case-failure = altfel, { $effect }
roll-case-range = { $from }–{ $to }: { $effect }
roll-case-number = { $number }: { $effect }

## Adventure Game: verbe

verb-receive = { $form ->
    [they] primește
    [inf] primi
   *[you] primești
} { n-resource }
verb-gain = { $form ->
    [they] câștigă
    [inf] câștiga
   *[you] câștigi
} { n-resource }
verb-spend = { $form ->
    [inf] cheltui
   *[other] cheltuiește
} { n-resource }
verb-lose = { $form ->
    [they] pierde
    [inf] pierde
   *[you] pierzi
} { n-resource }
verb-suffer-wound = { $form ->
    [they] suferă
   *[other] suferi
} { n-wound }
verb-heal = { $form ->
    [inf] vindeca
   *[other] vindecă
} { n-wound-named }
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
verb-place-foul-fate-on-action = { $form ->
    [inf] plasa
   *[other] plasează
} { n-nesansa } pe acțiunea { $form ->
    [they] sa
   *[other] ta
} { action-name }
verb-place-foul-fate = { $form ->
    [inf] plasa
   *[other] plasează
} 1 { -nesansa } { in-region }
verb-remove-foul-fate = { $form ->
    [inf] elimina
   *[other] elimină
} { n-nesansa }
verb-advance-war-track = { $form ->
    [inf] avansa
   *[other] avansează
} pe { -pista-razboi }{ $amount ->
    [one] {""}
    [few] {" "}de { $amount } ori
   *[other] {" "}de { $amount } de ori
}
verb-place-monster = { $form ->
    [inf] plasa
   *[other] plasează
} { n-monster } { in-region }
verb-draw = { $form ->
    [inf] trage
   *[other] trage
} { n-deck-cards }
verb-look = { $form ->
    [they] se uită la
    [inf] se uita la
   *[you] uită-te la
} { n-deck-cards }
verb-reveal = { $form ->
    [inf] dezvălui
   *[other] dezvăluie
} { n-deck-cards }
verb-draw-additional = { $form ->
    [inf] trage
   *[other] trage
} { nr } { $amount ->
    [one] { -carte } suplimentară
   *[other] { -carte(number: "other") } suplimentare
}
verb-keep-for-trait = { $form ->
    [inf] păstra
   *[other] păstrează
} această { -carte } pentru trăsătura sa
verb-keep-until-resolved = { $form ->
    [inf] păstra
   *[other] păstrează
} această { -carte } până când este rezolvată
verb-keep-as-task = { $form ->
    [inf] păstra
   *[other] păstrează
} această { -carte } până când sarcina sa este rezolvată
verb-keep = { $form ->
    [inf] păstra
   *[other] păstrează
} această { -carte }
verb-discard-this = { $form ->
    [inf] decarta
   *[other] decartează
} această { -carte }
verb-discard-trait = { $form ->
    [inf] decarta
   *[other] decartează
} { nr } { $amount ->
    [one] { -carte }
   *[other] { -carte(number: "other") }
} { $what }
verb-delay = { $form ->
    [they] este întârziat
    [inf] fi întârziat
   *[you] ești întârziat
}
verb-fight = { $form ->
    [inf] lupta
   *[other] luptă
}{ $enemyKind ->
    [monster] {" "}cu { $enemy }
   *[other] {""}
}
verb-fight-type = { $form ->
    [inf] lupta
   *[other] luptă
} cu un { -monstru } de { $enemy ->
    [bronze] bronz
    [silver] argint
   *[gold] aur
}
verb-move = { $form ->
    [inf] muta
   *[other] mută
} la { $to }
verb-move-adjacent = { $form ->
    [inf] muta
   *[other] mută
} la o locație adiacentă
verb-go-to = { $form ->
    [they] merge
    [inf] merge
   *[you] mergi
} la { $to }
verb-add-results = { $form ->
    [inf] adăuga
   *[other] adaugă
} { n-result }
verb-spend-results = { $form ->
    [inf] cheltui
   *[other] cheltuiește
} { n-result }
verb-reroll = { $form ->
    [inf] re-rula
   *[other] re-rulează
} { n-dice }
verb-place-marker = { $form ->
    [inf] plasa
   *[other] plasează
} { n-markers } pe această { -carte }
verb-spend-marker = { $form ->
    [inf] cheltui
   *[other] cheltuiește
} { n-markers } de pe această { -carte }
verb-ignore-obstacle = { $form ->
    [inf] ignora
   *[other] ignoră
} { -obstacol.gender ->
    [feminine] o
   *[other] un
} { -obstacol }
verb-complete-task = { $form ->
    [inf] completa
   *[other] completează
} sarcina acestei { -carte(case: "genitive") }

## Adventure Game: ferestre de timp

window-effect = Efect
    .template = { $effect }
window-start-of-battle = La începutul luptei
window-before-rolling = Înainte de rulare
window-successful-sword = Reușită la sabie
window-failed-sword = Eșec la sabie
window-successful-shield = Reușită la scut
window-failed-shield = Eșec la scut
window-successful-ritual = Reușită la ritual
window-failed-ritual = Eșec la ritual
window-after-battle = După luptă
window-during-battle = În timpul luptei
window-when-performing-action = Când efectuezi o acțiune
window-any-time = În timpul rundei tale
window-command = Comandă
window-task = Sarcină
window-setback = Contracarare
window-when-discarded = Când această { -carte } este decartată
window-main-requirement = Misiune principală
window-consequences = Consecințe
window-side-requirement = Misiune secundară
window-support-requirement = Misiune de sprijin

## Limite

limit-once-per-roll = o dată per rulare
limit-once-per-turn = o dată per rundă
limit-once-per-battle = o dată per luptă
limit-once-per-fight = o dată per luptă

## Condiții ($negated: yes | no)

cond-has = { $negated ->
    [yes] nu{" "}
   *[no] {""}
}{ $form ->
    [they] are
   *[other] ai
} { n-resource }
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
cond-in-region = { $negated ->
    [yes] nu{" "}
   *[no] {""}
}{ $form ->
    [they] este
   *[other] ești
} în { $region }
cond-at-location = { $negated ->
    [yes] nu{" "}
   *[no] {""}
}{ $form ->
    [they] este
   *[other] ești
} la { $location }
cond-is-hero = { $negated ->
    [yes] nu{" "}
   *[no] {""}
}{ $form ->
    [they] este
   *[other] ești
} { $hero }
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

each-short = pentru fiecare { one-result } cu care { $form ->
    [they] este
   *[other] ești
} sub
each-cards-with-trait = pentru fiecare { -carte } { $trait } pe care { -carte.gender ->
    [feminine] o
   *[other] îl
} { $form ->
    [they] are
   *[other] ai
}
each-holding = pentru fiecare { one-resource } pe care { resource-pronoun } { $form ->
    [they] are
   *[other] ai
}
each-wounds = pentru fiecare { one-wound } pe care { -rana.gender ->
    [feminine] o
   *[other] îl
} { $form ->
    [they] are
   *[other] ai
}
each-markers = pentru fiecare { -indicator } de pe această { -carte }

## Ținte: efectul este la persoana a III-a ($form = they)

target-each-other-hero = fiecare { -erou.gender ->
    [feminine] altă
   *[other] alt
} { -erou } { $effect }
target-each-hero = fiecare { -erou } { $effect }
target-most-vp = eroul cu cele mai multe { -vp } { $effect }
target-fewest-vp = eroul cu cele mai puține { -vp } { $effect }
target-heroes-in-your-location = fiecare { -erou } din locația ta { $effect }
target-heroes-in-your-region = fiecare { -erou } din regiunea ta { $effect }
target-opponent = { -adversar } { $effect }

## Rulări

roll-hero = { $form ->
    [they] rulează zarurile sale Erou
    [inf] rula zarurile tale Erou
   *[you] rulează zarurile tale Erou
}
roll-d6 = { $form ->
    [inf] rula un { -zar }
   *[other] rulează un { -zar }
}
roll-d6-plus-level = { $form ->
    [they] rulează un { -zar } și adaugă nivelul specialității sale
    [inf] rula un { -zar } și a adăuga nivelul specialității tale
   *[you] rulează un { -zar } și adaugă nivelul specialității tale
}

## The Witcher: Old World: verbe

ow-verb-deal-damage = { $form ->
    [inf] provoca
   *[other] provoacă
} { n-damage }
ow-verb-suffer-damage = { $form ->
    [they] primește
    [inf] primi
   *[you] primești
} { n-damage }
ow-verb-opponent-suffers-damage = { -adversar } primește{ $timing ->
    [immediately] {" "}imediat
   *[other] {""}
} { n-damage }
ow-verb-spend-energy = { $form ->
    [inf] cheltui
   *[other] cheltuiește
} { nr } { -energie }
ow-verb-gain-energy = { $form ->
    [they] câștigă
    [inf] câștiga
   *[you] câștigi
} { nr } { -energie }
ow-verb-draw-cards = { $form ->
    [inf] trage
   *[other] trage
}{ $timing ->
    [immediately] {" "}imediat
   *[other] {""}
} { n-cards }
ow-verb-discard-cards = { $form ->
    [inf] decarta
   *[other] decartează
} { n-cards }
ow-verb-raise-shield = { $form ->
    [they] își crește scutul
    [inf] își crește scutul
   *[you] crește-ți scutul
} cu { $amount }
ow-verb-gain-gold = { $form ->
    [they] câștigă
    [inf] câștiga
   *[you] câștigi
} { nr } { -aur }
ow-verb-deal-additional-damage = { $form ->
    [inf] provoca
   *[other] provoacă
} { nr } { $amount ->
    [one] { -dauna } suplimentară
   *[other] { -dauna(number: "other") } suplimentare
}
ow-verb-perform-movements = { $form ->
    [they] poate efectua
    [inf] putea efectua
   *[you] poți efectua
} { $amount ->
    [1] o deplasare
    [2] două deplasări
   *[other] { nr } deplasări
} (ignorând prima acțiune de locație)

## Old World: ferestre de timp

window-when-discarded-by-damage = Când este decartată de daune
    .template = Dacă acea { -carte } este decartată (din mână sau din pachet) ca urmare a atacului { -adversar(case: "genitive") }, { $effect }
    .timing = immediately
window-during-fight = În timpul unei lupte
window-first-fight-turn = În prima ta tură de luptă
window-before-life-pool = Înainte de formarea rezervei de viață
window-specialty = Specialitate
window-ability = Abilitate
window-special-attack = Atac special
window-passive-attack = Atac special pasiv
window-travel-ability = Călătorie
    .template = Călătorie: când folosești această { -carte } în Faza I, { $effect }
window-reach-lost-mount = Când ajungi la Lost Mount
    .template = Când ajungi la miniatura Lost Mount, { $effect }
    .timing = immediately

## Old World: condiții

cond-combo-size = această combinație { $negated ->
    [yes] are mai puțin de { $amount } { -carte(number: "other") }
   *[no] are { nr } { -carte(number: "other") } sau mai multe
}
