// The Adventure Game content module: what the runtime plays.
//
// Two producers make values of this type from the same IR:
//  - compiler/emit writes content/generated/<set>.ts, the content as data, each
//    effect the IR the checker wrote (the engine build imports this);
//  - games/adventure/link/interpreted.ts links the checked IR as it is (editor
//    preview, tests).
// Both hold the same data; the rules kernel runs an effect as steps
// (runtime/kernel/effects.ts), and a differential test demands that both play
// identical games.

import type { EntityBase as CoreEntityBase, HookBase } from "../../../runtime/core/content-base.ts";
import type { Effect } from "../../../core/ir.ts";
import type { ActionName, DieResult, LeadColour, MonsterType } from "./effect-api.ts";

export type { ActionName, DieResult, LeadColour, MonsterType };

/** One effect of a card, monster or quest, as the checker wrote it: the rules kernel runs it as steps (machine.ts effectOn). */
export type Handler = Effect;
/** "Could this be done fully right now?" of an effect: the effect itself, judged without doing it (machine.ts canEffect) */
export type Predicate = Effect;

export interface HookDef extends HookBase<Handler, Predicate> {
  /** for "when-performing-action": the action it is tied to (absent or null: any action) */
  action?: ActionName | null;
  /**
   * its whole effect is "ignore an obstacle": offered only while the hero's region holds an obstacle he has
   * not ignored yet, so that its cost (a marker, the card) is never spent for nothing (absent or false: always offered)
   */
  ignoresObstacleOnly?: boolean;
}

type EntityBase = CoreEntityBase<HookDef>;

export interface RegionDef extends EntityBase {
  colour: string;
  adjacent: string[];
}

/** One lead icon at a location: "red" (one of a colour), "either" (one of two), "any", "each" (one of each). */
export type LeadIcon =
  | { kind: "one"; colour: LeadColour }
  | { kind: "either"; colours: LeadColour[] }
  | { kind: "any" }
  | { kind: "each"; colours: LeadColour[] };

export interface LocationDef extends EntityBase {
  region: string;
  leads: LeadIcon[];
  heart: boolean;
}

export interface RouteDef {
  from: string;
  to: string;
  /** gold to spend before moving along a sea route; 0 on land */
  seaCost: number;
}

export interface DieDef extends EntityBase {
  /** six faces; each face lists the results it produces ([] for blank) */
  faces: { name: string; results: DieResult[] }[];
}

export interface HeroDef extends EntityBase {
  start: string;
  gold: number;
  /** leads of one colour given for one proof of that colour */
  exchangeRate: number;
  questDecks: string[];
  dice: string[];
  /** die face names that count as a success for this hero */
  successFaces: string[];
  /** the hero's actions; woundable ones have a heart icon */
  actions: { name: ActionName; woundable: boolean }[];
  /** extra wound spaces (Yarpen's armour) */
  armour: number;
  /** grammatical gender, passed to every message about the hero so translations agree ("masculine" / "feminine") */
  gender: string;
  developmentDeck: string;
  /** hero-only operations, e.g. ["bribe"] (Dandelion's Bribe a Friend); absent or null: none */
  operations?: string[] | null;
  /** the deck of companion cards the hero takes at setup (Yarpen: "companion.yarpen"); absent or null: none */
  companionDeck?: string | null;
}

export interface EnemyStats {
  sword: number | null;
  shield: number | null;
  ritual: number | null;
}

export interface MonsterDef extends EntityBase {
  type: MonsterType;
  stats: EnemyStats;
  /** how many tokens of it are in the stack */
  copies: number;
}

/** An enemy printed on a card (investigation, foul fate, quest): not a token. */
export interface EnemyDef extends EntityBase {
  stats: EnemyStats;
}

export interface CardDef extends EntityBase {
  /** "investigation" | "foulfate" | "goodfortune" | "development" | "companion" */
  kind: string;
  /** the deck it belongs to, e.g. "investigation.blue", "development.geralt", "foulfate" */
  deck: string;
  traits: string[];
  copies: number;
  /** "none" | "trait" | "until-resolved" | "task" */
  keep: string;
  /** has a "spend 1 marker from this card" effect: only such cards may hold common markers */
  usesMarkers?: boolean;
}

export interface QuestDef extends EntityBase {
  deck: string;
  /** quest type icon for the support chart */
  supportType: string;
  main: {
    location: string;
    vp: number;
    requirement: Handler;
    canMeet: Predicate;
    enemy: string | null;
    consequences: Handler | null;
  };
  side: {
    id: string;
    vp: number;
    goTo: string | null;
    /** the side quest asks to defeat a monster (of this type, or "any"): it is completed right after that battle */
    defeat?: MonsterType | "any" | null;
    requirement: Handler;
    canMeet: Predicate;
  }[];
  support: { vp: number; ownerVp: number; requirement: Handler; canMeet: Predicate };
}

export interface WarTrackSpace {
  kind: "monster" | "foulfate";
  monsterType: MonsterType | null;
}

export interface AdventureContent {
  game: "adventure";
  /** the sets this module was built from, with their source files */
  sets: { id: string; sources: string[] }[];
  regions: RegionDef[];
  locations: LocationDef[];
  routes: RouteDef[];
  /** groups of locations joined by an intersection: all adjacent to each other */
  intersections: string[][];
  warTrack: WarTrackSpace[];
  /** setup step 7; when absent: a facedown bronze monster in the gray, purple and red regions, a foul fate token in the others (by region colour; by order if the colours are others) */
  startingObstacles?: { region: string; kind: "monster" | "foulfate"; monsterType: MonsterType | null }[];
  dice: DieDef[];
  battleDice: string[];
  heroes: HeroDef[];
  monsters: MonsterDef[];
  enemies: EnemyDef[];
  cards: CardDef[];
  quests: QuestDef[];
}
