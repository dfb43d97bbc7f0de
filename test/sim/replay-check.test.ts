// The replay check of a simulation: every n-th game is played again from its options and answers, and the
// replay's events must be written as the same JSON as the game's. The replay does not keep its log: each of
// its events is compared with the game's kept event as it happens (runtime/core/same-json.ts, ReplayedLog).
// A game module whose replays go otherwise (its replay's events changed as they are added) shows that the
// check still tells them apart, on each of the paths a game is played and replayed by.
import { describe, expect, it } from "vitest";
import { adventureGame } from "../../games/adventure/index.ts";
import type { GameModule } from "../../core/game.ts";
import { content } from "../../content/generated/index.ts";
import type { AdventureContent } from "../../games/adventure/rules/content.ts";
import type { AdventureGame } from "../../games/adventure/rules/game.ts";
import type { GameOptions } from "../../games/adventure/rules/setup.ts";
import type { LogOptions } from "../../runtime/core/log.ts";
import { playSlice } from "../../runtime/sim/batch.ts";
import { simulate } from "../../runtime/sim/simulate.ts";
import { runIdentity } from "./run-identity.ts";

const GAMES = 6;
const run = runIdentity({
  game: "adventure",
  sets: ["base"],
  games: GAMES,
  seed: 40,
  agent: "greedy",
  maxRounds: 250,
});

type Adventure = GameModule<AdventureContent, GameOptions, AdventureGame>;
/** what a replay's n-th event is changed to: its fields changed in place, before the log sees them */
type Change = (fields: Record<string, unknown>, n: number, of: number) => void;

/**
 * The Adventure Game, with the games it starts seen (`made`) and, in every second one (with every game
 * replayed and the greedy bots, which copy no game, that is each game's replay), `change` applied to the
 * events as they are added: the listener it is given, if any, hears the changed event, and a kept log keeps
 * it.
 */
function replaysOtherwise(change: Change | null): { module: Adventure; made: { game: AdventureGame; replay: boolean }[] } {
  const rt = adventureGame.runtime!;
  const made: { game: AdventureGame; replay: boolean }[] = [];
  let originalEvents = 0;
  const logOf = (log: LogOptions | undefined): LogOptions | undefined => {
    const replay = made.length % 2 === 1;
    if (!replay) {
      // count the game's events, to know which of its replay's is the last
      originalEvents = 0;
      return { ...log, onEvent: (type, fields) => (originalEvents++, log?.onEvent?.(type, fields)) };
    }
    if (!change) return log;
    let n = 0;
    return {
      ...log,
      onEvent: (type, fields) => {
        change(fields as Record<string, unknown>, n++, originalEvents);
        log?.onEvent?.(type, fields);
      },
    };
  };
  const seen = (game: AdventureGame) => (made.push({ game, replay: made.length % 2 === 1 }), game);
  const module: Adventure = {
    ...adventureGame,
    runtime: {
      ...rt,
      createGame: (c, o, log) => seen(rt.createGame(c, o, logOf(log))),
    },
  };
  return { module, made };
}

const CHANGES: [string, Change][] = [
  ["a field added to the first event", (f, n) => void (n === 0 && (f.extra = 1))],
  [
    "a number one more midway",
    (f, n) => {
      if (n !== 100) return;
      const k = Object.keys(f).find((key) => typeof f[key] === "number");
      if (k) f[k] = (f[k] as number) + 1;
      else f.extra = 1;
    },
  ],
  ["a field added to the last event", (f, n, of) => void (n === of - 1 && (f.extra = [1, 2]))],
  ["a field holding null where the game's is absent", (f, n) => void (n === 50 && (f.extra = null))],
];

describe("the replay check, its replay's log not kept", () => {
  it("does not keep the replay's log, and every game replayed the same is no mismatch", () => {
    const plain = playSlice(adventureGame, content, run, 0, GAMES);
    const { module, made } = replaysOtherwise(null);
    const seen = playSlice(module, content, run, 0, GAMES);
    expect(seen.failures).toEqual([]);
    expect(seen.replayed).toBe(GAMES);
    expect(seen.replayMismatches).toBe(0);
    expect(seen).toEqual(plain);
    expect(made.length).toBe(2 * GAMES);
    for (const { game, replay } of made) {
      expect(game.eventCount).toBeGreaterThan(500);
      // the game keeps its log to be compared with; its replay only counts its events
      expect(game.log.length).toBe(replay ? 0 : game.eventCount);
    }
  });

  it("a kept event is not changed by what happens after it: a drawing's event keeps the cards drawn then, a card drawn in addition has its own event", () => {
    // each event's fields written out as it is added, and again once the game is over
    let additions = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const asAdded: string[] = [];
      const game = adventureGame.runtime!.createGame(
        content,
        { seed, heroes: ["hero.geralt", "hero.triss", "hero.dandelion", "hero.yarpen"], maxRounds: 40 },
        { onEvent: (_type, fields) => asAdded.push(JSON.stringify(fields)) },
      );
      const agent = adventureGame.runtime!.agents.random(seed);
      while (game.pending) game.answer(agent(game.pending, game));
      const atEnd = game.log.map(({ seq: _seq, type: _type, ...fields }) => JSON.stringify(fields));
      expect(atEnd).toEqual(asAdded);
      additions += game.log.filter((e) => e.type === "draw-additional").length;
    }
    expect(additions).toBeGreaterThan(0);
    // and their replays, compared event by event as they happen, match
    const t = playSlice(replaysOtherwise(null).module, content, { ...run, agent: "random", maxRounds: 40 }, 0, 4);
    expect(t.failures).toEqual([]);
    expect(t.replayMismatches).toBe(0);
  });

  it.each(CHANGES)("tells a replay apart whose events went otherwise: %s", (_name, change) => {
    const { module } = replaysOtherwise(change);
    const t = playSlice(module, content, run, 0, GAMES);
    expect(t.failures).toEqual([]);
    expect(t.replayed).toBe(GAMES);
    expect(t.replayMismatches).toBe(GAMES);
  });

  it.each(CHANGES)("in the older in-thread simulator too (through a replay file): %s", (_name, change) => {
    const rt = adventureGame.runtime!;
    let originalEvents = 0;
    const module: Adventure = {
      ...adventureGame,
      runtime: {
        ...rt,
        createGame: (c, o, log) => rt.createGame(c, o, { ...log, onEvent: (type, fields) => (originalEvents++, log?.onEvent?.(type, fields)) }),
        replay: {
          ...rt.replay,
          createGame: (c, o, log) => {
            let n = 0;
            return rt.replay.createGame(c, o, {
              ...log,
              onEvent: (type, fields) => (change(fields as Record<string, unknown>, n++, originalEvents), log?.onEvent?.(type, fields)),
            });
          },
        },
      },
    };
    const options = { games: 4, seed: 40, agent: "greedy" as const, maxRounds: 250, everyStep: false, replayEvery: 1 };
    // each game is made and played, then replayed: the count of its events is the game's as its replay starts
    const s = simulate(module, content, { ...options, onGame: () => (originalEvents = 0) });
    expect(s.failures).toEqual([]);
    expect(s.replayed).toBe(4);
    expect(s.replayMismatches).toBe(4);
    expect(simulate(adventureGame, content, options).replayMismatches).toBe(0);
  });
});
