// Two content versions played on the same seeds: what changed, and whether
// the change is larger than chance would make it (a two-proportion z test for
// rates, Welch's test for the average length). The seats are one family of
// tests and the cards another: each family's p-values are adjusted by Holm's
// method, so that a flag in it is wrong at most 5% of the time in all.
import { holm, twoSidedP } from "../multiple-comparisons.ts";
import { round, type SimSummary } from "../summary.ts";

export interface Change {
  id: string;
  before: number;
  after: number;
  difference: number;
  /** |z| of the test */
  z: number;
  /** the test's two-sided p-value; null when one version has no games to test (nothing is compared) */
  p: number | null;
  /** the p-value adjusted across the test's family (Holm); the rounds' test is a family of one */
  adjusted: number | null;
  /** the adjusted p-value is below 5% */
  significant: boolean;
}

/** how the flags were read: the method, the family-wise level and the tests in each family */
export interface Adjustment {
  method: "holm";
  level: number;
  seatTests: number;
  cardTests: number;
}

export interface Comparison {
  before: string;
  after: string;
  /** win rate by hero or witcher */
  seats: Change[];
  /** average game length in rounds */
  rounds: Change;
  /** players' win rate in games where the card was seen */
  cards: Change[];
  adjustment: Adjustment;
}

const LEVEL = 0.05;

function proportions(id: string, k1: number, n1: number, k2: number, n2: number): Change {
  const p1 = n1 ? k1 / n1 : 0;
  const p2 = n2 ? k2 / n2 : 0;
  const pooled = n1 + n2 ? (k1 + k2) / (n1 + n2) : 0;
  const se = Math.sqrt(pooled * (1 - pooled) * (n1 && n2 ? 1 / n1 + 1 / n2 : 0));
  const z = se > 0 ? Math.abs(p2 - p1) / se : 0;
  return {
    id,
    before: round(p1),
    after: round(p2),
    difference: round(p2 - p1),
    z: round(z),
    p: se > 0 ? twoSidedP(z) : null,
    adjusted: null,
    significant: false,
  };
}

/** Holm's adjustment over the changes that were tested; returns how many were */
function adjustFamily(changes: Change[]): number {
  const tested = changes.filter((c) => c.p !== null);
  const adjusted = holm(tested.map((c) => c.p!));
  tested.forEach((c, k) => {
    c.adjusted = round(adjusted[k]);
    c.significant = adjusted[k] < LEVEL;
    c.p = round(c.p!);
  });
  return tested.length;
}

/** mean and variance of a histogram {value: count} */
function moments(h: Record<string, number>): { n: number; mean: number; variance: number } {
  let n = 0;
  let sum = 0;
  for (const [v, c] of Object.entries(h)) {
    n += c;
    sum += Number(v) * c;
  }
  const mean = n ? sum / n : 0;
  let sq = 0;
  for (const [v, c] of Object.entries(h)) sq += c * (Number(v) - mean) ** 2;
  return { n, mean, variance: n > 1 ? sq / (n - 1) : 0 };
}

export function compareSummaries(a: SimSummary, b: SimSummary): Comparison {
  const seatIds = [...new Set([...Object.keys(a.seats), ...Object.keys(b.seats)])].sort();
  const seats = seatIds.map((id) => proportions(id, a.seats[id]?.wins ?? 0, a.seats[id]?.played ?? 0, b.seats[id]?.wins ?? 0, b.seats[id]?.played ?? 0));
  const ma = moments(a.roundsHistogram);
  const mb = moments(b.roundsHistogram);
  const se = Math.sqrt((ma.n ? ma.variance / ma.n : 0) + (mb.n ? mb.variance / mb.n : 0));
  const zr = se > 0 ? Math.abs(mb.mean - ma.mean) / se : 0;
  const pr = se > 0 ? round(twoSidedP(zr)) : null;
  const rounds: Change = {
    id: "rounds",
    before: round(ma.mean),
    after: round(mb.mean),
    difference: round(mb.mean - ma.mean),
    z: round(zr),
    p: pr,
    adjusted: pr,
    significant: pr !== null && pr < LEVEL,
  };
  const cardIds = [...new Set([...Object.keys(a.cards), ...Object.keys(b.cards)])].sort();
  const cards = cardIds.map((id) => {
    const ca = a.cards[id];
    const cb = b.cards[id];
    return proportions(id, ca?.wins ?? 0, ca?.seen ?? 0, cb?.wins ?? 0, cb?.seen ?? 0);
  });
  const adjustment: Adjustment = { method: "holm", level: LEVEL, seatTests: adjustFamily(seats), cardTests: adjustFamily(cards) };
  return { before: a.run.content, after: b.run.content, seats, rounds, cards, adjustment };
}

/** the comparison in words, for the terminal: the method, then what changed significantly */
export function describeComparison(c: Comparison): string[] {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  const pts = (x: number) => `${x > 0 ? "+" : ""}${(x * 100).toFixed(1)}`;
  const line = (x: Change) => `  ${x.id.padEnd(40)} ${pct(x.before)} -> ${pct(x.after)} (${pts(x.difference)} points), p ${x.p} adjusted ${x.adjusted}`;
  const flagged = [...c.seats, ...c.cards].filter((x) => x.significant);
  return [
    `compared with ${c.after} on the same seeds: ${c.adjustment.seatTests} seats and ${c.adjustment.cardTests} cards tested, p-values adjusted by Holm's method within each (a flag is wrong at most ${c.adjustment.level * 100}% of the time in all)`,
    `  average length ${c.rounds.before.toFixed(1)} -> ${c.rounds.after.toFixed(1)} rounds${c.rounds.significant ? ` (significant, p ${c.rounds.p})` : ""}`,
    ...(flagged.length ? flagged.map(line) : ["  no seat or card changed significantly"]),
  ];
}
