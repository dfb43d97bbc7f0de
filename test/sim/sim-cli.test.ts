// `grimoire sim`: the command line a designer runs, its shards and merge, its
// worker threads, and its answers to bad input.
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { games } from "../../games/registry.ts";
import { IN_THREAD_GAMES, playGames } from "../../runtime/sim/pool.ts";
import { bundledWorker } from "../../runtime/sim/worker-bundle.ts";
import { summarize, wilson } from "../../runtime/sim/summary.ts";
import { grimoire } from "./grimoire-cli.ts";
import { runIdentity } from "./run-identity.ts";

const SMALL = ["--games", "7", "--max-rounds", "12", "--agent", "mixed", "--seed", "40"];

describe("grimoire sim", () => {
  it("shard + merge prints byte for byte the summary of one run", { timeout: 300_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), "grimoire-shards-"));
    const one = await grimoire(["sim", ...SMALL, "--workers", "1", "--json"]);
    expect(one.code).toBe(0);
    for (const i of [1, 2, 3]) expect((await grimoire(["sim", ...SMALL, "--workers", "1", "--shard", `${i}/3`], dir)).code).toBe(0);
    expect(readdirSync(dir).sort()).toEqual(["sim-shard-1-of-3.json", "sim-shard-2-of-3.json", "sim-shard-3-of-3.json"]);
    // the order the files are named in does not matter
    const merged = await grimoire(["sim", "merge", "sim-shard-3-of-3.json", "sim-shard-1-of-3.json", "sim-shard-2-of-3.json", "--json"], dir);
    expect(merged.code).toBe(0);
    expect(merged.stdout).toBe(one.stdout);
    expect(JSON.parse(one.stdout).games).toBe(7);
    // the bots' coverage too: the merge reads the run's content for the cards none of the shards' games played
    const coverage = JSON.parse(merged.stdout).coverage;
    expect(coverage.cardsNeverPlayed.length).toBeGreaterThan(0);
    expect(Object.keys(coverage.optionsNeverChosen).length).toBeGreaterThan(0);
  });

  it("worker threads add up to the same summary as one thread", { timeout: 300_000 }, async () => {
    const adventure = games.get("adventure");
    const content = await adventure.runtime!.bundledContent();
    const identity = runIdentity({
      game: "adventure",
      sets: content.sets.map((s: { id: string }) => s.id),
      games: 6,
      seed: 9,
      agent: "random",
      maxRounds: 10,
      replayEvery: 2,
    });
    const single = summarize(identity, await playGames(adventure, identity, { workers: 1, from: 0, to: 6, contentDir: null }));
    const threaded = summarize(identity, await playGames(adventure, identity, { workers: 2, from: 0, to: 6, contentDir: null }));
    expect(JSON.stringify(threaded)).toBe(JSON.stringify(single));
    expect(single.failures).toEqual([]);
    expect(single.replayed).toBe(3);
    // the threads started from the one bundled file (the rules built to answer in place), not through tsx
    const entry = await bundledWorker();
    if (entry instanceof Error) throw entry;
    expect(existsSync(fileURLToPath(entry))).toBe(true);
    expect(fileURLToPath(entry)).toMatch(/node_modules\/\.cache\/grimoire-sim\/worker-main-[0-9a-f]{16}\.mjs$/);
  });

  it("a run whose build of the rules cannot be made says why, once, and plays the same games in this thread", { timeout: 300_000 }, async () => {
    const adventure = games.get("adventure");
    const content = await adventure.runtime!.bundledContent();
    // the fewest games a one-thread run would play on a worker, kept short by the round limit
    const count = IN_THREAD_GAMES;
    const identity = runIdentity({
      game: "adventure",
      sets: content.sets.map((s: { id: string }) => s.id),
      games: count,
      seed: 21,
      agent: "random",
      maxRounds: 2,
      replayEvery: 50,
    });
    const notes: string[] = [];
    const onNote = (note: string) => notes.push(note);
    const noBuild = async () => new Error("esbuild is not installed");
    // a worker deals its games with its own copy of the modules: tables dealt here were played here
    const dealt = vi.spyOn(adventure.runtime!.sim, "table");
    const fallback = summarize(
      identity,
      await playGames(adventure, identity, { workers: 1, from: 0, to: count, contentDir: null, onNote, workerBuild: noBuild }),
    );
    const dealtHere = dealt.mock.calls.length;
    dealt.mockRestore();
    expect(dealtHere).toBe(count);
    expect(notes).toEqual([expect.stringContaining("could not be made (esbuild is not installed)")]);
    const normal = summarize(identity, await playGames(adventure, identity, { workers: 1, from: 0, to: count, contentDir: null, onNote }));
    expect(notes).toHaveLength(1);
    expect(JSON.stringify(fallback)).toBe(JSON.stringify(normal));
    expect(fallback.games).toBe(count);
    expect(fallback.failures).toEqual([]);
  });

  it("plays a content folder of .grim sources, with the players, seats and modes asked for", { timeout: 300_000 }, async () => {
    const r = await grimoire(
      "sim content --games 3 --max-rounds 8 --agent random --players 2 --seats hero.geralt,hero.triss,hero.yarpen --mode epic --workers 1 --json",
    );
    expect(r.code).toBe(0);
    const s = JSON.parse(r.stdout);
    expect(s.run).toMatchObject({ game: "adventure", content: "content", sets: ["base"], players: [2], modes: ["epic"] });
    expect(Object.keys(s.seats).sort()).toEqual(["hero.geralt", "hero.triss", "hero.yarpen"]);
    expect(Object.keys(s.byPlayers)).toEqual(["2"]);
  });

  it("plays The Witcher: Old World through the registry: its bundled content, player counts as a range, witchers as seats", { timeout: 300_000 }, async () => {
    const r = await grimoire(
      "sim --game oldworld --games 4 --max-rounds 12 --players 2-3 --seats witcher.bear-witcher,witcher.cat-witcher,witcher.wolf-witcher,witcher.viper-witcher --workers 2 --json",
    );
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const s = JSON.parse(r.stdout);
    expect(s.run).toMatchObject({ game: "oldworld", players: [2, 3] });
    expect(s.failures).toEqual([]);
    expect(Object.keys(s.byPlayers)).toEqual(["2", "3"]);
    for (const w of Object.keys(s.seats)) expect(["witcher.bear-witcher", "witcher.cat-witcher", "witcher.wolf-witcher", "witcher.viper-witcher"]).toContain(w);
    // trophies are the Old World's score
    expect(Object.keys(s.scoreHistogram).length).toBeGreaterThan(0);
  });

  it("--agent search: the search bot plays every seat from the command line, within the budget given", { timeout: 300_000 }, async () => {
    const args = ["sim", "--games", "2", "--players", "2", "--max-rounds", "6", "--seed", "5", "--workers", "1", "--json"];
    const searched = await grimoire([...args, "--agent", "search", "--rollouts", "2", "--search-types", "choose-action"]);
    const greedy = await grimoire([...args, "--agent", "greedy"]);
    expect(searched.code).toBe(0);
    const s = JSON.parse(searched.stdout);
    const g = JSON.parse(greedy.stdout);
    expect(s.run.agent).toBe("search");
    expect(s.run.search).toEqual({ rollouts: 2, types: ["choose-action"] });
    expect(s.failures).toEqual([]);
    expect(s.replayMismatches).toBe(0);
    // the same seeds and seats, other answers: the search bot chose otherwise than the greedy bot somewhere
    expect(s.games).toBe(g.games);
    expect([s.answers, s.events]).not.toEqual([g.answers, g.events]);
    const text = await grimoire([...args.slice(0, -1), "--agent", "search", "--rollouts", "2"]);
    expect(text.stdout).toMatch(/search agents \(2 sampled futures a decision over keep-quest\)/);
  });

  it("--game oldworld --agent search: the search bot plays the budget the Old World names (sim.searchTypes, sim.searchRollouts) unless told otherwise", {
    timeout: 300_000,
  }, async () => {
    const ow = games.get("oldworld").runtime!.sim;
    const r = await grimoire("sim --game oldworld --games 2 --players 2 --seed 5 --workers 1 --json --agent search --rollouts 2");
    expect(r.code).toBe(0);
    expect(r.stderr).not.toMatch(/cannot sample hidden futures/);
    const s = JSON.parse(r.stdout);
    expect(s.run.search).toEqual({ rollouts: 2, types: [...ow.searchTypes!] });
    expect(s.failures).toEqual([]);
    expect(s.replayMismatches).toBe(0);
    // its own number of futures when none is given (one short game: a round limit of 1)
    const d = await grimoire("sim --game oldworld --games 1 --players 1 --max-rounds 1 --seed 5 --workers 1 --json --agent search --search-types phase-2");
    expect(d.code).toBe(0);
    expect(JSON.parse(d.stdout).run.search).toEqual({ rollouts: ow.searchRollouts, types: ["phase-2"] });
  });

  it("bad input is one clear line and exit code 2", { timeout: 300_000 }, async () => {
    const five = await grimoire(["sim", "--players", "5"]);
    expect(five).toMatchObject({ code: 2, stdout: "" });
    expect(five.stderr).toBe("grimoire sim: The Witcher Adventure Game is played by 2, 3, 4 players, not 5\n");
    const mode = await grimoire(["sim", "--mode", "hard"]);
    expect(mode.stderr).toMatch(/has no mode "hard"; its modes: epic/);
    const budget = await grimoire(["sim", "--rollouts", "4"]);
    expect(budget.stderr).toBe("grimoire sim: --rollouts is the search bot's budget: use it with --agent search\n");
    const none = await grimoire(["sim", "--agent", "search", "--rollouts", "0"]);
    expect(none.stderr).toBe('grimoire sim: --rollouts must be a whole number of at least 1, not "0"\n');
    const typo = await grimoire(["sim", "--agent", "search", "--search-types", "keep-quest=0,choose-action"]);
    expect(typo).toMatchObject({ code: 2, stdout: "" });
    expect(typo.stderr).toBe(
      'grimoire sim: --search-types: "keep-quest=0" is neither a decision type (choose-action) nor a type with its own futures a decision (keep-quest=256)\n',
    );
    const shard = await grimoire(["sim", "--shard", "4/3"]);
    expect(shard.stderr).toMatch(/--shard takes i\/n with 1 <= i <= n/);
    const dir = mkdtempSync(join(tmpdir(), "grimoire-shards-"));
    expect((await grimoire(["sim", ...SMALL, "--workers", "1", "--shard", "1/2"], dir)).code).toBe(0);
    const half = await grimoire(["sim", "merge", "sim-shard-1-of-2.json"], dir);
    expect(half).toMatchObject({ code: 2 });
    expect(half.stderr).toBe("grimoire sim: shard 2/2 missing: the summary would not be the run's\n");
    expect(JSON.parse(readFileSync(join(dir, "sim-shard-1-of-2.json"), "utf8")).games).toEqual([0, 3]);
  });
});

describe("win rate intervals", () => {
  it("the Wilson interval at 95%: 50 of 100 is [40.4%, 59.6%], and no games say nothing", () => {
    expect(wilson(50, 100)).toEqual({ rate: 0.5, low: 0.403832, high: 0.596168 });
    expect(wilson(0, 0)).toEqual({ rate: 0, low: 0, high: 1 });
    expect(wilson(0, 10).low).toBe(0);
  });
});
