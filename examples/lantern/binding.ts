// How Lantern Dive's verbs become calls of its runtime (core/effect-binding.ts): read by the kernel's effect
// steps as the game plays (runtime/kernel/effects.ts) and by the shared rules-text renderer.
import { PLAIN_ARGUMENTS, verbLookups, type EffectBinding } from "../../core/effect-binding.ts";
import { lantern } from "./vocabulary.ts";

export const lanternEffects: EffectBinding = {
  runtimeName: "the Lantern Dive runtime",
  ...verbLookups(lantern.verbs, "Lantern Dive"),
  ...PLAIN_ARGUMENTS,
  canCheckFor: (primitive) => (primitive === "drop" ? "canDrop" : null),
  target: { name: "diver", bind: "withDiver" },
  roll: (e) => {
    if (e.dice !== "d6") throw new Error(`Lantern Dive has no roll "${e.dice}"`);
    return { kind: "d6", options: null };
  },
};
