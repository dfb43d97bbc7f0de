// The bundled Old World content (content/oldworld) against the sources it
// transcribes: /work/shared/rules/old-world-base-facts.md and the Ciri and
// Lost Mount pages of the Kickstarter expansions rulebook.

import { describe, expect, it } from "vitest";
import { renderRulesText, type RenderProblem } from "../../../compiler/i18n/rules-text.ts";
import { catalogue, expansionsRulebook, owBundled, owEntity } from "./bundled.ts";
import { normalise } from "../printed-text.ts";

const content = () => owBundled().content;

/** The lines of the rulebook after `heading` up to the next blank-line-separated heading it names. */
function printed(rulebook: string, from: string, to: string): string {
  const start = rulebook.indexOf(from);
  const end = rulebook.indexOf(to, start + from.length);
  if (start < 0 || end < 0) throw new Error(`the rulebook has no text between "${from}" and "${to}"`);
  return rulebook.slice(start + from.length, end);
}

describe("Old World content checks", () => {
  it("grimoire check content: the Old World files have no errors or warnings", () => {
    expect(owBundled().diagnostics.map((d) => `${d.range.file}:${d.range.start.line} ${d.code} ${d.message}`)).toEqual([]);
  });
});

describe("Old World base game: the facts the content transcribes", () => {
  it("Map (base, 19 locations): Behelt Nar is 0 with any terrain, tokens 1-18 with their terrain, 42 paths", () => {
    const c = content();
    expect(c.locations).toHaveLength(19);
    const byNumber = new Map(c.locations.map((l) => [l.number, l]));
    expect(byNumber.get(0)?.name).toBe("Behelt Nar");
    expect(byNumber.get(0)?.terrain).toBeNull();
    const terrainOf = (ns: number[]) => ns.map((n) => byNumber.get(n)?.terrain);
    expect(terrainOf([1, 4, 5, 12, 14, 15])).toEqual(Array(6).fill("water"));
    expect(terrainOf([2, 3, 9, 11, 13, 18])).toEqual(Array(6).fill("mountain"));
    expect(terrainOf([6, 7, 8, 10, 16, 17])).toEqual(Array(6).fill("forest"));
    expect(c.adjacency).toHaveLength(42);
    const ids = new Set(c.locations.map((l) => l.id));
    for (const [a, b] of c.adjacency) expect(ids.has(a) && ids.has(b) && a !== b).toBe(true);
    // the adjacency is one fan transcription [F]: every path stays visibly assumed
    expect(owEntity("map.old-world").props.assumed).toEqual(["paths"]);
  });

  it("Schools: Wolf at Kaer Morhen (3), Griffin at Kaer Seren (1), Bear at Haern Caduch (10), Cat at Stygga (17, inferred), Viper at Gorthur Gvaed (15)", () => {
    const c = content();
    const numberOf = (school: string) => c.locations.find((l) => l.id === c.schools.find((s) => s.id === school)?.location)?.number;
    expect(["school.wolf", "school.griffin", "school.bear", "school.cat", "school.viper"].map(numberOf)).toEqual([3, 1, 10, 17, 15]);
    expect(owEntity("school.cat").props.assumed).toEqual(["location"]);
    expect(c.locations.find((l) => l.number === 3)?.school).toBe("school.wolf");
  });

  it("Action deck (base, 90 cards): 18 per colour group, 0:8 1:6 2:4 costs in each", () => {
    const base = content().actions.filter((a) => a.tier === "base" && !a.spell);
    expect(base.reduce((n, a) => n + a.copies, 0)).toBe(90);
    for (const colour of ["blue", "red", "green", "purple", "yellow"]) {
      const group = base.filter((a) => a.colour === colour);
      const byCost = [0, 1, 2].map((cost) => group.filter((a) => a.cost === cost).reduce((n, a) => n + a.copies, 0));
      expect(byCost, colour).toEqual([8, 6, 4]);
    }
  });

  it("Starting decks (10 cards): 2 Thrust, 2 Aard, 2 Quick Slash, 2 Demolishing Blow and the school's two; Ciri's Axii and Quen", () => {
    const c = content();
    const extra = (id: string) => c.witchers.find((w) => w.id === id)!.startingDeck.slice(8);
    for (const w of c.witchers.filter((x) => !x.mage)) {
      expect(w.startingDeck, w.id).toHaveLength(10);
      expect(w.startingDeck.slice(0, 8)).toEqual(
        ["thrust", "thrust", "aard", "aard", "quick-slash", "quick-slash", "demolishing-blow", "demolishing-blow"].map((x) => `action.${x}`),
      );
    }
    expect(extra("witcher.wolf-witcher")).toEqual(["action.yrden", "action.yrden"]);
    expect(extra("witcher.cat-witcher")).toEqual(["action.yrden", "action.axii"]);
    expect(extra("witcher.viper-witcher")).toEqual(["action.yrden", "action.quen"]);
    expect(extra("witcher.ciri")).toEqual(["action.axii", "action.quen"]);
  });

  it("Monsters (29 cards): 10 of level I, 12 of level II, 7 of level III, with life from the companion app marked assumed", () => {
    const c = content();
    expect([1, 2, 3].map((l) => c.monsters.filter((m) => m.level === l).length)).toEqual([10, 12, 7]);
    // "Troll card sits in Monster Trail box": the 29th card belongs to that set
    expect(c.monsters.filter((m) => m.set === "core")).toHaveLength(28);
    expect(c.monsters.find((m) => m.id === "monster.troll")?.set).toBe("monster-trail");
    const life = Object.fromEntries(c.monsters.map((m) => [m.name, m.life]));
    expect([life["Nekker's Nest"], life.Griffin, life.Leshen, life.Troll, life.Bruxa]).toEqual([11, 15, 19, 19, 17]);
    // stacon tool: life <= 12 -> L1, 13-15 -> L2, >= 16 -> L3
    for (const m of c.monsters) expect(m.level, m.name).toBe(m.life <= 12 ? 1 : m.life <= 15 ? 2 : 3);
    for (const m of c.monsters) expect(m.assumed, m.name).toContain("life");
  });

  it("Monster fight deck (20 cards): B2 discards L from hand and bites for L+2, B13 bites for L-1 and lowers Alchemy, B20 bites for Defence", () => {
    // the 4 Special Monster Fight cards come with Monster Trail, for its Monster Weakness mode
    const cards = new Map(
      content()
        .fightCards.filter((f) => f.specialAttack === undefined)
        .map((f) => [f.id, f]),
    );
    expect(cards.size).toBe(20);
    expect(
      content()
        .fightCards.filter((f) => f.specialAttack !== undefined)
        .map((f) => [f.set, f.specialAttack]),
    ).toEqual([1, 2, 3, 4].map((n) => ["monster-trail", n]));
    expect(cards.get("fightcard.fight-2")).toMatchObject({ charge: { discardHand: { base: 0, perLevel: 1 } }, bite: { damage: { base: 2, perLevel: 1 } } });
    expect(cards.get("fightcard.fight-13")).toMatchObject({
      charge: { damage: { base: 2, perLevel: 0 } },
      bite: { damage: { base: -1, perLevel: 1 }, lowerAttribute: "alchemy" },
    });
    expect(cards.get("fightcard.fight-20")?.bite.damage).toEqual({ base: 0, perLevel: 0, attribute: "defence" });
    expect(cards.get("fightcard.fight-1")).toMatchObject({ charge: { trash: 1 }, bite: { damage: { base: 3, perLevel: 0 } } });
  });

  it("Start: starting hand and gold by seat for 1-5 players; at 4-5 players each raises one attribute to 2; first to 4 trophies wins", () => {
    const t = content().tables;
    expect(t.start["1"]).toEqual([{ hand: 5, gold: 3 }]);
    expect(t.start["4"]).toEqual([
      { hand: 2, gold: 4 },
      { hand: 3, gold: 5 },
      { hand: 4, gold: 6 },
      { hand: 5, gold: 7 },
    ]);
    expect(t.start["5"].map((s) => s.gold)).toEqual([5, 5, 5, 7, 7]);
    expect(t.raiseOneAttributeAt).toEqual([4, 5]);
    expect(t.trophiesToWin).toBe(4);
    expect(t.poolSlotModifiers).toEqual([1, 1, 0, 0, 0, -1]);
    expect(t.soloChargeUpTo).toBe(3);
  });

  it("Cards whose faces the sources do not give are original: potions, exploration and event cards", () => {
    const c = content();
    for (const x of [...c.potions, ...c.explorations, ...c.events]) expect(x.original, x.id).toBe(true);
    expect(c.potions.reduce((n, p) => n + p.copies, 0)).toBe(28);
  });
});

describe("Ciri and Lost Mount (Stretch Goal Expansions)", () => {
  const rulebook = expansionsRulebook();

  it("Ciri Expansion: Ciri starts in the School of the Wolf, Dance of Blades is her unique card, Elder Blood is once per fight", () => {
    const c = content();
    const ciri = c.witchers.find((w) => w.id === "witcher.ciri")!;
    expect(ciri.school).toBe("school.wolf");
    expect(c.actions.find((a) => a.id === "action.dance-of-blades")).toMatchObject({ owner: "witcher.ciri", cost: 1, tier: "unique" });
    // "Symbols on that Combo Extension depend on the Specialty level": one entry per level, assumed
    expect(ciri.elderBlood).toHaveLength(5);
    expect(owEntity("witcher.ciri").hooks.find((h) => h.window === "specialty")?.limit).toBe("once-per-fight");
    expect(ciri.assumed).toContain("specialty");
  });

  it("Unique Witcher Action card (Ciri): Dance of Blades's generated English text is its printed text", () => {
    const quoted = /Dance of Blades \(cost 1\), Special Action \(printed text\): (.*)/.exec(rulebook)?.[1];
    expect(quoted).toBe("If this Combo has 3 or more cards, deal 1 additional Damage.");
    const problems: RenderProblem[] = [];
    const ours = renderRulesText(owEntity("action.dance-of-blades"), catalogue("en"), { problems }).join(" ");
    expect(problems).toEqual([]);
    expect(normalise(ours)).toBe(normalise(quoted!));
  });

  it("Lost Mount card (printed text): the generated English text of the Lost Mount card is its printed text", () => {
    const quoted = printed(rulebook, "Lost Mount card (printed text)\n", "\nAdventure Pack Expansion");
    const problems: RenderProblem[] = [];
    const ours = renderRulesText(owEntity("mount.lost-mount"), catalogue("en"), { problems }).join(" ");
    expect(problems).toEqual([]);
    expect(normalise(ours)).toBe(normalise(quoted));
    expect(content().lostMount?.table).toEqual([
      { from: 1, to: 3, draw: 0 },
      { from: 4, to: 5, draw: 1 },
      { from: 6, to: 6, draw: 2 },
    ]);
  });
});

describe("Old World rules text", () => {
  for (const locale of ["en", "ro"] as const) {
    it(`every hook of every Old World entity renders in ${locale} with no missing message`, () => {
      const cat = catalogue(locale);
      const problems: RenderProblem[] = [];
      let sentences = 0;
      for (const e of owBundled().entities) sentences += renderRulesText(e, cat, { problems }).length;
      expect(problems).toEqual([]);
      expect(sentences).toBeGreaterThan(60);
    });
  }
});
