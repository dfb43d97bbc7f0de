// The Adventure Game's board drawn from the content and a game state, as an
// SVG text: regions in their colours, locations with their lead icons and
// hearts, land routes, sea routes with their gold cost, intersections, each
// region's obstacle zone with its monster and foul fate tokens, and the
// heroes' figures. The content gives no coordinates, so regions are laid on
// a grid in the order they are declared (top three, bottom three, as the
// rulebook's setup reads) and locations round their region's centre.
// Given the state before, what changed is outlined.

import type { AdventureContent, LocationDef } from "../../games/adventure/rules/content.ts";
import type { AdventureState, HeroState } from "../../games/adventure/rules/state.ts";
import { defOf } from "../../games/adventure/rules/state.ts";
import { iconSvg } from "../../compiler/render/icons.ts";

/** one message of the editor's catalogue, formatted with its arguments */
export type Say = (id: string, args?: Record<string, string | number>) => string;

type State = AdventureState | import("../../games/adventure/rules/game.ts").DeepReadonly<AdventureState>;

const CELL_W = 220;
const CELL_H = 190;
const COLS = 3;

const REGION_FILLS: Record<string, string> = {
  gray: "#d9d6cf",
  purple: "#dccbe6",
  red: "#efc9c2",
  blue: "#c8d8ee",
  yellow: "#efe2a8",
  green: "#cfe3c4",
};
const REGION_INKS: Record<string, string> = {
  gray: "#5d5d5d",
  purple: "#6b3f8a",
  red: "#8a2f25",
  blue: "#2e5b8a",
  yellow: "#8a7412",
  green: "#3f6b35",
};
/** the heroes' figure colours, by seat */
export const HERO_COLOURS = ["#c0392b", "#2471a3", "#7d3c98", "#b9770e", "#1e8449", "#566573"];
const TYPE_FILLS: Record<string, string> = { bronze: "#b07a45", silver: "#aab3bb", gold: "#d9b441" };
const HIGHLIGHT = "#ff7a00";

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const n = (x: number) => String(Math.round(x * 10) / 10);

export interface Point {
  x: number;
  y: number;
}

export interface BoardGeometry {
  width: number;
  height: number;
  regions: Map<string, { x: number; y: number; w: number; h: number }>;
  locations: Map<string, Point>;
}

/** where each region sits on the grid: [column, row], from the layout file's "board" (assumed: the board is a picture) */
export type RegionGrid = Record<string, [number, number]>;

function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  const out: number[][] = [];
  for (const p of permutations(n - 1)) for (let i = 0; i <= p.length; i++) out.push([...p.slice(0, i), n - 1, ...p.slice(i)]);
  return out;
}

const angleGap = (a: number, b: number) => {
  const d = Math.abs(a - b) % (2 * Math.PI);
  return Math.min(d, 2 * Math.PI - d);
};

export function boardGeometry(content: AdventureContent, grid: RegionGrid = {}): BoardGeometry {
  const regions = new Map<string, { x: number; y: number; w: number; h: number }>();
  content.regions.forEach((r, i) => {
    const [col, row] = grid[r.id] ?? [i % COLS, Math.floor(i / COLS)];
    regions.set(r.id, { x: col * CELL_W, y: row * CELL_H, w: CELL_W, h: CELL_H });
  });
  const centre = (id: string) => {
    const b = regions.get(id)!;
    return { x: b.x + b.w / 2 - 12, y: b.y + b.h / 2 + 14 };
  };
  const regionOf = new Map(content.locations.map((l) => [l.id, l.region]));
  const locations = new Map<string, Point>();
  for (const id of regions.keys()) {
    const here = content.locations.filter((l) => l.region === id);
    const c = centre(id);
    // each location leans towards the regions its routes lead to, so routes cross less
    const want = here.map((l) => {
      let dx = 0;
      let dy = 0;
      for (const r of content.routes) {
        const other = r.from === l.id ? r.to : r.to === l.id ? r.from : null;
        const reg = other ? regionOf.get(other) : undefined;
        if (!reg || reg === id || !regions.has(reg)) continue;
        const o = centre(reg);
        dx += o.x - c.x;
        dy += o.y - c.y;
      }
      return dx === 0 && dy === 0 ? null : Math.atan2(dy, dx);
    });
    const k = here.length;
    let best = { cost: Infinity, perm: here.map((_, i) => i), offset: -Math.PI / 2 };
    if (k > 1 && k <= 6) {
      for (let step = 0; step < 24; step++) {
        const offset = (step * 2 * Math.PI) / 24;
        for (const perm of permutations(k)) {
          let cost = 0;
          perm.forEach((loc, slot) => {
            const w = want[loc];
            if (w !== null) cost += angleGap(w, offset + (slot * 2 * Math.PI) / k);
          });
          if (cost < best.cost - 1e-9) best = { cost, perm, offset };
        }
      }
    }
    best.perm.forEach((loc, slot) => {
      const a = best.offset + (slot * 2 * Math.PI) / Math.max(1, k);
      const r = k === 1 ? 0 : 50;
      locations.set(here[loc].id, { x: c.x + r * Math.cos(a) * 1.4, y: c.y + r * Math.sin(a) });
    });
  }
  let cols = 0;
  let rows = 0;
  for (const b of regions.values()) {
    cols = Math.max(cols, b.x / CELL_W + 1);
    rows = Math.max(rows, b.y / CELL_H + 1);
  }
  return { width: cols * CELL_W, height: rows * CELL_H, regions, locations };
}

function leadIcons(l: LocationDef, p: Point): string {
  const icons: string[] = [];
  for (const lead of l.leads) {
    if (lead.kind === "one") icons.push(`lead-${lead.colour}`);
    else if (lead.kind === "any") icons.push("lead");
    else for (const c of lead.colours) icons.push(`lead-${c}`);
  }
  const size = 11;
  const x0 = p.x - (icons.length * (size + 1)) / 2;
  return icons.map((icon, i) => iconSvg(icon, x0 + i * (size + 1), p.y + 9, size)).join("");
}

export interface BoardOptions {
  /** the state before the step shown: what differs is outlined */
  before?: State | null;
  /** display names by id in a locale (null: the content's own name) */
  name?: (id: string) => string | null | undefined;
  grid?: RegionGrid;
  /**
   * the editor's words for the drawing's labels read aloud and its tooltips, in the page's language
   * (editor/adapters/ui-text.ts); without it (a board printed alone) the drawing has none
   */
  say?: Say;
}

function heroesAt(state: State): Map<string, HeroState[]> {
  const at = new Map<string, HeroState[]>();
  for (const id of state.order) {
    const h = state.heroes[id] as HeroState;
    (at.get(h.location) ?? at.set(h.location, []).get(h.location)!).push(h);
  }
  return at;
}

export function boardSvg(content: AdventureContent, state: State, opts: BoardOptions = {}): string {
  const g = boardGeometry(content, opts.grid);
  const name = (id: string) => opts.name?.(id) ?? [...content.locations, ...content.regions].find((l) => l.id === id)?.name ?? id;
  const before = opts.before ?? null;
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-6 -6 ${g.width + 12} ${g.height + 12}" class="board" role="img"${opts.say ? ` aria-label="${esc(opts.say("editor-board"))}"` : ""}>`,
  );
  out.push(
    `<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" orient="auto"><path d="M0 0 L10 5 L0 10 Z" fill="${HIGHLIGHT}"/></marker></defs>`,
  );
  // regions
  for (const r of content.regions) {
    const b = g.regions.get(r.id)!;
    out.push(
      `<g class="region" data-region="${esc(r.id)}"><rect x="${b.x + 3}" y="${b.y + 3}" width="${b.w - 6}" height="${b.h - 6}" rx="14" fill="${REGION_FILLS[r.colour] ?? "#e8e1d3"}" stroke="${REGION_INKS[r.colour] ?? "#6b5b45"}" stroke-width="2"/>` +
        `<text x="${b.x + 14}" y="${b.y + 22}" font-size="13" font-weight="bold" fill="${REGION_INKS[r.colour] ?? "#333"}">${esc(name(r.id))}</text></g>`,
    );
  }
  // routes, under the locations
  for (const route of content.routes) {
    const a = g.locations.get(route.from);
    const b = g.locations.get(route.to);
    if (!a || !b) continue;
    const sea = route.seaCost > 0;
    out.push(
      `<line class="route${sea ? " sea" : ""}" data-from="${esc(route.from)}" data-to="${esc(route.to)}" x1="${n(a.x)}" y1="${n(a.y)}" x2="${n(b.x)}" y2="${n(b.y)}" stroke="${sea ? "#2e6fb2" : "#7a5c3a"}" stroke-width="${sea ? 2.5 : 3}"${sea ? ' stroke-dasharray="7 5"' : ""} stroke-linecap="round"/>`,
    );
    if (sea) {
      const mx = (a.x + b.x) / 2;
      const my = (a.y + b.y) / 2;
      out.push(
        `<g class="sea-cost"><rect x="${n(mx - 14)}" y="${n(my - 9)}" width="28" height="18" rx="9" fill="#fff" stroke="#2e6fb2"/>${iconSvg("gold", mx - 12, my - 7, 14)}<text x="${n(mx + 4)}" y="${n(my + 5)}" font-size="12" font-weight="bold">${route.seaCost}</text></g>`,
      );
    }
  }
  for (const group of content.intersections) {
    const pts = group.map((id) => g.locations.get(id)).filter((p): p is Point => !!p);
    if (pts.length < 2) continue;
    const cx = pts.reduce((s, p) => s + p.x, 0) / pts.length;
    const cy = pts.reduce((s, p) => s + p.y, 0) / pts.length;
    out.push(
      `<g class="intersection">${pts.map((p) => `<line x1="${n(p.x)}" y1="${n(p.y)}" x2="${n(cx)}" y2="${n(cy)}" stroke="#7a5c3a" stroke-width="3" stroke-linecap="round"/>`).join("")}<circle cx="${n(cx)}" cy="${n(cy)}" r="6" fill="#7a5c3a"/></g>`,
    );
  }
  // locations
  for (const l of content.locations) {
    const p = g.locations.get(l.id);
    if (!p) continue;
    out.push(
      `<g class="location" data-location="${esc(l.id)}"><circle cx="${n(p.x)}" cy="${n(p.y)}" r="8" fill="#fbf6ea" stroke="#3a2d1f" stroke-width="2"/>` +
        (l.heart ? `<path d="M${n(p.x)} ${n(p.y + 4)} l-5 -5 a3 3 0 0 1 5 -4 a3 3 0 0 1 5 4 Z" fill="#c0392b"/>` : "") +
        `<text x="${n(p.x)}" y="${n(p.y - 12)}" font-size="11" text-anchor="middle" fill="#2a2118" paint-order="stroke" stroke="#fbf6ea" stroke-width="3">${esc(name(l.id))}</text>` +
        leadIcons(l, p) +
        "</g>",
    );
  }
  // obstacle zones
  for (const r of content.regions) {
    const b = g.regions.get(r.id)!;
    const z = state.zones[r.id];
    if (!z) continue;
    const was = before?.zones[r.id];
    const changed = !!was && JSON.stringify(was) !== JSON.stringify(z);
    const zx = b.x + b.w - 86;
    const zy = b.y + 10;
    const tokens: string[] = [];
    z.monsters.forEach((m, i) => {
      const def = content.monsters.find((x) => x.id === defOf(m.token));
      const tx = zx + 12 + i * 20;
      tokens.push(
        `<g class="token monster" data-token="${esc(m.token)}" data-faceup="${m.faceup}"><circle cx="${tx}" cy="${zy + 14}" r="9" fill="${TYPE_FILLS[def?.type ?? "bronze"]}" stroke="#231a12" stroke-width="1.5"/>` +
          (m.faceup && def
            ? `<text x="${tx}" y="${zy + 18}" font-size="9" font-weight="bold" text-anchor="middle">${esc(def.name.slice(0, 2))}</text>`
            : `<text x="${tx}" y="${zy + 18}" font-size="10" text-anchor="middle">?</text>`) +
          `<title>${esc(m.faceup && def ? def.name : (opts.say?.("editor-board-facedown", { type: def?.type ?? "other" }) ?? ""))}</title></g>`,
      );
    });
    if (z.foulFate)
      tokens.push(
        `<g class="token foulfate">${iconSvg("foulfate", zx + 12 + z.monsters.length * 20 - 9, zy + 5, 18)}<title>${esc(opts.say?.("editor-board-foul-fate") ?? "")}</title></g>`,
      );
    out.push(
      `<g class="zone${changed ? " changed" : ""}" data-zone="${esc(r.id)}"><rect x="${zx}" y="${zy}" width="78" height="28" rx="6" fill="#fffdf7" fill-opacity="0.85" stroke="${changed ? HIGHLIGHT : "#8a7a62"}" stroke-width="${changed ? 3 : 1}"${changed ? "" : ' stroke-dasharray="3 2"'}/>${tokens.join("")}</g>`,
    );
  }
  // heroes' figures, with an arrow from where a hero was
  const at = heroesAt(state);
  for (const [loc, heroes] of at) {
    const p = g.locations.get(loc);
    if (!p) continue;
    heroes.forEach((h, i) => {
      const x = p.x - ((heroes.length - 1) * 14) / 2 + i * 14;
      const y = p.y + 30;
      const moved = before && before.heroes[h.id] && before.heroes[h.id].location !== h.location;
      if (moved) {
        const from = g.locations.get(before!.heroes[h.id].location);
        if (from)
          out.push(
            `<line class="moved" x1="${n(from.x)}" y1="${n(from.y + 30)}" x2="${n(x)}" y2="${n(y - 10)}" stroke="${HIGHLIGHT}" stroke-width="2.5" stroke-dasharray="5 3" marker-end="url(#arrow)"/>`,
          );
      }
      const colour = HERO_COLOURS[h.seat % HERO_COLOURS.length];
      const label = (content.heroes.find((d) => d.id === h.id)?.name ?? h.id).slice(0, 1);
      out.push(
        `<g class="hero-figure${moved ? " changed" : ""}" data-hero="${esc(h.id)}" data-location="${esc(loc)}">` +
          `<path d="M${n(x - 7)} ${n(y + 8)} L${n(x - 4)} ${n(y - 2)} A6 6 0 1 1 ${n(x + 4)} ${n(y - 2)} L${n(x + 7)} ${n(y + 8)} Z" fill="${colour}" stroke="${moved ? HIGHLIGHT : "#231a12"}" stroke-width="${moved ? 2.5 : 1.2}"/>` +
          `<text x="${n(x)}" y="${n(y + 5)}" font-size="8" font-weight="bold" text-anchor="middle" fill="#fff">${esc(label)}</text><title>${esc(content.heroes.find((d) => d.id === h.id)?.name ?? h.id)}</title></g>`,
      );
    });
  }
  out.push("</svg>");
  return out.join("");
}

/** A rolled die as its face: a rounded square with the face's result icons. */
export function dieSvg(results: string[], opts: { battle: boolean; size?: number }): string {
  const s = opts.size ?? 34;
  const icons = results.length ? results : [];
  const k = icons.length <= 1 ? 0.62 : icons.length === 2 ? 0.46 : 0.36;
  const isz = s * k;
  const body = icons
    .map((r, i) => {
      const cols = icons.length === 3 ? [0.08, 0.54, 0.31] : [0.05, 0.49];
      const rows = icons.length === 3 ? [0.08, 0.08, 0.54] : [0.27, 0.27];
      const x = icons.length === 1 ? (s - isz) / 2 : s * cols[i % cols.length];
      const y = icons.length === 1 ? (s - isz) / 2 : s * rows[i % rows.length];
      return iconSvg(r, x, y, isz);
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" class="die" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}" data-results="${esc(results.join(",") || "blank")}"><rect x="1" y="1" width="${s - 2}" height="${s - 2}" rx="${s * 0.18}" fill="${opts.battle ? "#f4ead4" : "#e8b4a8"}" stroke="#231a12" stroke-width="1.5"/>${body}</svg>`;
}

export interface Roll {
  seq: number;
  hero: string;
  /** in the order rolled: battle dice first, then the hero's */
  dice: { die: string; face: string; results: string[]; battle: boolean }[];
}

/** The battle rolls (and rerolls' new totals) of a log, each die with the results of its face. */
export function battleRolls(content: AdventureContent, events: readonly { seq: number; type: string; [k: string]: unknown }[]): Roll[] {
  const out: Roll[] = [];
  for (const ev of events) {
    if (ev.type !== "battle-roll" || !Array.isArray(ev.faces)) continue;
    out.push({
      seq: ev.seq,
      hero: String(ev.hero),
      dice: (ev.faces as string[]).map((f) => {
        const i = f.lastIndexOf(":");
        const die = f.slice(0, i);
        const face = f.slice(i + 1);
        const results = content.dice.find((d) => d.id === die)?.faces.find((x) => x.name === face)?.results ?? [];
        return { die, face, results: [...results], battle: content.battleDice.includes(die) };
      }),
    });
  }
  return out;
}
