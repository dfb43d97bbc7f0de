// Exploration and event cards: an option picked from a card, the numbered
// event deck (read by number, never shuffled), quests a player keeps, the
// Adventure Pack's quest tokens on the map and the event cards held in a hand.
//
// A follow-up (`read event N`) is queued and read after the card that names it,
// so a chain of events is a loop, not a recursion; an event already read in the
// chain is not read again (two cards that name each other cannot loop).
import type { ExplorationOption } from "./content.ts";
import { decision, type Engine } from "./engine.ts";
import { canEffect } from "./effect-api.ts";
import { runEffect } from "./hook-steps.ts";
import { type OldWorldMachine, type RuleCall, ruleCall, steps } from "./machine.ts";
import { opt } from "./options.ts";
import type { Frame } from "../../../runtime/kernel/steps.ts";

/** a chain opened by the step that reads the first card of it (`outer`), closed by it once its queue is read */
interface ChainFields {
  id: string;
  outer: boolean;
}

/** the step opening a chain when none is open: it reads the chain's queue when its card is read */
function openChain(k: OldWorldMachine, f: Frame<ChainFields>): void {
  f.outer = k.engine.eventChain === null;
  if (f.outer) k.engine.eventChain = { queue: [], read: [] };
}

/** the follow-ups queued, each read in its turn (those it queues after the rest), then the chain closed */
function readFollowUps(k: OldWorldMachine, f: Frame<ChainFields>): void {
  const e = k.engine;
  if (!f.outer) return;
  const n = e.eventChain!.queue.shift();
  if (n === undefined) {
    e.eventChain = null;
    return;
  }
  k.call(readFromDeck, { id: f.id, n });
  k.goto(f, "followUps");
}

interface CardFields {
  id: string;
  source: string;
  options: readonly ExplorationOption[];
  type: string;
  instance?: string;
}

/** The active player picks one option of a card (those they can take; all when none), then its follow-ups are read. */
export const resolveCard = steps.define<CardFields & ChainFields>("resolve-card", {
  option(k, f) {
    openChain(k, f);
    k.call(takeOption, { id: f.id, source: f.source, options: f.options, type: f.type, instance: f.instance, offered: [] });
  },
  followUps: readFollowUps,
});

/** one option of a card picked and resolved */
const takeOption = steps.define<CardFields & { offered: readonly ExplorationOption[] }>("take-option", {
  choose(k, f) {
    if (f.options.length === 0) return k.end();
    const ctx = k.engine.ctx(f.id, f.source, f.instance);
    const can = f.options.filter((o) => !o.can || canEffect(o.can, ctx));
    f.offered = can.length ? can : f.options;
    k.ask(
      decision(
        f.id,
        f.type,
        f.offered.map((o) => opt(o.id, `ow-option-${f.type}`, { card: f.source, option: o.id })),
        { card: f.source },
      ),
    );
  },
  resolve(k, f, answer) {
    const key = (answer as string[])[0];
    k.engine.event("option", { player: f.id, card: f.source, option: key });
    runEffect(k, f.offered.find((o) => o.id === key)!.run, f.id, f.source, f.instance);
  },
});

/** `read event N`: queued, read after the current card (at once when no card is being resolved) */
export const readEventStep = steps.define<{ id: string; n: number }>("read-event", {
  read(k, f) {
    const chain = k.engine.eventChain;
    if (chain === null) return k.call(resolveEvent, { id: f.id, n: f.n, outer: false });
    chain.queue.push(f.n);
  },
});

/** an event read, alone on an engine (rule-level tests) */
export function readEvent(id: string, n: number): RuleCall<void> {
  return ruleCall(readEventStep, { id, n });
}

/** event N read with its follow-ups */
const resolveEvent = steps.define<{ n: number } & ChainFields>("resolve-event", {
  read(k, f) {
    openChain(k, f);
    k.call(readFromDeck, { id: f.id, n: f.n });
  },
  followUps: readFollowUps,
});

/** reads event N from the deck, where it stays (the deck is a numbered reference); an event held in a hand or already read in this chain is not read */
const readFromDeck = steps.define<{ id: string; n: number }>("read-from-deck", {
  read(k, f) {
    const e = k.engine;
    const chain = e.eventChain!;
    const n = f.n;
    const ev = e.cat.events.get(n);
    if (!ev || !e.state.events.includes(n) || chain.read.includes(n)) {
      e.event("event-unavailable", { player: f.id, event: n, reason: !ev || !e.state.events.includes(n) ? "not-in-deck" : "already-read" });
      return;
    }
    chain.read.push(n);
    e.event("event", { player: f.id, event: n });
    k.call(takeOption, { id: f.id, source: ev.id, options: ev.options, type: "event-option", offered: [] });
  },
});

/** A held event card: read, then back to its place in the event deck. */
export const readHeldEvent = steps.define<{ id: string; n: number }>("read-held-event", {
  read(k, f) {
    const p = k.engine.player(f.id);
    p.heldEvents.splice(p.heldEvents.indexOf(f.n), 1);
    returnToDeck(k.engine, f.n);
    k.call(resolveEvent, { id: f.id, n: f.n, outer: false });
  },
});

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
export const followQuestToken = steps.define<{ id: string; index: number }>("follow-quest-token", {
  take(k, f) {
    const e = k.engine;
    const s = e.state;
    const [token] = s.questTokensOnMap.splice(f.index, 1);
    s.questTokens++;
    e.event("quest-token-taken", { player: f.id, location: token.location, event: token.event, supply: s.questTokens });
    k.call(resolveEvent, { id: f.id, n: token.event, outer: false });
  },
});

/** Phase II: a quest the player keeps, done at its location; the card that gave it goes to its discard pile */
export const completeQuest = steps.define<{ id: string; index: number }>("complete-quest", {
  complete(k, f) {
    const e = k.engine;
    const [q] = e.player(f.id).quests.splice(f.index, 1);
    const deck = e.cat.explorations.has(defIdOf(q.card)) ? e.cat.exploration(q.card).deck : null;
    if (deck === "city" || deck === "wilds") e.state.explorationDiscard[deck].push(q.card);
    k.call(resolveEvent, { id: f.id, n: q.event, outer: false });
  },
});

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
