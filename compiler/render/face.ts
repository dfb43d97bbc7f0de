// A card face as drawing primitives, from an entity, its words in one locale
// and its kind's layout. Both the SVG (editor, PNG) and the PDF draw these
// primitives, so a face looks the same everywhere. Coordinates are millimetres
// from the trim's top left; the bleed lies at negative coordinates and past
// the width and height.

import type { EntityIR, PropValue } from "../../core/ir.ts";
import { isIcon } from "./icons.ts";
import type { GameLayout, KindLayout, Region } from "./layout.ts";
import { ptToMm, textWidthMm, type FontStyle } from "./measure.ts";
import { paragraph, setText, ICON_EM, type Paragraph } from "./text-flow.ts";

export type Item =
  | { t: "rect"; x: number; y: number; w: number; h: number; r: number; fill: string; stroke?: string; sw?: number }
  | { t: "circle"; cx: number; cy: number; r: number; fill: string; stroke?: string; sw?: number }
  | { t: "text"; x: number; y: number; size: number; style: FontStyle; fill: string; text: string }
  | { t: "icon"; icon: string; x: number; y: number; size: number };

export type RegionName = "name" | "kind" | "text" | "flavour";

export interface Overflow {
  region: RegionName;
  /** millimetres the text needs, and what the region holds */
  need: number;
  have: number;
}

export interface Face {
  entity: string;
  side: "front" | "back";
  width: number;
  height: number;
  bleed: number;
  shape: "card" | "round";
  corner: number;
  colour: string;
  items: Item[];
  overflows: Overflow[];
}

/** A card's words in one locale (compiler/render/words.ts makes them from the catalogues). */
export interface FaceWords {
  name: string;
  kindLine: string;
  rules: string[];
  flavour: string | null;
  backLabel: string;
}

/** The kinds that are printed as cards or tokens: the others (board, dice, regions …) have no face. */
export function hasFace(layout: GameLayout, kind: string): boolean {
  return Object.hasOwn(layout.kinds, kind);
}

/** The frame colour: a property the template colours by (an action's colour), the first tag the layout colours (deck colour, tier, quest type), else the kind's. */
export function faceColour(entity: EntityIR, layout: GameLayout): string {
  for (const prop of layout.kinds[entity.kind]?.colourBy ?? []) {
    const v = entity.props[prop];
    if (typeof v === "string" && layout.colours[v]) return layout.colours[v];
  }
  for (const t of entity.tags) {
    const c = layout.colours[t.split(/\s+/)[0].toLowerCase()];
    if (c) return c;
  }
  const type = entity.props.type;
  if (typeof type === "string" && layout.colours[type]) return layout.colours[type];
  return layout.kinds[entity.kind]?.colour ?? "#6b5b45";
}

/** A property by path: "main.vp"; "attributes[combat].value" is the value of the list item that holds "combat". */
function propAt(entity: EntityIR, path: string): PropValue | undefined {
  let v: PropValue | undefined = entity.props;
  for (const seg of path.split(".")) {
    const m = /^([^[\]]+)(?:\[([^\]]+)\])?$/.exec(seg);
    if (!m || v === null || typeof v !== "object" || Array.isArray(v)) return undefined;
    v = (v as Record<string, PropValue>)[m[1]];
    if (m[2] !== undefined) {
      if (!Array.isArray(v)) return undefined;
      const key = m[2];
      v = v.find((x) => x !== null && typeof x === "object" && !Array.isArray(x) && Object.values(x).includes(key));
    }
  }
  return v;
}

/** Icons named by property values, each centred in its region (an Old World card's terrain and combo extension). */
function marks(entity: EntityIR, t: KindLayout): Item[] {
  const out: Item[] = [];
  for (const m of t.marks ?? []) {
    const r = t.regions[m.region];
    const v = propAt(entity, m.prop);
    if (!r || typeof v !== "string") continue;
    const icon = m.icon.replace("{}", v);
    if (!isIcon(icon)) continue;
    const size = Math.min(r.width, r.height);
    out.push({ t: "icon", icon, x: r.x + (r.width - size) / 2, y: r.y + (r.height - size) / 2, size });
  }
  return out;
}

/** `{ amount, symbol }` lists as icons with their amounts, side by side, centred in the region, shrunk to fit its width. */
function symbolRows(entity: EntityIR, t: KindLayout, colour: string): Item[] {
  const out: Item[] = [];
  for (const row of t.symbolRows ?? []) {
    const r = t.regions[row.region];
    const v = propAt(entity, row.prop);
    if (!r || !Array.isArray(v)) continue;
    const symbols = v
      .map((x) => (x !== null && typeof x === "object" && !Array.isArray(x) ? (x as Record<string, PropValue>) : null))
      .filter((x): x is Record<string, PropValue> => x !== null && typeof x.amount === "number" && typeof x.symbol === "string");
    if (symbols.length === 0) continue;
    const size0 = r.fontSize ?? 10;
    const layoutAt = (icon: number, size: number) =>
      symbols.map((x) => ({
        icon: isIcon(String(x.symbol)) ? String(x.symbol) : "blank",
        text: String(x.amount),
        w: icon + 0.5 + textWidthMm(String(x.amount), "bold", size),
      }));
    const gap = 1.5;
    let icon = r.height * 0.85;
    let size = size0;
    let badges = layoutAt(icon, size);
    const total = () => badges.reduce((a, b) => a + b.w, 0) + gap * (badges.length - 1);
    if (total() > r.width) {
      const k = r.width / total();
      icon *= k;
      size *= k;
      badges = layoutAt(icon, size);
    }
    let x = r.x + Math.max(0, (r.width - total()) / 2);
    for (const b of badges) {
      out.push({ t: "icon", icon: b.icon, x, y: r.y + (r.height - icon) / 2, size: icon });
      out.push({ t: "text", x: x + icon + 0.5, y: r.y + r.height / 2 + ptToMm(size) * 0.35, size, style: "bold", fill: textColour(r, colour), text: b.text });
      x += b.w + gap;
    }
  }
  return out;
}

function background(t: KindLayout, colour: string, bleed: number): Item[] {
  if (t.shape === "round") {
    const r = t.width / 2;
    return [
      { t: "rect", x: -bleed, y: -bleed, w: t.width + 2 * bleed, h: t.height + 2 * bleed, r: 0, fill: colour },
      { t: "circle", cx: r, cy: t.height / 2, r: r - t.frame, fill: "#f4ead4", stroke: "#231a12", sw: 0.3 },
      { t: "rect", x: r - t.width * 0.36, y: 5, w: t.width * 0.72, h: 8, r: 2, fill: colour },
    ];
  }
  return [{ t: "rect", x: -bleed, y: -bleed, w: t.width + 2 * bleed, h: t.height + 2 * bleed, r: 0, fill: colour }];
}

function regionFill(r: Region | undefined): Item[] {
  return r?.fill ? [{ t: "rect", x: r.x, y: r.y, w: r.width, h: r.height, r: 1.5, fill: r.fill, stroke: "#231a12", sw: 0.25 }] : [];
}

/** One line of text in a region, shrunk to fit its width down to minFontSize. */
function line(text: string, r: Region, name: RegionName, colour: string, overflows: Overflow[]): Item[] {
  if (!text) return [];
  const style = r.style ?? "regular";
  const max = r.fontSize ?? 8;
  const min = Math.min(r.minFontSize ?? max, max);
  let size = max;
  while (size - 0.25 >= min - 1e-9 && textWidthMm(text, style, size) > r.width) size -= 0.25;
  const w = textWidthMm(text, style, size);
  if (w > r.width + 1e-6) overflows.push({ region: name, need: round(w), have: r.width });
  const x = r.align === "center" ? r.x + Math.max(0, (r.width - w) / 2) : r.x;
  const y = r.y + r.height / 2 + ptToMm(size) * 0.35;
  return [{ t: "text", x, y, size, style, fill: textColour(r, colour), text }];
}

const round = (n: number) => Math.round(n * 10) / 10;

function textColour(r: Region, frame: string): string {
  return r.colour === "frame" ? frame : (r.colour ?? "#231a12");
}

/** Paragraphs set in a region: words and inline icons. */
function block(paras: Paragraph[], r: Region, name: RegionName, colour: string, overflows: Overflow[]): Item[] {
  if (paras.length === 0) return [];
  const set = setText(paras, r);
  if (!set.fits) overflows.push({ region: name, need: round(set.height), have: r.height });
  const em = ptToMm(set.sizePt);
  const out: Item[] = [];
  for (const { y, line: l } of set.lines) {
    const dx = r.align === "center" ? Math.max(0, (r.width - l.width) / 2) : 0;
    for (const { atom, x } of l.atoms) {
      if (atom.kind === "icon") {
        const size = em * 1.15;
        out.push({ t: "icon", icon: atom.icon, x: r.x + dx + x + ((ICON_EM - 1.15) * em) / 2, y: r.y + y - em * 0.88, size });
      } else {
        out.push({ t: "text", x: r.x + dx + x, y: r.y + y, size: set.sizePt, style: atom.style, fill: textColour(r, colour), text: atom.text });
      }
    }
  }
  return out;
}

/** Stat badges: an icon and its number, side by side, centred in the region. */
function stats(entity: EntityIR, t: KindLayout, colour: string): Item[] {
  const r = t.regions.stats;
  if (!r) return [];
  const shown = t.stats.map((s) => ({ s, v: propAt(entity, s.prop) })).filter((x): x is { s: (typeof t.stats)[number]; v: number } => typeof x.v === "number");
  if (shown.length === 0) return [];
  const size = r.fontSize ?? 10;
  const icon = r.height * 0.9;
  const badges = shown.map(({ s, v }) => ({ icon: isIcon(s.icon) ? s.icon : "blank", text: String(v), w: icon + 0.6 + textWidthMm(String(v), "bold", size) }));
  const gap = 3;
  const total = badges.reduce((a, b) => a + b.w, 0) + gap * (badges.length - 1);
  let x = r.x + Math.max(0, (r.width - total) / 2);
  const out: Item[] = [];
  for (const b of badges) {
    out.push({ t: "icon", icon: b.icon, x, y: r.y + (r.height - icon) / 2, size: icon });
    out.push({ t: "text", x: x + icon + 0.6, y: r.y + r.height / 2 + ptToMm(size) * 0.35, size, style: "bold", fill: textColour(r, colour), text: b.text });
    x += b.w + gap;
  }
  return out;
}

export function frontFace(entity: EntityIR, words: FaceWords, layout: GameLayout, locale: string): Face {
  const t = layout.kinds[entity.kind];
  if (!t) throw new Error(`the layout has no template for ${entity.kind} cards`);
  const colour = faceColour(entity, layout);
  const overflows: Overflow[] = [];
  const terms = layout.icons[locale] ?? layout.icons[locale.split("-")[0]] ?? [];
  // the parchment first, then any other filled region (a badge's plate)
  const fills = Object.entries(t.regions)
    .filter(([n]) => n !== "panel")
    .flatMap(([, r]) => regionFill(r));
  const items: Item[] = [...background(t, colour, layout.bleed), ...regionFill(t.regions.panel), ...fills];
  items.push(...line(words.name, t.regions.name, "name", colour, overflows));
  if (t.regions.kind) items.push(...line(words.kindLine, t.regions.kind, "kind", colour, overflows));
  items.push(...stats(entity, t, colour), ...marks(entity, t), ...symbolRows(entity, t, colour));
  const rules = words.rules.map((r) => paragraph(r, terms, t.regions.text.style ?? "regular", true));
  const flavourRegion = t.regions.flavour;
  if (words.flavour && !flavourRegion) rules.push(paragraph(words.flavour, [], "italic", false));
  items.push(...block(rules, t.regions.text, "text", colour, overflows));
  if (words.flavour && flavourRegion)
    items.push(...block([paragraph(words.flavour, [], flavourRegion.style ?? "italic", false)], flavourRegion, "flavour", colour, overflows));
  return {
    entity: entity.id,
    side: "front",
    width: t.width,
    height: t.height,
    bleed: layout.bleed,
    shape: t.shape,
    corner: t.corner,
    colour,
    items,
    overflows,
  };
}

export function backFace(entity: EntityIR, words: FaceWords, layout: GameLayout): Face {
  const t = layout.kinds[entity.kind];
  if (!t) throw new Error(`the layout has no template for ${entity.kind} cards`);
  const colour = faceColour(entity, layout);
  const b = layout.bleed;
  const size = Math.min(t.width, t.height) * 0.42;
  const items: Item[] = [
    { t: "rect", x: -b, y: -b, w: t.width + 2 * b, h: t.height + 2 * b, r: 0, fill: colour },
    t.shape === "round"
      ? { t: "circle", cx: t.width / 2, cy: t.height / 2, r: t.width / 2 - t.frame, fill: "none", stroke: "#f7efdc", sw: 0.6 }
      : { t: "rect", x: t.frame, y: t.frame, w: t.width - 2 * t.frame, h: t.height - 2 * t.frame, r: t.corner, fill: "none", stroke: "#f7efdc", sw: 0.6 },
    { t: "icon", icon: t.backIcon && isIcon(t.backIcon) ? t.backIcon : "marker", x: (t.width - size) / 2, y: (t.height - size) / 2 - 4, size },
  ];
  const label: Region = {
    x: 3,
    y: t.height / 2 + size / 2 - 2,
    width: t.width - 6,
    height: 8,
    fontSize: 10,
    minFontSize: 6,
    align: "center",
    style: "bold",
    colour: "#f7efdc",
  };
  items.push(...line(words.backLabel, label, "kind", colour, []));
  return { entity: entity.id, side: "back", width: t.width, height: t.height, bleed: b, shape: t.shape, corner: t.corner, colour, items, overflows: [] };
}
