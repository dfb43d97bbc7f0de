// A Fluent catalogue as the checks see it: every message and term with where it
// is, the English-source fingerprint its comment records, the variables and
// references it uses, and every syntax error as file:line:col.
// Parsing uses @fluent/syntax, the reference parser, so what passes here is
// what translators' tools (Pontoon, Weblate, editors) read the same way.

import { Visitor, type Entry, type Message, type Term, type Pattern } from "@fluent/syntax";
import { guardFluent } from "./ftl-guard.ts";
import type { BaseNode } from "@fluent/syntax";

export interface Position {
  line: number;
  column: number;
}

export interface CatalogueEntry {
  /** message id, or `-id` for a term */
  id: string;
  kind: "message" | "term";
  /** the `# source-hash: …` recorded above the entry, if any */
  sourceHash: string | null;
  /** the entry's own Fluent source (without its comment), normalised: what a hash of the English is taken over */
  source: string;
  /** where the entry's id starts */
  at: Position;
  /** offsets of the whole entry in the file, its attached comment included */
  span: { start: number; end: number };
  /** the attached comment's text (without "# "), if any */
  comment: string | null;
  /** variables the entry uses ($x), each with the position of its first use */
  variables: Map<string, Position>;
  /** terms referenced (-x) and messages referenced (x) */
  termRefs: Map<string, Position>;
  messageRefs: Map<string, Position>;
  attributes: string[];
  /** true when the value is a plain text (no placeables): content strings */
  plain: boolean;
  /** the text, when plain */
  text: string | null;
}

export interface SyntaxProblem {
  message: string;
  code: string;
  at: Position;
}

export interface Catalogue {
  /** path used in diagnostics */
  file: string;
  entries: CatalogueEntry[];
  byId: Map<string, CatalogueEntry>;
  syntax: SyntaxProblem[];
}

/** Maps offsets to 1-based line:column. */
export function lineIndex(source: string): (offset: number) => Position {
  const starts = [0];
  for (let i = 0; i < source.length; i++) if (source[i] === "\n") starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - starts[lo] + 1 };
  };
}

const HASH_COMMENT = /^source-hash:\s*([0-9a-f]+)\s*$/m;

class RefCollector extends Visitor {
  variables = new Map<string, number>();
  terms = new Map<string, number>();
  messages = new Map<string, number>();
  placeables = 0;
  override visitVariableReference(node: BaseNode): void {
    const n = node as unknown as { id: { name: string }; span?: { start: number } };
    if (!this.variables.has(n.id.name)) this.variables.set(n.id.name, n.span?.start ?? 0);
  }
  override visitTermReference(node: BaseNode): void {
    const n = node as unknown as { id: { name: string }; span?: { start: number } };
    if (!this.terms.has(n.id.name)) this.terms.set(n.id.name, n.span?.start ?? 0);
    this.genericVisit(node);
  }
  override visitMessageReference(node: BaseNode): void {
    const n = node as unknown as { id: { name: string }; span?: { start: number } };
    if (!this.messages.has(n.id.name)) this.messages.set(n.id.name, n.span?.start ?? 0);
  }
  override visitPlaceable(node: BaseNode): void {
    this.placeables++;
    this.genericVisit(node);
  }
}

function plainText(p: Pattern | null): string | null {
  if (!p) return null;
  let out = "";
  for (const el of p.elements) {
    if (el.type === "TextElement") out += el.value;
    else if (el.expression.type === "StringLiteral") out += el.expression.parse().value;
    else return null;
  }
  return out;
}

export function parseCatalogue(file: string, text: string): Catalogue {
  const guarded = guardFluent(text);
  const { resource, text: source } = guarded;
  const pos = lineIndex(source);
  const entries: CatalogueEntry[] = [];
  const syntax: SyntaxProblem[] = guarded.problems.map((p) => ({ code: p.code, message: p.message, at: pos(p.offset) }));
  for (const entry of resource.body as Entry[]) {
    if (entry.type === "Junk") {
      for (const a of entry.annotations) {
        syntax.push({ code: a.code, message: a.message, at: pos(a.span?.start ?? entry.span?.start ?? 0) });
      }
      continue;
    }
    if (entry.type !== "Message" && entry.type !== "Term") continue;
    const e = entry as Message | Term;
    const refs = new RefCollector();
    refs.visit(e);
    // a term's identifier span starts after its "-"
    const start = (e.id.span?.start ?? 0) - (e.type === "Term" ? 1 : 0);
    const end = e.span?.end ?? start;
    const toPos = (m: Map<string, number>) => new Map([...m].map(([k, v]) => [k, pos(v)] as const));
    const text = e.attributes.length === 0 ? plainText(e.value) : null;
    entries.push({
      id: e.type === "Term" ? `-${e.id.name}` : e.id.name,
      kind: e.type === "Term" ? "term" : "message",
      sourceHash: HASH_COMMENT.exec(e.comment?.content ?? "")?.[1] ?? null,
      source: normaliseEntrySource(source.slice(start, end)),
      at: pos(start),
      span: { start: e.span?.start ?? start, end },
      comment: e.comment?.content ?? null,
      variables: toPos(refs.variables),
      termRefs: toPos(refs.terms),
      messageRefs: toPos(refs.messages),
      attributes: e.attributes.map((a) => a.id.name),
      plain: text !== null,
      text,
    });
  }
  const byId = new Map<string, CatalogueEntry>();
  for (const e of entries) {
    if (byId.has(e.id)) {
      syntax.push({ code: "duplicate", message: `"${e.id}" is defined twice (first at line ${byId.get(e.id)!.at.line})`, at: e.at });
    } else byId.set(e.id, e);
  }
  return { file, entries, byId, syntax };
}

/** Whitespace-insensitive at line ends, so re-indenting an English message does not mark translations stale. */
export function normaliseEntrySource(s: string): string {
  return s
    .split("\n")
    .map((l) => l.trimEnd())
    .join("\n")
    .trim();
}
