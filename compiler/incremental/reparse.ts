// Re-parsing only the declarations an edit touched. A .grim file is a header
// and a list of declarations, one per line (its block may span lines), so when
// the old text parsed cleanly, the text from the declaration before the edit to
// the next declaration starting a line after it can be parsed on its own; if
// that also parses cleanly, the file's tree is the old one with those
// declarations replaced and the ones below moved. Anything else (the header
// edited, a syntax error before or after) returns null: parse the whole file.

import type { Comment, Declaration, FileAst } from "../../grammar/ast.ts";
import { parseText, type ParseResult } from "../../grammar/build.ts";
import { shiftPositions } from "./shift.ts";

export interface Reparse {
  parsed: ParseResult;
  /** declarations below the edit: the old object and its moved copy */
  moved: [Declaration, Declaration][];
  /** how far they moved */
  lines: number;
  offset: number;
}

function countLines(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = text.indexOf("\n", from); i !== -1 && i < to; i = text.indexOf("\n", i + 1)) n++;
  return n;
}

export function reparse(file: string, oldText: string, old: ParseResult, newText: string): Reparse | null {
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
  const piece = parseText(file, newText.slice(from.offset, oldTo + delta));
  if (piece.diagnostics.length > 0 || piece.ast.game || piece.ast.set) return null;

  const lines = countLines(newText, from.offset, oldTo + delta) - countLines(oldText, from.offset, oldTo);
  const place = <T>(v: T) => shiftPositions(v, from.line - 1, from.offset);
  const moved: [Declaration, Declaration][] = decls.slice(next).map((d) => [d, shiftPositions(d, lines, delta)]);
  const comments: Comment[] = [];
  for (const c of old.ast.comments) if (c.range.start.offset < from.offset) comments.push(c);
  comments.push(...piece.ast.comments.map(place));
  for (const c of old.ast.comments) if (c.range.start.offset >= oldTo) comments.push(shiftPositions(c, lines, delta));
  const ast: FileAst = {
    file,
    game: old.ast.game,
    set: old.ast.set,
    declarations: [...decls.slice(0, first), ...piece.ast.declarations.map(place), ...moved.map(([, d]) => d)],
    comments,
  };
  let tokens: ParseResult["tokens"] | null = null;
  const parsed = {
    ast,
    diagnostics: [],
    // the token list is for hover; made when first asked for
    get tokens() {
      return (tokens ??= parseText(file, newText).tokens);
    },
  };
  return { parsed, moved, lines, offset: delta };
}
