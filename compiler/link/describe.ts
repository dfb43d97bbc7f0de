// Short, plain labels for the options of an "A or B" decision. Both
// executions of the IR use this one function (the emitter bakes its output
// into string literals), so a logged decision reads the same in both. The
// translated rules text for players comes from compiler/i18n, not from here.

import type { Amount, Arg, Effect, Condition } from "../ir/types.ts";

export function isAmount(a: Arg): a is Amount {
  return typeof a === "object" && a !== null && (a.kind === "const" || a.kind === "query" || a.kind === "sum" || a.kind === "product");
}

function describeAmount(a: Amount): string {
  switch (a.kind) {
    case "const":
      return String(a.value);
    case "query":
      return `${a.query}(${describeArgs(a.args)})`;
    case "sum":
      return a.terms.map(describeAmount).join(" + ");
    case "product":
      return a.factors.map(describeAmount).join(" × ");
  }
}

function describeArg(a: Arg): string {
  if (a === null) return "-";
  if (typeof a !== "object") return String(a);
  if (a.kind === "ref") return a.id;
  return describeAmount(a);
}

function describeArgs(args: Record<string, Arg>): string {
  return Object.values(args).map(describeArg).join(" ");
}

function describeCondition(c: Condition): string {
  switch (c.kind) {
    case "query":
      return `${c.query} ${describeArgs(c.args)}`.trim();
    case "not":
      return `not ${describeCondition(c.cond)}`;
    case "all":
      return c.conds.map(describeCondition).join(" and ");
    case "any":
      return c.conds.map(describeCondition).join(" or ");
  }
}

export function describeEffect(e: Effect): string {
  switch (e.kind) {
    case "verb":
      return `${e.verb} ${describeArgs(e.args)}`.trim() + (e.ifAble ? " if able" : "");
    case "seq":
      return e.steps.map(describeEffect).join("; ");
    case "choice":
      return e.options.map(describeEffect).join(" or ");
    case "if":
      return `if ${describeCondition(e.cond)}: ${describeEffect(e.then)}` + (e.else ? ` else: ${describeEffect(e.else)}` : "");
    case "repeat":
      return `${describeAmount(e.times)} × (${describeEffect(e.body)})`;
    case "target":
      return `${e.selector}: ${describeEffect(e.body)}`;
    case "roll":
      return `roll ${e.dice}`;
  }
}
