// Property: whatever a valid file is mutated into (tokens deleted, inserted,
// swapped; bytes flipped), the front end never throws, and every diagnostic has
// a registered code, a message and a position inside the file.

import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Workspace } from "../../compiler/workspace.ts";
import { registryByCode } from "../../core/diagnostics/registry.ts";
import { formatText } from "../../compiler/format.ts";
import { grimLexer } from "../../grammar/tokens.ts";
import { here } from "./corpus.ts";
import { emitProgram } from "../../compiler/emit/emit.ts";
import { contentFromIR } from "../../games/adventure/link/interpreted.ts";
import { renderRulesText } from "../../compiler/i18n/rules-text.ts";
import { rulesCatalogue } from "../i18n/helpers.ts";
import { bigInput, catalogueHoldsOn, ftlInput, holdsOn, smallInput } from "./hostile.property.ts";
import { games } from "../../games/registry.ts";

const sources = readdirSync(join(here, "valid"))
  .filter((n) => n.endsWith(".grim"))
  .sort()
  .map((n) => readFileSync(join(here, "valid", n), "utf8"));

const vocabulary = [
  "{",
  "}",
  ":",
  ";",
  ",",
  "->",
  "1..3",
  "+2",
  "7",
  '"',
  '"text"',
  "\n",
  "if",
  "else",
  "or",
  "for each",
  "assumed",
  "game",
  "set",
  "monster",
  "effect:",
  "roll die",
  "#",
  "é",
  "\u0000",
  "\ufffd",
];

function tokensOf(text: string): string[] {
  return text.split(/(\s+)/);
}

const mutation = fc.oneof(
  fc.record({ op: fc.constant("delete" as const), at: fc.nat(), len: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ op: fc.constant("insert" as const), at: fc.nat(), word: fc.constantFrom(...vocabulary) }),
  fc.record({ op: fc.constant("swap" as const), at: fc.nat(), other: fc.nat() }),
  fc.record({ op: fc.constant("byte" as const), at: fc.nat(), value: fc.integer({ min: 0, max: 255 }) }),
);

function mutate(text: string, ms: { op: string; at: number; len?: number; word?: string; other?: number; value?: number }[]): Uint8Array | string {
  let parts = tokensOf(text);
  let bytes: Uint8Array | null = null;
  for (const m of ms) {
    if (m.op === "byte") {
      bytes ??= new TextEncoder().encode(parts.join(""));
      if (bytes.length) bytes[m.at % bytes.length] = m.value!;
      continue;
    }
    if (bytes) {
      parts = tokensOf(new TextDecoder().decode(bytes));
      bytes = null;
    }
    const i = m.at % Math.max(parts.length, 1);
    if (m.op === "delete") parts.splice(i, m.len!);
    else if (m.op === "insert") parts.splice(i, 0, m.word!, " ");
    else if (m.op === "swap") {
      const j = m.other! % Math.max(parts.length, 1);
      [parts[i], parts[j]] = [parts[j], parts[i]];
    }
  }
  return bytes ?? parts.join("");
}

describe("Robustness", () => {
  it("mutated files never crash the checker and every diagnostic is well formed", () => {
    fc.assert(
      fc.property(fc.nat({ max: sources.length - 1 }), fc.array(mutation, { minLength: 1, maxLength: 8 }), (which, ms) => {
        const input = mutate(sources[which], ms);
        const ws = new Workspace(games);
        ws.setFile("m.grim", input);
        const text = ws.text("m.grim")!;
        const { diagnostics } = ws.check();
        for (const d of diagnostics) {
          expect(registryByCode.has(d.code)).toBe(true);
          expect(d.message.length).toBeGreaterThan(0);
          expect(d.range.file).toBe("m.grim");
          expect(d.range.start.offset).toBeGreaterThanOrEqual(0);
          expect(d.range.end.offset).toBeLessThanOrEqual(text.length + 1);
          expect(d.range.start.offset).toBeLessThanOrEqual(d.range.end.offset);
          expect(d.range.start.line).toBeGreaterThanOrEqual(1);
          expect(d.range.start.column).toBeGreaterThanOrEqual(1);
        }
        // editor services on broken text must not throw either
        ws.completions("m.grim", 3, 5);
        ws.hover("m.grim", 4, 3);
        const once = ws.format(text);
        expect(ws.format(once)).toBe(once);
      }),
      { numRuns: 300, seed: 20261129 },
    );
  });

  it("the formatter never loses, adds or reorders a token or comment", () => {
    const significant = (t: string) => {
      const r = grimLexer.tokenize(t);
      return [...r.tokens, ...(r.groups.comments ?? [])]
        .sort((a, b) => a.startOffset - b.startOffset)
        .filter((k) => k.tokenType.name !== "Newline")
        .map((k) => k.image.trimEnd());
    };
    fc.assert(
      fc.property(fc.nat({ max: sources.length - 1 }), fc.array(mutation, { minLength: 1, maxLength: 8 }), (which, ms) => {
        const input = mutate(sources[which], ms);
        const text = typeof input === "string" ? input : new TextDecoder().decode(input);
        const r = formatText(text);
        if (!r.formatted) {
          expect(r.text).toBe(text);
          return;
        }
        expect(significant(r.text)).toEqual(significant(text));
      }),
      { numRuns: 300, seed: 7 },
    );
  });
});

describe("Hostile input: no crash, no hang, a positioned error", () => {
  const h = "game adventure\nset base\n";
  const check = (text: string) => {
    const ws = new Workspace(games);
    ws.setFile("h.grim", text);
    return ws.check();
  };

  it("content nested as deep as allowed goes through check, emit, the interpreter and rules text", () => {
    // 62 `if …:` in a row, and 31 `if …: {` pairs: with the hook's block and `effect:`, 64 levels each
    const text = `${h}foulfate Chain {\n  effect: ${"if you have 1 gold: ".repeat(62)}gain 1 vp\n}\nfoulfate Blocks {\n  effect: ${"if you have 1 gold: { ".repeat(31)}gain 1 vp${" }".repeat(31)}\n}\n`;
    const { program, diagnostics } = check(text);
    expect(diagnostics).toEqual([]);
    const set = program.sets[0];
    expect(emitProgram({ sets: [set] }, { games, rootDir: "../.." }).files[0].text).toContain("foulfate_chain");
    const content = contentFromIR(program);
    expect(content.cards.map((c) => c.id).sort()).toEqual(["foulfate.blocks", "foulfate.chain"]);
    const cat = rulesCatalogue("en");
    for (const e of set.entities) expect(renderRulesText(e, cat)[0]).toMatch(/gold/);
    // one level more is refused with its position
    const deeper = check(`${h}foulfate Chain {\n  effect: ${"if you have 1 gold: ".repeat(63)}gain 1 vp\n}\n`).diagnostics;
    expect(deeper.find((d) => d.code === "GRM1009")?.range.start).toMatchObject({ line: 4, column: 11 + 20 * 62 + 18 });
  });

  it("a 5 MB word is checked at once and quoted short in its diagnostics (no edit distance against 5 MB)", () => {
    const { diagnostics } = check(`${h}${"W".repeat(5 * 1024 * 1024)} { sword 3 }\n`);
    expect(diagnostics.length).toBeGreaterThan(0);
    for (const d of diagnostics) {
      expect(d.message.length).toBeLessThan(300);
      expect(d.range.end.offset - d.range.start.offset).toBeGreaterThanOrEqual(5 * 1024 * 1024);
    }
  });

  it("a run of 10,000 `not` in a condition is refused with GRM1009, not a stack overflow", () => {
    const { diagnostics } = check(`${h}foulfate F {\n  effect: if ${"not ".repeat(10000)}you have 1 gold: gain 1 vp\n}\n`);
    expect(diagnostics.map((d) => [d.code, d.range.start.line, d.range.start.column])).toEqual([["GRM1009", 4, 14]]);
  });

  it("a list of 200,000 values is read without recursion (and a wrong one after it still found)", () => {
    const names = Array.from({ length: 200000 }, () => "Kaedwen").join(", ");
    const { diagnostics } = check(`${h}region Kaedwen { adjacent ${names} }\nregion Temeria { adjacent Kaedwen, Kaedwen x }\n`);
    expect(diagnostics.map((d) => [d.code, d.range.start.line])).toEqual([["GRM3005", 4]]);
  });

  it("CRLF: every diagnostic of the invalid corpus, saved with CRLF, lies inside its line; a column past a line's end is that line's end", () => {
    for (const name of readdirSync(join(here, "invalid")).filter((n) => n.endsWith(".grim"))) {
      const text = readFileSync(join(here, "invalid", name), "utf8").replace(/\r?\n/g, "\r\n");
      const lines = text.split(/\r\n|\r|\n/);
      const lf = check(text.replace(/\r\n/g, "\n")).diagnostics;
      const crlf = check(text).diagnostics;
      for (const d of crlf) {
        for (const p of [d.range.start, d.range.end]) expect(p.column, `${name}: ${d.code}`).toBeLessThanOrEqual(lines[p.line - 1].length + 1);
      }
      // the same lines and columns as with LF line ends
      expect(crlf.map((d) => [d.code, d.range.start.line, d.range.start.column, d.range.end.line, d.range.end.column])).toEqual(
        lf.map((d) => [d.code, d.range.start.line, d.range.start.column, d.range.end.line, d.range.end.column]),
      );
    }
    const text = `${h}region Kaedwen { adjacent Temeria }\r\nregion Temeria {\r\n  adjacent Kae\r\n}\r\n`.replace(/\n(?<!\r\n)/g, "\r\n");
    const ws = new Workspace(games);
    ws.setFile("c.grim", text);
    const atEnd = ws.completions("c.grim", 5, 15).map((c) => c.label);
    expect(atEnd).toContain("Kaedwen");
    expect(ws.completions("c.grim", 5, 17).map((c) => c.label)).toEqual(atEnd);
    expect(ws.completions("c.grim", 5, 40).map((c) => c.label)).toEqual(atEnd);
  });
});

// Many small inputs and three big ones keep this part of the suite to about ten seconds on an idle machine.
describe("Hostile input property (check, fmt and i18n)", () => {
  it("10,000 mutated pieces of the bundled content with hostile fragments: no exception, diagnostics inside their file, fmt idempotent and keeping every token", () => {
    fc.assert(
      fc.property(smallInput, (text) => holdsOn(text)),
      { numRuns: 10000, seed: 20261130 },
    );
  }, 300_000);

  it("1 MB lines of every separator, in a hook and on their own, with LF and CRLF", () => {
    fc.assert(
      fc.property(bigInput, (text) => holdsOn(text)),
      { numRuns: 3, seed: 20261130 },
    );
  }, 300_000);

  it("2,000 mutated pieces of the bundled catalogues (deep `{`, impossible escapes, lone surrogates) read as catalogues and rendered: syntax errors inside their line, never an exception", () => {
    fc.assert(
      fc.property(ftlInput, (text) => catalogueHoldsOn(text)),
      { numRuns: 2000, seed: 20261130 },
    );
  }, 120_000);
});
