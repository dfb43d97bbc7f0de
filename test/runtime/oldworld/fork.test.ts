// A copy of a running Old World game (OldWorldGame.fork) is the game itself from that decision on: fed the
// same answers it plays the same events, to the same state and result. The search bot's sampled futures start
// from such copies, snapshots of the game at any decision; the records its determinise reads (cards gained in
// sight, the Viper's look) come along.
import { describe, expect, it } from "vitest";
import { content } from "../../../content/generated/oldworld.ts";
import { oldworldGame } from "../../../games/oldworld/index.ts";
import type { Agent } from "../../../core/game.ts";
import { playToEnd } from "../../../runtime/agents/agents.ts";
import { createOldWorldGame, type OldWorldGame } from "../../../games/oldworld/rules/game.ts";
import type { OldWorldOptions } from "../../../games/oldworld/rules/state.ts";
import { expectCopyPlaysAlone, expectForksReplay, faceOf } from "../fork-check.ts";

const rt = oldworldGame.runtime!;
const greedy = () => rt.agents.greedy(0) as Agent<OldWorldGame>;

const TABLES: { name: string; options: OldWorldOptions }[] = [
  {
    // Monster Trail with its Monster Weakness mode, a mage, the Viper (who looks at the enemy deck) and the Lost Mount
    name: "a competitive table with Monster Trail's mode, a mage and the Lost Mount",
    options: {
      seed: 7,
      witchers: ["mage.alzur", "witcher.viper-witcher", "witcher.manticore-witcher"],
      expansions: ["monster-trail", "mages", "lost-mount"],
      modes: ["monster-weakness"],
      maxRounds: 60,
    },
  },
  {
    name: "a Wild Hunt table",
    options: {
      seed: 5,
      witchers: ["witcher.wolf-witcher", "witcher.viper-witcher", "witcher.cat-witcher"],
      expansions: ["wild-hunt"],
      wildHunt: { difficulty: "normal", member: "huntmember.eredin" },
      maxRounds: 60,
    },
  },
];

/** everything a player, a tool or the search bot's determinise reads of a game (the state holds what each saw), events after `from` included */
function face(game: OldWorldGame, from: number) {
  return faceOf(game, from);
}

describe("a forked Old World game plays on as the game itself", () => {
  it.each(TABLES)("$name: at every 7th decision of a greedy game, the copy fed the same answers ends in the same state, result and events", ({ options }) => {
    const played = playToEnd(createOldWorldGame(content, options), greedy());
    expect(played.result).not.toBeNull();
    const copied = createOldWorldGame(content, options, { keep: true });
    // the copy is the game at this decision, the records the futures are drawn from included
    const forks = expectForksReplay(played, copied, face, 7, 3, (copy, from) => expect(face(copy, from)).toBe(face(copied, from)));
    expect(forks).toBeGreaterThan(20);
    // being copied changes nothing in the game copied
    expect(face(copied, 0)).toBe(face(played, 0));
  });

  it.each(TABLES)("$name: a copy plays on alone, and answering it leaves the game it was copied from where it was", ({ options }) => {
    const game = createOldWorldGame(content, options, { keep: true });
    // a second copy of the same decision is the first one's twin, not its continuation
    expectCopyPlaysAlone(game, greedy(), face, 150, 80);
    // and the search bot's way to copy a game: the module's fork, from a twin it started
    expect(rt.fork).toBeDefined();
    const twin = rt.fork!.create(content, options);
    for (const a of game.answers) twin.answer(a);
    expect(face(rt.fork!.copy(twin), game.eventCount)).toBe(face(game.fork(), game.eventCount));
  });

  it.each([
    { ...TABLES[0], types: ["gain-card", "phase-1", "phase-2"] },
    { ...TABLES[1], types: ["gain-card", "hunt-fight", "hunt-phase-1", "phase-1"] },
  ])(
    "$name: at the decisions the turn's (the round's) steps ask, the game is a snapshot: restored, it undoes the play since and plays the same again",
    ({ options, types: stepTypes }) => {
      const played = playToEnd(createOldWorldGame(content, options), greedy());
      const game = createOldWorldGame(content, options, { keep: true });
      const types = new Set<string>();
      let undone = 0;
      for (let i = 0; i < played.answers.length && undone < 40; i++) {
        const type = game.pending!.type;
        if (stepTypes.includes(type) && i % 3 === 0) {
          const snap = game.snapshot();
          const from = game.eventCount;
          const before = face(game, from);
          const rest = played.answers.slice(i, i + 12);
          for (const a of rest) if (game.pending) game.answer(a);
          const after = face(game, from);
          game.restore(snap);
          expect(face(game, from)).toBe(before);
          for (const a of rest) if (game.pending) game.answer(a);
          expect(face(game, from)).toBe(after);
          game.restore(snap);
          types.add(type);
          undone++;
        }
        game.answer(played.answers[i]);
      }
      expect([...types].sort()).toEqual(stepTypes);
      // every rule is a step down to the cards' effects: the game can be snapshotted at each of its decisions
      const g = createOldWorldGame(content, options);
      const unsnapshotable: string[] = [];
      for (let i = 0; g.pending; i++) {
        if (!g.snapshots) unsnapshotable.push(g.pending.type);
        else g.snapshot();
        g.answer(played.answers[i]);
      }
      expect(unsnapshotable).toEqual([]);
    },
  );
});
