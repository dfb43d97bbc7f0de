// What the Wild Hunt cooperative mode adds to the Old World state: the Hunt
// (member, location, shields), its hounds, the round tracking board's decks
// and the final fight's outcome. Plain JSON like the rest of the state.
import type { Difficulty, HoundBonus } from "../content.ts";

/** the options a game of the mode is set up with (OldWorldOptions.wildHunt) */
export interface WildHuntOptions {
  difficulty: Difficulty;
  /** the member fought: "huntmember.eredin" */
  member: string;
}

export interface Hound {
  /** "hound.1#2": level 1, the second miniature of that level */
  id: string;
  level: number;
  location: string;
  /** fought in the current Phase I (each hound may be fought once per Phase I) */
  fought: boolean;
}

export interface HuntQuest {
  /** the exploration card's instance */
  card: string;
  location: string;
}

export interface HuntState {
  /** the member fought: "huntmember.eredin" */
  member: string;
  difficulty: Difficulty;
  location: string;
  shields: number;
  /**
   * what an exploration or event card's cut shield loss has left over
   * (the mode card's "a card takes N percent of its shield loss"), in
   * hundredths of a shield: kept on the Hunt until it makes a whole shield
   */
  cardLossCarried: number;
  /** the round after which the final fight comes */
  lastRound: number;
  hounds: Hound[];
  /** miniatures not yet on the map, by level */
  houndSupply: Record<string, number>;
  /** hound tokens left, by level, in the order they are revealed */
  houndTokens: Record<string, HoundBonus[]>;
  /** the Wild Hunt exploration deck, top first, and the cards read */
  exploration: string[];
  explored: string[];
  /** quests in play: the exploration card, face up, with the location token drawn for it (kept beside the card, out of its pile) where the quest token lies */
  quests: HuntQuest[];
  /** Wild Hunt event numbers, top first */
  events: number[];
  /** the movement pool: the players' scoring tokens and "closed-tavern" (empty solo) */
  movementPool: string[];
  /** the final fight's life pool, top first (monster fight cards and special attacks) */
  life: string[];
  /** monster fight cards left out of the final fight */
  aside: string[];
  /** special attack cards discarded */
  specialDiscard: string[];
  knockedOut: string[];
  /** "won": the Hunt defeated; "lost": every witcher knocked out */
  result: "won" | "lost" | null;
}

/** the Closed Tavern token in the movement pool */
export const CLOSED_TAVERN = "closed-tavern";
