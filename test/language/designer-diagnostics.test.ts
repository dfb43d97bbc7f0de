// What a designer adding to the bundled content is told: a name the game's
// own cards already use is reported in the designer's file, an unknown tag
// lists the tags that fit, `copies` below 1 and a monster level the game does
// not have are errors that say the range. Checked beside the whole bundled
// content, as `grimoire check content` sees it.

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { collectGrimFiles, nodeHost } from "../../compiler/cli/node-host.ts";
import { runCheck } from "../../compiler/cli/commands/check.ts";
import { formatDiagnostic } from "../../compiler/cli/format-diagnostic.ts";
import type { Diagnostic } from "../../core/diagnostics/types.ts";
import { Workspace } from "../../compiler/workspace.ts";
import { games } from "../../games/registry.ts";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

let ws: Workspace;
const bundled: string[] = [];

beforeAll(() => {
  process.chdir(REPO);
  ws = new Workspace(games, nodeHost);
  for (const f of collectGrimFiles(["content"]).files) {
    ws.loadFile(f);
    bundled.push(f);
  }
  expect(ws.check().diagnostics).toEqual([]);
}, 60_000);

/** the diagnostics of the bundled content with the designer's files beside it; the files are taken away again */
function withFiles(files: Record<string, string>): Diagnostic[] {
  for (const [p, text] of Object.entries(files)) ws.setFile(p, text);
  try {
    return ws.check().diagnostics;
  } finally {
    for (const p of Object.keys(files)) ws.deleteFile(p);
  }
}

describe("GRM2002: a duplicate id is reported in the designer's file, the bundled declaration as the related location", () => {
  it("an Old World monster named like a bundled one, in a file that sorts before content/oldworld/monsters.grim", () => {
    const d = withFiles({ "content/oldworld/a-my-monsters.grim": 'game oldworld\nset "My Monsters"\n\nmonster Foglet "Foglet" : level 1 {\n  life 9\n}\n' });
    expect(d.map(formatDiagnostic)).toEqual([
      "content/oldworld/a-my-monsters.grim:4:9: error GRM2002 `Foglet` gets the id `monster.foglet`, which `Foglet` already has in the set `core`.",
    ]);
    expect(d[0].related.map((r) => `${r.range.file}:${r.range.start.line}`)).toEqual(["content/oldworld/monsters.grim:26"]);
  });

  it("an Adventure Game enemy named like the base game's Bandits, from a folder that sorts first", () => {
    const d = withFiles({ "content/adventure/aaa/bandits.grim": 'game adventure\nset "Cellar Stories"\n\nenemy bandits "Cellar Bandits" {\n  sword 2\n}\n' });
    expect(d.map((x) => `${x.range.file}:${x.range.start.line} ${x.code}`)).toEqual(["content/adventure/aaa/bandits.grim:4 GRM2002"]);
    expect(d[0].related[0].range.file).toBe("content/adventure/enemies.grim");
  });

  it("the designer's own cards keep what they declare: the bundled Foglet is still checked and fought, the copy is not", () => {
    ws.setFile("content/oldworld/a-my-monsters.grim", 'game oldworld\nset "My Monsters"\nmonster Foglet "Foglet" : level 1 {\n  life 9\n}\n');
    try {
      const foglet = ws
        .check()
        .program.sets.flatMap((s) => s.entities)
        .filter((e) => e.game === "oldworld" && e.id === "monster.foglet");
      expect(foglet.map((e) => [e.set, e.props.life])).toEqual([["core", 10]]);
    } finally {
      ws.deleteFile("content/oldworld/a-my-monsters.grim");
    }
  });

  it("the incremental check agrees with a fresh one: with the duplicate added and taken away again, the bundled Foglet is checked as before", () => {
    const file = "content/oldworld/a-my-monsters.grim";
    const fresh = () => {
      const w = new Workspace(games, nodeHost);
      for (const f of bundled) w.loadFile(f);
      return w;
    };
    ws.setFile(file, 'game oldworld\nset "My Monsters"\nmonster Foglet "Foglet" : level 1 {\n  life 9\n}\n');
    const other = fresh();
    other.setFile(file, ws.text(file)!);
    expect(ws.check()).toEqual(other.check());
    ws.deleteFile(file);
    expect(ws.check()).toEqual(fresh().check());
  });

  it("between two of the designer's files, the one later in path order is reported", () => {
    const card = (n: number) => `game adventure\nset "Cellar Stories"\nenemy Garkain "Garkain ${n}" {\n  sword ${n}\n}\n`;
    const d = withFiles({ "content/adventure/b.grim": card(2), "content/adventure/a.grim": card(1) });
    expect(d.map((x) => `${x.range.file} ${x.code}`)).toEqual(["content/adventure/b.grim GRM2002"]);
    expect(d[0].related[0].range.file).toBe("content/adventure/a.grim");
  });

  it("`grimoire check content my-cards` prints it at the designer's file:line:column", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "grimoire-designer-"));
    const file = path.join(dir, "foglet.grim");
    writeFileSync(file, 'game oldworld\nset "My Monsters"\nmonster Foglet "Foglet" : level 1 {\n  life 9\n}\n');
    const out: string[] = [];
    try {
      expect(runCheck(["content", dir], {}, (s) => out.push(s))).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(out.join("").split("\n").slice(0, 1)).toEqual([
      `${file}:3:9: error GRM2002 \`Foglet\` gets the id \`monster.foglet\`, which \`Foglet\` already has in the set \`core\`.`,
    ]);
  });
});

describe("GRM3008: an unknown tag lists the tags the kind takes", () => {
  it("an Adventure monster's stack: bronze, silver or gold, with a fix for a misspelling", () => {
    const d = withFiles({ "content/adventure/x.grim": 'game adventure\nset "Cellar Stories"\nmonster Garkain "Garkain" : silvr {\n  sword 5; shield 3\n}\n' });
    expect(d.map((x) => x.message)).toEqual(["`silvr` is not a tag of a monster; its tags are `bronze`, `silver` or `gold`. Did you mean `silver`?"]);
    expect(d[0].fix?.newText).toBe("silver");
  });

  it("an Old World terrain that is not one: reported at the value, with the terrains", () => {
    const d = withFiles({
      "content/oldworld/x.grim": 'game oldworld\nset "My Monsters"\nmonster Garkain "Garkain" : level 2, terrain swamp {\n  life 10\n}\n',
    });
    expect(d.map(formatDiagnostic)).toEqual([
      "content/oldworld/x.grim:3:46: error GRM3008 In the tag `terrain <terrain>`, a terrain (forest, water, mountain, wild, city, any) is expected here, not `swamp`.",
    ]);
  });

  it("an Old World action card lists its colours, tiers and the tags with values", () => {
    const d = withFiles({
      "content/oldworld/x.grim": 'game oldworld\nset "My Cards"\naction Quick "Quick" : red, cost 1, shiny {\n  effect: deal 1 damage\n}\n',
    });
    expect(d).toHaveLength(1);
    for (const part of [
      "`shiny` is not a tag of an action",
      "`red`",
      "`gray`",
      "`cost <number>`",
      "`terrain <terrain>` (<terrain>: forest, water, mountain, wild, city or any)",
      "`advanced`",
      "`spell`",
    ])
      expect(d[0].message).toContain(part);
  });
});

describe("GRM3023: copies must be at least 1", () => {
  it("`copies -1` and `copies 0` on an Adventure card, and a starting deck line with no card", () => {
    const d = withFiles({
      "content/adventure/x.grim":
        'game adventure\nset "Cellar Stories"\ninvestigation Lair "Lair" : red {\n  copies -1\n  effect: gain 1 vp\n}\nmonster Garkain "Garkain" : silver {\n  sword 5\n  copies 0\n}\n',
      "content/oldworld/x.grim": 'game oldworld\nset "My Cards"\nwitcher Vesemir "Vesemir" {\n  deck 0 Aard\n}\n',
    });
    expect(d.filter((x) => x.code === "GRM3023").map(formatDiagnostic)).toEqual([
      "content/adventure/x.grim:4:10: error GRM3023 `copies` must be at least 1, not -1.",
      "content/adventure/x.grim:9:10: error GRM3023 `copies` must be at least 1, not 0.",
      "content/oldworld/x.grim:4:8: error GRM3023 In `deck <copies> <card>`, `copies` must be at least 1, not 0.",
    ]);
  });
});

describe("GRM3024: a monster level the game does not have (the setup: monsters start at level 1 and rise to level 3)", () => {
  it("`level 9` is an error at the number, with the range and the setup's line as the related location", () => {
    const d = withFiles({ "content/oldworld/x.grim": 'game oldworld\nset "My Monsters"\nmonster Garkain "Garkain" : level 9 {\n  life 10\n}\n' });
    expect(d.map(formatDiagnostic)).toEqual([
      "content/oldworld/x.grim:3:35: error GRM3024 Garkain is a level 9 monster; Old World monsters are level 1 to 3 (the setup: monsters start at level 1 and rise to level 3).",
    ]);
    expect(d[0].related.map((r) => r.range.file)).toEqual(["content/oldworld/map.grim"]);
  });

  it("every bundled monster's level is in the range, levels 1, 2 and 3 all used", () => {
    const levels = new Set(
      ws.check().program.sets.flatMap((s) => s.entities.filter((e) => e.game === "oldworld" && e.kind === "monster").map((e) => e.props.level)),
    );
    expect([...levels].sort()).toEqual([1, 2, 3]);
  });
});
