// The rules run an effect's verbs with their own copy of the verb table's calls (games/oldworld/rules/binding.ts:
// the runtime package holds no vocabulary), and the checker and the rules text read the verb table itself
// (games/oldworld/link/binding.ts). Both must turn every verb into the same call.
import { describe, expect, it } from "vitest";
import { oldWorldEffects } from "../../games/oldworld/link/binding.ts";
import { OW_VERB_CALLS, oldWorldRulesEffects } from "../../games/oldworld/rules/binding.ts";
import { oldworld } from "../../games/oldworld/vocabulary.ts";

describe("the Old World's two bindings", () => {
  const called = oldworld.verbs.filter((v) => !v.data);

  it("every verb that calls the runtime calls the same primitive with the same fixed arguments in both", () => {
    for (const v of called) {
      expect(oldWorldRulesEffects.primitiveFor(v.name), v.name).toBe(oldWorldEffects.primitiveFor(v.name));
      const args = { amount: 1 };
      expect(oldWorldRulesEffects.verbArgs(v.name, args), v.name).toEqual(oldWorldEffects.verbArgs(v.name, args));
    }
  });

  it("the rules' copy names no verb the table does not have, nor a verb that is card data", () => {
    expect(Object.keys(OW_VERB_CALLS).sort()).toEqual([...new Set(called.map((v) => v.name))].sort());
    expect(() => oldWorldRulesEffects.primitiveFor("toString")).toThrow('"toString" is not a verb of the Old World table');
  });

  it("the rest of the binding is the one object both read", () => {
    for (const key of ["argsWrapper", "canCheckFor", "takesIfAble", "refValue", "roll", "omittedArgs", "target", "runtimeName", "literalArgs"] as const)
      expect(oldWorldRulesEffects[key], key).toBe(oldWorldEffects[key]);
  });
});
