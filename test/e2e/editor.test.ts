// The authoring editor end to end, in headless Chromium: what a designer or a
// translator sees and does. Each test opens the editor served over a fresh
// copy of content/ (the repository's files are never touched).
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildEditor, copyContent, openEditor, screenshot, startEditor, type EditorSession } from "./harness.ts";

let outDir: string;
let session: EditorSession | null = null;

beforeAll(async () => {
  outDir = await fs.mkdtemp(path.join(os.tmpdir(), "grimoire-e2e-build-"));
  await buildEditor(outDir);
});

afterAll(async () => {
  await fs.rm(outDir, { recursive: true, force: true });
});

afterEach(async () => {
  if (session) {
    // every test also checks that the page logged no console errors
    const errors = [...session.consoleErrors];
    await session.close();
    await fs.rm(session.contentDir, { recursive: true, force: true });
    session = null;
    expect(errors).toEqual([]);
  }
});

async function open(): Promise<{ s: EditorSession; page: Page }> {
  const contentDir = await copyContent();
  session = await startEditor(outDir, contentDir);
  await openEditor(session.page, session.url);
  return { s: session, page: session.page };
}

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
    await page.keyboard.insertText("\n# a note nobody saved\n");
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
    await page.keyboard.insertText("\n# my change\n");
    await page.click("#save");
    await page.waitForSelector("#keep-mine");
    expect(await page.textContent(".error-bar")).toContain("changed on disk");
    expect(await fs.readFile(file, "utf8")).not.toContain("# my change");
    await page.click("#keep-mine");
    await page.waitForFunction(() => !document.querySelector("#keep-mine"));
    expect(await fs.readFile(file, "utf8")).toContain("# my change");
  });
});
