// Copies of a running Old World game. At a decision the rules ask from a step
// (runtime/kernel), the game is copied by a snapshot of its machine and the
// engine's records beside it (game.ts). Where no snapshot can be taken (the
// engine holding a fight or combo its state does not), a game is copied where
// the rules are shallowest: as a player's turn starts (a competitive game) or as a round
// starts (the Wild Hunt, whose players act together in each phase of a round).
// Nothing is half resolved there, and the whole game is its state, its random
// source and a few engine records. A copy of the game at a later decision is
// that start resumed and fed the answers given since.
import type { Answer } from "../../../runtime/core/decision.ts";
import { turnStartOf } from "../../../runtime/core/turn-start.ts";
import type { Rng } from "../../../runtime/core/rng.ts";
import type { Catalog } from "./catalog.ts";
import type { Engine } from "./engine.ts";
import { fightFromState, fightHeld } from "./fight-state.ts";
import type { OldWorldState } from "./state.ts";

/** a game as a turn (or a Wild Hunt round) starts: everything a resumed game needs, in copies no later play touches */
export interface TurnStart {
  /** the seat whose turn starts (0 in the Wild Hunt, whose rounds are the loop) */
  readonly seat: number;
  /** the answers that brought the game here */
  readonly answers: readonly Answer[];
  readonly state: OldWorldState;
  readonly rng: Rng;
  /** the content's lookups, only read: shared with the game copied rather than built again */
  readonly cat: Catalog;
  readonly events: number;
}

/**
 * A game as a turn starts: its state (hook uses spent, copies of cards named, cards seen and Phase III's limit
 * included), its dice and its events counted. Of the engine's own fields (a field added to Engine must be
 * weighed here too: test/runtime/oldworld/fork.test.ts plays copies against the game itself):
 * - `log`: only its count goes on (a copy's events are numbered on from the game's);
 * - `rt`: the primitives, made again for the new engine; `cat`: the content's lookups, shared;
 * - `fight`, `combo`, `eventChain`: a fight, a combo and a card being read all end within a turn (or a round):
 *   all three are empty here, or the turn is not a start.
 */
export function captureTurnStart(e: Engine, seat: number, answers: readonly Answer[]): TurnStart {
  if (e.fight || e.combo || e.eventChain || e.phase3Limit !== null)
    throw new Error("a turn started with a fight, a combo, a card or a Phase III limit still open");
  return { seat, ...turnStartOf(e, answers), cat: e.cat };
}

/**
 * The engine's fields beside the state at a decision a step asks (a snapshot's): a fight and its combo are
 * held in the state as well while they last (fight-state.ts), and so is a card being read, so the snapshot
 * copies them.
 */
export function checkNothingOpen(e: Engine): void {
  if (!fightHeld(e)) throw new Error("no snapshot in a fight the state does not hold");
}

/** a game restored from a snapshot has the fight and combo its state holds (a card being read is the state's) */
export function closeOpen(e: Engine): void {
  fightFromState(e);
}

/** a new engine made from a turn start's own copies (so the start serves again) counts on from its events */
export function restoreTurnStart(e: Engine, start: TurnStart): void {
  e.log.countFrom(start.events);
}
