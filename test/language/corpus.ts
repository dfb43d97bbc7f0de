// Shared helpers for the language tests: run the front end over the test
// corpora and print diagnostics exactly as `grimoire check` does.

import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { Workspace } from "../../compiler/workspace.ts";
import { formatDiagnostic } from "../../compiler/cli/format-diagnostic.ts";
import { games } from "../../games/registry.ts";

export const here = new URL(".", import.meta.url).pathname;
export const invalidDir = join(here, "invalid");
/** codes of scenarios failing when played: their examples are played on the bundled content (diagnostics-examples.test.ts), not checked alone */
export const PLAYED = new Set(["GRM3105", "GRM3106"]);

/** Each invalid case: a single .grim file, or a folder of files checked together. */
export function invalidCases(): string[] {
  return readdirSync(invalidDir)
    .filter((n) => n.endsWith(".grim") || statSync(join(invalidDir, n)).isDirectory())
    .map((n) => n.replace(/\.grim$/, ""))
    .sort();
}

export function checkCase(name: string): string {
  const ws = new Workspace(games);
  const dir = join(invalidDir, name);
  let isDir = false;
  try {
    isDir = statSync(dir).isDirectory();
  } catch {
    isDir = false;
  }
  if (isDir) {
    for (const f of readdirSync(dir)
      .filter((n) => n.endsWith(".grim"))
      .sort())
      ws.setFile(`${name}/${f}`, new Uint8Array(readFileSync(join(dir, f))));
  } else ws.setFile(`${name}.grim`, new Uint8Array(readFileSync(`${dir}.grim`)));
  return ws
    .check()
    .diagnostics.map((d) => formatDiagnostic(d))
    .join("\n");
}
