// `grimoire export tts`: every game's cards as one Tabletop Simulator saved
// object per game (<game>.<locale>.json) with the images it names beside it
// (<game>.<locale>/): a deck sheet per 69 cards of a deck in TTS's 10 × 7
// grid, a back per deck, an image per token, player's sheet and board.
// planTts decides every object and file without drawing; writeTts draws and
// writes.

import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { faceRaster, svgRaster } from "../print/png.ts";
import type { FacedCard } from "../render/deck.ts";
import type { Face } from "../render/face.ts";
import type { GameLayout } from "../render/layout.ts";
import { descriptionOf, type Pile, pilesOf } from "./tts-decks.ts";
import { CARDS_PER_SHEET, COLUMNS, cardId, cellWidthPx, MAX_SHEET_PX, ROWS, sheetPng, sheetsOf } from "./tts-grid.ts";
import {
  type CardState,
  common,
  type DeckSheet,
  guids,
  type ObjectState,
  type SavedObject,
  savedObject,
  TILE_BOX,
  TILE_CIRCLE,
  type TileState,
  transform,
} from "./tts-save.ts";

export interface TtsOptions {
  locale: string;
  /** pixels an inch of card; a sheet is shrunk to stay within 4096 pixels a side */
  dpi: number;
  /** the URL a save names an image by, from its path under the output folder ("/" separators) */
  imageUrl: (file: string) => string;
}

/** A game board as an SVG, and how wide it lies on the table. */
export interface TtsBoard {
  slug: string;
  name: string;
  svg: string;
  widthMm: number;
}

export interface TtsImage {
  file: string;
  draw: () => Buffer;
}

export interface TtsSave {
  game: string;
  file: string;
  save: SavedObject;
  /** the deck sheets, with the cards in their cells: what the DeckIDs name */
  sheets: { file: string; key: number; cards: FacedCard[] }[];
}

export interface TtsExport {
  saves: TtsSave[];
  images: TtsImage[];
}

/** TTS's card at scale 1 is a 63 mm poker card; its tiles are two units (inches) across at scale 1 (assumed from the default objects) */
const CARD_MM = 63;
const TILE_MM_AT_SCALE_1 = 2 * 25.4;
const PER_ROW = 8;

const placeAt = (i: number) => ({ x: (i % PER_ROW) * 4 - ((PER_ROW - 1) * 4) / 2, z: -Math.floor(i / PER_ROW) * 5 });

/** Images named by their absolute file:// URL under the output folder (TTS loads local files so). */
export function fileUrl(outDir: string): (file: string) => string {
  return (file) => pathToFileURL(path.resolve(outDir, ...file.split("/"))).href;
}

/** Images named under a URL where the output folder is uploaded. */
export function baseUrl(base: string): (file: string) => string {
  const b = base.endsWith("/") ? base : `${base}/`;
  return (file) => new URL(file.split("/").map(encodeURIComponent).join("/"), b).href;
}

function rasterWidth(face: Face, dpi: number, sheet: boolean): number {
  return sheet ? cellWidthPx(face.width, face.height, dpi) : Math.round((face.width / 25.4) * dpi);
}

/** `title`: the game's name (its displayName), which the saved object is called by with the locale. */
export function planTts(
  games: readonly { layout: GameLayout; title: string; cards: readonly FacedCard[]; boards?: readonly TtsBoard[] }[],
  opts: TtsOptions,
): TtsExport {
  const saves: TtsSave[] = [];
  const images: TtsImage[] = [];
  // the decks' keys run on across the games: both saves may lie on one table
  let nextKey = 1;
  for (const { layout, title, cards, boards = [] } of games) {
    if (cards.length === 0 && boards.length === 0) continue;
    const game = layout.game;
    const dir = `${game}.${opts.locale}`;
    const guid = guids();
    const objects: ObjectState[] = [];
    const sheets: TtsSave["sheets"] = [];
    const image = (file: string, draw: () => Buffer) => {
      images.push({ file: `${dir}/${file}`, draw });
      return opts.imageUrl(`${dir}/${file}`);
    };
    pilesOf(layout, cards).forEach((pile, i) => {
      const { x, z } = placeAt(i);
      if (pile.role === "deck") {
        const deck = deckOf(pile, nextKey, x, z, opts.dpi, image, guid);
        nextKey += deck.sheets.length;
        sheets.push(...deck.sheets.map((sh) => ({ ...sh, file: `${dir}/${sh.file}` })));
        objects.push(deck.object);
      } else objects.push(tilesOf(pile, x, z, opts.dpi, image, guid));
    });
    boards.forEach((b, i) => objects.push(boardOf(b, i, opts.dpi, image, guid)));
    saves.push({ game, file: `${dir}.json`, save: savedObject(`${title} (${opts.locale})`, objects), sheets });
  }
  return { saves, images };
}

function deckOf(
  pile: Pile,
  firstKey: number,
  x: number,
  z: number,
  dpi: number,
  image: (file: string, draw: () => Buffer) => string,
  guid: (identity: string) => string,
): { object: ObjectState; sheets: TtsSave["sheets"] } {
  const back = pile.cards[0].back;
  const width = rasterWidth(back, dpi, true);
  const backUrl = image(`${pile.slug}.back.png`, () => faceRaster(back, width, { uncut: true }).png());
  const customDeck: Record<string, DeckSheet> = {};
  const sheets: TtsSave["sheets"] = [];
  const contained: CardState[] = [];
  const scale = back.width / CARD_MM;
  sheetsOf(pile.cards).forEach((onSheet, s) => {
    const key = firstKey + s;
    const file = `${pile.slug}.${s + 1}.png`;
    const faceUrl = image(file, () =>
      sheetPng(
        onSheet.map((c) => faceRaster(c.front, width, { uncut: true })),
        faceRaster(back, width, { uncut: true }),
      ),
    );
    const sheet: DeckSheet = { FaceURL: faceUrl, BackURL: backUrl, NumWidth: COLUMNS, NumHeight: ROWS, BackIsHidden: true, UniqueBack: false, Type: 0 };
    customDeck[String(key)] = sheet;
    sheets.push({ file, key, cards: onSheet });
    onSheet.forEach((c, cell) => {
      for (let n = 0; n < c.copies; n++) {
        contained.push({
          Name: "Card",
          ...common(guid(`${c.entity.id}#${n}`), transform(0, 0, scale, true), c.words.name, descriptionOf(c)),
          CardID: cardId(key, cell),
          SidewaysCard: false,
          HideWhenFaceDown: true,
          Hands: true,
          CustomDeck: { [String(key)]: sheet },
        });
      }
    });
  });
  if (sheets.length * CARDS_PER_SHEET < pile.cards.length) throw new Error("a deck's cards do not fit its sheets");
  // one card alone is a card, not a deck: TTS makes a deck of two or more
  if (contained.length === 1) {
    const card = contained[0];
    return { object: { ...card, Transform: transform(x, z, scale, true) }, sheets };
  }
  return {
    object: {
      Name: "DeckCustom",
      ...common(guid(`deck ${pile.slug}`), transform(x, z, scale, true), pile.name, ""),
      SidewaysCard: false,
      HideWhenFaceDown: true,
      Hands: false,
      DeckIDs: contained.map((c) => c.CardID),
      CustomDeck: customDeck,
      ContainedObjects: contained,
    },
    sheets,
  };
}

function tilesOf(
  pile: Pile,
  x: number,
  z: number,
  dpi: number,
  image: (file: string, draw: () => Buffer) => string,
  guid: (identity: string) => string,
): ObjectState {
  const back = pile.cards[0].back;
  const width = rasterWidth(back, dpi, false);
  const round = back.shape === "round";
  const backFile = pile.role === "sheets" ? `${pile.cards[0].entity.id}.back.png` : `${pile.slug}.back.png`;
  const backUrl = image(backFile, () => faceRaster(back, width, { uncut: true }).png());
  const scale = back.width / TILE_MM_AT_SCALE_1;
  const tiles: TileState[] = pile.cards.flatMap((c) => {
    const url = image(`${c.entity.id}.png`, () => faceRaster(c.front, width, { uncut: true }).png());
    return Array.from({ length: c.copies }, (_, n) => ({
      Name: "Custom_Tile" as const,
      ...common(guid(`${c.entity.id}#${n}`), transform(x, z, scale), c.words.name, descriptionOf(c)),
      CustomImage: {
        ImageURL: url,
        ImageSecondaryURL: backUrl,
        ImageScalar: 1,
        WidthScale: 0,
        CustomTile: { Type: round ? TILE_CIRCLE : TILE_BOX, Thickness: 0.2, Stackable: round, Stretch: true },
      },
    }));
  });
  if (tiles.length === 1) return tiles[0];
  return { Name: "Bag", ...common(guid(`bag ${pile.slug}`), transform(x, z, 1), pile.name, ""), ContainedObjects: tiles };
}

/** A board as a flat tile behind the decks, its picture on both sides. */
function boardOf(b: TtsBoard, i: number, dpi: number, image: (file: string, draw: () => Buffer) => string, guid: (identity: string) => string): TileState {
  const url = image(`${b.slug}.png`, () => svgRaster(b.svg, Math.min(MAX_SHEET_PX, Math.round((b.widthMm / 25.4) * dpi))).png());
  return {
    Name: "Custom_Tile",
    ...common(guid(`board ${b.slug}`), transform(i * 30, 20, b.widthMm / TILE_MM_AT_SCALE_1), b.name, ""),
    CustomImage: {
      ImageURL: url,
      ImageSecondaryURL: url,
      ImageScalar: 1,
      WidthScale: 0,
      CustomTile: { Type: TILE_BOX, Thickness: 0.2, Stackable: false, Stretch: true },
    },
  };
}

/** Draws every image and writes them and the saves under `outDir`, nothing outside it. */
export function writeTts(exp: TtsExport, outDir: string): { files: number } {
  let files = 0;
  for (const img of exp.images) {
    const file = path.join(outDir, ...img.file.split("/"));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, img.draw());
    files++;
  }
  for (const s of exp.saves) {
    writeFileSync(path.join(outDir, s.file), `${JSON.stringify(s.save, null, 2)}\n`);
    files++;
  }
  return { files };
}
