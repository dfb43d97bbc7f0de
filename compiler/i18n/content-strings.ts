// The English catalogue of a set's content strings (names, flavour), written
// from the IR's texts: the .grim files are the source, this file is derived.
// Messages are sorted by id so the file only changes where the content did.

import type { ProgramIR, SetIR } from "../ir/types.ts";
import { contentMessageId } from "./message-ids.ts";
import { messageSource } from "./ftl-text.ts";
import { commentText } from "../comment-text.ts";

export interface ContentString {
  /** text id from the IR, "investigation.zerikanian-assassin.name" */
  id: string;
  messageId: string;
  text: string;
  /** the .grim file it comes from, "content/adventure/investigation-blue.grim" (no line: moving a card must not change the catalogue) */
  source: string;
}

/** Catalogue name of a set: "adventure-base", "oldworld-monster-trail" (set ids may repeat across games). */
export function setCatalogueName(set: Pick<SetIR, "game" | "set">): string {
  return `${set.game}-${set.set}`;
}

/** `sourcePath` names a source as the repository does (the editor knows files relative to content/). */
export function contentStrings(set: SetIR, sourcePath: (file: string) => string = (f) => f): ContentString[] {
  const out: ContentString[] = [];
  for (const e of set.entities) {
    for (const t of e.texts) out.push({ id: t.id, messageId: contentMessageId(t.id, set.game), text: t.text, source: sourcePath(t.at.file) });
  }
  return out.sort((a, b) => (a.messageId < b.messageId ? -1 : a.messageId > b.messageId ? 1 : 0));
}

export function englishSetCatalogue(set: SetIR, sourcePath?: (file: string) => string): string {
  const head = [
    `### ${commentText(`${set.game} / ${set.set}`)}: names and flavour, in English.`,
    "### Written by `grimoire i18n extract` from the .grim sources; edit those, not this file.",
    "",
  ];
  const seen = new Set<string>();
  const body: string[] = [];
  for (const s of contentStrings(set, sourcePath)) {
    // two texts with one id would be a checker error; keep the first so the file stays valid Fluent
    if (seen.has(s.messageId)) continue;
    seen.add(s.messageId);
    body.push(messageSource(s.messageId, s.text, [s.source]));
  }
  return head.join("\n") + "\n" + body.join("\n");
}

/** Every set's English catalogue, by catalogue name. */
export function englishCatalogues(program: ProgramIR, sourcePath?: (file: string) => string): Map<string, string> {
  const out = new Map<string, string>();
  for (const set of [...program.sets].sort((a, b) => setCatalogueName(a).localeCompare(setCatalogueName(b)))) {
    out.set(setCatalogueName(set), englishSetCatalogue(set, sourcePath));
  }
  return out;
}
