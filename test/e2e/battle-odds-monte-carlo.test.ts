// Exact battle odds against sampled battles: for every hero and every bundled
// monster and enemy, 100,000 seeded battles rolled die by die (the rules
// reference's "Battles": roll the battle dice and the hero's dice, reroll,
// spend 1 dodge and 1 shield for 1 sword, compare with the stats) land within
// the interval around the exact chance.
import { describe, expect, it } from "vitest";
import { content } from "../../content/generated/index.ts";
import { battleOdds, DicePool, RerollPlan, type Goal } from "../../editor/odds/battle-odds.ts";
import type { DieDef, DieResult, EnemyStats } from "../../games/adventure/rules/content.ts";
import { xoroshiro128plus } from "pure-rand";

const BATTLES = 100_000;
// two-sided 1e-5 per comparison: over the ~1,500 comparisons below a false alarm is about 1 in 70
const Z = 4.42;

const dice = new Map<string, DieDef>(content.dice.map((d) => [d.id, d]));
const battleDice = content.battleDice.map((id) => dice.get(id)!);
const enemies: { id: string; stats: EnemyStats }[] = [...content.monsters, ...content.enemies];

interface Totals {
  sword: number;
  shield: number;
  dodge: number;
  ritual: number;
}

/** a face's results counted, apart from the module under test */
function count(results: readonly DieResult[]): Totals {
  const n = (r: DieResult) => results.filter((x) => x === r).length;
  return { sword: n("sword"), shield: n("shield"), dodge: n("dodge"), ritual: n("ritual") };
}

/** the goal, stated again from the rulebook apart from the module under test */
function succeeds(goal: Goal, t: Totals, s: EnemyStats): boolean {
  if (goal === "ritual") return t.ritual >= s.ritual!;
  if (goal === "shield") return t.shield >= s.shield!;
  // try every number of dodge+shield trades
  for (let k = 0; k <= Math.min(t.dodge, t.shield); k++) {
    if (goal === "sword" && t.sword + k >= s.sword!) return true;
    if (goal === "both" && t.sword + k >= s.sword! && t.shield - k >= s.shield!) return true;
  }
  return false;
}

/** the totals of a roll given as each die's face index */
function roll(faces: Totals[][], face: ArrayLike<number>): Totals {
  const t: Totals = { sword: 0, shield: 0, dodge: 0, ritual: 0 };
  for (let i = 0; i < faces.length; i++) {
    const f = faces[i][face[i]];
    t.sword += f.sword;
    t.shield += f.shield;
    t.dodge += f.dodge;
    t.ritual += f.ritual;
  }
  return t;
}

/** a seeded face index in [0, n): pure-rand's raw 32 bits modulo n (a bias below 1e-9 for six faces, far under the interval) */
function faceRoller(seed: number): (n: number) => number {
  const gen = xoroshiro128plus(seed);
  return (n) => (gen.unsafeNext() >>> 0) % n;
}

function within(hits: number, exact: number): boolean {
  const half = Z * Math.sqrt((exact * (1 - exact)) / BATTLES) + 1 / BATTLES;
  return Math.abs(hits / BATTLES - exact) <= half;
}

const goalsOf = (s: EnemyStats): Goal[] =>
  (["sword", "shield", "both", "ritual"] as Goal[]).filter((g) => (g === "both" ? s.sword !== null && s.shield !== null : s[g] !== null));

describe("Battles: exact odds agree with 100,000 sampled battles", () => {
  it("every hero against every monster and enemy, battle dice and hero dice, the dodge+shield trade", () => {
    const misses: string[] = [];
    for (const hero of content.heroes) {
      const all = [...battleDice, ...hero.dice.map((id) => dice.get(id)!)];
      const faces = all.map((d) => d.faces.map((f) => count(f.results)));
      // 100,000 battles for this hero, each compared with every enemy's stats
      const face = faceRoller(content.heroes.indexOf(hero) + 1);
      const rolls: Totals[] = [];
      for (let b = 0; b < BATTLES; b++)
        rolls.push(
          roll(
            faces,
            all.map((d) => face(d.faces.length)),
          ),
        );
      for (const enemy of enemies) {
        const exact = battleOdds(all, enemy.stats);
        for (const g of goalsOf(enemy.stats)) {
          let hits = 0;
          for (const t of rolls) if (succeeds(g, t, enemy.stats)) hits++;
          if (!within(hits, exact[g]!)) misses.push(`${hero.id} vs ${enemy.id} ${g}: exact ${exact[g]}, sampled ${hits / BATTLES}`);
        }
      }
    }
    expect(misses).toEqual([]);
  });

  it("with a reroll of up to 2 dice (Yarpen's, Geralt's cards), the best reroll for each goal: every hero against every monster", () => {
    const misses: string[] = [];
    for (const hero of content.heroes) {
      const all = [...battleDice, ...hero.dice.map((id) => dice.get(id)!)];
      const faces = all.map((d) => d.faces.map((f) => count(f.results)));
      // chances depend on the stats a goal reads: sample each distinct one once
      const done = new Set<string>();
      for (const monster of content.monsters) {
        const exact = battleOdds(all, monster.stats, { rerolls: 2 });
        for (const g of goalsOf(monster.stats)) {
          const key = g === "both" ? `both ${monster.stats.sword} ${monster.stats.shield}` : `${g} ${monster.stats[g]}`;
          if (done.has(key)) continue;
          done.add(key);
          const pool = new DicePool(all);
          const plan = new RerollPlan(pool, g, monster.stats, 2);
          const next = faceRoller(content.monsters.indexOf(monster) * 40 + content.heroes.indexOf(hero) * 4 + goalsOf(monster.stats).indexOf(g));
          let hits = 0;
          const face = new Int32Array(all.length);
          const cls = new Int32Array(all.length);
          for (let b = 0; b < BATTLES; b++) {
            for (let i = 0; i < all.length; i++) {
              face[i] = next(all[i].faces.length);
              cls[i] = pool.faceClass[i][face[i]];
            }
            // the dice the plan rerolls are rolled again: the new result must be used
            for (const i of plan.best(cls).reroll) face[i] = next(all[i].faces.length);
            if (succeeds(g, roll(faces, face), monster.stats)) hits++;
          }
          if (!within(hits, exact[g]!)) misses.push(`${hero.id} vs ${monster.id} ${g} (reroll 2): exact ${exact[g]}, sampled ${hits / BATTLES}`);
        }
      }
    }
    expect(misses).toEqual([]);
  });
});
