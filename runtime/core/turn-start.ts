// Kept out of game.ts, which a generated module's type-check reads without the host's globals (structuredClone).
import type { Answer } from "./decision.ts";

/**
 * What every module's turn start copies of its engine: the answers that brought it there, the state, the
 * random generator where it stands and the events counted so far; the module adds its engine's own records
 * (games/<game>/rules/fork.ts).
 */
export function turnStartOf<St, R extends { copy(): R }>(
  engine: { readonly state: St; readonly rng: R; readonly log: { readonly count: number } },
  answers: readonly Answer[],
) {
  return { answers: answers.slice(), state: structuredClone(engine.state), rng: engine.rng.copy(), events: engine.log.count };
}
