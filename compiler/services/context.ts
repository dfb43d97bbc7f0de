// Where the cursor is, in the language's terms: which game, which declaration,
// at the start of a clause or inside effects, and the words of the current phrase.

import type { IToken } from "chevrotain";
import type { Item } from "../../core/ast.ts";
import { tokenRange } from "../../grammar/build.ts";
import { grimLexer, Newline, Semicolon, Colon, LBrace, RBrace, Comma, Arrow, NumberLit, Signed, RangeLit, Text, Word, Comment } from "../../grammar/tokens.ts";
import type { Game } from "../../core/ir.ts";
import type { CheckedFiles } from "./checked-files.ts";
import { offsetAt } from "./position.ts";

export interface CursorContext {
  game: Game | null;
  /** the kind of the declaration the cursor is in (null at top level) */
  kind: string | null;
  depth: number;
  /** at top level, in a declaration's clause list, or in effects (after `:` or in a nested block) */
  place: "top" | "clause" | "effects";
  /** the complete words of the current phrase before the cursor */
  items: Item[];
  /** the word being typed (its start is where a completion replaces text) */
  partial: string;
  offset: number;
}

function tokenItem(file: string, t: IToken): Item | null {
  const range = tokenRange(file, t);
  const tt = t.tokenType;
  if (tt === Comma) return { kind: "comma", text: ",", range };
  if (tt === Arrow) return { kind: "arrow", text: "->", range };
  if (tt === NumberLit) return { kind: "number", value: Number(t.image), text: t.image, range };
  if (tt === Signed) return { kind: "signed", value: Number(t.image), text: t.image, range };
  if (tt === RangeLit) {
    const [a, b] = t.image.split("..");
    return { kind: "range", from: Number(a), to: Number(b), text: t.image, range };
  }
  if (tt.CATEGORIES?.includes(Text) || tt === Text)
    return { kind: "string", value: t.image.replace(/^"|"$/g, ""), text: t.image, terminated: t.image.endsWith('"'), range };
  if (tt === Word || tt.CATEGORIES?.includes(Word)) return { kind: "word", text: t.image, lower: t.image.toLowerCase(), range };
  return null;
}

export function cursorContext(ws: CheckedFiles, path: string, line: number, column: number): CursorContext | null {
  const text = ws.text(path);
  if (text === undefined) return null;
  const offset = offsetAt(text, line, column);
  const before = text.slice(0, offset);
  const lexed = grimLexer.tokenize(before);
  const tokens = lexed.tokens.filter((t) => t.tokenType !== Comment);
  const header = ws.checked().headers.get(path);
  const game = header?.game ?? null;

  // the word being typed: a Word token touching the cursor
  let partial = "";
  const last = tokens[tokens.length - 1];
  if (last && (last.tokenType === Word || last.tokenType.CATEGORIES?.includes(Word)) && (last.endOffset ?? last.startOffset) + 1 === offset) {
    partial = last.image;
    tokens.pop();
  }
  // walk back to the start of the current phrase, tracking braces and colons
  let depth = 0;
  for (const t of tokens) {
    if (t.tokenType === LBrace) depth++;
    else if (t.tokenType === RBrace) depth = Math.max(0, depth - 1);
  }
  let afterColon = false;
  let k = tokens.length - 1;
  for (; k >= 0; k--) {
    const tt = tokens[k].tokenType;
    if (tt === Newline || tt === LBrace || tt === RBrace) break;
    if (tt === Semicolon || tt === Colon) {
      // is this `;`/`:` inside a hook body? look further back on the line for a colon
      for (let q = k; q >= 0; q--) {
        const qt = tokens[q].tokenType;
        if (qt === Newline || qt === LBrace || qt === RBrace) break;
        if (qt === Colon) afterColon = true;
      }
      break;
    }
  }
  const phrase = tokens.slice(k + 1);
  // the declaration the cursor is in: the first word of the top-level clause that opened the outermost block
  let kind: string | null = null;
  if (depth > 0) {
    let d = 0;
    let openAt = -1;
    for (let i = 0; i < tokens.length; i++) {
      const tt = tokens[i].tokenType;
      if (tt === LBrace) {
        if (d === 0) openAt = i;
        d++;
      } else if (tt === RBrace) d = Math.max(0, d - 1);
    }
    let s = openAt;
    while (s > 0 && tokens[s - 1].tokenType !== Newline) s--;
    while (s < openAt && tokens[s].tokenType === Newline) s++;
    const kw = tokens[s];
    if (kw && (kw.tokenType === Word || kw.tokenType.CATEGORIES?.includes(Word))) kind = kw.image.toLowerCase();
  }
  const items = phrase.map((t) => tokenItem(path, t)).filter((i): i is Item => i !== null);
  const place = depth === 0 ? "top" : depth > 1 || afterColon ? "effects" : "clause";
  return { game, kind, depth, place, items, partial, offset };
}
