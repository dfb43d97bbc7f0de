// Which runtime primitives have a `can*` twin, and which take "if able" as an
// argument instead of being skipped. Both executions of the IR (the
// interpreter and the emitted handlers) read these tables, so "only options
// you can fulfil" and "if able" mean the same thing in both.

import type { AdventurePrimitives } from "../rules/effect-api.ts";

type PrimitiveName = Exclude<keyof AdventurePrimitives, "queries" | "conditions" | "select" | "withHero">;

/** primitive → its "could this be done fully right now?" check */
export const CAN_CHECK = {
  receive: "canReceive",
  spend: "canSpend",
  lose: "canLose",
  heal: "canHeal",
  sufferFoulFate: "canSufferFoulFate",
  discard: "canDiscard",
  move: "canMove",
  spendResults: "canSpendResults",
  spendMarker: "canSpendMarker",
  requireDefeat: "canRequireDefeat",
} as const satisfies Partial<Record<PrimitiveName, PrimitiveName>>;

/**
 * Primitives that implement "if able" themselves (the rulebook's "suffer foul
 * fate, if able" places nothing rather than costing 2 VP): they receive the
 * flag as the `ifAble` argument and are never skipped.
 */
export const TAKES_IF_ABLE: ReadonlySet<string> = new Set(["sufferFoulFate"]);

export function canCheckFor(primitive: string): string | null {
  return (CAN_CHECK as Record<string, string>)[primitive] ?? null;
}
