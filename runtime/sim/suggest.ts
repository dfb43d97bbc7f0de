// The smallest change to a card's numbers that brings its causal impact inside a band: each candidate (one
// number moved by 1, 2, … in either direction) is played on the same seeds, the nearest first, and the first
// distance at which some candidate lands inside the band gives the answer (of those, the one nearest the band's
// middle). A direction is given up once a step moves the impact farther from the band than the step before it:
// the impact follows a number roughly monotonically, and the seeds being common keeps that reading steady.
import type { PairedDifference } from "./paired.ts";

export interface Candidate {
  /** which number, and its new value */
  index: number;
  value: number;
  win: PairedDifference;
  pairs: number;
}

export interface SuggestSearch {
  band: [number, number];
  /** the largest step from a number's value tried */
  maxDistance: number;
  /** the lowest value a number may take */
  min: number;
}

/**
 * The search proper, then, only when no other value lands inside the band, the values that set a number to 0: an
 * amount of 0 makes the effect do nothing, and a card that does nothing is "inside the band" by removing it, not
 * by balancing it. `removes` says the chosen change is such a 0.
 */
export function searchNonZeroFirst(
  values: readonly number[],
  before: PairedDifference,
  evaluate: (index: number, value: number) => Omit<Candidate, "index" | "value"> | null,
  o: SuggestSearch,
): { chosen: Candidate | null; tried: Candidate[]; removes: boolean } {
  const first = searchChange(values, before, (i, v) => (v === 0 ? null : evaluate(i, v)), { ...o, min: Math.max(o.min, 1) });
  if (first.chosen || o.min > 0) return { ...first, removes: false };
  const zeros: Candidate[] = [];
  values.forEach((v, i) => {
    if (v === 0 || v > o.maxDistance) return;
    const r = evaluate(i, 0);
    if (r) zeros.push({ index: i, value: 0, ...r });
  });
  const inside = zeros.filter((c) => outside(c.win.difference, o.band) === 0);
  return { chosen: inside[0] ?? null, tried: [...first.tried, ...zeros], removes: inside.length > 0 };
}

/** how far a win difference lies outside the band (0 inside) */
export const outside = (x: number, [lo, hi]: [number, number]) => (x < lo ? lo - x : x > hi ? x - hi : 0);

/** `evaluate` plays the content with number `index` set to `value` (null: the sources reject that value) */
export function searchChange(
  values: readonly number[],
  before: PairedDifference,
  evaluate: (index: number, value: number) => Omit<Candidate, "index" | "value"> | null,
  o: SuggestSearch,
): { chosen: Candidate | null; tried: Candidate[] } {
  const tried: Candidate[] = [];
  const last = new Map<string, number>();
  const open = new Set(values.flatMap((_, i) => [`${i}:1`, `${i}:-1`]));
  for (let d = 1; d <= o.maxDistance && open.size > 0; d++) {
    const hits: Candidate[] = [];
    for (const key of [...open]) {
      const [i, sign] = key.split(":").map(Number);
      const value = values[i] + sign * d;
      if (value < o.min) {
        open.delete(key);
        continue;
      }
      const r = evaluate(i, value);
      if (!r) {
        open.delete(key);
        continue;
      }
      const c = { index: i, value, ...r };
      tried.push(c);
      const away = outside(c.win.difference, o.band);
      if (away === 0) hits.push(c);
      else if (away > (last.get(key) ?? outside(before.difference, o.band))) open.delete(key);
      last.set(key, away);
    }
    if (hits.length > 0) {
      const middle = (o.band[0] + o.band[1]) / 2;
      hits.sort((a, b) => Math.abs(a.win.difference - middle) - Math.abs(b.win.difference - middle) || a.index - b.index);
      return { chosen: hits[0], tried };
    }
  }
  return { chosen: null, tried };
}
