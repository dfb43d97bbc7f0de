// Runs Old World IR effects by walking the tree: the editor's live preview and
// the reference the emitted Old World handlers are checked against
// (compiler/emit/oldworld-effect-code.ts writes the same calls in the same order).

import type { Amount, Arg, Condition, Effect } from "../../core/ir.ts";
import { effectData, isAmount } from "../../compiler/link/describe.ts";
import { owArgsWrapper, owCanCheckFor, owPrimitiveFor, owRollSource, owVerbArgs } from "../../games/oldworld/link/verbs.ts";
import type { Step } from "../core/decision.ts";
import type { EffectContext } from "../../games/oldworld/rules/effect-api.ts";
import type { Handler, Predicate } from "../../games/oldworld/rules/content.ts";
import { InterpretError } from "./effects.ts";
import { rangesOf, rollCaseIndex } from "./rolls.ts";

type AnyFn = (...args: unknown[]) => unknown;

function member(table: object, name: string, what: string, at: Effect["at"] | null): AnyFn {
  const fn = (table as Record<string, unknown>)[name];
  if (typeof fn !== "function") throw new InterpretError(`the Old World runtime has no ${what} "${name}"`, at);
  return (fn as AnyFn).bind(table);
}

export function evalOwAmount(a: Amount, ctx: EffectContext): number {
  switch (a.kind) {
    case "const":
      return a.value;
    case "query":
      return member(ctx.rt.queries, a.query, "query", null)(ctx, evalOwArgs(a.args, ctx)) as number;
    case "sum":
      return a.terms.reduce((n, t) => n + evalOwAmount(t, ctx), 0);
    case "product":
      return a.factors.reduce((n, f) => n * evalOwAmount(f, ctx), 1);
  }
}

function evalArg(a: Arg, ctx: EffectContext): unknown {
  if (a === null || typeof a !== "object") return a;
  if (a.kind === "ref") return a.id;
  if (isAmount(a)) return evalOwAmount(a, ctx);
  return a;
}

export function evalOwArgs(args: Record<string, Arg>, ctx: EffectContext): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(args)) out[k] = evalArg(v, ctx);
  return out;
}

export function evalOwCondition(c: Condition, ctx: EffectContext): boolean {
  switch (c.kind) {
    case "query":
      return member(ctx.rt.conditions, c.query, "condition", c.at)(ctx, evalOwArgs(c.args, ctx)) as boolean;
    case "not":
      return !evalOwCondition(c.cond, ctx);
    case "all":
      return c.conds.every((x) => evalOwCondition(x, ctx));
    case "any":
      return c.conds.some((x) => evalOwCondition(x, ctx));
  }
}

function call(e: Extract<Effect, { kind: "verb" }>, ctx: EffectContext): { primitive: string; args: Record<string, unknown> } {
  let primitive: string;
  try {
    primitive = owPrimitiveFor(e.verb);
  } catch (err) {
    throw new InterpretError((err as Error).message, e.at);
  }
  const args = evalOwArgs(owVerbArgs(e.verb, e.args), ctx);
  const wrap = owArgsWrapper(primitive);
  return { primitive, args: wrap === null ? args : { [wrap]: args } };
}

/** "Could this be fulfilled fully right now?" — the options of a choice and a hook's cost. */
export function canOwEffect(e: Effect, ctx: EffectContext): boolean {
  switch (e.kind) {
    case "verb": {
      if (e.ifAble) return true;
      const can = owCanCheckFor(owPrimitiveFor(e.verb));
      if (can === null) return true;
      return member(ctx.rt, can, "primitive", e.at)(ctx, call(e, ctx).args) as boolean;
    }
    case "seq":
      return e.steps.every((s) => canOwEffect(s, ctx));
    case "choice":
      return e.options.some((o) => canOwEffect(o, ctx));
    case "if":
      return evalOwCondition(e.cond, ctx) ? canOwEffect(e.then, ctx) : e.else === null || canOwEffect(e.else, ctx);
    case "repeat":
      return evalOwAmount(e.times, ctx) <= 0 || canOwEffect(e.body, ctx);
    case "target":
      return true;
    case "roll": {
      // a table by level is no die: it can when the row of the current level can (Potion Tolerance's cost)
      if (owRollSource(e.dice).kind !== "level") return true;
      const index = rollCaseIndex(ctx.rt.queries.attribute(ctx, { attribute: "specialty" }), rangesOf(e.cases));
      return index < 0 || canOwEffect(e.cases[index].effect, ctx);
    }
  }
}

export function* runOwEffect(e: Effect, ctx: EffectContext): Step<void> {
  switch (e.kind) {
    case "verb": {
      const { primitive, args } = call(e, ctx);
      if (e.ifAble) {
        const can = owCanCheckFor(primitive);
        if (can !== null && !(member(ctx.rt, can, "primitive", e.at)(ctx, args) as boolean)) return;
      }
      yield* member(ctx.rt, primitive, "primitive", e.at)(ctx, args) as Step<void>;
      return;
    }
    case "seq":
      for (const s of e.steps) yield* runOwEffect(s, ctx);
      return;
    case "choice": {
      const options = e.options.map((o) => ({ effect: effectData(o), can: canOwEffect(o, ctx) }));
      const picked = yield* ctx.rt.choose(ctx, { options });
      yield* runOwEffect(e.options[picked], ctx);
      return;
    }
    case "if":
      if (evalOwCondition(e.cond, ctx)) yield* runOwEffect(e.then, ctx);
      else if (e.else !== null) yield* runOwEffect(e.else, ctx);
      return;
    case "repeat": {
      const n = evalOwAmount(e.times, ctx);
      for (let i = 0; i < n; i++) yield* runOwEffect(e.body, ctx);
      return;
    }
    case "target": {
      const players = yield* ctx.rt.select(ctx, e.selector);
      for (const p of players) yield* runOwEffect(e.body, ctx.rt.withPlayer(ctx, p));
      return;
    }
    case "roll": {
      const source = owRollSource(e.dice);
      // "may choose lower": the runtime asks the player and returns the result they take
      const value = source.kind === "d6" ? yield* ctx.rt.rollD6(ctx, { plusLevel: source.plusLevel, mayChooseLower: e.mayChooseLower === true }) : ctx.rt.queries.attribute(ctx, { attribute: "specialty" });
      const index = rollCaseIndex(value, rangesOf(e.cases));
      if (index >= 0) yield* runOwEffect(e.cases[index].effect, ctx);
      return;
    }
  }
}

/** The Old World content's handlers as closures over the IR (the editor, the tests). */
export const owInterpretedFactory = {
  handler(effect: Effect): Handler {
    return (ctx) => runOwEffect(effect, ctx);
  },
  predicate(effect: Effect): Predicate {
    return (ctx) => canOwEffect(effect, ctx);
  },
};
