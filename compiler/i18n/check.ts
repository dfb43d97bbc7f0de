// The translator's check: for one locale against English, every problem a
// player would see (a missing or stale string, a placeholder the renderer never
// fills, a reference to nothing, a syntax error), each at file:line:col, plus
// coverage per catalogue. Pure: callers read the files.

import { sourceHash } from "./hash.ts";
import type { Catalogue, CatalogueEntry, Position } from "./catalogue.ts";
import { maxLengthOf } from "./content-strings.ts";
import { MessageNames } from "./message-names.ts";
import type { GameRegistry } from "../../core/registry.ts";

export interface I18nDiagnostic {
  severity: "error" | "warning";
  code:
    | "syntax"
    | "duplicate"
    | "missing"
    | "stale"
    | "no-source-hash"
    | "unused"
    | "unknown-variable"
    | "unknown-message"
    | "unknown-term"
    | "rules-message"
    | "cedilla"
    | "glossary"
    | "too-long"
    | "call-argument"
    | "number-agreement"
    | "declension"
    | "same-name";
  message: string;
  file: string;
  line: number;
  column: number;
}

export interface Coverage {
  locale: string;
  /** catalogue name: "rules" or a set id */
  catalogue: string;
  total: number;
  translated: number;
  stale: number;
  missing: number;
}

export interface CheckResult {
  diagnostics: I18nDiagnostic[];
  coverage: Coverage[];
}

/**
 * The English a stale translation was made from: the message's text (or whole
 * entry, as hashed) whose hash the translation records, or null when unknown.
 * The CLI finds it in the English catalogue's git history (project.ts).
 */
export type PreviousEnglish = (messageId: string, hash: string) => string | null;

/** A catalogue with the name it pairs on across locales ("rules", "base", "monster-trail"). */
export interface NamedCatalogue {
  name: string;
  catalogue: Catalogue;
}

/** Variables the renderer passes to every rules message, whether or not the English one uses them. */
const RENDERER_VARIABLES = ["form", "timing", "gender"];

/** The text a translation's source-hash is taken over: plain text for content strings, the entry's source otherwise. */
export function englishHash(e: CatalogueEntry): string {
  return sourceHash(e.plain && e.text !== null ? e.text : e.source);
}

function diag(severity: I18nDiagnostic["severity"], code: I18nDiagnostic["code"], message: string, file: string, at: Position): I18nDiagnostic {
  return { severity, code, message, file, line: at.line, column: at.column };
}

interface Located {
  entry: CatalogueEntry;
  file: string;
  catalogue: string;
}

function index(cats: NamedCatalogue[]): Map<string, Located> {
  const m = new Map<string, Located>();
  for (const { name, catalogue } of cats) for (const e of catalogue.entries) if (!m.has(e.id)) m.set(e.id, { entry: e, file: catalogue.file, catalogue: name });
  return m;
}

/** Messages referenced by other messages of the same locale: grammar helpers, which each locale defines for itself. */
function referenced(all: Map<string, Located>): Set<string> {
  const out = new Set<string>();
  for (const { entry } of all.values()) {
    for (const r of entry.messageRefs.keys()) out.add(r);
    for (const r of entry.termRefs.keys()) out.add(`-${r}`);
  }
  return out;
}

/** Every variable a message can reach through the messages it references. */
function reachableVariables(id: string, all: Map<string, Located>, seen = new Set<string>()): Set<string> {
  const out = new Set<string>();
  if (seen.has(id)) return out;
  seen.add(id);
  const e = all.get(id)?.entry;
  if (!e) return out;
  for (const v of e.variables.keys()) out.add(v);
  for (const r of e.messageRefs.keys()) for (const v of reachableVariables(r, all, seen)) out.add(v);
  return out;
}

/** One locale is one namespace: an id defined in two of its files would show one of them at random. */
function duplicates(cats: NamedCatalogue[]): I18nDiagnostic[] {
  const out: I18nDiagnostic[] = [];
  const first = new Map<string, string>();
  for (const { catalogue } of cats) {
    for (const e of catalogue.entries) {
      const prev = first.get(e.id);
      if (prev === undefined) first.set(e.id, `${catalogue.file}:${e.at.line}`);
      else if (!prev.startsWith(`${catalogue.file}:`)) out.push(diag("error", "duplicate", `"${e.id}" is also defined at ${prev}`, catalogue.file, e.at));
    }
  }
  return out;
}

function referenceProblems(all: Map<string, Located>): I18nDiagnostic[] {
  const out: I18nDiagnostic[] = [];
  for (const { entry, file } of all.values()) {
    for (const [r, at] of entry.messageRefs)
      if (!all.has(r)) out.push(diag("error", "unknown-message", `"${entry.id}" refers to message "${r}", which this locale does not define`, file, at));
    for (const [r, at] of entry.termRefs)
      if (!all.has(`-${r}`)) out.push(diag("error", "unknown-term", `"${entry.id}" refers to term "-${r}", which this locale does not define`, file, at));
  }
  return out;
}

/** The English messages a locale must translate: everything but the helpers other English messages use. */
export function entryPoints(en: NamedCatalogue[]): Map<string, CatalogueEntry> {
  const all = index(en);
  const helpers = referenced(all);
  return new Map([...all].filter(([id, l]) => l.entry.kind === "message" && !helpers.has(id)).map(([id, l]) => [id, l.entry]));
}

/** Problems of the English source itself: syntax, dangling references, messages the games' verb tables need that it lacks. */
export function checkSource(en: NamedCatalogue[], games: GameRegistry): I18nDiagnostic[] {
  const names = MessageNames.of(games);
  const out: I18nDiagnostic[] = [];
  for (const { catalogue } of en) for (const s of catalogue.syntax) out.push(diag("error", "syntax", `${s.code}: ${s.message}`, catalogue.file, s.at));
  const all = index(en);
  out.push(...duplicates(en));
  out.push(...referenceProblems(all));
  const used = referenced(all);
  for (const { entry, file } of all.values()) {
    if (entry.kind === "term" && !used.has(entry.id)) out.push(diag("warning", "unused", `term "${entry.id}" is not used by any message`, file, entry.at));
  }
  const rules = en.find((c) => c.name === "rules");
  if (rules) {
    for (const game of names.games()) {
      for (const id of names.required(game)) {
        if (!all.has(id))
          out.push(
            diag(
              "error",
              "rules-message",
              `the ${game} game table needs message "${id}", which the English rules catalogue does not define`,
              rules.catalogue.file,
              { line: 1, column: 1 },
            ),
          );
      }
    }
  }
  return out;
}

/**
 * Checks one locale against English. English messages that other English
 * messages reference are grammar helpers: a locale need not translate them
 * one for one, and may define its own (they must be referenced, or they are unused).
 */
export function checkLocale(
  locale: string,
  en: NamedCatalogue[],
  target: NamedCatalogue[],
  targetDir = locale,
  previous: PreviousEnglish = () => null,
): CheckResult {
  const out: I18nDiagnostic[] = [];
  const coverage: Coverage[] = [];
  for (const { catalogue } of target) for (const s of catalogue.syntax) out.push(diag("error", "syntax", `${s.code}: ${s.message}`, catalogue.file, s.at));

  const source = index(en);
  const sourceHelpers = referenced(source);
  const mine = index(target);
  const mineReferenced = referenced(mine);
  out.push(...duplicates(target));
  out.push(...referenceProblems(mine));

  // entry points: what the renderer and the game ask for by id
  const required = [...source.values()].filter((l) => l.entry.kind === "message" && !sourceHelpers.has(l.entry.id));
  const allowed = new Map<string, Set<string>>();
  for (const { entry } of required) {
    const vars = new Set([...reachableVariables(entry.id, source), ...RENDERER_VARIABLES]);
    // a helper of this locale may use what any entry point reaching it may use
    const visit = (id: string, seen: Set<string>) => {
      if (seen.has(id)) return;
      seen.add(id);
      const set = allowed.get(id) ?? new Set<string>();
      for (const v of vars) set.add(v);
      allowed.set(id, set);
      for (const r of mine.get(id)?.entry.messageRefs.keys() ?? []) visit(r, seen);
    };
    if (mine.has(entry.id)) visit(entry.id, new Set());
  }

  const byCatalogue = new Map<string, Coverage>();
  const cov = (name: string) => {
    let c = byCatalogue.get(name);
    if (!c) {
      c = { locale, catalogue: name, total: 0, translated: 0, stale: 0, missing: 0 };
      byCatalogue.set(name, c);
    }
    return c;
  };
  for (const { name } of en) cov(name);

  for (const src of required) {
    const c = cov(src.catalogue);
    c.total++;
    const t = mine.get(src.entry.id);
    if (!t || t.entry.kind !== "message") {
      c.missing++;
      const targetFile = target.find((x) => x.name === src.catalogue)?.catalogue.file ?? `${targetDir}/${src.catalogue}.ftl`;
      out.push(
        diag("error", "missing", `"${src.entry.id}" is not translated (English at ${src.file}:${src.entry.at.line})`, targetFile, { line: 1, column: 1 }),
      );
      continue;
    }
    const want = englishHash(src.entry);
    if (t.entry.sourceHash === null) {
      c.stale++;
      out.push(
        diag(
          "error",
          "no-source-hash",
          `"${src.entry.id}" records no "# source-hash: ${want}" comment, so it cannot be told fresh or stale`,
          t.file,
          t.entry.at,
        ),
      );
    } else if (t.entry.sourceHash !== want) {
      c.stale++;
      const short = (s: string) => (s.length > 60 ? `${s.slice(0, 57)}...` : s).replace(/\n/g, " ");
      const was = previous(src.entry.id, t.entry.sourceHash);
      const now = src.entry.plain && src.entry.text !== null ? `, now "${short(src.entry.text)}"` : was !== null ? `, now "${short(src.entry.source)}"` : "";
      const before = was !== null ? `, was "${short(was)}"` : "";
      out.push(
        diag(
          "error",
          "stale",
          `"${src.entry.id}" is stale: the English changed since it was translated (${src.file}:${src.entry.at.line}${before}${now}; recorded ${t.entry.sourceHash}, English ${want})`,
          t.file,
          t.entry.at,
        ),
      );
    } else c.translated++;
    // a card face's room, from the source's `#. max N` note
    const max = maxLengthOf(src.entry.comment);
    if (max !== null && t.entry.plain && t.entry.text !== null && [...t.entry.text].length > max) {
      out.push(
        diag(
          "warning",
          "too-long",
          `"${src.entry.id}" has ${[...t.entry.text].length} characters; the note in the source allows ${max} ("${t.entry.text}")`,
          t.file,
          t.entry.at,
        ),
      );
    }
  }

  for (const { entry, file } of mine.values()) {
    if (entry.kind === "message" && !source.has(entry.id) && !mineReferenced.has(entry.id)) {
      out.push(diag("warning", "unused", `"${entry.id}" is not in the English source and nothing refers to it`, file, entry.at));
    }
    if (entry.kind === "term" && !mineReferenced.has(entry.id)) {
      out.push(diag("warning", "unused", `term "${entry.id}" is not used by any message of this locale`, file, entry.at));
    }
    const ok = allowed.get(entry.id);
    if (!ok) continue;
    for (const [v, at] of entry.variables) {
      if (!ok.has(v)) {
        const known = [...ok].filter((x) => !RENDERER_VARIABLES.includes(x)).sort();
        out.push(
          diag(
            "error",
            "unknown-variable",
            `"${entry.id}" uses $${v}, which the English source never provides${known.length ? ` (it has ${known.map((k) => `$${k}`).join(", ")})` : " (it has no variables)"}`,
            file,
            at,
          ),
        );
      }
    }
  }

  coverage.push(
    ...[...byCatalogue.values()].sort((a, b) => (a.catalogue === "rules" ? -1 : b.catalogue === "rules" ? 1 : a.catalogue.localeCompare(b.catalogue))),
  );
  out.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.code.localeCompare(b.code));
  return { diagnostics: out, coverage };
}

export function formatDiagnostic(d: I18nDiagnostic): string {
  return `${d.file}:${d.line}:${d.column}: ${d.severity} ${d.code}: ${d.message}`;
}

export function percent(c: Coverage): string {
  if (c.total === 0) return "100.0%";
  return `${((100 * c.translated) / c.total).toFixed(1)}%`;
}
