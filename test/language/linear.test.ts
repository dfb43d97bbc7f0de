// Linear time: everything in the front end grows with its input, not with its
// square. Each shape below was quadratic or worse (issue "Hostile and unusual
// input": 2,000 `sword 2` on one line took 7.4 s, a run of `{}` in a
// declaration 16 s at 160 KB). The checks count work or diagnostics, which
// do not depend on the machine's load. The time per KB of parse, check,
// format and the language service, from 1 KB to 5 MB, is measured by
// `npm run bench:hostile` (bench/README.md, Hostile input): a timed test on a
// shared machine failed a linear formatter at 176 times for 16 times the text.

import { describe, expect, it } from "vitest";
import { patternSteps } from "../../compiler/check/pattern.ts";
import { Workspace } from "../../compiler/workspace.ts";
import { games } from "../../games/registry.ts";

const KB = 1024;
const header = "game adventure\nset base\n";
const monster = (i: number) => `monster M${i} "Monster ${i}" : bronze {\n  copies 1\n  sword 2\n  shield 2\n  successful sword: gain 1 vp\n}\n`;

const shapes: [string, (n: number) => string][] = [
  ["`sword 2` repeated on one line of a monster", (n) => `${header}monster M : bronze {\n  copies 1\n  ${"sword 2 ".repeat(n / 8)}\n}\n`],
  ["`sword 2` repeated, one a line", (n) => `${header}monster M : bronze {\n  copies 1\n${"  sword 2\n".repeat(n / 10)}}\n`],
  ["a run of `{}` in a monster's body", (n) => `${header}monster M : bronze {\n  ${"{}".repeat(n / 2)}\n}\n`],
  ["a run of `{}` at the top of a file", (n) => header + "{}".repeat(n / 2)],
  ["one line of `gain 1 vp; ` in a hook", (n) => `${header}foulfate F {\n  effect: ${"gain 1 vp; ".repeat(n / 11)}gain 1 vp\n}\n`],
  ["a list of names on one line", (n) => `${header}region A {\n  adjacent ${"A, ".repeat(n / 3)}A\n}\n`],
  ["words that are no property, on one line", (n) => `${header}monster M : bronze {\n  ${"sword shield ".repeat(n / 13)}\n}\n`],
  ["many declarations", (n) => header + Array.from({ length: Math.floor(n / monster(0).length) }, (_, i) => monster(i)).join("")],
  ["one declaration many times", (n) => header + monster(0).repeat(Math.floor(n / monster(0).length))],
];

function check(text: string) {
  const ws = new Workspace(games);
  ws.setFile("h.grim", text);
  const before = patternSteps();
  const { diagnostics } = ws.check();
  return { steps: patternSteps() - before, diagnostics };
}

describe("Linear time: the checker's matching work grows with the input, not its square", () => {
  // (a run of `{}` at the top is no phrase a pattern reads: its work is the parser's, timed below)
  for (const [name, make] of shapes.filter((_, i) => i !== 3)) {
    it(`${name}: four times the text is about four times the work`, () => {
      const small = check(make(8 * KB)).steps;
      const large = check(make(32 * KB)).steps;
      expect(small).toBeGreaterThan(0);
      // quadratic work would be 16 times; a fixed part (the header) keeps it a little under 4
      expect(large / small).toBeLessThan(4.5);
    });
  }
});

describe("Linear time: a file of many mistakes reports 200 of them and how many more", () => {
  it("2,000 `sword 2` on one line: 200 diagnostics, then GRM1008 with the count of the rest", () => {
    const { diagnostics } = check(`${header}monster M : bronze {\n  copies 1\n  ${"sword 2 ".repeat(2000)}\n}\n`);
    expect(diagnostics).toHaveLength(201);
    expect(diagnostics.slice(0, 200).every((d) => d.code === "GRM3007")).toBe(true);
    expect(diagnostics[200]).toMatchObject({ code: "GRM1008", message: "1799 more problems in this file are not shown." });
  });

  it("200,000 `sword 2` in one monster: 201 diagnostics, no stack overflow gathering them", () => {
    const { diagnostics } = check(`${header}monster M : bronze {\n  copies 1\n  ${"sword 2 ".repeat(200_000)}\n}\n`);
    expect(diagnostics).toHaveLength(201);
    expect(diagnostics[200].message).toBe("199799 more problems in this file are not shown.");
  });

  it("syntax errors and checker errors of one file are capped together, every file on its own", () => {
    const ws = new Workspace(games);
    ws.setFile("a.grim", `${header}${": ".repeat(150)}\nmonster M : bronze {\n  copies 1\n  ${"sword 2 ".repeat(150)}\n}\n`);
    ws.setFile("b.grim", `${header}monster N : bronze {\n  copies 1\n  ${"sword 2 ".repeat(10)}\n}\n`);
    const { diagnostics } = ws.check();
    const a = diagnostics.filter((d) => d.range.file === "a.grim");
    expect(a).toHaveLength(201);
    expect(a.at(-1)?.message).toBe(`${150 + 149 - 200} more problems in this file are not shown.`);
    expect(diagnostics.filter((d) => d.range.file === "b.grim").map((d) => d.code)).toEqual(Array(9).fill("GRM3007"));
  });
});
