// What a batch of simulated games adds up to. A tally holds only whole-number
// sums keyed by id, so tallies of any slices of the seeds add up (in any
// order) to the tally of the whole run; the summary is computed from a tally
// once, with its keys sorted. That is what makes `--shard` + `sim merge` and
// the worker threads give byte for byte the summary of one sequential run.

export interface SimFailure {
  game: number;
  seed: number;
  /** the seats (hero or witcher ids) */
  seats: string[];
  error: string;
}

/** what every account of a batch of games counts, the tally's and the in-thread simulator's summaries alike */
export interface PlayCounts {
  games: number;
  /** games by how they ended ("quests", "trophies", "round-limit") */
  endedBy: Record<string, number>;
  /** games that ended with a winner */
  won: number;
  failures: SimFailure[];
  replayed: number;
  replayMismatches: number;
  answers: number;
  events: number;
}

/** one seat's games: how often it sat at the table, won, and its scores */
export interface SeatTally {
  played: number;
  /** games played by player count (a seat's fair share of wins is the sum of count / players) */
  playedAt: Record<string, number>;
  wins: number;
  scoreSum: number;
}

/** a card named in a player's events (drawn, kept, used, resolved): in how many of that player's games, and how many of those it won */
export interface CardTally {
  seen: number;
  wins: number;
  /** the same, by the seat (hero or witcher) that saw it: a card's impact is read within each seat's games */
  bySeat: Record<string, { seen: number; wins: number }>;
}

export interface Tally extends PlayCounts, OptionCounts {
  rounds: number;
  seats: Record<string, SeatTally>;
  /** by player count */
  byPlayers: Record<string, { games: number; won: number; rounds: number }>;
  /** by the game's own grouping of tables (the Wild Hunt: "hard, 3 players"); empty when the game has none */
  byGroup: Record<string, { games: number; won: number; rounds: number }>;
  /** how many games lasted r rounds */
  roundsHistogram: Record<string, number>;
  /** how many seats ended with score s */
  scoreHistogram: Record<string, number>;
  /** the game module's own numbers, summed over finished games */
  stats: Record<string, number>;
  cards: Record<string, CardTally>;
}

/** the options of decisions, by decision type and option label (its message id): offered, and chosen */
export interface OptionCounts {
  /** how many decisions offered an option of each kind: what the bots could choose */
  offered: Record<string, Record<string, number>>;
  /** how many times an option of each kind was chosen: an option offered and never chosen is one the bots never try */
  chosen: Record<string, Record<string, number>>;
}

/** one decision's options into the counts: each kind of option once a decision, however many of it were offered */
export function countOptions(into: OptionCounts, type: string, options: readonly { key: string; label: string }[], answer: readonly string[]): void {
  const offered = (into.offered[type] ??= {});
  const chosen = (into.chosen[type] ??= {});
  const kinds = new Set<string>();
  for (const o of options) kinds.add(o.label);
  for (const k of kinds) bump(offered, k);
  for (const key of answer) {
    const o = options.find((x) => x.key === key);
    if (o) bump(chosen, o.label);
  }
}

/** what one finished game adds to a tally */
export interface GameRecord {
  seats: string[];
  winner: string | null;
  /** seats that won when the players win together (a cooperative game); absent: the winner alone */
  winners?: string[];
  /** the game's group of this table (`sim.group`) */
  group?: string;
  reason: string;
  rounds: number;
  answers: number;
  events: number;
  /** by seat; absent when the game keeps no score */
  scores?: Record<string, number>;
  stats: Record<string, number>;
  /** card ids (without copy numbers) by seat */
  cards: Record<string, string[]>;
  replayed: boolean;
  replayMismatch: boolean;
  /** the game's decisions' options; absent: none counted */
  options?: OptionCounts;
}

/** nothing counted yet: the start of the tally and of the in-thread summary alike */
export function noPlayCounts(): PlayCounts {
  return {
    games: 0,
    endedBy: {},
    won: 0,
    failures: [],
    replayed: 0,
    replayMismatches: 0,
    answers: 0,
    events: 0,
  };
}

export function emptyTally(): Tally {
  return {
    ...noPlayCounts(),
    rounds: 0,
    seats: {},
    byPlayers: {},
    byGroup: {},
    roundsHistogram: {},
    scoreHistogram: {},
    stats: {},
    cards: {},
    offered: {},
    chosen: {},
  };
}

const bump = (m: Record<string, number>, k: string | number, by = 1) => {
  m[k] = (m[k] ?? 0) + by;
};

export function addGame(t: Tally, r: GameRecord): void {
  t.games++;
  bump(t.endedBy, r.reason);
  if (r.winner !== null) t.won++;
  t.answers += r.answers;
  t.events += r.events;
  t.rounds += r.rounds;
  bump(t.roundsHistogram, r.rounds);
  const bp = (t.byPlayers[r.seats.length] ??= { games: 0, won: 0, rounds: 0 });
  bp.games++;
  bp.rounds += r.rounds;
  if (r.winner !== null) bp.won++;
  if (r.group !== undefined) {
    const g = (t.byGroup[r.group] ??= { games: 0, won: 0, rounds: 0 });
    g.games++;
    g.rounds += r.rounds;
    if (r.winner !== null) g.won++;
  }
  const won = (s: string) => (r.winners ? r.winners.includes(s) : r.winner === s);
  for (const s of r.seats) {
    const st = (t.seats[s] ??= { played: 0, playedAt: {}, wins: 0, scoreSum: 0 });
    st.played++;
    bump(st.playedAt, r.seats.length);
    if (won(s)) st.wins++;
    const score = r.scores?.[s];
    if (score !== undefined) {
      st.scoreSum += score;
      bump(t.scoreHistogram, score);
    }
    for (const c of r.cards[s] ?? []) {
      const ct = (t.cards[c] ??= { seen: 0, wins: 0, bySeat: {} });
      const cs = (ct.bySeat[s] ??= { seen: 0, wins: 0 });
      ct.seen++;
      cs.seen++;
      if (won(s)) {
        ct.wins++;
        cs.wins++;
      }
    }
  }
  for (const [k, v] of Object.entries(r.stats)) bump(t.stats, k, v);
  if (r.options) addOptionCounts(t, r.options);
  if (r.replayed) t.replayed++;
  if (r.replayMismatch) t.replayMismatches++;
}

export function addFailure(t: Tally, f: SimFailure): void {
  t.games++;
  t.failures.push(f);
}

function addCounts(into: Record<string, number>, from: Record<string, number>): void {
  for (const [k, v] of Object.entries(from)) bump(into, k, v);
}

function addOptionCounts(into: OptionCounts, from: OptionCounts): void {
  for (const [type, m] of Object.entries(from.offered)) addCounts((into.offered[type] ??= {}), m);
  for (const [type, m] of Object.entries(from.chosen)) addCounts((into.chosen[type] ??= {}), m);
}

/** a + b, into a */
export function mergeTally(a: Tally, b: Tally): Tally {
  a.games += b.games;
  addCounts(a.endedBy, b.endedBy);
  a.won += b.won;
  a.failures.push(...b.failures);
  a.replayed += b.replayed;
  a.replayMismatches += b.replayMismatches;
  a.answers += b.answers;
  a.events += b.events;
  a.rounds += b.rounds;
  for (const [k, v] of Object.entries(b.seats)) {
    const s = (a.seats[k] ??= { played: 0, playedAt: {}, wins: 0, scoreSum: 0 });
    s.played += v.played;
    addCounts(s.playedAt, v.playedAt);
    s.wins += v.wins;
    s.scoreSum += v.scoreSum;
  }
  for (const [k, v] of Object.entries(b.byPlayers)) {
    const s = (a.byPlayers[k] ??= { games: 0, won: 0, rounds: 0 });
    s.games += v.games;
    s.won += v.won;
    s.rounds += v.rounds;
  }
  for (const [k, v] of Object.entries(b.byGroup ?? {})) {
    const s = ((a.byGroup ??= {})[k] ??= { games: 0, won: 0, rounds: 0 });
    s.games += v.games;
    s.won += v.won;
    s.rounds += v.rounds;
  }
  addCounts(a.roundsHistogram, b.roundsHistogram);
  addCounts(a.scoreHistogram, b.scoreHistogram);
  addCounts(a.stats, b.stats);
  for (const [k, v] of Object.entries(b.cards)) {
    const c = (a.cards[k] ??= { seen: 0, wins: 0, bySeat: {} });
    c.seen += v.seen;
    c.wins += v.wins;
    for (const [s, x] of Object.entries(v.bySeat)) {
      const cs = (c.bySeat[s] ??= { seen: 0, wins: 0 });
      cs.seen += x.seen;
      cs.wins += x.wins;
    }
  }
  a.offered ??= {};
  a.chosen ??= {};
  addOptionCounts(a as OptionCounts, { offered: b.offered ?? {}, chosen: b.chosen ?? {} });
  return a;
}

/** the same tally with every map's keys in one order (numeric keys by value) and failures by game: equal tallies print equal */
export function canonicalTally(t: Tally): Tally {
  return {
    games: t.games,
    endedBy: sortKeys(t.endedBy),
    won: t.won,
    failures: [...t.failures].sort((x, y) => x.game - y.game),
    replayed: t.replayed,
    replayMismatches: t.replayMismatches,
    answers: t.answers,
    events: t.events,
    rounds: t.rounds,
    seats: sortKeys(t.seats),
    byPlayers: sortKeys(t.byPlayers, true),
    byGroup: sortKeys(t.byGroup ?? {}),
    roundsHistogram: sortKeys(t.roundsHistogram, true),
    scoreHistogram: sortKeys(t.scoreHistogram, true),
    stats: sortKeys(t.stats),
    cards: sortKeys(Object.fromEntries(Object.entries(t.cards).map(([k, c]) => [k, { seen: c.seen, wins: c.wins, bySeat: sortKeys(c.bySeat) }]))),
    offered: sortNested(t.offered ?? {}),
    chosen: sortNested(t.chosen ?? {}),
  };
}

export function sortKeys<V>(m: Record<string, V>, numeric = false): Record<string, V> {
  const keys = Object.keys(m).sort(numeric ? (a, b) => Number(a) - Number(b) : (a, b) => (a < b ? -1 : a > b ? 1 : 0));
  // (an object lists integer-like keys in numeric order whatever it is given; the sort matters for the others)
  const out: Record<string, V> = {};
  for (const k of keys) out[k] = m[k];
  return out;
}

function sortNested(m: Record<string, Record<string, number>>): Record<string, Record<string, number>> {
  return sortKeys(Object.fromEntries(Object.entries(m).map(([k, v]) => [k, sortKeys(v)])));
}
