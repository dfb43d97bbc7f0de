// What got in a new user's way in the editor, end to end in headless Chromium:
// the Translations view's controls and the editor's width, the quick-fix menu's
// labels, locales read from content/i18n/, the English catalogue following a
// saved .grim file, and a translation saved while its English was unsaved.
import { spawnSync } from "node:child_process";
import { promises as fs } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { editorPerTest, screenshot } from "./harness.ts";
import { panel } from "./panels.ts";

const repo = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
/** every test opens its own editor over its own copy of the content (and checks the page logged no console errors) */
const open = editorPerTest();

type Hooks = {
  grimoire: {
    store: { active: string | null; dirtyPaths(): string[] };
    metrics: { sentVersion: number; markersVersion: number };
    editor(): {
      setPosition(p: { lineNumber: number; column: number }): void;
      focus(): void;
      trigger(source: string, handler: string, payload: unknown): void;
      getModel(): { getLineCount(): number; getLineMaxColumn(n: number): number; getValue(): string } | null;
    } | null;
  };
};

async function openFile(page: Page, file: string): Promise<void> {
  await page.click(`.tree button.file[data-path="${file}"]`);
  await page.waitForFunction((f) => (window as unknown as Hooks).grimoire.store.active === f, file);
}

/** Pastes text at the end of the open file, as one edit, and waits for its markers. */
async function appendText(page: Page, text: string): Promise<void> {
  await page.evaluate((t) => {
    const ed = (window as unknown as Hooks).grimoire.editor()!;
    const m = ed.getModel()!;
    const line = m.getLineCount();
    ed.setPosition({ lineNumber: line, column: m.getLineMaxColumn(line) });
    ed.focus();
    ed.trigger("keyboard", "paste", { text: t });
  }, text);
  await page.waitForFunction(() => {
    const g = (window as unknown as Hooks).grimoire;
    return g.metrics.markersVersion >= g.metrics.sentVersion;
  });
}

/** True when the element is drawn and nothing (no scrolled-away panel) hides its centre. */
async function inView(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel) as HTMLElement | null;
    if (!el) return false;
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    if (r.width === 0 || y < 0 || y > window.innerHeight || x < 0 || x > window.innerWidth) return false;
    const hit = document.elementFromPoint(x, y);
    return !!hit && (hit === el || el.contains(hit));
  }, selector);
}

const editorWidth = (page: Page) => page.evaluate(() => document.querySelector("grim-code-editor")!.getBoundingClientRect().width);

describe("editor: rough edges", () => {
  it("Translations: the language, catalogue and Save stay in view while the table scrolls, and the editor keeps its width", async () => {
    const { page } = await open();
    await openFile(page, "adventure/monsters.grim");
    const before = await editorWidth(page);
    await panel(page, "translations");
    await page.waitForSelector(".tr-table tbody tr");
    expect(await editorWidth(page)).toBe(before);
    await page.evaluate(() => {
      const s = document.querySelector(".tr-scroll")!;
      s.scrollTop = s.scrollHeight;
    });
    // the table did scroll: its first row is out of view
    expect(await inView(page, ".tr-table tbody tr:first-child td.en")).toBe(false);
    for (const control of ["#tr-locale", "#tr-file", "#tr-filter", "#tr-save"]) expect(await inView(page, control), control).toBe(true);
    await screenshot(page, "translations-scrolled");
  });

  it("a new locale folder under content/i18n/ appears in the card preview and the Translations view without code changes", async () => {
    const { page } = await open(async (dir) => {
      await fs.mkdir(path.join(dir, "i18n", "de"));
      await fs.writeFile(path.join(dir, "i18n", "de", "adventure-base.ftl"), "# source-hash: 00000000\nenemy__bandits__name = Banditen\n");
    });
    await openFile(page, "adventure/enemies.grim");
    await page.waitForSelector('.locales button[data-locale="de"]');
    expect(await page.locator(".locales button").evaluateAll((bs) => bs.map((b) => (b as HTMLElement).dataset.locale))).toEqual(["en", "de", "ro", "en-XA"]);
    expect((await page.textContent('.locales button[data-locale="de"]'))?.trim()).toBe("Deutsch");
    await panel(page, "translations");
    await page.waitForSelector("#tr-locale");
    expect(await page.locator("#tr-locale option").evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual(["de", "ro"]);
    await page.selectOption("#tr-locale", "de");
    await page.selectOption("#tr-file", "adventure-base");
    expect(await page.locator('.tr-table tr[data-id="enemy__bandits__name"] textarea').inputValue()).toBe("Banditen");
    expect(await page.textContent(".tr-table thead")).toContain("Deutsch");
  });

  it("the quick-fix menu shows its whole label", async () => {
    const { page } = await open();
    await openFile(page, "adventure/foulfate.grim");
    await appendText(page, '\nfoulfate Ambush "Ambush" {\n  original\n  effect: spend 2 gold or fight Bandts\n}\n');
    const line = await page.evaluate(() => (window as unknown as Hooks).grimoire.editor()!.getModel()!.getLineCount() - 2);
    await page.evaluate((l) => {
      const ed = (window as unknown as Hooks).grimoire.editor()!;
      ed.setPosition({ lineNumber: l, column: 36 });
      ed.focus();
    }, line);
    await page.keyboard.press("Control+.");
    await page.waitForSelector(".action-widget .monaco-list-row.action .title");
    // cut: the label is wider than what is drawn of it, or it runs past its row. The menu lays itself out
    // over a few frames (more on a busy machine), so the measure is taken until it settles.
    const measure = () =>
      page.locator(".action-widget .monaco-list-row.action .title").evaluateAll((els) =>
        els.map((e) => {
          const t = e as HTMLElement;
          const row = t.closest(".monaco-list-row")!.getBoundingClientRect();
          const r = t.getBoundingClientRect();
          return { text: t.textContent, cut: t.scrollWidth > t.clientWidth || r.right > row.right + 0.5 };
        }),
      );
    await expect.poll(measure, { timeout: 10_000 }).toContainEqual({ text: "Change to `Bandits`", cut: false });
    await screenshot(page, "quick-fix-label");
  });

  it("saving a .grim file keeps the English catalogue in step, so `grimoire i18n check` passes", async () => {
    const { s, page } = await open();
    await openFile(page, "adventure/monsters.grim");
    await appendText(page, '\nmonster Bog "Bog Drowner" : bronze {\n  original\n  sword 2\n  shield 2\n}\n');
    await page.keyboard.press("Control+s");
    const en = path.join(s.contentDir, "i18n/en/adventure-base.ftl");
    await expect.poll(async () => (await fs.readFile(en, "utf8")).includes("monster__bog__name = Bog Drowner"), { timeout: 20_000 }).toBe(true);
    // the file is on disk before the server's answer reaches the page: wait for the answer too
    await expect.poll(() => page.evaluate(() => (window as unknown as Hooks).grimoire.store.dirtyPaths()), { timeout: 20_000 }).toEqual([]);
    // the catalogue matches the sources; Romanian merely lacks the new name
    expect(i18nCheck(s.contentDir, "ro").stdout).not.toContain("does not match the .grim content");
  });

  it("a translation saved while its English is unsaved saves the English too: the stamp matches the disk, `grimoire i18n check` passes", async () => {
    const { s, page } = await open();
    await openFile(page, "adventure/monsters.grim");
    await appendText(page, '\nmonster Bog "Bog Drowner" : bronze {\n  original\n  sword 2\n  shield 2\n}\n');
    await panel(page, "translations");
    await page.selectOption("#tr-locale", "ro");
    await page.selectOption("#tr-file", "adventure-base");
    const row = page.locator('.tr-table tbody tr[data-id="monster__bog__name"]');
    await row.locator("textarea").fill("Înecatul din mlaștină");
    await row.locator("textarea").press("Tab");
    await page.waitForFunction(() => /and 1 \.grim file/.test(document.querySelector("#tr-save")!.textContent ?? ""));
    await page.click("#tr-save");
    await page.waitForFunction(() => (window as unknown as Hooks).grimoire.store.dirtyPaths().length === 0);
    expect(await fs.readFile(path.join(s.contentDir, "adventure/monsters.grim"), "utf8")).toContain('monster Bog "Bog Drowner"');
    await expect
      .poll(async () => (await fs.readFile(path.join(s.contentDir, "i18n/en/adventure-base.ftl"), "utf8")).includes("Bog Drowner"), { timeout: 20_000 })
      .toBe(true);
    const r = i18nCheck(s.contentDir, "ro");
    expect(r.stdout).toContain("0 stale, 0 missing");
    expect(r.status).toBe(0);
  });
});

/** `grimoire i18n check` on a root whose content/ is the test's copy. */
function i18nCheck(contentDir: string, locale: string): { status: number | null; stdout: string } {
  const root = path.join(contentDir, "..", `${path.basename(contentDir)}-root`);
  spawnSync("mkdir", ["-p", root]);
  spawnSync("ln", ["-sfn", contentDir, path.join(root, "content")]);
  const r = spawnSync(process.execPath, [path.join(repo, "bin/grimoire.js"), "i18n", "check", "--locale", locale, "--root", root], { encoding: "utf8" });
  spawnSync("rm", ["-rf", root]);
  return { status: r.status, stdout: r.stdout + r.stderr };
}
