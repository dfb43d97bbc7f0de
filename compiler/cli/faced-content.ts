// What `grimoire print` and `grimoire export` read before drawing a card: the
// checked content (its errors reported, nothing drawn then), each game's
// layout (content/layouts/<game>.json; a game without one has no faces yet)
// and the catalogues with the locales they hold.

import path from "node:path";
import type { ProgramIR } from "../../core/ir.ts";
import type { GameRegistry } from "../../core/registry.ts";
import type { Docs } from "../i18n/card-text.ts";
import type { GameLayout } from "../render/layout.ts";
import { Workspace } from "../workspace.ts";
import { formatDiagnostic } from "./format-diagnostic.ts";
import { collectGrimFiles, nodeHost } from "./node-host.ts";
import type { Progress } from "./progress.ts";

export interface FacedContent {
  games: GameRegistry;
  program: ProgramIR;
  layouts: GameLayout[];
  docs: Docs;
  /** the locales with catalogues, "en" first */
  locales: string[];
}

/** null when the content or a layout has errors: they are written to `err`, and "nothing <done>". */
export async function loadFacedContent(
  games: GameRegistry,
  paths: string[],
  rootDir: string,
  done: string,
  err: (s: string) => void,
  step: Progress,
): Promise<FacedContent | null> {
  const { readCatalogueDocs, catalogueLocales, readLayout } = await import("../print/project.ts");
  const root = path.resolve(rootDir);
  const { files, missing } = collectGrimFiles(paths);
  for (const m of missing) err(`${m}: error no such file or directory\n`);
  const ws = new Workspace(games, nodeHost);
  for (const f of files) ws.loadFile(f);
  step(`checking ${files.length} .grim file${files.length === 1 ? "" : "s"}…`);
  const { program, diagnostics } = ws.check();
  const errors = diagnostics.filter((d) => d.severity === "error");
  if (errors.length || missing.length) {
    for (const d of errors) err(`${formatDiagnostic(d)}\n`);
    err(`grimoire: the content has errors; nothing ${done}\n`);
    return null;
  }
  const layouts = [];
  for (const game of [...new Set(program.sets.map((x) => x.game))].sort()) {
    const { layout, problems } = readLayout(root, game);
    if (layout) layouts.push(layout);
    else if (problems.some((p) => !p.endsWith("has no layout file"))) {
      for (const p of problems) err(`${p}\n`);
      return null;
    } else err(`grimoire: note: no card layout for ${game} (content/layouts/${game}.json): its cards are left out\n`);
  }
  if (layouts.length === 0) {
    err("grimoire: no game of the content has a card layout under content/layouts\n");
    return null;
  }
  const docs = readCatalogueDocs(root);
  return { games, program, layouts, docs, locales: catalogueLocales(docs) };
}

/** commander's parser for a repeatable, comma-separated list option */
export const listOption = (v: string, prev: string[]) => [
  ...prev,
  ...v
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean),
];
