// Interaction fuzzing for Adventure Game cards: seeded games between random
// agents in which one card, and a few cards that open the same windows, are
// put on top of their draw piles before the first answer, so they come into
// play early and together. Invariants are checked at every settled moment and
// a step budget catches runaway loops. A failure is kept as a fuzz case: the
// card, its partners, the options and the answers up to the failure, which
// replay it exactly.
import type { AdventureContent, CardDef } from "../adventure/content.ts";
import { createGame, type AdventureGame } from "../adventure/game.ts";
import type { GameOptions } from "../adventure/setup.ts";
import { adventureGame } from "../../games/adventure/index.ts";
import type { Answer } from "../core/decision.ts";
import { Rng } from "../core/rng.ts";
import { randomAgent } from "../agents/agents.ts";

export interface FuzzCase {
  format: "grimoire-fuzz";
  version: 1;
  card: string;
  /** cards sharing a window with it, put on top of their piles after it */
  partners: string[];
  options: GameOptions;
  /** the answers given before the failure */
  answers: Answer[];
  /** what went wrong */
  error?: string;
}

export interface FuzzLimits {
  maxRounds: number;
  /** answers before a game counts as a runaway loop */
  maxSteps: number;
  /** partners per card */
  partners: number;
}

export const DEFAULT_FUZZ: FuzzLimits = { maxRounds: 15, maxSteps: 20_000, partners: 3 };

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

function check(game: AdventureGame, steps: number, limits: FuzzLimits): void {
  if (steps > limits.maxSteps) throw new Error(`no end after ${limits.maxSteps} answers: a runaway loop`);
  const rt = adventureGame.runtime!;
  if (!rt.settled(game)) return;
  const bad = rt.invariants(game);
  if (bad.length) throw new Error(`invariant broken: ${bad.join("; ")}`);
}

/** one seeded game around a card: the case that replays a failure (null when it ended well), and whether the card came into play (its events name it) */
export function fuzzCard(content: AdventureContent, card: CardDef, seed: number, limits: FuzzLimits = DEFAULT_FUZZ): { failure: FuzzCase | null; played: boolean } {
  const rng = new Rng(seed);
  const partners = rng.shuffle(sharingWindows(content, card).map((c) => c.id)).slice(0, limits.partners);
  const options: GameOptions = { seed, heroes: tableFor(content, card, seed), maxRounds: limits.maxRounds };
  const c: FuzzCase = { format: "grimoire-fuzz", version: 1, card: card.id, partners, options, answers: [] };
  let game: AdventureGame | null = null;
  try {
    game = startFuzzGame(content, c);
    const agent = randomAgent(seed * 7 + 1);
    let steps = 0;
    while (game.pending) {
      game.answer(agent(game.pending, game));
      check(game, ++steps, limits);
    }
    return { failure: null, played: named(game, card.id) };
  } catch (err) {
    // the answers so far replay the failure: the last one (if any) is the step that failed
    const failure = { ...c, answers: game ? game.answers.map((a) => [...a]) : [], error: err instanceof Error ? err.message : String(err) };
    return { failure, played: !!game && named(game, card.id) };
  }
}

function named(game: AdventureGame, card: string): boolean {
  // any field of any event naming a copy: drawn, kept, used, commanded, discarded
  const copy = `"${card}#`;
  return game.log.some((e) => JSON.stringify(e).includes(copy));
}

/** play a case again; the error it fails with, or null when it now passes */
export function replayFuzzCase(content: AdventureContent, c: FuzzCase, limits: FuzzLimits = DEFAULT_FUZZ): string | null {
  try {
    const game = startFuzzGame(content, c);
    const agent = randomAgent(c.options.seed * 7 + 1);
    let steps = 0;
    // the recorded answers, then the same random agent to the end: a fixed bug lets the game finish
    for (const a of c.answers) {
      if (!game.pending) break;
      game.answer(a);
      check(game, ++steps, limits);
    }
    while (game.pending) {
      game.answer(agent(game.pending, game));
      check(game, ++steps, limits);
    }
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}
