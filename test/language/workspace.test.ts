// The Workspace: incremental re-checking, references across files and sets, the IR it hands on.

import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Workspace } from "../../compiler/workspace.ts";
import { parseText } from "../../grammar/build.ts";
import { games } from "../../games/registry.ts";

const board = `game adventure
set base
region Red "Red" { adjacent Gray }
region Gray "Gray" { adjacent Red }
location Wyzima "Wyzima" in Red { leads red }
location DuénCanell "Duén Canell" in Gray { leads blue; heart }
`;
const enemies = `game adventure
set base
enemy Bandits "Bandits" {
  sword 3
  shield 2
  failed shield: suffer 1 wound for each shield short
}
`;
const cards = `game adventure
set expansion "Wild Hunt"
foulfate Bushwhacked "Bushwhacked" {
  flavour "Out of the trees they came."
  effect: spend 2 leads or fight Bandits
}
`;

/** a workspace holding the board, the enemies and the cards that fight them, not yet checked: the project most
 * tests below edit */
function threeFiles(): Workspace {
  const ws = new Workspace(games);
  ws.setFile("board.grim", board);
  ws.setFile("enemies.grim", enemies);
  ws.setFile("cards.grim", cards);
  return ws;
}

describe("Workspace", () => {
  it("re-checking after one file is edited re-parses only that file", () => {
    const ws = threeFiles();
    expect(ws.check().diagnostics).toEqual([]);
    expect(ws.parseCount).toBe(3);
    ws.setFile("cards.grim", cards.replace("fight Bandits", "fight Bandids"));
    const after = ws.check();
    expect(ws.parseCount).toBe(4);
    expect(after.diagnostics.map((d) => d.code)).toEqual(["GRM2001"]);
    // setting a file to the text it already has parses nothing
    ws.setFile("board.grim", board);
    ws.check();
    expect(ws.parseCount).toBe(4);
  });

  it("an edit inside one declaration re-checks only that declaration when no name changes", () => {
    const ws = threeFiles();
    ws.check();
    expect(ws.checkCount).toBe(6);
    // the usual edit: a card's effect; the file keeps its shape (game, set, kinds, names)
    ws.setFile("cards.grim", cards.replace("spend 2 leads", "spend 3 leads"));
    const after = ws.check();
    expect(ws.checkCount).toBe(7);
    expect(after.program.sets[1].entities[0].hooks[0].effect).toMatchObject({ options: [{ args: { amount: 3 } }, {}] });
    // an edit in the board file's first location: the declarations below it move, and are not re-checked
    ws.setFile("board.grim", board.replace("leads red }", "leads red }  # the capital"));
    expect(ws.check().diagnostics).toEqual([]);
    expect(ws.checkCount).toBe(8);
  });

  it("renaming a declaration re-checks the declarations that looked the name up, and those with unknown names", () => {
    const ws = threeFiles();
    ws.setFile("typo.grim", "game adventure\nset base\nfoulfate Ambush { effect: fight Bandots }\n");
    expect(ws.check().diagnostics.map((d) => d.code)).toEqual(["GRM2001"]);
    const before = ws.checkCount;
    ws.setFile("enemies.grim", enemies.replace("enemy Bandits", "enemy Bandots"));
    const d = ws.check().diagnostics;
    // the renamed enemy, Bushwhacked (looked up `Bandits`) and Ambush (had an unknown name); not the board
    expect(ws.checkCount - before).toBe(3);
    expect(d.map((x) => [x.code, x.range.file])).toEqual([["GRM2001", "cards.grim"]]);
  });

  it("incremental checking always gives what a full check of the same texts gives", () => {
    const pieces = [
      "#",
      "\n",
      " ",
      "{",
      "}",
      '"',
      ":",
      ";",
      "x",
      "2",
      "monster ",
      "enemy ",
      "fight Bandits",
      "Bandits",
      "Bandids",
      "Red",
      "Gray",
      "sword 3",
      "shield",
      "gain 1 vp",
      ": bronze",
      '\nenemy Wolves "Wolves" {\n  sword 2\n}\n',
      "\nlocation Novigrad in Gray { leads green }\n",
      "game adventure\n",
      "set other\n",
      "\nfoulfate Ambush { effect: fight Wolves }\n",
      "fight Red",
      "\nfoulfate Lost { effect: fight Gray }\n",
      "effect: spend 1 lead",
      "\n  failed sword: suffer 1 wound\n",
    ];
    // edits land near line starts and ends, where declarations begin and end
    const edit = fc.record({
      file: fc.nat(2),
      line: fc.nat(12),
      column: fc.integer({ min: -2, max: 8 }),
      remove: fc.oneof(fc.constant(0), fc.constant(1), fc.nat(12)),
      insert: fc.oneof(fc.constant(""), fc.constantFrom(...pieces), fc.string({ maxLength: 4 })),
    });
    const paths = ["board.grim", "enemies.grim", "cards.grim"];
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 12 }), (edits) => {
        const texts = [board, enemies, cards];
        const ws = new Workspace(games);
        paths.forEach((p, i) => ws.setFile(p, texts[i]));
        ws.check();
        for (const e of edits) {
          const t = texts[e.file];
          const starts = [0, ...[...t.matchAll(/\n/g)].map((m) => m.index + 1)];
          const at = Math.max(0, Math.min(t.length, starts[e.line % starts.length] + e.column));
          texts[e.file] = t.slice(0, at) + e.insert + t.slice(Math.min(t.length, at + e.remove));
          ws.setFile(paths[e.file], texts[e.file]);
          const full = new Workspace(games);
          paths.forEach((p, i) => full.setFile(p, texts[i]));
          expect(JSON.stringify(ws.check())).toBe(JSON.stringify(full.check()));
          paths.forEach((p, i) => expect(JSON.stringify(ws.ast(p))).toBe(JSON.stringify(parseText(p, texts[i]).ast)));
        }
      }),
      { numRuns: 300 },
    );
  });

  it("an unknown name in a condition is reported once, not once per reading of the condition", () => {
    const ws = new Workspace(games);
    ws.setFile("board.grim", board);
    const card = "game adventure\nset base\nfoulfate Floods { effect: if you are in Yelow: lose 1 gold }\n";
    // two copies of a file: each copy's problem once, plus the copy's clashing id
    ws.setFile("a.grim", card);
    ws.setFile("b.grim", card);
    const d = ws.check().diagnostics.map((x) => `${x.range.file}:${x.range.start.line}:${x.range.start.column} ${x.code}`);
    expect(d).toEqual(["a.grim:3:41 GRM2001", "b.grim:3:10 GRM2002"]);
  });

  it("messages use `an` before a vowel: the name of an enemy or monster", () => {
    const ws = new Workspace(games);
    ws.setFile("a.grim", "game adventure\nset base\nfoulfate X { effect: fight 3 }\n");
    expect(ws.check().diagnostics.map((x) => x.message)).toEqual(["In `fight <enemy>`, the name of an enemy or monster is expected here, not `3`."]);
  });

  it("deleting the file that declares a name makes its references unknown", () => {
    const ws = new Workspace(games);
    ws.setFile("enemies.grim", enemies);
    ws.setFile("cards.grim", cards);
    expect(ws.check().diagnostics).toEqual([]);
    ws.deleteFile("enemies.grim");
    const d = ws.check().diagnostics;
    expect(d.map((x) => [x.code, x.range.file, x.range.start.line])).toEqual([["GRM2001", "cards.grim", 5]]);
  });

  it("Names: references resolve across files and sets of the same game; ids strip accents", () => {
    const ws = threeFiles();
    const { program } = ws.check();
    expect(program.sets.map((s) => [s.game, s.set, s.sources])).toEqual([
      ["adventure", "base", ["board.grim", "enemies.grim"]],
      ["adventure", "expansion", ["cards.grim"]],
    ]);
    const ids = program.sets[0].entities.map((e) => e.id);
    expect(ids).toEqual(["enemy.bandits", "location.duen-canell", "location.wyzima", "region.gray", "region.red"]);
    const card = program.sets[1].entities[0];
    expect(card.hooks[0].effect).toMatchObject({
      kind: "choice",
      options: [
        { kind: "verb", verb: "spend", args: { amount: 2, colour: "any", resource: "lead" } },
        { kind: "verb", verb: "fight", args: { enemy: { kind: "ref", id: "enemy.bandits" } } },
      ],
    });
    expect(card.texts.map((t) => [t.id, t.text])).toEqual([
      ["foulfate.bushwhacked.name", "Bushwhacked"],
      ["foulfate.bushwhacked.flavour", "Out of the trees they came."],
    ]);
  });

  it("Counts: `for each shield short` multiplies the amount by the query", () => {
    const ws = new Workspace(games);
    ws.setFile("enemies.grim", enemies);
    const bandits = ws.check().program.sets[0].entities[0];
    expect(bandits.hooks[0]).toMatchObject({
      window: "failed-shield",
      effect: {
        verb: "suffer-wound",
        args: {
          severity: "minor",
          amount: {
            kind: "product",
            factors: [
              { kind: "const", value: 1 },
              { kind: "query", query: "short", args: { result: "shield" } },
            ],
          },
        },
      },
    });
  });

  it("a misspelt name offers a fix that replaces exactly the name", () => {
    const ws = new Workspace(games);
    ws.setFile("board.grim", board);
    ws.setFile("hero.grim", "game adventure\nset base\nlocation X in Rad { leads red }\n");
    const [d] = ws.check().diagnostics;
    expect(d.message).toContain("did you mean `Red`?");
    expect(d.fix).toMatchObject({ newText: "Red", range: { start: { line: 3, column: 15 }, end: { line: 3, column: 18 } } });
    expect(d.related[0].range.file).toBe("board.grim");
  });

  it("output is deterministic whatever order files are added in", () => {
    const a = new Workspace(games);
    a.setFile("board.grim", board);
    a.setFile("enemies.grim", enemies);
    a.setFile("cards.grim", cards);
    const b = new Workspace(games);
    b.setFile("cards.grim", cards);
    b.setFile("enemies.grim", enemies);
    b.setFile("board.grim", board);
    expect(JSON.stringify(b.check())).toBe(JSON.stringify(a.check()));
  });

  it("If: `if …:` with an `else:` line lowers to one if effect", () => {
    const ws = new Workspace(games);
    ws.setFile("c.grim", "game adventure\nset base\nfoulfate Toll { effect: if you have 3 gold: lose 2 gold\n  else: lose 1 vp\n}\n");
    const { program, diagnostics } = ws.check();
    expect(diagnostics).toEqual([]);
    expect(program.sets[0].entities[0].hooks[0].effect).toMatchObject({
      kind: "if",
      cond: { kind: "query", query: "has", args: { amount: 3, resource: "gold" } },
      then: { verb: "lose", args: { amount: 2, resource: "gold" } },
      else: { verb: "lose", args: { amount: 1, resource: "vp" } },
    });
  });

  it("Assumed: a trailing `assumed` puts the property name into props.assumed", () => {
    const ws = new Workspace(games);
    ws.setFile("d.grim", "game adventure\nset base\nenemy Wraith { sword 4 assumed\n shield 3 }\n");
    const { program, diagnostics } = ws.check();
    expect(diagnostics).toEqual([]);
    expect(program.sets[0].entities[0].props).toMatchObject({ sword: 4, shield: 3, assumed: ["sword"] });
  });

  it("invalid UTF-8 bytes are reported at the first bad byte and the rest is still checked", () => {
    const ws = new Workspace(games);
    const bytes = new TextEncoder().encode("game adventure\nset base\nenemy Bandits { sword 3 }\nenemy X { shield Y }\n");
    const withBad = new Uint8Array([...bytes.slice(0, 30), 0xff, ...bytes.slice(30)]);
    ws.setFile("bad.grim", withBad);
    const d = ws.check().diagnostics;
    expect(d[0]).toMatchObject({ code: "GRM1003", range: { start: { line: 3, column: 7 } } });
    expect(d.some((x) => x.code === "GRM3005" && x.range.start.line === 4)).toBe(true);
  });

  it("Development cards: `when performing travel` keeps the action as the hook's window argument", () => {
    const ws = new Workspace(games);
    ws.setFile("g.grim", "game adventure\nset base\ngoodfortune Map { when performing travel, once per turn: receive 1 gold }\n");
    const { program, diagnostics } = ws.check();
    expect(diagnostics).toEqual([]);
    expect(program.sets[0].entities[0].hooks[0]).toMatchObject({ window: "when-performing-action", limit: "once-per-turn", windowArgs: { action: "travel" } });
  });

  it("the two games are separate programs: the same id may exist in both", () => {
    const ws = new Workspace(games);
    ws.setFile("a.grim", "game adventure\nset base\nmonster Troll : gold { sword 5 }\n");
    ws.setFile("o.grim", 'game oldworld\nset ow\nmonster Troll "Troll" : level 3 { life 19 }\n');
    const { program, diagnostics } = ws.check();
    expect(diagnostics).toEqual([]);
    expect(program.sets.map((s) => `${s.game}:${s.entities.map((e) => e.id).join(",")}`)).toEqual(["adventure:monster.troll", "oldworld:monster.troll"]);
  });
});
