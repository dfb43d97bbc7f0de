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
// a witcher of an expansion plays only in a game set up with it: the small game is the core box's,
// the large one adds Ciri (her expansion's witcher) and the Lost Mount
const core = content.witchers.filter((w) => w.set === "core").map((w) => w.id);
const large = ["witcher.ciri", ...core.slice(0, 4)];

const m = interleaved(
  ROUNDS,
  GAMES,
  (seed) => playToEnd(createOldWorldGame(content, { seed, witchers: core.slice(0, 2), maxRounds: 250 }), greedyOldWorld),
  (seed) => playToEnd(createOldWorldGame(content, { seed, witchers: large, expansions: ["ciri", "lost-mount"], maxRounds: 250 }), greedyOldWorld),
  (g5) => replayOldWorld(content, saveOldWorldReplay(g5)),
);
printInterleaved(m, `greedy agents, bundled Old World content, ${m.games} games per kind`, {
  small: "2 witchers",
  large: "5 witchers",
  ratio: "5 vs 2 witchers",
  replayed: "a 5-witcher game",
});
