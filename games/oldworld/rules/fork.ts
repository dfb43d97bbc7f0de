// Copies of a running Old World game. Every rule is a step on the rules kernel (runtime/kernel), so at any
// decision the game is copied by a snapshot of its machine and the engine's records beside it (game.ts). The
// engine's fight and combo are held in the state as well while they last (fight-state.ts); these check that
// and bring them back from a restored state.
import type { Engine } from "./engine.ts";
import { fightFromState, fightHeld } from "./fight-state.ts";

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
