// The Old World's fight log says what a monster's ability does to the fight in the words of the
// monster's card, numbers included ("you deal at most 2 damage in your first fight turn", not "at most
// some damage"): bots play seeded Monster Trail games on the bundled content and every such line is
// compared with the rules text of the ability that made it, in English and Romanian.
import { describe, expect, it } from "vitest";
import { content as oldWorld } from "../../content/generated/oldworld.ts";
import { GameText } from "../../compiler/i18n/game-text.ts";
import { loadProgram, playerCatalogue } from "../../compiler/i18n/project.ts";
import { renderEffectText, type RenderProblem } from "../../compiler/i18n/rules-text.ts";
import type { Effect } from "../../core/ir.ts";
import { games } from "../../games/registry.ts";
import type { GameEvent } from "../../runtime/core/log.ts";
import { ROOT } from "./helpers.ts";

/** the fight modifiers that bots meet in seeded two-witcher Monster Trail games */
function modifierEvents(): GameEvent[] {
  const runtime = games.get("oldworld").runtime!;
  const agent = runtime.agents.greedy(1);
  const out: GameEvent[] = [];
  for (let seed = 1; seed <= 6; seed++) {
    const game = runtime.createGame(oldWorld, {
      seed,
      witchers: ["witcher.wolf-witcher", "witcher.bear-witcher"],
      expansions: ["monster-trail"],
      maxRounds: 20,
    } as never);
    while (game.pending) game.answer(agent(game.pending, game));
    out.push(...game.log.filter((e: GameEvent) => e.type === "fight-modifier"));
  }
  return out;
}

/** the verbs of an effect tree that put `kind` on the fight (`addFightModifier` with that fixed kind) */
function modifierVerbs(e: Effect, kind: string, out: Effect[] = []): Effect[] {
  if (e.kind === "verb") {
    const def = games.get("oldworld").table.verbs.find((v) => v.name === e.verb);
    if (def?.primitive === "addFightModifier" && def.fixed?.kind === kind) out.push(e);
  } else if (e.kind === "seq") e.steps.forEach((s) => modifierVerbs(s, kind, out));
  else if (e.kind === "choice") e.options.forEach((s) => modifierVerbs(s, kind, out));
  else if (e.kind === "if") [e.then, ...(e.else ? [e.else] : [])].forEach((s) => modifierVerbs(s, kind, out));
  else if (e.kind === "target" || e.kind === "repeat") modifierVerbs(e.body, kind, out);
  else if (e.kind === "roll") e.cases.forEach((c) => modifierVerbs(c.effect, kind, out));
  return out;
}

describe("Old World fight log: a monster's ability on the fight", async () => {
  const program = await loadProgram({ root: ROOT }, games);
  const entities = new Map(program.sets.filter((s) => s.game === "oldworld").flatMap((s) => s.entities.map((e) => [e.id, e] as const)));
  const events = modifierEvents();

  it.each(["en", "ro"] as const)("every ability logged in a fight reads as its card's rules text, with its numbers (%s)", (locale) => {
    const problems: RenderProblem[] = [];
    const cat = playerCatalogue({ root: ROOT }, games, locale, false);
    const words = new GameText("oldworld", cat, { problems });
    const kinds = new Set<string>();
    for (const e of events) {
      const source = entities.get(e.source as string);
      expect(source, String(e.source)).toBeDefined();
      // the ability with the event's numbers (the Brewess puts two colours on the fight)
      const { seq: _seq, type: _type, source: _source, modifier, ...data } = e;
      const verbs = source!.hooks
        .flatMap((h) => modifierVerbs(h.effect, modifier as string))
        .filter((v) => v.kind === "verb" && Object.entries(data).every(([k, x]) => v.args[k] === x));
      expect(verbs, `${e.source} ${JSON.stringify(e)}`).toHaveLength(1);
      const text = renderEffectText("oldworld", verbs[0], cat, { problems });
      expect(words.logLine(e)).toBe(`${words.name(e.source as string)}: ${text}`);
      kinds.add(e.modifier as string);
    }
    expect(problems).toEqual([]);
    // numbers, colours and an attribute among them (Ghoul's Nest, Yghern, Weavess)
    expect(kinds.size).toBeGreaterThanOrEqual(12);
  });

  it('Ghoul\'s Nest: "you deal at most 2 damage in your first fight turn" ("provoci cel mult 2 daune")', () => {
    const nest = events.find((e) => e.source === "monster.ghouls-nest");
    expect(nest).toBeDefined();
    expect(new GameText("oldworld", playerCatalogue({ root: ROOT }, games, "en", false)).logLine(nest!)).toBe(
      "Ghoul's Nest: you deal at most 2 damage in your first fight turn",
    );
    expect(new GameText("oldworld", playerCatalogue({ root: ROOT }, games, "ro", false)).logLine(nest!)).toBe(
      "Cuibul de ghuli: provoci cel mult 2 daune în prima ta tură de luptă",
    );
  });
});
