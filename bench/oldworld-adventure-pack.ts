// What the Adventure Pack costs a game: greedy Old World games of 1 to 5 players
// with and without the pack, the same seeds, interleaved game by game so machine
// load hits both alike; prints the ratio of time per answer (pack / base).
// npx tsx bench/oldworld-adventure-pack.ts [rounds] [games]
import { performance } from "node:perf_hooks";
import { content } from "../content/generated/oldworld.ts";
import { playToEnd } from "../runtime/agents/agents.ts";
import type { Expansion } from "../games/oldworld/rules/content.ts";
import { createOldWorldGame } from "../games/oldworld/rules/game.ts";
import { greedyOldWorld } from "../games/oldworld/agents/greedy.ts";

const ROUNDS = Number(process.argv[2] ?? 5);
const GAMES = Number(process.argv[3] ?? 50);
const ids = content.witchers.filter((w) => w.set === "core").map((w) => w.id);

const t = { base: 0, pack: 0 };
const answers = { base: 0, pack: 0 };
const play = (seed: number, expansions: Expansion[]) => {
  const t0 = performance.now();
  const g = playToEnd(createOldWorldGame(content, { seed, witchers: ids.slice(0, 1 + (seed % 5)), expansions, maxRounds: 250 }), greedyOldWorld);
  return { ms: performance.now() - t0, answers: g.answers.length };
};
for (let r = 0; r < ROUNDS; r++) {
  for (let i = 0; i < GAMES; i++) {
    const seed = r * 1000 + i + 1;
    // alternate which runs first, so neither always gets the warmer cache
    const order: ("base" | "pack")[] = i % 2 ? ["base", "pack"] : ["pack", "base"];
    for (const k of order) {
      const x = play(seed, k === "pack" ? ["adventure-pack"] : []);
      t[k] += x.ms;
      answers[k] += x.answers;
    }
  }
}
const perAnswer = (k: "base" | "pack") => t[k] / answers[k];
console.log(`${ROUNDS * GAMES} games each, greedy, 1-5 players`);
console.log(`base:           ${(t.base / 1000).toFixed(2)} s, ${answers.base} answers, ${(perAnswer("base") * 1000).toFixed(1)} µs/answer`);
console.log(`adventure pack: ${(t.pack / 1000).toFixed(2)} s, ${answers.pack} answers, ${(perAnswer("pack") * 1000).toFixed(1)} µs/answer`);
console.log(`ratio pack/base per answer: ${(perAnswer("pack") / perAnswer("base")).toFixed(2)}`);
