import { describe, expect, it } from "vitest";
import { renderHook, type RenderProblem } from "../../compiler/i18n/rules-text.ts";
import type { Game, Hook } from "../../core/ir.ts";
import { choice, cond, hook, query, ref, rollRange, seq, target, verb, when } from "./ir-builders.ts";
import { rulesCatalogue } from "./helpers.ts";
import { normalise } from "../content/printed-text.ts";

const en = rulesCatalogue("en");
const ro = rulesCatalogue("ro");

function render(game: Game, h: Hook, locale: "en" | "ro" = "en"): string {
  const problems: RenderProblem[] = [];
  const text = renderHook(game, h, locale === "en" ? en : ro, { problems });
  expect(problems).toEqual([]);
  return text;
}

describe("rules text: the card texts the rulebooks quote", () => {
  it('"if able" (Zerikanian Assassin): "Advance the war track and place 1 foul fate on your travel action, if able."', () => {
    const h = hook("effect", seq(verb("advance-war-track", { amount: 1 }), verb("place-foul-fate-on-action", { amount: 1, action: "travel" }, true)));
    expect(render("adventure", h)).toBe("Advance the war track and place 1 foul fate on your travel action, if able.");
  });

  // the printed card shows its enemy beside the words; the rules text names it, so a table can play it
  it('Spending, a choice (Bushwhacked, "Spend 2 leads or fight a battle!"): the battle names its enemy, "Spend 2 leads or fight the Bandits"', () => {
    const h = hook("effect", choice(verb("spend", { amount: 2, colour: "any", resource: "lead" }), verb("fight", { enemy: ref("enemy.bandits") })));
    expect(normalise(render("adventure", h))).toBe(normalise("Spend 2 leads or fight the Bandits."));
  });

  it('Battles (Striga): "Failed shield: suffer 1 wound for each shield you are short"', () => {
    const h = hook("failed-shield", verb("suffer-wound", { amount: query("short", { result: "shield" }), severity: "minor" }, false, ["severity"]));
    expect(normalise(render("adventure", h))).toBe(normalise("Failed shield: suffer 1 wound for each shield you are short"));
  });

  it('Battles: "Successful sword: Suffer 1 wound"', () => {
    expect(normalise(render("adventure", hook("successful-sword", verb("suffer-wound", { amount: 1, severity: "minor" }, false, ["severity"]))))).toBe(
      normalise("Successful sword: Suffer 1 wound"),
    );
  });

  // Old World: "opponent suffers damage" is the oldworld table's verb; the Endurance, Dance of Blades and
  // Lost Mount verbs, windows and condition are not in the table yet, so their IR uses the names whose
  // messages the English catalogue declares (ow-verb-perform-movements, window-travel-ability, cond-combo-size, …).
  it('Passive abilities (Retaliation): "If that card is discarded (either from hand or from the deck) as a result of opponent\'s Attack, your opponent immediately receives 2 Damage."', () => {
    const h = hook("when-discarded-by-damage", verb("opponent-suffers-damage", { amount: 2, who: "opponent" }));
    expect(normalise(render("oldworld", h))).toBe(
      normalise("If that card is discarded (either from hand or from the deck) as a result of opponent's Attack, your opponent immediately receives 2 Damage."),
    );
  });

  it('Rolling dice (Sweeping Aard): "Roll a die: 1-3: deal 0 Damage; 4-6: deal 2 Damage."', () => {
    const h = hook("effect", rollRange("d6", [1, 3, verb("deal-damage", { amount: 0 })], [4, 6, verb("deal-damage", { amount: 2 })]));
    expect(normalise(render("oldworld", h))).toBe(normalise("Roll a die: 1-3: deal 0 Damage; 4-6: deal 2 Damage."));
  });

  it('Traveling ability (Endurance): "Travel: When using this card in Phase I, you may perform two Movements (ignoring the first Location Action)."', () => {
    const h = hook("travel-ability", verb("perform-movements", { amount: 2 }));
    expect(normalise(render("oldworld", h))).toBe(
      normalise("Travel: When using this card in Phase I, you may perform two Movements (ignoring the first Location Action)."),
    );
  });

  it('Witcher unique action cards (Dance of Blades): "If this Combo has 3 or more cards, deal 1 additional Damage."', () => {
    const h = hook("effect", when(cond("comboSize", { amount: 3 }), verb("deal-additional-damage", { amount: 1 })));
    expect(normalise(render("oldworld", h))).toBe(normalise("If this Combo has 3 or more cards, deal 1 additional Damage."));
  });

  it("Lost Mount card: roll a die, 1-3 no effect, 4-5 immediately draw 1 card, 6 immediately draw 2 cards", () => {
    const h = hook("reach-lost-mount", rollRange("d6", [1, 3, seq()], [4, 5, verb("draw-cards", { amount: 1 })], [6, 6, verb("draw-cards", { amount: 2 })]));
    expect(normalise(render("oldworld", h))).toBe(
      normalise(
        "When the Player reaches the Lost Mount miniature, they roll a die: • 1-3: No effect. • 4-5: Immediately draw 1 card. • 6: Immediately draw 2 cards.",
      ),
    );
  });
});

describe("rules text: composition", () => {
  it('Mages (Alzur\'s specialty): a roll by level with "may choose lower" says so after its rows', () => {
    const roll = rollRange("d6+level", [0, 1, verb("deal-damage", { amount: 0 })], [2, 3, verb("deal-damage", { amount: 1 })]);
    const h = hook("specialty", { ...roll, mayChooseLower: true } as typeof roll, { limit: "once-per-fight", cost: verb("spend-energy", { amount: 1 }) });
    expect(render("oldworld", h)).toBe(
      "Specialty, once per fight: spend 1 energy to roll a die and add your specialty level: 0–1: deal 0 damage; 2–3: deal 1 damage; you may choose a lower effect.",
    );
    expect(render("oldworld", h, "ro")).toBe(
      "Specialitate, o dată per luptă: cheltuiește 1 punct de Energie pentru a rula un zar și a adăuga nivelul specialității tale: 0–1: provoacă 0 daune; 2–3: provoacă 1 daună; poți alege un efect mai slab.",
    );
  });

  it("Targets: the effect on another hero is in the third person", () => {
    const h = hook(
      "effect",
      target("each-other-hero", seq(verb("suffer-wound", { amount: 2, severity: "severe" }), verb("lose", { amount: 1, colour: "blue", resource: "proof" }))),
    );
    expect(render("adventure", h)).toBe("Each other hero suffers 2 severe wounds and loses 1 blue proof.");
  });

  it("Development cards: a window with a limit and a cost (Igni: during battle, once per roll, spend 1 dodge for 2 swords)", () => {
    const h = hook("during-battle", verb("add-results", { amount: 2, result: "sword" }), {
      limit: "once-per-roll",
      cost: verb("spend-results", { amount: 1, result: "dodge" }),
    });
    expect(render("adventure", h)).toBe("During battle, once per roll: spend 1 dodge to add 2 swords.");
    expect(render("adventure", h, "ro")).toBe("În timpul luptei, o dată per rulare: cheltuiește 1 ferire pentru a adăuga 2 săbii.");
  });

  it("Conditions with an otherwise branch, and a negated condition", () => {
    const h = hook(
      "effect",
      when(cond("has", { amount: 3, colour: "any", resource: "gold" }), verb("gain", { amount: 2, colour: "any", resource: "vp" }), verb("delay")),
    );
    expect(render("adventure", h)).toBe("If you have 3 gold, gain 2 VP; otherwise, you are delayed.");
    const not = hook(
      "effect",
      when(
        { kind: "not", cond: cond("hasCardWithTrait", { trait: ref("trait.nilfgaard") }), at: h.at },
        verb("draw", { amount: 1, deck: "foulfate", mode: "draw" }),
      ),
    );
    expect(render("adventure", not)).toBe("If you do not have a Nilfgaard card, draw 1 foul fate card.");
    expect(render("adventure", not, "ro")).toBe("Dacă nu ai o carte Nilfgaard, trage 1 carte Neșansă.");
  });

  it("Traits: a count over the cards you have", () => {
    const h = hook("effect", verb("receive", { amount: query("cardsWithTrait", { trait: ref("trait.nilfgaard") }), colour: "blue", resource: "lead" }));
    expect(render("adventure", h, "ro")).toBe("Primești 1 Indiciu albastru pentru fiecare carte Nilfgaard pe care o ai.");
  });
});

describe("rules text: one verb shared by consecutive effects", () => {
  it("Quest cards: a main quest spending two kinds of proof names the verb once, in both languages", () => {
    const h = hook(
      "main-requirement",
      seq(verb("spend", { amount: 2, colour: "red", resource: "proof" }), verb("spend", { amount: 1, colour: "blue", resource: "proof" })),
    );
    expect(render("adventure", h)).toBe("Main quest: spend 2 red proof and 1 blue proof.");
    expect(render("adventure", h, "ro")).toBe("Misiune principală: cheltuiește 2 Dovezi roșii și 1 Dovadă albastră.");
  });

  it('Keeping cards: "Keep this card for its trait" is a sentence of its own after the effect', () => {
    const h = hook("effect", seq(verb("receive", { amount: 1, colour: "blue", resource: "lead" }), verb("keep-for-trait", { until: "trait" })));
    expect(render("adventure", h)).toBe("Receive 1 blue lead. Keep this card for its trait.");
  });

  it("a verb whose message has no .object attribute in the locale is repeated in full", () => {
    const h = hook("effect", seq(verb("advance-war-track", { amount: 1 }), verb("advance-war-track", { amount: 1 })));
    expect(render("adventure", h)).toBe("Advance the war track and advance the war track.");
  });
});

describe("rules text in Romanian", () => {
  it('"if able" (Zerikanian Assassin) with the guide\'s terms: pista Război, Neșansă, Călătorie, dacă este posibil', () => {
    const h = hook("effect", seq(verb("advance-war-track", { amount: 1 }), verb("place-foul-fate-on-action", { amount: 1, action: "travel" }, true)));
    expect(render("adventure", h, "ro")).toBe("Avansează pe pista Război și plasează 1 Neșansă pe acțiunea ta Călătorie, dacă este posibil.");
  });

  it('Spending (Bushwhacked, "Cheltuiește 2 sau luptă!"): the battle names its enemy, "Cheltuiește 2 Indicii sau luptă cu inamicul Bandiți"', () => {
    const h = hook("effect", choice(verb("spend", { amount: 2, colour: "any", resource: "lead" }), verb("fight", { enemy: ref("enemy.bandits") })));
    expect(normalise(render("adventure", h, "ro"))).toBe(normalise("Cheltuiește 2 Indicii sau luptă cu inamicul Bandiți."));
  });

  it('Battles: "suferi 1 rană minoră pentru fiecare scut cu care ești sub"', () => {
    const h = hook("failed-shield", verb("suffer-wound", { amount: query("short", { result: "shield" }), severity: "minor" }));
    expect(render("adventure", h, "ro")).toBe("Eșec la scut: suferi 1 rană minoră pentru fiecare scut cu care ești sub.");
  });

  // CLDR Romanian: one (1), few (0, 2-19 and numbers ending in 01-19 above 100), other ("de": 20-100, 120, …).
  // 101 is "few", so it takes no "de": "101 răni", as in "101 dalmațieni".
  it.each([
    [1, "Vindecă 1 rană."],
    [2, "Vindecă 2 răni."],
    [19, "Vindecă 19 răni."],
    [20, "Vindecă 20 de răni."],
    [101, "Vindecă 101 răni."],
    [120, "Vindecă 120 de răni."],
  ])("Wounds: plural forms for %i wounds", (n, text) => {
    expect(render("adventure", hook("effect", verb("heal", { amount: n, severity: "any" })), "ro")).toBe(text);
  });

  it("Leads and proof: the colour agrees with the noun's gender and number (Indiciu neuter, Dovadă feminine)", () => {
    const r = (amount: number, resource: string, colour: string) => render("adventure", hook("effect", verb("receive", { amount, colour, resource })), "ro");
    expect(r(1, "lead", "red")).toBe("Primești 1 Indiciu roșu.");
    expect(r(2, "lead", "blue")).toBe("Primești 2 Indicii albastre.");
    expect(r(1, "proof", "red")).toBe("Primești 1 Dovadă roșie.");
    expect(r(1, "proof", "blue")).toBe("Primești 1 Dovadă albastră.");
    expect(r(25, "proof", "purple")).toBe("Primești 25 de Dovezi mov.");
  });

  it("Monsters: type and plural (1 monstru de argint, 3 monștri de bronz)", () => {
    expect(render("adventure", hook("effect", verb("place-monster", { amount: 1, type: "silver", where: "your-region" })), "ro")).toBe(
      "Plasează 1 monstru de argint în regiunea ta.",
    );
    expect(render("adventure", hook("effect", verb("place-monster", { amount: 3, type: "bronze", where: "adjacent-region" })), "ro")).toBe(
      "Plasează 3 monștri de bronz într-o regiune adiacentă.",
    );
  });

  it("Old World: Retaliation reads with the opponent in the genitive and in the nominative", () => {
    const h = hook("when-discarded-by-damage", verb("opponent-suffers-damage", { amount: 2, who: "opponent" }));
    expect(render("oldworld", h, "ro")).toBe(
      "Dacă acea carte este decartată (din mână sau din pachet) ca urmare a atacului adversarului, adversarul tău primește imediat 2 daune.",
    );
  });
});

describe("rules text: problems are reported, not thrown", () => {
  it("a verb with no message is named in the problems and shown in brackets", () => {
    const problems: RenderProblem[] = [];
    const text = renderHook("adventure", hook("effect", verb("summon-dragon", { amount: 1 })), en, { problems });
    expect(text).toBe("[Verb-summon-dragon].");
    expect(problems[0].message).toContain('no message "verb-summon-dragon"');
    expect(problems[0].at).toBe("test.grim:1");
  });
});

describe("Romanian review fixes", () => {
  it('Dance of Blades in Romanian: a combo of 1 card and of 20 cards take the CLDR forms ("1 carte", "20 de cărți")', () => {
    const one = hook("effect", when(cond("comboSize", { amount: 1 }), verb("deal-additional-damage", { amount: 1 })));
    const twenty = hook("effect", when(cond("comboSize", { amount: 20 }), verb("deal-additional-damage", { amount: 1 })));
    expect(render("oldworld", one, "ro")).toContain("această combinație are 1 carte sau mai multe");
    expect(render("oldworld", twenty, "ro")).toContain("această combinație are 20 de cărți sau mai multe");
  });

  it('after a cost the infinitive joins "a": "pentru a-și crește", "pentru a te uita la", "pentru a primi"', () => {
    const shield = hook("effect", verb("raise-shield", { amount: 2 }), { cost: verb("spend-energy", { amount: 1 }) });
    expect(render("oldworld", shield, "ro")).toContain("pentru a-și crește scutul cu 2");
    const look = hook("effect", verb("look", { amount: 2, deck: "investigation.any" }), {
      cost: verb("spend", { amount: 1, colour: "any", resource: "gold" }),
    });
    expect(render("adventure", look, "ro")).toContain("pentru a te uita la 2 cărți");
    const receive = hook("effect", verb("receive", { amount: 1, colour: "any", resource: "gold" }), {
      cost: verb("spend", { amount: 1, colour: "red", resource: "lead" }),
    });
    expect(render("adventure", receive, "ro")).toContain("pentru a primi 1 Aur");
  });

  it('Spellbound: an explicit "you:" after another hero\'s effect names the reader in English ("and you receive")', () => {
    const h = hook(
      "effect",
      seq(
        target("each-other-hero", verb("lose", { amount: 1, colour: "blue", resource: "lead" })),
        target("you", verb("receive", { amount: 1, colour: "blue", resource: "lead" })),
      ),
    );
    expect(render("adventure", h)).toBe("Each other hero loses 1 blue lead and you receive 1 blue lead.");
    expect(render("adventure", h, "ro")).toBe("Fiecare alt erou pierde 1 Indiciu albastru și primești 1 Indiciu albastru.");
  });
});
