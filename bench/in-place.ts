// The rules built two ways, side by side in one process: as generators (every decision suspends
// the game) and built to answer in place (runtime/sim/in-place-build.ts: plain functions, the bot asked
// where the rules ask; `grimoire sim`'s workers run this build). The same greedy games of each game
// (bench/lib/in-place-games.ts), the log not kept, each build warmed up with `settle` untimed games (the JIT
// compiles card effects over many games: see bench/README.md), then rounds of games alternating between
// the builds; the CPU time a game, games a second on one core and the ratio, with the load average. The two
// builds' answers are compared on the way: a figure for a build that played other games would mean nothing.
//
//   npm run bench:in-place [games a round] [rounds] [settle]
import { join } from "node:path";
import { bundleModule } from "../runtime/sim/worker-bundle.ts";
import type * as Games from "./lib/in-place-games.ts";
import { load } from "./lib/load.ts";

const PER_ROUND = Number(process.argv[2] ?? 200);
const ROUNDS = Number(process.argv[3] ?? 4);
const SETTLE = Number(process.argv[4] ?? 1000);
const entry = join(import.meta.dirname, "lib/in-place-games.ts");

console.log(`load average before: ${load()}`);
const builds: [string, typeof Games][] = [];
for (const inPlace of [false, true])
  builds.push([inPlace ? "answered in place" : "generators", (await import((await bundleModule(entry, inPlace)).href)) as typeof Games]);
const contents = builds.map(([, m]) => m.contentOf("generated"));

// each game as the simulator plays it: the Adventure's greedy four-hero tables; the Old World's tables of 1 to 5
// witchers through its module (sim.table), every seat greedy
const GAMES: [string, (m: typeof Games, b: number, i: number) => Promise<Games.PlayedGame> | Games.PlayedGame][] = [
  ["Adventure Game, greedy four-hero games", (m, b, i) => m.playGreedy(contents[b], i, false)],
  ["Old World, greedy tables of 1 to 5 witchers", (m, _b, i) => m.simGame("oldworld", i, [], false)],
];
for (const [name, play] of GAMES) {
  for (let b = 0; b < builds.length; b++) for (let i = 0; i < SETTLE; i++) await play(builds[b][1], b, 100_000 + i);
  const cpu = builds.map(() => 0);
  let games = 0;
  let decisions = 0;
  for (let r = 0; r < ROUNDS; r++) {
    for (let i = r * PER_ROUND; i < (r + 1) * PER_ROUND; i++) {
      const answers: string[] = [];
      for (let b = 0; b < builds.length; b++) {
        const c0 = process.cpuUsage();
        const g = await play(builds[b][1], b, i);
        const c = process.cpuUsage(c0);
        cpu[b] += (c.user + c.system) / 1000;
        answers.push(JSON.stringify(g.answers));
        if (b === 0) decisions += g.answers.length;
      }
      if (answers[1] !== answers[0]) throw new Error(`${name}: game ${i} went otherwise in place than as generators`);
      games++;
    }
  }
  console.log(
    `${name}: ${games} a build (${Math.round(decisions / games)} decisions a game), the log not kept, after ${SETTLE} untimed, alternating in ${ROUNDS} rounds; the same answers both ways:`,
  );
  for (let b = 0; b < builds.length; b++) {
    const ms = cpu[b] / games;
    console.log(`  ${builds[b][0].padEnd(18)} CPU ${ms.toFixed(3)} ms a game, ${(1000 / ms).toFixed(0)} games/s on one core`);
  }
  console.log(`  answered in place / generators: ${(cpu[0] / cpu[1]).toFixed(2)}x less CPU a game`);
}
console.log(`load average after: ${load()}`);
