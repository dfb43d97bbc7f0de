// "The IR is the single meaning of a card": the emitted handlers and the
// interpreter make the same primitive calls, in the same order, with the same
// arguments, and ask the same questions, whatever the runtime answers.

import { describe, expect, it } from "vitest";
import { contentFromIR } from "../../games/adventure/link/interpreted.ts";
import { fixtureProgram } from "./fixture-ir.ts";
import { callables, emitTo, importContent, withoutFunctions } from "./emit-helpers.ts";
import { drive, drivePredicate } from "./recording-runtime.ts";
import { games } from "../../games/registry.ts";

describe("generated handlers and the interpreter", () => {
  it("The IR is the single meaning of a card: the content data is the same from both producers", async () => {
    const generated = await importContent(await emitTo(fixtureProgram(), "differential"));
    const interpreted = contentFromIR(fixtureProgram());
    expect(withoutFunctions(generated)).toEqual(withoutFunctions(interpreted));
  });

  it("Choices, if able, targets, rolls and counts: every handler makes identical calls and decisions for 300 seeds", async () => {
    const generated = callables(await importContent(await emitTo(fixtureProgram(), "differential")));
    const interpreted = callables(contentFromIR(fixtureProgram()));
    expect(generated.map((c) => c.path)).toEqual(interpreted.map((c) => c.path));
    expect(generated.length).toBeGreaterThan(20);
    let decisions = 0;
    for (let i = 0; i < generated.length; i++) {
      const isPredicate = /\.(canPay|canMeet)$/.test(generated[i].path);
      for (let seed = 1; seed <= 300; seed++) {
        const run = isPredicate ? drivePredicate : drive;
        const a = run(generated[i].fn as never, seed);
        const b = run(interpreted[i].fn as never, seed);
        expect(a, `${generated[i].path} seed ${seed}`).toEqual(b);
        decisions += a.filter((e) => Array.isArray(e) && e[0] === "decision").length;
      }
    }
    // the fixture asks questions (choices, primitives that ask): the comparison covered them
    expect(decisions).toBeGreaterThan(100);
  });
});

describe("bad IR", () => {
  it("A verb the table does not know is an error naming the .grim position, in both executions", async () => {
    const { emitProgram } = await import("../../compiler/emit/emit.ts");
    const program = fixtureProgram();
    const card = program.sets[0].entities.find((e) => e.id === "foulfate.bushwhacked")!;
    card.hooks[0].effect = { kind: "verb", verb: "sumon-storm", args: {}, ifAble: false, at: { file: "x.grim", line: 7, column: 3 } };
    expect(() => emitProgram(program, { games, rootDir: "../.." })).toThrow('x.grim:7:3: "sumon-storm" is not a verb of the Adventure Game table');
    const run = contentFromIR(program).cards.find((c) => c.id === "foulfate.bushwhacked")!.hooks[0].run;
    expect(() => drive(run, 1)).toThrow('x.grim:7:3: "sumon-storm" is not a verb of the Adventure Game table');
  });
});
