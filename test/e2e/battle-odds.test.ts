// The editor's battle odds chart: exact enumeration of the dice, per the
// rules reference's "Battles" section.
import { describe, expect, it } from "vitest";
import { battleOdds, resultDistribution } from "../../editor/odds/battle-odds.ts";
import type { DieDef, DieResult } from "../../games/adventure/rules/content.ts";

function die(id: string, faces: DieResult[][]): DieDef {
  return { id, name: id, set: "test", hooks: [], assumed: [], faces: faces.map((results, i) => ({ name: `f${i}`, results })) };
}

const halfSword = die("half", [["sword"], ["sword"], ["sword"], [], [], []]);

describe("Battles: battle odds in the editor", () => {
  it("Battles: swords equal to or greater than the sword stat succeed (one die, half its faces a sword: 1/2)", () => {
    const o = battleOdds([halfSword], { sword: 1, shield: null, ritual: null });
    expect(o.sword).toBe(1 / 2);
    expect(o.shield).toBeNull();
    expect(o.outcomes).toBe(6);
  });

  it("Battles: the battle dice and hero dice are totalled (two such dice: 3/4 for one sword, 1/4 for two)", () => {
    expect(battleOdds([halfSword, halfSword], { sword: 1, shield: null, ritual: null }).sword).toBe(3 / 4);
    expect(battleOdds([halfSword, halfSword], { sword: 2, shield: null, ritual: null }).sword).toBe(1 / 4);
  });

  it("Battles: spend 1 dodge and 1 shield to produce 1 sword, which then no longer defends", () => {
    const dodge = die(
      "dodge",
      Array.from({ length: 6 }, () => ["dodge"] as DieResult[]),
    );
    const shield = die(
      "shield",
      Array.from({ length: 6 }, () => ["shield"] as DieResult[]),
    );
    const o = battleOdds([dodge, shield], { sword: 1, shield: 1, ritual: null });
    expect(o.sword).toBe(1);
    expect(o.shield).toBe(1);
    // the only shield is spent on the sword: both cannot succeed at once
    expect(o.both).toBe(0);
  });

  it("Dice: a face producing several results counts each (sword and double shield)", () => {
    const d = die("multi", [["sword", "shield", "shield"], [], [], [], [], []]);
    const o = battleOdds([d], { sword: 1, shield: 2, ritual: null });
    expect(o.both).toBe(1 / 6);
  });

  it("Monsters: a ritual stat is compared with the rituals rolled", () => {
    const d = die("rit", [["ritual"], ["ritual"], [], [], [], []]);
    const o = battleOdds([d, d], { sword: null, shield: null, ritual: 2 });
    expect(o.ritual).toBe(4 / 36);
    expect(o.sword).toBeNull();
  });

  it("enumerates every combination of faces exactly (distribution sums to 6^n)", () => {
    const { dist, outcomes } = resultDistribution([halfSword, halfSword, halfSword, halfSword]);
    expect(outcomes).toBe(6 ** 4);
    expect([...dist.values()].reduce((a, b) => a + b.n, 0)).toBe(6 ** 4);
  });
});

describe("Dice: rerolls in the battle odds", () => {
  it("Dice: a rerolled die must use its new result (one half-sword die, one reroll: 1/2 + 1/2 x 1/2)", () => {
    expect(battleOdds([halfSword], { sword: 1, shield: null, ritual: null }, { rerolls: 1 }).sword).toBe(3 / 4);
    // two such dice, up to one reroll, two swords needed: 1/4 + (2/4 x 1/2)
    expect(battleOdds([halfSword, halfSword], { sword: 2, shield: null, ritual: null }, { rerolls: 1 }).sword).toBe(1 / 2);
  });

  it("the best reroll depends on the goal: a die showing a shield is kept for the shield, rerolled for the sword", () => {
    const swordOrShield = die("ss", [["sword"], ["sword"], ["sword"], ["shield"], ["shield"], ["shield"]]);
    const o = battleOdds([swordOrShield], { sword: 1, shield: 1, ritual: null }, { rerolls: 1 });
    expect(o.sword).toBe(3 / 4);
    expect(o.shield).toBe(3 / 4);
    // one die never gives both
    expect(o.both).toBe(0);
  });
});
