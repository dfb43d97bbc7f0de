// The search bot's snapshots: a copy of a game at one of its decisions, made from
// the copy the game kept as its turn (the Old World's Wild Hunt: its round) started
// (`fork`) and by replaying every answer so far, interleaved at the same decisions
// of greedy two-seat games; the time a copy and the time a whole sampled future
// (copy, determinise, play out between greedy bots), and the ratios. Prints the
// load average too.
//
//   npm run bench:fork [tables] [every nth decision] [game id] [modes, comma-separated]
//
// The game id defaults to adventure; `npm run bench:fork 20 25 oldworld wild-hunt` plays Wild Hunt tables.
import { performance } from "node:perf_hooks";
import { games } from "../games/registry.ts";
import type { Agent, PlayableGame } from "../core/game.ts";
import { load } from "./lib/load.ts";

const TABLES = Number(process.argv[2] ?? 20);
const EVERY = Number(process.argv[3] ?? 25);
const GAME = process.argv[4] ?? "adventure";
const MODES = (process.argv[5] ?? "").split(",").filter(Boolean);
const rt = games.get(GAME).runtime!;
if (!rt.fork || !rt.determinise) throw new Error(`${GAME}: the game module copies no game (no fork) or samples no future (no determinise)`);
const content = await rt.bundledContent();
console.log(`load average before: ${load()}`);

const forked = (g: PlayableGame) => rt.fork!.copy(g as never) as PlayableGame;
function replayed(g: PlayableGame): PlayableGame {
  const copy = rt.createGame(content, rt.optionsOf(g as never), { keep: false }) as PlayableGame;
  for (const a of g.answers) copy.answer(a);
  return copy;
}
const WAYS = [
  ["fork", forked],
  ["replay", replayed],
] as const;
const time = { fork: { copy: 0, future: 0 }, replay: { copy: 0, future: 0 } };
let copies = 0;
for (let i = 0; i < TABLES + 3; i++) {
  const warm = i < 3;
  const t = rt.sim.table(content, i, 1 + i, [2], { maxRounds: 250, modes: MODES });
  const game = rt.fork!.create(content, t.options) as PlayableGame;
  const greedy = rt.agents.greedy(i) as Agent;
  for (let n = 0; game.pending; n++) {
    if (n % EVERY === EVERY - 1) {
      for (const [name, copyOf] of WAYS) {
        const t0 = performance.now();
        const copy = copyOf(game);
        const t1 = performance.now();
        rt.determinise!(copy as never, n, game.pending.who);
        const bot = rt.agents.greedy(n) as Agent;
        while (copy.pending) copy.answer(bot(copy.pending, copy));
        if (!warm) {
          time[name].copy += t1 - t0;
          time[name].future += performance.now() - t0;
        }
      }
      if (!warm) copies++;
    }
    game.answer(greedy(game.pending, game));
  }
}
const us = (ms: number) => `${((ms / copies) * 1000).toFixed(0)} µs`;
console.log(
  `${copies} decisions of ${TABLES} greedy two-seat ${GAME}${MODES.length ? ` (${MODES.join(", ")})` : ""} games (every ${EVERY}th, after 3 games to warm up):`,
);
console.log(`| | a copy | a sampled future (copy, determinise, play out) |`);
console.log(`| --- | --- | --- |`);
for (const [name] of WAYS) console.log(`| ${name} | ${us(time[name].copy)} | ${us(time[name].future)} |`);
console.log(`| replay / fork | **${(time.replay.copy / time.fork.copy).toFixed(1)}x** | **${(time.replay.future / time.fork.future).toFixed(2)}x** |`);
console.log(`load average after: ${load()}`);
