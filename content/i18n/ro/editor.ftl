## Cuvintele editorului: bara, etichetele și butoanele panourilor, rândurile de stare și rezumatele
## previzualizărilor de joc, titlurile fișelor. Ce citește un jucător în timpul partidei (întrebări,
## opțiuni, jurnal) este în runtime-adventure.ftl și runtime-oldworld.ftl.

## Bara și panourile

# source-hash: 4d2d5d68
editor-save = Salvează
# source-hash: de89b03b
editor-save-all = Salvează tot ({ $count })
# source-hash: 2661692a
editor-keep-mine = Păstrează versiunea mea
# source-hash: 6621778a
editor-take-disk = Încarcă versiunea de pe disc
# source-hash: 3b417330
editor-close-tab = Închide { $file }
# source-hash: 680c50da
editor-load-failed = Conținutul (content/) nu a putut fi încărcat: { $reason }
editor-panel-load-failed = Panoul nu a putut fi încărcat: { $reason }
# source-hash: 976a91a9
editor-not-checked = Conținutul nu a fost încă verificat.
# source-hash: 0855387f
editor-panel-card = Carte
# source-hash: 29ab6f83
editor-panel-play = Joc
# source-hash: ff9139f2
editor-panel-replay = Reluare
# source-hash: 871c75c7
editor-panel-odds = Șanse în luptă
# source-hash: 3807d1e1
editor-panel-fight = Luptă (Old World)
# source-hash: 5901bcad
editor-panel-translations = Traduceri
# source-hash: 9a73db9b
editor-language = Limba
# source-hash: 1316944d
editor-full-view = Ecran întreg
# source-hash: 39b6a8f9
editor-leave-full-view = Înapoi la editor
# source-hash: 4a30a6a5
editor-full-view-key = Ctrl+Shift+F trece de la ecranul întreg la editor și înapoi; Escape revine la editor

## Comune previzualizărilor de joc

# source-hash: d07208cc
editor-seed = Sămânță
# source-hash: 1a2b5109
editor-event-log = Jurnalul evenimentelor
# source-hash: e8345543
editor-what-changed = Ce s-a schimbat
# source-hash: edfc294c
editor-nothing-changed = Nu s-a schimbat nimic.
# source-hash: 783132f6
editor-diff-state = stare
# source-hash: 3845ff3e
editor-diff-before = înainte
# source-hash: 1b6e7dc9
editor-diff-after = după
# source-hash: 104d41aa
editor-step-back = Un pas înapoi
# source-hash: 4fb6c752
editor-step-forward = Un pas înainte
# source-hash: a183c9ef
editor-confirm = Confirmă
# source-hash: 0469032a
editor-pick-exactly = Alege { $count }.
# source-hash: f6bc8f70
editor-pick-between = Alege între { $min } și { $max }.
# source-hash: 972b893e
editor-dice-roll = Aruncare
# source-hash: 4d39c0cb
editor-dice-reroll = Rearuncare

## Previzualizarea jocului: The Witcher Adventure Game

# source-hash: c2762327
editor-play-game = Jocul
# source-hash: a2fd56ba
editor-play-game-card = Adventure Game: o carte sau o luptă
# source-hash: 64c4963e
editor-play-game-hunt = Old World: o rundă cu Vânătoarea Sălbatică
# source-hash: 9b67a879
editor-play-hero = Erou
# source-hash: 672e1bcf
editor-play-situation = Situație
# source-hash: 5ba55296
editor-play-scenario = { $scenario ->
    [midgame] La mijlocul partidei: 3 aur, câte un indiciu din fiecare culoare, 6 PV
    [battered] Încercat: fără aur, două răni, o neșansă
   *[start] Abia pregătit
}
# source-hash: 0855387f
editor-play-card = Carte
# source-hash: cd184169
editor-play-enemy = Luptă
# source-hash: cd184169
editor-play-fight = Luptă
# source-hash: 7845afa3
editor-play-apply = Aplică cartea
# source-hash: 9ced33b3
editor-play-stopped = Efectul s-a oprit: { $error }
# source-hash: f489e52c
editor-play-done = { $decisions ->
    [0] Gata.
    [one] Gata, după o decizie.
    [few] Gata, după { $decisions } decizii.
   *[other] Gata, după { $decisions } de decizii.
}
# source-hash: 69d673e2
editor-play-changed-values = Toate valorile schimbate ({ $count })
# source-hash: 81018843
editor-play-pick = Alege un erou, o situație și o carte sau un inamic, apoi aplic-o.
# source-hash: 9369f2be
editor-play-no-content = Conținutul nu are încă eroi sau cărți.

## Fișa eroului și tabla vânătorului

# source-hash: a2381c8a
editor-sheet-development = Dezvoltare
# source-hash: 4f40de79
editor-sheet-kept = Păstrate
# source-hash: 97623d32
editor-sheet-companions = Însoțitori
# source-hash: af8c40dd
editor-sheet-quest = Misiune
# source-hash: d9490fe0
editor-sheet-side = { $count ->
    [one] o sarcină secundară
    [few] { $count } sarcini secundare
   *[other] { $count } de sarcini secundare
}
# source-hash: e73a465d
editor-sheet-support = sarcina de sprijin
# source-hash: 2eb851ba
editor-sheet-action-token = jeton de acțiune
# source-hash: 44e67b40
editor-sheet-hand = Mâna
# source-hash: 171b21e7
editor-sheet-trail-tokens = Jetoane de urmă

## Lupta din Old World

# source-hash: 7183aef7
editor-fight-witcher = Vânător
# source-hash: 611f5e31
editor-fight-monster = Monstru
# source-hash: e8dee5dd
editor-fight-monster-option = { $name } (nivelul { $level }, viață { $life })
# source-hash: f176ecab
editor-fight-tried = cu { $card } în mână
# source-hash: cd184169
editor-fight-run = Luptă
# source-hash: a0374500
editor-fight-stopped = Lupta s-a oprit: { $error }
# source-hash: 5c9e848d
editor-fight-over = Lupta s-a încheiat: { $result ->
    [won] monstrul este învins
    [knocked-out-close] vânătorul este doborât, monstrul aproape învins
    [knocked-out] vânătorul este doborât
   *[stopped] s-a oprit
}{ $decisions ->
    [0] .
    [one] , după o decizie.
    [few] , după { $decisions } decizii.
   *[other] , după { $decisions } de decizii.
}
# source-hash: ca4dfe7b
editor-fight-life = rezerva de viață
# source-hash: 337519b0
editor-fight-shield = scut
# source-hash: aada9ca8
editor-fight-deck = pachet
# source-hash: aae165db
editor-fight-potions = poțiuni
# source-hash: 3b666e85
editor-fight-combo-building = Combinația în curs
# source-hash: 99532113
editor-fight-combo-last = Ultima combinație
# source-hash: 621f9dd4
editor-fight-no-combo = Nicio combinație încă.
# source-hash: 8845662d
editor-fight-hand = Mâna ({ $count })
# source-hash: fa98b328
editor-fight-read-card = Apasă pe o carte din mână sau din combinație ca s-o citești în mărime reală; apasă din nou pentru cartea monstrului.
# source-hash: 0eda7ad8
editor-fight-pick = Alege un vânător și un monstru, apoi luptă.
# source-hash: f6070358
editor-fight-no-content = Conținutul Old World nu are încă vânători sau monștri.

## Runda cu Vânătoarea Sălbatică

# source-hash: 18dd36a9
editor-hunt-players = Jucători
# source-hash: 8520a210
editor-hunt-difficulty = Dificultate
# source-hash: 0f3ab28a
editor-hunt-member = Vânătoarea Sălbatică
# source-hash: 1b864440
editor-hunt-run = Joacă o rundă
# source-hash: f89ef78e
editor-hunt-pick = Alege jucătorii, dificultatea și membrul Vânătorii Sălbatice, apoi jucați împreună o rundă.
# source-hash: 28fb22dd
editor-hunt-stopped = Partida s-a oprit: { $error }
# source-hash: e716cc2b
editor-hunt-round-over = Runda { $round } s-a încheiat.
# source-hash: 9dc62d18
editor-hunt-next-round = Joacă runda { $round }
# source-hash: d6f00273
editor-hunt-no-mode = Conținutul Old World nu are cartea modului Vânătoarea Sălbatică (wildhunt).
# source-hash: cafcf221
editor-hunt-no-content = Vânătoarea Sălbatică are nevoie de vânători din jocul de bază și de membri ai Vânătorii.

## Vizualizatorul de reluări

# source-hash: a5081af0
editor-replay-open = Deschide o reluare…
# source-hash: 5d342984
editor-replay-or = sau
# source-hash: bcfa5429
editor-replay-game = Jocul de înregistrat
# source-hash: d368a0ce
editor-replay-record = { $rounds ->
    [one] Înregistrează o rundă
    [few] Înregistrează { $rounds } runde
   *[other] Înregistrează { $rounds } de runde
}
# source-hash: 3baa66bb
editor-replay-pick = Deschide un fișier de reluare (scris de simulator, de un test sau de o partidă salvată) sau înregistrează o partidă cu jucători aleatori dintr-o sămânță, apoi parcurge-o pas cu pas.
# source-hash: 4b6908f9
editor-replay-setup = Partida așa cum a fost pregătită, înainte de prima decizie.
# source-hash: 7443163c
editor-replay-no-view = Vizualizatorul nu desenează reluări { $game }.
# source-hash: 3ffefba4
editor-replay-failed = Partida nu a putut fi jucată: { $reason }
# source-hash: d2c74831
editor-replay-first = Primul pas
# source-hash: 1ffe6159
editor-replay-last = Ultimul pas
# source-hash: 4771f92f
editor-replay-step = Pas
# source-hash: 591c9772
editor-replay-position = Pasul { $step } din { $last }
# source-hash: 7dea4d89
editor-replay-where = runda { $round }, tura { $turn }
# source-hash: a820971e
editor-replay-recorded = sămânța { $seed }
# source-hash: ea26e4d7
editor-replay-save = Salvează reluarea
# source-hash: e50d7fbf
editor-replay-events = Evenimentele acestui pas
