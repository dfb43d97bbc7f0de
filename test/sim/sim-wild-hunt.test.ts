// `grimoire sim --game oldworld --mode wild-hunt --players N --difficulty D`: the
// cooperative Wild Hunt played by the team bot, a win rate per difficulty and
// player count, and clear errors for a difficulty without its mode.
import { describe, expect, it } from "vitest";
import { grimoire } from "./grimoire-cli.ts";

describe("grimoire sim: the Wild Hunt", () => {
  it("plays one difficulty at one player count to a win or a loss together, and prints its win rate", { timeout: 300_000 }, async () => {
    const r = await grimoire("sim --game oldworld --mode wild-hunt --players 3 --difficulty hard --games 4 --workers 1 --json");
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const s = JSON.parse(r.stdout);
    expect(s.run.modes).toEqual(["hard", "wild-hunt"]);
    expect(s.failures).toEqual([]);
    expect(s.replayMismatches).toBe(0);
    expect(Object.keys(s.byGroup)).toEqual(["3. hard, 3 players"]);
    expect(s.byGroup["3. hard, 3 players"].games).toBe(4);
    for (const k of Object.keys(s.endedBy)) expect(["wild-hunt-defeated", "witchers-knocked-out"]).toContain(k);
    // a win is every seat's
    const seatWins = Object.values(s.seats as Record<string, { wins: number }>).reduce((n, x) => n + x.wins, 0);
    expect(seatWins).toBe(s.won * 3);
  });

  it("--difficulty all cycles through every level, and the text summary gives a line per difficulty and player count", { timeout: 300_000 }, async () => {
    const r = await grimoire(["sim", "--game", "oldworld", "--mode", "wild-hunt", "--players", "1", "--difficulty", "all", "--games", "4", "--workers", "1"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/win rate by table/);
    for (const d of ["1. easy, 1 player", "2. normal, 1 player", "3. hard, 1 player", "4. very-hard, 1 player"]) expect(r.stdout).toContain(d);
  });

  it("a difficulty without the Wild Hunt mode, or an unknown one, is one clear line and exit code 2", { timeout: 300_000 }, async () => {
    const bare = await grimoire(["sim", "--game", "oldworld", "--difficulty", "hard", "--games", "1"]);
    expect(bare).toMatchObject({ code: 2, stdout: "" });
    expect(bare.stderr).toBe("grimoire sim: --difficulty needs a mode that has difficulty levels (wild-hunt)\n");
    const odd = await grimoire(["sim", "--game", "oldworld", "--mode", "wild-hunt", "--difficulty", "nightmare", "--games", "1"]);
    expect(odd.stderr).toBe('grimoire sim: --difficulty must be one of easy, normal, hard, very-hard or all, not "nightmare"\n');
    const adventure = await grimoire(["sim", "--difficulty", "hard", "--games", "1"]);
    expect(adventure.stderr).toBe("grimoire sim: --difficulty needs a mode that has difficulty levels; The Witcher Adventure Game has none\n");
  });
});
