// The translation table's model: English entries (live text from the .grim
// sources where the id matches, else the English catalogue) beside the
// Romanian catalogue, with each row's status; and the edit that writes one
// translation back into the Romanian file without touching its other entries.

import { FluentParser, type Entry, type Message, type Term } from "@fluent/syntax";
import { parseCatalogue, normaliseEntrySource, type CatalogueEntry } from "../../compiler/i18n/catalogue.ts";
import { messageSource, textToPatternSource } from "../../compiler/i18n/ftl-text.ts";
import { sourceHash } from "../../compiler/i18n/hash.ts";

export type TranslationStatus = "missing" | "stale" | "ok";

export interface TranslationRow {
  id: string;
  english: string;
  /** the Romanian text, or its Fluent source when it is not plain text */
  translated: string | null;
  status: TranslationStatus;
  /** plain text both sides: editable as text; otherwise edited as Fluent source */
  plain: boolean;
  /** the fingerprint a translation of this English records */
  englishHash: string;
}

/** The fingerprint of an English entry, as the catalogue check computes it. */
export function englishHashOfText(id: string, text: string): string {
  return sourceHash(normaliseEntrySource(`${id} =${textToPatternSource(text)}`));
}

function valueSource(e: CatalogueEntry): string {
  // the entry's source is "id = value…": show the part after the first "="
  return e.source.slice(e.source.indexOf("=") + 1).trim();
}

export function translationRows(enFile: string, enText: string, roText: string | null, liveTexts: Map<string, string>): TranslationRow[] {
  const en = parseCatalogue(enFile, enText);
  const ro = roText === null ? null : parseCatalogue(enFile.replace("/en/", "/ro/"), roText);
  const rows: TranslationRow[] = [];
  for (const e of en.entries) {
    const live = liveTexts.get(e.id);
    const plain = e.plain && e.text !== null;
    const english = live ?? (plain ? e.text! : valueSource(e));
    const englishHash = live !== undefined ? englishHashOfText(e.id, live) : sourceHash(e.source);
    const r = ro?.byId.get(e.id) ?? null;
    const translated = r ? (r.plain && r.text !== null ? r.text : valueSource(r)) : null;
    const status: TranslationStatus = !r ? "missing" : r.sourceHash !== englishHash ? "stale" : "ok";
    rows.push({ id: e.id, english, translated, status, plain: plain && (!r || r.plain), englishHash });
  }
  // ids the sources have that the English catalogue has not caught up with yet
  for (const [id, text] of liveTexts) {
    if (en.byId.has(id)) continue;
    const r = ro?.byId.get(id) ?? null;
    const englishHash = englishHashOfText(id, text);
    rows.push({
      id,
      english: text,
      translated: r ? (r.text ?? valueSource(r)) : null,
      status: !r ? "missing" : r.sourceHash !== englishHash ? "stale" : "ok",
      plain: true,
      englishHash,
    });
  }
  return rows;
}

/**
 * The Romanian file with one message set to `text` and its `source-hash`
 * comment updated to the English it now translates. `plain` text is escaped
 * as Fluent text; otherwise `text` is taken as the Fluent source of the value.
 */
export function setTranslation(roText: string, id: string, text: string, englishHash: string, plain: boolean): string {
  const resource = new FluentParser({ withSpans: true }).parse(roText);
  const existing = (resource.body as Entry[]).find(
    (e): e is Message | Term => (e.type === "Message" || e.type === "Term") && (e.type === "Term" ? `-${e.id.name}` : e.id.name) === id,
  );
  const keptComments = (existing?.comment?.content ?? "")
    .split("\n")
    .filter((l) => l !== "" && !/^source-hash:/.test(l));
  const comments = [...keptComments, `source-hash: ${englishHash}`];
  const entry = plain
    ? messageSource(id, text, comments)
    : `${comments.map((c) => `# ${c}`).join("\n")}\n${id} =${/\n/.test(text) ? "\n" + text.split("\n").map((l) => "    " + l.trim()).join("\n") : " " + text.trim()}\n`;
  if (existing?.span) {
    return roText.slice(0, existing.span.start) + entry.replace(/\n$/, "") + roText.slice(existing.span.end);
  }
  const sep = roText === "" || roText.endsWith("\n\n") ? "" : roText.endsWith("\n") ? "\n" : "\n\n";
  return roText + sep + entry;
}
