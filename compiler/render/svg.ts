// A face as an SVG document: the editor shows it (trimmed to the card's
// shape), the PNG export renders it with its bleed. Text is set word by word
// at the positions the layout computed, in the card font.

import { FONT_FAMILY } from "./measure.ts";
import { fmt, iconSvg } from "./icons.ts";
import type { Face, Item } from "./face.ts";

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const FONT_ATTRS: Record<string, string> = {
  regular: "",
  bold: ' font-weight="bold"',
  italic: ' font-style="italic"',
};

function item(i: Item): string {
  switch (i.t) {
    case "rect":
      return `<rect x="${fmt(i.x)}" y="${fmt(i.y)}" width="${fmt(i.w)}" height="${fmt(i.h)}"${i.r ? ` rx="${fmt(i.r)}"` : ""} fill="${i.fill}"${i.stroke ? ` stroke="${i.stroke}" stroke-width="${fmt(i.sw ?? 0.25)}"` : ""}/>`;
    case "circle":
      return `<circle cx="${fmt(i.cx)}" cy="${fmt(i.cy)}" r="${fmt(i.r)}" fill="${i.fill}"${i.stroke ? ` stroke="${i.stroke}" stroke-width="${fmt(i.sw ?? 0.25)}"` : ""}/>`;
    case "text":
      return `<text x="${fmt(i.x)}" y="${fmt(i.y)}" font-size="${fmt((i.size * 25.4) / 72)}"${FONT_ATTRS[i.style]} fill="${i.fill}">${esc(i.text)}</text>`;
    case "icon":
      return iconSvg(i.icon, i.x, i.y, i.size);
  }
}

export interface SvgOptions {
  /** draw the bleed around the trim (for printing); otherwise the face is cut to its shape */
  bleed?: boolean;
  /** without the bleed, keep the trim's square corners: a tabletop program cuts the card to its own shape */
  uncut?: boolean;
  /** CSS pixels per millimetre for width/height; real millimetres when absent */
  scale?: number;
}

export function faceSvg(face: Face, opts: SvgOptions = {}): string {
  const b = opts.bleed ? face.bleed : 0;
  const w = face.width + 2 * b;
  const h = face.height + 2 * b;
  const size = opts.scale ? `width="${fmt(w * opts.scale)}" height="${fmt(h * opts.scale)}"` : `width="${fmt(w)}mm" height="${fmt(h)}mm"`;
  const clip =
    opts.bleed || opts.uncut
      ? ""
      : face.shape === "round"
        ? `<clipPath id="trim"><circle cx="${fmt(face.width / 2)}" cy="${fmt(face.height / 2)}" r="${fmt(face.width / 2)}"/></clipPath>`
        : `<clipPath id="trim"><rect width="${fmt(face.width)}" height="${fmt(face.height)}" rx="${fmt(face.corner)}"/></clipPath>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" ${size} viewBox="${fmt(-b)} ${fmt(-b)} ${fmt(w)} ${fmt(h)}" class="face" data-entity="${esc(face.entity)}" data-side="${face.side}">`,
    clip ? `<defs>${clip}</defs>` : "",
    `<g font-family="'${FONT_FAMILY}', 'DejaVu Serif', serif" style="font-kerning:none"${clip ? ' clip-path="url(#trim)"' : ""}>`,
    ...face.items.map(item),
    "</g></svg>",
  ].join("");
}
