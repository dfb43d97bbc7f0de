// The card font's web subsets (editor/fonts): what the editor fetches for its first face instead of the
// whole TTFs. A face drawn from a subset must measure as the renderer measures it (the PDF and the PNG use
// the whole font), so every measured character keeps its glyph and its advance width.
import { readFileSync } from "node:fs";
import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";
import { FONT_FILES } from "../../compiler/print/fonts.ts";
import { measuredRanges, type FontStyle } from "../../compiler/render/measure.ts";
import { CODICON_TTF, SUBSET_FILES, codiconWoff2, subsetOf } from "../../editor/fonts/write-subsets.ts";
import { CODICON_WOFF2 } from "../../editor/server/codicon-plugin.ts";

const STYLES = Object.keys(SUBSET_FILES) as FontStyle[];

describe("the card font's web subsets", () => {
  it.each(STYLES)("%s: the committed file is what `npm run build:editor-fonts` writes", async (style) => {
    expect(Buffer.compare(readFileSync(SUBSET_FILES[style]), await subsetOf(style))).toBe(0);
  });

  it.each(STYLES)("%s: every measured character the font draws keeps its glyph and advance width, in a tenth of the file", (style) => {
    const whole = fontkit.create(readFileSync(FONT_FILES[style])) as fontkit.Font;
    const bytes = readFileSync(SUBSET_FILES[style]);
    const subset = fontkit.create(bytes) as fontkit.Font;
    expect(subset.unitsPerEm).toBe(whole.unitsPerEm);
    let checked = 0;
    for (const [from, to] of measuredRanges())
      for (let cp = from; cp <= to; cp++) {
        if (!whole.hasGlyphForCodePoint(cp)) continue;
        expect(subset.hasGlyphForCodePoint(cp), `U+${cp.toString(16)}`).toBe(true);
        expect(subset.glyphForCodePoint(cp).advanceWidth, `U+${cp.toString(16)}`).toBe(whole.glyphForCodePoint(cp).advanceWidth);
        checked++;
      }
    // ă â î ș ț and their capitals, „ ” – — … among them
    for (const ch of "ăâîșțĂÂÎȘȚ„”–—…") expect(subset.hasGlyphForCodePoint(ch.codePointAt(0)!), ch).toBe(true);
    expect(checked).toBeGreaterThan(500);
    expect(bytes.length * 10).toBeLessThan(readFileSync(FONT_FILES[style]).length);
  });
});

describe("Monaco's icon font as WOFF2 (editor/fonts/codicon.woff2)", () => {
  it("the committed file is what `npm run build:editor-fonts` writes", async () => {
    expect(Buffer.compare(readFileSync(CODICON_WOFF2), await codiconWoff2())).toBe(0);
  });

  it("every icon of Monaco's TTF keeps its glyph and advance width, in less than half the bytes", () => {
    const ttf = fontkit.create(readFileSync(CODICON_TTF)) as fontkit.Font;
    const bytes = readFileSync(CODICON_WOFF2);
    const woff2 = fontkit.create(bytes) as fontkit.Font;
    expect(woff2.unitsPerEm).toBe(ttf.unitsPerEm);
    expect(ttf.characterSet.length).toBeGreaterThan(500);
    for (const cp of ttf.characterSet) {
      expect(woff2.hasGlyphForCodePoint(cp), `U+${cp.toString(16)}`).toBe(true);
      expect(woff2.glyphForCodePoint(cp).advanceWidth, `U+${cp.toString(16)}`).toBe(ttf.glyphForCodePoint(cp).advanceWidth);
    }
    expect(bytes.length * 2).toBeLessThan(readFileSync(CODICON_TTF).length);
  });
});
