// A `?report=<path>` link (what `grimoire sim --report` prints) opens the editor
// with that balance report beside the cards: the Card panel shows what the
// simulated games say of the card or hero under the cursor; a path outside the
// project is refused with the reason.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { editorOverProject, openEditor } from "./harness.ts";
import { summarize } from "../../runtime/sim/summary.ts";
import { addGame, emptyTally } from "../../runtime/sim/tally.ts";
import { writeReport } from "../../runtime/sim/report/write.ts";
import { runIdentity } from "../sim/run-identity.ts";

const CARD = "investigation.alchemists-commission";

/** 200 two-hero games: Geralt wins 60%; the card is seen in every other game of each hero and adds nothing */
function report(dir: string): void {
  const t = emptyTally();
  for (let g = 0; g < 200; g++) {
    const winner = g % 5 < 3 ? "hero.geralt" : "hero.triss";
    const cards = { "hero.geralt": g % 2 ? [CARD] : [], "hero.triss": g % 2 ? [] : [CARD] };
    addGame(t, {
      seats: ["hero.geralt", "hero.triss"],
      winner,
      reason: "quests",
      rounds: 20,
      answers: 0,
      events: 0,
      stats: {},
      cards,
      replayed: false,
      replayMismatch: false,
    });
  }
  const run = runIdentity({
    game: "adventure",
    sets: ["base"],
    games: 200,
    seed: 1,
    agent: "greedy",
    maxRounds: 250,
    players: [2],
    replayEvery: 100,
  });
  writeReport(dir, summarize(run, t));
}

// the project: a copy of the content with a balance report beside the sources
const editor = editorOverProject(async (dir) => report(path.join(dir, "sim-report")));

describe("editor: a balance report's link shows each card's figures", () => {
  it("?report=<path> shows the card's impact for the same hero, hero by hero, and a hero's win rate", { timeout: 120_000 }, async () => {
    const page = editor.session.page;
    await openEditor(page, `${editor.session.url}?report=sim-report/report.json`);
    await page.selectOption("#card-entity", CARD);
    await page.waitForSelector('#balance[data-kind="card"]', { timeout: 60_000 });
    const text = (await page.textContent("#balance"))!;
    expect(text).toContain("sim-report/report.json");
    expect(text).toContain("200 simulated games");
    expect(text).toContain("in 200 seat-games");
    // the card changes nothing for either hero: no significant difference
    expect(await page.getAttribute("#balance", "data-significant")).toBe("false");
    expect(await page.$$eval(".balance-seats tr", (rows) => rows.map((r) => r.textContent))).toEqual([
      "heroseen inwon when seenwhen not",
      "hero.geralt10060.0%60.0%",
      "hero.triss10040.0%40.0%",
    ]);
    await page.selectOption("#card-entity", "hero.geralt");
    await page.waitForSelector('#balance[data-kind="seat"]');
    expect(await page.textContent("#balance")).toContain("Won 60.0% of 200 games");
    expect(editor.session.consoleErrors).toEqual([]);
  });

  it("refuses a report outside the project, saying why", { timeout: 120_000 }, async () => {
    const page = await editor.session.newPage();
    await openEditor(page, `${editor.session.url}?report=../elsewhere/report.json`);
    await page.waitForSelector("#balance[role=alert]", { timeout: 60_000 });
    expect(await page.textContent("#balance")).toBe(
      'Balance report ../elsewhere/report.json: Only balance reports inside the project can be opened; ../elsewhere/report.json leaves it with "..".',
    );
    await page.close();
  });
});
