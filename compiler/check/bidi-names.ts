// Names with hidden direction controls. The embedding and override controls
// (U+202A–U+202E) and the isolates (U+2066–U+2069) are invisible, and they
// reorder the characters around them: a name holding one reads differently on
// the card, in the editor and in the game's log than it is written, and two
// names that look the same can be different ones. Checked on the syntax tree,
// so each finding points at the character itself.

import type { FileAst, SourceRange } from "../../core/ast.ts";
import { diagnostic } from "../../core/diagnostics/registry.ts";
import type { Diagnostic } from "../../core/diagnostics/types.ts";

const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/g;

const NAMES: Record<number, string> = {
  8234: "LEFT-TO-RIGHT EMBEDDING",
  8235: "RIGHT-TO-LEFT EMBEDDING",
  8236: "POP DIRECTIONAL FORMATTING",
  8237: "LEFT-TO-RIGHT OVERRIDE",
  8238: "RIGHT-TO-LEFT OVERRIDE",
  8294: "LEFT-TO-RIGHT ISOLATE",
  8295: "RIGHT-TO-LEFT ISOLATE",
  8296: "FIRST STRONG ISOLATE",
  8297: "POP DIRECTIONAL ISOLATE",
};

const codePoint = (ch: string) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase()}`;

/** the name as a designer can read it: each control shown by its code point */
const visible = (s: string) => s.replace(BIDI_CONTROL, (ch) => `<${codePoint(ch)}>`);

function report(diagnostics: Diagnostic[], what: string, written: string, at: (index: number) => SourceRange): void {
  for (const m of written.matchAll(BIDI_CONTROL)) {
    const ch = m[0];
    diagnostics.push(
      diagnostic(
        "GRM2009",
        at(m.index),
        `The ${what} "${visible(written)}" holds ${codePoint(ch)} ${NAMES[ch.codePointAt(0)!]}, an invisible character that reorders the letters around it, so the name would not read as it is written; remove it.`,
      ),
    );
  }
}

export function checkBidiNames(files: readonly FileAst[], diagnostics: Diagnostic[]): void {
  for (const f of files) {
    // the set line has one range: a control in the set's name is reported at the line
    if (f.set?.displayName) report(diagnostics, "set name", f.set.displayName, () => f.set!.range);
    for (const decl of f.declarations) {
      const d = decl.display;
      if (!d) continue;
      // the text as written, quotes included: a string has no line break, so an index is a column
      report(diagnostics, "name", d.text.slice(1, d.text.endsWith('"') && d.text.length > 1 ? -1 : undefined), (i) => {
        const start = { line: d.range.start.line, column: d.range.start.column + 1 + i, offset: d.range.start.offset + 1 + i };
        return { file: d.range.file, start, end: { ...start, column: start.column + 1, offset: start.offset + 1 } };
      });
    }
  }
}
