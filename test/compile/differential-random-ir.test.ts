// The two executions agree on every shape of effect, not only the ones the
// bundled content happens to use: fast-check builds random effect trees
// (nested choices, if/else, repeats, targets, rolls with gaps and overlaps,
// counts, "if able"): emitted and linked they are the same data, and each is
// run walked and as the rules kernel's steps against the recording runtime
// under many seeds, making the same calls.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Amount, Arg, Condition, Effect, EntityIR, ProgramIR, RollCase } from "../../core/ir.ts";
import { contentFromIR } from "../../games/adventure/link/interpreted.ts";
import { emitTo, importContent, withoutFunctions } from "./emit-helpers.ts";
import { drive, driveOnKernel, drivePredicate, drivePredicateOnKernel } from "./recording-runtime.ts";

const at = { file: "random.grim", line: 1, column: 1 };
const VERBS = [
  "receive",
  "spend",
  "lose",
  "suffer-wound",
  "heal",
  "suffer-foul-fate",
  "discard-trait",
  "move",
  "fight",
  "advance-war-track",
  "spend-marker",
  "add-results",
  "draw",
  "delay",
];
const QUERIES = ["short", "cardsWithTrait", "holding", "wounds", "markers"];
const CONDITIONS = ["has", "inRegion", "atLocation", "hasCardWithTrait", "isHero", "battleResult"];
const SELECTORS = ["you", "each-other-hero", "each-hero", "most-vp", "fewest-vp", "heroes-in-your-location", "heroes-in-your-region"] as const;

const amount: fc.Arbitrary<Amount> = fc.letrec<{ a: Amount }>((tie) => ({
  a: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.integer({ min: 0, max: 3 }).map((value): Amount => ({ kind: "const", value })),
    fc.constantFrom(...QUERIES).map((query): Amount => ({ kind: "query", query, args: { result: "shield" } })),
    fc.array(tie("a"), { minLength: 1, maxLength: 2 }).map((terms): Amount => ({ kind: "sum", terms })),
    fc.array(tie("a"), { minLength: 1, maxLength: 2 }).map((factors): Amount => ({ kind: "product", factors })),
  ),
})).a;

const arg: fc.Arbitrary<Arg> = fc.oneof(
  fc.integer({ min: 0, max: 4 }),
  fc.constantFrom("gold", "lead", "minor", "any", 'quote " */ ${x}'),
  fc.boolean(),
  fc.constantFrom({ kind: "ref" as const, id: "trait.nilfgaard" }, { kind: "ref" as const, id: "location.wyzima" }),
  amount,
);

const verb: fc.Arbitrary<Effect> = fc
  .record({
    verb: fc.constantFrom(...VERBS),
    amount,
    extra: fc.dictionary(fc.constantFrom("colour", "resource", "what", "to", "trait"), arg, { maxKeys: 2 }),
    ifAble: fc.boolean(),
  })
  .map(({ verb, amount, extra, ifAble }): Effect => ({ kind: "verb", verb, args: { amount, ...extra }, ifAble, at }));

const condition: fc.Arbitrary<Condition> = fc.letrec<{ c: Condition }>((tie) => ({
  c: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constantFrom(...CONDITIONS).map((query): Condition => ({ kind: "query", query, args: { amount: 1 }, at })),
    tie("c").map((cond): Condition => ({ kind: "not", cond, at })),
    fc.array(tie("c"), { maxLength: 2 }).map((conds): Condition => ({ kind: "all", conds, at })),
    fc.array(tie("c"), { maxLength: 2 }).map((conds): Condition => ({ kind: "any", conds, at })),
  ),
})).c;

const effect: fc.Arbitrary<Effect> = fc.letrec<{ e: Effect }>((tie) => ({
  e: fc.oneof(
    { depthSize: "small", withCrossShrink: true, maxDepth: 4 },
    verb,
    fc.array(tie("e"), { maxLength: 3 }).map((steps): Effect => ({ kind: "seq", steps, at })),
    fc.array(tie("e"), { minLength: 2, maxLength: 3 }).map((options): Effect => ({ kind: "choice", options, at })),
    fc.record({ cond: condition, then: tie("e"), else: fc.option(tie("e")) }).map((r): Effect => ({ kind: "if", ...r, at })),
    fc.record({ times: amount, body: tie("e") }).map((r): Effect => ({ kind: "repeat", ...r, at })),
    fc.record({ selector: fc.constantFrom(...SELECTORS), body: tie("e") }).map((r): Effect => ({ kind: "target", ...r, at })),
    fc.array(fc.record({ outcome: fc.constantFrom("success", "failure"), effect: tie("e") }), { maxLength: 3 }).map(
      (cs): Effect => ({
        kind: "roll",
        dice: "hero",
        cases: cs.map((c): RollCase => ({ when: { kind: "outcome", outcome: c.outcome }, effect: c.effect })),
        at,
      }),
    ),
    fc.array(fc.record({ from: fc.integer({ min: 1, max: 6 }), len: fc.integer({ min: 0, max: 3 }), effect: tie("e") }), { minLength: 1, maxLength: 3 }).map(
      (cs): Effect => ({
        kind: "roll",
        dice: "d6",
        cases: cs.map((c): RollCase => ({ when: { kind: "range", from: c.from, to: c.from + c.len }, effect: c.effect })),
        at,
      }),
    ),
  ),
})).e;

function randomProgram(): ProgramIR {
  const hooks = fc.sample(fc.record({ effect, cost: fc.option(effect, { freq: 3 }) }), { seed: 20261129, numRuns: 150 });
  const entities: EntityIR[] = hooks.map((h, i) => ({
    game: "adventure",
    set: "random",
    kind: "goodfortune",
    id: `goodfortune.random-${i}`,
    name: `Random ${i}`,
    tags: [],
    texts: [],
    props: {},
    hooks: [{ window: "any-time", limit: null, cost: h.cost, effect: h.effect, at }],
    at,
  }));
  return { sets: [{ game: "adventure", set: "random", sources: ["random.grim"], entities }] };
}

describe("random effect trees", () => {
  it("Differential over random IR: 150 random hooks (effects, costs and cost checks) are the same data emitted and linked, and make identical calls and decisions walked and as kernel steps, for 25 seeds each", async () => {
    const program = randomProgram();
    const generated = (await importContent(await emitTo(program, "random-ir"))).cards;
    const interpreted = contentFromIR(program).cards;
    expect(withoutFunctions(generated)).toEqual(withoutFunctions(interpreted));
    let decisions = 0;
    for (let i = 0; i < generated.length; i++) {
      const g = generated[i].hooks[0] as { run: Effect; cost: Effect | null; canPay: Effect | null };
      for (let seed = 1; seed <= 25; seed++) {
        const a = drive(g.run, seed);
        expect(driveOnKernel(g.run, seed), `hook ${i} seed ${seed}`).toEqual(a);
        decisions += a.filter((x) => Array.isArray(x) && x[0] === "decision").length;
        if (g.canPay) expect(drivePredicateOnKernel(g.canPay, seed)).toEqual(drivePredicate(g.canPay, seed));
        if (g.cost) expect(driveOnKernel(g.cost, seed)).toEqual(drive(g.cost, seed));
      }
    }
    expect(decisions).toBeGreaterThan(1000);
  });
});
