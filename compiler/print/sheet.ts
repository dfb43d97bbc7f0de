// Print-and-play sheets: cards at their real size in a grid on A4 or Letter,
// each with its bleed, cut marks in the margins at every trim line, and for
// duplex printing a back page whose columns are mirrored (long-edge flip).
// Pure: positions in millimetres from the page's top left.

export const PAPERS = { a4: { width: 210, height: 297 }, letter: { width: 215.9, height: 279.4 } } as const;
export type Paper = keyof typeof PAPERS;

/** printers do not reach the paper's edge: keep the grid this far in */
const MIN_MARGIN = 4;
const MARK = 3;
const MARK_GAP = 1;

export interface Slot<T> {
  card: T;
  x: number;
  y: number;
}

export interface SheetPage<T> {
  side: "front" | "back";
  slots: Slot<T>[];
  /** cut marks: line segments */
  marks: [number, number, number, number][];
}

export interface Sized {
  width: number;
  height: number;
  bleed: number;
}

export class SheetError extends Error {}

/** Lays the cards out, a page per grid; cards of one size share pages (in order of first appearance). */
export function impose<T>(cards: T[], size: (c: T) => Sized, paper: Paper, backs: boolean): SheetPage<T>[] {
  const page = PAPERS[paper];
  const groups = new Map<string, T[]>();
  for (const c of cards) {
    const s = size(c);
    const key = `${s.width}x${s.height}+${s.bleed}`;
    (groups.get(key) ?? groups.set(key, []).get(key)!).push(c);
  }
  const pages: SheetPage<T>[] = [];
  for (const group of groups.values()) {
    const s = size(group[0]);
    const cw = s.width + 2 * s.bleed;
    const ch = s.height + 2 * s.bleed;
    const cols = Math.floor((page.width - 2 * MIN_MARGIN) / cw);
    const rows = Math.floor((page.height - 2 * MIN_MARGIN) / ch);
    if (cols < 1 || rows < 1) throw new SheetError(`a ${s.width} × ${s.height} mm card does not fit on ${paper} paper`);
    const x0 = (page.width - cols * cw) / 2;
    const y0 = (page.height - rows * ch) / 2;
    const per = cols * rows;
    for (let i = 0; i < group.length; i += per) {
      const chunk = group.slice(i, i + per);
      const usedRows = Math.ceil(chunk.length / cols);
      const usedCols = Math.min(cols, chunk.length);
      const marks = cutMarks(x0, y0, usedCols, usedRows, cw, ch, s, page, false);
      pages.push({ side: "front", slots: chunk.map((card, k) => ({ card, x: x0 + (k % cols) * cw, y: y0 + Math.floor(k / cols) * ch })), marks });
      if (backs) {
        pages.push({
          side: "back",
          slots: chunk.map((card, k) => ({ card, x: page.width - (x0 + (k % cols) * cw) - cw, y: y0 + Math.floor(k / cols) * ch })),
          marks: cutMarks(x0, y0, usedCols, usedRows, cw, ch, s, page, true, cols),
        });
      }
    }
  }
  return pages;
}

function cutMarks(
  x0: number,
  y0: number,
  cols: number,
  rows: number,
  cw: number,
  ch: number,
  s: Sized,
  page: { width: number; height: number },
  mirrored: boolean,
  allCols = cols,
): [number, number, number, number][] {
  const out: [number, number, number, number][] = [];
  const top = y0 - MARK_GAP;
  const bottom = y0 + rows * ch + MARK_GAP;
  let left = x0 - MARK_GAP;
  let right = x0 + cols * cw + MARK_GAP;
  const xs: number[] = [];
  for (let c = 0; c < cols; c++) xs.push(x0 + c * cw + s.bleed, x0 + c * cw + s.bleed + s.width);
  if (mirrored) {
    for (let i = 0; i < xs.length; i++) xs[i] = page.width - xs[i];
    [left, right] = [page.width - right, page.width - left];
    void allCols;
  }
  for (const x of xs) out.push([x, top - MARK, x, top], [x, bottom, x, bottom + MARK]);
  for (let r = 0; r < rows; r++) {
    for (const y of [y0 + r * ch + s.bleed, y0 + r * ch + s.bleed + s.height]) out.push([left - MARK, y, left, y], [right, y, right + MARK, y]);
  }
  return out;
}
