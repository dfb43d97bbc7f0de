// The Witcher: Old World content module: what games/oldworld/rules plays.
//
// Two producers make values of this type from the same IR: games/oldworld/link/ maps checked entities to
// these fields, and the emitter writes the same data out as a module. An effect is the checker's IR itself,
// run by the rules kernel (runtime/kernel/effects.ts). A hand-written fixture (test/fixtures/oldworld) builds
// one directly, its effects the same IR built by hand.
//
// Facts the sources do not confirm are still plain data here; the entity's
// `assumed` list names the fields that came from an [F]/[I]/[?] fact or were
// chosen where the sources are silent, so a designer can find and correct them.

import type { EntityBase as CoreEntityBase, HookBase } from "../../../runtime/core/content-base.ts";
import type { Attribute, CardColour, EffectHandler, EffectPredicate, Terrain } from "./effect-api.ts";

export type { Attribute, CardColour, Terrain };

/** One effect of a card, potion, monster ability, exploration option, … (run with effect-api.ts's runEffect, or by a step) */
export type Handler = EffectHandler;
/** "could this be done now?" (a hook's cost, an option's condition): the effect whose `can` is asked */
export type Predicate = EffectPredicate;

export const ATTRIBUTES: readonly Attribute[] = ["combat", "defence", "alchemy", "specialty"];
export type ExplorationDeck = "city" | "wilds";
/** Mages, "New Card Types": the branch of a spell is its colour's */
export const SPELL_BRANCHES: Readonly<Record<Exclude<CardColour, "gray">, string>> = {
  yellow: "air",
  blue: "water",
  green: "earth",
  red: "fire",
  purple: "mind",
};
/** the Wild Hunt exploration deck's two stages */
export type WildHuntStage = "stage-i" | "stage-ii";
/** the expansions a game may be set up with; the runtime knows the rules that exclude combinations */
export const EXPANSIONS = ["ciri", "lost-mount", "adventure-pack", "wild-hunt", "monster-trail", "mages", "skellige", "legendary-hunt"] as const;
export type Expansion = (typeof EXPANSIONS)[number];
/** a content set is in play unless it is an expansion's set that the game leaves out (the Troll, Monster Trail's cards) */
export function setInPlay(expansions: readonly string[], set: string): boolean {
  return !(EXPANSIONS as readonly string[]).includes(set) || expansions.includes(set);
}

export interface HookDef extends HookBase<Handler, Predicate> {
  /** the whole effect is `if this is your first fight turn: …`: it is offered only then (Othar's Teleportation) */
  firstFightTurnOnly?: true;
  /** a numbered window's number: `special attack 2:`, `weakness 5:` (large Monster cards) */
  number?: number;
}

interface EntityBase extends CoreEntityBase<HookDef> {
  /** `original`: the card's face is not in the sources and was written new in the game's style */
  original?: boolean;
}

/** A map location. Adjacency is listed once per edge in `OldWorldContent.adjacency`. */
export interface LocationDef extends EntityBase {
  /** the number printed on the board and on its location token (0 = Behelt Nar) */
  number: number;
  /** null: any terrain (Behelt Nar), which no location token names */
  terrain: Terrain | null;
  /** the exploration deck drawn here */
  explore: ExplorationDeck;
  /** the school whose home this is (witchers start here; no witcher fights here) */
  school: string | null;
  /**
   * The location action (Phase I, after moving here): a school's location
   * trains an attribute for `tables.trainingCost` gold (a rule of the runtime);
   * any location may add hooks of window "location-action" in `hooks`.
   */
}

export interface SchoolDef extends EntityBase {
  /** the location id of its keep */
  location: string;
}

export interface AttributeLevels {
  combat: number;
  defence: number;
  alchemy: number;
  specialty: number;
}

export interface WitcherDef extends EntityBase {
  /** school id; Ciri shares the Wolf school ("school.wolf") */
  school: string;
  /** starting attribute levels (1 each in the base game) */
  attributes: AttributeLevels;
  /** action card ids of the 10-card starting deck, one entry per copy */
  startingDeck: string[];
  /**
   * The specialty: a hook of window "specialty" in `hooks` (limit usually
   * "once-per-fight"), whose handler reads the specialty level through
   * `rt.queries.attribute({attribute: "specialty"})`.
   * Elder Blood is not a handler but `elderBlood` below (it changes how a combo chains).
   */
  /** Ciri: once per fight, one card of the combo counts as having an extension of any colour, with these symbols by specialty level (index 0 = level 1) */
  elderBlood?: Symbols[];
  /**
   * A mage (Mages expansion): `attributes.defence` is Wisdom, Energy stands in
   * for the shield, the combo draws from the spell deck, and `school` is empty
   * until the mage claims a school at setup.
   */
  mage?: true;
}

/** The printed symbols of a card half, resolved in order damage, shield, draw, then the card's hooks. */
export interface Symbols {
  damage: number;
  shield: number;
  draw: number;
  /** Mages: raise the energy level (the Energy icon) */
  energy?: number;
  /** Mages: protection against the opponent's next fight turn */
  protection?: number;
}

export interface ActionCardDef extends EntityBase {
  colour: CardColour;
  /** gold-free cost in the action pool: the number of hand cards discarded to take it */
  cost: number;
  /** the terrain icon used to travel (null: none; "wild" cards from Monster Trail use any terrain) */
  terrain: Terrain | "wild" | null;
  /** "starting" | "base" | "unique" | "advanced" */
  tier: string;
  /** copies in the action deck (starting and unique cards: in the witcher's deck) */
  copies: number;
  /** the symbols of the card's main part, resolved when it is played in a combo */
  symbols: Symbols;
  /**
   * The combo extension: the next card of a combo must be of this colour. Its
   * symbols resolve only when a card is played on it. null: the card ends a combo.
   */
  extension: { colour: CardColour | "any"; symbols: Symbols } | null;
  /** a Mage Action card (a spell): dealt from the spell deck, and its branch is its colour's (SPELL_BRANCHES) */
  spell?: true;
  /** the witcher who owns a unique card (Dance of Blades: "witcher.ciri") */
  owner?: string;
  /**
   * Monster Trail's trash cost: bought from the pool by trashing 1 hand card
   * (the slot's +1/−1 ignored); never taken by an effect that gives a card of
   * a given cost, but an effect that gives "any card" may take it for free.
   */
  trashCost?: true;
  /** its "effect" hooks run after its symbols when played; they may test `rt.conditions.comboSize` */
}

export interface PotionDef extends EntityBase {
  copies: number;
  /** the "effect" hook runs when it is drunk in a fight */
}

/** A Monster Trail bomb: held beside the potions (at most `maxPotions` of each), used in a fight like a potion. */
export interface BombDef extends EntityBase {
  copies: number;
  /** used only in the Monster Weakness and Special Attacks mode, else back in the box (Dimeritium) */
  weaknessOnly?: true;
  /** the "effect" hook runs when it is used in a fight */
}

/** A Monster Trail mutagen: gained instead of the level-up draws, each one used at most once per fight. */
export interface MutagenDef extends EntityBase {
  copies: number;
  /** the "effect" hook runs when it is used in a fight */
}

/**
 * A number on a monster fight card: `base + perLevel × L` (L = the monster's
 * level), or a witcher's attribute level when `attribute` is set ("DMG = Combat").
 */
export interface LevelAmount {
  base: number;
  perLevel: number;
  attribute?: Attribute;
}

/** One half (Charge or Bite) of a monster fight card, applied in the order listed. */
export interface FightHalf {
  damage?: LevelAmount;
  /** the witcher discards this many cards from hand (his choice) */
  discardHand?: LevelAmount;
  /** the witcher trashes (removes from the game) this many cards of his choice from hand, or from the deck top when his hand is empty */
  trash?: number;
  /** lower this attribute by 1 until the fight ends */
  lowerAttribute?: Attribute;
}

export interface FightCardDef extends EntityBase {
  charge: FightHalf;
  bite: FightHalf;
  /** a Special Monster Fight card (Monster Trail): runs the fought monster's special attack of this number (1 to 4); only in the Monster Weakness mode */
  specialAttack?: number;
}

/**
 * A large Monster card (Monster Trail, Monster Weakness and Special Attacks):
 * hooks of window "weakness" (windowArgs number 1–6), "special-attack" (number
 * 1–4) and "passive-attack". Life and ability stay the regular card's.
 */
export interface LargeMonsterDef extends EntityBase {
  /** the monster id it stands for */
  monster: string;
}

export interface MonsterDef extends EntityBase {
  /** 1, 2 or 3 */
  level: number;
  /** the number of fight cards in its life pool */
  life: number;
  /** the map slot it appears in */
  terrain: Terrain;
  /** the trophy's reward, gold on defeating it (base game: 2) */
  gold: number;
  /**
   * The ability: hooks of window "ability" (read when the fight starts; they
   * usually call `rt.addFightModifier`), "before-life-pool", "first-fight-turn".
   */
}

export interface ExplorationOption {
  /** "a", "b", … stable within the card */
  id: string;
  /** may this option be taken now? null: always */
  can: Predicate | null;
  run: Handler;
}

export interface ExplorationCardDef extends EntityBase {
  deck: ExplorationDeck | WildHuntStage;
  /** copies of the card in its deck (1 when absent) */
  copies?: number;
  options: ExplorationOption[];
  /** a quest card points to a location and an event number (the Adventure Pack's quest tokens) */
  quest?: { location: string; event: number };
  /** the expansion the card comes with (its set's `expansion`); absent for the base game */
  expansion?: Expansion;
  /** a Wild Hunt quest: completed at a location token of this terrain drawn when the card is read, by the `quest:` effect */
  huntQuest?: { terrain: Terrain; can: Predicate | null; run: Handler };
}

export interface EventCardDef extends EntityBase {
  /** the event deck stays in number order */
  number: number;
  options: ExplorationOption[];
  /** held in a hand (`draw event N into your hand`), it is read in Phase II at this location; null: anywhere */
  location?: string | null;
  /** the expansion the card comes with (its set's `expansion`); absent for the base game */
  expansion?: Expansion;
}

/** An expansion whose cards are in a content set: they are in play only when a game is set up with it. */
export interface ExpansionDef extends EntityBase {
  /** "adventure-pack", from the declaration's name */
  expansion: Expansion;
  /** quest tokens placed next to the board (Adventure Pack: 12) */
  questTokens: number;
  /** weakness tokens of each terrain's set, numbered from 1 (Monster Trail: 6) */
  weaknessTokens?: number;
}

/** Starting hand size and gold by seat, for each player count (index 0 = first seat). */
export interface SeatStart {
  hand: number;
  gold: number;
}

export interface OldWorldTables {
  /** by player count "1".."5": one entry per seat */
  start: Record<string, SeatStart[]>;
  /** player counts at which each witcher raises one attribute to 2 at setup (base: 4 and 5) */
  raiseOneAttributeAt: number[];
  /** Phase III: draw until the hand holds this many (normal, knocked out) */
  phase3Hand: { normal: number; knockedOut: number };
  /** hand limit during a fight */
  fightHandLimit: number;
  /** cost modifiers of the six pool slots, leftmost first (base: +1 +1 0 0 0 −1) */
  poolSlotModifiers: number[];
  /** at most this many potions held */
  maxPotions: number;
  /** trophies that win (base: 4; an attribute trophy cannot be the winning one) */
  trophiesToWin: number;
  /** fatigue: cards trashed when the trophy track reaches position i+1 (index 0 = first monster trophy) */
  fatigue: number[];
  /** a witcher's reputation (gold paid when beaten) by trophies held: index = trophies, capped at the last entry */
  reputation: number[];
  /** attribute trophies available per attribute */
  attributeTrophies: number;
  /** gold cost to train an attribute from level n to n+1 (index n-1) at a school's location action */
  trainingCost: number[];
  /** witcher vs witcher: fight turns each before the fight is decided on damage dealt */
  duelTurns: number;
  /** the solo Charge/Bite die: faces 1..n are Charge, the rest Bite */
  soloChargeUpTo: number;
  /** the level of the monsters first placed in each terrain slot */
  startLevel: number;
  /** the highest monster level; a defeated monster is replaced by one level higher, at most this */
  maxLevel: number;
}

/** The Lost Mount card: a d6 range → cards drawn. */
export interface LostMountDef extends EntityBase {
  table: { from: number; to: number; draw: number }[];
}

export interface OldWorldContent {
  game: "oldworld";
  /** the sets this module was built from, with their source files */
  sets: { id: string; sources: string[] }[];
  locations: LocationDef[];
  /** undirected edges between location ids, each once */
  adjacency: [string, string][];
  schools: SchoolDef[];
  witchers: WitcherDef[];
  /** every action card: starting, base deck, unique */
  actions: ActionCardDef[];
  potions: PotionDef[];
  monsters: MonsterDef[];
  fightCards: FightCardDef[];
  explorations: ExplorationCardDef[];
  events: EventCardDef[];
  /** expansions a set declares, whose cards are in play only when a game is set up with them */
  expansions: ExpansionDef[];
  /** Monster Trail's bomb and mutagen cards (empty without that set) */
  bombs: BombDef[];
  mutagens: MutagenDef[];
  /** Monster Trail's large Monster cards (the Monster Weakness mode) */
  largeMonsters: LargeMonsterDef[];
  tables: OldWorldTables;
  /** present when a set provides the Lost Mount card */
  lostMount: LostMountDef | null;
  /** present when a set provides the Wild Hunt cooperative mode (its `wildhunt` card) */
  wildHunt?: WildHuntDef | null;
}

// ── the Wild Hunt cooperative mode ──────────────────────────────────────

export type Difficulty = "easy" | "normal" | "hard" | "very-hard";
export const DIFFICULTIES: readonly Difficulty[] = ["easy", "normal", "hard", "very-hard"];
export type PokerHand = "nothing" | "pair" | "two-pairs" | "three-of-a-kind" | "straight" | "full-house" | "four-of-a-kind" | "five-of-a-kind";
/** a hound token's bonus (the six icons of the rules' "Bonus rewards") */
export type HoundBonus = "trail" | "draw" | "card-cost-0" | "card-cost-1" | "raise-any" | "raise-lowest";

/** a row that holds for a range of player counts */
export interface PlayerRange {
  from: number;
  to: number;
}

/** A Wild Hunt member (Nithral, Imlerith, Caranthir, Eredin): side A's special ability, side B's fight abilities. */
export interface HuntMemberDef extends EntityBase {
  /**
   * hooks of window "special-ability" (Phase IV: the Hunt enters a location
   * with witchers; run for each of them) and "final-fight" (side B: run for
   * each witcher when the final fight is prepared)
   */
}

/** A special attack card of a member: its top half (window "hunt-attack", each standing witcher) and its passive (window "passive-ability", the witcher whose damage discarded it). */
export interface SpecialAttackDef extends EntityBase {
  member: string;
}

export interface WildHuntDef extends EntityBase {
  /** the difficulty table: monster levels placed at setup and the Hunt's shields, by player count */
  difficulty: { difficulty: Difficulty; players: number; monsters: number[]; shields: number }[];
  /** the round after whose Phase II the final fight comes (8, or 7 at 4–5 players) */
  lastRound: (PlayerRange & { round: number })[];
  /** the exploration deck: stage I cards on top of stage II cards */
  explorationDeck: (PlayerRange & { stageI: number; stageII: number })[];
  /** the round tracking board: the exploration stage of each round's Phase II */
  roundStage: (PlayerRange & { round: number; stage: number })[];
  /** the round tracking board: what Phase IV adds, in order */
  roundAdds: (PlayerRange & { round: number; level: number; what: "hound" | "monster" })[];
  /** the hound card: by level and player count */
  hounds: (PlayerRange & { level: number; shieldLoss: number; draw: number; life: number })[];
  /** hound miniatures (and tokens) of each level */
  houndsPerLevel: number;
  /** each hound token's bonus, by level */
  houndTokens: { level: number; bonus: HoundBonus }[];
  /** solo dice poker: gold paid to play, the reward per hand */
  pokerStake: number;
  poker: { hand: PokerHand; gold: number }[];
  /** a monster's life pool is never larger than this */
  maxMonsterLife: number;
  /** the final fight's life pool: monster fight cards kept, plus the member's special attacks */
  finalFightCards: number;
  /** the monster level the Hunt's standard attacks are read at (L on a fight card) */
  finalFightLevel: number;
  /** shields added per level of a monster that cannot appear (a 4th monster) */
  shieldsPerMissingLevel: number;
  /**
   * the share of an exploration or event card's shield loss the Hunt takes,
   * in percent, by player count (no row: the whole loss)
   */
  cardShieldLoss: (PlayerRange & { percent: number })[];
  members: HuntMemberDef[];
  specialAttacks: SpecialAttackDef[];
  /** the Wild Hunt event deck, in number order */
  events: EventCardDef[];
}
