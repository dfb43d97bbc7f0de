// The English catalogue of a set's content strings (names, flavour), written
// from the IR's texts: the .grim files are the source, this file is derived.
// Messages are sorted by id so the file only changes where the content did.

import type { ProgramIR, SetIR } from "../../core/ir.ts";
import type { GameWords } from "../../core/game.ts";
import type { GameRegistry } from "../../core/registry.ts";
import { MessageNames } from "./message-names.ts";
import { messageSource } from "./ftl-text.ts";
import { commentText } from "../comment-text.ts";

/** The comment line of an English message that limits its translations' length: `# max-length: 18`. */
export const MAX_LENGTH_COMMENT = "max-length:";

/** The length limit an English entry's comment sets, if any. */
export function maxLengthOf(comment: string | null): number | null {
  const m = /^max-length:\s*(\d+)\s*$/m.exec(comment ?? "");
  return m ? Number(m[1]) : null;
}

export interface ContentString {
  /** text id from the IR, "investigation.zerikanian-assassin.name" */
  id: string;
  messageId: string;
  text: string;
  /** the .grim file it comes from, "content/adventure/investigation-blue.grim" (no line: moving a card must not change the catalogue) */
  source: string;
  /** the translator's note and length limit from `#.` comments in the .grim source */
  note?: string;
  maxLength?: number;
}

/** Catalogue name of a set: "adventure-base", "oldworld-monster-trail" (set ids may repeat across games). */
export function setCatalogueName(set: Pick<SetIR, "game" | "set">): string {
  return `${set.game}-${set.set}`;
}

/** `sourcePath` names a source as the repository does (the editor knows files relative to content/). */
export function contentStrings(set: SetIR, games: GameRegistry<GameWords>, sourcePath: (file: string) => string = (f) => f): ContentString[] {
  const names = MessageNames.of(games);
  const out: ContentString[] = [];
  for (const e of set.entities) {
    for (const t of e.texts) {
      out.push({
        id: t.id,
        messageId: names.content(t.id, set.game),
        text: t.text,
        source: sourcePath(t.at.file),
        ...(t.note !== undefined ? { note: t.note } : {}),
        ...(t.maxLength !== undefined ? { maxLength: t.maxLength } : {}),
      });
    }
  }
  return out.sort((a, b) => (a.messageId < b.messageId ? -1 : a.messageId > b.messageId ? 1 : 0));
}

export function englishSetCatalogue(set: SetIR, games: GameRegistry<GameWords>, sourcePath?: (file: string) => string): string {
  const head = [
    `### ${commentText(`${set.game} / ${set.set}`)}: names and flavour, in English.`,
    "### Written by `grimoire i18n extract` from the .grim sources; edit those, not this file.",
    "",
  ];
  const seen = new Set<string>();
  const body: string[] = [];
  for (const s of contentStrings(set, games, sourcePath)) {
    // two texts with one id would be a checker error; keep the first so the file stays valid Fluent
    if (seen.has(s.messageId)) continue;
    seen.add(s.messageId);
    // the note and limit travel as comments: PO `#.`, XLIFF <note>, and the check's length limit read them
    const comments = [
      s.source,
      ...(s.note !== undefined ? [`note: ${s.note}`] : []),
      ...(s.maxLength !== undefined ? [`${MAX_LENGTH_COMMENT} ${s.maxLength}`] : []),
    ];
    body.push(messageSource(s.messageId, s.text, comments));
  }
  return `${head.join("\n")}\n${body.join("\n")}`;
}

/** Every set's English catalogue, by catalogue name. */
export function englishCatalogues(program: ProgramIR, games: GameRegistry<GameWords>, sourcePath?: (file: string) => string): Map<string, string> {
  const out = new Map<string, string>();
  for (const set of [...program.sets].sort((a, b) => setCatalogueName(a).localeCompare(setCatalogueName(b)))) {
    out.set(setCatalogueName(set), englishSetCatalogue(set, games, sourcePath));
  }
  return out;
}
