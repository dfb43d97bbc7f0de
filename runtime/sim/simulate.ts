// Seeded simulation of any registered game: many games between agents over the
// game's tables of players, each checked for invariants and replayed from its
// options and answers. Nothing here names a game: the game module supplies the
// tables, agents, invariants and extra statistics.
import type { Agent, AnyGameModule, GameRuntime, PlayableGame } from "../../core/game.ts";
import { playToEnd } from "../agents/agents.ts";
import { replayWith, saveReplayOf } from "../core/replay.ts";
import { ReplayedLog } from "../core/same-json.ts";
import { noPlayCounts, type PlayCounts } from "./tally.ts";

export interface SimOptions {
  games: number;
  /** first seed; game i uses seed + i */
  seed: number;
  agent: "random" | "greedy" | "mixed";
  maxRounds: number;
  /** player counts to cycle through; null: every count the game supports */
  players?: number[] | null;
  /** check invariants after every answer (slower) rather than at the first settled moment of each turn */
  everyStep: boolean;
  /** replay every n-th game and compare logs (1: all) */
  replayEvery: number;
  /** called after each game, e.g. to print progress */
  onGame?: (done: number, summary: SimSummary) => void;
}

export interface SimSummary extends PlayCounts {
  game: string;
  /** wins by player id (hero, witcher) */
  wins: Record<string, number>;
  /** games played by player id, for win rates */
  played: Record<string, number>;
  /** wins / games played, by player id */
  winRates: Record<string, number>;
  /** by player count: games, average rounds, games won */
  byPlayers: Record<string, { games: number; won: number; avgRounds: number }>;
  avgRounds: number;
  /** the game module's own numbers, averaged over finished games (e.g. winnerVp) */
  averages: Record<string, number>;
}

type Runtime = GameRuntime<unknown, { seed: number }, PlayableGame>;

export function simulate(module: AnyGameModule, content: unknown, o: SimOptions): SimSummary {
  const rt = module.runtime as Runtime | undefined;
  if (!rt) throw new Error(`${module.meta.displayName} has no runtime to simulate`);
  const sum: SimSummary = {
    game: module.meta.id,
    ...noPlayCounts(),
    wins: {},
    played: {},
    winRates: {},
    byPlayers: {},
    avgRounds: 0,
    averages: {},
  };
  let rounds = 0;
  let finished = 0;
  const totals: Record<string, number> = {};
  const roundsBy: Record<string, number> = {};
  for (let i = 0; i < o.games; i++) {
    const seed = o.seed + i;
    const table = rt.sim.table(content, i, seed, o.players ?? null, { maxRounds: o.maxRounds });
    const agentFor = (k: number): Agent =>
      o.agent === "greedy" || (o.agent === "mixed" && (k + i) % 2 === 0) ? rt.agents.greedy(seed * 31 + k) : rt.agents.random(seed * 31 + k);
    const agents = Object.fromEntries(table.seats.map((h, k) => [h, agentFor(k)]));
    sum.games++;
    const n = String(table.seats.length);
    const by = (sum.byPlayers[n] ??= { games: 0, won: 0, avgRounds: 0 });
    by.games++;
    for (const s of table.seats) sum.played[s] = (sum.played[s] ?? 0) + 1;
    try {
      let checkedTurn = -1;
      let answered = 0;
      const game = rt.createGame(content, table.options);
      playToEnd(game, agents, {
        afterStep: (g) => {
          answered++;
          const settled = rt.settled(g);
          // without everyStep: at the first settled moment after a while, and at the end
          if (!o.everyStep && g.pending && (!settled || answered - checkedTurn < 40)) return;
          if (!settled) return;
          checkedTurn = answered;
          const bad = rt.invariants(g);
          if (bad.length) throw new Error(`invariant broken after ${answered} answers: ${bad.join("; ")}`);
        },
      });
      const r = game.outcome!;
      sum.endedBy[r.reason] = (sum.endedBy[r.reason] ?? 0) + 1;
      if (r.winner !== null) {
        sum.won++;
        by.won++;
        sum.wins[r.winner] = (sum.wins[r.winner] ?? 0) + 1;
      }
      sum.answers += game.answers.length;
      sum.events += game.log.length;
      rounds += r.rounds;
      roundsBy[n] = (roundsBy[n] ?? 0) + r.rounds;
      finished++;
      for (const [k, v] of Object.entries(rt.sim.stats?.(game) ?? {})) totals[k] = (totals[k] ?? 0) + v;
      if (i % o.replayEvery === 0) {
        sum.replayed++;
        const file = JSON.parse(JSON.stringify(saveReplayOf(rt.replay, content, rt.optionsOf(game), game)));
        // the replay does not keep its log: its events are compared with the game's as they happen
        const check = new ReplayedLog(game.log);
        const again = replayWith(rt.replay, content, file, { keep: false, onEvent: check.onEvent });
        if (!check.matches(again.log)) sum.replayMismatches++;
      }
    } catch (err) {
      sum.failures.push({ game: i, seed, seats: table.seats, error: err instanceof Error ? err.message : String(err) });
    }
    o.onGame?.(i + 1, sum);
  }
  sum.avgRounds = finished ? rounds / finished : 0;
  for (const [k, v] of Object.entries(totals)) sum.averages[k] = finished ? v / finished : 0;
  for (const [n, b] of Object.entries(sum.byPlayers))
    b.avgRounds = b.games ? (roundsBy[n] ?? 0) / Math.max(1, b.games - sum.failures.filter((f) => String(f.seats.length) === n).length) : 0;
  for (const [id, p] of Object.entries(sum.played)) sum.winRates[id] = p ? (sum.wins[id] ?? 0) / p : 0;
  return sum;
}
