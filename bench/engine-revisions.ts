// Two revisions of the engine side by side: each revision's rules built as the simulator builds them
// (answered in place, runtime/sim/worker-bundle.ts), each loaded in a process of its own, and the same greedy
// games played by each in turn, round after round (only one process plays at a time), so that the machine's
// load hits both alike: four-hero Adventure games, or with `--game oldworld` the Old World's greedy tables of 1
// to 5 witchers as `grimoire sim` plays them. Prints the CPU time a game of each, the ratio, and the load
// average; stops if the two revisions ever play a game differently (a speed change that changes the games is
// not a speed change). A process each, not both builds in one: sharing a heap, each build paid for the
// other's garbage, and the order the two were named in moved the ratio (1.05x one way, 1.46x the other, for
// two revisions of the Old World 1.44x apart in separate processes). Both processes are held to one core
// (`taskset`, where the system has it): left where the system put them, the revision named second ran 12–15%
// faster in both orders on this 2-core host (its cores are not alike), as much as the steps being measured.
//
// `--sim` plays the games as `grimoire sim` does on a worker instead (runtime/sim/batch.ts playSlice, its
// tables, the invariants checked once a turn, the events read for the balance report, the tally): what the
// simulator's own work costs beside the rules'. The two revisions must then give the same tally.
//
// `--instructions` counts instead of timing: each revision's build plays the settle games and then the games of
// all rounds under valgrind (cachegrind, no cache simulation), and again the settle games alone, the four runs
// at once; the difference is the instructions of the measured games, which the machine's load moves far less
// than it moves time: main's count agreed within 0.6–1.3% over runs at load 1–3, but spread ±8% at load 12–25
// (V8's collector plans by time, so where it collects, and what it then compiles, still follows the load).
// V8 runs on one thread with its hash and random seeds fixed (`--single-threaded --hash-seed=1
// --random-seed=1`; without them repeat runs moved by ±1.5%, as much as a step's gain) and with `--predictable`,
// so that its collector plans by what is allocated, not by the clock: without it two counts of one build
// (2026-12-02) gave 6.664 and 6.554 M instructions a game, with it 6.559 and 6.579 M. Repeat counts still move by
// up to 1.6% (6.019 and 6.114 M for one build): count both sides of a step side by side, twice when it is under
// 2%. The games' answers are hashed in the counted run (the same cost on both sides) and must agree. It needs valgrind (Debian: apt-get install valgrind) and takes minutes.
// On one thread the count holds V8's compiling too, and V8 goes on compiling card effects for thousands of
// games: main's Adventure games counted 8.20 M instructions each after 1,000 settle games, 6.71 M after 3,000
// and 6.52 M after 5,000. A step that moves what gets compiled when moves a count taken early by more than
// the step itself, so `--instructions` settles 3,000 games unless told otherwise (some six minutes a count).
//
//   npm run bench:revisions [revision A] [revision B] [games a round] [rounds] [settle] [--game oldworld] [--sim | --instructions]
//
// A revision is anything `git worktree add` takes (a commit, a branch, a tag); "." is this checkout as it is,
// uncommitted changes included. The defaults compare the commit before the last with this checkout.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { load } from "./lib/load.ts";
import { join } from "node:path";

const ROOT = join(import.meta.dirname, "..");
const SIM = process.argv.includes("--sim");
const INSTRUCTIONS = process.argv.includes("--instructions");
const { game: GAME, positional } = gameArgument(process.argv.slice(2).filter((a) => a !== "--sim" && a !== "--instructions"));
if (SIM && INSTRUCTIONS) {
  console.error("--instructions counts the games' rules alone: use it without --sim");
  process.exit(2);
}
const [A = "HEAD~1", B = "."] = positional.slice(0, 2);
const PER_ROUND = Number(positional[2] ?? 200);
const ROUNDS = Number(positional[3] ?? 6);
const SETTLE = Number(positional[4] ?? (INSTRUCTIONS ? 3000 : 800));
const named = (rev: string) => (rev === "." ? "this checkout" : rev);

const made: string[] = [];

/** the core both timed processes are held to: the last one, or none where `taskset` is missing */
const CORE = (() => {
  try {
    execFileSync("taskset", ["--version"], { stdio: "ignore" });
    return availableParallelism() - 1;
  } catch {
    return undefined;
  }
})();

/** `--game <name>` (anywhere among the arguments) and the positional arguments without it; "adventure" by default */
function gameArgument(args: string[]): { game: string; positional: string[] } {
  const at = args.indexOf("--game");
  if (at < 0) return { game: "adventure", positional: args };
  const game = args[at + 1];
  if (!game) throw new Error("--game needs a game's name (adventure, oldworld)");
  return { game, positional: [...args.slice(0, at), ...args.slice(at + 2)] };
}

/** a checkout of the revision (this one for "."), sharing this checkout's packages */
function checkout(rev: string): string {
  if (rev === ".") return ROOT;
  const dir = mkdtempSync(join(tmpdir(), "grimoire-rev-"));
  execFileSync("git", ["worktree", "add", "--detach", "--quiet", dir, rev], { cwd: ROOT, stdio: "inherit" });
  made.push(dir);
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
  return dir;
}

/**
 * With --sim, the module each revision's build is made of: the simulator's slice of games, as a worker plays it
 * (`playSlice(from, to)` gives the tally), on four-hero Adventure tables or the Old World's own.
 */
const SIM_ENTRY = `
import { games } from "./games/registry.ts";
import { playSlice as play } from "./runtime/sim/batch.ts";
import { loadSimContent } from "./__SIM_CONTENT__";
const module = games.get(${JSON.stringify(GAME)});
const load = loadSimContent as (...args: unknown[]) => Promise<unknown>;
// the loader takes the registry first since the registry is passed in; older revisions take the module alone
const content = await (load.length === 3 ? load(games, module, null) : load(module, null));
const run = { game: ${JSON.stringify(GAME)}, content: "bundled", sets: [], games: 1_000_000, seed: 1, agent: "greedy", maxRounds: 250,
  players: ${GAME === "adventure" ? "[4]" : "null"}, seats: null, modes: [], everyStep: false, replayEvery: 1_000_000 };
export const playSlice = (from: number, to: number) => play(module, content, run as never, from, to);
`;

/** the revision's own build of its greedy games (its own bundler, and in older revisions its in-place rewrite), as a module URL */
function built(dir: string): string {
  const script = join(dir, ".bench-bundle.mts");
  // the greedy games module moved from runtime/sim to bench/lib/ (a driver of the benchmarks, above every layer)
  const games =
    ["bench/lib/greedy-games.ts", "bench/lib/in-place-games.ts", "bench/in-place-games.ts"].find((f) => existsSync(join(dir, f))) ??
    "runtime/sim/in-place-games.ts";
  const entry = SIM ? join(dir, ".bench-sim-entry.ts") : join(dir, games);
  // the simulator's content loader moved to the front end (compiler/sim-content.ts); older revisions have it in runtime/sim
  const loader = existsSync(join(dir, "compiler/sim-content.ts")) ? "compiler/sim-content.ts" : "runtime/sim/content.ts";
  if (SIM) writeFileSync(entry, SIM_ENTRY.replace("__SIM_CONTENT__", loader));
  writeFileSync(
    script,
    `const { bundleModule } = await import(${JSON.stringify(join(dir, "runtime/sim/worker-bundle.ts"))});\n` +
      `console.log((await bundleModule(${JSON.stringify(entry)}, true)).href);\n`,
  );
  try {
    return execFileSync(join(ROOT, "node_modules/.bin/tsx"), [script], { cwd: dir, encoding: "utf8" }).trim().split("\n").pop()!;
  } finally {
    rmSync(script);
    if (SIM) rmSync(entry);
  }
}

/** a round's result from a revision's process: its CPU time, and its games' answers to compare */
interface Played {
  cpu: number;
  answers: string;
  decisions: number;
}

/**
 * A process playing one revision's build: it settles (untimed games), then plays the rounds it is sent and
 * answers with its own CPU time (the process's, its collector's threads included) and the games' answers.
 */
function revisionProcess(url: string): { ready: Promise<void>; play(from: number, to: number): Promise<Played>; stop(): void } {
  const code = `
    const m = await import(${JSON.stringify(url)});
    const game = ${JSON.stringify(GAME)};
    const sim = ${SIM};
    const content = game === "adventure" && !sim ? m.contentOf("generated") : null;
    const play = (i) => (game === "adventure" ? m.playGreedy(content, i, false) : m.simGame(game, i, [], false));
    if (sim) m.playSlice(100000, 100000 + ${SETTLE});
    else for (let i = 0; i < ${SETTLE}; i++) await play(100000 + i);
    process.on("message", async ({ from, to }) => {
      const answers = [];
      let decisions = 0;
      const c0 = process.cpuUsage();
      if (sim) {
        const tally = m.playSlice(from, to);
        answers.push(tally);
        decisions = tally.answers;
      } else
        for (let i = from; i < to; i++) {
          const g = await play(i);
          answers.push(g.answers);
          decisions += g.answers.length;
        }
      const c = process.cpuUsage(c0);
      process.send({ cpu: (c.user + c.system) / 1000, answers: JSON.stringify(answers), decisions });
    });
    process.send("ready");`;
  const node = [process.execPath, "--input-type=module", "-e", code];
  const [command, ...args] = CORE === undefined ? node : ["taskset", "-c", String(CORE), ...node];
  const child: ChildProcess = spawn(command!, args, { stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const failed = new Promise<never>((_, reject) => {
    child.once("error", reject);
    child.once("exit", (c) => reject(new Error(`the process playing ${url} ended (code ${c})`)));
  });
  const next = <T>() => Promise.race([new Promise<T>((resolve) => child.once("message", (m) => resolve(m as T))), failed]);
  const ready = next<string>().then(() => undefined);
  return {
    ready,
    play(from, to) {
      const answer = next<Played>();
      child.send({ from, to });
      return answer;
    },
    stop: () => {
      child.removeAllListeners("exit");
      child.kill();
    },
  };
}

/** the instructions valgrind counts while a revision's build plays `settle` untimed games and then `games` more */
function counted(url: string, games: number): Promise<{ instructions: number; answers: string }> {
  const code = `
    import { createHash } from "node:crypto";
    const m = await import(${JSON.stringify(url)});
    const game = ${JSON.stringify(GAME)};
    const content = game === "adventure" ? m.contentOf("generated") : null;
    const play = (i) => (game === "adventure" ? m.playGreedy(content, i, false) : m.simGame(game, i, [], false));
    for (let i = 0; i < ${SETTLE}; i++) await play(100000 + i);
    const hash = createHash("sha256");
    for (let i = 0; i < ${games}; i++) hash.update(JSON.stringify((await play(i)).answers));
    console.log("answers " + hash.digest("hex"));`;
  const args = ["--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null"];
  const node = [process.execPath, "--single-threaded", "--predictable", "--hash-seed=1", "--random-seed=1", "--input-type=module", "-e", code];
  return new Promise((resolve, reject) => {
    const child = spawn("valgrind", [...args, ...node], { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout!.on("data", (d) => (out += d));
    child.stderr!.on("data", (d) => (out += d));
    child.once("error", (e) => reject(new Error(`valgrind could not be started (${e.message}); --instructions needs it (apt-get install valgrind)`)));
    child.once("exit", (c) => {
      const refs = /I\s+refs:\s+([\d,]+)/.exec(out);
      const answers = /answers ([0-9a-f]+)/.exec(out);
      if (c !== 0 || !refs || !answers) reject(new Error(`the count of ${url} failed (code ${c}):\n${out.slice(-2000)}`));
      else resolve({ instructions: Number(refs[1].replaceAll(",", "")), answers: answers[1] });
    });
  });
}

async function compareInstructions(urls: string[]): Promise<void> {
  const games = PER_ROUND * ROUNDS;
  const runs = await Promise.all(urls.flatMap((url) => [counted(url, games), counted(url, 0)]));
  if (runs[0].answers !== runs[2].answers) throw new Error(`${A} and ${B} play games 0 to ${games - 1} differently`);
  const what = GAME === "adventure" ? "greedy four-hero Adventure games" : `greedy ${GAME} tables (grimoire sim's)`;
  console.log(`${what}, ${games} a revision after ${SETTLE} uncounted, instructions (valgrind; one thread, V8's seeds fixed); the same answers both ways:`);
  const each = [0, 1].map((k) => (runs[2 * k].instructions - runs[2 * k + 1].instructions) / games);
  for (const [k, rev] of [A, B].entries())
    console.log(
      `  ${named(rev).padEnd(24)} ${(each[k] / 1e6).toFixed(3)} M instructions a game; the first ${SETTLE} games ${(runs[2 * k + 1].instructions / 1e9).toFixed(2)} G`,
    );
  const ratio = each[0] / each[1];
  console.log(`  ${named(B)} against ${named(A)}: ${ratio >= 1 ? `${ratio.toFixed(3)}x fewer` : `${(1 / ratio).toFixed(3)}x more`} instructions a game`);
  console.log(`load average after: ${load()}`);
  // the four counts alone keep four runs busy; more than that and the cores is other work beside them
  const busy = loadavg()[0];
  if (busy > 4 + availableParallelism())
    console.log(
      `  other work ran beside the count (load ${busy.toFixed(1)} on ${availableParallelism()} cores): one build's count then moves by several percent from run to run, so count again on a quieter machine before trusting a small step`,
    );
}

try {
  console.log(`load average before: ${load()}`);
  const urls = [A, B].map((rev) => built(checkout(rev)));
  // the same bundle text is the same file: the two revisions' engines are the same
  if (urls[0] === urls[1]) console.log(`${A} and ${B} build the very same engine: there is nothing to compare`);
  else if (INSTRUCTIONS) await compareInstructions(urls);
  else await compare(urls);
} catch (e) {
  // a failed build, games played differently, no valgrind: said in words, not a stack trace
  console.error(e instanceof Error ? e.message : String(e));
  process.exitCode = 1;
} finally {
  for (const dir of made) execFileSync("git", ["worktree", "remove", "--force", dir], { cwd: ROOT });
}

async function compare(urls: string[]): Promise<void> {
  const sides = urls.map(revisionProcess);
  try {
    // both settle at once: untimed
    await Promise.all(sides.map((p) => p.ready));
    const cpu = [0, 0];
    let decisions = 0;
    for (let r = 0; r < ROUNDS; r++) {
      const played: Played[] = [];
      // one plays while the other waits; the one that goes first changes each round
      for (const b of r % 2 ? [1, 0] : [0, 1]) played[b] = await sides[b].play(r * PER_ROUND, (r + 1) * PER_ROUND);
      for (let b = 0; b < 2; b++) cpu[b] += played[b].cpu;
      decisions += played[0].decisions;
      if (played[0].answers !== played[1].answers) {
        if (SIM) throw new Error(`games ${r * PER_ROUND} to ${(r + 1) * PER_ROUND - 1} add up to different tallies in ${A} and ${B}`);
        const [a, b] = played.map((p) => JSON.parse(p.answers) as unknown[]);
        const differ = a.findIndex((x, k) => JSON.stringify(x) !== JSON.stringify(b[k]));
        throw new Error(`game ${r * PER_ROUND + differ} is played differently by ${A} and ${B}`);
      }
    }
    const games = PER_ROUND * ROUNDS;
    const what = GAME === "adventure" ? "greedy four-hero Adventure games" : `greedy ${GAME} tables (grimoire sim's)`;
    const how = SIM ? "played as grimoire sim's workers play them (invariants once a turn, events read, tallied)" : "the log not kept";
    const same = SIM ? "the same tallies" : "the same answers";
    console.log(
      `${what}, ${games} a revision (${Math.round(decisions / games)} decisions a game), ${how}, after ${SETTLE} untimed, alternating in ${ROUNDS} rounds, a process each${CORE === undefined ? " (taskset missing: each on the core the system chose)" : `, both on core ${CORE}`}; ${same} both ways:`,
    );
    for (const [k, rev] of [A, B].entries()) {
      const ms = cpu[k] / games;
      console.log(`  ${named(rev).padEnd(24)} CPU ${ms.toFixed(3)} ms a game, ${(1000 / ms).toFixed(0)} games/s on one core`);
    }
    const ratio = cpu[0] / cpu[1];
    console.log(`  ${named(B)} against ${named(A)}: ${ratio >= 1 ? `${ratio.toFixed(2)}x less` : `${(1 / ratio).toFixed(2)}x more`} CPU a game`);
    console.log(`load average after: ${load()}`);
  } finally {
    for (const p of sides) p.stop();
  }
}
