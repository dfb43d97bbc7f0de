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
