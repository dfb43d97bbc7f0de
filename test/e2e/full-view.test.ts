// The full-size Play view in headless Chromium at 1280 × 720: the Adventure play preview, the Old World
// fight, the Wild Hunt round and the replay viewer opened in the view that uses the whole window. In each
// the smallest label rendered is measured (every label at least 11 px at the default zoom, the card read
// at full size included; the hand's thumbnails, which open it, are not labels), the board, the table and
// the log must not overlap, and nothing may run out of the window. The Romanian view's visible words are
// read against the English catalogues (test/e2e/visible-words.ts): none may be English but names. Screenshots of the views in
// English and Romanian, both games, are compared with committed baselines within a tolerance (fonts of
// another machine of the same Debian differ in anti-aliasing). One browser and one server for the file.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { compareWithBaseline, editorOverBundledContent } from "./harness.ts";
import { panel, runPlay, startHunt } from "./panels.ts";
import { englishLeftIn } from "./visible-words.ts";

const editor = editorOverBundledContent();
const MIN_LABEL = 11;

type Hooks = { grimoire: { store: { locale: string; fullView: boolean; changed(): void } } };

/** the view in a locale: the store's locale set as the language buttons set it */
async function setLocale(page: Page, locale: string): Promise<void> {
  await page.click(`.full-locales button[data-locale="${locale}"]`);
  await page.waitForFunction((l) => (window as unknown as Hooks).grimoire.store.locale === l, locale);
}

async function fullView(page: Page, on: boolean): Promise<void> {
  const now = await page.evaluate(() => (window as unknown as Hooks).grimoire.store.fullView);
  if (now !== on) await page.click("#full-view");
  await page.waitForSelector(on ? '.layout[data-view="full"]' : '.layout[data-view="column"]');
  // the labels are fitted after the boards are laid out
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

interface Measure {
  smallest: { size: number; text: string; where: string };
  overlaps: string[];
  overflows: string[];
  labelsOverlapping: string[];
}

/**
 * The smallest label rendered in the full-size view (HTML text at its computed size; a board's or a card's
 * SVG text at its size times the drawing's scale on screen), the stage's regions that overlap, what runs
 * out of its box, and the map's or board's labels that overlap each other.
 */
async function measure(page: Page): Promise<Measure> {
  return page.evaluate(() => {
    const side = document.querySelector(".layout.full .side")!;
    let smallest = { size: Infinity, text: "", where: "" };
    const walker = document.createTreeWalker(side, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = (n.textContent ?? "").trim();
      const el = n.parentElement;
      if (!text || !el) continue;
      // what is not drawn: a select's closed options, an SVG's tooltips, a closed <details>
      if (el.closest("option, select, title, script, style")) continue;
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      // the hand's and the combo's thumbnails: a click reads the card at full size
      if (el.closest(".fight-card:not(.focus) svg.face")) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const fs = Number.parseFloat(getComputedStyle(el).fontSize);
      const svg = el instanceof SVGElement ? (el as unknown as SVGGraphicsElement).getScreenCTM() : null;
      const size = svg ? fs * Math.hypot(svg.a, svg.b) : fs;
      if (size < smallest.size) smallest = { size, text: text.slice(0, 40), where: el.closest("[id]")?.id ?? el.tagName };
    }
    const rect = (e: Element) => e.getBoundingClientRect();
    const meet = (a: DOMRect, b: DOMRect) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
    const overlaps: string[] = [];
    const stage = [...document.querySelectorAll(".layout.full .stage > *")].filter((e) => rect(e).height > 0);
    for (let i = 0; i < stage.length; i++)
      for (let j = i + 1; j < stage.length; j++) if (meet(rect(stage[i]), rect(stage[j]))) overlaps.push(`${stage[i].className} × ${stage[j].className}`);
    const overflows: string[] = [];
    if (document.documentElement.scrollWidth > innerWidth) overflows.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    for (const e of [side, ...side.querySelectorAll(".panel-body, .stage, .stage > *, .row, .decision, .fight-view, .hero-sheet")]) {
      const r = rect(e);
      if (r.height === 0) continue;
      if (e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== "visible") overflows.push(`${e.className || e.tagName} scrolls sideways`);
      if (r.right > innerWidth + 0.5) overflows.push(`${e.className || e.tagName} ends at ${Math.round(r.right)} px`);
    }
    const labels = [...side.querySelectorAll(".stage-board svg.board .location text.name, .stage-board svg.board .location > text")].map((t) => ({
      text: t.textContent ?? "",
      r: rect(t),
    }));
    const labelsOverlapping: string[] = [];
    for (let i = 0; i < labels.length; i++)
      for (let j = i + 1; j < labels.length; j++) if (meet(labels[i].r, labels[j].r)) labelsOverlapping.push(`${labels[i].text} × ${labels[j].text}`);
    return { smallest, overlaps, overflows, labelsOverlapping };
  });
}

async function expectReadable(page: Page): Promise<void> {
  const m = await measure(page);
  expect(m.smallest.size, `${m.smallest.text} in ${m.smallest.where}`).toBeGreaterThanOrEqual(MIN_LABEL - 0.05);
  expect(m.overlaps).toEqual([]);
  expect(m.overflows).toEqual([]);
  expect(m.labelsOverlapping).toEqual([]);
}

/** answers with the first button until the witcher may start a combo */
async function untilComboTurn(page: Page): Promise<void> {
  for (let i = 0; i < 20 && !(await page.$("#fight-decision button[data-key^='combo.']")); i++) await page.click("#fight-decision button >> nth=0");
}

async function startFight(page: Page): Promise<void> {
  await panel(page, "fight");
  await page.waitForSelector("#fight-witcher");
  await page.selectOption("#fight-witcher", "witcher.wolf-witcher");
  await page.selectOption("#fight-monster", "monster.barghest");
  await page.click("#fight-run");
  await page.waitForSelector("#fight-decision");
}

describe("editor: the full-size Play view at 1280 × 720", () => {
  it("switches with its button and Ctrl+Shift+F, and back, keeping the fight where it was", async () => {
    const page = editor.session.page;
    await page.setViewportSize({ width: 1280, height: 720 });
    await startFight(page);
    await page.click("#fight-decision button >> nth=0");
    const log = await page.$$eval("#fight-log li", (els) => els.length);
    await fullView(page, true);
    expect(await page.isVisible(".source")).toBe(false);
    expect(await page.$$eval("#fight-log li", (els) => els.length)).toBe(log);
    await page.keyboard.press("Control+Shift+F");
    await page.waitForSelector('.layout[data-view="column"]');
    expect(await page.isVisible(".source")).toBe(true);
    expect(await page.$$eval("#fight-log li", (els) => els.length)).toBe(log);
    await page.keyboard.press("Control+Shift+F");
    await page.waitForSelector('.layout[data-view="full"]');
    await page.keyboard.press("Escape");
    await page.waitForSelector('.layout[data-view="column"]');
  });

  it("Old World fight: the map beside the monster's card read at full size, the combo and the hand, the log beside them", async () => {
    const page = editor.session.page;
    await fullView(page, true);
    await untilComboTurn(page);
    const places = await page.evaluate(() => {
      const r = (s: string) => document.querySelector(s)!.getBoundingClientRect();
      return { map: r("#fight-map"), hand: r("#fight-hand"), log: r("#fight-log") };
    });
    expect(places.hand.left).toBeGreaterThanOrEqual(places.map.right);
    expect(places.log.left).toBeGreaterThanOrEqual(places.hand.right);
    expect(places.hand.top).toBeLessThan(720);
    expect(await page.getAttribute("#fight-focus", "data-card")).toBe("monster.barghest");
    // a card of the hand clicked is read at full size
    const card = await page.getAttribute("#fight-hand .fight-card >> nth=0", "data-card");
    await page.click("#fight-hand .fight-card >> nth=0");
    expect(await page.getAttribute("#fight-focus", "data-card")).toBe(card);
    await page.click("#fight-focus .fight-card");
    expect(await page.getAttribute("#fight-focus", "data-card")).toBe("monster.barghest");
    await expectReadable(page);
    const png = await page.screenshot();
    const { share, max } = await compareWithBaseline(page, "full-view.fight.en", png);
    expect(share).toBeLessThanOrEqual(max);
  });

  it("Old World fight in Romanian: every panel word from the catalogues, no English word but names, and the baseline", async () => {
    const page = editor.session.page;
    await setLocale(page, "ro");
    expect(await englishLeftIn(page, "ro")).toEqual([]);
    await expectReadable(page);
    const { share, max } = await compareWithBaseline(page, "full-view.fight.ro", await page.screenshot());
    expect(share).toBeLessThanOrEqual(max);
    await setLocale(page, "en");
  });

  it("Step back and forward: a live fight goes back to the previous decision (the copy of the fight kept there) and forward again", async () => {
    const page = editor.session.page;
    const snapshot = () =>
      page.evaluate(() => `${document.querySelector("#fight-decision")?.textContent}|${document.querySelector("#fight-log")?.textContent}`);
    const before = await snapshot();
    await page.click("#fight-decision button >> nth=0");
    const after = await snapshot();
    expect(after).not.toBe(before);
    await page.click("#fight-step-back");
    expect(await snapshot()).toBe(before);
    await page.click("#fight-step-forward");
    expect(await snapshot()).toBe(after);
    expect(await page.isDisabled("#fight-step-forward")).toBe(true);
  });

  it("Adventure play: the board, the dice and the hero's sheet, and the log, in English and Romanian", async () => {
    const page = editor.session.page;
    await runPlay(page, "monster.alghoul");
    await page.waitForSelector("#play-board svg");
    await fullView(page, true);
    await expectReadable(page);
    const en = await compareWithBaseline(page, "full-view.adventure.en", await page.screenshot());
    expect(en.share).toBeLessThanOrEqual(en.max);
    // the same view in English is caught word by word: the check reads what is on screen
    const caught = await englishLeftIn(page, "ro");
    expect(
      caught.some((w) => w.startsWith("event in ")),
      caught.join("\n"),
    ).toBe(true);
    await setLocale(page, "ro");
    expect(await englishLeftIn(page, "ro")).toEqual([]);
    await expectReadable(page);
    const ro = await compareWithBaseline(page, "full-view.adventure.ro", await page.screenshot());
    expect(ro.share).toBeLessThanOrEqual(ro.max);
    await setLocale(page, "en");
  });

  it("Wild Hunt round: the map of the table, the Hunt's table and the log; a round over reads in Romanian", async () => {
    const page = editor.session.page;
    await fullView(page, false);
    await startHunt(page, "easy", 4);
    await fullView(page, true);
    await page.waitForSelector("#hunt-map svg.ow-map");
    await expectReadable(page);
    await setLocale(page, "ro");
    expect(await englishLeftIn(page, "ro")).toEqual([]);
    await setLocale(page, "en");
  });

  it("Replay: a recorded Old World game stepped through in the full-size view", async () => {
    const page = editor.session.page;
    await panel(page, "replay");
    await page.selectOption("#replay-game", "oldworld");
    await page.fill("#replay-seed", "4");
    await page.dispatchEvent("#replay-seed", "change");
    await page.click("#replay-record");
    await page.waitForSelector('.replay[data-game="oldworld"] #replay-board svg.ow-map');
    await page.click("#replay-forward");
    await expectReadable(page);
    await setLocale(page, "ro");
    expect(await englishLeftIn(page, "ro")).toEqual([]);
    await setLocale(page, "en");
  });

  it("a narrow window: the board, the table and the log one above the other, nothing out of the window", async () => {
    const page = editor.session.page;
    await page.setViewportSize({ width: 700, height: 800 });
    await startFight(page);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const m = await measure(page);
    expect(m.overlaps).toEqual([]);
    expect(m.overflows).toEqual([]);
    expect(m.smallest.size).toBeGreaterThanOrEqual(MIN_LABEL - 0.05);
    expect(editor.session.consoleErrors).toEqual([]);
  });
});
