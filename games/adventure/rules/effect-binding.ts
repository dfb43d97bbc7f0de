// The Adventure Game's effect binding (core/effect-binding.ts): how a verb of the effect IR becomes a call of
// the runtime's primitives (effect-api.ts). The rules read it, since the content holds each effect as its IR
// and the kernel's effect steps run it (machine.ts); the link and the shared rules-text renderer read it too
// (games/adventure/link/binding.ts).

import type { EffectBinding } from "../../../core/effect-binding.ts";
import { verbLookups } from "../../../core/effect-binding.ts";
import { isHeroRoll } from "../../../core/rolls.ts";
import { adventure } from "../vocabulary.ts";
import type { AdventurePrimitives } from "./effect-api.ts";

type PrimitiveName = Exclude<keyof AdventurePrimitives, "queries" | "conditions" | "select" | "withHero">;

// Which primitives have a `can*` twin, and which take "if able" as an argument instead of being skipped: "only
// options you can fulfil" and "if able" mean the same thing in every execution of the IR.

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

/** The primitive each verb calls, and its IR arguments with the table's fixed ones (the verb table, ../vocabulary.ts). */
export const { primitiveFor, verbArgs } = verbLookups(adventure.verbs, "the Adventure Game table");

/**
 * The runtime value of a reference argument. Entities are passed by id, except
 * traits, which the runtime knows by name ("nilfgaard", as in a card's
 * `traits`); a discard names its cards as "trait:<name>".
 */
export function refArg(argName: string, id: string): string {
  if (!id.startsWith("trait.")) return id;
  const name = traitName(id);
  return argName === "what" ? `trait:${name}` : name;
}

/** "trait.witcher-sign" → "witcher-sign" */
export function traitName(id: string): string {
  return id.startsWith("trait.") ? id.slice("trait.".length) : id;
}

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
