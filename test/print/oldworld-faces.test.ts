// The Old World's card faces from the one renderer (compiler/render) and its
// layout (content/layouts/oldworld.json), on the bundled Old World content:
// what a player reads on an action card, a monster, a fight card, a potion,
// an exploration card, an event and a witcher's sheet, in English and
// Romanian; the texts that do not fit, per locale; and the printed sheets.
import { games } from "../../games/registry.ts";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { owBundled, owEntity } from "../content/oldworld/bundled.ts";
import { ROOT } from "../i18n/helpers.ts";
import { grimoire, overflowsOf, scratchContent } from "./print-run.ts";
import { cardFaces, iconsOf, wordsOf } from "./card-faces.ts";
import { readLayout } from "../../compiler/print/project.ts";
import { checkLayout } from "../../compiler/render/layout.ts";
import { isIcon } from "../../compiler/render/icons.ts";
import { faceCards } from "../../compiler/render/deck.ts";

const { layout, docs, face } = cardFaces("oldworld", owEntity, () => owBundled().program);

describe("Old World card faces", () => {
  it("the Old World layout passes the layout checks and names only icons that exist", () => {
    expect(readLayout(ROOT, "oldworld").problems).toEqual([]);
  });

  it("every Old World card kind of the base game has a template: actions, monsters, fight cards, potions, exploration, events, witchers", () => {
    const kinds = new Set(owBundled().entities.map((e) => e.kind));
    for (const k of ["action", "monster", "fightcard", "potion", "exploration", "event", "witcher"]) {
      expect(kinds.has(k), k).toBe(true);
      expect(Object.keys(layout.kinds), k).toContain(k);
    }
    // the map, its locations, schools and the setup are not cards
    for (const k of ["map", "location", "school", "setup"]) expect(Object.keys(layout.kinds)).not.toContain(k);
  });

  it("Action cards: the frame takes the card's colour; cost, terrain, symbols and the combo extension are icons", () => {
    // Crippling Strike: blue, cost 2, mountain, 3 damage and 1 draw, extends yellow with 1 damage
    const { front, words } = face("action.crippling-strike", "en");
    expect(front.colour).toBe(layout.colours.blue);
    expect(iconsOf(front)).toEqual(["cost", "terrain-mountain", "combo-yellow", "damage", "draw", "damage"]);
    expect(wordsOf(front)).toMatch(/^Crippling Strike Action card · blue · cost 2 2 3 1 1/);
    expect(words.backLabel).toBe("Action card");
    const red = face("action.rend", "en").front;
    expect(red.colour).toBe(layout.colours.red);
    expect(iconsOf(red)).toContain("combo-blue");
  });

  it("Action cards in Romanian: the kind line, colour and rules text come from the Romanian catalogues", () => {
    const { front } = face("action.crippling-strike", "ro");
    expect(wordsOf(front)).toContain("Lovitură paralizantă");
    expect(wordsOf(front)).toContain("Carte de acțiune · albastră · costă 2");
    const dance = face("action.dance-of-blades", "ro").front;
    expect(wordsOf(dance)).toContain("combinație");
    // "deal 1 additional damage" keeps its number with the damage icon
    expect(iconsOf(dance)).toContain("damage");
  });

  it("Monsters: the level and life are badges, the terrain an icon, the ability the card's text", () => {
    const { front } = face("monster.arachas", "en");
    expect(iconsOf(front)).toEqual(["level", "life", "terrain-forest"]);
    expect(wordsOf(front)).toMatch(/^Arachas Monster · level 1 1 10 Before the life pool: discard 1 card\.$/);
    expect(iconsOf(face("monster.foglet", "en").front)).toContain("terrain-water");
  });

  it("Monster fight cards: the Charge and Bite halves, with damage drawn as an icon", () => {
    const en = face("fightcard.fight-1", "en").front;
    expect(wordsOf(en)).toMatch(/Charge: trash 1 card\. Bite: receive 3/);
    expect(iconsOf(en)).toEqual(["damage"]);
    const ro = face("fightcard.fight-1", "ro").front;
    expect(wordsOf(ro)).toMatch(/Asalt: elimină din joc 1 carte\. Mușcătură: primești 3/);
    expect(iconsOf(ro)).toEqual(["damage"]);
  });

  it("Potions, exploration and events: a mini card, a deck-coloured card with its deck's icon, and an event with its flavour", () => {
    const potion = face("potion.swallow", "en");
    expect([potion.front.width, potion.front.height]).toEqual([44, 68]);
    expect(potion.back.items.some((i) => i.t === "icon" && i.icon === "potion")).toBe(true);
    const camp = face("exploration.abandoned-camp", "ro").front;
    expect(camp.colour).toBe(layout.colours.wilds);
    expect(iconsOf(camp)).toEqual(["wilds", "gold"]);
    expect(wordsOf(camp)).toContain("Opțiune:");
    const brawl = face("exploration.tavern-brawl", "en").front;
    expect(brawl.colour).toBe(layout.colours.city);
    expect(iconsOf(brawl)[0]).toBe("city");
    const fair = face("event.harvest-fair", "en").front;
    expect(wordsOf(fair)).toMatch(/Harvest Fair Event Gain 1 \. The square is full of stalls and music\./);
  });

  it("Witchers: the four attributes (Combat, Defence, Alchemy, Specialty) as badges and the specialty as text", () => {
    const { front } = face("witcher.wolf-witcher", "en");
    expect(iconsOf(front).slice(0, 4)).toEqual(["combat", "defence", "alchemy", "specialty"]);
    expect(wordsOf(front)).toMatch(/^Witcher of the Wolf Witcher · School of the Wolf 1 1 1 1 Specialty/);
  });

  it("Lost Mount Expansion: the Lost Mount card is labelled a mount (not a mountain) in English and Romanian", () => {
    expect(face("mount.lost-mount", "en").words.kindLine).toBe("Mount");
    expect(face("mount.lost-mount", "ro").words.kindLine).toBe("Montură");
  });

  it("the bundled Old World cards fit their regions in English and Romanian", () => {
    for (const locale of ["en", "ro"]) expect(faceCards(games, owBundled().program, layout, docs, locale).warnings, locale).toEqual([]);
  });

  it("a layout whose mark names a region the template lacks is reported by its path", () => {
    const data = JSON.parse(readFileSync(path.join(ROOT, "content/layouts/oldworld.json"), "utf8"));
    data.kinds.monster.marks[0].region = "corner";
    data.kinds.action.marks[1].icon = "arrow";
    expect(checkLayout(data, isIcon).map((p) => `${p.path} ${p.message}`)).toEqual(
      expect.arrayContaining([
        'kinds.action.marks[1].icon "arrow" is not an icon (write "{}" where the property\'s value goes, as in "terrain-{}")',
        'kinds.monster.marks[0].region names the region "corner", which the template does not have',
      ]),
    );
  });
});

describe("grimoire print: Old World cards", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "grimoire-ow-pdf-"));
  const pdf = path.join(dir, "ow-ro.pdf");
  let run: ReturnType<typeof grimoire>;
  beforeAll(() => {
    run = grimoire(["print", "content/oldworld", "--locale", "ro", "--kind", "action,monster,potion", "--out", pdf]);
  }, 180_000);

  it("prints one face per copy of every Old World action, monster and potion card, in Romanian", () => {
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const { cards } = faceCards(games, owBundled().program, layout, docs, "ro", { kinds: ["action", "monster", "potion"] });
    // the base action deck holds 90 cards; 29 monsters; Ciri's two school cards come with her set
    expect(cards.filter((c) => c.entity.kind === "action" && c.entity.tags.includes("starting") === false).length).toBeGreaterThan(0);
    const total = cards.reduce((n, c) => n + c.copies, 0);
    expect(run.stdout).toContain(`${total} cards (${cards.length} different)`);
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [pdf], { encoding: "utf8" }))?.[1]);
    const expected = new Map<string, number>();
    for (const c of cards) expected.set(c.words.name, (expected.get(c.words.name) ?? 0) + c.copies);
    const seen = new Map<string, number>();
    for (let p = 1; p <= pages; p += 2) {
      const text = execFileSync("pdftotext", ["-f", String(p), "-l", String(p), pdf, "-"], { encoding: "utf8" });
      for (const line of text.split("\n")) if (expected.has(line.trim())) seen.set(line.trim(), (seen.get(line.trim()) ?? 0) + 1);
    }
    expect(Object.fromEntries(seen)).toEqual(Object.fromEntries(expected));
    const all = execFileSync("pdftotext", [pdf, "-"], { encoding: "utf8" });
    for (const s of ["Lovitură paralizantă", "Carte de acțiune", "Înainte de formarea"]) expect(all).toContain(s);
  });

  it("lists an Old World text that does not fit with its file:line:col, once per locale", () => {
    const effects = Array.from({ length: 16 }, () => "draw 2 cards; raise shield by 2; deal 2 damage").join("; ");
    const declaration = `potion Decoction "Decoction of the Long Night" {\n  original\n  effect: ${effects}\n}\n`;
    const { line, warnings } = overflowsOf(scratchContent("grimoire-ow-print-"), "content/oldworld/potions.grim", declaration);
    expect(warnings.map((w) => w.replace(/\(needs .*/, ""))).toEqual([
      `content/oldworld/potions.grim:${line}:1: warning overflow [en] the English rules text overflows the card's text box on "Decoction of the Long Night" `,
      `content/oldworld/potions.grim:${line}:1: warning overflow [ro] the Romanian rules text overflows the card's text box on "Decoction of the Long Night" `,
    ]);
  });
});
