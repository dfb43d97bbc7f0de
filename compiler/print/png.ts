// One PNG per card face (with its bleed) for print-on-demand services, by
// @resvg/resvg-js from the face's SVG, with the card font loaded from the
// package and no system fonts, so every machine draws the same pixels.

import { Resvg } from "@resvg/resvg-js";
import { FONT_FAMILY } from "../render/measure.ts";
import { faceSvg } from "../render/svg.ts";
import type { Face } from "../render/face.ts";
import { FONT_FILES } from "./fonts.ts";

export function facePng(face: Face, dpi: number): Buffer {
  const widthPx = Math.round(((face.width + 2 * face.bleed) / 25.4) * dpi);
  const r = new Resvg(faceSvg(face, { bleed: true }), {
    fitTo: { mode: "width", value: widthPx },
    font: { fontFiles: Object.values(FONT_FILES), loadSystemFonts: false, defaultFontFamily: FONT_FAMILY },
  });
  return r.render().asPng();
}
