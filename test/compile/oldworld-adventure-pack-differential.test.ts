// Whole Old World games with the Adventure Pack played twice from the same seed
// and answers: through the handlers `grimoire build` emitted and through the
// interpreter. The numbered events, quests, quest tokens and event cards held
// in a hand must play identically in both, and these games must meet them all.

import { describe, expect, it } from "vitest";
import { expectSameGames } from "./oldworld-differential-game.ts";

describe("Old World with the Adventure Pack: generated handlers and the interpreter", () => {
  it("The IR is the single meaning of a card: 130 games with the Adventure Pack (1 to 5 players, with and without the Lost Mount) give identical logs in both executions and meet every event construct", {
    timeout: 300_000,
  }, () => {
    // tables 4 to 7 of every 8 are the pack's
    const tables = Array.from({ length: 260 }, (_, i): [number, number] => [i, 5000 + i]).filter(([i]) => i % 8 >= 4);
    const { types, counts } = expectSameGames(tables, (a, i) => expect(a.options.expansions ?? [], `game ${i}`).toContain("adventure-pack"));
    expect([...counts].sort()).toEqual([1, 2, 3, 4, 5]);
    for (const t of ["event", "quest", "quest-token-placed", "quest-token-taken", "event-drawn", "event-not-drawn"]) expect([...types], t).toContain(t);
  });
});
