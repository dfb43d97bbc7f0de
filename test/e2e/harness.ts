// Builds the editor, serves it with `vite preview` (same file API plugin as the
// dev server) on a free 127.0.0.1 port over a temporary COPY of content/, and
// drives it with Debian's Chromium through playwright-core. Tests never touch
// the repository's content/.

import { existsSync, promises as fs, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { build, preview, type PreviewServer } from "vite";
import { afterAll, afterEach, beforeAll, expect } from "vitest";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const outputDir = path.join(repo, "test-output");

export interface EditorSession {
  contentDir: string;
  url: string;
  context: BrowserContext;
  page: Page;
  /** console errors and uncaught exceptions the page reported */
  consoleErrors: string[];
  close(): Promise<void>;
  /** a fresh page in the same browser profile (its localStorage survives) */
  newPage(): Promise<Page>;
}

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** Builds the editor once into `outDir`. */
export async function buildEditor(outDir: string): Promise<void> {
  await build({
    configFile: path.join(repo, "vite.config.ts"),
    logLevel: "error",
    build: { outDir, emptyOutDir: true },
  });
}

/**
 * The editor built once for the whole test run, shared by every test file that serves it: the first file
 * to ask builds it (the others wait for it), into the folder test/setup/editor-build.ts made. A file run
 * without that set-up gets a build of its own, removed when the process exits. Never write into it.
 */
export async function builtEditor(): Promise<string> {
  const root = process.env.GRIMOIRE_E2E_EDITOR_DIR;
  if (!root) {
    const own = await fs.mkdtemp(path.join(os.tmpdir(), "grimoire-e2e-build-"));
    process.once("exit", () => rmSync(own, { recursive: true, force: true }));
    await buildEditor(own);
    return own;
  }
  const done = path.join(root, "editor");
  const failed = path.join(root, "failed");
  try {
    // mkdir is atomic: exactly one file wins the right to build
    await fs.mkdir(path.join(root, "building"));
  } catch {
    const deadline = Date.now() + 240_000;
    while (!existsSync(path.join(done, "index.html"))) {
      if (existsSync(failed)) throw new Error(`the editor's build failed in another test file: ${await fs.readFile(failed, "utf8")}`);
      if (Date.now() > deadline) throw new Error("the editor's build did not finish within 240 s in another test file");
      await new Promise((r) => setTimeout(r, 200));
    }
    return done;
  }
  const temp = path.join(root, `build-${process.pid}`);
  try {
    await buildEditor(temp);
  } catch (e) {
    await fs.writeFile(failed, e instanceof Error ? e.message : String(e));
    throw e;
  }
  // renamed into place whole, so a waiting file never serves half a build
  await fs.rename(temp, done);
  return done;
}

export async function copyContent(extra?: (dir: string) => Promise<void>): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "grimoire-e2e-content-"));
  await fs.cp(path.join(repo, "content"), dir, { recursive: true });
  await extra?.(dir);
  return dir;
}

export async function startEditor(outDir: string, contentDir: string): Promise<EditorSession> {
  // the config reads the content root when it loads: point it at the copy
  process.env.GRIMOIRE_CONTENT_DIR = contentDir;
  const server: PreviewServer = await preview({
    configFile: path.join(repo, "vite.config.ts"),
    logLevel: "error",
    build: { outDir },
    preview: { host: "127.0.0.1", port: 0, strictPort: true, open: false },
  });
  const addr = server.httpServer.address();
  if (!addr || typeof addr === "string") throw new Error("the preview server has no port");
  const url = `http://127.0.0.1:${addr.port}/`;
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), "grimoire-e2e-profile-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: "/usr/bin/chromium",
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1500, height: 900 },
  });
  const consoleErrors: string[] = [];
  const watch = (page: Page) => {
    page.on("console", (msg) => {
      if (msg.type() === "error") consoleErrors.push(msg.text());
    });
    page.on("pageerror", (err) => consoleErrors.push(`uncaught: ${err.message}`));
  };
  const page = context.pages()[0] ?? (await context.newPage());
  watch(page);
  return {
    contentDir,
    url,
    context,
    page,
    consoleErrors,
    async newPage() {
      const p = await context.newPage();
      watch(p);
      return p;
    },
    async close() {
      await context.close();
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
      await fs.rm(profile, { recursive: true, force: true });
    },
  };
}

/** Opens the editor and waits until the content is loaded and checked once. */
export async function openEditor(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => {
    const g = (window as unknown as { grimoire?: { store: { loaded: boolean; check: unknown } } }).grimoire;
    return !!g && g.store.loaded && g.store.check !== null;
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await fs.mkdir(outputDir, { recursive: true });
  await page.screenshot({ path: path.join(outputDir, `${name}.png`) });
}

export const BASELINES = path.join(repo, "test", "e2e", "baselines");
/** share of pixels that may differ (anti-aliasing across Chromium builds), and by how much a channel may */
const MAX_DIFF_SHARE = 0.02;
const CHANNEL_TOLERANCE = 48;

/** Share of pixels of two PNGs (same size) that differ beyond the tolerance, measured in the page's canvas. */
async function diffShare(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([a64, b64, tol]) => {
      const load = async (s: string) => {
        const img = new Image();
        img.src = `data:image/png;base64,${s}`;
        await img.decode();
        const c = document.createElement("canvas");
        c.width = img.width;
        c.height = img.height;
        const ctx = c.getContext("2d")!;
        ctx.drawImage(img, 0, 0);
        return ctx.getImageData(0, 0, img.width, img.height);
      };
      const [x, y] = await Promise.all([load(a64), load(b64)]);
      if (x.width !== y.width || x.height !== y.height) return 1;
      let differ = 0;
      for (let i = 0; i < x.data.length; i += 4) {
        const d = Math.max(Math.abs(x.data[i] - y.data[i]), Math.abs(x.data[i + 1] - y.data[i + 1]), Math.abs(x.data[i + 2] - y.data[i + 2]));
        if (d > tol) differ++;
      }
      return differ / (x.width * x.height);
    },
    [a.toString("base64"), b.toString("base64"), CHANNEL_TOLERANCE] as const,
  );
}

/**
 * Compares a screenshot with its committed baseline (test/e2e/baselines/<name>.png):
 * the share of pixels that differ, and the most allowed. UPDATE_GOLDEN=1
 * rewrites the baseline; a failing picture is kept in test-output/ to look at.
 */
export async function compareWithBaseline(page: Page, name: string, png: Buffer): Promise<{ share: number; max: number }> {
  const file = path.join(BASELINES, `${name}.png`);
  if (process.env.UPDATE_GOLDEN === "1" || !existsSync(file)) {
    if (process.env.UPDATE_GOLDEN !== "1") throw new Error(`no baseline ${path.relative(process.cwd(), file)}: run with UPDATE_GOLDEN=1 to write it`);
    await fs.writeFile(file, png);
  }
  const share = await diffShare(page, png, await fs.readFile(file));
  if (share > MAX_DIFF_SHARE)
    await fs
      .mkdir(outputDir, { recursive: true })
      .then(() => fs.writeFile(path.join(outputDir, `${name}.actual.png`), png))
      .catch(() => {});
  return { share, max: MAX_DIFF_SHARE };
}

/**
 * One editor for a whole test file, served over a copy of the bundled content:
 * built and opened before the file's tests, everything removed after them.
 * Read `.session` from inside a test (it is set once `beforeAll` has run).
 */
export function editorOverBundledContent(): { readonly session: EditorSession } {
  let session: EditorSession | undefined;
  beforeAll(async () => {
    session = await startEditor(await builtEditor(), await copyContent());
    await openEditor(session.page, session.url);
  }, 240_000);
  afterAll(async () => {
    await session?.close();
    if (session) await fs.rm(session.contentDir, { recursive: true, force: true });
  });
  return {
    get session(): EditorSession {
      if (!session) throw new Error("the editor is not open yet: read the session inside a test");
      return session;
    },
  };
}

/**
 * One editor for a whole test file, served over a project: a copy of the
 * bundled content that `fill` adds to first (what `grimoire sim` writes beside
 * the sources). GRIMOIRE_PROJECT_DIR names the project while the file runs,
 * and everything is removed after it. Read `.session` from inside a test.
 */
export function editorOverProject(fill: (dir: string) => Promise<void>): { readonly session: EditorSession } {
  let session: EditorSession | undefined;
  let project: string | undefined;
  beforeAll(async () => {
    const outDir = await builtEditor();
    project = await copyContent(fill);
    process.env.GRIMOIRE_PROJECT_DIR = project;
    session = await startEditor(outDir, project);
  }, 240_000);
  afterAll(async () => {
    delete process.env.GRIMOIRE_PROJECT_DIR;
    await session?.close();
    if (project) await fs.rm(project, { recursive: true, force: true });
  });
  return {
    get session(): EditorSession {
      if (!session) throw new Error("the editor is not open yet: read the session inside a test");
      return session;
    },
  };
}

/**
 * A fresh editor for each test of a file, each served over its own copy of the
 * bundled content (which `extra` may change first): the returned `open` starts
 * one. After each test the editor is closed and its copy removed, and every
 * test also checks that the page logged no console errors.
 */
export function editorPerTest(): (extra?: (dir: string) => Promise<void>) => Promise<{ s: EditorSession; page: Page }> {
  let outDir: string;
  let session: EditorSession | null = null;
  beforeAll(async () => {
    outDir = await builtEditor();
  });
  afterEach(async () => {
    if (session) {
      const errors = [...session.consoleErrors];
      await session.close();
      await fs.rm(session.contentDir, { recursive: true, force: true });
      session = null;
      expect(errors).toEqual([]);
    }
  });
  return async (extra) => {
    const contentDir = await copyContent(extra);
    session = await startEditor(outDir, contentDir);
    await openEditor(session.page, session.url);
    return { s: session, page: session.page };
  };
}

/**
 * A page of Debian's Chromium opened on a local file, with what it logs as an error and every request it makes
 * beyond file: URLs (a page meant to work offline makes none). `close` closes the browser.
 */
export async function openOfflinePage(
  file: string,
  viewport?: { width: number; height: number },
): Promise<{ page: Page; errors: string[]; requests: string[]; close(): Promise<void> }> {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: CHROMIUM_ARGS });
  const page = await browser.newPage(viewport ? { viewport } : {});
  const errors: string[] = [];
  const requests: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("request", (r) => !r.url().startsWith("file:") && requests.push(r.url()));
  await page.goto(pathToFileURL(file).href);
  return { page, errors, requests, close: () => browser.close() };
}
