// One PNG per card face (with its bleed) for print-on-demand services, by
// @resvg/resvg-js from the face's SVG, with the card font loaded from the
// package and no system fonts, so every machine draws the same pixels.

import { Resvg } from "@resvg/resvg-js";
import { FONT_FAMILY } from "../render/measure.ts";
import { faceSvg, type SvgOptions } from "../render/svg.ts";
import type { Face } from "../render/face.ts";
import { FONT_FILES } from "./fonts.ts";

export interface Raster {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel, row by row (premultiplied: straight where the image is opaque) */
  pixels: Buffer;
}

/** Any SVG drawn `widthPx` pixels wide in the card font (a game board for the TTS export). */
export function svgRaster(svg: string, widthPx: number): Raster & { png: () => Buffer } {
  const r = new Resvg(svg, {
    fitTo: { mode: "width", value: widthPx },
    font: { fontFiles: Object.values(FONT_FILES), loadSystemFonts: false, defaultFontFamily: FONT_FAMILY },
  }).render();
  return { width: r.width, height: r.height, pixels: r.pixels, png: () => r.asPng() };
}

/** A face drawn `widthPx` pixels wide; the TTS sheets lay these side by side. */
export function faceRaster(face: Face, widthPx: number, opts: SvgOptions): Raster & { png: () => Buffer } {
  return svgRaster(faceSvg(face, opts), widthPx);
}

export function facePng(face: Face, dpi: number): Buffer {
  const widthPx = Math.round(((face.width + 2 * face.bleed) / 25.4) * dpi);
  return faceRaster(face, widthPx, { bleed: true }).png();
}
