// A scenario's "Open in play" lens in the editor, in headless Chromium: the play preview stages the scenario's
// `given` (Geralt at Novigrad with 2 gold and a minor wound on travel) and plays on from there, the scenario's
// answers waiting as steps forward; the same in Romanian.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { editorPerTest } from "./harness.ts";

const open = editorPerTest();

const FILE = "scenarios/adventure-rest.grim";
const GERALT_AT_NOVIGRAD = '#situation-board g.hero-figure[data-hero="hero.geralt"][data-location="location.novigrad"]';

async function clickLens(page: Page, text: string): Promise<void> {
  await page.waitForFunction((t) => [...document.querySelectorAll(".codelens-decoration a")].some((a) => a.textContent === t), text, { timeout: 15_000 });
  await page.locator(".codelens-decoration a", { hasText: text }).click();
}

const logTypes = (page: Page) => page.$$eval("#situation-log li", (lis) => lis.map((li) => li.getAttribute("data-type")));

describe("editor: a scenario opened in the play preview", () => {
  it("stages the scenario's situation, plays its answers forward and back, in English and in Romanian", async () => {
    const { page } = await open();
    await page.click(`.tree button.file[data-path="${FILE}"]`);
    await clickLens(page, "Open in play");
    // the play panel opens on the situation: Geralt where the scenario puts him, his sheet as it says
    await page.waitForSelector(GERALT_AT_NOVIGRAD, { timeout: 30_000 });
    expect(await page.textContent("#situation-name")).toContain("Scenario “Geralt rests at Novigrad”");
    expect(await page.isVisible("#situation-ahead")).toBe(true);
    expect(await page.isDisabled("#situation-step-back")).toBe(true);
    const staged = await logTypes(page);
    expect(staged).not.toContain("heal");

    // the scenario's `answer rest`, given again: he heals his wound on travel
    await page.click("#situation-step-forward");
    await page.waitForSelector('#situation-log li[data-type="heal"]');
    expect(await page.isDisabled("#situation-step-forward")).toBe(true);
    await page.click("#situation-step-back");
    expect(await logTypes(page)).toEqual(staged);
    await page.waitForSelector(GERALT_AT_NOVIGRAD);

    // the same in Romanian: the lens, the heading and the staged board
    await page.click(".panel-tabs button[data-panel='card']");
    await page.click('button[data-locale="ro"]');
    await clickLens(page, "Deschide în joc");
    await page.waitForSelector(GERALT_AT_NOVIGRAD);
    expect(await page.textContent("#situation-name")).toContain("Scenariul „Geralt rests at Novigrad”");
    expect(await page.textContent("#situation-ahead")).toContain("Răspunsurile scenariului");
    await page.click("#situation-step-forward");
    await page.waitForSelector('#situation-log li[data-type="heal"]');
  }, 180_000);
});
