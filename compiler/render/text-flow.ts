// Rules text set in a region: icon words turned into icons, a hook's window
// ("Successful sword:") in bold, lines broken greedily at spaces, the size
// shrunk step by step to the region's smallest before the text is reported as
// not fitting. Widths come from the generated font metrics (measure.ts).

import type { IconTerm, Region } from "./layout.ts";
import { ptToMm, textWidthEm, type FontStyle } from "./measure.ts";

export type Atom = { kind: "word"; text: string; style: FontStyle } | { kind: "icon"; icon: string };

/** atoms that stay together on a line (a number and its icon, a word and its comma) */
type Group = Atom[];

/** A paragraph: its groups, each preceded by a space except the first. */
export type Paragraph = Group[];

/** an icon's width in ems, with its side bearings */
export const ICON_EM = 1.3;

/** Splits a paragraph's text into groups; words of `terms` after a number become icons. */
export function paragraph(text: string, terms: IconTerm[], style: FontStyle, boldPrefix: boolean): Paragraph {
  // the window before the first ": " is set in bold when it is short, as cards print it
  let prefix = "";
  let rest = text;
  const colon = text.indexOf(": ");
  if (boldPrefix && colon > 0 && colon <= 48) {
    prefix = text.slice(0, colon + 1);
    rest = text.slice(colon + 2);
  }
  const groups: Group[] = [];
  if (prefix) for (const w of prefix.split(/\s+/).filter(Boolean)) groups.push([{ kind: "word", text: w, style: "bold" }]);
  const segments = iconSegments(rest, terms);
  let current: Group | null = null;
  for (const seg of segments) {
    if (seg.kind === "icon") {
      // glued to the number before it
      (current ?? (current = groups[groups.push([]) - 1])).push({ kind: "icon", icon: seg.icon });
      continue;
    }
    const parts = seg.text.split(/(\s+)/);
    parts.forEach((p, i) => {
      if (p === "") return;
      if (/^\s+$/.test(p)) {
        current = null;
        return;
      }
      const atom: Atom = { kind: "word", text: p, style };
      // text right after an icon with no space (".", ",") sticks to it
      if (current && i === 0) current.push(atom);
      else {
        current = [atom];
        groups.push(current);
      }
    });
  }
  return groups.filter((g) => g.length > 0);
}

type Segment = { kind: "text"; text: string } | { kind: "icon"; icon: string };

const compiled = new WeakMap<IconTerm[], RegExp | null>();

function termRegex(terms: IconTerm[]): RegExp | null {
  if (compiled.has(terms)) return compiled.get(terms)!;
  const alternatives = terms.map((t, i) => `(?<t${i}>${t.words})`);
  const re = terms.length ? new RegExp(`(?<=\\d\\s+(?:de\\s+)?)(?:${alternatives.join("|")})(?![\\p{L}\\p{N}])`, "gu") : null;
  compiled.set(terms, re);
  return re;
}

function iconSegments(text: string, terms: IconTerm[]): Segment[] {
  const re = termRegex(terms);
  if (!re) return [{ kind: "text", text }];
  const out: Segment[] = [];
  let last = 0;
  for (const m of text.matchAll(re)) {
    const i = terms.findIndex((_, k) => m.groups?.[`t${k}`] !== undefined);
    if (i < 0) continue;
    // "2 swords" → "2" glued to the sword icon: drop the space between them
    const before = text.slice(last, m.index).replace(/\s+(?:de\s+)?$/u, (s) => (/de/.test(s) ? " de" : ""));
    if (before) out.push({ kind: "text", text: before });
    out.push({ kind: "icon", icon: terms[i].icon });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ kind: "text", text: text.slice(last) });
  return out;
}

export interface SetLine {
  atoms: { atom: Atom; x: number }[];
  width: number;
}

export interface SetText {
  sizePt: number;
  /** baseline offsets from the region's top, millimetres */
  lines: { y: number; line: SetLine }[];
  height: number;
  fits: boolean;
}

const SPACE_EM = 0.28;
const PARAGRAPH_GAP = 0.35;

function groupWidthEm(g: Group): number {
  let w = 0;
  for (const a of g) w += a.kind === "icon" ? ICON_EM : textWidthEm(a.text, a.style);
  return w;
}

function breakLines(p: Paragraph, widthEm: number): SetLine[] {
  const lines: SetLine[] = [];
  let atoms: SetLine["atoms"] = [];
  let x = 0;
  for (const g of p) {
    const gw = groupWidthEm(g);
    const gap = atoms.length ? SPACE_EM : 0;
    if (atoms.length && x + gap + gw > widthEm) {
      lines.push({ atoms, width: x });
      atoms = [];
      x = 0;
    } else x += gap;
    for (const a of g) {
      atoms.push({ atom: a, x });
      x += a.kind === "icon" ? ICON_EM : textWidthEm(a.text, a.style);
    }
  }
  if (atoms.length) lines.push({ atoms, width: x });
  return lines;
}

/** Sets paragraphs in a region at the largest size from fontSize down to minFontSize that fits. */
export function setText(paras: Paragraph[], region: Region): SetText {
  const max = region.fontSize ?? 8;
  const min = Math.min(region.minFontSize ?? max, max);
  const lh = region.lineHeight ?? 1.2;
  let best: SetText | null = null;
  for (let size = max; size >= min - 1e-9; size -= 0.25) {
    const em = ptToMm(size);
    const widthEm = region.width / em;
    const lines: SetText["lines"] = [];
    let y = 0;
    paras.forEach((p, i) => {
      if (i > 0) y += PARAGRAPH_GAP * lh * em;
      for (const line of breakLines(p, widthEm)) {
        lines.push({ y: y + 0.8 * em + ((lh - 1) * em) / 2, line: { atoms: line.atoms.map((a) => ({ atom: a.atom, x: a.x * em })), width: line.width * em } });
        y += lh * em;
      }
    });
    const widest = Math.max(0, ...lines.map((l) => l.line.width));
    best = { sizePt: size, lines, height: y, fits: y <= region.height + 1e-6 && widest <= region.width + 1e-6 };
    if (best.fits) return best;
  }
  return best!;
}
