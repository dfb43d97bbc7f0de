// Interaction fuzzing for Adventure Game cards: seeded games between random
// agents in which one card, and a few cards that open the same windows, are
// put on top of their draw piles before the first answer, so they come into
// play early and together. Invariants are checked at every settled moment and
// a step budget catches runaway loops. A failure is kept as a fuzz case: the
// card, its partners, the options and the answers up to the failure, which
// replay it exactly. The loop and the case format are runtime/sim/fuzz.ts.
import type { AdventureContent, CardDef } from "./rules/content.ts";
import { createGame, type AdventureGame } from "./rules/game.ts";
import type { GameOptions } from "./rules/setup.ts";
import { adventureGame } from "./index.ts";
import { Rng } from "../../runtime/core/rng.ts";
import { DEFAULT_FUZZ, fuzzGame, replayFuzzGame, type FuzzCase as AnyFuzzCase, type FuzzLimits, type FuzzRules } from "../../runtime/sim/fuzz.ts";

export { DEFAULT_FUZZ, type FuzzLimits } from "../../runtime/sim/fuzz.ts";
export type FuzzCase = AnyFuzzCase<GameOptions>;

/** cards with a hook in one of the card's windows, in content order */
export function sharingWindows(content: AdventureContent, card: CardDef): CardDef[] {
  const windows = new Set(card.hooks.map((h) => h.window));
  return content.cards.filter((c) => c.id !== card.id && c.hooks.some((h) => windows.has(h.window)));
}

/** the heroes at the table: the card's own hero (a development deck or companion deck names one) and another */
function tableFor(content: AdventureContent, card: CardDef, seed: number): string[] {
  const owner = content.heroes.find((h) => card.deck.endsWith(`.${h.id.slice("hero.".length)}`))?.id;
  const others = content.heroes.map((h) => h.id).filter((h) => h !== owner);
  const other = others[seed % others.length];
  return owner ? [owner, other] : [other, others[(seed + 1) % others.length]];
}

/** put every copy of the cards, in order, on top of their draw piles */
function forceOnTop(game: AdventureGame, cards: string[]): void {
  const decks = game.engine.state.decks;
  for (const id of [...cards].reverse()) {
    for (const deck of Object.values(decks)) {
      const copies = deck.draw.filter((c) => c.slice(0, c.indexOf("#")) === id);
      if (copies.length === 0) continue;
      deck.draw = [...copies, ...deck.draw.filter((c) => !copies.includes(c))];
    }
  }
}

/**
 * a good fortune card waits facedown in a hand until used, and few effects draw
 * from its pile: the first hero starts holding one copy (one with an effect of
 * its own stays on top of the pile, to resolve when drawn)
 */
function forceIntoHand(game: AdventureGame, card: string): void {
  const def = game.engine.cat.card(`${card}#1`);
  if (def.kind !== "goodfortune" || def.hooks.some((h) => h.window === "effect")) return;
  const pile = game.engine.state.decks[def.deck];
  const copy = pile.draw.find((c) => c.startsWith(`${card}#`));
  if (!copy) return;
  pile.draw = pile.draw.filter((c) => c !== copy);
  game.engine.hero(game.options.heroes[0]).goodFortune.push(copy);
}

/** start a fuzz game: the table, then the forced cards; `replay` plays a case's answers again */
export function startFuzzGame(content: AdventureContent, c: Pick<FuzzCase, "card" | "partners" | "options">): AdventureGame {
  const game = createGame(content, c.options);
  forceOnTop(game, [c.card, ...c.partners]);
  forceIntoHand(game, c.card);
  return game;
}

/** the Adventure Game's cards forced on top of their piles (see the file's head) */
export const adventureFuzz: FuzzRules<AdventureContent, GameOptions, AdventureGame> = {
  game: "adventure",
  runtime: adventureGame.runtime!,
  table(content, card, seed, limits) {
    const def = content.cards.find((c) => c.id === card);
    if (!def) throw new Error(`${card} is not a card of this content`);
    const rng = new Rng(seed);
    const partners = rng.shuffle(sharingWindows(content, def).map((c) => c.id)).slice(0, limits.partners);
    return { partners, options: { seed, heroes: tableFor(content, def, seed), maxRounds: limits.maxRounds } };
  },
  start: startFuzzGame,
  played: named,
};

/** one seeded game around a card: the case that replays a failure (null when it ended well), and whether the card came into play (its events name it) */
export function fuzzCard(
  content: AdventureContent,
  card: CardDef,
  seed: number,
  limits: FuzzLimits = DEFAULT_FUZZ,
): { failure: FuzzCase | null; played: boolean } {
  return fuzzGame(adventureFuzz, content, card.id, seed, limits);
}

function named(game: AdventureGame, card: string): boolean {
  // any field of any event naming a copy: drawn, kept, used, commanded, discarded
  const copy = `"${card}#`;
  return game.log.some((e) => JSON.stringify(e).includes(copy));
}

/** play a case again; the error it fails with, or null when it now passes */
export function replayFuzzCase(content: AdventureContent, c: FuzzCase, limits: FuzzLimits = DEFAULT_FUZZ): string | null {
  return replayFuzzGame(adventureFuzz, content, c, limits);
}
