// A `?replay=<path>` link (what `grimoire sim` prints for a failed game) opens
// the editor on the replay viewer with that file at its first step; a path
// outside the project is refused with the reason, and nothing is read.
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordReplay } from "../../editor/adapters/replay.ts";
import { games } from "../../games/registry.ts";
import { editorOverProject, screenshot } from "./harness.ts";
import { englishLeftIn } from "./visible-words.ts";
import { bundled } from "../content/bundled.ts";
import { owBundled } from "../content/oldworld/bundled.ts";

const { content } = bundled();
const file = recordReplay(games.get("adventure"), content, { seed: 5, seats: content.heroes.slice(0, 2).map((h) => h.id), maxRounds: 1 });
const ow = owBundled().content;
const owWitchers = ow.witchers
  .filter((w) => w.set === "core")
  .slice(0, 2)
  .map((w) => w.id);
const owFile = recordReplay(games.get("oldworld"), ow, { seed: 7, seats: owWitchers, maxRounds: 2 });

// the project: a copy of the content with the simulator's failures folder beside the sources
const editor = editorOverProject(async (dir) => {
  await fs.mkdir(path.join(dir, "sim-failures"));
  await fs.writeFile(path.join(dir, "sim-failures", "failure-0-5.json"), `${JSON.stringify(file, null, 2)}\n`);
  await fs.writeFile(path.join(dir, "sim-failures", "failure-1-7.json"), `${JSON.stringify(owFile, null, 2)}\n`);
});

// a replay file outside the project, which a link must not open
beforeAll(async () => {
  await fs.writeFile(path.join(os.tmpdir(), "grimoire-outside-replay.json"), `${JSON.stringify(file)}\n`);
});

afterAll(async () => {
  await fs.rm(path.join(os.tmpdir(), "grimoire-outside-replay.json"), { force: true });
});

describe("editor: a simulator failure's link opens the replay viewer", () => {
  it("?replay=<path> opens the Replay panel with that file at its first step", { timeout: 120_000 }, async () => {
    const page = editor.session.page;
    await page.goto(`${editor.session.url}?replay=sim-failures/failure-0-5.json`);
    await page.waitForSelector("#replay-board svg.board", { timeout: 60_000 });
    expect(await page.getAttribute('.panel-tabs button[data-panel="replay"]', "class")).toBe("active");
    expect(await page.getAttribute("#replay-position", "data-step")).toBe("0");
    expect(await page.textContent(".replay-steps")).toContain("sim-failures/failure-0-5.json");
    expect(await page.textContent("#replay-decision")).toContain("before the first decision");
    // the whole recording is there: the last step is its last answer
    await page.click("#replay-last");
    expect(await page.getAttribute("#replay-position", "data-step")).toBe(String(file.answers.length));
    expect(editor.session.consoleErrors).toEqual([]);
  });

  it("an Old World replay's link opens it on the Old World's map, with each witcher's board, stepping forward and back", { timeout: 120_000 }, async () => {
    const page = await editor.session.newPage();
    await page.goto(`${editor.session.url}?replay=sim-failures/failure-1-7.json`);
    await page.waitForSelector("#replay-board svg.ow-map", { timeout: 60_000 });
    expect(await page.getAttribute(".replay", "data-game")).toBe("oldworld");
    expect(await page.getAttribute("#replay-position", "data-step")).toBe("0");
    expect(await page.$$eval(".witcher-board", (els) => els.map((e) => e.getAttribute("data-witcher")))).toEqual(owWitchers);
    expect(await page.$$eval("#replay-board .witcher-figure", (els) => els.map((e) => e.getAttribute("data-witcher")).sort())).toEqual([...owWitchers].sort());
    expect(await page.$$eval("#replay-board .location", (els) => els.length)).toBe(ow.locations.length);
    const atStart = await page.$eval("#replay-board", (el) => el.innerHTML);
    // a step forward shows the decision answered in words, not message ids, and its events as sentences
    await page.click("#replay-forward");
    expect(await page.getAttribute("#replay-position", "data-step")).toBe("1");
    expect(await page.textContent("#replay-decision")).not.toMatch(/ow-(prompt|option)-/);
    const log = await page.$$eval("#replay-log li", (els) => els.map((e) => e.textContent ?? ""));
    for (const line of log) expect(line).not.toMatch(/^\[?ow-log-/);
    // to the end of the recording, then back to the start: the same map as before
    await page.click("#replay-last");
    expect(await page.getAttribute("#replay-position", "data-step")).toBe(String(owFile.answers.length));
    await page.click("#replay-back");
    expect(await page.getAttribute("#replay-position", "data-step")).toBe(String(owFile.answers.length - 1));
    await page.click("#replay-first");
    expect(await page.$eval("#replay-board", (el) => el.innerHTML)).toBe(atStart);
    await page.click("#replay-forward");
    await screenshot(page, "replay-oldworld");
    await page.close();
  });

  it("refuses a path that leaves the project, saying why, and shows no game", { timeout: 120_000 }, async () => {
    const page = await editor.session.newPage();
    await page.goto(`${editor.session.url}?replay=../grimoire-outside-replay.json`);
    await page.waitForSelector("#replay-error", { timeout: 60_000 });
    expect(await page.textContent("#replay-error")).toBe(
      '../grimoire-outside-replay.json: Only replay files inside the project can be opened; ../grimoire-outside-replay.json leaves it with "..".',
    );
    expect(await page.$("#replay-board")).toBeNull();
    // the same refusal in Romanian, told again from its message id when the language is switched
    await page.evaluate(() => {
      const store = (window as unknown as { grimoire: { store: { locale: string; changed(): void } } }).grimoire.store;
      store.locale = "ro";
      store.changed();
    });
    await page.waitForFunction(() => document.querySelector("#replay-error")?.textContent?.includes("proiect"));
    expect(await page.textContent("#replay-error")).toBe(
      "../grimoire-outside-replay.json: Se pot deschide numai fișierele de reluare din proiect; ../grimoire-outside-replay.json iese din el cu „..”.",
    );
    expect(await englishLeftIn(page, "ro", ".side")).toEqual([]);
    await page.close();
  });
});
