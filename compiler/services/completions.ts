// Completion driven by the same game tables the checker uses: whatever a table
// entry's pattern allows next after the words typed so far.

import { keywords } from "../../grammar/tokens.ts";
import { expectedAfter, readablePattern, type Elem } from "../check/pattern.ts";
import type { GameTable } from "../../core/vocabulary.ts";
import type { CheckedFiles } from "./checked-files.ts";
import { cursorContext } from "./context.ts";

export interface CompletionItem {
  label: string;
  kind: "keyword" | "kind" | "property" | "window" | "effect" | "target" | "value" | "name";
  /** the pattern the suggestion comes from */
  detail: string;
  documentation: string;
}

interface Entry {
  pattern: string;
  kind: CompletionItem["kind"];
  doc: string;
  /** text after the pattern in the source, e.g. ":" after a window */
  suffix?: string;
}

function clauseEntries(t: GameTable, kind: string | null): Entry[] {
  const k = t.kinds.find((x) => x.kind === kind);
  const props = t.properties.filter((p) => !k || p.kinds.includes(k.kind) || p.kinds.includes("*"));
  const windows = t.windows.filter((w) => !k || k.windows.includes(w.name));
  const out: Entry[] = [
    ...props.map((p) => ({ pattern: p.pattern, kind: "property" as const, doc: p.doc, suffix: p.bodyWindow ? ":" : "" })),
    ...windows.map((w) => ({ pattern: w.pattern, kind: "window" as const, doc: w.doc, suffix: ":" })),
  ];
  if (!k || k.windows.includes("effect")) out.push(...effectEntries(t));
  return out;
}

function effectEntries(t: GameTable): Entry[] {
  return [
    ...t.verbs.map((v) => ({ pattern: v.pattern, kind: "effect" as const, doc: v.doc })),
    ...t.rolls.map((r) => ({ pattern: r.pattern, kind: "effect" as const, doc: r.doc, suffix: " {" })),
    ...t.selectors.map((s) => ({ pattern: s.pattern, kind: "target" as const, doc: s.doc, suffix: ":" })),
    ...t.limits.map((l) => ({ pattern: l.pattern, kind: "window" as const, doc: l.doc, suffix: ":" })),
    { pattern: "if", kind: "keyword" as const, doc: "A condition: `if <condition>: <effects>`." },
    { pattern: "else", kind: "keyword" as const, doc: "What happens when the `if` condition is false.", suffix: ":" },
  ];
}

export function completions(ws: CheckedFiles, path: string, line: number, column: number): CompletionItem[] {
  const ctx = cursorContext(ws, path, line, column);
  if (!ctx) return [];
  const out = new Map<string, CompletionItem>();
  const add = (c: CompletionItem) => {
    if (!ctx.partial || c.label.toLowerCase().startsWith(ctx.partial.toLowerCase())) if (!out.has(c.label)) out.set(c.label, c);
  };
  const names = (kinds: string[]) => {
    if (!ctx.game) return;
    for (const s of ws.checked().symbols.all(ctx.game)) {
      if (kinds.includes(s.kind))
        add({ label: s.name, kind: "name", detail: `${s.kind} ${s.id}`, documentation: `Declared in ${s.file}:${s.range.start.line}` });
    }
  };
  const table = ctx.game ? (ws.games.find(ctx.game)?.table ?? null) : null;

  if (ctx.place === "top") {
    const first = ctx.items[0];
    if (ctx.items.length === 0) {
      for (const k of ["game", "set"])
        add({
          label: k,
          kind: "keyword",
          detail: k,
          documentation: k === "game" ? "Which game's vocabulary the file uses." : "The set its entities belong to.",
        });
      for (const k of table?.kinds ?? []) add({ label: k.kind, kind: "kind", detail: `${k.kind} <Identifier> "<Display name>" { … }`, documentation: k.doc });
    } else if (first?.kind === "word" && first.lower === "game" && ctx.items.length === 1) {
      for (const g of ws.games.ids()) add({ label: g, kind: "value", detail: `game ${g}`, documentation: "" });
    } else if (table && first?.kind === "word") {
      const k = table.kinds.find((x) => x.kind === first.lower);
      const prev = ctx.items[ctx.items.length - 1];
      if (k && prev.kind === "word" && prev.lower === "for" && ctx.items.length > 1) names(k.forKinds ?? []);
      else if (k && prev.kind === "word" && prev.lower === "in" && ctx.items.length > 1) names(k.inKinds ?? []);
    }
    return [...out.values()];
  }
  if (!table) return [];

  let entries: Entry[] = ctx.place === "clause" ? clauseEntries(table, ctx.kind) : effectEntries(table);
  let items = ctx.items;
  // `if …` and `for each …` open their own tables
  const ifAt = items.findIndex((i) => i.kind === "word" && i.lower === "if");
  if (ifAt === 0) {
    entries = table.conditions.map((c) => ({ pattern: c.pattern, kind: "value" as const, doc: c.doc, suffix: ":" }));
    items = items.slice(1);
  }
  const forEach = items.findIndex(
    (it, k) => it.kind === "word" && it.lower === "for" && items[k + 1]?.kind === "word" && (items[k + 1] as { lower: string }).lower === "each",
  );
  if (forEach > 0) {
    entries = table.queries.map((q) => ({ pattern: q.pattern, kind: "value" as const, doc: q.doc }));
    items = items.slice(forEach + 2);
  }
  // after `or` or `->` a new effect starts
  const lastSplit = Math.max(...items.map((it, k) => ((it.kind === "word" && it.lower === "or") || it.kind === "arrow" ? k : -1)));
  if (lastSplit >= 0) {
    entries = effectEntries(table);
    items = items.slice(lastSplit + 1);
  }
  for (const e of entries) {
    for (const next of expectedAfter(e.pattern, items, table)) suggest(next, e, table, add, names);
  }
  return [...out.values()].sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
}

function suggest(next: Elem, e: Entry, table: GameTable, add: (c: CompletionItem) => void, names: (kinds: string[]) => void): void {
  const detail = `${readablePattern(e.pattern)}${e.suffix ?? ""}`;
  if (next.t === "lit") {
    for (const w of next.words) add({ label: w, kind: e.kind, detail, documentation: e.doc });
    return;
  }
  if (next.t === "group") return;
  if (next.type.startsWith("@")) {
    names(next.type.slice(1).split("/"));
    return;
  }
  const en = table.enums[next.type];
  if (en) for (const spellings of Object.values(en)) for (const sp of spellings) add({ label: sp, kind: "value", detail, documentation: e.doc });
}

export { keywords };
