// The translation table's model. English comes from the sources as typed (a
// set's names and flavour are extracted from the checked program, the rules
// messages from i18n/en/rules.ftl); the other side is the locale's catalogue.
// Status and fingerprints are the catalogue check's own (compiler/i18n/check),
// so the table and `grimoire i18n check` never disagree. An edit rewrites one
// message of the locale's file and leaves every other line as it was.

import type { Entry, Message, Term } from "@fluent/syntax";
import { guardFluent } from "../../compiler/i18n/ftl-guard.ts";
import { parseCatalogue, type CatalogueEntry } from "../../compiler/i18n/catalogue.ts";
import { englishHash, entryPoints } from "../../compiler/i18n/check.ts";
import { englishCatalogues } from "../../compiler/i18n/content-strings.ts";
import { messageSource } from "../../compiler/i18n/ftl-text.ts";
import { commentText } from "../../compiler/comment-text.ts";
import type { ProgramIR } from "../../compiler/ir/types.ts";

export type TranslationStatus = "missing" | "stale" | "ok";

export interface TranslationRow {
  /** Fluent message id */
  id: string;
  english: string;
  /** the translation's text, or its Fluent source when it is not plain text */
  translated: string | null;
  status: TranslationStatus;
  /** plain text: edited as text; otherwise edited as Fluent source */
  plain: boolean;
  /** the fingerprint a translation of this English records */
  englishHash: string;
}

/** Catalogue name → English Fluent text: live set catalogues plus the English files. */
export function englishSources(program: ProgramIR | null, docs: Map<string, { text: string }>): Map<string, string> {
  const out = new Map<string, string>();
  for (const [p, d] of docs) {
    const m = /^i18n\/en\/(.+)\.ftl$/.exec(p);
    if (m) out.set(m[1], d.text);
  }
  if (program) {
    let live = new Map<string, string>();
    try {
      live = englishCatalogues(program);
    } catch {
      // a half-typed id that is no message id yet: keep the English files until it is
    }
    for (const [name, text] of live) out.set(name, text);
  }
  return new Map([...out].sort(([a], [b]) => (a === "rules" ? -1 : b === "rules" ? 1 : a.localeCompare(b))));
}

function valueSource(e: CatalogueEntry): string {
  return e.source.slice(e.source.indexOf("=") + 1).replace(/^[ \t]*\n?/, "").replace(/^ {4}/gm, "").trimEnd();
}

function shown(e: CatalogueEntry): string {
  return e.plain && e.text !== null ? e.text : valueSource(e);
}

export function translationRows(name: string, englishText: string, localeText: string | null): TranslationRow[] {
  const en = parseCatalogue(`i18n/en/${name}.ftl`, englishText);
  const tr = localeText === null ? null : parseCatalogue(`i18n/xx/${name}.ftl`, localeText);
  const rows: TranslationRow[] = [];
  for (const [id, e] of entryPoints([{ name, catalogue: en }])) {
    const t = tr?.byId.get(id) ?? null;
    const hash = englishHash(e);
    rows.push({
      id,
      english: shown(e),
      translated: t ? shown(t) : null,
      status: !t ? "missing" : t.sourceHash !== hash ? "stale" : "ok",
      plain: e.plain && (!t || t.plain),
      englishHash: hash,
    });
  }
  return rows;
}

/**
 * The locale's file with one message set to `text` and its `source-hash`
 * comment updated to the English it now translates. Plain text is escaped as
 * Fluent text; otherwise `text` is the Fluent source of the value.
 */
export function setTranslation(localeText: string, id: string, text: string, hash: string, plain: boolean): string {
  // spans of the guarded text are spans of the locale text: the guard keeps every offset
  const resource = guardFluent(localeText).resource;
  const existing = (resource.body as Entry[]).find(
    (e): e is Message | Term => (e.type === "Message" || e.type === "Term") && (e.type === "Term" ? `-${e.id.name}` : e.id.name) === id,
  );
  const kept = (existing?.comment?.content ?? "").split("\n").filter((l) => l !== "" && !/^source-hash:/.test(l));
  const comments = [...kept, `source-hash: ${hash}`];
  const value = text.replace(/\r\n?/g, "\n");
  const entry = plain
    ? messageSource(id, value, comments)
    : `${comments.map((c) => `# ${commentText(c)}`).join("\n")}\n${id} =${value.includes("\n") ? "\n" + value.split("\n").map((l) => (l.trim() ? `    ${l}` : "")).join("\n") : ` ${value.trim()}`}\n`;
  if (existing?.span) return localeText.slice(0, existing.span.start) + entry.replace(/\n$/, "") + localeText.slice(existing.span.end);
  const sep = localeText === "" || localeText.endsWith("\n\n") ? "" : localeText.endsWith("\n") ? "\n" : "\n\n";
  return localeText + sep + entry;
}
