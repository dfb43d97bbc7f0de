// What an Old World effect sees and may call: the contract between games/oldworld/rules and the content's
// effects, which the content holds as the checker's IR (core/ir.ts) and the rules kernel runs as steps
// (runtime/kernel/effects.ts, games/oldworld/rules/machine.ts).
//
// A primitive that changes the game acts at once, or calls a step on the machine that asks what it must ask
// (which cards to discard, which option) and resumes with the answer. `can*` answers "could this be done fully
// right now?" ("if able", the options of a choice). Queries and conditions are pure reads.

import type { Effect } from "../../../core/ir.ts";

// The game's words that effects and the content (./content.ts) both speak: terrains, card colours, attributes.
export type Terrain = "forest" | "water" | "mountain";
/** an action card's colour, which is also its combo extension's colour */
export type CardColour = "blue" | "red" | "green" | "yellow" | "purple" | "gray";
export type Attribute = "combat" | "defence" | "alchemy" | "specialty";

/** who resolves an effect and whose effect it is: what a step's frame holds of an effect's context */
export interface EffectOwner {
  /** the witcher resolving the effect ("witcher.geralt") */
  player: string;
  /** the entity whose effect this is ("action.dance-of-blades", "monster.griffin") */
  source: string;
  /** the physical card ("action.dance-of-blades#1") when the source is a card */
  instance?: string;
}

/** an effect's context as the rules read it (Engine.ctx): the owner and what an effect reads of the game */
export interface EffectContext extends EffectOwner {
  /** the reads of the game (Engine.rt) */
  rt: EngineReads;
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
  attribute(ctx: EffectOwner, args: { attribute: Attribute }): number;
  /** cards in the combo being resolved, this card included */
  comboSize(ctx: EffectOwner, args: Record<string, never>): number;
  /** cards of a colour in the combo being resolved */
  comboColour(ctx: EffectOwner, args: { colour: CardColour }): number;
  /** this card's position in the combo being resolved (1 = first) */
  comboPosition(ctx: EffectOwner, args: Record<string, never>): number;
  handSize(ctx: EffectOwner, args: Record<string, never>): number;
  gold(ctx: EffectOwner, args: Record<string, never>): number;
  shield(ctx: EffectOwner, args: Record<string, never>): number;
  trophies(ctx: EffectOwner, args: Record<string, never>): number;
  /** the level of the monster being fought (0 outside a monster fight) */
  monsterLevel(ctx: EffectOwner, args: Record<string, never>): number;
  /** cards left in the fought monster's life pool */
  lifePool(ctx: EffectOwner, args: Record<string, never>): number;
  /** a mage's energy level (0 for a witcher) */
  energy(ctx: EffectOwner, args: Record<string, never>): number;
}

/** Conditions an `if` may test. */
export interface OldWorldConditions {
  /** the combo being resolved has at least `amount` cards (Dance of Blades) */
  comboSize(ctx: EffectOwner, args: { amount: number }): boolean;
  /** this card's position in the combo being resolved is at least `amount` (1 = first) */
  comboPositionAtLeast(ctx: EffectOwner, args: { amount: number }): boolean;
  comboHasColour(ctx: EffectOwner, args: { colour: CardColour }): boolean;
  inFight(ctx: EffectOwner, args: Record<string, never>): boolean;
  /** the player holds the trail token of the monster being fought */
  hasTrailToken(ctx: EffectOwner, args: Record<string, never>): boolean;
  hasGold(ctx: EffectOwner, args: { amount: number }): boolean;
  atLocation(ctx: EffectOwner, args: { location: string }): boolean;
  atTerrain(ctx: EffectOwner, args: { terrain: Terrain }): boolean;
  attributeAtLeast(ctx: EffectOwner, args: { attribute: Attribute; amount: number }): boolean;
  isWitcher(ctx: EffectOwner, args: { witcher: string }): boolean;
  /** the player has taken no fight turn yet in this fight */
  firstFightTurn(ctx: EffectOwner, args: Record<string, never>): boolean;
}

/**
 * The primitives bound to a machine (games/oldworld/rules/primitives.ts), which the kernel's effect steps call.
 * A verb's primitive acts at once or calls a step; `rollD6` returns the number rolled, or calls the step that
 * asks which lower result to take and ends with it.
 * `select`'s "opponent" is the other witcher in a fight and none against a monster; `choose`'s options carry
 * their effect as data (core/effect-data.ts), shown to the player as rules text, and its labels are message ids
 */
export interface OldWorldRuntime {
  queries: OldWorldQueries;
  conditions: OldWorldConditions;
  /** the players an effect applies to, by the selector written ("you", "opponent", "each-player", …) */
  select(ctx: EffectOwner, selector: string): string[];
  /** "A or B": calls the step where the player picks one of the options he can do (all of them when he can do none), which ends with its index */
  choose(ctx: EffectOwner, args: { options: { effect: unknown; can: boolean }[] }): void;
  /** the context with another player resolving */
  withPlayer<C extends EffectOwner>(ctx: C, player: string): C;

  /** in a fight: damage to the opponent (monster: life-pool cards; witcher: shield, then cards) */
  dealDamage(ctx: EffectOwner, args: { amount: number }): void;
  /** added to the combo's damage total (Dance of Blades), counted with it against caps */
  dealAdditionalDamage(ctx: EffectOwner, args: { amount: number }): void;
  /** the player (or with who: "opponent", the fought witcher) takes damage: shield, then deck, then hand */
  sufferDamage(ctx: EffectOwner, args: { amount: number; who?: "opponent" }): void;
  /** raise the shield, never above Defence */
  raiseShield(ctx: EffectOwner, args: { amount: number }): void;
  lowerShield(ctx: EffectOwner, args: { amount: number }): void;
  /** draw from the deck (the discard pile is shuffled in when the deck runs out outside a fight) */
  drawCards(ctx: EffectOwner, args: { amount: number }): void;
  /** discard from hand (the player's choice) */
  discardCards(ctx: EffectOwner, args: { amount: number }): void;
  canDiscardCards(ctx: EffectOwner, args: { amount: number }): boolean;
  /** remove cards of the player's choice from hand permanently */
  trashCards(ctx: EffectOwner, args: { amount: number }): void;
  canTrashCards(ctx: EffectOwner, args: { amount: number }): boolean;
  gainGold(ctx: EffectOwner, args: { amount: number }): void;
  spendGold(ctx: EffectOwner, args: { amount: number }): void;
  canSpendGold(ctx: EffectOwner, args: { amount: number }): boolean;
  /** take potions from the potion deck (kept at the maximum: extra ones are not taken) */
  gainPotion(ctx: EffectOwner, args: { amount: number }): void;
  /** discard potions of the player's choice (unused ones go to the potion discard pile; Archespore) */
  discardPotions(ctx: EffectOwner, args: { amount: number }): void;
  canDiscardPotions(ctx: EffectOwner, args: { amount: number }): boolean;
  /**
   * In a fight, look at the top `amount` cards of the enemy's deck (a monster's
   * life pool, the other witcher's deck), discard `discard` of them and put
   * the rest back on top in the order the player chooses (the Viper school).
   */
  lookAtEnemyDeck(ctx: EffectOwner, args: { amount: number; discard: number }): void;
  /** discard the top cards of the player's deck, then shuffle the deck (Drowner's Nest) */
  discardTopOfDeck(ctx: EffectOwner, args: { amount: number }): void;
  /** raise an attribute by 1 (max 5; raising Defence raises the shield by 1, raising Alchemy gives a potion) */
  raiseAttribute(ctx: EffectOwner, args: { attribute: Attribute | "any" }): void;
  canRaiseAttribute(ctx: EffectOwner, args: { attribute: Attribute | "any" }): boolean;
  /** take a card from the action pool for free into the hand: at most this cost (never a trash-cost card), or with anyCard any card (a trash-cost one taken without trashing) */
  gainCard(ctx: EffectOwner, args: { maxCost?: number; anyCard?: boolean }): void;
  /** Phase I: move this many times along adjacent locations without paying, skipping the first location's action (Endurance) */
  performMovements(ctx: EffectOwner, args: { amount: number }): void;
  /** a monster's ability puts a rule on the current fight */
  addFightModifier(ctx: EffectOwner, args: { modifier: FightModifier }): void;
  /** roll a d6 (plus the specialty level for "by level"); with mayChooseLower the player may take a lower result */
  rollD6(ctx: EffectOwner, args: { plusLevel: boolean; mayChooseLower: boolean }): number | undefined;
  /** Monster Weakness mode: the passive attack just used has no effect (the Dimeritium Bomb) */
  neglectPassiveAttack(ctx: EffectOwner, args: Record<string, never>): void;
  // numbered events, quests and quest tokens (games/oldworld/rules/events.ts)
  /** read the event card of that number after the card being resolved (a follow-up) */
  readEvent(ctx: EffectOwner, args: { event: number }): void;
  /** the player keeps the card being resolved as a quest: at `location`, in Phase II, they may read event `event` */
  takeQuest(ctx: EffectOwner, args: { location: string; event: number }): void;
  /** a quest token from the supply goes on `location`, leading to event `event` (Adventure Pack) */
  placeQuestToken(ctx: EffectOwner, args: { location: string; event: number }): void;
  canPlaceQuestToken(ctx: EffectOwner, args: { location: string; event: number }): boolean;
  /** the event card goes into the player's hand unseen (not drawn solo: Adventure Pack, Solo gameplay changes) */
  drawEvent(ctx: EffectOwner, args: { event: number }): void;
  /** Mages: spend energy (a boost's cost); a witcher has none */
  spendEnergy(ctx: EffectOwner, args: { amount: number }): void;
  canSpendEnergy(ctx: EffectOwner, args: { amount: number }): boolean;
  /** Mages: raise the energy level (above Wisdom only in a fight) */
  gainEnergy(ctx: EffectOwner, args: { amount: number }): void;
  /** Mages: protection against the regular damage of the opponent's very next fight turn */
  gainProtection(ctx: EffectOwner, args: { amount: number }): void;
  /** search the discard pile for cards of the player's choice, into the hand (the pile keeps its order) */
  takeFromDiscard(ctx: EffectOwner, args: { amount: number }): void;
  canTakeFromDiscard(ctx: EffectOwner, args: { amount: number }): boolean;
  /** discard up to `amount` cards of the action pool (beside mages: of either pool), which slide right and refill */
  discardFromPool(ctx: EffectOwner, args: { amount: number }): void;
  /** more cards drawn in step 4 of this fight turn */
  drawMore(ctx: EffectOwner, args: { amount: number }): void;
  /** Wild Hunt: shields added to the Hunt's (outside the mode: an error) */
  huntGainsShields(ctx: EffectOwner, args: { amount: number }): void;
  /** Wild Hunt: the top card of the event deck is read (the players choose its option together) */
  readHuntEvent(ctx: EffectOwner, args: Record<string, never>): void;
  /** Wild Hunt: the event of that number, connected with the card, is read (the players choose its option together) */
  readHuntEventNumber(ctx: EffectOwner, args: { event: number }): void;
  /** Wild Hunt: the Hunt loses shields, never below 0 */
  huntLosesShields(ctx: EffectOwner, args: { amount: number }): void;
}

/** the primitives that change the game, each one a verb's (rollD6 a roll's) */
export type VerbPrimitive = Exclude<keyof OldWorldRuntime, "queries" | "conditions" | "select" | "choose" | "withPlayer" | `can${string}`>;

/** what the content holds of an effect: its IR, run by the kernel's effect steps */
export type EffectHandler = Effect;
/** "could this effect be done now?": the IR whose `can` is asked */
export type EffectPredicate = Effect;

/**
 * What the rules read of the game for an effect without running it (Engine.rt): the queries, conditions and
 * "could this be done" checks, which ask nothing, and whether a whole effect could be done now.
 */
export type EngineReads = Omit<OldWorldRuntime, VerbPrimitive | "select" | "choose"> & {
  /** could the effect be done fully right now */
  can(effect: EffectPredicate, ctx: EffectContext): boolean;
};

/** could an effect of the content be done fully right now (a hook's cost, an option's condition) */
export function canEffect(effect: EffectPredicate, ctx: EffectContext): boolean {
  return ctx.rt.can(effect, ctx);
}
