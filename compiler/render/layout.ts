// Card layouts: data a designer edits (content/layouts/<game>.json), one
// template per card kind: size in millimetres, corner, regions with their
// font sizes in points. This module holds their shape and checks a parsed
// file, naming every bad field by its path ("kinds.monster.regions.text.fontSize").

import type { FontStyle } from "./measure.ts";

export interface Region {
  /** millimetres from the card's top left corner (the trim, not the bleed) */
  x: number;
  y: number;
  width: number;
  height: number;
  /** points */
  fontSize?: number;
  /** the smallest size text may shrink to before it is reported as not fitting */
  minFontSize?: number;
  /** line height as a multiple of the font size */
  lineHeight?: number;
  align?: "left" | "center";
  style?: FontStyle;
  /** text colour; the kind's colour when "frame" */
  colour?: string;
  /** a fill behind the region */
  fill?: string;
}

export interface StatSpec {
  /** property path on the entity: "sword", "main.vp"; `attributes[combat].value` picks the list item holding "combat" */
  prop: string;
  icon: string;
}

/** An icon chosen by a property's value: `terrain` forest → the icon "terrain-forest" for the template "terrain-{}". */
export interface MarkSpec {
  prop: string;
  icon: string;
  /** the region (one of the kind's regions) the icon is centred in */
  region: string;
}

/** A list of `{ amount, symbol }` (an Old World card's symbols) drawn as icons with their amounts in a region. */
export interface SymbolRowSpec {
  prop: string;
  region: string;
}

export interface KindLayout {
  /** trim size in millimetres */
  width: number;
  height: number;
  /** "card" (a rounded rectangle) or "round" (a token) */
  shape: "card" | "round";
  corner: number;
  /** the coloured frame's width, millimetres */
  frame: number;
  /** colour of the frame when the card's tags name none */
  colour: string;
  /** the icon drawn on the back */
  backIcon?: string;
  stats: StatSpec[];
  /** properties whose value names a frame colour in `colours` (an action card's colour), tried before the tags */
  colourBy?: string[];
  marks?: MarkSpec[];
  symbolRows?: SymbolRowSpec[];
  /** the regions; marks and symbol rows may name regions of their own */
  regions: Record<string, Region | undefined> & {
    /** a plain fill behind the text (the parchment) */
    panel?: Region;
    name: Region;
    kind?: Region;
    stats?: Region;
    text: Region;
    flavour?: Region;
  };
}

export interface IconTerm {
  /** a regular expression for the words after a number ("swords?", "red leads?") */
  words: string;
  icon: string;
}

export interface GameLayout {
  game: string;
  /** how far the artwork runs past the trim on every side, millimetres */
  bleed: number;
  /** frame colours by tag (deck colour, monster tier, quest type) */
  colours: Record<string, string>;
  kinds: Record<string, KindLayout>;
  /** per locale: the words after a number that are drawn as an icon instead */
  icons: Record<string, IconTerm[]>;
  /**
   * The board in the play preview (the content gives no coordinates): the
   * Adventure Game's regions as [column, row] on a grid; the Old World's
   * locations as [x, y] on a 1000 × 700 map.
   */
  board?: { regions?: Record<string, [number, number]>; locations?: Record<string, [number, number]> };
}

export interface LayoutProblem {
  /** the JSON path of the bad field */
  path: string;
  message: string;
}

type Json = unknown;

const isObj = (v: Json): v is Record<string, Json> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Checks a parsed layout file; an empty list means it can be used as a GameLayout. */
export function checkLayout(data: Json, knownIcons: (id: string) => boolean): LayoutProblem[] {
  const out: LayoutProblem[] = [];
  const bad = (path: string, message: string) => out.push({ path, message });
  const num = (o: Record<string, Json>, key: string, path: string, required: boolean, min = 0): number | null => {
    const v = o[key];
    if (v === undefined) {
      if (required) bad(`${path}.${key}`, "is missing (a number is needed)");
      return null;
    }
    if (typeof v !== "number" || !Number.isFinite(v)) {
      bad(`${path}.${key}`, `must be a number, not ${JSON.stringify(v)}`);
      return null;
    }
    if (v < min) bad(`${path}.${key}`, `must be at least ${min}`);
    return v;
  };
  const str = (o: Record<string, Json>, key: string, path: string, required: boolean, allowed?: string[]): string | null => {
    const v = o[key];
    if (v === undefined) {
      if (required) bad(`${path}.${key}`, "is missing (a text is needed)");
      return null;
    }
    if (typeof v !== "string") {
      bad(`${path}.${key}`, `must be a text, not ${JSON.stringify(v)}`);
      return null;
    }
    if (allowed && !allowed.includes(v)) bad(`${path}.${key}`, `must be one of ${allowed.map((a) => `"${a}"`).join(", ")}, not "${v}"`);
    return v;
  };
  const known = (o: Record<string, Json>, path: string, keys: string[]) => {
    for (const k of Object.keys(o))
      if (!keys.includes(k) && k !== "$schema" && k !== "note") bad(`${path}.${k}`, `is not a layout field (expected one of ${keys.join(", ")})`);
  };

  if (!isObj(data)) return [{ path: "(file)", message: "must be a JSON object" }];
  known(data, "", ["game", "bleed", "colours", "kinds", "icons", "board"]);
  if (data.board !== undefined) {
    const b = data.board;
    if (!isObj(b) || (b.regions === undefined && b.locations === undefined))
      bad(".board", "must be an object with regions (region id → [column, row]) or locations (location id → [x, y])");
    else {
      known(b, ".board", ["regions", "locations"]);
      if (b.regions !== undefined && !isObj(b.regions)) bad(".board.regions", "must be an object: region id → [column, row]");
      else if (isObj(b.regions))
        for (const [id, cell] of Object.entries(b.regions))
          if (!Array.isArray(cell) || cell.length !== 2 || !cell.every((c) => Number.isInteger(c) && (c as number) >= 0))
            bad(`.board.regions.${id}`, "must be [column, row], two whole numbers from 0");
      if (b.locations !== undefined && !isObj(b.locations)) bad(".board.locations", "must be an object: location id → [x, y]");
      else if (isObj(b.locations))
        for (const [id, at] of Object.entries(b.locations))
          if (!Array.isArray(at) || at.length !== 2 || !at.every((c) => typeof c === "number" && c >= 0 && c <= 1000))
            bad(`.board.locations.${id}`, "must be [x, y], two numbers from 0 to 1000");
    }
  }
  str(data, "game", "", true);
  num(data, "bleed", "", true);
  if (!isObj(data.colours)) bad(".colours", "must be an object of colour names");
  else for (const [k, v] of Object.entries(data.colours)) if (typeof v !== "string") bad(`.colours.${k}`, 'must be a colour text such as "#2e5b8a"');
  if (!isObj(data.kinds)) bad(".kinds", "must be an object with one template per card kind");
  else {
    for (const [kind, t] of Object.entries(data.kinds)) {
      const p = `.kinds.${kind}`;
      if (!isObj(t)) {
        bad(p, "must be an object");
        continue;
      }
      known(t, p, ["width", "height", "shape", "corner", "frame", "colour", "backIcon", "stats", "colourBy", "marks", "symbolRows", "regions"]);
      if (t.colourBy !== undefined && (!Array.isArray(t.colourBy) || !t.colourBy.every((c) => typeof c === "string")))
        bad(`${p}.colourBy`, "must be a list of property names");
      // regions named by marks and symbol rows, which the template must then have
      const placed: { path: string; region: string }[] = [];
      for (const key of ["marks", "symbolRows"] as const) {
        const specs = t[key];
        if (specs === undefined) continue;
        if (!Array.isArray(specs)) {
          bad(`${p}.${key}`, "must be a list");
          continue;
        }
        specs.forEach((s, i) => {
          const sp = `${p}.${key}[${i}]`;
          if (!isObj(s)) return bad(sp, key === "marks" ? "must be an object with prop, icon and region" : "must be an object with prop and region");
          known(s, sp, key === "marks" ? ["prop", "icon", "region"] : ["prop", "region"]);
          str(s, "prop", sp, true);
          if (key === "marks") {
            const icon = str(s, "icon", sp, true);
            if (icon && !icon.includes("{}") && !knownIcons(icon))
              bad(`${sp}.icon`, `"${icon}" is not an icon (write "{}" where the property's value goes, as in "terrain-{}")`);
          }
          const region = str(s, "region", sp, true);
          if (region) placed.push({ path: `${sp}.region`, region });
        });
      }
      if (isObj(t.regions))
        for (const pl of placed) if (t.regions[pl.region] === undefined) bad(pl.path, `names the region "${pl.region}", which the template does not have`);
      const w = num(t, "width", p, true, 10);
      const h = num(t, "height", p, true, 10);
      str(t, "shape", p, true, ["card", "round"]);
      num(t, "corner", p, true);
      num(t, "frame", p, true);
      str(t, "colour", p, true);
      const backIcon = str(t, "backIcon", p, false);
      if (backIcon && !knownIcons(backIcon)) bad(`${p}.backIcon`, `"${backIcon}" is not an icon`);
      if (!Array.isArray(t.stats)) bad(`${p}.stats`, "must be a list (empty when the kind shows no stats)");
      else
        t.stats.forEach((s, i) => {
          if (!isObj(s)) return bad(`${p}.stats[${i}]`, "must be an object with prop and icon");
          str(s, "prop", `${p}.stats[${i}]`, true);
          const icon = str(s, "icon", `${p}.stats[${i}]`, true);
          if (icon && !knownIcons(icon)) bad(`${p}.stats[${i}].icon`, `"${icon}" is not an icon`);
        });
      if (!isObj(t.regions)) {
        bad(`${p}.regions`, "must be an object of regions (name and text at least)");
        continue;
      }
      known(t.regions, `${p}.regions`, ["panel", "name", "kind", "stats", "text", "flavour", ...placed.map((pl) => pl.region)]);
      for (const r of ["name", "text"]) if (t.regions[r] === undefined) bad(`${p}.regions.${r}`, "is missing");
      for (const [name, r] of Object.entries(t.regions)) {
        const rp = `${p}.regions.${name}`;
        if (!isObj(r)) {
          bad(rp, "must be an object");
          continue;
        }
        known(r, rp, ["x", "y", "width", "height", "fontSize", "minFontSize", "lineHeight", "align", "style", "colour", "fill"]);
        const x = num(r, "x", rp, true);
        const y = num(r, "y", rp, true);
        const rw = num(r, "width", rp, true, 1);
        const rh = num(r, "height", rp, true, 1);
        const textless = name === "stats" || name === "panel" || placed.some((pl) => pl.region === name);
        const size = num(r, "fontSize", rp, !textless, 2);
        const min = num(r, "minFontSize", rp, false, 2);
        if (size !== null && min !== null && min > size) bad(`${rp}.minFontSize`, `must not be larger than fontSize (${size})`);
        num(r, "lineHeight", rp, false, 0.8);
        str(r, "align", rp, false, ["left", "center"]);
        str(r, "style", rp, false, ["regular", "bold", "italic"]);
        str(r, "colour", rp, false);
        str(r, "fill", rp, false);
        if (w !== null && x !== null && rw !== null && x + rw > w + 1e-9) bad(rp, `runs past the card's right edge (x ${x} + width ${rw} > ${w} mm)`);
        if (h !== null && y !== null && rh !== null && y + rh > h + 1e-9) bad(rp, `runs past the card's bottom edge (y ${y} + height ${rh} > ${h} mm)`);
      }
    }
  }
  if (!isObj(data.icons)) bad(".icons", "must be an object of icon words per locale");
  else
    for (const [locale, terms] of Object.entries(data.icons)) {
      if (!Array.isArray(terms)) {
        bad(`.icons.${locale}`, "must be a list of { words, icon }");
        continue;
      }
      terms.forEach((term, i) => {
        const tp = `.icons.${locale}[${i}]`;
        if (!isObj(term)) return bad(tp, "must be an object with words and icon");
        const words = str(term, "words", tp, true);
        const icon = str(term, "icon", tp, true);
        if (icon && !knownIcons(icon)) bad(`${tp}.icon`, `"${icon}" is not an icon`);
        if (words) {
          try {
            new RegExp(words, "u");
          } catch (e) {
            bad(`${tp}.words`, `is not a valid regular expression: ${(e as Error).message}`);
          }
        }
      });
    }
  return out.map((p) => ({ ...p, path: p.path.replace(/^\./, "") }));
}
