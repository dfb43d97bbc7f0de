// `grimoire sim --report <dir>`: index.html (opens offline, charts inlined)
// and report.json (the same data) in one folder.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import type { SimSummary } from "../summary.ts";
import { compareSummaries, type Comparison } from "./compare.ts";
import { reportHtml, type ReportData } from "./html.ts";

/** writes the report; returns the page's path and the comparison it holds */
export function writeReport(dir: string, summary: SimSummary, compared?: SimSummary): { where: string; comparison?: Comparison } {
  const data: ReportData = { summary };
  if (compared) {
    data.compared = compared;
    data.comparison = compareSummaries(summary, compared);
  }
  // the UMD build defines the global `Chart`, so the page needs no module loader and no network
  // (the package exports no path to it: it sits beside the CommonJS entry)
  const chartJs = readFileSync(join(dirname(createRequire(import.meta.url).resolve("chart.js")), "chart.umd.min.js"), "utf8");
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "report.json"), `${JSON.stringify(data, null, 2)}\n`);
  const page = join(dir, "index.html");
  writeFileSync(page, reportHtml(data, chartJs));
  return { where: resolve(page), ...(data.comparison ? { comparison: data.comparison } : {}) };
}
