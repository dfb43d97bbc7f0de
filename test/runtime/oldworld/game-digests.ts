// The digests of whole Old World games on the bundled content, as the simulator's tables deal them: what a
// change to how the rules run (the rules kernel, runtime/kernel) must leave byte for byte as it was
// (test/runtime/oldworld/engine-unchanged.test.ts). Each digest covers the game's answers, its whole log
// and its result, so a different die, event, decision or ending shows.
import { createHash } from "node:crypto";
import type { Agent } from "../../../core/game.ts";
import { content } from "../../../content/generated/oldworld.ts";
import { oldworldGame } from "../../../games/oldworld/index.ts";
import type { OldWorldGame } from "../../../games/oldworld/rules/game.ts";

const rt = oldworldGame.runtime!;

/** the kinds of games digested: the simulator's modes, and who sits in the seats */
export const DIGEST_RUNS = [
  { name: "competitive, greedy", modes: [], agent: "greedy", games: 200 },
  { name: "competitive, greedy and random seats", modes: [], agent: "mixed", games: 100 },
  { name: "Monster Weakness, greedy", modes: ["monster-weakness"], agent: "greedy", games: 50 },
  { name: "Wild Hunt, greedy", modes: ["wild-hunt"], agent: "greedy", games: 100 },
  { name: "Wild Hunt, greedy and random seats", modes: ["wild-hunt"], agent: "mixed", games: 50 },
] as const;

export type DigestRun = (typeof DIGEST_RUNS)[number];

/** game i of a run: the simulator's table i (seed i + 1), answered one decision at a time */
export function playDigestGame(run: DigestRun, i: number): OldWorldGame {
  const seed = i + 1;
  const table = rt.sim.table(content, i, seed, null, { maxRounds: 250, modes: [...run.modes] });
  const agents = Object.fromEntries(
    table.seats.map((s, k) => [s, run.agent === "greedy" || k % 2 === 0 ? rt.agents.greedy(seed * 31 + k) : rt.agents.random(seed * 31 + k)]),
  ) as Record<string, Agent<OldWorldGame>>;
  const game = rt.createGame(content, table.options, { keep: true });
  for (let n = 0; game.pending; n++) {
    if (n > 100_000) throw new Error(`game ${i} of "${run.name}" did not end`);
    game.answer(agents[game.pending.who](game.pending, game));
  }
  return game;
}

/** a game's answers, log and result, as one short digest */
export function gameDigest(game: OldWorldGame): string {
  const h = createHash("sha256");
  h.update(JSON.stringify(game.answers));
  for (const e of game.log) h.update(`\n${JSON.stringify(e)}`);
  h.update(`\n${JSON.stringify(game.result)}`);
  return h.digest("hex").slice(0, 16);
}
