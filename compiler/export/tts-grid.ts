// The deck sheet Tabletop Simulator cuts into cards: a grid of 10 columns and
// 7 rows read left to right, top to bottom; the last cell (69) is the hidden
// slot TTS shows for a card held in another player's hand, so a sheet holds
// at most 69 cards and a bigger deck takes several sheets. A card's id in
// the save is its sheet's CustomDeck key × 100 + its cell.

import type { Raster } from "../print/png.ts";
import { encodePng } from "./png-encode.ts";

export const COLUMNS = 10;
export const ROWS = 7;
export const HIDDEN_SLOT = COLUMNS * ROWS - 1;
export const CARDS_PER_SHEET = HIDDEN_SLOT;
/** the largest texture side TTS loads without scaling it down */
export const MAX_SHEET_PX = 4096;

export function cardId(deckKey: number, cell: number): number {
  return deckKey * 100 + cell;
}

/** `items` cut into sheets of at most CARDS_PER_SHEET, in order. */
export function sheetsOf<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CARDS_PER_SHEET) out.push(items.slice(i, i + CARDS_PER_SHEET));
  return out;
}

/** The pixel rectangle of a cell on a sheet of cells `w` × `h` pixels. */
export function cellRect(cell: number, w: number, h: number): { x: number; y: number; w: number; h: number } {
  return { x: (cell % COLUMNS) * w, y: Math.floor(cell / COLUMNS) * h, w, h };
}

/** The card width in pixels at `dpi`, shrunk so the sheet's sides stay within MAX_SHEET_PX. */
export function cellWidthPx(widthMm: number, heightMm: number, dpi: number): number {
  const wanted = Math.round((widthMm / 25.4) * dpi);
  const byWidth = Math.floor(MAX_SHEET_PX / COLUMNS);
  const byHeight = Math.floor(((MAX_SHEET_PX / ROWS) * widthMm) / heightMm);
  return Math.min(wanted, byWidth, byHeight);
}

/** A sheet: each card's raster in its cell, the hidden slot's raster in the last; empty cells are transparent. */
export function sheetPng(cards: readonly Raster[], hidden: Raster): Buffer {
  const { width: w, height: h } = hidden;
  const W = w * COLUMNS;
  const H = h * ROWS;
  const out = new Uint8Array(W * H * 4);
  const put = (r: Raster, cell: number) => {
    if (r.width !== w || r.height !== h) throw new Error(`a card of ${r.width} × ${r.height} pixels on a sheet of ${w} × ${h} cells`);
    const at = cellRect(cell, w, h);
    for (let y = 0; y < h; y++) {
      const from = y * w * 4;
      out.set(straight(r.pixels.subarray(from, from + w * 4)), ((at.y + y) * W + at.x) * 4);
    }
  };
  cards.forEach((r, i) => put(r, i));
  put(hidden, HIDDEN_SLOT);
  return encodePng(W, H, out);
}

/** resvg's pixels are premultiplied; a PNG holds straight alpha (a face is opaque but for antialiased edges) */
function straight(row: Uint8Array): Uint8Array {
  let copy: Uint8Array | null = null;
  for (let i = 0; i < row.length; i += 4) {
    const a = row[i + 3];
    if (a === 255 || a === 0) continue;
    copy ??= Uint8Array.from(row);
    for (let k = 0; k < 3; k++) copy[i + k] = Math.min(255, Math.round((row[i + k] * 255) / a));
  }
  return copy ?? row;
}
