// File access for the command line: the only place the front end touches Node's fs.

import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { WorkspaceHost } from "../workspace.ts";

export const nodeHost: WorkspaceHost = {
  readFile(path: string) {
    try {
      return new Uint8Array(readFileSync(path));
    } catch {
      return undefined;
    }
  },
};

/** Every .grim file under the given paths (files are taken as given), sorted; missing paths are returned apart. */
export function collectGrimFiles(paths: string[]): { files: string[]; missing: string[] } {
  const files = new Set<string>();
  const missing: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (entry.name.startsWith(".") || entry.name === "node_modules") continue;
      const p = join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (entry.isFile() && entry.name.endsWith(".grim")) files.add(p);
    }
  };
  for (const p of paths) {
    let st;
    try {
      st = statSync(p);
    } catch {
      missing.push(p);
      continue;
    }
    if (st.isDirectory()) walk(p);
    else files.add(p);
  }
  return { files: [...files].sort(), missing };
}
