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
import type { Game, ProgramIR } from "../../core/ir.ts";
import type { GameWords } from "../../core/game.ts";
import type { GameRegistry } from "../../core/registry.ts";
import { maxLengthOf } from "../../compiler/i18n/content-strings.ts";
import { MessageNames } from "../../compiler/i18n/message-names.ts";
import { placeholderNotes } from "../../compiler/i18n/po-context.ts";
import { type RoomRegion, textRoom } from "../../compiler/i18n/text-room.ts";
import type { GameLayout } from "../../compiler/render/layout.ts";

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
  /** for the translator: the notes of the source, then what each placeholder holds */
  notes: string[];
  /** a stale translation's English as it was when translated, when the English files still hold it */
  previousEnglish: string | null;
  /** the characters the text has room for (the card face's region, or the source's `max N`), and where that room is */
  maxLength: number | null;
  room: string | null;
  /** that room's region of the card face, for the editor to word in the page's language */
  region: RoomRegion | null;
  /** the entity whose card face the text is printed on (the Adventure Game's "monster.fleder"), when it is a card's name or flavour */
  face: { game: Game; id: string } | null;
  /** the translation is the English word for word: right for names the official material keeps, else not yet translated */
  sameAsEnglish: boolean;
}

export interface RowContext {
  /** the English file as it is on disk (i18n/en/<name>.ftl), when the live English differs from it: a stale translation's old English */
  diskEnglish?: string | null;
  /** the card layouts by game, for the room a text has on its face */
  layouts?: Partial<Record<string, GameLayout>>;
}

/** Catalogue name → English Fluent text: live set catalogues plus the English files. */
export function englishSources(games: GameRegistry<GameWords>, program: ProgramIR | null, docs: Map<string, { text: string }>): Map<string, string> {
  const out = new Map<string, string>();
  for (const [p, d] of docs) {
    const m = /^i18n\/en\/(.+)\.ftl$/.exec(p);
    if (m) out.set(m[1], d.text);
  }
  if (program) {
    let live = new Map<string, string>();
    try {
      live = englishCatalogues(program, games);
    } catch {
      // a half-typed id that is no message id yet: keep the English files until it is
    }
    for (const [name, text] of live) out.set(name, text);
  }
  return new Map([...out].sort(([a], [b]) => (a === "rules" ? -1 : b === "rules" ? 1 : a.localeCompare(b))));
}

function valueSource(e: CatalogueEntry): string {
  return e.source
    .slice(e.source.indexOf("=") + 1)
    .replace(/^[ \t]*\n?/, "")
    .replace(/^ {4}/gm, "")
    .trimEnd();
}

function shown(e: CatalogueEntry): string {
  return e.plain && e.text !== null ? e.text : valueSource(e);
}

export function translationRows(
  games: GameRegistry<GameWords>,
  name: string,
  englishText: string,
  localeText: string | null,
  context: RowContext = {},
): TranslationRow[] {
  const names = MessageNames.of(games);
  const en = parseCatalogue(`i18n/en/${name}.ftl`, englishText);
  const tr = localeText === null ? null : parseCatalogue(`i18n/xx/${name}.ftl`, localeText);
  const disk = context.diskEnglish ? parseCatalogue(`i18n/en/${name}.ftl`, context.diskEnglish) : null;
  const reach = (id: string, seen = new Set<string>()): string[] => {
    const e = en.byId.get(id);
    if (!e || seen.has(id)) return [];
    seen.add(id);
    return [...e.variables.keys(), ...[...e.messageRefs.keys()].flatMap((r) => reach(r, seen))];
  };
  const rows: TranslationRow[] = [];
  for (const [id, e] of entryPoints([{ name, catalogue: en }])) {
    const t = tr?.byId.get(id) ?? null;
    const hash = englishHash(e);
    const old = t && t.sourceHash !== hash && disk ? disk.byId.get(id) : undefined;
    const room = context.layouts ? textRoom(names, id, context.layouts) : null;
    const noted = maxLengthOf(e.comment);
    const maxLength = room && (noted === null || room.max < noted) ? room.max : noted;
    const game = names.gameOf(id);
    const text = /__(name|flavour)$/.test(id) ? names.textOf(id) : null;
    rows.push({
      id,
      english: shown(e),
      translated: t ? shown(t) : null,
      status: !t ? "missing" : t.sourceHash !== hash ? "stale" : "ok",
      plain: e.plain && (!t || t.plain),
      englishHash: hash,
      notes: [
        ...(e.comment ?? "").split("\n").flatMap((l) => (/^note: /.test(l) ? [l.slice(6)] : [])),
        ...placeholderNotes(id, reach(id), null, game ? names.absentAsNone(game) : []).map((n) => n.replace(/^placeholder /, "")),
      ],
      previousEnglish: old && t && englishHash(old) === t.sourceHash ? shown(old) : null,
      maxLength,
      room: room && maxLength === room.max ? room.where : null,
      region: room && maxLength === room.max ? room.region : null,
      face: room && text ? { game: text.game, id: text.textId.split(".").slice(0, -1).join(".") } : null,
      sameAsEnglish: !!t && e.plain && t.plain && t.text === e.text,
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
    : `${comments.map((c) => `# ${commentText(c)}`).join("\n")}\n${id} =${
        value.includes("\n")
          ? "\n" +
            value
              .split("\n")
              .map((l) => (l.trim() ? `    ${l}` : ""))
              .join("\n")
          : ` ${value.trim()}`
      }\n`;
  if (existing?.span) return localeText.slice(0, existing.span.start) + entry.replace(/\n$/, "") + localeText.slice(existing.span.end);
  const sep = localeText === "" || localeText.endsWith("\n\n") ? "" : localeText.endsWith("\n") ? "\n" : "\n\n";
  return localeText + sep + entry;
}

/** characters a text area's line holds at the table's font size: the rows a text needs, wrapped lines counted */
const CHARS_PER_ROW = 38;

/** rows for a text area: every line of the text, each as many rows as it wraps to, at most 12 */
export function textRows(text: string): number {
  return Math.min(
    12,
    Math.max(
      1,
      text.split("\n").reduce((n, l) => n + Math.max(1, Math.ceil([...l].length / CHARS_PER_ROW)), 0),
    ),
  );
}
