// Notes for translators, written in the .grim source as `#.` comments (the
// marker gettext uses for extracted comments) on the lines right above a text,
// or at the end of its line:
//
//   #. max 18: the card face's title bar holds about 18 letters
//   #. A pun: "bushwhacked" is both ambushed and exhausted.
//   foulfate Bushwhacked "Bushwhacked" {
//
// A note line opening with `max N` sets the text's length limit in characters.
// The notes of a declaration's header line go with its name, those above a
// `flavour "…"` line with the flavour. `grimoire i18n extract` writes them into
// the English catalogue's comments (and so into PO `#.` and XLIFF notes), and
// `i18n check` warns about translations longer than the limit.

import type { Comment } from "../../core/ast.ts";
import type { SetIR, TextIR } from "../../core/ir.ts";

interface NoteLine {
  text: string;
}

function noteOf(lines: string[]): Pick<TextIR, "note" | "maxLength"> {
  let maxLength: number | undefined;
  const words: string[] = [];
  for (const l of lines) {
    const m = /^max\s+(\d+)\b[.:,;]?\s*(.*)$/i.exec(l);
    if (m) {
      maxLength = Number(m[1]);
      if (m[2]) words.push(m[2]);
    } else if (l) words.push(l);
  }
  return { ...(words.length ? { note: words.join(" ") } : {}), ...(maxLength !== undefined ? { maxLength } : {}) };
}

/** Attaches the `#.` notes of each file to the texts they stand above (or beside). */
export function attachTranslatorNotes(sets: SetIR[], files: { file: string; comments: Comment[] }[]): void {
  const byFile = new Map<string, Map<number, NoteLine>>();
  for (const f of files) {
    const lines = new Map<number, NoteLine>();
    for (const c of f.comments) {
      if (!c.text.startsWith("#.")) continue;
      lines.set(c.range.start.line, { text: c.text.slice(2).trim() });
    }
    if (lines.size) byFile.set(f.file, lines);
  }
  if (byFile.size === 0) return;
  for (const s of sets) {
    for (const e of s.entities) {
      for (const t of e.texts) {
        const lines = byFile.get(t.at.file);
        if (!lines) continue;
        const above: string[] = [];
        // consecutive note lines right above, nearest last (bounded by the comment lines there)
        for (let l = t.at.line - 1; lines.has(l); l--) above.unshift(lines.get(l)!.text);
        const beside = lines.get(t.at.line);
        if (beside) above.push(beside.text);
        if (above.length) Object.assign(t, noteOf(above));
      }
    }
  }
}
