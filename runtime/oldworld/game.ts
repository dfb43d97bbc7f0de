// The public face of the Old World engine: start a game from content, options
// and a seed, read the pending decision, answer it.
import type { Outcome, PlayableGame } from "../../games/types.ts";
import type { Answer, Decision } from "../core/decision.ts";
import { Driver, playInPlace } from "../core/driver.ts";
import { PlayedInPlace } from "../core/played-in-place.ts";
import type { GameProgress } from "../core/progress.ts";
import type { GameEvent, LogOptions } from "../core/log.ts";
import { Rng } from "../core/rng.ts";
import { OwCatalog } from "./catalog.ts";
import type { OldWorldContent } from "./content.ts";
import { OwEngine } from "./engine.ts";
import { makePrimitives } from "./primitives.ts";
import { blankState, checkOptions, oldWorldOptionsSchema, type OldWorldOptions } from "./setup.ts";
import { replayWith, saveReplayOf, type ReplayFile, type ReplayRules } from "../core/replay.ts";
import type { OldWorldState } from "./state.ts";
import { playGame, playTurns, type OldWorldResult } from "./turn.ts";
import { captureTurnStart, restoreTurnStart, type TurnStart } from "./fork.ts";

export class OldWorldGame implements PlayableGame {
  readonly content: OldWorldContent;
  readonly options: Readonly<OldWorldOptions>;
  /** for rule-level tests and tools */
  readonly engine: OwEngine;
  private readonly driver: GameProgress<OldWorldResult>;
  /** a forkable game's copy of itself as its current turn (the Wild Hunt: round) started */
  private turnStart: TurnStart | null = null;

  /**
   * `log`: how the game treats its event log (a simulation need not keep it); `forkable`: keep a copy of the
   * game as each turn (the Wild Hunt: each round) starts, so `fork` costs the answers of one turn. Neither is
   * part of the game, so neither is saved in a replay. `from`: resume a game from a copy made by another.
   * `inPlace`: a game its bots play to the end in one call, answering as they are asked (`playInPlace`).
   */
  constructor(content: OldWorldContent, options: OldWorldOptions, log: LogOptions = {}, forkable = false, from?: TurnStart, inPlace = false) {
    const cat = from ? from.cat : new OwCatalog(content);
    if (!from) checkOptions(cat, options);
    this.content = content;
    this.options = { ...options, witchers: [...options.witchers], ...(options.expansions ? { expansions: [...options.expansions] } : {}), ...(options.modes ? { modes: [...options.modes] } : {}) };
    this.engine = new OwEngine(cat, from ? structuredClone(from.state) : blankState(options), from ? from.rng.copy() : new Rng(options.seed), log);
    this.engine.rt = makePrimitives(this.engine);
    if (from) restoreTurnStart(this.engine, from);
    // the driver is not made yet when the first turn starts during its first advance: no answer given then
    if (forkable) this.engine.atTurnStart = (seat) => (this.turnStart = captureTurnStart(this.engine, seat, this.driver?.answers ?? []));
    if (inPlace) this.driver = new PlayedInPlace();
    else this.driver = from ? new Driver(playTurns(this.engine, this.options, from.seat), from.answers) : new Driver(playGame(this.engine, this.options));
  }

  /** as AdventureGame.playInPlace: play a game made by createOldWorldInPlace to its end, each decision answered at once */
  playInPlace(answerFor: (decision: Decision, game: OldWorldGame) => Answer): void {
    if (!(this.driver instanceof PlayedInPlace)) throw new Error("this game waits for its answers one at a time (answer): make it with createOldWorldInPlace to play it in place");
    this.driver.play((answer) => playInPlace(() => playGame(this.engine, this.options), answer), (d) => answerFor(d, this));
  }

  /**
   * A copy of this game at its pending decision that plays on alone: the same game as a replay of its
   * answers, made from the copy kept as this turn started (a forkable game past its setup) or else by
   * replaying every answer. The copy is not forkable itself; `log` is how it treats its event log (by
   * default not kept: a copy's events before the fork are not in it anyway).
   */
  fork(log: LogOptions = { keep: false }): OldWorldGame {
    const start = this.turnStart;
    const copy = start ? new OldWorldGame(this.content, this.options, log, false, start) : new OldWorldGame(this.content, this.options, log);
    for (let i = start ? start.answers.length : 0; i < this.answers.length; i++) copy.answer(this.answers[i]);
    return copy;
  }

  get pending(): Decision | null {
    return this.driver.pending;
  }

  answer(answer: Answer): void {
    this.driver.answer(answer);
  }

  get state(): Readonly<OldWorldState> {
    return this.engine.state;
  }

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

  get result(): OldWorldResult | null {
    return this.driver.over ? this.driver.value! : null;
  }

  get outcome(): Outcome | null {
    const r = this.result;
    return r ? { winner: r.winner, reason: r.reason, rounds: r.rounds } : null;
  }
}

export function createOldWorldGame(content: OldWorldContent, options: OldWorldOptions, log?: LogOptions, forkable = false): OldWorldGame {
  return new OldWorldGame(content, options, log, forkable);
}

/** a game to be played to its end in one call by bots that answer as they are asked (`playInPlace`) */
export function createOldWorldInPlace(content: OldWorldContent, options: OldWorldOptions, log?: LogOptions): OldWorldGame {
  return new OldWorldGame(content, options, log, false, undefined, true);
}

export const oldWorldReplay: ReplayRules<OldWorldContent, OldWorldOptions, OldWorldGame> = {
  id: "oldworld",
  createGame: createOldWorldGame,
  optionsSchema: oldWorldOptionsSchema,
  contentSets: (content) => content.sets.map((s) => s.id),
};

export function saveOldWorldReplay(game: OldWorldGame): ReplayFile<OldWorldOptions> {
  return saveReplayOf(oldWorldReplay, game.content, game.options as OldWorldOptions, game);
}

export function replayOldWorld(content: OldWorldContent, file: unknown): OldWorldGame {
  return replayWith(oldWorldReplay, content, file);
}
