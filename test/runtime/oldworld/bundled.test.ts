// The Old World rules on the bundled content (content/oldworld/*.grim, compiled
// into content/generated/oldworld.ts): whole games, and the Ciri and Lost Mount
// cards as the rulebook prints them.
import { describe, expect, it } from "vitest";
import { content } from "../../../content/generated/oldworld.ts";
import { oldworldGame } from "../../../games/oldworld/index.ts";
import type { ActionCardDef } from "../../../games/oldworld/rules/content.ts";
import { fightMonster } from "../../../games/oldworld/rules/fight.ts";
import type { MapMonster } from "../../../games/oldworld/rules/state.ts";
import { OwTable, W } from "./table.ts";
import { playSlice } from "../../../runtime/sim/batch.ts";
import type { RunIdentity } from "../../../runtime/sim/summary.ts";
import { expectWholeGamesWon } from "./whole-games.ts";

describe("Old World on the bundled content", () => {
  it("Goal: games of the bundled content for 1 to 5 players all end with a winner, keep every invariant and replay identically", { timeout: 300_000 }, () => {
    expectWholeGamesWon(content, 40, 77);
  });

  it("Goal: checked after every answer (sim --every-step), mixed games of 1 to 5 players, mages and expansions among them, keep every invariant", {
    timeout: 300_000,
  }, () => {
    const run: RunIdentity = {
      game: "oldworld",
      content: "bundled",
      sets: [],
      games: 30,
      seed: 20,
      agent: "mixed",
      maxRounds: 250,
      players: null,
      seats: null,
      modes: [],
      everyStep: true,
      replayEvery: 10,
    };
    const tally = playSlice(oldworldGame, content, run, 0, run.games);
    expect(tally.failures.map((f) => `${f.seed}: ${f.error}`)).toEqual([]);
    expect(tally.games).toBe(30);
  });

  it("Lost Mount card: the bundled card rolls 1-3 for no effect, 4-5 to draw 1 card, 6 to draw 2 cards", () => {
    expect(content.lostMount!.table).toEqual([
      { from: 1, to: 3, draw: 0 },
      { from: 4, to: 5, draw: 1 },
      { from: 6, to: 6, draw: 2 },
    ]);
  });

  it("Dance of Blades: the bundled card deals 1 additional damage in a combo of 3 or more cards, none in a combo of 2", () => {
    const dance = content.actions.find((a) => a.id === "action.dance-of-blades")!;
    expect(dance.cost).toBe(1);
    const plain = (colour: string | undefined) =>
      content.actions.find((a) => a.colour === colour && a.hooks.length === 0 && a.extension !== null && a.tier !== "unique")!;
    const second = plain(dance.extension?.colour);
    const third = plain(second.extension?.colour);
    // the Griffin's ability (draw fewer after a fight turn) does not touch a combo's damage, and its life outlasts the combo
    const quiet = content.monsters.find((m) => m.id === "monster.griffin")!;
    const symbolsOf = (chain: ActionCardDef[]) =>
      chain.reduce((n, c, i) => n + c.symbols.damage + (i < chain.length - 1 ? (c.extension?.symbols.damage ?? 0) : 0), 0);
    const dealt = (chain: ActionCardDef[]) => {
      const t = new OwTable({ witchers: [W.ciri], expansions: ["ciri"] }, {}, content);
      const s = t.e.state;
      for (const pile of Object.values(s.monsterPiles)) if (pile.includes(quiet.id)) pile.splice(pile.indexOf(quiet.id), 1);
      const m: MapMonster = { monster: quiet.id, location: t.player(W.ciri).location, terrain: quiet.terrain };
      s.monsters.push(m);
      t.player(W.ciri).trailTokens.push(quiet.id);
      const hand = t.setHand(
        W.ciri,
        chain.map((c) => c.id),
      );
      let i = 1;
      let first = true;
      t.run(fightMonster(t.e, W.ciri, m), {
        "fight-turn": () => (first ? ((first = false), [`combo.${hand[0]}`]) : ["pass"]),
        "extend-combo": (d) => (i < hand.length && d.options.some((o) => o.key === `extend.${hand[i]}`) ? [`extend.${hand[i++]}`] : ["stop"]),
      });
      return t.e.log.ofType("monster-hit")[0].amount as number;
    };
    expect(dealt([dance, second]) - symbolsOf([dance, second])).toBe(0);
    expect(dealt([dance, second, third]) - symbolsOf([dance, second, third])).toBe(1);
  });
});
