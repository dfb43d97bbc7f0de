// Whole Old World games in Monster Trail's Monster Weakness and Special Attacks
// mode played twice from the same seed and answers: through the handlers
// `grimoire build` emitted and through the interpreter. Weakness paragraphs,
// special attacks, passive attacks and the Dimeritium Bomb's neglect must play
// identically in both, and these games must meet them all.

import { describe, expect, it } from "vitest";
import { content as generated } from "../../content/generated/oldworld.ts";
import { expectSameGames } from "./oldworld-differential-game.ts";
import { oldWorldTable } from "../../games/oldworld/index.ts";

describe("Old World in the Monster Weakness mode: generated handlers and the interpreter", () => {
  it("The IR is the single meaning of a card: 40 games in the Monster Weakness mode (1 to 5 players) give identical logs in both executions and meet every construct of the mode", {
    timeout: 300_000,
  }, () => {
    // the first 40 tables dealt in the mode
    const tables: [number, number][] = [];
    for (let i = 0; tables.length < 40; i++)
      if (oldWorldTable(generated, i, 0, null, 200).options.modes?.includes("monster-weakness")) tables.push([i, 7000 + i]);
    const { types, counts } = expectSameGames(tables);
    expect([...counts].sort()).toEqual([1, 2, 3, 4, 5]);
    for (const t of [
      "weakness-placed",
      "weakness-taken",
      "weakness-used",
      "weakness-returned",
      "special-attack",
      "passive-attack",
      "passive-neglected",
      "attack-deck",
    ])
      expect([...types], t).toContain(t);
  });
});
