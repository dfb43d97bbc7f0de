// The tree search bot (runtime/agents/search.ts) on a game on the rules kernel: Lantern Dive, whose futures
// are restores of one snapshot. It must be replayable (the same seed and budget give the same answers) and
// must play better than the greedy bot it rolls out with, in the same seats on the same seeds.
import { describe, expect, it } from "vitest";
import { lanternGame } from "../../examples/lantern/index.ts";
import type { LanternGame } from "../../examples/lantern/rules.ts";
import { searchAgent, type SearchStats } from "../../runtime/agents/search.ts";
import { playSlice } from "../../runtime/sim/batch.ts";
import type { RunIdentity } from "../../runtime/sim/summary.ts";

const rt = lanternGame.runtime!;
const content = await rt.bundledContent();
const divers = ["diver.ann", "diver.bo"];

/** one table, the first seat's bot searching (or greedy), the second greedy; did the first seat win? */
function firstSeatWins(seed: number, search: boolean, stats?: SearchStats): { won: boolean; game: LanternGame } {
  const game = rt.createGame(content, { seed, divers, maxRounds: 60 }, { keep: false });
  const first = search ? searchAgent(rt, { rollouts: 64, seed }, stats) : rt.agents.greedy(seed);
  const second = rt.agents.greedy(seed + 1);
  while (game.pending) game.answer((game.pending.who === divers[0] ? first : second)(game.pending, game));
  return { won: game.outcome?.winner === divers[0], game };
}

describe("the tree search bot over snapshots", () => {
  it("is replayable: the same seed and budget give the same answers, and the game's replay is the same game", () => {
    const a = firstSeatWins(5, true).game;
    const b = firstSeatWins(5, true).game;
    expect(b.answers).toEqual(a.answers);
    const again = rt.createGame(content, { seed: 5, divers, maxRounds: 60 });
    for (const x of a.answers) again.answer(x);
    expect(again.outcome).toEqual(a.outcome);
  });

  it("wins more Lantern Dive tables than the greedy bot in the same seat, by more than its 95% interval's half-width", () => {
    const stats: SearchStats = { decisions: 0, futures: 0 };
    const diffs: number[] = [];
    for (let i = 0; i < 200; i++) diffs.push(Number(firstSeatWins(1000 + i, true, stats).won) - Number(firstSeatWins(1000 + i, false).won));
    const mean = diffs.reduce((s, d) => s + d, 0) / diffs.length;
    const sd = Math.sqrt(diffs.reduce((s, d) => s + (d - mean) ** 2, 0) / (diffs.length - 1));
    const low = mean - (1.96 * sd) / Math.sqrt(diffs.length);
    expect(stats.futures).toBe(stats.decisions * 64);
    expect(mean).toBeGreaterThan(0.05);
    expect(low).toBeGreaterThan(0);
  });

  it("is the bot `grimoire sim --agent search` plays for a game with snapshots, and its games replay", () => {
    const run: RunIdentity = {
      ...{ game: "lantern", content: "bundled", sets: ["base"], games: 6, seed: 3, agent: "search", search: { rollouts: 16, types: [] } },
      ...{ maxRounds: 60, players: [2], seats: null, modes: [], everyStep: true, replayEvery: 1 },
    };
    const tally = playSlice(lanternGame, content, { ...run, search: { rollouts: 16, types: ["dive-or-surface", "choose-option"] } }, 0, 6);
    expect(tally.failures).toEqual([]);
    expect(tally.replayMismatches).toBe(0);
    expect(tally.games).toBe(6);
  });
});
