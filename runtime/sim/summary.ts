// The summary of a simulation: a tally's sums turned into rates with 95%
// intervals. Computed once from the whole run's tally, so one run, the worker
// threads and merged shards print the same bytes.
import { describeSearch } from "../agents/search-budget.ts";
import { canonicalTally, type PlayCounts, type SeatTally, type Tally } from "./tally.ts";

/** what a run was asked to do: two runs (or shards) with the same identity play the same games */
export interface RunIdentity {
  game: string;
  /** "bundled" or the content folder as given */
  content: string;
  /** the content sets played with */
  sets: string[];
  games: number;
  seed: number;
  agent: "random" | "greedy" | "mixed" | "search";
  /** with the search agent: its budget, the sampled futures a decision, and the decision types it searches (the others are the greedy bot's) */
  search?: { rollouts: number; types: string[] };
  maxRounds: number;
  /** player counts cycled through; null: every count the game supports */
  players: number[] | null;
  /** the seats games are drawn from; null: every one the content has */
  seats: string[] | null;
  /** the game's modes switched on (e.g. "epic") */
  modes: string[];
  everyStep: boolean;
  replayEvery: number;
}

/** a share with its 95% Wilson score interval */
export interface Rate {
  rate: number;
  low: number;
  high: number;
}

/** a difference of two rates with its 95% interval */
export interface Difference {
  difference: number;
  low: number;
  high: number;
}

/** a card within one seat's games: that hero's (or witcher's) win rate when he saw the card and when he did not */
export interface CardInSeat {
  seen: number;
  wins: number;
  whenSeen: Rate;
  notSeen: number;
  whenNotSeen: Rate;
}

export interface CardImpact {
  /** seat-games in which the player's events named the card (drawn, kept, used...) */
  seen: number;
  /** of those, the seat-games won */
  wins: number;
  /** pooled over every seat: mixes the card with the heroes who see it most */
  whenSeen: Rate;
  notSeen: number;
  whenNotSeen: Rate;
  /**
   * the card's impact with the seat held fixed: within each seat, the win rate when seen minus when not seen,
   * averaged over the seats with Mantel-Haenszel weights (seen x not seen / played), with its 95% interval
   */
  difference: number;
  low: number;
  high: number;
  /** the interval of `difference` excludes 0 */
  significant: boolean;
  /** the same card, seat by seat */
  bySeat: Record<string, CardInSeat>;
}

export interface SeatSummary {
  played: number;
  wins: number;
  winRate: Rate;
  /** the win rate an even game would give: the average of 1 / players over the seat's games */
  fairShare: number;
  /** "above" or "below" when the fair share lies outside the win rate's interval */
  outlier: "above" | "below" | null;
  avgScore: number;
}

/**
 * What the bots left untried over the whole run: a card, an option or a rule the run never reached says
 * nothing about its balance, however the other figures read.
 */
export interface Coverage {
  /** the content's cards that no player's events named in any game; null when the game lists no cards (GameRuntime.sim.cards) */
  cardsNeverPlayed: string[] | null;
  /** by decision type, the kinds of option (their label's message id) offered and never chosen */
  optionsNeverChosen: Record<string, string[]>;
  /** by decision type, the decisions answered */
  decisions: Record<string, number>;
}

export interface SimSummary extends PlayCounts {
  run: RunIdentity;
  finished: number;
  avgRounds: number;
  byPlayers: Record<string, { games: number; won: number; avgRounds: number }>;
  /** by the game's own grouping of tables (the Wild Hunt: difficulty and player count), with the win rate */
  byGroup: Record<string, { games: number; won: number; winRate: Rate; avgRounds: number }>;
  seats: Record<string, SeatSummary>;
  /** the game module's own numbers, averaged over finished games */
  averages: Record<string, number>;
  roundsHistogram: Record<string, number>;
  scoreHistogram: Record<string, number>;
  cards: Record<string, CardImpact>;
  coverage: Coverage;
}

const Z95 = 1.959963984540054;

/** the Wilson score interval at 95% for k successes in n trials */
export function wilson(k: number, n: number): Rate {
  if (n === 0) return { rate: 0, low: 0, high: 1 };
  const p = k / n;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return { rate: round(p), low: round(Math.max(0, centre - half)), high: round(Math.min(1, centre + half)) };
}

/** one seat's games: k1 of n1 won when the card was seen, k0 of n0 when it was not */
export interface Stratum {
  k1: number;
  n1: number;
  k0: number;
  n0: number;
}

/**
 * The Mantel-Haenszel risk difference over strata (seats) with its 95% Wald interval: each stratum's
 * difference weighted by n1·n0/(n1+n0), so a card is compared with the same hero's games without it.
 * The variance uses each group's rate with one win and one loss added (Agresti-Caffo), so a stratum
 * that won all or none of its games still has spread. No stratum with both groups: 0 in [-1, 1].
 */
export function stratifiedDifference(strata: readonly Stratum[]): Difference {
  let weights = 0;
  let sum = 0;
  let variance = 0;
  for (const s of strata) {
    if (s.n1 === 0 || s.n0 === 0) continue;
    const w = (s.n1 * s.n0) / (s.n1 + s.n0);
    const p1 = (s.k1 + 1) / (s.n1 + 2);
    const p0 = (s.k0 + 1) / (s.n0 + 2);
    weights += w;
    sum += w * (s.k1 / s.n1 - s.k0 / s.n0);
    variance += w * w * ((p1 * (1 - p1)) / (s.n1 + 2) + (p0 * (1 - p0)) / (s.n0 + 2));
  }
  if (weights === 0) return { difference: 0, low: -1, high: 1 };
  const d = sum / weights;
  const half = (Z95 * Math.sqrt(variance)) / weights;
  return { difference: round(d), low: round(Math.max(-1, d - half)), high: round(Math.min(1, d + half)) };
}

/** six decimals: enough for any rate, and the same bytes on every machine */
export function round(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}

/** the win rates of the games that saw a card and of the others, out of `played` games with `won` wins */
function seenAndNot(seen: number, wins: number, played: number, won: number): CardInSeat {
  return { seen, wins, whenSeen: wilson(wins, seen), notSeen: played - seen, whenNotSeen: wilson(won - wins, played - seen) };
}

/** `listed`: every card of the content (the game's `sim.cards.list`), null when it lists none */
export function summarize(run: RunIdentity, tally: Tally, listed: readonly string[] | null = null): SimSummary {
  const t = canonicalTally(tally);
  const finished = t.games - t.failures.length;
  const per = (x: number, n: number) => (n ? round(x / n) : 0);
  const seatGames = Object.values(t.seats).reduce((n, s) => n + s.played, 0);
  const seatWins = Object.values(t.seats).reduce((n, s) => n + s.wins, 0);
  const cards: Record<string, CardImpact> = {};
  for (const [id, c] of Object.entries(t.cards)) {
    const bySeat: Record<string, CardInSeat> = {};
    const strata: Stratum[] = [];
    for (const [seat, x] of Object.entries(c.bySeat)) {
      const all = t.seats[seat];
      const played = all?.played ?? x.seen;
      const won = all?.wins ?? x.wins;
      bySeat[seat] = seenAndNot(x.seen, x.wins, played, won);
      strata.push({ k1: x.wins, n1: x.seen, k0: won - x.wins, n0: played - x.seen });
    }
    const adjusted = stratifiedDifference(strata);
    cards[id] = {
      ...seenAndNot(c.seen, c.wins, seatGames, seatWins),
      ...adjusted,
      significant: adjusted.low > 0 || adjusted.high < 0,
      bySeat,
    };
  }
  return {
    run,
    games: t.games,
    finished,
    endedBy: t.endedBy,
    won: t.won,
    failures: t.failures,
    replayed: t.replayed,
    replayMismatches: t.replayMismatches,
    answers: t.answers,
    events: t.events,
    avgRounds: per(t.rounds, finished),
    byPlayers: Object.fromEntries(Object.entries(t.byPlayers).map(([k, v]) => [k, { games: v.games, won: v.won, avgRounds: per(v.rounds, v.games) }])),
    byGroup: Object.fromEntries(
      Object.entries(t.byGroup).map(([k, v]) => [k, { games: v.games, won: v.won, winRate: wilson(v.won, v.games), avgRounds: per(v.rounds, v.games) }]),
    ),
    seats: Object.fromEntries(Object.entries(t.seats).map(([k, v]) => [k, seatSummary(v)])),
    averages: Object.fromEntries(Object.entries(t.stats).map(([k, v]) => [k, per(v, finished)])),
    roundsHistogram: t.roundsHistogram,
    scoreHistogram: t.scoreHistogram,
    cards,
    coverage: coverageOf(t, listed),
  };
}

function coverageOf(t: Tally, listed: readonly string[] | null): Coverage {
  const optionsNeverChosen: Record<string, string[]> = {};
  const decisions: Record<string, number> = {};
  for (const [type, offered] of Object.entries(t.offered)) {
    const chosen = t.chosen[type] ?? {};
    decisions[type] = Object.values(chosen).reduce((a, b) => a + b, 0);
    const never = Object.keys(offered).filter((k) => !chosen[k]);
    if (never.length) optionsNeverChosen[type] = never;
  }
  return {
    cardsNeverPlayed: listed ? [...new Set(listed)].filter((c) => !t.cards[c]).sort() : null,
    optionsNeverChosen,
    decisions,
  };
}

function seatSummary(v: SeatTally): SeatSummary {
  const winRate = wilson(v.wins, v.played);
  const fair = v.played ? Object.entries(v.playedAt).reduce((x, [n, games]) => x + games / Number(n), 0) / v.played : 0;
  const fairShare = round(fair);
  const outlier = !v.played ? null : fairShare < winRate.low ? "above" : fairShare > winRate.high ? "below" : null;
  return { played: v.played, wins: v.wins, winRate, fairShare, outlier, avgScore: v.played ? round(v.scoreSum / v.played) : 0 };
}

/** the summary in words, for the terminal */
export function describeSummary(s: SimSummary): string[] {
  const r = s.run;
  const hasScores = Object.keys(s.scoreHistogram).length > 0;
  const lines = [
    `${s.games} ${r.game} games (${r.content} content, ${r.agent} agents${r.search ? ` (${describeSearch(r.search)})` : ""}, seeds ${r.seed}..${r.seed + r.games - 1}, max ${r.maxRounds} rounds)`,
    `ended: ${
      Object.entries(s.endedBy)
        .map(([k, n]) => `${k} ${n}`)
        .join(", ") || "none"
    }; with a winner: ${s.won}`,
    `failures: ${s.failures.length}`,
    ...s.failures.slice(0, 10).map((f) => `  game ${f.game} seed ${f.seed} [${f.seats.join(", ")}]: ${f.error}`),
    `replayed: ${s.replayed}, log mismatches: ${s.replayMismatches}`,
    `answers: ${s.answers}, events: ${s.events}, average rounds: ${s.avgRounds.toFixed(1)}`,
    ...Object.entries(s.averages).map(([k, v]) => `average ${k}: ${v.toFixed(2)}`),
    "win rate (95% interval):",
    ...Object.entries(s.seats).map(
      ([id, v]) =>
        `  ${id.padEnd(24)} ${pct(v.winRate.rate)} [${pct(v.winRate.low)}, ${pct(v.winRate.high)}] of ${v.played} games (even share ${pct(v.fairShare)}${v.outlier ? `, ${v.outlier}` : ""})${hasScores ? `, average score ${v.avgScore.toFixed(1)}` : ""}`,
    ),
  ];
  if (Object.keys(s.byGroup).length) {
    lines.push("win rate by table (95% interval):");
    for (const [k, v] of Object.entries(s.byGroup))
      lines.push(
        `  ${k.padEnd(24)} ${pct(v.winRate.rate)} [${pct(v.winRate.low)}, ${pct(v.winRate.high)}] of ${v.games} games, average rounds ${v.avgRounds.toFixed(1)}`,
      );
  }
  const notable = Object.entries(s.cards).filter(([, c]) => c.significant);
  if (notable.length) {
    lines.push("cards whose players won significantly more or less often than the same hero without them:");
    for (const [id, c] of notable.sort((a, b) => b[1].difference - a[1].difference).slice(0, 10))
      lines.push(
        `  ${id.padEnd(40)} ${c.difference > 0 ? "+" : ""}${(c.difference * 100).toFixed(1)} points [${(c.low * 100).toFixed(1)}, ${(c.high * 100).toFixed(1)}] (seen in ${c.seen} seat-games)`,
      );
  }
  return lines;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
