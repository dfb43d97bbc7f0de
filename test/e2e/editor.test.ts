// The authoring editor end to end, in headless Chromium: what a designer or a
// translator sees and does. Each test opens the editor served over a fresh
// copy of content/ (the repository's files are never touched).
import { promises as fs } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { editorPerTest, openEditor, screenshot, type EditorSession } from "./harness.ts";
import { panel, runPlay } from "./panels.ts";

/** every test opens its own editor over its own copy of the content (and checks the page logged no console errors) */
const open = editorPerTest();

type Hooks = {
  grimoire: {
    store: {
      active: string | null;
      open(p: string): void;
      docs: Map<string, { text: string; diskText: string | null }>;
      error: string;
      check: { version: number } | null;
      dirtyPaths(): string[];
    };
    metrics: { sentVersion: number; markersVersion: number };
    markers(): { path: string; line: number; message: string; code: string }[];
    editor(): {
      setPosition(p: { lineNumber: number; column: number }): void;
      focus(): void;
      getModel(): { getLineCount(): number; getLineMaxColumn(n: number): number; getValue(): string } | null;
    } | null;
  };
};

async function openFile(page: Page, file: string): Promise<void> {
  await page.click(`.tree button.file[data-path="${file}"]`);
  await page.waitForFunction((f) => (window as unknown as Hooks).grimoire.store.active === f, file);
}

/** Puts the cursor at a line and column of the open file and focuses the editor. */
async function cursorAt(page: Page, line: number, column: number): Promise<void> {
  await page.evaluate(
    ([l, c]) => {
      const ed = (window as unknown as Hooks).grimoire.editor()!;
      ed.setPosition({ lineNumber: l, column: c });
      ed.focus();
    },
    [line, column] as const,
  );
}

/**
 * Pastes `text` at the cursor as one edit (as a paste would: no auto-indent or
 * auto-closing per character), then leaves the cursor after it.
 */
async function paste(page: Page, text: string): Promise<void> {
  await page.evaluate((t) => {
    const ed = (window as unknown as { grimoire: { editor(): { trigger(source: string, handler: string, payload: unknown): void } } }).grimoire.editor();
    ed.trigger("keyboard", "paste", { text: t });
  }, text);
}

async function cursorAtEnd(page: Page): Promise<number> {
  return page.evaluate(() => {
    const ed = (window as unknown as Hooks).grimoire.editor()!;
    const m = ed.getModel()!;
    const line = m.getLineCount();
    ed.setPosition({ lineNumber: line, column: m.getLineMaxColumn(line) });
    ed.focus();
    return line;
  });
}

/** Waits until the markers on screen come from the last edit typed. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const g = (window as unknown as Hooks).grimoire;
    return g.metrics.markersVersion >= g.metrics.sentVersion;
  });
}

describe("editor: loading and saving", () => {
  it("opens the content files in a tree and shows the first file", async () => {
    const { page } = await open();
    const files = await page.$$eval(".tree button.file", (els) => els.map((e) => e.getAttribute("data-path")));
    expect(files).toContain("adventure/monsters.grim");
    await openFile(page, "adventure/monsters.grim");
    await expect(page.textContent(".monaco-editor .view-lines")).resolves.toContain("monster");
    await screenshot(page, "editor-source");
  });

  it("a save outside content/ is refused and the refusal is shown", async () => {
    const { s, page } = await open();
    await page.fill("#new-file-path", "../escaped.grim");
    await page.click(".new-file button[type=submit]");
    await page.waitForSelector(".error-bar");
    expect(await page.textContent(".error-bar")).toMatch(/Only files inside content\/ can be saved/);
    await expect(fs.access(path.join(path.dirname(s.contentDir), "escaped.grim"))).rejects.toThrow();
    await page.fill("#new-file-path", "/tmp/absolute.grim");
    await page.click(".new-file button[type=submit]");
    await page.waitForFunction(() => /absolute path/.test(document.querySelector(".error-bar")?.textContent ?? ""));
    await screenshot(page, "save-refused");
  });

  it("a reload restores an unsaved draft", async () => {
    const { s, page } = await open();
    await openFile(page, "adventure/monsters.grim");
    await cursorAtEnd(page);
    await paste(page, "\n# a note nobody saved\n");
    await page.waitForFunction(() => (localStorage.getItem("grimoire.draft:adventure/monsters.grim") ?? "").includes("a note nobody saved"));
    await page.reload();
    await openEditor(page, s.url);
    await page.waitForFunction(() => (window as unknown as Hooks).grimoire.store.active === "adventure/monsters.grim");
    const text = await page.evaluate(() => (window as unknown as Hooks).grimoire.editor()!.getModel()!.getValue());
    expect(text).toContain("# a note nobody saved");
    expect(await page.textContent(".status")).toContain("Restored unsaved edits: adventure/monsters.grim");
    expect(await page.$('.tab[data-path="adventure/monsters.grim"] .dirty')).not.toBeNull();
    // and the disk still has the old text until the designer saves
    expect(await fs.readFile(path.join(s.contentDir, "adventure/monsters.grim"), "utf8")).not.toContain("a note nobody saved");
    await page.click("#save");
    await page.waitForFunction(() => (window as unknown as Hooks).grimoire.store.dirtyPaths().length === 0);
    expect(await fs.readFile(path.join(s.contentDir, "adventure/monsters.grim"), "utf8")).toContain("# a note nobody saved");
  });

  it("a file changed on disk meanwhile is not overwritten: the designer is asked", async () => {
    const { s, page } = await open();
    await openFile(page, "adventure/monsters.grim");
    const file = path.join(s.contentDir, "adventure/monsters.grim");
    await fs.appendFile(file, "# changed by someone else\n");
    await cursorAtEnd(page);
    await paste(page, "\n# my change\n");
    await page.keyboard.press("Control+s");
    await page.waitForSelector("#keep-mine");
    expect(await page.textContent(".error-bar")).toContain("changed on disk");
    expect(await fs.readFile(file, "utf8")).not.toContain("# my change");
    await page.click("#keep-mine");
    await page.waitForFunction(() => !document.querySelector("#keep-mine"));
    expect(await fs.readFile(file, "utf8")).toContain("# my change");
    // a second conflict, answered the other way: the edit is dropped for the disk's text
    await fs.appendFile(file, "# another outside change\n");
    await paste(page, "# an edit to drop\n");
    await page.keyboard.press("Control+s");
    await page.waitForSelector("#take-disk");
    await page.click("#take-disk");
    await page.waitForFunction(() => !document.querySelector("#take-disk"));
    const shown = await page.evaluate(() => (window as unknown as Hooks).grimoire.editor()!.getModel()!.getValue());
    expect(shown).toBe(await fs.readFile(file, "utf8"));
    expect(shown).toContain("# another outside change");
    expect(shown).not.toContain("# an edit to drop");
  });
});

/** 1-based line of the first line of `file` (in the served copy) containing `needle`. */
async function lineOf(s: EditorSession, file: string, needle: string): Promise<{ line: number; column: number }> {
  const lines = (await fs.readFile(path.join(s.contentDir, file), "utf8")).split("\n");
  const i = lines.findIndex((l) => l.includes(needle));
  if (i < 0) throw new Error(`${needle} is not in ${file}`);
  return { line: i + 1, column: lines[i].indexOf(needle) + 1 };
}

/** Opens `file` and puts the cursor `below` lines under the line holding `head`, at `column`; returns where `head` is. */
async function cursorBelow(s: EditorSession, page: Page, file: string, head: string, below: number, column: number): Promise<{ line: number; column: number }> {
  await openFile(page, file);
  const at = await lineOf(s, file, head);
  await cursorAt(page, at.line + below, column);
  return at;
}

/** A fresh editor with `file` open and `text` pasted at its end; `last` is the line the text starts after. */
async function appended(file: string, text: string): Promise<{ page: Page; last: number }> {
  const { page } = await open();
  await openFile(page, file);
  const last = await cursorAtEnd(page);
  await paste(page, text);
  return { page, last };
}

/** Runs `target` in the play preview and takes the first option of each decision (20 at most) until it is done. */
async function playPreviewToTheEnd(page: Page, target: string): Promise<void> {
  await runPlay(page, target);
  await page.waitForSelector("#play-log li");
  for (let i = 0; i < 20 && (await page.$("#play-decision")); i++) {
    await page.click("#play-decision button >> nth=0");
  }
  await page.waitForSelector("#play-done");
}

/** The rules text of the card preview, line by line. */
const previewRules = (page: Page) => page.$$eval(".card .rule", (els) => els.map((e) => e.textContent));

/** Switches the card preview to `locale` and waits for the card in it. */
async function previewIn(page: Page, locale: string): Promise<void> {
  await page.click(`button[data-locale="${locale}"]`);
  await page.waitForSelector(`.card[lang="${locale}"]`);
}

const markersAt = (page: Page, file: string, line: number) =>
  page.evaluate(([f, l]) => (window as unknown as Hooks).grimoire.markers().filter((m) => m.path === f && m.line === l), [file, line] as const);

describe("editor: the .grim language", () => {
  it("a typed error gets a marker on its line and a row in the problems panel; fixing it clears both", async () => {
    const { page, last } = await appended(
      "adventure/monsters.grim",
      '\nmonster Testling "Testling" : bronze {\n  sword 2\n  shield 2\n  failed shield: sufer 1 minor wound\n}\n',
    );
    const badLine = last + 4;
    await settled(page);
    const markers = await markersAt(page, "adventure/monsters.grim", badLine);
    expect(markers.length).toBeGreaterThan(0);
    await page.waitForSelector(`.problem[data-file="adventure/monsters.grim"][data-line="${badLine}"]`);
    expect(await page.$(".monaco-editor .squiggly-error")).not.toBeNull();
    await screenshot(page, "problems");
    // fix the misspelt verb: "sufer" → "suffer"
    const col =
      (await page.evaluate((l) => (window as unknown as Hooks).grimoire.editor()!.getModel()!.getValue().split("\n")[l - 1], badLine)).indexOf("sufer") + 1;
    await cursorAt(page, badLine, col + 3);
    await page.keyboard.type("f");
    await settled(page);
    expect(await markersAt(page, "adventure/monsters.grim", badLine)).toEqual([]);
    expect(await page.$(`.problem[data-file="adventure/monsters.grim"][data-line="${badLine}"]`)).toBeNull();
  });

  it("completion offers a verb from the verb table", async () => {
    const { page } = await open();
    await openFile(page, "adventure/monsters.grim");
    await cursorAtEnd(page);
    await paste(page, '\nmonster Testling "Testling" : bronze {\n  sword 2\n  failed sword: ');
    await page.keyboard.type("suf");
    await page.keyboard.press("Control+Space");
    await page.waitForSelector(".suggest-widget.visible .monaco-list-row");
    const labels = await page.$$eval(".suggest-widget.visible .monaco-list-row", (rows) =>
      rows.map((r) => r.getAttribute("aria-label") ?? r.textContent ?? ""),
    );
    expect(labels.some((l) => /\bsuffer\b/.test(l))).toBe(true);
    await screenshot(page, "completion");
    await page.keyboard.press("Escape");
  });

  it("go to definition opens the file that declares the name", async () => {
    const { s, page } = await open();
    await openFile(page, "adventure/foulfate.grim");
    const ref = await lineOf(s, "adventure/foulfate.grim", "fight Bandits");
    await cursorAt(page, ref.line, ref.column + "fight B".length);
    await page.keyboard.press("F12");
    await page.waitForFunction(() => (window as unknown as Hooks).grimoire.store.active === "adventure/enemies.grim");
    const decl = await lineOf(s, "adventure/enemies.grim", "enemy Bandits");
    const pos = await page.evaluate(
      () => (window as unknown as { grimoire: { editor(): { getPosition(): { lineNumber: number } } } }).grimoire.editor().getPosition().lineNumber,
    );
    expect(pos).toBe(decl.line);
    expect(await page.$('.tab[data-path="adventure/enemies.grim"]')).not.toBeNull();
  });
});

describe("editor: quick fixes, formatting and hover", () => {
  it("a diagnostic's fix is offered as a quick fix; format document lays the file out; hover explains a name", async () => {
    const { page, last } = await appended(
      "adventure/foulfate.grim",
      '\nfoulfate Ambush "Ambush" {\n  original\n      effect: spend 2 gold or fight Bandts\n}\n',
    );
    await settled(page);
    const line = last + 3;
    const markers = await markersAt(page, "adventure/foulfate.grim", line);
    expect(markers.map((m) => m.message).join(" ")).toContain("Bandits");
    const text = () => page.evaluate((l) => (window as unknown as Hooks).grimoire.editor()!.getModel()!.getValue().split("\n")[l - 1], line);
    await cursorAt(page, line, (await text()).indexOf("Bandts") + 3);
    await page.keyboard.press("Control+.");
    await page.waitForSelector(".action-widget");
    await screenshot(page, "quick-fix");
    await page.keyboard.press("Enter");
    await page.waitForFunction((l) => /fight Bandits$/.test((window as unknown as Hooks).grimoire.editor()!.getModel()!.getValue().split("\n")[l - 1]), line);
    await settled(page);
    expect(await markersAt(page, "adventure/foulfate.grim", line)).toEqual([]);
    // the pasted line was indented by hand; formatting restores the canonical layout
    await page.keyboard.press("Control+Shift+I");
    await page.waitForFunction(
      (l) => (window as unknown as Hooks).grimoire.editor()!.getModel()!.getValue().split("\n")[l - 1] === "  effect: spend 2 gold or fight Bandits",
      line,
    );
    // hover on the name shows what it is and where it is declared
    await cursorAt(page, line, (await text()).indexOf("Bandits") + 2);
    await page.keyboard.press("Control+K");
    await page.keyboard.press("Control+I");
    await page.waitForSelector(".monaco-hover .hover-contents, .monaco-hover-content");
    expect(await page.textContent(".monaco-hover")).toMatch(/enemy.*Bandits.*enemies\.grim/s);
    await screenshot(page, "hover");
  });
});

describe("editor: previews", () => {
  it("the card preview follows the source and switches to Romanian and the pseudo-locale", async () => {
    const { s, page } = await open();
    const head = await cursorBelow(s, page, "adventure/monsters.grim", 'monster Drowner "Drowner"', 2, 1);
    await page.waitForFunction(() => document.querySelector(".card-name")?.textContent === "Drowner");
    const english = await previewRules(page);
    expect(english.length).toBeGreaterThan(0);
    // rename on the card as it is typed
    await cursorAt(page, head.line, head.column + 'monster Drowner "Drowner'.length);
    await page.keyboard.type(" Elder");
    await page.waitForFunction(() => document.querySelector(".card-name")?.textContent === "Drowner Elder");
    await screenshot(page, "card-preview-en");
    await previewIn(page, "ro");
    const romanian = await previewRules(page);
    expect(romanian.length).toBe(english.length);
    expect(romanian).not.toEqual(english);
    // the card's labels too: kind and tier (its stats are icons on the face: test/e2e/card-faces.test.ts)
    expect(await page.textContent(".card-kind")).toMatch(/^Monstru de bronz/);
    await screenshot(page, "card-preview-ro");
    await previewIn(page, "en-XA");
    expect(await page.textContent(".card-name")).toMatch(/^\[.*\]$/);
    expect(await page.$("#overflow-warning")).toBeNull();
    await screenshot(page, "card-preview-pseudo");
    // a card with more rules than its text box holds is flagged
    const last = await cursorAtEnd(page);
    const hooks = Array.from({ length: 8 }, () => "  successful sword: receive 1 gold; gain 1 vp; suffer 1 minor wound").join("\n");
    await paste(page, `\nmonster Wordy "Wordy" : bronze {\n  original\n  sword 2\n  shield 2\n${hooks}\n}\n`);
    await cursorAt(page, last + 3, 3);
    await page.waitForFunction(() => document.querySelector(".card")?.getAttribute("data-entity") === "monster.wordy");
    await page.waitForSelector("#overflow-warning");
    expect(await page.textContent("#overflow-warning")).toContain("overflows the card's text box");
    await screenshot(page, "card-preview-overflow");
  });

  it("the play preview applies a card, steps through its decisions and shows the log and what changed", async () => {
    const { page } = await open();
    await playPreviewToTheEnd(page, "foulfate.bushwhacked");
    const types = await page.$$eval("#play-log li", (els) => els.map((e) => e.getAttribute("data-type")));
    expect(types).toContain("resolve");
    expect(types).toContain("effect");
    expect(await page.$("#play-diff, .diff")).not.toBeNull();
    // the log reads as sentences, not event data
    const lines = await page.$$eval("#play-log li", (els) => els.map((e) => e.textContent?.trim()));
    expect(lines, lines.join("\n")).toContain("Dandelion resolves Bushwhacked");
    await screenshot(page, "play-preview");
    // in the card preview's language: Romanian sentences, the same game
    await panel(page, "card");
    await page.click('button[data-locale="ro"]');
    await playPreviewToTheEnd(page, "foulfate.bushwhacked");
    const romanian = await page.$$eval("#play-log li", (els) => els.map((e) => e.textContent?.trim()));
    expect(romanian).toContain("Dandelion rezolvă Bushwhacked");
    expect(romanian.length).toBe(lines.length);
    await screenshot(page, "play-preview-ro");
  });

  it("the play preview follows the source: editing the card re-runs it", async () => {
    const { page, last } = await appended("adventure/foulfate.grim", '\nfoulfate Toll "Toll" {\n  original\n  effect: lose 1 gold\n}\n');
    await settled(page);
    await runPlay(page, "foulfate.toll", "midgame");
    await page.waitForSelector("#play-done");
    // the hero's sheet marks the gold that changed, with the old amount beside the new
    const gold = '.hero-sheet.active [data-field="gold"]';
    expect(await page.getAttribute(gold, "class")).toContain("changed");
    expect([await page.textContent(`${gold} .was`), await page.textContent(`${gold} b`)]).toEqual(["3", "2"]);
    // the designer changes the amount: the preview re-runs on the new text
    await cursorAt(page, last + 3, "  effect: lose 1".length + 1);
    await page.keyboard.press("Backspace");
    await page.keyboard.type("2");
    await settled(page);
    await page.waitForFunction(() => document.querySelector('.hero-sheet.active [data-field="gold"] b')?.textContent === "1");
    await screenshot(page, "play-preview-follows");
  });

  it("battle odds chart the exact chances of each hero against a monster", async () => {
    const { page } = await open();
    await panel(page, "odds");
    await page.waitForSelector("#odds-enemy");
    await page.selectOption("#odds-enemy", "monster.fleder");
    await page.waitForSelector('#odds-table tr[data-result="sword"]');
    const cells = await page.$$eval("#odds-table td.p", (els) => els.map((e) => e.textContent ?? ""));
    expect(cells.length).toBeGreaterThan(0);
    for (const c of cells) expect(c).toMatch(/^\d+\.\d%$/);
    expect(await page.textContent("#odds-counts")).toMatch(/Counts: .*dodge and 1 shield.*Not counted: development, good fortune and companion cards/s);
    // a reroll never lowers a chance
    const before = cells.map((c) => parseFloat(c));
    await page.selectOption("#odds-rerolls", "2");
    await page.waitForFunction(() => document.querySelector("#odds-counts")?.textContent?.includes("up to 2 dice"));
    const after = (await page.$$eval("#odds-table td.p", (els) => els.map((e) => e.textContent ?? ""))).map((c) => parseFloat(c));
    expect(after.length).toBe(before.length);
    for (let i = 0; i < before.length; i++) expect(after[i]).toBeGreaterThanOrEqual(before[i]);
    expect(after.some((p, i) => p > before[i])).toBe(true);
    await screenshot(page, "battle-odds");
  });
});

describe("editor: translation view", () => {
  it("a translation edited in the table is on disk after save, with the English it translates", async () => {
    const { s, page } = await open();
    // a new monster: its name is English the Romanian catalogue does not have yet
    await openFile(page, "adventure/monsters.grim");
    await cursorAtEnd(page);
    await paste(page, '\nmonster Bog "Bog Drowner" : bronze {\n  original\n  sword 2\n  shield 2\n}\n');
    await settled(page);
    await panel(page, "translations");
    await page.waitForSelector("#tr-file");
    await page.selectOption("#tr-file", "adventure-base");
    await page.selectOption("#tr-filter", "todo");
    const id = "monster__bog__name";
    const row = page.locator(`.tr-table tbody tr[data-id="${id}"]`);
    expect(await row.getAttribute("data-status")).toBe("missing");
    expect(await row.locator("td.en").textContent()).toBe("Bog Drowner");
    await screenshot(page, "translations-missing");
    await row.locator("textarea").fill("Înecatul din mlaștină");
    // the translator's context: the room on the monster token's name line, counted as typed, and the card face itself
    await page.waitForFunction((i) => document.querySelector(`.tr-table tr[data-id="${i}"] .tr-limit .count`)?.textContent === "21", id);
    expect(await row.locator(".tr-limit").textContent()).toContain("21 / 27 characters");
    await row.locator(".tr-face svg").waitFor();
    expect(await row.locator(".tr-face").getAttribute("data-entity")).toBe("monster.bog");
    await row.locator("textarea").press("Tab");
    await page.waitForFunction(() => !(document.querySelector("#tr-save") as HTMLButtonElement).disabled);
    // translated, it leaves the "missing or stale" list, and no other row takes its text
    await page.waitForFunction((i) => !document.querySelector(`.tr-table tr[data-id="${i}"]`), id);
    const others = await page.locator(".tr-table tbody tr textarea").evaluateAll((els) => els.map((e) => (e as HTMLTextAreaElement).value));
    expect(others).not.toContain("Înecatul din mlaștină");
    await screenshot(page, "translations");
    await page.click("#tr-save");
    await page.waitForFunction(() => (document.querySelector("#tr-save") as HTMLButtonElement).disabled);
    const disk = await fs.readFile(path.join(s.contentDir, "i18n/ro/adventure-base.ftl"), "utf8");
    expect(disk).toMatch(new RegExp(`# source-hash: [0-9a-f]+\\n${id} = Înecatul din mlaștină`));
    await page.selectOption("#tr-filter", "all");
    expect(await page.getAttribute(`.tr-table tr[data-id="${id}"]`, "data-status")).toBe("ok");
    await page.locator(`.tr-table tr[data-id="${id}"]`).scrollIntoViewIfNeeded();
    await screenshot(page, "translations");
  });
});

describe("editor: Old World files", () => {
  it("an Old World fight card gets its card preview in English, Romanian and the pseudo-locale, with what is assumed; its names are in the translation view", async () => {
    const { s, page } = await open();
    const _head = await cursorBelow(s, page, "oldworld/fight-cards.grim", 'fightcard Fight2 "Monster Fight Card 2"', 2, 3);
    await page.waitForFunction(() => document.querySelector(".card")?.getAttribute("data-entity") === "fightcard.fight-2");
    const english = await previewRules(page);
    expect(english).toEqual(["Charge: discard X cards (X is the monster's level).", "Bite: receive X damage (X is the monster's level plus 2)."]);
    expect(await page.textContent("#card-source")).toBe("Assumed values, not in the sources: bite and charge");
    // the kind is the Old World's label (runtime-oldworld.ftl), not the Adventure Game's
    expect(await page.textContent(".card-kind")).toBe("Monster fight card");
    await previewIn(page, "ro");
    expect(await page.textContent(".card-name")).toBe("Carte de luptă a monstrului 2");
    expect(await page.textContent(".card-kind")).toBe("Carte de luptă a monstrului");
    expect(await previewRules(page)).toEqual([
      "Asalt: decartează X cărți (X este nivelul monstrului).",
      "Mușcătură: primești X daune (X este nivelul monstrului plus 2).",
    ]);
    await screenshot(page, "card-preview-oldworld-ro");
    await previewIn(page, "en-XA");
    expect(await page.textContent(".card-name")).toMatch(/^\[.*\]$/);
    await panel(page, "translations");
    await page.waitForSelector("#tr-file");
    await page.selectOption("#tr-file", "oldworld-core");
    await page.selectOption("#tr-filter", "all");
    const row = page.locator('.tr-table tbody tr[data-id="oldworld__fightcard__fight-2__name"]');
    expect(await row.getAttribute("data-status")).toBe("ok");
    expect(await row.locator("td.en").textContent()).toBe("Monster Fight Card 2");
  });
});

describe("editor: Old World fight preview", () => {
  it("a witcher fights the monster under the cursor: decisions are buttons, the log and what changed follow, and an edited ability shows in the next fight", async () => {
    const { s, page } = await open();
    const head = await cursorBelow(s, page, "oldworld/monsters.grim", 'monster Griffin "Griffin"', 1, 3);
    await panel(page, "fight");
    await page.waitForSelector("#fight-monster");
    expect(await page.$eval("#fight-monster", (el) => (el as HTMLSelectElement).value)).toBe("monster.griffin");
    await page.click("#fight-run");
    await page.waitForSelector("#fight-log li");
    // Griffin's ability is read when the fight starts; the log says it as the card does, with its number
    expect(await page.$$eval("#fight-log li", (els) => els.map((e) => e.textContent ?? ""))).toEqual(
      expect.arrayContaining(["Griffin: you draw 1 fewer card after each fight turn", expect.stringMatching(/^Griffin has \d+ life$/)]),
    );
    expect(await page.textContent("#fight-decision strong")).not.toMatch(/ow-/);
    // answer every decision with its first button until the fight is over
    for (let i = 0; i < 200 && (await page.$("#fight-decision")); i++) await page.click("#fight-decision button >> nth=0");
    await page.waitForSelector("#fight-done");
    expect(await page.textContent("#fight-done")).toMatch(
      /^Fight over: (the monster is defeated|knocked out, the monster nearly defeated|knocked out)( after \d+ decisions?)?\.$/,
    );
    expect(await page.$$eval("#fight-diff tbody tr", (els) => els.length)).toBeGreaterThan(0);
    await screenshot(page, "fight-preview-oldworld");
    // a new ability typed into the source is the rule of the next fight
    expect(await page.evaluate((l) => (window as unknown as Hooks).grimoire.editor()!.getModel()!.getValue().split("\n")[l - 1], head.line + 3)).toContain(
      "ability:",
    );
    await page.evaluate((l) => {
      const ed = (
        window as unknown as {
          grimoire: { editor(): { getModel(): { getLineMaxColumn(n: number): number; pushEditOperations(a: unknown[], b: unknown[], c: () => null): void } } };
        }
      ).grimoire.editor();
      const m = ed.getModel();
      m.pushEditOperations(
        [],
        [
          {
            range: { startLineNumber: l, startColumn: 1, endLineNumber: l, endColumn: m.getLineMaxColumn(l) },
            text: "  ability: its first attack deals 3 additional damage",
          },
        ],
        () => null,
      );
    }, head.line + 3);
    await settled(page);
    await page.click("#fight-run");
    await page.waitForFunction(() =>
      [...document.querySelectorAll("#fight-log li")].some((li) => li.textContent === "Griffin: its first attack deals 3 additional damage"),
    );
    // in the language picked on the card preview
    await panel(page, "card");
    await page.click('button[data-locale="ro"]');
    await panel(page, "fight");
    await page.click("#fight-run");
    await page.waitForFunction(() =>
      [...document.querySelectorAll("#fight-log li")].some((li) => li.textContent === "Grifon: primul său atac provoacă 3 daune suplimentare"),
    );
    expect(await page.textContent("#fight-decision strong")).toMatch(/^(Tura ta de luptă|Cum atacă|Decartează|Extinde)/);
  });
});
