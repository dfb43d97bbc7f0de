// What packages/runtime is built from (tsconfig.runtime.json) runs in a browser and in another repository's
// engine: its import graph reaches no file of the compiler, the grammar or the editor, it imports no Node
// built-in, and of the packages only those the runtime's package.json depends on, at this repository's versions.
// The compiled package itself is checked in test/packaging/outside-consumer.test.ts.
import { readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ts } from "ts-morph";
import { describe, expect, it } from "vitest";
import { importEdges } from "./import-graph.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const rel = (p: string) => path.relative(root, p).split(path.sep).join("/");
const config = ts.getParsedCommandLineOfConfigFile(path.join(root, "tsconfig.runtime.json"), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
const roots = (config?.fileNames ?? []).map(rel).filter((f) => !f.endsWith(".d.ts"));

const next = new Map<string, string[]>();
for (const e of importEdges(root)) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
const reached = new Set<string>();
for (const stack = [...roots]; stack.length > 0; ) {
  const f = stack.pop()!;
  if (reached.has(f)) continue;
  reached.add(f);
  stack.push(...(next.get(f) ?? []));
}

const pkg = (file: string) => JSON.parse(readFileSync(path.join(root, file), "utf8")) as { dependencies: Record<string, string> };
const BARE =
  /^[ \t]*(?:import|export)\b[^;"'`]*?\bfrom\s*["']([^."'][^"']*)["']|^[ \t]*import\s*["']([^."'][^"']*)["']|\bimport\(\s*["']([^."'][^"']*)["']\s*\)/gm;

describe("the runtime package's sources", () => {
  it("are the kernel, the agents and each game's rules and agents", () => {
    expect(roots).toContain("runtime/core/decision.ts");
    expect(roots).toContain("games/adventure/rules/game.ts");
    expect(roots).toContain("games/oldworld/agents/greedy.ts");
    expect(roots.filter((f) => !/^(runtime\/(core|kernel|interpret|agents)|games\/[^/]+\/(rules|agents))\//.test(f))).toEqual([]);
  });

  it("import nothing from the compiler, the grammar, the editor, the simulator or a game's front end, also by type", () => {
    // but a game's verb table (plain data), which the rules read to run the effect IR the content holds
    const own = (f: string) =>
      /^(runtime\/(core|kernel|interpret|agents)|core|games\/[^/]+\/(rules|agents))\//.test(f) || /^games\/[^/]+\/vocabulary\.ts$/.test(f);
    expect([...reached].filter((f) => !own(f)).sort()).toEqual([]);
  });

  it("import no Node built-in, and of the packages only the runtime's dependencies, at the versions this repository tests", () => {
    const runtime = pkg("packages/runtime/package.json").dependencies;
    const builtins = new Set(builtinModules);
    const bare = [...reached].flatMap((f) =>
      [...readFileSync(path.join(root, f), "utf8").matchAll(BARE)].map((m) => ({ file: f, spec: (m[1] ?? m[2] ?? m[3]) as string })),
    );
    expect(bare.length).toBeGreaterThan(0);
    const name = (spec: string) => (spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : spec.split("/")[0]);
    const bad = bare.filter(({ spec }) => spec.startsWith("node:") || builtins.has(name(spec)) || !(name(spec) in runtime));
    expect(bad).toEqual([]);
    const repo = pkg("package.json").dependencies;
    expect(Object.fromEntries(Object.keys(runtime).map((d) => [d, repo[d]]))).toEqual(runtime);
  });
});
