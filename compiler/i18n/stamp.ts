// Recording which English text a translation was made from: writes or updates
// the `# source-hash: …` comment above translated messages. By default only
// translations with no hash yet are stamped (new work); a stale one is
// re-stamped only when named, after the translator has reviewed it.

import { parseCatalogue, type CatalogueEntry } from "./catalogue.ts";
import { englishHash } from "./check.ts";

export interface StampResult {
  text: string;
  stamped: string[];
}

const HASH_LINE = /^#\s*source-hash:\s*[0-9a-f]*\s*$/;

/**
 * @param english every English entry by id
 * @param ids re-stamp these even if they record an older hash; entries with no hash are always stamped
 */
export function stampCatalogue(file: string, source: string, english: Map<string, CatalogueEntry>, ids: Set<string> = new Set()): StampResult {
  const cat = parseCatalogue(file, source);
  const lines = source.split("\n");
  const edits: { line: number; hash: string; replace: boolean }[] = [];
  const stamped: string[] = [];
  for (const e of cat.entries) {
    if (e.kind !== "message") continue;
    const src = english.get(e.id);
    if (!src) continue;
    const want = englishHash(src);
    if (e.sourceHash === want) continue;
    if (e.sourceHash !== null && !ids.has(e.id)) continue;
    // the comment attached to an entry is the run of `#` lines right above it
    const idLine = e.at.line - 1;
    let existing = -1;
    for (let i = idLine - 1; i >= 0 && /^# |^#$/.test(lines[i]); i--) if (HASH_LINE.test(lines[i])) existing = i;
    edits.push({ line: existing >= 0 ? existing : idLine, hash: want, replace: existing >= 0 });
    stamped.push(e.id);
  }
  for (const ed of edits.sort((a, b) => b.line - a.line)) {
    const text = `# source-hash: ${ed.hash}`;
    if (ed.replace) lines[ed.line] = text;
    else lines.splice(ed.line, 0, text);
  }
  return { text: lines.join("\n"), stamped };
}
