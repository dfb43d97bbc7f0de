// The search bot: information-set Monte Carlo tree search (single observer,
// Cowling, Powley and Whitehouse 2012). At a decision with a real choice it plays a number of futures; each
// starts from a snapshot of the game at this decision, determinised by the game module (what the deciding
// seat cannot see shuffled, the dice reseeded), descends a tree of answers shared by every future (each node
// an answer of the seat that gave it, chosen by UCB1 among the answers this future allows, counting how often
// each was available), adds one node, and plays on with the greedy bot in every seat. The worth of the end
// for each seat is carried back up its path. The answer is the root's most visited.
//
// A future is a restore of one snapshot into one game made for the search: no replay, no copy of the game
// object (runtime/kernel/machine.ts). The same seed, game and budget give the same answers; so does every
// replay of a game it played.
import type { Agent, GameRuntime, PlayableGame } from "../../core/game.ts";
import type { Answer, Decision } from "../core/decision.ts";
import { Rng } from "../core/rng.ts";
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

/** one answer in the tree: the seat that gave it, and what the futures through it were worth to that seat */
interface TreeNode {
  readonly who: string;
  visits: number;
  /** futures in which this answer could have been given (UCB1 over availability: ISMCTS's own count) */
  available: number;
  worth: number;
  readonly children: Map<string, TreeNode>;
}

const node = (who: string): TreeNode => ({ who, visits: 0, available: 0, worth: 0, children: new Map() });

/** how far UCB1 reaches for answers tried less: the usual √2 scaled to worths of 0 to about 1.5 */
const EXPLORATION = 0.7;

/** a decision the tree branches on: one option picked of two or more */
const branches = (d: Decision) => (d.pick?.max ?? 1) === 1 && (d.pick?.min ?? 1) === 1 && d.options.length > 1;

export interface SearchStats {
  /** decisions searched so far */
  decisions: number;
  /** futures played so far */
  futures: number;
}

/**
 * The search bot for one game module with snapshots (`GameRuntime.snapshots`) and determinisation; a decision
 * of a type the budget does not search, or that is not a choice of one among several, is the greedy bot's.
 * `stats` is filled in as it plays (the bench reads futures a second from it).
 */
export function searchAgent<G extends PlayableGame>(rt: Runtime<G>, budget: SearchBudget, stats?: SearchStats): Agent<G> {
  const snapshots = rt.snapshots;
  const determinise = rt.determinise;
  if (!snapshots || !determinise) throw new Error("the search bot needs a game module with snapshots and determinisation (GameRuntime.snapshots, determinise)");
  const greedy = rt.agents.greedy(budget.seed);
  const maxSteps = budget.maxRolloutSteps ?? 20_000;
  const winChance = rt.sim.winChance;
  const horizon = winChance ? budget.horizon || rt.sim.searchHorizon || Infinity : Infinity;
  const futuresOf = futuresByType(budget);
  const searched = (d: Decision) => branches(d) && (futuresOf === null || futuresOf.has(d.type));
  let asked = 0;
  /** the game the futures are played in, made once and restored into for each */
  let arena: G | null = null;

  /** plays the game in `sim` with the greedy bot to its end or the horizon, and says what it is worth to `who` */
  const playOut = (sim: G, who: string): number => {
    let steps = 0;
    let past = 0;
    while (sim.pending !== null && steps++ < maxSteps) {
      if (past++ === horizon) {
        const chance = winChance!(sim, who);
        if (chance !== null) return chance;
      }
      sim.answer(greedy(sim.pending, sim));
    }
    return futureValue(rt, sim, who);
  };

  /**
   * Flat search with common random numbers: every answer is tried in the same sampled futures (one
   * determinisation seed a round, shared by all answers), so the difference between two answers is the
   * answers' and not the luck of the futures each drew. The answer with the best total; the greedy bot's keeps ties.
   */
  const pairedAnswer = (d: Decision, game: G, snap: unknown, futures: number, rng: Rng): string => {
    arena ??= snapshots.copy(game);
    const sim = arena;
    const keys = d.options.map((o) => o.key);
    const fallback = greedy(d, game)[0];
    const order = [fallback, ...keys.filter((k) => k !== fallback)];
    const total = new Map(order.map((k) => [k, 0]));
    const rounds = Math.max(1, Math.floor(futures / order.length));
    for (let r = 0; r < rounds; r++) {
      const seed = rng.int(0, 0x7fffffff);
      for (const key of order) {
        snapshots.restore(sim, snap);
        determinise(sim, seed, d.who);
        sim.answer([key]);
        total.set(key, total.get(key)! + playOut(sim, d.who));
      }
    }
    let pick = fallback;
    for (const key of order) if (total.get(key)! > total.get(pick)!) pick = key;
    return pick;
  };

  return (d: Decision, game: G): Answer => {
    const futures = futuresOf ? futuresOf.get(d.type) : budget.rollouts;
    if (!branches(d) || futures === undefined) return greedy(d, game);
    const snap = snapshots.take(game);
    // a game moving onto the kernel may stand where it cannot be copied yet: the greedy bot answers there
    if (snap === null) return greedy(d, game);
    asked++;
    const rng = new Rng(budget.seed * 7919 + asked);
    if (budget.paired) {
      const pick = pairedAnswer(d, game, snap, futures, rng);
      if (stats) {
        stats.decisions++;
        stats.futures += futures;
      }
      return [pick];
    }
    const root = node(d.who);
    arena ??= snapshots.copy(game);
    const sim = arena;
    for (let i = 0; i < futures; i++) {
      snapshots.restore(sim, snap);
      determinise(sim, rng.int(0, 0x7fffffff), d.who);
      const path: TreeNode[] = [];
      let at = root;
      let grown = false;
      let steps = 0;
      let past = 0;
      let cut = false;
      // down the tree while its answers are known, one new answer added, then the greedy bot to the horizon
      while (sim.pending !== null && steps++ < maxSteps) {
        const q = sim.pending;
        if (grown || !searched(q)) {
          // at the horizon, a game the module can estimate is scored as it stands; one it cannot is played out
          if (grown && past++ === horizon && winChance!(sim, d.who) !== null) {
            cut = true;
            break;
          }
          sim.answer(greedy(q, sim));
          continue;
        }
        let best: { key: string; child: TreeNode } | null = null;
        let bestScore = -Infinity;
        const untried: string[] = [];
        for (const o of q.options) {
          const child = at.children.get(o.key);
          if (child === undefined) {
            untried.push(o.key);
            continue;
          }
          child.available++;
          const score = child.worth / child.visits + EXPLORATION * Math.sqrt(Math.log(child.available) / child.visits);
          if (score > bestScore) {
            bestScore = score;
            best = { key: o.key, child };
          }
        }
        if (untried.length > 0) {
          const key = untried[rng.int(0, untried.length - 1)];
          const child = node(q.who);
          child.available = 1;
          at.children.set(key, child);
          best = { key, child };
          grown = true;
        }
        sim.answer([best!.key]);
        at = best!.child;
        path.push(at);
      }
      const worth = new Map<string, number>();
      for (const n of path) {
        let w = worth.get(n.who);
        if (w === undefined) worth.set(n.who, (w = (cut ? winChance!(sim, n.who) : null) ?? futureValue(rt, sim, n.who)));
        n.visits++;
        n.worth += w;
      }
    }
    if (stats) {
      stats.decisions++;
      stats.futures += futures;
    }
    let pick: string | null = null;
    let most = -1;
    // the greedy bot's answer first, so that it keeps ties
    const fallback = greedy(d, game)[0];
    for (const key of [fallback, ...d.options.map((o) => o.key).filter((k) => k !== fallback)]) {
      const visits = root.children.get(key)?.visits ?? 0;
      if (visits > most) {
        most = visits;
        pick = key;
      }
    }
    return [pick!];
  };
}
