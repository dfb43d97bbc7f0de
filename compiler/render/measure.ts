// Text widths for line breaking, from the generated advance widths of the card
// font: the editor and the CLI measure alike, so a text that overflows in one
// overflows in the other. No kerning (the faces turn it off too).

import { ADVANCES, ASCENT, COVERAGE, DESCENT, FONT_FAMILY } from "./font-metrics.generated.ts";

export type FontStyle = "regular" | "bold" | "italic";

export { ASCENT, DESCENT, FONT_FAMILY };

/** width of a character the font lacks (the renderers fall back to another font): about an "n" */
const MISSING = 0.6;

function advance(style: FontStyle, cp: number): number {
  for (const r of ADVANCES[style]) {
    const i = cp - r.first;
    if (i >= 0 && i < r.widths.length) return r.widths[i] ? r.widths[i] / 1000 : MISSING;
  }
  return MISSING;
}

/** Whether the card font has a glyph for the code point (the PDF and the PNG use no other font). */
export function canDraw(cp: number, style: FontStyle): boolean {
  const r = COVERAGE[style];
  let lo = 0;
  let hi = r.length / 2 - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (cp < r[2 * mid]) hi = mid - 1;
    else if (cp > r[2 * mid + 1]) lo = mid + 1;
    else return true;
  }
  return false;
}

/** The distinct characters of `text` the card font cannot draw, in order of first appearance. */
export function undrawable(text: string, style: FontStyle): string[] {
  const out = new Set<string>();
  for (const ch of text) if (!canDraw(ch.codePointAt(0)!, style)) out.add(ch);
  return [...out];
}

/** Width of `text` in ems of the given style. */
export function textWidthEm(text: string, style: FontStyle): number {
  let w = 0;
  for (const ch of text) w += advance(style, ch.codePointAt(0)!);
  return w;
}

/** Width in millimetres at a font size in points. */
export function textWidthMm(text: string, style: FontStyle, sizePt: number): number {
  return textWidthEm(text, style) * ptToMm(sizePt);
}

/** the code points measured by their own widths, as [first, last] runs: the card font's web subsets hold these */
export function measuredRanges(): [number, number][] {
  return ADVANCES.regular.map((r) => [r.first, r.first + r.widths.length - 1]);
}

export const ptToMm = (pt: number): number => (pt * 25.4) / 72;
