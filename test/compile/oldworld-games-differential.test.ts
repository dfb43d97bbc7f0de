// Whole Old World games played twice from the same seed and the same answers:
// once with the handlers `grimoire build` emitted (content/generated/oldworld.ts),
// once with the content linked from the IR and run by the interpreter. The
// two executions must produce identical game logs, decision for decision.

import { describe, expect, it } from "vitest";
import { expectSameGame, playBothWays } from "./oldworld-differential-game.ts";

describe("Old World: whole games through generated handlers and the interpreter", () => {
  it("The IR is the single meaning of a card: 20 games of 1 to 5 players (Ciri and the Lost Mount included) give identical logs in both executions", {
    timeout: 300_000,
  }, () => {
    const counts = new Set<number>();
    for (let i = 0; i < 20; i++) {
      const seed = 1000 + i;
      const [a, b] = playBothWays(i, seed);
      expectSameGame(a, b, i);
      expect(a.outcome).toEqual(b.outcome);
      counts.add(a.players);
    }
    expect([...counts].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it("Mages Setup: games of only mages and of mages beside witchers, 1 to 5 players, give identical logs in both executions, boosts and protection included", {
    timeout: 300_000,
  }, () => {
    const seen = new Set<string>();
    const counts = new Set<number>();
    const tables: ((id: string) => boolean)[] = [
      (id) => id.startsWith("mage."),
      (id) => id.startsWith("mage.") || id === "witcher.wolf-witcher" || id === "witcher.bear-witcher",
    ];
    for (let i = 0; i < 20; i++) {
      const seed = 2000 + i;
      const seats = tables[i % 2];
      const [a, b] = playBothWays(i, seed, seats);
      expectSameGame(a, b, i);
      for (const e of a.log) seen.add(e.type);
      counts.add(a.players);
    }
    expect([...counts].sort()).toEqual([1, 2, 3, 4, 5]);
    for (const type of ["school-claimed", "boost", "protection", "energy", "pool-discard"]) expect(seen, type).toContain(type);
  });
});
