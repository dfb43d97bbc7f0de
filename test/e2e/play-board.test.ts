// The play preview and the replay viewer in headless Chromium: the board drawn
// from the content, a battle's dice as faces, what changed marked on the board
// and the hero's sheet, and a recorded game stepped forward and back.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { editorOverBundledContent, screenshot } from "./harness.ts";
import { bundled } from "../content/bundled.ts";
import { panel, startHunt } from "./panels.ts";

const editor = editorOverBundledContent();

async function answerAll(page: Page): Promise<void> {
  for (let i = 0; i < 30 && (await page.$("#play-decision")); i++) {
    const confirm = await page.$("#play-decision button.confirm");
    if (confirm) {
      const min = Number(await page.getAttribute("#play-decision .choices", "data-min"));
      for (let n = 0; n < Math.max(1, min); n++) await page.click(`#play-decision input[type=checkbox] >> nth=${n}`);
      await confirm.click();
    } else await page.click("#play-decision button >> nth=0");
  }
  await page.waitForSelector("#play-done");
}

describe("editor: the play preview on the board", () => {
  it("Board: draws every region, location and route of the content, with the heroes' figures", async () => {
    const page = await panel(editor.session.page, "play");
    await page.selectOption("#play-target", "foulfate.twisted-ankle");
    await page.click("#play-run");
    await page.waitForSelector("#play-board svg.board");
    const { content } = bundled();
    const drawn = await page.$eval("#play-board svg", (svg) => ({
      regions: svg.querySelectorAll(".region").length,
      locations: [...svg.querySelectorAll(".location")].map((l) => l.getAttribute("data-location")),
      routes: svg.querySelectorAll(".route").length,
      sea: svg.querySelectorAll(".route.sea").length,
      heroes: [...svg.querySelectorAll(".hero-figure")].map((h) => h.getAttribute("data-hero")),
      zones: svg.querySelectorAll(".zone").length,
      tokens: svg.querySelectorAll(".zone .token").length,
    }));
    expect(drawn.regions).toBe(content.regions.length);
    expect(drawn.locations.sort()).toEqual(content.locations.map((l) => l.id).sort());
    expect(drawn.routes).toBe(content.routes.length);
    // Routes: the sea routes from Novigrad and Cintra to Duén Canell cost gold
    expect(drawn.sea).toBe(content.routes.filter((r) => r.seaCost > 0).length);
    expect(drawn.sea).toBeGreaterThan(0);
    expect(drawn.heroes).toHaveLength(2);
    // Setup: an obstacle (a monster or a foul fate token) in each region's zone
    expect(drawn.zones).toBe(content.regions.length);
    expect(drawn.tokens).toBeGreaterThanOrEqual(content.regions.length);
  });

  it("Foul Fate: suffering a minor wound marks the wound on the hero's sheet", async () => {
    const page = editor.session.page;
    await answerAll(page);
    const sheet = page.locator(".hero-sheet.active");
    expect(await sheet.locator('[data-wound="minor"]').count()).toBe(1);
    expect(await sheet.locator("tr.changed").count()).toBe(1);
    await screenshot(page, "play-preview-board");
  });

  it("Battles: a fight shows the rolled dice as faces and the outcome on the sheet", async () => {
    const page = editor.session.page;
    await page.selectOption("#play-target", "monster.fleder");
    await page.selectOption("#play-scenario", "midgame");
    await page.click("#play-run");
    await answerAll(page);
    const dice = await page.$$eval("#play-dice .roll >> nth=0", () => null).catch(() => null);
    void dice;
    const faces = await page.$$eval("#play-dice .roll:first-child svg.die", (els) => els.map((e) => e.getAttribute("data-results")));
    const { content } = bundled();
    // Battles: the three battle dice and the hero's dice are rolled together
    const hero = content.heroes[0];
    expect(faces).toHaveLength(content.battleDice.length + hero.dice.length);
    const icons = await page.$$eval("#play-dice svg.die [data-icon]", (els) => els.map((e) => e.getAttribute("data-icon")));
    expect(icons.some((i) => i === "sword" || i === "shield" || i === "dodge" || i === "ritual")).toBe(true);
    expect(await page.locator(".hero-sheet.active .changed").count()).toBeGreaterThan(0);
    await screenshot(page, "play-preview-battle");
    expect(editor.session.consoleErrors).toEqual([]);
  });
});

describe("editor: the replay viewer", () => {
  it("steps through a seeded game forward and back, the board following each step", async () => {
    const page = await panel(editor.session.page, "replay");
    await page.fill("#replay-seed", "7");
    await page.press("#replay-seed", "Enter");
    await page.click("#replay-record");
    await page.waitForSelector("#replay-board svg.board");
    const pos = () => page.getAttribute("#replay-position", "data-step");
    const board = () => page.$eval("#replay-board svg", (s) => s.outerHTML);
    expect(await pos()).toBe("0");
    const start = await board();
    // forward until a hero moves on the board (Actions: travel)
    let moved = false;
    for (let i = 0; i < 60 && !moved; i++) {
      await page.click("#replay-forward");
      moved = (await page.$("#replay-board .hero-figure.changed")) !== null;
    }
    expect(moved).toBe(true);
    const step = Number(await pos());
    const there = await board();
    expect(there).not.toBe(start);
    expect(await page.textContent("#replay-decision")).toMatch(/:/);
    // the step's events read as sentences from the catalogue, not event types
    const log = await page.$$eval("#replay-log li", (els) => els.map((e) => e.textContent ?? ""));
    expect(log.some((l) => / moves from .+ to /.test(l))).toBe(true);
    for (const line of log) expect(line).not.toMatch(/^\d+ [a-z]+(-[a-z]+)*( |$)/);
    await screenshot(page, "replay-viewer");
    // back one step and forward again: the same board as before
    await page.click("#replay-back");
    expect(Number(await pos())).toBe(step - 1);
    expect(await page.$("#replay-board .hero-figure.changed")).toBeNull();
    await page.click("#replay-forward");
    expect(await board()).toBe(there);
    await page.click("#replay-first");
    expect(await pos()).toBe("0");
    expect(await board()).toBe(start);
    // the keyboard steps too
    await page.focus(".replay");
    await page.keyboard.press("ArrowRight");
    expect(await pos()).toBe("1");
    expect(editor.session.consoleErrors).toEqual([]);
  });

  it("opens a replay file and says clearly when a file is not one", async () => {
    const page = editor.session.page;
    const { content } = bundled();
    const { recordReplay } = await import("../../editor/adapters/replay.ts");
    const { games } = await import("../../games/registry.ts");
    const file = recordReplay(games.get("adventure"), content, { seed: 3, seats: content.heroes.slice(1, 3).map((h) => h.id), maxRounds: 1 });
    await page.setInputFiles("#replay-file", { name: "game.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(file)) });
    await page.waitForSelector("#replay-board svg.board");
    expect(await page.textContent(".replay-steps")).toContain("game.json");
    // Setup: the first player is drawn at random, so the sheets follow the seat order, not the file's
    expect((await page.$$eval(".hero-sheet", (els) => els.map((e) => e.getAttribute("data-hero")))).sort()).toEqual(
      [...(file.options as { heroes: string[] }).heroes].sort(),
    );
    await page.click("#replay-last");
    expect(await page.getAttribute("#replay-position", "data-step")).toBe(String(file.answers.length));
    await page.setInputFiles("#replay-file", { name: "notes.json", mimeType: "application/json", buffer: Buffer.from('{"format": "something else"}') });
    await page.waitForSelector("#replay-error");
    expect(await page.textContent("#replay-error")).toMatch(/^notes\.json: not a replay file: format must be "grimoire-replay"/);
  });
});

/**
 * answers the Wild Hunt preview's decisions with their first options, as few
 * as each allows (none for an optional pick, two for "pick 2"), until the
 * round is over, or until a decision of type `until` is asked
 */
async function playHuntRound(page: Page, until?: string): Promise<{ shared: string[]; own: string[] }> {
  const seen = { shared: [] as string[], own: [] as string[] };
  for (let i = 0; i < 300 && (await page.$("#hunt-decision")); i++) {
    const d = await page.$eval("#hunt-decision", (el) => ({
      type: el.getAttribute("data-type")!,
      shared: el.getAttribute("data-shared") === "yes",
      who: el.querySelector("#hunt-who")!.textContent!,
    }));
    if (d.type === until) return seen;
    (d.shared ? seen.shared : seen.own).push(`${d.type} ${d.who}`);
    const confirm = await page.$("#hunt-decision button.confirm");
    if (confirm) {
      const min = Number(await page.getAttribute("#hunt-decision .choices", "data-min"));
      for (let n = 0; n < min; n++) await page.click(`#hunt-decision input[type=checkbox] >> nth=${n}`);
      await confirm.click();
    } else await page.click("#hunt-decision button >> nth=0");
  }
  await page.waitForSelector("#hunt-done");
  return seen;
}

/** a Wild Hunt table of 2 witchers at the easy difficulty with this seed, its level II monster placed in the water */
async function startHuntTable(page: Page, seed: number): Promise<void> {
  await startHunt(page, "easy", seed);
  await page.click('#hunt-decision button[data-key="water"]');
}

describe("editor: the play preview plays a Wild Hunt round", () => {
  it("Turn Sequence: two witchers play a Wild Hunt round in the page, shared decisions answered as the table's, in English and Romanian", async () => {
    const page = editor.session.page;
    // setup: the easy table of 2 places a level II monster in a terrain the players choose together
    await startHunt(page, "easy");
    expect(await page.getAttribute("#hunt-decision", "data-shared")).toBe("yes");
    expect(await page.textContent("#hunt-decision strong")).toBe("Together: in which terrain does the level 2 monster appear?");
    const who = (await page.textContent("#hunt-who"))!;
    expect(who).toMatch(/^\(all players together; .+ breaks a tie\)$/);
    expect(who).not.toMatch(/witcher\./);
    // the shared decision is answered in the page: the monster appears in the terrain chosen
    await page.click('#hunt-decision button[data-key="water"]');
    await page.waitForSelector('#hunt-log li[data-type="monster-placed"]');
    expect(await page.textContent('#hunt-log li[data-type="monster-placed"]')).not.toMatch(/ow-|\[/);
    const terrains = await page.$$eval("#hunt-table tr[data-row=monster]", (rows) => rows.length);
    expect(terrains).toBe(1);
    const seen = await playHuntRound(page);
    // Phase I is the table's ("who acts next?"), a witcher's own steps are his
    expect(seen.shared.some((s) => s.startsWith("hunt-phase-1 (all players together;"))).toBe(true);
    expect(seen.own.some((s) => /^phase-1 \(.+ decides\)$/.test(s))).toBe(true);
    const log = await page.$$eval("#hunt-log li", (els) => els.map((e) => e.textContent ?? ""));
    expect(log).toContain("Round 1 of 8");
    expect(log.filter((l) => /ow-|\[ow/.test(l))).toEqual([]);
    // Phase IV of round 1: a level I hound appears, then the Hunt moves or stays
    expect(await page.$$eval("#hunt-log li", (els) => els.map((e) => e.getAttribute("data-type")))).toEqual(
      expect.arrayContaining(["hunt-round", "hunt-explore", "hound-placed"]),
    );
    expect(await page.textContent("#hunt-done")).toMatch(/Round 1 is over\./);
    expect(await page.$$eval("#hunt-table tr[data-row=hound]", (rows) => rows.length)).toBe(1);
    await screenshot(page, "play-preview-wild-hunt");
    // the next round is played in the page too
    await page.click("#hunt-next-round");
    await page.waitForSelector("#hunt-decision");
    expect(await page.textContent('#hunt-table tr[data-row="round"] td')).toBe("Round 2 of 8");
    // in Romanian, chosen on the card preview: the prompt and who decides come from the Romanian catalogue
    await panel(page, "card");
    await page.click('button[data-locale="ro"]');
    await startHunt(page);
    expect(await page.textContent("#hunt-who")).toMatch(/^\(toți jucătorii împreună; la egalitate decide .+\)$/);
    expect(await page.textContent('#hunt-table tr[data-row="round"] td')).toBe("Pregătirea; lupta finală urmează după runda 8");
    expect(await page.textContent('#hunt-table tr[data-row="witcher"] td')).toMatch(/; mână \d+, pachet \d+, aur \d+, scut \d+$/);
    const roLog = await page.$$eval("#hunt-log li", (els) => els.map((e) => e.textContent ?? ""));
    expect(roLog.some((l) => / pornește din /.test(l))).toBe(true);
    await panel(page, "card");
    await page.click('button[data-locale="en"]');
  });

  it("Quest tokens: a quest card read in a Wild Hunt round stays on the table with the location of its quest token", async () => {
    const page = editor.session.page;
    // seed 16, answered as below, reads The Hounds' Lair in round 1 (with the box's 35 stage cards and 35 events)
    await startHuntTable(page, 16);
    await playHuntRound(page);
    expect(await page.$$eval("#hunt-log li", (els) => els.map((e) => e.getAttribute("data-type")))).toContain("hunt-quest");
    const quest = await page.$eval('#hunt-table tr[data-row="quest"]', (tr) => ({
      card: tr.getAttribute("data-card"),
      name: tr.querySelector("th")!.textContent,
      where: tr.querySelector("td")!.textContent,
    }));
    expect(quest.card).toMatch(/^exploration\.hounds-lair#/);
    expect(quest.name).toBe("Quest: The Hounds' Lair");
    expect(quest.where).not.toMatch(/location\./);
  });

  it("Phase I, travel: paying with any 2 cards asks for exactly two; Confirm waits for both, and the seed-4 round plays to its end", async () => {
    const page = editor.session.page;
    // seed 4, answered as below: the Cat witcher pays a move with two cards in round 1
    await startHuntTable(page, 4);
    await playHuntRound(page, "travel-cards");
    const hand = async () => Number(/hand (\d+)/.exec((await page.textContent('#hunt-table tr[data-witcher="witcher.cat-witcher"] td'))!)![1]);
    const before = await hand();
    const confirm = page.locator("#hunt-decision button.confirm");
    expect(await page.textContent("#hunt-decision .note")).toBe("Pick 2.");
    expect(await confirm.isDisabled()).toBe(true);
    await page.click("#hunt-decision input[type=checkbox] >> nth=0");
    // one card of two: not yet an answer
    expect(await confirm.isDisabled()).toBe(true);
    await page.click("#hunt-decision input[type=checkbox] >> nth=1");
    expect(await confirm.isDisabled()).toBe(false);
    await confirm.click();
    expect(await hand()).toBe(before - 2);
    await playHuntRound(page);
    expect(await page.$("p.warn")).toBeNull();
    expect(await page.textContent("#hunt-done")).toMatch(/Round 1 is over\./);
    expect(editor.session.consoleErrors).toEqual([]);
  });
});
