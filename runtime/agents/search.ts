// A search bot for any game module with a runtime: determinised flat Monte
// Carlo with sequential halving. At each decision with a real choice it plays
// every option in sampled futures (the rest of the game played by the module's
// greedy bot for every seat), drops the worse half of the options, gives the
// survivors more futures, and so on until one is left: the futures go where the
// choice is close, not to options already seen to lose. A future's worth is a
// win, with the seat's final score against the best other seat's to tell near
// things apart.
//
// A future starts from a copy of the game at this decision: a module's cheap
// copy when it has one (the game copies itself as each turn starts: `fork`),
// else a replay (the same
// content, options and answers give the same game, runtime/core/replay.ts).
// Each sampled future is then determinised by the game module (what the
// deciding seat cannot see shuffled, the dice reseeded from the sample's seed),
// so the bot does not play with knowledge of the real order of the cards;
// every option in a round meets the same sampled futures (common random
// numbers), so their comparison is not blurred by the draw.
import type { Answer, Decision } from "../core/decision.ts";
import { Rng } from "../core/rng.ts";
import type { Agent, GameRuntime, PlayableGame } from "../../core/game.ts";
import { futuresByType, type SearchBudget } from "./search-budget.ts";

export { DEFAULT_ROLLOUTS, type SearchBudget } from "./search-budget.ts";

// biome-ignore lint/suspicious/noExplicitAny: the search bot plays any game module, whatever its content type
type Runtime<G extends PlayableGame> = GameRuntime<any, { seed: number }, G>;

/** how good the end of a sampled future is for `who`: 1 for a win, plus a small share for the score margin */
export function futureValue<G extends PlayableGame>(rt: Runtime<G>, game: G, who: string): number {
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

const sameAnswer = (a: Answer, b: Answer) => a.length === b.length && a.every((k, i) => k === b[i]);

/**
 * The search bot for one game. Decisions with one option, or that pick several options, are left to the
 * greedy bot (a choice of several is a subset, too many to sample); so are decisions when the module cannot
 * determinise a future.
 */
export function searchAgent<G extends PlayableGame>(rt: Runtime<G>, content: unknown, budget: SearchBudget): Agent<G> {
  const greedy = rt.agents.greedy(budget.seed);
  const maxSteps = budget.maxRolloutSteps ?? 20_000;
  let asked = 0;
  // futures a decision of each searched type (null: every type, at `rollouts`)
  const futuresOf = futuresByType(budget);
  // the game being played, followed answer by answer in a game the module can copy cheaply
  let twin: { options: string; game: G } | null = null;

  /** the twin brought up to this decision: a game the module can copy cheaply, following the one being played */
  function twinAt(game: G, fork: NonNullable<Runtime<G>["fork"]>): G {
    const options = rt.optionsOf(game);
    const given = game.answers;
    const key = JSON.stringify(options);
    const kept = twin?.options === key && twin.game.answers.length <= given.length && twin.game.answers.every((a, i) => sameAnswer(a, given[i]));
    if (!kept) twin = { options: key, game: fork.create(content, options) };
    const t = twin!.game;
    for (let i = t.answers.length; i < given.length; i++) t.answer(given[i]);
    return t;
  }

  /**
   * The worth to `who` of one sampled future after `key`, for each future of this decision: each copy is a
   * game answered in turn, a cheap copy of the twin or a replay.
   */
  function samplerAt(game: G): (key: string, seed: number, who: string) => number {
    const copy = rt.fork
      ? (
          (fork) => () =>
            fork.copy(twinAt(game, fork))
        )(rt.fork)
      : replayOf(game);
    return (key, seed, who) => {
      const future = copy();
      rt.determinise!(future, seed, who);
      future.answer([key]);
      const agent = rt.agents.greedy(seed);
      for (let n = 0; future.pending && n < maxSteps; n++) future.answer(agent(future.pending, future));
      return futureValue(rt, future, who);
    };
  }

  /** copies of the game at this decision, each a replay of its answers */
  function replayOf(game: G): () => G {
    const options = rt.optionsOf(game);
    const given = game.answers;
    return () => {
      const future = rt.createGame(content, options, { keep: false });
      for (const a of given) future.answer(a);
      return future;
    };
  }

  return (d: Decision, game: G): Answer => {
    const fallback = greedy(d, game);
    const single = (d.pick?.max ?? 1) === 1 && (d.pick?.min ?? 1) === 1;
    const futures = futuresOf ? futuresOf.get(d.type) : budget.rollouts;
    if (!single || d.options.length < 2 || !rt.determinise || futures === undefined) return fallback;
    asked++;
    const rng = new Rng(budget.seed * 7919 + asked);
    // the greedy bot's choice first: it keeps ties
    let alive = [fallback[0], ...d.options.map((o) => o.key).filter((k) => k !== fallback[0])];
    const sum = new Map<string, number>(alive.map((k) => [k, 0]));
    const sample = samplerAt(game);
    const rounds = Math.ceil(Math.log2(alive.length));
    while (alive.length > 1) {
      const per = Math.max(1, Math.floor(futures / (rounds * alive.length)));
      const seeds = Array.from({ length: per }, () => rng.int(0, 0x7fffffff));
      for (const key of alive) for (const s of seeds) sum.set(key, sum.get(key)! + sample(key, s, d.who));
      // every survivor has met the same futures, so sums compare; a stable sort keeps the greedy choice ahead on ties
      alive = [...alive].sort((a, b) => sum.get(b)! - sum.get(a)!).slice(0, Math.ceil(alive.length / 2));
    }
    return [alive[0]];
  };
}
