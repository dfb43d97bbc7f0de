import { MessageNames } from "../../compiler/i18n/message-names.ts";
import { describe, expect, it } from "vitest";
import path from "node:path";
import { collectSources } from "../../compiler/build/build.ts";
import { checkSources } from "../../compiler/build/front-end.ts";
import { parseCatalogue } from "../../compiler/i18n/catalogue.ts";
import { checkLocale, formatDiagnostic } from "../../compiler/i18n/check.ts";
import { englishCatalogues } from "../../compiler/i18n/content-strings.ts";
import { loadProgram } from "../../compiler/i18n/project.ts";
import { pseudoCatalogue } from "../../compiler/i18n/pseudo.ts";
import { RulesCatalogue, renderRulesText, type RenderProblem } from "../../compiler/i18n/rules-text.ts";
import { ROOT, ftlFiles, named, rulesCatalogue } from "./helpers.ts";
import { games } from "../../games/registry.ts";

describe("rules text of the bundled content", async () => {
  const program = await loadProgram({ root: ROOT }, games);
  const entities = program.sets.flatMap((s) => s.entities).filter((e) => e.hooks.length > 0);
  const catalogues: [string, RulesCatalogue][] = [
    ["en", rulesCatalogue("en")],
    ["ro", rulesCatalogue("ro")],
    [
      "en-XA",
      new RulesCatalogue(
        MessageNames.of(games),
        "en",
        ftlFiles("en").map((f) => pseudoCatalogue(f.text)),
      ),
    ],
  ];

  it.each(catalogues)("every card, monster and quest renders in %s with no missing message or variable", (_locale, cat) => {
    expect(entities.length).toBeGreaterThan(100);
    const problems: RenderProblem[] = [];
    for (const e of entities) {
      const lines = renderRulesText(e, cat, { problems });
      expect(lines).toHaveLength(e.hooks.length);
    }
    expect(problems.map((p) => `${p.at}: ${p.message}`)).toEqual([]);
  });

  it('Traits (the rulebook\'s example): "Receive 1 blue lead and 1 additional blue lead for each Nilfgaard card you have." on the bundled Nilfgaardian Emissary', () => {
    const card = entities.find((e) => e.id === "investigation.nilfgaardian-emissary");
    expect(card).toBeDefined();
    expect(renderRulesText(card!, rulesCatalogue("en"))).toEqual([
      "Receive 1 blue lead and 1 additional blue lead for each Nilfgaard card you have. Keep this card for its trait.",
    ]);
    expect(renderRulesText(card!, rulesCatalogue("ro"))).toEqual([
      "Primești 1 Indiciu albastru și 1 Indiciu albastru suplimentar pentru fiecare carte Nilfgaard pe care o ai. Păstrează această carte pentru trăsătura sa.",
    ]);
  });

  it('Example of a Battle (the Fleder): "Suffer 1 minor wound." says minor as printed, in English and Romanian ("rană minoră")', () => {
    const fleder = entities.find((e) => e.id === "monster.fleder")!;
    expect(renderRulesText(fleder, rulesCatalogue("en"))[0]).toBe("Before rolling: suffer 1 minor wound.");
    expect(renderRulesText(fleder, rulesCatalogue("ro"))[0]).toMatch(/: suferi 1 rană minoră\.$/);
  });

  it("Wounds: a card's wound keeps the severity it is written with, in both languages: severe stays severe, a plain wound names none", () => {
    const en = rulesCatalogue("en");
    const ro = rulesCatalogue("ro");
    // hooks whose whole effect is one `suffer N … wound` verb, by how the source writes its severity
    const single = (written: (v: Record<string, unknown>) => boolean) =>
      entities.flatMap((e) =>
        e.hooks.flatMap((h, i) => {
          const v = h.effect as unknown as Record<string, unknown>;
          return v.kind === "verb" && v.verb === "suffer-wound" && written(v) ? [{ e, i, severity: (v.args as Record<string, unknown>).severity }] : [];
        }),
      );
    const plain = single((v) => Array.isArray(v.implied) && v.implied.includes("severity"));
    const named = single((v) => !v.implied);
    expect(plain.length).toBeGreaterThan(0);
    expect(named.some((x) => x.severity === "severe")).toBe(true);
    for (const { e, i } of plain) {
      expect(renderRulesText(e, en)[i], e.id).toMatch(/suffer \d+ wounds?[ .]/i);
      expect(renderRulesText(e, ro)[i], e.id).toMatch(/suferi \d+ (rană|răni)[ .]/i);
    }
    for (const { e, i, severity } of named) {
      expect(renderRulesText(e, en)[i], e.id).toMatch(severity === "severe" ? /suffer \d+ severe wounds?[ .]/i : /suffer \d+ minor wounds?[ .]/i);
      expect(renderRulesText(e, ro)[i], e.id).toMatch(severity === "severe" ? /(rană gravă|răni grave)[ .]/ : /(rană minoră|răni minore)[ .]/);
    }
  });

  it('Development Cards ("when performing a travel action"): the rules text names the action the card is tied to', () => {
    const lute = entities.find((e) => e.id === "development.lute");
    expect(lute).toBeDefined();
    expect(renderRulesText(lute!, rulesCatalogue("en"))).toEqual(["When performing a sing action, once per turn: receive 1 gold."]);
    expect(renderRulesText(lute!, rulesCatalogue("ro"))[0]).toMatch(/^Când efectuezi acțiunea Cântare/);
  });

  it("Romanian rules text of every bundled card reads in Romanian: quest windows and verbs come from the Romanian catalogue, no English rules word leaks in", () => {
    const ro = rulesCatalogue("ro");
    const all = entities.flatMap((e) => renderRulesText(e, ro));
    expect(all.some((l) => l.includes("Misiune principală"))).toBe(true);
    // no English rules words leak into the Romanian text
    expect(all.filter((l) => /\b(spend|receive|suffer|wound|lead|proof)\b/i.test(l))).toEqual([]);
  });

  /** the display name of a bundled entity in a locale, from its set catalogue */
  const nameIn = (cat: RulesCatalogue, id: string, game: "adventure" | "oldworld" = "adventure") =>
    cat.format(MessageNames.of(games).content(`${id}.name`, game), {}, [])!;

  it('Battles ("Enemies appear on investigation or foul fate cards"): Bandit Camp reads "Fight the Bandits." and "Luptă cu inamicul Bandiți."', () => {
    const camp = entities.find((e) => e.id === "investigation.bandit-camp")!;
    expect(renderRulesText(camp, rulesCatalogue("en"))).toEqual(["Fight the Bandits."]);
    expect(renderRulesText(camp, rulesCatalogue("ro"))).toEqual(["Luptă cu inamicul Bandiți."]);
  });

  it.each(["en", "ro"] as const)("Battles: every bundled investigation and foul fate card that fights a named enemy or monster names it (%s)", (locale) => {
    const cat = rulesCatalogue(locale);
    const fights: string[] = [];
    const walk = (e: unknown, found: string[]) => {
      if (!e || typeof e !== "object") return;
      const x = e as { kind?: string; verb?: string; args?: { enemy?: { kind?: string; id?: string } } };
      if (x.kind === "verb" && x.verb === "fight" && x.args?.enemy?.kind === "ref") found.push(x.args.enemy.id!);
      for (const v of Object.values(e)) if (v && typeof v === "object") walk(v, found);
    };
    for (const card of entities.filter((e) => e.kind === "investigation" || e.kind === "foulfate")) {
      card.hooks.forEach((h, i) => {
        const enemies: string[] = [];
        walk(h.effect, enemies);
        const line = renderRulesText(card, cat)[i];
        for (const enemy of enemies) {
          fights.push(card.id);
          expect(line, card.id).toContain(nameIn(cat, enemy));
        }
      });
    }
    // Bandit Camp, Elemental Remnant, Drowner Infestation, Necromancer's Crypt, Omen of the Wild Hunt among them
    expect(fights).toEqual(
      expect.arrayContaining([
        "investigation.bandit-camp",
        "investigation.elemental-remnant",
        "investigation.drowner-infestation",
        "investigation.necromancers-crypt",
        "investigation.wild-hunt-omen",
        "foulfate.bushwhacked",
      ]),
    );
  });

  it('Complete a Main Quest ("If the main quest description contains an enemy encounter, he fights a battle against that enemy"): Road of No Return shows its Wild Hunt Rider', () => {
    const road = entities.find((e) => e.id === "quest.road-of-no-return")!;
    expect(renderRulesText(road, rulesCatalogue("en"))[0]).toBe("Main quest: spend 2 red proof, then fight the Wild Hunt Rider.");
    expect(renderRulesText(road, rulesCatalogue("ro"))[0]).toBe(
      "Misiune principală: cheltuiește 2 Dovezi roșii, apoi luptă cu inamicul Călăreț al Vânătorii Sălbatice.",
    );
  });

  it.each(["en", "ro"] as const)(
    "Complete a Main Quest: every bundled quest with an enemy encounter names it on its main quest line, and no other quest line fights (%s)",
    (locale) => {
      const cat = rulesCatalogue(locale);
      const quests = entities.filter((e) => e.kind === "quest");
      const withEnemy = quests.filter((q) => (q.props.main as { enemy?: unknown } | undefined)?.enemy);
      expect(withEnemy.length).toBeGreaterThan(10);
      for (const q of quests) {
        const lines = renderRulesText(q, cat);
        const main = q.hooks.findIndex((h) => h.window === "main-requirement");
        const enemy = (q.props.main as { enemy?: { id: string } } | undefined)?.enemy;
        if (enemy)
          expect(lines[main], q.id).toContain(
            locale === "en" ? `, then fight the ${nameIn(cat, enemy.id)}.` : `, apoi luptă cu inamicul ${nameIn(cat, enemy.id)}.`,
          );
        else expect(lines[main], q.id).not.toMatch(locale === "en" ? /then fight/ : /apoi luptă/);
      }
    },
  );
});

describe("extraction", () => {
  it("the English catalogue written from the content is the committed one, sorted by id and the same on every run", async () => {
    const program = await loadProgram({ root: ROOT }, games);
    const a = englishCatalogues(program, games);
    const b = englishCatalogues(await loadProgram({ root: ROOT }, games), games);
    expect([...a]).toEqual([...b]);
    const text = a.get("adventure-base")!;
    expect(text).toBe(ftlFiles("en").find((f) => f.name === "adventure-base")!.text);
    const ids = parseCatalogue("x", text).entries.map((e) => e.id);
    expect(ids).toEqual([...ids].sort());
  });
});

describe("from .grim to a stale translation", () => {
  it("Stale detection: renaming a monster in its .grim file makes the Romanian name stale, reported at its line", () => {
    const files = collectSources([path.join(ROOT, "content")], ROOT).map((f) =>
      f.path.endsWith("monsters.grim") ? { ...f, text: f.text.replace('monster Fleder "Fleder"', 'monster Fleder "Fleder the Bloodsucker"') } : f,
    );
    expect(files.some((f) => f.text.includes("Fleder the Bloodsucker"))).toBe(true);
    const { program } = checkSources(games)(files);
    const en = [...englishCatalogues(program, games)].map(([name, text]) => ({ name, catalogue: parseCatalogue(`content/i18n/en/${name}.ftl`, text) }));
    // the hand-written English catalogues (rules, faces): every English file that is not a set's
    en.push(...named(ftlFiles("en").filter((f) => !en.some((x) => x.name === f.name))));
    const ro = named(ftlFiles("ro"));
    const r = checkLocale("ro", en, ro, "content/i18n/ro");
    const line =
      ftlFiles("ro")
        .find((f) => f.name === "adventure-base")!
        .text.split("\n")
        .indexOf("monster__fleder__name = Fleder") + 1;
    expect(r.diagnostics.map(formatDiagnostic)).toEqual([
      expect.stringMatching(new RegExp(`^content/i18n/ro/adventure-base\\.ftl:${line}:1: error stale: "monster__fleder__name" is stale`)),
    ]);
  });
});
