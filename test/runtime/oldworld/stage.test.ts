// Staging an Old World game (games/oldworld/rules/stage.ts) and the fight in progress as a view
// (games/oldworld/rules/fight-view.ts): a situation is a game at that point, one read off a game in progress
// plays on exactly as that game does.
import { describe, expect, it } from "vitest";
import { content } from "../../../content/generated/oldworld.ts";
import { StageError } from "../../../core/stage.ts";
import type { Answer, Decision } from "../../../runtime/core/decision.ts";
import { randomAgent } from "../../../runtime/agents/agents.ts";
import { createOldWorldGame, saveOldWorldReplay, type OldWorldGame } from "../../../games/oldworld/rules/game.ts";
import type { FightView } from "../../../games/oldworld/rules/fight-view.ts";
import type { OldWorldOptions } from "../../../games/oldworld/rules/state.ts";
import { oldWorldSituationAt, stageOldWorld, type OldWorldSituation } from "../../../games/oldworld/rules/stage.ts";

/** a game's state but what its players have seen of cards facedown to them (the search bot's knowledge), which no situation holds */
function board(game: OldWorldGame) {
  const { shown: _shown, seen: _seen, ...rest } = game.state;
  return rest;
}

const WOLF = "witcher.wolf-witcher";
const AT = "location.haern-caduch";

function answerBy(game: OldWorldGame, prefer: string[]): Answer {
  const d = game.pending!;
  const k = prefer.find((p) => d.options.some((o) => o.key === p));
  return k ? [k] : d.options.slice(0, Math.max(1, d.pick?.min ?? 1)).map((o) => o.key);
}

describe("staging an Old World game: a game reached by play, staged again, plays on the same", () => {
  const base = { witchers: [WOLF, "witcher.cat-witcher", "witcher.viper-witcher"] };
  // a mixed table of witchers and mages, with every expansion a situation holds all of
  const expansions: Omit<OldWorldOptions, "seed"> = {
    witchers: ["witcher.ciri", "mage.alzur", "witcher.manticore-witcher"],
    expansions: ["ciri", "lost-mount", "adventure-pack", "monster-trail", "mages"],
  };
  for (const [seed, turn, table, what] of [
    [3, 7, base, "the base game"],
    [17, 12, base, "the base game"],
    [5, 9, expansions, "Ciri, the Lost Mount, the Adventure Pack, Monster Trail and the Mages"],
  ] as const) {
    it(`${what}, seed ${seed}: the situation as turn ${turn} starts, staged, gives the same decisions, state and events for 400 answers`, () => {
      const played = createOldWorldGame(content, { seed, ...table });
      const agent = randomAgent(seed);
      let situation: OldWorldSituation | null = null;
      let eventsThen = 0;
      played.engine.atTurnStart = (seat) => {
        if (played.engine.state.turn === turn - 1 && !situation) {
          situation = JSON.parse(JSON.stringify(oldWorldSituationAt(played.engine, seat))) as OldWorldSituation;
          eventsThen = played.engine.log.count;
        }
      };
      while (played.pending && !situation) played.answer(agent(played.pending, played));
      expect(situation, "the game reached the turn").not.toBeNull();

      const staged = stageOldWorld(content, situation);
      expect(staged.pending).toEqual(played.pending);
      expect(board(staged)).toEqual(board(played));
      for (let i = 0; i < 400 && played.pending; i++) {
        const answer = agent(played.pending, played);
        played.answer(answer);
        staged.answer(answer);
        expect(staged.pending).toEqual(played.pending);
        expect(staged.fight).toEqual(played.fight);
      }
      expect(board(staged)).toEqual(board(played));
      expect(staged.log.map(({ seq: _, ...e }) => e)).toEqual(played.log.slice(eventsThen).map(({ seq: _, ...e }) => e));
      expect(() => saveOldWorldReplay(staged)).toThrow(/staged game has no replay file/);
    });
  }
});

describe("a staged fight, read through the fight view", () => {
  it("Fight vs monster: the solo die decides Charge (1-3) or Bite (4-6); the life pool is the monster's life, a card revealed each monster turn; damage takes the shield first; potions drunk are counted for the fight", () => {
    // a witcher alone at the Arachas's location, a Swallow potion held, the monster's two dice fixed: 2 then 5
    const game = stageOldWorld(content, {
      seed: 2,
      d6: [2, 5],
      witchers: [
        { witcher: WOLF, location: AT, potions: ["potion.swallow"], hand: ["action.aard", "action.yrden", "action.thrust", "action.aard", "action.thrust"] },
      ],
      monsters: [{ monster: "monster.arachas", location: AT }],
    });
    const arachas = content.monsters.find((m) => m.id === "monster.arachas")!;
    expect(game.state.players[WOLF].hand).toHaveLength(5);
    const views: { decision: Decision; view: FightView | null }[] = [];
    while (game.pending && !game.log.some((e) => e.type === "fight-result")) {
      views.push({ decision: game.pending, view: game.fight });
      game.answer(answerBy(game, ["end", "fight.monster.arachas", "potion.potion.swallow#1", "pass"]));
    }
    expect(game.log.filter((e) => e.type === "attack-die").slice(0, 2)).toEqual([
      expect.objectContaining({ roll: 2, attack: "charge" }),
      expect.objectContaining({ roll: 5, attack: "bite" }),
    ]);
    const firstTurn = views.find((v) => v.decision.type === "fight-turn")!.view!;
    // the monster went first (no trail token held) and revealed one life-pool card
    expect(firstTurn.monsterTurns).toBe(1);
    expect(firstTurn.lifePool).toBe(arachas.life - 1);
    // Arachas: "discard 1 hand card before life pool"
    expect(firstTurn.fighters[WOLF].hand).toBe(4);
    expect(firstTurn.fighters[WOLF].potionsDrunk).toBe(0);
    const charge = game.log.find((e) => e.type === "damage")!;
    expect(charge).toMatchObject({ player: WOLF, shield: 1 });
    expect(firstTurn.fighters[WOLF].shield).toBe(0);
    const afterPotion = views.find((v) => v.view?.fighters[WOLF].potionsDrunk === 1);
    expect(afterPotion, "the Swallow is drunk in his fight turn").toBeDefined();
    expect(game.fight).toBeNull();
  });
});

describe("an Old World situation that cannot be staged says what is wrong, and where", () => {
  const problems = (situation: unknown) => {
    try {
      stageOldWorld(content, situation);
    } catch (e) {
      expect(e).toBeInstanceOf(StageError);
      return (e as StageError).problems;
    }
    throw new Error("staged");
  };

  it("an unknown witcher is named with the witchers the content has", () => {
    const [p] = problems({ seed: 1, witchers: [{ witcher: "witcher.wolf-witcer" }] });
    expect(p).toMatchObject({ path: "witchers[0].witcher", message: expect.stringMatching(/did you mean `witcher.wolf-witcher`\?.*witcher.ciri/) });
  });

  it("unknown cards, monsters and locations are all told at once, each with its path", () => {
    const list = problems({
      seed: 1,
      witchers: [{ witcher: WOLF, hand: ["action.ard"], potions: ["potion.swalow"], location: "location.novigard" }],
      monsters: [{ monster: "monster.arachnas", location: AT }],
    });
    expect(list.map((p) => p.path)).toEqual(["witchers[0].location", "witchers[0].hand[0]", "witchers[0].potions[0]", "monsters[0].monster"]);
    expect(list.map((p) => p.message.match(/did you mean `([^`]+)`/)?.[1])).toEqual(["location.novigrad", "action.aard", "potion.swallow", "monster.arachas"]);
  });

  it("a board the rules forbid (a shield above the Defence level) is refused with the invariant it breaks", () => {
    const [p] = problems({ seed: 1, witchers: [{ witcher: WOLF, shield: 4, attributes: { defence: 2 } }] });
    expect(p.message).toMatch(/shield 4 with Defence 2/);
  });

  it("options the rulebooks exclude are refused with their rule", () => {
    const list = problems({ seed: 1, witchers: [{ witcher: WOLF }], expansions: ["lost-mount", "wild-hunt"] });
    expect(list[0].message).toMatch(/cannot be played together/);
  });
});
