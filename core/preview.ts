// What the editor's previews ask of a game: something to try (a card, a fight,
// a round) started on the content being edited and played decision by
// decision. The editor's one preview session (editor/adapters/preview-session.ts)
// drives any of them; the game says what its tries are and what of its state a
// designer compares before and after.

import type { Decision } from "../runtime/core/decision.ts";
import type { GameEvent } from "../runtime/core/log.ts";

/** One try of the content, as the editor drives it. */
export interface PreviewPlay {
  /** the decision waiting for an answer, or null when the try is over */
  readonly pending: Decision | null;
  answer(keys: string[]): void;
  /** the game's whole event log */
  readonly events: readonly GameEvent[];
  /** where in `events` the try begins: the session shows the events from there */
  readonly begins: number;
  /** what the try can change, as plain nested data: the session lists what differs from `before` */
  view(): unknown;
  /** `view()` as the try began, before its first step ran */
  readonly before: unknown;
  /** play on past where the try stopped (the next round); false when there is nothing further. Absent: a try ends once */
  advance?(): boolean;
  /**
   * The whole try as it stands, in a copy (a game on the rules kernel: its snapshot, and the try's own
   * counters): the editor steps back by `restore`-ing the one kept before the last step. null where the try
   * cannot be copied (its rules stand inside one still written as a generator): a step back to there plays
   * the try again from its start with one answer fewer, as it does for a try with no `snapshot` at all.
   */
  snapshot?(): unknown | null;
  restore?(snapshot: unknown): void;
}

/** A kind of try a game offers the editor, started from the game's content and the setup the page picked. */
export interface GamePreview<Content, Setup, Play extends PreviewPlay = PreviewPlay> {
  start(content: Content, setup: Setup): Play;
}

/** a try whose view is a game's whole state, for the replay viewer to draw step by step */
export interface ReplayedPlay<State> extends PreviewPlay {
  view(): State;
}

/** what a replay needs of a running game; any game module's game has it */
interface Replayable {
  readonly pending: Decision | null;
  answer(keys: string[]): void;
  readonly log: readonly GameEvent[];
}

/**
 * A game's replay as a try: the game started from a replay file's options and answered step by step, its state
 * copied at each step by `state` (a copy the next answer does not change).
 */
export function replayPreview<Content, Options, G extends Replayable, State>(
  create: (content: Content, options: Options) => G,
  state: (game: G) => State,
): GamePreview<Content, Options, ReplayedPlay<State>> {
  return {
    start(content, options) {
      const game = create(content, options);
      return {
        get pending() {
          return game.pending;
        },
        answer: (keys) => game.answer(keys),
        get events() {
          return game.log;
        },
        begins: 0,
        before: null,
        view: () => state(game),
      };
    },
  };
}

/** what a staged game is to its try: any game module's game on the rules kernel has it */
interface Staged extends Replayable {
  readonly state: unknown;
}

/** how a game module copies its games (GameRuntime.snapshots): `take` gives null where a game cannot be copied */
interface Copies<G> {
  take(game: G): unknown | null;
  restore(game: G, snapshot: unknown): void;
}

/**
 * A game staged at a situation (a scenario's `given`, through the game's staging) as a try the designer plays on
 * from there: the whole state compared with the situation staged, and copies taken by the game's own snapshots.
 */
export function stagedPlay<G extends Staged>(game: G, copies?: Copies<G>): ReplayedPlay<unknown> {
  return {
    get pending() {
      return game.pending;
    },
    answer: (keys) => game.answer(keys),
    get events() {
      return game.log;
    },
    begins: 0,
    // a copy by JSON: the state is plain data, and the runtime is type-checked without the DOM's structuredClone
    before: JSON.parse(JSON.stringify(game.state)),
    view: () => game.state,
    ...(copies ? { snapshot: () => copies.take(game), restore: (snap: unknown) => copies.restore(game, snap) } : {}),
  };
}
