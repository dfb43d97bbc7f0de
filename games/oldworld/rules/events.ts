// Exploration and event cards: an option picked from a card, the numbered
// event deck (read by number, never shuffled), quests a player keeps, the
// Adventure Pack's quest tokens on the map and the event cards held in a hand.
//
// A follow-up (`read event N`) is queued and read after the card that names it,
// so a chain of events is a loop, not a recursion; an event already read in the
// chain is not read again (two cards that name each other cannot loop).
import type { Step } from "../../../runtime/core/decision.ts";
import type { ExplorationOption } from "./content.ts";
import { canEffect, runEffect } from "./effect-api.ts";
import type { Engine } from "./engine.ts";
import { opt } from "./options.ts";

/** The active player picks one option of a card (those they can take; all when none), then its follow-ups are read. */
export function* resolveCard(e: Engine, id: string, source: string, options: readonly ExplorationOption[], type: string, instance?: string): Step<void> {
  const outer = e.eventChain === null;
  if (outer) e.eventChain = { queue: [], read: new Set() };
  try {
    yield* takeOption(e, id, source, options, type, instance);
    if (outer) {
      const chain = e.eventChain!;
      for (let n = chain.queue.shift(); n !== undefined; n = chain.queue.shift()) yield* readFromDeck(e, id, n);
    }
  } finally {
    if (outer) e.eventChain = null;
  }
}

function* takeOption(e: Engine, id: string, source: string, options: readonly ExplorationOption[], type: string, instance?: string): Step<void> {
  if (options.length === 0) return;
  const ctx = e.ctx(id, source, instance);
  const can = options.filter((o) => !o.can || canEffect(o.can, ctx));
  const offered = can.length ? can : options;
  const key = yield* e.chooseOne(
    id,
    type,
    offered.map((o) => opt(o.id, `ow-option-${type}`, { card: source, option: o.id })),
    { card: source },
  );
  e.event("option", { player: id, card: source, option: key });
  yield* runEffect(offered.find((o) => o.id === key)!.run, ctx);
}

/** `read event N`: queued, read after the current card (at once when no card is being resolved) */
export function* readEvent(e: Engine, id: string, n: number): Step<void> {
  if (e.eventChain === null) {
    yield* resolveEvent(e, id, n);
    return;
  }
  e.eventChain.queue.push(n);
}

function* resolveEvent(e: Engine, id: string, n: number): Step<void> {
  const outer = e.eventChain === null;
  if (outer) e.eventChain = { queue: [], read: new Set() };
  try {
    yield* readFromDeck(e, id, n);
    const chain = e.eventChain!;
    if (outer) for (let m = chain.queue.shift(); m !== undefined; m = chain.queue.shift()) yield* readFromDeck(e, id, m);
  } finally {
    if (outer) e.eventChain = null;
  }
}

/** reads event N from the deck, where it stays (the deck is a numbered reference); an event held in a hand or already read in this chain is not read */
function* readFromDeck(e: Engine, id: string, n: number): Step<void> {
  const chain = e.eventChain!;
  const ev = e.cat.events.get(n);
  if (!ev || !e.state.events.includes(n) || chain.read.has(n)) {
    e.event("event-unavailable", { player: id, event: n, reason: !ev || !e.state.events.includes(n) ? "not-in-deck" : "already-read" });
    return;
  }
  chain.read.add(n);
  e.event("event", { player: id, event: n });
  yield* takeOption(e, id, ev.id, ev.options, "event-option");
}

/** A held event card: read, then back to its place in the event deck. */
export function* readHeldEvent(e: Engine, id: string, n: number): Step<void> {
  const p = e.player(id);
  p.heldEvents.splice(p.heldEvents.indexOf(n), 1);
  returnToDeck(e, n);
  yield* resolveEvent(e, id, n);
}

function returnToDeck(e: Engine, n: number): void {
  const deck = e.state.events;
  const at = deck.findIndex((x) => x > n);
  deck.splice(at < 0 ? deck.length : at, 0, n);
}

/** `take a quest to L for event N`: the player keeps the card that gave it until the quest is done */
export function takeQuest(e: Engine, id: string, location: string, event: number, card: string): void {
  e.cat.location(location);
  e.player(id).quests.push({ location, event, card });
  e.event("quest", { player: id, location, event });
}

/** `place a quest token on L for event N`: a token from the supply (none left: nothing happens) */
export function placeQuestToken(e: Engine, id: string, location: string, event: number): void {
  const s = e.state;
  e.cat.location(location);
  if (s.questTokens <= 0) {
    e.event("quest-token-none", { player: id });
    return;
  }
  s.questTokens--;
  s.questTokensOnMap.push({ location, event });
  e.event("quest-token-placed", { player: id, location, event, supply: s.questTokens });
}

/** Phase II: take the quest token back to the supply and read its event */
export function* followQuestToken(e: Engine, id: string, index: number): Step<void> {
  const s = e.state;
  const [token] = s.questTokensOnMap.splice(index, 1);
  s.questTokens++;
  e.event("quest-token-taken", { player: id, location: token.location, event: token.event, supply: s.questTokens });
  yield* resolveEvent(e, id, token.event);
}

/** Phase II: a quest the player keeps, done at its location; the card that gave it goes to its discard pile */
export function* completeQuest(e: Engine, id: string, index: number): Step<void> {
  const p = e.player(id);
  const [q] = p.quests.splice(index, 1);
  const deck = e.cat.explorations.has(defIdOf(q.card)) ? e.cat.exploration(q.card).deck : null;
  if (deck === "city" || deck === "wilds") e.state.explorationDiscard[deck].push(q.card);
  yield* resolveEvent(e, id, q.event);
}

function defIdOf(instance: string): string {
  const i = instance.lastIndexOf("#");
  return i < 0 ? instance : instance.slice(0, i);
}

/**
 * `draw event N into your hand`: the card leaves the event deck, unseen by the
 * other players. Adventure Pack, Solo gameplay changes: "While playing solo,
 * ignore that rule and do not draw that card."
 */
export function drawEvent(e: Engine, id: string, n: number): void {
  const s = e.state;
  if (s.order.length === 1) {
    e.event("event-not-drawn", { player: id, event: n, reason: "solo" });
    return;
  }
  const at = s.events.indexOf(n);
  if (at < 0) {
    e.event("event-unavailable", { player: id, event: n, reason: "not-in-deck" });
    return;
  }
  s.events.splice(at, 1);
  e.player(id).heldEvents.push(n);
  e.event("event-drawn", { player: id, event: n, hidden: true });
}

/** held events the player may read now: those with no location, or at the player's location */
export function readableHeldEvents(e: Engine, id: string): number[] {
  const p = e.player(id);
  return p.heldEvents.filter((n) => {
    const at = e.cat.events.get(n)?.location ?? null;
    return at === null || at === p.location;
  });
}
