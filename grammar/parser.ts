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
// the Chevrotain parser runs with embedded actions and no recovery, building
// the clauses as it reads each token once: a concrete syntax tree and
// recovery would cost seconds and a gigabyte of memory on a megabyte of
// braces, for nothing the tree needs.

import { EmbeddedActionsParser, type IOrAlt, type IToken, type TokenType } from "chevrotain";
import type { Diagnostic } from "../core/diagnostics/types.ts";
import { diagnostic } from "../core/diagnostics/registry.ts";
import type { Block, Clause, Item, Phrase, Position, SourceRange } from "../core/ast.ts";
import {
  allTokens,
  Arrow,
  Colon,
  Comma,
  keywordTokens,
  LBrace,
  Newline,
  NumberLit,
  RangeLit,
  RBrace,
  Semicolon,
  Signed,
  StringLit,
  Text,
  UnterminatedString,
  Word,
} from "./tokens.ts";

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

function unescapeString(body: string): string {
  return body.replace(/\\(.)/g, "$1");
}

/** The clauses of one file's tokens (comments and white space left out, braces balanced). */
export function parseClauses(file: string, tokens: IToken[], diagnostics: Diagnostic[], at: TextStart = FILE_START): Clause[] {
  grimParser.begin(file, tokens, diagnostics, at);
  return grimParser.file();
}

/** How deep a clause stands (blocks and `:` around it), and whether what is read is dropped unreported. */
interface Nesting {
  depth: number;
  quiet: boolean;
}

/** A clause as it is read: the bodies still open along its `:` chain, and the clause a `:` would open. */
interface Chain {
  open: Clause[];
  last: Clause | null;
  skipping: boolean;
}

const make = (phrase: Phrase): Clause => ({ phrase, colon: null, body: null, range: phrase.range });

class GrimParser extends EmbeddedActionsParser {
  private path = "";
  private diagnostics: Diagnostic[] = [];
  private at: TextStart = FILE_START;

  constructor() {
    super(allTokens, { recoveryEnabled: false, maxLookahead: 2 });
    this.performSelfAnalysis();
  }

  begin(path: string, tokens: IToken[], diagnostics: Diagnostic[], at: TextStart): void {
    this.path = path;
    this.diagnostics = diagnostics;
    this.at = at;
    this.input = tokens;
  }

  private range(t: IToken): SourceRange {
    return tokenRange(this.path, t, this.at);
  }

  private report(n: Nesting, d: Diagnostic): void {
    if (!n.quiet) this.diagnostics.push(d);
  }

  private atItem(): boolean {
    return itemStarts.has(this.LA(1).tokenType);
  }

  /** `3:` or `1..2:` begins a new case, so the phrase before it ends there. */
  private atCase(): boolean {
    const t = this.LA(1).tokenType;
    return (t === RangeLit || t === NumberLit) && this.LA(2).tokenType === Colon;
  }

  // The rules' alternatives are built once and read the place being parsed from these fields, which each
  // rule sets on entry and gives back on exit: a closure made on every call is the main cost of a
  // Chevrotain parser on large files.
  private where: { n: Nesting; inBlock: boolean; into: Clause[] } = { n: { depth: 0, quiet: false }, inBlock: false, into: [] };
  private items: Item[] = [];
  private nesting: Nesting = { depth: 0, quiet: false };
  private contentAlts: IOrAlt<unknown>[] | undefined;
  private itemAlts: IOrAlt<Item>[] | undefined;
  private sepAlts: IOrAlt<IToken>[] | undefined;
  private phraseItem: { GATE: () => boolean; DEF: () => void } | undefined;
  private contentsMany: (() => void) | undefined;

  /** What a file or a block holds: clauses, and between them line breaks, `;`, and a `:` with nothing before it. */
  private contents(): void {
    this.MANY(
      (this.contentsMany ??= () =>
        this.OR(
          (this.contentAlts ??= [
            {
              ALT: () => {
                const w = this.where;
                const cs = this.SUBRULE(this.clause, { ARGS: [w.n, w.inBlock] });
                // one at a time: a `;` chain may hold more clauses than a call takes arguments
                this.ACTION(() => {
                  for (const c of cs) w.into.push(c);
                });
              },
            },
            { ALT: () => this.CONSUME(Newline) },
            { ALT: () => this.CONSUME(Semicolon) },
            {
              ALT: () => {
                const t = this.CONSUME(Colon);
                const w = this.where;
                this.ACTION(() =>
                  this.report(
                    w.n,
                    diagnostic(
                      "GRM1004",
                      this.range(t),
                      w.inBlock ? "A `:` needs a window, a case or a condition before it." : "A `:` needs a window or a name before it.",
                    ),
                  ),
                );
              },
            },
          ]),
        )),
    );
  }

  public file = this.RULE("file", (): Clause[] => {
    const out: Clause[] = [];
    this.where = { n: { depth: 0, quiet: false }, inBlock: false, into: out };
    this.contents();
    return out;
  });

  private block = this.RULE("block", (): Block => {
    const open = this.CONSUME(LBrace);
    const clauses: Clause[] = [];
    const outer = this.where;
    const n = this.nesting;
    this.where = { n: { depth: (n?.depth ?? 0) + 1, quiet: n?.quiet ?? false }, inBlock: true, into: clauses };
    this.contents();
    this.where = outer;
    const close = this.OPTION(() => this.CONSUME(RBrace));
    return this.ACTION(() => {
      const end = close ? endOf(close, this.at) : clauses.length > 0 ? clauses[clauses.length - 1].range.end : endOf(open, this.at);
      return { clauses, closed: close !== undefined, range: { file: this.path, start: startOf(open, this.at), end } };
    });
  });

  private item = this.RULE("item", (): Item => {
    return this.OR(
      (this.itemAlts ??= [
        { ALT: () => this.token(this.CONSUME(Word)) },
        { ALT: () => this.token(this.CONSUME(NumberLit)) },
        { ALT: () => this.token(this.CONSUME(Signed)) },
        { ALT: () => this.token(this.CONSUME(RangeLit)) },
        { ALT: () => this.token(this.CONSUME(Text)) },
        { ALT: () => this.token(this.CONSUME(Comma)) },
        { ALT: () => this.token(this.CONSUME(Arrow)) },
        {
          ALT: () => {
            const block = this.SUBRULE(this.block);
            return this.ACTION(() => ({ kind: "block", block, range: block.range }) as Item);
          },
        },
      ]),
    );
  });

  private token(t: IToken): Item {
    // while the grammar is recorded, tokens are placeholders with nothing to read
    if (this.RECORDING_PHASE) return undefined as unknown as Item;
    const type = t.tokenType;
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
      return { kind: "string", value: unescapeString(inner), text: t.image, terminated, range };
    }
    if (type === Comma) return { kind: "comma", text: ",", range };
    return { kind: "arrow", text: "->", range };
  }

  private phrase = this.RULE("phrase", (n: Nesting): Phrase => {
    const outerItems = this.items;
    const outerNesting = this.nesting;
    const items: Item[] = [];
    this.items = items;
    this.nesting = n;
    this.AT_LEAST_ONE(
      (this.phraseItem ??= {
        GATE: () => this.items.length === 0 || !this.atCase(),
        DEF: () => {
          const it = this.SUBRULE(this.item);
          this.ACTION(() => this.items.push(it));
        },
      }),
    );
    this.items = outerItems;
    this.nesting = outerNesting;
    return this.ACTION(() => ({ items, range: spanRange(items[0].range, items[items.length - 1].range) }));
  });

  /**
   * One clause as written (a phrase and its `:`/`;` links in order), returned
   * as the clauses it stands for, nested without recursion. A `:` followed by
   * a phrase opens that clause's body; a `;` adds a statement to the innermost
   * open body, or starts a new clause when none is open; a `;` with nothing
   * after it closes every body. Deeper than MAX_NESTING_DEPTH (blocks and `:`
   * together) the rest of the line is read but dropped, with GRM1009.
   */
  private clause = this.RULE("clause", (n: Nesting, inBlock: boolean): Clause[] => {
    const out: Clause[] = [];
    const chain: Chain = { open: [], last: null, skipping: false };
    const first = this.SUBRULE(this.phrase, { ARGS: [n] });
    this.ACTION(() => out.push((chain.last = make(first))));
    this.MANY(() => {
      const sep = this.OR((this.sepAlts ??= [{ ALT: () => this.CONSUME(Colon) }, { ALT: () => this.CONSUME(Semicolon) }]));
      const next = this.ACTION(() => this.nextNesting(chain, sep, n, inBlock)) ?? n;
      const phrase = this.OPTION(() => this.SUBRULE2(this.phrase, { ARGS: [next] }));
      this.ACTION(() => this.link(chain, sep, phrase, out));
    });
    this.ACTION(() => finishRanges(out));
    return out;
  });

  /** The nesting of the phrase after a `:` or `;` (reporting GRM1004 and GRM1009 there). */
  private nextNesting(chain: Chain, sep: IToken, n: Nesting, inBlock: boolean): Nesting {
    if (chain.skipping) return { depth: n.depth, quiet: true };
    const more = this.atItem();
    if (sep.tokenType === Colon) {
      if (!chain.last) {
        this.report(
          n,
          diagnostic(
            "GRM1004",
            this.range(sep),
            inBlock ? "A `:` needs a window, a case or a condition before it." : "A `:` needs a window or a name before it.",
          ),
        );
        chain.open.length = 0;
        return n;
      }
      const depth = n.depth + chain.open.length + 1;
      if (more && depth > MAX_NESTING_DEPTH) {
        this.report(
          n,
          diagnostic(
            "GRM1009",
            this.range(sep),
            `Clauses are nested more than ${MAX_NESTING_DEPTH} deep here (blocks and \`:\` together); the rest of the line is ignored.`,
          ),
        );
        chain.skipping = true;
        return { depth: n.depth, quiet: true };
      }
      return { depth, quiet: n.quiet };
    }
    return { depth: n.depth + chain.open.length, quiet: n.quiet };
  }

  /** Where the phrase after a `:` or `;` goes in the clauses read so far. */
  private link(chain: Chain, sep: IToken, phrase: Phrase | undefined, out: Clause[]): void {
    if (chain.skipping) return;
    if (sep.tokenType === Colon) {
      if (!chain.last) {
        if (phrase) out.push((chain.last = make(phrase)));
        return;
      }
      chain.last.colon = this.range(sep);
      chain.last.body = [];
      if (phrase) {
        const c = make(phrase);
        chain.last.body.push(c);
        chain.open.push(chain.last);
        chain.last = c;
      } else chain.last = null;
      return;
    }
    if (!phrase) {
      chain.open.length = 0;
      chain.last = null;
      return;
    }
    chain.last = make(phrase);
    const parent = chain.open[chain.open.length - 1];
    if (parent) parent.body!.push(chain.last);
    else out.push(chain.last);
  }
}

/** Ranges run to the end of each clause's body, innermost first (with a stack: a `:` chain may be long). */
function finishRanges(out: Clause[]): void {
  for (const root of out) {
    const stack: { c: Clause; done: boolean }[] = [{ c: root, done: false }];
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

/** One parser instance, reused: a Chevrotain parser is built once and fed new input. */
const grimParser = new GrimParser();
