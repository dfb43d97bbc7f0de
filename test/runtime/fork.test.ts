// A copy of a running Adventure game (AdventureGame.fork) is the game itself from that decision on: fed
// the same answers it plays the same events, to the same state and result. The search bot's sampled
// futures start from such copies; a copy made from the turn start kept by a forkable game must be
// indistinguishable from a replay of every answer.
import { describe, expect, it } from "vitest";
import { content } from "../../content/generated/index.ts";
import { playToEnd } from "../../runtime/agents/agents.ts";
import { greedyAgent } from "../../games/adventure/agents/play.ts";
import { createGame, type AdventureGame } from "../../games/adventure/rules/game.ts";
import type { GameOptions } from "../../games/adventure/rules/setup.ts";
import { expectCopyPlaysAlone, expectForksReplay, faceOf } from "./fork-check.ts";

const TABLES: GameOptions[] = [
  { seed: 3, heroes: ["hero.geralt", "hero.triss"], maxRounds: 250 },
  { seed: 11, heroes: ["hero.yarpen", "hero.dandelion", "hero.geralt"], maxRounds: 250 },
  { seed: 29, heroes: ["hero.triss", "hero.dandelion", "hero.yarpen", "hero.geralt"], maxRounds: 250, epic: true },
];

/**
 * decisions only the rules already steps ask: the operations', the actions', the obstacle's and the side
 * quest's at the turn's end, a new quest card's, a trade's, and the rest and command actions'
 */
const ASKED_BY_STEPS = [
  "choose-operation",
  "choose-action",
  "encounter-obstacle",
  "complete-side-quest",
  "choose-quest-deck",
  "keep-quest",
  "trade-give",
  "trade-take",
  "trade-accept",
  "rest",
  "command",
];

/** everything a player or a tool reads of a game, events after `from` included */
function face(game: AdventureGame, from: number) {
  return faceOf(game, from);
}

describe("a forked game plays on as the game itself", () => {
  it.each(TABLES)("at every 9th decision of a greedy game (seed $seed), the copy fed the same answers ends in the same state, result and events", (options) => {
    const played = playToEnd(createGame(content, options), greedyAgent());
    const forkable = createGame(content, options, { keep: true }, true);
    const forks = expectForksReplay(played, forkable, face, 9, 4, (copy, from) => expect(copy.eventCount).toBe(from));
    expect(forks).toBeGreaterThan(20);
    // keeping turn starts changes nothing in the game that keeps them
    expect(face(forkable, 0)).toBe(face(played, 0));
  });

  it("a copy plays on alone: answering it leaves the game it was copied from where it was", () => {
    const game = createGame(content, TABLES[0], { keep: true }, true);
    // and a second copy of the same decision is the first one's twin, not its continuation
    expectCopyPlaysAlone(game, greedyAgent(), face, 120, 50);
  });
});

describe("an Adventure game's snapshots, at the choices of an operation and of an action", () => {
  it("a fork there is a snapshot: it plays on as the game with no answer replayed, and where a battle or a card is under way it is the turn start's replay", () => {
    const played = playToEnd(createGame(content, TABLES[1]), greedyAgent());
    const game = createGame(content, TABLES[1], { keep: true }, true);
    let bySnapshot = 0;
    let byReplay = 0;
    for (let i = 0; i < played.answers.length; i += 7) {
      while (game.answers.length < i) game.answer(played.answers[game.answers.length]);
      const type = game.pending?.type;
      if (ASKED_BY_STEPS.includes(type ?? "")) expect(game.snapshots, `decision ${i}: ${type}`).toBe(true);
      if (game.snapshots) bySnapshot++;
      else byReplay++;
      const copy = game.fork({ keep: true });
      const from = game.eventCount;
      expect(copy.answers).toEqual(game.answers);
      for (let j = i; j < played.answers.length; j++) copy.answer(played.answers[j]);
      expect(face(copy, from)).toBe(face(played, from));
    }
    expect(bySnapshot).toBeGreaterThan(20);
    expect(byReplay).toBeGreaterThan(5);
  });

  it("undo: a game restored to an earlier snapshot of its own forgets the answers and events after it, and plays on as before", () => {
    const played = playToEnd(createGame(content, TABLES[0]), greedyAgent());
    const game = createGame(content, TABLES[0]);
    while (game.pending?.type !== "choose-action" || game.answers.length < 40) game.answer(played.answers[game.answers.length]);
    const at = game.answers.length;
    const events = game.eventCount;
    const snap = game.snapshot();
    for (let j = at; j < at + 60; j++) game.answer(played.answers[j]);
    game.restore(snap);
    expect([game.answers.length, game.eventCount, game.log.length]).toEqual([at, events, events]);
    for (let j = at; j < played.answers.length; j++) game.answer(played.answers[j]);
    expect(face(game, 0)).toBe(face(played, 0));
  });

  it("inside a battle or a card's effect there is none, and asking for one says why", () => {
    const game = createGame(content, TABLES[0]);
    const agent = greedyAgent();
    while (game.pending && game.snapshots) game.answer(agent(game.pending, game));
    expect(game.pending).not.toBeNull();
    expect(() => game.snapshot()).toThrow(/inside a generator/);
  });
});
