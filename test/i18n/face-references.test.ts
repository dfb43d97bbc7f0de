// Translator context: `grimoire i18n export --faces <dir>` draws every card in
// the exported locale as a PNG and points each card's entries (its name, its
// flavour) at the image, as a PO `#:` reference or an XLIFF note, so a
// translator sees the face a text is printed on and how much room it has.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { runExport, runImport } from "../../compiler/cli/commands/i18n.ts";
import { parsePo, type ParsedPoEntry } from "../../compiler/i18n/po.ts";
import { exportXliff, parseXliff } from "../../compiler/i18n/xliff.ts";
import { ROOT, ftlFiles, named } from "./helpers.ts";

const snapshot = (dir: string) =>
  Object.fromEntries(readdirSync(path.join(dir, "content/i18n/ro")).map((f) => [f, readFileSync(path.join(dir, "content/i18n/ro", f), "utf8")]));

let dir: string;
let po: string;
let entries: ParsedPoEntry[];
let printed: string[];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "grimoire-faces-export-"));
  cpSync(path.join(ROOT, "content"), path.join(dir, "content"), { recursive: true, filter: (s) => !s.includes(`${path.sep}generated`) });
  po = path.join(dir, "export", "ro.po");
  printed = [];
  expect(await runExport(dir, "ro", "po", po, (l) => printed.push(l), path.join(dir, "export", "faces"))).toBe(0);
  entries = parsePo(readFileSync(po, "utf8"), po);
}, 300_000);

const faceRef = (e: ParsedPoEntry) => e.references.find((r) => r.endsWith(".png")) ?? null;

describe("i18n export --faces: each card's entries point at its face", () => {
  it("a card's name and flavour refer to its face, drawn in Romanian, beside the export file", () => {
    expect(printed).toEqual([`wrote ${po}`, expect.stringMatching(/^wrote \d+ card faces to /)]);
    const name = entries.find((e) => e.ctx === "adventure-base|monster__fleder__name")!;
    expect(faceRef(name)).toBe("faces/adventure.monster.fleder.ro.png");
    // a 56 mm monster token with 2 mm of bleed on each side, at 150 dpi: 60 mm = 354 px
    const png = readFileSync(path.join(dir, "export", faceRef(name)!));
    expect(png.readUInt32BE(16)).toBe(354);
    const flavour = entries.find((e) => e.ctx.startsWith("oldworld-core|") && e.ctx.endsWith("__flavour") && e.ctx.includes("exploration__tavern-brawl"))!;
    expect(faceRef(flavour)).toBe("faces/oldworld.exploration.tavern-brawl.ro.png");
    expect(existsSync(path.join(dir, "export", faceRef(flavour)!))).toBe(true);
  });

  it("every entry of a card with a face refers to an image that exists; names of things without a face (locations, regions) refer to none", () => {
    const refs = entries.map(faceRef).filter((r): r is string => r !== null);
    expect(refs.length).toBeGreaterThan(400);
    for (const r of new Set(refs)) expect(existsSync(path.join(dir, "export", r)), r).toBe(true);
    const location = entries.find((e) => e.ctx === "oldworld-core|oldworld__location__kaer-morhen__name")!;
    expect(location).toBeDefined();
    expect(faceRef(location)).toBeNull();
    // the rules messages are composed on many cards: no single face
    expect(
      entries
        .filter((e) => e.ctx.startsWith("rules|"))
        .map(faceRef)
        .filter(Boolean),
    ).toEqual([]);
  });

  it("the PO with face references, imported unchanged, leaves every catalogue byte for byte", async () => {
    const before = snapshot(dir);
    const out: string[] = [];
    expect(await runImport(dir, po, undefined, (l) => out.push(l))).toBe(0);
    expect(out).toContain("0 translation(s) updated in 0 catalogue(s)");
    expect(snapshot(dir)).toEqual(before);
  });

  it('XLIFF 2.0: the same faces as notes of category "face", well-formed for xmllint', () => {
    const faces = new Map(entries.map((e) => [e.ctx.slice(e.ctx.indexOf("|") + 1), faceRef(e)]));
    const text = exportXliff(
      "ro",
      named(ftlFiles("en")),
      named(ftlFiles("ro")),
      () => null,
      (id) => faces.get(id) ?? null,
    );
    const lint = spawnSync("xmllint", ["--noout", "-"], { input: text, encoding: "utf8" });
    expect(lint.stderr).toBe("");
    expect(lint.status).toBe(0);
    expect(text).toMatch(/<unit id="monster__fleder__name"[\s\S]*?<note category="face">faces\/adventure\.monster\.fleder\.ro\.png<\/note>/);
    // the note is context: reading the file back takes the texts, not the note
    const fleder = parseXliff(text).entries.find((e) => e.ctx === "adventure-base|monster__fleder__name")!;
    expect(fleder.str).toBe("Fleder");
  });
});
