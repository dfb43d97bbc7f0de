// The translator's full context in the CAT formats: every placeholder explained
// (from the rules code's call sites), the room a text has on its card face (from
// the layouts), Romanian plural forms as gettext plurals that come back as a
// Fluent select, and an XLIFF 2.0 file that the OASIS schemas accept.
import { MessageNames } from "../../compiler/i18n/message-names.ts";
import { games } from "../../games/registry.ts";
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runExport, runImport } from "../../compiler/cli/commands/i18n.ts";
import { parsePo } from "../../compiler/i18n/po.ts";
import { RulesCatalogue } from "../../compiler/i18n/rules-text.ts";
import { ROOT, ftlFiles } from "./helpers.ts";
import { CONTEXT_DIRS, exportedContext, run, scratchCopy } from "./project.ts";

/** The OASIS XLIFF 2.0 schemas, kept unchanged under test/fixtures/schemas (its README says where from). */
function schemaDir(): string {
  const d = path.join(ROOT, "test", "fixtures", "schemas", "xliff-2.0");
  if (!existsSync(path.join(d, "xliff_core_2.0.xsd"))) throw new Error(`the OASIS XLIFF 2.0 schemas are missing from ${d}`);
  return d;
}

/** a copy of the repository's catalogues, runtimes (the call sites) and layouts */
const scratch = (): string => scratchCopy("grimoire-context-", CONTEXT_DIRS);

describe("translator's context", () => {
  const romanian = exportedContext("grimoire-context-");

  const entry = (ctx: string) => {
    const e = parsePo(romanian.po).find((x) => x.ctx === ctx);
    if (!e) throw new Error(`no entry ${ctx}`);
    return e;
  };

  it("every placeholder of a runtime message is explained from its call sites: a number, a hero's name and its gender", () => {
    expect(entry("runtime-adventure|option-rest-minor").extracted).toContain("placeholder $amount: a number (the message may choose plural forms on it)");
    expect(entry("runtime-adventure|option-trade").extracted).toContain(
      "placeholder $hero: a name in your locale (a hero, witcher, card, monster or place); its gender arrives as $gender",
    );
    // a key the call site passes as literals: the translator sees the keys to keep
    expect(entry("runtime-adventure|option-die-face").extracted).toContain("placeholder $blank: one of no, yes: keep the keys, translate the words");
  });

  it("a card's name and flavour carry the room their card face gives them, in the layout's font, as #. max-length", () => {
    const name = entry("adventure-base|monster__fleder__name");
    expect(name.extracted).toContain("max-length: 27");
    expect(name.extracted).toContain("room: the name line of the monster card face (36 mm at 7 pt)");
    const flavour = entry("adventure-base|foulfate__storm__flavour");
    expect(flavour.extracted).toContain("max-length: 204");
    expect(flavour.extracted).toContain("room: the flavour box of the foulfate card face (52 mm × 11 mm at 6 pt)");
  });

  it("the PO export holds values, never a Fluent entry: no msgid or msgstr starts with its own message id", () => {
    const entries = parsePo(romanian.po).filter((e) => !e.extracted.some((c) => c.startsWith("grammar entry of this locale")));
    expect(entries.length).toBeGreaterThan(1500);
    const raw = entries.filter((e) => {
      const id = e.ctx.slice(e.ctx.indexOf("|") + 1);
      return [e.id, e.str, ...(e.strs ?? [])].some((s) => s.startsWith(`${id} =`));
    });
    expect(raw.map((e) => e.ctx)).toEqual([]);
  });

  it("Romanian plurals are gettext plural forms under the Romanian Plural-Forms header, and msgfmt --check accepts them", () => {
    expect(romanian.po).toContain('"Plural-Forms: nplurals=3; plural=(n==1 ? 0 : (n==0 || (n%100 > 0 && n%100 < 20)) ? 1 : 2);\\n"');
    const e = entry("rules|ow-verb-draw-fewer");
    expect(e.id).toBe("you draw { $amount } fewer card after each fight turn");
    expect(e.idPlural).toBe("you draw { $amount } fewer cards after each fight turn");
    expect(e.strs).toHaveLength(3);
    expect(e.extracted).toContain("plural: $amount (one, few, other)");
    const out = path.join(romanian.dir, "ro.mo");
    expect(() => execFileSync("msgfmt", ["--check", "-o", out, path.join(romanian.dir, "ro.po")], { stdio: ["ignore", "pipe", "pipe"] })).not.toThrow();
  });

  it('edited plural forms come back as a Fluent select on the number: 1, 2, 19 without "de", 20 and 101 as the rule says', async () => {
    const d = scratch();
    const file = path.join(d, "ro.po");
    expect((await run((p) => runExport(d, "ro", "po", file, p))).code).toBe(0);
    const text = readFileSync(file, "utf8");
    const block = /msgctxt "rules\|ow-verb-draw-fewer"\n[\s\S]*?msgstr\[2\] "[^\n]*"/.exec(text)![0];
    const edited = block
      .replace(/msgstr\[0\] "[^\n]*"/, 'msgstr[0] "tragi cu { $amount } carte mai puțin"')
      .replace(/msgstr\[1\] "[^\n]*"/, 'msgstr[1] "tragi cu { $amount } cărți mai puțin"')
      .replace(/msgstr\[2\] "[^\n]*"/, 'msgstr[2] "tragi cu { $amount } de cărți mai puțin"');
    writeFileSync(file, text.replace(block, edited));
    const r = await run((p) => runImport(d, file, undefined, p));
    expect(r.out).toContain("1 translation(s) updated in 1 catalogue(s)");
    const rules = readFileSync(path.join(d, "content/i18n/ro/rules.ftl"), "utf8");
    expect(rules).toContain(
      "ow-verb-draw-fewer = { $amount ->\n    [one] tragi cu { $amount } carte mai puțin\n    [few] tragi cu { $amount } cărți mai puțin\n   *[other] tragi cu { $amount } de cărți mai puțin\n}",
    );
    const cat = new RulesCatalogue(MessageNames.of(games), "ro", [rules]);
    const say = (n: number) => cat.format("ow-verb-draw-fewer", { amount: n }, []);
    expect([1, 2, 19, 20, 101].map(say)).toEqual([
      "tragi cu 1 carte mai puțin",
      "tragi cu 2 cărți mai puțin",
      "tragi cu 19 cărți mai puțin",
      "tragi cu 20 de cărți mai puțin",
      "tragi cu 101 cărți mai puțin",
    ]);
  }, 120_000);

  it("the XLIFF export validates against the OASIS XLIFF 2.0 core schema and the Size and Length Restriction module it uses", async () => {
    const xlf = path.join(romanian.dir, "ro.xlf");
    expect((await run((p) => runExport(romanian.dir, "ro", "xliff", xlf, p))).code).toBe(0);
    const text = readFileSync(xlf, "utf8");
    expect(text).toContain('<unit id="monster__fleder__name" slr:sizeRestriction="27">');
    expect(text).toContain('<slr:profiles generalProfile="xliff:codepoints"/>');
    const schemas = schemaDir();
    // xmllint takes one schema: this one imports the core and the module the export uses
    const both = path.join(romanian.dir, "xliff-and-modules.xsd");
    writeFileSync(
      both,
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:grimoire:xliff-schemas">',
        `  <xs:import namespace="urn:oasis:names:tc:xliff:document:2.0" schemaLocation="${path.join(schemas, "xliff_core_2.0.xsd")}"/>`,
        `  <xs:import namespace="urn:oasis:names:tc:xliff:sizerestriction:2.0" schemaLocation="${path.join(schemas, "modules/size_restriction.xsd")}"/>`,
        "</xs:schema>",
        "",
      ].join("\n"),
    );
    const lint = spawnSync("xmllint", ["--noout", "--schema", both, xlf], { encoding: "utf8" });
    expect(lint.error, "xmllint comes from Debian's libxml2-utils").toBeUndefined();
    expect(lint.stderr.trim()).toBe(`${xlf} validates`);
    expect(lint.status).toBe(0);
    // and a value the module forbids is caught: the validation is not a formality
    const bad = path.join(romanian.dir, "bad.xlf");
    writeFileSync(
      bad,
      text.replace(
        '<slr:profiles generalProfile="xliff:codepoints"/>',
        '<slr:profiles generalProfile="xliff:codepoints"><slr:normalization general="nfkc"/></slr:profiles>',
      ),
    );
    expect(spawnSync("xmllint", ["--noout", "--schema", both, bad], { encoding: "utf8" }).status).not.toBe(0);
  });

  it("the bundled catalogues round-trip through the PO export with context and plurals byte for byte", async () => {
    const d = scratch();
    const file = path.join(d, "ro.po");
    expect((await run((p) => runExport(d, "ro", "po", file, p))).code).toBe(0);
    const r = await run((p) => runImport(d, file, undefined, p));
    expect(r.out).toContain("0 translation(s) updated in 0 catalogue(s)");
    for (const f of ftlFiles("ro")) expect(readFileSync(path.join(d, f.file), "utf8"), f.file).toBe(f.text);
  }, 120_000);
});
