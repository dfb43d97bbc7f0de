// Text widths for line breaking, from the generated advance widths of the card
// font: the editor and the CLI measure alike, so a text that overflows in one
// overflows in the other. No kerning (the faces turn it off too).

import { ADVANCES, ASCENT, DESCENT, FONT_FAMILY } from "./font-metrics.generated.ts";

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

export const ptToMm = (pt: number): number => (pt * 25.4) / 72;
