// A search bot for any game module with a runtime: determinised flat Monte
// Carlo. At each decision with a real choice it tries every option in sampled
// futures (the rest of the game played by the module's greedy bot for every
// seat) and keeps the option that won most often, with the seat's final score
// against the best other seat's to tell near things apart.
//
// A snapshot of a game is a replay: the same content, options and answers give
// the same game (runtime/core/replay.ts), so a copy of the game at this decision
// is a new game fed the answers given so far. Each sampled future is then
// determinised by the game module (the draw piles shuffled and the dice reseeded
// from the sample's seed), so the bot does not play with knowledge of the real
// order of the cards; every option meets the same sampled futures (common random
// numbers), so their comparison is not blurred by the draw.
import type { Answer, Decision } from "../core/decision.ts";
import { Rng } from "../core/rng.ts";
import type { Agent, GameRuntime, PlayableGame } from "../../games/types.ts";

export interface SearchBudget {
  /** sampled futures per decision, shared out among its options (each option gets at least one) */
  rollouts: number;
  /** seed of the samples: the same seed, game and budget give the same answers */
  seed: number;
  /** a sampled future ends after this many answers (a runaway rollout is cut short and scored as it stands) */
  maxRolloutSteps?: number;
  /** the decision types searched (Decision.type); the others are the greedy bot's. Absent: every type */
  types?: readonly string[];
}

/**
 * The budget `grimoire sim --agent search` plays with unless told otherwise: the decisions that shape an
 * Adventure game most (where to go, what to do) and the futures a decision that keep a game within seconds.
 */
export const DEFAULT_SEARCH: { rollouts: number; types: string[] } = { rollouts: 8, types: ["choose-action", "choose-route"] };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Runtime<G extends PlayableGame> = GameRuntime<any, { seed: number }, G>;

/** how good the end of a sampled future is for `who`: 1 for a win, plus a small share for the score margin */
function value<G extends PlayableGame>(rt: Runtime<G>, game: G, who: string): number {
  // a game the players win together (the Old World's Wild Hunt) is won by every seat
  const won = (rt.sim.winners?.(game) ?? [game.outcome?.winner]).includes(who) ? 1 : 0;
  const scores = game.pending === null ? rt.sim.scores?.(game) : undefined;
  if (!scores || !(who in scores)) return won;
  let best = -Infinity;
  for (const [seat, s] of Object.entries(scores)) if (seat !== who && s > best) best = s;
  const margin = best === -Infinity ? 0 : scores[who] - best;
  // a margin of a whole game's score is worth less than a win: 0.01 a point, capped
  return won + Math.max(-0.5, Math.min(0.5, margin * 0.01));
}

/**
 * The search bot for one game. Decisions with one option, or that pick several options, are left to the
 * greedy bot (a choice of several is a subset, too many to sample); so are decisions when the module cannot
 * determinise a future.
 */
export function searchAgent<G extends PlayableGame>(rt: Runtime<G>, content: unknown, budget: SearchBudget): Agent<G> {
  const greedy = rt.agents.greedy(budget.seed);
  const maxSteps = budget.maxRolloutSteps ?? 20_000;
  let asked = 0;
  return (d: Decision, game: G): Answer => {
    const fallback = greedy(d, game);
    const single = (d.pick?.max ?? 1) === 1 && (d.pick?.min ?? 1) === 1;
    if (!single || d.options.length < 2 || !rt.determinise || (budget.types && !budget.types.includes(d.type))) return fallback;
    asked++;
    const options = rt.optionsOf(game);
    const prefix = game.answers;
    const per = Math.max(1, Math.floor(budget.rollouts / d.options.length));
    const rng = new Rng(budget.seed * 7919 + asked);
    const samples = Array.from({ length: per }, () => rng.int(0, 0x7fffffff));
    let best = fallback[0];
    let bestValue = -Infinity;
    // the greedy bot's choice first: it keeps ties
    const order = [fallback[0], ...d.options.map((o) => o.key).filter((k) => k !== fallback[0])];
    for (const key of order) {
      let sum = 0;
      for (const sample of samples) {
        // a sampled future is scored by its outcome: its log is not kept
        const future = rt.createGame(content, options, { keep: false });
        for (const a of prefix) future.answer(a);
        rt.determinise(future, sample, d.who);
        future.answer([key]);
        const agent = rt.agents.greedy(sample);
        for (let n = 0; future.pending && n < maxSteps; n++) future.answer(agent(future.pending, future));
        sum += value(rt, future, d.who);
      }
      if (sum / samples.length > bestValue) [best, bestValue] = [key, sum / samples.length];
    }
    return [best];
  };
}
