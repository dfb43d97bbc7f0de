// The editor's first load stays within the project's budget (1.1 MiB = 1126 KiB of page assets over the wire,
// bench/README.md's editor section) and carries none of the games' rules: the card panel and live validation
// come with the page; the rules, agents and playable content parts (games/registry.ts and the chunks only it
// brings, as the build's manifest lists them) are fetched the first time a panel that plays opens.
import { promises as fs } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtEditor, copyContent, openEditor, startEditor, type EditorSession } from "./harness.ts";
import { panel } from "./panels.ts";

const BUDGET = 1.1 * 1024 * 1024;

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** the files a manifest entry needs: its chunk and every chunk it imports, statically, all the way down */
function chunksOf(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const k of chunk.imports ?? []) chunksOf(manifest, k, into);
  return into;
}

let s: EditorSession;
let outDir: string;
/** bytes over the wire by asset path ("assets/index-….js"), the file API's requests left out */
const transferred = new Map<string, number>();
const inFlight = new Set<string>();
let lastActivity = Date.now();

async function quiet(): Promise<void> {
  // what the first screen fetches once drawn (the card font of the first face, the icon font) belongs to the load
  for (const deadline = Date.now() + 15_000; Date.now() < deadline && (inFlight.size > 0 || Date.now() - lastActivity < 1000); )
    await new Promise((r) => setTimeout(r, 100));
}

beforeAll(async () => {
  outDir = await builtEditor();
  s = await startEditor(outDir, await copyContent());
  const cdp = await s.context.newCDPSession(s.page);
  await cdp.send("Network.enable");
  const urls = new Map<string, string>();
  cdp.on("Network.requestWillBeSent", (e: { requestId: string; request: { url: string } }) => {
    urls.set(e.requestId, e.request.url);
    inFlight.add(e.requestId);
    lastActivity = Date.now();
  });
  cdp.on("Network.loadingFailed", (e: { requestId: string }) => {
    inFlight.delete(e.requestId);
    lastActivity = Date.now();
  });
  cdp.on("Network.loadingFinished", (e: { requestId: string; encodedDataLength: number }) => {
    inFlight.delete(e.requestId);
    lastActivity = Date.now();
    const url = new URL(urls.get(e.requestId) ?? "", s.url);
    if (url.pathname.startsWith("/__grim/")) return;
    const asset = url.pathname.replace(/^\//, "");
    transferred.set(asset, (transferred.get(asset) ?? 0) + e.encodedDataLength);
  });
}, 300_000);

afterAll(async () => {
  await s?.close();
  if (s) await fs.rm(s.contentDir, { recursive: true, force: true });
});

describe("editor: the first load", () => {
  it("fits the budget, shows the check and a card face, draws Monaco's icons, and fetches no chunk of the games' rules until Play opens", {
    timeout: 180_000,
  }, async () => {
    const manifest = JSON.parse(await fs.readFile(path.join(outDir, ".vite", "manifest.json"), "utf8")) as Manifest;
    const page = chunksOf(manifest, "index.html");
    // the chunks the whole games bring that the page itself does not: their rules, agents, previews' plays
    const rules = [...chunksOf(manifest, "../games/registry.ts")].filter((f) => !page.has(f));
    expect(rules.length).toBeGreaterThan(0);

    await openEditor(s.page, s.url);
    // the card panel draws a face, from the words alone
    await s.page.selectOption("#card-entity", "investigation.alchemists-commission");
    await s.page.waitForSelector('.card[data-fonts="ready"] .card-face svg', { timeout: 60_000 });
    await quiet();
    const first = [...transferred.values()].reduce((a, b) => a + b, 0);
    expect(
      first,
      `first load ${Math.round(first / 1024)} KiB: ${[...transferred].map(([f, n]) => `${f} ${Math.round(n / 1024)} KiB`).join(", ")}`,
    ).toBeLessThanOrEqual(BUDGET);
    expect([...transferred.keys()].filter((f) => rules.includes(f))).toEqual([]);
    // live validation: the check arrived and its markers are set
    expect(await s.page.evaluate(() => (window as unknown as { grimoire: { store: { check: unknown } } }).grimoire.store.check !== null)).toBe(true);
    // Monaco's icon font (the WOFF2 served in its TTF's place) loaded, not failed
    const icons = await s.page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((f) => f.family.replace(/"/g, "") === "codicon").map((f) => f.status);
    });
    expect(icons).toEqual(["loaded"]);
    expect([...transferred.keys()].some((f) => /codicon-.*\.woff2$/.test(f))).toBe(true);

    // the Play panel fetches the whole games, then offers what to play
    await panel(s.page, "play");
    await s.page.waitForSelector("#play-target", { timeout: 60_000 });
    expect(transferred.has(manifest["../games/registry.ts"].file)).toBe(true);
    expect(s.consoleErrors).toEqual([]);
  });
});
