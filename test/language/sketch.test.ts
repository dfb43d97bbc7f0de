// The language sketch's examples (../shared/design/language-sketch.md, copied
// here verbatim) parse, and check once the names they refer to are declared.

import { describe, expect, it } from "vitest";
import { Workspace } from "../../compiler/workspace.ts";
import { parseText } from "../../grammar/build.ts";
import { games } from "../../games/registry.ts";

const adventureSketch = `game adventure
set base

monster Fleder : silver {
  sword 4   shield 2
  before rolling: suffer 1 minor wound
  successful sword: receive 1 gold; gain 1 vp
  failed shield: suffer 1 wound for each shield short
}

investigation ZerikanianAssassin "Zerikanian Assassin" : blue {
  traits Nilfgaard
  effect: advance war track; place foul fate on travel if able
}

foulfate Bushwhacked "Bushwhacked" {
  effect: spend 2 leads or fight Bandits
}

development Igni "Igni" for Geralt {
  traits WitcherSign
  during battle, once per roll: spend 1 dodge -> +2 swords
}
`;

const oldWorldSketch = `game oldworld
set "Monster Trail"

action SweepingAard "Sweeping Aard" : gray, cost 1, terrain wild {
  roll die { 1..3: deal 0 damage   4..6: deal 2 damage }
}

action Retaliation "Retaliation" : advanced {
  when discarded by damage: opponent suffers 2 damage
}

mage Alzur {
  specialty Thunder: once per fight: spend 1 energy; roll die by level {
    0..1: deal 0 damage   2..3: deal 1 damage   4..5: deal 2 damage   6..8: deal 3 damage
  } may choose lower
}
`;

const adventureNames = `game adventure
set base
trait Nilfgaard "Nilfgaard"
trait WitcherSign "Witcher Sign"
enemy Bandits "Bandits" { sword 3; shield 2 }
location Wyzima "Wyzima" { heart }
die D : hero { face sword; face sword; face shield; face dodge; face sign; face blank }
hero Geralt "Geralt of Rivia" {
  start Wyzima; gold 1; exchange 3 leads per proof; quest decks combat; dice D; success sign
  actions travel, investigate, develop, rest
}
`;

describe("Language sketch", () => {
  it("the Adventure Game sketch parses without syntax errors", () => {
    const r = parseText("sketch-adventure.grim", adventureSketch);
    expect(r.diagnostics).toEqual([]);
    expect(r.ast.declarations.map((d) => d.name?.text)).toEqual(["Fleder", "ZerikanianAssassin", "Bushwhacked", "Igni"]);
  });

  it("the Old World sketch parses without syntax errors", () => {
    const r = parseText("sketch-oldworld.grim", oldWorldSketch);
    expect(r.diagnostics).toEqual([]);
    expect(r.ast.declarations.map((d) => d.name?.text)).toEqual(["SweepingAard", "Retaliation", "Alzur"]);
  });

  it("the Old World sketch checks against the first oldworld table", () => {
    const ws = new Workspace(games);
    ws.setFile("sketch-oldworld.grim", oldWorldSketch);
    const { program, diagnostics } = ws.check();
    expect(diagnostics).toEqual([]);
    const set = program.sets[0];
    expect(set).toMatchObject({ game: "oldworld", set: "monster-trail" });
    const alzur = set.entities.find((e) => e.id === "mage.alzur")!;
    expect(alzur.hooks[0]).toMatchObject({ window: "specialty", limit: "once-per-fight" });
    const effect = alzur.hooks[0].effect;
    expect(effect.kind).toBe("seq");
    const roll = effect.kind === "seq" ? effect.steps[1] : null;
    expect(roll).toMatchObject({ kind: "roll", dice: "d6+level", mayChooseLower: true });
    const aard = set.entities.find((e) => e.id === "action.sweeping-aard")!;
    expect(aard.props).toMatchObject({ colour: "gray", cost: 1, terrain: "wild" });
    expect(aard.hooks[0].effect).toMatchObject({
      kind: "roll",
      cases: [
        { when: { kind: "range", from: 1, to: 3 }, effect: { verb: "deal-damage", args: { amount: 0 } } },
        { when: { kind: "range", from: 4, to: 6 }, effect: { verb: "deal-damage", args: { amount: 2 } } },
      ],
    });
  });

  it("the Adventure Game sketch checks once its names are declared, `sword 4   shield 2` as two properties", () => {
    const ws = new Workspace(games);
    ws.setFile("sketch-adventure.grim", adventureSketch);
    ws.setFile("names.grim", adventureNames);
    const { program, diagnostics } = ws.check();
    expect(diagnostics).toEqual([]);
    const fleder = program.sets[0].entities.find((e) => e.id === "monster.fleder")!;
    expect(fleder.props).toMatchObject({ sword: 4, shield: 2, type: "silver" });
    const igni = program.sets[0].entities.find((e) => e.id === "development.igni")!;
    expect(igni.hooks[0]).toMatchObject({
      window: "during-battle",
      limit: "once-per-roll",
      cost: { kind: "verb", verb: "spend-results", args: { amount: 1, result: "dodge" } },
      effect: { kind: "verb", verb: "add-results", args: { amount: 2, result: "sword" } },
    });
  });
});
