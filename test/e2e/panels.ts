// The editor's preview panels as the e2e tests drive them: a tab opened, the play preview and the Old World
// fight view started with what they are asked to run. The steps are the same clicks a designer makes; kept
// here so the tests name what they start and each selector is written once.
import type { Page } from "playwright-core";

/** Opens the preview panel `name` (card, play, fight, replay…); returns the page, for a test that starts there. */
export async function panel(page: Page, name: string): Promise<Page> {
  await page.click(`.panel-tabs button[data-panel="${name}"]`);
  return page;
}

/** Runs the card or quest `target` in the play preview, from `scenario` when given (the preview's own default otherwise). */
export async function runPlay(page: Page, target: string, scenario?: string): Promise<void> {
  await panel(page, "play");
  await page.waitForSelector("#play-target");
  await page.selectOption("#play-target", target);
  if (scenario) await page.selectOption("#play-scenario", scenario);
  await page.click("#play-run");
}

/**
 * Starts a Wild Hunt table of 2 witchers in the play preview (at `difficulty`, from `seed`, when given) and waits
 * for its first decision: the shared choice of the terrain its level II monster appears in.
 */
export async function startHunt(page: Page, difficulty?: string, seed?: number): Promise<void> {
  await panel(page, "play");
  await page.selectOption("#play-game", "hunt-round");
  await page.waitForSelector("#hunt-run");
  await page.selectOption("#hunt-players", "2");
  if (difficulty) await page.selectOption("#hunt-difficulty", difficulty);
  if (seed !== undefined) {
    await page.fill("#hunt-seed", String(seed));
    await page.dispatchEvent("#hunt-seed", "change");
  }
  await page.click("#hunt-run");
  await page.waitForSelector('#hunt-decision[data-type="hunt-monster-terrain"]');
}
