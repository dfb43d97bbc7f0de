import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ROOT, RULES_FILE, loadCoverage, referenceBullets, renderCoverage } from "./coverage-doc.ts";

const rows = loadCoverage();

function testTitles(): Set<string> {
  const dir = `${ROOT}test/runtime/`;
  const titles = new Set<string>();
  for (const f of readdirSync(dir).filter((x) => x.endsWith(".test.ts"))) {
    const src = readFileSync(dir + f, "utf8");
    for (const m of src.matchAll(/\bit\(\s*("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')/g))
      titles.add(JSON.parse(m[1].startsWith("'") ? `"${m[1].slice(1, -1).replace(/\\'/g, "'").replace(/"/g, '\\"')}"` : m[1]));
  }
  return titles;
}

describe("rules coverage", () => {
  it("every bullet of the rules reference guide is mapped to tests", () => {
    const bullets = referenceBullets(readFileSync(RULES_FILE, "utf8"));
    expect(bullets.length).toBeGreaterThan(200);
    const mapped = new Set(rows.map((r) => `${r.section}\n${r.rule}`));
    const missing = bullets.filter((b) => !mapped.has(`${b.section}\n${b.rule}`));
    expect(missing).toEqual([]);
  });

  it("every rule has at least one test and every listed test exists", () => {
    const titles = testTitles();
    for (const r of rows) expect(r.tests.length, r.rule).toBeGreaterThan(0);
    const unknown = rows.flatMap((r) => r.tests).filter((t) => !titles.has(t));
    expect(unknown).toEqual([]);
  });

  it("each test name starts with its rulebook section", () => {
    for (const r of rows) for (const t of r.tests) expect(t).toMatch(/^[A-Z][A-Za-z ]+: /);
  });

  it("docs/rules-coverage.md is generated from the mapping and up to date", () => {
    expect(readFileSync(`${ROOT}docs/rules-coverage.md`, "utf8")).toBe(renderCoverage(rows));
  });
});
