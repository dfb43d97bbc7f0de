import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCheck, runExport, runImport, runInit, runStatus } from "../../compiler/cli/commands/i18n.ts";
import { ROOT } from "./helpers.ts";
import { plant, run, scratchCopy } from "./project.ts";

/** A copy of content/i18n in a fresh directory, so commands can change it. */
const scratch = (): string => scratchCopy("grimoire-i18n-");

describe("grimoire i18n", () => {
  it("check --locale ro passes on the bundled content with 100% coverage", async () => {
    const { code, out } = await run((p) => runCheck(ROOT, { locale: "ro" }, p));
    expect(out.filter((l) => / error /.test(l))).toEqual([]);
    expect(code).toBe(0);
    expect(out.filter((l) => l.startsWith("ro ")).every((l) => l.includes("(100.0%)"))).toBe(true);
  });

  it("check exits 1 and names file:line when an English name changed under a Romanian translation", async () => {
    const dir = scratch();
    plant(dir, "content/i18n/en/adventure-base.ftl", "monster__fleder__name = Fleder", "monster__fleder__name = Fleder the Bloodsucker");
    const { code, out } = await run((p) => runCheck(dir, { locale: "ro", content: false }, p));
    expect(code).toBe(1);
    expect(out.find((l) => l.includes("stale"))).toMatch(/^content\/i18n\/ro\/adventure-base\.ftl:\d+:1: error stale: "monster__fleder__name" is stale/);
  });

  it("malformed .ftl (a \\U escape beyond U+10FFFF, 5,000 nested `{`) is a positioned syntax error and exit 1, not a crash", async () => {
    const dir = scratch();
    const ro = path.join(dir, "content/i18n/ro/adventure-base.ftl");
    const text = readFileSync(ro, "utf8");
    const line = text.split("\n").length;
    writeFileSync(ro, `${text}bad-escape = { "\\U110000" }\ndeep = ${"{".repeat(5000)}x${"}".repeat(5000)}\n`);
    const { code, out } = await run((p) => runCheck(dir, { locale: "ro", content: false }, p));
    expect(code).toBe(1);
    expect(out).toContain(
      `content/i18n/ro/adventure-base.ftl:${line}:17: error syntax: escape: \`\\U110000\` is not a Unicode character (the highest is \\U10FFFF)`,
    );
    expect(out).toContain(
      `content/i18n/ro/adventure-base.ftl:${line + 1}:40: error syntax: nesting: placeables are nested more than 32 deep; this entry is ignored`,
    );
  });

  it("status lists coverage per locale and catalogue", async () => {
    const { code, out } = await run((p) => runStatus(ROOT, p));
    expect(code).toBe(0);
    expect(out.some((l) => /^ro\s+rules\s/.test(l))).toBe(true);
    expect(out.some((l) => /^ro\s+adventure-base\s/.test(l))).toBe(true);
  });

  it("export --format po then import of the same file changes nothing; an unknown locale is a clear error", async () => {
    const dir = scratch();
    const po = path.join(dir, "ro.po");
    expect((await run((p) => runExport(dir, "ro", "po", po, p))).code).toBe(0);
    const before = readFileSync(path.join(dir, "content/i18n/ro/rules.ftl"), "utf8");
    const r = await run((p) => runImport(dir, po, undefined, p));
    expect(r.out).toEqual(["0 translation(s) updated in 0 catalogue(s)"]);
    expect(readFileSync(path.join(dir, "content/i18n/ro/rules.ftl"), "utf8")).toBe(before);
    const bad = await run((p) => runExport(dir, "xx", "po", undefined, p));
    expect(bad.code).toBe(1);
    expect(bad.out[0]).toMatch(/^error: no catalogues for locale "xx"/);
  });

  it("init starts a new locale from the English grammar: check then lists every message to translate, and refuses to overwrite", async () => {
    const dir = scratch();
    expect((await run((p) => runInit(dir, "de", p))).code).toBe(0);
    const seeded = readFileSync(path.join(dir, "content/i18n/de/rules.ftl"), "utf8");
    expect(seeded).toContain("-wound =");
    expect(seeded).toContain("n-resource =");
    expect(seeded).not.toContain("verb-receive =");
    const { code, out } = await run((p) => runCheck(dir, { locale: "de", content: false }, p));
    expect(code).toBe(1);
    expect(out.some((l) => l.includes('error missing: "verb-receive" is not translated'))).toBe(true);
    expect(out.filter((l) => /unknown-|syntax/.test(l))).toEqual([]);
    expect((await run((p) => runInit(dir, "de", p))).out).toEqual(["error: content/i18n/de/ already exists"]);
  });
});
