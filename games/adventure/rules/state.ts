// The whole state of an Adventure Game in plain JSON-able data: what a saved
// game or a state view shows, and what the invariants check.
import type { DieResult, EnemyStats, LeadColour, MonsterType } from "./content.ts";
import type { WoundSeverity } from "./effect-api.ts";

export const LEAD_COLOURS: readonly LeadColour[] = ["red", "blue", "purple"];
export const MONSTER_TYPES: readonly MonsterType[] = ["bronze", "silver", "gold"];
export const MAX_MARKERS = 3;
export const WOUND_OVERFLOW_VP = 2;
export const FOUL_FATE_OVERFLOW_VP = 2;

export interface DevelopmentInPlay {
  /** never changed: the hook index tells a hero's cards by their items (hooks.ts sameCards) */
  readonly card: string; // instance id, "development.igni#1"
  markers: number;
}

export interface KeptCard {
  /** never changed: the hook index tells a hero's cards by their items (hooks.ts sameCards) */
  readonly card: string; // instance id
  /** "trait" | "until-resolved" | "task" | "always" */
  until: string;
  taskDone: boolean;
}

export interface QuestInPlay {
  card: string; // instance id
  sideDone: string[];
  supportDone: boolean;
}

export interface HeroState {
  id: string;
  seat: number;
  location: string;
  gold: number;
  vp: number;
  leads: Record<LeadColour, number>;
  proof: Record<LeadColour, number>;
  /** action spaces holding this turn's action tokens */
  actionTokens: string[];
  /** wound token per space: action names and "armour.1", "armour.2" */
  wounds: Record<string, WoundSeverity>;
  /** action spaces with a foul fate token next to them */
  foulFate: string[];
  delayed: boolean;
  development: DevelopmentInPlay[];
  /** facedown good fortune cards (instance ids) */
  goodFortune: string[];
  /** faceup investigation / foul fate cards kept in the play area */
  kept: KeptCard[];
  companions: string[];
  quest: QuestInPlay | null;
  completedQuests: string[];
  /** the support quest type whose banner holds this hero's token, null when off the chart */
  supportChart: string | null;
  /** order in which this hero's final turn ended, once the game is ending */
  finalTurn: number | null;
}

export interface MonsterInZone {
  token: string; // instance id, "monster.fleder#2"
  faceup: boolean;
}

export interface ObstacleZone {
  monsters: MonsterInZone[];
  foulFate: boolean;
}

export interface Deck {
  draw: string[]; // index 0 is the top
  discard: string[];
}

/**
 * What the rules remember of play that is no component on the table: what a limited hook's use, an obstacle
 * ignored and a battle lost or won this turn leave behind.
 */
export interface PlayRecords {
  /** battles fought so far: a battle's number names its scope ("battle3") for the hooks limited to one */
  battles: number;
  /**
   * Limited hooks' uses ("once-per-turn" …): by the hook's use key (`use:<card copy or hero>:<index>`), the
   * scope of its last use ("turn12", "battle3", "roll1.3"): it is spent while that scope lasts (hooks.ts limitSpent)
   */
  hookUses: Record<string, string>;
  /** obstacles ignored until the hero's next encounter, by hero: obstacle keys (engine.ts obstacleKey), each once */
  ignoring: Record<string, string[]>;
  /** by hero, the type of the monster his last battle this turn was lost to (null: won) */
  lastDefeat: Record<string, string | null>;
}

/**
 * The cards under way while their rules wait for a decision: what a card's own words ("this card", "keep this
 * card", "draw X additional cards") refer to until it has resolved (cards.ts, hooks.ts).
 */
export interface CardsUnderWay {
  /** the cards whose effects are resolving, innermost last */
  resolving: string[];
  /** by resolving card: how its effect asked it to be kept, read once it has resolved */
  keep: Record<string, string>;
  /** the draws open to more cards while the cards that answer a draw are offered, innermost last */
  draws: DrawSession[];
}

/** cards drawn together, the hero to choose among them: "draw X additional cards" adds to them */
export interface DrawSession {
  deck: string;
  cards: string[];
}

/** a die of a battle as rolled (the battle's steps: battle.ts) */
export interface RolledDie {
  die: string;
  face: string;
  /** the face's own results (shared with the content, never changed: a spent result is recorded in `spent`) */
  results: readonly DieResult[];
  /** this die's results spent (a trade, a card's cost): they count no more, and the die can no longer be rerolled */
  spent: readonly DieResult[];
}

/** a battle being fought (AdventureState.battle, Engine.battle) */
export interface BattleState {
  hero: string;
  enemy: string;
  stats: EnemyStats;
  /** the monster token fought, when the enemy is a monster */
  token: string | null;
  dice: RolledDie[];
  /** results produced by effects and not yet spent, on top of the dice */
  adjust: Record<DieResult, number>;
  rollNo: number;
  outcome: Partial<Record<"sword" | "shield" | "ritual", boolean>>;
  defeated: boolean;
}

export interface AdventureState {
  seed: number;
  epic: boolean;
  /** seat order, starting with the first player */
  order: string[];
  heroes: Record<string, HeroState>;
  active: string;
  turn: number;
  round: number;
  /** action number within the turn: 0 before the first action, 1, 2 */
  actionNo: number;
  warTrack: number;
  zones: Record<string, ObstacleZone>;
  decks: Record<string, Deck>;
  /** monster stacks by type; index 0 is the top */
  monsters: Record<MonsterType, string[]>;
  /** set when a hero completes his last quest card */
  endingAfter: string | null;
  over: boolean;
  records: PlayRecords;
  /**
   * The battles being fought, the innermost last (a battle's card may start another): absent between battles.
   * A battle lasts over many decisions, and a copy of the game taken at one of them carries it.
   */
  battle?: BattleState[];
  underWay: CardsUnderWay;
}

/**
 * Whether a space of the hero sheet holds a wound: the record's few keys compared with it. A check by `in` with a
 * changing name is looked up by name on records of many shapes (which spaces are wounded makes the shape), and the
 * action choice and the resting rule ask it of every space several times a turn.
 */
export function holdsWound(wounds: Readonly<Record<string, unknown>>, space: string): boolean {
  for (const s in wounds) if (s === space) return true;
  return false;
}

export function emptyLeads(): Record<LeadColour, number> {
  return { red: 0, blue: 0, purple: 0 };
}

/** "development.igni#1" -> "development.igni" */
export function defOf(instance: string): string {
  const i = instance.lastIndexOf("#");
  return i < 0 ? instance : instance.slice(0, i);
}
