// `grimoire sim --report`: the balance report opens in Chromium offline with
// no console error, draws its charts and flags what it says it flags; the
// comparison of two content folders on the same seeds finds a real change.
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { chromium } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CHROMIUM_ARGS } from "../e2e/harness.ts";
import { compareSummaries } from "../../runtime/sim/report/compare.ts";
import { summarize, type RunIdentity } from "../../runtime/sim/summary.ts";
import { addGame, emptyTally } from "../../runtime/sim/tally.ts";

const run = promisify(execFile);
const CLI = resolve("bin/grimoire.js");

describe("balance report", () => {
  it("opens in Chromium with no console error and no network, with its charts and tables drawn", { timeout: 600_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), "grimoire-report-"));
    // a weaker Geralt in a copy of the content, compared with the bundled sources on the same seeds
    const weaker = join(dir, "weaker");
    cpSync("content/adventure", weaker, { recursive: true });
    const heroes = join(weaker, "heroes.grim");
    writeFileSync(heroes, readFileSync(heroes, "utf8").replace(/(hero Geralt[\s\S]*?dice )[^\n]*/, "$1GeraltDie1"));
    const out = join(dir, "out");
    await run(
      process.execPath,
      [CLI, "sim", "content/adventure", "--games", "12", "--max-rounds", "12", "--agent", "mixed", "--workers", "1", "--report", out, "--compare", weaker],
      { maxBuffer: 64 << 20 },
    );
    const json = JSON.parse(readFileSync(join(out, "report.json"), "utf8"));
    expect(json.summary.games).toBe(12);
    expect(json.compared.run.content).toBe(weaker);
    const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      const requests: string[] = [];
      page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
      page.on("pageerror", (e) => errors.push(e.message));
      page.on("request", (r) => !r.url().startsWith("file:") && requests.push(r.url()));
      await page.goto(pathToFileURL(join(out, "index.html")).href);
      await page.waitForFunction(() => document.querySelectorAll("#seats tr").length > 1);
      expect(errors).toEqual([]);
      expect(requests).toEqual([]);
      // every chart drew on its canvas
      const drawn = await page.$$eval("canvas", (cs) =>
        cs.map((c) => (c as HTMLCanvasElement).width > 0 && !!(window as unknown as { Chart: { getChart(c: unknown): unknown } }).Chart.getChart(c)),
      );
      expect(drawn).toEqual([true, true, true, true]);
      const seatRows = await page.$$eval("#seats tr", (rows) => rows.length);
      expect(seatRows).toBe(1 + Object.keys(json.summary.seats).length);
      expect(await page.isVisible("#comparison")).toBe(true);
      expect(await page.textContent("#comparison-what")).toContain(weaker);
    } finally {
      await browser.close();
    }
  });

  it("flags a hero whose win rate interval excludes the even share, and a significant change between two versions", () => {
    const identity = { game: "adventure", content: "a" } as RunIdentity;
    const tally = (geraltWins: number) => {
      const t = emptyTally();
      for (let g = 0; g < 400; g++)
        addGame(t, {
          seats: ["hero.geralt", "hero.triss"],
          winner: g < geraltWins ? "hero.geralt" : "hero.triss",
          reason: "quests",
          rounds: 10,
          answers: 0,
          events: 0,
          stats: {},
          cards: {},
          replayed: false,
          replayMismatch: false,
        });
      return t;
    };
    const even = summarize(identity, tally(200));
    expect(even.seats["hero.geralt"]).toMatchObject({ fairShare: 0.5, outlier: null });
    const strong = summarize({ ...identity, content: "b" }, tally(260));
    expect(strong.seats["hero.geralt"].outlier).toBe("above");
    expect(strong.seats["hero.triss"].outlier).toBe("below");
    const c = compareSummaries(even, strong);
    expect(c.seats.find((x) => x.id === "hero.geralt")).toMatchObject({ before: 0.5, after: 0.65, significant: true });
    expect(c.rounds.significant).toBe(false);
    // a change chance explains is not flagged
    expect(compareSummaries(even, summarize(identity, tally(210))).seats[0].significant).toBe(false);
  });

  it("judges a card within the games of the hero who saw it, not against the heroes who rarely see it", () => {
    // Geralt wins 70% of his games and sees card.common in most of them; Triss wins 30% and rarely sees it.
    // card.common changes nothing for either; card.strong adds 20 points to whoever sees it.
    const t = emptyTally();
    const seats = ["hero.geralt", "hero.triss"];
    for (let g = 0; g < 1000; g++) {
      const geraltSees = g % 10 < 8;
      const trissSees = g % 10 === 0;
      const strongFor = g % 2 === 0 ? "hero.geralt" : "hero.triss";
      // Geralt's chance of winning: 80% when card.strong is his, 60% when it is Triss's (so hers is 40% and 20%)
      const geraltChance = strongFor === "hero.geralt" ? 0.8 : 0.6;
      const winner = ((g * 7919) % 1000) / 1000 < geraltChance ? "hero.geralt" : "hero.triss";
      const cards: Record<string, string[]> = { "hero.geralt": [], "hero.triss": [] };
      if (geraltSees) cards["hero.geralt"].push("card.common");
      if (trissSees) cards["hero.triss"].push("card.common");
      cards[strongFor].push("card.strong");
      addGame(t, { seats, winner, reason: "quests", rounds: 10, answers: 0, events: 0, stats: {}, cards, replayed: false, replayMismatch: false });
    }
    const s = summarize({ game: "adventure", content: "a" } as RunIdentity, t);
    const common = s.cards["card.common"];
    // pooled over both heroes the card looks strong: it is mostly Geralt's
    expect(common.whenSeen.low).toBeGreaterThan(common.whenNotSeen.high);
    // within each hero's own games it changes nothing
    expect(common.significant).toBe(false);
    expect(common.low).toBeLessThan(0);
    expect(common.high).toBeGreaterThan(0);
    expect(Object.keys(common.bySeat)).toEqual(["hero.geralt", "hero.triss"]);
    expect(common.bySeat["hero.geralt"].seen).toBe(800);
    const strong = s.cards["card.strong"];
    expect(strong.significant).toBe(true);
    expect(strong.low).toBeGreaterThan(0);
    expect(strong.difference).toBeCloseTo(0.2, 1);
  });
});
