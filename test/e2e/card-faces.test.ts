// Card faces in the editor, in headless Chromium: a monster, an investigation
// card and a quest drawn with their icons in English and Romanian, compared
// with committed screenshots (test/e2e/baselines/) within a tolerance, so a
// change of layout, icon or font shows up as a failing picture.
// UPDATE_GOLDEN=1 rewrites the baselines on purpose.
import { existsSync, promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildEditor, copyContent, openEditor, screenshot, startEditor, type EditorSession } from "./harness.ts";

const BASELINES = path.join(path.dirname(fileURLToPath(import.meta.url)), "baselines");
/** share of pixels that may differ (anti-aliasing across Chromium builds), and by how much a channel may */
const MAX_DIFF_SHARE = 0.02;
const CHANNEL_TOLERANCE = 48;

let outDir: string;
let session: EditorSession;

beforeAll(async () => {
  outDir = await fs.mkdtemp(path.join(os.tmpdir(), "grimoire-e2e-build-"));
  await buildEditor(outDir);
  session = await startEditor(outDir, await copyContent());
  await openEditor(session.page, session.url);
}, 240_000);

afterAll(async () => {
  await session?.close();
  await fs.rm(outDir, { recursive: true, force: true });
  if (session) await fs.rm(session.contentDir, { recursive: true, force: true });
});

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

async function showCard(page: Page, id: string, locale: string): Promise<void> {
  await page.selectOption("#card-entity", id);
  await page.click(`button[data-locale="${locale}"]`);
  await page.waitForSelector(`.card[data-entity="${id}"][lang="${locale}"][data-fonts="ready"] .card-face svg`);
  await page.evaluate(() => document.fonts.ready);
}

const CASES: { id: string; icons: string[]; words: Record<string, string> }[] = [
  // Monsters: sword and shield stats; a failed shield costs wounds, a successful sword gives VP
  { id: "monster.alghoul", icons: ["sword", "shield", "vp"], words: { en: "Alghoul", ro: "Alghoul" } },
  // Investigation cards: a task spends gold for a blue proof
  { id: "investigation.alchemists-commission", icons: ["gold", "proof-blue"], words: { en: "Task:", ro: "Sarcină:" } },
  // Quests: main, side and support quests with VP, proofs and leads by colour
  { id: "quest.bandit-king", icons: ["vp", "proof-red", "proof-purple", "gold", "lead-purple"], words: { en: "Main quest:", ro: "Misiune principală:" } },
];

describe("editor: card faces with the game's icons", () => {
  for (const c of CASES) {
    for (const locale of ["en", "ro"]) {
      it(`${c.id} in ${locale}: drawn with its icons and matches its baseline`, async () => {
        const page = session.page;
        await showCard(page, c.id, locale);
        const svg = page.locator(".card-face svg");
        const icons = await svg.evaluate((el) => [...el.querySelectorAll("[data-icon]")].map((i) => i.getAttribute("data-icon")));
        for (const icon of c.icons) expect(icons, icon).toContain(icon);
        const words = await svg.evaluate((el) => [...el.querySelectorAll("text")].map((t) => t.textContent).join(" "));
        expect(words).toContain(c.words[locale]);
        const png = await svg.screenshot();
        const file = path.join(BASELINES, `${c.id}.${locale}.png`);
        if (process.env.UPDATE_GOLDEN === "1" || !existsSync(file)) {
          if (process.env.UPDATE_GOLDEN !== "1") throw new Error(`no baseline ${path.relative(process.cwd(), file)}: run with UPDATE_GOLDEN=1 to write it`);
          await fs.writeFile(file, png);
        }
        const share = await diffShare(page, png, await fs.readFile(file));
        if (share > MAX_DIFF_SHARE) await fs.writeFile(path.join(BASELINES, "..", "..", "..", "test-output", `${c.id}.${locale}.actual.png`), png).catch(() => {});
        expect(share).toBeLessThanOrEqual(MAX_DIFF_SHARE);
      });
    }
  }

  it("a face changes with the locale and flips to its back", async () => {
    const page = session.page;
    await showCard(page, "quest.bandit-king", "ro");
    const ro = await page.locator(".card-face svg").evaluate((el) => el.outerHTML);
    await showCard(page, "quest.bandit-king", "en");
    expect(await page.locator(".card-face svg").evaluate((el) => el.outerHTML)).not.toBe(ro);
    await page.click("#card-flip");
    await page.waitForSelector('.card-face svg[data-side="back"]');
    expect(await page.locator(".card-face svg").evaluate((el) => el.textContent)).toContain("Quest");
    await page.click("#card-flip");
    await screenshot(page, "card-face-quest");
    expect(session.consoleErrors).toEqual([]);
  });
});

describe("editor: every card's fit, in every language", () => {
  it("lists no overflow for the bundled content, then a card too wordy in English and Romanian, and a click opens its declaration", async () => {
    const page = session.page;
    await page.click('.panel-tabs button[data-panel="card"]');
    await page.click("#fit-check");
    expect(await page.textContent("#fit-report")).toContain("Every card's text fits");
    const file = "adventure/goodfortune.grim";
    const hooks = Array.from({ length: 8 }, () => "  any time: spend 1 marker from this card -> heal 2 wounds; receive 2 red leads; gain 3 vp\n").join("");
    const line = await page.evaluate(
      ([f, h]) => {
        const g = (window as unknown as { grimoire: { store: { open(p: string): void; docs: Map<string, { text: string }>; replaceText(p: string, t: string): void } } }).grimoire;
        g.store.open(f);
        const text = g.store.docs.get(f)!.text;
        g.store.replaceText(f, `${text}\ngoodfortune WordyWindfall "Wordy Windfall" {\n  original\n${h}}\n`);
        return text.split("\n").length + 1;
      },
      [file, hooks] as const,
    );
    await page.waitForFunction(
      () => (window as unknown as { grimoire: { store: { entity(id: string): { hooks: unknown[] } | null } } }).grimoire.store.entity("goodfortune.wordy-windfall")?.hooks.length === 8,
    );
    await page.click("#fit-check");
    await page.waitForSelector("#fit-report li");
    const rows = await page.$$eval("#fit-report li", (els) => els.map((e) => [e.getAttribute("data-entity"), e.getAttribute("data-locale"), e.querySelector(".loc")?.textContent]));
    expect(rows).toEqual([
      ["goodfortune.wordy-windfall", "en", `${file}:${line}:1`],
      ["goodfortune.wordy-windfall", "ro", `${file}:${line}:1`],
    ]);
    await page.click('#fit-report li[data-locale="ro"]');
    await page.waitForSelector('.card[data-entity="goodfortune.wordy-windfall"]');
    const cursor = await page.evaluate(() => {
      const g = (window as unknown as { grimoire: { store: { active: string }; editor(): { getPosition(): { lineNumber: number } } } }).grimoire;
      return [g.store.active, g.editor().getPosition().lineNumber];
    });
    expect(cursor).toEqual([file, line]);
    expect(await page.textContent("#overflow-warning")).toContain("Romanian");
    await screenshot(page, "card-fit-report");
  });
});
