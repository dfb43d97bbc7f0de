// XLIFF 2.0 beside PO: the same entries, well-formed for xmllint, and a file
// exported and imported unchanged leaves every catalogue byte for byte.
import { spawnSync } from "node:child_process";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runExport, runImport } from "../../compiler/cli/commands/i18n.ts";
import { exportXliff, parseXliff } from "../../compiler/i18n/xliff.ts";
import { ftlFiles, named } from "./helpers.ts";
import { run, scratchCopy } from "./project.ts";

const scratch = (): string => scratchCopy("grimoire-xliff-");

const snapshot = (dir: string) =>
  Object.fromEntries(readdirSync(path.join(dir, "content/i18n/ro")).map((f) => [f, readFileSync(path.join(dir, "content/i18n/ro", f), "utf8")]));

describe("XLIFF 2.0", () => {
  it("the Romanian export is well-formed XML in the XLIFF 2.0 namespace, one <file> per catalogue, and the same on every run", () => {
    const en = named(ftlFiles("en"));
    const ro = named(ftlFiles("ro"));
    const text = exportXliff("ro", en, ro);
    expect(exportXliff("ro", en, ro)).toBe(text);
    const lint = spawnSync("xmllint", ["--noout", "-"], { input: text, encoding: "utf8" });
    expect(lint.error, "xmllint comes from Debian's libxml2-utils (.ci/run installs it)").toBeUndefined();
    expect(lint.stderr).toBe("");
    expect(lint.status).toBe(0);
    expect(text).toContain(
      '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" xmlns:slr="urn:oasis:names:tc:xliff:sizerestriction:2.0" version="2.0" srcLang="en" trgLang="ro">',
    );
    const files = [...text.matchAll(/<file id="([^"]+)"/g)].map((m) => m[1]);
    expect(files).toEqual([
      "rules",
      "adventure-base",
      "editor",
      "faces",
      "oldworld-adventure-pack",
      "oldworld-ciri",
      "oldworld-core",
      "oldworld-lost-mount",
      "oldworld-mages",
      "oldworld-monster-trail",
      "oldworld-wild-hunt",
      "report",
      "runtime-adventure",
      "runtime-oldworld",
      "scenarios",
      "vocabulary",
    ]);
    const { entries } = parseXliff(text);
    const fleder = entries.find((e) => e.ctx === "adventure-base|monster__fleder__name")!;
    expect(fleder.id).toBe("Fleder");
    expect(fleder.str).toBe("Fleder");
    // a note for translators from the .grim source travels as a comment note
    expect(entries.find((e) => e.ctx === "adventure-base|foulfate__bushwhacked__name")!.extracted).toContain(
      'note: The Romanian rules guide prints this card\'s name in English ("Bushwhacked"): keep it.',
    );
  });

  it("an export imported unchanged leaves every catalogue byte for byte; an edited target is imported", async () => {
    const dir = scratch();
    const xlf = path.join(dir, "ro.xlf");
    expect((await run((p) => runExport(dir, "ro", "xliff", xlf, p))).code).toBe(0);
    const before = snapshot(dir);
    const same = await run((p) => runImport(dir, xlf, undefined, p));
    expect(same.out).toContain("0 translation(s) updated in 0 catalogue(s)");
    expect(snapshot(dir)).toEqual(before);
    // a translator's change comes back into the catalogue, stamped with the English it was made from
    writeFileSync(xlf, readFileSync(xlf, "utf8").replace("<target>Alege o acțiune</target>", "<target>Alege acțiunea</target>"));
    const edited = await run((p) => runImport(dir, xlf, undefined, p));
    expect(edited.out).toContain("1 translation(s) updated in 1 catalogue(s)");
    expect(readFileSync(path.join(dir, "content/i18n/ro/runtime-adventure.ftl"), "utf8")).toContain("prompt-choose-action = Alege acțiunea");
  });

  it("a file that is not XLIFF 2.0 is refused with a clear message", async () => {
    const dir = scratch();
    const bad = path.join(dir, "bad.xlf");
    writeFileSync(bad, '<?xml version="1.0"?><xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"/>');
    const r = await run((p) => runImport(dir, bad, "ro", p));
    expect(r.code).toBe(1);
    expect(r.out[0]).toMatch(/^error: .*bad\.xlf: not an XLIFF 2\.0 document/);
  });
});
