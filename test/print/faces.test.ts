// Card faces from the shared renderer (compiler/render), on the bundled
// content: the words and icons a player reads on each kind of card, in
// English and Romanian, and the layout checks a designer meets.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { bundled, entity } from "../content/bundled.ts";
import { ROOT } from "../i18n/helpers.ts";
import { cardFaces, iconsOf, wordsOf } from "./card-faces.ts";
import { checkLayout } from "../../compiler/render/layout.ts";
import { isIcon, ICONS } from "../../compiler/render/icons.ts";
import { faceSvg } from "../../compiler/render/svg.ts";
import { paragraph } from "../../compiler/render/text-flow.ts";
import { impose } from "../../compiler/print/sheet.ts";

const { layout, face } = cardFaces("adventure", entity, () => bundled().program);

describe("card faces", () => {
  it("the bundled layout passes its checks and names only icons that exist", () => {
    expect(checkLayout(JSON.parse(readFileSync(path.join(ROOT, "content/layouts/adventure.json"), "utf8")), isIcon)).toEqual([]);
  });

  it("Monsters: a monster token shows its sword and shield stats as icons with their numbers", () => {
    const { front } = face("monster.alghoul", "en");
    expect(front.shape).toBe("round");
    const icons = iconsOf(front);
    expect(icons.slice(0, 2)).toEqual(["sword", "shield"]);
    // the token's colour is its tier; the name and the two stats open it
    expect(front.colour).toBe(layout.colours.silver);
    expect(wordsOf(front)).toMatch(/^Alghoul 4 3 /);
  });

  it("Battles: 'gain 3 VP' is drawn as 3 and the VP icon, in English and in Romanian", () => {
    for (const locale of ["en", "ro"]) {
      const { front } = face("monster.alghoul", locale);
      expect(iconsOf(front), locale).toContain("vp");
      expect(wordsOf(front), locale).not.toMatch(/\bVP\b/);
    }
  });

  it("Investigation: a blue task's gold and blue proof are icons; the frame takes the deck's colour", () => {
    const en = face("investigation.alchemists-commission", "en");
    const ro = face("investigation.alchemists-commission", "ro");
    for (const f of [en.front, ro.front]) expect(iconsOf(f)).toEqual(expect.arrayContaining(["gold", "proof-blue"]));
    expect(en.front.colour).toBe(layout.colours.blue);
    expect(wordsOf(ro.front)).toContain("Sarcină:");
    expect(wordsOf(ro.front)).toContain("Investigație");
  });

  it("Quests: leads and proofs by colour, and the VP of the main and support quests", () => {
    const { front, words } = face("quest.bandit-king", "ro");
    expect(iconsOf(front)).toEqual(expect.arrayContaining(["vp", "proof-red", "proof-purple", "gold", "lead-purple"]));
    expect(words.kindLine).toBe("Misiune de luptă · Gors Velen");
  });

  it("Foul Fate: minor and severe wounds have their own icons", () => {
    // both languages say "minor" where the source does ("suffer 1 minor wound", as the printed cards read)
    expect(iconsOf(face("foulfate.twisted-ankle", "en").front)).toContain("wound-minor");
    expect(iconsOf(face("foulfate.twisted-ankle", "ro").front)).toContain("wound-minor");
    expect(iconsOf(face("foulfate.deep-cut", "en").front)).toContain("wound-severe");
    expect(iconsOf(face("foulfate.deep-cut", "ro").front)).toContain("wound-severe");
  });

  it("Heroes: a hero sheet lists its actions in the chosen language", () => {
    const { words } = face("hero.geralt", "ro");
    expect(words.rules[0]).toMatch(/^Acțiuni: Călătorie, Investigație, /);
  });

  it("every card's back shows its kind in the chosen language", () => {
    expect(wordsOf(face("foulfate.deep-cut", "ro").back)).toBe("Neșansă");
    expect(wordsOf(face("goodfortune.blessing", "en").back)).toBe("Good Fortune");
  });

  it("icons follow numbers only: 'Successful sword:' stays a word, '20 de răni' becomes an icon", () => {
    const terms = layout.icons.ro;
    const p = paragraph("Reușită la sabie: suferi 20 de răni și 2 săbii.", terms, "regular", true);
    const atoms = p.flat();
    expect(atoms.filter((a) => a.kind === "icon").map((a) => (a as { icon: string }).icon)).toEqual(["wound", "sword"]);
    expect(atoms.filter((a) => a.kind === "word").map((a) => (a as { text: string }).text)).toEqual([
      "Reușită",
      "la",
      "sabie:",
      "suferi",
      "20",
      "de",
      "și",
      "2",
      ".",
    ]);
  });

  it("the SVG of a face is the same for the same card and locale, and carries its words", () => {
    const a = faceSvg(face("quest.bandit-king", "ro").front);
    expect(a).toBe(faceSvg(face("quest.bandit-king", "ro").front));
    expect(a).toContain("Regele");
    expect(a).toContain('data-icon="proof-red"');
  });

  it("every icon is a list of paths with colours", () => {
    for (const [id, paths] of Object.entries(ICONS)) {
      expect(paths.length, id).toBeGreaterThan(0);
      for (const p of paths) expect(p.d, id).toMatch(/^M/);
    }
  });

  it("layout mistakes are named by their path", () => {
    const bad = JSON.parse(JSON.stringify(layout));
    bad.kinds.monster.stats[0].icon = "axe";
    bad.kinds.quest.regions.text.minFontSize = 20;
    bad.icons.ro[0].words = "(";
    bad.kinds.enemy.width = "wide";
    const problems = checkLayout(bad, isIcon).map((p) => `${p.path} ${p.message}`);
    expect(problems).toEqual(
      expect.arrayContaining([
        'kinds.monster.stats[0].icon "axe" is not an icon',
        "kinds.quest.regions.text.minFontSize must not be larger than fontSize (8.5)",
        'kinds.enemy.width must be a number, not "wide"',
        expect.stringMatching(/^icons\.ro\[0\]\.words is not a valid regular expression/),
      ]),
    );
  });
});

describe("print-and-play sheets", () => {
  const card = { width: 63, height: 88, bleed: 2 };
  it("nine standard cards fit an A4 page, six a Letter page; the back page mirrors the columns", () => {
    const a4 = impose(
      Array.from({ length: 10 }, (_, i) => i),
      () => card,
      "a4",
      true,
    );
    expect(a4.map((p) => [p.side, p.slots.length])).toEqual([
      ["front", 9],
      ["back", 9],
      ["front", 1],
      ["back", 1],
    ]);
    const [front, back] = a4;
    // long-edge flip: the first card's back is at the mirrored x, same y
    expect(back.slots[0].x).toBeCloseTo(210 - front.slots[0].x - 67);
    expect(back.slots[0].y).toBe(front.slots[0].y);
    expect(
      impose(
        Array.from({ length: 6 }, (_, i) => i),
        () => card,
        "letter",
        false,
      ).map((p) => p.slots.length),
    ).toEqual([6]);
  });

  it("cut marks fall on every trim line, outside the cards", () => {
    const [page] = impose([1, 2, 3], () => card, "a4", false);
    const xs = new Set(page.marks.filter(([x1, , x2]) => x1 === x2).map(([x]) => Math.round(x * 100) / 100));
    const expected = page.slots.flatMap((s) => [s.x + 2, s.x + 2 + 63]).map((x) => Math.round(x * 100) / 100);
    expect([...xs].sort((a, b) => a - b)).toEqual([...new Set(expected)].sort((a, b) => a - b));
    for (const [, y1, , y2] of page.marks.filter(([x1, , x2]) => x1 === x2)) {
      const top = page.slots[0].y;
      expect(Math.max(y1, y2) <= top || Math.min(y1, y2) >= top + 92).toBe(true);
    }
  });

  it("a card larger than the paper is refused with a clear message", () => {
    expect(() => impose([1], () => ({ width: 300, height: 400, bleed: 2 }), "a4", false)).toThrow("a 300 × 400 mm card does not fit on a4 paper");
  });
});
