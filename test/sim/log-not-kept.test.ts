// A simulation keeps the log only of the games it replays: the others' events
// are read as they happen. What the summary reads of the events (their number,
// the cards each seat saw, the turn of an invariant check) must not depend on it.
import { describe, expect, it } from "vitest";
import { adventureGame } from "../../games/adventure/index.ts";
import { content } from "../../content/generated/index.ts";
import { playSlice } from "../../runtime/sim/batch.ts";
import { cardsBySeat, GameEvents } from "../../runtime/sim/game-events.ts";
import { createGame } from "../../games/adventure/rules/game.ts";
import { playToEnd } from "../../runtime/agents/agents.ts";
import { greedyAgent } from "../../games/adventure/agents/play.ts";
import { coinContent } from "../games/toy/game.ts";
import { coinRaceGame } from "../games/toy/index.ts";
import { oldworldGame } from "../../games/oldworld/index.ts";
import { content as oldWorldContent } from "../../content/generated/oldworld.ts";
import { runIdentity } from "./run-identity.ts";

const run = (replayEvery: number, game = "adventure") =>
  runIdentity({ game, sets: ["base"], games: 12, seed: 300, agent: "greedy", maxRounds: 250, replayEvery });

describe("a simulation that does not keep the log", () => {
  it("gives the same events, cards per seat, wins and rounds as one that keeps every game's log", () => {
    const kept = playSlice(adventureGame, content, run(1), 0, 12);
    const streamed = playSlice(adventureGame, content, run(1000), 0, 12);
    expect(kept.failures).toEqual([]);
    expect(kept.replayed).toBe(12);
    expect(kept.replayMismatches).toBe(0);
    expect(streamed.replayed).toBe(1);
    expect(kept.events).toBeGreaterThan(12 * 500);
    expect({ ...streamed, replayed: 0 }).toEqual({ ...kept, replayed: 0 });
  });

  it.each([{ modes: [] as string[] }, { modes: ["wild-hunt"] }])(
    "plays and reads the same Old World games (modes $modes) as one that keeps every game's log: its bots pick by the events counted, kept or not",
    ({ modes }) => {
      const r = { ...run(1, "oldworld"), sets: ["core"], modes };
      const kept = playSlice(oldworldGame, oldWorldContent, r, 0, 12);
      const streamed = playSlice(oldworldGame, oldWorldContent, { ...r, replayEvery: 1000 }, 0, 12);
      expect(kept.failures).toEqual([]);
      expect(kept.replayMismatches).toBe(0);
      expect(streamed.replayed).toBe(1);
      expect({ ...streamed, replayed: 0 }).toEqual({ ...kept, replayed: 0 });
    },
  );

  it("reads each event as it happens: the same count, cards and last turn as the whole log read afterwards", () => {
    const heroes = ["hero.triss", "hero.yarpen", "hero.geralt"];
    const reader = new GameEvents(heroes);
    const light = playToEnd(createGame(content, { seed: 77, heroes, maxRounds: 250 }, { keep: false, onEvent: reader.onEvent }), greedyAgent());
    const full = playToEnd(createGame(content, { seed: 77, heroes, maxRounds: 250 }), greedyAgent());
    expect(light.log).toEqual([]);
    expect(light.answers).toEqual(full.answers);
    expect(reader.count).toBe(full.log.length);
    expect(light.eventCount).toBe(full.log.length);
    expect(reader.cardsBySeat()).toEqual(cardsBySeat(full.log, heroes));
    expect(Object.values(reader.cardsBySeat()).every((cards) => cards.length > 0)).toBe(true);
    expect(reader.lastTurn).toBe(full.log.findLast((e) => e.type === "turn")!.turn);
  });

  it("reads a game that keeps its whole log anyway from that log", () => {
    const r = { ...run(1000, "coin-race"), sets: ["toy"], players: [2], agent: "mixed" as const };
    const kept = playSlice(coinRaceGame, coinContent, { ...r, replayEvery: 1 }, 0, 12);
    const other = playSlice(coinRaceGame, coinContent, r, 0, 12);
    expect(other.events).toBeGreaterThan(0);
    expect({ ...other, replayed: 0 }).toEqual({ ...kept, replayed: 0 });
  });
});
