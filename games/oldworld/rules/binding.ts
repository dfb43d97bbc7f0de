// The Old World's effect binding (core/effect-binding.ts) as the rules read it when the kernel runs a card's
// effect (runtime/kernel/effects.ts): the primitive each verb calls and the arguments its table fixes, "could
// this be done" checks, whom a target binds and where a roll's number comes from. The verb table itself, with
// its phrases and words, is the front end's (games/oldworld/vocabulary.ts, read by games/oldworld/link/
// binding.ts for the checker and the rules text); test/compile/oldworld-binding.test.ts holds the two equal.
import { PLAIN_ARGUMENTS, UnknownVerbError, type EffectBinding } from "../../../core/effect-binding.ts";
import type { Arg } from "../../../core/ir.ts";

/** each verb that calls the runtime: its primitive and the arguments the verb table fixes */
export const OW_VERB_CALLS: Readonly<
  Record<string, { readonly primitive: string; readonly fixed?: Readonly<Record<string, string | number | boolean | null>> }>
> = {
  "deal-damage": { primitive: "dealDamage" },
  "suffer-damage": { primitive: "sufferDamage" },
  "opponent-suffers-damage": { primitive: "sufferDamage", fixed: { who: "opponent" } },
  "deal-additional-damage": { primitive: "dealAdditionalDamage" },
  "max-damage-first-turn": { primitive: "addFightModifier", fixed: { kind: "max-damage-first-turn" } },
  "draw-fewer": { primitive: "addFightModifier", fixed: { kind: "draw-fewer" } },
  "damage-per-colour": { primitive: "addFightModifier", fixed: { kind: "damage-per-colour" } },
  "shield-loss-per-colour": { primitive: "addFightModifier", fixed: { kind: "shield-loss-per-colour" } },
  "colour-no-effect": { primitive: "addFightModifier", fixed: { kind: "colour-no-effect" } },
  "first-attack-bonus": { primitive: "addFightModifier", fixed: { kind: "first-attack-bonus" } },
  "bonus-when-low": { primitive: "addFightModifier", fixed: { kind: "bonus-when-low" } },
  "hit-reduction-discard": { primitive: "addFightModifier", fixed: { kind: "hit-reduction-discard" } },
  "max-potions": { primitive: "addFightModifier", fixed: { kind: "max-potions" } },
  "max-shield-gain": { primitive: "addFightModifier", fixed: { kind: "max-shield-gain" } },
  "random-first-card": { primitive: "addFightModifier", fixed: { kind: "random-first-card" } },
  "first-attack-from-hand": { primitive: "addFightModifier", fixed: { kind: "first-attack-from-hand" } },
  "lower-attribute-this-fight": { primitive: "addFightModifier", fixed: { kind: "lower-attribute" } },
  "phase3-draw": { primitive: "addFightModifier", fixed: { kind: "phase3-draw" } },
  "draw-fewer-without-colour": { primitive: "addFightModifier", fixed: { kind: "draw-fewer-without-colour" } },
  "first-attack-worst": { primitive: "addFightModifier", fixed: { kind: "first-attack-worst" } },
  "first-turn-end-random-discard": { primitive: "addFightModifier", fixed: { kind: "first-turn-end-random-discard" } },
  "draw-cards": { primitive: "drawCards" },
  "discard-cards": { primitive: "discardCards" },
  "look-at-enemy-deck": { primitive: "lookAtEnemyDeck" },
  "discard-top-of-deck": { primitive: "discardTopOfDeck" },
  "discard-potions": { primitive: "discardPotions" },
  "trash-cards": { primitive: "trashCards" },
  "raise-shield": { primitive: "raiseShield" },
  "lower-shield": { primitive: "lowerShield" },
  "raise-attribute": { primitive: "raiseAttribute" },
  "gain-potions": { primitive: "gainPotion" },
  "gain-gold": { primitive: "gainGold" },
  "spend-gold": { primitive: "spendGold" },
  "gain-action-card": { primitive: "gainCard" },
  "spend-energy": { primitive: "spendEnergy" },
  "gain-energy": { primitive: "gainEnergy" },
  "perform-movements": { primitive: "performMovements" },
  "opponent-specialty-at-most": { primitive: "addFightModifier", fixed: { kind: "opponent-specialty-at-most" } },
  "gain-any-action-card": { primitive: "gainCard", fixed: { anyCard: true } },
  "gain-protection": { primitive: "gainProtection" },
  "take-from-discard": { primitive: "takeFromDiscard" },
  "discard-from-pool": { primitive: "discardFromPool" },
  "draw-more": { primitive: "drawMore" },
  "neglect-passive-attack": { primitive: "neglectPassiveAttack" },
  "read-event": { primitive: "readEvent" },
  "take-quest": { primitive: "takeQuest" },
  "place-quest-token": { primitive: "placeQuestToken" },
  "draw-event": { primitive: "drawEvent" },
  "hunt-gains-shields": { primitive: "huntGainsShields" },
  "read-hunt-event": { primitive: "readHuntEvent" },
  "read-hunt-event-number": { primitive: "readHuntEventNumber" },
  "hunt-loses-shields": { primitive: "huntLosesShields" },
};

/** primitive → its "could this be done fully right now?" check */
export const OW_CAN_CHECK: Readonly<Record<string, string>> = {
  discardCards: "canDiscardCards",
  trashCards: "canTrashCards",
  discardPotions: "canDiscardPotions",
  spendGold: "canSpendGold",
  raiseAttribute: "canRaiseAttribute",
  placeQuestToken: "canPlaceQuestToken",
  spendEnergy: "canSpendEnergy",
  takeFromDiscard: "canTakeFromDiscard",
};

export function owCanCheckFor(primitive: string): string | null {
  return OW_CAN_CHECK[primitive] ?? null;
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

/** the binding's answers that are not the verb table's: the same for the checker's binding and the rules' */
export const OW_CALLS: Omit<EffectBinding, "primitiveFor" | "verbArgs"> = {
  runtimeName: "the Old World runtime",
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

export const oldWorldRulesEffects: EffectBinding = {
  ...OW_CALLS,
  primitiveFor(verb) {
    const call = Object.hasOwn(OW_VERB_CALLS, verb) ? OW_VERB_CALLS[verb] : undefined;
    if (call === undefined) throw new UnknownVerbError(verb, "the Old World table");
    return call.primitive;
  },
  verbArgs(verb, args) {
    const fixed = Object.hasOwn(OW_VERB_CALLS, verb) ? OW_VERB_CALLS[verb].fixed : undefined;
    if (fixed === undefined) return args;
    const out: Record<string, Arg> = { ...args };
    for (const [k, v] of Object.entries(fixed)) if (!(k in out)) out[k] = v;
    return out;
  },
};
