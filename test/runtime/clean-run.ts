// The check behind every "keep every invariant and replay identically" test, whichever game it plays: seeded
// games through the simulator, none failing (an invariant broken, a rule throwing) and every replayed one
// ending as it was played. One helper, so the two expectations are never written one without the other.
import { expect } from "vitest";
import type { AnyGameModule } from "../../core/game.ts";
import { type SimOptions, type SimSummary, simulate } from "../../runtime/sim/simulate.ts";

/** Simulates `options` of `module` on `content` and expects no failure and no replay mismatch; returns the summary. */
export function cleanRun(module: AnyGameModule, content: unknown, options: SimOptions): SimSummary {
  const s = simulate(module, content, options);
  expect(s.failures).toEqual([]);
  expect(s.replayMismatches).toBe(0);
  return s;
}
