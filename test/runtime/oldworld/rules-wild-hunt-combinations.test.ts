// The Wild Hunt with the other expansions the rulebooks allow beside it:
// "Wild Hunt and other Expansions: ... they may use the Wild Hunt Expansion
// with: Mages Expansion, Monster Trail Expansion", on the bundled content.
import { describe, expect, it } from "vitest";
import { content } from "../../../content/generated/oldworld.ts";
import { oldworldGame, wildHuntTable } from "../../../games/oldworld/index.ts";
import { createOldWorldGame } from "../../../games/oldworld/rules/game.ts";
import { giftsFor, give } from "../../../games/oldworld/rules/wild-hunt/rules.ts";
import { playSlice } from "../../../runtime/sim/batch.ts";
import type { RunIdentity } from "../../../runtime/sim/summary.ts";

const GAMES = 80;

describe("Wild Hunt and other Expansions", () => {
  it("Wild Hunt and other Expansions: with the Mages and with Monster Trail (its Monster Weakness mode too), Wild Hunt games of 1 to 5 players, mages beside witchers, end in a win or a loss, keep every invariant after every answer and replay identically", {
    timeout: 300_000,
  }, () => {
    // the simulator's Wild Hunt tables meet every one of these combinations in the first games
    const met = new Set<string>();
    for (let i = 0; i < GAMES; i++) {
      const t = wildHuntTable(content, i, i + 1, null, 250, []);
      const ex = t.options.expansions ?? [];
      expect(ex).toContain("wild-hunt");
      expect(ex).not.toContain("lost-mount");
      expect(ex).not.toContain("adventure-pack");
      if (ex.includes("mages") && t.seats.some((s) => !s.startsWith("mage."))) met.add("mages beside witchers");
      if (ex.includes("monster-trail")) met.add("monster trail");
      if ((t.options.modes ?? []).includes("monster-weakness")) met.add("monster weakness");
      if (ex.includes("mages") && ex.includes("monster-trail")) met.add("mages and monster trail");
    }
    expect([...met].sort()).toEqual(["mages and monster trail", "mages beside witchers", "monster trail", "monster weakness"]);
    const run: RunIdentity = {
      game: "oldworld",
      content: "bundled",
      sets: [],
      games: GAMES,
      seed: 900,
      agent: "greedy",
      maxRounds: 250,
      players: null,
      seats: null,
      modes: ["wild-hunt"],
      everyStep: true,
      replayEvery: 1,
    };
    const tally = playSlice(oldworldGame, content, run, 0, GAMES);
    expect(tally.failures.map((f) => `${f.seed}: ${f.error}`)).toEqual([]);
    expect(tally.replayMismatches).toBe(0);
    expect(tally.games).toBe(GAMES);
  });

  it("Exchange actions: Bombs (Monster Trail Expansion) change hands like Potions, each Witcher within the 4-Bomb limit", () => {
    const member = content.wildHunt!.members[0].id;
    const g = createOldWorldGame(content, {
      seed: 3,
      witchers: ["witcher.wolf-witcher", "witcher.bear-witcher"],
      expansions: ["wild-hunt", "monster-trail"],
      wildHunt: { difficulty: "normal", member },
    });
    const e = g.engine;
    const [a, b] = ["witcher.wolf-witcher", "witcher.bear-witcher"].map((id) => e.player(id));
    const bomb = content.bombs[0].id;
    a.bombs = [e.instance(bomb)];
    b.bombs = [];
    expect(giftsFor(e, a.id, b.id).map((o) => o.key)).toContain(`bomb.${bomb}`);
    give(e, a.id, b.id, `bomb.${bomb}`);
    expect(a.bombs).toEqual([]);
    expect(b.bombs.map((c) => c.slice(0, c.lastIndexOf("#")))).toEqual([bomb]);
    // the receiver holds 4 bombs: none can be given to him
    a.bombs = [e.instance(bomb)];
    b.bombs = [0, 1, 2, 3].map(() => e.instance(bomb));
    expect(giftsFor(e, a.id, b.id).map((o) => o.key)).not.toContain(`bomb.${bomb}`);
  });
});
