// Positions in a file: editor (line, column) to offsets and back, and the token under the cursor.

import type { IToken } from "chevrotain";

export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) starts.push(i + 1);
    else if (c === 13 && text.charCodeAt(i + 1) !== 10) starts.push(i + 1);
  }
  return starts;
}

/**
 * 1-based line and column to a 0-based offset, clamped to the line: a column
 * past its end is the end of the line, never inside its `\r\n` or on the next line.
 */
export function offsetAt(text: string, line: number, column: number): number {
  const starts = lineStarts(text);
  const l = Math.min(Math.max(line, 1), starts.length);
  let end = l < starts.length ? starts[l] : text.length;
  if (end > starts[l - 1] && text.charCodeAt(end - 1) === 10) end--;
  if (end > starts[l - 1] && text.charCodeAt(end - 1) === 13) end--;
  return Math.min(starts[l - 1] + Math.max(column, 1) - 1, end);
}

/** The token that contains the offset, or ends right at it (the word just typed). */
export function tokenAt(tokens: IToken[], offset: number): IToken | null {
  let lo = 0;
  let hi = tokens.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const t = tokens[mid];
    const end = (t.endOffset ?? t.startOffset) + 1;
    if (offset < t.startOffset) hi = mid - 1;
    else if (offset > end) lo = mid + 1;
    else return t;
  }
  return null;
}
