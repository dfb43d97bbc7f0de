// The generic .grim grammar. It knows clauses, phrases and blocks, not what
// they mean: meaning comes from the game tables in the checker.
//
//   file    := (sep | clause | stray)*
//   block   := "{" (sep | clause | ":")* "}"
//   clause  := phrase link*
//   link    := (":" | ";") phrase?
//   phrase  := item item*        -- stops before `N:` / `a..b:` (a new case)
//   item    := Word | Number | Signed | Range | Text | "," | "->" | block
//
// Every token the lexer makes fits somewhere in this grammar, and the braces
// are balanced before parsing (grammar/build.ts: an unmatched `}` is reported
// and dropped, an unclosed `{` runs to the end of the file), so parsing cannot
// fail: a half-typed card still yields a tree the editor can use. That is why
// this is a plain loop over the tokens building the tree as it goes, one look
// at each token, instead of a parser generator's concrete syntax tree and
// recovery: on a megabyte of braces those cost seconds and a gigabyte of
// memory for nothing the tree needs.

import type { IToken, TokenType } from "chevrotain";
import type { Diagnostic } from "../compiler/diagnostics/types.ts";
import { diagnostic } from "../compiler/diagnostics/registry.ts";
import type { Block, Clause, Item, Phrase, Position, SourceRange } from "./ast.ts";
import { Arrow, Colon, Comma, keywordTokens, LBrace, Newline, NumberLit, RangeLit, RBrace, Semicolon, Signed, StringLit, UnterminatedString, Word } from "./tokens.ts";

/**
 * Blocks and `:` together may nest this deep. Everything after the parser
 * (checking, lowering, emit, the interpreter, rules text) walks the tree
 * recursively, so this bound is what keeps their stacks small.
 */
export const MAX_NESTING_DEPTH = 64;

function pos(line: number, column: number, offset: number): Position {
  return { line, column, offset };
}

/**
 * Where a text begins in its file: lines and characters before it. A piece
 * of a file (what an edit touched) is parsed with the place it starts at, so
 * its positions are the file's from the start and need no moving after.
 * A piece starts a line, so columns need nothing added.
 */
export interface TextStart {
  lines: number;
  offset: number;
}

export const FILE_START: TextStart = { lines: 0, offset: 0 };

function startOf(t: IToken, at: TextStart): Position {
  return pos((t.startLine ?? 1) + at.lines, t.startColumn ?? 1, t.startOffset + at.offset);
}

function endOf(t: IToken, at: TextStart): Position {
  return pos((t.endLine ?? t.startLine ?? 1) + at.lines, (t.endColumn ?? t.startColumn ?? 1) + 1, (t.endOffset ?? t.startOffset) + 1 + at.offset);
}

export function tokenRange(file: string, t: IToken, at: TextStart = FILE_START): SourceRange {
  return { file, start: startOf(t, at), end: endOf(t, at) };
}

export function spanRange(a: SourceRange, b: SourceRange): SourceRange {
  return { file: a.file, start: a.start, end: b.end };
}

const words = new Set<TokenType>([Word, ...keywordTokens]);
const itemStarts = new Set<TokenType>([...words, NumberLit, Signed, RangeLit, StringLit, UnterminatedString, Comma, Arrow, LBrace]);

function unescape(body: string): string {
  return body.replace(/\\(.)/g, "$1");
}

/** The clauses of one file's tokens (comments and white space left out, braces balanced). */
export function parseClauses(file: string, tokens: IToken[], diagnostics: Diagnostic[], at: TextStart = FILE_START): Clause[] {
  return new Parser(file, tokens, diagnostics, at).file();
}

class Parser {
  private i = 0;

  constructor(
    private readonly path: string,
    private readonly tokens: IToken[],
    private readonly diagnostics: Diagnostic[],
    private readonly at: TextStart,
  ) {}

  private range(t: IToken): SourceRange {
    return tokenRange(this.path, t, this.at);
  }

  private type(k = 0): TokenType | undefined {
    return this.tokens[this.i + k]?.tokenType;
  }

  private atItem(): boolean {
    const t = this.type();
    return t !== undefined && itemStarts.has(t);
  }

  /** `3:` or `1..2:` begins a new case, so the phrase before it ends there. */
  private atCase(): boolean {
    const t = this.type();
    return (t === RangeLit || t === NumberLit) && this.type(1) === Colon;
  }

  file(): Clause[] {
    const out: Clause[] = [];
    while (this.i < this.tokens.length) {
      const t = this.tokens[this.i];
      if (t.tokenType === Colon) {
        this.diagnostics.push(diagnostic("GRM1004", this.range(t), "A `:` needs a window or a name before it."));
        this.i++;
      } else if (this.atItem()) this.clause(0, false, out);
      else this.i++; // a line break, a `;` between clauses
    }
    return out;
  }

  private block(depth: number): Block {
    const open = this.tokens[this.i++];
    const clauses: Clause[] = [];
    let close: IToken | null = null;
    while (this.i < this.tokens.length) {
      const t = this.tokens[this.i];
      if (t.tokenType === RBrace) {
        close = t;
        this.i++;
        break;
      }
      if (t.tokenType === Colon) {
        this.diagnostics.push(diagnostic("GRM1004", this.range(t), "A `:` needs a window, a case or a condition before it."));
        this.i++;
      } else if (this.atItem()) this.clause(depth + 1, true, clauses);
      else this.i++;
    }
    const end = close ? endOf(close, this.at) : clauses.length > 0 ? clauses[clauses.length - 1].range.end : endOf(open, this.at);
    return { clauses, closed: close !== null, range: { file: this.path, start: startOf(open, this.at), end } };
  }

  private item(depth: number): Item {
    const t = this.tokens[this.i];
    const type = t.tokenType;
    if (type === LBrace) {
      const block = this.block(depth);
      return { kind: "block", block, range: block.range };
    }
    this.i++;
    const range = this.range(t);
    if (words.has(type)) return { kind: "word", text: t.image, lower: t.image.toLowerCase(), range };
    if (type === NumberLit) return { kind: "number", value: Number(t.image), text: t.image, range };
    if (type === Signed) return { kind: "signed", value: Number(t.image), text: t.image, range };
    if (type === RangeLit) {
      const dots = t.image.indexOf("..");
      return { kind: "range", from: Number(t.image.slice(0, dots)), to: Number(t.image.slice(dots + 2)), text: t.image, range };
    }
    if (type === StringLit || type === UnterminatedString) {
      const terminated = type === StringLit;
      const inner = terminated ? t.image.slice(1, -1) : t.image.slice(1);
      return { kind: "string", value: unescape(inner), text: t.image, terminated, range };
    }
    if (type === Comma) return { kind: "comma", text: ",", range };
    return { kind: "arrow", text: "->", range };
  }

  private phrase(depth: number): Phrase {
    const items = [this.item(depth)];
    while (this.atItem() && !this.atCase()) items.push(this.item(depth));
    return { items, range: spanRange(items[0].range, items[items.length - 1].range) };
  }

  /** Past a phrase without building it (what lies too deep is ignored). */
  private skipPhrase(): void {
    do {
      if (this.type() !== LBrace) {
        this.i++;
        continue;
      }
      let open = 0;
      do {
        const t = this.type();
        if (t === LBrace) open++;
        else if (t === RBrace) open--;
        this.i++;
      } while (open > 0 && this.i < this.tokens.length);
    } while (this.atItem() && !this.atCase());
  }

  /**
   * One clause as written (a phrase and its `:`/`;` links in order), added to
   * `out` as the clauses it stands for, nested without recursion. A `:`
   * followed by a phrase opens that clause's body; a `;` adds a statement to
   * the innermost open body, or starts a new clause when none is open; a `;`
   * with nothing after it closes every body. `depth` counts the blocks and `:`
   * around the clause: deeper than MAX_NESTING_DEPTH the rest of the line is
   * dropped with GRM1009.
   */
  private clause(depth: number, inBlock: boolean, out: Clause[]): void {
    const from = out.length;
    const open: Clause[] = [];
    const make = (phrase: Phrase): Clause => ({ phrase, colon: null, body: null, range: phrase.range });
    let last: Clause | null = make(this.phrase(depth));
    out.push(last);
    while (this.type() === Colon || this.type() === Semicolon) {
      const sep = this.tokens[this.i++];
      const more = this.atItem();
      if (sep.tokenType === Colon) {
        if (!last) {
          this.diagnostics.push(diagnostic("GRM1004", this.range(sep), inBlock ? "A `:` needs a window, a case or a condition before it." : "A `:` needs a window or a name before it."));
          open.length = 0;
          if (more) out.push((last = make(this.phrase(depth))));
          continue;
        }
        if (more && depth + open.length + 1 > MAX_NESTING_DEPTH) {
          this.diagnostics.push(diagnostic("GRM1009", this.range(sep), `Clauses are nested more than ${MAX_NESTING_DEPTH} deep here (blocks and \`:\` together); the rest of the line is ignored.`));
          this.skipPhrase();
          while (this.type() === Colon || this.type() === Semicolon) {
            this.i++;
            if (this.atItem()) this.skipPhrase();
          }
          break;
        }
        last.colon = this.range(sep);
        last.body = [];
        if (more) {
          const c = make(this.phrase(depth + open.length + 1));
          last.body.push(c);
          open.push(last);
          last = c;
        } else last = null;
        continue;
      }
      if (!more) {
        open.length = 0;
        last = null;
        continue;
      }
      last = make(this.phrase(depth + open.length));
      const parent = open[open.length - 1];
      if (parent) parent.body!.push(last);
      else out.push(last);
    }
    // ranges run to the end of each clause's body, innermost first
    for (let k = from; k < out.length; k++) {
      const stack: { c: Clause; done: boolean }[] = [{ c: out[k], done: false }];
      while (stack.length > 0) {
        const top = stack[stack.length - 1];
        if (!top.done) {
          top.done = true;
          for (const b of top.c.body ?? []) stack.push({ c: b, done: false });
          continue;
        }
        stack.pop();
        const body = top.c.body;
        const end = body && body.length > 0 ? body[body.length - 1].range : (top.c.colon ?? top.c.phrase.range);
        top.c.range = spanRange(top.c.phrase.range, end);
      }
    }
  }
}
