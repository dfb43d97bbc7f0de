// Every message id the Old World engine puts in a decision, for the catalogues
// that word them (a translator's list, and the check that nothing is missing).
// A decision's prompt is `ow-prompt-<type>`; its options' labels are below,
// each with the arguments the engine passes. "A or B" effect options
// (`effect-option`) carry the labels the content's link gives them.
import { ATTRIBUTES } from "./content.ts";
import { TERRAINS } from "./state.ts";

export const OW_DECISION_TYPES = [
  "raise-attribute",
  "lost-mount-pile",
  "lost-mount-place",
  "phase-1",
  "travel-payment",
  "travel-cards",
  "train",
  "phase-2",
  "exploration-option",
  "event-option",
  "fight-turn",
  "extend-combo",
  "monster-attack",
  "discard",
  "discard-damage",
  "trash",
  "fatigue",
  "gain-free-card",
  "discard-hand",
  "gain-card",
  "pay-card",
  "effect-option",
  "choose-lower",
  "free-move",
  "discard-potion",
  "discard-enemy-card",
  "order-enemy-deck",
  // Monster Trail
  "potion-or-bomb",
  "choose-mutagen",
  // Mages
  "claim-school",
  "boost",
  "take-from-discard",
  "discard-from-pool",
  // the Wild Hunt: shared decisions (Decision.shared), then each witcher's own
  "hunt-phase-1",
  "hunt-fight",
  "hunt-fighter",
  "hunt-monster-terrain",
  "hound-place",
  "hunt-towards",
  "hunt-way",
  "hound-combo",
  "join-hound-fight",
  "exchange",
  "poker-reroll",
  "support",
  "meditate",
  "hound-trail",
  "hunt-fight-order",
  // Wild Hunt quests
  "hunt-quester",
  // Monster Trail
  "potion-or-bomb",
  "choose-mutagen",
  // Monster Trail, Monster Weakness and Special Attacks
  "use-weakness",
  "neglect-passive",
  "place-weakness",
  "bomb-before-fight",
] as const;

/** option label → the arguments it is given */
export const OW_OPTION_MESSAGES: Record<string, string[]> = {
  "ow-card": ["card"],
  "ow-location": ["location"],
  ...Object.fromEntries(ATTRIBUTES.map((a) => [`ow-attribute-${a}`, ["cost?"]])),
  ...Object.fromEntries(TERRAINS.map((t) => [`ow-terrain-${t}`, []])),
  "ow-option-move": ["location"],
  "ow-option-train": ["location"],
  "ow-option-location-action": ["location"],
  "ow-option-end-phase": [],
  "ow-option-pay-terrain": ["card"],
  "ow-option-pay-two-cards": [],
  "ow-option-pay-card-gold": [],
  "ow-option-fight-monster": ["monster"],
  "ow-option-fight-witcher": ["witcher"],
  "ow-option-effect": ["effect"],
  "ow-option-meditate": ["attribute"],
  "ow-option-quest": ["event"],
  "ow-option-quest-token": ["event"],
  "ow-option-held-event": ["event"],
  "ow-option-explore": ["deck"],
  "ow-option-exploration-option": ["card", "option"],
  "ow-option-event-option": ["card", "option"],
  "ow-option-potion": ["potion"],
  "ow-option-specialty": ["witcher"],
  "ow-option-combo": ["card"],
  "ow-option-combo-random": [],
  "ow-option-no-combo": [],
  "ow-option-extend": ["card"],
  "ow-option-elder-blood": [],
  "ow-option-end-combo": [],
  "ow-option-charge": [],
  "ow-option-bite": [],
  "ow-option-keep-hand": [],
  "ow-option-discard-hand": [],
  "ow-option-gain-nothing": [],
  "ow-option-gain-card": ["card", "cost"],
  "ow-option-roll-result": ["value"],
  // Monster Trail
  "ow-option-draw-potion": [],
  "ow-option-bomb-for-potion": [],
  "ow-option-bomb-for-gold": [],
  "ow-option-bomb": ["bomb"],
  "ow-option-mutagen": ["mutagen"],
  "ow-option-travel-ability": ["card"],
  "ow-option-gain-card-trash": ["card"],
  // Mages
  "ow-option-claim-school": ["school", "location"],
  "ow-option-boost": ["card"],
  "ow-option-no-boost": [],
  "ow-attribute-wisdom": ["cost?"],
  // the Wild Hunt
  "ow-option-witcher-acts": ["witcher"],
  "ow-option-end-phase-together": [],
  "ow-option-dice-poker": ["location"],
  "ow-option-fight-hound": ["level"],
  "ow-option-exchange": ["witcher"],
  "ow-option-join-hound-fight": [],
  "ow-option-stay-out": [],
  "ow-option-give-gold": [],
  "ow-option-give-potion": ["potion"],
  "ow-option-give-bomb": ["bomb"],
  "ow-option-give-trail": ["monster"],
  "ow-option-die": ["value"],
  "ow-option-no-more-fights": [],
  "ow-option-witcher": ["witcher"],
  "ow-option-no-meditation": [],
  // Wild Hunt quests
  "ow-option-complete-quest": ["card", "location"],
  // Monster Trail, Monster Weakness and Special Attacks
  "ow-option-weakness": ["number", "monster"],
  "ow-option-no-bomb": [],
};

/** who answers a decision, as a front end shows it: a witcher, or (`Decision.shared`) the table with the witcher who breaks a tie; `$witcher` */
export const OW_DECISION_WHO_MESSAGES = ["ow-decision-who", "ow-decision-shared"] as const;

/** the Wild Hunt play preview's table: the round ($round, $last), the Hunt ($location, $shields), a hound ($level), a quest ($card), a witcher ($location, $hand, $deck, $gold, $shield) */
export const OW_TABLE_MESSAGES = ["ow-table-round", "ow-table-hunt", "ow-table-hound", "ow-table-quest", "ow-table-witcher"] as const;

/** every message id the engine can yield (prompts and option labels), and the words a front end shows around them */
export function owMessageIds(): string[] {
  return [...OW_DECISION_TYPES.map((t) => `ow-prompt-${t}`), ...Object.keys(OW_OPTION_MESSAGES), ...OW_DECISION_WHO_MESSAGES, ...OW_TABLE_MESSAGES];
}
