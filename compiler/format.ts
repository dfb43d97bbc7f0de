// The canonical layout of .grim text. It works on the token stream, not the
// tree, so it keeps every token and comment even in a file with syntax errors:
// only spacing, indentation and blank lines change.

import type { IToken } from "chevrotain";
import {
  grimLexer,
  withComments,
  Newline,
  LBrace,
  RBrace,
  Comma,
  Semicolon,
  Colon,
  Comment,
  RangeLit,
  NumberLit,
  Assumed,
  UnterminatedString,
} from "../grammar/tokens.ts";

export interface FormatResult {
  text: string;
  /** false when the text has characters the lexer rejects: it is returned unchanged */
  formatted: boolean;
}

const INDENT = "  ";

export function formatText(source: string): FormatResult {
  const lexed = grimLexer.tokenize(source);
  if (lexed.errors.length > 0) return { text: source, formatted: false };
  const tokens = withComments(lexed);
  const lines: string[] = [];
  let depth = 0;
  let line: IToken[] = [];
  const flush = () => {
    if (line.length === 0) {
      if (lines.length > 0 && lines[lines.length - 1] !== "") lines.push("");
      return;
    }
    const startsClosed = line[0].tokenType === RBrace;
    const indent = INDENT.repeat(Math.max(0, depth - (startsClosed ? 1 : 0)));
    let out = "";
    for (let i = 0; i < line.length; i++) {
      const t = line[i];
      if (i > 0) out += spaceBetween(line[i - 1], t, line[i + 1], depth === 0);
      // a comment loses its trailing white space; an unterminated text keeps it, it is part of the text
      out += t.tokenType === Comment ? t.image.trimEnd() : t.image;
    }
    // depth changes within the line
    for (const t of line) {
      if (t.tokenType === LBrace) depth++;
      else if (t.tokenType === RBrace) depth = Math.max(0, depth - 1);
    }
    lines.push(indent + out);
    line = [];
  };
  for (const t of tokens) {
    if (t.tokenType === Newline) flush();
    else line.push(t);
  }
  flush();
  while (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  return { text: lines.length ? `${lines.join("\n")}\n` : "", formatted: true };
}

/**
 * The space before token b. A case that starts mid-line (`4..6:`) and a
 * trailing `assumed` get three spaces so they stand apart, as designers write them;
 * the `:` before a declaration's tags has a space on both sides.
 */
function spaceBetween(a: IToken, b: IToken, next: IToken | undefined, header: boolean): string {
  const bt = b.tokenType;
  // an unterminated text runs to the end of the line or to a `{`: a space added before the `{` would join the text
  if (a.tokenType === UnterminatedString) return "";
  // a declaration header reads `monster Fleder "Fleder" : silver {`
  if (header && bt === Colon) return " ";
  if (bt === Comma || bt === Semicolon || bt === Colon) return "";
  // the first case of a one-line block sits right after its brace: `roll die { 1..3: …   4..6: … }`
  if ((bt === RangeLit || bt === NumberLit) && next?.tokenType === Colon) return a.tokenType === LBrace ? " " : "   ";
  if (bt === Assumed && (next === undefined || next.tokenType === Comment)) return "   ";
  if (a.tokenType === Semicolon || a.tokenType === Comma || a.tokenType === Colon) return " ";
  return " ";
}
