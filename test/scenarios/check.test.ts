// Scenarios are checked like any content: every clause is one its game's scenarios can say, every name resolves
// with did-you-mean, every event and field is one the game's log writes, and a scenario is no content (the IR and
// the generated module hold none of it).
import { describe, expect, it } from "vitest";
import { Workspace } from "../../compiler/workspace.ts";
import { collectGrimFiles, nodeHost } from "../../compiler/cli/node-host.ts";
import { formatText } from "../../compiler/format.ts";
import { games } from "../../games/registry.ts";

function content(): Workspace {
  const ws = new Workspace(games, nodeHost);
  for (const f of collectGrimFiles(["content/adventure", "content/oldworld"]).files) ws.loadFile(f);
  return ws;
}

const igni = `game adventure
scenario "Geralt at Novigrad with 2 gold" {
  given {
    hero Geralt { at Novigrad; gold 2; 1 red lead; development Igni }
    hero Triss
    die shows 6
  }
  when { answer rest }
  then {
    Geralt has 2 gold
    log has no wound
    log has receive where hero Geralt, resource gold
    not offered fight
  }
}
`;

describe("scenario declarations", () => {
  const ws = content();
  const before = JSON.stringify(ws.check().program);
  ws.setFile("content/scenarios/igni.grim", igni);
  const checked = ws.checked();

  it("a scenario resolves its names to the content's ids and becomes a staging situation", () => {
    expect(ws.check().diagnostics.filter((d) => d.range.file === "content/scenarios/igni.grim")).toEqual([]);
    const [s] = checked.scenarios;
    expect(s.name).toBe("Geralt at Novigrad with 2 gold");
    expect(s.situation).toEqual({
      seed: 1,
      d6: [6],
      heroes: [{ hero: "hero.geralt", location: "location.novigrad", gold: 2, leads: { red: 1 }, development: ["development.igni"] }, { hero: "hero.triss" }],
    });
    expect(s.steps).toMatchObject([{ kind: "answer", keys: [{ key: "rest" }] }]);
    expect(s.expectations.map((e) => e.kind)).toEqual(["quantity", "event", "event", "offered"]);
    expect(s.expectations[2]).toMatchObject({ type: "receive", fields: { hero: ["hero.geralt"], resource: "gold" } });
    expect(s.touches).toEqual(["development.igni", "hero.geralt", "hero.triss", "location.novigrad"]);
  });

  it("a file of scenarios adds nothing to the content's IR (the generated module stays byte for byte)", () => {
    expect(JSON.stringify(checked.program)).toBe(before);
  });

  it("a misspelt name in a scenario is GRM2001 at its place with did-you-mean", () => {
    const w = content();
    w.setFile("s.grim", igni.replace("{ at Novigrad", "{ at Novigrd"));
    const d = w.check().diagnostics.filter((x) => x.range.file === "s.grim");
    expect(d.map((x) => [x.code, x.range.start.line, x.range.start.column, x.message])).toEqual([
      ["GRM2001", 4, 22, "There is no location named `Novigrd`; did you mean `Novigrad`?"],
    ]);
    expect(d[0].fix?.newText).toBe("Novigrad");
  });

  it("an expectation naming an event the log never writes is GRM3103 at its place", () => {
    const w = content();
    w.setFile("s.grim", igni.replace("log has no wound", "log has no wund"));
    const d = w.check().diagnostics.filter((x) => x.range.file === "s.grim");
    expect(d.map((x) => [x.code, x.range.start.line, x.message])).toEqual([
      ["GRM3103", 11, "The Adventure Game's log writes no `wund` event; did you mean `wound`?"],
    ]);
  });

  it("the formatter lays a scenario out like any declaration, and again gives the same text", () => {
    const messy = 'game adventure\nscenario "x" {\ngiven {\nhero Geralt {gold 2}\n   hero Triss\n}\nthen { Geralt has 2 gold }\n}\n';
    const once = formatText(messy).text;
    expect(once).toBe('game adventure\nscenario "x" {\n  given {\n    hero Geralt { gold 2 }\n    hero Triss\n  }\n  then { Geralt has 2 gold }\n}\n');
    expect(formatText(once).text).toBe(once);
  });

  it("completion inside a scenario still answers", () => {
    const w = content();
    w.setFile("s.grim", igni);
    const items = w.completions("s.grim", 4, 20);
    expect(Array.isArray(items)).toBe(true);
  });

  it("an Old World scenario seats witchers, places a monster and reads the fight in progress", () => {
    const w = content();
    w.setFile(
      "ow.grim",
      `game oldworld
scenario "the Wolf fights the Griffin" {
  given {
    witcher WolfWitcher { at KaerSeren; gold 3; combat 2 }
    monster Griffin at KaerSeren
  }
  then { life pool is 4; WolfWitcher has 3 gold; log has fight result where result won }
}
`,
    );
    expect(w.check().diagnostics.filter((x) => x.range.file === "ow.grim")).toEqual([]);
    const [s] = w.checked().scenarios;
    expect(s.situation).toEqual({
      seed: 1,
      witchers: [{ witcher: "witcher.wolf-witcher", location: "location.kaer-seren", gold: 3, attributes: { combat: 2 } }],
      monsters: [{ monster: "monster.griffin", location: "location.kaer-seren" }],
    });
    expect(s.expectations.map((e) => e.kind)).toEqual(["quantity", "quantity", "event"]);
  });
});
