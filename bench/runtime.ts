// Games per second between random agents, and ratios measured side by side
// (interleaved rounds, so machine load hits both sides alike).
import { performance } from "node:perf_hooks";
import { sampleContent } from "../test/fixtures/adventure/content.ts";
import { replay, saveReplay } from "../games/adventure/rules/game.ts";
import { randomAgent } from "../runtime/agents/agents.ts";
import { runGame } from "../games/adventure/agents/play.ts";

const ROUNDS = Number(process.argv[2] ?? 5);
const GAMES = Number(process.argv[3] ?? 10);
const MAX_ROUNDS = 250;
const TWO = ["hero.geralt", "hero.triss"];
const FOUR = ["hero.geralt", "hero.triss", "hero.dandelion", "hero.yarpen"];

function play(heroes: string[], seed: number) {
  return runGame(sampleContent, { seed, heroes, maxRounds: MAX_ROUNDS }, randomAgent(seed));
}

const t = { two: 0, four: 0, replay: 0 };
let answers2 = 0;
let answers4 = 0;
let games = 0;
for (let r = 0; r < ROUNDS; r++) {
  for (let i = 0; i < GAMES; i++) {
    const seed = r * 1000 + i + 1;
    let t0 = performance.now();
    const g2 = play(TWO, seed);
    t.two += performance.now() - t0;
    answers2 += g2.answers.length;
    t0 = performance.now();
    const g4 = play(FOUR, seed);
    t.four += performance.now() - t0;
    answers4 += g4.answers.length;
    const file = saveReplay(g4);
    t0 = performance.now();
    replay(sampleContent, file);
    t.replay += performance.now() - t0;
    games++;
  }
}
const perSec = (ms: number) => (games / (ms / 1000)).toFixed(1);
console.log(`random agents, ${games} games per kind (up to ${MAX_ROUNDS} rounds)`);
console.log(`2 heroes: ${perSec(t.two)} games/s (${Math.round(answers2 / games)} answers per game)`);
console.log(`4 heroes: ${perSec(t.four)} games/s (${Math.round(answers4 / games)} answers per game)`);
console.log(`answers/s, 4 heroes vs 2 heroes: ${(answers4 / t.four / (answers2 / t.two)).toFixed(2)}x`);
console.log(`replaying a 4-hero game vs playing it with agents: ${(t.replay / t.four).toFixed(2)}x the time`);
