// Paired differences: the games of a causal impact come in pairs (the same seed with the card and with it
// blanked), so a card's effect is the mean of the pairs' differences, with a Student t interval over the
// pairs. Each pair's luck (the seats, the deal, the dice) is the same on both sides and cancels out: that
// is what lets a few hundred games separate cards an observational count needs thousands for.
import { round } from "./summary.ts";

/** the mean of paired differences with its interval; the interval's ends are null with fewer than two pairs */
export interface PairedDifference {
  difference: number;
  low: number | null;
  high: number | null;
}

/** the mean of `d` with its two-sided interval at `level` (0.95: the 95% interval) */
export function pairedInterval(d: readonly number[], level = 0.95): PairedDifference {
  const n = d.length;
  if (n === 0) return { difference: 0, low: null, high: null };
  const mean = d.reduce((a, b) => a + b, 0) / n;
  if (n === 1) return { difference: round(mean), low: null, high: null };
  const variance = d.reduce((a, x) => a + (x - mean) * (x - mean), 0) / (n - 1);
  const half = tQuantile(1 - (1 - level) / 2, n - 1) * Math.sqrt(variance / n);
  return { difference: round(mean), low: round(mean - half), high: round(mean + half) };
}

/** the p-quantile of Student's t distribution with `df` degrees of freedom (p in (0.5, 1)), by bisection on its distribution function */
export function tQuantile(p: number, df: number): number {
  let lo = 0;
  let hi = 1;
  while (tCdf(hi, df) < p) hi *= 2;
  for (let k = 0; k < 100 && hi - lo > 1e-10; k++) {
    const mid = (lo + hi) / 2;
    if (tCdf(mid, df) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** P(T <= t) for t >= 0 */
function tCdf(t: number, df: number): number {
  return 1 - 0.5 * incompleteBeta(df / (df + t * t), df / 2, 0.5);
}

/** the regularized incomplete beta function I_x(a, b), by its continued fraction (Numerical Recipes, 6.4) */
function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  // the fraction converges fast on this side of the mean; the other side by symmetry
  if (x > (a + 1) / (a + b + 2)) return 1 - incompleteBeta(1 - x, b, a);
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  d = 1 / (Math.abs(d) < tiny ? tiny : d);
  let f = d;
  for (let m = 1; m <= 300; m++) {
    for (const num of [(m * (b - m) * x) / ((a + 2 * m - 1) * (a + 2 * m)), -((a + m) * (a + b + m) * x) / ((a + 2 * m) * (a + 2 * m + 1))]) {
      d = 1 + num * d;
      d = 1 / (Math.abs(d) < tiny ? tiny : d);
      c = 1 + num / c;
      if (Math.abs(c) < tiny) c = tiny;
      f *= c * d;
    }
    if (Math.abs(c * d - 1) < 1e-14) break;
  }
  return (front * f) / a;
}

/** ln Γ(x) for x > 0 (Lanczos, g = 7) */
function logGamma(x: number): number {
  const g = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012,
    9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const y = x - 1;
  let a = g[0];
  const t = y + 7.5;
  for (let k = 1; k < 9; k++) a += g[k] / (y + k);
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(a);
}

/** the q-quantile (0..1) of values, linearly between the nearest ranks */
export function quantile(values: readonly number[], q: number): number {
  const s = [...values].sort((a, b) => a - b);
  const at = (s.length - 1) * q;
  const lo = Math.floor(at);
  return s[lo] + (s[Math.min(lo + 1, s.length - 1)] - s[lo]) * (at - lo);
}
