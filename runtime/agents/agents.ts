// Players that answer decisions: scripted (tests), random (seeded) and a
// simple greedy bot (simulation). `runGame` plays a game to its end.
import type { Answer, Decision } from "../core/decision.ts";
import { Rng } from "../core/rng.ts";
import type { AdventureContent } from "../../games/adventure/rules/content.ts";
import { createGame, type AdventureGame } from "../../games/adventure/rules/game.ts";
import type { GameOptions } from "../../games/adventure/rules/setup.ts";
import { greedyAnswer } from "../../games/adventure/agents/greedy.ts";

/** answers a decision, reading the game it is asked in */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
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

export function greedyAgent(): Agent<AdventureGame> {
  return greedyAnswer;
}

export interface RunOptions<G = AdventureGame> {
  /** stop with an error after this many answers (a runaway game is a bug) */
  maxSteps?: number;
  /** called after every answer, e.g. to check invariants */
  afterStep?: (game: G) => void;
}

/** play an Adventure Game to the end; `agents` maps hero ids to agents, or one agent plays everyone */
export function runGame(content: AdventureContent, opts: GameOptions, agents: Agent<AdventureGame> | Record<string, Agent<AdventureGame>>, run: RunOptions = {}): AdventureGame {
  return playToEnd(createGame(content, opts), agents, run);
}

/** play any game to its end; `agents` maps player ids (Decision.who) to agents, or one agent plays everyone */
export function playToEnd<G extends { readonly pending: Decision | null; answer(a: Answer): void }>(game: G, agents: Agent<G> | Record<string, Agent<G>>, run: RunOptions<G> = {}): G {
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
