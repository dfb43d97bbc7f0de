// Exact battle odds for every hero against every monster and enemy of the
// bundled content, with no reroll and with a reroll of up to 1, 2 and 3 dice:
// how long the whole table takes (the editor computes one enemy's rows at a time).
import { performance } from "node:perf_hooks";
import { content } from "../content/generated/index.ts";
import { battleOdds, forgetOdds } from "../editor/odds/battle-odds.ts";
import type { DieDef } from "../games/adventure/rules/content.ts";

const dice = new Map<string, DieDef>(content.dice.map((d) => [d.id, d]));
const battle = content.battleDice.map((id) => dice.get(id)!);
const enemies = [...content.monsters, ...content.enemies];
const ROUNDS = Number(process.argv[2] ?? 3);
let best = Infinity;
let bestCpu = Infinity;
let pairs = 0;
for (let r = 0; r < ROUNDS; r++) {
  forgetOdds();
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  pairs = 0;
  for (const h of content.heroes) {
    const all = [...battle, ...h.dice.map((id) => dice.get(id)!)];
    for (const e of enemies)
      for (const rerolls of [0, 1, 2, 3]) {
        battleOdds(all, e.stats, { rerolls });
        pairs++;
      }
  }
  best = Math.min(best, performance.now() - t0);
  const c = process.cpuUsage(cpu0);
  bestCpu = Math.min(bestCpu, (c.user + c.system) / 1000);
}
console.log(`${content.heroes.length} heroes x ${enemies.length} monsters and enemies x rerolls 0..3 = ${pairs} exact tables`);
console.log(`all pairs, computed afresh: ${best.toFixed(0)} ms wall, ${bestCpu.toFixed(0)} ms CPU (best of ${ROUNDS})`);
