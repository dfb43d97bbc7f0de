// Emits a program into test-output/ and imports the generated index.

import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ProgramIR } from "../../core/ir.ts";
import { emitProgram, rootImportPath, writeFiles } from "../../compiler/emit/emit.ts";
import type { AdventureContent } from "../../games/adventure/rules/content.ts";
import { games } from "../../games/registry.ts";

export const REPO = path.resolve(import.meta.dirname, "../..");

export async function emitTo(program: ProgramIR, name: string): Promise<string> {
  const out = path.join(REPO, "test-output", "compile", name);
  const r = emitProgram(program, { games, rootDir: rootImportPath(out, REPO) });
  writeFiles(out, r.files);
  return out;
}

export async function importContent(outDir: string): Promise<AdventureContent> {
  const mod = (await import(pathToFileURL(path.join(outDir, "index.ts")).href + `?t=${Date.now()}`)) as { content: AdventureContent };
  return mod.content;
}
