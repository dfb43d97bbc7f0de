// content/generated/.build-manifest.json: what the last build emitted, so the
// next build re-emits only the sets whose IR changed.

import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { GENERATOR_VERSION, type SetModuleInfo } from "../emit/set-files.ts";

export const MANIFEST_FILE = ".build-manifest.json";

export interface ManifestSet {
  key: string;
  /** source path → sha256 of its text, for people and tools reading the manifest */
  sources: Record<string, string>;
  module: SetModuleInfo;
}

export interface Manifest {
  /** fingerprint of the code that generated the modules: a changed emitter or verb table re-emits everything */
  generator: string;
  sets: ManifestSet[];
}

export function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/** The `.ts` files directly in a folder, sorted; none when the folder is missing. */
function tsFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((n) => n.endsWith(".ts"))
    .sort()
    .map((n) => path.join(dir, n));
}

/**
 * The code that decides what a generated module holds: the emitter, the
 * linker, the shared vocabulary, IR, emitter contract and effect binding, each
 * game's vocabulary, link phase and emitter part, and the interpreter's walker. Hashed, so modules generated
 * by other code are never reused.
 */
function generatorFiles(): string[] {
  const files = [
    ...tsFiles(path.join(ROOT, "compiler", "emit")),
    ...tsFiles(path.join(ROOT, "compiler", "link")),
    ...tsFiles(path.join(ROOT, "compiler", "verbs")),
    path.join(ROOT, "core", "ir.ts"),
    path.join(ROOT, "core", "emit.ts"),
    path.join(ROOT, "core", "vocabulary.ts"),
    path.join(ROOT, "core", "effect-binding.ts"),
    path.join(ROOT, "core", "effect-data.ts"),
    path.join(ROOT, "core", "rolls.ts"),
  ];
  const games = path.join(ROOT, "games");
  for (const game of readdirSync(games, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort()) {
    files.push(...tsFiles(path.join(games, game)).filter((f) => path.basename(f) === "vocabulary.ts"));
    files.push(...tsFiles(path.join(games, game, "link")));
    files.push(...tsFiles(path.join(games, game, "emit")));
  }
  files.push(...tsFiles(path.join(ROOT, "runtime", "interpret")));
  return files;
}

export function generatorFingerprint(): string {
  const h = createHash("sha256").update(GENERATOR_VERSION);
  for (const file of generatorFiles()) {
    h.update(path.relative(ROOT, file).split(path.sep).join("/")).update("\0").update(readFileSync(file));
  }
  return h.digest("hex");
}

/** The previous manifest, or null when there is none, it was made by other generator code, or it is unreadable. */
export function readManifest(file: string): Manifest | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
  const m = parsed as Partial<Manifest>;
  if (m === null || typeof m !== "object" || m.generator !== generatorFingerprint() || !Array.isArray(m.sets)) return null;
  return m as Manifest;
}

export function manifestText(m: Manifest): string {
  return `${JSON.stringify(m, null, 2)}\n`;
}
