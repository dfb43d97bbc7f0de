// "The IR is the single meaning of a card": the emitted module and the
// interpreted link hold the same effects, each the IR the checker wrote, and
// its two executions (the walker and the rules kernel's effect steps) make the
// same primitive calls, in the same order, with the same arguments, and ask
// the same questions, whatever the runtime answers.

import { describe, expect, it } from "vitest";
import type { Effect } from "../../core/ir.ts";
import { contentFromIR } from "../../games/adventure/link/interpreted.ts";
import { fixtureProgram } from "./fixture-ir.ts";
import { effectsIn, emitTo, importContent, withoutFunctions } from "./emit-helpers.ts";
import { drive, driveOnKernel, drivePredicate, drivePredicateOnKernel } from "./recording-runtime.ts";
import { games } from "../../games/registry.ts";

describe("the emitted module and the interpreted link", () => {
  it("The IR is the single meaning of a card: the content data, its effects with it, is the same from both producers", async () => {
    const generated = await importContent(await emitTo(fixtureProgram(), "differential"));
    const interpreted = contentFromIR(fixtureProgram());
    expect(withoutFunctions(generated)).toEqual(withoutFunctions(interpreted));
    expect(effectsIn(generated).map((c) => c.path)).toEqual(effectsIn(interpreted).map((c) => c.path));
    expect(effectsIn(generated).length).toBeGreaterThan(20);
  });

  it("Choices, if able, targets, rolls and counts: every effect makes identical calls and decisions walked and as kernel steps, for 300 seeds", async () => {
    const effects = effectsIn(await importContent(await emitTo(fixtureProgram(), "differential")));
    let decisions = 0;
    for (const { path, effect } of effects) {
      const isPredicate = /\.(canPay|canMeet)$/.test(path);
      for (let seed = 1; seed <= 300; seed++) {
        const a = isPredicate ? drivePredicate(effect, seed) : drive(effect, seed);
        const b = isPredicate ? drivePredicateOnKernel(effect, seed) : driveOnKernel(effect, seed);
        expect(b, `${path} seed ${seed}`).toEqual(a);
        decisions += a.filter((e) => Array.isArray(e) && e[0] === "decision").length;
      }
    }
    // the fixture asks questions (choices, primitives that ask): the comparison covered them
    expect(decisions).toBeGreaterThan(100);
  });
});

describe("bad IR", () => {
  it("A verb the table does not know is an error naming the .grim position, in the build and the interpreted link alike", async () => {
    const { emitProgram } = await import("../../compiler/emit/emit.ts");
    const program = fixtureProgram();
    const card = program.sets[0].entities.find((e) => e.id === "foulfate.bushwhacked")!;
    const unknown: Effect = { kind: "verb", verb: "sumon-storm", args: {}, ifAble: false, at: { file: "x.grim", line: 7, column: 3 } };
    card.hooks[0].effect = unknown;
    expect(() => emitProgram(program, { games, rootDir: "../.." })).toThrow('x.grim:7:3: "sumon-storm" is not a verb of the Adventure Game table');
    expect(() => contentFromIR(program)).toThrow('x.grim:7:3: "sumon-storm" is not a verb of the Adventure Game table');
    // an effect handed to the runtime unchecked fails at the same place when it is run
    expect(() => drive(unknown, 1)).toThrow('x.grim:7:3: "sumon-storm" is not a verb of the Adventure Game table');
  });
});
