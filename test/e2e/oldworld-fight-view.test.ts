// The Old World fight preview in headless Chromium: the map drawn from
// content/oldworld/map.grim (locations, paths, terrain, the schools' keeps,
// the witcher's figure, the monster fought), and the fight view (the
// monster's card and life pool, the witcher's shield, the combo and the hand
// as card faces), compared with a committed screenshot within a tolerance;
// and a seeded Old World game recorded in the replay viewer and stepped through.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { compareWithBaseline, editorOverBundledContent, screenshot } from "./harness.ts";
import { owBundled } from "../content/oldworld/bundled.ts";
import { panel } from "./panels.ts";

const editor = editorOverBundledContent();

const cardsIn = (page: Page, sel: string) => page.$$eval(`${sel} .fight-card`, (els) => els.map((e) => e.getAttribute("data-card") ?? ""));
/** answers with the first button until the witcher may start a combo */
async function untilComboTurn(page: Page): Promise<void> {
  for (let i = 0; i < 20 && !(await page.$("#fight-decision button[data-key^='combo.']")); i++) await page.click("#fight-decision button >> nth=0");
}
const lifeOf = (page: Page) => page.$eval("#fight-life", (el) => Number(el.getAttribute("data-cards")));

describe("editor: the Old World map and fight view", () => {
  it("Map: every location and path of the map, the schools' keeps, the witcher's figure and the monster fought at its location", async () => {
    const page = await panel(editor.session.page, "fight");
    await page.waitForSelector("#fight-witcher");
    await page.selectOption("#fight-witcher", "witcher.wolf-witcher");
    await page.selectOption("#fight-monster", "monster.barghest");
    await page.click("#fight-run");
    await page.waitForSelector("#fight-map svg.ow-map");
    const { content } = owBundled();
    const drawn = await page.$eval("#fight-map svg", (svg) => ({
      locations: [...svg.querySelectorAll(".location")].map((l) => l.getAttribute("data-location")),
      terrains: [...svg.querySelectorAll(".location")].map((l) => `${l.getAttribute("data-location")}:${l.getAttribute("data-terrain")}`),
      icons: svg.querySelectorAll(".location [data-icon^='terrain-']").length,
      paths: svg.querySelectorAll(".path").length,
      keeps: [...svg.querySelectorAll(".location[data-school]")].map((l) => l.getAttribute("data-school")),
      witchers: [...svg.querySelectorAll(".witcher-figure")].map((w) => `${w.getAttribute("data-witcher")}@${w.getAttribute("data-location")}`),
      monsters: [...svg.querySelectorAll(".monster-token")].map((m) => `${m.getAttribute("data-monster")}@${m.getAttribute("data-location")}`),
      ring: svg.querySelector(".location:has(.fight-ring)")?.getAttribute("data-location"),
      names: [...svg.querySelectorAll(".location .name")].map((t) => t.textContent),
    }));
    expect(drawn.locations.sort()).toEqual(content.locations.map((l) => l.id).sort());
    expect(drawn.terrains.sort()).toEqual(content.locations.map((l) => `${l.id}:${l.terrain ?? "any"}`).sort());
    // Behelt Nar has no terrain: every other location shows its terrain's icon
    expect(drawn.icons).toBe(content.locations.filter((l) => l.terrain).length);
    expect(drawn.paths).toBe(content.adjacency.length);
    expect(drawn.keeps.sort()).toEqual(content.schools.map((s) => s.id).sort());
    expect(drawn.names).toContain("Kaer Morhen");
    // the witcher stands at the keep of its school, where the preview's fight takes place
    const wolfKeep = content.schools.find((s) => s.id === "school.wolf")!.location;
    expect(drawn.witchers).toEqual([`witcher.wolf-witcher@${wolfKeep}`]);
    expect(drawn.monsters).toContain(`monster.barghest@${wolfKeep}`);
    expect(drawn.ring).toBe(wolfKeep);
  });

  it("Fight: the monster's life pool holds its life in fight cards; the hand is drawn as its cards' faces", async () => {
    const page = editor.session.page;
    const { content } = owBundled();
    const barghest = content.monsters.find((m) => m.id === "monster.barghest")!;
    // the pool is drawn with as many fight cards as the monster's life; each of its attacks reveals and spends the top one
    await page.waitForSelector("#fight-decision");
    await untilComboTurn(page);
    const attacks = await page.$$eval('#fight-log li[data-type="monster-attack"]', (els) => els.length);
    expect(await lifeOf(page)).toBe(barghest.life - attacks);
    const hand = await cardsIn(page, "#fight-hand");
    expect(hand.length).toBeGreaterThan(0);
    expect(await page.$$eval("#fight-hand .fight-card svg.face", (els) => els.length)).toBe(hand.length);
    expect(await page.$$eval("#fight-view .monster-card svg.face", (els) => els.map((e) => e.getAttribute("data-entity")))).toEqual(["monster.barghest"]);
    expect(await page.$eval('#fight-witcher-stats [data-stat="shield"]', (el) => el.textContent?.trim())).toMatch(/^\d+$/);
  });

  it("Combo: a card played leaves the hand for the combo, and its damage empties the life pool card by card", async () => {
    const page = editor.session.page;
    const before = await lifeOf(page);
    const hand = await cardsIn(page, "#fight-hand");
    // start a combo with the first card of the hand, then stop extending it
    const first = await page.$$eval("#fight-decision button[data-key^='combo.']", (els) => els.map((e) => e.getAttribute("data-key")!));
    expect(first.length).toBeGreaterThan(0);
    await page.click(`#fight-decision button[data-key="${first[0]}"]`);
    if (await page.$("#fight-decision button[data-key='stop']")) {
      const building = await cardsIn(page, "#fight-combo");
      expect(building).toEqual([first[0].slice("combo.".length).replace(/#\d+$/, "")]);
      expect(await page.textContent("#fight-view h5")).toBe("Combo being played");
      await page.click("#fight-decision button[data-key='stop']");
    }
    const combo = await cardsIn(page, "#fight-combo");
    expect(combo.length).toBeGreaterThan(0);
    for (const c of combo) expect(hand).toContain(c);
    const { content } = owBundled();
    const damage = content.actions.find((a) => a.id === combo[0])!.symbols.damage;
    // its damage symbols at least (a card's own rule may add more)
    if (damage > 0) expect(await lifeOf(page)).toBeLessThanOrEqual(Math.max(0, before - damage));
    else expect(await lifeOf(page)).toBeLessThanOrEqual(before);
    await screenshot(page, "fight-view-oldworld");
  });

  it("the map matches its baseline", async () => {
    const page = editor.session.page;
    const png = await page.locator("#fight-map svg").screenshot();
    const { share, max } = await compareWithBaseline(page, "oldworld-map.fight", png);
    expect(share).toBeLessThanOrEqual(max);
    expect(editor.session.consoleErrors).toEqual([]);
  });

  it("the replay viewer records a seeded Old World game and steps through it on the map, forward and back", async () => {
    const page = await panel(editor.session.page, "replay");
    await page.selectOption("#replay-game", "oldworld");
    await page.fill("#replay-seed", "4");
    await page.dispatchEvent("#replay-seed", "change");
    await page.click("#replay-record");
    await page.waitForSelector('.replay[data-game="oldworld"] #replay-board svg.ow-map');
    const witchers = await page.$$eval(".witcher-board", (els) => els.map((e) => e.getAttribute("data-witcher")));
    expect(witchers).toHaveLength(2);
    const last = Number(await page.getAttribute("#replay-slider", "max"));
    expect(last).toBeGreaterThan(1);
    const start = await page.$eval("#replay-board", (el) => el.innerHTML);
    await page.click("#replay-last");
    expect(await page.getAttribute("#replay-position", "data-step")).toBe(String(last));
    // three rounds later the witchers have moved or spent: the game's state differs from its set-up
    expect(await page.$eval("#replay-board", (el) => el.innerHTML)).not.toBe(start);
    await page.click("#replay-first");
    expect(await page.$eval("#replay-board", (el) => el.innerHTML)).toBe(start);
    expect(editor.session.consoleErrors).toEqual([]);
  });
});
