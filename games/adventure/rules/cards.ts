// Drawing, looking at, revealing, resolving and keeping cards, and new quests.
import { type Answer, sharedOption, type ChoiceOption } from "../../../runtime/core/decision.ts";
import { byName, entity, text, type Why } from "../../../runtime/core/text.ts";
import { decisionOf, type Engine } from "./engine.ts";
import { steps } from "./machine.ts";
import { callOwnHooks, discardPlayed, offerWindow, windowOf } from "./hooks.ts";

export function investigationDecks(e: Engine): string[] {
  return [...e.cat.investigationDecks()];
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

type DrawMode = "draw" | "look" | "reveal";

interface DrawFields {
  hero: string;
  /** the deck as the effect names it ("investigation.any", "development.own"), then the deck meant */
  deck: string;
  amount: number;
  mode: DrawMode;
  why: Why;
  /** the cards drawn, once no "draw additional cards" can add to them (a fresh list, never changed) */
  cards: readonly string[];
}

/** the fields the drawing of cards starts with */
export function drawOf(hero: string, deck: string, amount: number, mode: DrawMode, why: Why): DrawFields {
  return { hero, deck, amount, mode, why, cards: [] };
}

/** Drawing Cards: take N cards; with several, the hero chooses the one to resolve or keep and discards the rest */
export const drawingCards = steps.define<DrawFields>("drawing-cards", {
  /** the deck meant: asked only for "any investigation deck" */
  chooseDeck(k, f) {
    if (f.deck === "investigation.any") return k.ask(decisionOf(f.hero, "choose-deck", PROMPT_INVESTIGATION_DECK, investigationDeckOptions(k.e)));
    if (f.deck === "development.own") return k.pass([k.e.cat.hero(k.e.hero(f.hero).id).developmentDeck]);
    k.pass([f.deck]);
  },
  draw(k, f, answer) {
    const e = k.e;
    const hero = f.hero;
    const deck = (answer as Answer)[0];
    f.deck = deck;
    const cards: string[] = [];
    for (let i = 0; i < f.amount; i++) {
      const c = e.drawTop(deck);
      if (c) cards.push(c);
    }
    // the event holds the cards drawn now: "draw additional cards" adds to the draw's list afterwards
    e.event(f.mode, { hero, deck, cards: cards.slice(), secret: f.mode === "look", why: f.why });
    if (!deck.startsWith("investigation")) {
      f.cards = cards;
      return k.goto(f, "choose");
    }
    // the draw stays open (in the state) while the cards that answer the drawing of investigation cards are offered
    e.drawSessions.push({ deck, cards });
    k.call(offerWindow, windowOf(hero, "draw-investigation", PROMPT_DRAW_INVESTIGATION));
  },
  closeDraw(k, f) {
    f.cards = k.e.drawSessions.pop()!.cards;
  },
  choose(k, f) {
    const cards = f.cards;
    if (cards.length === 0) return k.end();
    if (f.deck === "goodfortune") {
      // good fortune cards drawn are all the hero's: nothing there to choose between
      for (const c of cards) k.call(settleDrawn, { hero: f.hero, card: c });
      return k.goto(f, "done");
    }
    if (cards.length === 1) return k.pass(cards);
    k.ask(decisionOf(f.hero, "choose-card", PROMPT_CHOOSE_DRAWN_CARD, cards.map(cardOption)));
  },
  keep(k, f, answer) {
    const chosen = (answer as Answer)[0];
    for (const c of f.cards) if (c !== chosen) k.e.discardCard(c, "not chosen", f.hero);
    k.call(settleDrawn, { hero: f.hero, card: chosen });
  },
  done() {},
});

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

interface CardFields {
  hero: string;
  card: string;
}

/** what a drawn card does: investigation and foul fate resolve, the others are kept */
export const settleDrawn = steps.define<CardFields>("settle-card", {
  settle(k, f) {
    const e = k.e;
    const { hero, card } = f;
    const def = e.cat.card(card);
    const h = e.hero(hero);
    switch (def.kind) {
      case "goodfortune":
        // a good fortune card with an effect of its own is resolved at once; the others wait facedown
        if (def.hooks.some((x) => x.window === "effect")) return k.call(resolvingCard, { hero, card });
        h.goodFortune.push(card);
        e.cardsChanged(h);
        e.event("keep", { hero, card, facedown: true });
        return;
      case "development":
        h.development.push({ card, markers: 0 });
        e.cardsChanged(h);
        e.event("keep", { hero, card });
        return k.call(comeIntoPlay, { hero, card });
      case "companion":
        h.companions.push(card);
        e.cardsChanged(h);
        e.event("keep", { hero, card });
        return;
      default:
        k.call(resolvingCard, { hero, card });
    }
  },
});

/** a development card's effect (e.g. "place 3 markers on this card") happens as it comes into play */
const comeIntoPlay = steps.define<CardFields>("development-into-play", {
  effect(k, f) {
    const def = k.e.cat.card(f.card);
    k.e.resolving.push(f.card);
    callOwnHooks(k, f.hero, def.id, def.hooks, "effect", f.card);
  },
  resolved(k) {
    k.e.resolving.pop();
  },
});

/**
 * Resolving a card: its effect, then its setback ("a setback is resolved like the card's effect"); then it is
 * kept as it says, or as its effect asked ("keep this card"), or discarded.
 */
export const resolvingCard = steps.define<CardFields>("resolve-card", {
  effect(k, f) {
    const e = k.e;
    const def = e.cat.card(f.card);
    e.event("resolve", { hero: f.hero, card: f.card });
    e.resolving.push(f.card);
    callOwnHooks(k, f.hero, def.id, def.hooks, "effect", f.card);
    callOwnHooks(k, f.hero, def.id, def.hooks, "setback", f.card);
  },
  keepOrDiscard(k, f) {
    const e = k.e;
    e.resolving.pop();
    const { hero, card } = f;
    const def = e.cat.card(card);
    const h = e.hero(hero);
    // most cards ask to be kept by nothing but their own words: no keep request is there to read or remove
    const requested = e.keepRequests.size === 0 ? undefined : e.keepRequests.get(card);
    const until = requested ?? (def.keep !== "none" ? def.keep : null);
    if (requested !== undefined) e.keepRequests.delete(card);
    if (until && !h.kept.some((x) => x.card === card)) {
      h.kept.push({ card, until, taskDone: false });
      e.cardsChanged(h);
      e.event("keep", { hero, card, until });
    } else if (!until) {
      discardPlayed(k, hero, card, "resolved");
    }
  },
});

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
