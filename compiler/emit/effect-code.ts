// IR effect → TypeScript statements that call the runtime primitives
// directly. Each construct mirrors runtime/interpret/effects.ts call for call
// (same primitives, same argument objects, same evaluation order and
// short-circuits), so the two executions play identical games.

import type { Amount, Arg, Condition, Effect } from "../ir/types.ts";
import { effectData, isAmount } from "../link/describe.ts";
import { canCheckFor, TAKES_IF_ABLE } from "../link/primitives.ts";
import { primitiveFor, refArg, verbArgs } from "../link/verbs.ts";
import { heroRollCase, isHeroRoll } from "../../runtime/interpret/rolls.ts";
import { tsKey, tsString } from "./literal.ts";

export class EmitError extends Error {
  constructor(message: string, readonly at: { file: string; line: number; column: number }) {
    super(`${at.file}:${at.line}:${at.column}: ${message}`);
    this.name = "EmitError";
  }
}

const MEMBER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

function memberName(name: string, what: string, at: Effect["at"]): string {
  if (!MEMBER.test(name)) throw new EmitError(`${what} "${name}" is not a runtime ${what} name`, at);
  return name;
}

function verbPrimitive(e: Extract<Effect, { kind: "verb" }>): string {
  let primitive: string;
  try {
    primitive = primitiveFor(e.verb);
  } catch (err) {
    throw new EmitError((err as Error).message, e.at);
  }
  return memberName(primitive, "primitive", e.at);
}

export function amountCode(a: Amount, ctx: string, at: Effect["at"]): string {
  switch (a.kind) {
    case "const":
      return numberCode(a.value);
    case "query":
      return `${ctx}.rt.queries.${memberName(a.query, "query", at)}(${ctx}, ${argsCode(a.args, ctx, at)})`;
    case "sum":
      return a.terms.length === 0 ? "0" : `(${a.terms.map((t) => amountCode(t, ctx, at)).join(" + ")})`;
    case "product":
      return a.factors.length === 0 ? "1" : `(${a.factors.map((f) => amountCode(f, ctx, at)).join(" * ")})`;
  }
}

function numberCode(n: number): string {
  // -0 and non-finite values cannot come from the checker; keep the text exact anyway
  if (Object.is(n, -0)) return "-0";
  if (!Number.isFinite(n)) return Number.isNaN(n) ? "NaN" : n > 0 ? "Infinity" : "-Infinity";
  return n < 0 ? `(${n})` : String(n);
}

function argCode(name: string, a: Arg, ctx: string, at: Effect["at"]): string {
  if (a === null) return "null";
  if (typeof a === "number") return numberCode(a);
  if (typeof a === "string") return tsString(a);
  if (typeof a === "boolean") return String(a);
  if (a.kind === "ref") return tsString(refArg(name, a.id));
  if (isAmount(a)) return amountCode(a, ctx, at);
  throw new EmitError(`unexpected argument ${JSON.stringify(a)}`, at);
}

export function argsCode(args: Record<string, Arg>, ctx: string, at: Effect["at"], extra = ""): string {
  const parts = Object.entries(args)
    .filter(([k]) => k !== "ifAble")
    .map(([k, v]) => `${tsKey(k)}: ${argCode(k, v, ctx, at)}`);
  if (extra) parts.push(extra);
  return parts.length === 0 ? "{}" : `{ ${parts.join(", ")} }`;
}

export function conditionCode(c: Condition, ctx: string): string {
  switch (c.kind) {
    case "query":
      return `${ctx}.rt.conditions.${memberName(c.query, "condition", c.at)}(${ctx}, ${argsCode(c.args, ctx, c.at)})`;
    case "not":
      return `!${conditionCode(c.cond, ctx)}`;
    case "all":
      return c.conds.length === 0 ? "true" : `(${c.conds.map((x) => conditionCode(x, ctx)).join(" && ")})`;
    case "any":
      return c.conds.length === 0 ? "false" : `(${c.conds.map((x) => conditionCode(x, ctx)).join(" || ")})`;
  }
}

/** The boolean expression of runtime/interpret's `canEffect`. */
export function canCode(e: Effect, ctx: string): string {
  switch (e.kind) {
    case "verb": {
      if (e.ifAble) return "true";
      const primitive = verbPrimitive(e);
      const can = canCheckFor(primitive);
      return can === null ? "true" : `${ctx}.rt.${can}(${ctx}, ${argsCode(verbArgs(e.verb, e.args), ctx, e.at)})`;
    }
    case "seq":
      return e.steps.length === 0 ? "true" : `(${e.steps.map((s) => canCode(s, ctx)).join(" && ")})`;
    case "choice":
      return e.options.length === 0 ? "false" : `(${e.options.map((o) => canCode(o, ctx)).join(" || ")})`;
    case "if":
      return `(${conditionCode(e.cond, ctx)} ? ${canCode(e.then, ctx)} : ${e.else === null ? "true" : canCode(e.else, ctx)})`;
    case "repeat":
      return `(${amountCode(e.times, ctx, e.at)} <= 0 || ${canCode(e.body, ctx)})`;
    case "target":
    case "roll":
      return "true";
  }
}

/** Writes statements; `depth` names the nested context and loop variables uniquely. */
export class EffectWriter {
  private readonly lines: string[] = [];
  private counter = 0;

  constructor(private readonly indentUnit = "  ") {}

  private line(depth: number, text: string) {
    this.lines.push(this.indentUnit.repeat(depth) + text);
  }

  private fresh(prefix: string): string {
    return `${prefix}${++this.counter}`;
  }

  write(e: Effect, ctx: string, depth: number): void {
    switch (e.kind) {
      case "verb": {
        const primitive = verbPrimitive(e);
        if (TAKES_IF_ABLE.has(primitive)) {
          this.line(depth, `yield* ${ctx}.rt.${primitive}(${ctx}, ${argsCode(verbArgs(e.verb, e.args), ctx, e.at, `ifAble: ${e.ifAble}`)});`);
          return;
        }
        const call = `yield* ${ctx}.rt.${primitive}(${ctx}, ${argsCode(verbArgs(e.verb, e.args), ctx, e.at)});`;
        const can = e.ifAble ? canCheckFor(primitive) : null;
        if (can === null) {
          this.line(depth, call);
        } else {
          // the arguments are evaluated once and shared, as the interpreter does
          const args = this.fresh("args");
          this.line(depth, `const ${args} = ${argsCode(verbArgs(e.verb, e.args), ctx, e.at)} as const;`);
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
        const options = e.options.map((o) => `{ effect: ${JSON.stringify(effectData(o))}, can: ${canCode(o, ctx)} }`);
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
        this.line(depth, `if (${conditionCode(e.cond, ctx)}) {`);
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
        this.line(depth, `for (let ${i} = 0, ${n} = ${amountCode(e.times, ctx, e.at)}; ${i} < ${n}; ${i}++) {`);
        this.write(e.body, ctx, depth + 1);
        this.line(depth, "}");
        return;
      }
      case "target": {
        const hero = this.fresh("hero");
        const inner = this.fresh("ctx");
        this.line(depth, `for (const ${hero} of yield* ${ctx}.rt.select(${ctx}, ${tsString(e.selector)})) {`);
        this.line(depth + 1, `const ${inner} = ${ctx}.rt.withHero(${ctx}, ${hero});`);
        this.write(e.body, inner, depth + 1);
        this.line(depth, "}");
        return;
      }
      case "roll": {
        if (isHeroRoll(e.cases)) {
          const onSuccess = heroRollCase(e.cases, "success");
          const onFailure = heroRollCase(e.cases, "failure");
          this.line(depth, `if (yield* ${ctx}.rt.rollHeroDice(${ctx})) {`);
          if (onSuccess >= 0) this.write(e.cases[onSuccess].effect, ctx, depth + 1);
          this.line(depth, "} else {");
          if (onFailure >= 0) this.write(e.cases[onFailure].effect, ctx, depth + 1);
          this.line(depth, "}");
          return;
        }
        const v = this.fresh("roll");
        this.line(depth, `const ${v} = yield* ${ctx}.rt.rollD6(${ctx});`);
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
