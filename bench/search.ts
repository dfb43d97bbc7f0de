// The search bot against the greedy bot in the same seats: each table is played
// twice on the same seed, once by greedy bots only and once with the search bot
// in the first seat (greedy bots elsewhere). The margin is the first seat's win
// rate with the search bot minus with the greedy bot, over the same games, with
// a 95% interval from the paired differences. Prints the load average too.
//
//   npm run bench:search [games] [rollouts per decision] [players] [first table] [decision types, comma-separated] [game id] [horizon] [paired]
//
// The horizon (answers a future plays past the tree before the module's estimate scores it) defaults to the
// game module's (`sim.searchHorizon`); "end" plays every future to the end.
// The game id defaults to adventure; an empty decision types argument ("") takes the game module's own
// (`sim.searchTypes`), else the Adventure types below.
//
// Tables are independent: slices run in separate processes (first table 0, 50, …)
// print their per-table differences on the last line, and `npm run bench:search --
// combine <file>…` pools the saved outputs into one margin and interval.
import { performance } from "node:perf_hooks";
import { games } from "../games/registry.ts";
import { searchAgent } from "../runtime/agents/search.ts";
import type { Agent, PlayableGame } from "../core/game.ts";

import { readFileSync } from "node:fs";
import { load } from "./lib/load.ts";

const Z95 = 1.959963984540054;

/** the mean of paired differences with its 95% interval (normal approximation) */
function margin(diffs: number[]): string {
  const n = diffs.length;
  const mean = diffs.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(diffs.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1));
  const half = (Z95 * sd) / Math.sqrt(n);
  return `margin over ${n} tables: ${mean >= 0 ? "+" : ""}${(mean * 100).toFixed(1)} points, 95% interval [${((mean - half) * 100).toFixed(1)}, ${((mean + half) * 100).toFixed(1)}]`;
}

if (process.argv[2] === "combine") {
  const diffs = process.argv.slice(3).flatMap((f) => JSON.parse(/^differences: (.*)$/m.exec(readFileSync(f, "utf8"))![1]) as number[]);
  console.log(margin(diffs));
  process.exit(0);
}

const GAMES = Number(process.argv[2] ?? 100);
const ROLLOUTS = Number(process.argv[3] ?? 8);
const PLAYERS = Number(process.argv[4] ?? 2);
const FROM = Number(process.argv[5] ?? 0);
/** the decisions that shape a game; the search leaves the others (which wound space, which window) to the greedy bot */
const GAME = process.argv[7] ?? "adventure";
const rt = games.get(GAME).runtime!;
const TYPES = process.argv[6]
  ? process.argv[6].split(",")
  : [...(rt.sim.searchTypes ?? ["choose-action", "choose-route", "encounter-obstacle", "keep-quest", "choose-deck"])];
const HORIZON = process.argv[8] === "end" ? Infinity : Number(process.argv[8] ?? 0);
/** "paired": every answer tried in the same futures at the root (SearchBudget.paired); else the tree search */
const PAIRED = process.argv[9] === "paired";
const content = await rt.bundledContent();
console.log(`load average before: ${load()}`);

function play(i: number, searching: boolean): { won: boolean; ms: number; cpuMs: number } {
  const t = rt.sim.table(content, i, 1 + i, [PLAYERS], { maxRounds: 250 });
  const game = rt.createGame(content, t.options) as PlayableGame;
  const greedy = rt.agents.greedy(i) as Agent;
  const search = searchAgent(rt, { rollouts: ROLLOUTS, seed: 1 + i, types: TYPES, horizon: HORIZON, paired: PAIRED }) as Agent;
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  while (game.pending) {
    const d = game.pending;
    game.answer((searching && d.who === t.seats[0] ? search : greedy)(d, game));
  }
  const cpu = process.cpuUsage(c0);
  return { won: game.outcome?.winner === t.seats[0], ms: performance.now() - t0, cpuMs: (cpu.user + cpu.system) / 1000 };
}

let greedyWins = 0;
let searchWins = 0;
const diffs: number[] = [];
let searchMs = 0;
let searchCpuMs = 0;
for (let i = FROM; i < FROM + GAMES; i++) {
  const g = play(i, false);
  const s = play(i, true);
  greedyWins += +g.won;
  searchWins += +s.won;
  diffs.push(+s.won - +g.won);
  searchMs += s.ms;
  searchCpuMs += s.cpuMs;
  if ((i + 1 - FROM) % 10 === 0) console.error(`${i + 1 - FROM} tables: search ${searchWins}, greedy ${greedyWins} (load ${load()})`);
}
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
console.log(
  `${GAMES} ${PLAYERS}-seat ${GAME} tables from table ${FROM}, the first seat played by the search bot (${ROLLOUTS} futures a decision${PAIRED ? ", each answer in the same futures" : ""}, over ${TYPES.join(", ")}, horizon ${HORIZON || rt.sim.searchHorizon || "the end"}) or the greedy bot:`,
);
console.log(`first seat wins: search ${searchWins} (${pct(searchWins / GAMES)}), greedy ${greedyWins} (${pct(greedyWins / GAMES)})`);
console.log(margin(diffs));
console.log(`time: ${(searchCpuMs / GAMES).toFixed(0)} ms of CPU a game with the search bot (${(searchMs / GAMES).toFixed(0)} ms of wall)`);
console.log(`load average after: ${load()}`);
console.log(`differences: ${JSON.stringify(diffs)}`);
