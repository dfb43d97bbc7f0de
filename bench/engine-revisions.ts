// Two revisions of the engine side by side: each revision's rules built as the simulator builds them
// (answered in place, runtime/sim/worker-bundle.ts), both imported into this one process, and the same
// greedy games played by each in turn, round after round, so that the machine's load hits both alike:
// four-hero Adventure games, or with `--game oldworld` the Old World's greedy tables of 1 to 5 witchers as
// `grimoire sim` plays them. Prints the CPU time a game of each, the ratio, and the load average; stops if the
// two revisions ever play a game differently (a speed change that changes the games is not a speed change).
//
//   npm run bench:revisions [revision A] [revision B] [games a round] [rounds] [settle] [--game oldworld]
//
// A revision is anything `git worktree add` takes (a commit, a branch, a tag); "." is this checkout as it is,
// uncommitted changes included. The defaults compare the commit before the last with this checkout.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import type * as Games from "../runtime/sim/in-place-games.ts";

const ROOT = join(import.meta.dirname, "..");
const { game: GAME, positional } = gameArgument(process.argv.slice(2));
const [A = "HEAD~1", B = "."] = positional.slice(0, 2);
const PER_ROUND = Number(positional[2] ?? 200);
const ROUNDS = Number(positional[3] ?? 6);
const SETTLE = Number(positional[4] ?? 800);
const load = () => loadavg().map((x) => x.toFixed(2)).join(" ");

const made: string[] = [];

/** `--game <name>` (anywhere among the arguments) and the positional arguments without it; "adventure" by default */
function gameArgument(args: string[]): { game: string; positional: string[] } {
  const at = args.indexOf("--game");
  if (at < 0) return { game: "adventure", positional: args };
  const game = args[at + 1];
  if (!game) throw new Error("--game needs a game's name (adventure, oldworld)");
  return { game, positional: [...args.slice(0, at), ...args.slice(at + 2)] };
}

/** game i as the bench plays it on one revision's build: the Adventure's greedy four heroes, or a registered game's sim table */
function player(games: typeof Games, game: string): (i: number) => Games.PlayedGame | Promise<Games.PlayedGame> {
  if (game === "adventure") {
    const content = games.contentOf("generated");
    return (i) => games.playGreedy(content, i, false);
  }
  return (i) => games.simGame(game, i, [], false);
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

/** the revision's own build of its greedy games (its own bundler and in-place rewrite), as a module URL */
function built(dir: string): string {
  const script = join(dir, ".bench-bundle.mts");
  writeFileSync(
    script,
    `const { bundleModule } = await import(${JSON.stringify(join(dir, "runtime/sim/worker-bundle.ts"))});\n` +
      `console.log((await bundleModule(${JSON.stringify(join(dir, "runtime/sim/in-place-games.ts"))}, true)).href);\n`,
  );
  try {
    return execFileSync(join(ROOT, "node_modules/.bin/tsx"), [script], { cwd: dir, encoding: "utf8" }).trim().split("\n").pop()!;
  } finally {
    rmSync(script);
  }
}

try {
  console.log(`load average before: ${load()}`);
  const sides: { url: string; games: typeof Games; cpu: number }[] = [];
  for (const rev of [A, B]) {
    const url = built(checkout(rev));
    sides.push({ url, games: (await import(url)) as typeof Games, cpu: 0 });
  }
  // the same bundle text is the same file, imported once: the two revisions' engines are the same
  if (sides[0].url === sides[1].url) console.log(`${A} and ${B} build the very same engine: there is nothing to compare`);
  else await compare(sides);
} finally {
  for (const dir of made) execFileSync("git", ["worktree", "remove", "--force", dir], { cwd: ROOT });
}

async function compare(sides: { games: typeof Games; cpu: number }[]): Promise<void> {
  const plays = sides.map((s) => player(s.games, GAME));
  for (let b = 0; b < 2; b++) for (let i = 0; i < SETTLE; i++) await plays[b](100_000 + i);
  let decisions = 0;
  for (let r = 0; r < ROUNDS; r++) {
    const answers: unknown[][] = [[], []];
    // the revision that plays first changes each round, so neither alone pays for going first. It does not remove
    // every bias: on the Old World's tables the order of the two revisions on the command line still moved the
    // ratio (1.05x one way, 1.46x the other, 1.44x in separate processes): run it both ways
    for (const b of r % 2 ? [1, 0] : [0, 1]) {
      const c0 = process.cpuUsage();
      for (let i = r * PER_ROUND; i < (r + 1) * PER_ROUND; i++) {
        const g = await plays[b](i);
        answers[b].push(g.answers);
        if (b === 0) decisions += g.answers.length;
      }
      const c = process.cpuUsage(c0);
      sides[b].cpu += (c.user + c.system) / 1000;
    }
    // compared after the round's timing
    const differ = answers[0].findIndex((a, k) => JSON.stringify(a) !== JSON.stringify(answers[1][k]));
    if (differ >= 0) throw new Error(`game ${r * PER_ROUND + differ} is played differently by ${A} and ${B}`);
  }
  const games = PER_ROUND * ROUNDS;
  const what = GAME === "adventure" ? "greedy four-hero Adventure games" : `greedy ${GAME} tables (grimoire sim's)`;
  console.log(`${what}, ${games} a revision (${Math.round(decisions / games)} decisions a game), the log not kept, after ${SETTLE} untimed, alternating in ${ROUNDS} rounds; the same answers both ways:`);
  for (const [k, rev] of [A, B].entries()) {
    const ms = sides[k].cpu / games;
    console.log(`  ${(rev === "." ? "this checkout" : rev).padEnd(24)} CPU ${ms.toFixed(3)} ms a game, ${(1000 / ms).toFixed(0)} games/s on one core`);
  }
  console.log(`  ${B === "." ? "this checkout" : B} / ${A}: ${(sides[0].cpu / sides[1].cpu).toFixed(2)}x less CPU a game`);
  console.log(`load average after: ${load()}`);
}
