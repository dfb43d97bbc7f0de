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
  const d: number[][] = Array.from({ length: m + 1 }, (_, i) => Array.from({ length: n + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= m; i++) {
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[m][n];
}

/** The closest candidate to `word`, if it is close enough to be a likely misspelling. */
export function closest(word: string, candidates: Iterable<string>): string | null {
  const w = stripAccents(word).toLowerCase();
  let best: string | null = null;
  let bestScore = Infinity;
  for (const c of candidates) {
    const d = editDistance(w, stripAccents(c).toLowerCase());
    if (d < bestScore || (d === bestScore && best !== null && c < best)) {
      best = c;
      bestScore = d;
    }
  }
  if (best === null) return null;
  const limit = Math.max(1, Math.floor(Math.max(w.length, best.length) / 3));
  return bestScore <= limit ? best : null;
}

/** "a monster", "an enemy", "an Adventure Game card". */
export function an(word: string): string {
  return `${/^[aeiou]/i.test(word) ? "an" : "a"} ${word}`;
}

export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
