// Layers that only point down (docs/architecture.md, "Layers"): the kernel's
// protocol, then core/, grammar/, runtime/, compiler/, the games, and the entry
// points that wire the registry in. Each list below is what is still to move:
// a new import that runs up the layers or closes a cycle fails here, and so
// does one that is gone but still listed, so the lists only shrink.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { cycles, importEdges, layerOf, runsUp } from "./import-graph.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const edges = importEdges(root);

const UP_STILL_TO_MOVE = ["compiler/verbs/index.ts -> games/adventure/vocabulary.ts", "compiler/verbs/index.ts -> games/oldworld/vocabulary.ts"];

const VALUE_CYCLES_STILL_TO_BREAK: string[][] = [];

const TYPE_CYCLES_STILL_TO_BREAK = [
  ["compiler/services/completions.ts", "compiler/services/context.ts", "compiler/services/hover.ts", "compiler/workspace.ts"],
  [
    "games/adventure/rules/actions.ts",
    "games/adventure/rules/battle.ts",
    "games/adventure/rules/cards.ts",
    "games/adventure/rules/engine.ts",
    "games/adventure/rules/hooks.ts",
    "games/adventure/rules/movement.ts",
    "games/adventure/rules/operations.ts",
    "games/adventure/rules/setup.ts",
    "games/adventure/rules/turn.ts",
  ],
  ["games/adventure/rules/content.ts", "games/adventure/rules/effect-api.ts"],
  ["games/oldworld/rules/content.ts", "games/oldworld/rules/effect-api.ts"],
  [
    "games/oldworld/rules/engine.ts",
    "games/oldworld/rules/events.ts",
    "games/oldworld/rules/fight.ts",
    "games/oldworld/rules/hooks.ts",
    "games/oldworld/rules/setup.ts",
    "games/oldworld/rules/turn.ts",
    "games/oldworld/rules/weakness.ts",
    "games/oldworld/rules/wild-hunt/rules.ts",
    "games/oldworld/rules/wild-hunt/setup.ts",
  ],
  ["runtime/core/decision.ts", "runtime/core/text.ts"],
];

describe("the layers only point down", () => {
  it("core/ imports only the kernel's protocol and itself; grammar/ imports nothing above core/", () => {
    const bad = edges.filter((e) => ["kernel", "core", "grammar"].includes(layerOf(e.from)) && runsUp(e));
    expect(bad).toEqual([]);
  });

  it("runtime/ imports nothing from compiler/: what the simulator needs of the front end is handed in", () => {
    const bad = edges.filter((e) => ["kernel", "runtime"].includes(layerOf(e.from)) && e.to.startsWith("compiler/"));
    expect(bad).toEqual([]);
  });

  it("no import runs up the layers or from one game into another, beyond those still to move", () => {
    const up = [...new Set(edges.filter(runsUp).map((e) => `${e.from} -> ${e.to}`))].sort();
    expect(up).toEqual(UP_STILL_TO_MOVE);
  });

  it("no value import cycle beyond those still to break", () => {
    expect(cycles(edges.filter((e) => !e.typeOnly))).toEqual(VALUE_CYCLES_STILL_TO_BREAK);
  });

  it("no import cycle counting type imports beyond those still to break", () => {
    expect(cycles(edges)).toEqual(TYPE_CYCLES_STILL_TO_BREAK);
  });

  it("the graph is read from the sources: an import written at the start of a line is an edge, one in a comment is not", () => {
    expect(edges).toContainEqual({ from: "games/registry.ts", to: "core/registry.ts", typeOnly: false });
    expect(edges.some((e) => e.from === "core/game.ts" && e.to === "runtime/core/replay.ts" && e.typeOnly)).toBe(true);
    expect(runsUp({ from: "runtime/sim/content.ts", to: "compiler/workspace.ts", typeOnly: false })).toBe(true);
    expect(runsUp({ from: "games/oldworld/rules/engine.ts", to: "games/adventure/rules/engine.ts", typeOnly: true })).toBe(true);
    expect(runsUp({ from: "compiler/cli/main.ts", to: "games/registry.ts", typeOnly: false })).toBe(false);
  });
});
