// Old World games per second on the bundled content between greedy agents, and
// ratios measured side by side (interleaved, so machine load hits both alike).
// npx tsx bench/oldworld.ts [rounds] [games]
import { content } from "../content/generated/oldworld.ts";
import { playToEnd } from "../runtime/agents/agents.ts";
import { createOldWorldGame, replayOldWorld, saveOldWorldReplay } from "../games/oldworld/rules/game.ts";
import { greedyOldWorld } from "../games/oldworld/agents/greedy.ts";
import { interleaved, printInterleaved } from "./lib/interleaved.ts";

const ROUNDS = Number(process.argv[2] ?? 5);
const GAMES = Number(process.argv[3] ?? 20);
const ids = content.witchers.map((w) => w.id);

const m = interleaved(
  ROUNDS,
  GAMES,
  (seed) => playToEnd(createOldWorldGame(content, { seed, witchers: ids.slice(0, 2), maxRounds: 250 }), greedyOldWorld),
  (seed) => playToEnd(createOldWorldGame(content, { seed, witchers: ids.slice(1, 6), expansions: ["ciri", "lost-mount"], maxRounds: 250 }), greedyOldWorld),
  (g5) => replayOldWorld(content, saveOldWorldReplay(g5)),
);
printInterleaved(m, `greedy agents, bundled Old World content, ${m.games} games per kind`, {
  small: "2 witchers",
  large: "5 witchers",
  ratio: "5 vs 2 witchers",
  replayed: "a 5-witcher game",
});
