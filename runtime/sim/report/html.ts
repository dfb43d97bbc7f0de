// The balance report as one HTML page that works offline: the data as JSON in
// the page, Chart.js (from node_modules, pinned in package.json) inlined, and
// a small script drawing the charts and tables from the data.
import type { CausalImpact } from "../impact.ts";
import type { SimSummary } from "../summary.ts";
import type { Comparison } from "./compare.ts";

/** a hero, witcher or card as the page names it: from the catalogues of the report's locale, with its source and face */
export interface ReportEntity {
  name: string;
  /** its `.grim` file and line, relative to the project ("content/adventure/heroes.grim:12") */
  source: string;
  /** the same file, relative to the report's folder, for a link */
  href: string;
  /** its printed face, relative to the report's folder; null when the game's layout draws none */
  face: string | null;
}

/** the page's words in one locale: each message of content/i18n/<locale>/report.ftl, formatted */
export interface ReportText {
  locale: string;
  words: Record<string, string>;
  entities: Record<string, ReportEntity>;
}

export interface ReportData {
  summary: SimSummary;
  /** the second content version on the same seeds, when compared */
  compared?: SimSummary;
  comparison?: Comparison;
  /** each card's causal impact (`--impact`), when measured */
  impact?: CausalImpact;
  locale: string;
  /** the histograms' x axes, fitted to the games played: from the shortest game (lowest score) to the longest (highest) */
  axes: { rounds: { min: number; max: number } | null; scores: { min: number; max: number } | null };
  words: Record<string, string>;
  entities: Record<string, ReportEntity>;
}

/** JSON safe inside a <script> element */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

export function reportHtml(data: ReportData, chartJs: string): string {
  const w = data.words;
  return `<!doctype html>
<html lang="${esc(data.locale)}">
<head>
<meta charset="utf-8">
<title>${esc(w["report-title"])}</title>
<style>
  body { font: 14px/1.45 system-ui, sans-serif; margin: 24px auto; max-width: 1100px; color: #222; padding: 0 16px; }
  h1 { font-size: 22px; } h2 { font-size: 17px; margin-top: 32px; border-bottom: 1px solid #ddd; } h3 { font-size: 15px; }
  table { border-collapse: collapse; width: 100%; font-size: 13px; }
  th, td { padding: 3px 6px; text-align: left; border-bottom: 1px solid #eee; }
  td.n { text-align: right; font-variant-numeric: tabular-nums; }
  tr.flag td { background: #fbe9e7; color: #8a1c12; font-weight: 600; }
  .muted { color: #666; }
  .charts { display: grid; grid-template-columns: 1fr; gap: 8px; }
  .chart { position: relative; height: 300px; }
  code { background: #f4f1ea; padding: 0 3px; }
  a { color: #2a5a7d; }
</style>
</head>
<body>
<h1>${esc(w["report-title"])}</h1>
<p id="run" class="muted">${esc(w["report-run"])}</p>
<p id="health">${esc(w["report-health"])}</p>
<h2>${esc(w["report-seats-heading"])}</h2>
<p class="muted">${esc(w["report-seats-help"])}</p>
<div class="chart"><canvas id="win-chart"></canvas></div>
<table id="seats"></table>
<section id="groups"${Object.keys(data.summary.byGroup).length ? "" : " hidden"}>
<h2>${esc(w["report-groups-heading"])}</h2>
<table id="by-group"></table>
</section>
<div class="charts">
  <div><h2>${esc(w["report-rounds-heading"])}</h2><div class="chart"><canvas id="rounds-chart"></canvas></div></div>
  <div><h2>${esc(w["report-scores-heading"])}</h2><div class="chart"><canvas id="score-chart"></canvas></div></div>
</div>
<h2>${esc(w["report-impact-heading"])}</h2>
<p class="muted">${esc(data.impact ? w["report-impact-help"] : w["report-impact-none"])}</p>
<section id="impact"${data.impact ? "" : " hidden"}>
<div class="chart" id="impact-box"><canvas id="impact-chart"></canvas></div>
<table id="impact-cards"></table>
</section>
<h2>${esc(w["report-cards-heading"])}</h2>
<p class="muted">${esc(w["report-cards-help"])}</p>
<div class="chart" id="card-box"><canvas id="card-chart"></canvas></div>
<table id="cards"></table>
<h2>${esc(w["report-coverage-heading"])}</h2>
<p class="muted">${esc(w["report-coverage-help"])}</p>
<h3>${esc(w["report-coverage-cards"])}</h3>
<ul id="never-played"></ul>
<h3>${esc(w["report-coverage-options"])}</h3>
<ul id="never-chosen"></ul>
<section id="comparison" hidden>
<h2>${esc(w["report-comparison-heading"])}</h2>
<p id="comparison-what" class="muted">${esc(w["report-comparison-what"] ?? "")}</p>
<table id="comparison-seats"></table>
<h3>${esc(w["report-comparison-cards"])}</h3>
<table id="comparison-cards"></table>
</section>
<script type="application/json" id="report-data">${scriptJson(data)}</script>
<script>${chartJs.replace(/<\/script/gi, "<\\/script")}</script>
<script>
${REPORT_SCRIPT}
</script>
</body>
</html>
`;
}

/** draws the page from #report-data; plain browser JavaScript */
const REPORT_SCRIPT = `
// in a function: a classic script's top-level names would meet the window's (top, name, status…)
(() => {
"use strict";
const data = JSON.parse(document.getElementById("report-data").textContent);
const s = data.summary;
const w = data.words;
const pct = (x) => (x * 100).toFixed(1) + "%";
const points = (x) => (x > 0 ? "+" : "") + (x * 100).toFixed(1);
const nameOf = (id) => (data.entities[id] ? data.entities[id].name : id);
const el = (tag, attrs, ...kids) => {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
  for (const k of kids) e.append(k);
  return e;
};
// a card's name, linking to its printed face, and its .grim line
function named(id) {
  const e = data.entities[id];
  if (!e) return id;
  const cell = el("span", {}, e.face ? el("a", { href: e.face, title: w["report-face"] }, e.name) : e.name);
  return cell;
}
function source(id) {
  const e = data.entities[id];
  return e ? el("a", { href: e.href }, e.source) : "";
}
function table(id, head, rows) {
  const t = document.getElementById(id);
  t.append(el("tr", {}, ...head.map((h) => el("th", {}, h))));
  for (const r of rows)
    t.append(el("tr", r.flag ? { class: "flag" } : {}, ...r.cells.map((c) => el("td", typeof c === "number" ? { class: "n" } : {}, typeof c === "object" ? c : String(c)))));
}
const FLAGGED = "#a3261b";
const PLAIN = "#9aa7b1";
const base = { maintainAspectRatio: false, animation: false };
// every label drawn: a designer reads each bar by its name
const every = { autoSkip: false };
// a horizontal chart's height: a row a bar, so no label is dropped or overlaps
const rowsHigh = (box, n) => (document.getElementById(box).style.height = Math.max(160, 22 * n + 70) + "px");

const seats = Object.entries(s.seats);
new Chart(document.getElementById("win-chart"), {
  type: "bar",
  data: {
    labels: seats.map(([id]) => nameOf(id)),
    datasets: [
      { type: "bar", label: w["report-legend-interval"], data: seats.map(([, v]) => [v.winRate.low, v.winRate.high]), backgroundColor: seats.map(([, v]) => (v.outlier ? "rgba(163,38,27,0.45)" : "rgba(154,167,177,0.45)")) },
      { type: "line", label: w["report-legend-rate"], data: seats.map(([, v]) => v.winRate.rate), showLine: false, backgroundColor: seats.map(([, v]) => (v.outlier ? FLAGGED : "#5d6b75")), pointRadius: 5 },
      { type: "line", label: w["report-legend-even"], data: seats.map(([, v]) => v.fairShare), borderColor: "#555", borderDash: [4, 4], pointRadius: 0, fill: false },
    ],
  },
  options: { ...base, scales: { x: { ticks: every }, y: { min: 0, max: Math.min(1, Math.max(...seats.map(([, v]) => v.winRate.high)) + 0.05), ticks: { callback: (v) => pct(v) } } } },
});
table("seats", [w["report-col-seat"], w["report-col-games"], w["report-col-wins"], w["report-col-win-rate"], w["report-col-interval"], w["report-col-even"], w["report-col-score"], w["report-col-source"]],
  seats.map(([id, v]) => ({ flag: !!v.outlier, cells: [named(id), v.played, v.wins, pct(v.winRate.rate) + (v.outlier ? " (" + w["report-outlier-" + v.outlier] + ")" : ""), pct(v.winRate.low) + " – " + pct(v.winRate.high), pct(v.fairShare), v.avgScore.toFixed(1), source(id)] })));

table("by-group", [w["report-col-table"], w["report-col-games"], w["report-col-wins"], w["report-col-win-rate"], w["report-col-interval"], w["report-col-rounds"]],
  Object.entries(s.byGroup).map(([k, v]) => ({ flag: false, cells: [k, v.games, v.won, pct(v.winRate.rate), pct(v.winRate.low) + " – " + pct(v.winRate.high), v.avgRounds.toFixed(1)] })));

function histogram(id, h, axis, yTitle, xTitle) {
  if (!axis) return;
  // every value from the least to the greatest played, so gaps show as gaps and the axis ends where the games did;
  // each bar labelled while the labels fit the page's width, else Chart.js keeps every n-th
  const keys = [];
  for (let k = axis.min; k <= axis.max; k++) keys.push(k);
  new Chart(document.getElementById(id), {
    type: "bar",
    data: { labels: keys, datasets: [{ label: yTitle, data: keys.map((k) => h[k] || 0), backgroundColor: "#3b6b8f" }] },
    options: { ...base, plugins: { legend: { display: false } }, scales: { x: { ticks: keys.length <= 80 ? { autoSkip: false, minRotation: 90, maxRotation: 90 } : {}, title: { display: true, text: xTitle } }, y: { ticks: { precision: 0 }, title: { display: true, text: yTitle } } } },
  });
}
histogram("rounds-chart", s.roundsHistogram, data.axes.rounds, w["report-axis-games"], w["report-axis-rounds"]);
histogram("score-chart", s.scoreHistogram, data.axes.scores, w["report-axis-players"], w["report-axis-score"]);

if (data.impact) {
  const rows = Object.entries(data.impact.cards).filter(([, c]) => c.pairs > 0).sort((a, b) => b[1].win.difference - a[1].win.difference);
  rowsHigh("impact-box", rows.length);
  const flagged = (c) => c.flag === "strong" || c.flag === "weak";
  new Chart(document.getElementById("impact-chart"), {
    type: "bar",
    data: {
      labels: rows.map(([id]) => nameOf(id)),
      datasets: [
        { label: w["report-legend-interval"], data: rows.map(([, c]) => [(c.win.low ?? c.win.difference) * 100, (c.win.high ?? c.win.difference) * 100]), backgroundColor: rows.map(([, c]) => (flagged(c) ? "rgba(163,38,27,0.45)" : "rgba(154,167,177,0.45)")) },
        { type: "line", label: w["report-col-win"], data: rows.map(([, c]) => c.win.difference * 100), showLine: false, pointRadius: 4, backgroundColor: rows.map(([, c]) => (flagged(c) ? FLAGGED : "#5d6b75")) },
      ],
    },
    // a win share moves by at most a whole game either way: an interval of few pairs reaching beyond is cut at the ends
    options: { ...base, indexAxis: "y", scales: { y: { ticks: every }, x: { min: -100, max: 100 } } },
  });
  const iv = (d, k) => (d.low === null ? "" : points(d.low * k / 100) + " – " + points(d.high * k / 100));
  table("impact-cards", [w["report-col-card"], w["report-col-flag"], w["report-col-pairs"], w["report-col-win"], w["report-col-interval"], w["report-col-score-difference"], w["report-col-interval"], w["report-col-per-hero"], w["report-col-source"]],
    Object.entries(data.impact.cards).sort((a, b) => (a[1].flag ? 0 : 1) - (b[1].flag ? 0 : 1) || b[1].win.difference - a[1].win.difference).map(([id, c]) => ({
      flag: !!c.flag,
      cells: [named(id), c.flag ? w["report-flag-" + c.flag] : "", c.pairs, points(c.win.difference), iv(c.win, 100), c.score ? c.score.difference.toFixed(2) : "", c.score ? iv(c.score, 1) : "",
        Object.entries(c.bySeat).map(([seat, x]) => nameOf(seat) + " " + points(x.win) + " (" + x.pairs + ")").join("; "), source(id)],
    })));
}

const cards = Object.entries(s.cards).sort((a, b) => b[1].difference - a[1].difference);
rowsHigh("card-box", cards.length);
new Chart(document.getElementById("card-chart"), {
  type: "bar",
  data: {
    labels: cards.map(([id]) => nameOf(id)),
    datasets: [
      { label: w["report-legend-interval"], data: cards.map(([, c]) => [c.low * 100, c.high * 100]), backgroundColor: cards.map(([, c]) => (c.significant ? "rgba(163,38,27,0.45)" : "rgba(154,167,177,0.45)")) },
      { type: "line", label: w["report-legend-difference"], data: cards.map(([, c]) => c.difference * 100), showLine: false, pointRadius: 4, backgroundColor: cards.map(([, c]) => (c.significant ? FLAGGED : "#5d6b75")) },
    ],
  },
  options: { ...base, indexAxis: "y", scales: { y: { ticks: every }, x: { min: Math.floor(Math.min(0, ...cards.map(([, c]) => c.low * 100)) / 10) * 10, max: Math.ceil(Math.max(0, ...cards.map(([, c]) => c.high * 100)) / 10) * 10 } } },
});
table("cards", [w["report-col-card"], w["report-col-seen"], w["report-col-difference"], w["report-col-interval"], w["report-col-by-hero"], w["report-col-source"]],
  cards.map(([id, c]) => ({ flag: c.significant, cells: [named(id), c.seen, points(c.difference), points(c.low) + " – " + points(c.high),
    Object.entries(c.bySeat).map(([seat, x]) => nameOf(seat) + " " + pct(x.whenSeen.rate) + " / " + pct(x.whenNotSeen.rate) + " (" + x.seen + ")").join("; "), source(id)] })));

const cov = s.coverage;
const list = (id, items) => {
  const ul = document.getElementById(id);
  if (items.length === 0) ul.append(el("li", { class: "muted" }, w["report-coverage-none"]));
  for (const i of items) ul.append(el("li", {}, i));
};
if (cov.cardsNeverPlayed === null) list("never-played", [w["report-coverage-unlisted"]]);
else list("never-played", cov.cardsNeverPlayed.map((id) => el("span", {}, named(id), " ", el("code", {}, id), " ", source(id))));
list("never-chosen", Object.entries(cov.optionsNeverChosen).map(([type, labels]) => el("span", {}, el("code", {}, type), ": " + labels.join(", "))));

if (data.comparison) {
  const c = data.comparison;
  document.getElementById("comparison").hidden = false;
  table("comparison-seats", [w["report-col-seat"], w["report-col-before"], w["report-col-after"], w["report-col-change"], "z"],
    c.seats.map((x) => ({ flag: x.significant, cells: [named(x.id), pct(x.before), pct(x.after), (x.difference * 100).toFixed(1), x.z.toFixed(2)] })));
  table("comparison-cards", [w["report-col-card"], w["report-col-seen-before"], w["report-col-after"], w["report-col-change"], "z"],
    c.cards.filter((x) => x.significant).map((x) => ({ flag: true, cells: [named(x.id), pct(x.before), pct(x.after), (x.difference * 100).toFixed(1), x.z.toFixed(2)] })));
}
})();
`;
