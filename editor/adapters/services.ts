// Completion, hover and go to definition over the front end's checked program:
// names from its symbol table, words from the game's tables (the same tables
// the checker matches phrases with), structural keywords from the grammar.
import type { Workspace } from "../../compiler/workspace.ts";
import { tables } from "../../compiler/verbs/index.ts";
import type { Game } from "../../compiler/ir/types.ts";
import { leadingWords, readablePattern } from "../../compiler/check/pattern.ts";
import { keywords } from "../../grammar/tokens.ts";
import type { EditorCompletion, Span } from "../lang/protocol.ts";

const WORD = /[\p{L}\p{N}_]/u;

/** The word under (or just before) a 1-based position. */
export function wordAt(text: string, line: number, column: number): string | null {
  const l = text.split(/\r\n|\r|\n/)[line - 1];
  if (l === undefined) return null;
  let start = Math.min(column - 1, l.length);
  let end = start;
  while (start > 0 && WORD.test(l[start - 1])) start--;
  while (end < l.length && WORD.test(l[end])) end++;
  return end > start ? l.slice(start, end) : null;
}

function gameOf(ws: Workspace, path: string): Game {
  return ws.checked().headers.get(path)?.game ?? "adventure";
}

export function completions(ws: Workspace, path: string): EditorCompletion[] {
  const game = gameOf(ws, path);
  const t = tables[game];
  const out = new Map<string, EditorCompletion>();
  const add = (c: EditorCompletion) => {
    if (!out.has(`${c.kind}:${c.label}`)) out.set(`${c.kind}:${c.label}`, c);
  };
  for (const k of keywords) add({ label: k, kind: "keyword" });
  for (const k of t.kinds) add({ label: k.kind, kind: "kind", detail: k.doc });
  for (const v of t.verbs) for (const w of leadingWords(v.pattern)) add({ label: w, kind: "verb", detail: readablePattern(v.pattern) });
  for (const p of t.properties) for (const w of leadingWords(p.pattern)) add({ label: w, kind: "property", detail: readablePattern(p.pattern) });
  for (const w of t.windows) for (const x of leadingWords(w.pattern)) add({ label: x, kind: "window", detail: readablePattern(w.pattern) });
  for (const s of ws.checked().symbols.all(game)) add({ label: s.name, kind: "entity", detail: `${s.kind} ${s.id}` });
  return [...out.values()];
}

export function hover(ws: Workspace, path: string, line: number, column: number): string | null {
  const text = ws.text(path);
  if (text === undefined) return null;
  const word = wordAt(text, line, column);
  if (!word) return null;
  const game = gameOf(ws, path);
  const t = tables[game];
  const sym = ws.checked().symbols.named(game, word)[0];
  if (sym) return `**${sym.kind}** \`${sym.name}\` — \`${sym.id}\`, ${sym.set} set, declared in ${sym.file}:${sym.range.start.line}`;
  const lower = word.toLowerCase();
  const kind = t.kinds.find((k) => k.kind === lower);
  if (kind) return `**${kind.kind}** — ${kind.doc}`;
  const verbs = t.verbs.filter((v) => leadingWords(v.pattern).includes(lower));
  if (verbs.length) return verbs.map((v) => `\`${readablePattern(v.pattern)}\` — ${v.doc}`).join("\n\n");
  const props = t.properties.filter((p) => leadingWords(p.pattern).includes(lower));
  if (props.length) return props.map((p) => `\`${readablePattern(p.pattern)}\` — ${p.doc}`).join("\n\n");
  return null;
}

export function definition(ws: Workspace, path: string, line: number, column: number): Span | null {
  const text = ws.text(path);
  if (text === undefined) return null;
  const word = wordAt(text, line, column);
  if (!word) return null;
  const sym = ws.checked().symbols.named(gameOf(ws, path), word)[0];
  if (!sym) return null;
  const r = sym.range;
  return { file: r.file, startLine: r.start.line, startColumn: r.start.column, endLine: r.end.line, endColumn: r.end.column };
}
