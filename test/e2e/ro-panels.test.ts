// The editor's column panels in Romanian, read against the English catalogues as the full-size views are
// (test/e2e/visible-words.ts): the card panel, the battle odds and the translation table show no English word
// but names, the table's English column and its ids aside. The same check on the English panels finds their
// words, so it reads what is on screen.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { editorOverBundledContent } from "./harness.ts";
import { panel } from "./panels.ts";
import { englishLeftIn } from "./visible-words.ts";

const editor = editorOverBundledContent();

type Hooks = { grimoire: { store: { locale: string; changed(): void } } };

async function setLocale(page: Page, locale: string): Promise<void> {
  await page.evaluate((l) => {
    const store = (window as unknown as Hooks).grimoire.store;
    store.locale = l;
    store.changed();
  }, locale);
  await page.waitForFunction(
    (l) =>
      document.querySelector(".panel-tabs button[data-panel='card']")?.textContent?.trim() !== "" && (window as unknown as Hooks).grimoire.store.locale === l,
    locale,
  );
}

describe("editor: the column panels in Romanian", () => {
  it("the card panel: a monster's card, its flip button and the fit check, no English word but names", async () => {
    const page = editor.session.page;
    await panel(page, "card");
    await page.selectOption("#card-entity", "monster.alghoul");
    await page.waitForSelector('.card[data-entity="monster.alghoul"] .card-face svg');
    await page.click("#fit-check");
    await page.waitForSelector("#fit-report");
    expect((await englishLeftIn(page, "ro", ".side")).length).toBeGreaterThan(0);
    await setLocale(page, "ro");
    expect(await englishLeftIn(page, "ro", ".side")).toEqual([]);
    await setLocale(page, "en");
  });

  it("the battle odds: the enemy, the reroll, the table and what is counted, no English word but names", async () => {
    const page = editor.session.page;
    await panel(page, "odds");
    await page.waitForSelector("#odds-table");
    await page.selectOption("#odds-rerolls", "2");
    expect((await englishLeftIn(page, "ro", ".side")).length).toBeGreaterThan(0);
    await setLocale(page, "ro");
    expect(await englishLeftIn(page, "ro", ".side")).toEqual([]);
    await setLocale(page, "en");
  });

  it("the translation table: its bar, headings, statuses and notes, no English word but names and the English column", async () => {
    const page = editor.session.page;
    await panel(page, "translations");
    await page.waitForSelector(".tr-table");
    // what shows the English by design: the source column, the ids, the catalogues' file names, the sources' notes
    const skip = "td.en, td.id, textarea, .tr-was q, .tr-notes, #tr-file";
    expect((await englishLeftIn(page, "ro", ".side", skip)).length).toBeGreaterThan(0);
    await setLocale(page, "ro");
    expect(await englishLeftIn(page, "ro", ".side", skip)).toEqual([]);
    await setLocale(page, "en");
    expect(editor.session.consoleErrors).toEqual([]);
  });
});
