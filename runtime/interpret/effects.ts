// Runs IR effects by walking the tree. This is the editor's live preview and
// the reference the emitted handlers are checked against: compiler/emit
// writes, for each construct below, code that makes the same primitive calls
// in the same order (test/compile/differential*.test.ts holds them to it).

import type { Amount, Arg, Condition, Effect } from "../../core/ir.ts";
import { effectData, isAmount } from "../../compiler/link/describe.ts";
import { canCheckFor, TAKES_IF_ABLE } from "../../games/adventure/link/primitives.ts";
import { primitiveFor, refArg, verbArgs } from "../../games/adventure/link/verbs.ts";
import type { Step } from "../core/decision.ts";
import type { EffectContext } from "../../games/adventure/rules/effect-api.ts";
import { heroRollCase, isHeroRoll, rangesOf, rollCaseIndex } from "./rolls.ts";

/** Raised when the IR asks for a primitive, query or condition the runtime does not have. */
export class InterpretError extends Error {
  constructor(message: string, readonly at: { file: string; line: number; column: number } | null) {
    super(at ? `${at.file}:${at.line}:${at.column}: ${message}` : message);
    this.name = "InterpretError";
  }
}

type AnyFn = (...args: unknown[]) => unknown;

function member(table: object, name: string, what: string, at: Effect["at"] | null): AnyFn {
  const fn = (table as Record<string, unknown>)[name];
  if (typeof fn !== "function") throw new InterpretError(`the runtime has no ${what} "${name}"`, at);
  return (fn as AnyFn).bind(table);
}

export function evalAmount(a: Amount, ctx: EffectContext): number {
  switch (a.kind) {
    case "const":
      return a.value;
    case "query":
      return member(ctx.rt.queries, a.query, "query", null)(ctx, evalArgs(a.args, ctx)) as number;
    case "sum":
      return a.terms.reduce((n, t) => n + evalAmount(t, ctx), 0);
    case "product":
      return a.factors.reduce((n, f) => n * evalAmount(f, ctx), 1);
  }
}

function evalArg(name: string, a: Arg, ctx: EffectContext): unknown {
  if (a === null || typeof a !== "object") return a;
  if (a.kind === "ref") return refArg(name, a.id);
  if (isAmount(a)) return evalAmount(a, ctx);
  return a;
}

export function evalArgs(args: Record<string, Arg>, ctx: EffectContext): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(args)) out[k] = evalArg(k, v, ctx);
  return out;
}

export function evalCondition(c: Condition, ctx: EffectContext): boolean {
  switch (c.kind) {
    case "query":
      return member(ctx.rt.conditions, c.query, "condition", c.at)(ctx, evalArgs(c.args, ctx)) as boolean;
    case "not":
      return !evalCondition(c.cond, ctx);
    case "all":
      return c.conds.every((x) => evalCondition(x, ctx));
    case "any":
      return c.conds.some((x) => evalCondition(x, ctx));
  }
}

/** The arguments a verb's primitive gets: its IR args, plus `ifAble` for primitives that judge it themselves. */
function primitiveOf(e: Extract<Effect, { kind: "verb" }>): string {
  try {
    return primitiveFor(e.verb);
  } catch (err) {
    throw new InterpretError((err as Error).message, e.at);
  }
}

function verbCall(e: Extract<Effect, { kind: "verb" }>, ctx: EffectContext) {
  const primitive = primitiveOf(e);
  const args = evalArgs(verbArgs(e.verb, e.args), ctx);
  delete args.ifAble;
  return { primitive, args };
}

/**
 * "Could this be fulfilled fully right now?" — what "A or B" offers and what
 * a hook's cost must satisfy. A verb with no `can*` twin, a target and a roll
 * always can; a sequence can if every step can (judged on the current state);
 * a repeat can if it runs zero times or its body can.
 */
export function canEffect(e: Effect, ctx: EffectContext): boolean {
  switch (e.kind) {
    case "verb": {
      if (e.ifAble) return true;
      const can = canCheckFor(primitiveOf(e));
      // without a check there is nothing to ask, so the args (and their counts) are not evaluated
      if (can === null) return true;
      return member(ctx.rt, can, "primitive", e.at)(ctx, verbCall(e, ctx).args) as boolean;
    }
    case "seq":
      return e.steps.every((s) => canEffect(s, ctx));
    case "choice":
      return e.options.some((o) => canEffect(o, ctx));
    case "if":
      return evalCondition(e.cond, ctx) ? canEffect(e.then, ctx) : e.else === null || canEffect(e.else, ctx);
    case "repeat":
      return evalAmount(e.times, ctx) <= 0 || canEffect(e.body, ctx);
    case "target":
    case "roll":
      return true;
  }
}

export function* runEffect(e: Effect, ctx: EffectContext): Step<void> {
  switch (e.kind) {
    case "verb": {
      const { primitive, args } = verbCall(e, ctx);
      const run = member(ctx.rt, primitive, "primitive", e.at);
      if (TAKES_IF_ABLE.has(primitive)) {
        yield* run(ctx, { ...args, ifAble: e.ifAble }) as Step<void>;
        return;
      }
      if (e.ifAble) {
        const can = canCheckFor(primitive);
        if (can !== null && !(member(ctx.rt, can, "primitive", e.at)(ctx, args) as boolean)) return;
      }
      yield* run(ctx, args) as Step<void>;
      return;
    }
    case "seq":
      for (const s of e.steps) yield* runEffect(s, ctx);
      return;
    case "choice": {
      const options = e.options.map((o) => ({ effect: effectData(o), can: canEffect(o, ctx) }));
      const picked = yield* ctx.rt.choose(ctx, { options });
      yield* runEffect(e.options[picked], ctx);
      return;
    }
    case "if":
      if (evalCondition(e.cond, ctx)) yield* runEffect(e.then, ctx);
      else if (e.else !== null) yield* runEffect(e.else, ctx);
      return;
    case "repeat": {
      const n = evalAmount(e.times, ctx);
      for (let i = 0; i < n; i++) yield* runEffect(e.body, ctx);
      return;
    }
    case "target": {
      const heroes = yield* ctx.rt.select(ctx, e.selector);
      for (const hero of heroes) yield* runEffect(e.body, ctx.rt.withHero(ctx, hero));
      return;
    }
    case "roll": {
      let index: number;
      if (isHeroRoll(e.cases)) {
        const success = yield* ctx.rt.rollHeroDice(ctx);
        index = heroRollCase(e.cases, success ? "success" : "failure");
      } else {
        index = rollCaseIndex(yield* ctx.rt.rollD6(ctx), rangesOf(e.cases));
      }
      if (index >= 0) yield* runEffect(e.cases[index].effect, ctx);
      return;
    }
  }
}
