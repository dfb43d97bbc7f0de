// `grimoire export tts`: the bundled cards as Tabletop Simulator saved objects a designer loads to playtest remotely.
// The saves are read back with zod by the fields TTS reads; each card's DeckIDs entry is followed to its sheet and
// cell, and the cell's pixels are compared with the card drawn alone, as a player would see it come off the deck.
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { loadFacedContent, type FacedContent } from "../../compiler/cli/faced-content.ts";
import { runExportTts, type ExportTtsOptions } from "../../compiler/cli/commands/export.ts";
import { boardsOf } from "../../compiler/cli/commands/export-boards.ts";
import { descriptionOf } from "../../compiler/export/tts-decks.ts";
import { fileUrl, planTts } from "../../compiler/export/tts.ts";
import { faceRaster } from "../../compiler/print/png.ts";
import { faceCards, type FacedCard } from "../../compiler/render/deck.ts";
import type { Face } from "../../compiler/render/face.ts";
import { games } from "../../games/registry.ts";
import { ROOT } from "../i18n/helpers.ts";
import { crop, differing, readPng, type Pixels } from "./png-pixels.ts";
import { grimoire } from "./print-run.ts";

const GUID = z.string().regex(/^[0-9a-f]{6}$/);
const TRANSFORM = z.object({
  posX: z.number(),
  posY: z.number(),
  posZ: z.number(),
  rotX: z.number(),
  rotY: z.number(),
  rotZ: z.number(),
  scaleX: z.number().positive(),
  scaleY: z.number().positive(),
  scaleZ: z.number().positive(),
});
const SHEET = z.object({
  FaceURL: z.string().min(1),
  BackURL: z.string().min(1),
  NumWidth: z.literal(10),
  NumHeight: z.literal(7),
  BackIsHidden: z.literal(true),
  UniqueBack: z.literal(false),
  Type: z.literal(0),
});
const CUSTOM_DECK = z.record(z.string().regex(/^[1-9]\d*$/), SHEET);
const CARD = z.object({
  Name: z.literal("Card"),
  GUID,
  Transform: TRANSFORM,
  Nickname: z.string().min(1),
  Description: z.string().min(1),
  CardID: z.number().int().positive(),
  CustomDeck: CUSTOM_DECK,
});
const DECK = z.object({
  Name: z.literal("DeckCustom"),
  GUID,
  Transform: TRANSFORM,
  Nickname: z.string().min(1),
  DeckIDs: z.array(z.number().int()).min(2),
  CustomDeck: CUSTOM_DECK,
  ContainedObjects: z.array(CARD).min(2),
});
const TILE = z.object({
  Name: z.literal("Custom_Tile"),
  GUID,
  Transform: TRANSFORM,
  Nickname: z.string().min(1),
  Description: z.string(),
  CustomImage: z.object({
    ImageURL: z.string().min(1),
    ImageSecondaryURL: z.string().min(1),
    CustomTile: z.object({ Type: z.union([z.literal(0), z.literal(2)]), Thickness: z.number().positive(), Stackable: z.boolean() }),
  }),
});
const BAG = z.object({ Name: z.literal("Bag"), GUID, Transform: TRANSFORM, Nickname: z.string().min(1), ContainedObjects: z.array(TILE).min(2) });
const SAVE = z.object({ SaveName: z.string().min(1), ObjectStates: z.array(z.discriminatedUnion("Name", [DECK, CARD, TILE, BAG])).min(1) });
type Save = z.infer<typeof SAVE>;
type Deck = z.infer<typeof DECK>;
type Tile = z.infer<typeof TILE>;

const cellOf = (cardId: number) => ({ key: Math.floor(cardId / 100), cell: cardId % 100 });
const decksOf = (s: Save) => s.ObjectStates.filter((o): o is Deck => o.Name === "DeckCustom");
const tilesOf = (s: Save): Tile[] => s.ObjectStates.flatMap((o) => (o.Name === "Bag" ? o.ContainedObjects : o.Name === "Custom_Tile" ? [o] : []));
const cardsOf = (s: Save) => s.ObjectStates.flatMap((o) => (o.Name === "DeckCustom" ? o.ContainedObjects : o.Name === "Card" ? [o] : []));
const deckNamed = (s: Save, name: string) => decksOf(s).filter((d) => d.Nickname.startsWith(name));

let content: FacedContent;
beforeAll(async () => {
  content = (await loadFacedContent(
    games,
    [path.join(ROOT, "content")],
    ROOT,
    "exported",
    () => {},
    () => {},
  ))!;
}, 60_000);

const facedOnce = (locale: string) =>
  content.layouts.map((layout) => ({
    layout,
    title: content.games.get(layout.game).meta.displayName,
    cards: faceCards(content.games, content.program, layout, content.docs, locale).cards,
  }));
const faced = new Map<string, ReturnType<typeof facedOnce>>();
/** the bundled cards of both games in a locale, laid out once for the tests that only read them */
const facedIn = (locale: string) => faced.get(locale) ?? faced.set(locale, facedOnce(locale)).get(locale)!;

describe("grimoire export tts: the saved objects of the bundled content, en and ro", () => {
  for (const locale of ["en", "ro"]) {
    it(`${locale}: every faced card lies on the table once per copy, each DeckIDs entry naming its card's sheet and cell`, () => {
      const faced = facedIn(locale);
      const plan = planTts(faced, { locale, dpi: 150, imageUrl: fileUrl("/tmp/tts") });
      expect(plan.saves.map((s) => s.file)).toEqual([`adventure.${locale}.json`, `oldworld.${locale}.json`]);
      expect(plan.saves.map((s) => s.save.SaveName)).toEqual([`The Witcher Adventure Game (${locale})`, `The Witcher: Old World (${locale})`]);
      const keys = new Set<number>();
      for (const s of plan.saves) {
        // the save as TTS reads the file
        const save = SAVE.parse(JSON.parse(JSON.stringify(s.save)));
        const onSheet = new Map(s.sheets.map((sh) => [sh.key, sh]));
        for (const sh of s.sheets) {
          expect(keys.has(sh.key), `deck key ${sh.key} used by two sheets`).toBe(false);
          keys.add(sh.key);
          expect(sh.cards.length).toBeLessThanOrEqual(69);
        }
        const timesById = new Map<number, number>();
        for (const d of decksOf(save)) {
          expect(d.DeckIDs).toEqual(d.ContainedObjects.map((c) => c.CardID));
          for (const c of d.ContainedObjects) expect(Object.keys(d.CustomDeck)).toContain(String(cellOf(c.CardID).key));
        }
        for (const c of cardsOf(save)) {
          const { key, cell } = cellOf(c.CardID);
          expect(cell).toBeLessThan(69);
          expect(Object.keys(c.CustomDeck)).toEqual([String(key)]);
          expect(c.CustomDeck[key].FaceURL).toBe(`file:///tmp/tts/${onSheet.get(key)!.file}`);
          const card = onSheet.get(key)!.cards[cell];
          expect(c.Nickname).toBe(card.words.name);
          expect(c.Description).toBe(descriptionOf(card));
          for (const rule of card.words.rules) expect(c.Description).toContain(rule);
          timesById.set(c.CardID, (timesById.get(c.CardID) ?? 0) + 1);
        }
        // counts from `copies`: each sheet cell is in its deck as many times as its card has copies
        for (const sh of s.sheets) sh.cards.forEach((card, cell) => expect(timesById.get(sh.key * 100 + cell), card.entity.id).toBe(card.copies));
        const game = faced.find((g) => g.layout.game === s.game)!;
        const copies = game.cards.reduce((n, c) => n + c.copies, 0);
        expect(cardsOf(save).length + tilesOf(save).length).toBe(copies);
        for (const t of tilesOf(save)) expect(t.Description, t.Nickname).not.toBe("");
      }
    });
  }

  it("Components (Adventure Game): 40 foul fate cards, 120 investigation cards in three decks of 40, 48 quest cards, 60 development cards (15 for each hero), 30 monster tokens, 4 hero sheets", () => {
    const plan = planTts(facedIn("en"), { locale: "en", dpi: 150, imageUrl: fileUrl("/tmp/tts") });
    const save = SAVE.parse(plan.saves.find((s) => s.game === "adventure")!.save);
    const size = (d: Deck) => d.ContainedObjects.length;
    expect(deckNamed(save, "Foul Fate").map(size)).toEqual([40]);
    expect(deckNamed(save, "Good Fortune").map(size)).toEqual([20]);
    expect(deckNamed(save, "Investigation").map(size)).toEqual([40, 40, 40]);
    expect(deckNamed(save, "Development").map(size)).toEqual([15, 15, 15, 15]);
    expect(deckNamed(save, "Development").map((d) => d.Nickname)).toEqual(expect.arrayContaining(["Development · Geralt of Rivia"]));
    expect(["Combat quest", "Diplomacy quest", "Magic quest"].flatMap((n) => deckNamed(save, n).map(size))).toEqual([16, 16, 16]);
    const bags = save.ObjectStates.filter((o) => o.Name === "Bag");
    expect(bags.reduce((n, b) => n + (b.Name === "Bag" ? b.ContainedObjects.length : 0), 0)).toBe(30);
    for (const b of bags) if (b.Name === "Bag") for (const t of b.ContainedObjects) expect(t.CustomImage.CustomTile.Type).toBe(2);
    expect(tilesOf(save).filter((t) => t.CustomImage.CustomTile.Type === 0)).toHaveLength(4);
  });

  it("the same content gives byte-identical saves", () => {
    // laid out afresh: nothing is carried over from one export to the next
    const once = planTts(facedOnce("ro"), { locale: "ro", dpi: 150, imageUrl: fileUrl("/tmp/tts") });
    const again = planTts(facedOnce("ro"), { locale: "ro", dpi: 150, imageUrl: fileUrl("/tmp/tts") });
    expect(once.saves.map((s) => JSON.stringify(s.save))).toEqual(again.saves.map((s) => JSON.stringify(s.save)));
    expect(once.images.map((i) => i.file)).toEqual(again.images.map((i) => i.file));
  });
});

/** the card drawn alone at the sheet's cell width, read back as pixels */
const alone = (face: Face, width: number): Pixels => readPng(faceRaster(face, width, { uncut: true }).png());
const pathOf = (url: string) => fileURLToPath(url);

/** For each named entity: its card in the save, the sheet cell its CardID names, and the entity drawn alone. */
function cellsOfEntities(save: Save, cards: FacedCard[], ids: string[]) {
  return ids.map((id) => {
    const card = cards.find((c) => c.entity.id === id);
    if (!card) throw new Error(`no bundled card ${id}`);
    const inSave = cardsOf(save).find((c) => c.Nickname === card.words.name && c.Description === descriptionOf(card))!;
    expect(inSave, id).toBeDefined();
    const { key, cell } = cellOf(inSave.CardID);
    const sheet = readPng(readFileSync(pathOf(inSave.CustomDeck[key].FaceURL)));
    const w = sheet.width / 10;
    const h = sheet.height / 7;
    return { card, sheet, w, h, cell, got: crop(sheet, (cell % 10) * w, Math.floor(cell / 10) * h, w, h), back: inSave.CustomDeck[key].BackURL };
  });
}

describe("grimoire export tts: the boards", () => {
  it("each game's board is a tile behind the decks, drawn without pieces, its names in the locale", () => {
    const withBoards = facedIn("ro").map((g) => ({ ...g, boards: boardsOf(content.games, content.program, g.layout, content.docs, "ro") }));
    const plan = planTts(withBoards, { locale: "ro", dpi: 24, imageUrl: fileUrl("/tmp/tts") });
    for (const [game, file, place] of [
      ["adventure", "adventure.ro/board.png", "Regiunea Mov"],
      ["oldworld", "oldworld.ro/map.png", "Vizima"],
    ]) {
      const board = withBoards.find((g) => g.layout.game === game)!.boards;
      expect(board).toHaveLength(1);
      expect(board[0].svg).toContain(place);
      // no hero's or witcher's figure, no monster: the board before setup
      expect(board[0].svg).not.toMatch(/class="(hero-figure|witcher-figure|token|monster-token|lost-mount|zone)\b/);
      const save = SAVE.parse(plan.saves.find((s) => s.game === game)!.save);
      const tile = tilesOf(save).find((t) => t.CustomImage.ImageURL === `file:///tmp/tts/${file}`)!;
      expect(tile.Nickname).toBe(content.games.get(game).meta.displayName);
      const png = readPng(plan.images.find((i) => i.file === file)!.draw());
      expect(png.width).toBe(Math.round((board[0].widthMm / 25.4) * 24));
    }
  });
});

describe("grimoire export tts: the images", () => {
  it("ro, through the CLI: card N of a sheet is the card its DeckIDs entry names, the hidden slot is the deck's back, a token's tile shows the token", () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), "grimoire-tts-")), "tts");
    const r = grimoire(["export", "tts", "content", "--locale", "ro", "--out", out, "--kind", "investigation,event,monster", "--dpi", "24"]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`wrote ${path.join(out, "oldworld.ro.json")}: `);
    for (const game of ["adventure", "oldworld"]) {
      const cards = facedIn("ro").find((g) => g.layout.game === game)!.cards;
      const save = SAVE.parse(JSON.parse(readFileSync(path.join(out, `${game}.ro.json`), "utf8")));
      // a Romanian investigation card, the first and last events (on the first and third sheets), an Old World monster
      const ids =
        game === "adventure"
          ? [cards.find((c) => c.entity.kind === "investigation")!.entity.id]
          : [cards.find((c) => c.entity.kind === "event")!.entity.id, cards.filter((c) => c.entity.kind === "event").at(-1)!.entity.id, "monster.griffin"];
      const cells = cellsOfEntities(save, cards, ids);
      expect(cells).toHaveLength(game === "adventure" ? 1 : 3);
      for (const { card, got, w, cell, sheet, h, back } of cells) {
        expect(differing(got, alone(card.front, w)), card.entity.id).toBe(0);
        // the neighbouring cell holds another card
        const next = cell + 1 < 69 ? crop(sheet, ((cell + 1) % 10) * w, Math.floor((cell + 1) / 10) * h, w, h) : null;
        if (next) expect(differing(next, alone(card.front, w))).toBeGreaterThan(0.01);
        const hidden = crop(sheet, 9 * w, 6 * h, w, h);
        expect(differing(hidden, alone(card.back, w))).toBe(0);
        expect(differing(readPng(readFileSync(pathOf(back))), alone(card.back, w))).toBe(0);
      }
      if (game === "adventure") {
        const griffin = cards.find((c) => c.entity.id === "monster.griffin" && c.entity.game === "adventure")!;
        const tile = tilesOf(save).find((t) => t.Nickname === griffin.words.name)!;
        const image = readPng(readFileSync(pathOf(tile.CustomImage.ImageURL)));
        expect(differing(image, alone(griffin.front, image.width))).toBe(0);
        expect(differing(readPng(readFileSync(pathOf(tile.CustomImage.ImageSecondaryURL))), alone(griffin.back, image.width))).toBe(0);
      }
    }
    // nothing beside the saves and their image folders
    expect(readdirSync(path.dirname(out))).toEqual(["tts"]);
    expect(readdirSync(out).sort()).toEqual(["adventure.ro", "adventure.ro.json", "oldworld.ro", "oldworld.ro.json"]);
  }, 60_000);

  it("en with --base-url: the images are named under the URL, and a second export writes byte-identical files", async () => {
    const opts = (out: string): ExportTtsOptions => ({
      locale: "en",
      out,
      baseUrl: "https://example.org/grimoire/tts",
      dpi: "40",
      set: [],
      kind: [],
      id: ["monster.fleder", "monster.griffin", "quest.bandit-king", "action.axii", "action.thrust", "potion.swallow", "potion.thunderbolt"],
      root: ROOT,
    });
    const dirs = [0, 1].map(() => path.join(mkdtempSync(path.join(tmpdir(), "grimoire-tts-")), "out"));
    for (const d of dirs)
      expect(
        await runExportTts(
          [path.join(ROOT, "content")],
          opts(d),
          () => {},
          () => {},
        ),
      ).toBe(0);
    const files = (d: string) =>
      readdirSync(d, { recursive: true, withFileTypes: true })
        .filter((f) => f.isFile())
        .map((f) => path.relative(d, path.join(f.parentPath, f.name)));
    expect(files(dirs[1]).sort()).toEqual(files(dirs[0]).sort());
    for (const f of files(dirs[0])) expect(readFileSync(path.join(dirs[1], f)).equals(readFileSync(path.join(dirs[0], f))), f).toBe(true);
    const save = SAVE.parse(JSON.parse(readFileSync(path.join(dirs[0], "oldworld.en.json"), "utf8")));
    const urls = cardsOf(save).flatMap((c) => Object.values(c.CustomDeck).flatMap((s) => [s.FaceURL, s.BackURL]));
    expect(urls.length).toBeGreaterThan(0);
    for (const u of urls) {
      expect(u).toMatch(/^https:\/\/example\.org\/grimoire\/tts\/oldworld\.en\//);
      expect(existsSync(path.join(dirs[0], u.slice("https://example.org/grimoire/tts/".length)))).toBe(true);
    }
    const cards = facedIn("en").find((g) => g.layout.game === "oldworld")!.cards;
    // the URLs name the folder's files: follow them there to compare the cells
    const asFiles = JSON.parse(JSON.stringify(save).replaceAll("https://example.org/grimoire/tts/", `file://${dirs[0]}/`));
    const cells = cellsOfEntities(SAVE.parse(asFiles), cards, ["action.axii", "potion.swallow"]);
    expect(cells).toHaveLength(2);
    for (const { card, got, w } of cells) expect(differing(got, alone(card.front, w)), card.entity.id).toBe(0);
  }, 60_000);
});

describe("grimoire export tts: bad input", () => {
  it("an unknown locale is error TTS001 with the locales there are, exit 1, no stack trace, nothing written", () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), "grimoire-tts-")), "out");
    const r = grimoire(["export", "tts", "--locale", "xx", "--out", out]);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('grimoire: error TTS001 no catalogues for the locale "xx" under content/i18n (there are: en, ro)\n');
    expect(r.stdout).toBe("");
    expect(existsSync(out)).toBe(false);
  });

  it("an --out that cannot be written (under a file) is error TTS002; a --base-url that is not http(s) is TTS003", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "grimoire-tts-"));
    writeFileSync(path.join(dir, "file"), "");
    const run = async (extra: Partial<ExportTtsOptions>) => {
      let stderr = "";
      const code = await runExportTts(
        [path.join(ROOT, "content")],
        { locale: "ro", out: path.join(dir, "file", "tts"), dpi: "150", set: [], kind: [], id: [], root: ROOT, ...extra },
        () => {},
        (s) => {
          stderr += s;
        },
      );
      return { code, stderr };
    };
    expect(await run({})).toEqual({ code: 1, stderr: `grimoire: error TTS002 cannot write into --out ${path.join(dir, "file", "tts")}: ENOTDIR\n` });
    expect(await run({ out: path.join(dir, "file") })).toEqual({
      code: 1,
      stderr: `grimoire: error TTS002 cannot write into --out ${path.join(dir, "file")}: is a file, not a folder\n`,
    });
    expect(await run({ baseUrl: "ftp://example.org/x" })).toEqual({
      code: 1,
      stderr: 'grimoire: error TTS003 --base-url must be an http:// or https:// URL, not "ftp://example.org/x"\n',
    });
    expect(readdirSync(dir)).toEqual(["file"]);
  });
});
