// Turns tokens and the concrete syntax tree into the typed AST, and the
// lexer's and parser's complaints into positioned diagnostics in a designer's words.

import type { CstNode, IToken } from "chevrotain";
import type { Diagnostic } from "../compiler/diagnostics/types.ts";
import { diagnostic } from "../compiler/diagnostics/registry.ts";
import type { Block, Clause, Declaration, FileAst, Item, Phrase, Position, SourceRange, WordItem, StringItem } from "./ast.ts";
import { LBrace, RBrace, UnterminatedString, grimLexer } from "./tokens.ts";
import { parseTokens } from "./parser.ts";

/** Deeper blocks are dropped before parsing: recursion stays bounded on hostile input. */
export const MAX_BLOCK_DEPTH = 32;
/**
 * Blocks and `:` together may nest this deep. Everything after the parser
 * (checking, lowering, emit, the interpreter, rules text) walks the tree
 * recursively, so this bound is what keeps their stacks small.
 */
export const MAX_NESTING_DEPTH = 64;
/** More diagnostics than this from one file are summarised. */
export const MAX_DIAGNOSTICS_PER_FILE = 200;

export interface ParseResult {
  ast: FileAst;
  diagnostics: Diagnostic[];
  /** every token, comments included, in source order (the formatter works on these) */
  tokens: IToken[];
}

function pos(line: number, column: number, offset: number): Position {
  return { line, column, offset };
}

export function tokenRange(file: string, t: IToken): SourceRange {
  const endColumn = (t.endColumn ?? t.startColumn ?? 1) + 1;
  return {
    file,
    start: pos(t.startLine ?? 1, t.startColumn ?? 1, t.startOffset),
    end: pos(t.endLine ?? t.startLine ?? 1, endColumn, (t.endOffset ?? t.startOffset) + 1),
  };
}

function isReal(t: IToken | undefined): t is IToken {
  return !!t && !t.isInsertedInRecovery && Number.isFinite(t.startOffset) && t.startOffset >= 0;
}

export function spanRange(a: SourceRange, b: SourceRange): SourceRange {
  return { file: a.file, start: a.start, end: b.end };
}

/** Where the file ends, for diagnostics about something missing at the end. */
function endOfText(file: string, text: string): SourceRange {
  let line = 1;
  let lastBreak = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) {
      line++;
      lastBreak = i;
    }
  }
  const p = pos(line, text.length - lastBreak, text.length);
  return { file, start: p, end: p };
}

function unescape(body: string): string {
  return body.replace(/\\(.)/g, "$1");
}

class Builder {
  constructor(
    private readonly file: string,
    private readonly diagnostics: Diagnostic[],
  ) {}

  range(t: IToken): SourceRange {
    return tokenRange(this.file, t);
  }

  item(node: CstNode, depth: number): Item | null {
    // an item node has exactly one child: one token, or a block
    const c = node.children;
    for (const key in c) {
      const child = c[key][0];
      if (key === "block") {
        const block = this.block(child as CstNode, depth);
        return block ? { kind: "block", block, range: block.range } : null;
      }
      const t = child as IToken;
      if (!isReal(t)) return null;
      const range = this.range(t);
      switch (key) {
        case "Word":
          return { kind: "word", text: t.image, lower: t.image.toLowerCase(), range };
        case "Number":
          return { kind: "number", value: Number(t.image), text: t.image, range };
        case "Signed":
          return { kind: "signed", value: Number(t.image), text: t.image, range };
        case "Range": {
          const dots = t.image.indexOf("..");
          return { kind: "range", from: Number(t.image.slice(0, dots)), to: Number(t.image.slice(dots + 2)), text: t.image, range };
        }
        case "Text": {
          const terminated = t.tokenType !== UnterminatedString;
          const inner = terminated ? t.image.slice(1, -1) : t.image.slice(1);
          return { kind: "string", value: unescape(inner), text: t.image, terminated, range };
        }
        case "Comma":
          return { kind: "comma", text: ",", range };
        case "Arrow":
          return { kind: "arrow", text: "->", range };
      }
    }
    return null;
  }

  phrase(node: CstNode | undefined, depth: number): Phrase | null {
    if (!node) return null;
    const items = ((node.children.item as CstNode[] | undefined) ?? []).map((n) => this.item(n, depth)).filter((i): i is Item => i !== null);
    if (items.length === 0) return null;
    return { items, range: spanRange(items[0].range, items[items.length - 1].range) };
  }

  /**
   * One parsed clause (a phrase and its `:`/`;` links in order) as the clauses
   * it stands for, nested without recursion. A `:` followed by a phrase opens
   * that clause's body; a `;` adds a statement to the innermost open body, or
   * starts a new clause when none is open; a `;` with nothing after it closes
   * every body. `depth` counts the blocks and `:` around the clause: deeper
   * than MAX_NESTING_DEPTH the rest of the line is dropped with GRM1009.
   */
  clauses(node: CstNode, depth: number, inBlock: boolean): Clause[] {
    const out: Clause[] = [];
    const open: Clause[] = [];
    const make = (phrase: Phrase): Clause => ({ phrase, colon: null, body: null, range: phrase.range });
    let last: Clause | null = null;
    const first = this.phrase((node.children.phrase as CstNode[] | undefined)?.[0], depth);
    if (first) out.push((last = make(first)));
    for (const link of (node.children.link as CstNode[] | undefined) ?? []) {
      const colonTok = (link.children.Colon as IToken[] | undefined)?.[0];
      const semiTok = (link.children.Semicolon as IToken[] | undefined)?.[0];
      const phraseNode = (link.children.phrase as CstNode[] | undefined)?.[0];
      if (isReal(colonTok)) {
        if (!last) {
          this.diagnostics.push(diagnostic("GRM1004", this.range(colonTok), inBlock ? "A `:` needs a window, a case or a condition before it." : "A `:` needs a window or a name before it."));
          open.length = 0;
          const p = this.phrase(phraseNode, depth);
          if (p) out.push((last = make(p)));
          continue;
        }
        if (phraseNode && depth + open.length + 1 > MAX_NESTING_DEPTH) {
          this.diagnostics.push(diagnostic("GRM1009", this.range(colonTok), `Clauses are nested more than ${MAX_NESTING_DEPTH} deep here (blocks and \`:\` together); the rest of the line is ignored.`));
          break;
        }
        last.colon = this.range(colonTok);
        last.body = [];
        const p = this.phrase(phraseNode, depth + open.length + 1);
        if (p) {
          const c = make(p);
          last.body.push(c);
          open.push(last);
          last = c;
        } else last = null;
        continue;
      }
      if (!isReal(semiTok)) continue;
      const p = this.phrase(phraseNode, depth + open.length);
      if (!p) {
        open.length = 0;
        last = null;
        continue;
      }
      last = make(p);
      const parent = open[open.length - 1];
      if (parent) parent.body!.push(last);
      else out.push(last);
    }
    // ranges run to the end of each clause's body, innermost first
    const fix = (c: Clause): void => {
      const stack: { c: Clause; done: boolean }[] = [{ c, done: false }];
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
    };
    for (const c of out) fix(c);
    return out;
  }

  block(node: CstNode, depth: number): Block | null {
    const open = (node.children.LBrace as IToken[] | undefined)?.[0];
    if (!isReal(open)) return null;
    const close = (node.children.RBrace as IToken[] | undefined)?.[0];
    const clauses = ((node.children.clause as CstNode[] | undefined) ?? []).flatMap((n) => this.clauses(n, depth + 1, true));
    for (const t of (node.children.stray as IToken[] | undefined) ?? []) {
      if (isReal(t)) this.diagnostics.push(diagnostic("GRM1004", this.range(t), "A `:` needs a window, a case or a condition before it."));
    }
    const closed = isReal(close);
    let endRange = this.range(open);
    if (closed) endRange = this.range(close);
    else if (clauses.length > 0) endRange = clauses[clauses.length - 1].range;
    return { clauses, closed, range: spanRange(this.range(open), endRange) };
  }

  topLevel(cst: CstNode, diagnostics: Diagnostic[]): FileAst {
    const ast: FileAst = { file: this.file, game: null, set: null, declarations: [], comments: [] };
    const clauses = ((cst.children.clause as CstNode[] | undefined) ?? []).flatMap((n) => this.clauses(n, 0, false));
    for (const t of (cst.children.stray as IToken[] | undefined) ?? []) {
      if (isReal(t) && t.image === ":") diagnostics.push(diagnostic("GRM1004", this.range(t), "A `:` needs a window or a name before it."));
    }
    for (const clause of clauses) this.topClause(clause, ast, diagnostics);
    return ast;
  }

  private topClause(clause: Clause, ast: FileAst, diagnostics: Diagnostic[]): void {
    const items = clause.phrase.items;
    const first = items[0];
    if (first.kind === "word" && (first.lower === "game" || first.lower === "set") && !clause.colon && !items.some((i) => i.kind === "block")) {
      if (ast.declarations.length > 0 || (first.lower === "game" ? ast.game : ast.set)) {
        diagnostics.push(diagnostic("GRM1103", clause.range, `The \`${first.lower}\` line must come once, at the top of the file, before any declaration.`));
        return;
      }
      if (first.lower === "game") {
        const v = items[1];
        if (!v || v.kind !== "word" || items.length > 2) {
          diagnostics.push(diagnostic("GRM1102", clause.range, "Write the game as `game adventure` or `game oldworld`."));
          ast.game = { game: "", range: clause.range, valueRange: v?.range ?? clause.range };
          return;
        }
        ast.game = { game: v.lower, range: clause.range, valueRange: v.range };
      } else {
        const v = items[1];
        const display = items[2];
        if (!v || (v.kind !== "word" && v.kind !== "string") || (display && display.kind !== "string") || items.length > 3) {
          diagnostics.push(diagnostic("GRM1202", clause.range, 'Write the set as `set <id> "<display name>"`, e.g. `set base "The Witcher Adventure Game"`.'));
          return;
        }
        const id = v.kind === "word" ? v.text : v.value;
        ast.set = { id, displayName: display && display.kind === "string" ? display.value : v.kind === "string" ? v.value : null, range: clause.range };
      }
      return;
    }
    const decl = this.declaration(clause, diagnostics);
    if (decl) ast.declarations.push(decl);
  }

  private declaration(clause: Clause, diagnostics: Diagnostic[]): Declaration | null {
    let head = clause.phrase.items.slice();
    let tagItems: Item[] = [];
    if (clause.colon) {
      if (!clause.body || clause.body.length === 0) {
        diagnostics.push(diagnostic("GRM1202", clause.colon, "Tags are expected after `:` in a declaration header."));
      } else {
        if (clause.body.length > 1 || clause.body[0].colon) {
          diagnostics.push(diagnostic("GRM1202", clause.body[0].range, "A declaration header has one list of tags after `:`, separated by commas, then its `{ … }` block."));
        }
        tagItems = clause.body[0].phrase.items.slice();
      }
    }
    const source = clause.colon ? tagItems : head;
    let block: Block | null = null;
    const last = source[source.length - 1];
    if (last && last.kind === "block") {
      block = last.block;
      source.pop();
    }
    const kind = head[0];
    if (!kind) {
      diagnostics.push(diagnostic("GRM1202", clause.range, "A block needs a declaration before it, e.g. `monster Fleder : silver { … }`."));
      return null;
    }
    if (kind.kind !== "word") {
      diagnostics.push(diagnostic("GRM1202", kind.range, "A declaration starts with its kind and a name, e.g. `monster Fleder`."));
      return null;
    }
    const decl: Declaration = {
      kind,
      name: null,
      display: null,
      forRef: null,
      inRef: null,
      tags: [],
      block,
      range: clause.range,
      headerRange: spanRange(kind.range, (clause.colon ? tagItems : head).at(-1)?.range ?? clause.colon ?? kind.range),
    };
    let i = 1;
    const nameItem = head[i];
    if (nameItem && nameItem.kind === "word" && nameItem.lower !== "for" && nameItem.lower !== "in") {
      decl.name = nameItem;
      i++;
    } else {
      diagnostics.push(diagnostic("GRM1202", nameItem?.range ?? kind.range, `A ${kind.text} needs an identifier after the kind, e.g. \`${kind.text} Name "Display name"\`.`));
    }
    if (head[i]?.kind === "string") decl.display = head[i++] as StringItem;
    while (i < head.length) {
      const w = head[i];
      const target = head[i + 1];
      if (w.kind === "word" && (w.lower === "for" || w.lower === "in") && target?.kind === "word") {
        if (w.lower === "for") decl.forRef = target;
        else decl.inRef = target;
        i += 2;
        continue;
      }
      if (w.kind === "block") {
        diagnostics.push(diagnostic("GRM1202", w.range, "The block of a declaration comes last in its header, after the tags."));
      } else {
        diagnostics.push(diagnostic("GRM1202", w.range, `Unexpected \`${"text" in w ? w.text : "…"}\` in the header of ${decl.name?.text ?? "this declaration"}; tags go after \`:\`.`));
      }
      break;
    }
    if (clause.colon) {
      let current: Item[] = [];
      const flush = () => {
        if (current.length > 0) decl.tags.push({ items: current, range: spanRange(current[0].range, current[current.length - 1].range) });
        current = [];
      };
      for (const it of tagItems) {
        if (it.kind === "comma") flush();
        else if (it.kind === "block") diagnostics.push(diagnostic("GRM1202", it.range, "The block of a declaration comes last in its header, after the tags."));
        else current.push(it);
      }
      flush();
    }
    head = [];
    return decl;
  }
}

/** Parse one file's text. Never throws: every problem becomes a diagnostic. */
export function parseText(file: string, text: string): ParseResult {
  const diagnostics: Diagnostic[] = [];
  const lexed = grimLexer.tokenize(text);
  for (const e of lexed.errors) {
    const ch = text.slice(e.offset, e.offset + Math.min(e.length, 1));
    const shown = /[\x00-\x1f\x7f-\x9f\ufffd]/.test(ch) ? `U+${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}` : `\`${ch}\``;
    const range: SourceRange = {
      file,
      start: pos(e.line ?? 1, e.column ?? 1, e.offset),
      end: pos(e.line ?? 1, (e.column ?? 1) + e.length, e.offset + e.length),
    };
    diagnostics.push(diagnostic("GRM1001", range, `Unexpected character ${shown}${e.length > 1 ? ` (and ${e.length - 1} more)` : ""}.`));
  }
  for (const t of lexed.tokens) {
    if (t.tokenType === UnterminatedString) diagnostics.push(diagnostic("GRM1002", tokenRange(file, t), "This text has no closing `\"` before the end of the line."));
  }

  // Brace structure is checked before parsing: unclosed and unmatched braces
  // get one precise diagnostic each, and over-deep nesting is cut off here.
  const kept: IToken[] = [];
  const open: { token: IToken; dropped: boolean }[] = [];
  let depth = 0;
  let reportedDepth = false;
  for (const t of lexed.tokens) {
    if (t.tokenType === LBrace) {
      const drop = depth >= MAX_BLOCK_DEPTH;
      if (drop && !reportedDepth) {
        reportedDepth = true;
        diagnostics.push(diagnostic("GRM1007", tokenRange(file, t), `Blocks are nested more than ${MAX_BLOCK_DEPTH} deep here; the deeper blocks are ignored.`));
      }
      open.push({ token: t, dropped: drop });
      if (!drop) {
        depth++;
        kept.push(t);
      }
      continue;
    }
    if (t.tokenType === RBrace) {
      const o = open.pop();
      if (!o) {
        diagnostics.push(diagnostic("GRM1006", tokenRange(file, t), "This `}` closes nothing."));
        continue;
      }
      if (!o.dropped) {
        depth--;
        kept.push(t);
      }
      continue;
    }
    if (depth >= MAX_BLOCK_DEPTH && open.length > MAX_BLOCK_DEPTH) continue;
    kept.push(t);
  }
  for (const o of open) {
    if (!o.dropped) diagnostics.push(diagnostic("GRM1005", tokenRange(file, o.token), "This `{` is never closed: add a `}` where its block ends."));
  }

  const raw = parseTokens(kept);
  for (const e of raw.errors) {
    const t = e.token;
    if (t.tokenType.name === "EOF" || !isReal(t)) continue; // an unclosed block, already reported above
    if (t.tokenType === RBrace && e.name === "NotAllInputParsedException") continue;
    const what = t.tokenType.name === "Newline" ? "end of line" : `\`${t.image}\``;
    let message = `Unexpected ${what} here.`;
    if (t.image === ":") message = "A `:` needs a window, a case or a condition before it.";
    else if (/Expecting token of type --> RBrace/.test(e.message)) message = `Unexpected ${what}: a \`}\` was expected to close the block.`;
    diagnostics.push(diagnostic("GRM1004", tokenRange(file, t), message));
  }
  const builder = new Builder(file, diagnostics);
  const ast = builder.topLevel(raw.cst, diagnostics);
  for (const c of lexed.groups.comments ?? []) ast.comments.push({ text: c.image, range: tokenRange(file, c) });

  const all = [...lexed.tokens, ...(lexed.groups.comments ?? [])].sort((a, b) => a.startOffset - b.startOffset);
  return { ast, diagnostics: capDiagnostics(file, text, diagnostics), tokens: all };
}

function capDiagnostics(file: string, text: string, diagnostics: Diagnostic[]): Diagnostic[] {
  if (diagnostics.length <= MAX_DIAGNOSTICS_PER_FILE) return diagnostics;
  diagnostics.sort((a, b) => a.range.start.offset - b.range.start.offset);
  const kept = diagnostics.slice(0, MAX_DIAGNOSTICS_PER_FILE);
  const last = kept[kept.length - 1].range;
  kept.push(diagnostic("GRM1008", { file, start: last.end, end: endOfText(file, text).end }, `${diagnostics.length - MAX_DIAGNOSTICS_PER_FILE} more problems in this file are not shown.`));
  return kept;
}

export type { WordItem };
