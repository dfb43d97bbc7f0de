// The greedy agent plays games to their end by the quest rule, the way a player
// would: it gathers the proof its quest needs and does not sit on its wounds.
import { describe, expect, it } from "vitest";
import { greedyAgent, runGame } from "../../games/adventure/agents/play.ts";
import { greedyAnswer, proofNeeded } from "../../games/adventure/agents/greedy.ts";
import type { AdventureContent } from "../../games/adventure/rules/content.ts";
import { createGame } from "../../games/adventure/rules/game.ts";
import { canEffect } from "../../games/adventure/rules/machine.ts";
import { adventureGame } from "../../games/adventure/index.ts";
import { cleanRun } from "./clean-run.ts";
import { calls, condition, when } from "../fixtures/adventure/build.ts";

describe("greedy agent", () => {
  it("End of the Game: greedy games of the compiled base game end by the quest rule, in far fewer than 100 rounds", { timeout: 600_000 }, async () => {
    const { content } = await import("../../content/generated/index.ts");
    const s = cleanRun(adventureGame, content, { games: 22, seed: 300, agent: "greedy", maxRounds: 250, everyStep: false, replayEvery: 1 });
    expect(s.endedBy.quests).toBe(s.games);
    expect(s.avgRounds).toBeLessThan(60);
  });

  it("the same seed and heroes give the same game", async () => {
    const { content } = await import("../../content/generated/index.ts");
    const opts = { seed: 11, heroes: ["hero.geralt", "hero.yarpen"], maxRounds: 250 };
    const a = runGame(content, opts, greedyAgent());
    const b = runGame(content, opts, greedyAgent());
    expect(b.answers).toEqual(a.answers);
  });

  it("Quests: the proof a quest asks is read from its requirement, once a quest when the requirement is a cost, every time when it reads more", async () => {
    const { content } = await import("../../content/generated/index.ts");
    const heroes = ["hero.geralt", "hero.triss"];
    const quest = content.quests[0];
    const game = createGame(content, { seed: 4, heroes });
    const e = game.engine;
    const first = proofNeeded(e, "hero.geralt", quest.id);
    expect(Object.values(first).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    // the hero's own resources are left as they were, and the other hero is asked the same proof
    e.hero("hero.triss").proof.red = 2;
    expect(proofNeeded(e, "hero.triss", quest.id)).toEqual(first);
    expect(e.hero("hero.triss").proof).toEqual({ red: 2, blue: 0, purple: 0 });
    // a requirement that reads the hero too ("Geralt needs 1 red proof, anyone else 3") is asked again for each
    const picky: AdventureContent = {
      ...content,
      quests: content.quests.map((q) =>
        q.id !== quest.id
          ? q
          : {
              ...q,
              main: {
                ...q.main,
                canMeet: when(
                  condition("isHero", { hero: "hero.geralt" }),
                  calls("spend", { resource: "proof", colour: "red", amount: 1 }),
                  calls("spend", { resource: "proof", colour: "red", amount: 3 }),
                ),
              },
            },
      ),
    };
    const pe = createGame(picky, { seed: 4, heroes }).engine;
    expect(proofNeeded(pe, "hero.geralt", quest.id)).toEqual({ red: 1, blue: 0, purple: 0 });
    expect(proofNeeded(pe, "hero.triss", quest.id)).toEqual({ red: 3, blue: 0, purple: 0 });
    expect(proofNeeded(pe, "hero.geralt", quest.id)).toEqual({ red: 1, blue: 0, purple: 0 });
  });

  it("Wounds: a hero with wounds on two action spaces rests", async () => {
    const { content } = await import("../../content/generated/index.ts");
    const game = createGame(content, { seed: 3, heroes: ["hero.geralt", "hero.triss"] });
    const hero = game.pending!.who;
    game.engine.hero(hero).wounds = { travel: "minor", develop: "minor" };
    const d = {
      type: "choose-action",
      who: hero,
      prompt: "prompt-choose-action",
      options: ["travel", "investigate", "develop", "rest"].map((key) => ({ key, label: "option-action", args: { action: key } })),
    };
    expect(greedyAnswer(d, game)).toEqual(["rest"]);
  });

  it("Exchanging Leads for Proof: the agent exchanges only a colour its main quest still needs", async () => {
    const { content } = await import("../../content/generated/index.ts");
    const game = createGame(content, { seed: 3, heroes: ["hero.geralt", "hero.triss"] });
    const hero = "hero.geralt";
    const h = game.engine.hero(hero);
    while (!h.quest) game.answer(greedyAnswer(game.pending!, game));
    const quest = game.engine.cat.quest(h.quest!.card);
    // the colours the requirement cannot do without
    const needs = (["red", "blue", "purple"] as const).filter((c) => {
      h.proof = { red: 9, blue: 9, purple: 9, [c]: 0 };
      return !canEffect(quest.main.canMeet, game.engine.ctx(hero, quest.id, h.quest!.card));
    });
    h.proof = { red: 0, blue: 0, purple: 0 };
    const unneeded = (["red", "blue", "purple"] as const).filter((c) => !needs.includes(c));
    expect(needs.length).toBeGreaterThan(0);
    const options = [...unneeded, needs[0]].map((c) => ({ key: `exchange:${c}`, label: "option-exchange", args: { amount: 3, colour: c } }));
    const d = { type: "choose-operation", who: hero, prompt: "prompt-operation", options: [...options, { key: "done", label: "option-no-more-operations" }] };
    expect(greedyAnswer(d, game)).toEqual([`exchange:${needs[0]}`]);
    const onlyUnneeded = { ...d, options: [...options.slice(0, unneeded.length), { key: "done", label: "option-no-more-operations" }] };
    expect(greedyAnswer(onlyUnneeded, game)).toEqual(["done"]);
  });
});
