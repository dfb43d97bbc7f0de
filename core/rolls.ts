// Which case of a roll applies. The interpreter calls these; the emitter
// calls the hero-dice ones at build time and writes the numbered-die rule
// (the first range that holds the roll) as an if / else-if chain.

import type { RollCase } from "./ir.ts";

/** Which case of a numbered-die roll applies (the first that covers the number); -1 when none does. */
export function rollCaseIndex(value: number, ranges: readonly (readonly [number, number])[]): number {
  return ranges.findIndex(([from, to]) => value >= from && value <= to);
}

/** Case order for a hero-dice roll: the first case per outcome wins, as in a numbered roll. */
export function heroRollCase(cases: readonly RollCase[], outcome: "success" | "failure"): number {
  return cases.findIndex((c) => c.when.kind === "outcome" && c.when.outcome === outcome);
}

export function isHeroRoll(cases: readonly RollCase[]): boolean {
  return cases.some((c) => c.when.kind === "outcome");
}

export function rangesOf(cases: readonly RollCase[]): [number, number][] {
  return cases.map((c) => (c.when.kind === "range" ? [c.when.from, c.when.to] : [1, 0]));
}
