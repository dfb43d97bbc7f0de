## What `grimoire test` says of a designer's scenarios (compiler/scenario/run.ts, compiler/cli/commands/test.ts):
## an expectation that failed and what happened instead. $who is a player's name, $what a number's words as the
## scenario wrote them (gold, red leads, life pool), $waiting the decision waiting, $options option keys.

scenario-cannot-stage = the situation cannot be staged: { $problem }
scenario-answer-no-decision = there is no decision to answer: the game is over
scenario-not-an-option = { $option } is not an option here; { $waiting }
scenario-event-never-came = no { $event } event came before the game stopped
scenario-no-such-number = the game has no { $what } now
scenario-number = expected { $who } to have { $expected } { $what }, but { $who } has { $actual }
scenario-game-number = expected { $what } to be { $expected }, but it is { $actual }
scenario-holds = { $who } holds { $card }, which the scenario says { $who } does not
scenario-does-not-hold = { $who } does not hold { $card }
scenario-no-event = the log has no { $event } event that fits
scenario-events = expected { $expected } { $event } events that fit, but the log has { $actual }
scenario-events-seen = expected { $expected } { $event } events that fit, but the log has { $actual }: { $lines }
scenario-no-decision = no decision is waiting
scenario-decision = waiting: { $who }, “{ $prompt }”: { $options }
scenario-not-offered = not offered as said: { $options }; { $waiting }
scenario-offered-anyway = offered, though the scenario says not: { $options }; { $waiting }
scenario-option-count = expected { $expected } options, but { $actual } are offered; { $waiting }
scenario-goes-on = the game goes on; { $waiting }
scenario-ended = the game is over
scenario-winners = expected { $expected } to win, but the winners are { $actual }
scenario-not-playable = { $game } cannot stage a scenario
## $until is where `play` was going: turn (the next turn), event (the event $event), end (the end of the game);
## $limit is how many answers it gave before it was stopped.
scenario-decision-limit = { $until ->
    [turn] the next turn did not start
    [event] no { $event } event came
   *[end] the game did not end
} within { $limit } decisions; { $waiting }
## $problem is the engine's own words, in English
scenario-fault = the game stopped with a fault: { $problem }
scenario-log-heading = the log's last lines:
scenario-uncovered = { $count ->
    [one] 1 card no scenario touches:
   *[other] { $count } cards no scenario touches:
}
scenario-summary = { $count ->
    [one] 1 scenario
   *[other] { $count } scenarios
}: { $passed } passed, { $failed } failed

## The quantities a scenario names (`… has 3 gold`), as a failure says them.
scenario-quantity-bombs = bombs
scenario-quantity-cards-in-deck = cards in deck
scenario-quantity-cards-in-discard = cards in discard
scenario-quantity-cards-in-hand = cards in hand
scenario-quantity-companions = companions
scenario-quantity-completed-quests = completed quests
scenario-quantity-damage-dealt = damage dealt
scenario-quantity-development-cards = development cards
scenario-quantity-energy = energy
scenario-quantity-fight-turns = fight turns
scenario-quantity-foul-fate-tokens = foul fate tokens
scenario-quantity-gold = gold
scenario-quantity-good-fortune-cards = good fortune cards
scenario-quantity-kept-cards = kept cards
scenario-quantity-leads = leads
scenario-quantity-life-pool = life pool
scenario-quantity-monster-level = monster level
scenario-quantity-monster-trophies = monster trophies
scenario-quantity-monster-turns = monster turns
scenario-quantity-monsters-on-the-map = monsters on the map
scenario-quantity-potions = potions
scenario-quantity-potions-drunk = potions drunk
scenario-quantity-protection = protection
scenario-quantity-round = round
scenario-quantity-severe-wounds = severe wounds
scenario-quantity-shield = shield
scenario-quantity-trophies = trophies
scenario-quantity-vp = vp
scenario-quantity-war-track = war track
scenario-quantity-witcher-trophies = witcher trophies
scenario-quantity-wounds = wounds

## A scenario played on demand: the language server's "run" lens above each scenario, and what it says after
## playing it. $name is the scenario's name; $count the failures.
scenario-run = ▶ Run
scenario-run-passed = ✓ { $name }: passed
scenario-run-failed = ✗ { $name }: { $count ->
    [one] 1 failure
   *[other] { $count } failures
}
scenario-run-not-played = { $name } was not played: the workspace has errors, or no scenario of that name checks
