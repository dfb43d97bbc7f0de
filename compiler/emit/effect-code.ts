// The Adventure Game's part of the effect writer (compiler/emit/effect-writer.ts):
// its verbs' primitives and arguments, its hero targets and its rolls, so the
// emitted statements mirror runtime/interpret/effects.ts call for call.

import type { Effect, RollCase } from "../../core/ir.ts";
import { canCheckFor, TAKES_IF_ABLE } from "../../games/adventure/link/primitives.ts";
import { primitiveFor, refArg, verbArgs } from "../../games/adventure/link/verbs.ts";
import { heroRollCase, isHeroRoll } from "../../runtime/interpret/rolls.ts";
import { argsCode, effectCanCode, type EffectGame, EffectTreeWriter } from "./effect-writer.ts";

export const adventureEffects: EffectGame = {
  primitiveFor,
  verbArgsCode: (e, _primitive, ctx) => argsCode(adventureEffects, verbArgs(e.verb, e.args), ctx, e.at),
  selfJudgedArgsCode: (e, primitive, ctx) =>
    TAKES_IF_ABLE.has(primitive) ? argsCode(adventureEffects, verbArgs(e.verb, e.args), ctx, e.at, `ifAble: ${e.ifAble}`) : null,
  canCheckFor,
  // the primitives take literal unions (a resource, a colour), which a shared object would widen
  sharedArgsCode: (args) => `${args} as const`,
  refValue: refArg,
  // `if able` is the verb's flag, passed only to the primitives that judge it themselves
  omittedArgs: new Set(["ifAble"]),
  target: { name: "hero", bind: "withHero" },
  roll: (e, ctx) =>
    isHeroRoll(e.cases)
      ? { kind: "pass-fail", test: `yield* ${ctx}.rt.rollHeroDice(${ctx})`, success: caseEffect(e.cases, "success"), failure: caseEffect(e.cases, "failure") }
      : { kind: "table", value: `yield* ${ctx}.rt.rollD6(${ctx})`, known: false },
};

function caseEffect(cases: readonly RollCase[], outcome: "success" | "failure"): Effect | null {
  const i = heroRollCase(cases, outcome);
  return i >= 0 ? cases[i].effect : null;
}

/** The boolean expression of runtime/interpret's `canEffect`. */
export function canCode(e: Effect, ctx: string): string {
  return effectCanCode(adventureEffects, e, ctx);
}

/** Writes the Adventure statements of effects. */
export class EffectWriter extends EffectTreeWriter {
  constructor(indentUnit?: string) {
    super(adventureEffects, indentUnit);
  }
}
