// The fight in progress as a reader (a test, a designer's scenario, a tool) sees it: plain data read off the
// engine's fight state (fight-state.ts) and its fighters' boards, named by what the rulebooks call them.
import type { Attribute } from "./content.ts";
import type { FightModifier } from "./effect-api.ts";
import type { Engine } from "./engine.ts";
import type { FightState } from "./fight-state.ts";

/** One witcher (or mage) in the fight. */
export interface FighterView {
  /** his shield now: damage takes it first ("Damage to a player lowers shield first") */
  shield: number;
  /** a mage's protection, against the opponent's next fight turn only (Mages, "Protection"); 0 for a witcher */
  protection: number;
  /** potions drunk in this fight (at most his Alchemy level, bombs counted with them) */
  potionsDrunk: number;
  /** Monster Trail bombs used in this fight */
  bombsUsed: number;
  /** fight turns he has taken */
  turns: number;
  /** damage he has dealt in this fight (a duel is decided on it) */
  dealt: number;
  /** his attributes as lowered for this fight by the monster (by how much) */
  lowered: Partial<Record<Attribute, number>>;
  /** cards in his deck and hand: what damage takes after the shield; none left is a knock-out */
  deck: number;
  hand: number;
  /** cards added to (or taken from) step 4's draw of the current fight turn */
  drawBonus: number;
}

/** A fight in progress. */
export interface FightView {
  /** "monster": a witcher against a monster; "witcher": a duel; "hunt": the Wild Hunt's final fight */
  kind: FightState["kind"];
  /** the monster fought (a monster fight), else null */
  monster: string | null;
  /** the monster's level, `L` on its fight cards */
  level: number;
  /** the cards left in the monster's life pool (its life): damage discards them, none left is a defeat; 0 in a duel */
  lifePool: number;
  /** the fighters in fight order (attacker first in a duel) */
  witchers: readonly string[];
  fighters: Readonly<Record<string, FighterView>>;
  /** the witcher whose fight turn is being played; null in the opponent's (the monster's, the Hunt's) turn */
  acting: string | null;
  /** the monster's (or the Hunt's) turns taken */
  monsterTurns: number;
  /** the monster's abilities and the effects in force for the fight */
  modifiers: readonly FightModifier[];
}

/** the fight being fought, or null when there is none */
export function fightView(e: Engine): FightView | null {
  const f = e.fight;
  if (!f) return null;
  const fighters: Record<string, FighterView> = {};
  for (const id of f.witchers) {
    const p = e.player(id);
    fighters[id] = {
      shield: p.shield,
      protection: f.protection[id] ?? 0,
      potionsDrunk: f.potionsDrunk[id] ?? 0,
      bombsUsed: f.bombsUsed[id] ?? 0,
      turns: f.turns[id] ?? 0,
      dealt: f.dealt[id] ?? 0,
      lowered: { ...f.lowered[id] },
      deck: p.deck.length,
      hand: p.hand.length,
      drawBonus: f.drawBonus[id] ?? 0,
    };
  }
  return {
    kind: f.kind,
    monster: f.monster,
    level: f.level,
    lifePool: f.kind === "witcher" ? 0 : f.life.length,
    witchers: [...f.witchers],
    fighters,
    acting: f.acting,
    monsterTurns: f.monsterTurns,
    modifiers: f.modifiers.map((m) => ({ ...m })),
  };
}
