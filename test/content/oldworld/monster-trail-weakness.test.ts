// Monster Trail, "Monster Weakness and Special Attacks": the 29 large Monster
// cards of the bundled content (content/oldworld/monster-trail-weakness.grim),
// one per monster, each its own, and each within its level's budget
// (content/balance/monster-trail-weakness.json, assumed data a designer edits).

import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Amount, Effect, EntityIR, Hook } from "../../../core/ir.ts";
import { owBundled, ROOT } from "./bundled.ts";

type Range = [number, number];

interface LevelBudget {
  specialAttack: Range;
  specialAttackAverage: Range;
  passiveAttack: Range;
  weakness: Range;
  weaknessAverage: Range;
}

interface Budget {
  assumed: boolean;
  verbs: Record<string, Record<string, number>>;
  queries: Record<string, Range>;
  specialtyLevels: Range;
  levels: Record<string, LevelBudget>;
}

const budget: Budget = JSON.parse(readFileSync(path.join(ROOT, "content/balance/monster-trail-weakness.json"), "utf8"));

const entities = () => owBundled().entities;
const large = () => entities().filter((e) => e.kind === "largemonster");
const monsterOf = (l: EntityIR) => (l.props.monster as { id: string }).id;
const levelOf = (l: EntityIR) => entities().find((e) => e.id === monsterOf(l))!.props.level as number;

/** the IR without source positions: two paragraphs are the same when they mean the same */
const meaning = (x: unknown): string => JSON.stringify(x, (k, v) => (k === "at" ? undefined : v));

const add = (a: Range, b: Range): Range => [a[0] + b[0], a[1] + b[1]];
const scale = (r: Range, k: number): Range => (k >= 0 ? [r[0] * k, r[1] * k] : [r[1] * k, r[0] * k]);
const hull = (rs: Range[]): Range => [Math.min(...rs.map((r) => r[0])), Math.max(...rs.map((r) => r[1]))];
const mid = (r: Range) => (r[0] + r[1]) / 2;

/** what an amount can come to when the paragraph runs against a monster of that level */
function amountRange(a: Amount | number, level: number): Range {
  if (typeof a === "number") return [a, a];
  switch (a.kind) {
    case "const":
      return [a.value, a.value];
    case "query": {
      if (a.query === "monsterLevel") return [level, level];
      const r = budget.queries[a.query];
      if (!r) throw new Error(`the budget gives no range for the count "${a.query}": add it to queries`);
      return r;
    }
    case "sum":
      return a.terms.reduce<Range>((s, t) => add(s, amountRange(t, level)), [0, 0]);
    case "product":
      return a.factors.reduce<Range>(
        (p, f) => {
          const r = amountRange(f, level);
          const xs = [p[0] * r[0], p[0] * r[1], p[1] * r[0], p[1] * r[1]];
          return [Math.min(...xs), Math.max(...xs)];
        },
        [1, 1],
      );
  }
}

/** the value of an effect for the witcher, in cards of his life: positive helps, negative hurts */
function value(e: Effect, level: number): Range {
  switch (e.kind) {
    case "verb": {
      const weights = budget.verbs[e.verb];
      if (!weights) throw new Error(`the budget gives no value for the verb "${e.verb}": add it to verbs`);
      let v: Range = [weights.base ?? 0, weights.base ?? 0];
      for (const [arg, w] of Object.entries(weights)) if (arg !== "base") v = add(v, scale(amountRange((e.args[arg] ?? 0) as Amount | number, level), w));
      return v;
    }
    case "seq":
      return e.steps.reduce<Range>((s, x) => add(s, value(x, level)), [0, 0]);
    case "choice": {
      // the witcher takes the option that serves him best
      const vs = e.options.map((o) => value(o, level));
      return [Math.max(...vs.map((v) => v[0])), Math.max(...vs.map((v) => v[1]))];
    }
    case "if":
      return hull([value(e.then, level), e.else ? value(e.else, level) : [0, 0]]);
    case "roll": {
      const cases = e.cases.map((c) => ({ when: c.when, v: value(c.effect, level) }));
      if (e.dice === "d6") {
        // the average over the six faces; a face no case names does nothing
        const faces = [1, 2, 3, 4, 5, 6].map((n) => cases.find((c) => c.when.kind === "range" && n >= c.when.from && n <= c.when.to)?.v ?? ([0, 0] as Range));
        return [faces.reduce((s, f) => s + f[0], 0) / 6, faces.reduce((s, f) => s + f[1], 0) / 6];
      }
      // a table by specialty level: any row of the levels a witcher may have; a roll plus the level: any row
      const [lo, hi] = budget.specialtyLevels;
      const rows = e.dice === "level" ? cases.filter((c) => c.when.kind !== "range" || (c.when.to >= lo && c.when.from <= hi)) : cases;
      return hull(rows.map((c) => c.v));
    }
    case "repeat": {
      const times = amountRange(e.times, level);
      const v = value(e.body, level);
      const xs = [times[0] * v[0], times[0] * v[1], times[1] * v[0], times[1] * v[1]];
      return [Math.min(...xs), Math.max(...xs)];
    }
    case "target":
      return value(e.body, level);
  }
}

const hurt = (h: Hook, level: number): Range => {
  const v = value(h.effect, level);
  return [-v[1], -v[0]];
};
const numberOf = (h: Hook) => h.windowArgs?.number as number;
const byWindow = (l: EntityIR, w: string) => l.hooks.filter((h) => h.window === w).sort((a, b) => numberOf(a) - numberOf(b));
const show = (r: Range) => (r[0] === r[1] ? `${r[0]}` : `${r[0]}..${r[1]}`);
const within = (r: Range, limit: Range) => r[0] >= limit[0] - 1e-9 && r[1] <= limit[1] + 1e-9;

describe("Monster Trail: the large Monster cards", () => {
  it("Components: 29 Large Monster cards, one for each regular monster, the Troll's too", () => {
    const monsters = entities()
      .filter((e) => e.kind === "monster")
      .map((e) => e.id)
      .sort();
    expect(monsters).toHaveLength(29);
    expect(large()).toHaveLength(29);
    expect(large().map(monsterOf).sort()).toEqual(monsters);
    for (const l of large()) expect(l.props.original, l.id).toBe(true);
  });

  it("Special Monster Attacks: every large card is its own: no two give the same weakness paragraphs, special attacks and passive attack", () => {
    const sheets = new Map<string, string>();
    const specials = new Map<string, string>();
    for (const l of large()) {
      const sheet = meaning(l.hooks.map((h) => ({ window: h.window, number: numberOf(h) ?? null, effect: h.effect })));
      expect(sheets.get(sheet), `${l.id} has the effects of another card`).toBeUndefined();
      sheets.set(sheet, l.id);
      const attacks = meaning(byWindow(l, "special-attack").map((h) => h.effect));
      expect(specials.get(attacks), `${l.id} has the special attacks of another card`).toBeUndefined();
      specials.set(attacks, l.id);
    }
    expect(sheets.size).toBe(29);
  });

  it("Special Monster Attacks: each card's paragraphs stay within its level's budget (content/balance/monster-trail-weakness.json)", () => {
    expect(budget.assumed).toBe(true);
    const outside: string[] = [];
    for (const l of large()) {
      const level = levelOf(l);
      const b = budget.levels[String(level)];
      expect(b, `the budget has no level ${level}`).toBeDefined();
      const check = (what: string, r: Range, limit: Range) => {
        if (!within(r, limit)) outside.push(`${l.id} (level ${level}) ${what}: ${show(r)}, budget ${show(limit)}`);
      };
      const specials = byWindow(l, "special-attack").map((h) => hurt(h, level));
      specials.forEach((r, i) => check(`special attack ${i + 1} hurts`, r, b.specialAttack));
      const avgSpecial = specials.reduce((s, r) => s + mid(r), 0) / specials.length;
      check("special attacks hurt on average", [avgSpecial, avgSpecial], b.specialAttackAverage);
      for (const h of byWindow(l, "passive-attack")) check("passive attack hurts", hurt(h, level), b.passiveAttack);
      const weaknesses = byWindow(l, "weakness").map((h) => value(h.effect, level));
      weaknesses.forEach((r, i) => check(`weakness ${i + 1} helps`, r, b.weakness));
      const avgWeakness = weaknesses.reduce((s, r) => s + mid(r), 0) / weaknesses.length;
      check("weaknesses help on average", [avgWeakness, avgWeakness], b.weaknessAverage);
    }
    expect(outside).toEqual([]);
  });

  it("Special Monster Attacks: a special attack hurts the witcher and a weakness helps him, on every card", () => {
    for (const l of large()) {
      const level = levelOf(l);
      for (const h of [...byWindow(l, "special-attack"), ...byWindow(l, "passive-attack")])
        expect(hurt(h, level)[0], `${l.id} ${h.window} ${numberOf(h) ?? ""}`).toBeGreaterThan(0);
      for (const h of byWindow(l, "weakness")) expect(value(h.effect, level)[0], `${l.id} weakness ${numberOf(h)}`).toBeGreaterThan(0);
    }
  });
});
