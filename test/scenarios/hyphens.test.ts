// A word of a scenario may hold hyphens between its letters (`answer two-cards`, `expansion wild-hunt`,
// `BattleDie1 shows sword-sword`): the option keys, expansion names and die faces a scenario writes are one word
// without quotes. Outside a scenario a hyphen is still no part of a word: each is GRM1001 where it stands.
import { describe, expect, it } from "vitest";
import { parseText } from "../../grammar/build.ts";
import { Workspace } from "../../compiler/workspace.ts";
import { collectGrimFiles, nodeHost } from "../../compiler/cli/node-host.ts";
import { formatText } from "../../compiler/format.ts";
import { games } from "../../games/registry.ts";

const mount = `game oldworld
scenario "Lost Mount: a 6 draws 2 cards" {
  given {
    expansion lost-mount
    lost mount at Hengfors
    witcher WolfWitcher { at Novigrad; hand Aard, Yrden, Thrust }
    die shows 6
  }
  when {
    answer Hengfors
    answer two-cards
    answer Aard, Yrden
  }
  then { WolfWitcher has 3 cards in hand }
}
`;

describe("hyphens in scenario words", () => {
  it("a hyphenated word of a scenario is one word, and the scenario checks and stages with it", () => {
    const parsed = parseText("content/scenarios/mount.grim", mount);
    expect(parsed.diagnostics).toEqual([]);
    expect(formatText(mount)).toMatchObject({ formatted: true, text: mount });
    const ws = new Workspace(games, nodeHost);
    for (const f of collectGrimFiles(["content/oldworld"]).files) ws.loadFile(f);
    ws.setFile("content/scenarios/mount.grim", mount);
    expect(ws.check().diagnostics.filter((d) => d.range.file === "content/scenarios/mount.grim")).toEqual([]);
    const s = ws.checked().scenarios.find((x) => x.file === "content/scenarios/mount.grim")!;
    expect(s.situation).toMatchObject({ expansions: ["lost-mount"], lostMount: "location.hengfors" });
    expect(s.steps[1]).toMatchObject({ kind: "answer", keys: [{ key: "two-cards", text: "two-cards" }] });
  });

  it("outside a scenario each hyphen of a word is an unexpected character, at its own column", () => {
    const text = 'game oldworld\nset core\nmonster Nekkers-Nest-Two "Nest" : level 1 {\n  life 3\n}\n';
    const codes = parseText("a.grim", text).diagnostics.map((d) => [d.code, d.range.start.line, d.range.start.column, d.message]);
    expect(codes).toEqual([
      ["GRM1001", 3, 16, "Unexpected character `-`."],
      ["GRM1001", 3, 21, "Unexpected character `-`."],
    ]);
  });

  it("a hyphen before a digit or `>` is still a sign or an arrow", () => {
    const r = parseText("a.grim", 'game oldworld\nscenario "x" {\n  then { log has hunt shields where change -2 }\n}\n');
    expect(r.diagnostics).toEqual([]);
    const then = r.ast.declarations[0].block!.clauses[0].phrase.items[1];
    expect(then.kind === "block" && then.block.clauses[0].phrase.items.map((i) => i.kind)).toEqual(["word", "word", "word", "word", "word", "word", "signed"]);
  });
});
