// A greedy Old World bot that plays to win: it heads for the weakest monster
// on the map it can beat (by the shortest way, paying with the card it needs
// least), builds the longest-hitting combo its hand allows, drinks potions and
// uses its specialty in fights, meditates when it can, trains at schools and
// buys potions with spare gold, follows quests close by while no monster is
// within its strength, and takes the best card the pool offers.
// Deterministic: it reads the game and the decision, never a random source.
import type { Answer, Decision, DecisionOption } from "../../../runtime/core/decision.ts";
import { defId } from "../rules/catalog.ts";
import type { ActionCardDef, FightHalf, Symbols } from "../rules/content.ts";
import type { Engine } from "../rules/engine.ts";
import type { OldWorldGame } from "../rules/game.ts";
import type { PlayerState } from "../rules/state.ts";
import { meditable } from "../rules/turn.ts";

const symValue = (s: Symbols | undefined) => (s ? s.damage * 2 + s.shield + s.draw * 1.5 + (s.energy ?? 0) + (s.protection ?? 0) : 0);

/** how much a card is worth keeping: its symbols, its extension's, a little for its cost */
export function cardValue(e: Engine, card: string): number {
  const d = e.cat.action(card);
  return symValue(d.symbols) + symValue(d.extension?.symbols) * 0.5 + d.cost * 0.5 + d.hooks.length;
}

/** the best chain of hand cards following `from` (its extension colour), by damage first */
export function bestChain(e: Engine, hand: string[], from: string | null, elderAny: boolean): { cards: string[]; value: number } {
  // each card's definition found once, not at every level of the search; the cards used so far marked in place
  const defs = hand.map((c) => e.cat.action(c));
  return chainAfter(hand, defs, new Array<boolean>(hand.length).fill(false), from === null ? null : e.cat.action(from), elderAny, 0);
}

/**
 * The best chain of the unused hand cards after a card (`from`, null: any card starts it), at most eight
 * long: each of its cards tried in hand order (one copy of each card), the first of equal values kept.
 */
function chainAfter(
  hand: readonly string[],
  defs: readonly ActionCardDef[],
  used: boolean[],
  from: ActionCardDef | null,
  elderAny: boolean,
  depth: number,
): { cards: string[]; value: number } {
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

/**
 * The first card of the best chain a hand starts (`bestChain(e, hand, null, false).cards[0]`, null for none),
 * for the bot, which plays a chain card by card and asks again at each: the same search, weighing values only,
 * with what each card is worth, links to and repeats worked out once rather than at every node of the search.
 */
export function bestChainStart(e: Engine, hand: readonly string[]): string | null {
  const s = chainSearch(e, hand);
  let best = 0;
  let first: string | null = null;
  for (let i = 0; i < hand.length; i++) {
    if (repeated(s, i)) continue;
    s.used[i] = true;
    const tail = chainValueAfter(s, i, 1);
    s.used[i] = false;
    // as chainAfter adds it: the card, its link (none before the first card), the rest
    const value = s.own[i] + 0 + tail;
    if (value > best) {
      best = value;
      first = hand[i];
    }
  }
  return first;
}

/** a hand's cards as the chain search reads them, by hand position */
interface ChainSearch {
  /** each card's own symbols, valued */
  own: number[];
  /** the colour of the card's extension (what may follow it), null for none */
  ext: (string | null)[];
  /** the card's extension's symbols, valued: what it adds when a card follows */
  link: number[];
  colour: string[];
  /** the hand position of the last earlier copy of the same card, -1 for none */
  twin: number[];
  used: boolean[];
}

function chainSearch(e: Engine, hand: readonly string[]): ChainSearch {
  const n = hand.length;
  const s: ChainSearch = {
    own: new Array(n),
    ext: new Array(n),
    link: new Array(n),
    colour: new Array(n),
    twin: new Array(n),
    used: new Array<boolean>(n).fill(false),
  };
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const d = e.cat.action(hand[i]);
    s.own[i] = symValue(d.symbols);
    s.ext[i] = d.extension?.colour ?? null;
    s.link[i] = symValue(d.extension?.symbols);
    s.colour[i] = d.colour;
    s.twin[i] = ids.lastIndexOf(d.id);
    ids.push(d.id);
  }
  return s;
}

/** chainAfter's "one copy of each card": an unused earlier copy of the same card is tried instead */
function repeated(s: ChainSearch, i: number): boolean {
  for (let j = s.twin[i]; j >= 0; j = s.twin[j]) if (!s.used[j]) return true;
  return false;
}

/** chainAfter's value of the best chain after the card at hand position `from` */
function chainValueAfter(s: ChainSearch, from: number, depth: number): number {
  if (depth > 7) return 0;
  const ext = s.ext[from];
  if (ext === null) return 0;
  const link = s.link[from];
  let best = 0;
  for (let i = 0; i < s.own.length; i++) {
    if (s.used[i] || (ext !== "any" && s.colour[i] !== ext) || repeated(s, i)) continue;
    s.used[i] = true;
    const tail = chainValueAfter(s, i, depth + 1);
    s.used[i] = false;
    const value = s.own[i] + link + tail;
    if (value > best) best = value;
  }
  return best;
}

/** the next steps and distances found so far, by the map's adjacency (one per content): the map never changes in a game */
const waysOf = new WeakMap<
  ReadonlyMap<string, readonly string[]>,
  { steps: Map<string, Map<string, string | null>>; distances: Map<string, Map<string, number>> }
>();

function ways(e: Engine) {
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
export function nextStep(e: Engine, from: string, to: string): string | null {
  const known = row(ways(e).steps, from);
  let step = known.get(to);
  if (step === undefined) known.set(to, (step = searchNextStep(e, from, to)));
  return step;
}

function searchNextStep(e: Engine, from: string, to: string): string | null {
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

function walk(e: Engine, from: string, to: string): number {
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
function damageOf(e: Engine, cards: readonly string[]): number {
  let n = 0;
  for (const c of cards) n += e.cat.action(c).symbols.damage;
  return n;
}

/**
 * What a witcher has to fight with, in damage points: everything he owns but the trashed, his Combat, shield,
 * energy and potions. The bot weighs monsters by it; the Wild Hunt team bot weighs the options of its cards by it.
 */
export function strength(e: Engine, id: string): number {
  const p = e.player(id);
  return damageOf(e, p.deck) + damageOf(e, p.hand) + damageOf(e, p.discard) + p.attributes.combat * 3 + p.shield + (p.energy ?? 0) + p.potions.length * 2;
}

/** the nearest place within three steps where the player can read an event: a quest of theirs, a quest token, a held event card's location */
function questSpot(e: Engine, id: string): string | null {
  const p = e.player(id);
  // the nearest, the first by name of equally near ones: the same place whichever order they are looked at in
  const from = row(ways(e).distances, p.location);
  let best: string | null = null;
  let bestD = Infinity;
  const weigh = (at: string) => {
    const d = distanceIn(e, from, p.location, at);
    if (d <= 3 && (best === null || d < bestD || (d === bestD && at < best))) {
      best = at;
      bestD = d;
    }
  };
  for (const q of p.quests) weigh(q.location);
  for (const q of e.state.questTokensOnMap) weigh(q.location);
  for (const n of p.heldEvents) {
    const at = e.cat.events.get(n)?.location ?? null;
    if (at !== null) weigh(at);
  }
  return best;
}

/**
 * Steps along the shortest way, found once a pair; `known`: the distances found from `from` (`row(ways(e).distances,
 * from)`), looked up once for the several places a decision weighs from one location.
 */
function distanceIn(e: Engine, known: Map<string, number>, from: string, to: string): number {
  let d = known.get(to);
  if (d === undefined) known.set(to, (d = walk(e, from, to)));
  return d;
}

/** the monster the bot hunts: the one it can beat (its strength against the life pool), nearest and weakest first */
export function target(e: Engine, id: string): { monster: string; location: string; beatable: boolean } | null {
  const p = e.player(id);
  const power = strength(e, id);
  const from = row(ways(e).distances, p.location);
  let best: { monster: string; location: string; score: number } | null = null;
  for (const m of e.state.monsters) {
    const def = e.cat.monster(m.monster);
    const need = def.life * (1 + 0.25 * def.level) - (p.trailTokens.includes(def.id) ? 4 : 0);
    const score = distanceIn(e, from, p.location, m.location) * 2 + def.life + (power >= need ? 0 : 100);
    if (!best || score < best.score) best = { monster: m.monster, location: m.location, score };
  }
  return best ? { monster: best.monster, location: best.location, beatable: best.score < 100 } : null;
}

/**
 * `keys` sorted by `compare` over each key's value, worked out once a key rather than at every comparison:
 * the same sort of the same keys with the same answers to each comparison, so the same order, ties and all.
 */
function sortedBy(keys: readonly string[], value: (k: string) => number, compare: (va: number, vb: number, a: string, b: string) => number): string[] {
  const values = keys.map(value);
  const order = keys.map((_, i) => i);
  order.sort((i, j) => compare(values[i], values[j], keys[i], keys[j]));
  return order.map((i) => keys[i]);
}

/** least value first, ties by name */
const ascending = (va: number, vb: number, a: string, b: string) => va - vb || (a < b ? -1 : 1);
/** most value first, ties by name */
const descending = (va: number, vb: number, a: string, b: string) => vb - va || (a < b ? -1 : 1);

/** the n cards worth least (ties by name); each card valued once rather than at every comparison */
function lowest(e: Engine, cards: readonly string[], n: number): string[] {
  if (n > 3) return sortedBy(cards, (c) => cardValue(e, c), ascending).slice(0, n);
  // a few cards of a hand or a deck (a payment, a discard, fatigue): picked one by one instead of sorting them all.
  // The order is total (the cards are copies, one a key, and their names break ties), so the least is the first
  // the sort would give, and the next least the second; two equal keys, were there any, are the same string
  const values = cards.map((c) => cardValue(e, c));
  const taken = new Array<boolean>(cards.length).fill(false);
  const out: string[] = [];
  while (out.length < n && out.length < cards.length) {
    let least = -1;
    for (let i = 0; i < cards.length; i++) if (!taken[i] && (least < 0 || ascending(values[i], values[least], cards[i], cards[least]) < 0)) least = i;
    taken[least] = true;
    out.push(cards[least]);
  }
  return out;
}

/** how much an enemy's card would hurt: a monster fight card's worse half, a witcher's action card's value */
function enemyThreat(e: Engine, card: string): number {
  if (e.cat.actions.has(defId(card))) return cardValue(e, card);
  // a Wild Hunt special attack hits every witcher: worse than any fight card
  if (!e.cat.fightCards.has(defId(card))) return 10;
  const fc = e.cat.fightCard(card);
  const level = e.fight?.level ?? 1;
  const hurt = (h: FightHalf) =>
    Math.max(0, (h.damage?.base ?? 0) + (h.damage?.perLevel ?? 0) * level) +
    Math.max(0, (h.discardHand?.base ?? 0) + (h.discardHand?.perLevel ?? 0) * level) +
    (h.trash ?? 0);
  return Math.max(hurt(fc.charge), hurt(fc.bite));
}

/** is `key` one of the options? */
function offers(options: readonly DecisionOption[], key: string): boolean {
  for (const o of options) if (o.key === key) return true;
  return false;
}

/** the first option's key that starts with `prefix` */
function firstWith(options: readonly DecisionOption[], prefix: string): string | undefined {
  for (const o of options) if (o.key.startsWith(prefix)) return o.key;
  return undefined;
}

/** the keys of the first n options */
function firstKeys(options: readonly DecisionOption[], n: number): string[] {
  const keys: string[] = [];
  for (let i = 0; i < n && i < options.length; i++) keys.push(options[i].key);
  return keys;
}

const keysOf = (options: readonly DecisionOption[]) => options.map((o) => o.key);

// Each kind of decision answered by a function of its own that reads the options as they are: no list of the
// keys, no closures made at every decision for the few kinds that use them (the bot answers some 330 a table).

const TRAINED_FIRST = ["combat", "defence", "specialty", "alchemy"] as const;

function phaseOneAnswer(e: Engine, id: string, p: PlayerState, options: readonly DecisionOption[]): Answer {
  if (offers(options, "train")) return ["train"];
  if (offers(options, "location-action") && p.gold >= 3) return ["location-action"];
  const t = target(e, id);
  // no monster it can beat yet: a quest, a quest token or a held event card close by is worth the way
  const errand = t && t.beatable ? null : questSpot(e, id);
  const goal = errand ?? (t ? t.location : null);
  if (goal && goal !== p.location) {
    // a free double move (Endurance) when the goal is at least two steps away
    const travel = firstWith(options, "travel.");
    const step = nextStep(e, p.location, goal);
    if (travel && step && step !== goal) return [travel];
    if (step && p.hand.length + p.deck.length > 4) {
      const move = `move.${step}`;
      if (offers(options, move)) return [move];
    }
  }
  return ["end"];
}

/** the terrain card worth least (ties by name), else a card and a gold, else two cards */
function travelPaymentAnswer(e: Engine, options: readonly DecisionOption[]): Answer {
  let best: string | null = null;
  let bestValue = 0;
  for (const o of options) {
    if (!o.key.startsWith("terrain.")) continue;
    const card = o.key.slice(8);
    const v = cardValue(e, card);
    // the first of lowest(…)'s order: the keys are one a card, so the least value, then the first name, is the first
    if (best === null || v < bestValue || (v === bestValue && card < best)) {
      best = card;
      bestValue = v;
    }
  }
  if (best !== null) return [`terrain.${best}`];
  if (offers(options, "card-gold")) return ["card-gold"];
  return ["two-cards"];
}

function phaseTwoAnswer(e: Engine, id: string, options: readonly DecisionOption[]): Answer {
  const med = meditable(e, id);
  if (med.length) {
    const meditate = `meditate.${med[0]}`;
    if (offers(options, meditate)) return [meditate];
  }
  const fight = firstWith(options, "fight.");
  // the monster weighed only when there is one to fight here (the weighing changes nothing)
  if (fight) {
    const t = target(e, id);
    if (t && fight === `fight.${t.monster}`) return [fight];
  }
  for (const o of options) if (o.key.startsWith("quest.") || o.key.startsWith("token.") || o.key.startsWith("held.")) return [o.key];
  let own: number | null = null;
  for (const o of options) {
    if (!o.key.startsWith("duel.")) continue;
    own ??= strength(e, id);
    if (own > strength(e, o.key.slice(5)) + 6) return [o.key];
  }
  return ["explore"];
}

function fightTurnAnswer(e: Engine, p: PlayerState, options: readonly DecisionOption[]): Answer {
  // mutagens are free once a fight; bombs and potions share the Alchemy limit
  const alchemy = firstWith(options, "mutagen.") ?? firstWith(options, "bomb.") ?? firstWith(options, "potion.");
  if (alchemy) return [alchemy];
  if (offers(options, "specialty")) return ["specialty"];
  if (offers(options, "combo")) return ["combo"];
  const first = bestChainStart(e, p.hand);
  return first !== null ? [`combo.${first}`] : ["pass"];
}

function extendComboAnswer(e: Engine, p: PlayerState, options: readonly DecisionOption[]): Answer {
  const extend: string[] = [];
  for (const o of options) if (o.key.startsWith("extend.")) extend.push(o.key.slice(7));
  if (!extend.length) {
    if (offers(options, "elder-blood") && p.hand.length) return ["elder-blood"];
    return ["stop"];
  }
  const start = bestChainStart(e, extend.concat(p.hand.filter((c) => !extend.includes(c))));
  if (start !== null && extend.includes(start)) return [`extend.${start}`];
  // else the card worth most, the last by name of equal ones: the last of lowest(…)'s order (one key a card)
  let pick = extend[0];
  let most = cardValue(e, pick);
  for (let i = 1; i < extend.length; i++) {
    const v = cardValue(e, extend[i]);
    if (v > most || (v === most && extend[i] > pick)) {
      pick = extend[i];
      most = v;
    }
  }
  return [`extend.${pick}`];
}

function gainCardAnswer(e: Engine, id: string, options: readonly DecisionOption[]): Answer {
  let best = "none";
  let value = 0;
  const pool = e.poolOf(id);
  for (const o of options) {
    if (!o.key.startsWith("slot.")) continue;
    const slot = Number(o.key.slice(5));
    const v = cardValue(e, e.state[pool]![slot]!) - e.slotCost(slot, pool) * 2;
    if (v > value) {
      value = v;
      best = o.key;
    }
  }
  return [best];
}

/** the pool card worth most, the first of equal ones */
function gainFreeCardAnswer(e: Engine, id: string, options: readonly DecisionOption[]): Answer {
  const pool = e.state[e.poolOf(id)]!;
  let best = options[0].key;
  let most = cardValue(e, pool[Number(best)]!);
  for (let i = 1; i < options.length; i++) {
    const v = cardValue(e, pool[Number(options[i].key)]!);
    if (v > most) {
      best = options[i].key;
      most = v;
    }
  }
  return [best];
}

export function greedyOldWorld(d: Decision, game: OldWorldGame): Answer {
  const e = game.engine;
  const id = d.who;
  const p = e.player(id);
  const options = d.options;
  const n = d.pick?.min ?? 1;
  switch (d.type) {
    case "train":
    case "raise-attribute":
      for (const a of TRAINED_FIRST) if (offers(options, a)) return [a];
      break;
    case "phase-1":
      return phaseOneAnswer(e, id, p, options);
    case "travel-payment":
      return travelPaymentAnswer(e, options);
    case "phase-2":
      return phaseTwoAnswer(e, id, options);
    case "fight-turn":
      return fightTurnAnswer(e, p, options);
    case "extend-combo":
      return extendComboAnswer(e, p, options);
    case "potion-or-bomb":
      // a bomb for spare gold, else the potion
      return [offers(options, "bomb-for-gold") && p.gold >= 4 ? "bomb-for-gold" : "potion"];
    case "free-move": {
      const t = target(e, id);
      const step = t ? nextStep(e, p.location, t.location) : null;
      return [step && offers(options, `move.${step}`) ? `move.${step}` : options[0].key];
    }
    case "monster-attack":
      // the events so far counted, kept or not: a game that keeps no log (a simulation, a copy) picks as one that does
      return [options[(e.state.turn + e.log.count) % options.length].key];
    case "discard-hand":
      return p.hand.length <= 1 ? ["discard"] : ["keep"];
    case "gain-card":
      return gainCardAnswer(e, id, options);
    case "gain-free-card":
      return gainFreeCardAnswer(e, id, options);
    case "boost":
      // energy refills after the fight: spend it
      return offers(options, "boost") ? ["boost"] : [options[0].key];
    case "take-from-discard":
      return sortedBy(keysOf(options), (k) => cardValue(e, k), descending).slice(0, n);
    case "discard-enemy-card":
      // the enemy's cards that would hurt most leave; the mildest go back on top first
      return sortedBy(keysOf(options), (k) => enemyThreat(e, k), descending).slice(0, n);
    case "order-enemy-deck":
      return [sortedBy(keysOf(options), (k) => enemyThreat(e, k), ascending)[0]];
    case "choose-lower":
      return [options[0].key];
    case "lost-mount-pile":
    case "lost-mount-place":
      return [options[0].key];
    // Monster Weakness mode: every weakness token held for the monster helps
    case "use-weakness":
      return keysOf(options);
    default:
      if (n > 1 || d.pick) {
        // discards, trashes, payments: the cards worth least
        const keys = keysOf(options);
        if (keys.every((k) => k.includes("#") && e.cat.actions.has(defId(k)))) return lowest(e, keys, n);
      }
  }
  return firstKeys(options, Math.max(1, n));
}
