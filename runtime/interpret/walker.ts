// Runs IR effects by walking the tree, for any game: the editor's live preview
// and the reference the emitted handlers are checked against. A game's binding
// (core/effect-binding.ts) says how its verbs become runtime calls; compiler/emit
// writes, from the same binding and for each construct below, code that makes
// the same calls in the same order (test/compile/differential*.test.ts holds
// them to it).

import type { EffectBinding, RollRule } from "../../core/effect-binding.ts";
import { effectData, isAmount } from "../../core/effect-data.ts";
import type { Amount, Arg, Condition, Effect } from "../../core/ir.ts";
import { heroRollCase, rangesOf, rollCaseIndex } from "../../core/rolls.ts";
import type { Step } from "../core/decision.ts";

/** Raised when the IR asks for a primitive, query or condition the runtime does not have. */
export class InterpretError extends Error {
  constructor(
    message: string,
    readonly at: { file: string; line: number; column: number } | null,
  ) {
    super(at ? `${at.file}:${at.line}:${at.column}: ${message}` : message);
    this.name = "InterpretError";
  }
}

/** What the walker needs of a game's effect context: its runtime, whose members it calls by name. */
export interface WalkedContext {
  readonly rt: object;
}

export type AnyFn = (...args: unknown[]) => unknown;
export type VerbEffect = Extract<Effect, { kind: "verb" }>;

/** A game's effects run by walking their trees, and the handler factory its linker takes. */
export interface Interpreter<Ctx extends WalkedContext> {
  run(e: Effect, ctx: Ctx): Step<void>;
  /** "Could this be fulfilled fully right now?": the options a choice offers and a hook's cost. */
  can(e: Effect, ctx: Ctx): boolean;
  amount(a: Amount, ctx: Ctx): number;
  condition(c: Condition, ctx: Ctx): boolean;
  /** the primitive a verb calls and the argument object it gets (its `can…` check gets the same) */
  call(e: VerbEffect, ctx: Ctx): { primitive: string; args: Record<string, unknown> };
  /** the number of a roll known before anything is rolled: one query to the runtime */
  queried(rule: Extract<RollRule, { kind: "query" }>, ctx: Ctx, where: Effect["at"]): number;
  /** the runtime's primitive (or check) of that name, bound to it; an InterpretError at `at` when it has none */
  primitive(ctx: Ctx, name: string, at: Effect["at"] | null): AnyFn;
  /** the content's handlers and predicates as closures over the IR */
  factory: { handler(effect: Effect): (ctx: Ctx) => Step<void>; predicate(effect: Effect): (ctx: Ctx) => boolean };
}

export function interpreter<Ctx extends WalkedContext>(binding: EffectBinding): Interpreter<Ctx> {
  function member(table: object, name: string, what: string, at: Effect["at"] | null): AnyFn {
    const fn = (table as Record<string, unknown>)[name];
    if (typeof fn !== "function") throw new InterpretError(`${binding.runtimeName} has no ${what} "${name}"`, at);
    return (fn as AnyFn).bind(table);
  }
  const rt = (ctx: Ctx, name: string, at: Effect["at"] | null = null) => member(ctx.rt, name, "primitive", at);
  const queries = (ctx: Ctx) => (ctx.rt as { queries: object }).queries;
  const conditions = (ctx: Ctx) => (ctx.rt as { conditions: object }).conditions;

  function amount(a: Amount, ctx: Ctx): number {
    switch (a.kind) {
      case "const":
        return a.value;
      case "query":
        return member(queries(ctx), a.query, "query", null)(ctx, args(a.args, ctx)) as number;
      case "sum":
        return a.terms.reduce((n, t) => n + amount(t, ctx), 0);
      case "product":
        return a.factors.reduce((n, f) => n * amount(f, ctx), 1);
    }
  }

  function arg(name: string, a: Arg, ctx: Ctx): unknown {
    if (a === null || typeof a !== "object") return a;
    if (a.kind === "ref") return binding.refValue(name, a.id);
    if (isAmount(a)) return amount(a, ctx);
    return a;
  }

  function args(from: Record<string, Arg>, ctx: Ctx): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(from)) if (!binding.omittedArgs.has(k)) out[k] = arg(k, v, ctx);
    return out;
  }

  function condition(c: Condition, ctx: Ctx): boolean {
    switch (c.kind) {
      case "query":
        return member(conditions(ctx), c.query, "condition", c.at)(ctx, args(c.args, ctx)) as boolean;
      case "not":
        return !condition(c.cond, ctx);
      case "all":
        return c.conds.every((x) => condition(x, ctx));
      case "any":
        return c.conds.some((x) => condition(x, ctx));
    }
  }

  /** A game's own failure (an unknown verb or roll) reported at the effect that caused it. */
  function at<T>(e: Effect, f: () => T): T {
    try {
      return f();
    } catch (err) {
      if (err instanceof InterpretError) throw err;
      throw new InterpretError((err as Error).message, e.at);
    }
  }

  /** The primitive a verb calls and the argument object it gets (its `can…` check gets the same). */
  function call(e: VerbEffect, ctx: Ctx): { primitive: string; args: Record<string, unknown> } {
    const primitive = at(e, () => binding.primitiveFor(e.verb));
    const a = args(binding.verbArgs(e.verb, e.args), ctx);
    const wrap = binding.argsWrapper(primitive);
    return { primitive, args: wrap === null ? a : { [wrap]: a } };
  }

  /** The number of a roll whose number is known before anything is rolled (`query`): one query to the runtime. */
  function queried(rule: Extract<RollRule, { kind: "query" }>, ctx: Ctx, where: Effect["at"]): number {
    return member(queries(ctx), rule.query, "query", where)(ctx, { ...rule.args }) as number;
  }

  /**
   * A verb with no `can…` check, a target and a die roll always can; a sequence
   * can if every step can (judged on the current state); a repeat if it runs
   * zero times or its body can; a roll whose number is known by that number's row.
   */
  function can(e: Effect, ctx: Ctx): boolean {
    switch (e.kind) {
      case "verb": {
        if (e.ifAble) return true;
        const check = binding.canCheckFor(at(e, () => binding.primitiveFor(e.verb)));
        // without a check there is nothing to ask, so the args (and their counts) are not evaluated
        if (check === null) return true;
        return rt(ctx, check, e.at)(ctx, call(e, ctx).args) as boolean;
      }
      case "seq":
        return e.steps.every((s) => can(s, ctx));
      case "choice":
        return e.options.some((o) => can(o, ctx));
      case "if":
        return condition(e.cond, ctx) ? can(e.then, ctx) : e.else === null || can(e.else, ctx);
      case "repeat":
        return amount(e.times, ctx) <= 0 || can(e.body, ctx);
      case "target":
        return true;
      case "roll": {
        const rule = at(e, () => binding.roll(e));
        if (rule.kind !== "query") return true;
        const index = rollCaseIndex(queried(rule, ctx, e.at), rangesOf(e.cases));
        return index < 0 || can(e.cases[index].effect, ctx);
      }
    }
  }

  function* run(e: Effect, ctx: Ctx): Step<void> {
    switch (e.kind) {
      case "verb": {
        const { primitive, args: a } = call(e, ctx);
        if (binding.takesIfAble(primitive)) {
          yield* rt(ctx, primitive, e.at)(ctx, { ...a, ifAble: e.ifAble }) as Step<void>;
          return;
        }
        if (e.ifAble) {
          const check = binding.canCheckFor(primitive);
          if (check !== null && !(rt(ctx, check, e.at)(ctx, a) as boolean)) return;
        }
        yield* rt(ctx, primitive, e.at)(ctx, a) as Step<void>;
        return;
      }
      case "seq":
        for (const s of e.steps) yield* run(s, ctx);
        return;
      case "choice": {
        const options = e.options.map((o) => ({ effect: effectData(o), can: can(o, ctx) }));
        const picked = yield* rt(ctx, "choose")(ctx, { options }) as Step<number>;
        yield* run(e.options[picked], ctx);
        return;
      }
      case "if":
        if (condition(e.cond, ctx)) yield* run(e.then, ctx);
        else if (e.else !== null) yield* run(e.else, ctx);
        return;
      case "repeat": {
        const n = amount(e.times, ctx);
        for (let i = 0; i < n; i++) yield* run(e.body, ctx);
        return;
      }
      case "target": {
        const chosen = yield* rt(ctx, "select")(ctx, e.selector) as Step<readonly unknown[]>;
        for (const one of chosen) yield* run(e.body, rt(ctx, binding.target.bind)(ctx, one) as Ctx);
        return;
      }
      case "roll": {
        const rule = at(e, () => binding.roll(e));
        let index: number;
        if (rule.kind === "pass-fail") {
          const success = yield* rt(ctx, "rollHeroDice")(ctx) as Step<boolean>;
          index = heroRollCase(e.cases, success ? "success" : "failure");
        } else if (rule.kind === "query") {
          index = rollCaseIndex(queried(rule, ctx, e.at), rangesOf(e.cases));
        } else {
          const roll = rt(ctx, "rollD6");
          const value = yield* (rule.options === null ? roll(ctx) : roll(ctx, { ...rule.options })) as Step<number>;
          index = rollCaseIndex(value, rangesOf(e.cases));
        }
        if (index >= 0) yield* run(e.cases[index].effect, ctx);
        return;
      }
    }
  }

  return {
    run,
    can,
    amount,
    condition,
    call,
    queried,
    primitive: rt,
    factory: {
      handler: (effect) => (ctx) => run(effect, ctx),
      predicate: (effect) => (ctx) => can(effect, ctx),
    },
  };
}
