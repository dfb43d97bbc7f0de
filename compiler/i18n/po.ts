// Gettext PO export and import, for translators whose CAT tool (Poedit,
// Lokalize, OmegaT, Weblate) reads PO rather than Fluent. Round-trips: a PO
// exported and imported unchanged leaves the .ftl files byte for byte.
//
// One PO entry per message the locale must translate:
//   msgctxt  "<catalogue>|<message id>"        e.g. "adventure-base|monster__fleder__name"
//   msgid    the English text; for messages with placeables or variants, the message's value in
//            Fluent ("Receive { $amount } gold"), without its id
//   msgstr   the translation in the same shape
//   msgid_plural, msgstr[0..n]  a message that varies by one number only: its plural forms, one
//            per plural category of the locale (Romanian: one, few, other), as gettext counts them
//   #, fuzzy          the translation is stale (or records no source hash)
//   #, fluent-pattern msgid/msgstr are Fluent values, not plain text (for people: tools such as
//                     msgcat drop flags they do not know, so import reads the `#. format: fluent`
//                     comment, and an older export's "<message id> = …" entry still imports)
//   #. format: fluent / #. english-hash: … / #. plural: $amount (one, few, other)
//                     what import needs to rebuild the Fluent entry and the hash of its English
//   #. placeholder $x: …  what each placeholder holds, from the rules code's call sites
//   #. max-length: N  the room the text has on its card face (the layout), or the source's `max N`
//   #. source-hash: … the English fingerprint the translation records (kept through fuzzy entries)
//   #| msgid "…"     on a fuzzy entry: the English the translation was made from, when known,
//                     so the CAT tool shows what changed
//   #: faces/….png    with `i18n export --faces <dir>`: the card face the text is printed on,
//                     drawn in the locale, beside the English file's line
// The locale's own grammar entries (terms, helper messages) follow, with msgid = msgstr.

import { parseCatalogue, type CatalogueEntry } from "./catalogue.ts";
import { englishHash, entryPoints, type NamedCatalogue, type PreviousEnglish } from "./check.ts";
import { messageSource } from "./ftl-text.ts";
import { sourceHash } from "./hash.ts";
import { commentText } from "../comment-text.ts";
import type { CallSites } from "./call-sites.ts";
import { maxLengthOf } from "./content-strings.ts";
import type { MessageNames } from "./message-names.ts";
import { entryFromValue, sameMessage, placeholderNotes, pluralEntrySource, pluralForms, PLURAL_CATEGORIES, valueSource } from "./po-context.ts";
import type { TextRoom } from "./text-room.ts";

const PLURAL_FORMS: Record<string, string> = {
  en: "nplurals=2; plural=(n != 1);",
  ro: "nplurals=3; plural=(n==1 ? 0 : (n==0 || (n%100 > 0 && n%100 < 20)) ? 1 : 2);",
};

export class PoError extends Error {
  override name = "PoError";
}

function quote(s: string): string {
  return s.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\t/g, "\\t").replace(/\r/g, "\\r").replace(/\n/g, "\\n");
}

function poString(keyword: string, s: string): string {
  if (!s.includes("\n")) return `${keyword} "${quote(s)}"`;
  const parts = s.split(/(?<=\n)/);
  return [`${keyword} ""`, ...parts.map((p) => `"${quote(p)}"`)].join("\n");
}

export interface PoEntry {
  ctx: string;
  id: string;
  str: string;
  flags: string[];
  extracted: string[];
  references: string[];
  /** the English a stale translation was made from */
  previous?: string;
  /** the image of the card face the text is printed on, in the locale (`i18n export --faces`) */
  face?: string;
  /** a plural entry: the English plural (msgid_plural) and one translation per plural form (msgstr[i]) */
  idPlural?: string;
  strs?: string[];
}

/** the fields the game of a message leaves out when they do not apply; none when no game's prefix names it */
function absentAsNone(names: MessageNames | null, id: string): readonly string[] {
  const game = names?.gameOf(id);
  return game ? names!.absentAsNone(game) : [];
}

/** What an export tells the translator beside the text. */
export interface ExchangeContext {
  /** the locale exported, for its plural forms */
  locale?: string;
  /** the rules code's call sites, for the placeholder notes */
  sites?: CallSites | null;
  /** the registered games' message names, to tell which fields a message's game leaves out when they do not apply */
  names?: MessageNames | null;
  /** the room a content text has on its card face */
  room?: (messageId: string) => TextRoom | null;
  /** write plural messages as gettext plural entries (PO) rather than as Fluent values (XLIFF) */
  plurals?: boolean;
}

/** the face image of a message's card, by message id, or null */
export type FaceOf = (messageId: string) => string | null;

function entryText(e: PoEntry): string {
  const lines: string[] = [];
  for (const c of e.extracted) lines.push(`#. ${commentText(c)}`.trimEnd());
  for (const r of e.references) lines.push(`#: ${commentText(r)}`);
  if (e.face) lines.push(`#: ${commentText(e.face)}`);
  if (e.flags.length) lines.push(`#, ${e.flags.join(", ")}`);
  if (e.previous !== undefined)
    lines.push(
      ...poString("msgid", e.previous)
        .split("\n")
        .map((l) => `#| ${l}`),
    );
  lines.push(poString("msgctxt", e.ctx), poString("msgid", e.id));
  if (e.strs && e.idPlural !== undefined) {
    lines.push(poString("msgid_plural", e.idPlural));
    e.strs.forEach((str, i) => lines.push(poString(`msgstr[${i}]`, str)));
  } else lines.push(poString("msgstr", e.str));
  return lines.join("\n");
}

/** A message whose value is text only: it travels in PO as that text. */
function isPlain(e: CatalogueEntry): boolean {
  return e.plain && e.text !== null;
}

export function exportPo(
  locale: string,
  en: NamedCatalogue[],
  target: NamedCatalogue[],
  previous: PreviousEnglish = () => null,
  faceOf: FaceOf = () => null,
  context: ExchangeContext = {},
): string {
  const header = [
    'msgid ""',
    'msgstr ""',
    '"Project-Id-Version: grimoire\\n"',
    '"Report-Msgid-Bugs-To: \\n"',
    '"Language-Team: \\n"',
    `"Language: ${locale}\\n"`,
    '"MIME-Version: 1.0\\n"',
    '"Content-Type: text/plain; charset=UTF-8\\n"',
    '"Content-Transfer-Encoding: 8bit\\n"',
    ...(PLURAL_FORMS[locale] ? [`"Plural-Forms: ${PLURAL_FORMS[locale]}\\n"`] : []),
    '"X-Generator: grimoire i18n export\\n"',
  ].join("\n");
  return `${[header, ...exchangeEntries(en, target, previous, faceOf, { plurals: true, ...context, locale }).map(entryText)].join("\n\n")}\n`;
}

/**
 * The entries a CAT format carries, in order: every message the locale must
 * translate (rules first, then by catalogue and id), then the locale's own
 * grammar entries. PO and XLIFF write the same entries.
 */
export function exchangeEntries(
  en: NamedCatalogue[],
  target: NamedCatalogue[],
  previous: PreviousEnglish = () => null,
  faceOf: FaceOf = () => null,
  context: ExchangeContext = {},
): PoEntry[] {
  const required = entryPoints(en);
  const catalogueOf = new Map<string, string>();
  const fileOf = new Map<string, string>();
  for (const { name, catalogue } of en)
    for (const e of catalogue.entries) {
      if (catalogueOf.has(e.id)) continue;
      catalogueOf.set(e.id, name);
      fileOf.set(e.id, catalogue.file);
    }
  const english = new Map<string, CatalogueEntry>();
  for (const { catalogue } of en) for (const e of catalogue.entries) if (!english.has(e.id)) english.set(e.id, e);
  /** the variables a message reaches, its helpers' included */
  const reach = (id: string, seen = new Set<string>()): string[] => {
    const e = english.get(id);
    if (!e || seen.has(id)) return [];
    seen.add(id);
    return [...e.variables.keys(), ...[...e.messageRefs.keys()].flatMap((r) => reach(r, seen))];
  };
  const locale = context.locale ?? "";
  const mine = new Map<string, CatalogueEntry>();
  const mineCatalogue = new Map<string, string>();
  for (const { name, catalogue } of target) {
    for (const e of catalogue.entries) {
      if (mine.has(e.id)) continue;
      mine.set(e.id, e);
      mineCatalogue.set(e.id, name);
    }
  }

  const entries: PoEntry[] = [];
  const ids = [...required.keys()].sort((a, b) => {
    const ca = catalogueOf.get(a)!;
    const cb = catalogueOf.get(b)!;
    return ca === cb ? (a < b ? -1 : a > b ? 1 : 0) : ca === "rules" ? -1 : cb === "rules" ? 1 : ca < cb ? -1 : 1;
  });
  for (const id of ids) {
    const src = required.get(id)!;
    const t = mine.get(id);
    const pattern = !isPlain(src) || (t !== undefined && !isPlain(t));
    const comments = (src.comment ?? "").split("\n").filter((l) => l && !/^source-hash:/.test(l) && !/^max-length:/.test(l));
    const flags: string[] = [];
    const extracted = [...comments];
    // the card face's room, or the source's own limit when that is smaller
    const room = context.room?.(id) ?? null;
    const noted = maxLengthOf(src.comment);
    const limit = room && (noted === null || room.max < noted) ? room.max : noted;
    if (limit !== null) extracted.push(`max-length: ${limit}`, ...(room && limit === room.max ? [`room: ${room.where}`] : []));
    const vars = reach(id);
    if (vars.length) extracted.push(...placeholderNotes(id, vars, context.sites ?? null, absentAsNone(context.names ?? null, id)));
    const plural = pattern && context.plurals ? pluralForms(src.source, "en") : null;
    const theirs =
      plural && t
        ? isPlain(t)
          ? { variable: plural.variable, forms: (PLURAL_CATEGORIES[locale.split("-")[0]] ?? ["other"]).map(() => valueSource(t.source)) }
          : pluralForms(t.source, locale)
        : null;
    const asPlural = plural !== null && PLURAL_CATEGORIES[locale.split("-")[0]] !== undefined && (!t || theirs !== null);
    let before: string | null = null;
    if (t) {
      if (t.sourceHash !== englishHash(src)) {
        flags.push("fuzzy");
        if (t.sourceHash) before = previous(id, t.sourceHash);
      }
      if (t.sourceHash) extracted.push(`source-hash: ${t.sourceHash}`);
    }
    if (pattern) {
      // the value alone travels; import rebuilds the entry and records this hash of the English entry
      extracted.push("format: fluent", `english-hash: ${englishHash(src)}`);
      if (asPlural) extracted.push(`plural: $${plural.variable} (${PLURAL_CATEGORIES[locale.split("-")[0]].join(", ")})`);
      else flags.push("fluent-pattern");
    }
    const categories = PLURAL_CATEGORIES[locale.split("-")[0]] ?? [];
    entries.push({
      ctx: `${catalogueOf.get(id)}|${id}`,
      // the hash a translation records is of exactly this msgid (see englishHash), or the english-hash note
      id: asPlural ? plural.forms[0] : isPlain(src) ? src.text! : valueSource(src.source),
      str: t ? (pattern ? valueSource(t.source) : t.text!) : "",
      ...(asPlural ? { idPlural: plural.forms[plural.forms.length - 1], strs: theirs ? theirs.forms : categories.map(() => "") } : {}),
      flags,
      extracted,
      references: [`${fileOf.get(id)}:${src.at.line}`],
      ...(before !== null ? { previous: before } : {}),
      ...(faceOf(id) !== null ? { face: faceOf(id)! } : {}),
    });
  }
  // the locale's own grammar: terms and helper messages English does not have
  for (const [id, e] of [...mine].filter(([id]) => !required.has(id)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    entries.push({
      ctx: `${mineCatalogue.get(id)}|${id}`,
      id: e.source,
      str: e.source,
      flags: ["fluent-pattern"],
      extracted: ["grammar entry of this locale (no English source): edit msgstr"],
      references: [],
    });
  }
  return entries;
}

// ---- reading PO ----

const ESCAPES: Record<string, string> = { n: "\n", t: "\t", r: "\r", '"': '"', "\\": "\\" };

function unquote(s: string, where: string): string {
  const m = /^"(.*)"$/.exec(s.trim());
  if (!m) throw new PoError(`${where}: expected a quoted string`);
  // an escape the export never writes (\a, \0, \x41, a lone \ before the closing quote) would change the text unseen
  return m[1].replace(/\\(.?)|"/g, (all: string, c: string | undefined) => {
    if (all === '"') throw new PoError(`${where}: a " inside a string is written \\"`);
    const to = c === undefined ? undefined : ESCAPES[c];
    if (to === undefined) throw new PoError(`${where}: "\\${c ?? ""}" is not an escape these catalogues use (\\n \\t \\r \\" \\\\)`);
    return to;
  });
}

export interface ParsedPoEntry extends PoEntry {
  line: number;
}

export function parsePo(text: string, file = "input.po"): ParsedPoEntry[] {
  const out: ParsedPoEntry[] = [];
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  let cur: ParsedPoEntry | null = null;
  let field: "ctx" | "id" | "str" | "idPlural" | number | null = null;
  const flush = () => {
    if (cur && (cur.id !== "" || cur.ctx !== "")) out.push(cur);
    cur = null;
    field = null;
  };
  const start = (line: number): ParsedPoEntry => (cur ??= { ctx: "", id: "", str: "", flags: [], extracted: [], references: [], line });
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i];
    const where = `${file}:${i + 1}`;
    const l = raw.trim();
    if (l === "") {
      flush();
      continue;
    }
    if (l.startsWith("#~")) continue; // obsolete entries
    if (l.startsWith("#")) {
      if (cur && field !== null) flush();
      const e = start(i + 1);
      if (l.startsWith("#,"))
        e.flags.push(
          ...l
            .slice(2)
            .split(",")
            .map((f) => f.trim())
            .filter(Boolean),
        );
      else if (l.startsWith("#.")) e.extracted.push(l.slice(2).trim());
      else if (l.startsWith("#:")) e.references.push(l.slice(2).trim());
      continue;
    }
    const kw = /^(msgctxt|msgid|msgstr)\s+(".*")$/.exec(l);
    if (kw) {
      if (kw[1] === "msgctxt" && cur && field !== null) flush();
      const e = start(i + 1);
      field = kw[1] === "msgctxt" ? "ctx" : kw[1] === "msgid" ? "id" : "str";
      e[field] = unquote(kw[2], where);
      continue;
    }
    // a plural entry: msgid_plural, then msgstr[0], msgstr[1], … (po-context.ts rebuilds the Fluent select)
    const plural = /^(msgid_plural|msgstr\[(\d+)\])\s+(".*")$/.exec(l);
    if (plural && cur) {
      const e: ParsedPoEntry = cur;
      if (plural[1] === "msgid_plural") {
        field = "idPlural";
        e.idPlural = unquote(plural[3], where);
      } else {
        const i = Number(plural[2]);
        e.strs ??= [];
        if (i !== e.strs.length) throw new PoError(`${where}: msgstr[${i}] out of order (expected msgstr[${e.strs.length}])`);
        field = i;
        e.strs.push(unquote(plural[3], where));
      }
      continue;
    }
    if (l.startsWith('"') && cur && field !== null) {
      const e: ParsedPoEntry = cur;
      if (typeof field === "number") e.strs![field] += unquote(l, where);
      else if (field === "idPlural") e.idPlural = (e.idPlural ?? "") + unquote(l, where);
      else e[field] += unquote(l, where);
      continue;
    }
    throw new PoError(`${where}: cannot read "${l.slice(0, 40)}"`);
  }
  flush();
  return out;
}

export interface ImportResult {
  /** catalogue name -> new file text, for the catalogues that changed */
  files: Map<string, string>;
  updated: string[];
  problems: string[];
  /** entries left out, with why (not errors) */
  skipped: string[];
}

/** Fluent source rather than text: what the export wrote as a whole entry starts with its own id. */
function isPatternEntry(id: string, po: ParsedPoEntry): boolean {
  // no RegExp built per entry: tens of thousands of them cost more than the rest of the import
  const heads = (s: string) => s.startsWith(id) && /^\s*=/.test(s.slice(id.length));
  return heads(po.id) || heads(po.str.trimStart());
}

/** The plural entry's variable and categories, from its `#. plural: $amount (one, few, other)` note. */
function pluralNote(po: ParsedPoEntry): { variable: string; categories: string[] } | null {
  const m = po.extracted.map((c) => /^plural: \$([\w-]+) \(([^)]*)\)$/.exec(c)).find((x) => x);
  return m ? { variable: m[1], categories: m[2].split(",").map((c) => c.trim()) } : null;
}

function entrySourceFor(id: string, po: ParsedPoEntry, old: CatalogueEntry | undefined, locale: string | null): string {
  const plural = po.strs ? pluralNote(po) : null;
  if (po.strs && plural) {
    // unchanged forms keep the entry as it is written (inline selects, helpers)
    if (old && locale) {
      const mine = old.plain && old.text !== null ? null : pluralForms(old.source, locale);
      if (mine && mine.forms.length === po.strs.length && mine.forms.every((f, i) => f === po.strs![i])) return old.source;
      if (old.plain && po.strs.every((f) => f === valueSource(old.source))) return old.source;
    }
    return pluralEntrySource(id, plural.variable, po.strs, locale ?? "");
  }
  if (isPatternEntry(id, po)) return po.str.trim();
  if (po.extracted.includes("format: fluent")) return entryFromValue(id, po.str).trimEnd();
  return messageSource(id, po.str).trimEnd();
}

/** The locale of a plural entry's forms, by its categories (the export names them). */
function localeOfCategories(categories: string[]): string | null {
  return Object.entries(PLURAL_CATEGORIES).find(([, c]) => c.join() === categories.join())?.[0] ?? null;
}

/**
 * Merges a PO file's translations into the locale's catalogues. Entries are
 * replaced in place (their other comments kept); new ones are appended to
 * their catalogue. An entry not marked fuzzy records the hash of its msgid (the
 * English it was translated from); a fuzzy one keeps the hash it had.
 */
export function importPo(
  poText: string,
  poFile: string,
  target: Map<string, { file: string; text: string }>,
  /** ids English still has; an entry for any other id (from an older export) is skipped and reported */
  english?: EnglishIds,
): ImportResult {
  return mergeEntries(parsePo(poText, poFile), poFile, target, english);
}

/**
 * The ids English has: a set, or by the catalogue each is in (the CLI passes
 * that, so an entry filed under another catalogue than its English one is refused).
 */
export type EnglishIds = ReadonlySet<string> | ReadonlyMap<string, string>;

const shown = (s: string) => JSON.stringify(s.length > 60 ? `${s.slice(0, 60)}…` : s);

/**
 * Merges exchanged entries (read from PO or XLIFF) into the locale's catalogues; see importPo.
 * Every entry is checked first; with any problem, no catalogue changes (`files` is empty).
 */
export function mergeEntries(
  entries: ParsedPoEntry[],
  poFile: string,
  target: Map<string, { file: string; text: string }>,
  english?: EnglishIds,
): ImportResult {
  const problems: string[] = [];
  const updated: string[] = [];
  const skipped: string[] = [];
  const texts = new Map([...target].map(([k, v]) => [k, v.text]));
  const byCatalogue = new Map<string, ParsedPoEntry[]>();
  const englishCatalogue = english instanceof Map ? (english as ReadonlyMap<string, string>) : null;
  // the catalogue name becomes a file name: only the locale's own catalogues and English's are names at all
  const known = new Set([...target.keys(), ...(englishCatalogue ? englishCatalogue.values() : [])]);
  const firstLine = new Map<string, number>();
  for (const e of entries) {
    const bar = e.ctx.indexOf("|");
    if (bar < 0) {
      problems.push(`${poFile}:${e.line}: msgctxt ${shown(e.ctx)} is not "<catalogue>|<message id>"`);
      continue;
    }
    const name = e.ctx.slice(0, bar);
    const id = e.ctx.slice(bar + 1);
    // one id is one message in the locale, whatever catalogue an entry names
    const before = firstLine.get(id);
    if (before !== undefined) {
      problems.push(`${poFile}:${e.line}: a second entry for "${id}" (the first is at line ${before}); keep one`);
      continue;
    }
    firstLine.set(id, e.line);
    if (!known.has(name)) {
      problems.push(`${poFile}:${e.line}: ${shown(name)} is not a catalogue of this locale (${[...known].sort().join(", ")})`);
      continue;
    }
    const home = englishCatalogue?.get(id);
    if (home !== undefined && home !== name) {
      problems.push(`${poFile}:${e.line}: "${id}" is filed under catalogue "${name}", but its English is in "${home}"`);
      continue;
    }
    if (e.strs ? e.strs.every((x) => x === "") : e.str === "") continue;
    const localeOnly = e.extracted.some((c) => c.startsWith("grammar entry of this locale"));
    if (english && !localeOnly && !english.has(id)) {
      skipped.push(`${poFile}:${e.line}: "${id}" is no longer in the English source; skipped`);
      continue;
    }
    if (!byCatalogue.has(name)) byCatalogue.set(name, []);
    byCatalogue.get(name)!.push(e);
  }
  for (const [name, list] of byCatalogue) {
    let text = texts.get(name) ?? `### ${name}\n`;
    const file = target.get(name)?.file ?? `${name}.ftl`;
    const cat = parseCatalogue(file, text);
    const edits: { start: number; end: number; text: string }[] = [];
    const appends: string[] = [];
    for (const po of list) {
      const id = po.ctx.slice(name.length + 1);
      const note = po.strs ? pluralNote(po) : null;
      if (po.strs && !note) {
        problems.push(
          `${poFile}:${po.line}: "${id}" has plural forms but no "#. plural: $<variable> (<categories>)" comment, so they cannot be put back into a Fluent select`,
        );
        continue;
      }
      const source = entrySourceFor(id, po, cat.byId.get(id), note ? localeOfCategories(note.categories) : null);
      const parsed = parseCatalogue(`${poFile}:${po.line}`, `${source}\n`);
      const entry = parsed.entries[0];
      if (parsed.syntax.length || parsed.entries.length !== 1 || entry.id !== id) {
        const why = parsed.syntax[0] ? `${parsed.syntax[0].code} ${parsed.syntax[0].message}` : `it must define "${id}" and nothing else`;
        problems.push(`${poFile}:${po.line}: the translation of "${id}" is not valid Fluent: ${why}`);
        continue;
      }
      const localeOnly = po.extracted.some((c) => c.startsWith("grammar entry of this locale"));
      const kept =
        po.extracted
          .find((c) => c.startsWith("source-hash:"))
          ?.slice("source-hash:".length)
          .trim() ?? null;
      const englishNote =
        po.extracted
          .find((c) => c.startsWith("english-hash:"))
          ?.slice("english-hash:".length)
          .trim() ?? null;
      const hash = localeOnly ? null : po.flags.includes("fuzzy") ? kept : (englishNote ?? sourceHash(po.id));
      const old = cat.byId.get(id);
      const otherComments = (old?.comment ?? "").split("\n").filter((l) => l !== "" && !/^source-hash:/.test(l));
      const commentLines = [...otherComments.map((c) => `# ${commentText(c)}`), ...(hash ? [`# source-hash: ${hash}`] : [])];
      const newText = [...commentLines, source].join("\n");
      if (old) {
        const oldText = text.slice(old.span.start, old.span.end).replace(/\n+$/, "");
        const same = old.source === entry.source || (old.plain && entry.plain && old.text === entry.text) || sameMessage(old.source, entry.source);
        if (same && old.sourceHash === (hash ?? old.sourceHash)) continue;
        if (oldText === newText) continue;
        edits.push({ start: old.span.start, end: old.span.start + oldText.length, text: newText });
      } else appends.push(newText);
      updated.push(`${name}|${id}`);
    }
    if (!edits.length && !appends.length) continue;
    // one pass over the catalogue, however many entries change (no copy of the text per edit)
    const pieces: string[] = [];
    let from = 0;
    for (const ed of edits.sort((a, b) => a.start - b.start)) {
      pieces.push(text.slice(from, ed.start), ed.text);
      from = ed.end;
    }
    pieces.push(text.slice(from));
    text = pieces.join("");
    if (appends.length) text = `${text.replace(/\n*$/, "\n")}\n${appends.join("\n")}\n`;
    texts.set(name, text);
  }
  const files = new Map<string, string>();
  // a file with any problem changes no catalogue: half an import is a corrupt locale
  if (!problems.length) for (const [name, text] of texts) if (target.get(name)?.text !== text) files.set(name, text);
  return { files, updated: problems.length ? [] : updated, problems, skipped };
}
