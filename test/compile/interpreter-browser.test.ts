// "The interpreter runs in the browser editor": nothing a game's interpreted
// content (games/<game>/link/interpreted.ts, over runtime/interpret/walker.ts,
// or for the Old World the rules kernel's effect steps that run its IR)
// imports, directly or through other modules, may use a Node API.

import { readFileSync } from "node:fs";
import { builtinModules } from "node:module";
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
  it("The adventure interpreter uses no Node API: its whole import graph is plain TypeScript", () => {
    const graph = importGraph(path.join(REPO, "games", "adventure", "link", "interpreted.ts"));
    const files = [...graph.keys()].map((f) => path.relative(REPO, f));
    expect(files).toContain("runtime/interpret/walker.ts");
    expect(files).toContain("games/adventure/link/binding.ts");
    expect(files).toContain("games/adventure/vocabulary.ts");
    const external = [...graph.entries()].flatMap(([f, specs]) => specs.filter((s) => !s.startsWith(".")).map((s) => `${path.relative(REPO, f)} imports ${s}`));
    expect(external).toEqual([]);
  });

  it("The Old World's linked content and the machine that runs its effects (the kernel's effect steps) use no Node API", () => {
    const graph = importGraph(path.join(REPO, "games", "oldworld", "link", "interpreted.ts"));
    for (const [f, specs] of importGraph(path.join(REPO, "games", "oldworld", "rules", "machine.ts"))) graph.set(f, specs);
    const files = [...graph.keys()].map((f) => path.relative(REPO, f));
    expect(files).toContain("runtime/kernel/effects.ts");
    expect(files).toContain("runtime/interpret/walker.ts");
    expect(files).toContain("games/oldworld/rules/binding.ts");
    // the runtime's own packages (its dice) run in a browser: no Node built-in is imported
    const node = [...graph.entries()].flatMap(([f, specs]) =>
      specs.filter((s) => s.startsWith("node:") || builtinModules.includes(s)).map((s) => `${path.relative(REPO, f)} imports ${s}`),
    );
    expect(node).toEqual([]);
  });
});
