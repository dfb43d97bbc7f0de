// The part of a game object that is the same in every game module: where the game stands (a driver moving it
// one answer at a time, or its bots playing it in place), its answers and log, and the copies of it kept as
// its turns start. A module's game class adds its engine, the rules it runs, and how one of its turn starts
// is resumed (games/<game>/rules/game.ts, games/<game>/rules/fork.ts).
import type { Answer, Decision, Step } from "./decision.ts";
import { Driver, playInPlace } from "./driver.ts";
import type { EventLog, GameEvent, LogOptions } from "./log.ts";
import { PlayedInPlace } from "./played-in-place.ts";
import type { GameProgress } from "./progress.ts";

/** How a finished game ended, in words every game has. */
export interface Outcome {
  /** the winning player's id; null when nobody won (a co-operative loss, a round limit with a tie) */
  winner: string | null;
  /** why it ended, an id: "quests", "trophies", "round-limit" */
  reason: string;
  rounds: number;
}

/** a game's copy of itself as one of its turns starts: the module's own records, and the answers that brought it there */
export interface TurnStartOf {
  readonly answers: readonly Answer[];
}

export abstract class Game<R extends Outcome, S extends TurnStartOf> {
  private progress!: GameProgress<R>;
  /** a forkable game's copy of itself as its current turn started */
  private turnStart: S | null = null;
  /** a game to be played in place from a turn start: where its rules resume, and the answers it replays first */
  private resume: { from?: S; replay: readonly Answer[] } | null = null;
  /** made forkable: it keeps a copy of itself as each turn starts (set by the module's class) */
  protected forkable = false;

  protected abstract get eventLog(): EventLog;
  /** the rules from the game's first step, or resumed from a turn start */
  protected abstract rules(from?: S): Step<R>;
  /** a new game of the same content and options, from a turn start of this one or from the beginning */
  protected abstract restart(log: LogOptions, from?: S, inPlace?: boolean): this;

  /**
   * Start the rules, once the module's class has made its engine: resumed from `from` with the answers that
   * brought it there, or from the beginning; `inPlace`: wait for playInPlace instead.
   */
  protected begin(from: S | undefined, inPlace: boolean): void {
    if (inPlace) {
      this.progress = new PlayedInPlace(from ? from.answers.slice() : []);
      if (from) this.resume = { from, replay: [] };
    } else this.progress = from ? new Driver(this.rules(from), from.answers) : new Driver(this.rules());
  }

  /** the answers given so far, as a turn start is copied (none while the first turn starts, before the driver exists) */
  protected get answersSoFar(): readonly Answer[] {
    return this.progress?.answers ?? [];
  }

  /** a forkable game's engine hands each turn start here */
  protected keepTurnStart(start: S): void {
    this.turnStart = start;
  }

  /**
   * Play a game made to be played in place to its end, each decision answered at once by `answerFor`, which
   * sees the game at that decision (`pending`). The same game as answering in a loop; built to answer in
   * place (runtime/sim/in-place-build.ts), the rules then run as plain functions.
   */
  playInPlace(answerFor: (decision: Decision, game: this) => Answer): void {
    if (!(this.progress instanceof PlayedInPlace))
      throw new Error(
        "this game waits for its answers one at a time (answer): only a game made to be played in place (GameRuntime.inPlace.create) is played by playInPlace",
      );
    const resume = this.resume;
    let replayed = 0;
    this.progress.play(
      (answer) => playInPlace(() => (resume?.from ? this.rules(resume.from) : this.rules()), answer),
      (d) => (resume && replayed < resume.replay.length ? resume.replay[replayed++] : answerFor(d, this)),
    );
  }

  /**
   * A copy of this game at its pending decision, to be played in place (`playInPlace`): resumed from the copy
   * kept as this turn started (a forkable game past its setup) or else from the beginning, it replays the
   * answers given since and then asks its bots, from this very decision on. The same game as `fork`, played
   * in place: the search bot's futures, which a simulation's build of the rules cannot otherwise make.
   */
  copyInPlace(log: LogOptions = { keep: false }): this {
    const start = this.turnStart ?? undefined;
    const copy = this.restart(log, start, true);
    copy.resume = { from: start, replay: this.answers.slice(start ? start.answers.length : 0) };
    return copy;
  }

  /** does this game keep a copy of itself as each turn starts, so that copies of it cost one turn's answers? */
  get keepsTurnStarts(): boolean {
    return this.forkable;
  }

  /**
   * A copy of this game at its pending decision that plays on alone: the same game as a replay of its
   * answers, made from the copy kept as this turn started (a forkable game past its setup) or else by
   * replaying every answer. The copy is not forkable itself; `log` is how it treats its event log (by
   * default not kept: a copy's events before the fork are not in it anyway).
   */
  fork(log: LogOptions = { keep: false }): this {
    const start = this.turnStart ?? undefined;
    const copy = this.restart(log, start);
    for (let i = start ? start.answers.length : 0; i < this.answers.length; i++) copy.answer(this.answers[i]);
    return copy;
  }

  /** the decision waiting for an answer, or null when the game is over */
  get pending(): Decision | null {
    return this.progress.pending;
  }

  /** answer the pending decision; an illegal answer throws IllegalAnswerError and changes nothing */
  answer(answer: Answer): void {
    this.progress.answer(answer);
  }

  get answers(): readonly Answer[] {
    return this.progress.answers;
  }

  /** every event so far; empty when the game was started without keeping its log (see `eventCount`) */
  get log(): readonly GameEvent[] {
    return this.eventLog.events;
  }

  /** events so far, kept or not */
  get eventCount(): number {
    return this.eventLog.count;
  }

  /** the game's own result (winner, scores, tie-breakers); null while the game is running */
  get result(): R | null {
    return this.progress.over ? this.progress.value! : null;
  }

  /** who won, why and after how many rounds (the generic view of `result`); null while the game is running */
  get outcome(): Outcome | null {
    const r = this.result;
    return r ? { winner: r.winner, reason: r.reason, rounds: r.rounds } : null;
  }
}

/** how a module's class built on Game is made: `forkable`, it keeps a copy of itself as each turn starts */
type MakeGame<C, O, G> = (content: C, options: O, log?: LogOptions, forkable?: boolean) => G;

/**
 * The cheap copies of a game built on Game, as its module's runtime offers them (core/game.ts, GameRuntime's
 * `fork` and `inPlace`): `create` makes a game answered one decision at a time, `createInPlace` one its bots play in place.
 */
export function gameCopies<C, O, G extends Game<Outcome, TurnStartOf>>(create: MakeGame<C, O, G>, createInPlace: MakeGame<C, O, G>) {
  return {
    fork: { create: (content: C, options: O) => create(content, options, { keep: false }, true), copy: (game: G) => game.fork() },
    inPlace: {
      create: createInPlace,
      play: (game: G, answer: (decision: Decision, game: G) => Answer) => game.playInPlace(answer),
      copy: (game: G) => game.copyInPlace(),
      keepsTurnStarts: (game: G) => game.keepsTurnStarts,
    },
  };
}
