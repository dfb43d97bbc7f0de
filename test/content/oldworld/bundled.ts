// The bundled Old World content, checked once and shared by the Old World
// content tests: the Workspace `grimoire check` uses, then OldWorldContent
// linked from the IR with the interpreter's handlers.

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Diagnostic } from "../../../core/diagnostics/types.ts";
import type { EntityIR, ProgramIR } from "../../../core/ir.ts";
import type { RulesCatalogue } from "../../../compiler/i18n/rules-text.ts";
import { combineSets, linkSet } from "../../../games/oldworld/link/content-data.ts";
import { Workspace } from "../../../compiler/workspace.ts";
import type { OldWorldContent } from "../../../games/oldworld/rules/content.ts";
import { interpretedFactory as owInterpretedFactory } from "../../../games/oldworld/link/interpreted.ts";
import { games } from "../../../games/registry.ts";
import { rulesCatalogue } from "../../i18n/helpers.ts";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
export const OW_DIR = path.join(ROOT, "content/oldworld");

export interface OwBundled {
  program: ProgramIR;
  diagnostics: Diagnostic[];
  entities: EntityIR[];
  content: OldWorldContent;
}

let cached: OwBundled | null = null;

/** The .grim texts of content/oldworld, as `grimoire check content` reads them. */
export function owSources(): { path: string; text: string }[] {
  return readdirSync(OW_DIR)
    .filter((f) => f.endsWith(".grim"))
    .sort()
    .map((f) => ({ path: `content/oldworld/${f}`, text: readFileSync(path.join(OW_DIR, f), "utf8") }));
}

export function owProgram(): ProgramIR {
  const ws = new Workspace(games);
  for (const s of owSources()) ws.setFile(s.path, s.text);
  return ws.check().program;
}

export function owBundled(): OwBundled {
  if (cached) return cached;
  const ws = new Workspace(games);
  for (const s of owSources()) ws.setFile(s.path, s.text);
  const { program, diagnostics } = ws.check();
  const sets = program.sets.filter((s) => s.game === "oldworld");
  const content = combineSets(
    sets,
    sets.map((s) => linkSet(s, owInterpretedFactory)),
  );
  cached = { program, diagnostics, entities: sets.flatMap((s) => s.entities), content };
  return cached;
}

export function owEntity(id: string): EntityIR {
  const e = owBundled().entities.find((x) => x.id === id);
  if (!e) throw new Error(`the bundled Old World content has no ${id}`);
  return e;
}

/** The rules catalogue of a locale, read from content/i18n (the i18n tests' reading). */
export const catalogue = (locale: "en" | "ro"): RulesCatalogue => rulesCatalogue(locale);

/** The rulebook of the Kickstarter expansions (Ciri, Lost Mount, …). */
export function expansionsRulebook(): string {
  return readFileSync("/work/shared/rules/old-world-kickstarter-expansions.en.txt", "utf8");
}
