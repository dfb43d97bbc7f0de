// The balance report as one HTML page that works offline: the data as JSON in
// the page, Chart.js (from node_modules, pinned in package.json) inlined, and
// a small script drawing the charts and tables from the data.
import type { SimSummary } from "../summary.ts";
import type { Comparison } from "./compare.ts";

export interface ReportData {
  summary: SimSummary;
  /** the second content version on the same seeds, when compared */
  compared?: SimSummary;
  comparison?: Comparison;
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
  const s = data.summary;
  const r = s.run;
  const title = `Balance report: ${r.game}, ${s.games} games`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${esc(title)}</title>
<style>
  body { font: 14px/1.45 system-ui, sans-serif; margin: 24px auto; max-width: 1100px; color: #222; padding: 0 16px; }
  h1 { font-size: 22px; } h2 { font-size: 17px; margin-top: 32px; border-bottom: 1px solid #ddd; }
  table { border-collapse: collapse; width: 100%; font-size: 13px; }
  th, td { padding: 3px 6px; text-align: left; border-bottom: 1px solid #eee; }
  td.n { text-align: right; font-variant-numeric: tabular-nums; }
  .flag { color: #a3261b; font-weight: 600; }
  .muted { color: #777; }
  .charts { display: grid; grid-template-columns: 1fr 1fr; gap: 24px; }
  .chart { position: relative; height: 300px; }
  code { background: #f4f1ea; padding: 0 3px; }
</style>
</head>
<body>
<h1>${esc(title)}</h1>
<p id="run" class="muted"></p>
<p id="health"></p>
<h2>Win rate by seat</h2>
<p class="muted">Bars: the 95% Wilson interval of the win rate; dots: the win rate; the line: the share an even game would give
(the average of 1 / players over that seat's games). Flagged: the even share lies outside the interval.</p>
<div class="chart"><canvas id="win-chart"></canvas></div>
<table id="seats"></table>
<div class="charts">
  <div><h2>Game length</h2><div class="chart"><canvas id="rounds-chart"></canvas></div></div>
  <div><h2>Final scores</h2><div class="chart"><canvas id="score-chart"></canvas></div></div>
</div>
<h2>Cards</h2>
<p class="muted">How much more (or less) often a player won in games whose events name the card (drawn, kept, used, resolved)
than the same hero (or witcher) in games where they do not: the difference within each hero's games, averaged over the heroes
(Mantel-Haenszel weights), with its 95% interval. Flagged: the interval excludes 0. The pooled rates beside it mix the card with
the heroes who see it most. This is association, not cause: cards seen in longer games show it too.</p>
<div class="chart" style="height: 420px"><canvas id="card-chart"></canvas></div>
<table id="cards"></table>
<section id="comparison" hidden>
<h2>Comparison</h2>
<p id="comparison-what" class="muted"></p>
<table id="comparison-seats"></table>
<h3>Cards whose players' win rate changed significantly (Holm-adjusted across the cards)</h3>
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
const pct = (x) => (x * 100).toFixed(1) + "%";
const el = (tag, attrs, ...kids) => {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
  for (const k of kids) e.append(k);
  return e;
};
function table(id, head, rows) {
  const t = document.getElementById(id);
  t.append(el("tr", {}, ...head.map((h) => el("th", {}, h))));
  for (const r of rows) t.append(el("tr", r.flag ? { class: "flag" } : {}, ...r.cells.map((c) => el("td", typeof c === "number" ? { class: "n" } : {}, String(c)))));
}
const run = s.run;
document.getElementById("run").textContent =
  run.content + " content (sets " + run.sets.join(", ") + "), " + run.agent + " agents, seeds " + run.seed + ".." + (run.seed + run.games - 1) +
  ", at most " + run.maxRounds + " rounds" + (run.players ? ", " + run.players.join(" or ") + " players" : "") + (run.modes.length ? ", modes " + run.modes.join(", ") : "");
document.getElementById("health").textContent =
  s.games + " games: " + Object.entries(s.endedBy).map(([k, n]) => n + " ended by " + k).join(", ") + "; " + s.failures.length + " failures; " +
  s.replayed + " replayed, " + s.replayMismatches + " mismatches; average " + s.avgRounds.toFixed(1) + " rounds.";

const seats = Object.entries(s.seats);
new Chart(document.getElementById("win-chart"), {
  type: "bar",
  data: {
    labels: seats.map(([id]) => id),
    datasets: [
      { type: "bar", label: "95% interval", data: seats.map(([, v]) => [v.winRate.low, v.winRate.high]), backgroundColor: "rgba(138,47,37,0.35)" },
      { type: "line", label: "win rate", data: seats.map(([, v]) => v.winRate.rate), showLine: false, backgroundColor: "#8a2f25", borderColor: "#8a2f25", pointRadius: 5 },
      { type: "line", label: "even share", data: seats.map(([, v]) => v.fairShare), borderColor: "#555", borderDash: [4, 4], pointRadius: 0, fill: false },
    ],
  },
  options: { maintainAspectRatio: false, animation: false, scales: { y: { min: 0, ticks: { callback: (v) => pct(v) } } } },
});
table("seats", ["", "games", "wins", "win rate", "95% interval", "even share", "average score"],
  seats.map(([id, v]) => ({ flag: !!v.outlier, cells: [id + (v.outlier ? " (" + v.outlier + " even)" : ""), v.played, v.wins, pct(v.winRate.rate), pct(v.winRate.low) + " – " + pct(v.winRate.high), pct(v.fairShare), v.avgScore.toFixed(1)] })));

function histogram(id, h, label) {
  // every value from the least to the greatest, so gaps show as gaps
  const present = Object.keys(h).map(Number);
  const keys = [];
  for (let k = Math.min(...present); k <= Math.max(...present); k++) keys.push(k);
  new Chart(document.getElementById(id), {
    type: "bar",
    data: { labels: keys, datasets: [{ label, data: keys.map((k) => h[k] || 0), backgroundColor: "#3b6b8f" }] },
    options: { maintainAspectRatio: false, animation: false, plugins: { legend: { display: false } } },
  });
}
histogram("rounds-chart", s.roundsHistogram, "games");
histogram("score-chart", s.scoreHistogram, "players");

const cards = Object.entries(s.cards).sort((a, b) => b[1].difference - a[1].difference);
const shown = cards.filter(([, c]) => c.seen >= 10);
const top = [...shown.slice(0, 12), ...shown.slice(-12).filter((x) => !shown.slice(0, 12).includes(x))];
new Chart(document.getElementById("card-chart"), {
  type: "bar",
  data: {
    labels: top.map(([id]) => id),
    datasets: [
      { label: "95% interval (points)", data: top.map(([, c]) => [c.low * 100, c.high * 100]), backgroundColor: top.map(([, c]) => (c.significant ? "rgba(163,38,27,0.35)" : "rgba(154,167,177,0.35)")) },
      { type: "line", label: "win rate when seen minus the same hero's when not (points)", data: top.map(([, c]) => c.difference * 100), showLine: false, pointRadius: 4, backgroundColor: top.map(([, c]) => (c.significant ? "#a3261b" : "#5d6b75")) },
    ],
  },
  options: { indexAxis: "y", maintainAspectRatio: false, animation: false },
});
const points = (x) => (x > 0 ? "+" : "") + (x * 100).toFixed(1);
table("cards", ["card", "seen in", "difference, same hero (points)", "95% interval", "by hero: win rate when seen / when not (seen in)", "pooled: when seen", "when not"],
  cards.map(([id, c]) => ({ flag: c.significant, cells: [id, c.seen, points(c.difference), points(c.low) + " – " + points(c.high),
    Object.entries(c.bySeat).map(([seat, x]) => seat + " " + pct(x.whenSeen.rate) + " / " + pct(x.whenNotSeen.rate) + " (" + x.seen + ")").join("; "),
    pct(c.whenSeen.rate), pct(c.whenNotSeen.rate)] })));

if (data.comparison) {
  const c = data.comparison;
  document.getElementById("comparison").hidden = false;
  document.getElementById("comparison-what").textContent = "Before: " + c.before + "; after: " + c.after + "; the same seeds and tables. p-values adjusted by Holm's method across the " + c.adjustment.seatTests + " seats and, apart, the " + c.adjustment.cardTests +
    " cards tested, so that a flag in either is wrong at most " + c.adjustment.level * 100 + "% of the time; flagged: the adjusted p-value is below " + c.adjustment.level + ". Average length " +
    c.rounds.before.toFixed(1) + " → " + c.rounds.after.toFixed(1) + " rounds" + (c.rounds.significant ? " (significant)" : "") + ".";
  const pv = (x) => (x === null ? "untested" : x.toPrecision(2));
  table("comparison-seats", ["", "win rate before", "after", "change (points)", "z", "p", "Holm-adjusted p"],
    c.seats.map((x) => ({ flag: x.significant, cells: [x.id, pct(x.before), pct(x.after), (x.difference * 100).toFixed(1), x.z.toFixed(2), pv(x.p), pv(x.adjusted)] })));
  table("comparison-cards", ["card", "win rate when seen, before", "after", "change (points)", "z", "p", "Holm-adjusted p"],
    c.cards.filter((x) => x.significant).map((x) => ({ flag: true, cells: [x.id, pct(x.before), pct(x.after), (x.difference * 100).toFixed(1), x.z.toFixed(2), pv(x.p), pv(x.adjusted)] })));
}
})();
`;
