// Deck and stack sizes of the base set against the rulebook's component list ("Components").
// Counted per set: a set added beside the base game (docs/authoring.md) has components of its own.

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatText } from "../../compiler/format.ts";
import { bundled, CONTENT_DIR } from "./bundled.ts";
import { BASE_BOX, BASE_SET, boxCounts } from "./box.ts";

const base = () => boxCounts(bundled().content, BASE_SET);

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
    expect(base().quests).toEqual(BASE_BOX.quests);
  });

  it("Components: 120 Investigation Cards (40 Diplomacy, 40 Magic, 40 Combat)", () => {
    expect(base().investigation).toEqual(BASE_BOX.investigation);
  });

  it("Components: 40 Foul Fate Cards", () => {
    expect(base().foulFate).toBe(40);
  });

  it("Components: 20 Good Fortune Cards", () => {
    expect(base().goodFortune).toBe(20);
  });

  it("Components: 60 Development Cards (15 each for Geralt, Triss, Dandelion, Yarpen)", () => {
    expect(base().development).toEqual(BASE_BOX.development);
    expect(Object.values(base().development).reduce((a, b) => a + b, 0)).toBe(60);
  });

  it("Components: 4 Companion Cards (for Yarpen)", () => {
    expect(base().companions).toBe(4);
    const companions = bundled().content.cards.filter((c) => c.kind === "companion" && c.set === BASE_SET);
    expect(new Set(companions.map((c) => c.deck))).toEqual(new Set(["companion.yarpen"]));
  });

  it("Components: 30 Monster Tokens, 11 bronze, 11 silver and 8 gold", () => {
    expect(base().monsters).toEqual(BASE_BOX.monsters);
  });

  it("Components are counted per set: the whole list is the base set's, whatever other sets add", () => {
    const c = bundled().content;
    const extra = {
      ...c,
      cards: [...c.cards, { ...c.cards.find((x) => x.deck === "investigation.red")!, id: "investigation.extra", set: "extra", copies: 3 }],
      monsters: [...c.monsters, { ...c.monsters.find((m) => m.type === "silver")!, id: "monster.extra", set: "extra", copies: 1 }],
    };
    expect(boxCounts(extra, BASE_SET)).toEqual(BASE_BOX);
    expect(boxCounts(extra, "extra")).toMatchObject({ investigation: { red: 3, blue: 0, purple: 0 }, monsters: { bronze: 0, silver: 1, gold: 0 } });
  });

  it("Components: 9 Custom Dice (3 Battle Dice, plus 3 red dice for Geralt and one each for Triss, Dandelion and Yarpen)", () => {
    const c = bundled().content;
    expect(c.dice.filter((d) => d.set === BASE_SET)).toHaveLength(9);
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
