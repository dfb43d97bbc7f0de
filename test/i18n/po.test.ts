import { MessageNames } from "../../compiler/i18n/message-names.ts";
import { games } from "../../games/registry.ts";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseCatalogue } from "../../compiler/i18n/catalogue.ts";
import { checkLocale, type NamedCatalogue } from "../../compiler/i18n/check.ts";
import { sourceHash } from "../../compiler/i18n/hash.ts";
import { exportPo, importPo, parsePo } from "../../compiler/i18n/po.ts";
import { ftlFiles, named } from "./helpers.ts";

function msgfmtCheck(po: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "grimoire-po-"));
  const file = path.join(dir, "ro.po");
  writeFileSync(file, po);
  // throws (and the test fails) on any error msgfmt reports
  return execFileSync("msgfmt", ["--check", "-o", path.join(dir, "ro.mo"), file], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

const bundledEn = () => named(ftlFiles("en"));
const bundledRo = () => named(ftlFiles("ro"));

function targetMap(files: { name: string; file: string; text: string }[]) {
  return new Map(files.map((f) => [f.name, { file: f.file, text: f.text }]));
}

describe("gettext PO export and import", () => {
  it("the Romanian export validates with GNU gettext's msgfmt --check", () => {
    const po = exportPo("ro", bundledEn(), bundledRo());
    expect(po).toContain('"Language: ro\\n"');
    expect(po).toContain('msgctxt "rules|verb-receive"');
    expect(() => msgfmtCheck(po)).not.toThrow();
  });

  it("an export imported unchanged leaves every catalogue byte for byte", () => {
    const files = ftlFiles("ro");
    const po = exportPo("ro", bundledEn(), named(files));
    const r = importPo(po, "ro.po", targetMap(files));
    expect(r.problems).toEqual([]);
    expect(r.updated).toEqual([]);
    expect(r.files.size).toBe(0);
  });

  it("a PO file rewritten by GNU msgcat (rewrapped lines, unknown flags dropped) imports with no change", () => {
    const files = ftlFiles("ro");
    const po = exportPo("ro", bundledEn(), named(files));
    const dir = mkdtempSync(path.join(tmpdir(), "grimoire-po-"));
    writeFileSync(path.join(dir, "in.po"), po);
    execFileSync("msgcat", ["-w", "40", "-o", path.join(dir, "out.po"), path.join(dir, "in.po")]);
    const rewritten = readFileSync(path.join(dir, "out.po"), "utf8");
    expect(rewritten).not.toBe(po);
    const r = importPo(rewritten, "out.po", targetMap(files));
    expect(r.problems).toEqual([]);
    expect(r.files.size).toBe(0);
  });

  it("a translation edited in the PO file lands in its catalogue with the hash of the English it was made from", () => {
    const en: NamedCatalogue[] = [
      { name: "adventure-base", catalogue: parseCatalogue("en.ftl", "monster__fleder__name = Fleder\nmonster__striga__name = Striga\n") },
    ];
    const roText = `# content/adventure/monsters.grim:3\n# source-hash: ${sourceHash("Fleder")}\nmonster__fleder__name = Fleder\n`;
    const po = exportPo("ro", en, [{ name: "adventure-base", catalogue: parseCatalogue("ro.ftl", roText) }]);
    expect(parsePo(po).map((e) => [e.ctx, e.id, e.str])).toEqual([
      ["adventure-base|monster__fleder__name", "Fleder", "Fleder"],
      ["adventure-base|monster__striga__name", "Striga", ""],
    ]);
    const edited = po
      .replace('msgid "Striga"\nmsgstr ""', 'msgid "Striga"\nmsgstr "Strigoaica {din} \\"Wyzima\\""')
      .replace('msgid "Fleder"\nmsgstr "Fleder"', 'msgid "Fleder"\nmsgstr "Vampirul Fleder"');
    const r = importPo(edited, "ro.po", new Map([["adventure-base", { file: "ro.ftl", text: roText }]]));
    expect(r.problems).toEqual([]);
    const out = r.files.get("adventure-base")!;
    expect(out).toContain(`# content/adventure/monsters.grim:3\n# source-hash: ${sourceHash("Fleder")}\nmonster__fleder__name = Vampirul Fleder\n`);
    const check = checkLocale("ro", en, [{ name: "adventure-base", catalogue: parseCatalogue("ro.ftl", out) }]);
    expect(check.diagnostics).toEqual([]);
    // text with braces and quotes survives as text
    const { RulesCatalogue } = awaitRules;
    expect(new RulesCatalogue(MessageNames.of(games), "ro", [out]).format("monster__striga__name", {}, [])).toBe('Strigoaica {din} "Wyzima"');
  });

  it("a stale translation exports as fuzzy and, imported unchanged, stays stale", () => {
    const en: NamedCatalogue[] = [{ name: "s", catalogue: parseCatalogue("en.ftl", "monster__fleder__name = Fleder of Vizima\n") }];
    const roText = `# source-hash: ${sourceHash("Fleder")}\nmonster__fleder__name = Fleder\n`;
    const po = exportPo("ro", en, [{ name: "s", catalogue: parseCatalogue("ro.ftl", roText) }]);
    expect(po).toMatch(/#\. source-hash: [0-9a-f]{8}\n#: en\.ftl:1\n#, fuzzy\nmsgctxt "s\|monster__fleder__name"/);
    const r = importPo(po, "ro.po", new Map([["s", { file: "ro.ftl", text: roText }]]));
    expect(r.files.size).toBe(0);
    // the translator reviews it and removes the fuzzy flag: now it is current
    const reviewed = importPo(po.replace("#, fuzzy\n", ""), "ro.po", new Map([["s", { file: "ro.ftl", text: roText }]]));
    const check = checkLocale("ro", en, [{ name: "s", catalogue: parseCatalogue("ro.ftl", reviewed.files.get("s")!) }]);
    expect(check.diagnostics).toEqual([]);
  });

  it("an entry of an older export whose English id is gone is skipped and reported, not written", () => {
    const en: NamedCatalogue[] = [{ name: "s", catalogue: parseCatalogue("en.ftl", "monster__fleder__name = Fleder\n") }];
    const po = exportPo("ro", en, [])
      .replace(/monster__fleder__name/g, "monster__old__name")
      .replace('msgstr ""\n', 'msgstr "Vechi"\n')
      .replace(/(msgid "Fleder"\n)msgstr ""/, '$1msgstr "Vechi"');
    const r = importPo(po, "ro.po", new Map([["s", { file: "ro.ftl", text: "" }]]), new Set(["monster__fleder__name"]));
    expect(r.files.size).toBe(0);
    expect(r.skipped).toEqual([expect.stringMatching(/^ro\.po:\d+: "monster__old__name" is no longer in the English source; skipped$/)]);
  });

  it("a translation that is not valid Fluent is refused with the PO file and line", () => {
    const files = ftlFiles("ro");
    const po = exportPo("ro", bundledEn(), named(files)).replace(
      /(msgctxt "rules\|verb-delay"\nmsgid [^\n]*(?:\n"[^\n]*")*\nmsgstr )""/,
      '$1"verb-delay = { $form "',
    );
    const r = importPo(po, "ro.po", targetMap(files));
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0]).toMatch(/^ro\.po:\d+: the translation of "verb-delay" is not valid Fluent/);
  });
});

const awaitRules = await import("../../compiler/i18n/rules-text.ts");
