// Engine throughput: greedy four-hero Adventure games on the bundled content,
// through the generated handlers and through the interpreter (same seeds,
// interleaved), with games, decisions and events per second and the ratio;
// the generated handlers also as `grimoire sim` plays them, the log not kept
// (each event counted as it happens) but for the games it replays;
// then the effect handlers alone (every card's effect run on the same game
// state through both), with their ratio. Each side is warmed up first (the
// JIT), and the load average is printed with the figures.
//
// Last (after the handlers, whose figure it would otherwise disturb), the simulator's mode once the JIT
// has settled: the figures above are taken while V8 is still compiling the engine and the card effects
// (a card's effect becomes hot only after many games), which a long simulation pays once; this times
// games after a thousand more untimed ones. Then the same in the bundle `grimoire sim`'s workers run, on a
// worker thread, after three thousand untimed games: V8 goes on
// compiling card effects for thousands of games (121 compiles in the games 1,000 to 2,000 of one process, 22
// in the games 4,000 to 4,500), and until one is compiled it runs as baseline code, and its compiling takes a core.
//
//   npm run bench:throughput [games] [handler rounds] [settled games]
import { performance } from "node:perf_hooks";
import { availableParallelism } from "node:os";
import { execFile } from "node:child_process";
import { content as compiled } from "../content/generated/index.ts";
import { playToEnd } from "../runtime/agents/agents.ts";
import { greedyAgent } from "../games/adventure/agents/play.ts";
import { contentFromIR } from "../games/adventure/link/interpreted.ts";
import { createGame } from "../games/adventure/rules/game.ts";
import { hooksAt, ownHooks } from "../games/adventure/rules/hooks.ts";
import { AdventureMachine } from "../games/adventure/rules/machine.ts";
import { bindPrimitives } from "../games/adventure/rules/primitives.ts";
import type { AdventureContent } from "../games/adventure/rules/content.ts";
import { Workspace } from "../compiler/workspace.ts";
import { collectGrimFiles, nodeHost } from "../compiler/cli/node-host.ts";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { bundleModule } from "../runtime/sim/worker-bundle.ts";
import { SIM_WORKER_LIMITS } from "../runtime/sim/pool.ts";
import { games } from "../games/registry.ts";
import { load } from "./lib/load.ts";

const GAMES = Number(process.argv[2] ?? 200);
const HANDLER_ROUNDS = Number(process.argv[3] ?? 20);
const SETTLED_GAMES = Number(process.argv[4] ?? 500);
const SETTLE = 1000;
/** the untimed games before the simulator's build is timed: its figure is the one-core figure of a long run */
const SETTLE_IN_PLACE = 3000;
const WARM_UP = 20;
const HEROES = ["hero.geralt", "hero.triss", "hero.dandelion", "hero.yarpen"];
const ws = new Workspace(games, nodeHost);
for (const f of collectGrimFiles(["content"]).files) ws.loadFile(f);
const interpreted = contentFromIR(ws.check().program);

function play(content: AdventureContent, i: number, keep = true) {
  const heroes = [...HEROES.slice(i % 4), ...HEROES.slice(0, i % 4)];
  return playToEnd(createGame(content, { seed: i + 1, heroes, maxRounds: 250 }, { keep }), greedyAgent());
}

console.log(`load average before: ${load()}`);
for (let i = 0; i < WARM_UP; i++) for (const c of [compiled, interpreted]) play(c, 10_000 + i);
for (let i = 0; i < WARM_UP; i++) play(compiled, 10_000 + i, false);

const blank = () => ({ ms: 0, cpu: 0, answers: 0, events: 0 });
const side = { compiled: blank(), "compiled, log not kept": blank(), interpreted: blank() };
const SIDES = [
  ["compiled", compiled, true],
  ["compiled, log not kept", compiled, false],
  ["interpreted", interpreted, true],
] as const;
for (let i = 0; i < GAMES; i++) {
  for (const [name, content, keep] of SIDES) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const g = play(content, i, keep);
    const s = side[name];
    s.ms += performance.now() - t0;
    const c = process.cpuUsage(c0);
    s.cpu += (c.user + c.system) / 1000;
    s.answers += g.answers.length;
    s.events += g.eventCount;
  }
}
console.log(`${GAMES} greedy four-hero games per side (after ${WARM_UP} to warm up):`);
for (const [name, s] of Object.entries(side)) {
  const sec = s.ms / 1000;
  console.log(
    `${name.padEnd(24)} ${(GAMES / sec).toFixed(1)} games/s, ${Math.round(s.answers / sec)} decisions/s, ${Math.round(s.events / sec)} events/s ` +
      `(${Math.round(s.answers / GAMES)} decisions, ${Math.round(s.events / GAMES)} events a game; CPU ${(s.cpu / GAMES).toFixed(2)} ms a game)`,
  );
}
console.log(`compiled / interpreted, whole games: ${(side.interpreted.ms / side.compiled.ms).toFixed(2)}x`);
console.log(`log not kept / kept, compiled: ${(side.compiled.ms / side["compiled, log not kept"].ms).toFixed(2)}x the games a second`);

// ---- the effect handlers alone --------------------------------------------
// Each card's "effect" hook runs on a game at its first decision (same seed on both sides),
// every decision it asks answered with its first option(s). Games are made outside the timing.
interface Job {
  card: string;
  hero: string;
}

function runEffect(content: AdventureContent, job: Job, seed: number): { ms: number; ok: boolean } {
  const game = createGame(content, { seed, heroes: HEROES, maxRounds: 250 });
  const e = game.engine;
  const def = e.cat.card(job.card);
  const t0 = performance.now();
  try {
    e.resolving.push(job.card);
    // the card's own "effect" hooks, on a machine of their own over the game's engine
    const m = new AdventureMachine(e, bindPrimitives);
    m.start(m, ownHooks, { hero: job.hero, entity: def.id, hooks: def.hooks, at: hooksAt(def.hooks, "effect"), window: "effect", instance: job.card, i: 0 });
    for (let n = 0; m.pending !== null; n++) {
      if (n > 1000) throw new Error("runaway effect");
      const d = m.pending;
      m.answer(d.options.slice(0, Math.max(1, d.pick?.min ?? 1)).map((o) => o.key));
    }
    return { ms: performance.now() - t0, ok: true };
  } catch {
    // an effect that needs a battle or a drawing in progress: left out on both sides
    return { ms: 0, ok: false };
  }
}

const jobs: Job[] = compiled.cards.filter((c) => c.hooks.some((h) => h.window === "effect")).map((c) => ({ card: `${c.id}#1`, hero: HEROES[0] }));
const usable = jobs.filter((j) => runEffect(compiled, j, 1).ok && runEffect(interpreted, j, 1).ok);
const handlers = { compiled: 0, interpreted: 0 };
// every handler is a function of its own in the generated module: a few untimed rounds compile them first
for (let r = -5; r < HANDLER_ROUNDS; r++)
  for (const j of usable) {
    const sides = [
      ["compiled", compiled],
      ["interpreted", interpreted],
    ] as const;
    for (const [name, content] of r % 2 ? sides : [...sides].reverse()) {
      const ms = runEffect(content, j, r + 100).ms;
      if (r >= 0) handlers[name] += ms;
    }
  }
const runs = HANDLER_ROUNDS * usable.length;
console.log(
  `effect handlers alone (${usable.length} of ${jobs.length} cards' effects runnable outside a battle or a drawing, ${HANDLER_ROUNDS} rounds): ` +
    `compiled ${((handlers.compiled * 1000) / runs).toFixed(1)} µs, interpreted ${((handlers.interpreted * 1000) / runs).toFixed(1)} µs an effect; ` +
    `compiled / interpreted: ${(handlers.interpreted / handlers.compiled).toFixed(2)}x`,
);
// ---- the simulator's mode, the JIT settled ---------------------------------
if (SETTLED_GAMES > 0) {
  for (let i = 0; i < SETTLE; i++) play(compiled, 20_000 + i, false);
  const settled = blank();
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < SETTLED_GAMES; i++) {
    const g = play(compiled, i, false);
    settled.answers += g.answers.length;
    settled.events += g.eventCount;
  }
  settled.ms = performance.now() - t0;
  const c = process.cpuUsage(c0);
  settled.cpu = (c.user + c.system) / 1000;
  const early = side["compiled, log not kept"];
  console.log(
    `${"log not kept, settled".padEnd(24)} ${((SETTLED_GAMES * 1000) / settled.ms).toFixed(1)} games/s, ${Math.round((settled.answers * 1000) / settled.ms)} decisions/s ` +
      `(seeds 1..${SETTLED_GAMES} after ${SETTLE} more games untimed; CPU ${(settled.cpu / SETTLED_GAMES).toFixed(2)} ms a game, ` +
      `against ${(early.cpu / GAMES).toFixed(2)} ms while the JIT was still compiling)`,
  );
}

// ---- the simulator's bundle, the JIT settled -------------------------------------------------------------
// `grimoire sim`'s worker threads run the rules bundled (runtime/sim/worker-bundle.ts). The same games as above, the log not kept, played on a
// worker thread as the simulator's are (its heap holds the games alone, with the simulator's young
// generation): this is the one-core figure of `grimoire sim`.
/** the simulator's build playing greedy games on a worker thread, timed after `settle` untimed ones (run as code, so a child process can run it too) */
const TIMED_ON_WORKER = `const { parentPort, workerData: d } = require("node:worker_threads");
import(d.url).then((built) => {
  const own = built.contentOf("generated");
  for (let i = 0; i < d.settle; i++) built.playGreedy(own, 20000 + i, false);
  const rounds = [];
  for (let r = 0; r < d.rounds; r++) {
    let answers = 0;
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    for (let i = 0; i < d.games; i++) answers += built.playGreedy(own, i, false).answers.length;
    const ms = performance.now() - t0;
    const c = process.cpuUsage(c0);
    rounds.push({ answers, ms, cpu: (c.user + c.system) / 1000 });
  }
  parentPort.postMessage(rounds);
});`;

interface TimedGames {
  answers: number;
  ms: number;
  /** the whole process's CPU time, ms */
  cpu: number;
}

/**
 * The same games are timed in rounds, one after another in one process. This machine shares its host: a game's
 * time moves by up to half with what other tenants run, and the load average inside does not show it. The
 * fastest round is the nearest to a quiet machine (the least disturbed, as timeit reads its repeats); the
 * rounds and their mean are printed beside it.
 */
const ROUNDS = 5;

function timedOnWorker(url: string): Promise<TimedGames[]> {
  return new Promise((resolve, reject) => {
    const w = new Worker(TIMED_ON_WORKER, {
      eval: true,
      workerData: { url, settle: SETTLE_IN_PLACE, games: SETTLED_GAMES, rounds: ROUNDS },
      resourceLimits: SIM_WORKER_LIMITS,
    });
    w.once("message", resolve);
    w.once("error", reject);
  });
}

/**
 * The same worker in a process of its own held to one core (`taskset`, the last core) with V8 on one thread
 * (`--single-threaded`: its collector and compiler work on the game's own thread, not on other cores): all the
 * work of a game on one core. Null where `taskset` is missing.
 */
function timedOnOneCore(url: string): Promise<TimedGames[] | null> {
  const core = availableParallelism() - 1;
  const code = `const { Worker } = require("node:worker_threads");
const w = new Worker(process.env.TIMED_ON_WORKER, { eval: true, workerData: JSON.parse(process.env.WORKER_DATA), resourceLimits: JSON.parse(process.env.WORKER_LIMITS) });
w.once("message", (m) => { console.log(JSON.stringify(m)); process.exit(0); });
w.once("error", (e) => { console.error(String(e)); process.exit(1); });`;
  const env = {
    ...process.env,
    TIMED_ON_WORKER,
    WORKER_DATA: JSON.stringify({ url, settle: SETTLE_IN_PLACE, games: SETTLED_GAMES, rounds: ROUNDS }),
    WORKER_LIMITS: JSON.stringify(SIM_WORKER_LIMITS),
  };
  return new Promise((resolve, reject) => {
    execFile("taskset", ["-c", String(core), process.execPath, "--single-threaded", "-e", code], { env }, (err, stdout, stderr) => {
      if (err && (err as NodeJS.ErrnoException).code === "ENOENT") return resolve(null);
      if (err) return reject(new Error(`the process held to one core failed: ${stderr.trim() || err.message}`));
      resolve(JSON.parse(stdout) as TimedGames[]);
    });
  });
}

function printTimed(label: string, rounds: readonly TimedGames[], how: string): void {
  const rate = (t: TimedGames) => (SETTLED_GAMES * 1000) / t.ms;
  const fastest = rounds.reduce((a, b) => (rate(b) > rate(a) ? b : a));
  const meanMs = rounds.reduce((a, t) => a + t.ms, 0) / rounds.length;
  console.log(
    `${label.padEnd(24)} ${rate(fastest).toFixed(1)} games/s, ${Math.round((fastest.answers * 1000) / fastest.ms)} decisions/s ` +
      `(${how}, seeds 1..${SETTLED_GAMES} after ${SETTLE_IN_PLACE} more untimed, the fastest of ${rounds.length} rounds; ` +
      `CPU ${(fastest.cpu / SETTLED_GAMES).toFixed(3)} ms a game, ${((SETTLED_GAMES * 1000) / fastest.cpu).toFixed(1)} games a CPU second; ` +
      `the rounds ${rounds.map((t) => rate(t).toFixed(1)).join(", ")} games/s, their mean ${((SETTLED_GAMES * 1000) / meanMs).toFixed(1)})`,
  );
}

if (SETTLED_GAMES > 0) {
  const url = (await bundleModule(join(import.meta.dirname, "lib/greedy-games.ts"))).href;
  printTimed("simulator bundle, settled", await timedOnWorker(url), "the simulator's build on a worker thread");
  // Last: the strict reading of "one core". The line above leaves V8's helper threads the other cores.
  const strict = await timedOnOneCore(url);
  if (strict) printTimed("the same, on one core", strict, `one process held to core ${availableParallelism() - 1}, V8 on one thread`);
  else console.log(`${"the same, on one core".padEnd(24)} not measured: taskset is missing`);
}

console.log(`load average after: ${load()}`);
