// The Old World game state, the options a game is set up with and its result:
// plain JSON, so a game can be compared, saved and checked for invariants.
// Cards are physical copies ("action.aard#3").
import type { Attribute, AttributeLevels, Expansion, Terrain } from "./content.ts";
import type { HuntState, WildHuntOptions } from "./wild-hunt/state.ts";

export interface OldWorldOptions {
  seed: number;
  /** witcher ids in seat order; the first seat plays first */
  witchers: string[];
  /** expansions in play beyond the base game (their cards come with the content sets) */
  expansions?: Expansion[];
  /** game modes of an expansion in play: "monster-weakness" is Monster Trail's Monster Weakness and Special Attacks */
  modes?: Mode[];
  /** simulation safety net, not a rule: end the game without a winner after this many rounds */
  maxRounds?: number;
  /** the Wild Hunt cooperative mode (with the expansion "wild-hunt"): the difficulty and the member fought */
  wildHunt?: WildHuntOptions;
}

/** the game modes a game may be set up with, beside its expansions */
export const MODES = ["monster-weakness"] as const;
export type Mode = (typeof MODES)[number];

/** how a game ended */
export interface OldWorldResult {
  winner: string | null;
  /** the Wild Hunt: "wild-hunt-defeated" (the witchers win together), "witchers-knocked-out" (they lose together) */
  reason: "trophies" | "round-limit" | "wild-hunt-defeated" | "witchers-knocked-out";
  rounds: number;
  trophies: Record<string, number>;
}

export interface PlayerState {
  id: string;
  school: string;
  location: string;
  deck: string[];
  hand: string[];
  discard: string[];
  /** removed from the game (trash) */
  trashed: string[];
  gold: number;
  attributes: AttributeLevels;
  shield: number;
  potions: string[];
  /** Monster Trail: bombs held (at most as many as potions, counted apart) and mutagens owned */
  bombs: string[];
  mutagens: string[];
  trophies: { monster: string[]; witcher: string[]; attribute: Attribute[] };
  /** own-school witcher trophy cards still on the player's board, (players − 1) at the start */
  witcherTrophiesLeft: number;
  /** monster instance ids whose trail token the player holds */
  trailTokens: string[];
  /** position on the trophy track (monster trophies taken), which drives fatigue */
  trophyTrack: number;
  /** quests from exploration cards: go to the location, resolve the event */
  quests: { location: string; event: number; card: string }[];
  /** event numbers drawn into the hand, unseen by the others (Adventure Pack) */
  heldEvents: number[];
  /** a mage's energy level (Mages); absent for a witcher */
  energy?: number;
}

/** A monster on the map, in its terrain's slot. */
export interface MapMonster {
  /** "monster.griffin" */
  monster: string;
  location: string;
  terrain: Terrain;
}

export interface OldWorldState {
  seed: number;
  order: string[];
  /** the expansions in play (the options'), which decide the content sets in play */
  expansions: string[];
  active: string;
  turn: number;
  round: number;
  players: Record<string, PlayerState>;
  actionDeck: string[];
  /** six slots, leftmost first; null when the action deck ran out */
  pool: (string | null)[];
  /** Mages, some but not all players mages: the spell deck and its six-slot pool beside the witchers' */
  mageDeck?: string[];
  magePool?: (string | null)[];
  /** cards discarded from a pool (the same-position discard of the mixed game) */
  poolDiscard?: string[];
  potionDeck: string[];
  potionDiscard: string[];
  /** Monster Trail's bomb deck and its discard pile, and the mutagen deck (empty without it) */
  bombDeck: string[];
  bombDiscard: string[];
  mutagenDeck: string[];
  fightDeck: string[];
  fightDiscard: string[];
  /** monster ids not yet on the map, by level "1".."3" */
  monsterPiles: Record<string, string[]>;
  /** defeated monsters out of play (the trophies are in the players' boards) */
  monsters: MapMonster[];
  /** location ids by terrain: the location token piles */
  locationTokens: Record<Terrain, string[]>;
  exploration: { city: string[]; wilds: string[] };
  explorationDiscard: { city: string[]; wilds: string[] };
  /** event numbers, in number order */
  events: number[];
  /** quest tokens in the supply next to the board (Adventure Pack) */
  questTokens: number;
  /** quest tokens on the map: the location and the event it leads to */
  questTokensOnMap: { location: string; event: number }[];
  attributeTrophies: Record<Attribute, number>;
  /** where the Lost Mount miniature stands; null while it is aside (or not in the game) */
  lostMount: string | null;
  lostMountInPlay: boolean;
  /** the Wild Hunt cooperative mode; null in the competitive game */
  hunt: HuntState | null;
  /** Monster Trail's Monster Weakness and Special Attacks mode; null without it */
  weakness: WeaknessState | null;
  winner: string | null;
  over: boolean;
  /** Phase III's draw limit set this turn by a fight result (knocked out, Rotfiend); null: the normal hand */
  phase3Limit: number | null;
  /** by card number (catalog.ts `cardNumber`), the physical copies named so far ("action.aard#4" is the fourth) */
  copies: number[];
  /** hook uses spent for limits: "<limit>:<player>:<hook source>" (cleared per turn / per fight), in the order spent */
  used: string[];
  /**
   * What a player knows of cards lying facedown to him, for the futures the search bot samples
   * (games/oldworld/rules/determinise.ts). `shown`: cards put into a hand in everyone's sight (gained from the
   * faceup pool, taken from the faceup discard pile), until drawn again unseen. `seen`: by player, the cards a
   * player looked at and put back on top of a pile (the Viper's look at the enemy deck), for the fight.
   */
  shown: string[];
  seen: Record<string, string[]>;
}

/** a weakness token: its terrain's set and the paragraph number it shows */
export interface WeaknessToken {
  terrain: Terrain;
  number: number;
}

export interface WeaknessState {
  /** face-down tokens of each terrain, neither on the map nor held */
  pool: Record<Terrain, number[]>;
  /** face-down tokens on the map */
  onMap: (WeaknessToken & { location: string })[];
  /** revealed tokens beside each player's board */
  held: Record<string, WeaknessToken[]>;
  /** the 4 regular fight cards set aside until the first level III monster appears */
  aside: string[];
  /** the 4 regular fight cards back in the box for the whole game */
  boxed: string[];
}

export const TERRAINS: readonly Terrain[] = ["forest", "water", "mountain"];
