// What changed between two content drops: the one shape `grimoire diff` prints
// as text, markdown or JSON (`--json` writes this object as it is; docs/content-diff.md
// documents it, and the shape only grows: a field is never renamed or removed
// without raising `version`). Everything is sorted: sets by game then set id,
// entities by id, messages by catalogue then id, locales English first.

import type { PropValue } from "../../core/ir.ts";

export const CONTENT_DIFF_VERSION = 1;

export interface ContentDiff {
  version: typeof CONTENT_DIFF_VERSION;
  /** the two drops as named on the command line, with the commit a revision resolved to */
  from: DropLabel;
  to: DropLabel;
  /** the locales compared: English first, then every locale either drop has catalogues for */
  locales: string[];
  summary: DiffSummary;
  /** only the sets in which an entity was added, removed or changed */
  sets: SetDiff[];
  /** one per locale, in the order of `locales`, each present even when nothing changed */
  messages: LocaleMessages[];
}

export interface DropLabel {
  /** the argument as given: "HEAD~1", "v0.3", "../drop-2/content" */
  label: string;
  kind: "revision" | "folder";
  /** the full commit id, for a revision */
  commit: string | null;
}

export interface DiffSummary {
  added: number;
  removed: number;
  changed: number;
  messagesAdded: number;
  messagesRemoved: number;
  messagesChanged: number;
  messagesStale: number;
}

export interface SetDiff {
  game: string;
  set: string;
  /** the set's display name (`set core "The Witcher: Old World"`), from the newer drop when it has the set */
  name: string | null;
  added: EntityEntry[];
  removed: EntityEntry[];
  changed: EntityChange[];
}

/** An entity as one drop has it: its name and rules text in every locale. */
export interface EntityEntry {
  id: string;
  kind: string;
  /** the display name in English */
  name: string;
  rules: LocaleLines[];
}

export interface LocaleLines {
  locale: string;
  lines: string[];
}

export interface EntityChange {
  id: string;
  kind: string;
  /** the display name in English, in the newer drop */
  name: string;
  /** the set the older drop had it in, when it moved (the entity is listed under its new set) */
  movedFrom: string | null;
  /** every property leaf that differs ("life", "symbols[0].amount", "tags"), by path */
  properties: PropertyChange[];
  /** display texts from the sources (name, flavour) that differ, by message id */
  texts: TextChange[];
  /** whether the effects differ (the IR's hooks, source positions aside) */
  effectsChanged: boolean;
  /** its rules text in every locale, before and after, whether or not it changed */
  rules: RulesTextChange[];
}

export interface PropertyChange {
  path: string;
  /** null: the property is absent on that side */
  before: PropValue | null;
  after: PropValue | null;
}

export interface TextChange {
  id: string;
  before: string | null;
  after: string | null;
}

export interface RulesTextChange {
  locale: string;
  before: string[];
  after: string[];
  changed: boolean;
}

export interface LocaleMessages {
  locale: string;
  added: MessageRef[];
  removed: MessageRef[];
  /** the message's text differs between the drops */
  changed: MessageRef[];
  /** a translation (never English) whose English text changed while the translation, and the hash it records, did not */
  stale: StaleMessage[];
}

export interface MessageRef {
  id: string;
  /** the catalogue it is in: "rules", "oldworld-core" (content/i18n/<locale>/<catalogue>.ftl) */
  catalogue: string;
}

export interface StaleMessage extends MessageRef {
  englishBefore: string;
  englishAfter: string;
}
