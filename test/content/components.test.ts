// Deck and stack sizes against the rulebook's component list ("Components").

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatText } from "../../compiler/format.ts";
import { bundled, CONTENT_DIR } from "./bundled.ts";

function copiesIn(deck: string): number {
  return bundled()
    .content.cards.filter((c) => c.deck === deck)
    .reduce((n, c) => n + c.copies, 0);
}

describe("Components", () => {
  it("the bundled content checks with no errors and no warnings", () => {
    const lines = bundled().diagnostics.map((d) => `${d.range.file}:${d.range.start.line}: ${d.code} ${d.message}`);
    expect(lines).toEqual([]);
  });

  it("every bundled file is in the canonical layout of `grimoire fmt`", () => {
    const unformatted = readdirSync(CONTENT_DIR)
      .filter((f) => f.endsWith(".grim"))
      .filter((f) => {
        const text = readFileSync(path.join(CONTENT_DIR, f), "utf8");
        return formatText(text).text !== text;
      });
    expect(unformatted).toEqual([]);
  });

  it("Components: 48 Quest Cards, in three decks of 16 (combat, magic, diplomacy)", () => {
    const quests = bundled().content.quests;
    expect(quests).toHaveLength(48);
    const byDeck = new Map<string, number>();
    for (const q of quests) byDeck.set(q.deck, (byDeck.get(q.deck) ?? 0) + 1);
    expect(Object.fromEntries(byDeck)).toEqual({ "quest.combat": 16, "quest.magic": 16, "quest.diplomacy": 16 });
  });

  it("Components: 120 Investigation Cards (40 Diplomacy, 40 Magic, 40 Combat)", () => {
    expect(copiesIn("investigation.purple")).toBe(40);
    expect(copiesIn("investigation.blue")).toBe(40);
    expect(copiesIn("investigation.red")).toBe(40);
  });

  it("Components: 40 Foul Fate Cards", () => {
    expect(copiesIn("foulfate")).toBe(40);
  });

  it("Components: 20 Good Fortune Cards", () => {
    expect(copiesIn("goodfortune")).toBe(20);
  });

  it("Components: 60 Development Cards (15 each for Geralt, Triss, Dandelion, Yarpen)", () => {
    for (const hero of ["geralt", "triss", "dandelion", "yarpen"]) expect(copiesIn(`development.${hero}`), hero).toBe(15);
    const total = bundled().content.cards.filter((c) => c.kind === "development").reduce((n, c) => n + c.copies, 0);
    expect(total).toBe(60);
  });

  it("Components: 4 Companion Cards (for Yarpen)", () => {
    const companions = bundled().content.cards.filter((c) => c.kind === "companion");
    expect(companions.reduce((n, c) => n + c.copies, 0)).toBe(4);
    expect(new Set(companions.map((c) => c.deck))).toEqual(new Set(["companion.yarpen"]));
  });

  it("Components: 30 Monster Tokens, 11 bronze, 11 silver and 8 gold", () => {
    const count = (type: string) =>
      bundled()
        .content.monsters.filter((m) => m.type === type)
        .reduce((n, m) => n + m.copies, 0);
    expect([count("bronze"), count("silver"), count("gold")]).toEqual([11, 11, 8]);
  });

  it("Components: 9 Custom Dice (3 Battle Dice, plus 3 red dice for Geralt and one each for Triss, Dandelion and Yarpen)", () => {
    const c = bundled().content;
    expect(c.dice).toHaveLength(9);
    expect(c.battleDice).toHaveLength(3);
    const dice = Object.fromEntries(c.heroes.map((h) => [h.id, h.dice.length]));
    expect(dice).toEqual({ "hero.geralt": 3, "hero.triss": 1, "hero.dandelion": 1, "hero.yarpen": 1 });
  });

  it("Regions: six regions, each with locations of its own", () => {
    const c = bundled().content;
    expect(c.regions).toHaveLength(6);
    for (const r of c.regions) expect(c.locations.filter((l) => l.region === r.id).length, r.id).toBeGreaterThan(0);
  });
});
