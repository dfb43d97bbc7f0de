// Re-parsing only the declarations an edit touched. A .grim file is a header
// and a list of declarations, one per line (its block may span lines), so when
// the old text parsed cleanly, the text from the declaration before the edit to
// the next declaration starting a line after it can be parsed on its own; if
// that also parses cleanly, the file's tree is the old one with those
// declarations replaced and the ones below moved. Anything else (the header
// edited, a syntax error before or after) returns null: parse the whole file.

import type { Comment, Declaration, FileAst } from "../../core/ast.ts";
import { parseText, type ParseResult } from "../../grammar/build.ts";
import { shiftInPlace } from "./shift.ts";

export interface Reparse {
  parsed: ParseResult;
  /** declarations below the edit, moved in place */
  moved: Declaration[];
  /** how far they moved */
  lines: number;
  offset: number;
}

function countLines(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = text.indexOf("\n", from); i !== -1 && i < to; i = text.indexOf("\n", i + 1)) n++;
  return n;
}

/**
 * `moved` collects the positions this edit moved (see shiftInPlace): the old
 * tree's declarations below the edit are moved in place, not copied, so the
 * old parse result must not be used afterwards. Nothing is touched when null
 * is returned.
 */
export function reparse(file: string, oldText: string, old: ParseResult, newText: string, moved: Set<object>): Reparse | null {
  if (old.diagnostics.length > 0) return null;
  const max = Math.min(oldText.length, newText.length);
  let prefix = 0;
  while (prefix < max && oldText.charCodeAt(prefix) === newText.charCodeAt(prefix)) prefix++;
  let suffix = 0;
  while (suffix < max - prefix && oldText.charCodeAt(oldText.length - 1 - suffix) === newText.charCodeAt(newText.length - 1 - suffix)) suffix++;
  const oldEnd = oldText.length - suffix;

  // declarations that start a line can begin a piece parsed on its own
  const decls = old.ast.declarations;
  let first = -1;
  let next = decls.length;
  for (let i = 0; i < decls.length; i++) {
    const start = decls[i].range.start;
    if (start.column !== 1) continue;
    if (start.offset < prefix) first = i;
    else if (start.offset > oldEnd) {
      next = i;
      break;
    }
  }
  if (first < 0) return null;
  const from = decls[first].range.start;
  const oldTo = next < decls.length ? decls[next].range.start.offset : oldText.length;
  const delta = newText.length - oldText.length;
  const piece = parseText(file, newText.slice(from.offset, oldTo + delta), { lines: from.line - 1, offset: from.offset });
  if (piece.diagnostics.length > 0 || piece.ast.game || piece.ast.set) return null;

  const lines = countLines(newText, from.offset, oldTo + delta) - countLines(oldText, from.offset, oldTo);
  const below = decls.slice(next);
  const comments: Comment[] = [];
  const commentsBelow: Comment[] = [];
  for (const c of old.ast.comments) {
    if (c.range.start.offset < from.offset) comments.push(c);
    else if (c.range.start.offset >= oldTo) commentsBelow.push(c);
  }
  for (const c of piece.ast.comments) comments.push(c);
  for (const c of commentsBelow) comments.push(c);
  shiftInPlace(below, lines, delta, moved);
  shiftInPlace(commentsBelow, lines, delta, moved);
  const ast: FileAst = {
    file,
    game: old.ast.game,
    set: old.ast.set,
    declarations: decls.slice(0, first).concat(piece.ast.declarations, below),
    comments,
  };
  const parsed: ParseResult = { ast, diagnostics: [] };
  return { parsed, moved: below, lines, offset: delta };
}
