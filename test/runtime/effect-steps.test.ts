// Card effects on the rules kernel: an effect the content holds as its IR, run as steps on the game's machine,
// asks its "A or B" as a step does, so the game can be snapshotted at that choice and go on from the snapshot
// either way, with no replay.
import { describe, expect, it } from "vitest";
import type { Effect } from "../../core/ir.ts";
import { effectOn, steps } from "../../games/adventure/rules/machine.ts";
import { GERALT, Table } from "./table.ts";

const at = { file: "test.grim", line: 1, column: 1 };
const receive = (resource: string, amount: number, colour: string): Effect => ({
  kind: "verb",
  verb: "receive",
  args: { resource, amount, colour },
  ifAble: false,
  at,
});
const goldOrLead: Effect = { kind: "choice", options: [receive("gold", 2, "any"), receive("lead", 1, "red")], at };

/** a card's effect resolved for Geralt, as a step of the game would call it */
const resolveForGeralt = steps.define<{ effect: Effect }>("test-resolve-for-geralt", {
  resolve(k, f) {
    effectOn(k, f.effect, k.e.ctx(GERALT, "investigation.test"));
  },
});

describe("card effects as kernel steps", () => {
  it("an effect's choice is asked by its step, a snapshot there goes on either way", () => {
    const t = new Table();
    const g = t.hero(GERALT);
    const before = { gold: g.gold, red: g.leads.red };
    const m = t.m;
    m.start(m, resolveForGeralt, { effect: goldOrLead });
    expect(m.pending?.type).toBe("choose-option");
    expect(m.pending?.options.map((o) => o.key)).toEqual(["0", "1"]);
    expect(m.where()).toEqual(["test-resolve-for-geralt.resolve", "effect-choice.choose", "choose-effect-option.ask"]);
    const snap = m.snapshot();

    m.answer(["0"]);
    expect(m.over).toBe(true);
    expect([t.hero(GERALT).gold, t.hero(GERALT).leads.red]).toEqual([before.gold + 2, before.red]);

    m.restore(snap);
    expect([t.hero(GERALT).gold, t.hero(GERALT).leads.red]).toEqual([before.gold, before.red]);
    m.answer(["1"]);
    expect([t.hero(GERALT).gold, t.hero(GERALT).leads.red]).toEqual([before.gold, before.red + 1]);
  });
});
