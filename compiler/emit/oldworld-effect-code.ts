// The Old World's part of the effect writer (compiler/emit/effect-writer.ts):
// its verbs' primitives and arguments, its player targets and its rolls, so
// the emitted statements mirror runtime/interpret/oldworld.ts call for call.

import type { Effect } from "../../core/ir.ts";
import { owArgsWrapper, owCanCheckFor, owPrimitiveFor, owRollSource, owVerbArgs } from "../../games/oldworld/link/verbs.ts";
import { argsCode, effectCanCode, type EffectGame, EffectTreeWriter } from "./effect-writer.ts";
import { tsKey } from "./literal.ts";

export const oldWorldEffects: EffectGame = {
  primitiveFor: owPrimitiveFor,
  // a fight modifier's arguments are wrapped, as the interpreter builds them
  verbArgsCode: (e, primitive, ctx) => {
    const inner = argsCode(oldWorldEffects, owVerbArgs(e.verb, e.args), ctx, e.at);
    const wrap = owArgsWrapper(primitive);
    return wrap === null ? inner : `{ ${tsKey(wrap)}: ${inner} }`;
  },
  selfJudgedArgsCode: () => null,
  canCheckFor: owCanCheckFor,
  sharedArgsCode: (args) => args,
  refValue: (_argName, id) => id,
  omittedArgs: new Set(),
  target: { name: "player", bind: "withPlayer" },
  roll: (e, ctx) => {
    const source = owRollSource(e.dice);
    // "may choose lower": the runtime asks the player and returns the result they take
    if (source.kind === "d6") return { kind: "table", value: `yield* ${ctx}.rt.rollD6(${ctx}, { plusLevel: ${source.plusLevel}, mayChooseLower: ${e.mayChooseLower === true} })`, known: false };
    // a table by level is no die: the level is known before anything is rolled
    return { kind: "table", value: `${ctx}.rt.queries.attribute(${ctx}, { attribute: "specialty" })`, known: true };
  },
};

/** The boolean expression of runtime/interpret/oldworld.ts's `canOwEffect`. */
export function owCanCode(e: Effect, ctx: string): string {
  return effectCanCode(oldWorldEffects, e, ctx);
}

/** Writes the Old World statements of effects. */
export class OwEffectWriter extends EffectTreeWriter {
  constructor(indentUnit?: string) {
    super(oldWorldEffects, indentUnit);
  }
}
