// Card faces in the editor, in headless Chromium: a monster, an investigation
// card and a quest, and an Old World action card and monster, drawn with
// their icons in English and Romanian, compared
// with committed screenshots (test/e2e/baselines/) within a tolerance, so a
// change of layout, icon or font shows up as a failing picture.
// UPDATE_GOLDEN=1 rewrites the baselines on purpose.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { compareWithBaseline, editorOverBundledContent, screenshot } from "./harness.ts";
import { panel } from "./panels.ts";

const editor = editorOverBundledContent();

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
  // The Old World: an action card's cost, terrain, symbols and combo extension; a monster's level, life and terrain
  {
    id: "action.crippling-strike",
    icons: ["cost", "terrain-mountain", "combo-yellow", "damage", "draw"],
    words: { en: "Crippling Strike", ro: "Lovitură paralizantă" },
  },
  { id: "monster.nekkers-nest", icons: ["level", "life", "terrain-forest"], words: { en: "Nekker's Nest", ro: "Cuibul de nekkeri" } },
];

describe("editor: card faces with the game's icons", () => {
  it("an id both games' content has (monster.arachas) is picked per game, each with its own face", async () => {
    const page = editor.session.page;
    const options = await page.$$eval("#card-entity option", (els) => els.map((e) => ({ value: (e as HTMLOptionElement).value, label: e.textContent ?? "" })));
    expect(options.filter((o) => o.label.startsWith("monster.arachas "))).toEqual([
      { value: "adventure:monster.arachas", label: "monster.arachas (game adventure)" },
      { value: "oldworld:monster.arachas", label: "monster.arachas (game oldworld)" },
    ]);
    for (const game of ["oldworld", "adventure"]) {
      await page.selectOption("#card-entity", `${game}:monster.arachas`);
      await page.waitForSelector(`.card[data-entity="monster.arachas"][data-game="${game}"] .card-face svg`);
    }
    const oldWorldIcons = async () => {
      await page.selectOption("#card-entity", "oldworld:monster.arachas");
      return page
        .locator(`.card[data-game="oldworld"] .card-face svg`)
        .evaluate((el) => [...el.querySelectorAll("[data-icon]")].map((i) => i.getAttribute("data-icon")));
    };
    // the Old World face shows a monster's level and life, which the Adventure face has not
    expect(await oldWorldIcons()).toEqual(expect.arrayContaining(["level", "life"]));
  });

  for (const c of CASES) {
    for (const locale of ["en", "ro"]) {
      it(`${c.id} in ${locale}: drawn with its icons and matches its baseline`, async () => {
        const page = editor.session.page;
        await showCard(page, c.id, locale);
        const svg = page.locator(".card-face svg");
        const icons = await svg.evaluate((el) => [...el.querySelectorAll("[data-icon]")].map((i) => i.getAttribute("data-icon")));
        for (const icon of c.icons) expect(icons, icon).toContain(icon);
        const words = await svg.evaluate((el) => [...el.querySelectorAll("text")].map((t) => t.textContent).join(" "));
        expect(words).toContain(c.words[locale]);
        const { share, max } = await compareWithBaseline(page, `${c.id}.${locale}`, await svg.screenshot());
        expect(share).toBeLessThanOrEqual(max);
      });
    }
  }

  it("a face changes with the locale and flips to its back", async () => {
    const page = editor.session.page;
    await showCard(page, "quest.bandit-king", "ro");
    const ro = await page.locator(".card-face svg").evaluate((el) => el.outerHTML);
    await showCard(page, "quest.bandit-king", "en");
    expect(await page.locator(".card-face svg").evaluate((el) => el.outerHTML)).not.toBe(ro);
    await page.click("#card-flip");
    await page.waitForSelector('.card-face svg[data-side="back"]');
    expect(await page.locator(".card-face svg").evaluate((el) => el.textContent)).toContain("Quest");
    await page.click("#card-flip");
    await screenshot(page, "card-face-quest");
    // English and Romanian faces draw from the font's web subsets: the whole TTFs (the faces for the code
    // points outside them) are never fetched for them
    const faces = await page.evaluate(() =>
      [...document.fonts].filter((f) => f.family.includes("DejaVu")).map((f) => ({ range: f.unicodeRange, status: f.status })),
    );
    const subsets = faces.filter((f) => f.range.startsWith("U+20-7E"));
    expect(subsets.map((f) => f.status)).toEqual(["loaded", "loaded", "loaded"]);
    expect(faces.filter((f) => !subsets.includes(f)).map((f) => f.status)).toEqual(["unloaded", "unloaded", "unloaded"]);
    expect(editor.session.consoleErrors).toEqual([]);
  });
});

describe("editor: every card's fit, in every language", () => {
  it("lists no overflow for the bundled content, then a card too wordy in English and Romanian, and a click opens its declaration", async () => {
    const page = await panel(editor.session.page, "card");
    await page.click("#fit-check");
    expect(await page.textContent("#fit-report")).toContain("Every card's text fits");
    const file = "adventure/goodfortune.grim";
    const hooks = Array.from({ length: 8 }, () => "  any time: spend 1 marker from this card -> heal 2 wounds; receive 2 red leads; gain 3 vp\n").join("");
    const line = await page.evaluate(
      ([f, h]) => {
        const g = (
          window as unknown as { grimoire: { store: { open(p: string): void; docs: Map<string, { text: string }>; replaceText(p: string, t: string): void } } }
        ).grimoire;
        g.store.open(f);
        const text = g.store.docs.get(f)!.text;
        g.store.replaceText(f, `${text}\ngoodfortune WordyWindfall "Wordy Windfall" {\n  original\n${h}}\n`);
        return text.split("\n").length + 1;
      },
      [file, hooks] as const,
    );
    await page.waitForFunction(
      () =>
        (window as unknown as { grimoire: { store: { entity(id: string): { hooks: unknown[] } | null } } }).grimoire.store.entity("goodfortune.wordy-windfall")
          ?.hooks.length === 8,
    );
    await page.click("#fit-check");
    await page.waitForSelector("#fit-report li");
    const rows = await page.$$eval("#fit-report li", (els) =>
      els.map((e) => [e.getAttribute("data-entity"), e.getAttribute("data-locale"), e.querySelector(".loc")?.textContent]),
    );
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
