// Staging an Adventure Game (games/adventure/rules/stage.ts): a situation a designer writes is a game at that
// point, and a situation read off a game in progress plays on exactly as that game does.
import { describe, expect, it } from "vitest";
import { content } from "../../content/generated/index.ts";
import type { Answer, Decision } from "../../runtime/core/decision.ts";
import { randomAgent } from "../../runtime/agents/agents.ts";
import { StageError } from "../../core/stage.ts";
import { createGame, saveReplay, type AdventureGame } from "../../games/adventure/rules/game.ts";
import { situationAt, stage, type AdventureSituation } from "../../games/adventure/rules/stage.ts";
import { adventureGame } from "../../games/adventure/index.ts";

const GERALT = "hero.geralt";

/** the events after the first `from`, without their numbers (a staged game counts its own from 0) */
function eventsFrom(game: AdventureGame, from: number) {
  return game.log.slice(from).map(({ seq: _, ...rest }) => rest);
}

/** answer `game` by `policy` until a decision of `type` is pending (or the game ends); the decisions met on the way */
function playUntil(game: AdventureGame, type: string, policy: (d: Decision) => Answer): Decision[] {
  const met: Decision[] = [];
  for (let i = 0; i < 200 && game.pending && game.pending.type !== type; i++) {
    met.push(game.pending);
    game.answer(policy(game.pending));
  }
  return met;
}

/**
 * The board without the records of play (state.ts PlayRecords): a situation states no battles fought before
 * it nor hooks used in scopes over by its turn, so a staged game numbers its battles from its own first
 */
function boardOf(game: AdventureGame): unknown {
  const { records: _records, ...board } = game.state;
  return board;
}

describe("staging an Adventure Game: a game reached by play, staged again, plays on the same", () => {
  for (const [seed, turn] of [
    [11, 6],
    [29, 13],
  ] as const) {
    it(`seed ${seed}: the situation as turn ${turn} starts, staged, gives the same decisions, state and events for 400 answers`, () => {
      const played = createGame(content, { seed, heroes: ["hero.geralt", "hero.triss", "hero.yarpen", "hero.dandelion"] });
      const agent = randomAgent(seed);
      let situation: AdventureSituation | null = null;
      let eventsThen = 0;
      played.engine.atTurnStart = (at) => {
        if (played.engine.state.turn === turn - 1 && !situation) {
          // a situation is plain data: what a designer could have written by hand
          situation = JSON.parse(JSON.stringify(situationAt(played.engine, at))) as AdventureSituation;
          eventsThen = played.engine.log.count;
        }
      };
      while (played.pending && !situation) played.answer(agent(played.pending, played));
      expect(situation, "the game reached the turn").not.toBeNull();

      const staged = stage(content, situation);
      expect(staged.pending).toEqual(played.pending);
      expect(boardOf(staged)).toEqual(boardOf(played));
      for (let i = 0; i < 400 && played.pending; i++) {
        const answer = agent(played.pending, played);
        played.answer(answer);
        staged.answer(answer);
        expect(staged.pending).toEqual(played.pending);
      }
      expect(boardOf(staged)).toEqual(boardOf(played));
      expect(eventsFrom(staged, 0)).toEqual(eventsFrom(played, eventsThen));
    });
  }

  it("the game module offers it: the registry's Adventure Game stages situations", () => {
    expect(adventureGame.staging?.stage).toBe(stage);
    expect(adventureGame.staging?.schema.safeParse({ seed: 1, heroes: [{ hero: GERALT }, { hero: "hero.triss" }] }).success).toBe(true);
  });

  it("a staged game's copies (fork) go on from its situation, not from a setup", () => {
    const staged = stage(content, { seed: 5, heroes: [{ hero: GERALT, gold: 9 }, { hero: "hero.triss" }] });
    const agent = randomAgent(2);
    for (let i = 0; i < 20 && staged.pending; i++) staged.answer(agent(staged.pending, staged));
    const copy = staged.fork({ keep: true });
    expect(copy.state).toEqual(staged.state);
    expect(copy.pending).toEqual(staged.pending);
    expect(() => saveReplay(staged)).toThrow(/staged game has no replay file/);
  });
});

describe("staging the rulebook's Example of a Battle", () => {
  it("Example of a Battle: Geralt, staged with Igni beside a facedown silver monster and the dice fixed, beats the Fleder with 4 swords and 2 shields", () => {
    // "Geralt encounters a facedown silver monster. He flips it faceup to reveal a Fleder." The printed roll
    // cannot pay for both Igni and the trade (docs/runtime.md, "Readings of the rules"): these faces give the
    // printed final result after them.
    const game = stage(content, {
      seed: 1,
      heroes: [{ hero: GERALT, location: "location.ard-carraig", gold: 2, development: ["development.igni"] }, { hero: "hero.triss" }],
      zones: { "region.gray": { monsters: [{ token: "monster.fleder", faceup: false }], foulFate: false } },
      faces: {
        "die.battle-die-1": ["dodge"],
        "die.battle-die-2": ["shield-shield"],
        "die.battle-die-3": ["shield"],
        "die.geralt-die-1": ["dodge"],
        "die.geralt-die-2": ["sword"],
        "die.geralt-die-3": ["sign"],
      },
    });
    // two quiet actions (rest, then brew with no potion to brew for), no operations, then the end-of-turn
    // obstacle: the Fleder, the only one in his region, is met without a choice; pass at every battle step but the modify step
    const quiet = (d: Decision) =>
      d.type === "choose-action" ? (d.options.some((o) => o.key === "rest") ? "rest" : "brew") : d.type.startsWith("window:") ? "pass" : "done";
    const met = playUntil(game, "modify-results", (d) => [d.options.some((o) => o.key === quiet(d)) ? quiet(d) : d.options[0].key]);
    expect(met.every((d) => d.who === GERALT)).toBe(true);
    expect(game.pending?.who).toBe(GERALT);
    expect(game.log.find((e) => e.type === "encounter")).toMatchObject({
      hero: GERALT,
      region: "region.gray",
      obstacle: "monster",
      monster: "monster.fleder#1",
    });
    game.answer(["use:development.igni#1:0"]);
    game.answer(["trade"]);
    // the rest of his turn: no more card uses
    while (game.pending && !game.log.some((e) => e.type === "turn-end")) {
      const d = game.pending;
      game.answer([d.options.some((o) => o.key === "done") ? "done" : d.options.some((o) => o.key === "pass") ? "pass" : d.options[0].key]);
    }
    const battle = game.log.filter((e) => e.hero === GERALT && (e.type === "battle-totals" || e.type === "battle-end"));
    expect(battle.filter((e) => e.type === "battle-totals").at(-1)).toMatchObject({ totals: { sword: 4, shield: 2 } });
    expect(battle.find((e) => e.type === "battle-end")).toMatchObject({ outcome: { sword: true, shield: true }, defeated: true });
    // "suffering a minor wound" before the battle; "one gold and 1 VP" for the successful attack
    const g = game.state.heroes[GERALT];
    expect(Object.values(g.wounds)).toEqual(["minor"]);
    expect(g.gold).toBe(3);
    expect(g.vp).toBe(1);
    // "he has defeated the Fleder and discards it": facedown at the bottom of the silver stack
    expect(game.state.zones["region.gray"].monsters).toEqual([]);
    expect(game.state.monsters.silver.at(-1)).toBe("monster.fleder#1");
  });

  it("a fixed d6 is the roll an effect reads, then the dice are the seed's again", () => {
    const game = stage(content, { seed: 4, d6: [6, 1], heroes: [{ hero: GERALT }, { hero: "hero.triss" }] });
    const rng = game.engine.rng;
    expect([rng.roll("d6", 1, 6), rng.roll("d6", 1, 6)]).toEqual([6, 1]);
    expect(rng.forcedResults()).toEqual({});
  });
});

describe("a situation that cannot be staged says what is wrong, and where", () => {
  const problems = (situation: unknown) => {
    try {
      stage(content, situation);
    } catch (e) {
      expect(e).toBeInstanceOf(StageError);
      return (e as StageError).problems;
    }
    throw new Error("staged");
  };

  it("an unknown hero is named with the heroes the content has and the likely misspelling", () => {
    const [p] = problems({ seed: 1, heroes: [{ hero: "hero.gerlat" }, { hero: "hero.triss" }] });
    expect(p.path).toBe("heroes[0].hero");
    expect(p.message).toMatch(/`hero.gerlat` is not a hero of this content; did you mean `hero.geralt`\?/);
    expect(p.message).toContain("hero.dandelion");
  });

  it("every bad reference is told at once: a location, another hero's development card, a card not in a deck, a die face", () => {
    const list = problems({
      seed: 1,
      heroes: [
        { hero: GERALT, location: "location.novgrad", development: ["development.igni"] },
        { hero: "hero.triss", development: ["development.igni"] },
      ],
      decks: { "investigation.red": { top: ["goodfortune.nope"] } },
      faces: { "die.battle-die-1": ["swords"] },
    });
    expect(list.map((p) => p.path)).toEqual(["heroes[0].location", "heroes[1].development[0]", "decks.investigation.red.top[0]", "faces.die.battle-die-1[0]"]);
    expect(list[0].message).toMatch(/did you mean `location.novigrad`/);
    expect(list[1].message).toMatch(/not a development card of hero.triss/);
  });

  it("a field of the wrong type, or one no situation has, is refused by the schema with its path", () => {
    const list = problems({
      seed: 1,
      heroes: [
        { hero: GERALT, gold: "two" },
        { hero: "hero.triss", hand: [] },
      ],
    });
    expect(list.map((p) => p.path)).toEqual(["heroes[0].gold", "heroes[1]"]);
  });

  it("a die face the die does not have names the faces it has", () => {
    const list = problems({ seed: 1, heroes: [{ hero: GERALT }, { hero: "hero.triss" }], faces: { "die.battle-die-1": ["swords"] } });
    expect(list).toEqual([{ path: "faces.die.battle-die-1[0]", message: expect.stringMatching(/did you mean `sword`\?.*sword-sword/) }]);
  });

  it("a board the rules forbid (a wound on a space that takes none) is refused", () => {
    const list = problems({ seed: 1, heroes: [{ hero: GERALT, wounds: { rest: "minor" } }, { hero: "hero.triss" }] });
    expect(list[0]).toMatchObject({ path: "heroes[0].wounds.rest", message: expect.stringMatching(/not a woundable space of hero.geralt/) });
  });
});
