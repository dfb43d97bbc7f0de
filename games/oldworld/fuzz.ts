// Interaction fuzzing for Old World cards (the loop: fuzz.ts). Each card is
// forced where its kind comes into play first, before the first answer, at a
// two-seat table that has it in play (its set's expansion, its owner or a mage
// for a spell, the Monster Weakness mode for a large monster's card, the Wild
// Hunt mode for that expansion's cards):
//   action cards: the first seat's hand, the partners on top of its deck;
//   potions, bombs, mutagens: one held by the first seat, the rest on top of their deck;
//   fight cards, exploration cards: on top of their deck;
//   event cards: a quest token for each on the first seat's location (the
//     Adventure Pack's tokens), or on top of the Wild Hunt's event deck;
//   monsters and large monsters: on the map in a slot of the monster's terrain.
// Every card is moved, never copied, so the game's components stay whole.
import type { ActionCardDef, Expansion, OldWorldContent } from "./rules/content.ts";
import { EXPANSIONS } from "./rules/content.ts";
import { createOldWorldGame, type OldWorldGame } from "./rules/game.ts";
import type { OldWorldState, PlayerState, Mode, OldWorldOptions } from "./rules/state.ts";
import { oldworldGame } from "./index.ts";
import { Rng } from "../../runtime/core/rng.ts";
import { DEFAULT_FUZZ, fuzzGame, logNames, replayFuzzGame, type FuzzCase, type FuzzLimits, type FuzzRules } from "../../runtime/sim/fuzz.ts";

export type OldWorldFuzzCase = FuzzCase<OldWorldOptions>;

const BASE_SET = "core";
const MONSTER_TRAIL: Expansion = "monster-trail";

type Kind = "action" | "potion" | "bomb" | "mutagen" | "fight" | "exploration" | "event" | "monster" | "large-monster" | "special-attack";

/** a card of the content as the fuzzing sees it */
export interface FuzzedCard {
  id: string;
  kind: Kind;
  set: string;
  /** the windows its hooks open at (none for cards of options or numbers alone) */
  windows: string[];
  /** an event card's number */
  number?: number;
  /** an exploration card's deck */
  deck?: string;
  /** an action card's definition */
  action?: ActionCardDef;
  /** a large monster's or a special attack's monster or Wild Hunt member */
  of?: string;
  /** the monster's terrain */
  terrain?: string;
  /** played only in Monster Trail's Monster Weakness mode (a Dimeritium Bomb, a Special Attack fight card, a large monster's card) */
  weakness?: boolean;
}

const windowsOf = (x: { hooks?: readonly { window: string }[] }) => [...new Set((x.hooks ?? []).map((h) => h.window))];

/** every card of the content the fuzzing forces into play, in content order, kind by kind */
export function oldWorldCards(content: OldWorldContent): FuzzedCard[] {
  const hunt = content.wildHunt;
  return [
    ...content.actions.map((a) => ({ id: a.id, kind: "action" as const, set: a.set, windows: windowsOf(a), action: a })),
    ...content.potions.map((x) => ({ id: x.id, kind: "potion" as const, set: x.set, windows: windowsOf(x) })),
    ...content.bombs.map((x) => ({ id: x.id, kind: "bomb" as const, set: x.set, windows: windowsOf(x), weakness: !!x.weaknessOnly })),
    ...content.mutagens.map((x) => ({ id: x.id, kind: "mutagen" as const, set: x.set, windows: windowsOf(x) })),
    ...content.fightCards.map((x) => ({ id: x.id, kind: "fight" as const, set: x.set, windows: [], weakness: x.specialAttack !== undefined })),
    ...content.explorations.map((x) => ({ id: x.id, kind: "exploration" as const, set: x.set, windows: [], deck: x.deck })),
    ...content.events.map((x) => ({ id: x.id, kind: "event" as const, set: x.set, windows: [], number: x.number })),
    ...(hunt?.events ?? []).map((x) => ({ id: x.id, kind: "event" as const, set: x.set, windows: [], number: x.number, deck: "wild-hunt" })),
    ...content.monsters.map((x) => ({ id: x.id, kind: "monster" as const, set: x.set, windows: windowsOf(x), terrain: x.terrain })),
    ...content.largeMonsters.map((x) => ({ id: x.id, kind: "large-monster" as const, set: x.set, windows: windowsOf(x), of: x.monster, weakness: true })),
    ...(hunt?.specialAttacks ?? []).map((x) => ({ id: x.id, kind: "special-attack" as const, set: x.set, windows: windowsOf(x), of: x.member })),
  ];
}

function isExpansion(set: string): set is Expansion {
  return (EXPANSIONS as readonly string[]).includes(set);
}

/** kinds of cards the Wild Hunt mode plays too: they are fuzzed there in one game of three */
const ALSO_HUNTED: ReadonlySet<Kind> = new Set(["action", "potion", "bomb", "mutagen", "fight"]);

/** whether the card is played in the Wild Hunt mode at this seed: the expansion's own cards always, the kinds it plays too in one game of three */
function huntTable(content: OldWorldContent, card: FuzzedCard, seed: number): boolean {
  if (!content.wildHunt) return false;
  return card.set === "wild-hunt" || (ALSO_HUNTED.has(card.kind) && seed % 3 === 2);
}

/** the witchers whose seat brings the card into play: its owner, one whose starting deck holds it, a mage for a spell */
function ownersOf(content: OldWorldContent, card: FuzzedCard): string[] {
  const a = card.action;
  if (!a) return [];
  if (a.owner) return [a.owner];
  if (a.tier === "starting") return content.witchers.filter((w) => w.startingDeck.includes(a.id)).map((w) => w.id);
  if (a.spell) return content.witchers.filter((w) => w.mage).map((w) => w.id);
  return [];
}

function tableOf(content: OldWorldContent, card: FuzzedCard, seed: number, maxRounds: number): OldWorldOptions {
  const plain = content.witchers.filter((w) => w.set === BASE_SET && !w.mage).map((w) => w.id);
  const owners = ownersOf(content, card);
  const first = owners.length ? owners[seed % owners.length] : plain[seed % plain.length];
  const others = plain.filter((w) => w !== first);
  const seats = [first, others[(seed + 1) % others.length]];
  const expansions: Expansion[] = [];
  const add = (x: string | undefined) => {
    if (x && x !== BASE_SET && isExpansion(x) && !expansions.includes(x)) expansions.push(x);
  };
  for (const w of seats) add(content.witchers.find((x) => x.id === w)?.set);
  add(card.set);
  const modes: Mode[] = [];
  const options: OldWorldOptions = { seed, witchers: seats, maxRounds };
  if (huntTable(content, card, seed)) {
    add("wild-hunt");
    const hunt = content.wildHunt!;
    const member = card.kind === "special-attack" ? card.of! : hunt.members[seed % hunt.members.length].id;
    options.wildHunt = { difficulty: "normal", member };
  } else {
    // a core event is reached by a quest token, which the Adventure Pack brings; the Lost Mount in every other game
    if (card.kind === "event") add("adventure-pack");
    if (seed % 2 === 1 && content.lostMount) add("lost-mount");
  }
  // a unique card joins its owner's starting deck with Monster Trail ("add the Unique card to each Witcher starting deck")
  if (card.action?.tier === "unique") add("monster-trail");
  if (card.weakness) {
    add("monster-trail");
    modes.push("monster-weakness");
  }
  if (expansions.length) options.expansions = expansions;
  if (modes.length) options.modes = modes;
  return options;
}

/**
 * Cards that meet it in play: of its kind, sharing one of its windows (cards of no hooks: any of its kind and
 * deck), in play at its table or brought in by Monster Trail, which combines with every other expansion
 */
function partnersOf(all: readonly FuzzedCard[], card: FuzzedCard, options: OldWorldOptions): FuzzedCard[] {
  if (card.kind === "monster" || card.kind === "large-monster" || card.kind === "special-attack") return [];
  const sets = new Set([BASE_SET, MONSTER_TRAIL, ...(options.expansions ?? [])]);
  const weakness = options.modes?.includes("monster-weakness") ?? false;
  const windows = new Set(card.windows);
  return all.filter((c) => {
    if (c.id === card.id || c.kind !== card.kind || !sets.has(c.set) || c.deck !== card.deck || (c.weakness && !weakness)) return false;
    if (c.action && card.action) {
      // only what this seat could hold: the same kind of card (spell or not), no witcher's own cards
      if (!!c.action.spell !== !!card.action.spell || c.action.owner || c.action.tier === "starting") return false;
    }
    return card.windows.length === 0 ? c.windows.length === 0 : c.windows.some((w) => windows.has(w));
  });
}

/** a content's cards by id, listed once: every forced card and every game's end asks */
const CARDS = new WeakMap<OldWorldContent, Map<string, FuzzedCard>>();

function cardsOf(content: OldWorldContent): Map<string, FuzzedCard> {
  let byId = CARDS.get(content);
  if (!byId) CARDS.set(content, (byId = new Map(oldWorldCards(content).map((c) => [c.id, c]))));
  return byId;
}

function cardOf(content: OldWorldContent, id: string): FuzzedCard {
  const card = cardsOf(content).get(id);
  if (!card) throw new Error(`${id} is not a card of this content`);
  return card;
}

/** the copies of a card in one list (`<id>#<n>`, or the id itself for cards that are not copied) */
function isCopy(item: string | null, id: string): boolean {
  return item !== null && (item === id || (item.startsWith(id) && item.charAt(id.length) === "#"));
}

/** take one copy of the card out of the first list holding one */
function takeCopy(lists: string[][], id: string): string | null {
  for (const list of lists) {
    const at = list.findIndex((x) => isCopy(x, id));
    if (at >= 0) return list.splice(at, 1)[0];
  }
  return null;
}

function actionPlaces(s: OldWorldState, first: PlayerState): string[][] {
  const players = s.order.map((id) => s.players[id]);
  const others = players.filter((p) => p !== first);
  return [
    first.deck,
    first.discard,
    s.actionDeck,
    ...(s.mageDeck ? [s.mageDeck] : []),
    ...(s.poolDiscard ? [s.poolDiscard] : []),
    ...others.flatMap((p) => [p.deck, p.discard, p.hand]),
  ];
}

/** a pool's slot holding a copy: taken as a buy takes it, the slot refilled from the top of its deck */
function takeFromPool(pool: (string | null)[] | undefined, deck: string[] | undefined, id: string): string | null {
  if (!pool) return null;
  const at = pool.findIndex((x) => isCopy(x, id));
  if (at < 0) return null;
  const copy = pool[at]!;
  pool[at] = deck?.shift() ?? null;
  return copy;
}

function forceAction(s: OldWorldState, first: PlayerState, id: string, where: "hand" | "deck"): void {
  if (first.hand.some((x) => isCopy(x, id)) && where === "hand") return;
  const copy = takeCopy(actionPlaces(s, first), id) ?? takeFromPool(s.pool, s.actionDeck, id) ?? takeFromPool(s.magePool, s.mageDeck, id);
  if (copy === null) return;
  if (where === "hand") first.hand.unshift(copy);
  else first.deck.unshift(copy);
}

/** every copy of the card taken out of the lists, in their order */
function takeAll(lists: string[][], id: string): string[] {
  const copies: string[] = [];
  for (const list of lists)
    for (let at = list.findIndex((x) => isCopy(x, id)); at >= 0; at = list.findIndex((x) => isCopy(x, id))) copies.push(list.splice(at, 1)[0]);
  return copies;
}

/** every copy of the card on top of its deck, from the deck and the other lists */
function toTop(deck: string[], others: string[][], id: string): void {
  deck.unshift(...takeAll([deck, ...others], id));
}

/** one copy held by the first seat (up to its limit), the others on top of their deck */
function forceHeld(deck: string[], others: string[][], held: string[], limit: number, id: string): void {
  const copies = takeAll([deck, ...others], id);
  if (copies.length > 0 && held.length < limit) held.push(copies.shift()!);
  deck.unshift(...copies);
}

/** the card's own event on every seat's location (a token each, while the supply lasts), a partner's on the first seat's */
function forceEvent(game: OldWorldGame, card: FuzzedCard, partner: boolean): void {
  const s = game.engine.state as OldWorldState;
  const n = card.number!;
  if (s.hunt) {
    const at = s.hunt.events.indexOf(n);
    if (at >= 0) s.hunt.events.unshift(...s.hunt.events.splice(at, 1));
    return;
  }
  if (!s.events.includes(n)) return;
  const seats = partner ? s.order.slice(0, 1) : s.order;
  // a mage not yet placed stands nowhere: the token goes to the first location of the map
  for (const id of [...seats].reverse()) {
    if (s.questTokens <= 0) return;
    s.questTokens--;
    // the card's own tokens first (it is forced after its partners)
    s.questTokensOnMap.unshift({ location: s.players[id].location || game.engine.cat.content.locations[0].id, event: n });
  }
}

/**
 * The monster put in the map's slot of its terrain (the monster there goes back on top of its pile), at the
 * location of that terrain nearest the first seat, where no witcher's school is; with no such slot, on top of its pile.
 */
function forceMonster(game: OldWorldGame, first: PlayerState, monster: string): void {
  const s = game.engine.state as OldWorldState;
  const def = game.engine.cat.monster(monster);
  let slot = s.monsters.find((m) => m.monster === monster);
  if (!slot) {
    const pile = s.monsterPiles[String(def.level)];
    const at = pile?.indexOf(monster) ?? -1;
    if (!pile || at < 0) return;
    pile.splice(at, 1);
    slot = s.monsters.find((m) => m.terrain === def.terrain);
    if (!slot) {
      pile.unshift(monster);
      return;
    }
    s.monsterPiles[String(game.engine.cat.monster(slot.monster).level)].unshift(slot.monster);
    slot.monster = monster;
  }
  const near = nearest(
    game.engine.cat.content,
    first.location,
    (l) => l.terrain === def.terrain && l.school === null && !s.monsters.some((m) => m.location === l.id),
  );
  if (near) slot.location = near;
}

/** the location nearest `from` (breadth first over the map) that passes `fits`, or null */
function nearest(content: OldWorldContent, from: string, fits: (l: OldWorldContent["locations"][number]) => boolean): string | null {
  if (!from) return null;
  const byId = new Map(content.locations.map((l) => [l.id, l]));
  const seen = new Set([from]);
  for (let ring = [from]; ring.length > 0; ) {
    const next: string[] = [];
    for (const at of ring)
      for (const [a, b] of content.adjacency) {
        const n = a === at ? b : b === at ? a : null;
        if (n === null || seen.has(n)) continue;
        seen.add(n);
        const l = byId.get(n);
        if (l && fits(l)) return n;
        next.push(n);
      }
    ring = next;
  }
  return null;
}

/**
 * A Wild Hunt exploration card first of its stage in the deck: the box's 20 (15) faces give a deck of 4 (3), so a
 * card not dealt takes the place of that stage's top card, which goes back to the box; the deck keeps its size and
 * its stage I cards on its stage II cards.
 */
function forceHuntExploration(game: OldWorldGame, id: string): void {
  const deck = game.engine.state.hunt!.exploration;
  const stage = game.engine.cat.exploration(id).deck;
  const first = deck.findIndex((c) => game.engine.cat.exploration(c).deck === stage);
  if (first < 0) return;
  const at = deck.findIndex((c) => isCopy(c, id));
  const copy = at >= 0 ? deck.splice(at, 1)[0] : game.engine.instance(id);
  if (at < 0) deck.splice(first, 1);
  deck.splice(first, 0, copy);
}

function force(game: OldWorldGame, card: FuzzedCard, partner: boolean): void {
  const s = game.engine.state as OldWorldState;
  const first = s.players[s.order[0]];
  const limit = game.engine.cat.content.tables.maxPotions;
  switch (card.kind) {
    case "action":
      return forceAction(s, first, card.id, partner ? "deck" : "hand");
    // a partner goes on top of its deck; the card itself, one copy in the first seat's hands
    case "potion":
      return partner ? toTop(s.potionDeck, [s.potionDiscard], card.id) : forceHeld(s.potionDeck, [s.potionDiscard], first.potions, limit, card.id);
    case "bomb":
      return partner ? toTop(s.bombDeck, [s.bombDiscard], card.id) : forceHeld(s.bombDeck, [s.bombDiscard], first.bombs, limit, card.id);
    case "mutagen":
      return partner ? toTop(s.mutagenDeck, [], card.id) : forceHeld(s.mutagenDeck, [], first.mutagens, Infinity, card.id);
    case "fight":
      return toTop(s.fightDeck, [s.fightDiscard], card.id);
    case "exploration":
      if (s.hunt) return forceHuntExploration(game, card.id);
      if (card.deck === "city" || card.deck === "wilds") return toTop(s.exploration[card.deck], [s.explorationDiscard[card.deck]], card.id);
      return;
    case "event":
      return forceEvent(game, card, partner);
    case "monster":
      return forceMonster(game, first, card.id);
    case "large-monster":
      return forceMonster(game, first, card.of!);
    case "special-attack":
      // the member's special attacks come with the member the table fights
      return;
  }
}

/** start a fuzz game: the table, then the card and its partners forced into play (partners in reverse, so the first ends on top) */
export function startOldWorldFuzzGame(content: OldWorldContent, c: Pick<OldWorldFuzzCase, "card" | "partners" | "options">): OldWorldGame {
  const game = createOldWorldGame(content, c.options);
  for (const p of [...c.partners].reverse()) force(game, cardOf(content, p), true);
  force(game, cardOf(content, c.card), false);
  return game;
}

function played(game: OldWorldGame, id: string): boolean {
  const card = cardOf(game.engine.cat.content, id);
  // a numbered event is logged by its number; the Wild Hunt's events by their ids
  if (card.kind === "event" && card.deck !== "wild-hunt") return game.log.some((e) => e.type === "event" && e.event === card.number);
  // a monster is placed on the map at the start: it comes into play when fought (a large monster's card with its monster)
  if (card.kind === "monster" || card.kind === "large-monster") return game.log.some((e) => e.type === "fight" && e.monster === (card.of ?? card.id));
  return logNames(game.log, id);
}

export const oldWorldFuzz: FuzzRules<OldWorldContent, OldWorldOptions, OldWorldGame> = {
  game: "oldworld",
  runtime: oldworldGame.runtime!,
  table(content, id, seed, limits) {
    // in content order, as the partners are drawn from it
    const all = [...cardsOf(content).values()];
    const card = cardOf(content, id);
    const options = tableOf(content, card, seed, limits.maxRounds);
    const partners = new Rng(seed).shuffle(partnersOf(all, card, options)).slice(0, limits.partners);
    // a partner's set comes into play with it
    for (const p of partners)
      if (p.set !== BASE_SET && isExpansion(p.set) && !(options.expansions ?? []).includes(p.set)) options.expansions = [...(options.expansions ?? []), p.set];
    return { options, partners: partners.map((p) => p.id) };
  },
  start: startOldWorldFuzzGame,
  played,
};

/** one seeded game around an Old World card (see fuzz.ts fuzzGame) */
export function fuzzOldWorldCard(content: OldWorldContent, card: string, seed: number, limits: FuzzLimits = DEFAULT_FUZZ) {
  return fuzzGame(oldWorldFuzz, content, card, seed, limits);
}

/** play an Old World case again; the error it fails with, or null when it now passes */
export function replayOldWorldFuzzCase(content: OldWorldContent, c: OldWorldFuzzCase, limits: FuzzLimits = DEFAULT_FUZZ): string | null {
  return replayFuzzGame(oldWorldFuzz, content, c, limits);
}
