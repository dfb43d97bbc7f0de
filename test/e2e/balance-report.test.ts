// The balance report a designer reads at a glance (`grimoire sim --report <dir> --locale <en|ro>`): it opens in
// Chromium with no console error and no network request, in English and in Romanian, names the heroes and cards
// from the catalogues, draws every label of the cards chart, and the labelled chart matches its baseline.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { compareWithBaseline, openOfflinePage } from "./harness.ts";

const run = promisify(execFile);

describe("balance report in the browser", () => {
  for (const locale of ["en", "ro"]) {
    it(`opens in ${locale} offline with no console error, every card labelled, and the labelled chart as its baseline`, { timeout: 300_000 }, async () => {
      const out = join(mkdtempSync(join(tmpdir(), `grimoire-report-${locale}-`)), "report");
      await run(
        process.execPath,
        [
          resolve("node_modules/tsx/dist/cli.mjs"),
          "compiler/cli/main.ts",
          "sim",
          "--games",
          "30",
          "--max-rounds",
          "60",
          "--workers",
          "1",
          "--no-progress",
          "--report",
          out,
          "--locale",
          locale,
        ],
        { maxBuffer: 64 << 20 },
      );
      const json = JSON.parse(readFileSync(join(out, "report.json"), "utf8"));
      const { page, errors, requests, close } = await openOfflinePage(join(out, "index.html"), { width: 1200, height: 900 });
      try {
        await page.waitForFunction(() => document.querySelectorAll("#cards tr").length > 1);
        expect(errors).toEqual([]);
        expect(requests).toEqual([]);
        expect(await page.getAttribute("html", "lang")).toBe(locale);
        expect(await page.textContent("h1")).toBe(locale === "ro" ? "Raport de echilibru: adventure, 30 de jocuri" : "Balance report: adventure, 30 games");
        // the cards chart: one label a card, each a catalogue name, and every one of them drawn (none skipped)
        const chart = await page.evaluate(() => {
          const c = (
            window as unknown as { Chart: { getChart(c: unknown): { data: { labels: string[] }; scales: { y: { ticks: { label: string }[] } } } } }
          ).Chart.getChart(document.getElementById("card-chart"));
          return { labels: c.data.labels, ticks: c.scales.y.ticks.map((t) => t.label) };
        });
        const names = Object.keys(json.summary.cards).map((id: string) => json.entities[id]?.name ?? id);
        expect([...chart.labels].sort()).toEqual([...names].sort());
        expect(chart.ticks).toEqual(chart.labels);
        expect(chart.labels.some((l: string) => l.includes("."))).toBe(false);
        // only flagged rows are coloured
        const flagged = await page.$$eval("#cards tr.flag", (rows) => rows.length);
        expect(flagged).toBe(Object.values(json.summary.cards).filter((c) => (c as { significant: boolean }).significant).length);
        // the coverage lists
        expect(await page.$$eval("#never-played li", (li) => li.length)).toBe(json.summary.coverage.cardsNeverPlayed.length || 1);
        const box = await page.$("#card-box");
        const png = await box!.screenshot();
        const { share, max } = await compareWithBaseline(page, `balance-report.cards-chart.${locale}`, png);
        expect(share).toBeLessThanOrEqual(max);
      } finally {
        await close();
      }
    });
  }
});
