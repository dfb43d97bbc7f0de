// The content a simulation plays: the game's bundled (generated) content
// module, or a folder of .grim sources checked and linked here, with handlers
// that walk the IR. Errors in the sources are a clear message, not a crash.
// It is the front end's part of `grimoire sim`: the simulator below it
// (runtime/sim) is handed this loader by its entry points (the command, the
// worker thread) and never reads sources itself.
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { Workspace } from "./workspace.ts";
import { collectGrimFiles, nodeHost } from "./cli/node-host.ts";
import { formatDiagnostic } from "./cli/format-diagnostic.ts";
import { setsOf, type AnyGameModule } from "../core/game.ts";
import type { GameRegistry } from "../core/registry.ts";
import { ContentError } from "../runtime/core/errors.ts";
import { bundledSimContent } from "../runtime/sim/batch.ts";
import { typeScriptLoader } from "../runtime/sim/typescript-loader.ts";

/** `dir` null: the bundled content */
export async function loadSimContent(games: GameRegistry, module: AnyGameModule, dir: string | null): Promise<unknown> {
  if (dir === null || !module.runtime) return bundledSimContent(module);
  if (/\.[cm]?[jt]s$/.test(dir)) return moduleContent(module, dir);
  const { files, missing } = collectGrimFiles([dir]);
  if (missing.length) throw new ContentError(`no such content folder: ${missing.join(", ")}`);
  if (files.length === 0) throw new ContentError(`${dir} holds no .grim files`);
  const ws = new Workspace(games, nodeHost);
  for (const f of files) ws.loadFile(f);
  return workspaceContent(ws, module, dir);
}

/** the content of a workspace's checked sources, linked for the runtime; `dir` names them in errors */
export function workspaceContent(ws: Workspace, module: AnyGameModule, dir: string): unknown {
  const { program, diagnostics } = ws.check();
  const errors = diagnostics.filter((d) => d.severity === "error");
  if (errors.length)
    throw new ContentError(
      `${dir} has ${errors.length} error(s); fix them first (grimoire check ${dir}):\n${errors.slice(0, 5).map(formatDiagnostic).join("\n")}`,
    );
  const sets = setsOf(program, module.meta.id);
  if (sets.length === 0) throw new ContentError(`${dir} holds no sets of ${module.meta.displayName} (game ${module.meta.id})`);
  if (!module.link) throw new ContentError(`${module.meta.displayName} content cannot be linked yet`);
  const link = module.link;
  return link.combine(
    sets,
    sets.map((s) => link.linkSet(s, link.interpreted)),
  );
}

/** a TypeScript or JavaScript module exporting the game's content (an object whose `game` is the game's id), e.g. a test fixture */
async function moduleContent(module: AnyGameModule, file: string): Promise<unknown> {
  if (!existsSync(file)) throw new ContentError(`no such content module: ${file}`);
  if (/\.[cm]?tsx?$/.test(file)) await typeScriptLoader();
  const exported = (await import(pathToFileURL(resolve(file)).href)) as Record<string, unknown>;
  const found = Object.values(exported).find((v) => !!v && typeof v === "object" && (v as { game?: unknown }).game === module.meta.id);
  if (!found) throw new ContentError(`${file} exports no ${module.meta.displayName} content (an object whose game is "${module.meta.id}")`);
  return found;
}

/** the content sets a simulation plays with, for its summary */
export function simContentSets(content: unknown): string[] {
  const c = content as { sets?: { id: string }[] };
  return Array.isArray(c.sets) ? c.sets.map((s) => s.id) : [];
}

/** the game a folder's sources are for, when they are all for one (their `game` lines); null otherwise */
export function gameOfFolder(dir: string): string | null {
  if (/\.[cm]?[jt]s$/.test(dir)) return null;
  const found = new Set<string>();
  for (const f of collectGrimFiles([dir]).files) {
    const m = /^game\s+([a-z][a-z0-9-]*)/m.exec(readFileSync(f, "utf8"));
    if (m) found.add(m[1]);
  }
  return found.size === 1 ? [...found][0] : null;
}
