// Emits a program into test-output/ and imports the generated index; and
// takes content apart the way both games' differential tests compare it.

import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Effect, ProgramIR } from "../../core/ir.ts";
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
  const mod = (await import(`${pathToFileURL(path.join(outDir, "index.ts")).href}?t=${Date.now()}`)) as { content: AdventureContent };
  return mod.content;
}

/** A function found in content, with the path that leads to it. */
export type Callable = { path: string; fn: (...a: never[]) => unknown };

/** Every function in the content, with where it sits, in a fixed order. */
export function callables(value: unknown, at = "content", out: Callable[] = []): Callable[] {
  if (typeof value === "function") out.push({ path: at, fn: value as Callable["fn"] });
  else if (Array.isArray(value)) value.forEach((v, i) => callables(v, `${at}[${i}]`, out));
  else if (value !== null && typeof value === "object") for (const [k, v] of Object.entries(value)) callables(v, `${at}.${k}`, out);
  return out;
}

/** An effect in the content (a hook's, a quest's), with the path that leads to it: the fields that hold effects. */
export type FoundEffect = { path: string; effect: Effect };

const EFFECT_FIELDS = new Set(["run", "cost", "canPay", "requirement", "canMeet", "consequences"]);

/** Every effect in the content, with where it sits, in a fixed order. */
export function effectsIn(value: unknown, at = "content", out: FoundEffect[] = []): FoundEffect[] {
  if (Array.isArray(value)) value.forEach((v, i) => effectsIn(v, `${at}[${i}]`, out));
  else if (value !== null && typeof value === "object")
    for (const [k, v] of Object.entries(value)) {
      if (EFFECT_FIELDS.has(k) && v !== null && typeof v === "object" && "kind" in v) out.push({ path: `${at}.${k}`, effect: v as Effect });
      else effectsIn(v, `${at}.${k}`, out);
    }
  return out;
}

/** The content's data with every function replaced by "<fn>", so two producers' data can be compared. */
export function withoutFunctions(c: unknown): unknown {
  return JSON.parse(JSON.stringify(c, (_, v: unknown) => (typeof v === "function" ? "<fn>" : v)));
}
