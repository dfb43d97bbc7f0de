// A whole game of The Witcher Adventure Game plays from content/adventure/
// alone: the bundled content goes through the checker and the interpreter
// into the runtime, and seeded agents play it to the end.

import { describe, expect, it } from "vitest";
import { randomAgent } from "../../runtime/agents/agents.ts";
import { greedyAgent, runGame } from "../../games/adventure/agents/play.ts";
import { bundled } from "./bundled.ts";

const ALL = ["hero.geralt", "hero.triss", "hero.dandelion", "hero.yarpen"];

describe("a full game from the bundled content", () => {
  it("Winning the Game: a four-hero game ends after a hero completes his third quest card", () => {
    const results = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => runGame(bundled().content, { seed, heroes: ALL, maxRounds: 80 }, greedyAgent()).result);
    for (const r of results) expect(r).not.toBeNull();
    const byQuests = results.filter((r) => r!.reason === "quests");
    expect(byQuests.length).toBeGreaterThan(0);
    for (const r of byQuests) expect(Math.max(...r!.standings.map((s) => s.quests))).toBeGreaterThanOrEqual(3);
  });

  it("every deck of the bundled content is drawn from, and every hero acts, in seeded games with random choices", () => {
    const drawnDecks = new Set<string>();
    const actors = new Set<string>();
    for (const seed of [11, 12, 13, 14, 15, 16]) {
      const game = runGame(bundled().content, { seed, heroes: ALL, maxRounds: 30 }, randomAgent(seed));
      expect(game.result).not.toBeNull();
      for (const ev of game.log as readonly { type: string; hero?: string; deck?: string }[]) {
        if (ev.type === "action" && ev.hero) actors.add(ev.hero);
        if ((ev.type === "draw" || ev.type === "look" || ev.type === "reveal") && ev.deck) drawnDecks.add(ev.deck);
      }
    }
    expect([...actors].sort()).toEqual([...ALL].sort());
    expect([...drawnDecks]).toEqual(
      expect.arrayContaining([
        "investigation.blue",
        "investigation.purple",
        "investigation.red",
        "foulfate",
        "goodfortune",
        ...ALL.map((h) => `development.${h.slice("hero.".length)}`),
      ]),
    );
  });
});
