// Old World games per second on the bundled content between greedy agents, and
// ratios measured side by side (interleaved, so machine load hits both alike).
// npx tsx bench/oldworld.ts [rounds] [games]
import { performance } from "node:perf_hooks";
import { content } from "../content/generated/oldworld.ts";
import { playToEnd } from "../runtime/agents/agents.ts";
import { createOldWorldGame, replayOldWorld, saveOldWorldReplay } from "../games/oldworld/rules/game.ts";
import { greedyOldWorld } from "../games/oldworld/agents/greedy.ts";

const ROUNDS = Number(process.argv[2] ?? 5);
const GAMES = Number(process.argv[3] ?? 20);
const ids = content.witchers.map((w) => w.id);

const t = { two: 0, five: 0, replay: 0 };
const answers = { two: 0, five: 0 };
let games = 0;
for (let r = 0; r < ROUNDS; r++) {
  for (let i = 0; i < GAMES; i++) {
    const seed = r * 1000 + i + 1;
    let t0 = performance.now();
    const g2 = playToEnd(createOldWorldGame(content, { seed, witchers: ids.slice(0, 2), maxRounds: 250 }), greedyOldWorld);
    t.two += performance.now() - t0;
    answers.two += g2.answers.length;
    t0 = performance.now();
    const g5 = playToEnd(createOldWorldGame(content, { seed, witchers: ids.slice(1, 6), expansions: ["ciri", "lost-mount"], maxRounds: 250 }), greedyOldWorld);
    t.five += performance.now() - t0;
    answers.five += g5.answers.length;
    const file = saveOldWorldReplay(g5);
    t0 = performance.now();
    replayOldWorld(content, file);
    t.replay += performance.now() - t0;
    games++;
  }
}
const perSec = (ms: number) => (games / (ms / 1000)).toFixed(1);
console.log(`greedy agents, bundled Old World content, ${games} games per kind`);
console.log(`2 witchers: ${perSec(t.two)} games/s (${Math.round(answers.two / games)} answers per game)`);
console.log(`5 witchers: ${perSec(t.five)} games/s (${Math.round(answers.five / games)} answers per game)`);
console.log(`answers/s, 5 vs 2 witchers: ${(answers.five / t.five / (answers.two / t.two)).toFixed(2)}x`);
console.log(`replaying a 5-witcher game vs playing it with agents: ${(t.replay / t.five).toFixed(2)}x the time`);
