// "A test breaks a card on purpose (a copy of the content with one number changed) and sees the scenario fail at the
// right line with a readable message, in English and Romanian." The bundled scenarios pass on the content as it is.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runTest } from "../../compiler/cli/commands/test.ts";

function test(paths: string[], locale = "en"): { code: number; out: string } {
  let out = "";
  const code = runTest(paths, { locale }, (s) => (out += s));
  return { code, out };
}

describe("grimoire test content", () => {
  it("every bundled scenario passes on the bundled content", () => {
    const r = test(["content"]);
    expect(r.out).not.toContain("✗");
    expect(r.out).toMatch(/\d+ scenarios: (\d+) passed, 0 failed\n$/);
    expect(r.code).toBe(0);
  });

  describe("the Fleder's reward changed from 1 gold to 2 in a copy of the content", () => {
    const dir = mkdtempSync(join(tmpdir(), "grim-broken-"));
    cpSync("content", join(dir, "content"), { recursive: true, filter: (src) => !src.includes("generated") });
    const monsters = join(dir, "content/adventure/monsters.grim");
    const text = readFileSync(monsters, "utf8");
    const broken = text.replace(
      "  successful sword: receive 1 gold; gain 1 vp\n  failed shield: suffer 1 minor wound",
      "  successful sword: receive 2 gold; gain 1 vp\n  failed shield: suffer 1 minor wound",
    );
    writeFileSync(monsters, broken);
    const battle = join(dir, "content/scenarios/adventure-example-of-a-battle.grim");
    const line = readFileSync(battle, "utf8").split("\n").indexOf("    Geralt has 3 gold") + 1;

    it("the copy differs from the bundled content in that one number", () => {
      expect(broken).not.toBe(text);
      expect(line).toBeGreaterThan(0);
    });

    it("the Example of a Battle fails at its `Geralt has 3 gold` line, saying he has 4, exit 1", () => {
      const r = test([join(dir, "content")]);
      expect(r.code).toBe(1);
      expect(r.out).toContain(`✗ ${battle}: Example of a Battle`);
      expect(r.out).toContain(`  ${battle}:${line}:5: Geralt has 3 gold\n    expected Geralt of Rivia to have 3 gold, but Geralt of Rivia has 4\n`);
      expect(r.out).toContain("Geralt of Rivia receives 2 gold (Fleder)");
      expect(r.out).toMatch(/scenarios: \d+ passed, 1 failed\n$/);
    });

    it("in Romanian, the same failure in the Romanian catalogue's words", () => {
      const r = test([join(dir, "content")], "ro");
      expect(r.out).toContain(`  ${battle}:${line}:5: Geralt has 3 gold\n    se aștepta ca Geralt din Rivia să aibă 3 Aur, dar Geralt din Rivia are 4\n`);
      expect(r.out).toContain("ultimele rânduri din jurnal:");
      expect(r.out).toMatch(/eșuate 1\n$/);
    });
  });
});
