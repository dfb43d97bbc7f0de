// `grimoire i18n check` as a reviewer: cedilla letters in Romanian and the
// glossary's terms, planted in a copy of the bundled catalogues.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCheck, runFix } from "../../compiler/cli/commands/i18n.ts";
import { parseGlossary } from "../../compiler/i18n/glossary.ts";
import { ROOT } from "./helpers.ts";
import { plant, run, scratchCopy } from "./project.ts";

const scratch = (): string => scratchCopy("grimoire-quality-");

describe("translation quality checks", () => {
  it("a cedilla ş in Romanian is an error at its line and column, and `i18n fix` writes the comma-below ș", async () => {
    const dir = scratch();
    const ro = path.join(dir, "content/i18n/ro/runtime-adventure.ftl");
    const text = readFileSync(ro, "utf8");
    writeFileSync(ro, text.replace("prompt-choose-action = Alege o acțiune", "prompt-choose-action = Alege o acţiune aşa"));
    const line = text.split("\n").findIndex((l) => l.startsWith("prompt-choose-action =")) + 1;
    const before = await run((p) => runCheck(dir, { locale: "ro", content: false }, p));
    expect(before.code).toBe(1);
    const errors = before.out.filter((l) => l.includes("error cedilla"));
    expect(errors).toEqual([
      `content/i18n/ro/runtime-adventure.ftl:${line}:34: error cedilla: "ţ" has a cedilla: Romanian writes "ț" with a comma below (\`grimoire i18n fix --locale ro\` replaces it)`,
      `content/i18n/ro/runtime-adventure.ftl:${line}:41: error cedilla: "ş" has a cedilla: Romanian writes "ș" with a comma below (\`grimoire i18n fix --locale ro\` replaces it)`,
    ]);
    const fixed = await run((p) => runFix(dir, "ro", p));
    expect(fixed.out).toContain("fixed content/i18n/ro/runtime-adventure.ftl");
    expect(readFileSync(ro, "utf8")).toContain("prompt-choose-action = Alege o acțiune așa");
    const after = await run((p) => runCheck(dir, { locale: "ro", content: false }, p));
    expect(after.out.filter((l) => l.includes("cedilla"))).toEqual([]);
  });

  it("a translation that drops the guide's term for 'route' is a warning naming the expected term", async () => {
    const dir = scratch();
    plant(
      dir,
      "content/i18n/ro/runtime-adventure.ftl",
      "prompt-travel = Călătorește de-a lungul unei rute sau a două rute",
      "prompt-travel = Călătorește pe unul sau două drumuri",
    );
    const { code, out } = await run((p) => runCheck(dir, { locale: "ro", content: false }, p));
    // a stale-free warning does not fail the check
    expect(code).toBe(0);
    expect(out.filter((l) => l.includes("warning glossary"))).toEqual([
      expect.stringMatching(
        /^content\/i18n\/ro\/runtime-adventure\.ftl:\d+:1: warning glossary: "prompt-travel": the English says "route", the glossary's term is "rută" \(or "rute", .*\): Deplasare/,
      ),
    ]);
  });

  it('a card name that reads as a game term is a warning ("Rană gravă" for Grave Injury, "Misiune diplomatică" for Diplomatic Mission)', async () => {
    const dir = scratch();
    const ro = path.join(dir, "content/i18n/ro/adventure-base.ftl");
    writeFileSync(
      ro,
      readFileSync(ro, "utf8")
        .replace("investigation__grave-injury__name = Vătămare gravă", "investigation__grave-injury__name = Rană gravă")
        .replace("investigation__diplomatic-mission__name = Solie diplomatică", "investigation__diplomatic-mission__name = Misiune diplomatică"),
    );
    const { out } = await run((p) => runCheck(dir, { locale: "ro", content: false }, p));
    const warnings = out.filter((l) => l.includes("warning glossary"));
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain('"investigation__diplomatic-mission__name": the name "Misiune diplomatică" opens with the game term "Misiune" (quest)');
    expect(warnings[1]).toContain('"investigation__grave-injury__name": the name "Rană gravă" opens with the game term');
  });

  it("the bundled Romanian catalogues use every glossary term the English asks for", async () => {
    const { out } = await run((p) => runCheck(ROOT, { locale: "ro", content: false }, p));
    expect(out.filter((l) => l.includes("glossary") || l.includes("cedilla"))).toEqual([]);
    const terms = parseGlossary(readFileSync(path.join(ROOT, "content/i18n/ro/glossary.tsv"), "utf8"));
    expect(terms.find((t) => t.english === "companion")?.forms[0]).toBe("Însoțitor");
    expect(terms.filter((t) => t.kept).map((t) => t.english)).toContain("Witcher");
  });
});
