import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Rulebook } from "../../../core/game.ts";
import { oldworldGame } from "../../../games/oldworld/index.ts";
import { ROOT, genericRulebooks, loadRows, renderDocs, rulebookText, rulesOf, testTitles } from "../rulebook-coverage.ts";

/** The rules among `rules` that no row of the book's coverage file maps to tests. */
function unmapped(book: Rulebook, rules: { section: string; rule: string }[]): { section: string; rule: string }[] {
  const rows = loadRows(book.coverage).filter((r) => r.source === book.source);
  const mapped = new Set(rows.map((r) => `${r.section}\n${r.rule}`));
  return rules.filter((r) => !mapped.has(`${r.section}\n${r.rule}`));
}

describe("Old World rules coverage", () => {
  const books = oldworldGame.rulebooks;

  it("the coverage tool reads more than one rulebook, the Old World's two among them", () => {
    const sources = genericRulebooks().map((b) => b.source);
    expect(sources).toEqual(expect.arrayContaining(["old-world-base-facts.md", "old-world-kickstarter-expansions.en.txt"]));
  });

  it("every Ciri, Lost Mount and Monster Trail rule of the expansions rulebook's fully covered parts is mapped to tests", () => {
    const book = books.find((b) => b.every)!;
    const rules = rulesOf(book, rulebookText(book.source));
    expect(rules.length).toBeGreaterThanOrEqual(115);
    expect(unmapped(book, rules)).toEqual([]);
  });

  it("every rule of the Monster Trail section is mapped to tests: its components and modes, the Dimeritium Bomb, the unique cards with Mages, the Monster Weakness mode and the other expansions", () => {
    const book = books.find((b) => b.every)!;
    const titles = [
      "Monster Trail Expansion",
      "Manticore School Witcher",
      "Bomb Cards",
      "Advanced Action Cards",
      "Gray cards",
      "Witcher Unique Action Cards",
      "Monster Weakness and Special Attacks",
      "Other Expansions",
    ];
    const trail = rulesOf(book, rulebookText(book.source)).filter((r) => titles.some((t) => r.section.startsWith(`${t} — `)));
    for (const t of titles)
      expect(
        trail.some((r) => r.section.startsWith(`${t} — `)),
        t,
      ).toBe(true);
    expect(trail.filter((r) => r.section.startsWith("Monster Weakness and Special Attacks — ")).length).toBeGreaterThanOrEqual(35);
    expect(unmapped(book, trail)).toEqual([]);
  });

  it("every rule of the Mages rulebook, from its components to its other expansions, is mapped to tests", () => {
    const book = books.find((b) => b.source === "old-world-mages.en.txt")!;
    const rules = rulesOf(book, rulebookText(book.source));
    expect(rules.length).toBeGreaterThanOrEqual(70);
    expect(unmapped(book, rules)).toEqual([]);
  });

  it("every mapped base-game fact is quoted word for word from old-world-base-facts.md", () => {
    const book = books.find((b) => !b.every)!;
    const text = rulebookText(book.source);
    const rows = loadRows(book.coverage).filter((r) => r.source === book.source);
    expect(rows.length).toBeGreaterThan(25);
    expect(rows.filter((r) => !text.includes(r.rule)).map((r) => r.rule)).toEqual([]);
  });

  it("every Wild Hunt rule of the expansions rulebook is mapped to tests, each quoted word for word", () => {
    const book = books.find((b) => b.every)!;
    const part = { ...book, every: [{ from: "Wild Hunt Expansion", to: "Monster Trail Expansion" }] };
    const rules = rulesOf(part, rulebookText(book.source));
    const keys = new Set(rules.map((r) => `${r.section}\n${r.rule}`));
    const rows = loadRows(book.coverage).filter((r) => r.section.startsWith("Wild Hunt Expansion — "));
    expect(rules.length).toBeGreaterThan(200);
    expect(rows.filter((r) => !keys.has(`${r.section}\n${r.rule}`)).map((r) => r.rule)).toEqual([]);
    const mapped = new Set(rows.map((r) => `${r.section}\n${r.rule}`));
    expect(rules.filter((r) => !mapped.has(`${r.section}\n${r.rule}`)).map((r) => r.rule)).toEqual([]);
  });

  it("every row has tests, each test exists and is named after its rulebook section", () => {
    const titles = testTitles();
    for (const book of books)
      for (const r of loadRows(book.coverage)) {
        expect(r.tests.length, r.rule).toBeGreaterThan(0);
        for (const t of r.tests) {
          expect(titles.has(t), t).toBe(true);
          expect(t).toMatch(/^[A-Z][A-Za-z ]+: /);
        }
      }
  });

  it("docs/rules-coverage-oldworld.md is generated from the list and up to date", () => {
    const docs = renderDocs();
    expect(readFileSync(join(ROOT, "docs/rules-coverage-oldworld.md"), "utf8")).toBe(docs.get("docs/rules-coverage-oldworld.md"));
  });
});
