// Rules text is never written by hand: it is generated from each card's
// effects in every locale. The bundled content must render completely in
// English and Romanian, and the rulebook's quoted cards must read as printed.

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { RulesCatalogue, renderRulesText, type RenderProblem } from "../../compiler/i18n/rules-text.ts";
import { bundled, CONTENT_DIR, entity } from "./bundled.ts";

function catalogue(locale: "en" | "ro"): RulesCatalogue {
  const read = (loc: string) => {
    const dir = path.resolve(CONTENT_DIR, "../i18n", loc);
    return readdirSync(dir)
      .filter((f) => f.endsWith(".ftl"))
      .sort()
      .map((f) => readFileSync(path.join(dir, f), "utf8"));
  };
  const en = read("en");
  return locale === "en" ? new RulesCatalogue("en", en) : new RulesCatalogue("ro", read("ro"), en);
}

describe("rules text of the bundled content", () => {
  for (const locale of ["en", "ro"] as const) {
    it(`every hook of every entity renders in ${locale} with no missing message`, () => {
      const cat = catalogue(locale);
      const problems: RenderProblem[] = [];
      let sentences = 0;
      for (const e of bundled().entities) sentences += renderRulesText(e, cat, { problems }).filter((s) => s.trim() !== "").length;
      expect(problems).toEqual([]);
      expect(sentences).toBeGreaterThan(500);
    });
  }

  it("Investigation Cards: the Zerikanian Assassin reads 'Advance the war track and place 1 foul fate on your travel action, if able.'", () => {
    expect(renderRulesText(entity("investigation.zerikanian-assassin"), catalogue("en"))).toEqual([
      "Advance the war track and place 1 foul fate on your travel action, if able.",
    ]);
  });
});
