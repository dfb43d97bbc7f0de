// A scenario's "run" lens in the editor, in headless Chromium: a lens above each scenario of the code panel plays
// that one scenario in the language worker and says whether it passed, in the language the editor shows; a failure
// is also a marker at its expectation, as after an edit.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { editorPerTest } from "./harness.ts";

const open = editorPerTest();

type Hooks = {
  grimoire: {
    store: { active: string | null };
    markers(): { path: string; line: number; message: string; code: string }[];
    editor(): { setSelection(r: object): void; focus(): void; getModel(): { getValue(): string } | null } | null;
  };
};

const FILE = "scenarios/adventure-rest.grim";

/** the code lenses on screen, as their text */
const lenses = (page: Page) => page.$$eval(".codelens-decoration a", (as) => as.map((a) => a.textContent ?? ""));

async function lensSays(page: Page, text: string): Promise<void> {
  await page.waitForFunction((t) => [...document.querySelectorAll(".codelens-decoration a")].some((a) => a.textContent === t), text, { timeout: 15_000 });
}

describe("editor: running a scenario", () => {
  it("the run lens plays the scenario and says it passed, then failed after an edit, in English and in Romanian", async () => {
    const { page } = await open();
    await page.click(`.tree button.file[data-path="${FILE}"]`);
    await page.waitForFunction((f) => (window as unknown as Hooks).grimoire.store.active === f, FILE);
    await lensSays(page, "▶ Run");
    expect(await lenses(page)).toEqual(["▶ Run", "Open in play"]);

    await page.click(".codelens-decoration a");
    await lensSays(page, "▶ Run · ✓ passed");

    // the 2 of `Geralt has 2 gold` typed over with a 3: the lens forgets the last run, and a run now fails
    const lines = await page.evaluate(() => (window as unknown as Hooks).grimoire.editor()!.getModel()!.getValue().split("\n"));
    const line = lines.findIndex((l) => l.includes("Geralt has 2 gold")) + 1;
    const column = lines[line - 1].indexOf("2 gold") + 1;
    await page.evaluate(
      ([l, c]) => {
        const ed = (window as unknown as Hooks).grimoire.editor()!;
        ed.setSelection({ startLineNumber: l, startColumn: c, endLineNumber: l, endColumn: c + 1 });
        ed.focus();
      },
      [line, column] as const,
    );
    await page.keyboard.type("3");
    await lensSays(page, "▶ Run");
    await page.click(".codelens-decoration a");
    await lensSays(page, "▶ Run · ✗ 1 failure");
    const markers = await page.evaluate((f) => (window as unknown as Hooks).grimoire.markers().filter((m) => m.path === f && m.code === "GRM3105"), FILE);
    expect(markers.map((m) => m.line)).toEqual([line]);
    expect(markers[0].message).toMatch(/^expected Geralt of Rivia to have 3 gold, but Geralt of Rivia has 2/);

    // the lens speaks the language the editor shows
    await page.click('button[data-locale="ro"]');
    await lensSays(page, "▶ Rulează · ✗ un eșec");
  }, 120_000);
});
