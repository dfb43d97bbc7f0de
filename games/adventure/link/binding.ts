// The Adventure Game's effect binding (core/effect-binding.ts): what its interpreter
// and its generated handlers both read to turn a verb into a runtime call.

import type { EffectBinding } from "../../../core/effect-binding.ts";
import { isHeroRoll } from "../../../core/rolls.ts";
import { canCheckFor, TAKES_IF_ABLE } from "./primitives.ts";
import { primitiveFor, refArg, verbArgs } from "./verbs.ts";

export const adventureEffects: EffectBinding = {
  runtimeName: "the runtime",
  primitiveFor,
  verbArgs,
  argsWrapper: () => null,
  canCheckFor,
  takesIfAble: (primitive) => TAKES_IF_ABLE.has(primitive),
  refValue: refArg,
  // `if able` is the verb's flag, passed only to the primitives that judge it themselves
  omittedArgs: new Set(["ifAble"]),
  literalArgs: true,
  target: { name: "hero", bind: "withHero" },
  // the hero dice pass or fail; any other roll is one numbered die
  roll: (e) => (isHeroRoll(e.cases) ? { kind: "pass-fail" } : { kind: "d6", options: null }),
};
