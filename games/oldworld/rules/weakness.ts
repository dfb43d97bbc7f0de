// Monster Trail, "Monster Weakness and Special Attacks": the weakness tokens of
// each terrain (on the map face-down, taken by entering their location, used
// against the monster of their terrain), the 16-card attack deck that grows to
// 20 with the first level III monster, special attacks revealed by the monster's
// attack and passive attacks revealed by the player's damage. Every rule here
// runs only when the game is set up with the mode.
import type { DecisionOption, Step } from "../../../runtime/core/decision.ts";
import { ContentError } from "../../../runtime/core/errors.ts";
import type { Catalog } from "./catalog.ts";
import { setInPlay, type Terrain } from "./content.ts";
import type { Engine } from "./engine.ts";
import { opt } from "./options.ts";
import { runHook } from "./hooks.ts";
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
export function* placeWeaknessToken(e: Engine, terrain: Terrain): Step<void> {
  const w = e.state.weakness;
  if (!w || w.pool[terrain].length === 0) return;
  const occupied = new Set(Object.values(e.state.players).map((p) => p.location));
  const taken = new Set(w.onMap.map((t) => t.location));
  const drawn = e.rng.shuffle([...e.state.locationTokens[terrain]]);
  let at = drawn.find((l) => !occupied.has(l) && !taken.has(l)) ?? null;
  if (at === null) {
    const who = e.state.order[(e.state.order.indexOf(e.state.active) + e.state.order.length - 1) % e.state.order.length];
    const open = e.state.locationTokens[terrain].filter((l) => !taken.has(l));
    if (open.length === 0) return;
    at = yield* e.chooseOne(
      who,
      "place-weakness",
      open.map((l) => opt(l, "ow-location", { location: l })),
      { terrain },
    );
  }
  const number = w.pool[terrain].splice(e.rng.int(0, w.pool[terrain].length - 1), 1)[0];
  w.onMap.push({ terrain, number, location: at });
  e.event("weakness-placed", { terrain, location: at });
}

/** "When the Player enters a Location with a Weakness Token, they reveal it immediately and place it next to the Player Board", read its paragraph, and a new token of its terrain is placed */
export function* enterLocation(e: Engine, id: string): Step<void> {
  const w = e.state.weakness;
  if (!w) return;
  const p = e.player(id);
  const k = w.onMap.findIndex((t) => t.location === p.location);
  if (k < 0) return;
  const [token] = w.onMap.splice(k, 1);
  w.held[id].push({ terrain: token.terrain, number: token.number });
  const monster = e.state.monsters.find((m) => m.terrain === token.terrain)?.monster ?? null;
  e.event("weakness-taken", { player: id, terrain: token.terrain, number: token.number, monster: monster ?? "none" });
  yield* placeWeaknessToken(e, token.terrain);
}

/** the weakness tokens a player holds for the monster of a terrain */
export function tokensFor(e: Engine, id: string, terrain: Terrain): WeaknessToken[] {
  return e.state.weakness?.held[id]?.filter((t) => t.terrain === terrain) ?? [];
}

/**
 * "When a Player begins the Fight with a Monster, before it begins, they may
 * use all of their Weakness Tokens for that particular Monster" (or only some):
 * the chosen paragraphs' abilities apply once its life pool is built.
 */
export function* chooseWeaknesses(e: Engine, id: string, monster: string, terrain: Terrain): Step<WeaknessToken[]> {
  const held = tokensFor(e, id, terrain);
  if (held.length === 0) return [];
  const options = held.map((t, i) => opt(String(i), "ow-option-weakness", { number: t.number, monster }));
  const keys = yield* e.choose(id, "use-weakness", options, { monster }, { min: 0, max: held.length });
  return keys.map((k) => held[Number(k)]);
}

export function* useWeaknesses(e: Engine, id: string, monster: string, tokens: WeaknessToken[]): Step<void> {
  if (tokens.length === 0) return;
  const large = e.cat.largeMonster(monster);
  for (const t of tokens) {
    e.event("weakness-used", { player: id, monster, number: t.number });
    for (const h of large.hooks) if (h.window === "weakness" && h.number === t.number) yield* runHook(e, h, id, large.id);
  }
}

/** "If the Special Monster Attack card is revealed during the Monster Attack, the Special Attack is activated, regardless if Charge or Bite was chosen" */
export function* specialAttack(e: Engine, id: string, monster: string, number: number): Step<void> {
  const large = e.cat.largeMonster(monster);
  e.event("special-attack", { monster, number });
  for (const h of large.hooks) if (h.window === "special-attack" && h.number === number) yield* runHook(e, h, id, large.id);
}

/** How a fight offers a witcher's bomb and spends it: within his Alchemy, to the discard pile (fight.ts). */
export interface FightBombs {
  mayUse(): boolean;
  option(card: string): DecisionOption;
  use(card: string, window: string): Step<void>;
}

/**
 * A Special Attack card revealed by the player's damage: the passive attack
 * of the monster applies before any further damage. A Dimeritium Bomb (a bomb
 * with an `after the monster uses its passive attack:` window) may neglect it,
 * within the player's Alchemy: `bombs` is how the fight offers and spends one (fight.ts).
 */
export function* passiveAttack(e: Engine, id: string, monster: string, bombs: FightBombs): Step<void> {
  const f = e.fight!;
  const large = e.cat.largeMonster(monster);
  e.event("passive-attack", { monster });
  const p = e.player(id);
  const usable = bombs.mayUse() ? p.bombs.filter((c) => e.cat.bomb(c).hooks.some((h) => h.window === "against-passive-attack")) : [];
  if (usable.length > 0) {
    const key = yield* e.chooseOne(id, "neglect-passive", [...usable.map(bombs.option), opt("none", "ow-option-no-bomb")], { monster });
    // spent as any bomb of a fight is: to the discard pile, counted against Alchemy
    if (key !== "none") yield* bombs.use(key.slice("bomb.".length), "against-passive-attack");
  }
  if (f.passiveNeglected) {
    f.passiveNeglected = false;
    e.event("passive-neglected", { player: id, monster });
    return;
  }
  for (const h of large.hooks) if (h.window === "passive-attack") yield* runHook(e, h, id, large.id);
}

/**
 * Clean-Up after the Fight: "If the Monster was killed or driven away, all
 * Players must give back the Weakness Tokens related to that Monster back to
 * the pool. Then, all 6 Weakness Tokens are shuffled together face-down"; the
 * token of its terrain on the map goes back with them, and one is placed again
 * once the new monster is on the board.
 */
export function* monsterGone(e: Engine, terrain: Terrain): Step<void> {
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
