// docs/rules-coverage.md is written from rules-coverage.json: each rule of the
// reference guide with the tests that show it. Run: npx tsx test/runtime/coverage-doc.ts
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export interface CoverageRow {
  section: string;
  rule: string;
  tests: string[];
}

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const RULES_FILE = "/work/shared/rules/adventure-game-rules.en.txt";

export function loadCoverage(): CoverageRow[] {
  return JSON.parse(readFileSync(new URL("./rules-coverage.json", import.meta.url), "utf8"));
}

/** the reference guide's bullets: from "The Golden Rules" to "The Witcher Lore" */
export function referenceBullets(text: string): { section: string; rule: string }[] {
  const lines = text.split("\n");
  const start = lines.findIndex((l, i) => l.trim() === "The Golden Rules" && i > lines.findIndex((x) => x.trim() === "Rules Reference Guide") + 1);
  const end = lines.findIndex((l, i) => i > start && l.trim() === "The Witcher Lore");
  const out: { section: string; rule: string }[] = [];
  let section = "";
  for (const l of lines.slice(start, end)) {
    if (l.startsWith("- ")) out.push({ section, rule: l.slice(2) });
    else if (l.trim() && !l.startsWith("Related Topics") && l.length < 40) section = l.trim();
  }
  return out;
}

const esc = (s: string) => s.replace(/\|/g, "\\|");

export function renderCoverage(rows: CoverageRow[]): string {
  const out = [
    "# Rules coverage",
    "",
    "Every rule of The Witcher Adventure Game's rules reference guide (and the learn-to-play",
    "booklet's setup, winning rule and worked examples) with the tests in `test/runtime/` that",
    "show the runtime doing it. Generated from `test/runtime/rules-coverage.json` by",
    "`npx tsx test/runtime/coverage-doc.ts`; `test/runtime/coverage.test.ts` fails when a rule",
    "of the guide is missing here, when a listed test does not exist, or when this file is stale.",
    "",
  ];
  let section = "";
  for (const r of rows) {
    if (r.section !== section) {
      section = r.section;
      out.push(`## ${section}`, "", "| rule | tests |", "| --- | --- |");
    }
    out.push(`| ${esc(r.rule)} | ${r.tests.map((t) => esc(t)).join("<br>")} |`);
    const next = rows[rows.indexOf(r) + 1];
    if (!next || next.section !== section) out.push("");
  }
  return out.join("\n");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(`${ROOT}docs/rules-coverage.md`, renderCoverage(loadCoverage()));
  console.log("wrote docs/rules-coverage.md");
}
