// Copies of a running Adventure game where it cannot be snapshotted. The rules are steps on the rules kernel, whose
// snapshot is the copy (game.ts); the card effects (a hook's cost and effect, a card's own effect, a quest's
// requirement and consequences) still run as generators, which cannot be copied, and so do the rules they reach
// (a wound, a draw, a battle started by an effect). A game paused inside one is copied from the start of its turn,
// when nothing is half resolved and the whole game is its state and its dice: that turn start resumed and fed the
// answers given since (a few, where a replay from the first answer would play the whole game so far again).
import type { Answer } from "../../../runtime/core/decision.ts";
import { turnStartOf } from "../../../runtime/core/turn-start.ts";
import type { Rng } from "../../../runtime/core/rng.ts";
import type { Engine, TurnPosition } from "./engine.ts";
import type { AdventureState } from "./state.ts";

/** a game as one of its turns starts: everything a resumed game needs, in copies no later play touches */
export interface TurnStart {
  readonly at: TurnPosition;
  /** the answers that brought the game here */
  readonly answers: readonly Answer[];
  /** the board and the records of play (state.ts PlayRecords) */
  readonly state: AdventureState;
  readonly rng: Rng;
  readonly events: number;
}

/**
 * The game between turns. A turn start finds no battle, no card resolving, no kept-mode request and no draw
 * session open; what else an engine holds beside its state is caches of the content (rebuilt on demand). A
 * record the rules keep must be in the state (state.ts PlayRecords): test/runtime/fork.test.ts plays forked
 * games against the game itself.
 */
export function captureTurnStart(e: Engine, at: TurnPosition, answers: readonly Answer[]): TurnStart {
  if (e.battle || e.resolving.length > 0 || e.keepRequests.size > 0 || e.drawSessions.length > 0)
    throw new Error("a turn started with a battle, a card or a draw still open");
  return { at, ...turnStartOf(e, answers) };
}

/** go on counting a turn start's events in a new engine (made from the start's own copies of the state and dice) */
export function restoreTurnStart(e: Engine, start: TurnStart): void {
  e.log.countFrom(start.events);
}
