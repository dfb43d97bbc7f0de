// The Old World's map drawn from the content and a game state, as an SVG
// text: the paths between locations, each location with its number, name and
// terrain icon, the schools' keeps, the monsters on the map in their terrain's
// slot, the Lost Mount, and the witchers' figures. The content gives no
// coordinates: each location's place comes from the layout file
// (content/layouts/oldworld.json, `board.locations`, assumed); a location the
// file does not place (a new one being typed) goes on a ring at the map's foot.
// Given the state before, what changed is outlined.

import type { OldWorldContent } from "../../games/oldworld/rules/content.ts";
import type { OldWorldState } from "../../games/oldworld/rules/state.ts";
import { iconSvg } from "../../compiler/render/icons.ts";
import { HERO_COLOURS, type Point, type Say } from "./board.ts";

export const MAP_W = 1000;
export const MAP_H = 700;
const HIGHLIGHT = "#ff7a00";
const LEVEL_FILLS: Record<number, string> = { 1: "#b07a45", 2: "#aab3bb", 3: "#d9b441" };

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const n = (x: number) => String(Math.round(x * 10) / 10);

export interface MapOptions {
  /** the layout file's places, location id → [x, y] on the 1000 × 700 map */
  places?: Record<string, [number, number]>;
  /** the state before the last step: what changed is outlined */
  before?: OldWorldState | null;
  /** a display name in the chosen language */
  nameOf?: (id: string) => string;
  /** the location of the fight being fought, ringed */
  fightAt?: string | null;
  /**
   * the editor's words for the drawing's labels read aloud and its tooltips, in the page's language
   * (editor/adapters/ui-text.ts); without it (a board printed alone) the drawing has none
   */
  say?: Say;
}

/** Where each location is drawn: its place in the layout file, else on a ring along the foot of the map. */
export function mapPlaces(content: OldWorldContent, places: Record<string, [number, number]> = {}): Map<string, Point> {
  const out = new Map<string, Point>();
  const unplaced = content.locations.filter((l) => !places[l.id]);
  for (const l of content.locations) {
    const at = places[l.id];
    if (at) out.set(l.id, { x: at[0], y: at[1] });
  }
  unplaced.forEach((l, i) => out.set(l.id, { x: 60 + ((i * 120) % (MAP_W - 120)), y: MAP_H - 30 - 40 * Math.floor((i * 120) / (MAP_W - 120)) }));
  return out;
}

export function oldWorldMapSvg(content: OldWorldContent, state: OldWorldState, opts: MapOptions = {}): string {
  const at = mapPlaces(content, opts.places);
  const name =
    opts.nameOf ?? ((id: string) => [...content.locations, ...content.schools, ...content.monsters, ...content.witchers].find((x) => x.id === id)?.name ?? id);
  const before = opts.before ?? null;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" class="board ow-map" viewBox="0 0 ${MAP_W} ${MAP_H}" width="${MAP_W}" height="${MAP_H}">`,
    `<defs><marker id="ow-arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="6" markerHeight="6" orient="auto"><path d="M0 0 L10 5 L0 10 Z" fill="${HIGHLIGHT}"/></marker></defs>`,
    `<rect width="${MAP_W}" height="${MAP_H}" fill="#efe6cf"/>`,
  ];
  for (const [a, b] of content.adjacency) {
    const p = at.get(a);
    const q = at.get(b);
    if (!p || !q) continue;
    out.push(
      `<line class="path" data-from="${esc(a)}" data-to="${esc(b)}" x1="${n(p.x)}" y1="${n(p.y)}" x2="${n(q.x)}" y2="${n(q.y)}" stroke="#8a6d47" stroke-width="3" stroke-dasharray="9 5" stroke-linecap="round"/>`,
    );
  }
  const keeps = new Map(content.schools.map((s) => [s.location, s]));
  for (const l of content.locations) {
    const p = at.get(l.id)!;
    const keep = keeps.get(l.id);
    const ring = opts.fightAt === l.id;
    out.push(
      `<g class="location" data-location="${esc(l.id)}" data-terrain="${l.terrain ?? "any"}"${keep ? ` data-school="${esc(keep.id)}"` : ""}>` +
        (ring ? `<circle class="fight-ring" cx="${n(p.x)}" cy="${n(p.y)}" r="30" fill="none" stroke="#b8352a" stroke-width="4"/>` : "") +
        (keep ? `<rect x="${n(p.x - 24)}" y="${n(p.y - 24)}" width="48" height="48" rx="8" fill="#fbf6ea" stroke="#3a2d1f" stroke-width="2"/>` : "") +
        (l.terrain
          ? iconSvg(`terrain-${l.terrain}`, p.x - 20, p.y - 20, 40)
          : `<circle cx="${n(p.x)}" cy="${n(p.y)}" r="20" fill="#fbf6ea" stroke="#3a2d1f" stroke-width="3"/>`) +
        `<circle cx="${n(p.x + 18)}" cy="${n(p.y - 18)}" r="10" fill="#fbf6ea" stroke="#3a2d1f" stroke-width="1.5"/>` +
        `<text class="number" x="${n(p.x + 18)}" y="${n(p.y - 14)}" font-size="11" font-weight="bold" text-anchor="middle">${l.number}</text>` +
        `<text class="name" x="${n(p.x)}" y="${n(p.y + 36)}" font-size="14" text-anchor="middle" fill="#2a2118" paint-order="stroke" stroke="#efe6cf" stroke-width="4">${esc(name(l.id))}</text>` +
        (keep
          ? `<text class="school" x="${n(p.x)}" y="${n(p.y + 36)}" dy="1.25em" font-size="11" font-style="italic" text-anchor="middle" fill="#5a4630">${esc(name(keep.id))}</text>`
          : "") +
        "</g>",
    );
  }
  // monsters on the map: a token by level, beside its location
  const monstersAt = new Map<string, typeof state.monsters>();
  for (const m of state.monsters) monstersAt.set(m.location, [...(monstersAt.get(m.location) ?? []), m]);
  const wasOnMap = new Set((before?.monsters ?? []).map((m) => `${m.monster}@${m.location}`));
  for (const [loc, ms] of monstersAt) {
    const p = at.get(loc);
    if (!p) continue;
    ms.forEach((m, i) => {
      const def = content.monsters.find((x) => x.id === m.monster);
      const x = p.x - 44 - i * 26;
      const y = p.y - 10;
      const changed = before !== null && !wasOnMap.has(`${m.monster}@${m.location}`);
      out.push(
        `<g class="monster-token${changed ? " changed" : ""}" data-monster="${esc(m.monster)}" data-location="${esc(loc)}">` +
          `<circle cx="${n(x)}" cy="${n(y)}" r="12" fill="${LEVEL_FILLS[def?.level ?? 1] ?? "#b07a45"}" stroke="${changed ? HIGHLIGHT : "#231a12"}" stroke-width="${changed ? 3 : 1.5}"/>` +
          `<text x="${n(x)}" y="${n(y + 4)}" font-size="10" font-weight="bold" text-anchor="middle">${esc(name(m.monster).slice(0, 2))}</text>` +
          `<title>${esc(def && opts.say ? opts.say("editor-fight-monster-option", { name: name(m.monster), level: def.level, life: def.life }) : name(m.monster))}</title></g>`,
      );
    });
  }
  if (state.lostMount) {
    const p = at.get(state.lostMount);
    if (p)
      out.push(
        `<g class="lost-mount" data-location="${esc(state.lostMount)}">${iconSvg("wilds", p.x + 26, p.y + 2, 22)}<title>${esc(name("mount.lost-mount"))}</title></g>`,
      );
  }
  // the witchers' figures, with an arrow from where a witcher was
  const byLocation = new Map<string, string[]>();
  for (const id of state.order) {
    const loc = state.players[id].location;
    byLocation.set(loc, [...(byLocation.get(loc) ?? []), id]);
  }
  for (const [loc, ids] of byLocation) {
    const p = at.get(loc);
    if (!p) continue;
    ids.forEach((id, i) => {
      const x = p.x + 34 + i * 18;
      const y = p.y + 4;
      const from = before?.players[id]?.location;
      const moved = !!from && from !== loc;
      if (moved) {
        const q = at.get(from);
        if (q)
          out.push(
            `<line class="moved" x1="${n(q.x + 34)}" y1="${n(q.y + 4)}" x2="${n(x)}" y2="${n(y - 12)}" stroke="${HIGHLIGHT}" stroke-width="2.5" stroke-dasharray="5 3" marker-end="url(#ow-arrow)"/>`,
          );
      }
      const colour = HERO_COLOURS[state.order.indexOf(id) % HERO_COLOURS.length];
      out.push(
        `<g class="witcher-figure${moved ? " changed" : ""}" data-witcher="${esc(id)}" data-location="${esc(loc)}">` +
          `<path d="M${n(x - 8)} ${n(y + 10)} L${n(x - 5)} ${n(y - 2)} A7 7 0 1 1 ${n(x + 5)} ${n(y - 2)} L${n(x + 8)} ${n(y + 10)} Z" fill="${colour}" stroke="${moved ? HIGHLIGHT : "#231a12"}" stroke-width="${moved ? 2.5 : 1.2}"/>` +
          `<text x="${n(x)}" y="${n(y + 6)}" font-size="9" font-weight="bold" text-anchor="middle" fill="#fff">${esc(name(id).slice(0, 1))}</text><title>${esc(name(id))}</title></g>`,
      );
    });
  }
  out.push("</svg>");
  return out.join("");
}
