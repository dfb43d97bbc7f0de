// Property: whatever a valid file is mutated into (tokens deleted, inserted,
// swapped; bytes flipped), the front end never throws, and every diagnostic has
// a registered code, a message and a position inside the file.

import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Workspace } from "../../compiler/workspace.ts";
import { registryByCode } from "../../compiler/diagnostics/registry.ts";
import { formatText } from "../../compiler/format.ts";
import { grimLexer } from "../../grammar/tokens.ts";
import { here } from "./corpus.ts";

const sources = readdirSync(join(here, "valid"))
  .filter((n) => n.endsWith(".grim"))
  .sort()
  .map((n) => readFileSync(join(here, "valid", n), "utf8"));

const vocabulary = ["{", "}", ":", ";", ",", "->", "1..3", "+2", "7", '"', '"text"', "\n", "if", "else", "or", "for each", "assumed", "game", "set", "monster", "effect:", "roll die", "#", "é", "\u0000", "\ufffd"];

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
        const ws = new Workspace();
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
