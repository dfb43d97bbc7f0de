// Exact battle odds for the Adventure Game ("Battles" in the rules reference):
// the hero rolls the battle dice with his hero dice, may spend 1 dodge and
// 1 shield to produce 1 sword, then compares swords, shields and rituals with
// the enemy's stats (equal or greater succeeds). Every combination of faces is
// enumerated (6^n outcomes, each equally likely); nothing is sampled. Card
// modifiers (development, good fortune, companions) are not included.

import type { DieDef, DieResult, EnemyStats } from "../../runtime/adventure/content.ts";

export interface Tally {
  sword: number;
  shield: number;
  dodge: number;
  ritual: number;
}

export interface BattleOdds {
  /** attack succeeds: swords, plus dodge+shield pairs converted, reach the sword stat */
  sword: number | null;
  /** defence succeeds: shields reach the shield stat (converting never helps it) */
  shield: number | null;
  ritual: number | null;
  /** sword and shield both succeed with one choice of conversions */
  both: number | null;
  /** how many equally likely outcomes were enumerated */
  outcomes: number;
}

function tallyFace(results: readonly DieResult[]): Tally {
  const t: Tally = { sword: 0, shield: 0, dodge: 0, ritual: 0 };
  for (const r of results) if (r in t) t[r as keyof Tally]++;
  return t;
}

/**
 * The distribution of result totals over all faces of `dice`, as a map from
 * "sword,shield,dodge,ritual" to the number of outcomes giving it. Combining die
 * by die keeps the work small (distinct totals, not 6^n rolls).
 */
export function resultDistribution(dice: readonly DieDef[]): { dist: Map<string, { t: Tally; n: number }>; outcomes: number } {
  let dist = new Map<string, { t: Tally; n: number }>([["0,0,0,0", { t: { sword: 0, shield: 0, dodge: 0, ritual: 0 }, n: 1 }]]);
  let outcomes = 1;
  for (const die of dice) {
    const next = new Map<string, { t: Tally; n: number }>();
    for (const { t, n } of dist.values()) {
      for (const face of die.faces) {
        const f = tallyFace(face.results);
        const s: Tally = { sword: t.sword + f.sword, shield: t.shield + f.shield, dodge: t.dodge + f.dodge, ritual: t.ritual + f.ritual };
        const key = `${s.sword},${s.shield},${s.dodge},${s.ritual}`;
        const cur = next.get(key);
        if (cur) cur.n += n;
        else next.set(key, { t: s, n });
      }
    }
    dist = next;
    outcomes *= die.faces.length;
  }
  return { dist, outcomes };
}

export function battleOdds(dice: readonly DieDef[], stats: EnemyStats): BattleOdds {
  const { dist, outcomes } = resultDistribution(dice);
  let sword = 0;
  let shield = 0;
  let ritual = 0;
  let both = 0;
  for (const { t, n } of dist.values()) {
    const maxConvert = Math.min(t.dodge, t.shield);
    const swordOk = stats.sword === null || t.sword + maxConvert >= stats.sword;
    const shieldOk = stats.shield === null || t.shield >= stats.shield;
    if (stats.sword !== null && swordOk) sword += n;
    if (stats.shield !== null && shieldOk) shield += n;
    if (stats.ritual !== null && t.ritual >= stats.ritual) ritual += n;
    // both: convert just enough to reach the sword stat, if the shields left still hold
    const need = stats.sword === null ? 0 : Math.max(0, stats.sword - t.sword);
    if (need <= maxConvert && (stats.shield === null || t.shield - need >= stats.shield)) both += n;
  }
  const p = (k: number) => k / outcomes;
  return {
    sword: stats.sword === null ? null : p(sword),
    shield: stats.shield === null ? null : p(shield),
    ritual: stats.ritual === null ? null : p(ritual),
    both: stats.sword === null || stats.shield === null ? null : p(both),
    outcomes,
  };
}
