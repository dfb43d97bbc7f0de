// Helpers shared by the interpreter and the emitted handlers, so both pick
// the same case of a roll.

/** Which case of a numbered-die roll applies (the first that covers the number); -1 when none does. */
export function rollCaseIndex(value: number, ranges: readonly (readonly [number, number])[]): number {
  return ranges.findIndex(([from, to]) => value >= from && value <= to);
}
