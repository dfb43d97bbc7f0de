// Old World content the runtime cannot play is a clear error naming the
// declaration, never a card silently played otherwise.

import { describe, expect, it } from "vitest";
import { combineSets, linkSet } from "../../games/oldworld/link/content-data.ts";
import { Workspace } from "../../compiler/workspace.ts";
import { interpretedFactory as owInterpretedFactory } from "../../games/oldworld/link/interpreted.ts";
import { games } from "../../games/registry.ts";

function link(text: string) {
  const ws = new Workspace(games);
  ws.setFile("x.grim", text);
  const { program, diagnostics } = ws.check();
  expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  const sets = program.sets.filter((s) => s.game === "oldworld");
  return () =>
    combineSets(
      sets,
      sets.map((s) => linkSet(s, owInterpretedFactory)),
    );
}

const SETUP = "setup Setup { trophies to win 4 }\n";

describe("Old World link errors", () => {
  it("Trashing a card as a cost (Monster Trail): `cost trash` links to a card whose only cost is a trashed card", () => {
    const content = link(`game oldworld\nset core\n${SETUP}action Riposte "Riposte" : green, cost trash { symbol 1 shield }\n`)();
    expect(content.actions.find((a) => a.id === "action.riposte")).toMatchObject({ trashCost: true, cost: 0 });
  });

  it("Monster fight deck: a fight card half is a list of its symbols; a choice on it is an error at the card", () => {
    expect(
      link(`game oldworld\nset core\n${SETUP}fightcard F "F" {\n  number 1\n  charge: suffer 2 damage or trash 1 card\n  bite: suffer 3 damage\n}\n`),
    ).toThrow("x.grim:4:1: fightcard F: a fight card's charge is a list of its symbols (damage, discard, trash, lower an attribute), not a choice");
  });

  it("a monster without a terrain cannot take a terrain slot of the map", () => {
    expect(link(`game oldworld\nset core\n${SETUP}monster M "M" : level 1 { life 10 }\n`)).toThrow("x.grim:4:1: monster M: a monster needs a terrain");
  });

  it("a Wild Hunt quest needs both its location's terrain and its `quest:` effect, and only a Wild Hunt exploration card is one", () => {
    expect(link(`game oldworld\nset core\n${SETUP}exploration Q "Q" : stage i {\n  quest: discard 1 card\n}\n`)).toThrow(
      "x.grim:4:1: exploration Q: a `quest:` effect needs `a quest at a forest location` (or water, mountain): where the quest token goes",
    );
    expect(link(`game oldworld\nset core\n${SETUP}exploration Q "Q" : stage i {\n  a quest at a forest location\n  option: draw 1 card\n}\n`)).toThrow(
      "x.grim:4:1: exploration Q: a quest card needs its `quest:` effect",
    );
    expect(link(`game oldworld\nset core\n${SETUP}exploration Q "Q" : stage i {\n  a quest at a city location\n  quest: discard 1 card\n}\n`)).toThrow(
      'x.grim:4:1: exploration Q: a quest\'s location token is drawn from the forest, water or mountain pile, not "city"',
    );
    expect(link(`game oldworld\nset core\n${SETUP}exploration Q "Q" : wilds {\n  a quest at a forest location\n  quest: discard 1 card\n}\n`)).toThrow(
      "x.grim:4:1: exploration Q: only a Wild Hunt exploration card",
    );
  });

  it("content without a setup card says which card to add", () => {
    expect(link('game oldworld\nset core\npotion P "P" { effect: draw 1 card }\n')).toThrow("no Old World set has a `setup` card");
  });
});
