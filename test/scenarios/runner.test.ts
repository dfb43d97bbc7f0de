// `grimoire test`: a scenario is staged through its game's staging, played, and each expectation held to the game;
// a failure is told at its .grim line with what happened instead, in the chosen locale; --json and JUnit XML.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runTest } from "../../compiler/cli/commands/test.ts";

function run(text: string, opts: Parameters<typeof runTest>[1] = {}): { code: number; out: string } {
  const dir = mkdtempSync(join(tmpdir(), "grim-scenario-"));
  writeFileSync(join(dir, "s.grim"), text);
  let out = "";
  const code = runTest([join(dir, "s.grim")], opts, (s) => (out += s));
  return { code, out: out.replaceAll(dir, "<dir>") };
}

const rest = (then: string) => `game adventure
scenario "Geralt rests" {
  given {
    hero Geralt { at Novigrad; gold 2; minor wound on travel }
    hero Triss
  }
  when { answer rest }
  then {
${then}
  }
}
`;

describe("grimoire test", () => {
  it("a scenario whose expectations hold passes, exit 0", () => {
    const r = run(rest("    Geralt has 2 gold\n    log has heal where hero Geralt, space travel\n    offered 4 options"));
    expect(r.out).toBe("✓ <dir>/s.grim: Geralt rests\n1 scenario: 1 passed, 0 failed\n");
    expect(r.code).toBe(0);
  });

  it("a failing expectation is told at its line and column with what happened instead and the log, exit 1", () => {
    const r = run(rest("    Geralt has 2 gold\n    Geralt has 3 gold"));
    expect(r.code).toBe(1);
    expect(r.out).toContain("<dir>/s.grim:10:5: Geralt has 3 gold\n    expected Geralt of Rivia to have 3 gold, but Geralt of Rivia has 2\n");
    expect(r.out).toContain("      Geralt of Rivia heals the minor wound on travel (rest)\n");
    expect(r.out).toContain("1 scenario: 0 passed, 1 failed");
  });

  it("in Romanian the report and the log lines are the Romanian catalogue's", () => {
    const r = run(rest("    Geralt has 3 gold"), { locale: "ro" });
    expect(r.out).toContain("se aștepta ca Geralt din Rivia să aibă 3 Aur, dar Geralt din Rivia are 2");
    expect(r.out).toContain("ultimele rânduri din jurnal:");
    expect(r.out).toContain("Geralt din Rivia își vindecă rana minoră de pe acțiunea Călătorie (Odihnă)");
  });

  it("an answer the decision does not offer fails at the answer, naming what is offered", () => {
    const r = run(rest("    Geralt has 2 gold").replace("answer rest", "answer sleep"));
    expect(r.out).toContain(
      "<dir>/s.grim:7:10: answer sleep\n    sleep is not an option here; waiting: Geralt of Rivia, “Choose an action”: investigate (investigate); ",
    );
  });

  it("a situation the staging refuses is told at the given clause that wrote it", () => {
    const r = run(rest("    Geralt has 2 gold").replace("minor wound on travel", "minor wound on sleep"));
    expect(r.out).toMatch(
      /<dir>\/s\.grim:4:40: heroes\[0\]\.wounds\.sleep\n {4}the situation cannot be staged: `sleep` is not a woundable space of hero\.geralt/,
    );
  });

  it("--json gives every result and failure with its place", () => {
    const r = run(rest("    Geralt has 3 gold"), { json: true });
    const j = JSON.parse(r.out);
    expect(j.summary).toEqual({ scenarios: 1, passed: 0, failed: 1, errors: 0 });
    expect(j.results[0].failures[0]).toMatchObject({ text: "Geralt has 3 gold", range: { start: { line: 9, column: 5 } } });
  });

  it("--reporter junit writes JUnit XML with a failure per failing expectation", () => {
    const r = run(rest("    Geralt has 3 gold"), { reporter: "junit" });
    expect(r.out).toContain('<testsuites name="grimoire test" tests="1" failures="1" errors="0">');
    expect(r.out).toContain('<testcase classname="<dir>/s.grim" name="Geralt rests" file="<dir>/s.grim" line="2">');
    expect(r.out).toContain('<failure message="<dir>/s.grim:9:5: Geralt has 3 gold: expected Geralt of Rivia to have 3 gold, but Geralt of Rivia has 2"');
  });

  it("--coverage lists the cards no scenario names or plays", () => {
    const r = run(rest("    Geralt has 2 gold"), { coverage: true });
    expect(r.out).toMatch(/\d+ cards no scenario touches:\n/);
    expect(r.out).toContain("  development.igni (Igni)\n");
  });

  it("a scenario whose first options loop is stopped at the decision limit at its play step, not played for ever", () => {
    const r = run('game adventure\nscenario "to the end" {\n  given { hero Geralt; hero Triss }\n  when { play to the end }\n  then { the game ends }\n}\n');
    expect(r.code).toBe(1);
    expect(r.out).toContain("<dir>/s.grim:4:10: play\n    the game did not end within 20,000 decisions; waiting: ");
    // the expectations after a step that did not finish are not held to a game stopped half way
    expect(r.out).not.toContain("the game goes on");
  });

  it("sources with errors run nothing and exit 1", () => {
    const r = run(rest("    Geralt has 2 gold").replace("at Novigrad", "at Novigrd"));
    expect(r.code).toBe(1);
    expect(r.out).toContain("GRM2001");
    expect(r.out).toContain("0 scenarios");
  });
});
