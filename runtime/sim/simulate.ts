// Seeded simulation: many games between agents over every hero mix, each
// checked for invariants and replayed from its seed and answers.
import type { AdventureContent } from "../adventure/content.ts";
import { replay, saveReplay } from "../adventure/game.ts";
import { componentCount, countPlaced, invariantViolations } from "../adventure/invariants.ts";
import { greedyAgent, randomAgent, runGame, type Agent } from "../agents/agents.ts";

export interface SimOptions {
  games: number;
  /** first seed; game i uses seed + i */
  seed: number;
  agent: "random" | "greedy" | "mixed";
  maxRounds: number;
  /** check invariants after every answer (slower) rather than at the end of each turn */
  everyStep: boolean;
  /** replay every n-th game and compare logs (1: all) */
  replayEvery: number;
  /** called after each game, e.g. to print progress */
  onGame?: (done: number, summary: SimSummary) => void;
}

export interface SimFailure {
  game: number;
  seed: number;
  heroes: string[];
  error: string;
}

export interface SimSummary {
  games: number;
  finishedByQuests: number;
  roundLimit: number;
  failures: SimFailure[];
  replayed: number;
  replayMismatches: number;
  answers: number;
  events: number;
  wins: Record<string, number>;
  avgRounds: number;
  avgWinnerVp: number;
}

export function heroMixes(content: AdventureContent): string[][] {
  const ids = content.heroes.map((h) => h.id);
  const out: string[][] = [];
  for (let mask = 0; mask < 1 << ids.length; mask++) {
    const mix = ids.filter((_, i) => mask & (1 << i));
    if (mix.length >= 2 && mix.length <= 4) out.push(mix);
  }
  return out;
}

export function simulate(content: AdventureContent, o: SimOptions): SimSummary {
  const mixes = heroMixes(content);
  const sum: SimSummary = { games: 0, finishedByQuests: 0, roundLimit: 0, failures: [], replayed: 0, replayMismatches: 0, answers: 0, events: 0, wins: {}, avgRounds: 0, avgWinnerVp: 0 };
  let rounds = 0;
  let winnerVp = 0;
  for (let i = 0; i < o.games; i++) {
    const seed = o.seed + i;
    const mix = mixes[i % mixes.length];
    // seat order varies with the game too
    const heroes = [...mix.slice(i % mix.length), ...mix.slice(0, i % mix.length)];
    const agentFor = (k: number): Agent =>
      o.agent === "greedy" || (o.agent === "mixed" && k % 2 === 0) ? greedyAgent() : randomAgent(seed * 31 + k);
    const agents = Object.fromEntries(heroes.map((h, k) => [h, agentFor(k)]));
    sum.games++;
    try {
      let checkedTurn = -1;
      const game = runGame(content, { seed, heroes, maxRounds: o.maxRounds }, agents, {
        afterStep: (g) => {
          // between operations and actions no card is in a hand or half resolved: everything must be somewhere
          const settled = !g.pending || g.pending.type === "choose-operation" || g.pending.type === "choose-action";
          const e = g.engine;
          // without everyStep: once per turn, at its first settled moment, and at the end
          if (!o.everyStep && (!settled || (e.state.turn === checkedTurn && g.pending))) return;
          checkedTurn = e.state.turn;
          const bad = invariantViolations(e);
          if (settled && countPlaced(e) !== componentCount(e)) bad.push(`components: ${countPlaced(e)} placed of ${componentCount(e)}`);
          if (bad.length) throw new Error(`invariant broken at turn ${e.state.turn}: ${bad.join("; ")}`);
        },
      });
      const r = game.result!;
      if (r.reason === "quests") sum.finishedByQuests++;
      else sum.roundLimit++;
      sum.wins[r.winner] = (sum.wins[r.winner] ?? 0) + 1;
      sum.answers += game.answers.length;
      sum.events += game.log.length;
      rounds += r.rounds;
      winnerVp += r.standings[0].vp;
      if (i % o.replayEvery === 0) {
        sum.replayed++;
        const again = replay(content, JSON.parse(JSON.stringify(saveReplay(game))));
        if (JSON.stringify(again.log) !== JSON.stringify(game.log)) sum.replayMismatches++;
      }
    } catch (err) {
      sum.failures.push({ game: i, seed, heroes, error: err instanceof Error ? err.message : String(err) });
    }
    o.onGame?.(i + 1, sum);
  }
  sum.avgRounds = sum.games ? rounds / (sum.games - sum.failures.length || 1) : 0;
  sum.avgWinnerVp = sum.games ? winnerVp / (sum.games - sum.failures.length || 1) : 0;
  return sum;
}
