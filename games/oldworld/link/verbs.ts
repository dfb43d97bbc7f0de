// Old World verb → runtime primitive call, from the Old World verb table. Both
// executions (the interpreter and the emitted handlers, through ./binding.ts) build
// their calls here, so they pass the primitives the same argument objects.

import type { Arg } from "../../../core/ir.ts";
import type { OldWorldPrimitives } from "../rules/effect-api.ts";
import { oldworld } from "../vocabulary.ts";
import type { VerbDef } from "../../../core/vocabulary.ts";

const byName = new Map<string, VerbDef>();
for (const v of oldworld.verbs) if (!byName.has(v.name)) byName.set(v.name, v);

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

export class UnknownOldWorldVerbError extends Error {
  constructor(readonly verb: string) {
    super(`"${verb}" is not a verb of the Old World table`);
    this.name = "UnknownVerbError";
  }
}

export function owPrimitiveFor(verb: string): string {
  const def = byName.get(verb);
  if (def === undefined) throw new UnknownOldWorldVerbError(verb);
  return def.primitive;
}

/** The IR args with the table's fixed args added after them (IR values win). */
export function owVerbArgs(verb: string, args: Record<string, Arg>): Record<string, Arg> {
  const fixed = byName.get(verb)?.fixed;
  if (fixed === undefined) return args;
  const out: Record<string, Arg> = { ...args };
  for (const [k, v] of Object.entries(fixed)) if (!(k in out)) out[k] = v;
  return out;
}

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
