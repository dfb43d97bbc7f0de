// Panels re-render on every keystroke (dirty marks, tabs); their expensive parts
// depend only on the last check and a few texts. `memo` recomputes a value only
// when one of its inputs changed (compared with ===: the program and document
// texts are replaced, never mutated).

export function memo<A extends readonly unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  let last: A | null = null;
  let value: R;
  return (...args: A): R => {
    if (last && last.length === args.length && last.every((x, i) => x === args[i])) return value;
    value = fn(...args);
    last = args;
    return value;
  };
}

/** The texts of the catalogue documents, in path order: a memo input that changes only when a catalogue does. */
export function catalogueTexts(docs: Map<string, { text: string }>): string {
  let out = "";
  for (const [p, d] of [...docs.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) if (p.endsWith(".ftl")) out += `${p}\u0000${d.text}\u0001`;
  return out;
}
