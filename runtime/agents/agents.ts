// Players that answer decisions in any game: scripted (tests) and random
// (seeded); `playToEnd` plays a game to its end. Each game's own bots live in
// games/<game>/agents/.
import type { Answer, Decision } from "../core/decision.ts";
import { Rng } from "../core/rng.ts";

/** answers a decision, reading the game it is asked in */
// biome-ignore lint/suspicious/noExplicitAny: an agent of any game reads the game it is given
export type Agent<G = any> = (decision: Decision, game: G) => Answer;

/** answers from a list, in order; throws when the list runs out */
export function scriptedAgent(answers: Answer[]): Agent {
  let i = 0;
  return (d) => {
    if (i >= answers.length) throw new Error(`the script ran out of answers at "${d.prompt}" (${d.type}, ${d.who})`);
    return answers[i++];
  };
}

/** uniformly random legal answers from its own seeded generator */
export function randomAgent(seed: number): Agent {
  const rng = new Rng(seed);
  return (d) => {
    const min = d.pick?.min ?? 1;
    const max = d.pick?.max ?? 1;
    const n = rng.int(min, Math.min(max, d.options.length));
    return rng.shuffle(d.options.map((o) => o.key)).slice(0, n);
  };
}

// biome-ignore lint/suspicious/noExplicitAny: the options of a run of any game
export interface RunOptions<G = any> {
  /** stop with an error after this many answers (a runaway game is a bug) */
  maxSteps?: number;
  /** called after every answer, e.g. to check invariants */
  afterStep?: (game: G) => void;
}

/** play any game to its end; `agents` maps player ids (Decision.who) to agents, or one agent plays everyone */
export function playToEnd<G extends { readonly pending: Decision | null; answer(a: Answer): void }>(
  game: G,
  agents: Agent<G> | Record<string, Agent<G>>,
  run: RunOptions<G> = {},
): G {
  const max = run.maxSteps ?? 200_000;
  let steps = 0;
  while (game.pending) {
    const d = game.pending;
    const agent = typeof agents === "function" ? agents : agents[d.who];
    if (!agent) throw new Error(`no agent for ${d.who}`);
    game.answer(agent(d, game));
    run.afterStep?.(game);
    if (++steps > max) throw new Error(`the game did not end within ${max} answers`);
  }
  return game;
}
