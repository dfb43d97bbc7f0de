// Copies of a running Old World game. The rules run as generators, which cannot be
// copied, so a game is copied where the generator stack is shallowest: as a
// player's turn starts (a competitive game) or as a round starts (the Wild Hunt,
// whose players act together in each phase of a round). Nothing is half resolved
// there, and the whole game is its state, its random source and a few engine
// records. A copy of the game at a later decision is that start resumed and fed
// the answers given since.
import type { Answer } from "../../../runtime/core/decision.ts";
import { turnStartOf } from "../../../runtime/core/turn-start.ts";
import type { Rng } from "../../../runtime/core/rng.ts";
import type { Catalog } from "./catalog.ts";
import type { Engine } from "./engine.ts";
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
  readonly used: readonly string[];
  readonly copies: readonly (readonly [string, number])[];
  readonly shown: readonly string[];
  readonly seen: readonly (readonly [string, readonly string[]])[];
  readonly events: number;
}

/**
 * The records of an engine as a turn starts, field by field (a record added to Engine must be weighed here
 * too: test/runtime/oldworld/fork.test.ts plays copies against the game itself):
 * - `log`: only its count goes on (a copy's events are numbered on from the game's);
 * - `rt`: the primitives, made again for the new engine; `cat`: the content's lookups, shared;
 * - `fight`, `combo`, `eventChain`: a fight, a combo and a card being read all end within a turn (or a round);
 *   `phase3Limit` is cleared as each Phase III ends: all four are empty here, or the turn is not a start;
 * - `used`: hook uses spent; the turn's and the fight's are forgotten as they end, so it is mostly empty, but
 *   it is copied: a limit of any other scope would outlive the turn;
 * - `copies`: the counter naming physical copies of cards: the final fight of the Wild Hunt makes its special
 *   attack cards after its last round starts, and a counter started afresh would name a card from 1 again
 *   where the game had named copies of it before;
 * - `shown` (cards gained in everyone's sight) outlives turns: the futures the search bot samples from a copy
 *   keep those cards where everyone saw them; `seen` (the Viper's look) is cleared when its fight ends, and is
 *   copied all the same: a look taken outside a fight would outlive the turn.
 */
export function captureTurnStart(e: Engine, seat: number, answers: readonly Answer[]): TurnStart {
  if (e.fight || e.combo || e.eventChain || e.phase3Limit !== null)
    throw new Error("a turn started with a fight, a combo, a card or a Phase III limit still open");
  return {
    seat,
    ...turnStartOf(e, answers),
    cat: e.cat,
    used: [...e.used],
    copies: [...e.copies],
    shown: [...e.shown],
    seen: [...e.seen].map(([player, cards]) => [player, [...cards]] as const),
  };
}

/** put a turn start's records into a new engine (made from the start's own copies, so the start serves again) */
export function restoreTurnStart(e: Engine, start: TurnStart): void {
  for (const key of start.used) e.used.add(key);
  for (const [id, n] of start.copies) e.copies.set(id, n);
  for (const card of start.shown) e.shown.add(card);
  for (const [player, cards] of start.seen) e.seen.set(player, new Set(cards));
  e.log.countFrom(start.events);
}
