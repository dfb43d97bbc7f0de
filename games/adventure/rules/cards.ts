// Drawing, looking at, revealing, resolving and keeping cards, and new quests.
import { type Answer, sharedOption, type ChoiceOption, type Step } from "../../../runtime/core/decision.ts";
import { byName, entity, text, type Why } from "../../../runtime/core/text.ts";
import { finished } from "../../../runtime/core/driver.ts";
import { decisionOf, type Engine } from "./engine.ts";
import { steps } from "./machine.ts";
import { discardFromPlay, offerHooks, runOwnHooks } from "./hooks.ts";

export function investigationDecks(e: Engine): string[] {
  return [...e.cat.investigationDecks()];
}

/** the deck meant: asked only for "any investigation deck" */
function resolveDeckName(e: Engine, hero: string, deck: string): Step<string> {
  if (deck === "investigation.any") return e.chooseOne(hero, "choose-deck", PROMPT_INVESTIGATION_DECK, investigationDeckOptions(e));
  if (deck === "development.own") return finished(e.cat.hero(e.hero(hero).id).developmentDeck);
  return finished(deck);
}

const PROMPT_INVESTIGATION_DECK = text("prompt-choose-investigation-deck");
const PROMPT_DRAW_INVESTIGATION = text("prompt-window-hooks", { window: "draw-investigation" });
const deckOption = byName((deck) => sharedOption(deck, text("option-deck", { deck })));
const PROMPT_CHOOSE_DRAWN_CARD = text("prompt-choose-drawn-card");
const cardOption = byName((card) => sharedOption(card, text("option-card", { card: entity(card) })));

/** by the catalog's list of investigation decks (made once per content): the options of "any investigation deck" */
const INVESTIGATION_DECK_OPTIONS = new WeakMap<readonly string[], readonly ChoiceOption[]>();

function investigationDeckOptions(e: Engine): readonly ChoiceOption[] {
  const decks = e.cat.investigationDecks();
  let options = INVESTIGATION_DECK_OPTIONS.get(decks);
  if (!options) INVESTIGATION_DECK_OPTIONS.set(decks, (options = decks.map(deckOption)));
  return options;
}

/** Drawing: take N cards; with several, the hero chooses the one to resolve or keep and discards the rest */
export function* drawCards(e: Engine, hero: string, deckArg: string, amount: number, mode: "draw" | "look" | "reveal", why: Why): Step<void> {
  const deck = yield* resolveDeckName(e, hero, deckArg);
  const session = { deck, cards: [] as string[] };
  for (let i = 0; i < amount; i++) {
    const c = e.drawTop(deck);
    if (c) session.cards.push(c);
  }
  // the event holds the cards drawn now: "draw additional cards" adds to the session's list afterwards
  e.event(mode, { hero, deck, cards: session.cards.slice(), secret: mode === "look", why });
  if (deck.startsWith("investigation")) {
    e.drawSessions.push(session);
    try {
      yield* offerHooks(e, hero, "draw-investigation", PROMPT_DRAW_INVESTIGATION);
    } finally {
      e.drawSessions.pop();
    }
  }
  if (session.cards.length === 0) return;
  if (deck === "goodfortune") {
    // good fortune cards drawn are all the hero's: nothing there to choose between
    for (const c of session.cards) yield* settleCard(e, hero, c);
    return;
  }
  let chosen = session.cards[0];
  if (session.cards.length > 1) {
    chosen = yield* e.chooseOne(hero, "choose-card", PROMPT_CHOOSE_DRAWN_CARD, session.cards.map(cardOption));
  }
  for (const c of session.cards) if (c !== chosen) e.discardCard(c, "not chosen", hero);
  yield* settleCard(e, hero, chosen);
}

/** "draw X additional cards": added to the cards being drawn, the hero then chooses among all of them */
export function drawAdditional(e: Engine, hero: string, amount: number): void {
  const session = e.drawSessions[e.drawSessions.length - 1];
  if (!session) throw new Error("draw additional cards is used only while cards are being drawn");
  for (let i = 0; i < amount; i++) {
    const c = e.drawTop(session.deck);
    if (c) session.cards.push(c);
  }
  e.event("draw-additional", { hero, deck: session.deck, cards: session.cards.slice() });
}

/** what a drawn card does: investigation and foul fate resolve, the others are kept */
export function* settleCard(e: Engine, hero: string, card: string): Step<void> {
  const def = e.cat.card(card);
  const h = e.hero(hero);
  switch (def.kind) {
    case "goodfortune":
      // a good fortune card with an effect of its own is resolved at once; the others wait facedown
      if (def.hooks.some((k) => k.window === "effect")) return yield* resolveCard(e, hero, card);
      h.goodFortune.push(card);
      e.cardsChanged(h);
      e.event("keep", { hero, card, facedown: true });
      return;
    case "development":
      h.development.push({ card, markers: 0 });
      e.cardsChanged(h);
      e.event("keep", { hero, card });
      // its effect (e.g. "place 3 markers on this card") happens as it comes into play
      e.resolving.push(card);
      try {
        yield* runOwnHooks(e, hero, def.id, def.hooks, "effect", card);
      } finally {
        e.resolving.pop();
      }
      return;
    case "companion":
      h.companions.push(card);
      e.cardsChanged(h);
      e.event("keep", { hero, card });
      return;
    default:
      return yield* resolveCard(e, hero, card);
  }
}

export function* resolveCard(e: Engine, hero: string, card: string): Step<void> {
  const def = e.cat.card(card);
  e.event("resolve", { hero, card });
  e.resolving.push(card);
  try {
    // a setback is resolved like the card's effect
    yield* runOwnHooks(e, hero, def.id, def.hooks, "effect", card);
    yield* runOwnHooks(e, hero, def.id, def.hooks, "setback", card);
  } finally {
    e.resolving.pop();
  }
  const h = e.hero(hero);
  // most cards ask to be kept by nothing but their own words: no keep request is there to read or remove
  const requested = e.keepRequests.size === 0 ? undefined : e.keepRequests.get(card);
  const until = requested ?? (def.keep !== "none" ? def.keep : null);
  if (requested !== undefined) e.keepRequests.delete(card);
  if (until && !h.kept.some((k) => k.card === card)) {
    h.kept.push({ card, until, taskDone: false });
    e.cardsChanged(h);
    e.event("keep", { hero, card, until });
  } else if (!until) {
    yield* discardFromPlay(e, hero, card, "resolved");
  }
}

const PROMPT_KEEP_QUEST = text("prompt-keep-quest");

/** Quest Cards: draw two from (one of) the hero's quest decks, keep one, discard the other */
export const drawQuest = steps.define<{ hero: string; deck: string; drawn: readonly string[] }>("draw-quest", {
  chooseDeck(k, f) {
    const decks = k.e.cat.hero(k.e.hero(f.hero).id).questDecks;
    if (decks.length === 1) return k.pass([decks[0]]);
    k.ask(
      decisionOf(
        f.hero,
        "choose-quest-deck",
        text("prompt-choose-quest-deck"),
        decks.map((d) => ({ key: d, label: text("option-deck", { deck: d }) })),
      ),
    );
  },
  draw(k, f, answer) {
    const e = k.e;
    const hero = f.hero;
    const deck = (answer as Answer)[0];
    f.deck = deck;
    const drawn: string[] = [];
    for (let i = 0; i < 2; i++) {
      const c = e.drawTop(deck);
      if (c) drawn.push(c);
    }
    f.drawn = drawn;
    e.event("draw-quests", { hero, deck, cards: drawn, secret: true });
    if (drawn.length === 0) {
      e.hero(hero).quest = null;
      e.hero(hero).supportChart = null;
      return k.end();
    }
    k.ask(decisionOf(hero, "keep-quest", PROMPT_KEEP_QUEST, drawn.map(cardOption)));
  },
  keep(k, f, answer) {
    const e = k.e;
    const hero = f.hero;
    const keep = (answer as Answer)[0];
    for (const c of f.drawn) if (c !== keep) e.discardQuest(c, hero);
    const h = e.hero(hero);
    h.quest = { card: keep, sideDone: [], supportDone: false };
    // Support Chart: the hero token moves to the banner of the new support quest's type
    h.supportChart = e.cat.quest(keep).supportType;
    e.event("keep-quest", { hero, quest: keep, supportType: h.supportChart });
  },
});

/** the fields the drawing of a quest starts with */
export const questFor = (hero: string) => ({ hero, deck: "", drawn: [] as readonly string[] });
