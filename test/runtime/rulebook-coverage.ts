// The coverage tool for every registered game: each game module names its
// rulebooks and the list mapping their rules to tests. For a rulebook with
// `every` parts, each rule of those parts must be mapped; otherwise each row
// must quote its source word for word. Run: npx tsx test/runtime/rulebook-coverage.ts
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { games } from "../../games/registry.ts";
import type { Rulebook } from "../../core/game.ts";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const RULES_DIR = "/work/shared/rules/";

export interface SourcedRow {
  /** the rulebook file the rule comes from */
  source: string;
  section: string;
  rule: string;
  tests: string[];
}

export function rulebookText(source: string): string {
  return readFileSync(join(RULES_DIR, source), "utf8");
}

const BULLET = /^(?:[•-]|\d+\.)\s+/;

/** the rules of a rulebook's `every` parts, with the section heading above each */
export function rulesOf(book: Rulebook, text: string): { section: string; rule: string }[] {
  const lines = text.split("\n").map((l) => l.trim());
  const out: { section: string; rule: string }[] = [];
  for (const part of book.every ?? []) {
    const start = part.after ? lines.indexOf(part.from, lines.indexOf(part.after) + 1) : lines.lastIndexOf(part.from);
    const end = part.to === null ? lines.length : lines.indexOf(part.to, start + 1);
    if (start < 0 || end < 0) throw new Error(`${book.source}: no part from "${part.from}" to "${part.to}"`);
    const title = part.title ?? part.from;
    let section = title;
    for (const l of lines.slice(start + 1, end)) {
      if (!l) continue;
      if (BULLET.test(l) || l.length >= 40) out.push({ section: `${title} — ${section}`, rule: l.replace(BULLET, "") });
      else section = l;
    }
  }
  return out;
}

/** every `it("…")` title under test/runtime, recursively */
export function testTitles(dir = `${ROOT}test/runtime/`): Set<string> {
  const titles = new Set<string>();
  for (const f of readdirSync(dir)) {
    const path = join(dir, f);
    if (statSync(path).isDirectory()) for (const t of testTitles(`${path}/`)) titles.add(t);
    else if (f.endsWith(".test.ts")) {
      const src = readFileSync(path, "utf8");
      for (const m of src.matchAll(/\bit\(\s*"((?:[^"\\]|\\.)*)"/g)) titles.add(JSON.parse(`"${m[1]}"`));
    }
  }
  return titles;
}

/** the rulebooks read by the generic tool (those whose list has a `source` on each row) */
export function genericRulebooks(): Rulebook[] {
  return games
    .all()
    .flatMap((g) => g.rulebooks)
    .filter((b) => b.coverage !== "test/runtime/rules-coverage.json");
}

export function loadRows(coverage: string): SourcedRow[] {
  return JSON.parse(readFileSync(join(ROOT, coverage), "utf8"));
}

const esc = (s: string) => s.replace(/\|/g, "\\|");

export function renderRows(title: string, rows: SourcedRow[]): string {
  const out = [
    `# Rules coverage: ${title}`,
    "",
    "Each rule with the tests in `test/runtime/` that show the runtime doing it. Generated from",
    "the game module's coverage list by `npx tsx test/runtime/rulebook-coverage.ts`; a test fails",
    "when a rule of a fully covered part is missing, a quoted rule is not in its source, a listed",
    "test does not exist, or this file is stale.",
    "",
  ];
  let head = "";
  for (const r of rows) {
    const h = `${r.source} — ${r.section}`;
    if (h !== head) {
      if (head) out.push("");
      head = h;
      out.push(`## ${r.section}`, "", `_${r.source}_`, "", "| rule | tests |", "| --- | --- |");
    }
    out.push(`| ${esc(r.rule)} | ${r.tests.map(esc).join("<br>")} |`);
  }
  out.push("");
  return out.join("\n");
}

/** the generated pages: doc path → text */
export function renderDocs(): Map<string, string> {
  const docs = new Map<string, string>();
  for (const g of games.all()) {
    const seen = new Set<string>();
    for (const b of g.rulebooks) {
      if (!genericRulebooks().includes(b) || seen.has(b.doc)) continue;
      seen.add(b.doc);
      docs.set(b.doc, renderRows(g.meta.displayName, loadRows(b.coverage)));
    }
  }
  return docs;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const [doc, text] of renderDocs()) {
    writeFileSync(join(ROOT, doc), text);
    console.log(`wrote ${doc}`);
  }
  void dirname;
}
