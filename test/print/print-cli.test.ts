// `grimoire print`: print-and-play sheets a designer takes to the table. The
// PDF is read back with poppler (pdftoppm, pdftotext), as a person would see
// and search it; overflow warnings are read from the command's output.
import { games } from "../../games/registry.ts";

import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { bundled } from "../content/bundled.ts";
import { owProgram } from "../content/oldworld/bundled.ts";
import { ROOT } from "../i18n/helpers.ts";
import { grimoire, lineOf, overflowsOf, scratchContent } from "./print-run.ts";
import { metricsSource, METRICS_FILE } from "../../compiler/print/write-metrics.ts";
import { readCatalogueDocs, readLayout } from "../../compiler/print/project.ts";
import { faceCards } from "../../compiler/render/deck.ts";

const scratch = () => scratchContent();

describe("grimoire print: the Romanian print-and-play PDF of the bundled content", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "grimoire-pdf-"));
  const pdf = path.join(dir, "cards-ro.pdf");
  let run: ReturnType<typeof grimoire>;
  let pages = 0;
  beforeAll(() => {
    run = grimoire(["print", "content", "--locale", "ro", "--out", pdf]);
    pages = Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [pdf], { encoding: "utf8" }))?.[1]);
  }, 180_000);

  it("writes a PDF that pdftoppm renders, with a back page for every front page", () => {
    // both games have a layout: nothing is left out
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(pages % 2).toBe(0);
    execFileSync("pdftoppm", ["-r", "20", "-f", "1", "-l", "2", "-png", pdf, path.join(dir, "page")]);
    const images = readdirSync(dir).filter((f) => f.startsWith("page") && f.endsWith(".png"));
    expect(images).toHaveLength(2);
    // a page of cards is not blank: its PNG is far larger than an empty page's
    for (const f of images) expect(readFileSync(path.join(dir, f)).length).toBeGreaterThan(3000);
  });

  it("its text holds every Romanian letter (ă â î ș ț) from the embedded font", () => {
    const text = execFileSync("pdftotext", [pdf, "-"], { encoding: "utf8" });
    for (const ch of ["ă", "â", "î", "ș", "ț", "Î", "Ș"]) expect(text, ch).toContain(ch);
    expect(text).toContain("Neșansă");
  });

  it("Components: one face per copy of every card (a card's name once per copy on the front pages)", () => {
    const { program } = bundled();
    const { layout } = readLayout(ROOT, "adventure");
    const { cards } = faceCards(games, program, layout!, readCatalogueDocs(ROOT), "ro");
    // the Old World's cards share the sheets: a name on both games' cards is counted for both
    const ow = faceCards(games, owProgram(), readLayout(ROOT, "oldworld").layout!, readCatalogueDocs(ROOT), "ro").cards;
    const expected = new Map<string, number>();
    for (const c of [...cards, ...ow]) expected.set(c.words.name, (expected.get(c.words.name) ?? 0) + c.copies);
    const seen = new Map<string, number>();
    for (let p = 1; p <= pages; p += 2) {
      const text = execFileSync("pdftotext", ["-f", String(p), "-l", String(p), pdf, "-"], { encoding: "utf8" });
      for (const line of text.split("\n")) if (expected.has(line.trim())) seen.set(line.trim(), (seen.get(line.trim()) ?? 0) + 1);
    }
    // the foul fate deck has 40 cards (Components: "40 Foul Fate Cards")
    expect(cards.filter((c) => c.entity.kind === "foulfate").reduce((n, c) => n + c.copies, 0)).toBe(40);
    expect(Object.fromEntries(seen)).toEqual(Object.fromEntries(expected));
  });
});

describe("grimoire print: filters, PNGs and overflow warnings", () => {
  it("--kind monster --png writes one image per face at the card's real size", () => {
    const out = mkdtempSync(path.join(tmpdir(), "grimoire-png-"));
    const r = grimoire(["print", "content", "--kind", "monster", "--id", "monster.fleder,monster.alghoul", "--png", out, "--dpi", "100"]);
    expect(r.stderr).not.toMatch(/error/);
    expect(r.code).toBe(0);
    expect(readdirSync(out).sort()).toEqual(["monster.alghoul.en.back.png", "monster.alghoul.en.png", "monster.fleder.en.back.png", "monster.fleder.en.png"]);
    const png = readFileSync(path.join(out, "monster.fleder.en.png"));
    // a 56 mm token with 2 mm bleed on each side at 100 dpi: 60 mm = 236 px
    expect(png.readUInt32BE(16)).toBe(236);
  });

  it("--set and --kind keep only the matching cards", () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), "grimoire-pdf-")), "q.pdf");
    const r = grimoire(["print", "content", "--kind", "quest", "--set", "base", "--no-backs", "--paper", "letter", "--out", out]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/48 cards \(48 different\) on 8 pages, en, letter/);
    expect(execFileSync("pdfinfo", [out], { encoding: "utf8" })).toMatch(/Page size:\s+612 x 792 pts \(letter\)/);
  });

  it("lists a text that does not fit with the entity's file:line:col, once per locale", () => {
    const hooks = Array.from({ length: 8 }, () => "  any time: spend 1 marker from this card -> heal 2 wounds; receive 2 red leads; gain 3 vp\n").join("");
    const declaration = `goodfortune WindfallOfCoins "Windfall of Coins" {\n  original\n${hooks}}\n`;
    const { line, warnings } = overflowsOf(scratch(), "content/adventure/goodfortune.grim", declaration);
    expect(warnings).toEqual([
      `content/adventure/goodfortune.grim:${line}:1: warning overflow [en] the English rules text overflows the card's text box on "Windfall of Coins" (needs ${warnings[0].match(/needs ([\d.]+)/)?.[1]} mm of height, has 52); shorten it or enlarge the region in the layout`,
      expect.stringMatching(
        new RegExp(`^content/adventure/goodfortune\\.grim:${line}:1: warning overflow \\[ro\\] the Romanian rules text overflows the card's text box`),
      ),
    ]);
  });

  it("a character the card font cannot draw (emoji, Arabic, Hebrew) is a glyph warning with the card and the locale, not an empty box", () => {
    const root = scratch();
    const grim = path.join(root, "content/adventure/monsters.grim");
    writeFileSync(grim, readFileSync(grim, "utf8").replace('monster Fleder "Fleder"', 'monster Fleder "Fleder 🦇"'));
    const line = lineOf(grim, "monster Fleder");
    const ftl = path.join(root, "content/i18n/ro/adventure-base.ftl");
    writeFileSync(ftl, readFileSync(ftl, "utf8").replace("monster__fleder__name = Fleder", "monster__fleder__name = Fleder שד خفاش"));
    const r = grimoire(["print", "content", "--check", "--id", "monster.fleder", "--root", root], root);
    expect(r.code).toBe(1);
    const warnings = r.stdout.split("\n").filter((l) => l.includes("warning glyph"));
    expect(warnings).toEqual([
      `content/adventure/monsters.grim:${line}:1: warning glyph [en] the English name of "Fleder 🦇" has a character the card font cannot draw: "🦇" (U+1F987); it would print as an empty box. Write it with letters the font has, or leave it out`,
      `content/adventure/monsters.grim:${line}:1: warning glyph [ro] the Romanian name of "Fleder שד خفاش" has 6 characters the card font cannot draw: "ש" (U+05E9), "ד" (U+05D3), "خ" (U+062E), "ف" (U+0641), "ا" (U+0627), "ش" (U+0634); they would print as empty boxes. Write them with letters the font has, or leave them out`,
    ]);
    expect(r.stdout).toContain("2 text(s) have characters the card font cannot draw");
  });

  it("a layout with a wrong field is reported by its path, and nothing is printed", () => {
    const root = scratch();
    const file = path.join(root, "content/layouts/adventure.json");
    const layout = JSON.parse(readFileSync(file, "utf8"));
    layout.kinds.monster.regions.text.fontSize = "big";
    layout.kinds.quest.regions.text.width = 80;
    writeFileSync(file, JSON.stringify(layout));
    const r = grimoire(["print", "content", "--check", "--root", root], root);
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split("\n")).toEqual(
      [
        "content/layouts/adventure.json: error layout kinds.quest.regions.text runs past the card's right edge (x 5.5 + width 80 > 63 mm)",
        'content/layouts/adventure.json: error layout kinds.monster.regions.text.fontSize must be a number, not "big"',
      ].sort((a, b) => r.stderr.indexOf(a) - r.stderr.indexOf(b)),
    );
  });

  it("the bundled content's English and Romanian texts all fit their cards", () => {
    const r = grimoire(["print", "content", "--check"]);
    expect(r.stdout).toBe("");
    expect(r.code).toBe(0);
  });

  it("the font metrics the editor and the CLI break lines with are those of the packaged font", () => {
    expect(readFileSync(METRICS_FILE, "utf8")).toBe(metricsSource());
  });
});

describe("grimoire print --progress", () => {
  it("says on stderr what it is doing before each long step, in order; stdout keeps the report", async () => {
    const { runPrint } = await import("../../compiler/cli/commands/print.ts");
    const out = mkdtempSync(path.join(tmpdir(), "grimoire-progress-"));
    let stdout = "";
    let stderr = "";
    const code = await runPrint(
      [path.join(ROOT, "content")],
      { png: out, dpi: "50", paper: "a4", backs: true, set: [], kind: [], id: ["monster.fleder"], root: ROOT },
      (s) => {
        stdout += s;
      },
      (s) => {
        stderr += s;
      },
      (step) => {
        stderr += `${step}\n`;
      },
    );
    expect(code).toBe(0);
    const steps = stderr.trimEnd().split("\n");
    expect(steps[0]).toMatch(/^checking \d+ \.grim files…$/);
    expect(steps.slice(1)).toEqual(["laying out the cards in en…", `drawing 2 images into ${out}…`]);
    expect(stdout).toBe(`wrote 2 images to ${out} at 50 dpi\n`);
    expect(readdirSync(out).sort()).toEqual(["monster.fleder.en.back.png", "monster.fleder.en.png"]);
  }, 60_000);
});
