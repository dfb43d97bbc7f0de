// What a fight in progress holds, and who its protection guards in which turn: read by the engine's damage
// rules and written by the fights (fight.ts, the Wild Hunt's final fight), so it sits below both.
import type { Attribute } from "./content.ts";
import type { FightModifier } from "./effect-api.ts";

export interface FightState {
  /** "hunt": the Wild Hunt's final fight, every witcher against the Hunt */
  kind: "monster" | "witcher" | "hunt";
  /** the witchers fighting: one against a monster, attacker then defender in a duel */
  witchers: string[];
  monster: string | null;
  level: number;
  /** fight-card instances, top first */
  life: string[];
  modifiers: FightModifier[];
  /** attribute levels lowered for this fight, by witcher */
  lowered: Record<string, Partial<Record<Attribute, number>>>;
  /** fight turns taken, by witcher */
  turns: Record<string, number>;
  monsterTurns: number;
  potionsDrunk: Record<string, number>;
  /** Monster Trail bombs used, by witcher (they count with potions against Alchemy, not against a cap on potions) */
  bombsUsed: Record<string, number>;
  /** damage of the combo being resolved (added up, then dealt at its end) */
  comboDamage: number;
  /** shield gained in the current fight turn (Noonwraith) */
  shieldGained: number;
  /** damage dealt in the fight, by witcher (a duel is decided on it) */
  dealt: Record<string, number>;
  /** Mages: protection gathered in a fight turn, against the opponent's next fight turn only */
  protection: Record<string, number>;
  /**
   * The witcher whose fight turn is being played; null in the opponent's turn of a monster fight or of the
   * Wild Hunt's final fight (the monster's, the Hunt's) and before the first turn. Protection reads it: it
   * takes damage only in an opponent's turn, never in the mage's own.
   */
  acting: string | null;
  /** cards added to (or taken from) the draw of step 4 of the current fight turn, by fighter */
  drawBonus: Record<string, number>;
  /** Monster Weakness mode: the passive attack being used is neglected (a Dimeritium Bomb) */
  passiveNeglected: boolean;
}

/**
 * Does a mage's protection take damage now (Mages, "Protection": it "only affects the very next opponent's
 * Fight Turn")? In a duel, in the other witcher's turn; against a monster or the Wild Hunt, in its turn,
 * never in a turn of the mage or of a witcher fighting beside him.
 */
export function protectsNow(f: FightState, id: string): boolean {
  return f.kind === "witcher" ? f.acting !== null && f.acting !== id : f.acting === null;
}

/** a combo being resolved, for combo queries: card instances in order and the index resolving */
export interface ComboState {
  cards: string[];
  at: number;
  owner: string;
}

/**
 * What holds a fight in progress: the engine's fields, which its rules read, and the game's state, where the
 * same records sit while the fight lasts (state-schema.ts) so that a snapshot taken in a fight copies them.
 */
interface FightHolder {
  fight: FightState | null;
  combo: ComboState | null;
  state: object;
}

/** the state's fields for a fight under way (absent outside one, so a state outside a fight reads as before) */
interface HeldFight {
  fight?: FightState;
  combo?: ComboState;
}

export function openFight(e: FightHolder, f: FightState): void {
  e.fight = f;
  (e.state as HeldFight).fight = f;
}

/** the fight's record leaves the state (the engine's own end of a fight, Engine.endFight, is run before) */
export function forgetFight(e: FightHolder): void {
  delete (e.state as HeldFight).fight;
}

export function openCombo(e: FightHolder, c: ComboState): void {
  e.combo = c;
  (e.state as HeldFight).combo = c;
}

export function closeCombo(e: FightHolder): void {
  e.combo = null;
  delete (e.state as HeldFight).combo;
}

/** are the engine's fight and combo, when there are any, the ones the state holds (so a snapshot copies them)? */
export function fightHeld(e: FightHolder): boolean {
  const held = e.state as HeldFight;
  return (e.fight === null || e.fight === held.fight) && (e.combo === null || e.combo === held.combo);
}

/** the engine's fight and combo, from a state restored from a snapshot */
export function fightFromState(e: FightHolder): void {
  const held = e.state as HeldFight;
  e.fight = held.fight ?? null;
  e.combo = held.combo ?? null;
}
