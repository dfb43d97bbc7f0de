// content/generated/.build-manifest.json: what the last build emitted, so the
// next build re-emits only the sets whose IR changed.

import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { SetModuleInfo } from "../emit/set-module.ts";
import { GENERATOR_VERSION } from "../emit/set-module.ts";

export const MANIFEST_FILE = ".build-manifest.json";

export interface ManifestSet {
  key: string;
  /** source path → sha256 of its text, for people and tools reading the manifest */
  sources: Record<string, string>;
  module: SetModuleInfo;
}

export interface Manifest {
  generator: string;
  sets: ManifestSet[];
}

export function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** The previous manifest, or null when there is none or it is from another generator version or unreadable. */
export function readManifest(file: string): Manifest | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
  const m = parsed as Partial<Manifest>;
  if (m === null || typeof m !== "object" || m.generator !== GENERATOR_VERSION || !Array.isArray(m.sets)) return null;
  return m as Manifest;
}

export function manifestText(m: Manifest): string {
  return JSON.stringify(m, null, 2) + "\n";
}
