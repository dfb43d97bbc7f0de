import { describe, expect, it } from "vitest";
import { Rng } from "../../runtime/core/rng.ts";
import { IllegalAnswerError, GameOverError, ContentError } from "../../runtime/core/errors.ts";
import { createGame, parseReplay, replay, saveReplay } from "../../games/adventure/rules/game.ts";
import { sampleContent } from "../fixtures/adventure/content.ts";
import { randomAgent, scriptedAgent } from "../../runtime/agents/agents.ts";
import { runGame } from "../../games/adventure/agents/play.ts";
import { EventLog } from "../../runtime/core/log.ts";
import { content as bundled } from "../../content/generated/index.ts";

const FOUR = ["hero.geralt", "hero.triss", "hero.dandelion", "hero.yarpen"];

describe("seeded random source", () => {
  it("gives the same sequence for the same seed and a different one for another seed", () => {
    const a = new Rng(42);
    const b = new Rng(42);
    const c = new Rng(43);
    const sa = Array.from({ length: 20 }, () => a.int(0, 99));
    expect(Array.from({ length: 20 }, () => b.int(0, 99))).toEqual(sa);
    expect(Array.from({ length: 20 }, () => c.int(0, 99))).not.toEqual(sa);
  });

  it("rejects a seed that is not an integer", () => {
    expect(() => new Rng(1.5)).toThrow(/integer/);
  });
});

describe("decision protocol", () => {
  it("an illegal answer throws IllegalAnswerError with the decision and leaves the state untouched", () => {
    const game = createGame(sampleContent, { seed: 3, heroes: FOUR });
    const before = JSON.stringify(game.state);
    const logBefore = game.log.length;
    const d = game.pending!;
    let err: unknown;
    try {
      game.answer(["not-an-option"]);
    } catch (x) {
      err = x;
    }
    expect(err).toBeInstanceOf(IllegalAnswerError);
    expect((err as IllegalAnswerError).decision).toBe(d);
    expect((err as IllegalAnswerError).answer).toEqual(["not-an-option"]);
    expect((err as Error).message).toContain("is not an option");
    expect(JSON.stringify(game.state)).toBe(before);
    expect(game.log.length).toBe(logBefore);
    expect(game.pending).toBe(d);
    expect(game.answers).toEqual([]);
  });

  it("rejects too many options, repeated options and answers that are not lists", () => {
    const game = createGame(sampleContent, { seed: 3, heroes: FOUR });
    const k = game.pending!.options[0].key;
    expect(() => game.answer([k, k])).toThrow(IllegalAnswerError);
    expect(() => game.answer("x" as unknown as string[])).toThrow(/list of option keys/);
    expect(() => game.answer([])).toThrow(/pick exactly 1/);
    game.answer([k]);
    expect(game.answers).toEqual([[k]]);
  });

  it("a finished game has no pending decision and refuses answers", () => {
    const game = runGame(sampleContent, { seed: 11, heroes: ["hero.geralt", "hero.triss"], maxRounds: 5 }, randomAgent(1));
    expect(game.pending).toBeNull();
    expect(game.result).not.toBeNull();
    expect(() => game.answer(["x"])).toThrow(GameOverError);
  });

  it("bad options give a clear error, not a stack trace from deep inside", () => {
    expect(() => createGame(sampleContent, { seed: 1, heroes: ["hero.geralt"] })).toThrow(ContentError);
    expect(() => createGame(sampleContent, { seed: 1, heroes: ["hero.geralt", "hero.ciri"] })).toThrow(/unknown hero hero.ciri/);
    expect(() => createGame(sampleContent, { seed: 1, heroes: ["hero.geralt", "hero.geralt"] })).toThrow(/once/);
    expect(() => createGame({ ...sampleContent, game: "oldworld" } as never, { seed: 1, heroes: FOUR })).toThrow(/not an Adventure Game/);
  });
});

describe("event log", () => {
  it("an event's fields may not name its own kind or number: the log refuses them, whatever the event", () => {
    const log = new EventLog();
    expect(() => log.add("place-monster", { type: "bronze" })).toThrow(/"type".*reserves/);
    expect(() => log.add("vp", { seq: 9 })).toThrow(/"seq".*reserves/);
    expect(log.events).toEqual([]);
    expect(log.add("vp", { hero: "hero.geralt" })).toEqual({ seq: 0, type: "vp", hero: "hero.geralt" });
  });

  it("place-monster events keep their kind and name the monster's type apart (bundled base game)", () => {
    const game = runGame(bundled, { seed: 5, heroes: FOUR, maxRounds: 8 }, randomAgent(5));
    const placed = game.log.filter((e) => e.type === "place-monster");
    expect(placed.length).toBeGreaterThan(0);
    for (const e of placed) expect(["bronze", "silver", "gold"]).toContain(e.monsterType);
    // no event of any kind carries a monster type in its own kind
    expect(game.log.filter((e) => ["bronze", "silver", "gold"].includes(e.type))).toEqual([]);
  });
});

describe("replay", () => {
  it("a saved replay reproduces the game's log exactly, through JSON", () => {
    const game = runGame(sampleContent, { seed: 5, heroes: FOUR, maxRounds: 12 }, randomAgent(9));
    const file = JSON.parse(JSON.stringify(saveReplay(game)));
    expect(file).toMatchObject({ format: "grimoire-replay", version: 2, game: "adventure", options: { seed: 5, heroes: FOUR }, sets: ["sample"] });
    const again = replay(sampleContent, file);
    expect(again.log).toEqual(game.log);
    expect(again.result).toEqual(game.result);
  });

  it("scripted answers taken from a game play the same game", () => {
    const game = runGame(sampleContent, { seed: 8, heroes: ["hero.yarpen", "hero.dandelion"], maxRounds: 6 }, randomAgent(2));
    const again = runGame(sampleContent, { seed: 8, heroes: ["hero.yarpen", "hero.dandelion"], maxRounds: 6 }, scriptedAgent(game.answers.map((a) => [...a])));
    expect(again.log).toEqual(game.log);
  });

  it("a replay file's text is read back, and text that is not one gets a clear error", () => {
    const game = runGame(sampleContent, { seed: 2, heroes: FOUR, maxRounds: 2 }, randomAgent(4));
    const again = replay(sampleContent, parseReplay(JSON.stringify(saveReplay(game))));
    expect(again.log).toEqual(game.log);
    expect(() => parseReplay("{not json")).toThrow(/a replay file is JSON/);
    expect(() =>
      parseReplay(JSON.stringify({ format: "grimoire-replay", version: 1, game: "adventure", seed: 1.5, heroes: [], sets: [], answers: [["a", 2]] })),
    ).toThrow(/not a replay file: answers\.0\.1: .*expected string.*/);
    expect(() =>
      parseReplay(JSON.stringify({ format: "grimoire-replay", version: 1, game: "adventure", seed: 1.5, heroes: [], sets: [], answers: [] })),
    ).toThrow(/options\.seed: .*expected int/);
  });

  it("a version 1 Adventure replay file (options at the top level) still loads and plays the same game", () => {
    const game = runGame(sampleContent, { seed: 6, heroes: FOUR, maxRounds: 3 }, randomAgent(5));
    const v2 = saveReplay(game);
    const v1 = {
      format: "grimoire-replay",
      version: 1,
      game: "adventure",
      sets: v2.sets,
      seed: 6,
      heroes: FOUR,
      epic: false,
      maxRounds: 3,
      answers: v2.answers,
    };
    expect(replay(sampleContent, JSON.parse(JSON.stringify(v1))).log).toEqual(game.log);
  });

  it('every field of a replay file is type-checked: epic "no", a maxRounds of the wrong type and unknown fields are refused with the field\'s name', () => {
    const game = runGame(sampleContent, { seed: 6, heroes: FOUR, maxRounds: 3 }, randomAgent(5));
    const file = JSON.parse(JSON.stringify(saveReplay(game)));
    expect(() => replay(sampleContent, { ...file, options: { ...file.options, epic: "no" } })).toThrow(/options\.epic: .*expected boolean/);
    expect(() => replay(sampleContent, { ...file, options: { ...file.options, maxRounds: "3" } })).toThrow(/options\.maxRounds: .*expected number/);
    expect(() => replay(sampleContent, { ...file, options: { ...file.options, maxRounds: 2.5 } })).toThrow(/options\.maxRounds: .*expected int/);
    expect(() => replay(sampleContent, { ...file, cheat: true })).toThrow(/not a replay file: .*cheat/);
    const v1 = { format: "grimoire-replay", version: 1, game: "adventure", sets: file.sets, seed: 6, heroes: FOUR, epic: "no", answers: file.answers };
    expect(() => replay(sampleContent, v1)).toThrow(/options\.epic: .*expected boolean/);
  });

  it("replay() given a raw object that is not a replay file says so, with a ContentError rather than a TypeError", () => {
    for (const bad of [null, 42, "text", [], {}, { format: "grimoire-replay" }]) {
      expect(() => replay(sampleContent, bad)).toThrow(ContentError);
    }
    expect(() => replay(sampleContent, { format: "grimoire-replay", version: 2, game: "oldworld", sets: [], options: {}, answers: [] })).toThrow(
      /a replay of the game "oldworld", not "adventure"/,
    );
  });

  it("a replay recorded with other content sets is refused with the reason", () => {
    const game = createGame(sampleContent, { seed: 5, heroes: FOUR });
    const file = { ...saveReplay(game), sets: ["base", "other"] };
    expect(() => replay(sampleContent, file)).toThrow(/recorded with content sets \[base, other\]/);
  });

  it("a replay with a wrong answer stops with IllegalAnswerError", () => {
    const game = runGame(sampleContent, { seed: 5, heroes: FOUR, maxRounds: 2 }, randomAgent(3));
    const file = saveReplay(game);
    file.answers[3] = ["nonsense"];
    expect(() => replay(sampleContent, file)).toThrow(IllegalAnswerError);
  });
});
