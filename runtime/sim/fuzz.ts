// Interaction fuzzing for any game module: seeded games between random agents
// in which one card, and a few cards that meet it in play (the same windows),
// are put where they come into play early and together. Invariants are checked
// at every settled moment and a step budget catches runaway loops. A failure is
// kept as a fuzz case: the card, its partners, the options and the answers up
// to the failure, which replay it exactly. Each game says how its cards are
// forced into play (fuzz-adventure.ts, fuzz-oldworld.ts); the loop is this one.
import type { Answer } from "../core/decision.ts";
import type { GameRuntime, PlayableGame } from "../../core/game.ts";

export interface FuzzCase<O = unknown> {
  format: "grimoire-fuzz";
  version: 1;
  /** the game module's id (absent in the first cases written, which were all the Adventure Game's) */
  game?: string;
  card: string;
  /** cards that meet it in play, forced into play after it */
  partners: string[];
  options: O;
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

/** how one game forces a card into play */
export interface FuzzRules<C, O extends { seed: number }, G extends PlayableGame> {
  game: string;
  runtime: GameRuntime<C, O, G>;
  /** the table a card is fuzzed at with a seed, and the partners forced beside it */
  table(content: C, card: string, seed: number, limits: FuzzLimits): { options: O; partners: string[] };
  /** the game started, the card then its partners forced into play before the first answer */
  start(content: C, c: Pick<FuzzCase<O>, "card" | "partners" | "options">): G;
  /** whether the card came into play: an event names it */
  played(game: G, card: string): boolean;
}

function check<C, O extends { seed: number }, G extends PlayableGame>(rules: FuzzRules<C, O, G>, game: G, steps: number, limits: FuzzLimits): void {
  if (steps > limits.maxSteps) throw new Error(`no end after ${limits.maxSteps} answers: a runaway loop`);
  if (!rules.runtime.settled(game)) return;
  const bad = rules.runtime.invariants(game);
  if (bad.length) throw new Error(`invariant broken: ${bad.join("; ")}`);
}

/** the random agent of a case: the same for the game that found a failure and for its replay */
function agentOf<C, O extends { seed: number }, G extends PlayableGame>(rules: FuzzRules<C, O, G>, options: O) {
  return rules.runtime.agents.random(options.seed * 7 + 1);
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** one fuzz game played from its start by the case's random agent: the case of its failure (null when it ended well), and whether the card came into play */
function play<C, O extends { seed: number }, G extends PlayableGame>(
  rules: FuzzRules<C, O, G>,
  content: C,
  c: FuzzCase<O>,
  limits: FuzzLimits,
): { failure: FuzzCase<O> | null; played: boolean } {
  let game: G | null = null;
  try {
    game = rules.start(content, c);
    const agent = agentOf(rules, c.options);
    let steps = 0;
    check(rules, game, steps, limits);
    while (game.pending) {
      game.answer(agent(game.pending, game));
      check(rules, game, ++steps, limits);
    }
    return { failure: null, played: rules.played(game, c.card) };
  } catch (err) {
    // the answers so far replay the failure: the last one (if any) is the step that failed
    const failure = { ...c, answers: game ? game.answers.map((a) => [...a]) : [], error: messageOf(err) };
    return { failure, played: !!game && rules.played(game, c.card) };
  }
}

/**
 * A failure made smaller: each partner left out in turn, kept out when the game (played again from its start,
 * the same seed and agent) still fails with the same error. The answers are those of the last game that failed,
 * up to its failure, so the case replays exactly what it reports.
 */
export function shrinkFuzzCase<C, O extends { seed: number }, G extends PlayableGame>(
  rules: FuzzRules<C, O, G>,
  content: C,
  failure: FuzzCase<O>,
  limits: FuzzLimits = DEFAULT_FUZZ,
): FuzzCase<O> {
  let best = failure;
  for (let i = best.partners.length - 1; i >= 0; i--) {
    const fewer = { ...best, partners: best.partners.filter((_, k) => k !== i), answers: [] };
    delete fewer.error;
    const again = play(rules, content, fewer, limits).failure;
    if (again && again.error === failure.error) best = again;
  }
  return best;
}

/** one seeded game around a card: the case that replays a failure, shrunk (null when it ended well), and whether the card came into play */
export function fuzzGame<C, O extends { seed: number }, G extends PlayableGame>(
  rules: FuzzRules<C, O, G>,
  content: C,
  card: string,
  seed: number,
  limits: FuzzLimits = DEFAULT_FUZZ,
): { failure: FuzzCase<O> | null; played: boolean } {
  const { options, partners } = rules.table(content, card, seed, limits);
  const c: FuzzCase<O> = {
    format: "grimoire-fuzz",
    version: 1,
    game: rules.game,
    card,
    partners,
    options,
    answers: [],
  };
  const r = play(rules, content, c, limits);
  return r.failure ? { failure: shrinkFuzzCase(rules, content, r.failure, limits), played: r.played } : r;
}

/** play a case again: its answers, then the same random agent to the end; the error it fails with, or null when it now passes */
export function replayFuzzGame<C, O extends { seed: number }, G extends PlayableGame>(
  rules: FuzzRules<C, O, G>,
  content: C,
  c: FuzzCase<O>,
  limits: FuzzLimits = DEFAULT_FUZZ,
): string | null {
  try {
    const game = rules.start(content, c);
    const agent = agentOf(rules, c.options);
    let steps = 0;
    check(rules, game, steps, limits);
    for (const a of c.answers) {
      if (!game.pending) break;
      game.answer(a);
      check(rules, game, ++steps, limits);
    }
    while (game.pending) {
      game.answer(agent(game.pending, game));
      check(rules, game, ++steps, limits);
    }
    return null;
  } catch (err) {
    return messageOf(err);
  }
}

/** whether any event of a kept log names the entity or one of its copies (`<id>#<n>`) in any field */
export function logNames(log: readonly object[], id: string): boolean {
  const whole = `"${id}"`;
  const copy = `"${id}#`;
  return log.some((e) => {
    const text = JSON.stringify(e);
    return text.includes(copy) || text.includes(whole);
  });
}
