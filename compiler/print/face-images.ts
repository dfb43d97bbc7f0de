// The card faces a translator sees beside each text: `grimoire i18n export
// --faces <dir>` draws every card in the exported locale as a PNG
// (`<game>.<entity id>.<locale>.png`) and points each of the card's catalogue
// entries (its name, its flavour) at its image, as a PO reference or an
// XLIFF note, so a CAT tool shows where and how large the text is printed.

import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ProgramIR } from "../../core/ir.ts";
import type { GameRegistry } from "../../core/registry.ts";
import { MessageNames } from "../i18n/message-names.ts";
import type { FaceOf } from "../i18n/po.ts";
import { faceCards } from "../render/deck.ts";
import { facePng } from "./png.ts";
import { readCatalogueDocs, readLayout } from "./project.ts";

export interface FaceImages {
  faceOf: FaceOf;
  written: number;
  /** layout files that could not be used, as `grimoire print` words them */
  problems: string[];
}

/**
 * Writes the locale's card faces into `dir`; the paths handed to the export
 * are relative to `from` (the export file's folder), with "/" separators.
 */
export function writeFaceImages(games: GameRegistry, root: string, program: ProgramIR, locale: string, dir: string, from: string, dpi = 150): FaceImages {
  const docs = readCatalogueDocs(root);
  const byMessage = new Map<string, string>();
  const problems: string[] = [];
  let written = 0;
  for (const game of [...new Set(program.sets.map((s) => s.game))].sort()) {
    const { layout, problems: bad } = readLayout(root, game);
    if (!layout) {
      problems.push(...bad.filter((p) => !p.endsWith("has no layout file")));
      continue;
    }
    for (const card of faceCards(games, program, layout, docs, locale).cards) {
      const file = path.join(dir, `${game}.${card.entity.id}.${locale}.png`);
      mkdirSync(dir, { recursive: true });
      writeFileSync(file, facePng(card.front, dpi));
      written++;
      const shown = path.relative(from, file).split(path.sep).join("/");
      for (const t of card.entity.texts) byMessage.set(MessageNames.of(games).content(t.id, card.entity.game), shown);
    }
  }
  return { faceOf: (id) => byMessage.get(id) ?? null, written, problems };
}
