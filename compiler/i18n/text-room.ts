// How many characters a translated name or flavour has room for on its card
// face: the region the layout gives it (content/layouts/<game>.json), at the
// smallest font size the face may shrink to, in the card font's average
// letter width. The translator sees it as `#. max-length` in PO and as an XLIFF
// size restriction; a `#. max N` note in the .grim source, when smaller, wins.

import type { GameLayout, Region } from "../render/layout.ts";
import { ptToMm, textWidthEm, textWidthMm, type FontStyle } from "../render/measure.ts";
import type { MessageNames } from "./message-names.ts";
import type { I18nDiagnostic, NamedCatalogue } from "./check.ts";

/** Letters a Romanian or English text is made of, a space among them: the average a line of text has. */
const SAMPLE = "abcdefghijklmnopqrstuvwxyz ăâîșț etaoin srh";

const averageEm = (style: FontStyle): number => textWidthEm(SAMPLE, style) / [...SAMPLE].length;

/** The characters of average width a region holds: one line for a name, every line of a block for flavour. */
export function regionRoom(r: Region, lines: "one" | "block"): number {
  const style = r.style ?? "regular";
  const size = Math.min(r.minFontSize ?? r.fontSize ?? 8, r.fontSize ?? 8);
  const perLine = Math.floor(r.width / (averageEm(style) * ptToMm(size)));
  if (lines === "one") return perLine;
  const rows = Math.max(1, Math.floor(r.height / (ptToMm(size) * (r.lineHeight ?? 1.2))));
  return perLine * rows;
}

/** the region of a card face a text is printed in, for a caller that words it in its own language */
export interface RoomRegion {
  field: "name" | "flavour";
  /** the card kind whose face it is ("monster") */
  kind: string;
  /** mm */
  width: number;
  /** mm */
  height: number;
  /** pt */
  size: number;
}

export interface TextRoom {
  /** characters */
  max: number;
  /** what the room is, in English for the exports and the CLI: "the name line of the monster card face (36 mm at 7 pt)" */
  where: string;
  region: RoomRegion;
  /** a one-line region, for measuring a text in the card font */
  line?: { width: number; size: number; style: FontStyle };
}

/**
 * The room of a content message (`monster__fleder__name`, `oldworld__action__aard__flavour`)
 * on its card face, or null when its kind has no layout or no such region.
 */
export function textRoom(names: MessageNames, messageId: string, layouts: Partial<Record<string, GameLayout>>): TextRoom | null {
  const content = names.textOf(messageId);
  if (!content) return null;
  const { game } = content;
  const parts = content.textId.split(".");
  if (parts.length < 3) return null;
  const kind = parts[0];
  const field = parts[parts.length - 1];
  if (field !== "name" && field !== "flavour") return null;
  const k = layouts[game]?.kinds[kind];
  const r = field === "name" ? k?.regions.name : k?.regions.flavour;
  if (!r) return null;
  const size = Math.min(r.minFontSize ?? r.fontSize ?? 8, r.fontSize ?? 8);
  return {
    max: regionRoom(r, field === "name" ? "one" : "block"),
    ...(field === "name" ? { line: { width: r.width, size, style: r.style ?? "regular" } } : {}),
    where: `the ${field === "name" ? "name line" : "flavour box"} of the ${kind} card face (${r.width} mm${field === "flavour" ? ` × ${r.height} mm` : ""} at ${size} pt)`,
    region: { field, kind, width: r.width, height: r.height, size },
  };
}

/**
 * Translated names and flavour longer than the room their card face gives them:
 * a `too-long` warning at the translation, with its length and the region. A
 * limit from the source's `max N` note is the check's own (check.ts).
 */
export function roomProblems(names: MessageNames, target: NamedCatalogue[], layouts: Partial<Record<string, GameLayout>>): I18nDiagnostic[] {
  const out: I18nDiagnostic[] = [];
  for (const { catalogue } of target) {
    for (const e of catalogue.entries) {
      if (!e.plain || e.text === null) continue;
      const room = textRoom(names, e.id, layouts);
      const n = [...e.text].length;
      if (!room) continue;
      // a name is one line: measured in the card font, it fits or not; flavour wraps, so its room is counted
      if (room.line ? textWidthMm(e.text, room.line.style, room.line.size) <= room.line.width : n <= room.max) continue;
      out.push({
        severity: "warning",
        code: "too-long",
        message: `"${e.id}" has ${n} characters; ${room.where} holds about ${room.max} ("${e.text.length > 60 ? `${e.text.slice(0, 57)}...` : e.text}")`,
        file: catalogue.file,
        line: e.at.line,
        column: e.at.column,
      });
    }
  }
  return out;
}
