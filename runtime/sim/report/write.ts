// `grimoire sim --report <dir>`: index.html (opens offline, charts inlined)
// and report.json (the same data) in one folder.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import type { CausalImpact } from "../impact.ts";
import type { SimSummary } from "../summary.ts";
import { type Comparison, compareSummaries } from "./compare.ts";
import { reportHtml, type ReportData, type ReportEntity } from "./html.ts";
import { type ReportCatalogues, reportWords } from "./words.ts";

export interface ReportExtras {
  /** the page's language (default en) */
  locale?: string;
  /** the names, sources and faces of the heroes and cards (compiler/sim-report-words.ts); absent: they show by id */
  entities?: Record<string, ReportEntity>;
  impact?: CausalImpact;
  /** the report catalogues of the project (content/i18n/<locale>/report.ftl and English's); absent: the checkout's */
  catalogues?: ReportCatalogues;
}

/** the histogram's axis from the least value played to the greatest; null when nothing was played */
function axisOf(h: Record<string, number>): { min: number; max: number } | null {
  const keys = Object.keys(h).map(Number);
  return keys.length ? { min: Math.min(...keys), max: Math.max(...keys) } : null;
}

/** writes the report; returns the page's path and the comparison it holds */
export function writeReport(dir: string, summary: SimSummary, compared?: SimSummary, extras: ReportExtras = {}): { where: string; comparison?: Comparison } {
  const locale = extras.locale ?? "en";
  const comparison = compared ? compareSummaries(summary, compared) : undefined;
  const data: ReportData = {
    summary,
    locale,
    axes: { rounds: axisOf(summary.roundsHistogram), scores: axisOf(summary.scoreHistogram) },
    words: reportWords(locale, summary, extras.catalogues, comparison),
    entities: extras.entities ?? {},
  };
  if (extras.impact) data.impact = extras.impact;
  if (compared && comparison) {
    data.compared = compared;
    data.comparison = comparison;
  }
  // the UMD build defines the global `Chart`, so the page needs no module loader and no network
  // (the package exports no path to it: it sits beside the CommonJS entry)
  const chartJs = readFileSync(join(dirname(createRequire(import.meta.url).resolve("chart.js")), "chart.umd.min.js"), "utf8");
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "report.json"), `${JSON.stringify(data, null, 2)}\n`);
  const page = join(dir, "index.html");
  writeFileSync(page, reportHtml(data, chartJs));
  return { where: resolve(page), comparison };
}
