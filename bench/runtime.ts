// Games per second between random agents, and ratios measured side by side
// (interleaved rounds, so machine load hits both sides alike).
import { sampleContent } from "../test/fixtures/adventure/content.ts";
import { replay, saveReplay } from "../games/adventure/rules/game.ts";
import { randomAgent } from "../runtime/agents/agents.ts";
import { runGame } from "../games/adventure/agents/play.ts";
import { interleaved, printInterleaved } from "./lib/interleaved.ts";

const ROUNDS = Number(process.argv[2] ?? 5);
const GAMES = Number(process.argv[3] ?? 10);
const MAX_ROUNDS = 250;
const TWO = ["hero.geralt", "hero.triss"];
const FOUR = ["hero.geralt", "hero.triss", "hero.dandelion", "hero.yarpen"];

function play(heroes: string[], seed: number) {
  return runGame(sampleContent, { seed, heroes, maxRounds: MAX_ROUNDS }, randomAgent(seed));
}

const m = interleaved(
  ROUNDS,
  GAMES,
  (seed) => play(TWO, seed),
  (seed) => play(FOUR, seed),
  (g4) => replay(sampleContent, saveReplay(g4)),
);
printInterleaved(m, `random agents, ${m.games} games per kind (up to ${MAX_ROUNDS} rounds)`, {
  small: "2 heroes",
  large: "4 heroes",
  ratio: "4 heroes vs 2 heroes",
  replayed: "a 4-hero game",
});
