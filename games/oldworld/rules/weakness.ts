// Monster Trail, "Monster Weakness and Special Attacks": the weakness tokens of
// each terrain (on the map face-down, taken by entering their location, used
// against the monster of their terrain), the 16-card attack deck that grows to
// 20 with the first level III monster, special attacks revealed by the monster's
// attack and passive attacks revealed by the player's damage. Every rule here
// runs only when the game is set up with the mode. The rules that ask or run
// hooks are steps of the rules kernel, called by the fights' steps (fight.ts).
import type { DecisionOption } from "../../../runtime/core/decision.ts";
import { ContentError } from "../../../runtime/core/errors.ts";
import type { Catalog } from "./catalog.ts";
import { setInPlay, type Terrain } from "./content.ts";
import { decision, type Engine } from "./engine.ts";
import { opt } from "./options.ts";
import { useHook } from "./hook-steps.ts";
import { type OldWorldMachine, type RuleCall, ruleCall, steps } from "./machine.ts";
import type { StepDef } from "../../../runtime/kernel/steps.ts";
import { TERRAINS, type WeaknessToken } from "./state.ts";

/** Monster Weakness and Special Attacks, Game Setup: "4 of them – those cards are placed face-down back in the game box" */
const BOXED = 4;
/** "Another 4 regular Monster Fight cards are placed face-down near the large Monster cards" */
const ASIDE = 4;

export function weaknessMode(e: Engine): boolean {
  return e.state.weakness !== null;
}

/** how many weakness tokens each terrain's set holds: the Monster Trail expansion declaration's */
export function tokensPerTerrain(e: Engine): number {
  return e.cat.content.expansions.find((x) => x.expansion === "monster-trail")?.weaknessTokens ?? 0;
}

/**
 * The attack deck of the mode: 4 regular cards go back to the box, 4 wait
 * beside the large cards, the other 12 are shuffled with the 4 Special
 * Attack cards into a 16-card deck.
 */
export function setupAttackDeck(e: Engine): void {
  const s = e.state;
  const w = s.weakness!;
  const regular = e.rng.shuffle(e.cat.content.fightCards.filter((f) => f.specialAttack === undefined && e.inPlay(f.set)).map((f) => e.instance(f.id)));
  w.boxed = regular.splice(0, BOXED);
  w.aside = regular.splice(0, ASIDE);
  const special = e.cat.content.fightCards.filter((f) => f.specialAttack !== undefined && e.inPlay(f.set)).map((f) => e.instance(f.id));
  s.fightDeck = e.rng.shuffle([...regular, ...special]);
  for (const t of TERRAINS) w.pool[t] = e.rng.shuffle(Array.from({ length: tokensPerTerrain(e) }, (_, i) => i + 1));
  e.event("attack-deck", { cards: s.fightDeck.length, aside: w.aside.length });
}

// The four cards set aside join the attack deck as the first level III monster appears: that rule is the
// engine's (Engine.monsterAppeared), told as a monster is placed (Engine.placeMonster, the Wild Hunt's
// placeHuntMonster).

/**
 * A face-down weakness token of a terrain goes on a location of that terrain
 * with no witcher: location tokens are drawn until one fits, then shuffled
 * back. With none left to draw, the player to the right of the active player
 * chooses a location of that terrain. None is placed when the terrain's pool
 * is empty (all its tokens collected).
 */
export const placeWeakness = steps.define<{ terrain: Terrain }>("place-weakness-token", {
  location(k, f) {
    const e = k.engine;
    const w = e.state.weakness;
    if (!w || w.pool[f.terrain].length === 0) return k.end();
    const occupied = new Set(Object.values(e.state.players).map((p) => p.location));
    const taken = new Set(w.onMap.map((t) => t.location));
    const drawn = e.rng.shuffle([...e.state.locationTokens[f.terrain]]);
    const at = drawn.find((l) => !occupied.has(l) && !taken.has(l)) ?? null;
    if (at !== null) return k.pass([at]);
    const who = e.state.order[(e.state.order.indexOf(e.state.active) + e.state.order.length - 1) % e.state.order.length];
    const open = e.state.locationTokens[f.terrain].filter((l) => !taken.has(l));
    if (open.length === 0) return k.end();
    k.ask(
      decision(
        who,
        "place-weakness",
        open.map((l) => opt(l, "ow-location", { location: l })),
        { terrain: f.terrain },
      ),
    );
  },
  place(k, f, answer) {
    const e = k.engine;
    const w = e.state.weakness!;
    const at = (answer as string[])[0];
    const number = w.pool[f.terrain].splice(e.rng.int(0, w.pool[f.terrain].length - 1), 1)[0];
    w.onMap.push({ terrain: f.terrain, number, location: at });
    e.event("weakness-placed", { terrain: f.terrain, location: at });
  },
});

/** "When the Player enters a Location with a Weakness Token, they reveal it immediately and place it next to the Player Board", read its paragraph, and a new token of its terrain is placed */
export const weaknessAtLocation = steps.define<{ id: string }>("weakness-at-location", {
  reveal(k, f) {
    const e = k.engine;
    const w = e.state.weakness;
    if (!w) return;
    const p = e.player(f.id);
    const i = w.onMap.findIndex((t) => t.location === p.location);
    if (i < 0) return;
    const [token] = w.onMap.splice(i, 1);
    w.held[f.id].push({ terrain: token.terrain, number: token.number });
    const monster = e.state.monsters.find((m) => m.terrain === token.terrain)?.monster ?? null;
    e.event("weakness-taken", { player: f.id, terrain: token.terrain, number: token.number, monster: monster ?? "none" });
    k.call(placeWeakness, { terrain: token.terrain });
  },
});

/** a witcher's arrival at a location, alone on an engine (rule-level tests) */
export function enterLocation(id: string): RuleCall<void> {
  return ruleCall(weaknessAtLocation, { id });
}

/** the weakness tokens a player holds for the monster of a terrain */
export function tokensFor(e: Engine, id: string, terrain: Terrain): WeaknessToken[] {
  return e.state.weakness?.held[id]?.filter((t) => t.terrain === terrain) ?? [];
}

/**
 * "When a Player begins the Fight with a Monster, before it begins, they may
 * use all of their Weakness Tokens for that particular Monster" (or only some):
 * the chosen paragraphs' abilities apply once its life pool is built. Ends with
 * the chosen tokens (copies: the held ones stay in the state).
 */
export const chooseWeaknesses = steps.define<{ id: string; monster: string; terrain: Terrain }>("choose-weaknesses", {
  choose(k, f) {
    const held = tokensFor(k.engine, f.id, f.terrain);
    if (held.length === 0) return k.end([]);
    const options = held.map((t, i) => opt(String(i), "ow-option-weakness", { number: t.number, monster: f.monster }));
    k.ask(decision(f.id, "use-weakness", options, { monster: f.monster }, { min: 0, max: held.length }));
  },
  chosen(k, f, answer) {
    const held = tokensFor(k.engine, f.id, f.terrain);
    k.end((answer as string[]).map((key): WeaknessToken => ({ terrain: held[Number(key)].terrain, number: held[Number(key)].number })));
  },
});

/** the chosen tokens' paragraphs, one token after another, each told as it is used */
export const useWeaknesses = steps.define<{ id: string; monster: string; tokens: readonly WeaknessToken[]; at: number }>("use-weaknesses", {
  next(k, f) {
    const e = k.engine;
    if (f.at >= f.tokens.length) return;
    const t = f.tokens[f.at++];
    const large = e.cat.largeMonster(f.monster);
    e.event("weakness-used", { player: f.id, monster: f.monster, number: t.number });
    for (const h of large.hooks)
      if (h.window === "weakness" && h.number === t.number) k.call(useHook, { hook: h, player: f.id, source: large.id, instance: null });
    k.goto(f, "next");
  },
});

/** "If the Special Monster Attack card is revealed during the Monster Attack, the Special Attack is activated, regardless if Charge or Bite was chosen" */
export const specialAttack = steps.define<{ id: string; monster: string; number: number }>("special-attack", {
  attack(k, f) {
    const e = k.engine;
    const large = e.cat.largeMonster(f.monster);
    e.event("special-attack", { monster: f.monster, number: f.number });
    for (const h of large.hooks)
      if (h.window === "special-attack" && h.number === f.number) k.call(useHook, { hook: h, player: f.id, source: large.id, instance: null });
  },
});

/** How a fight spends a witcher's bomb (fight.ts): the step that uses a card of his piles, given these fields. */
export interface FightBombUse {
  id: string;
  pile: "bomb";
  card: string;
  window: string;
}

/**
 * A Special Attack card revealed by the player's damage: the passive attack
 * of the monster applies before any further damage. A Dimeritium Bomb (a bomb
 * with an `after the monster uses its passive attack:` window) may neglect it,
 * within the player's Alchemy: the fight offers the bombs he may use (`bombs`,
 * their options) and spends the one chosen with its own step (`useBomb`: fight.ts).
 */
export const passiveAttack = steps.define<{
  id: string;
  monster: string;
  bombs: readonly DecisionOption[];
  useBomb: StepDef<OldWorldMachine, FightBombUse>;
}>("passive-attack", {
  reveal(k, f) {
    const e = k.engine;
    e.event("passive-attack", { monster: f.monster });
    if (f.bombs.length === 0) return;
    k.ask(decision(f.id, "neglect-passive", [...f.bombs, opt("none", "ow-option-no-bomb")], { monster: f.monster }));
  },
  bomb(k, f, answer) {
    if (answer === undefined) return;
    const key = (answer as string[])[0];
    // spent as any bomb of a fight is: to the discard pile, counted against Alchemy
    if (key !== "none") k.call(f.useBomb, { id: f.id, pile: "bomb", card: key.slice("bomb.".length), window: "against-passive-attack" });
  },
  attack(k, f) {
    const e = k.engine;
    const fight = e.fight!;
    if (fight.passiveNeglected) {
      fight.passiveNeglected = false;
      e.event("passive-neglected", { player: f.id, monster: f.monster });
      return;
    }
    const large = e.cat.largeMonster(f.monster);
    for (const h of large.hooks) if (h.window === "passive-attack") k.call(useHook, { hook: h, player: f.id, source: large.id, instance: null });
  },
});

/**
 * Clean-Up after the Fight: "If the Monster was killed or driven away, all
 * Players must give back the Weakness Tokens related to that Monster back to
 * the pool. Then, all 6 Weakness Tokens are shuffled together face-down"; the
 * token of its terrain on the map goes back with them, and one is placed again
 * once the new monster is on the board.
 */
export function monsterGone(e: Engine, terrain: Terrain): void {
  const w = e.state.weakness;
  if (!w) return;
  const back: number[] = [];
  for (const id of e.state.order) {
    back.push(...w.held[id].filter((t) => t.terrain === terrain).map((t) => t.number));
    w.held[id] = w.held[id].filter((t) => t.terrain !== terrain);
  }
  back.push(...w.onMap.filter((t) => t.terrain === terrain).map((t) => t.number));
  w.onMap = w.onMap.filter((t) => t.terrain !== terrain);
  w.pool[terrain] = e.rng.shuffle([...w.pool[terrain], ...back]);
  e.event("weakness-returned", { terrain, tokens: back.length });
}

/** the content the mode needs, checked with the options before the game starts */
export function checkWeaknessContent(cat: Catalog, expansions: readonly string[]): void {
  const c = cat.content;
  const inPlay = (set: string) => setInPlay(expansions, set);
  if ((c.expansions.find((x) => x.expansion === "monster-trail")?.weaknessTokens ?? 0) <= 0)
    throw new ContentError(
      "the monster-weakness mode needs the weakness tokens of the Monster Trail expansion (`weakness tokens 6 per terrain` in its `expansion MonsterTrail` declaration)",
    );
  if (!c.fightCards.some((f) => f.specialAttack !== undefined && inPlay(f.set)))
    throw new ContentError("the monster-weakness mode needs the Special Attack fight cards (`special attack card N`)");
  const regular = c.fightCards.filter((f) => f.specialAttack === undefined && inPlay(f.set)).length;
  if (regular < BOXED + ASIDE + 1)
    throw new ContentError(`the monster-weakness mode sets ${BOXED + ASIDE} regular fight cards apart; the content has ${regular}`);
  for (const m of c.monsters) if (inPlay(m.set)) cat.largeMonster(m.id);
}
