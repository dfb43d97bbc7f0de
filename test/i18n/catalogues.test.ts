import { MessageNames } from "../../compiler/i18n/message-names.ts";
import { games } from "../../games/registry.ts";
import { FluentParser } from "@fluent/syntax";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FluentBundle, FluentResource } from "@fluent/bundle";
import { messageSource } from "../../compiler/i18n/ftl-text.ts";
import { pseudoCatalogue, pseudoText } from "../../compiler/i18n/pseudo.ts";
import { RulesCatalogue, renderHook, type RenderProblem } from "../../compiler/i18n/rules-text.ts";
import { ftlFiles } from "./helpers.ts";
import { entity, hook, seq, verb } from "./ir-builders.ts";

function junk(text: string): string[] {
  const res = new FluentParser({ withSpans: true }).parse(text);
  return res.body.filter((e) => e.type === "Junk").map((j) => (j as { content: string }).content.slice(0, 60));
}

describe("catalogue files", () => {
  const files = [...ftlFiles("en"), ...ftlFiles("ro")];
  it.each(files.map((f) => [f.file, f.text] as const))("%s parses with @fluent/syntax's reference parser with no Junk", (_file, text) => {
    expect(junk(text)).toEqual([]);
  });

  it.each(ftlFiles("en").map((f) => [f.file, f.text] as const))("the en-XA pseudo catalogue of %s parses with no Junk", (_file, text) => {
    expect(junk(pseudoCatalogue(text))).toEqual([]);
  });
});

describe("content strings in Fluent", () => {
  it("any text written as a message value reads back as the same text (braces, leading blanks, [ * . at line starts, blank lines)", () => {
    const text = fc.oneof(fc.string({ unit: fc.constantFrom("a", "é", " ", "{", "}", "[", "*", ".", "\n", '"', "\\", "$", "-", "ł", "#") }), fc.string());
    fc.assert(
      fc.property(text, (t) => {
        // Fluent has no way to hold a carriage return or a tab-indented continuation; content text is normalised before extraction
        const s = t.replace(/\r/g, "");
        fc.pre(!/[\u0000-\u0008\u000b-\u001f\u007f]/.test(s));
        const src = messageSource("m", s, ["content/x.grim:1"]);
        expect(junk(src)).toEqual([]);
        const b = new FluentBundle("en", { useIsolating: false });
        expect(b.addResource(new FluentResource(src))).toEqual([]);
        expect(b.formatPattern(b.getMessage("m")!.value!, {}, [])).toBe(s);
      }),
      { numRuns: 400 },
    );
  });

  it("text ids map to Fluent message ids one to one in every registered game, letters without an ASCII form included", () => {
    const names = MessageNames.of(games);
    for (const game of games.ids())
      for (const id of ["investigation.zerikanian-assassin.name", "location.duén-canell.name", "monster.łeszy.flavour"]) {
        const m = names.content(id, game);
        expect(m).toMatch(/^[A-Za-z][A-Za-z0-9_-]*$/);
        expect(names.textOf(m)).toEqual({ game, textId: id });
      }
    expect(names.content("investigation.zerikanian-assassin.name", "adventure")).toBe("investigation__zerikanian-assassin__name");
    expect(names.content("monster.troll.name", "oldworld")).toBe("oldworld__monster__troll__name");
  });
});

describe("the en-XA pseudo-locale", () => {
  it("accents every letter and makes text about 35% longer", () => {
    const p = pseudoText("Zerikanian Assassin");
    expect(p).not.toMatch(/[A-Za-z]/);
    expect(p.length).toBeGreaterThanOrEqual(Math.floor("Zerikanian Assassin".length * 1.3));
  });

  it("rules text in en-XA is bracketed, accented and uses the same variables (plural forms, timing) as English", () => {
    const xa = new RulesCatalogue(
      MessageNames.of(games),
      "en",
      ftlFiles("en").map((f) => pseudoCatalogue(f.text)),
    );
    const problems: RenderProblem[] = [];
    const text = renderHook("adventure", hook("effect", seq(verb("receive", { amount: 2, colour: "blue", resource: "lead" }))), xa, { problems });
    expect(problems).toEqual([]);
    expect(text.startsWith("[")).toBe(true);
    expect(text).toContain("2");
    expect(text).not.toMatch(/[a-z]{3}/);
    const lost = renderHook("oldworld", hook("reach-lost-mount", verb("draw-cards", { amount: 1 })), xa, { problems });
    // the window's .timing attribute keeps its value, so the verb still reads "immediately"
    expect(lost).toContain(pseudoText("immediately"));
  });
});

describe("compiler/i18n in the browser", () => {
  it("every module but project.ts imports no Node API, so the editor renders and checks with the same code", async () => {
    const { readdirSync, readFileSync } = await import("node:fs");
    const dir = new URL("../../compiler/i18n/", import.meta.url);
    const offenders = readdirSync(dir)
      .filter((f) => f.endsWith(".ts") && f !== "project.ts")
      .filter((f) => /from\s+["']node:|import\(["']node:/.test(readFileSync(new URL(f, dir), "utf8")));
    expect(offenders).toEqual([]);
  });
});

describe("two games, one locale", () => {
  it("an id both games use (monster.troll) gets two messages, and each game's rules text names its own monster", async () => {
    const { englishCatalogues } = await import("../../compiler/i18n/content-strings.ts");
    const { checkSource } = await import("../../compiler/i18n/check.ts");
    const { parseCatalogue } = await import("../../compiler/i18n/catalogue.ts");
    const adv = entity("adventure", "monster", "troll", [], "Rock Troll");
    const ow = entity("oldworld", "monster", "troll", [], "Troll of the Monster Trail");
    const cats = englishCatalogues(
      {
        sets: [
          { game: "adventure", set: "base", sources: [], entities: [adv] },
          { game: "oldworld", set: "monster-trail", sources: [], entities: [ow] },
        ],
      },
      games,
    );
    expect([...cats.keys()]).toEqual(["adventure-base", "oldworld-monster-trail"]);
    expect(cats.get("oldworld-monster-trail")).toContain("oldworld__monster__troll__name = Troll of the Monster Trail");
    const named = [...cats].map(([name, text]) => ({ name, catalogue: parseCatalogue(`${name}.ftl`, text) }));
    expect(checkSource(named, games).filter((d) => d.code === "duplicate")).toEqual([]);
    expect(MessageNames.of(games).textOf("oldworld__monster__troll__name")).toEqual({ game: "oldworld", textId: "monster.troll.name" });

    const cat = new RulesCatalogue(MessageNames.of(games), "en", [
      ...ftlFiles("en")
        .filter((f) => f.name === "rules")
        .map((f) => f.text),
      ...cats.values(),
    ]);
    expect(renderHook("adventure", hook("effect", verb("fight", { enemy: { kind: "ref", id: "monster.troll" } })), cat)).toBe("Fight the Rock Troll.");
    expect(cat.format("oldworld__monster__troll__name", {}, [])).toBe("Troll of the Monster Trail");
  });
});
