// The Old World's effect binding (core/effect-binding.ts): what its interpreter
// and its generated handlers both read to turn a verb into a runtime call.

import { PLAIN_ARGUMENTS, type EffectBinding } from "../../../core/effect-binding.ts";
import { owArgsWrapper, owCanCheckFor, owPrimitiveFor, owRollSource, owVerbArgs } from "./verbs.ts";

export const oldWorldEffects: EffectBinding = {
  runtimeName: "the Old World runtime",
  primitiveFor: owPrimitiveFor,
  verbArgs: owVerbArgs,
  ...PLAIN_ARGUMENTS,
  // a monster ability's verb describes one fight modifier: `addFightModifier({ modifier: {…} })`
  argsWrapper: owArgsWrapper,
  canCheckFor: owCanCheckFor,
  target: { name: "player", bind: "withPlayer" },
  roll: (e) => {
    const source = owRollSource(e.dice);
    // "may choose lower": the runtime asks the player and returns the result they take
    if (source.kind === "d6") return { kind: "d6", options: { plusLevel: source.plusLevel, mayChooseLower: e.mayChooseLower === true } };
    // a table by level is no die: the level is known before anything is rolled
    return { kind: "query", query: "attribute", args: { attribute: "specialty" } };
  },
};
