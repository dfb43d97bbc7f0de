// Hover and go-to-definition: what a word means (from the tables) or what a
// name refers to (from the symbols), and where it is declared.

import type { Clause, Item, SourceRange } from "../../core/ast.ts";
import { Word } from "../../grammar/tokens.ts";
import { matchPattern, readablePattern } from "../check/pattern.ts";
import type { Sym } from "../check/symbols.ts";
import type { CheckedFiles } from "./checked-files.ts";
import { offsetAt, tokenAt } from "./position.ts";

export interface HoverInfo {
  range: SourceRange;
  /** Markdown */
  contents: string;
}

function wordAt(ws: CheckedFiles, path: string, line: number, column: number): { text: string; range: SourceRange; offset: number } | null {
  const text = ws.text(path);
  if (text === undefined) return null;
  const offset = offsetAt(text, line, column);
  const found = tokenAt(path, text, offset);
  const t = found?.token;
  if (!found || !t || !(t.tokenType === Word || t.tokenType.CATEGORIES?.includes(Word))) return null;
  return { text: t.image, range: found.range, offset };
}

function symbolsNamed(ws: CheckedFiles, path: string, name: string): Sym[] {
  const game = ws.checked().headers.get(path)?.game;
  return game ? ws.checked().symbols.named(game, name) : [];
}

/** The declarations the word under the cursor names, if it names any. */
export function symbolsAt(ws: CheckedFiles, path: string, line: number, column: number): { syms: Sym[]; range: SourceRange } | null {
  const w = wordAt(ws, path, line, column);
  if (!w) return null;
  const syms = symbolsNamed(ws, path, w.text);
  return syms.length > 0 ? { syms, range: w.range } : null;
}

export function definition(ws: CheckedFiles, path: string, line: number, column: number): SourceRange[] {
  const w = wordAt(ws, path, line, column);
  if (!w) return [];
  return symbolsNamed(ws, path, w.text).map((s) => s.range);
}

/** Every clause and statement phrase, innermost last, that contains the offset. */
function phrasesAt(clauses: Clause[], offset: number, out: Item[][]): void {
  for (const c of clauses) {
    if (offset < c.range.start.offset || offset > c.range.end.offset) continue;
    const items = c.phrase.items;
    if (offset <= c.phrase.range.end.offset) out.push(items.filter((i) => i.kind !== "block"));
    for (const it of items) if (it.kind === "block") phrasesAt(it.block.clauses, offset, out);
    if (c.body) phrasesAt(c.body, offset, out);
  }
}

export function hover(ws: CheckedFiles, path: string, line: number, column: number): HoverInfo | null {
  const w = wordAt(ws, path, line, column);
  if (!w) return null;
  const syms = symbolsNamed(ws, path, w.text);
  const game = ws.checked().headers.get(path)?.game;
  if (syms.length > 0) {
    const lines = syms.map((s) => {
      const display = s.decl.display ? ` "${s.decl.display.value}"` : "";
      return `**${s.kind}** \`${s.name}\`${display} — id \`${s.id}\` (${s.file}:${s.range.start.line})`;
    });
    return { range: w.range, contents: lines.join("\n\n") };
  }
  if (!game) return null;
  const table = ws.games.get(game).table;
  const ast = ws.ast(path);
  const decl = ast?.declarations.find((d) => w.offset >= d.range.start.offset && w.offset <= d.range.end.offset);
  if (decl && w.offset <= decl.kind.range.end.offset) {
    const k = table.kinds.find((x) => x.kind === decl.kind.lower);
    if (k) return { range: w.range, contents: `**${k.kind}** — ${k.doc}` };
  }
  const phrases: Item[][] = [];
  if (decl?.block) phrasesAt(decl.block.clauses, w.offset, phrases);
  for (const whole of phrases.reverse()) {
    // the alternative of `A or B` / the side of `cost -> effect` under the cursor
    const segments: Item[][] = [[]];
    for (const it of whole) {
      if ((it.kind === "word" && it.lower === "or") || it.kind === "arrow") segments.push([]);
      else segments[segments.length - 1].push(it);
    }
    const items = segments.find((seg) => seg.length > 0 && w.offset >= seg[0].range.start.offset && w.offset <= seg[seg.length - 1].range.end.offset) ?? [];
    if (items.length === 0) continue;
    const trimmed = stripSuffixes(items);
    const entries = [
      ...table.verbs.map((v) => ({
        pattern: v.pattern,
        text: `**effect** \`${readablePattern(v.pattern)}\` — ${v.doc}\n\nRuntime primitive \`${v.primitive}\`, rules text \`${v.message}\`.`,
      })),
      ...table.properties.map((p) => ({ pattern: p.pattern, text: `**property** \`${readablePattern(p.pattern)}\` — ${p.doc}` })),
      ...table.windows.map((x) => ({ pattern: x.pattern, text: `**window** \`${readablePattern(x.pattern)}:\` — ${x.doc}` })),
      ...table.limits.map((x) => ({ pattern: x.pattern, text: `**limit** \`${readablePattern(x.pattern)}\` — ${x.doc}` })),
      ...table.selectors.map((x) => ({ pattern: x.pattern, text: `**target** \`${readablePattern(x.pattern)}:\` — ${x.doc}` })),
      ...table.rolls.map((x) => ({ pattern: x.pattern, text: `**roll** \`${readablePattern(x.pattern)} { … }\` — ${x.doc}` })),
    ];
    for (const e of entries) {
      if (matchPattern(e.pattern, trimmed, table) || matchPattern(e.pattern, headOfWindow(trimmed), table)) return { range: w.range, contents: e.text };
    }
  }
  return null;
}

/** `… if able`, `… for each …`: the verb is what comes before. */
function stripSuffixes(items: Item[]): Item[] {
  let out = items;
  const n = out.length;
  if (
    n >= 2 &&
    out[n - 2].kind === "word" &&
    (out[n - 2] as { lower: string }).lower === "if" &&
    out[n - 1].kind === "word" &&
    (out[n - 1] as { lower: string }).lower === "able"
  )
    out = out.slice(0, -2);
  const fe = out.findIndex(
    (it, k) => it.kind === "word" && it.lower === "for" && out[k + 1]?.kind === "word" && (out[k + 1] as { lower: string }).lower === "each",
  );
  if (fe > 0) out = out.slice(0, fe);
  const arrow = out.findIndex((i) => i.kind === "arrow");
  if (arrow >= 0) out = out.slice(0, arrow);
  return out;
}

/** `during battle, once per roll`: the window is the part before the first comma. */
function headOfWindow(items: Item[]): Item[] {
  const c = items.findIndex((i) => i.kind === "comma");
  return c > 0 ? items.slice(0, c) : items;
}
