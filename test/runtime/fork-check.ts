// The checks both games' fork tests make of a copy (Game.fork): fed the rest of
// a played game's answers it ends where the game itself ended, and played on
// alone it leaves the game it was copied from untouched. Each game's test
// passes its own `face`, everything it reads of a game after an event.
import { expect } from "vitest";
import type { Answer, Decision } from "../../runtime/core/decision.ts";
import type { LogOptions } from "../../runtime/core/log.ts";

/** What the checks use of a running game. */
export interface ForkableGame<G> {
  readonly pending: Decision | null;
  readonly answers: readonly Answer[];
  readonly eventCount: number;
  answer(answer: Answer): void;
  fork(log?: LogOptions): G;
}

type Face<G> = (game: G, from: number) => string;

/** What a player or a tool reads of any game. */
export interface GameFace {
  readonly state: unknown;
  readonly result: unknown;
  readonly pending: Decision | null;
  readonly log: readonly { seq: number }[];
  readonly eventCount: number;
}

/**
 * The face both games' tests compare: state, result, the decision waiting and the events after `from`;
 * `extra` adds what a game keeps beside its state (the Old World's records for determinise). One shape
 * for both games, so a field added to what a copy must carry is checked in both.
 */
export function faceOf(game: GameFace, from: number, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    state: game.state,
    result: game.result,
    pending: game.pending,
    events: game.log.filter((e) => e.seq >= from),
    count: game.eventCount,
    ...extra,
  });
}

/**
 * Replays `played`'s answers into `copied` and, at each decision i where
 * i % every === at, plays a copy on with the rest of them: the copy must hold
 * the answers so far and end in `played`'s face. `atFork` adds a game's own
 * checks of the fresh copy. Returns how many copies were made.
 */
export function expectForksReplay<G extends ForkableGame<G>>(
  played: G,
  copied: G,
  face: Face<G>,
  every: number,
  at: number,
  atFork: (copy: G, from: number) => void,
): number {
  const answers = played.answers;
  let forks = 0;
  for (let i = 0; i < answers.length; i++) {
    if (i % every === at) {
      const copy = copied.fork({ keep: true });
      const from = copied.eventCount;
      expect(copy.answers).toEqual(answers.slice(0, i));
      atFork(copy, from);
      for (let j = i; j < answers.length; j++) copy.answer(answers[j]);
      expect(face(copy, from)).toBe(face(played, from));
      forks++;
    }
    copied.answer(answers[i]);
  }
  return forks;
}

/**
 * Plays `game` `before` decisions with `bot`, then a copy of it `after` more:
 * the copy moves on, the game stays where it was, and a second copy is the
 * first one's twin, not its continuation.
 */
export function expectCopyPlaysAlone<G extends ForkableGame<G>>(
  game: G,
  bot: (d: Decision, g: G) => Answer,
  face: Face<G>,
  before: number,
  after: number,
): void {
  for (let n = 0; n < before && game.pending; n++) game.answer(bot(game.pending, game));
  const was = face(game, 0);
  const copy = game.fork();
  for (let n = 0; n < after && copy.pending; n++) copy.answer(bot(copy.pending, copy));
  expect(copy.answers.length).toBeGreaterThan(game.answers.length);
  expect(face(game, 0)).toBe(was);
  expect(game.fork().answers).toEqual(game.answers);
}
