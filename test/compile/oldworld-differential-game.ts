// One whole Old World game of the simulator's table i for the differential
// tests: with the handlers `grimoire build` emitted, or with the content linked
// from the IR and run by the interpreter, the same seed and the same agents.
import { expect } from "vitest";
import { content as generated } from "../../content/generated/oldworld.ts";
import { oldWorldTable } from "../../games/oldworld/index.ts";
import { randomAgent } from "../../runtime/agents/agents.ts";
import { createOldWorldGame, type OldWorldGame } from "../../games/oldworld/rules/game.ts";
import { greedyOldWorld } from "../../games/oldworld/agents/greedy.ts";
import type { OldWorldOptions } from "../../games/oldworld/rules/state.ts";
import { owBundled } from "../content/oldworld/bundled.ts";

/** `seats` keeps only the witchers it accepts in the table's pool */
export function playDifferentialGame(
  which: "generated" | "interpreted",
  i: number,
  seed: number,
  seats?: (id: string) => boolean,
): { game: OldWorldGame; options: OldWorldOptions } {
  const all = which === "generated" ? generated : owBundled().content;
  const content = seats ? { ...all, witchers: all.witchers.filter((w) => seats(w.id)) } : all;
  const { options } = oldWorldTable(content, i, seed, null, 200);
  const game = createOldWorldGame(content, options);
  const random = randomAgent(seed);
  // mixed tables: even seats play greedily, odd seats at random
  for (let steps = 0; game.pending && steps < 20000; steps++) {
    const seat = options.witchers.indexOf(game.pending.who);
    game.answer(seat % 2 === 0 ? greedyOldWorld(game.pending, game) : random(game.pending, game));
  }
  return { game, options };
}

/** What one side of a differential game leaves to compare. */
export interface DifferentialSide {
  log: OldWorldGame["log"];
  answers: string;
  outcome: OldWorldGame["outcome"];
  options: OldWorldOptions;
  players: number;
}

/**
 * Table i played from one seed through the emitted handlers and then through
 * the interpreter: the pair every whole-game differential test compares.
 */
export function playBothWays(i: number, seed: number, seats?: (id: string) => boolean): [DifferentialSide, DifferentialSide] {
  const side = (which: "generated" | "interpreted"): DifferentialSide => {
    const { game, options } = playDifferentialGame(which, i, seed, seats);
    return { log: game.log, answers: JSON.stringify(game.answers), outcome: game.outcome, options, players: options.witchers.length };
  };
  const a = side("generated");
  return [a, side("interpreted")];
}

/** The checks every whole-game differential test makes of game i: the same log and answers both ways, and a winner. */
export function expectSameGame(a: DifferentialSide, b: DifferentialSide, i: number): void {
  expect(JSON.stringify(a.log), `game ${i}`).toBe(JSON.stringify(b.log));
  expect(a.answers, `game ${i}`).toBe(b.answers);
  expect(a.outcome?.winner, `game ${i} ends with a winner`).toBeTruthy();
}

/**
 * Plays each table `[i, seed]` both ways and expects the same game of each (`each` adds a test's own check of a
 * game); returns the event types the games met and the player counts they had, for the test to require.
 */
export function expectSameGames(tables: [i: number, seed: number][], each: (a: DifferentialSide, i: number) => void = () => {}) {
  const types = new Set<string>();
  const counts = new Set<number>();
  for (const [i, seed] of tables) {
    const [a, b] = playBothWays(i, seed);
    each(a, i);
    expectSameGame(a, b, i);
    for (const e of a.log) types.add(e.type);
    counts.add(a.players);
  }
  return { types, counts };
}
