// Names with hidden direction controls (U+202A–U+202E, U+2066–U+2069) are a
// `grimoire check` error at the character: such a name reads differently on
// the card, in the editor and in the log than it is written.
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = new URL("../../", import.meta.url).pathname;

function check(text: string): { code: number; lines: string[] } {
  const dir = mkdtempSync(join(tmpdir(), "grim-bidi-"));
  writeFileSync(join(dir, "names.grim"), text);
  const r = spawnSync(process.execPath, [join(root, "bin/grimoire.js"), "check", "names.grim"], { cwd: dir, encoding: "utf8", timeout: 60_000 });
  expect(r.stderr).toBe("");
  return { code: r.status ?? -1, lines: r.stdout.trimEnd().split("\n") };
}

describe("grimoire check: direction controls in names", () => {
  it.each([
    ["U+202E RIGHT-TO-LEFT OVERRIDE", "\u202E"],
    ["U+202A LEFT-TO-RIGHT EMBEDDING", "\u202A"],
    ["U+202D LEFT-TO-RIGHT OVERRIDE", "\u202D"],
    ["U+2066 LEFT-TO-RIGHT ISOLATE", "\u2066"],
    ["U+2069 POP DIRECTIONAL ISOLATE", "\u2069"],
  ])("%s in a monster's name is an error with its code and the character's line and column; exit 1", (name, ch) => {
    const r = check(`game oldworld\nset core\nmonster Drowner "Drow${ch}ner" : level1 {\n  life 5\n}\n`);
    expect(r.code).toBe(1);
    const [cp] = name.split(" ");
    expect(r.lines[0]).toBe(
      `names.grim:3:22: error GRM2009 The name "Drow<${cp}>ner" holds ${name}, an invisible character that reorders the letters around it, so the name would not read as it is written; remove it.`,
    );
  });

  it("every control in a name is reported, and one in a set's name at its set line", () => {
    const r = check(`game adventure\nset base "The \u2067Base"\nlocation Wyzima "\u202BWyzima\u202C" {\n  heart\n}\n`);
    expect(r.code).toBe(1);
    expect(r.lines.filter((l) => l.includes("GRM2009")).map((l) => l.split(" error ")[0])).toEqual(["names.grim:2:1:", "names.grim:3:18:", "names.grim:3:25:"]);
  });

  it("right-to-left letters themselves are no error: only the invisible controls are", () => {
    const r = check(`game adventure\nset base\nlocation Wyzima "Wyzima וויזימה" {\n  heart\n}\n`);
    expect(r.lines.filter((l) => l.includes("GRM2009"))).toEqual([]);
  });
});
