## Raportul de echilibru (`grimoire sim --report <dir>`): pagina pe care un designer o citește ca să vadă ce spun jocurile simulate despre eroi și cărți.

# source-hash: 573ff8cd
report-title = Raport de echilibru: { $game }, { $games ->
    [one] un joc
    [few] { $games } jocuri
   *[other] { $games } de jocuri
}
# source-hash: ca9594c9
report-run = conținut { $content } (seturile { $sets }), roboți { $agent }, semințele { $first } – { $last }, cel mult { $rounds } runde
# source-hash: 4ad1b5cb
report-health = { $failures } eșecuri; { $replayed } jocuri rejucate, { $mismatches } nepotriviri la rejucare; { $rounds } runde în medie.
# source-hash: 6f3ebe3a
report-seats-heading = Rata de victorie pe erou
# source-hash: cc54f645
report-seats-help = Barele: intervalul de 95% al ratei de victorie; punctele: rata de victorie; liniuțele: partea pe care ar da-o un joc echilibrat. Colorat: partea echilibrată iese din interval.
# source-hash: 1b3b5c59
report-col-seat = erou
# source-hash: ce3e2b9c
report-col-games = jocuri
# source-hash: 0114d31e
report-col-wins = victorii
# source-hash: 7739e2c1
report-col-win-rate = rata de victorie
# source-hash: 633204f3
report-col-interval = interval de 95%
# source-hash: acb300da
report-col-even = partea echilibrată
# source-hash: d4598e8a
report-col-score = scor mediu
# source-hash: 520f36a4
report-outlier-above = peste partea echilibrată
# source-hash: a8a95f8c
report-outlier-below = sub partea echilibrată
# source-hash: 633204f3
report-legend-interval = interval de 95%
# source-hash: 7739e2c1
report-legend-rate = rata de victorie
# source-hash: acb300da
report-legend-even = partea echilibrată
# source-hash: ff337555
report-rounds-heading = Durata jocului
# source-hash: decebac2
report-scores-heading = Scoruri finale
# source-hash: ce3e2b9c
report-axis-games = jocuri
# source-hash: a90eae09
report-axis-players = jucători
# source-hash: b7b53758
report-axis-rounds = runde
# source-hash: d22f9095
report-axis-score = scor
# source-hash: a49017f0
report-cards-heading = Cărți, observate
# source-hash: 85059ad1
report-cards-help = Cu cât mai des (sau mai rar) a câștigat un jucător în jocurile ale căror evenimente numesc cartea decât același erou în jocurile în care nu o numesc, în medie pe eroi, cu intervalul de 95%. Observațional: este o asociere, nu o cauză (și cărțile văzute în jocuri mai lungi o arată). Colorat: intervalul nu îl cuprinde pe 0.
# source-hash: 8827595f
report-col-card = carte
# source-hash: 91c79341
report-col-seen = văzută în
# source-hash: c4e58a82
report-col-difference = diferența, același erou (puncte)
# source-hash: ccb26438
report-col-by-hero = pe erou: rata de victorie când e văzută / când nu (văzută în)
# source-hash: 1bcf29d8
report-col-source = sursă
# source-hash: 116b77dc
report-face = față
# source-hash: f5446edc
report-legend-difference = diferența (puncte)
# source-hash: 4d457932
report-impact-heading = Impact cauzal
# source-hash: 9bede5ae
report-impact-help = Fiecare joc în care o carte a ajuns la un jucător a fost jucat din nou cu aceeași sămânță și cu cartea golită: victoria și scorul jucătorului cu carte minus fără ea, cu intervalul de 95%. Colorat: cartea iese din rând față de restul pachetului ei.
# source-hash: 56f564d4
report-impact-none = Nemăsurat în această rulare: rulați raportul cu --impact ca să-l măsurați.
# source-hash: 619adf66
report-col-pairs = perechi
# source-hash: 8c6051d1
report-col-win = victorie (puncte)
# source-hash: d22f9095
report-col-score-difference = scor
# source-hash: bdeaa8d7
report-col-flag = semnal
# source-hash: f2db4098
report-col-per-hero = pe erou (perechi)
# source-hash: c51f5d7a
report-flag-strong = puternică
# source-hash: edbc2ec9
report-flag-weak = slabă
# source-hash: 9b0c9fc3
report-flag-no-effect = fără efect
# source-hash: 85cf281b
report-flag-unused = nefolosită
# source-hash: 38fd39f8
report-coverage-heading = Acoperirea roboților
# source-hash: d88f83ef
report-coverage-help = Ce nu au încercat roboții niciodată în toată rularea: nicio cifră de mai sus nu spune ceva despre acestea.
# source-hash: 1434c765
report-coverage-cards = Cărți niciodată jucate
# source-hash: bd3f72c7
report-coverage-options = Opțiuni niciodată alese
# source-hash: ada7afdb
report-coverage-none = niciuna
# source-hash: 2e4536a5
report-coverage-unlisted = jocul nu enumeră cărți
# source-hash: 6c39e09e
report-groups-heading = Rata de victorie pe masă
# source-hash: 4a9c9bdf
report-col-table = masă
# source-hash: 87f67789
report-col-rounds = runde în medie
# source-hash: ed6bcd64
report-comparison-heading = Comparație
# source-hash: f8df85d6
report-comparison-what = Înainte: { $before }; după: { $after }; aceleași semințe și mese. Colorat: semnificativ la 95% după ajustarea Holm, separat pentru locuri și pentru cărțile testate. Durata medie { $roundsBefore } → { $roundsAfter } runde{ $significant ->
    [yes] {" "}(semnificativ).
   *[other] .
}
# source-hash: 62030721
report-comparison-cards = Cărți ale căror jucători și-au schimbat semnificativ rata de victorie
# source-hash: c234eb0c
report-col-before = rata de victorie înainte
# source-hash: 1b6e7dc9
report-col-after = după
# source-hash: 2d5e97a5
report-col-change = schimbare (puncte)
# source-hash: 253041b9
report-col-seen-before = rata de victorie când e văzută, înainte
