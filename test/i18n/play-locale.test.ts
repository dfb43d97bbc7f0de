// A whole game read in a locale: every prompt, option and log line comes from
// the catalogues, so a Romanian player meets no English and the pseudo-locale
// shows every string that skipped them.
import { describe, expect, it } from "vitest";
import { content } from "../../content/generated/index.ts";
import { content as oldWorld } from "../../content/generated/oldworld.ts";
import { createGame } from "../../games/adventure/rules/game.ts";
import { games } from "../../games/registry.ts";
import { greedyAgent } from "../../games/adventure/agents/play.ts";
import { GameText } from "../../compiler/i18n/game-text.ts";
import { loadProgram, playerCatalogue, readGlossary } from "../../compiler/i18n/project.ts";
import { renderEffectText, renderHook, type RenderProblem } from "../../compiler/i18n/rules-text.ts";
import type { Decision } from "../../runtime/core/decision.ts";
import { owMessageIds } from "../../games/oldworld/rules/messages.ts";
import { hook, verb } from "./ir-builders.ts";
import { ftlFiles, ROOT } from "./helpers.ts";

/** Romanian words that are also English words: "are" (has), "produce" (to produce), and the Roman numeral of "Faza III" */
const ROMANIAN_SPELLED_AS_ENGLISH = ["are", "produce", "iii"];

const genders = new Map(content.heroes.map((h) => [h.id, h.gender]));

/** names kept in English, and glossary terms the guide spells as English does ("ritual") */
function keptWords(): Set<string> {
  const glossary = readGlossary(ROOT, "ro");
  return new Set([
    ...glossary.filter((t) => t.kept).flatMap((t) => t.english.toLowerCase().split(/\s+/)),
    ...glossary.filter((t) => t.forms.some((f) => f.toLowerCase() === t.english.toLowerCase())).map((t) => t.english.toLowerCase()),
    ...ROMANIAN_SPELLED_AS_ENGLISH,
  ]);
}

/** every string a player reads in one seeded game, rendered without an English fallback */
function playInLocale(locale: string, seed: number): { strings: string[]; problems: string[] } {
  const cat = playerCatalogue({ root: ROOT }, games, locale, false);
  const words = new GameText("adventure", cat, { heroGender: (h) => genders.get(h) });
  const game = createGame(content, { seed, heroes: ["hero.triss", "hero.yarpen", "hero.geralt", "hero.dandelion"], maxRounds: 6 });
  const agent = greedyAgent();
  const strings: string[] = [];
  while (game.pending) {
    const d = words.decision(game.pending);
    strings.push(d.prompt, ...d.options.map((o) => o.label));
    game.answer(agent(game.pending, game));
  }
  for (const e of game.log) strings.push(words.logLine(e));
  return { strings, problems: words.problems.map((p) => p.message) };
}

/**
 * every string a player reads in seeded Old World games, rendered without an
 * English fallback: five witchers (Ciri among them) with the Lost Mount, and a
 * solo game (the attack die), so the fights, duels and explorations all come up
 */
function playOldWorldInLocale(locale: string): { strings: string[]; problems: string[]; decisions: Set<string>; events: Set<string> } {
  const words = new GameText("oldworld", playerCatalogue({ root: ROOT }, games, locale, false));
  const runtime = games.get("oldworld").runtime!;
  const agent = runtime.agents.greedy(1);
  const ids = oldWorld.witchers.map((w) => w.id);
  const strings: string[] = [];
  const decisions = new Set<string>();
  const events = new Set<string>();
  const tables = [
    { seed: 5, witchers: ids.slice(0, 5), expansions: ["ciri", "lost-mount"] },
    { seed: 6, witchers: [ids[1]], expansions: ["lost-mount"] },
    // mages beside a witcher: school claims, boosts, energy, protection, the two pools
    { seed: 7, witchers: ["mage.alzur", "witcher.wolf-witcher", "mage.othar"], expansions: ["mages"] },
    // the Wild Hunt: shared decisions, hounds, the Hunt's movement and the final fight
    { seed: 7, witchers: ids.slice(1, 4), expansions: ["wild-hunt"], wildHunt: { difficulty: "hard", member: "huntmember.caranthir" } },
  ];
  for (const t of tables) {
    const game = runtime.createGame(oldWorld, { ...t, maxRounds: 12 } as never);
    while (game.pending) {
      decisions.add(game.pending.type);
      const d = words.decision(game.pending);
      strings.push(d.prompt, ...d.options.map((o) => o.label));
      game.answer(agent(game.pending, game));
    }
    for (const e of game.log) {
      events.add(e.type);
      strings.push(words.logLine(e));
    }
  }
  return { strings, problems: words.problems.map((p) => p.message), decisions, events };
}

/** the words of the English catalogues' own text (rules and runtime messages, not names) */
function englishWords(): Set<string> {
  const out = new Set<string>();
  for (const f of ftlFiles("en").filter((x) => x.name === "rules" || x.name.startsWith("runtime-"))) {
    const body = f.text
      .replace(/^#.*$/gm, "")
      .replace(/\{[^{}]*\}/g, " ")
      .replace(/^\s*[\w-]+\s*=|^\s*\*?\[[\w-]+\]/gm, " ");
    for (const w of body.match(/\p{L}{3,}/gu) ?? []) out.add(w.toLowerCase());
  }
  return out;
}

/** Each word of the English catalogues' text found in `strings` (names kept in English aside), with the string it stands in. */
function englishLeaks(strings: string[]): string[] {
  const kept = keptWords();
  const english = englishWords();
  const leaks = new Set<string>();
  for (const s of strings)
    for (const w of s.match(/\p{L}{3,}/gu) ?? []) if (english.has(w.toLowerCase()) && !kept.has(w.toLowerCase())) leaks.add(`${w} in "${s}"`);
  return [...leaks];
}

describe("a game played in a locale", () => {
  it("Romanian: no prompt, option or log line holds a word of the English catalogue, beyond the glossary's names kept in English", () => {
    const { strings, problems } = playInLocale("ro", 11);
    expect(problems).toEqual([]);
    expect(strings.length).toBeGreaterThan(300);
    expect(englishLeaks(strings)).toEqual([]);
  });

  it("The Witcher: Old World in Romanian: no prompt, option or log line holds a word of the English catalogue, beyond the glossary's names kept in English", () => {
    const { strings, problems, decisions, events } = playOldWorldInLocale("ro");
    expect(problems).toEqual([]);
    // fights, combos, explorations and the Lost Mount all came up
    for (const t of ["phase-1", "phase-2", "fight-turn", "extend-combo", "monster-attack", "gain-card", "exploration-option"]) expect(decisions).toContain(t);
    for (const t of ["fight", "combo", "monster-hit", "fight-result", "explore", "lost-mount-placed", "attack-die", "game-won"]) expect(events).toContain(t);
    for (const t of ["claim-school", "boost"]) expect(decisions).toContain(t);
    for (const t of ["school-claimed", "energy", "protection", "pool-discard"]) expect(events).toContain(t);
    expect(strings.length).toBeGreaterThan(1000);
    expect(englishLeaks(strings)).toEqual([]);
    // names arrive in Romanian, ids never show
    expect(strings.filter((s) => /\b[a-z]+\.[a-z-]+/.test(s))).toEqual([]);
    expect(strings).toContain("Vânătorul Școlii Ursului își crește Combativitatea la 2");
  });

  it("The Witcher: Old World in the pseudo-locale: every prompt, option and log line is pseudo-translated", () => {
    const { strings, problems } = playOldWorldInLocale("en-XA");
    expect(problems).toEqual([]);
    expect(strings.filter((s) => /[A-Za-z]{2,}/.test(s))).toEqual([]);
  });

  it("Romanian card preview: the kind, tags, stats and facts of every bundled entity hold no word of the English catalogue", async () => {
    const program = await loadProgram({ root: ROOT }, games);
    const cat = playerCatalogue({ root: ROOT }, games, "ro", false);
    const problems: RenderProblem[] = [];
    const byGame: Record<string, GameText> = { adventure: new GameText("adventure", cat, { problems }), oldworld: new GameText("oldworld", cat, { problems }) };
    const labels: string[] = [];
    const kinds = new Set<string>();
    for (const s of program.sets) {
      for (const e of s.entities) {
        // each entity's labels come from its own game's catalogue
        const words = byGame[e.game];
        kinds.add(`${e.game}:${e.kind}`);
        labels.push(words.kind(e.kind), ...e.tags.map((t) => words.tag(t)));
        for (const [k, v] of Object.entries(e.props)) {
          // what the preview hides: bookkeeping and the texts shown elsewhere
          if (["original", "assumed", "flavour", "name"].includes(k)) continue;
          labels.push(typeof v === "number" ? words.stat(k, v) : `${words.fact(k)}: ${words.factValue(v)}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(kinds).toContain("oldworld:fightcard");
    expect(englishLeaks(labels)).toEqual([]);
  });

  it("the pseudo-locale: every visible string is pseudo-translated, list joins included", () => {
    const { strings, problems } = playInLocale("en-XA", 11);
    expect(problems).toEqual([]);
    // pseudo-translation accents every Latin letter: two plain ones in a row never came through a catalogue
    const plain = strings.filter((s) => /[A-Za-z]{2,}/.test(s));
    expect(plain).toEqual([]);
    expect(strings.some((s) => s.includes(" ~") || /[áéíóú]/.test(s))).toBe(true);
    // the list words Intl.ListFormat brings ("and", "or") are accented like catalogue text
    const cat = playerCatalogue({ root: ROOT }, games, "en-XA", false);
    expect(cat.listFormat(["[Ŕééð]", "[Ɓļúúé]", "[Ṕúŕþļé]"], "conjunction")).toBe("[Ŕééð], [Ɓļúúé], ááñð~ [Ṕúŕþļé]");
    expect(cat.listFormat(["[Ŕééð]", "[Ɓļúúé]"], "disjunction")).toBe("[Ŕééð] ööŕ [Ɓļúúé]");
  });

  it('Wounds / Delayed: Romanian words agree with the hero\'s gender ("este întârziată" for Triss, "întârziat" for Geralt)', () => {
    const cat = playerCatalogue({ root: ROOT }, games, "ro", false);
    const words = new GameText("adventure", cat, { heroGender: (h) => genders.get(h) });
    expect(words.logLine({ seq: 0, type: "delayed", hero: "hero.triss", why: "foulfate.bushwhacked" })).toBe("Triss Merigold este întârziată (Bushwhacked)");
    expect(words.logLine({ seq: 0, type: "delayed", hero: "hero.geralt", why: "travel" })).toBe("Geralt din Rivia este întârziat (Călătorie)");
    // the rules text of Storm ("effect: delay") addressed to the hero reading it
    const storm = hook("effect", verb("delay", {}));
    expect(renderHook("adventure", storm, cat, { gender: "feminine" })).toBe("Ești întârziată.");
    expect(renderHook("adventure", storm, cat, { gender: "masculine" })).toBe("Ești întârziat.");
  });

  it("the English option of an 'A or B' card reads as the card's rules text, in each locale", () => {
    const game = createGame(content, { seed: 11, heroes: ["hero.triss", "hero.geralt"], maxRounds: 30 });
    const agent = greedyAgent();
    const ro = new GameText("adventure", playerCatalogue({ root: ROOT }, games, "ro", false), { heroGender: (h) => genders.get(h) });
    const en = new GameText("adventure", playerCatalogue({ root: ROOT }, games, "en"), { heroGender: (h) => genders.get(h) });
    let seen: { en: string[]; ro: string[] } | null = null;
    while (game.pending && !seen) {
      if (game.pending.type === "choose-option")
        seen = { en: en.decision(game.pending).options.map((o) => o.label), ro: ro.decision(game.pending).options.map((o) => o.label) };
      else game.answer(agent(game.pending, game));
    }
    expect(seen).not.toBeNull();
    for (const l of seen!.en) expect(l).toMatch(/^(spend|suffer|fight|lose|discard|receive|place|advance|draw)/);
    for (const l of seen!.ro) expect(l).not.toMatch(/^(spend|suffer|fight|lose|discard|receive)/);
  });
});

describe("The Witcher: Old World 'A or B' options", () => {
  it("an option of an 'A or B' card (ow-option-effect) reads as that part of the card's rules text, in each locale", () => {
    // the bundled Old World cards offer no "A or B" yet: a card that would read "gain 2 gold or draw 1 card"
    const options = [verb("gain-gold", { amount: 2 }), verb("draw-cards", { amount: 1 })];
    // the decision as the engine yields it (games/oldworld/rules/primitives.ts: choose)
    const decision: Decision = {
      type: "effect-option",
      who: "witcher.ciri",
      prompt: "ow-prompt-effect-option",
      args: { source: "exploration.notice-board" },
      options: options.map((effect, i) => ({ key: String(i), label: "ow-option-effect", args: { effect: { effect } } })),
    } as Decision;
    const en = new GameText("oldworld", playerCatalogue({ root: ROOT }, games, "en"));
    const roCat = playerCatalogue({ root: ROOT }, games, "ro", false);
    const ro = new GameText("oldworld", roCat);
    const enLabels = en.decision(decision).options.map((o) => o.label);
    const roDecision = ro.decision(decision);
    expect(en.problems).toEqual([]);
    expect(ro.problems).toEqual([]);
    expect(roDecision.options.map((o) => o.label)).toEqual(options.map((effect) => renderEffectText("oldworld", effect, roCat, { gender: "masculine" })));
    expect(enLabels).toEqual(["gain 2 gold", "draw 1 card"]);
    expect(roDecision.prompt).toBe("Avizier: alege una");
    for (const [i, l] of roDecision.options.entries()) {
      expect(l).not.toBe("");
      expect(l).not.toBe(enLabels[i]);
    }
  });
});

describe("The Witcher: Old World catalogues", () => {
  it("every prompt and option id the Old World engine can yield (games/oldworld/rules/messages.ts) has a message in English and in Romanian", () => {
    for (const locale of ["en", "ro"]) {
      const cat = playerCatalogue({ root: ROOT }, games, locale, false);
      expect(
        owMessageIds().filter((id) => !cat.has(id)),
        locale,
      ).toEqual([]);
    }
  });
});
