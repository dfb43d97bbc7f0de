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
# source-hash: 0961d53c
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
# source-hash: f846edd0
editor-play-game-scenario = Situația unui scenariu
# source-hash: ac39af6b
editor-situation-heading = Scenariul „{ $name }”, din situația lui
# source-hash: a65a8eeb
editor-situation-answers-ahead = Răspunsurile scenariului așteaptă înainte: fă un pas înainte ca să le dai sau răspunde altfel.
# source-hash: 503e6963
editor-situation-none = Alege „Deschide în joc” deasupra unui scenariu dintr-un fișier .grim ca să joci mai departe din situația lui.
# source-hash: 6498b9f1
editor-situation-not-staged = { $game } nu poate pune în scenă o situație.
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

## Valorile fișelor, citite de cititorul de ecran

# source-hash: ec66d793
editor-sheet-gold = aur
# source-hash: d48b8fbc
editor-sheet-vp = puncte de victorie
# source-hash: 1bb6b517
editor-sheet-leads = { $colour ->
    [red] indicii roșii
    [blue] indicii albastre
   *[purple] indicii mov
}
# source-hash: fd5cd4a9
editor-sheet-proof = { $colour ->
    [red] dovezi roșii
    [blue] dovezi albastre
   *[purple] dovezi mov
}
# source-hash: ea5c3a42
editor-sheet-good-fortune = cărți de Șansă
# source-hash: 337519b0
editor-sheet-shield = scut
# source-hash: aada9ca8
editor-sheet-deck = pachet
# source-hash: c00d90e3
editor-sheet-discard = teancul de decartare
# source-hash: aae165db
editor-sheet-potions = poțiuni
# source-hash: 267c3ec1
editor-sheet-trophies = trofee de monștri

## Tablele de joc

# source-hash: 77a5b95c
editor-board = Tabla de joc
# source-hash: bd1a5877
editor-board-facedown = { $type ->
    [bronze] un monstru de bronz, cu fața în jos
    [silver] un monstru de argint, cu fața în jos
    [gold] un monstru de aur, cu fața în jos
   *[other] un monstru cu fața în jos
}
# source-hash: f982a9b7
editor-board-foul-fate = Neșansă
# source-hash: c0d11b17
editor-play-gone = { $target } sau { $hero } nu mai este în conținut.

## Panoul cărții

# source-hash: c09b32fa
editor-card-entity = Declarația
# source-hash: e9ec7279
editor-card-pick = Pune cursorul într-o declarație ca să-i vezi cartea.
# source-hash: fb299a57
editor-card-face-failed = Fața cărții nu a putut fi desenată: { $error }
# source-hash: 354b0898
editor-card-show-front = Arată fața
# source-hash: 96f21862
editor-card-show-back = Arată spatele
# source-hash: 4167e9e0
editor-fit-check = Verifică dacă textul fiecărei cărți încape
# source-hash: 5162fccf
editor-fit-again = Verifică din nou
# source-hash: 36566414
editor-fit-stale = (sursa s-a schimbat între timp)
# source-hash: 0b6ff9a1
editor-fit-ok = Textul fiecărei cărți încape, în fiecare limbă.
# source-hash: bd0d3885
editor-balance-failed = Raportul de echilibru { $path }: { $error }
# source-hash: 6951e564
editor-balance-not-report = nu este un raport de echilibru (report.json, așa cum îl scrie `grimoire sim --report`)
# source-hash: 9c31fff6
editor-balance-source = Raportul de echilibru { $path } ({ $games ->
    [one] o partidă simulată
    [few] { $games } partide simulate
   *[other] { $games } de partide simulate
}, roboți { $agent }; graficele sunt în index.html al raportului).
# source-hash: 70882a0b
editor-balance-unseen = Niciun eveniment al unui jucător nu numește { $id } în aceste partide.
# source-hash: eee34b03
editor-balance-seat = A câștigat { $rate } din { $played ->
    [one] o partidă
    [few] { $played } partide
   *[other] { $played } de partide
} (interval de 95% { $low } – { $high }; partea egală { $share }){ $outlier ->
    [above] , peste partea egală.
    [below] , sub partea egală.
   *[none] .
}
# source-hash: 036d273b
editor-balance-old = Raportul a fost scris înainte ca impactul cărților să fie citit erou cu erou: rulează din nou simularea.
# source-hash: 48bba2b2
editor-balance-card = Jucătorii care au văzut această carte au câștigat cu { $points } puncte mai des decât același erou fără ea (interval de 95% { $low } până la { $high }{ $significant ->
    [yes] , semnificativ
   *[no] {""}
}), în { $seen ->
    [one] o partidă-loc
    [few] { $seen } partide-loc
   *[other] { $seen } de partide-loc
}.
# source-hash: 1b3b5c59
editor-balance-hero = erou
# source-hash: 91c79341
editor-balance-seen = văzută în
# source-hash: 24a36c90
editor-balance-won-seen = câștig când e văzută
# source-hash: b37e247c
editor-balance-won-unseen = când nu

## Șansele în luptă

# source-hash: 3be6834b
editor-odds-enemy = Adversar
# source-hash: 4d39c0cb
editor-odds-reroll = Reluare a zarurilor
# source-hash: fdb0c510
editor-odds-reroll-option = { $dice ->
    [0] niciuna
    [one] cel mult un zar, o dată
   *[other] cel mult { $dice } zaruri, o dată
}
# source-hash: e5e9634d
editor-odds-no-enemies = Conținutul nu are încă monștri sau adversari.
# source-hash: 7d2f8b04
editor-odds-no-stat = fără valoare
# source-hash: 5369e7c1
editor-odds-stat = { $stat ->
    [sword] sabie { $value }
    [shield] scut { $value }
   *[ritual] ritual { $value }
}
# source-hash: 1b3b5c59
editor-odds-hero = erou
# source-hash: 0a377624
editor-odds-result = rezultat
# source-hash: 9292a6c1
editor-odds-chance = șansă
# source-hash: 3024b3d7
editor-odds-row = { $result ->
    [sword] sabie reușită
    [shield] scut reușit
    [both] sabie și scut
   *[ritual] ritual reușit
}
# source-hash: d2c9765c
editor-odds-rolls = { $count } din { $outcomes ->
    [one] o aruncare
    [few] { $outcomes } aruncări
   *[other] { $outcomes } de aruncări
}
# source-hash: aa089ad1
editor-odds-exact = Exact: fiecare față a celor { $dice } zaruri de luptă și a zarurilor eroului este numărată, iar pentru fiecare rezultat eroul reia zarurile și face schimburi cât de bine poate.
# source-hash: 8a3ded31
editor-odds-counts = Se numără: { $counted }.
# source-hash: 7fdba64f
editor-odds-not-counted = Nu se numără: { $uncounted }.
# source-hash: bffa0da1
editor-odds-counted-dice = zarurile de luptă
# source-hash: b226cabd
editor-odds-counted-own-dice = zarurile eroului
# source-hash: f4937563
editor-odds-counted-trade = 1 Ferire și 1 scut cheltuite pentru 1 sabie
# source-hash: c02ecf69
editor-odds-counted-reroll = { $dice ->
    [one] o reluare a cel mult unui zar, aleasă după aruncare
   *[other] o reluare a cel mult { $dice } zaruri, aleasă după aruncare
}
# source-hash: f3d79232
editor-odds-uncounted-cards = cărțile de Dezvoltare, de Șansă și de Însoțitor care adaugă rezultate
# source-hash: 48dadcaa
editor-odds-uncounted-paid-rerolls = reluările care costă un rezultat (1 semn sau 1 Ferire)
# source-hash: 858ef691
editor-odds-uncounted-start = efectele de la începutul luptei și de dinaintea aruncării
# source-hash: cde0fc4b
editor-odds-uncounted-rerolls = reluările (alege una mai sus)

## Panoul traducerilor

# source-hash: 5a9176c4
editor-tr-no-sources = Încă nu există cataloage în engleză sau conținut.
# source-hash: 8a1b94c1
editor-tr-no-locales = Încă nu există traduceri: un dosar în content/i18n/ (de exemplu `grimoire i18n new-locale`) creează una.
# source-hash: 9a73db9b
editor-tr-language = Limba
# source-hash: 90a12396
editor-tr-catalogue = Catalogul
# source-hash: 29742e5c
editor-tr-show = Arată
# source-hash: a4fc200c
editor-tr-filter = { $filter ->
    [missing] lipsă ({ $count })
    [stale] învechite ({ $count })
    [todo] lipsă sau învechite ({ $count })
   *[all] toate ({ $count })
}
# source-hash: d4851121
editor-tr-save = Salvează { $file }{ $sources ->
    [0] {""}
    [one] {" "}și un fișier .grim
    [few] {" "}și { $sources } fișiere .grim
   *[other] {" "}și { $sources } de fișiere .grim
}
# source-hash: cc3704fd
editor-tr-where = Traducerea în { $language } merge în { $path }. Textul englezesc urmează sursele .grim pe măsură ce scrii; salvarea unei traduceri le salvează și pe ele.
# source-hash: 37386ae0
editor-tr-id = id
# source-hash: 1b9ae0bb
editor-tr-english = Engleză
# source-hash: ba4b77ef
editor-tr-status-column = stare
# source-hash: a99ae116
editor-tr-status = { $status ->
    [missing] lipsă
    [stale] învechită
   *[ok] în regulă
}
# source-hash: dd632808
editor-tr-same = = engleză
# source-hash: df6516fa
editor-tr-same-note = aceleași cuvinte ca în engleză: corect pentru un nume pe care materialul oficial îl păstrează, altfel încă netradus
# source-hash: dbab6934
editor-tr-for = { $language } pentru { $id }
# source-hash: 1a1a29fc
editor-tr-placeholder = sursă Fluent
# source-hash: d5fc57fb
editor-tr-limit-note = limita dată de nota sursei
# source-hash: 905580d9
editor-tr-characters = caractere
# source-hash: 31001621
editor-tr-was = Textul englezesc era:
# source-hash: 01fc154a
editor-tr-nothing = Nimic de arătat.
# source-hash: 29814dd6
# source-hash: 236b92b4
# source-hash: 068d9b4f

## Rândurile de stare ale barei și lista de fișiere

# source-hash: f86eb892
editor-restored = Modificări nesalvate recuperate: { $files }
# source-hash: 2b56d8c8
editor-draft-failed = Browserul nu a păstrat o ciornă a fișierului { $file } (spațiu plin sau dezactivat): salvează-l ca să-ți păstrezi modificările.
# source-hash: 305c578a
editor-saved = S-a salvat { $file }
# source-hash: bd34d23a
editor-conflict = { $file } s-a schimbat pe disc de când l-ai deschis. Păstrează versiunea ta sau încarcă versiunea de pe disc.
# source-hash: 4e578c34
editor-save-failed = { $file } nu a putut fi salvat: { $reason }
# source-hash: 436e4383
editor-took-disk = S-a încărcat versiunea de pe disc a fișierului { $file }
# source-hash: 468fe4ce
editor-created = S-a creat { $file }
# source-hash: 822be87c
editor-create-failed = { $file } nu a putut fi creat: { $reason }
# source-hash: f6f5ea79
editor-unsaved = nesalvat
# source-hash: 8ba04150
editor-new-file = Calea fișierului nou
# source-hash: bcac89c8
editor-new-file-hint = fișier nou, de exemplu adventure/cards.grim
# source-hash: 990de47d
editor-create = Creează
# source-hash: 7c05eff4
editor-no-problems = Nicio problemă.
# source-hash: 8d7d2c30
editor-scenario-run = ▶ Rulează
# source-hash: e438db78
editor-scenario-passed = ✓ reușit
# source-hash: a5141780
editor-scenario-failed = ✗ { $count ->
    [one] un eșec
    [few] { $count } eșecuri
   *[other] { $count } de eșecuri
}
# source-hash: cd7a9bf8
editor-scenario-not-played = nejucat: fișierele au erori
# source-hash: b9ae854a
editor-scenario-open-in-play = Deschide în joc
# source-hash: a4e64f5e
editor-situation-not-open = Scenariul „{ $name }” nu poate fi deschis în joc cât timp fișierele au erori.
# source-hash: fbf423f0
editor-card-entity-of = { $id } (jocul { $game })
# source-hash: 34c2ab27
editor-tr-room = { $field ->
    [name] rândul numelui pe fața cărții „{ $kind }” ({ $width } mm la { $size } pt)
   *[flavour] caseta de atmosferă pe fața cărții „{ $kind }” ({ $width } mm × { $height } mm la { $size } pt)
}

## Ce răspunde interfața de fișiere când o citire sau o salvare este refuzată sau eșuează

# source-hash: aad572b0
editor-file-no-path = Nu s-a dat nicio cale de fișier.
# source-hash: 0d8b8ecb
editor-file-nul = Calea unui fișier nu poate conține caracterul NUL.
# source-hash: 6166a4d7
editor-file-backslash = Folosește „/” în căile fișierelor: { $path }
# source-hash: b769f3a4
editor-file-absolute = Se pot salva numai fișierele din content/; { $path } este o cale absolută.
# source-hash: ced9aa41
editor-file-dotdot = Se pot salva numai fișierele din content/; { $path } iese din el cu „..”.
# source-hash: 1b207f58
editor-file-link-out = Se pot salva numai fișierele din content/; { $path } duce în afara lui printr-o legătură.
# source-hash: b32d5307
editor-file-not-editable = Aici se pot edita numai fișiere .grim și .ftl: { $path }
# source-hash: 4b8de07f
editor-file-generated = { $folder } este scris la compilarea conținutului (npm run build:content); editează în schimb sursele .grim: { $path }
# source-hash: 957ab029
editor-file-unresolvable = Nu se poate afla unde duce { $path }
# source-hash: 6f7d6f01
editor-file-folder-moved = Dosarul { $folder } a fost mutat sau înlocuit cu o legătură în timp ce era citit sau scris; încearcă din nou.
# source-hash: cd8b04b8
editor-file-replaced-while-saving = Un dosar de pe drumul spre { $path } a fost înlocuit în timpul salvării; salvarea nu a ajuns la fișier. Salvează din nou.
# source-hash: 5d6a9a3e
editor-file-not-file = Nu este un fișier: { $path }
# source-hash: 26863a5b
editor-file-too-large = { $path } este prea mare.
# source-hash: 6ea61a60
editor-file-no-text = Nu s-a dat textul fișierului.
# source-hash: 6af92e63
editor-file-conflict = Fișierul s-a schimbat pe disc de când a fost deschis.
# source-hash: 8ecdafd0
editor-file-missing = Fișierul nu există: { $path }
# source-hash: 9242ad66
editor-file-access-failed = Fișierul nu a putut fi accesat: { $reason }
# source-hash: e02c3087
editor-save-too-large = Fișierul este prea mare pentru a fi salvat (peste { $megabytes ->
    [one] un MB
    [few] { $megabytes } MB
   *[other] { $megabytes } de MB
}).
# source-hash: 5a2cdc4e
editor-save-not-json = Cererea de salvare nu era JSON valid.
# source-hash: 6e3faff7
editor-save-not-object = O cerere de salvare este un obiect {"{"} path, text, baseHash, force? {"}"}.
# source-hash: b0934294
editor-api-no-endpoint = Editorul nu are acest punct de acces: { $method } { $path }

## Fișierele deschise printr-o legătură: un fișier de reluare sau un raport de echilibru

# source-hash: 7f1b5a4c
editor-linked-no-path = { $kind ->
    [replay] Nu s-a dat calea fișierului de reluare.
   *[report] Nu s-a dat calea raportului de echilibru.
}
# source-hash: 888dcd13
editor-linked-absolute = Se pot deschide numai { $kind ->
    [replay] fișierele de reluare
   *[report] rapoartele de echilibru
} din proiect; { $path } este o cale absolută.
# source-hash: a68c60e6
editor-linked-dotdot = Se pot deschide numai { $kind ->
    [replay] fișierele de reluare
   *[report] rapoartele de echilibru
} din proiect; { $path } iese din el cu „..”.
# source-hash: 731699d9
editor-linked-link-out = Se pot deschide numai { $kind ->
    [replay] fișierele de reluare
   *[report] rapoartele de echilibru
} din proiect; { $path } duce în afara lui printr-o legătură.
# source-hash: 64e09ced
editor-linked-name = { $kind ->
    [replay] Un fișier de reluare este un fișier .json
   *[report] Un raport de echilibru este fișierul report.json scris de `grimoire sim --report`
}: { $path }
# source-hash: 93686da7
editor-linked-hidden = { $path } este într-un dosar ascuns sau de pachete instalate, unde nu se scrie { $kind ->
    [replay] niciun fișier de reluare
   *[report] niciun raport de echilibru
}.
# source-hash: f58d5a7d
editor-linked-too-large = { $path } este prea mare pentru { $kind ->
    [replay] un fișier de reluare
   *[report] un raport de echilibru
} (peste { $megabytes ->
    [one] un MB
    [few] { $megabytes } MB
   *[other] { $megabytes } de MB
}).
# source-hash: 5354c2ba
editor-linked-not-one = { $path } nu este { $kind ->
    [replay] un fișier de reluare (un fișier de reluare are "format": "grimoire-replay")
   *[report] un raport de echilibru (un raport de echilibru cuprinde rezumatul scris de `grimoire sim --report`)
}; aici se deschid numai acestea.

## Serverul editorului refuză o cerere care nu vine din pagina editorului; pagina nu își găsește serverul

# source-hash: 554bfd68
editor-api-wrong-host = Editorul răspunde numai la 127.0.0.1:{ $port } sau localhost:{ $port }, nu la { $host }.
# source-hash: 2537b433
editor-api-no-host = Editorul răspunde numai la 127.0.0.1:{ $port } sau localhost:{ $port }, nu la o gazdă fără nume.
# source-hash: 499fb48b
editor-api-foreign-origin = Serverul editorului este numai pentru pagina editorului, nu pentru { $origin }.
# source-hash: f65f9420
editor-api-foreign-page = Serverul editorului este numai pentru pagina editorului.
# source-hash: 898c4f13
editor-server-unreachable = Serverul editorului nu poate fi contactat. Modificările tale sunt păstrate ca ciorne în acest browser.
# source-hash: 298837ef
editor-server-status = Serverul a răspuns cu codul { $status }.
# source-hash: b338b665
editor-server-error = Serverul a răspuns cu codul { $status }: { $error }

## Verificarea: o problemă în listă și un marcaj în fișierul editat, când verificarea însăși eșuează

# source-hash: a27878fa
editor-checker-stopped = Verificarea s-a oprit la acest text ({ $reason }); celelalte rezultate sunt de la ultima verificare reușită.
# source-hash: 9994e180
editor-scenarios-failed = Scenariile nu au putut fi jucate ({ $reason }).

## De ce conținutul nu poate fi jucat

# source-hash: 547a02d6
editor-content-not-played = Jocul { $game } este verificat, nu jucat.
# source-hash: b3fc2ad4
editor-content-no-sets = Nu există seturi { $game } în content/.
# source-hash: aa4cd6ef
editor-content-cannot-play = Conținutul nu poate fi jucat încă: { $reason }

## Vizualizatorul de reluări: un fișier de reluare pe care nu îl poate deschide sau parcurge

# source-hash: d2879bef
editor-replay-file-error = { $file }: { $reason }
# source-hash: 16e302ba
editor-replay-not-json = nu este un fișier de reluare: un fișier de reluare este JSON
# source-hash: e7f69983
editor-replay-not-replay = nu este un fișier de reluare: "format" trebuie să fie "grimoire-replay"
# source-hash: 79a4db69
editor-replay-no-game = nu este un fișier de reluare: "game" trebuie să numească un joc
# source-hash: e6524aa0
editor-replay-game-not-known = Reluarea este a jocului „{ $game }”, pe care editorul nu îl cunoaște (jocurile sunt { $games }).
# source-hash: d85e1135
editor-replay-no-runtime = Jocul { $game } nu are un motor care să-i joace partidele.
# source-hash: 45268c6a
editor-replay-bad-fields = Fișierul de reluare al jocului { $game } nu are ce au reluările acestui joc { $count ->
    [one] în câmpul
   *[other] în câmpurile
} { $fields }.
# source-hash: 418dc498
editor-replay-refused = Fișierul de reluare al jocului { $game } nu poate fi jucat de acest joc: { $reason }
# source-hash: d68ebb0a
editor-replay-other-sets = Reluarea a fost înregistrată cu seturile [{ $recorded }]; conținutul de aici are [{ $here }].
# source-hash: 4bf8e9ee
editor-replay-setup-failed = Partida reluării nu poate fi pregătită pe acest conținut: { $reason }
# source-hash: b0db4e18
editor-replay-ended-early = Partida s-a încheiat după { $played ->
    [one] un răspuns
    [few] { $played } răspunsuri
   *[other] { $played } de răspunsuri
}, dar reluarea are { $answers ->
    [one] un răspuns
    [few] { $answers } răspunsuri
   *[other] { $answers } de răspunsuri
}: a fost înregistrată pe alt conținut.
# source-hash: 37bfbd56
editor-replay-answer-misfit = Răspunsul { $answer } ({ $keys }) nu se potrivește deciziei „{ $prompt }”: { $reason }

## Lista problemelor de sub sursă

# source-hash: f7f4eb9d
editor-problems = Probleme
# source-hash: 4744bd56
editor-problems-count = { $errors ->
    [one] o eroare
    [few] { $errors } erori
   *[other] { $errors } de erori
}, { $warnings ->
    [one] un avertisment
    [few] { $warnings } avertismente
   *[other] { $warnings } de avertismente
}
# source-hash: 42663ede
editor-problems-checked = verificat în { $ms } ms
# source-hash: 98ea5ad3
editor-problem-severity = { $severity ->
    [error] eroare
    [warning] avertisment
   *[info] notă
}

## Fereastra browserului

# source-hash: 87b49e14
editor-page-title = Editorul Grimoire
