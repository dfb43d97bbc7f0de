// Whole Old World games through the simulator, as three test files play them
// (the fixture, the bundled content, Monster Trail): mixed greedy and random
// seats, every game replayed, and the checks every such run must pass.
import { expect } from "vitest";
import type { OldWorldContent } from "../../../games/oldworld/rules/content.ts";
import { oldworldGame } from "../../../games/oldworld/index.ts";
import type { SimSummary } from "../../../runtime/sim/simulate.ts";
import { cleanRun } from "../clean-run.ts";

/** Plays `games` mixed games from `seed`, each replayed: none fails or replays differently, all are won, and tables of 1 to 5 players came up. */
export function expectWholeGamesWon(content: OldWorldContent, games: number, seed: number): SimSummary {
  const s = cleanRun(oldworldGame, content, { games, seed, agent: "mixed", maxRounds: 250, everyStep: false, replayEvery: 1 });
  expect(s.won).toBe(games);
  expect(Object.keys(s.byPlayers).sort()).toEqual(["1", "2", "3", "4", "5"]);
  return s;
}
