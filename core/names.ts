// Stable ids and name suggestions.

/** Strip accents: "DuénCanell" -> "DuenCanell". */
export function stripAccents(s: string): string {
  return s.normalize("NFD").replace(/\p{M}+/gu, "");
}

/** "ZerikanianAssassin" -> "zerikanian-assassin", "DuénCanell" -> "duen-canell", "Monster Trail" -> "monster-trail". */
export function kebab(identifier: string): string {
  return stripAccents(identifier)
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, "$1-$2")
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, "$1-$2")
    .replace(/(\p{L})(\p{N})/gu, "$1-$2")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .toLowerCase();
}

export function entityId(kind: string, identifier: string): string {
  return `${kind}.${kebab(identifier)}`;
}

/** Edit distance where swapping two neighbouring letters counts as one edit ("rde" -> "red"). */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  const m = a.length;
  const n = b.length;
  // three rows are all the recurrence looks at
  let before = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let row = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= m; i++) {
    row[0] = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j], before[j - 2] + 1);
    }
    [before, prev, row] = [prev, row, before];
  }
  return prev[n];
}

/** The most edits that still read as a misspelling of a word this long. */
function misspellingLimit(a: number, b: number): number {
  return Math.max(1, Math.floor(Math.max(a, b) / 3));
}

/** The closest candidate to `word`, if it is close enough to be a likely misspelling. */
export function closest(word: string, candidates: Iterable<string>): string | null {
  const w = stripAccents(word).toLowerCase();
  let best: string | null = null;
  let bestScore = Infinity;
  for (const c of candidates) {
    const other = stripAccents(c).toLowerCase();
    // the lengths alone show it is no misspelling: skip the distance (a hostile 5 MB word costs nothing)
    if (Math.abs(w.length - other.length) > misspellingLimit(w.length, other.length)) continue;
    const d = editDistance(w, other);
    if (d < bestScore || (d === bestScore && best !== null && c < best)) {
      best = c;
      bestScore = d;
    }
  }
  if (best === null) return null;
  return bestScore <= misspellingLimit(w.length, stripAccents(best).toLowerCase().length) ? best : null;
}

/** "a monster", "an enemy", "an Adventure Game card". */
export function an(word: string): string {
  return `${/^[aeiou]/i.test(word) ? "an" : "a"} ${word}`;
}

export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
