### Lantern Dive: cuvintele regulilor și numele cărților, în română.

# source-hash: 1310bc02
lantern-verb-find = { $form ->
    [they] găsește
    [inf] a găsi
   *[other] găsește
} { $amount ->
    [one] o perlă
   *[other] { COUNT($amount, one: "perlă", few: "perle", other: "perle") }
}
# source-hash: 7bf6c852
lantern-verb-drop = { $form ->
    [they] pierde
    [inf] a pierde
   *[other] pierde
} { $amount ->
    [one] o perlă
   *[other] { COUNT($amount, one: "perlă", few: "perle", other: "perle") }
}
# source-hash: c84c37f4
lantern-verb-bank = { $form ->
    [they] iese la suprafață cu captura
    [inf] a ieși la suprafață cu captura
   *[other] ieși la suprafață cu captura
}
# source-hash: 31eeb98c
lantern-verb-caught = { $form ->
    [they] își pierde captura
    [inf] a-ți pierde captura
   *[other] îți pierzi captura
}
# source-hash: f6a917d7
cond-haul-at-least = captura { $negated ->
    [yes] nu are
   *[no] are
} { COUNT($amount, one: "perlă", few: "perle", other: "perle") } sau mai mult

# source-hash: b3d0c37a
lantern__card__current__name = Curentul
# source-hash: e97c45e9
lantern__card__eel__name = Țiparul
# source-hash: 0d6b5653
lantern__card__giant-clam__name = Scoica uriașă
# source-hash: 1d1e9803
lantern__card__kraken__name = Krakenul
# source-hash: 51370f35
lantern__card__oyster__name = Stridia
# source-hash: 4d856ab2
lantern__card__shark__name = Rechinul
# source-hash: 1e46bb09
lantern__card__wreck__name = Epava
# source-hash: 77b5f6b8
lantern__diver__ann__name = Ann
# source-hash: 41dd915e
lantern__diver__bo__name = Bo
# source-hash: 4fd9d5d1
lantern__diver__cy__name = Cy
# source-hash: dbf72937
lantern__harbour__harbour__name = Portul
