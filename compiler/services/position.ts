// Positions in a file: editor (line, column) to offsets and back, and the token under the cursor.

import type { IToken } from "chevrotain";
import type { SourceRange } from "../../core/ast.ts";
import { grimLexer } from "../../grammar/tokens.ts";

export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) starts.push(i + 1);
    else if (c === 13 && text.charCodeAt(i + 1) !== 10) starts.push(i + 1);
  }
  return starts;
}

function isBreak(c: number): boolean {
  return c === 10 || c === 13;
}

/**
 * 1-based line and column to a 0-based offset, clamped to the line: a column
 * past its end is the end of the line, never inside its `\r\n` or on the next line.
 */
export function offsetAt(text: string, line: number, column: number): number {
  // walk to the line's start without listing every line: a request costs the text before it at most
  let start = 0;
  for (let l = 1; l < line; l++) {
    let i = start;
    while (i < text.length && !isBreak(text.charCodeAt(i))) i++;
    if (i >= text.length) break;
    start = text.charCodeAt(i) === 13 && text.charCodeAt(i + 1) === 10 ? i + 2 : i + 1;
  }
  let end = start;
  while (end < text.length && !isBreak(text.charCodeAt(end))) end++;
  return Math.min(start + Math.max(column, 1) - 1, end);
}

/**
 * The token that contains the offset, or ends right at it (the word just
 * typed), with its range. No token spans a line break, so only the offset's
 * line is lexed: a hover on a large file does not lex all of it.
 */
export function tokenAt(file: string, text: string, offset: number): { token: IToken; range: SourceRange } | null {
  let start = offset;
  while (start > 0 && !isBreak(text.charCodeAt(start - 1))) start--;
  let end = offset;
  while (end < text.length && !isBreak(text.charCodeAt(end))) end++;
  let line = 1;
  for (let i = 0; i < start; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) line++;
  }
  const tokens = grimLexer.tokenize(text.slice(start, end)).tokens;
  const at = offset - start;
  let lo = 0;
  let hi = tokens.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const t = tokens[mid];
    const tEnd = (t.endOffset ?? t.startOffset) + 1;
    if (at < t.startOffset) hi = mid - 1;
    else if (at > tEnd) lo = mid + 1;
    else {
      const range: SourceRange = {
        file,
        start: { line, column: t.startColumn ?? 1, offset: start + t.startOffset },
        end: { line, column: (t.endColumn ?? t.startColumn ?? 1) + 1, offset: start + tEnd },
      };
      return { token: t, range };
    }
  }
  return null;
}
