// Whole Old World games with the Adventure Pack played twice from the same seed
// and answers: through the handlers `grimoire build` emitted and through the
// interpreter. The numbered events, quests, quest tokens and event cards held
// in a hand must play identically in both, and these games must meet them all.

import { describe, expect, it } from "vitest";
import { playDifferentialGame } from "./oldworld-differential-game.ts";

function play(which: "generated" | "interpreted", i: number, seed: number) {
  const { game, options } = playDifferentialGame(which, i, seed);
  return { log: game.log, answers: JSON.stringify(game.answers), outcome: game.outcome, expansions: options.expansions ?? [], players: options.witchers.length };
}

describe("Old World with the Adventure Pack: generated handlers and the interpreter", () => {
  it("The IR is the single meaning of a card: 130 games with the Adventure Pack (1 to 5 players, with and without the Lost Mount) give identical logs in both executions and meet every event construct", { timeout: 300_000 }, () => {
    const types = new Set<string>();
    const counts = new Set<number>();
    for (let i = 0; i < 260; i++) {
      if (i % 8 < 4) continue;
      const seed = 5000 + i;
      const a = play("generated", i, seed);
      const b = play("interpreted", i, seed);
      expect(a.expansions, `game ${i}`).toContain("adventure-pack");
      expect(JSON.stringify(a.log), `game ${i}`).toBe(JSON.stringify(b.log));
      expect(a.answers, `game ${i}`).toBe(b.answers);
      expect(a.outcome?.winner, `game ${i} ends with a winner`).toBeTruthy();
      for (const e of a.log) types.add(e.type);
      counts.add(a.players);
    }
    expect([...counts].sort()).toEqual([1, 2, 3, 4, 5]);
    for (const t of ["event", "quest", "quest-token-placed", "quest-token-taken", "event-drawn", "event-not-drawn"]) expect([...types], t).toContain(t);
  });
});
