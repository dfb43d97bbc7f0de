// `grimoire i18n import` given a file a translator's tool, or an attacker, made:
// every case is refused at the file and line (exit 1) and leaves every file
// under the scratch folder as it was, or imports exactly what the file says.
// Nothing is written outside content/i18n/<locale>/, nothing is half-written.
import { cpSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runImport } from "../../compiler/cli/commands/i18n.ts";
import { sourceHash } from "../../compiler/i18n/hash.ts";
import { ROOT } from "./helpers.ts";

/** scratch/project/content/i18n: a copy of the bundled catalogues; the import files go in scratch/in/ */
function scratch(): { top: string; project: string; input: (name: string, data: string | Uint8Array) => string } {
  const top = mkdtempSync(path.join(tmpdir(), "grimoire-import-"));
  const project = path.join(top, "project");
  cpSync(path.join(ROOT, "content/i18n"), path.join(project, "content/i18n"), { recursive: true });
  mkdirSync(path.join(top, "in"));
  return {
    top,
    project,
    input: (name, data) => {
      const file = path.join(top, "in", name);
      writeFileSync(file, data);
      return file;
    },
  };
}

/** every file under a folder with its bytes, the import files left out */
function tree(dir: string, skip: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const f of readdirSync(d)) {
      const full = path.join(d, f);
      if (full === skip) continue;
      if (statSync(full).isDirectory()) walk(full);
      else out[path.relative(dir, full)] = readFileSync(full, "latin1");
    }
  };
  walk(dir);
  return out;
}

async function importing(s: ReturnType<typeof scratch>, file: string, locale?: string): Promise<{ code: number; out: string[] }> {
  const before = tree(s.top, path.join(s.top, "in"));
  const out: string[] = [];
  const code = await runImport(s.project, file, locale, (l) => out.push(l));
  if (code !== 0) expect(tree(s.top, path.join(s.top, "in")), "a refused import changes no file anywhere").toEqual(before);
  return { code, out };
}

/** imports one XLIFF file made of `files` into a fresh scratch project and expects it refused (exit 1, no file
 * changed); returns the file's path and what the import said, for the test to check where it points */
async function refusedXliff(files: Parameters<typeof xliff>[0]): Promise<{ file: string; out: string[] }> {
  const s = scratch();
  const file = s.input("ro.xlf", xliff(files));
  const r = await importing(s, file);
  expect(r.code).toBe(1);
  return { file, out: r.out };
}

const q = (s: string) => `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n")}"`;

function po(
  entries: { ctx: string; id: string; str: string }[],
  header = 'msgid ""\nmsgstr ""\n"Language: ro\\n"\n"Content-Type: text/plain; charset=UTF-8\\n"\n',
): string {
  return [header, ...entries.map((e) => `msgctxt ${q(e.ctx)}\nmsgid ${q(e.id)}\nmsgstr ${q(e.str)}\n`)].join("\n");
}

const xmlEscape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

function xliff(files: { id: string; units: { id: string; source: string; target: string }[] }[], prolog = '<?xml version="1.0" encoding="UTF-8"?>\n'): string {
  return [
    `${prolog}<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="ro">`,
    ...files.map((f) =>
      [
        `  <file id="${xmlEscape(f.id)}">`,
        ...f.units.map(
          (u) =>
            `    <unit id="${xmlEscape(u.id)}">\n      <segment state="translated"><source>${u.source}</source><target>${u.target}</target></segment>\n    </unit>`,
        ),
        "  </file>",
      ].join("\n"),
    ),
    "</xliff>",
    "",
  ].join("\n");
}

const FLEDER = { ctx: "adventure-base|monster__fleder__name", id: "Fleder", str: "Vampirul Fleder" };
const ro = (s: ReturnType<typeof scratch>, catalogue: string) => readFileSync(path.join(s.project, "content/i18n/ro", `${catalogue}.ftl`), "utf8");

describe("i18n import: writes stay inside content/i18n/<locale>/", () => {
  it("a msgctxt catalogue that climbs out (../../../../x) is refused at its line; no file appears outside or inside", async () => {
    const s = scratch();
    const file = s.input("ro.po", po([FLEDER, { ctx: "../../../../x|monster__fleder__name2", id: "x", str: "pwned" }]));
    const r = await importing(s, file);
    expect(r.code).toBe(1);
    expect(r.out).toContain(
      `${file}:10: "../../../../x" is not a catalogue of this locale (adventure-base, editor, faces, oldworld-adventure-pack, oldworld-ciri, oldworld-core, oldworld-lost-mount, oldworld-mages, oldworld-monster-trail, oldworld-wild-hunt, report, rules, runtime-adventure, runtime-oldworld, scenarios, vocabulary)`,
    );
    expect(r.out.at(-1)).toBe("nothing imported: 1 problem(s)");
    // the good entry beside it is not imported either: all or nothing
    expect(ro(s, "adventure-base")).not.toContain("Vampirul Fleder");
  });

  it("an XLIFF <file id> that climbs out (../../x, an absolute path) is refused at its unit's line", async () => {
    const { file, out } = await refusedXliff([
      { id: "../../x", units: [{ id: "monster__fleder__name", source: "Fleder", target: "pwned" }] },
      { id: "/tmp/x", units: [{ id: "monster__striga__name", source: "Striga", target: "pwned" }] },
    ]);
    expect(out.some((l) => l.startsWith(`${file}:9: "/tmp/x" is not a catalogue of this locale`))).toBe(true);
    expect(out).toContain(
      `${file}:4: "../../x" is not a catalogue of this locale (adventure-base, editor, faces, oldworld-adventure-pack, oldworld-ciri, oldworld-core, oldworld-lost-mount, oldworld-mages, oldworld-monster-trail, oldworld-wild-hunt, report, rules, runtime-adventure, runtime-oldworld, scenarios, vocabulary)`,
    );
  });

  it.each([
    ["a misspelt catalogue", "adventure-bse|monster__fleder__name", /"adventure-bse" is not a catalogue of this locale/],
    ["__proto__", "__proto__|monster__fleder__name", /"__proto__" is not a catalogue of this locale/],
    ["constructor", "constructor|monster__fleder__name", /"constructor" is not a catalogue of this locale/],
    [
      "an id filed under another catalogue than its English one",
      "rules|monster__fleder__name",
      /"monster__fleder__name" is filed under catalogue "rules", but its English is in "adventure-base"/,
    ],
  ])("%s is refused with exit 1 and creates no file", async (_, ctx, message) => {
    const s = scratch();
    const file = s.input("ro.po", po([{ ...FLEDER, ctx }]));
    const r = await importing(s, file);
    expect(r.code).toBe(1);
    expect(r.out[0]).toMatch(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}:6: ${message.source}`));
  });

  it("a Language header that climbs out (../../x) names no locale and writes nothing", async () => {
    const s = scratch();
    const r = await importing(s, s.input("ro.po", po([FLEDER], 'msgid ""\nmsgstr ""\n"Language: ../../x\\n"\n')));
    expect(r.code).toBe(1);
    expect(r.out[0]).toMatch(/^error: no catalogues for locale "\.\.\/\.\.\/x" under content\/i18n\//);
  });

  it("a catalogue that is a symbolic link to a file outside is replaced inside the locale, never written through", async () => {
    const s = scratch();
    const outside = path.join(s.top, "outside.ftl");
    const link = path.join(s.project, "content/i18n/ro/adventure-base.ftl");
    writeFileSync(outside, readFileSync(link));
    rmSync(link);
    symlinkSync(outside, link);
    const before = readFileSync(outside, "utf8");
    const r = await importing(s, s.input("ro.po", po([FLEDER])));
    expect(r.out).toEqual(["1 translation(s) updated in 1 catalogue(s)"]);
    expect(readFileSync(outside, "utf8")).toBe(before);
    expect(lstatSync(link).isSymbolicLink()).toBe(false);
    expect(ro(s, "adventure-base")).toContain("monster__fleder__name = Vampirul Fleder\n");
    expect(readdirSync(path.dirname(link)).filter((f) => f.includes(".importing-"))).toEqual([]);
  });

  it("the source locale is not a target: importing into en is refused", async () => {
    const s = scratch();
    const r = await importing(s, s.input("en.po", po([FLEDER], 'msgid ""\nmsgstr ""\n"Language: en\\n"\n')), "en");
    expect(r.code).toBe(1);
    expect(r.out[0]).toMatch(/^error: "en" is the source locale/);
  });

  it("a file made for another language (trgLang de) is not imported into ro; one for ro-RO is", async () => {
    const s = scratch();
    const file = s.input(
      "de.xlf",
      xliff([{ id: "adventure-base", units: [{ id: "monster__fleder__name", source: "Fleder", target: "Fledermaus" }] }]).replace(
        'trgLang="ro"',
        'trgLang="de"',
      ),
    );
    const r = await importing(s, file, "ro");
    expect(r.code).toBe(1);
    expect(r.out[0]).toBe(`error: ${file} is a translation into "de" (its trgLang), not into "ro"; nothing imported`);
    // a region on the file's tag names the same locale
    const region = s.input("ro-RO.xlf", readFileSync(file, "utf8").replace('trgLang="de"', 'trgLang="ro-RO"').replace("Fledermaus", "Vampirul Fleder"));
    expect((await importing(s, region, "ro")).out).toEqual(["1 translation(s) updated in 1 catalogue(s)"]);
  });
});

describe("i18n import: one id, one translation", () => {
  it("two PO entries for one id are refused with both lines, not merged into 'Aard TWO ONE'", async () => {
    const s = scratch();
    const aard = { ctx: "adventure-base|development__aard__name", id: "Aard" };
    const file = s.input(
      "ro.po",
      po([
        { ...aard, str: "Aard ONE" },
        { ...aard, str: "Aard TWO" },
      ]),
    );
    const r = await importing(s, file);
    expect(r.code).toBe(1);
    expect(r.out).toContain(`${file}:10: a second entry for "development__aard__name" (the first is at line 6); keep one`);
    expect(ro(s, "adventure-base")).toContain("\ndevelopment__aard__name = Aard\n");
  });

  it("two XLIFF units for one id, in two <file>s, are refused", async () => {
    const { file, out } = await refusedXliff([
      { id: "adventure-base", units: [{ id: "development__aard__name", source: "Aard", target: "Aard ONE" }] },
      { id: "oldworld-core", units: [{ id: "development__aard__name", source: "Aard", target: "Aard TWO" }] },
    ]);
    expect(out).toContain(`${file}:9: a second entry for "development__aard__name" (the first is at line 4); keep one`);
  });
});

describe("i18n import: bytes a catalogue cannot hold", () => {
  const latin1 = (text: string) => Buffer.from(text, "latin1");

  it("a Latin-1 file that says UTF-8 is refused at the line and column of its first non-UTF-8 byte", async () => {
    const s = scratch();
    const file = s.input("ro.po", latin1(po([{ ...FLEDER, str: "Vampirul Fléder" }])));
    const r = await importing(s, file);
    expect(r.code).toBe(1);
    expect(r.out).toEqual([`error: ${file}:8:20: byte 0xE9 is not UTF-8 (a file saved as Latin-1 or Windows-1252?); save it as UTF-8`]);
  });

  it("a PO file whose header says charset=ISO-8859-1 is refused with the msgconv command that converts it", async () => {
    const s = scratch();
    const file = s.input(
      "ro.po",
      latin1(po([{ ...FLEDER, str: "Vampirul Fléder" }], 'msgid ""\nmsgstr ""\n"Language: ro\\n"\n"Content-Type: text/plain; charset=ISO-8859-1\\n"\n')),
    );
    const r = await importing(s, file);
    expect(r.out).toEqual([`error: ${file}: the PO header says charset=ISO-8859-1; convert it with \`msgconv --to-code=UTF-8\` (the catalogues are UTF-8)`]);
    expect(r.code).toBe(1);
  });

  it('an XLIFF file declared encoding="ISO-8859-1" and one in UTF-16 are refused', async () => {
    const s = scratch();
    const doc = xliff([{ id: "adventure-base", units: [{ id: "monster__fleder__name", source: "Fleder", target: "Fléder" }] }]);
    const declared = s.input("latin.xlf", latin1(doc.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"')));
    expect((await importing(s, declared)).out).toEqual([
      `error: ${declared}:1: the XML declaration says encoding="ISO-8859-1"; save the file as UTF-8 (the catalogues are UTF-8)`,
    ]);
    const wide = s.input("wide.xlf", Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(doc.replace('encoding="UTF-8"', 'encoding="UTF-16"'), "utf16le")]));
    const r = await importing(s, wide);
    expect(r.code).toBe(1);
    expect(r.out).toEqual([`error: ${wide}: the file is in UTF-16; save it as UTF-8 (the catalogues are UTF-8)`]);
  });

  it("invalid UTF-8 (a lone continuation byte, an overlong form, a surrogate) is refused, never read as U+FFFD", async () => {
    const s = scratch();
    for (const bad of [[0x80], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80]]) {
      const text = po([{ ...FLEDER, str: "Vampirul @" }]);
      const at = text.indexOf("@");
      const file = s.input("ro.po", Buffer.concat([Buffer.from(text.slice(0, at)), Buffer.from(bad), Buffer.from(text.slice(at + 1))]));
      const r = await importing(s, file);
      expect(r.code).toBe(1);
      expect(r.out[0]).toMatch(new RegExp(`^error: .*ro\\.po:8:18: byte 0x${bad[0].toString(16).toUpperCase()} is not UTF-8`));
    }
  });

  it("a NUL byte (raw in PO, raw or as &#0; in XLIFF) is refused at its line and column", async () => {
    const s = scratch();
    const raw = s.input("ro.po", po([{ ...FLEDER, str: "Vampirul\u0000Fleder" }]));
    expect((await importing(s, raw)).out).toEqual([`error: ${raw}:8:17: the control character U+0000 (NUL) has no place in a translation`]);
    const ref = s.input("ro.xlf", xliff([{ id: "adventure-base", units: [{ id: "monster__fleder__name", source: "Fleder", target: "Vampirul&#0;Fleder" }] }]));
    const r = await importing(s, ref);
    expect(r.code).toBe(1);
    expect(r.out).toEqual([`error: ${ref}:5:74: "&#0;" names a character XML does not allow in a document`]);
  });

  it("a PO escape the export never writes (\\x41, \\0, \\a) is refused, not turned into other letters", async () => {
    const s = scratch();
    for (const esc of ["\\x41", "\\0", "\\a"]) {
      const file = s.input("ro.po", po([FLEDER]).replace('msgstr "Vampirul Fleder"', `msgstr "Vampirul ${esc}Fleder"`));
      const r = await importing(s, file);
      expect(r.code).toBe(1);
      expect(r.out[0]).toBe(`error: ${file}:8: "\\${esc[1]}" is not an escape these catalogues use (\\n \\t \\r \\" \\\\)`);
    }
  });

  it("a character reference a CAT tool writes for a Romanian letter (&#x219; for ș) imports as the letter", async () => {
    const s = scratch();
    const file = s.input(
      "ro.xlf",
      xliff([{ id: "adventure-base", units: [{ id: "monster__fleder__name", source: "Fleder", target: "Liliacul &#x219;i &#537;oarecele" }] }]),
    );
    const r = await importing(s, file);
    expect(r.out).toEqual(["1 translation(s) updated in 1 catalogue(s)"]);
    expect(ro(s, "adventure-base")).toContain(`# source-hash: ${sourceHash("Fleder")}\nmonster__fleder__name = Liliacul și șoarecele\n`);
  });
});

describe("i18n import: XLIFF a CAT tool may write", () => {
  it("a target with inline <ph>/<pc> is refused at its line, not dropped", async () => {
    const s = scratch();
    const file = s.input(
      "ro.xlf",
      xliff([
        {
          id: "adventure-base",
          units: [
            { id: "monster__fleder__name", source: "Fleder", target: 'Vampirul <ph id="1"/> Fleder' },
            { id: "monster__striga__name", source: "Striga", target: 'Strigoaica <pc id="2">din Wyzima</pc>' },
          ],
        },
      ]),
    );
    const r = await importing(s, file);
    expect(r.code).toBe(1);
    expect(r.out).toEqual([
      `${file}:4: the target of "monster__fleder__name" holds inline markup (<ph>), which a Fluent message cannot hold; write it as plain text (placeables as { $name })`,
      `${file}:7: the target of "monster__striga__name" holds inline markup (<pc>), which a Fluent message cannot hold; write it as plain text (placeables as { $name })`,
      "nothing imported: 2 problem(s)",
    ]);
  });

  it("a unit split into two segments is refused, not cut to its first", async () => {
    const s = scratch();
    const doc = xliff([{ id: "adventure-base", units: [{ id: "monster__fleder__name", source: "Fleder", target: "Vampirul" }] }]).replace(
      "</segment>",
      '</segment><segment state="translated"><source> </source><target> Fleder</target></segment>',
    );
    const file = s.input("ro.xlf", doc);
    const r = await importing(s, file);
    expect(r.code).toBe(1);
    expect(r.out[0]).toBe(`${file}:4: unit "monster__fleder__name" is split into 2 segments; join them into one segment (one message is one segment)`);
  });

  it("units inside <group> are imported, with their own lines", async () => {
    const s = scratch();
    const doc = xliff([{ id: "adventure-base", units: [{ id: "monster__fleder__name", source: "Fleder", target: "Vampirul Fleder" }] }])
      .replace('    <unit id="monster__fleder__name">', '    <group id="monsters">\n    <unit id="monster__fleder__name">')
      .replace("  </file>", "  </group>\n  </file>");
    const r = await importing(s, s.input("ro.xlf", doc));
    expect(r.out).toEqual(["1 translation(s) updated in 1 catalogue(s)"]);
    expect(ro(s, "adventure-base")).toContain("monster__fleder__name = Vampirul Fleder\n");
  });

  it("XXE: a DOCTYPE naming /etc/passwd as an entity is refused; no catalogue gets the file's text", async () => {
    const s = scratch();
    const doc = xliff(
      [{ id: "adventure-base", units: [{ id: "monster__fleder__name", source: "Fleder", target: "&xxe;" }] }],
      '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE xliff [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n',
    );
    const file = s.input("ro.xlf", doc);
    const r = await importing(s, file);
    expect(r.code).toBe(1);
    expect(r.out).toEqual([
      `error: ${file}:2:1: a DOCTYPE is not read (XLIFF 2.0 has none, and its entities could name other files or grow without end); remove it`,
    ]);
    expect(ro(s, "adventure-base")).not.toContain("root:");
  });

  it("billion laughs: nested entity declarations are refused at once, without expanding anything", async () => {
    const s = scratch();
    const decl = ['<!ENTITY l0 "ha">', ...Array.from({ length: 9 }, (_, k) => `<!ENTITY l${k + 1} "${`&l${k};`.repeat(10)}">`)].join("");
    const doc = xliff(
      [{ id: "adventure-base", units: [{ id: "monster__fleder__name", source: "Fleder", target: "&l9;" }] }],
      `<?xml version="1.0"?>\n<!DOCTYPE xliff [${decl}]>\n`,
    );
    const started = performance.now();
    const r = await importing(s, s.input("ro.xlf", doc));
    expect(performance.now() - started).toBeLessThan(5000);
    expect(r.code).toBe(1);
    expect(r.out[0]).toMatch(/:2:1: a DOCTYPE is not read/);
  });

  it("an entity XML does not define (&nbsp;) and a bare & are refused at their column", async () => {
    const s = scratch();
    const nbsp = s.input(
      "a.xlf",
      xliff([{ id: "adventure-base", units: [{ id: "monster__fleder__name", source: "Fleder", target: "Vampirul&nbsp;Fleder" }] }]),
    );
    expect((await importing(s, nbsp)).out).toEqual([
      `error: ${nbsp}:5:74: "&nbsp;" is not an entity XML defines (it has &lt; &gt; &amp; &quot; &apos;); write the character itself, or a reference such as &#x219;`,
    ]);
    const bare = s.input("b.xlf", xliff([{ id: "adventure-base", units: [{ id: "monster__fleder__name", source: "Fleder", target: "Vampir & Fleder" }] }]));
    expect((await importing(s, bare)).out).toEqual([`error: ${bare}:5:73: a bare "&" is written &amp;`]);
  });
});

describe("i18n import: linear in its input", () => {
  /** a catalogue of n messages in English and Romanian, and an XLIFF file changing every one */
  function bulk(n: number) {
    const s = scratch();
    const en: string[] = ["### adventure-bulk"];
    const roLines: string[] = ["### adventure-bulk"];
    const units: { id: string; source: string; target: string }[] = [];
    for (let i = 0; i < n; i++) {
      en.push(`bulk__m${i}__name = Bulk ${i}`);
      roLines.push(`# source-hash: ${sourceHash(`Bulk ${i}`)}`, `bulk__m${i}__name = Vrac ${i}`);
      units.push({ id: `bulk__m${i}__name`, source: `Bulk ${i}`, target: `Grămadă ${i}` });
    }
    writeFileSync(path.join(s.project, "content/i18n/en/adventure-bulk.ftl"), `${en.join("\n")}\n`);
    writeFileSync(path.join(s.project, "content/i18n/ro/adventure-bulk.ftl"), `${roLines.join("\n")}\n`);
    return { s, file: s.input("bulk.xlf", xliff([{ id: "adventure-bulk", units }])) };
  }

  async function seconds(n: number): Promise<number> {
    const { s, file } = bulk(n);
    const started = performance.now();
    const r = await importing(s, file);
    const took = (performance.now() - started) / 1000;
    expect(r.out).toEqual([`${n} translation(s) updated in 1 catalogue(s)`]);
    expect(ro(s, "adventure-bulk")).toContain(`bulk__m${n - 1}__name = Grămadă ${n - 1}\n`);
    return took;
  }

  it("importing 20,000 changed units takes about four times as long as 5,000 (was 55 s, quadratic)", { timeout: 300_000 }, async () => {
    // best of two, so one pause of a loaded machine does not decide it
    const small = Math.min(await seconds(5000), await seconds(5000));
    const large = Math.min(await seconds(20000), await seconds(20000));
    // linear gives 4 (plus the fixed cost of reading the bundled catalogues); quadratic gives 16
    expect(large / small).toBeLessThan(8);
  });
});
