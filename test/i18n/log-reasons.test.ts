// The reasons the Adventure Game's log gives ("… now has 7 VP (main quest of
// The Bandit King)") are ids with arguments, worded by the catalogues in the
// player's language: the rules code builds no English sentence for them.
import { games } from "../../games/registry.ts";
import { describe, expect, it } from "vitest";
import { content } from "../../content/generated/index.ts";
import { createGame } from "../../games/adventure/rules/game.ts";
import { greedyAgent } from "../../games/adventure/agents/play.ts";
import { GameText, reasonMessageId } from "../../compiler/i18n/game-text.ts";
import { playerCatalogue } from "../../compiler/i18n/project.ts";
import type { GameEvent } from "../../runtime/core/log.ts";
import { ROOT } from "./helpers.ts";

const heroes = ["hero.triss", "hero.yarpen", "hero.geralt", "hero.dandelion"];

/** the events of seeded games played by the greedy agent */
function events(seeds: number[]): GameEvent[] {
  return seeds.flatMap((seed) => {
    const game = createGame(content, { seed, heroes, maxRounds: 10 });
    const agent = greedyAgent();
    while (game.pending) game.answer(agent(game.pending, game));
    return [...game.log];
  });
}

const log = events([1, 2, 3]);
const en = new GameText("adventure", playerCatalogue({ root: ROOT }, games, "en", false));
const ro = new GameText("adventure", playerCatalogue({ root: ROOT }, games, "ro", false));

describe("the Adventure Game's log reasons are message ids with arguments", () => {
  it("every reason in the log names a content entity, a reason key with a message, or a reason message with its arguments", () => {
    const reasons = log.filter((e) => e.why !== undefined && e.why !== null).map((e) => e.why);
    expect(reasons.length).toBeGreaterThan(0);
    const unworded = reasons.filter((why) => {
      if (typeof why === "string") return en.name(why) === null && !en.cat.has(reasonMessageId(why));
      return !(why && typeof why === "object" && typeof (why as { id: unknown }).id === "string" && en.cat.has((why as { id: string }).id));
    });
    expect(unworded).toEqual([]);
  });

  it("Complete a Main Quest: the VP earned give the quest as their reason, in English and in Romanian", () => {
    const vp = log.find((e) => e.type === "vp" && (e.why as { id?: string } | undefined)?.id === "reason-main-quest");
    expect(vp).toBeDefined();
    const quest = (vp!.why as { args: { quest: { entity: string } } }).args.quest.entity;
    expect(en.logLine(vp!)).toBe(`${en.name(String(vp!.hero))} now has ${vp!.vp} VP (main quest of ${en.name(quest)})`);
    const line = ro.logLine(vp!);
    expect(line).toContain(`(misiunea principală din ${ro.name(quest)})`);
    expect(line).not.toMatch(/main quest/);
    expect(ro.problems).toEqual([]);
  });

  it("Complete a Side Quest and Support Quests: their VP name the quest, or the hero supported, in the player's language", () => {
    const reasons = new Map<string, GameEvent>();
    for (const e of log) if (e.type === "vp" && typeof e.why === "object" && e.why) reasons.set((e.why as { id: string }).id, e);
    expect([...reasons.keys()]).toEqual(expect.arrayContaining(["reason-side-quest"]));
    for (const [id, e] of reasons) {
      expect(en.logLine(e), id).toMatch(/ VP \(.+\)$/);
      expect(ro.logLine(e), id).not.toMatch(/side quest|supported|support quest/);
    }
    expect(en.problems).toEqual([]);
  });
});
