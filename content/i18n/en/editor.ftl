## The editor's own words: the bar, the panels' labels and buttons, the play previews' status lines and
## summaries, the sheets' headings. Drawn by editor/ (editor/adapters/ui-text.ts); the words a player
## reads while playing (prompts, options, the log) are in runtime-adventure.ftl and runtime-oldworld.ftl.

## The bar and the panels

editor-save = Save
editor-save-all = Save all ({ $count })
editor-keep-mine = Keep my version
editor-take-disk = Load disk version
editor-close-tab = Close { $file }
editor-load-failed = Could not load content/: { $reason }
editor-panel-load-failed = Could not load the panel: { $reason }
editor-not-checked = The content has not been checked yet.
editor-panel-card = Card
editor-panel-play = Play
editor-panel-replay = Replay
editor-panel-odds = Battle odds
editor-panel-fight = Fight (Old World)
editor-panel-translations = Translations
editor-language = Language
editor-full-view = Full view
editor-leave-full-view = Back to the editor
editor-full-view-key = Ctrl+Shift+F switches between the full-size view and the editor; Escape goes back

## Shared by the play previews

editor-seed = Seed
editor-event-log = Event log
editor-what-changed = What changed
editor-nothing-changed = Nothing changed.
editor-diff-state = state
editor-diff-before = before
editor-diff-after = after
editor-step-back = Step back
editor-step-forward = Step forward
editor-confirm = Confirm
editor-pick-exactly = Pick { $count }.
editor-pick-between = Pick { $min } to { $max }.
editor-dice-roll = Roll
editor-dice-reroll = Reroll

## The play preview: the Adventure Game

editor-play-game = Game
editor-play-game-card = Adventure Game: a card or a fight
editor-play-game-hunt = Old World: a Wild Hunt round
editor-play-game-scenario = A scenario's situation
# The play preview on a scenario's situation ("Open in play" on a scenario); $name: the scenario's name as written
editor-situation-heading = Scenario “{ $name }”, from its situation
editor-situation-answers-ahead = The scenario's answers wait ahead: step forward to give them, or answer otherwise.
editor-situation-none = Choose “Open in play” above a scenario in a .grim file to play on from its situation.
# $game: the game's name
editor-situation-not-staged = { $game } cannot stage a situation.
editor-play-hero = Hero
editor-play-situation = Situation
# $scenario: the situation the hero starts the try in
editor-play-scenario = { $scenario ->
    [midgame] Mid-game: 3 gold, a lead of each colour, 6 VP
    [battered] Battered: no gold, two wounds, a foul fate
   *[start] Just set up
}
editor-play-card = Card
editor-play-enemy = Fight
editor-play-fight = Fight
editor-play-apply = Apply card
editor-play-stopped = The effect stopped: { $error }
editor-play-done = { $decisions ->
    [0] Done.
    [one] Done after { $decisions } decision.
   *[other] Done after { $decisions } decisions.
}
editor-play-changed-values = Every changed value ({ $count })
editor-play-pick = Pick a hero, a situation and a card or enemy, then apply it.
editor-play-no-content = The content has no heroes or cards yet.

## The hero's sheet and the witcher's board

editor-sheet-development = Development
editor-sheet-kept = Kept
editor-sheet-companions = Companions
editor-sheet-quest = Quest
editor-sheet-side = { $count ->
    [one] { $count } side task
   *[other] { $count } side tasks
}
editor-sheet-support = support task
editor-sheet-action-token = action token
editor-sheet-hand = Hand
editor-sheet-trail-tokens = Trail tokens

## The Old World fight

editor-fight-witcher = Witcher
editor-fight-monster = Monster
editor-fight-monster-option = { $name } (level { $level }, life { $life })
editor-fight-tried = with { $card } in hand
editor-fight-run = Fight
editor-fight-stopped = The fight stopped: { $error }
# $result: how the fight ended; $decisions: the answers given in it
editor-fight-over = Fight over: { $result ->
    [won] the monster is defeated
    [knocked-out-close] knocked out, the monster nearly defeated
    [knocked-out] knocked out
   *[stopped] it stopped
}{ $decisions ->
    [0] .
    [one] {" "}after { $decisions } decision.
   *[other] {" "}after { $decisions } decisions.
}
editor-fight-life = life pool
editor-fight-shield = shield
editor-fight-deck = deck
editor-fight-potions = potions
editor-fight-combo-building = Combo being played
editor-fight-combo-last = Last combo
editor-fight-no-combo = No combo yet.
editor-fight-hand = Hand ({ $count })
editor-fight-read-card = Click a card of the hand or the combo to read it at full size; click it again for the monster's.
editor-fight-pick = Pick a witcher and a monster, then fight.
editor-fight-no-content = The Old World content has no witchers or monsters yet.

## The Wild Hunt round

editor-hunt-players = Players
editor-hunt-difficulty = Difficulty
editor-hunt-member = Wild Hunt
editor-hunt-run = Play a round
editor-hunt-pick = Pick the players, the difficulty and the member of the Wild Hunt, then play a round together.
editor-hunt-stopped = The game stopped: { $error }
editor-hunt-round-over = Round { $round } is over.
editor-hunt-next-round = Play round { $round }
editor-hunt-no-mode = The Old World content has no Wild Hunt mode card (wildhunt).
editor-hunt-no-content = The Wild Hunt needs witchers of the base game and members of the Hunt.

## The replay viewer

editor-replay-open = Open replay…
editor-replay-or = or
editor-replay-game = Game to record
editor-replay-record = Record { $rounds } rounds
editor-replay-pick = Open a replay file (written by the simulator, a test or a saved game), or record a seeded game of random players, then step through it.
editor-replay-setup = The game as set up, before the first decision.
editor-replay-no-view = The viewer does not draw { $game } replays.
editor-replay-failed = The game could not be played: { $reason }
editor-replay-first = First step
editor-replay-last = Last step
editor-replay-step = Step
editor-replay-position = Step { $step } of { $last }
editor-replay-where = round { $round }, turn { $turn }
editor-replay-recorded = seed { $seed }
editor-replay-save = Save replay
editor-replay-events = Events of this step

## The sheets' values, read aloud by a screen reader

editor-sheet-gold = gold
editor-sheet-vp = victory points
editor-sheet-leads = { $colour ->
    [red] red leads
    [blue] blue leads
   *[purple] purple leads
}
editor-sheet-proof = { $colour ->
    [red] red proof
    [blue] blue proof
   *[purple] purple proof
}
editor-sheet-good-fortune = good fortune cards
editor-sheet-shield = shield
editor-sheet-deck = deck
editor-sheet-discard = discard pile
editor-sheet-potions = potions
editor-sheet-trophies = monster trophies

## The boards

editor-board = The board
editor-board-facedown = { $type ->
    [bronze] a facedown bronze monster
    [silver] a facedown silver monster
    [gold] a facedown gold monster
   *[other] a facedown monster
}
editor-board-foul-fate = foul fate
editor-play-gone = { $target } or { $hero } is not in the content any more.

## The card panel

editor-card-entity = Entity
editor-card-pick = Put the cursor in a declaration to see its card.
editor-card-face-failed = The card face could not be drawn: { $error }
editor-card-show-front = Show the front
editor-card-show-back = Show the back
editor-fit-check = Check that every card's text fits
editor-fit-again = Check again
editor-fit-stale = (the source changed since)
editor-fit-ok = Every card's text fits, in every language.
editor-balance-failed = Balance report { $path }: { $error }
# the linked file is JSON but holds no summary of simulated games; the command is typed as it is
editor-balance-not-report = not a balance report (report.json, as `grimoire sim --report` writes it)
editor-balance-source = Balance report { $path } ({ $games } simulated games, { $agent } bots; open its index.html for the charts).
editor-balance-unseen = No player's events named { $id } in these games.
# $outlier: "above" or "below" the even share, or "none"
editor-balance-seat = Won { $rate } of { $played } games (95% interval { $low } – { $high }; even share { $share }){ $outlier ->
    [above] , above the even share.
    [below] , below the even share.
   *[none] .
}
editor-balance-old = This report was written before card impact was read hero by hero: run the simulation again.
editor-balance-card = Players who saw this card won { $points } points more often than the same hero without it (95% interval { $low } to { $high }{ $significant ->
    [yes] , significant
   *[no] {""}
}), in { $seen } seat-games.
editor-balance-hero = hero
editor-balance-seen = seen in
editor-balance-won-seen = won when seen
editor-balance-won-unseen = when not

## The battle odds

editor-odds-enemy = Enemy
editor-odds-reroll = Reroll
editor-odds-reroll-option = { $dice ->
    [0] none
    [one] up to { $dice } die, once
   *[other] up to { $dice } dice, once
}
editor-odds-no-enemies = No monsters or enemies in the content yet.
editor-odds-no-stat = no stat
editor-odds-stat = { $stat ->
    [sword] sword { $value }
    [shield] shield { $value }
   *[ritual] ritual { $value }
}
editor-odds-hero = hero
editor-odds-result = result
editor-odds-chance = chance
editor-odds-row = { $result ->
    [sword] successful sword
    [shield] successful shield
    [both] sword and shield
   *[ritual] successful ritual
}
editor-odds-rolls = { $count } of { $outcomes } rolls
editor-odds-exact = Exact: every face of the { $dice } battle dice and the hero's dice is enumerated, and for each result the hero rerolls and trades as well as he can for it.
editor-odds-counts = Counts: { $counted }.
editor-odds-not-counted = Not counted: { $uncounted }.
editor-odds-counted-dice = the battle dice
editor-odds-counted-own-dice = the hero's own dice
editor-odds-counted-trade = spending 1 dodge and 1 shield to produce 1 sword
editor-odds-counted-reroll = { $dice ->
    [one] one reroll of up to { $dice } die, chosen after the roll
   *[other] one reroll of up to { $dice } dice, chosen after the roll
}
editor-odds-uncounted-cards = development, good fortune and companion cards that add results
editor-odds-uncounted-paid-rerolls = rerolls that cost a result (spend 1 sign or 1 dodge)
editor-odds-uncounted-start = start of battle and before rolling effects
editor-odds-uncounted-rerolls = rerolls (choose one above)

## The translations panel

editor-tr-no-sources = No English catalogues or content yet.
editor-tr-no-locales = No translations yet: a folder under content/i18n/ (e.g. `grimoire i18n new-locale`) makes one.
editor-tr-language = Language
editor-tr-catalogue = Catalogue
editor-tr-show = Show
editor-tr-filter = { $filter ->
    [missing] missing ({ $count })
    [stale] stale ({ $count })
    [todo] missing or stale ({ $count })
   *[all] all ({ $count })
}
editor-tr-save = Save { $file }{ $sources ->
    [0] {""}
    [one] {" "}and { $sources } .grim file
   *[other] {" "}and { $sources } .grim files
}
editor-tr-where = { $language } goes to { $path }. The English follows the .grim sources as you type; saving a translation saves them too.
editor-tr-id = id
editor-tr-english = English
editor-tr-status-column = status
editor-tr-status = { $status ->
    [missing] missing
    [stale] stale
   *[ok] ok
}
editor-tr-same = = English
editor-tr-same-note = the same words as the English: right for a name the official material keeps, else not translated yet
editor-tr-for = { $language } for { $id }
editor-tr-placeholder = Fluent source
editor-tr-limit-note = the limit the source's note gives
editor-tr-characters = characters
editor-tr-was = The English was:
editor-tr-nothing = Nothing to show.

## The bar's status lines and the file list

editor-restored = Restored unsaved edits: { $files }
editor-draft-failed = The browser would not keep a draft of { $file } (storage full or disabled): save it to keep your edits.
editor-saved = Saved { $file }
editor-conflict = { $file } changed on disk since you opened it. Keep your version or load the disk version.
editor-save-failed = Could not save { $file }: { $reason }
editor-took-disk = Loaded the disk version of { $file }
editor-created = Created { $file }
editor-create-failed = Could not create { $file }: { $reason }
editor-unsaved = unsaved
editor-new-file = New file path
editor-new-file-hint = new file, e.g. adventure/cards.grim
editor-create = Create
editor-no-problems = No problems.
# A scenario's "run" lens in the code panel, and what its last run said
editor-scenario-run = ▶ Run
editor-scenario-passed = ✓ passed
# $count: the failures of the scenario's last run
editor-scenario-failed = ✗ { $count ->
    [one] 1 failure
   *[other] { $count } failures
}
editor-scenario-not-played = not played: the files have errors
editor-scenario-open-in-play = Open in play
# $name: the scenario's name as written
editor-situation-not-open = The scenario “{ $name }” cannot be opened in play while the files have errors.
editor-card-entity-of = { $id } (game { $game })
# $field: the card face's region; $kind: the card kind, in its game's words; sizes in mm and pt
editor-tr-room = { $field ->
    [name] the name line of the { $kind } card face ({ $width } mm at { $size } pt)
   *[flavour] the flavour box of the { $kind } card face ({ $width } mm × { $height } mm at { $size } pt)
}

## What the file API answers when a read or a save is refused or fails: shown in the bar after "Could not
## save …" (editor-save-failed, editor-create-failed) or "Could not load content/: …" (editor-load-failed),
## and in the replay viewer and the card panel for a file opened by link. $path is the file's path as the
## page asked for it (relative to content/ or to the project), shown as it is.

# the request named no file at all (an empty path)
editor-file-no-path = No file path given.
# the path holds the invisible NUL character (code 0), which no file name may contain
editor-file-nul = A file path cannot contain a NUL character.
# the path used "\" where the file API wants "/"
editor-file-backslash = Use "/" in file paths: { $path }
# $path starts at the disk's root ("/…" or "C:\…") instead of inside content/
editor-file-absolute = Only files inside content/ can be saved; { $path } is an absolute path.
# the path climbs out of content/ with a ".." segment
editor-file-dotdot = Only files inside content/ can be saved; { $path } leaves it with "..".
# a folder or the file itself is a link to somewhere outside content/
editor-file-link-out = Only files inside content/ can be saved; { $path } points outside it through a link.
# the file is of another kind (an image, a .ts file…); .grim and .ftl are typed as they are
editor-file-not-editable = Only .grim and .ftl files can be edited here: { $path }
# $folder: "content/generated/", which the build writes; the command is typed as it is
editor-file-generated = { $folder } is written by the build (npm run build:content); edit the .grim sources instead: { $path }
# $path: the absolute path on disk
editor-file-unresolvable = Cannot resolve { $path }
# $folder: the folder's absolute path on disk
editor-file-folder-moved = The folder { $folder } was moved or replaced by a link while it was being read or written; try again.
# a folder on the path turned into a link during the save, so nothing was written
editor-file-replaced-while-saving = A folder on the way to { $path } was replaced while saving; the save did not reach it. Save again.
# the path names a folder, a pipe or a device, not a file
editor-file-not-file = Not a file: { $path }
# a file being read is larger than the file API reads (20 MB)
editor-file-too-large = { $path } is too large.
# a save request came with no text to write
editor-file-no-text = No file text given.
# the page shows editor-conflict instead, with the buttons to choose a version
editor-file-conflict = The file changed on disk since it was opened.
# the file asked for is not on disk (deleted or renamed outside the editor)
editor-file-missing = No such file: { $path }
# $reason: the system's own message for the disk error (EACCES, EISDIR…), in English, shown as it is
editor-file-access-failed = Could not access the file: { $reason }
# $megabytes: the largest save the server takes (20)
editor-save-too-large = The file is too large to save (over { $megabytes } MB).
# the page's save request could not be read; JSON is the request's format, typed as it is
editor-save-not-json = The save request was not valid JSON.
# the field names are the file API's, typed as they are
editor-save-not-object = A save request is an object {"{"} path, text, baseHash, force? {"}"}.
# $method: GET, PUT…; $path: the address asked for
editor-api-no-endpoint = No such editor endpoint: { $method } { $path }

## The files opened by link: a replay file (`?replay=<path>`, printed by `grimoire sim` for a failed game) or
## a balance report (`?report=<path>`, printed by `grimoire sim --report`), read only. $kind: "replay" or
## "report", which file the link opens; $path: its path relative to the project. Shown in the replay viewer
## or the card panel after the file's name.

# the link ended with "?replay=" or "?report=" and no path after it
editor-linked-no-path = { $kind ->
    [replay] No replay file path given.
   *[report] No balance report path given.
}
# $path starts at the disk's root instead of inside the project
editor-linked-absolute = Only { $kind ->
    [replay] replay files
   *[report] balance reports
} inside the project can be opened; { $path } is an absolute path.
# $path climbs out of the project with a ".." segment
editor-linked-dotdot = Only { $kind ->
    [replay] replay files
   *[report] balance reports
} inside the project can be opened; { $path } leaves it with "..".
# a folder on $path, or the file itself, is a link to somewhere outside the project
editor-linked-link-out = Only { $kind ->
    [replay] replay files
   *[report] balance reports
} inside the project can be opened; { $path } points outside it through a link.
# the file's name is not one such a file has; the command is typed as it is
editor-linked-name = { $kind ->
    [replay] A replay file is a .json file
   *[report] A balance report is the report.json that `grimoire sim --report` writes
}: { $path }
# a folder such as .git or node_modules
editor-linked-hidden = { $path } is inside a hidden or installed-packages folder, where no { $kind ->
    [replay] replay file
   *[report] balance report
} is written.
# $megabytes: the largest file the viewer opens (20)
editor-linked-too-large = { $path } is too large to be a { $kind ->
    [replay] replay file
   *[report] balance report
} (over { $megabytes } MB).
# the file's field and its value, "format": "grimoire-replay", are typed as they are
editor-linked-not-one = { $path } is not a { $kind ->
    [replay] replay file (a replay file says "format": "grimoire-replay")
   *[report] balance report (a balance report holds the summary of `grimoire sim --report`)
}; only those are opened here.

## The editor's server refusing a request that does not come from the editor's own page (403), and the page
## not reaching its server: shown in the bar after "Could not load content/: …" or "Could not save …".

# $port: the port the editor is served at; $host: the name the request was addressed to
editor-api-wrong-host = The editor answers only at 127.0.0.1:{ $port } or localhost:{ $port }, not at { $host }.
# the request said no host name at all; 127.0.0.1 and localhost are typed as they are
editor-api-no-host = The editor answers only at 127.0.0.1:{ $port } or localhost:{ $port }, not at an unnamed host.
# $origin: the other page's address
editor-api-foreign-origin = The editor's server is only for the editor's own page, not for { $origin }.
# a request from another page whose address the browser did not say
editor-api-foreign-page = The editor's server is only for the editor's own page.
# the page lost its server (stopped, or the network is down); "drafts" are the edits the browser keeps until a save works
editor-server-unreachable = The editor's server is not reachable. Your edits are kept in this browser as drafts.
# $status: the HTTP status code of an answer that says nothing more
editor-server-status = The server answered { $status }.
# $status: the HTTP status code; $error: the answer's own words, in English, shown as they are
editor-server-error = The server answered { $status }: { $error }

## The checker: a problem in the Problems list and a marker at the top of the file being edited when the
## checker itself fails. $reason: the failure's own message, in English, shown as it is.

# shown in the Problems list and at the top of the file; keep "Problems" as editor-problems says it
editor-checker-stopped = The checker stopped on this text ({ $reason }); other results are from the last good check.
# marked at the first scenario of the content
editor-scenarios-failed = The scenarios could not be played ({ $reason }).

## Why the content cannot be played: shown in place of the Play, Fight, Battle odds and Replay panels.

# $game: the game's name (The Witcher Adventure Game), a name kept as it is
editor-content-not-played = { $game } is checked, not played.
# $game: the game's short name (Adventure Game, Old World), a name kept as it is
editor-content-no-sets = No { $game } sets in content/.
# $reason: the linker's message, naming the card and the field, in English as the CLI prints it
editor-content-cannot-play = The content cannot be played yet: { $reason }

## The replay viewer: a replay file it cannot open or step through. Shown under the viewer's bar.

# $file: the replay file's name; $reason: one of the messages below, or of the file API's above
editor-replay-file-error = { $file }: { $reason }
# after the file's name (editor-replay-file-error), which is why it starts in lower case
editor-replay-not-json = not a replay file: a replay file is JSON
# after the file's name (editor-replay-file-error); the file's field and its value, "format" and
# "grimoire-replay", are typed as they are
editor-replay-not-replay = not a replay file: format must be "grimoire-replay"
# after the file's name; "game" is the file's field, typed as it is
editor-replay-no-game = not a replay file: "game" must name a game
# $game: the game id the file names; $games: the ids of the games there are
editor-replay-game-not-known = The replay is of the game "{ $game }", which the editor does not know (the games are { $games }).
# $game: the game's name
editor-replay-no-runtime = { $game } has no runtime to play its games.
# $game: the game's name; $fields: the places in the file ("options.seed, answers.3.0"), $count of them
editor-replay-bad-fields = The replay file of { $game } does not hold what the game's replays hold in { $count ->
    [one] the field
   *[other] the fields
} { $fields }.
# $game: the game's name; $reason: the game's replay rules' own message, in English
editor-replay-refused = The replay file of { $game } is not one its game can play: { $reason }
# $recorded, $here: the content sets' ids, as they are
editor-replay-other-sets = The replay was recorded with the sets [{ $recorded }]; the content here has [{ $here }].
# $reason: the rules' own message, in English
editor-replay-setup-failed = The replay's game cannot be set up on this content: { $reason }
# $played: the answers the game took before it ended; $answers: the answers the file holds
editor-replay-ended-early = The game ended after { $played ->
    [one] { $played } answer
   *[other] { $played } answers
}, but the replay has { $answers }: it was recorded on other content.
# $answer: the answer's number in the file; $keys: the options answered, in the game's words; $prompt: the
# decision's question, in the game's words; $reason: the rules' own message, in English
editor-replay-answer-misfit = Answer { $answer } ({ $keys }) does not fit the decision "{ $prompt }": { $reason }

## The Problems list under the source

# the heading of the list of errors and warnings under the source; one or two words
editor-problems = Problems
# $errors, $warnings: how many of each the last check found, in every file
editor-problems-count = { $errors ->
    [one] { $errors } error
   *[other] { $errors } errors
}, { $warnings ->
    [one] { $warnings } warning
   *[other] { $warnings } warnings
}
# $ms: how long the last check took, in milliseconds
editor-problems-checked = checked in { $ms } ms
# $severity: the problem's kind, in its row before the file and line
editor-problem-severity = { $severity ->
    [error] error
    [warning] warning
   *[info] note
}

## The browser's window

# the window's title, in the browser's tab and task bar
editor-page-title = Grimoire editor
