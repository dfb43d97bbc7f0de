// Monster Trail's cards in the bundled content (content/oldworld/monster-trail*.grim)
// against the Monster Trail pages of the Kickstarter expansions rulebook and
// the card listing of the base-game facts.

import { describe, expect, it } from "vitest";
import { renderRulesText, type RenderProblem } from "../../../compiler/i18n/rules-text.ts";
import { catalogue, expansionsRulebook, owBundled, owEntity } from "./bundled.ts";
import { normalise } from "../printed-text.ts";

const content = () => owBundled().content;
const rulebook = expansionsRulebook();

function english(id: string): string {
  const problems: RenderProblem[] = [];
  const text = renderRulesText(owEntity(id), catalogue("en"), { problems }).join(" ");
  expect(problems).toEqual([]);
  return text;
}

/** the text after `<label> (printed text): ` on its line of the rulebook */
function printedLine(label: string): string {
  const line = rulebook.split("\n").find((l) => l.includes(`${label} (printed text): `));
  if (!line) throw new Error(`the rulebook prints no text for ${label}`);
  return line.slice(line.indexOf("(printed text): ") + "(printed text): ".length);
}

describe("Monster Trail: the printed texts of the Advanced Action cards", () => {
  it("Passive abilities: Retaliation's generated English text is its printed text", () => {
    const printed = printedLine("Retaliation");
    expect(printed).toMatch(/^If that card is discarded/);
    expect(normalise(english("action.retaliation"))).toBe(normalise(printed));
  });

  it("Rolling dice: Sweeping Aard's generated English text is its printed text", () => {
    const printed = printedLine("Sweeping Aard");
    expect(printed).toMatch(/^Roll a die/);
    expect(normalise(english("action.sweeping-aard"))).toBe(normalise(printed));
  });

  it("Traveling ability: Endurance's generated English text is its printed text (the card's Travel label and its sentence)", () => {
    const printed = printedLine("Travel");
    expect(printed).toMatch(/^When using this card in Phase I/);
    expect(normalise(english("action.endurance"))).toBe(normalise(`Travel: ${printed}`));
  });
});

describe("Monster Trail: the cards the content transcribes", () => {
  it("Advanced Action Cards: 10 types, 4 copies each, with the listed costs (X = a trash cost)", () => {
    const advanced = content().actions.filter((a) => a.tier === "advanced");
    expect(advanced).toHaveLength(10);
    expect(advanced.every((a) => a.copies === 4 && a.set === "monster-trail")).toBe(true);
    const cost = Object.fromEntries(advanced.map((a) => [a.name, a.trashCost ? "X" : a.cost]));
    expect(cost).toEqual({
      Pirouette: "X",
      "Critical Strike": "X",
      Evasion: 0,
      "Sweeping Aard": 1,
      Delirium: 1,
      Retaliation: 0,
      Endurance: 0,
      "Battle Trance": 1,
      "Sneak Attack": 1,
      "Outburst of Rage": 2,
    });
  });

  it("Gray cards: each gray card has a Wild Terrain symbol; the card faces not in the rulebook are original", () => {
    const advanced = content().actions.filter((a) => a.tier === "advanced");
    const gray = advanced.filter((a) => a.colour === "gray");
    expect(gray.length).toBeGreaterThan(0);
    for (const a of gray) expect(a.terrain, a.name).toBe("wild");
    const printed = ["Retaliation", "Sweeping Aard", "Endurance"];
    for (const a of advanced) expect(a.original === true, a.name).toBe(!printed.includes(a.name));
    // colours and symbols are only in the pictures
    for (const a of advanced) expect(a.assumed, a.name).toContain("colour");
  });

  it("Passive abilities: Retaliation and Evasion are triggered when discarded by damage", () => {
    for (const id of ["action.retaliation", "action.evasion"])
      expect(
        content()
          .actions.find((a) => a.id === id)
          ?.hooks.map((h) => h.window),
      ).toEqual(["when-discarded-by-damage"]);
  });

  it("Manticore School Witcher: own school location, Yrden and Quen beside the common eight, Potion Tolerance once per fight", () => {
    const c = content();
    const w = c.witchers.find((x) => x.id === "witcher.manticore-witcher")!;
    expect(w.school).toBe("school.manticore");
    const school = c.schools.find((s) => s.id === "school.manticore")!;
    // its keep is a base-game location no other school holds
    expect(c.locations.find((l) => l.id === school.location)?.number).toBe(18);
    expect(c.schools.filter((s) => s.location === school.location)).toHaveLength(1);
    expect(w.startingDeck).toHaveLength(10);
    expect(w.startingDeck.filter((x) => x === "action.yrden" || x === "action.quen").sort()).toEqual(["action.quen", "action.yrden"]);
    const specialty = w.hooks.find((h) => h.window === "specialty")!;
    expect(specialty.limit).toBe("once-per-fight");
    expect(w.assumed).toContain("specialty");
  });

  it("Witcher Unique Action Cards: eleven, one per base-game witcher, the Manticore and each mage, each naming its owner; a mage's is a spell", () => {
    const c = content();
    const unique = c.actions.filter((a) => a.tier === "unique" && a.set === "monster-trail");
    const owners = unique.map((a) => a.owner).sort();
    expect(owners).toEqual([
      "mage.alzur",
      "mage.ardea",
      "mage.gekhira",
      "mage.othar",
      "mage.philippa",
      "witcher.bear-witcher",
      "witcher.cat-witcher",
      "witcher.griffin-witcher",
      "witcher.manticore-witcher",
      "witcher.viper-witcher",
      "witcher.wolf-witcher",
    ]);
    for (const a of unique) expect(a.original, a.name).toBe(true);
    for (const a of unique) expect(!!a.spell, a.name).toBe(a.owner!.startsWith("mage."));
  });

  it("Bomb Cards (28) and Mutagen Cards (15): the Dimeritium Bomb only in the weakness mode", () => {
    const c = content();
    expect(c.bombs.reduce((n, b) => n + b.copies, 0)).toBe(28);
    expect(c.mutagens.reduce((n, m) => n + m.copies, 0)).toBe(15);
    expect(c.bombs.filter((b) => b.weaknessOnly).map((b) => b.name)).toEqual(["Dimeritium Bomb"]);
    expect(c.bombs.map((b) => b.name).sort()).toEqual([
      "Dancing Star",
      "Devil's Puffball",
      "Dimeritium Bomb",
      "Dragon's Dream",
      "Moon Dust",
      "Northern Wind",
      "Samum",
    ]);
  });
});
