// Copies of a running Old World game. At a decision the rules ask from a step
// (runtime/kernel), the game is copied by a snapshot of its machine and the
// engine's records beside it (game.ts). Inside the rules still written as
// generators, which cannot be copied, a game is copied where the rules are
// shallowest: as a player's turn starts (a competitive game) or as a round
// starts (the Wild Hunt, whose players act together in each phase of a round).
// Nothing is half resolved there, and the whole game is its state, its random
// source and a few engine records. A copy of the game at a later decision is
// that start resumed and fed the answers given since.
import type { Answer } from "../../../runtime/core/decision.ts";
import { turnStartOf } from "../../../runtime/core/turn-start.ts";
import type { Rng } from "../../../runtime/core/rng.ts";
import type { Catalog } from "./catalog.ts";
import type { Engine } from "./engine.ts";
import type { OldWorldState } from "./state.ts";

/** the engine's records beside its state (see `captureTurnStart`), in copies no later play touches */
export interface EngineRecords {
  readonly used: readonly string[];
  readonly shown: readonly string[];
  readonly seen: readonly (readonly [string, readonly string[]])[];
}

/** a game as a turn (or a Wild Hunt round) starts: everything a resumed game needs, in copies no later play touches */
export interface TurnStart extends EngineRecords {
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
 * The records of an engine as a turn starts, field by field (a record added to Engine must be weighed here
 * too: test/runtime/oldworld/fork.test.ts plays copies against the game itself):
 * - `log`: only its count goes on (a copy's events are numbered on from the game's);
 * - `rt`: the primitives, made again for the new engine; `cat`: the content's lookups, shared;
 * - `fight`, `combo`, `eventChain`: a fight, a combo and a card being read all end within a turn (or a round):
 *   all three are empty here, or the turn is not a start; Phase III's limit (in the state) is cleared as each
 *   Phase III ends;
 * - `used`: hook uses spent; the turn's and the fight's are forgotten as they end, so it is mostly empty, but
 *   it is copied: a limit of any other scope would outlive the turn;
 * - `shown` (cards gained in everyone's sight) outlives turns: the futures the search bot samples from a copy
 *   keep those cards where everyone saw them; `seen` (the Viper's look) is cleared when its fight ends, and is
 *   copied all the same: a look taken outside a fight would outlive the turn.
 */
export function captureTurnStart(e: Engine, seat: number, answers: readonly Answer[]): TurnStart {
  if (e.fight || e.combo || e.eventChain || e.phase3Limit !== null)
    throw new Error("a turn started with a fight, a combo, a card or a Phase III limit still open");
  return { seat, ...turnStartOf(e, answers), cat: e.cat, ...captureRecords(e) };
}

/**
 * The engine's records at a decision outside a fight, a combo and a card being read (a snapshot's: the game
 * stands in a step, so none of those is half resolved).
 */
export function captureRecords(e: Engine): EngineRecords {
  if (e.fight || e.combo || e.eventChain) throw new Error("no copy of the engine's records in a fight, a combo or a card being read");
  return {
    used: [...e.used],
    shown: [...e.shown],
    seen: [...e.seen].map(([player, cards]) => [player, [...cards]] as const),
  };
}

/** put a turn start's records into a new engine (made from the start's own copies, so the start serves again) */
export function restoreTurnStart(e: Engine, start: TurnStart): void {
  restoreRecords(e, start);
  e.log.countFrom(start.events);
}

/** the engine's records as they were copied, whatever they hold now */
export function restoreRecords(e: Engine, r: EngineRecords): void {
  // none is open where records are copied, whatever the game did since
  e.fight = null;
  e.combo = null;
  e.eventChain = null;
  e.used.clear();
  e.shown.clear();
  e.seen.clear();
  for (const key of r.used) e.used.add(key);
  for (const card of r.shown) e.shown.add(card);
  for (const [player, cards] of r.seen) e.seen.set(player, new Set(cards));
}
