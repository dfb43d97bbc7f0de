// What `grimoire print` reads from disk: the checked program, the catalogues
// (as the editor holds them: "i18n/<locale>/<name>.ftl" → text) and the
// layout file of the game (content/layouts/<game>.json), checked.

import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Docs } from "../i18n/card-text.ts";
import { checkLayout, type GameLayout } from "../render/layout.ts";
import { isIcon } from "../render/icons.ts";

export function readCatalogueDocs(root: string): Docs {
  return readCatalogueFolder(path.join(root, "content", "i18n"));
}

/** The catalogues of an i18n folder (<dir>/<locale>/<name>.ftl), keyed as the editor keys them. */
export function readCatalogueFolder(dir: string): Docs {
  const docs: Docs = new Map();
  if (!existsSync(dir)) return docs;
  for (const locale of readdirSync(dir).sort()) {
    const ld = path.join(dir, locale);
    if (!existsSync(ld) || !readdirSync(ld, { withFileTypes: true }).length) continue;
    for (const f of readdirSync(ld)
      .filter((f) => f.endsWith(".ftl"))
      .sort()) {
      docs.set(`i18n/${locale}/${f}`, { text: readFileSync(path.join(ld, f), "utf8") });
    }
  }
  return docs;
}

export function catalogueLocales(docs: Docs): string[] {
  const found = new Set([...docs.keys()].map((k) => k.split("/")[1]));
  found.delete("en-XA");
  return ["en", ...[...found].filter((l) => l !== "en").sort()];
}

export function layoutPath(root: string, game: string): string {
  return path.join(root, "content", "layouts", `${game}.json`);
}

/** The game's layout, or the problems that keep it from being used ("file: path: message"). */
export function readLayout(root: string, game: string): { layout: GameLayout | null; problems: string[] } {
  const file = layoutPath(root, game);
  const shown = path.relative(root, file).split(path.sep).join("/");
  if (!existsSync(file)) return { layout: null, problems: [`${shown}: error the ${game} game has no layout file`] };
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, "utf8"));
  } catch (e) {
    return { layout: null, problems: [`${shown}: error not valid JSON: ${(e as Error).message}`] };
  }
  const problems = checkLayout(data, isIcon).map((p) => `${shown}: error layout ${p.path} ${p.message}`);
  return { layout: problems.length ? null : (data as GameLayout), problems };
}
