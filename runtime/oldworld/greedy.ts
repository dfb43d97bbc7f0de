// A greedy Old World bot that plays to win: it heads for the weakest monster
// on the map it can beat (by the shortest way, paying with the card it needs
// least), builds the longest-hitting combo its hand allows, drinks potions and
// uses its specialty in fights, meditates when it can, trains at schools and
// buys potions with spare gold, follows quests close by while no monster is
// within its strength, and takes the best card the pool offers.
// Deterministic: it reads the game and the decision, never a random source.
import type { Answer, Decision } from "../core/decision.ts";
import { defId } from "./catalog.ts";
import type { ActionCardDef, FightHalf, Symbols } from "./content.ts";
import type { OwEngine } from "./engine.ts";
import type { OldWorldGame } from "./game.ts";
import { meditable } from "./turn.ts";

const symValue = (s: Symbols | undefined) => (s ? s.damage * 2 + s.shield + s.draw * 1.5 + (s.energy ?? 0) + (s.protection ?? 0) : 0);

/** how much a card is worth keeping: its symbols, its extension's, a little for its cost */
export function cardValue(e: OwEngine, card: string): number {
  const d = e.cat.action(card);
  return symValue(d.symbols) + symValue(d.extension?.symbols) * 0.5 + d.cost * 0.5 + d.hooks.length;
}

/** the best chain of hand cards following `from` (its extension colour), by damage first */
export function bestChain(e: OwEngine, hand: string[], from: string | null, elderAny: boolean): { cards: string[]; value: number } {
  // each card's definition found once, not at every level of the search; the cards used so far marked in place
  const defs = hand.map((c) => e.cat.action(c));
  return chainAfter(hand, defs, new Array<boolean>(hand.length).fill(false), from === null ? null : e.cat.action(from), elderAny, 0);
}

/**
 * The best chain of the unused hand cards after a card (`from`, null: any card starts it), at most eight
 * long: each of its cards tried in hand order (one copy of each card), the first of equal values kept.
 */
function chainAfter(hand: readonly string[], defs: readonly ActionCardDef[], used: boolean[], from: ActionCardDef | null, elderAny: boolean, depth: number): { cards: string[]; value: number } {
  let best = { cards: [] as string[], value: 0 };
  if (depth > 7) return best;
  const extension = from === null ? undefined : from.extension;
  const ext = from === null ? "any" : elderAny ? "any" : (extension?.colour ?? null);
  if (ext === null) return best;
  // what the link to `from` adds is the same whichever card follows: valued once
  const link = from === null ? 0 : symValue(extension?.symbols);
  const tried: string[] = [];
  for (let i = 0; i < hand.length; i++) {
    const d = defs[i];
    if (used[i] || (ext !== "any" && d.colour !== ext) || tried.includes(d.id)) continue;
    tried.push(d.id);
    used[i] = true;
    const tail = chainAfter(hand, defs, used, d, false, depth + 1);
    used[i] = false;
    const value = symValue(d.symbols) + link + tail.value;
    if (value > best.value) best = { cards: [hand[i], ...tail.cards], value };
  }
  return best;
}

/** the next steps and distances found so far, by the map's adjacency (one per content): the map never changes in a game */
const waysOf = new WeakMap<ReadonlyMap<string, readonly string[]>, { steps: Map<string, Map<string, string | null>>; distances: Map<string, Map<string, number>> }>();

function ways(e: OwEngine) {
  let w = waysOf.get(e.cat.adjacent);
  if (!w) waysOf.set(e.cat.adjacent, (w = { steps: new Map(), distances: new Map() }));
  return w;
}

/** the inner map of a two-level cache, made on first use */
function row<V>(m: Map<string, Map<string, V>>, from: string): Map<string, V> {
  let r = m.get(from);
  if (!r) m.set(from, (r = new Map()));
  return r;
}

/** the shortest way's next step from `from` to `to` (breadth first over the adjacency), found once a pair */
export function nextStep(e: OwEngine, from: string, to: string): string | null {
  const known = row(ways(e).steps, from);
  let step = known.get(to);
  if (step === undefined) known.set(to, (step = searchNextStep(e, from, to)));
  return step;
}

function searchNextStep(e: OwEngine, from: string, to: string): string | null {
  if (from === to) return null;
  const prev = new Map<string, string>([[from, from]]);
  const queue = [from];
  while (queue.length) {
    const at = queue.shift()!;
    for (const n of e.adjacent(at)) {
      if (prev.has(n)) continue;
      prev.set(n, at);
      if (n === to) {
        let step = n;
        while (prev.get(step) !== from) step = prev.get(step)!;
        return step;
      }
      queue.push(n);
    }
  }
  return null;
}

/** steps along the shortest way, found once a pair */
function distance(e: OwEngine, from: string, to: string): number {
  const known = row(ways(e).distances, from);
  let d = known.get(to);
  if (d === undefined) known.set(to, (d = walk(e, from, to)));
  return d;
}

function walk(e: OwEngine, from: string, to: string): number {
  let d = 0;
  let at = from;
  while (at !== to && d < 50) {
    const n = nextStep(e, at, to);
    if (!n) return Infinity;
    at = n;
    d++;
  }
  return d;
}

/** the damage printed on cards, summed without gathering them into one array first */
function damageOf(e: OwEngine, cards: readonly string[]): number {
  let n = 0;
  for (const c of cards) n += e.cat.action(c).symbols.damage;
  return n;
}

/** cards a witcher has to fight with: everything he owns but the trashed */
function strength(e: OwEngine, id: string): number {
  const p = e.player(id);
  return damageOf(e, p.deck) + damageOf(e, p.hand) + damageOf(e, p.discard) + p.attributes.combat * 3 + p.shield + (p.energy ?? 0) + p.potions.length * 2;
}

/** the nearest place within three steps where the player can read an event: a quest of theirs, a quest token, a held event card's location */
function questSpot(e: OwEngine, id: string): string | null {
  const p = e.player(id);
  const spots = [
    ...p.quests.map((q) => q.location),
    ...e.state.questTokensOnMap.map((q) => q.location),
    ...p.heldEvents.map((n) => e.cat.events.get(n)?.location ?? null).filter((l): l is string => l !== null),
  ];
  let best: { at: string; d: number } | null = null;
  for (const at of spots) {
    const d = distance(e, p.location, at);
    if (d <= 3 && (!best || d < best.d || (d === best.d && at < best.at))) best = { at, d };
  }
  return best?.at ?? null;
}

/** the monster the bot hunts: the one it can beat (its strength against the life pool), nearest and weakest first */
export function target(e: OwEngine, id: string): { monster: string; location: string; beatable: boolean } | null {
  const p = e.player(id);
  const power = strength(e, id);
  let best: { monster: string; location: string; score: number } | null = null;
  for (const m of e.state.monsters) {
    const def = e.cat.monster(m.monster);
    const need = def.life * (1 + 0.25 * def.level) - (p.trailTokens.includes(def.id) ? 4 : 0);
    const score = distance(e, p.location, m.location) * 2 + def.life + (power >= need ? 0 : 100);
    if (!best || score < best.score) best = { monster: m.monster, location: m.location, score };
  }
  return best ? { monster: best.monster, location: best.location, beatable: best.score < 100 } : null;
}

/** the n cards worth least (ties by name); each card valued once rather than at every comparison */
function lowest(e: OwEngine, cards: string[], n: number): string[] {
  const value = new Map<string, number>();
  for (const c of cards) value.set(c, cardValue(e, c));
  return [...cards].sort((a, b) => value.get(a)! - value.get(b)! || (a < b ? -1 : 1)).slice(0, n);
}

/** how much an enemy's card would hurt: a monster fight card's worse half, a witcher's action card's value */
function enemyThreat(e: OwEngine, card: string): number {
  if (e.cat.actions.has(defId(card))) return cardValue(e, card);
  // a Wild Hunt special attack hits every witcher: worse than any fight card
  if (!e.cat.fightCards.has(defId(card))) return 10;
  const fc = e.cat.fightCard(card);
  const level = e.fight?.level ?? 1;
  const hurt = (h: FightHalf) => Math.max(0, (h.damage?.base ?? 0) + (h.damage?.perLevel ?? 0) * level) + Math.max(0, (h.discardHand?.base ?? 0) + (h.discardHand?.perLevel ?? 0) * level) + (h.trash ?? 0);
  return Math.max(hurt(fc.charge), hurt(fc.bite));
}

export function greedyOldWorld(d: Decision, game: OldWorldGame): Answer {
  const e = game.engine;
  const id = d.who;
  const p = e.player(id);
  const keys = d.options.map((o) => o.key);
  const has = (k: string) => keys.includes(k);
  const n = d.pick?.min ?? 1;
  switch (d.type) {
    case "train":
    case "raise-attribute":
      for (const a of ["combat", "defence", "specialty", "alchemy"]) if (has(a)) return [a];
      break;
    case "phase-1": {
      if (has("train")) return ["train"];
      if (has("location-action") && p.gold >= 3) return ["location-action"];
      const t = target(e, id);
      // no monster it can beat yet: a quest, a quest token or a held event card close by is worth the way
      const errand = t && t.beatable ? null : questSpot(e, id);
      const goal = errand ?? (t ? t.location : null);
      if (goal && goal !== p.location) {
        // a free double move (Endurance) when the goal is at least two steps away
        const travel = keys.find((k) => k.startsWith("travel."));
        const step = nextStep(e, p.location, goal);
        if (travel && step && step !== goal) return [travel];
        if (step && has(`move.${step}`) && p.hand.length + p.deck.length > 4) return [`move.${step}`];
      }
      return ["end"];
    }
    case "travel-payment": {
      const terrain = keys.filter((k) => k.startsWith("terrain."));
      if (terrain.length) return [`terrain.${lowest(e, terrain.map((k) => k.slice(8)), 1)[0]}`];
      if (has("card-gold")) return ["card-gold"];
      return ["two-cards"];
    }
    case "phase-2": {
      const med = meditable(e, id);
      if (med.length && has(`meditate.${med[0]}`)) return [`meditate.${med[0]}`];
      const t = target(e, id);
      const fight = keys.find((k) => k.startsWith("fight."));
      if (fight && t && fight === `fight.${t.monster}`) return [fight];
      const quest = keys.find((k) => k.startsWith("quest.") || k.startsWith("token.") || k.startsWith("held."));
      if (quest) return [quest];
      const duel = keys.find((k) => k.startsWith("duel.") && strength(e, id) > strength(e, k.slice(5)) + 6);
      if (duel) return [duel];
      return ["explore"];
    }
    case "fight-turn": {
      // mutagens are free once a fight; bombs and potions share the Alchemy limit
      const alchemy = keys.find((k) => k.startsWith("mutagen.")) ?? keys.find((k) => k.startsWith("bomb.")) ?? keys.find((k) => k.startsWith("potion."));
      if (alchemy) return [alchemy];
      if (has("specialty")) return ["specialty"];
      if (has("combo")) return ["combo"];
      const chain = bestChain(e, p.hand, null, false);
      return chain.cards.length ? [`combo.${chain.cards[0]}`] : ["pass"];
    }
    case "extend-combo": {
      const extend = keys.filter((k) => k.startsWith("extend.")).map((k) => k.slice(7));
      if (!extend.length) {
        if (has("elder-blood") && p.hand.length) return ["elder-blood"];
        return ["stop"];
      }
      const chain = bestChain(e, extend.concat(p.hand.filter((c) => !extend.includes(c))), null, false);
      const pick = extend.find((c) => chain.cards[0] === c) ?? lowest(e, extend, extend.length).reverse()[0];
      return [`extend.${pick}`];
    }
    case "potion-or-bomb":
      // a bomb for spare gold, else the potion
      return [has("bomb-for-gold") && p.gold >= 4 ? "bomb-for-gold" : "potion"];
    case "free-move": {
      const t = target(e, id);
      const step = t ? nextStep(e, p.location, t.location) : null;
      return [step && has(`move.${step}`) ? `move.${step}` : keys[0]];
    }
    case "monster-attack":
      // the events so far counted, kept or not: a game that keeps no log (a simulation, a copy) picks as one that does
      return [keys[(e.state.turn + e.log.count) % keys.length]];
    case "discard-hand":
      return p.hand.length <= 1 ? ["discard"] : ["keep"];
    case "gain-card": {
      let best = "none";
      let value = 0;
      for (const k of keys) {
        if (!k.startsWith("slot.")) continue;
        const slot = Number(k.slice(5));
        const pool = e.poolOf(id);
        const v = cardValue(e, e.state[pool]![slot]!) - e.slotCost(slot, pool) * 2;
        if (v > value) {
          value = v;
          best = k;
        }
      }
      return [best];
    }
    case "gain-free-card": {
      const pool = e.state[e.poolOf(id)]!;
      return [keys.reduce((a, b) => (cardValue(e, pool[Number(b)]!) > cardValue(e, pool[Number(a)]!) ? b : a))];
    }
    case "boost":
      // energy refills after the fight: spend it
      return has("boost") ? ["boost"] : [keys[0]];
    case "take-from-discard":
      return [...keys].sort((a, b) => cardValue(e, b) - cardValue(e, a) || (a < b ? -1 : 1)).slice(0, n);
    case "discard-enemy-card":
      // the enemy's cards that would hurt most leave; the mildest go back on top first
      return [...keys].sort((a, b) => enemyThreat(e, b) - enemyThreat(e, a) || (a < b ? -1 : 1)).slice(0, n);
    case "order-enemy-deck":
      return [[...keys].sort((a, b) => enemyThreat(e, a) - enemyThreat(e, b) || (a < b ? -1 : 1))[0]];
    case "choose-lower":
      return [keys[0]];
    case "lost-mount-pile":
    case "lost-mount-place":
      return [keys[0]];
    // Monster Weakness mode: every weakness token held for the monster helps
    case "use-weakness":
      return keys;
    default:
      if (n > 1 || d.pick) {
        // discards, trashes, payments: the cards worth least
        const cards = keys.filter((k) => k.includes("#") && e.cat.actions.has(defId(k)));
        if (cards.length === keys.length) return lowest(e, cards, n);
      }
  }
  return keys.slice(0, Math.max(1, n));
}
