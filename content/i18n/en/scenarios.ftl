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
