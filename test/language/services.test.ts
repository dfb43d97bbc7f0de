// Editor services: completion, hover and go-to-definition read the same tables
// and symbols as the checker.

import { describe, expect, it } from "vitest";
import { Workspace } from "../../compiler/workspace.ts";
import { games } from "../../games/registry.ts";

const text = `game adventure
set base
location Wyzima "Wyzima" { heart }
enemy Bandits "Bandits" { sword 3 }
foulfate Ambush "Ambush" {
  effect: spend 2 leads or fight 
  before rolling: suffer 1 
}
hero Geralt { start W
`;

function ws(): Workspace {
  const w = new Workspace(games);
  w.setFile("a.grim", text);
  return w;
}

const labels = (w: Workspace, line: number, col: number) => w.completions("a.grim", line, col).map((c) => c.label);

describe("Completion", () => {
  it("offers the kinds of the file's game at the start of a declaration", () => {
    const l = labels(ws(), 5, 1);
    expect(l).toEqual(expect.arrayContaining(["monster", "investigation", "foulfate", "quest", "game", "set"]));
    expect(l).not.toContain("mage");
  });
  it("offers enemies and monsters after `fight`, not locations", () => {
    const l = labels(ws(), 6, 34);
    expect(l).toContain("Bandits");
    expect(l).not.toContain("Wyzima");
  });
  it("offers the severities and the word `wound` after `suffer 1`", () => {
    expect(labels(ws(), 7, 27)).toEqual(expect.arrayContaining(["minor", "severe", "wound"]));
  });
  it("completes a partly typed reference with declared names of the right kind", () => {
    expect(labels(ws(), 9, 22)).toEqual(["Wyzima"]);
  });
  it("offers the games after `game`", () => {
    expect(labels(ws(), 1, 6)).toEqual(["adventure", "oldworld"]);
  });
});

describe("Hover and definition", () => {
  it("hover on a reference shows its kind, display name and id", () => {
    const h = ws().hover("a.grim", 4, 8)!;
    expect(h.contents).toContain('**enemy** `Bandits` "Bandits" — id `enemy.bandits`');
  });
  it("hover on a verb shows its pattern, description and runtime primitive", () => {
    const h = ws().hover("a.grim", 6, 12)!;
    expect(h.contents).toContain("spend <amount> <colour>? <resource>");
    expect(h.contents).toContain("`spend`");
  });
  it("hover on a property explains it", () => {
    expect(ws().hover("a.grim", 4, 28)!.contents).toContain("Sword results needed to beat it.");
  });
  it("definition of a name points at its declaration, in another file too", () => {
    const w = ws();
    w.setFile("b.grim", "game adventure\nset base\nfoulfate Lost { effect: fight Bandits }\n");
    expect(w.definition("b.grim", 3, 33)).toEqual([{ file: "a.grim", start: { line: 4, column: 7, offset: 65 }, end: { line: 4, column: 14, offset: 72 } }]);
    expect(w.hover("b.grim", 3, 33)!.contents).toContain("id `enemy.bandits`");
  });
});

describe("Formatter", () => {
  it("canonical spacing and indentation, comments kept, idempotent", () => {
    const messy =
      'game   adventure\nset base\n\n\n\n# the bandits\nenemy Bandits "Bandits"{\nsword 3 ;shield 2   # stats\n    failed shield:suffer 1 wound\n}\n\n';
    const once = new Workspace(games).format(messy);
    expect(once).toBe(
      'game adventure\nset base\n\n# the bandits\nenemy Bandits "Bandits" {\n  sword 3; shield 2 # stats\n  failed shield: suffer 1 wound\n}\n',
    );
    expect(new Workspace(games).format(once)).toBe(once);
  });
});

describe("Services follow the file's game", () => {
  const ow =
    'game oldworld\nset ow\naction Strike "Strike" : red, cost 1 {\n  when discarded by damage: deal \n}\nmage Alzur { specialty Thunder: once per fight: spend 1 energy }\n';
  it("an Old World file completes Old World kinds and effects, not Adventure ones", () => {
    const w = new Workspace(games);
    w.setFile("o.grim", ow);
    const top = w.completions("o.grim", 6, 1).map((c) => c.label);
    expect(top).toEqual(expect.arrayContaining(["action", "mage", "witcher", "potion", "bomb", "mutagen"]));
    expect(top).not.toContain("investigation");
    const inHook = w.completions("o.grim", 4, 3).map((c) => c.label);
    expect(inHook).toEqual(expect.arrayContaining(["when", "effect", "during", "deal", "copies"]));
    expect(inHook).not.toContain("advance");
    expect(inHook).not.toContain("sword");
  });
  it("hover on a kind word explains the kind", () => {
    const w = new Workspace(games);
    w.setFile("o.grim", ow);
    expect(w.hover("o.grim", 6, 2)!.contents).toContain("**mage**");
  });
});
