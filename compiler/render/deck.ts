// The cards to print: the entities with a face in the layout, filtered by
// set, kind or id, each repeated by its `copies`, with their faces in one
// locale and a warning, at the entity's source position, for every text that
// does not fit. Pure: the CLI and the editor share it.

import type { EntityIR, ProgramIR, SourcePos } from "../../core/ir.ts";
import type { Docs } from "../i18n/card-text.ts";
import { backFace, frontFace, hasFace, type Face, type FaceWords, type Overflow } from "./face.ts";
import { undrawable } from "./measure.ts";
import type { GameLayout } from "./layout.ts";
import { faceWords, type Words } from "./words.ts";
import type { GameWords } from "../../core/game.ts";
import type { GameRegistry } from "../../core/registry.ts";

export interface CardFilter {
  sets?: string[];
  kinds?: string[];
  ids?: string[];
}

export interface FacedCard {
  entity: EntityIR;
  words: Words;
  front: Face;
  back: Face;
  copies: number;
}

export interface FaceWarning {
  /** overflow: a text does not fit its region; glyph: a character the card font has no glyph for */
  code: "overflow" | "glyph";
  at: SourcePos;
  entity: string;
  locale: string;
  region: Overflow["region"] | "back";
  message: string;
}

const REGION_WORDS: Record<Overflow["region"], string> = {
  name: "name does not fit its name bar",
  kind: "kind line does not fit under the name",
  text: "rules text overflows the card's text box",
  flavour: "flavour text does not fit its box",
};

function languageName(locale: string): string {
  if (locale === "en-XA") return "pseudo-locale";
  try {
    return new Intl.DisplayNames(["en"], { type: "language" }).of(locale) ?? locale;
  } catch {
    return locale;
  }
}

export function overflowWarnings(entity: EntityIR, face: Face, locale: string, name: string): FaceWarning[] {
  return face.overflows.map((o) => ({
    code: "overflow" as const,
    at: entity.at,
    entity: entity.id,
    locale,
    region: o.region,
    message: `the ${languageName(locale)} ${REGION_WORDS[o.region]} on "${name}" (${o.region === "text" || o.region === "flavour" ? `needs ${o.need} mm of height, has ${o.have}` : `needs ${o.need} mm of width, has ${o.have}`}); shorten it or enlarge the region in the layout`,
  }));
}

const GLYPH_REGION_WORDS: Record<FaceWarning["region"], string> = {
  name: "name",
  kind: "kind line",
  text: "rules text",
  flavour: "flavour text",
  back: "back",
};

const codePoint = (ch: string) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;

/**
 * The characters of a card's texts the card font cannot draw (emoji, Arabic,
 * Hebrew …): the PDF and the PNG embed that font only, so each would print as
 * an empty box; the editor's preview would hide it behind a system font.
 */
export function glyphWarnings(entity: EntityIR, faces: Face[], words: FaceWords, locale: string): FaceWarning[] {
  const texts: [FaceWarning["region"], string][] = [
    ["name", words.name],
    ["kind", words.kindLine],
    ...words.rules.map((r): [FaceWarning["region"], string] => ["text", r]),
  ];
  if (words.flavour) texts.push(["flavour", words.flavour]);
  texts.push(["back", words.backLabel]);
  const byRegion = new Map<FaceWarning["region"], Set<string>>();
  for (const face of faces) {
    for (const item of face.items) {
      if (item.t !== "text") continue;
      for (const ch of undrawable(item.text, item.style)) {
        const region = texts.find(([, t]) => t.includes(ch))?.[0] ?? "text";
        (byRegion.get(region) ?? byRegion.set(region, new Set()).get(region)!).add(ch);
      }
    }
  }
  return [...byRegion].map(([region, chars]) => ({
    code: "glyph" as const,
    at: entity.at,
    entity: entity.id,
    locale,
    region,
    message: `the ${languageName(locale)} ${GLYPH_REGION_WORDS[region]} of "${words.name}" has ${chars.size === 1 ? "a character" : `${chars.size} characters`} the card font cannot draw: ${[...chars].map((c) => `"${c}" (${codePoint(c)})`).join(", ")}; ${chars.size === 1 ? "it would print as an empty box" : "they would print as empty boxes"}. Write ${chars.size === 1 ? "it" : "them"} with letters the font has, or leave ${chars.size === 1 ? "it" : "them"} out`,
  }));
}

/** Every warning of a card in one locale: the texts that do not fit, and the characters the font cannot draw. */
export function faceWarnings(entity: EntityIR, front: Face, back: Face, words: FaceWords, locale: string): FaceWarning[] {
  return [...overflowWarnings(entity, front, locale, words.name), ...glyphWarnings(entity, [front, back], words, locale)];
}

export function formatFaceWarning(w: FaceWarning): string {
  return `${w.at.file}:${w.at.line}:${w.at.column}: warning ${w.code} [${w.locale}] ${w.message}`;
}

function copiesOf(e: EntityIR): number {
  const c = e.props.copies;
  return typeof c === "number" && c > 0 ? Math.floor(c) : 1;
}

export function selectEntities(program: ProgramIR, layout: GameLayout, filter: CardFilter = {}): EntityIR[] {
  const has = (list: string[] | undefined, v: string) => !list || list.length === 0 || list.includes(v);
  return program.sets
    .filter((s) => s.game === layout.game && has(filter.sets, s.set))
    .flatMap((s) => s.entities)
    .filter((e) => hasFace(layout, e.kind) && has(filter.kinds, e.kind) && has(filter.ids, e.id));
}

export function faceCards(
  games: GameRegistry<GameWords>,
  program: ProgramIR,
  layout: GameLayout,
  docs: Docs,
  locale: string,
  filter: CardFilter = {},
): { cards: FacedCard[]; warnings: FaceWarning[] } {
  const cards: FacedCard[] = [];
  const warnings: FaceWarning[] = [];
  for (const entity of selectEntities(program, layout, filter)) {
    const words = faceWords(games, entity, locale, docs, program);
    const front = frontFace(entity, words, layout, locale);
    const back = backFace(entity, words, layout);
    cards.push({ entity, words, front, back, copies: copiesOf(entity) });
    warnings.push(...faceWarnings(entity, front, back, words, locale));
  }
  return { cards, warnings };
}
