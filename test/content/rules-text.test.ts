// Rules text is never written by hand: it is generated from each card's
// effects in every locale. The bundled content must render completely in
// English and Romanian, and the rulebook's quoted cards must read as printed.

import { describe, expect, it } from "vitest";
import { renderRulesText, type RenderProblem } from "../../compiler/i18n/rules-text.ts";
import { bundled, entity } from "./bundled.ts";
import { rulesCatalogue } from "../i18n/helpers.ts";

describe("rules text of the bundled content", () => {
  for (const locale of ["en", "ro"] as const) {
    it(`every hook of every entity renders in ${locale} with no missing message`, () => {
      const cat = rulesCatalogue(locale);
      const problems: RenderProblem[] = [];
      let sentences = 0;
      for (const e of bundled().entities) sentences += renderRulesText(e, cat, { problems }).filter((s) => s.trim() !== "").length;
      expect(problems).toEqual([]);
      expect(sentences).toBeGreaterThan(500);
    });
  }

  it("Investigation Cards: the Zerikanian Assassin reads 'Advance the war track and place 1 foul fate on your travel action, if able.'", () => {
    expect(renderRulesText(entity("investigation.zerikanian-assassin"), rulesCatalogue("en"))).toEqual([
      "Advance the war track and place 1 foul fate on your travel action, if able.",
    ]);
  });
});
