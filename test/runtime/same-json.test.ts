import { describe, expect, it } from "vitest";
import { sameJson } from "../../runtime/core/same-json.ts";
import { createGame } from "../../runtime/adventure/game.ts";
import { greedyAgent } from "../../runtime/agents/agents.ts";
import { content } from "../../content/generated/index.ts";

// pairs whose JSON is the same, and pairs whose JSON differs: sameJson must say what comparing the text says
const CASES: [unknown, unknown][] = [
  [{ a: 1, b: 2 }, { a: 1, b: 2 }],
  [{ a: 1, b: 2 }, { b: 2, a: 1 }],
  [{ a: 1, b: undefined }, { a: 1 }],
  [{ a: 1, f: () => 0 }, { a: 1 }],
  [{ a: undefined }, {}],
  [[1, undefined, 3], [1, null, 3]],
  [[() => 0], [null]],
  [NaN, null],
  [Infinity, -Infinity],
  [{ n: NaN }, { n: null }],
  [-0, 0],
  [0, "0"],
  [1, true],
  [null, undefined],
  [undefined, undefined],
  [[], {}],
  [[1, 2], [1, 2, 3]],
  [{ a: [{ b: "x" }] }, { a: [{ b: "x" }] }],
  [{ a: [{ b: "x" }] }, { a: [{ b: "y" }] }],
  [{ a: { b: 1 } }, { a: { b: 1, c: 2 } }],
  [{ a: { b: 1, c: undefined } }, { a: { b: 1 } }],
  ["é", "é"],
  ["a", "b"],
  [{ x: 1, y: 2 }, { x: 1, z: 2 }],
];

describe("the replay check compares logs as JSON without writing them", () => {
  it.each(CASES.map(([a, b], i) => [i, a, b]))("case %i: the same answer as comparing the JSON text", (_i, a, b) => {
    expect(sameJson(a, b)).toBe(JSON.stringify(a) === JSON.stringify(b));
  });

  it("a value nested a hundred thousand deep is compared without a deep stack", () => {
    const deep = () => {
      let v: unknown = "leaf";
      for (let i = 0; i < 100_000; i++) v = i % 2 ? [v] : { v };
      return v;
    };
    expect(sameJson(deep(), deep())).toBe(true);
  });

  it("a replayed game's log is the game's log; one changed event anywhere is told apart", () => {
    const options = { seed: 5, heroes: ["hero.geralt", "hero.triss"], maxRounds: 6 };
    const play = () => {
      const g = createGame(content, options);
      const bot = greedyAgent();
      while (g.pending) g.answer(bot(g.pending, g));
      return g.log;
    };
    const [a, b] = [play(), play()];
    expect(a.length).toBeGreaterThan(100);
    expect(sameJson(a, b)).toBe(true);
    const changed = structuredClone(b);
    const event = changed.find((e) => e.type === "vp")!;
    (event as Record<string, unknown>).vp = Number(event.vp) + 1;
    expect(sameJson(a, changed)).toBe(false);
    expect(sameJson(a, b.slice(0, -1))).toBe(false);
  });
});
