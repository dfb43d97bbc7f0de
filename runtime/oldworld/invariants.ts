// What must hold at every settled moment of any Old World game: the simulator
// and the tests check these to catch rule bugs no single scenario shows.
import type { OldWorldGame } from "./game.ts";
import { ATTRIBUTES } from "./content.ts";
import { MAX_ATTRIBUTE } from "./engine.ts";
import { wildHuntInvariants } from "./wild-hunt/invariants.ts";

export function oldWorldInvariants(game: OldWorldGame): string[] {
  const e = game.engine;
  const s = e.state;
  const t = e.cat.content.tables;
  const out: string[] = [];
  const seen = new Map<string, string>();
  const place = (items: readonly (string | null)[], where: string) => {
    for (const c of items) {
      if (c === null) continue;
      const prev = seen.get(c);
      if (prev) out.push(`${c} is in two places: ${prev} and ${where}`);
      seen.set(c, where);
    }
  };
  place(s.actionDeck, "the action deck");
  place(s.pool, "the action pool");
  place(s.potionDeck, "the potion deck");
  place(s.potionDiscard, "the potion discard");
  place(s.fightDeck, "the fight deck");
  place(s.fightDiscard, "the fight discard");
  if (e.fight) place(e.fight.life, "the life pool");
  const lifeFightCards = e.fight ? e.fight.life.filter((c) => e.cat.fightCards.has(c.slice(0, c.lastIndexOf("#")))).length : 0;
  if (s.pool.length !== 6) out.push(`the action pool has ${s.pool.length} slots`);
  for (const id of s.order) {
    const p = e.player(id);
    for (const z of ["deck", "hand", "discard", "trashed", "potions"] as const) place(p[z], `${id}'s ${z}`);
    if (p.gold < 0) out.push(`${id} has ${p.gold} gold`);
    for (const a of ATTRIBUTES) if (p.attributes[a] < 1 || p.attributes[a] > MAX_ATTRIBUTE) out.push(`${id} has ${a} ${p.attributes[a]}`);
    if (p.shield < 0 || p.shield > p.attributes.defence) out.push(`${id} has shield ${p.shield} with Defence ${p.attributes.defence}`);
    if (p.potions.length > t.maxPotions) out.push(`${id} holds ${p.potions.length} potions`);
    if (p.witcherTrophiesLeft < 0) out.push(`${id} has ${p.witcherTrophiesLeft} witcher trophies left`);
    if (new Set(p.trophies.witcher).size !== p.trophies.witcher.length) out.push(`${id} has two witcher trophies of one school`);
    if (new Set(p.trophies.attribute).size !== p.trophies.attribute.length) out.push(`${id} has two trophies of one attribute`);
    if (!e.cat.locations.has(p.location)) out.push(`${id} is at ${p.location}, not a location`);
    if (!s.hunt && s.winner === id && (e.trophyCount(id) < t.trophiesToWin || p.trophies.monster.length + p.trophies.witcher.length === 0))
      out.push(`${id} won with ${e.trophyCount(id)} trophies`);
  }
  for (const a of ATTRIBUTES) if (s.attributeTrophies[a] < 0) out.push(`${s.attributeTrophies[a]} ${a} trophies left`);
  const placed = new Set<string>();
  for (const m of s.monsters) {
    if (placed.has(m.monster)) out.push(`${m.monster} is on the map twice`);
    placed.add(m.monster);
  }
  if (s.monsters.length > 3) out.push(`${s.monsters.length} monsters on the map`);
  if (s.fightDeck.length + s.fightDiscard.length + lifeFightCards !== e.cat.content.fightCards.length)
    out.push(`monster fight cards: ${s.fightDeck.length + s.fightDiscard.length + lifeFightCards} of ${e.cat.content.fightCards.length}`);
  const actions = [...seen.keys()].filter((c) => e.cat.actions.has(c.slice(0, c.lastIndexOf("#")))).length;
  const expected = e.cat.content.actions.filter((a) => a.tier === "base").reduce((n, a) => n + Math.max(0, a.copies), 0) + s.order.reduce((n, id) => n + e.cat.witcher(id).startingDeck.length, 0);
  if (actions !== expected) out.push(`action cards: ${actions} placed of ${expected}`);
  if (s.over && s.winner === null && !s.hunt) out.push("the game is over without a winner");
  if (s.hunt) out.push(...wildHuntInvariants(game));
  return out;
}
