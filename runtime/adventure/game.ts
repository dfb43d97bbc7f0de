// The public face of the Adventure Game engine: start a game from content and
// a seed, read the pending decision, answer it, and save or replay the game.
import type { Answer, Decision } from "../core/decision.ts";
import { Driver, playInPlace } from "../core/driver.ts";
import { PlayedInPlace } from "../core/played-in-place.ts";
import type { GameProgress } from "../core/progress.ts";
import { checkReplay, readReplayText, replayWith, REPLAY_VERSION, saveReplayOf, type ReplayFile as GenericReplayFile, type ReplayRules } from "../core/replay.ts";
import type { GameEvent, LogOptions } from "../core/log.ts";
import { Rng } from "../core/rng.ts";
import { Catalog } from "./catalog.ts";
import type { AdventureContent } from "./content.ts";
import { Engine } from "./engine.ts";
import { makePrimitives } from "./primitives.ts";
import { blankState, checkOptions, gameOptionsSchema, type GameOptions } from "./setup.ts";
import type { AdventureState } from "./state.ts";
import type { Outcome } from "../../games/types.ts";
import { playGame, playTurns, type GameResult } from "./turn.ts";
import { captureTurnStart, restoreTurnStart, type TurnStart } from "./fork.ts";

export type DeepReadonly<T> = T extends (infer U)[] ? readonly DeepReadonly<U>[] : T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;

export class AdventureGame {
  readonly content: AdventureContent;
  readonly options: Readonly<GameOptions>;
  /** for rule-level tests and tools: the engine behind the game */
  readonly engine: Engine;
  private readonly driver: GameProgress<GameResult>;
  /** a forkable game's copy of itself as its current turn started */
  private turnStart: TurnStart | null = null;

  /**
   * `log`: how the game treats its event log (a simulation need not keep it); `forkable`: keep a copy of the
   * game as each turn starts, so `fork` costs the answers of one turn. Neither is part of the game, so
   * neither is saved in a replay. `from`: resume a game from a copy made by another (see `fork`). `inPlace`:
   * a game its bots play to the end in one call, answering as they are asked (`playInPlace`).
   */
  constructor(content: AdventureContent, options: GameOptions, log: LogOptions = {}, forkable = false, from?: TurnStart, inPlace = false) {
    const cat = Catalog.of(content);
    checkOptions(cat, options);
    this.content = content;
    this.options = { ...options, heroes: [...options.heroes] };
    this.engine = new Engine(cat, from ? structuredClone(from.state) : blankState(options), from ? from.rng.copy() : new Rng(options.seed), log);
    this.engine.rt = makePrimitives(this.engine);
    if (from) restoreTurnStart(this.engine, from);
    // the driver is not made yet when the first turn starts during its first advance: no answer given then
    if (forkable) this.engine.atTurnStart = (at) => (this.turnStart = captureTurnStart(this.engine, at, this.driver?.answers ?? []));
    if (inPlace) this.driver = new PlayedInPlace();
    else this.driver = from ? new Driver(playTurns(this.engine, this.options, from.at), from.answers) : new Driver(playGame(this.engine, this.options));
  }

  /**
   * Play a game made to be played in place (`createInPlace`) to its end, each decision answered at once by
   * `answerFor`, which sees the game at that decision (`pending`). The same game as answering in a loop;
   * built to answer in place (runtime/sim/in-place-build.ts), the rules then run as plain functions.
   */
  playInPlace(answerFor: (decision: Decision, game: AdventureGame) => Answer): void {
    if (!(this.driver instanceof PlayedInPlace)) throw new Error("this game waits for its answers one at a time (answer): make it with createInPlace to play it in place");
    this.driver.play((answer) => playInPlace(() => playGame(this.engine, this.options), answer), (d) => answerFor(d, this));
  }

  /**
   * A copy of this game at its pending decision that plays on alone: the same game as a replay of its
   * answers, made from the copy kept as this turn started (a forkable game past its setup) or else by
   * replaying every answer. The copy is not forkable itself; `log` is how it treats its event log (by
   * default not kept: a copy's events before the fork are not in it anyway).
   */
  fork(log: LogOptions = { keep: false }): AdventureGame {
    const start = this.turnStart;
    const copy = start ? new AdventureGame(this.content, this.options, log, false, start) : new AdventureGame(this.content, this.options, log);
    for (let i = start ? start.answers.length : 0; i < this.answers.length; i++) copy.answer(this.answers[i]);
    return copy;
  }

  /** the decision waiting for an answer, or null when the game is over */
  get pending(): Decision | null {
    return this.driver.pending;
  }

  /** answer the pending decision; an illegal answer throws IllegalAnswerError and changes nothing */
  answer(answer: Answer): void {
    this.driver.answer(answer);
  }

  get state(): DeepReadonly<AdventureState> {
    return this.engine.state;
  }

  /** every event so far; empty when the game was started without keeping its log (see `eventCount`) */
  get log(): readonly GameEvent[] {
    return this.engine.log.events;
  }

  /** events so far, kept or not */
  get eventCount(): number {
    return this.engine.log.count;
  }

  get answers(): readonly Answer[] {
    return this.driver.answers;
  }

  /** who won, why and after how many rounds (the generic view of `result`); null while the game is running */
  get outcome(): Outcome | null {
    const r = this.result;
    return r ? { winner: r.winner, reason: r.reason, rounds: r.rounds } : null;
  }

  /** winner, VP and tie-breakers; null while the game is running */
  get result(): GameResult | null {
    return this.driver.over ? this.driver.value! : null;
  }
}

export function createGame(content: AdventureContent, options: GameOptions, log?: LogOptions, forkable = false): AdventureGame {
  return new AdventureGame(content, options, log, forkable);
}

/** a game to be played to its end in one call by bots that answer as they are asked (`playInPlace`) */
export function createInPlace(content: AdventureContent, options: GameOptions, log?: LogOptions): AdventureGame {
  return new AdventureGame(content, options, log, false, undefined, true);
}

/** replay rules of the Adventure Game; version 1 files (options at the top level) still load */
export const adventureReplay: ReplayRules<AdventureContent, GameOptions, AdventureGame> = {
  id: "adventure",
  createGame,
  optionsSchema: gameOptionsSchema,
  contentSets: (content) => content.sets.map((s) => s.id),
  upgrade(old) {
    const { seed, heroes, epic, maxRounds, format, game, sets, answers } = old;
    const options: Record<string, unknown> = { seed, heroes, epic };
    if (maxRounds !== undefined) options.maxRounds = maxRounds;
    return { format, version: REPLAY_VERSION, game, sets, options, answers };
  },
};

export type ReplayFile = GenericReplayFile<GameOptions>;

export function saveReplay(game: AdventureGame): ReplayFile {
  const options: GameOptions = { seed: game.options.seed, heroes: [...game.options.heroes], epic: !!game.options.epic };
  if (game.options.maxRounds !== undefined) options.maxRounds = game.options.maxRounds;
  return saveReplayOf(adventureReplay, game.content, options, game);
}

/** read a replay file's text, with a clear error for anything that is not one */
export function parseReplay(text: string): ReplayFile {
  return checkReplay(adventureReplay, readReplayText(text));
}

/** play a replay file's answers again on the same content; the game ends where the recording ended */
export function replay(content: AdventureContent, file: unknown): AdventureGame {
  return replayWith(adventureReplay, content, file);
}
