// Old World IR effect → TypeScript statements calling the Old World
// primitives directly. Each construct mirrors runtime/interpret/oldworld.ts
// call for call (same primitives, same argument objects, same order), so the
// emitted handlers and the interpreter play identical games.

import type { Amount, Arg, Condition, Effect } from "../ir/types.ts";
import { effectData, isAmount } from "../link/describe.ts";
import { owArgsWrapper, owCanCheckFor, owPrimitiveFor, owRollSource, owVerbArgs } from "../link/oldworld/verbs.ts";
import { EmitError } from "./effect-code.ts";
import { tsKey, tsString } from "./literal.ts";

const MEMBER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

function memberName(name: string, what: string, at: Effect["at"]): string {
  if (!MEMBER.test(name)) throw new EmitError(`${what} "${name}" is not a runtime ${what} name`, at);
  return name;
}

function primitiveOf(e: Extract<Effect, { kind: "verb" }>): string {
  try {
    return memberName(owPrimitiveFor(e.verb), "primitive", e.at);
  } catch (err) {
    if (err instanceof EmitError) throw err;
    throw new EmitError((err as Error).message, e.at);
  }
}

function numberCode(n: number): string {
  if (Object.is(n, -0)) return "-0";
  if (!Number.isFinite(n)) return Number.isNaN(n) ? "NaN" : n > 0 ? "Infinity" : "-Infinity";
  return n < 0 ? `(${n})` : String(n);
}

export function owAmountCode(a: Amount, ctx: string, at: Effect["at"]): string {
  switch (a.kind) {
    case "const":
      return numberCode(a.value);
    case "query":
      return `${ctx}.rt.queries.${memberName(a.query, "query", at)}(${ctx}, ${owArgsCode(a.args, ctx, at)})`;
    case "sum":
      return a.terms.length === 0 ? "0" : `(${a.terms.map((t) => owAmountCode(t, ctx, at)).join(" + ")})`;
    case "product":
      return a.factors.length === 0 ? "1" : `(${a.factors.map((f) => owAmountCode(f, ctx, at)).join(" * ")})`;
  }
}

function argCode(a: Arg, ctx: string, at: Effect["at"]): string {
  if (a === null) return "null";
  if (typeof a === "number") return numberCode(a);
  if (typeof a === "string") return tsString(a);
  if (typeof a === "boolean") return String(a);
  if (a.kind === "ref") return tsString(a.id);
  if (isAmount(a)) return owAmountCode(a, ctx, at);
  throw new EmitError(`unexpected argument ${JSON.stringify(a)}`, at);
}

export function owArgsCode(args: Record<string, Arg>, ctx: string, at: Effect["at"]): string {
  const parts = Object.entries(args).map(([k, v]) => `${tsKey(k)}: ${argCode(v, ctx, at)}`);
  return parts.length === 0 ? "{}" : `{ ${parts.join(", ")} }`;
}

/** The argument object a verb's primitive gets (wrapped for a fight modifier), as the interpreter builds it. */
function callArgsCode(e: Extract<Effect, { kind: "verb" }>, primitive: string, ctx: string): string {
  const inner = owArgsCode(owVerbArgs(e.verb, e.args), ctx, e.at);
  const wrap = owArgsWrapper(primitive);
  return wrap === null ? inner : `{ ${tsKey(wrap)}: ${inner} }`;
}

export function owConditionCode(c: Condition, ctx: string): string {
  switch (c.kind) {
    case "query":
      return `${ctx}.rt.conditions.${memberName(c.query, "condition", c.at)}(${ctx}, ${owArgsCode(c.args, ctx, c.at)})`;
    case "not":
      return `!${owConditionCode(c.cond, ctx)}`;
    case "all":
      return c.conds.length === 0 ? "true" : `(${c.conds.map((x) => owConditionCode(x, ctx)).join(" && ")})`;
    case "any":
      return c.conds.length === 0 ? "false" : `(${c.conds.map((x) => owConditionCode(x, ctx)).join(" || ")})`;
  }
}

/** The boolean expression of runtime/interpret/oldworld.ts's `canOwEffect`. */
export function owCanCode(e: Effect, ctx: string): string {
  switch (e.kind) {
    case "verb": {
      if (e.ifAble) return "true";
      const primitive = primitiveOf(e);
      const can = owCanCheckFor(primitive);
      return can === null ? "true" : `${ctx}.rt.${can}(${ctx}, ${callArgsCode(e, primitive, ctx)})`;
    }
    case "seq":
      return e.steps.length === 0 ? "true" : `(${e.steps.map((s) => owCanCode(s, ctx)).join(" && ")})`;
    case "choice":
      return e.options.length === 0 ? "false" : `(${e.options.map((o) => owCanCode(o, ctx)).join(" || ")})`;
    case "if":
      return `(${owConditionCode(e.cond, ctx)} ? ${owCanCode(e.then, ctx)} : ${e.else === null ? "true" : owCanCode(e.else, ctx)})`;
    case "repeat":
      return `(${owAmountCode(e.times, ctx, e.at)} <= 0 || ${owCanCode(e.body, ctx)})`;
    case "target":
      return "true";
    case "roll": {
      // a table by level is no die: it can when the row of the current level can (Potion Tolerance's cost)
      if (e.dice !== "level") return "true";
      const level = `${ctx}.rt.queries.attribute(${ctx}, { attribute: "specialty" })`;
      const rows = e.cases.filter((c) => c.when.kind === "range");
      if (rows.length === 0) return "true";
      return `((v) => ${rows.map((c) => (c.when.kind === "range" ? `v >= ${numberCode(c.when.from)} && v <= ${numberCode(c.when.to)} ? ${owCanCode(c.effect, ctx)} : ` : "")).join("")}true)(${level})`;
    }
  }
}

/** Writes statements; `depth` names the nested context and loop variables uniquely. */
export class OwEffectWriter {
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
        const primitive = primitiveOf(e);
        const can = e.ifAble ? owCanCheckFor(primitive) : null;
        if (can === null) {
          this.line(depth, `yield* ${ctx}.rt.${primitive}(${ctx}, ${callArgsCode(e, primitive, ctx)});`);
        } else {
          // the arguments are evaluated once and shared, as the interpreter does
          const args = this.fresh("args");
          this.line(depth, `const ${args} = ${callArgsCode(e, primitive, ctx)};`);
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
        const options = e.options.map((o) => `{ effect: ${JSON.stringify(effectData(o))}, can: ${owCanCode(o, ctx)} }`);
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
        this.line(depth, `if (${owConditionCode(e.cond, ctx)}) {`);
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
        this.line(depth, `for (let ${i} = 0, ${n} = ${owAmountCode(e.times, ctx, e.at)}; ${i} < ${n}; ${i}++) {`);
        this.write(e.body, ctx, depth + 1);
        this.line(depth, "}");
        return;
      }
      case "target": {
        const player = this.fresh("player");
        const inner = this.fresh("ctx");
        this.line(depth, `for (const ${player} of yield* ${ctx}.rt.select(${ctx}, ${tsString(e.selector)})) {`);
        this.line(depth + 1, `const ${inner} = ${ctx}.rt.withPlayer(${ctx}, ${player});`);
        this.write(e.body, inner, depth + 1);
        this.line(depth, "}");
        return;
      }
      case "roll": {
        let source: ReturnType<typeof owRollSource>;
        try {
          source = owRollSource(e.dice);
        } catch (err) {
          throw new EmitError((err as Error).message, e.at);
        }
        const v = this.fresh("roll");
        // "may choose lower": the runtime asks the player and returns the result they take
        if (source.kind === "d6") this.line(depth, `const ${v} = yield* ${ctx}.rt.rollD6(${ctx}, { plusLevel: ${source.plusLevel}, mayChooseLower: ${e.mayChooseLower === true} });`);
        else this.line(depth, `const ${v} = ${ctx}.rt.queries.attribute(${ctx}, { attribute: "specialty" });`);
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

  text(): string {
    return this.lines.join("\n");
  }
}
