// Exact battle odds for the Adventure Game ("Battles" in the rules reference):
// the hero rolls the battle dice with his hero dice, may reroll dice (a
// "reroll N dice" effect, one use), may spend 1 dodge and 1 shield to produce
// 1 sword, then compares swords, shields and rituals with the enemy's stats
// (equal or greater succeeds). Every combination of faces is enumerated, each
// equally likely; nothing is sampled. For each goal (a successful sword,
// shield, both, or ritual) the hero plays as well as he can: he rerolls the
// dice that give the best chance of the goal, then trades just as many
// dodge+shield pairs as the goal wants (the engine lets no die be rerolled
// once its result is spent, so rerolling first is the only order there is). Other card modifiers (development,
// good fortune and companion effects that add results) are not counted.

import type { DieDef, DieResult, EnemyStats } from "../../games/adventure/rules/content.ts";

export interface Tally {
  sword: number;
  shield: number;
  dodge: number;
  ritual: number;
}

export type Goal = "sword" | "shield" | "both" | "ritual";
export const GOALS: readonly Goal[] = ["sword", "shield", "both", "ritual"];

export interface OddsOptions {
  /** one reroll of up to this many dice, chosen after seeing the roll (0: none) */
  rerolls?: number;
}

export interface BattleOdds {
  /** attack succeeds: swords, plus dodge+shield pairs converted, reach the sword stat */
  sword: number | null;
  /** defence succeeds: shields reach the shield stat (converting never helps it) */
  shield: number | null;
  ritual: number | null;
  /** sword and shield both succeed with one choice of conversions */
  both: number | null;
  /** how many equally likely outcomes the roll has */
  outcomes: number;
  /** the reroll allowance counted */
  rerolls: number;
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

/** does a hero with these totals reach the goal, trading dodge+shield for swords as the goal wants? */
export function reaches(goal: Goal, t: Tally, stats: EnemyStats): boolean {
  const trades = Math.min(t.dodge, t.shield);
  switch (goal) {
    case "sword":
      return stats.sword !== null && t.sword + trades >= stats.sword;
    case "shield":
      return stats.shield !== null && t.shield >= stats.shield;
    case "ritual":
      return stats.ritual !== null && t.ritual >= stats.ritual;
    case "both": {
      if (stats.sword === null || stats.shield === null) return false;
      // trade just enough for the sword, if the shields left still hold
      const need = Math.max(0, stats.sword - t.sword);
      return need <= trades && t.shield - need >= stats.shield;
    }
  }
}

/**
 * A battle's dice as numbers: each die's faces merged by the results they give
 * (with how many faces give them), and a tally packed into one integer so that
 * adding tallies is adding codes.
 */
export class DicePool {
  readonly dice: readonly DieDef[];
  /** per die: distinct result tallies as codes, and how many faces give each */
  readonly classes: { code: number; weight: number }[][];
  /** per die, per face index: the face's class */
  readonly faceClass: number[][];
  readonly outcomes: number;
  private readonly radix: [number, number, number, number];
  readonly size: number;

  /** `counts`: the results to keep apart; the others count as blank (a goal that reads only shields merges every face by its shields) */
  constructor(dice: readonly DieDef[], counts: readonly (keyof Tally)[] = ["sword", "shield", "dodge", "ritual"]) {
    this.dice = dice;
    const tallyFace = (results: readonly DieResult[]): Tally => {
      const t: Tally = { sword: 0, shield: 0, dodge: 0, ritual: 0 };
      for (const r of results) if (counts.includes(r as keyof Tally)) t[r as keyof Tally]++;
      return t;
    };
    const max: Tally = { sword: 0, shield: 0, dodge: 0, ritual: 0 };
    for (const d of dice)
      for (const k of ["sword", "shield", "dodge", "ritual"] as const) max[k] += Math.max(0, ...d.faces.map((f) => tallyFace(f.results)[k]));
    this.radix = [max.sword + 1, max.shield + 1, max.dodge + 1, max.ritual + 1];
    this.size = this.radix[0] * this.radix[1] * this.radix[2] * this.radix[3];
    this.classes = [];
    this.faceClass = [];
    for (const d of dice) {
      const byCode = new Map<number, number>();
      const cls: { code: number; weight: number }[] = [];
      this.faceClass.push(
        d.faces.map((f) => {
          const code = this.encode(tallyFace(f.results));
          let k = byCode.get(code);
          if (k === undefined) {
            k = cls.length;
            byCode.set(code, k);
            cls.push({ code, weight: 0 });
          }
          cls[k].weight++;
          return k;
        }),
      );
      this.classes.push(cls);
    }
    this.outcomes = dice.reduce((n, d) => n * d.faces.length, 1);
  }

  encode(t: Tally): number {
    const [a, b, c] = this.radix;
    return t.sword + a * (t.shield + b * (t.dodge + c * t.ritual));
  }

  decode(code: number): Tally {
    const [a, b, c] = this.radix;
    const sword = code % a;
    code = (code - sword) / a;
    const shield = code % b;
    code = (code - shield) / b;
    const dodge = code % c;
    return { sword, shield, dodge, ritual: (code - dodge) / c };
  }

  /** 1 where the totals reach the goal */
  successTable(goal: Goal, stats: EnemyStats): Uint8Array {
    const f = new Uint8Array(this.size);
    for (let code = 0; code < this.size; code++) f[code] = reaches(goal, this.decode(code), stats) ? 1 : 0;
    return f;
  }

  /** the totals of the dice `which`, as codes with how many equally likely outcomes give each */
  distribution(which: readonly number[]): { codes: Int32Array; weights: Float64Array; total: number } {
    let dist = new Map<number, number>([[0, 1]]);
    let total = 1;
    for (const i of which) {
      const next = new Map<number, number>();
      for (const [code, w] of dist) for (const c of this.classes[i]) next.set(code + c.code, (next.get(code + c.code) ?? 0) + w * c.weight);
      dist = next;
      total *= this.dice[i].faces.length;
    }
    return { codes: Int32Array.from(dist.keys()), weights: Float64Array.from(dist.values()), total };
  }
}

/** every set of at most `n` of `count` dice, as index lists (the empty set first: keep everything) */
function subsetsUpTo(count: number, n: number): number[][] {
  const out: number[][] = [];
  for (let mask = 0; mask < 1 << count; mask++) {
    const idx: number[] = [];
    for (let i = 0; i < count; i++) if (mask & (1 << i)) idx.push(i);
    if (idx.length <= n) out.push(idx);
  }
  return out.sort((a, b) => a.length - b.length);
}

/**
 * The hero's best reroll for one goal: for every set of at most `rerolls`
 * dice, the chance of the goal if those dice are rolled again and the rest
 * kept, computed exactly and remembered per kept total.
 */
export class RerollPlan {
  private readonly pool: DicePool;
  private readonly success: Uint8Array;
  private readonly subsets: number[][];
  private readonly dists: { codes: Int32Array; weights: Float64Array; total: number }[];
  /** per subset, per kept code: the chance (NaN: not yet computed) */
  private readonly memo: Float64Array[];

  constructor(pool: DicePool, goal: Goal, stats: EnemyStats, rerolls: number) {
    this.pool = pool;
    this.success = pool.successTable(goal, stats);
    this.subsets = subsetsUpTo(pool.dice.length, Math.min(rerolls, pool.dice.length));
    this.dists = this.subsets.map((s) => pool.distribution(s));
    this.memo = this.subsets.map(() => new Float64Array(pool.size).fill(NaN));
  }

  private chance(k: number, kept: number): number {
    const memo = this.memo[k];
    let v = memo[kept];
    if (!Number.isNaN(v)) return v;
    const { codes, weights, total } = this.dists[k];
    let s = 0;
    for (let j = 0; j < codes.length; j++) if (this.success[kept + codes[j]]) s += weights[j];
    v = s / total;
    memo[kept] = v;
    return v;
  }

  /** the best chance of the goal from a roll given as each die's class, and the dice to reroll for it */
  best(classOf: ArrayLike<number>): { chance: number; reroll: number[] } {
    const codes = this.pool.classes;
    let total = 0;
    for (let i = 0; i < classOf.length; i++) total += codes[i][classOf[i]].code;
    let best = -1;
    let at = 0;
    for (let k = 0; k < this.subsets.length; k++) {
      let kept = total;
      for (const i of this.subsets[k]) kept -= codes[i][classOf[i]].code;
      const c = this.chance(k, kept);
      if (c > best) {
        best = c;
        at = k;
        if (c === 1) break;
      }
    }
    return { chance: best, reroll: this.subsets[at] };
  }
}

/** the chance of one goal, playing the reroll as well as possible */
export function goalChance(pool: DicePool, goal: Goal, stats: EnemyStats, rerolls: number): number {
  if (rerolls === 0 || pool.dice.length === 0) {
    const f = pool.successTable(goal, stats);
    const { codes, weights, total } = pool.distribution(pool.dice.map((_, i) => i));
    let s = 0;
    for (let j = 0; j < codes.length; j++) if (f[codes[j]]) s += weights[j];
    return s / total;
  }
  const plan = new RerollPlan(pool, goal, stats, rerolls);
  // every roll, die by die (an odometer over the face classes: no recursion)
  const n = pool.dice.length;
  const cls = new Int32Array(n);
  let sum = 0;
  for (;;) {
    let w = 1;
    for (let i = 0; i < n; i++) w *= pool.classes[i][cls[i]].weight;
    sum += w * plan.best(cls).chance;
    let i = 0;
    while (i < n && ++cls[i] === pool.classes[i].length) cls[i++] = 0;
    if (i === n) break;
  }
  return sum / pool.outcomes;
}

/** the stats a goal reads: enemies with the same ones share the chance */
function goalKey(goal: Goal, s: EnemyStats): string {
  return goal === "both" ? `both ${s.sword} ${s.shield}` : `${goal} ${s[goal]}`;
}

/** the results each goal reads (dodge and shield make swords by the trade) */
const GOAL_READS: Record<Goal, (keyof Tally)[]> = {
  sword: ["sword", "shield", "dodge"],
  shield: ["shield"],
  both: ["sword", "shield", "dodge"],
  ritual: ["ritual"],
};

/** forget the remembered chances (benchmarks time the computation itself) */
export function forgetOdds(): void {
  remembered.clear();
}

/** chances already computed, by the dice's faces, the goal's stats and the rerolls (enemies share stats; the editor asks again on every change) */
const remembered = new Map<string, number>();
const REMEMBER_AT_MOST = 20_000;

export function battleOdds(dice: readonly DieDef[], stats: EnemyStats, options: OddsOptions = {}): BattleOdds {
  const rerolls = Math.max(0, options.rerolls ?? 0);
  const diceKey = JSON.stringify(dice.map((d) => d.faces.map((f) => f.results)));
  const chance = (goal: Goal, applies: boolean) => {
    if (!applies) return null;
    const key = `${diceKey}|${goalKey(goal, stats)}|${rerolls}`;
    let p = remembered.get(key);
    if (p === undefined) {
      p = goalChance(new DicePool(dice, GOAL_READS[goal]), goal, stats, rerolls);
      if (remembered.size >= REMEMBER_AT_MOST) remembered.clear();
      remembered.set(key, p);
    }
    return p;
  };
  return {
    sword: chance("sword", stats.sword !== null),
    shield: chance("shield", stats.shield !== null),
    ritual: chance("ritual", stats.ritual !== null),
    both: chance("both", stats.sword !== null && stats.shield !== null),
    outcomes: dice.reduce((n, d) => n * d.faces.length, 1),
    rerolls,
  };
}

/** what the odds count and leave out, for the panel to say: message ids of the editor's catalogue (editor.ftl) */
export const COUNTED_MODIFIERS = {
  counted: ["editor-odds-counted-dice", "editor-odds-counted-own-dice", "editor-odds-counted-trade"],
  /** with the number of dice a reroll may take ($dice) */
  reroll: "editor-odds-counted-reroll",
  notCounted: ["editor-odds-uncounted-cards", "editor-odds-uncounted-paid-rerolls", "editor-odds-uncounted-start"],
} as const;
