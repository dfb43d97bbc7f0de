// Whole Old World games: every player count to a winner through the generic
// simulator, exact replays, validated replay files, decisions as ids.
import { describe, expect, it } from "vitest";
import { oldworldGame } from "../../../games/oldworld/index.ts";
import { games } from "../../../games/registry.ts";
import { randomAgent, playToEnd } from "../../../runtime/agents/agents.ts";
import { ContentError } from "../../../runtime/core/errors.ts";
import { createOldWorldGame, replayOldWorld, saveOldWorldReplay } from "../../../games/oldworld/rules/game.ts";
import { greedyOldWorld } from "../../../games/oldworld/agents/greedy.ts";
import { oldWorldInvariants } from "../../../games/oldworld/rules/invariants.ts";
import { owMessageIds } from "../../../games/oldworld/rules/messages.ts";
import { fixtureContent } from "../../fixtures/oldworld/content.ts";
import { expectWholeGamesWon } from "./whole-games.ts";
import { cleanRun } from "../clean-run.ts";

const ALL = fixtureContent.witchers.map((w) => w.id);

describe("Old World games", () => {
  it("Goal: mixed greedy and random games of 1 to 5 players all end with a winner, keep every invariant and replay identically", { timeout: 300_000 }, () => {
    const s = expectWholeGamesWon(fixtureContent, 60, 1);
    expect(Object.keys(s.winRates).sort()).toEqual([...ALL].sort());
  });

  it("random agents alone keep every invariant after every answer", { timeout: 300_000 }, () => {
    const _s = cleanRun(oldworldGame, fixtureContent, { games: 10, seed: 500, agent: "random", maxRounds: 30, everyStep: true, replayEvery: 1 });
  });

  it("the greedy bot plays to win: against random players it wins most games", { timeout: 300_000 }, () => {
    let greedyWins = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const seats = [ALL[seed % ALL.length], ALL[(seed + 1) % ALL.length]];
      const game = createOldWorldGame(fixtureContent, { seed, witchers: seats, maxRounds: 200 });
      playToEnd(game, { [seats[0]]: greedyOldWorld, [seats[1]]: randomAgent(seed) });
      if (game.result!.winner === seats[0]) greedyWins++;
    }
    expect(greedyWins).toBeGreaterThanOrEqual(15);
  });

  it("a saved Old World replay names its game and options and reproduces the log exactly", () => {
    const game = createOldWorldGame(fixtureContent, { seed: 9, witchers: [ALL[0], ALL[5]], expansions: ["ciri", "lost-mount"], maxRounds: 100 });
    playToEnd(game, greedyOldWorld);
    const file = JSON.parse(JSON.stringify(saveOldWorldReplay(game)));
    expect(file).toMatchObject({
      format: "grimoire-replay",
      version: 2,
      game: "oldworld",
      sets: ["fixture"],
      options: { seed: 9, witchers: [ALL[0], ALL[5]], expansions: ["ciri", "lost-mount"] },
    });
    expect(replayOldWorld(fixtureContent, file).log).toEqual(game.log);
  });

  it("a replay file's Old World options are type-checked field by field", () => {
    const game = createOldWorldGame(fixtureContent, { seed: 9, witchers: [ALL[0]], maxRounds: 2 });
    playToEnd(game, greedyOldWorld);
    const file = JSON.parse(JSON.stringify(saveOldWorldReplay(game)));
    expect(() => replayOldWorld(fixtureContent, { ...file, options: { ...file.options, witchers: "witcher.wolf" } })).toThrow(
      /options\.witchers: .*expected array/,
    );
    expect(() => replayOldWorld(fixtureContent, { ...file, options: { ...file.options, expansions: ["lost-mount", "everything"] } })).toThrow(
      /options\.expansions\.1/,
    );
    expect(() => replayOldWorld(fixtureContent, { ...file, options: { ...file.options, maxRounds: "many" } })).toThrow(/options\.maxRounds/);
    expect(() => replayOldWorld(fixtureContent, { ...file, game: "adventure" })).toThrow(/a replay of the game "adventure", not "oldworld"/);
    expect(() => replayOldWorld(fixtureContent, null)).toThrow(ContentError);
  });

  it("every decision is ids and arguments, not sentences: prompts and option labels are the catalogue message ids of games/oldworld/rules/messages.ts", () => {
    const types = new Set<string>();
    const ids = owMessageIds();
    for (const seed of [4, 5, 6, 7]) {
      const game = createOldWorldGame(fixtureContent, {
        seed,
        witchers: [ALL[0], ALL[1], ALL[2], ALL[5]].slice(0, seed - 3),
        expansions: ["lost-mount"],
        maxRounds: 40,
      });
      playToEnd(game, seed % 2 ? greedyOldWorld : randomAgent(seed), {
        afterStep: (g) => {
          const d = g.pending;
          if (!d) return;
          types.add(d.type);
          expect(d.prompt).toBe(`ow-prompt-${d.type}`);
          expect(ids).toContain(d.prompt);
          expect(d.args).toBeTypeOf("object");
          for (const o of d.options) {
            expect(o.label).toMatch(/^ow-[a-z0-9-]+$/);
            expect(ids).toContain(o.label);
            expect(o.args).toBeTypeOf("object");
          }
        },
      });
    }
    expect(types).toContain("phase-1");
    expect(types).toContain("fight-turn");
    expect(types).toContain("extend-combo");
  });

  it("the invariant check notices a broken state", () => {
    const game = createOldWorldGame(fixtureContent, { seed: 1, witchers: [ALL[0], ALL[1]] });
    const p = game.engine.player(ALL[0]);
    p.gold = -1;
    p.shield = 5;
    p.hand.push(p.deck[0]);
    p.potions = ["potion.swallow#90", "potion.swallow#91", "potion.swallow#92", "potion.swallow#93", "potion.swallow#94"];
    const bad = oldWorldInvariants(game).join("\n");
    expect(bad).toMatch(/-1 gold/);
    expect(bad).toMatch(/shield 5 with Defence 1/);
    expect(bad).toMatch(/two places/);
    expect(bad).toMatch(/holds 5 potions/);
  });

  it("the invariant check names both places of a card found twice, also when the piles it saw before changed only at their ends", () => {
    const game = createOldWorldGame(fixtureContent, { seed: 1, witchers: [ALL[0], ALL[1]] });
    const e = game.engine;
    const p = e.player(ALL[0]);
    expect(oldWorldInvariants(game).filter((m) => m.includes("two places"))).toEqual([]);
    // drawn from the top of the deck into the hand, as the rules do: no card is in two places
    p.hand.push(p.deck.shift()!);
    expect(oldWorldInvariants(game).filter((m) => m.includes("two places"))).toEqual([]);
    // a card of the action deck put on the pool discard while still in the deck
    const card = e.state.actionDeck[1];
    (e.state.poolDiscard ??= []).push(card);
    expect(oldWorldInvariants(game).filter((m) => m.includes("two places"))).toEqual([`${card} is in two places: the action deck and the pool discard`]);
    e.state.poolDiscard.pop();
    // the top card of the witcher's deck also on the other witcher's discard pile
    const top = p.deck[0];
    e.player(ALL[1]).discard.push(top);
    expect(oldWorldInvariants(game).filter((m) => m.includes("two places"))).toEqual([`${top} is in two places: ${ALL[0]}'s deck and ${ALL[1]}'s discard`]);
  });

  it("the registry finds the Old World module by the game id a file or replay names", () => {
    expect(games.get("oldworld")).toBe(oldworldGame);
    expect(games.get("oldworld").meta.displayName).toBe("The Witcher: Old World");
    expect(() => games.get("gwent")).toThrow(/unknown game "gwent": the games are "adventure", "oldworld"/);
  });
});

describe("replay files of any game", () => {
  it("replayAny finds the game a file names in the registry and plays it again; an unknown game is named", async () => {
    const { replayAny } = await import("../../../games/replay.ts");
    const game = createOldWorldGame(fixtureContent, { seed: 12, witchers: [ALL[1], ALL[2]], maxRounds: 50 });
    playToEnd(game, greedyOldWorld);
    const text = JSON.stringify(saveOldWorldReplay(game));
    expect(replayAny(fixtureContent, text).log).toEqual(game.log);
    expect(() => replayAny(fixtureContent, { ...JSON.parse(text), game: "gwent" })).toThrow(/unknown game "gwent"/);
    expect(() => replayAny(fixtureContent, "[1, 2]")).toThrow(/not a JSON object/);
  });
});
