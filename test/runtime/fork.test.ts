// A copy of a running Adventure game (AdventureGame.fork) is the game itself from that decision on: fed
// the same answers it plays the same events, to the same state and result. The search bot's sampled
// futures start from such copies, snapshots of the game at any decision: each must be indistinguishable from
// a replay of every answer.
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

/** everything a player or a tool reads of a game, events after `from` included */
function face(game: AdventureGame, from: number) {
  return faceOf(game, from);
}

describe("a forked game plays on as the game itself", () => {
  it.each(TABLES)("at every 9th decision of a greedy game (seed $seed), the copy fed the same answers ends in the same state, result and events", (options) => {
    const played = playToEnd(createGame(content, options), greedyAgent());
    const copied = createGame(content, options, { keep: true });
    const forks = expectForksReplay(played, copied, face, 9, 4, (copy, from) => expect(copy.eventCount).toBe(from));
    expect(forks).toBeGreaterThan(20);
    // being copied changes nothing in the game copied
    expect(face(copied, 0)).toBe(face(played, 0));
  });

  it("a copy plays on alone: answering it leaves the game it was copied from where it was", () => {
    const game = createGame(content, TABLES[0], { keep: true });
    // and a second copy of the same decision is the first one's twin, not its continuation
    expectCopyPlaysAlone(game, greedyAgent(), face, 120, 50);
  });
});

describe("an Adventure game's snapshots, at the choices of an operation and of an action", () => {
  it("a fork at any decision is a snapshot, inside a battle or a card's effect too: it plays on as the game with no answer replayed", () => {
    const played = playToEnd(createGame(content, TABLES[1]), greedyAgent());
    const game = createGame(content, TABLES[1], { keep: true });
    const types = new Set<string>();
    for (let i = 0; i < played.answers.length; i += 7) {
      while (game.answers.length < i) game.answer(played.answers[game.answers.length]);
      types.add(game.pending?.type ?? "");
      const copy = game.fork({ keep: true });
      const from = game.eventCount;
      expect(copy.answers).toEqual(game.answers);
      for (let j = i; j < played.answers.length; j++) copy.answer(played.answers[j]);
      expect(face(copy, from)).toBe(face(played, from));
    }
    // forks were made at a battle's decisions and a card's too, not only at the turn's
    expect(types.has("modify-results") || [...types].some((t) => t.startsWith("window:"))).toBe(true);
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
});
