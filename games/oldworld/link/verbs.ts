// Old World verb → runtime primitive call, from the Old World verb table. Both
// executions (the interpreter and the emitted handlers, through ./binding.ts) build
// their calls here, so they pass the primitives the same argument objects.

import { verbLookups } from "../../../core/effect-binding.ts";
import type { OldWorldPrimitives } from "../rules/effect-api.ts";
import { oldworld } from "../vocabulary.ts";

type PrimitiveName = Exclude<keyof OldWorldPrimitives, "queries" | "conditions" | "select" | "withPlayer" | "choose">;

/** primitive → its "could this be done fully right now?" check */
export const OW_CAN_CHECK = {
  discardCards: "canDiscardCards",
  trashCards: "canTrashCards",
  discardPotions: "canDiscardPotions",
  spendGold: "canSpendGold",
  raiseAttribute: "canRaiseAttribute",
  placeQuestToken: "canPlaceQuestToken",
  spendEnergy: "canSpendEnergy",
  takeFromDiscard: "canTakeFromDiscard",
} as const satisfies Partial<Record<PrimitiveName, PrimitiveName>>;

export function owCanCheckFor(primitive: string): string | null {
  return (OW_CAN_CHECK as Record<string, string>)[primitive] ?? null;
}

/** The primitive each verb calls, and its IR arguments with the table's fixed ones. */
export const { primitiveFor: owPrimitiveFor, verbArgs: owVerbArgs } = verbLookups(oldworld.verbs, "the Old World table");

/**
 * The name of the object the primitive's arguments are wrapped in: a monster
 * ability's verb describes one fight modifier, which `addFightModifier` takes
 * as `{ modifier: { kind, … } }`. null: the arguments are passed as they are.
 */
export function owArgsWrapper(primitive: string): string | null {
  return primitive === "addFightModifier" ? "modifier" : null;
}

/** How a roll gets its number: a die (with the specialty level added for "d6+level"), or the specialty level itself (a table by level). */
export function owRollSource(dice: string): { kind: "d6"; plusLevel: boolean } | { kind: "level" } {
  if (dice === "d6") return { kind: "d6", plusLevel: false };
  if (dice === "d6+level") return { kind: "d6", plusLevel: true };
  if (dice === "level") return { kind: "level" };
  throw new Error(`the Old World has no roll "${dice}"`);
}
