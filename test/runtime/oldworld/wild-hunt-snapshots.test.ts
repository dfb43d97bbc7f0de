// The Wild Hunt's rules are kernel steps (games/oldworld/rules/wild-hunt): at the decisions they ask
// themselves (a training, who joins a hound fight and the combo against it, support for a fight, the fighter,
// a card's options chosen together, a new monster's terrain, the Hunt's way), the game is a snapshot that
// undoes the play since and plays the same again, in the final fight too (held in the game's state); not
// inside a rule still written as a generator (a card's effect).
import { describe, expect, it } from "vitest";
import { content } from "../../../content/generated/oldworld.ts";
import { oldworldGame } from "../../../games/oldworld/index.ts";
import type { Agent } from "../../../core/game.ts";
import { playToEnd } from "../../../runtime/agents/agents.ts";
import { createOldWorldGame, type OldWorldGame } from "../../../games/oldworld/rules/game.ts";
import type { OldWorldOptions } from "../../../games/oldworld/rules/state.ts";
import { faceOf } from "../fork-check.ts";

const rt = oldworldGame.runtime!;

/** the decisions of the Wild Hunt's own steps, beside the round's (hunt-phase-1, hunt-fight) */
const STEP_TYPES = [
  "train",
  "join-hound-fight",
  "hound-combo",
  "support",
  "hunt-fighter",
  "exploration-option",
  "hunt-monster-terrain",
  "hunt-way",
  "hunt-towards",
  "hound-place",
  "meditate",
  "hound-trail",
  "gain-free-card",
  "raise-attribute",
  "poker-reroll",
  "exchange",
  "hunt-quester",
];

function huntOptions(i: number): OldWorldOptions {
  return rt.sim.table(content, i, i + 1, null, { maxRounds: 250, modes: ["wild-hunt"] }).options as OldWorldOptions;
}

describe("Wild Hunt snapshots", () => {
  it("at the decisions the mode's own steps ask, a snapshot restored undoes the play since and the same answers play the same again", () => {
    const types = new Set<string>();
    let undone = 0;
    for (let t = 0; t < 6; t++) {
      const options = huntOptions(t);
      const played = playToEnd(createOldWorldGame(content, options), rt.agents.greedy(t) as Agent<OldWorldGame>);
      const game = createOldWorldGame(content, options, { keep: true });
      const seen: Record<string, number> = {};
      for (let i = 0; i < played.answers.length; i++) {
        const type = game.pending!.type;
        // a few of each kind of decision a game, past the setup's (asked by the setup, still a generator)
        if (STEP_TYPES.includes(type) && game.snapshots && (seen[type] = (seen[type] ?? 0) + 1) <= 3) {
          const snap = game.snapshot();
          const from = game.eventCount;
          const before = faceOf(game, from);
          const rest = played.answers.slice(i, i + 15);
          for (const a of rest) if (game.pending) game.answer(a);
          const after = faceOf(game, from);
          game.restore(snap);
          expect(faceOf(game, from)).toBe(before);
          for (const a of rest) if (game.pending) game.answer(a);
          expect(faceOf(game, from)).toBe(after);
          game.restore(snap);
          types.add(type);
          undone++;
        }
        game.answer(played.answers[i]);
      }
      expect(faceOf(game, 0)).toBe(faceOf(played, 0));
    }
    expect(undone).toBeGreaterThan(40);
    // the kinds every such table meets
    for (const type of ["train", "hound-combo", "support", "hunt-fighter", "exploration-option", "hunt-monster-terrain"]) expect([...types]).toContain(type);
  });

  it("the final fight is held in the game's state as a monster fight is: at its order of turns the game is a snapshot, and a copy is the game", () => {
    const options = huntOptions(1);
    const game = createOldWorldGame(content, options, { keep: true });
    const greedy = rt.agents.greedy(1) as Agent<OldWorldGame>;
    let orders = 0;
    while (game.pending) {
      if (game.pending.type === "hunt-fight-order") {
        orders++;
        expect(game.snapshots).toBe(true);
        const copy = game.fork();
        expect(faceOf(copy, game.eventCount)).toBe(faceOf(game, game.eventCount));
      }
      game.answer(greedy(game.pending, game));
    }
    expect(orders).toBeGreaterThan(0);
  });
});
