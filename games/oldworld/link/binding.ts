// The Old World's effect binding (core/effect-binding.ts) as the checker and the rules text read it, its verbs
// from the verb table (games/oldworld/vocabulary.ts); the rules run effects with the same calls
// (games/oldworld/rules/binding.ts).

import type { EffectBinding } from "../../../core/effect-binding.ts";
import { OW_CALLS } from "../rules/binding.ts";
import { owPrimitiveFor, owVerbArgs } from "./verbs.ts";

export const oldWorldEffects: EffectBinding = {
  ...OW_CALLS,
  primitiveFor: owPrimitiveFor,
  verbArgs: owVerbArgs,
};
