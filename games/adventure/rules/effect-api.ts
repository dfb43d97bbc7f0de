// What an effect sees and may call: the contract between the runtime and the
// effect IR the content holds, which the rules kernel runs as steps
// (runtime/kernel/effects.ts) with these primitives bound to its machine.
//
// A primitive is called from a phase of an effect's step, as the last thing the
// phase does: it is done at once (a roll's value handed to the next phase), or
// it calls the step that asks its decisions (a choice of colour, of region, of
// which wound to heal) or plays the rule it hands on to (primitives.ts).
// `can*` functions answer "could this be fulfilled fully right now?" — used by
// "A or B" (only options you can fulfil) and by "if able".

// The game's words that effects and the content (./content.ts) both speak: lead colours, monster types, die
// faces, hero actions.
export type LeadColour = "red" | "blue" | "purple";
export type MonsterType = "bronze" | "silver" | "gold";
export type DieResult = "sword" | "shield" | "dodge" | "ritual" | "sign";
export type ActionName = "travel" | "investigate" | "develop" | "rest" | "brew" | "prepare" | "sing" | "command";

export type Resource = "lead" | "proof" | "gold" | "vp";
/** a lead/proof colour, or "any" (the hero chooses) */
export type ColourChoice = LeadColour | "any";
export type WoundSeverity = "minor" | "severe";
/** where a region-targeted effect lands */
export type RegionTarget = "your-region" | "each-region" | "adjacent-region" | { region: string };
export type DeckName = string; // "investigation.blue", "investigation.any", "foulfate", "goodfortune", "quest.<deck>", "development.own"

export interface EffectContext {
  /** the hero resolving the effect ("hero.geralt") */
  hero: string;
  /** the card/monster/quest whose effect this is ("investigation.zerikanian-assassin") */
  source: string;
  /** the physical copy of a card whose effect this is ("development.igni#1"); markers live on it */
  instance?: string;
  /** the runtime's primitives, bound to the game */
  rt: AdventurePrimitives;
}

/** Numbers an Amount of kind "query" may ask for. */
export interface AdventureQueries {
  /** "for each shield you are short": enemy stat minus the hero's result in the current battle, min 0 */
  short(ctx: EffectContext, args: { result: "sword" | "shield" | "ritual" }): number;
  /** "for each Nilfgaard card you have" (counts the card being resolved too) */
  cardsWithTrait(ctx: EffectContext, args: { trait: string }): number;
  /** resources the hero holds */
  holding(ctx: EffectContext, args: { resource: Resource; colour: ColourChoice }): number;
  /** wounds the hero has */
  wounds(ctx: EffectContext, args: { severity: WoundSeverity | "any" }): number;
  /** markers on this card */
  markers(ctx: EffectContext, args: Record<string, never>): number;
}

/** Conditions an `if` may test. */
export interface AdventureConditions {
  has(ctx: EffectContext, args: { resource: Resource; amount: number; colour: ColourChoice }): boolean;
  inRegion(ctx: EffectContext, args: { region: string }): boolean;
  atLocation(ctx: EffectContext, args: { location: string }): boolean;
  hasCardWithTrait(ctx: EffectContext, args: { trait: string }): boolean;
  isHero(ctx: EffectContext, args: { hero: string }): boolean;
  /** in the current battle: did the hero's sword / shield / ritual succeed */
  battleResult(ctx: EffectContext, args: { result: "sword" | "shield" | "ritual"; succeeded: boolean }): boolean;
  /** the hero's most recent battle this turn defeated a monster of this type (side quests "defeat a monster") */
  defeatedMonster(ctx: EffectContext, args: { type: MonsterType | "any" }): boolean;
}

/** `select` gives heroes in turn order from the active player; "most-vp" ties ask the active player */
export interface AdventurePrimitives {
  queries: AdventureQueries;
  conditions: AdventureConditions;
  /** the heroes an effect applies to: at once, or undefined when the step choosing among tied heroes is called (it ends with them) */
  select(ctx: EffectContext, selector: string): string[] | undefined;
  /** "A or B": calls the step where the hero picks one of the options he can do (all of them when he can do none); it ends with its index */
  choose(ctx: EffectContext, args: { options: { effect: unknown; can: boolean }[] }): void;

  /** run `body` once per hero with ctx.hero set to that hero */
  withHero(ctx: EffectContext, hero: string): EffectContext;

  receive(ctx: EffectContext, args: { resource: Resource; amount: number; colour: ColourChoice }): void;
  canReceive(ctx: EffectContext, args: { resource: Resource; amount: number; colour: ColourChoice }): boolean;
  /** spend as much as possible (Spending); `canSpend` is true only if the full amount is there */
  spend(ctx: EffectContext, args: { resource: Resource; amount: number; colour: ColourChoice }): void;
  canSpend(ctx: EffectContext, args: { resource: Resource; amount: number; colour: ColourChoice }): boolean;
  lose(ctx: EffectContext, args: { resource: Resource; amount: number; colour: ColourChoice }): void;
  canLose(ctx: EffectContext, args: { resource: Resource; amount: number; colour: ColourChoice }): boolean;

  sufferWound(ctx: EffectContext, args: { amount: number; severity: WoundSeverity }): void;
  heal(ctx: EffectContext, args: { amount: number; severity: WoundSeverity | "any" }): void;
  canHeal(ctx: EffectContext, args: { amount: number; severity: WoundSeverity | "any" }): boolean;

  /** "suffer foul fate": a token on any open foul fate space of the hero sheet (2 VP lost if none) */
  sufferFoulFate(ctx: EffectContext, args: { amount: number; action: ActionName | null; ifAble: boolean }): void;
  canSufferFoulFate(ctx: EffectContext, args: { amount: number; action: ActionName | null }): boolean;
  placeFoulFate(ctx: EffectContext, args: { where: RegionTarget }): void;
  removeFoulFate(ctx: EffectContext, args: { amount: number }): void;
  advanceWarTrack(ctx: EffectContext, args: { amount: number }): void;
  placeMonster(ctx: EffectContext, args: { amount: number; type: MonsterType; where: RegionTarget }): void;

  /** draw / look at / reveal N cards of a deck, then resolve or keep per the deck's rules */
  draw(ctx: EffectContext, args: { deck: DeckName; amount: number; mode: "draw" | "look" | "reveal" }): void;
  drawAdditional(ctx: EffectContext, args: { amount: number }): void;
  keepThis(ctx: EffectContext, args: { until: "trait" | "resolved" | "task" | "always" }): void;
  discard(ctx: EffectContext, args: { what: string; amount: number }): void;
  canDiscard(ctx: EffectContext, args: { what: string; amount: number }): boolean;
  delay(ctx: EffectContext, args: Record<string, never>): void;
  /** fight a battle against an enemy (card enemy or monster id) or the top monster of a stack */
  fight(ctx: EffectContext, args: { enemy: string }): void;
  move(ctx: EffectContext, args: { to: string | "adjacent"; receiveLeads: boolean }): void;
  canMove(ctx: EffectContext, args: { to: string | "adjacent"; receiveLeads: boolean }): boolean;
  /** roll the hero's dice: true on a success face */
  rollHeroDice(ctx: EffectContext): boolean;
  rollD6(ctx: EffectContext): number;

  /** battle modifiers (development and good fortune cards, companions) */
  addResults(ctx: EffectContext, args: { result: DieResult; amount: number }): void;
  spendResults(ctx: EffectContext, args: { result: DieResult; amount: number }): void;
  canSpendResults(ctx: EffectContext, args: { result: DieResult; amount: number }): boolean;
  reroll(ctx: EffectContext, args: { amount: number }): void;
  placeMarker(ctx: EffectContext, args: { amount: number; on: "this" | string }): void;
  spendMarker(ctx: EffectContext, args: { amount: number }): void;
  canSpendMarker(ctx: EffectContext, args: { amount: number }): boolean;
  ignoreObstacle(ctx: EffectContext, args: Record<string, never>): void;
  /** a side quest's "defeat a monster": nothing to pay; `canRequireDefeat` is true when the hero's last battle this turn defeated one */
  requireDefeat(ctx: EffectContext, args: { type: MonsterType | "any" }): void;
  canRequireDefeat(ctx: EffectContext, args: { type: MonsterType | "any" }): boolean;
  completeTask(ctx: EffectContext, args: Record<string, never>): void;
}
