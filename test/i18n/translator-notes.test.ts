// Notes for translators written in the .grim source (`#.` comments) travel
// into the English catalogue's comments and the PO export's `#.` lines; a
// `max N` note limits the translation's length, which the check enforces.
import { describe, expect, it } from "vitest";
import { checkSources } from "../../compiler/build/front-end.ts";
import { games } from "../../games/registry.ts";
import { parseCatalogue } from "../../compiler/i18n/catalogue.ts";
import { checkLocale, englishHash, formatDiagnostic } from "../../compiler/i18n/check.ts";
import { englishCatalogues } from "../../compiler/i18n/content-strings.ts";
import { exportPo } from "../../compiler/i18n/po.ts";
import { ftlFiles, named } from "./helpers.ts";

const SOURCE = `game adventure
set notes "Notes"

#. max 16: the title bar of the card face (assumed room)
#. A pun: "bushwhacked" is both ambushed and worn out.
foulfate Tired "Bushwhacked Again" {
  original
  #. Flavour under the rules text; keep it short.
  flavour "The road never ends."
  effect: lose 1 gold
}
`;

function english() {
  const { program } = checkSources(games)([{ path: "content/adventure/notes.grim", text: SOURCE }]);
  const text = englishCatalogues(program, games).get("adventure-notes")!;
  return {
    text,
    cats: [
      ...named(ftlFiles("en").filter((f) => f.name === "rules")),
      { name: "adventure-notes", catalogue: parseCatalogue("content/i18n/en/adventure-notes.ftl", text) },
    ],
  };
}

describe("notes for translators", () => {
  it("a `#.` note above a declaration goes with its name, one above `flavour` with the flavour, into the English catalogue's comments", () => {
    const { text } = english();
    expect(text).toContain(
      '# content/adventure/notes.grim\n# note: the title bar of the card face (assumed room) A pun: "bushwhacked" is both ambushed and worn out.\n# max-length: 16\nfoulfate__tired__name = Bushwhacked Again',
    );
    expect(text).toContain(
      "# content/adventure/notes.grim\n# note: Flavour under the rules text; keep it short.\nfoulfate__tired__flavour = The road never ends.",
    );
  });

  it("the PO export gives the note and the limit as extracted comments (#.)", () => {
    const { cats } = english();
    const po = exportPo("ro", cats, []);
    const entry = po.split("\n\n").find((e) => e.includes('msgctxt "adventure-notes|foulfate__tired__name"'))!;
    expect(entry).toContain('#. note: the title bar of the card face (assumed room) A pun: "bushwhacked" is both ambushed and worn out.\n#. max-length: 16');
  });

  it("a translation longer than the note's limit is a warning at its line, with its length", () => {
    const { cats } = english();
    const source = cats[1].catalogue.byId.get("foulfate__tired__name")!;
    const ro = parseCatalogue(
      "content/i18n/ro/adventure-notes.ftl",
      `# source-hash: ${englishHash(source)}\nfoulfate__tired__name = Luat prin surprindere din nou\n`,
    );
    const r = checkLocale("ro", cats, [...named(ftlFiles("ro").filter((f) => f.name === "rules")), { name: "adventure-notes", catalogue: ro }]);
    expect(r.diagnostics.map(formatDiagnostic).filter((d) => d.includes("too-long"))).toEqual([
      'content/i18n/ro/adventure-notes.ftl:2:1: warning too-long: "foulfate__tired__name" has 29 characters; the note in the source allows 16 ("Luat prin surprindere din nou")',
    ]);
  });
});
