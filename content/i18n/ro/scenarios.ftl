## Ce spune `grimoire test` despre scenariile unui autor: o așteptare neîndeplinită și ce s-a întâmplat în schimb.

# source-hash: a97cd529
scenario-cannot-stage = situația nu poate fi pusă pe masă: { $problem }
# source-hash: c3af0726
scenario-answer-no-decision = nu e nicio decizie de răspuns: jocul s-a încheiat
# source-hash: 1981c1bc
scenario-not-an-option = { $option } nu este o opțiune aici; { $waiting }
# source-hash: f866adbd
scenario-event-never-came = niciun eveniment { $event } nu a venit înainte ca jocul să se oprească
# source-hash: cc7270ea
scenario-no-such-number = jocul nu are acum { $what }
# source-hash: 77b1ce46
scenario-number = se aștepta ca { $who } să aibă { $expected } { $what }, dar { $who } are { $actual }
# source-hash: 6f038b99
scenario-game-number = se aștepta ca { $what } să fie { $expected }, dar este { $actual }
# source-hash: a90125a1
scenario-holds = { $who } are { $card }, deși scenariul spune că nu are
# source-hash: c4372165
scenario-does-not-hold = { $who } nu are { $card }
# source-hash: 1ca3a950
scenario-no-event = jurnalul nu are niciun eveniment { $event } potrivit
# source-hash: 338f01cf
scenario-events = se așteptau { $expected } evenimente { $event } potrivite, dar jurnalul are { $actual }
# source-hash: 73edc490
scenario-events-seen = se așteptau { $expected } evenimente { $event } potrivite, dar jurnalul are { $actual }: { $lines }
# source-hash: 066722d3
scenario-no-decision = nu așteaptă nicio decizie
# source-hash: 3b4e3c79
scenario-decision = așteaptă: { $who }, „{ $prompt }”: { $options }
# source-hash: 828b5c79
scenario-not-offered = nu sunt oferite cum spune scenariul: { $options }; { $waiting }
# source-hash: 30317f46
scenario-offered-anyway = oferite, deși scenariul spune că nu: { $options }; { $waiting }
# source-hash: c415d330
scenario-option-count = se așteptau { $expected } opțiuni, dar sunt oferite { $actual }; { $waiting }
# source-hash: 22a8d67f
scenario-goes-on = jocul continuă; { $waiting }
# source-hash: 9c7ef468
scenario-ended = jocul s-a încheiat
# source-hash: f6937446
scenario-winners = se aștepta să câștige { $expected }, dar câștigă { $actual }
# source-hash: 437f77ab
scenario-not-playable = { $game } nu poate pune în scenă un scenariu
# source-hash: cb74eeef
scenario-decision-limit = { $until ->
    [turn] tura următoare nu a început
    [event] niciun eveniment { $event } nu a venit
   *[end] jocul nu s-a încheiat
} în limita de decizii ({ $limit }); { $waiting }
# source-hash: 9139f299
scenario-fault = jocul s-a oprit dintr-o eroare: { $problem }
# source-hash: 226c0933
scenario-log-heading = ultimele rânduri din jurnal:
# source-hash: 713bdd51
scenario-uncovered = { $count ->
    [one] o carte pe care niciun scenariu nu o atinge:
    [few] { $count } cărți pe care niciun scenariu nu le atinge:
   *[other] { $count } de cărți pe care niciun scenariu nu le atinge:
}
# source-hash: 681f3fae
scenario-summary = { $count ->
    [one] un scenariu
    [few] { $count } scenarii
   *[other] { $count } de scenarii
}: reușite { $passed }, eșuate { $failed }
# source-hash: 8d7d2c30
scenario-run = ▶ Rulează
# source-hash: 33b795d5
scenario-run-passed = ✓ { $name }: reușit
# source-hash: e3804915
scenario-run-failed = ✗ { $name }: { $count ->
    [one] un eșec
    [few] { $count } eșecuri
   *[other] { $count } de eșecuri
}
# source-hash: 609b38a9
scenario-run-not-played = { $name } nu a fost jucat: spațiul de lucru are erori sau niciun scenariu cu acest nume nu trece verificarea

## Cantitățile pe care le numește un scenariu (`… has 3 gold`), cum le spune un eșec.
# source-hash: d0fd72c6
scenario-quantity-bombs = bombe
# source-hash: 5694131c
scenario-quantity-cards-in-deck = cărți în pachet
# source-hash: 7d8737cd
scenario-quantity-cards-in-discard = cărți în teancul de decartare
# source-hash: fd8a2214
scenario-quantity-cards-in-hand = cărți în mână
# source-hash: 56ecde12
scenario-quantity-companions = Însoțitori
# source-hash: 3ac047e9
scenario-quantity-completed-quests = misiuni încheiate
# source-hash: 61274126
scenario-quantity-damage-dealt = daune provocate
# source-hash: 7610728d
scenario-quantity-development-cards = cărți de Dezvoltare
# source-hash: 29cc5095
scenario-quantity-energy = Energie
# source-hash: c45ba0a9
scenario-quantity-fight-turns = ture de luptă
# source-hash: fa364b83
scenario-quantity-foul-fate-tokens = jetoane de Neșansă
# source-hash: ec66d793
scenario-quantity-gold = Aur
# source-hash: ea5c3a42
scenario-quantity-good-fortune-cards = cărți de Șansă
# source-hash: 00f1d51a
scenario-quantity-kept-cards = cărți păstrate
# source-hash: 7a968ed4
scenario-quantity-leads = Indicii
# source-hash: ca4dfe7b
scenario-quantity-life-pool = rezerva de viață
# source-hash: 5276d473
scenario-quantity-monster-level = nivelul monstrului
# source-hash: 267c3ec1
scenario-quantity-monster-trophies = trofee de monștri
# source-hash: e4e82461
scenario-quantity-monster-turns = turele monstrului
# source-hash: 5ac09386
scenario-quantity-monsters-on-the-map = monștri pe hartă
# source-hash: aae165db
scenario-quantity-potions = poțiuni
# source-hash: 90453c69
scenario-quantity-potions-drunk = poțiuni băute
# source-hash: 1b8805fa
scenario-quantity-protection = protecție
# source-hash: 4f0be23b
scenario-quantity-round = runda
# source-hash: 927baedb
scenario-quantity-severe-wounds = răni grave
# source-hash: 337519b0
scenario-quantity-shield = Scut
# source-hash: 1ebb0c77
scenario-quantity-trophies = trofee
# source-hash: 5549e33b
scenario-quantity-vp = VP
# source-hash: e5bb540e
scenario-quantity-war-track = pista Război
# source-hash: 0e2d6187
scenario-quantity-witcher-trophies = trofee de vânători
# source-hash: 8b9fb391
scenario-quantity-wounds = răni
