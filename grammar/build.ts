// Turns a file's text into the typed AST: lexing, the brace structure checked
// before parsing, the clauses (grammar/parser.ts) read as declarations, and the
// lexer's complaints as positioned diagnostics in a designer's words.

import type { IToken } from "chevrotain";
import type { Diagnostic } from "../core/diagnostics/types.ts";
import { diagnostic } from "../core/diagnostics/registry.ts";
import type { Block, Clause, Declaration, FileAst, Item, Position, SourceRange, WordItem, StringItem } from "../core/ast.ts";
import { LBrace, RBrace, UnterminatedString, grimLexer, keywordTokens, Word } from "./tokens.ts";
import { FILE_START, MAX_NESTING_DEPTH, parseClauses, spanRange, tokenRange, type TextStart } from "./parser.ts";

/** The kind word of a scenario declaration, whose name is a text (core/scenario.ts). */
export const SCENARIO = "scenario";

/** Deeper blocks are dropped before parsing: recursion stays bounded on hostile input. */
export const MAX_BLOCK_DEPTH = 32;
/** More diagnostics than this from one file are summarised. */
export const MAX_DIAGNOSTICS_PER_FILE = 200;

export interface ParseResult {
  ast: FileAst;
  diagnostics: Diagnostic[];
  /** how many more diagnostics the file had than `diagnostics` holds (GRM1008 among them says so) */
  hidden?: number;
}

function pos(line: number, column: number, offset: number): Position {
  return { line, column, offset };
}

export { MAX_NESTING_DEPTH, spanRange, tokenRange, type TextStart };

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

/** Declarations, and the `game` and `set` lines, from a file's clauses. */
class Builder {
  constructor(private readonly file: string) {}

  topLevel(clauses: Clause[], diagnostics: Diagnostic[]): FileAst {
    const ast: FileAst = { file: this.file, game: null, set: null, declarations: [], comments: [] };
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
          diagnostics.push(
            diagnostic("GRM1202", clause.body[0].range, "A declaration header has one list of tags after `:`, separated by commas, then its `{ … }` block."),
          );
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
    if (kind.lower === SCENARIO && nameItem?.kind === "string") {
      // a scenario is named by a sentence, not an identifier: `scenario "Igni adds two swords" { … }`
      decl.display = nameItem;
      i++;
    } else if (nameItem && nameItem.kind === "word" && nameItem.lower !== "for" && nameItem.lower !== "in") {
      decl.name = nameItem;
      i++;
    } else {
      diagnostics.push(
        diagnostic("GRM1202", nameItem?.range ?? kind.range, `A ${kind.text} needs an identifier after the kind, e.g. \`${kind.text} Name "Display name"\`.`),
      );
    }
    if (head[i]?.kind === "string" && !decl.display) decl.display = head[i++] as StringItem;
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
        diagnostics.push(
          diagnostic(
            "GRM1202",
            w.range,
            `Unexpected \`${"text" in w ? w.text : "…"}\` in the header of ${decl.name?.text ?? "this declaration"}; tags go after \`:\`.`,
          ),
        );
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

/**
 * Parse one file's text. Never throws: every problem becomes a diagnostic.
 * `at`: where the text starts in its file, when it is a piece of one (the
 * declarations an edit touched), so that every position is the file's.
 */
export function parseText(file: string, text: string, at: TextStart = FILE_START): ParseResult {
  const diagnostics: Diagnostic[] = [];
  const lexed = grimLexer.tokenize(text);
  for (const e of lexed.errors) {
    const ch = text.slice(e.offset, e.offset + Math.min(e.length, 1));
    const shown = /[\x00-\x1f\x7f-\x9f\ufffd]/.test(ch) ? `U+${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}` : `\`${ch}\``;
    const range: SourceRange = {
      file,
      start: pos((e.line ?? 1) + at.lines, e.column ?? 1, e.offset + at.offset),
      end: pos((e.line ?? 1) + at.lines, (e.column ?? 1) + e.length, e.offset + e.length + at.offset),
    };
    diagnostics.push(diagnostic("GRM1001", range, `Unexpected character ${shown}${e.length > 1 ? ` (and ${e.length - 1} more)` : ""}.`));
  }
  for (const t of lexed.tokens) {
    if (t.tokenType === UnterminatedString)
      diagnostics.push(diagnostic("GRM1002", tokenRange(file, t, at), 'This text has no closing `"` before the end of the line.'));
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
        diagnostics.push(
          diagnostic("GRM1007", tokenRange(file, t, at), `Blocks are nested more than ${MAX_BLOCK_DEPTH} deep here; the deeper blocks are ignored.`),
        );
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
        diagnostics.push(diagnostic("GRM1006", tokenRange(file, t, at), "This `}` closes nothing."));
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
    if (!o.dropped) diagnostics.push(diagnostic("GRM1005", tokenRange(file, o.token, at), "This `{` is never closed: add a `}` where its block ends."));
  }

  const lexical = diagnostics.length;
  const clauses = parseClauses(file, kept, diagnostics, at);
  const ast = new Builder(file).topLevel(clauses, diagnostics);
  const hyphens = hyphensOutsideScenarios(file, lexed.tokens, ast, at);
  if (hyphens.length > 0) {
    // told among the lexer's own, in the order of the text, as an unexpected character always was
    const first = [...diagnostics.slice(0, lexical), ...hyphens].sort((a, b) => a.range.start.offset - b.range.start.offset);
    diagnostics.splice(0, lexical, ...first);
  }
  for (const c of lexed.groups.comments ?? []) ast.comments.push({ text: c.image, range: tokenRange(file, c, at) });
  const hidden = Math.max(0, diagnostics.length - MAX_DIAGNOSTICS_PER_FILE);
  return { ast, diagnostics: capDiagnostics(file, text, diagnostics), hidden };
}

const wordTypes = new Set([Word, ...keywordTokens]);

/**
 * A word with a hyphen is a scenario's (`answer two-cards`): anywhere else each of its hyphens is an unexpected
 * character (GRM1001), at the place and in the words it was before words could hold one.
 */
function hyphensOutsideScenarios(file: string, tokens: readonly IToken[], ast: FileAst, at: TextStart): Diagnostic[] {
  const out: Diagnostic[] = [];
  const scenarios = ast.declarations.filter((d) => d.kind.lower === "scenario").map((d) => d.range);
  for (const t of tokens) {
    if (!wordTypes.has(t.tokenType) || !t.image.includes("-")) continue;
    const offset = t.startOffset + at.offset;
    if (scenarios.some((r) => r.start.offset <= offset && offset < r.end.offset)) continue;
    for (let i = t.image.indexOf("-"); i >= 0; i = t.image.indexOf("-", i + 1)) {
      // a word never spans a line: the hyphen is on the token's line, `i` columns on
      const line = (t.startLine ?? 1) + at.lines;
      const column = (t.startColumn ?? 1) + i;
      out.push(diagnostic("GRM1001", { file, start: pos(line, column, offset + i), end: pos(line, column + 1, offset + i + 1) }, "Unexpected character `-`."));
    }
  }
  return out;
}

/**
 * At most MAX_DIAGNOSTICS_PER_FILE of a file's diagnostics, the first by
 * position, then GRM1008 saying how many more there are. `hidden` counts
 * those an earlier cap dropped (its GRM1008 is replaced by the new one).
 */
export function capDiagnostics(file: string, text: string, diagnostics: Diagnostic[], hidden = 0): Diagnostic[] {
  const shown = diagnostics.filter((d) => d.code !== "GRM1008");
  const more = Math.max(0, shown.length - MAX_DIAGNOSTICS_PER_FILE) + hidden;
  if (more === 0) return diagnostics;
  shown.sort((a, b) => a.range.start.offset - b.range.start.offset);
  const kept = shown.slice(0, MAX_DIAGNOSTICS_PER_FILE);
  const end = endOfText(file, text).end;
  kept.push(diagnostic("GRM1008", { file, start: kept.at(-1)?.range.end ?? end, end }, `${more} more problems in this file are not shown.`));
  return kept;
}

export type { WordItem };
