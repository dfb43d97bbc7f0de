// The public face of the Adventure Game engine: start a game from content and
// a seed, read the pending decision, answer it, and save or replay the game.
import type { Step } from "../../../runtime/core/decision.ts";
import { Game } from "../../../runtime/core/game.ts";
import {
  checkReplay,
  readReplayText,
  replayWith,
  REPLAY_VERSION,
  saveReplayOf,
  type ReplayFile as GenericReplayFile,
  type ReplayRules,
} from "../../../runtime/core/replay.ts";
import type { EventLog, LogOptions } from "../../../runtime/core/log.ts";
import { ContentError } from "../../../runtime/core/errors.ts";
import { Rng } from "../../../runtime/core/rng.ts";
import { Catalog } from "./catalog.ts";
import type { AdventureContent } from "./content.ts";
import { Engine } from "./engine.ts";
import { makePrimitives } from "./primitives.ts";
import { blankState, checkOptions, gameOptionsSchema, type GameOptions } from "./setup.ts";
import type { AdventureState } from "./state.ts";
import { playGame, playTurns, type GameResult } from "./turn.ts";
import { captureTurnStart, restoreTurnStart, type TurnStart } from "./fork.ts";

export type DeepReadonly<T> = T extends (infer U)[] ? readonly DeepReadonly<U>[] : T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;

export class AdventureGame extends Game<GameResult, TurnStart> {
  readonly content: AdventureContent;
  readonly options: Readonly<GameOptions>;
  /** for rule-level tests and tools: the engine behind the game */
  readonly engine: Engine;
  /** a staged game's situation, as a turn start (stage.ts): where its rules begin, and every copy of it too */
  private readonly origin: TurnStart | null;

  /**
   * `log`: how the game treats its event log (a simulation need not keep it); `forkable`: keep a copy of the
   * game as each turn starts, so `fork` costs the answers of one turn. Neither is part of the game, so
   * neither is saved in a replay. `from`: resume a game from a copy made by another (see `fork`). `inPlace`:
   * a game its bots play to the end in one call, answering as they are asked (`playInPlace`). `staged`: the
   * game begins at that turn start instead of its setup (stage.ts), and so does every copy made of it.
   */
  constructor(content: AdventureContent, options: GameOptions, log: LogOptions = {}, forkable = false, from?: TurnStart, inPlace = false, staged?: TurnStart) {
    super();
    const cat = Catalog.of(content);
    checkOptions(cat, options);
    this.content = content;
    this.options = { ...options, heroes: [...options.heroes] };
    this.origin = staged ?? null;
    from ??= staged;
    this.engine = new Engine(cat, from ? structuredClone(from.state) : blankState(options), from ? from.rng.copy() : new Rng(options.seed), log);
    this.engine.rt = makePrimitives(this.engine);
    if (from) restoreTurnStart(this.engine, from);
    this.forkable = forkable;
    if (forkable) this.engine.atTurnStart = (at) => this.keepTurnStart(captureTurnStart(this.engine, at, this.answersSoFar));
    this.begin(from, inPlace);
  }

  protected get eventLog(): EventLog {
    return this.engine.log;
  }

  protected rules(from?: TurnStart): Step<GameResult> {
    from ??= this.origin ?? undefined;
    return from ? playTurns(this.engine, this.options, from.at) : playGame(this.engine, this.options);
  }

  protected restart(log: LogOptions, from?: TurnStart, inPlace = false): this {
    return new AdventureGame(this.content, this.options, log, false, from, inPlace, this.origin ?? undefined) as this;
  }

  /** was the game staged (stage.ts) rather than set up? Its answers then play on from its situation, not from a setup */
  get staged(): boolean {
    return this.origin !== null;
  }

  get state(): DeepReadonly<AdventureState> {
    return this.engine.state;
  }
}

export function createGame(content: AdventureContent, options: GameOptions, log?: LogOptions, forkable = false): AdventureGame {
  return new AdventureGame(content, options, log, forkable);
}

/**
 * A game to be played to its end in one call by bots that answer as they are asked (`playInPlace`);
 * `forkable`: keep a copy as each turn starts, for copies of it played in place (`copyInPlace`, the search bot's futures)
 */
export function createInPlace(content: AdventureContent, options: GameOptions, log?: LogOptions, forkable = false): AdventureGame {
  return new AdventureGame(content, options, log, forkable, undefined, true);
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
  // a replay plays its answers from the setup of its seed, which is not where a staged game began
  if (game.staged) throw new ContentError("a staged game has no replay file: its situation and its answers replay it (stage.ts)");
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
