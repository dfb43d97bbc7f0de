// The bundled content is where designers copy from, so it uses every part of
// the Adventure Game vocabulary at least once: every verb, window, limit,
// condition, count, target and roll of games/adventure/vocabulary.ts, every kind
// of declaration and every property.

import { describe, expect, it } from "vitest";
import type { Amount, Arg, Condition } from "../../core/ir.ts";
import { adventure } from "../../games/adventure/vocabulary.ts";
import { bundled, hookNodes } from "./bundled.ts";

function used() {
  const verbs = new Set<string>();
  const windows = new Set<string>();
  const limits = new Set<string>();
  const conditions = new Set<string>();
  const queries = new Set<string>();
  const selectors = new Set<string>();
  const dice = new Set<string>();
  const shapes = new Set<string>();
  const kinds = new Set<string>();
  const props = new Set<string>();

  const amount = (a: Amount) => {
    if (a.kind === "query") queries.add(a.query);
    if (a.kind === "sum") a.terms.forEach(amount);
    if (a.kind === "product") a.factors.forEach(amount);
  };
  const arg = (a: Arg) => {
    if (typeof a === "object" && a !== null && a.kind !== "ref") amount(a);
  };
  const condition = (c: Condition) => {
    shapes.add(`condition:${c.kind}`);
    if (c.kind === "query") conditions.add(c.query);
    if (c.kind === "not") condition(c.cond);
    if (c.kind === "all" || c.kind === "any") c.conds.forEach(condition);
  };

  for (const e of bundled().entities) {
    kinds.add(e.kind);
    for (const p of Object.keys(e.props)) props.add(p);
    // text properties (`flavour "…"`) become translatable texts, `<id>.<property>`
    for (const t of e.texts) props.add(t.id.slice(e.id.length + 1));
    for (const h of e.hooks) {
      windows.add(h.window);
      if (h.limit) limits.add(h.limit);
      if (h.cost) shapes.add("cost");
      for (const n of hookNodes(h)) {
        shapes.add(n.kind);
        if (n.kind === "verb") {
          verbs.add(n.verb);
          Object.values(n.args).forEach(arg);
          if (n.ifAble) shapes.add("if-able");
        }
        if (n.kind === "if") {
          condition(n.cond);
          if (n.else) shapes.add("else");
        }
        if (n.kind === "target") selectors.add(n.selector);
        if (n.kind === "roll") dice.add(n.dice);
        if (n.kind === "repeat") amount(n.times);
      }
    }
  }
  return { verbs, windows, limits, conditions, queries, selectors, dice, shapes, kinds, props };
}

/** the names (each row's `key`) in one of the vocabulary's tables that the content never uses, sorted */
const missing = <T>(declared: readonly T[], key: keyof T, seen: Set<string>) =>
  [...new Set(declared.map((x) => String(x[key])))].filter((x) => !seen.has(x)).sort();

describe("the bundled content uses the whole Adventure Game vocabulary", () => {
  const u = used();

  it("every effect verb of the verb table appears in some content hook", () => {
    expect(missing(adventure.verbs, "name", u.verbs)).toEqual([]);
  });

  it("every timing window appears on some entity", () => {
    expect(missing(adventure.windows, "name", u.windows)).toEqual([]);
  });

  it("every limit (once per roll / turn / battle) appears", () => {
    expect(missing(adventure.limits, "name", u.limits)).toEqual([]);
  });

  it("every condition, count and target appears", () => {
    expect(missing(adventure.conditions, "name", u.conditions)).toEqual([]);
    expect(missing(adventure.queries, "name", u.queries)).toEqual([]);
    expect(missing(adventure.selectors, "name", u.selectors)).toEqual([]);
  });

  it("both kinds of roll appear: hero dice for success and a numbered die", () => {
    expect(missing(adventure.rolls, "dice", u.dice)).toEqual([]);
  });

  it("every effect shape appears: sequences, choices, if/else, not, and, targets, rolls, costs, if able, counts", () => {
    const shapes = ["seq", "choice", "if", "else", "condition:not", "condition:all", "target", "roll", "cost", "if-able"];
    expect(shapes.filter((s) => !u.shapes.has(s))).toEqual([]);
    expect(u.queries.size).toBeGreaterThan(0);
  });

  it("every kind of declaration appears", () => {
    expect(missing(adventure.kinds, "kind", u.kinds)).toEqual([]);
  });

  it("every property appears, as a property or as the hook its body becomes", () => {
    const seen = (p: (typeof adventure.properties)[number]) => u.props.has(p.name) || (p.bodyWindow !== undefined && u.windows.has(p.bodyWindow));
    // `development deck` is left to its default (the hero's own deck), which is what every hero uses
    const notSeen = adventure.properties.filter((p) => !seen(p) && p.name !== "developmentDeck").map((p) => p.name);
    expect([...new Set(notSeen)]).toEqual([]);
  });
});
