// One whole Old World game of the simulator's table i for the differential
// tests: with the handlers `grimoire build` emitted, or with the content linked
// from the IR and run by the interpreter, the same seed and the same agents.
import { content as generated } from "../../content/generated/oldworld.ts";
import { oldWorldTable } from "../../games/oldworld/index.ts";
import { randomAgent } from "../../runtime/agents/agents.ts";
import { createOldWorldGame, type OldWorldGame } from "../../games/oldworld/rules/game.ts";
import { greedyOldWorld } from "../../games/oldworld/agents/greedy.ts";
import type { OldWorldOptions } from "../../games/oldworld/rules/setup.ts";
import { owBundled } from "../content/oldworld/bundled.ts";

/** `seats` keeps only the witchers it accepts in the table's pool */
export function playDifferentialGame(which: "generated" | "interpreted", i: number, seed: number, seats?: (id: string) => boolean): { game: OldWorldGame; options: OldWorldOptions } {
  const all = which === "generated" ? generated : owBundled().content;
  const content = seats ? { ...all, witchers: all.witchers.filter((w) => seats(w.id)) } : all;
  const { options } = oldWorldTable(content, i, seed, null, 200);
  const game = createOldWorldGame(content, options);
  const random = randomAgent(seed);
  // mixed tables: even seats play greedily, odd seats at random
  for (let steps = 0; game.pending && steps < 20000; steps++) {
    const seat = options.witchers.indexOf(game.pending.who);
    game.answer(seat % 2 === 0 ? greedyOldWorld(game.pending, game) : random(game.pending, game));
  }
  return { game, options };
}
