// Layers that only point down (docs/architecture.md, "Layers"): the protocol's
// protocol, then core/, grammar/, runtime/, compiler/, the games, and the entry
// points that wire the registry in. The list below is what is still to move:
// a new import that runs up the layers fails here, and so does one that is
// gone but still listed, so the list only shrinks. No import closes a cycle.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { cycles, importEdges, layerOf, runsUp } from "./import-graph.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const edges = importEdges(root);

const UP_STILL_TO_MOVE: string[] = [];

describe("the layers only point down", () => {
  it("core/ imports only the kernel's protocol and itself; grammar/ imports nothing above core/", () => {
    const bad = edges.filter((e) => ["protocol", "core", "grammar"].includes(layerOf(e.from)) && runsUp(e));
    expect(bad).toEqual([]);
  });

  it("runtime/ imports nothing from compiler/: what the simulator needs of the front end is handed in", () => {
    const bad = edges.filter((e) => ["protocol", "runtime"].includes(layerOf(e.from)) && e.to.startsWith("compiler/"));
    expect(bad).toEqual([]);
  });

  it("no import runs up the layers or from one game into another, beyond those still to move", () => {
    const up = [...new Set(edges.filter(runsUp).map((e) => `${e.from} -> ${e.to}`))].sort();
    expect(up).toEqual(UP_STILL_TO_MOVE);
  });

  it("no import cycle, counting type-only imports (and so none of values either)", () => {
    expect(cycles(edges)).toEqual([]);
  });

  it("the graph is read from the sources: an import written at the start of a line is an edge, one in a comment is not", () => {
    expect(edges).toContainEqual({ from: "games/registry.ts", to: "core/registry.ts", typeOnly: false });
    expect(edges.some((e) => e.from === "core/game.ts" && e.to === "runtime/core/replay.ts" && e.typeOnly)).toBe(true);
    expect(runsUp({ from: "runtime/sim/content.ts", to: "compiler/workspace.ts", typeOnly: false })).toBe(true);
    expect(runsUp({ from: "games/oldworld/rules/engine.ts", to: "games/adventure/rules/engine.ts", typeOnly: true })).toBe(true);
    expect(runsUp({ from: "compiler/cli/main.ts", to: "games/registry.ts", typeOnly: false })).toBe(false);
    expect(
      cycles([
        { from: "a.ts", to: "b.ts", typeOnly: true },
        { from: "b.ts", to: "a.ts", typeOnly: false },
      ]),
    ).toEqual([["a.ts", "b.ts"]]);
  });
});
