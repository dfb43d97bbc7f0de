// The IR effect tree → TypeScript statements, walked the same way for every
// game. Sequences, choices, ifs, repeats, targets and roll tables are written
// here once; a game supplies only its effect binding (core/effect-binding.ts:
// its verbs' primitives and arguments, its target binding, where its rolls'
// numbers come from), the same binding its interpreter walks with
// (runtime/interpret/walker.ts). Each construct mirrors that walker call for
// call (same primitives, same argument objects, same evaluation order and
// short-circuits), so the emitted handlers and the interpreter play identical
// games.

import type { EffectBinding, RollEffect } from "../../core/effect-binding.ts";
import { effectData, isAmount } from "../../core/effect-data.ts";
import type { Amount, Arg, Condition, Effect } from "../../core/ir.ts";
import { heroRollCase } from "../../core/rolls.ts";
import { tsKey, tsString } from "./literal.ts";

export class EmitError extends Error {
  constructor(
    message: string,
    readonly at: { file: string; line: number; column: number },
  ) {
    super(`${at.file}:${at.line}:${at.column}: ${message}`);
    this.name = "EmitError";
  }
}

type VerbEffect = Extract<Effect, { kind: "verb" }>;

/**
 * How a roll picks what happens, as code: a test that passes or fails (the
 * Adventure's hero dice), or a number looked up in the roll's table of ranges.
 * A number that is `known` before anything is rolled (the Old World's table by
 * specialty level) is judged by its row when the roll is asked whether it
 * can; a die roll always can.
 */
type RollCode = { kind: "pass-fail"; test: string; success: Effect | null; failure: Effect | null } | { kind: "table"; value: string; known: boolean };

const MEMBER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

function memberName(name: string, what: string, at: Effect["at"]): string {
  if (!MEMBER.test(name)) throw new EmitError(`${what} "${name}" is not a runtime ${what} name`, at);
  return name;
}

/** A game's own failure (an unknown verb or roll) reported at the effect that caused it. */
function at<T>(where: Effect["at"], f: () => T): T {
  try {
    return f();
  } catch (err) {
    if (err instanceof EmitError) throw err;
    throw new EmitError((err as Error).message, where);
  }
}

function verbPrimitive(game: EffectBinding, e: VerbEffect): string {
  return memberName(
    at(e.at, () => game.primitiveFor(e.verb)),
    "primitive",
    e.at,
  );
}

function numberCode(n: number): string {
  // -0 and non-finite values cannot come from the checker; keep the text exact anyway
  if (Object.is(n, -0)) return "-0";
  if (!Number.isFinite(n)) return Number.isNaN(n) ? "NaN" : n > 0 ? "Infinity" : "-Infinity";
  return n < 0 ? `(${n})` : String(n);
}

function amountCode(game: EffectBinding, a: Amount, ctx: string, where: Effect["at"]): string {
  switch (a.kind) {
    case "const":
      return numberCode(a.value);
    case "query":
      return `${ctx}.rt.queries.${memberName(a.query, "query", where)}(${ctx}, ${argsCode(game, a.args, ctx, where)})`;
    case "sum":
      return a.terms.length === 0 ? "0" : `(${a.terms.map((t) => amountCode(game, t, ctx, where)).join(" + ")})`;
    case "product":
      return a.factors.length === 0 ? "1" : `(${a.factors.map((f) => amountCode(game, f, ctx, where)).join(" * ")})`;
  }
}

function argCode(game: EffectBinding, name: string, a: Arg, ctx: string, where: Effect["at"]): string {
  if (a === null) return "null";
  if (typeof a === "number") return numberCode(a);
  if (typeof a === "string") return tsString(a);
  if (typeof a === "boolean") return String(a);
  if (a.kind === "ref") return tsString(game.refValue(name, a.id));
  if (isAmount(a)) return amountCode(game, a, ctx, where);
  throw new EmitError(`unexpected argument ${JSON.stringify(a)}`, where);
}

/** An argument object literal; `extra` is one more property already written. */
export function argsCode(game: EffectBinding, args: Record<string, Arg>, ctx: string, where: Effect["at"], extra = ""): string {
  const parts = Object.entries(args)
    .filter(([k]) => !game.omittedArgs.has(k))
    .map(([k, v]) => `${tsKey(k)}: ${argCode(game, k, v, ctx, where)}`);
  if (extra) parts.push(extra);
  return parts.length === 0 ? "{}" : `{ ${parts.join(", ")} }`;
}

/** The argument object literal a verb's primitive (and its `can…` check) gets, as the interpreter builds it. */
function verbArgsCode(game: EffectBinding, e: VerbEffect, primitive: string, ctx: string): string {
  const inner = argsCode(game, game.verbArgs(e.verb, e.args), ctx, e.at);
  const wrap = game.argsWrapper(primitive);
  return wrap === null ? inner : `{ ${tsKey(wrap)}: ${inner} }`;
}

function literalCode(v: boolean | number | string): string {
  return typeof v === "string" ? tsString(v) : typeof v === "number" ? numberCode(v) : String(v);
}

function objectCode(o: Readonly<Record<string, boolean | number | string>>): string {
  const parts = Object.entries(o).map(([k, v]) => `${tsKey(k)}: ${literalCode(v)}`);
  return parts.length === 0 ? "{}" : `{ ${parts.join(", ")} }`;
}

function caseEffect(e: RollEffect, outcome: "success" | "failure"): Effect | null {
  const i = heroRollCase(e.cases, outcome);
  return i >= 0 ? e.cases[i].effect : null;
}

function rollCode(game: EffectBinding, e: RollEffect, ctx: string): RollCode {
  const rule = at(e.at, () => game.roll(e));
  switch (rule.kind) {
    case "pass-fail":
      return { kind: "pass-fail", test: `yield* ${ctx}.rt.rollHeroDice(${ctx})`, success: caseEffect(e, "success"), failure: caseEffect(e, "failure") };
    case "d6":
      return { kind: "table", value: `yield* ${ctx}.rt.rollD6(${ctx}${rule.options === null ? "" : `, ${objectCode(rule.options)}`})`, known: false };
    case "query":
      return { kind: "table", value: `${ctx}.rt.queries.${memberName(rule.query, "query", e.at)}(${ctx}, ${objectCode(rule.args)})`, known: true };
  }
}

function conditionCode(game: EffectBinding, c: Condition, ctx: string): string {
  switch (c.kind) {
    case "query":
      return `${ctx}.rt.conditions.${memberName(c.query, "condition", c.at)}(${ctx}, ${argsCode(game, c.args, ctx, c.at)})`;
    case "not":
      return `!${conditionCode(game, c.cond, ctx)}`;
    case "all":
      return c.conds.length === 0 ? "true" : `(${c.conds.map((x) => conditionCode(game, x, ctx)).join(" && ")})`;
    case "any":
      return c.conds.length === 0 ? "false" : `(${c.conds.map((x) => conditionCode(game, x, ctx)).join(" || ")})`;
  }
}

/** The boolean expression of the game interpreter's "can this effect be done fully right now?". */
export function effectCanCode(game: EffectBinding, e: Effect, ctx: string): string {
  const can = (x: Effect) => effectCanCode(game, x, ctx);
  switch (e.kind) {
    case "verb": {
      if (e.ifAble) return "true";
      const primitive = verbPrimitive(game, e);
      const check = game.canCheckFor(primitive);
      return check === null ? "true" : `${ctx}.rt.${check}(${ctx}, ${verbArgsCode(game, e, primitive, ctx)})`;
    }
    case "seq":
      return e.steps.length === 0 ? "true" : `(${e.steps.map(can).join(" && ")})`;
    case "choice":
      return e.options.length === 0 ? "false" : `(${e.options.map(can).join(" || ")})`;
    case "if":
      return `(${conditionCode(game, e.cond, ctx)} ? ${can(e.then)} : ${e.else === null ? "true" : can(e.else)})`;
    case "repeat":
      return `(${amountCode(game, e.times, ctx, e.at)} <= 0 || ${can(e.body)})`;
    case "target":
      return "true";
    case "roll": {
      const roll = rollCode(game, e, ctx);
      if (roll.kind !== "table" || !roll.known) return "true";
      // a number known before the roll: it can when the row of that number can (Potion Tolerance's cost)
      const rows = e.cases.filter((c) => c.when.kind === "range");
      if (rows.length === 0) return "true";
      return `((v) => ${rows.map((c) => (c.when.kind === "range" ? `v >= ${numberCode(c.when.from)} && v <= ${numberCode(c.when.to)} ? ${can(c.effect)} : ` : "")).join("")}true)(${roll.value})`;
    }
  }
}

/** Writes a game's statements; fresh names keep nested contexts and loop variables unique. */
export class EffectWriter {
  private readonly lines: string[] = [];
  private counter = 0;

  constructor(
    private readonly game: EffectBinding,
    private readonly indentUnit = "  ",
  ) {}

  private line(depth: number, text: string) {
    this.lines.push(this.indentUnit.repeat(depth) + text);
  }

  private fresh(prefix: string): string {
    return `${prefix}${++this.counter}`;
  }

  write(e: Effect, ctx: string, depth: number): void {
    const game = this.game;
    switch (e.kind) {
      case "verb": {
        const primitive = verbPrimitive(game, e);
        if (game.takesIfAble(primitive)) {
          const selfJudged = argsCode(game, game.verbArgs(e.verb, e.args), ctx, e.at, `ifAble: ${e.ifAble}`);
          this.line(depth, `yield* ${ctx}.rt.${primitive}(${ctx}, ${selfJudged});`);
          return;
        }
        const can = e.ifAble ? game.canCheckFor(primitive) : null;
        if (can === null) {
          this.line(depth, `yield* ${ctx}.rt.${primitive}(${ctx}, ${verbArgsCode(game, e, primitive, ctx)});`);
        } else {
          // the arguments are evaluated once and shared, as the interpreter does
          const args = this.fresh("args");
          this.line(
            depth,
            `const ${args} = ${game.literalArgs ? `${verbArgsCode(game, e, primitive, ctx)} as const` : verbArgsCode(game, e, primitive, ctx)};`,
          );
          this.line(depth, `if (${ctx}.rt.${can}(${ctx}, ${args})) {`);
          this.line(depth + 1, `yield* ${ctx}.rt.${primitive}(${ctx}, ${args});`);
          this.line(depth, "}");
        }
        return;
      }
      case "seq":
        for (const s of e.steps) this.write(s, ctx, depth);
        return;
      case "choice": {
        const options = e.options.map((o) => `{ effect: ${JSON.stringify(effectData(o))}, can: ${effectCanCode(game, o, ctx)} }`);
        this.line(depth, `switch (yield* ${ctx}.rt.choose(${ctx}, { options: [${options.join(", ")}] })) {`);
        e.options.forEach((o, i) => {
          this.line(depth + 1, `case ${i}: {`);
          this.write(o, ctx, depth + 2);
          this.line(depth + 2, "break;");
          this.line(depth + 1, "}");
        });
        this.line(depth, "}");
        return;
      }
      case "if":
        this.line(depth, `if (${conditionCode(game, e.cond, ctx)}) {`);
        this.write(e.then, ctx, depth + 1);
        if (e.else !== null) {
          this.line(depth, "} else {");
          this.write(e.else, ctx, depth + 1);
        }
        this.line(depth, "}");
        return;
      case "repeat": {
        const i = this.fresh("i");
        const n = this.fresh("n");
        this.line(depth, `for (let ${i} = 0, ${n} = ${amountCode(game, e.times, ctx, e.at)}; ${i} < ${n}; ${i}++) {`);
        this.write(e.body, ctx, depth + 1);
        this.line(depth, "}");
        return;
      }
      case "target": {
        const one = this.fresh(game.target.name);
        const inner = this.fresh("ctx");
        this.line(depth, `for (const ${one} of yield* ${ctx}.rt.select(${ctx}, ${tsString(e.selector)})) {`);
        this.line(depth + 1, `const ${inner} = ${ctx}.rt.${game.target.bind}(${ctx}, ${one});`);
        this.write(e.body, inner, depth + 1);
        this.line(depth, "}");
        return;
      }
      case "roll": {
        const roll = rollCode(game, e, ctx);
        if (roll.kind === "pass-fail") {
          this.line(depth, `if (${roll.test}) {`);
          if (roll.success !== null) this.write(roll.success, ctx, depth + 1);
          this.line(depth, "} else {");
          if (roll.failure !== null) this.write(roll.failure, ctx, depth + 1);
          this.line(depth, "}");
          return;
        }
        const v = this.fresh("roll");
        this.line(depth, `const ${v} = ${roll.value};`);
        let first = true;
        for (const c of e.cases) {
          if (c.when.kind !== "range") continue;
          this.line(depth, `${first ? "" : "} else "}if (${v} >= ${numberCode(c.when.from)} && ${v} <= ${numberCode(c.when.to)}) {`);
          this.write(c.effect, ctx, depth + 1);
          first = false;
        }
        if (!first) this.line(depth, "}");
        return;
      }
    }
  }

  /** The statements written so far. */
  text(): string {
    return this.lines.join("\n");
  }
}
