// "The interpreter runs in the browser editor": nothing a game's interpreted
// content (games/<game>/link/interpreted.ts, over runtime/interpret/walker.ts)
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
  it.each(["adventure", "oldworld"])("The %s interpreter uses no Node API: its whole import graph is plain TypeScript", (game) => {
    const graph = importGraph(path.join(REPO, "games", game, "link", "interpreted.ts"));
    const files = [...graph.keys()].map((f) => path.relative(REPO, f));
    expect(files).toContain("runtime/interpret/walker.ts");
    expect(files).toContain(`games/${game}/link/binding.ts`);
    expect(files).toContain(`games/${game}/vocabulary.ts`);
    const external = [...graph.entries()].flatMap(([f, specs]) => specs.filter((s) => !s.startsWith(".")).map((s) => `${path.relative(REPO, f)} imports ${s}`));
    expect(external).toEqual([]);
  });
});
