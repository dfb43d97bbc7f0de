// The translation table's edits: one message of a catalogue rewritten, every
// other line kept, and the fingerprint the catalogue check compares recorded.
import { games } from "../../games/registry.ts";
import { describe, expect, it } from "vitest";
import { parseCatalogue } from "../../compiler/i18n/catalogue.ts";
import { readFileSync } from "node:fs";
import path from "node:path";
import { setTranslation, textRows, translationRows } from "../../editor/previews/translations.ts";
import { ROOT } from "../i18n/helpers.ts";

const english = `### adventure / base: names and flavour, in English.

# adventure/monsters.grim:10
monster__drowner__name = Drowner
# adventure/monsters.grim:19
monster__ghoul__name = Ghoul
`;

describe("translation table", () => {
  it("lists every English message with its status: missing, then ok once translated", () => {
    const rows = translationRows(games, "adventure-base", english, null);
    expect(rows.map((r) => [r.id, r.english, r.status])).toEqual([
      ["monster__drowner__name", "Drowner", "missing"],
      ["monster__ghoul__name", "Ghoul", "missing"],
    ]);
    const ro = setTranslation("", "monster__ghoul__name", "Ghul", rows[1].englishHash, true);
    const after = translationRows(games, "adventure-base", english, ro);
    expect(after.find((r) => r.id === "monster__ghoul__name")).toMatchObject({ translated: "Ghul", status: "ok" });
  });

  it("a translation of English that has changed since is stale", () => {
    const rows = translationRows(games, "adventure-base", english, null);
    const ro = setTranslation("", "monster__drowner__name", "Înecat", rows[0].englishHash, true);
    const changed = english.replace("= Drowner", "= Drowner Elder");
    expect(translationRows(games, "adventure-base", changed, ro)[0].status).toBe("stale");
  });

  it("rewrites only the edited message, keeping other entries, comments and layout", () => {
    const ro = `## Romanian

# a translator's note
# source-hash: 00000000
monster__drowner__name = Înecat

monster__ghoul__name = Ghul
`;
    const out = setTranslation(ro, "monster__drowner__name", "Înecatul {bătrân}", "abcdef12", true);
    expect(out).toContain(
      '## Romanian\n\n# a translator\'s note\n# source-hash: abcdef12\nmonster__drowner__name = Înecatul {"{"}bătrân{"}"}\n\nmonster__ghoul__name = Ghul\n',
    );
    const cat = parseCatalogue("ro.ftl", out);
    expect(cat.syntax).toEqual([]);
    expect(cat.byId.get("monster__drowner__name")!.text).toBe("Înecatul {bătrân}");
  });

  it("appends a message the catalogue does not have yet", () => {
    const out = setTranslation("monster__ghoul__name = Ghul\n", "monster__drowner__name", "Înecat", "abcdef12", true);
    expect(out).toBe("monster__ghoul__name = Ghul\n\n# source-hash: abcdef12\nmonster__drowner__name = Înecat\n");
  });
});

describe("translation table: the translator's context", () => {
  const layouts = {
    adventure: JSON.parse(readFileSync(path.join(ROOT, "content/layouts/adventure.json"), "utf8")),
    oldworld: JSON.parse(readFileSync(path.join(ROOT, "content/layouts/oldworld.json"), "utf8")),
  };
  const noted = `# adventure/monsters.grim
# note: the Romanian guide keeps this name in English
monster__drowner__name = Drowner
# adventure/monsters.grim
monster__ghoul__name = Ghoul Elder
`;

  it("a card's name has the room its face gives it, names the card whose face it lands on, and carries the source's note", () => {
    const [drowner] = translationRows(games, "adventure-base", noted, null, { layouts });
    expect(drowner).toMatchObject({
      maxLength: 27,
      room: "the name line of the monster card face (36 mm at 7 pt)",
      face: { game: "adventure", id: "monster.drowner" },
    });
    expect(drowner.notes).toEqual(["the Romanian guide keeps this name in English"]);
  });

  it("an Old World card's name lands on that game's face, though the Adventure Game has a card of the same id", () => {
    const [arachas] = translationRows(games, "oldworld-core", "# oldworld/monsters.grim\noldworld__monster__arachas__name = Arachas\n", null, { layouts });
    expect(arachas.face).toEqual({ game: "oldworld", id: "monster.arachas" });
    expect(arachas.room).toMatch(/^the name line of the monster card face/);
  });

  it("a stale translation shows the English it was made from, found in the English file on disk", () => {
    const disk = noted.replace("Ghoul Elder", "Ghoul");
    const hash = translationRows(games, "adventure-base", disk, null)[1].englishHash;
    const ro = setTranslation("", "monster__ghoul__name", "Ghul", hash, true);
    const row = translationRows(games, "adventure-base", noted, ro, { diskEnglish: disk })[1];
    expect(row.status).toBe("stale");
    expect(row.previousEnglish).toBe("Ghoul");
  });

  it("every placeholder of a message is explained, and a name left word for word in English is marked", () => {
    const runtime = "log-trade = { $hero } trades { $amount } gold\nmonster__fleder__name = Fleder\n";
    const rows = translationRows(games, "runtime-adventure", runtime, "monster__fleder__name = Fleder\n");
    expect(rows[0].notes).toEqual([
      "$amount: a number (the message may choose plural forms on it)",
      "$hero: a name in your locale (a hero, witcher, card, monster or place); its gender arrives as $gender",
    ]);
    expect(rows[1].sameAsEnglish).toBe(true);
  });

  it("a text area has a row for every line the Romanian text wraps to", () => {
    expect(textRows("Scurt")).toBe(1);
    expect(textRows("Cheltuiește 2 Indicii albastre pentru a adăuga 1 Dovadă albastră; apoi primești 1 Aur.")).toBe(3);
    expect(textRows("a\nb\nc")).toBe(3);
  });
});
