// The translation table's edits: one message of a catalogue rewritten, every
// other line kept, and the fingerprint the catalogue check compares recorded.
import { describe, expect, it } from "vitest";
import { parseCatalogue } from "../../compiler/i18n/catalogue.ts";
import { setTranslation, translationRows } from "../../editor/previews/translations.ts";

const english = `### adventure / base: names and flavour, in English.

# adventure/monsters.grim:10
monster__drowner__name = Drowner
# adventure/monsters.grim:19
monster__ghoul__name = Ghoul
`;

describe("translation table", () => {
  it("lists every English message with its status: missing, then ok once translated", () => {
    const rows = translationRows("adventure-base", english, null);
    expect(rows.map((r) => [r.id, r.english, r.status])).toEqual([
      ["monster__drowner__name", "Drowner", "missing"],
      ["monster__ghoul__name", "Ghoul", "missing"],
    ]);
    const ro = setTranslation("", "monster__ghoul__name", "Ghul", rows[1].englishHash, true);
    const after = translationRows("adventure-base", english, ro);
    expect(after.find((r) => r.id === "monster__ghoul__name")).toMatchObject({ translated: "Ghul", status: "ok" });
  });

  it("a translation of English that has changed since is stale", () => {
    const rows = translationRows("adventure-base", english, null);
    const ro = setTranslation("", "monster__drowner__name", "Înecat", rows[0].englishHash, true);
    const changed = english.replace("= Drowner", "= Drowner Elder");
    expect(translationRows("adventure-base", changed, ro)[0].status).toBe("stale");
  });

  it("rewrites only the edited message, keeping other entries, comments and layout", () => {
    const ro = `## Romanian

# a translator's note
# source-hash: 00000000
monster__drowner__name = Înecat

monster__ghoul__name = Ghul
`;
    const out = setTranslation(ro, "monster__drowner__name", "Înecatul {bătrân}", "abcdef12", true);
    expect(out).toContain("## Romanian\n\n# a translator's note\n# source-hash: abcdef12\nmonster__drowner__name = Înecatul {\"{\"}bătrân{\"}\"}\n\nmonster__ghoul__name = Ghul\n");
    const cat = parseCatalogue("ro.ftl", out);
    expect(cat.syntax).toEqual([]);
    expect(cat.byId.get("monster__drowner__name")!.text).toBe("Înecatul {bătrân}");
  });

  it("appends a message the catalogue does not have yet", () => {
    const out = setTranslation("monster__ghoul__name = Ghul\n", "monster__drowner__name", "Înecat", "abcdef12", true);
    expect(out).toBe("monster__ghoul__name = Ghul\n\n# source-hash: abcdef12\nmonster__drowner__name = Înecat\n");
  });
});
