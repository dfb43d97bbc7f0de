// A card's faces as the print and the editor draw them, for the tests of both games' faces: the words of a
// bundled entity in a locale, laid out front and back by its game's bundled layout, and what a face shows
// (its icons, its words run together) for the tests to read.
import { games } from "../../games/registry.ts";
import type { EntityIR, ProgramIR } from "../../core/ir.ts";
import { readCatalogueDocs, readLayout } from "../../compiler/print/project.ts";
import { backFace, frontFace, type Face } from "../../compiler/render/face.ts";
import type { GameLayout } from "../../compiler/render/layout.ts";
import { faceWords } from "../../compiler/render/words.ts";
import { ROOT } from "../i18n/helpers.ts";

/** A game's bundled layout, the catalogues' notes, and `face(id, locale)`: the words, front and back of the
 * bundled entity `id` (found by `entity`, its program by `program`). */
export function cardFaces(game: "adventure" | "oldworld", entity: (id: string) => EntityIR, program: () => ProgramIR) {
  const layout = readLayout(ROOT, game).layout as GameLayout;
  const docs = readCatalogueDocs(ROOT);
  const face = (id: string, locale: string) => {
    const e = entity(id);
    const words = faceWords(games, e, locale, docs, program());
    return { words, front: frontFace(e, words, layout, locale), back: backFace(e, words, layout) };
  };
  return { layout, docs, face };
}

/** the icons a face shows, in order */
export const iconsOf = (f: Face) => f.items.filter((i) => i.t === "icon").map((i) => (i as { icon: string }).icon);

/** the words a face shows, run together with spaces */
export const wordsOf = (f: Face) =>
  f.items
    .filter((i) => i.t === "text")
    .map((i) => (i as { text: string }).text)
    .join(" ");
