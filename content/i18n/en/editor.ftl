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
