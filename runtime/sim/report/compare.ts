// Two content versions played on the same seeds: what changed, and whether
// the change is larger than chance would make it (a two-proportion z test for
// rates, Welch's test for the average length, each at 95%).
import { round, type SimSummary } from "../summary.ts";

export interface Change {
  id: string;
  before: number;
  after: number;
  difference: number;
  /** |z| of the test; above 1.96 is significant at 95% */
  z: number;
  significant: boolean;
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
}

const Z95 = 1.959963984540054;

function proportions(id: string, k1: number, n1: number, k2: number, n2: number): Change {
  const p1 = n1 ? k1 / n1 : 0;
  const p2 = n2 ? k2 / n2 : 0;
  const pooled = n1 + n2 ? (k1 + k2) / (n1 + n2) : 0;
  const se = Math.sqrt(pooled * (1 - pooled) * (n1 && n2 ? 1 / n1 + 1 / n2 : 0));
  const z = se > 0 ? Math.abs(p2 - p1) / se : 0;
  return { id, before: round(p1), after: round(p2), difference: round(p2 - p1), z: round(z), significant: z > Z95 };
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
  const rounds: Change = {
    id: "rounds",
    before: round(ma.mean),
    after: round(mb.mean),
    difference: round(mb.mean - ma.mean),
    z: round(zr),
    significant: zr > Z95,
  };
  const cardIds = [...new Set([...Object.keys(a.cards), ...Object.keys(b.cards)])].sort();
  const cards = cardIds.map((id) => {
    const ca = a.cards[id];
    const cb = b.cards[id];
    return proportions(id, ca?.wins ?? 0, ca?.seen ?? 0, cb?.wins ?? 0, cb?.seen ?? 0);
  });
  return { before: a.run.content, after: b.run.content, seats, rounds, cards };
}
