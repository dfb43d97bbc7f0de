// `grimoire sim` failures link straight to the editor's replay viewer: each
// failed game is played again up to its failure and written as a replay file,
// with a line naming the file and the link that opens it.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import type { GameModule } from "../../core/game.ts";
import { games } from "../../games/registry.ts";
import { replayWith } from "../../runtime/core/replay.ts";
import { playSlice } from "../../runtime/sim/batch.ts";
import { describeWrittenFailures, replayLink, writeFailureReplays } from "../../runtime/sim/failure-replays.ts";
import type { RunIdentity } from "../../runtime/sim/summary.ts";
import { coinContent, type CoinContent, type CoinGame, type CoinOptions } from "../games/toy/game.ts";
import { coinRaceGame } from "../games/toy/index.ts";
import { content as oldWorld } from "../../content/generated/oldworld.ts";
import { oldworldGame } from "../../games/oldworld/index.ts";
import { parseAnyReplay, replayOn } from "../../editor/adapters/replay.ts";
import { oldWorldReplaySteps } from "../../games/oldworld/preview/replay.ts";
import type { OldWorldContent } from "../../games/oldworld/rules/content.ts";
import type { OldWorldGame } from "../../games/oldworld/rules/game.ts";
import type { OldWorldOptions } from "../../games/oldworld/rules/state.ts";

/** Coin Race with a rule check that breaks once a player holds 5 coins: every game fails mid-way */
const broken: GameModule<CoinContent, CoinOptions, CoinGame> = {
  ...coinRaceGame,
  runtime: {
    ...coinRaceGame.runtime!,
    invariants: (g) =>
      Object.entries(g.coins)
        .filter(([, n]) => n >= 5)
        .map(([p, n]) => `${p} has ${n} coins`),
  },
};

const run: RunIdentity = {
  game: "coin-race",
  content: "bundled",
  sets: ["toy"],
  games: 3,
  seed: 20,
  agent: "mixed",
  maxRounds: 50,
  players: [2],
  seats: null,
  modes: [],
  everyStep: true,
  replayEvery: 1,
};

let project: string;
afterEach(() => rmSync(project, { recursive: true, force: true }));

describe("grimoire sim: a failed game's replay", () => {
  it("writes failure-<game>-<seed>.json replaying the game up to its failure, and prints the file with the editor's ?replay= link", () => {
    project = mkdtempSync(join(tmpdir(), "grimoire-failures-"));
    writeFileSync(join(project, "package.json"), "{}\n");
    const tally = playSlice(broken, coinContent, run, 0, run.games);
    expect(tally.failures.map((f) => f.game)).toEqual([0, 1, 2]);
    const dir = join(project, "sim-failures");
    const written = writeFailureReplays(broken, coinContent, run, tally.failures, dir, project);
    const lines = describeWrittenFailures(written);
    for (const [k, f] of tally.failures.entries()) {
      const file = join(dir, `failure-${f.game}-${f.seed}.json`);
      expect(existsSync(file)).toBe(true);
      expect(lines[k]).toBe(
        `game ${f.game} (seed ${f.seed}): replay written to ${file}, open it in the editor: http://127.0.0.1:5173/?replay=sim-failures/failure-${f.game}-${f.seed}.json`,
      );
      // the file replays to the very state the invariant rejected, and the game is not over there
      const again = replayWith(coinRaceGame.runtime!.replay, coinContent, JSON.parse(readFileSync(file, "utf8")));
      expect(broken.runtime!.invariants(again)).toEqual([f.error.replace(/^invariant broken: /, "")]);
      expect(again.answers.length).toBeGreaterThan(0);
    }
  });

  it("an Old World game's failure is written and linked the same way, and the editor's replay model steps through it to the failing state", () => {
    project = mkdtempSync(join(tmpdir(), "grimoire-failures-"));
    writeFileSync(join(project, "package.json"), "{}\n");
    // a rule check that breaks once a witcher holds 6 gold or more
    const rich: GameModule<OldWorldContent, OldWorldOptions, OldWorldGame> = {
      ...oldworldGame,
      runtime: {
        ...oldworldGame.runtime!,
        invariants: (g) =>
          Object.values(g.state.players)
            .filter((p) => p.gold >= 6)
            .map((p) => `${p.id} has ${p.gold} gold`),
      },
    };
    const owRun: RunIdentity = { ...run, game: "oldworld", sets: oldWorld.sets.map((s) => s.id), games: 2, seed: 3, maxRounds: 20, players: [2] };
    const tally = playSlice(rich, oldWorld, owRun, 0, owRun.games);
    expect(tally.failures.length).toBeGreaterThan(0);
    const written = writeFailureReplays(rich, oldWorld, owRun, tally.failures, join(project, "sim-failures"), project);
    const f = tally.failures[0];
    expect(describeWrittenFailures(written)[0]).toMatch(
      new RegExp(`open it in the editor: http://127\\.0\\.0\\.1:5173/\\?replay=sim-failures/failure-${f.game}-${f.seed}\\.json$`),
    );
    const replay = parseAnyReplay(readFileSync(written[0].file!, "utf8"), games);
    expect(replay.module.meta.id).toBe("oldworld");
    const model = replayOn(oldWorldReplaySteps, replay.module, oldWorld, replay.file);
    const last = model.step(model.length - 1).state;
    expect(Object.values(last.players).some((p) => p.gold >= 6)).toBe(true);
    // one step before the last answer the rule still held: the last step is the failure
    expect(Object.values(model.step(model.length - 2).state.players).some((p) => p.gold >= 6)).toBe(false);
  });

  it("writes nothing when no game fails", () => {
    project = mkdtempSync(join(tmpdir(), "grimoire-failures-"));
    const tally = playSlice(coinRaceGame, coinContent, run, 0, run.games);
    expect(tally.failures).toEqual([]);
    expect(writeFailureReplays(coinRaceGame, coinContent, run, tally.failures, join(project, "sim-failures"), project)).toEqual([]);
    expect(existsSync(join(project, "sim-failures"))).toBe(false);
  });

  it("gives no link for a file outside the project: the editor opens only files inside it", () => {
    project = mkdtempSync(join(tmpdir(), "grimoire-failures-"));
    expect(replayLink(join(project, "..", "elsewhere", "failure-0-1.json"), project)).toBeNull();
    expect(replayLink(join(project, "out dir", "failure-0-1.json"), project)).toBe("http://127.0.0.1:5173/?replay=out%20dir/failure-0-1.json");
  });

  it("the command line: a content whose heroes start with -1 gold fails every game's invariants; each failure is written and linked", {
    timeout: 120_000,
  }, async () => {
    project = mkdtempSync(join(tmpdir(), "grimoire-failures-"));
    writeFileSync(join(project, "package.json"), '{"type":"module"}\n');
    const generated = resolve("content/generated/index.ts");
    writeFileSync(
      join(project, "broken.ts"),
      `import { content as bundled } from ${JSON.stringify(generated)};\nexport const content = { ...bundled, heroes: bundled.heroes.map((h) => ({ ...h, gold: -1 })) };\n`,
    );
    let r: { code: number; stdout: string; stderr: string };
    try {
      const ok = await promisify(execFile)(
        process.execPath,
        [resolve("bin/grimoire.js"), "sim", "broken.ts", "--games", "2", "--workers", "1", "--max-rounds", "3", "--failures", "out"],
        { cwd: project },
      );
      r = { code: 0, ...ok };
    } catch (e) {
      r = e as { code: number; stdout: string; stderr: string };
    }
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("failures: 2");
    expect(readdirSync(join(project, "out")).sort()).toEqual(["failure-0-1.json", "failure-1-2.json"]);
    expect(r.stderr).toContain(
      "game 0 (seed 1): replay written to out/failure-0-1.json, open it in the editor: http://127.0.0.1:5173/?replay=out/failure-0-1.json\n",
    );
    // the file replays on the content it was played with, and ends where the invariant broke
    const adventure = games.get("adventure");
    const { content } = await import(join(project, "broken.ts"));
    const again = replayWith(adventure.runtime!.replay, content, JSON.parse(readFileSync(join(project, "out", "failure-0-1.json"), "utf8")));
    expect(adventure.runtime!.invariants(again).join("; ")).toMatch(/has -1 gold/);
  });
});
