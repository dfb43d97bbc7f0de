// The invalid corpus: each file under invalid/ must produce exactly the
// diagnostics in its .expected golden, and together they cover every code.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { registry } from "../../core/diagnostics/registry.ts";
import { checkCase, invalidCases, invalidDir, PLAYED } from "./corpus.ts";

describe("Diagnostics: every invalid example reports exactly its expected problems", () => {
  for (const name of invalidCases()) {
    it(`${name}`, () => {
      const expected = readFileSync(join(invalidDir, `${name}.expected`), "utf8").trimEnd();
      expect(checkCase(name)).toBe(expected);
    });
  }
});

describe("Diagnostics registry", () => {
  // a scenario failing when played needs its game's whole content: diagnostics-examples.test.ts plays those on the bundled content
  it("every registered code is produced by at least one invalid example", () => {
    const seen = new Set<string>();
    for (const name of invalidCases()) {
      const text = readFileSync(join(invalidDir, `${name}.expected`), "utf8");
      for (const m of text.matchAll(/: (?:error|warning) (GRM\d{4}) /g)) seen.add(m[1]);
    }
    const missing = registry.map((c) => c.code).filter((c) => !seen.has(c) && !PLAYED.has(c));
    expect(missing).toEqual([]);
  });

  it("codes are unique, well formed and explained", () => {
    const codes = registry.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of registry) {
      expect(c.code).toMatch(/^GRM[123]\d{3}$/);
      expect(c.explanation.length).toBeGreaterThan(20);
      expect(c.example.length).toBeGreaterThan(0);
    }
  });
});
