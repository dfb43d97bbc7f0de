// `grimoire sim --report`: the balance report opens in Chromium offline with
// no console error, draws its charts and flags what it says it flags; the
// comparison of two content folders on the same seeds finds a real change.
import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { openOfflinePage } from "../e2e/harness.ts";
import { compareSummaries } from "../../runtime/sim/report/compare.ts";
import { summarize, type RunIdentity } from "../../runtime/sim/summary.ts";
import { addGame, countOptions, emptyTally, mergeTally } from "../../runtime/sim/tally.ts";

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
    const { page, errors, requests, close } = await openOfflinePage(join(out, "index.html"));
    try {
      await page.waitForFunction(() => document.querySelectorAll("#seats tr").length > 1);
      expect(errors).toEqual([]);
      expect(requests).toEqual([]);
      // every chart drew on its canvas
      const drawn = await page.$$eval("canvas", (cs) =>
        cs.map((c) => (c as HTMLCanvasElement).width > 0 && !!(window as unknown as { Chart: { getChart(c: unknown): unknown } }).Chart.getChart(c)),
      );
      // the causal impact's chart is drawn only when the run measured it (--impact)
      expect(drawn).toEqual([true, true, true, false, true]);
      const seatRows = await page.$$eval("#seats tr", (rows) => rows.length);
      expect(seatRows).toBe(1 + Object.keys(json.summary.seats).length);
      expect(await page.isVisible("#comparison")).toBe(true);
      expect(await page.textContent("#comparison-what")).toContain(weaker);
    } finally {
      await close();
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

  it("report.json in Romanian: catalogue names with their .grim lines and faces, the game-length axis ending at the longest game played, the bots' coverage", {
    timeout: 300_000,
  }, async () => {
    const out = join(mkdtempSync(join(tmpdir(), "grimoire-report-ro-")), "out");
    await run(
      process.execPath,
      [
        CLI,
        "sim",
        "--games",
        "20",
        "--workers",
        "1",
        "--no-progress",
        "--report",
        out,
        "--locale",
        "ro",
        "--impact",
        "development.silver-sword,development.steel-sword",
      ],
      { maxBuffer: 64 << 20 },
    );
    const json = JSON.parse(readFileSync(join(out, "report.json"), "utf8"));
    expect(json.locale).toBe("ro");
    expect(json.words["report-coverage-cards"]).toBe("Cărți niciodată jucate");
    // a card's name as the Romanian catalogue gives it, its source line and its face beside the page
    expect(json.entities["development.silver-sword"]).toMatchObject({ name: "Sabie de argint", face: "faces/development.silver-sword.ro.svg" });
    expect(json.entities["development.silver-sword"].source).toMatch(/^content\/adventure\/development-geralt\.grim:\d+$/);
    expect(readFileSync(join(out, "faces", "development.silver-sword.ro.svg"), "utf8")).toContain("<svg");
    // the axis runs to the longest game played, not to the 250-round limit
    const lengths = Object.keys(json.summary.roundsHistogram).map(Number);
    expect(json.axes.rounds).toEqual({ min: Math.min(...lengths), max: Math.max(...lengths) });
    expect(json.axes.rounds.max).toBeLessThan(250);
    // coverage: every listed card either named in some game's events or listed as never played, never both
    const cov = json.summary.coverage;
    for (const c of cov.cardsNeverPlayed) expect(json.summary.cards[c]).toBeUndefined();
    expect(cov.cardsNeverPlayed.length).toBeGreaterThan(0);
    expect(Object.keys(cov.decisions)).toContain("choose-action");
    // --impact with --report: the causal figures go into the report, beside the run's own games
    expect(Object.keys(json.impact.cards)).toEqual(["development.silver-sword", "development.steel-sword"]);
    expect(json.impact.cards["development.silver-sword"].win).toHaveProperty("difference");
    expect(json.summary.games).toBe(20);
  });

  it("a locale the report has no catalogue for is refused before any game is played, with exit code 2", { timeout: 120_000 }, async () => {
    const out = join(mkdtempSync(join(tmpdir(), "grimoire-report-fr-")), "out");
    const r = await run(process.execPath, [CLI, "sim", "--games", "1000", "--workers", "1", "--no-progress", "--report", out, "--locale", "fr"]).then(
      () => ({ code: 0, stderr: "" }),
      (e: { code: number; stderr: string }) => e,
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('grimoire sim: --locale: the report has no words in "fr" (no content/i18n/fr/report.ftl)\n');
    expect(existsSync(out)).toBe(false);
  });

  it("coverage lists a planted card no game played and an option offered but never chosen, and merged tallies keep both", () => {
    const record = (chosen: string) => {
      const options = { offered: {}, chosen: {} };
      countOptions(
        options,
        "choose-action",
        [
          { key: "travel", label: "option-travel" },
          { key: "rest", label: "option-rest" },
          { key: "meditate", label: "option-meditate" },
        ],
        [chosen],
      );
      return {
        seats: ["hero.geralt"],
        winner: "hero.geralt",
        reason: "quests",
        rounds: 7,
        answers: 1,
        events: 0,
        stats: {},
        cards: { "hero.geralt": ["card.played"] },
        replayed: false,
        replayMismatch: false,
        options,
      };
    };
    const a = emptyTally();
    addGame(a, record("travel"));
    const b = emptyTally();
    addGame(b, record("rest"));
    const identity = { game: "adventure", content: "a" } as RunIdentity;
    const one = summarize(identity, a, ["card.played", "card.planted"]);
    expect(one.coverage.cardsNeverPlayed).toEqual(["card.planted"]);
    expect(one.coverage.optionsNeverChosen).toEqual({ "choose-action": ["option-meditate", "option-rest"] });
    const both = summarize(identity, mergeTally(a, b), ["card.played", "card.planted"]);
    expect(both.coverage).toEqual({
      cardsNeverPlayed: ["card.planted"],
      optionsNeverChosen: { "choose-action": ["option-meditate"] },
      decisions: { "choose-action": 2 },
    });
    // a game that lists no cards says so rather than listing none
    expect(summarize(identity, a).coverage.cardsNeverPlayed).toBeNull();
  });
});
