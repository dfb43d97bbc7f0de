// The cards to print: the entities with a face in the layout, filtered by
// set, kind or id, each repeated by its `copies`, with their faces in one
// locale and a warning, at the entity's source position, for every text that
// does not fit. Pure: the CLI and the editor share it.

import type { EntityIR, ProgramIR, SourcePos } from "../ir/types.ts";
import type { Docs } from "../i18n/card-text.ts";
import { backFace, frontFace, hasFace, type Face, type Overflow } from "./face.ts";
import type { GameLayout } from "./layout.ts";
import { faceWords, type Words } from "./words.ts";

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
  at: SourcePos;
  entity: string;
  locale: string;
  region: Overflow["region"];
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
    at: entity.at,
    entity: entity.id,
    locale,
    region: o.region,
    message: `the ${languageName(locale)} ${REGION_WORDS[o.region]} on "${name}" (${o.region === "text" || o.region === "flavour" ? `needs ${o.need} mm of height, has ${o.have}` : `needs ${o.need} mm of width, has ${o.have}`}); shorten it or enlarge the region in the layout`,
  }));
}

export function formatFaceWarning(w: FaceWarning): string {
  return `${w.at.file}:${w.at.line}:${w.at.column}: warning overflow [${w.locale}] ${w.message}`;
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

export function faceCards(program: ProgramIR, layout: GameLayout, docs: Docs, locale: string, filter: CardFilter = {}): { cards: FacedCard[]; warnings: FaceWarning[] } {
  const cards: FacedCard[] = [];
  const warnings: FaceWarning[] = [];
  for (const entity of selectEntities(program, layout, filter)) {
    const words = faceWords(entity, locale, docs, program);
    const front = frontFace(entity, words, layout, locale);
    cards.push({ entity, words, front, back: backFace(entity, words, layout), copies: copiesOf(entity) });
    warnings.push(...overflowWarnings(entity, front, locale, words.name));
  }
  return { cards, warnings };
}
