// The options of an "A or B" decision carry their effect as plain data (the IR
// without source positions), so a player reads each option as the game's rules
// text in their locale (compiler/i18n/game-text.ts renders it). Both executions
// of the IR use this one function (the emitter bakes its output into the
// generated code), so a logged decision is the same in both.

import type { Amount, Arg, Effect } from "./ir.ts";

export function isAmount(a: Arg): a is Amount {
  return typeof a === "object" && a !== null && (a.kind === "const" || a.kind === "query" || a.kind === "sum" || a.kind === "product");
}

/** A JSON copy of an effect without `at`: the same for the same rules wherever they are written. */
export function effectData(e: Effect): unknown {
  return JSON.parse(JSON.stringify(e, (key, value: unknown) => (key === "at" ? undefined : value)));
}
