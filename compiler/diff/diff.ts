// Two checked content drops in, what changed between them out (content-diff.ts).
// Entities pair on game + id through one index per drop, messages on id per
// locale: the work is linear in the content. Rules text comes from the same
// renderer and catalogues as the card preview and `grimoire print` (cardText),
// so a phrase changed in rules.ftl shows on every card that uses it.

import { type EntityIR, type ProgramIR, type PropValue, refId, type SetIR } from "../../core/ir.ts";
import type { GameRegistry } from "../../core/registry.ts";
import { cardText, type Docs, englishCatalogueTexts, localeCatalogues } from "../i18n/card-text.ts";
import { type CatalogueEntry, parseCatalogue } from "../i18n/catalogue.ts";
import { englishHash } from "../i18n/check.ts";
import { catalogueLocales } from "../print/project.ts";
import {
  CONTENT_DIFF_VERSION,
  type ContentDiff,
  type DropLabel,
  type EntityChange,
  type EntityEntry,
  type LocaleMessages,
  type MessageRef,
  type PropertyChange,
  type SetDiff,
  type TextChange,
} from "./content-diff.ts";

/** One content drop, checked: its program and its catalogues ("i18n/<locale>/<name>.ftl" → text, as print reads them). */
export interface Drop {
  label: DropLabel;
  program: ProgramIR;
  docs: Docs;
}

interface Rendered {
  entity: EntityIR;
  set: SetIR;
  /** display name in English */
  name: string;
  /** rules lines by locale */
  rules: Map<string, string[]>;
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** English first, then every other locale either drop has catalogues for. */
function localesOf(a: Drop, b: Drop): string[] {
  const found = new Set([...catalogueLocales(a.docs), ...catalogueLocales(b.docs)]);
  found.delete("en");
  return ["en", ...[...found].sort(byText)];
}

/** The catalogue texts the renderer reads in a locale: English as the card preview assembles it, and the locale's own. */
function localeTexts(games: GameRegistry, drop: Drop, locale: string): Map<string, string> {
  return locale === "en" ? englishCatalogueTexts(games, drop.docs, drop.program) : localeCatalogues(drop.docs, locale);
}

const sameTexts = (a: Map<string, string>, b: Map<string, string>): boolean => a.size === b.size && [...a].every(([k, t]) => b.get(k) === t);

/** An entity as the renderer sees it: everything but source positions. */
const entityKey = (e: EntityIR): string => JSON.stringify(e, (k, v) => (k === "at" ? undefined : v));

/**
 * Every entity's English name and rules lines per locale. With `earlier`, the drop compared with: an entity
 * that is the same in both, in a locale whose catalogues are the same in both, keeps the earlier lines
 * (the renderer reads nothing else), so a drop that changed little costs little to compare.
 */
function renderAll(games: GameRegistry, drop: Drop, locales: string[], earlier?: { drop: Drop; rendered: Map<string, Rendered> }): Map<string, Rendered> {
  const out = new Map<string, Rendered>();
  for (const set of drop.program.sets)
    for (const entity of set.entities) out.set(`${entity.game}\u0000${entity.id}`, { entity, set, name: entity.name, rules: new Map() });
  const unchanged = new Set<string>();
  if (earlier) {
    for (const [key, r] of out) {
      const old = earlier.rendered.get(key);
      if (old && entityKey(old.entity) === entityKey(r.entity)) unchanged.add(key);
    }
  }
  // locale by locale: cardText keeps one locale's catalogues built until the locale changes
  for (const locale of locales) {
    const same = earlier !== undefined && sameTexts(localeTexts(games, earlier.drop, locale), localeTexts(games, drop, locale));
    for (const [key, r] of out) {
      const old = same && unchanged.has(key) ? earlier?.rendered.get(key) : undefined;
      if (old) {
        r.rules.set(locale, old.rules.get(locale) ?? []);
        if (locale === "en") r.name = old.name;
        continue;
      }
      const text = cardText(games, r.entity, locale, drop.docs, drop.program);
      r.rules.set(locale, text.rules);
      if (locale === "en") r.name = text.name;
    }
  }
  return out;
}

const isRecord = (v: PropValue): boolean => typeof v === "object" && v !== null && !Array.isArray(v) && refId(v) === null;

/**
 * The property's leaves by path: records by key, lists of records by index; a list of plain values
 * (tags, the names of assumed facts) is one leaf, so one added item is one change, not a shifted tail.
 */
function leaves(v: PropValue, at: string, out: Map<string, PropValue>): void {
  if (Array.isArray(v) && v.some(isRecord)) v.forEach((x, i) => leaves(x, `${at}[${i}]`, out));
  else if (isRecord(v) && Object.keys(v as object).length > 0) {
    const record = v as { [key: string]: PropValue };
    for (const k of Object.keys(record).sort(byText)) leaves(record[k], at ? `${at}.${k}` : k, out);
  } else out.set(at, v);
}

function propertyLeaves(e: EntityIR): Map<string, PropValue> {
  const out = new Map<string, PropValue>();
  for (const k of Object.keys(e.props)) leaves(e.props[k], k, out);
  out.set("tags", e.tags);
  return out;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The hooks as text without source positions: a card moved down a file has the same effects. */
const effectsKey = (e: EntityIR): string => JSON.stringify(e.hooks, (k, v) => (k === "at" ? undefined : v));

function compareEntity(a: Rendered, b: Rendered, locales: string[]): EntityChange | null {
  const properties: PropertyChange[] = [];
  const pa = propertyLeaves(a.entity);
  const pb = propertyLeaves(b.entity);
  for (const path of [...new Set([...pa.keys(), ...pb.keys()])].sort(byText)) {
    const before = pa.get(path) ?? null;
    const after = pb.get(path) ?? null;
    if (!same(before, after)) properties.push({ path, before, after });
  }
  const texts: TextChange[] = [];
  const ta = new Map(a.entity.texts.map((t) => [t.id, t.text]));
  const tb = new Map(b.entity.texts.map((t) => [t.id, t.text]));
  for (const id of [...new Set([...ta.keys(), ...tb.keys()])].sort(byText)) {
    const before = ta.get(id) ?? null;
    const after = tb.get(id) ?? null;
    if (before !== after) texts.push({ id, before, after });
  }
  const effectsChanged = effectsKey(a.entity) !== effectsKey(b.entity);
  const rules = locales.map((locale) => {
    const before = a.rules.get(locale) ?? [];
    const after = b.rules.get(locale) ?? [];
    return { locale, before, after, changed: !same(before, after) };
  });
  const movedFrom = a.entity.set !== b.entity.set ? a.entity.set : null;
  if (!properties.length && !texts.length && !effectsChanged && !movedFrom && !rules.some((r) => r.changed)) return null;
  return { id: b.entity.id, kind: b.entity.kind, name: b.name, movedFrom, properties, texts, effectsChanged, rules };
}

const entry = (r: Rendered, locales: string[]): EntityEntry => ({
  id: r.entity.id,
  kind: r.entity.kind,
  name: r.name,
  rules: locales.map((locale) => ({ locale, lines: r.rules.get(locale) ?? [] })),
});

interface Located {
  entry: CatalogueEntry;
  catalogue: string;
}

/** Every message and term of a drop's locale by id (the first definition, as Fluent reads a locale). English is read as the card preview reads it. */
function messagesOf(games: GameRegistry, drop: Drop, locale: string, parsed: Map<string, CatalogueEntry[]>): Map<string, Located> {
  const out = new Map<string, Located>();
  for (const [catalogue, text] of localeTexts(games, drop, locale)) {
    // a catalogue the drops share is parsed once
    const key = `${locale}/${catalogue}\u0000${text}`;
    let entries = parsed.get(key);
    if (!entries) parsed.set(key, (entries = parseCatalogue(`i18n/${locale}/${catalogue}.ftl`, text).entries));
    for (const e of entries) if (!out.has(e.id)) out.set(e.id, { entry: e, catalogue });
  }
  return out;
}

const byCatalogueThenId = (a: MessageRef, b: MessageRef): number => byText(a.catalogue, b.catalogue) || byText(a.id, b.id);
const englishShown = (e: CatalogueEntry): string => (e.plain && e.text !== null ? e.text : e.source);

function diffMessages(games: GameRegistry, from: Drop, to: Drop, locales: string[]): LocaleMessages[] {
  const parsed = new Map<string, CatalogueEntry[]>();
  const enA = messagesOf(games, from, "en", parsed);
  const enB = messagesOf(games, to, "en", parsed);
  return locales.map((locale) => {
    const a = locale === "en" ? enA : messagesOf(games, from, locale, parsed);
    const b = locale === "en" ? enB : messagesOf(games, to, locale, parsed);
    const out: LocaleMessages = { locale, added: [], removed: [], changed: [], stale: [] };
    for (const [id, m] of b) {
      const old = a.get(id);
      if (!old) out.added.push({ id, catalogue: m.catalogue });
      else if (old.entry.source !== m.entry.source) out.changed.push({ id, catalogue: m.catalogue });
      else if (locale !== "en" && old.entry.sourceHash === m.entry.sourceHash) {
        const englishBefore = enA.get(id)?.entry;
        const englishAfter = enB.get(id)?.entry;
        if (englishBefore && englishAfter && englishHash(englishBefore) !== englishHash(englishAfter))
          out.stale.push({ id, catalogue: m.catalogue, englishBefore: englishShown(englishBefore), englishAfter: englishShown(englishAfter) });
      }
    }
    for (const [id, m] of a) if (!b.has(id)) out.removed.push({ id, catalogue: m.catalogue });
    out.added.sort(byCatalogueThenId);
    out.removed.sort(byCatalogueThenId);
    out.changed.sort(byCatalogueThenId);
    out.stale.sort(byCatalogueThenId);
    return out;
  });
}

export function diffContent(games: GameRegistry, from: Drop, to: Drop): ContentDiff {
  const locales = localesOf(from, to);
  const a = renderAll(games, from, locales);
  const b = renderAll(games, to, locales, { drop: from, rendered: a });
  const sets = new Map<string, SetDiff>();
  const setOf = (s: SetIR): SetDiff => {
    const key = `${s.game}\u0000${s.set}`;
    let d = sets.get(key);
    if (!d) sets.set(key, (d = { game: s.game, set: s.set, name: null, added: [], removed: [], changed: [] }));
    // the newer drop names the set when it has one; it is walked second
    if (s.name !== undefined) d.name = s.name;
    return d;
  };
  for (const [key, r] of a) if (!b.has(key)) setOf(r.set).removed.push(entry(r, locales));
  for (const [key, r] of b) {
    const old = a.get(key);
    if (!old) setOf(r.set).added.push(entry(r, locales));
    else {
      const change = compareEntity(old, r, locales);
      if (change) setOf(r.set).changed.push(change);
    }
  }
  const byId = (x: { id: string }, y: { id: string }) => byText(x.id, y.id);
  const setList = [...sets.values()].sort((x, y) => byText(x.game, y.game) || byText(x.set, y.set));
  for (const s of setList) {
    s.added.sort(byId);
    s.removed.sort(byId);
    s.changed.sort(byId);
  }
  const messages = diffMessages(games, from, to, locales);
  const count = (f: (s: SetDiff) => unknown[]) => setList.reduce((n, s) => n + f(s).length, 0);
  const countMessages = (f: (m: LocaleMessages) => unknown[]) => messages.reduce((n, m) => n + f(m).length, 0);
  return {
    version: CONTENT_DIFF_VERSION,
    from: from.label,
    to: to.label,
    locales,
    summary: {
      added: count((s) => s.added),
      removed: count((s) => s.removed),
      changed: count((s) => s.changed),
      messagesAdded: countMessages((m) => m.added),
      messagesRemoved: countMessages((m) => m.removed),
      messagesChanged: countMessages((m) => m.changed),
      messagesStale: countMessages((m) => m.stale),
    },
    sets: setList,
    messages,
  };
}
