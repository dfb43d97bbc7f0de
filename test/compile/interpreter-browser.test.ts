// "The interpreter runs in the browser editor": nothing runtime/interpret
// imports, directly or through other modules, may use a Node API.

import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO } from "./emit-helpers.ts";

function importGraph(entry: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const visit = (file: string) => {
    if (graph.has(file)) return;
    const text = readFileSync(file, "utf8");
    const specs = [...text.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+"([^"]+)"/gms)].map((m) => m[1]);
    graph.set(file, specs);
    for (const s of specs) if (s.startsWith(".")) visit(path.resolve(path.dirname(file), s));
  };
  visit(entry);
  return graph;
}

describe("interpreter", () => {
  it("The interpreter uses no Node API: its whole import graph is plain TypeScript", () => {
    const graph = importGraph(path.join(REPO, "runtime", "interpret", "index.ts"));
    const files = [...graph.keys()].map((f) => path.relative(REPO, f));
    expect(files).toContain("games/adventure/link/content-data.ts");
    expect(files).toContain("games/adventure/vocabulary.ts");
    const external = [...graph.entries()].flatMap(([f, specs]) => specs.filter((s) => !s.startsWith(".")).map((s) => `${path.relative(REPO, f)} imports ${s}`));
    expect(external).toEqual([]);
  });
});
