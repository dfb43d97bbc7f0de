// Worker-thread scaling of `grimoire sim`: the same greedy games on one thread
// and on one per core, measured side by side (alternating, so machine load
// hits both alike), each side on worker threads started for it (so each starts
// with V8 compiling the engine, as a real run does). Prints games/s for each and
// the ratio.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { availableParallelism } from "node:os";
import { performance } from "node:perf_hooks";
import { games } from "../games/registry.ts";
import { playGames } from "../runtime/sim/pool.ts";
import type { RunIdentity } from "../runtime/sim/summary.ts";
import { bundleModule } from "../runtime/sim/worker-bundle.ts";

const ROUNDS = Number(process.argv[2] ?? 2);
const GAMES = Number(process.argv[3] ?? 24);
const cores = availableParallelism();
const adventure = games.get("adventure");
const content = await adventure.runtime!.bundledContent();
const run: RunIdentity = {
  game: "adventure",
  content: "bundled",
  sets: content.sets.map((s: { id: string }) => s.id),
  games: GAMES,
  seed: 1,
  agent: "greedy",
  maxRounds: 250,
  players: [4],
  seats: null,
  modes: [],
  everyStep: false,
  replayEvery: 1_000_000,
};
const ms = { one: 0, all: 0 };
/** the same, from the moment every thread has loaded the content */
const steady = { one: 0, all: 0 };
// CPU time of every thread of the process: on a loaded machine the threads may get no more CPU than one, and the CPU per game says what they would do on a quiet one
const cpu = { one: 0, all: 0 };
for (let r = 0; r < ROUNDS; r++) {
  for (const [key, workers] of [
    ["one", 1],
    ["all", cores],
  ] as const) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    let started = t0;
    // one thread on a worker too: every side starts cold, as each worker compiles the engine anew
    await playGames(
      adventure,
      { ...run, seed: 1 + r * GAMES },
      { workers, inThisThread: false, from: 0, to: GAMES, contentDir: null, onStarted: () => (started = performance.now()) },
    );
    ms[key] += performance.now() - t0;
    steady[key] += performance.now() - started;
    const c = process.cpuUsage(c0);
    cpu[key] += (c.user + c.system) / 1000;
  }
}
const rate = (t: number) => ((ROUNDS * GAMES) / (t / 1000)).toFixed(1);
console.log(`greedy four-hero Adventure games, ${ROUNDS} x ${GAMES} per side (wall clock with and without worker start-up)`);
console.log(`1 thread: ${rate(ms.one)} games/s; ${cores} threads: ${rate(ms.all)} games/s`);
console.log(
  `scaling, ${cores} threads vs 1: ${(ms.one / ms.all).toFixed(2)}x wall clock; ${(steady.one / steady.all).toFixed(2)}x once the threads have started`,
);
const perGame = (t: number) => (t / (ROUNDS * GAMES)).toFixed(0);
console.log(
  `CPU per game: ${perGame(cpu.one)} ms on 1 thread, ${perGame(cpu.all)} ms on ${cores} (start-up included); CPU used / wall: ${(cpu.one / ms.one).toFixed(2)} and ${(cpu.all / ms.all).toFixed(2)} cores`,
);

// ---- the machine's own scaling: independent processes, each the simulator's build of the same games ----
const url = (await bundleModule(join(import.meta.dirname, "lib/greedy-games.ts"))).href;
const SETTLE = 500;
/** one process: settles, then times `games` greedy games; resolves with its games a second */
function alone(games: number): Promise<number> {
  const code = `const m = await import(${JSON.stringify(url)}); const c = m.contentOf("generated");
    for (let i = 0; i < ${SETTLE}; i++) m.playGreedy(c, 100000 + i, false);
    const t0 = performance.now(); for (let i = 0; i < ${games}; i++) m.playGreedy(c, i, false);
    console.log(${games} / ((performance.now() - t0) / 1000));`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", code], { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(Number(out.trim())) : reject(new Error(`a timing process ended with code ${code}`))));
  });
}
const PROCESS_GAMES = Math.max(500, Math.min(GAMES, 3000));
const machine = { one: 0, all: 0 };
for (let r = 0; r < ROUNDS; r++) {
  machine.one += await alone(PROCESS_GAMES);
  machine.all += (await Promise.all(Array.from({ length: cores }, () => alone(PROCESS_GAMES)))).reduce((a, b) => a + b, 0);
}
console.log(
  `the machine: ${cores} processes sharing nothing, each ${PROCESS_GAMES} settled games, play ${(machine.all / machine.one).toFixed(2)}x the games of one alone ` +
    `(${(machine.one / ROUNDS).toFixed(0)} games/s alone); the simulator's threads reach ${(steady.one / steady.all / (machine.all / machine.one)).toFixed(2)} of that`,
);
