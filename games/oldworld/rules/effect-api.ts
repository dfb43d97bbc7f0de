// What an Old World effect handler sees and may call: the contract between
// games/oldworld/rules and the two executions of the IR (emitted handlers and the
// interpreter). Both call exactly these primitives, so both play one game.
//
// Every primitive that can change the game is a generator: it may yield a
// Decision (which cards to discard, which option) and resumes with the Answer.
// `can*` answers "could this be done fully right now?" ("if able", the options
// of a choice). Queries and conditions are pure reads.

import type { Step } from "../../../runtime/core/decision.ts";
import type { EffectPrimitives } from "../../../runtime/core/effect-api.ts";

// The game's words that effects and the content (./content.ts) both speak: terrains, card colours, attributes.
export type Terrain = "forest" | "water" | "mountain";
/** an action card's colour, which is also its combo extension's colour */
export type CardColour = "blue" | "red" | "green" | "yellow" | "purple" | "gray";
export type Attribute = "combat" | "defence" | "alchemy" | "specialty";

export interface EffectContext {
  /** the witcher resolving the effect ("witcher.geralt") */
  player: string;
  /** the entity whose effect this is ("action.dance-of-blades", "monster.griffin") */
  source: string;
  /** the physical card ("action.dance-of-blades#1") when the source is a card */
  instance?: string;
  /** the runtime's primitives, bound to the game */
  rt: OldWorldPrimitives;
}

/**
 * A rule a monster's ability puts on the current fight. The engine applies
 * them; content only names them (no rules code lives in content).
 */
export type FightModifier =
  /** the witcher's damage in his first fight turn is at most `amount` (Ghoul's Nest 2, Glustyworp 1) */
  | { kind: "max-damage-first-turn"; amount: number }
  /** the witcher draws `amount` fewer cards after each fight turn (Griffin) */
  | { kind: "draw-fewer"; amount: number }
  /** each card of `colour` in a combo reduces its damage by `amount` (Yghern: blue, Brewess: green and yellow) */
  | { kind: "damage-per-colour"; colour: CardColour; amount: number }
  /** each card of `colour` in a combo lowers the witcher's shield by `amount` (Whispess: yellow, 2) */
  | { kind: "shield-loss-per-colour"; colour: CardColour; amount: number }
  /** cards of `colour` have no effect but still extend the combo (Fiend: purple) */
  | { kind: "colour-no-effect"; colour: CardColour }
  /** the monster's first attack deals `amount` more damage (Troll) */
  | { kind: "first-attack-bonus"; amount: number }
  /** the monster's attacks deal `amount` more when its life pool holds at most `lifeAtMost` cards (Bruxa) */
  | { kind: "bonus-when-low"; amount: number; lifeAtMost: number }
  /** each hit on the monster deals `amount` less but discards a random card of the witcher's hand (Manticore) */
  | { kind: "hit-reduction-discard"; amount: number }
  /** at most `amount` potions may be drunk in this fight (Water Hag) */
  | { kind: "max-potions"; amount: number }
  /** the shield may rise by at most `amount` per fight turn (Noonwraith) */
  | { kind: "max-shield-gain"; amount: number }
  /** the first card of the first combo is played at random (Nightwraith) */
  | { kind: "random-first-card" }
  /** damage in the monster's first turn is taken from the hand first (Grave Hag) */
  | { kind: "first-attack-from-hand" }
  /** the witcher's attribute is `amount` lower for this fight (Leshen: defence 1, Harpy: combat in the first turn is 0 via "max-damage-first-turn" not this) */
  | { kind: "lower-attribute"; attribute: Attribute; amount: number }
  /** when the monster is defeated the witcher draws only `amount` cards in Phase III (Rotfiend) */
  | { kind: "phase3-draw"; amount: number }
  /** after a fight turn whose combo had no card of `colour` (or no combo), the witcher draws `amount` fewer cards (Nekker's Nest: green, 1) */
  | { kind: "draw-fewer-without-colour"; colour: CardColour; amount: number }
  /** in the monster's first turn, it attacks with the half of its top card that costs the witcher the most cards, instead of a choice or the die (Foglet) */
  | { kind: "first-attack-worst" }
  /** at the end of the monster's first turn, `amount` random cards of the witcher's hand are discarded (Wyvern) */
  | { kind: "first-turn-end-random-discard"; amount: number }
  /** against a witcher, the specialty level of the opponent of `by` (the player who used the card) is at most `amount` this fight (Dimeritium Bomb) */
  | { kind: "opponent-specialty-at-most"; amount: number; by?: string };

/** Numbers an Amount of kind "query" may ask for ("equal to", "for each"). */
export interface OldWorldQueries {
  /** the player's attribute level (lowered in a fight by modifiers) */
  attribute(ctx: EffectContext, args: { attribute: Attribute }): number;
  /** cards in the combo being resolved, this card included */
  comboSize(ctx: EffectContext, args: Record<string, never>): number;
  /** cards of a colour in the combo being resolved */
  comboColour(ctx: EffectContext, args: { colour: CardColour }): number;
  /** this card's position in the combo being resolved (1 = first) */
  comboPosition(ctx: EffectContext, args: Record<string, never>): number;
  handSize(ctx: EffectContext, args: Record<string, never>): number;
  gold(ctx: EffectContext, args: Record<string, never>): number;
  shield(ctx: EffectContext, args: Record<string, never>): number;
  trophies(ctx: EffectContext, args: Record<string, never>): number;
  /** the level of the monster being fought (0 outside a monster fight) */
  monsterLevel(ctx: EffectContext, args: Record<string, never>): number;
  /** cards left in the fought monster's life pool */
  lifePool(ctx: EffectContext, args: Record<string, never>): number;
  /** a mage's energy level (0 for a witcher) */
  energy(ctx: EffectContext, args: Record<string, never>): number;
}

/** Conditions an `if` may test. */
export interface OldWorldConditions {
  /** the combo being resolved has at least `amount` cards (Dance of Blades) */
  comboSize(ctx: EffectContext, args: { amount: number }): boolean;
  /** this card's position in the combo being resolved is at least `amount` (1 = first) */
  comboPositionAtLeast(ctx: EffectContext, args: { amount: number }): boolean;
  comboHasColour(ctx: EffectContext, args: { colour: CardColour }): boolean;
  inFight(ctx: EffectContext, args: Record<string, never>): boolean;
  /** the player holds the trail token of the monster being fought */
  hasTrailToken(ctx: EffectContext, args: Record<string, never>): boolean;
  hasGold(ctx: EffectContext, args: { amount: number }): boolean;
  atLocation(ctx: EffectContext, args: { location: string }): boolean;
  atTerrain(ctx: EffectContext, args: { terrain: Terrain }): boolean;
  attributeAtLeast(ctx: EffectContext, args: { attribute: Attribute; amount: number }): boolean;
  isWitcher(ctx: EffectContext, args: { witcher: string }): boolean;
  /** the player has taken no fight turn yet in this fight */
  firstFightTurn(ctx: EffectContext, args: Record<string, never>): boolean;
}

/**
 * `select`'s "opponent" is the other witcher in a fight and none against a monster; `choose`'s options carry
 * their effect as data (core/effect-data.ts), shown to the player as rules text, and its labels are message ids
 */
export interface OldWorldPrimitives extends EffectPrimitives<EffectContext, OldWorldQueries, OldWorldConditions> {
  /** the context with another player resolving */
  withPlayer(ctx: EffectContext, player: string): EffectContext;

  /** in a fight: damage to the opponent (monster: life-pool cards; witcher: shield, then cards) */
  dealDamage(ctx: EffectContext, args: { amount: number }): Step<void>;
  /** added to the combo's damage total (Dance of Blades), counted with it against caps */
  dealAdditionalDamage(ctx: EffectContext, args: { amount: number }): Step<void>;
  /** the player (or with who: "opponent", the fought witcher) takes damage: shield, then deck, then hand */
  sufferDamage(ctx: EffectContext, args: { amount: number; who?: "opponent" }): Step<void>;
  /** raise the shield, never above Defence */
  raiseShield(ctx: EffectContext, args: { amount: number }): Step<void>;
  lowerShield(ctx: EffectContext, args: { amount: number }): Step<void>;
  /** draw from the deck (the discard pile is shuffled in when the deck runs out outside a fight) */
  drawCards(ctx: EffectContext, args: { amount: number }): Step<void>;
  /** discard from hand (the player's choice) */
  discardCards(ctx: EffectContext, args: { amount: number }): Step<void>;
  canDiscardCards(ctx: EffectContext, args: { amount: number }): boolean;
  /** remove cards of the player's choice from hand permanently */
  trashCards(ctx: EffectContext, args: { amount: number }): Step<void>;
  canTrashCards(ctx: EffectContext, args: { amount: number }): boolean;
  gainGold(ctx: EffectContext, args: { amount: number }): Step<void>;
  spendGold(ctx: EffectContext, args: { amount: number }): Step<void>;
  canSpendGold(ctx: EffectContext, args: { amount: number }): boolean;
  /** take potions from the potion deck (kept at the maximum: extra ones are not taken) */
  gainPotion(ctx: EffectContext, args: { amount: number }): Step<void>;
  /** discard potions of the player's choice (unused ones go to the potion discard pile; Archespore) */
  discardPotions(ctx: EffectContext, args: { amount: number }): Step<void>;
  canDiscardPotions(ctx: EffectContext, args: { amount: number }): boolean;
  /**
   * In a fight, look at the top `amount` cards of the enemy's deck (a monster's
   * life pool, the other witcher's deck), discard `discard` of them and put
   * the rest back on top in the order the player chooses (the Viper school).
   */
  lookAtEnemyDeck(ctx: EffectContext, args: { amount: number; discard: number }): Step<void>;
  /** discard the top cards of the player's deck, then shuffle the deck (Drowner's Nest) */
  discardTopOfDeck(ctx: EffectContext, args: { amount: number }): Step<void>;
  /** raise an attribute by 1 (max 5; raising Defence raises the shield by 1, raising Alchemy gives a potion) */
  raiseAttribute(ctx: EffectContext, args: { attribute: Attribute | "any" }): Step<void>;
  canRaiseAttribute(ctx: EffectContext, args: { attribute: Attribute | "any" }): boolean;
  /** take a card from the action pool for free into the hand: at most this cost (never a trash-cost card), or with anyCard any card (a trash-cost one taken without trashing) */
  gainCard(ctx: EffectContext, args: { maxCost?: number; anyCard?: boolean }): Step<void>;
  /** Phase I: move this many times along adjacent locations without paying, skipping the first location's action (Endurance) */
  performMovements(ctx: EffectContext, args: { amount: number }): Step<void>;
  /** a monster's ability puts a rule on the current fight */
  addFightModifier(ctx: EffectContext, args: { modifier: FightModifier }): Step<void>;
  /** roll a d6 (plus the specialty level for "by level"); with mayChooseLower the player may take a lower result */
  rollD6(ctx: EffectContext, args: { plusLevel: boolean; mayChooseLower: boolean }): Step<number>;
  /** Monster Weakness mode: the passive attack just used has no effect (the Dimeritium Bomb) */
  neglectPassiveAttack(ctx: EffectContext, args: Record<string, never>): Step<void>;
  // numbered events, quests and quest tokens (games/oldworld/rules/events.ts)
  /** read the event card of that number after the card being resolved (a follow-up) */
  readEvent(ctx: EffectContext, args: { event: number }): Step<void>;
  /** the player keeps the card being resolved as a quest: at `location`, in Phase II, they may read event `event` */
  takeQuest(ctx: EffectContext, args: { location: string; event: number }): Step<void>;
  /** a quest token from the supply goes on `location`, leading to event `event` (Adventure Pack) */
  placeQuestToken(ctx: EffectContext, args: { location: string; event: number }): Step<void>;
  canPlaceQuestToken(ctx: EffectContext, args: { location: string; event: number }): boolean;
  /** the event card goes into the player's hand unseen (not drawn solo: Adventure Pack, Solo gameplay changes) */
  drawEvent(ctx: EffectContext, args: { event: number }): Step<void>;
  /** Mages: spend energy (a boost's cost); a witcher has none */
  spendEnergy(ctx: EffectContext, args: { amount: number }): Step<void>;
  canSpendEnergy(ctx: EffectContext, args: { amount: number }): boolean;
  /** Mages: raise the energy level (above Wisdom only in a fight) */
  gainEnergy(ctx: EffectContext, args: { amount: number }): Step<void>;
  /** Mages: protection against the regular damage of the opponent's very next fight turn */
  gainProtection(ctx: EffectContext, args: { amount: number }): Step<void>;
  /** search the discard pile for cards of the player's choice, into the hand (the pile keeps its order) */
  takeFromDiscard(ctx: EffectContext, args: { amount: number }): Step<void>;
  canTakeFromDiscard(ctx: EffectContext, args: { amount: number }): boolean;
  /** discard up to `amount` cards of the action pool (beside mages: of either pool), which slide right and refill */
  discardFromPool(ctx: EffectContext, args: { amount: number }): Step<void>;
  /** more cards drawn in step 4 of this fight turn */
  drawMore(ctx: EffectContext, args: { amount: number }): Step<void>;
  /** Wild Hunt: shields added to the Hunt's (outside the mode: an error) */
  huntGainsShields(ctx: EffectContext, args: { amount: number }): Step<void>;
  /** Wild Hunt: the top card of the event deck is read (the players choose its option together) */
  readHuntEvent(ctx: EffectContext, args: Record<string, never>): Step<void>;
  /** Wild Hunt: the event of that number, connected with the card, is read (the players choose its option together) */
  readHuntEventNumber(ctx: EffectContext, args: { event: number }): Step<void>;
  /** Wild Hunt: the Hunt loses shields, never below 0 */
  huntLosesShields(ctx: EffectContext, args: { amount: number }): Step<void>;
}
