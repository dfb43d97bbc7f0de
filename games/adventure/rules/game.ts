// The public face of the Adventure Game engine: start a game from content and
// a seed, read the pending decision, answer it, and save or replay the game.
import { KernelGame } from "../../../runtime/kernel/game.ts";
import type { StateOf } from "../../../runtime/kernel/state.ts";
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
import type { Snapshot } from "../../../runtime/kernel/machine.ts";
import { ContentError } from "../../../runtime/core/errors.ts";
import { Rng } from "../../../runtime/core/rng.ts";
import { Catalog } from "./catalog.ts";
import type { AdventureContent } from "./content.ts";
import { Engine } from "./engine.ts";
import { bindPrimitives } from "./primitives.ts";
import { blankState, checkOptions, gameOptionsSchema, type GameOptions } from "./setup.ts";
import type { AdventureState } from "./state.ts";
import { playGame, playTurns, turnsFrom, type GameResult } from "./turn.ts";
import { AdventureMachine, type AdventureShape } from "./machine.ts";
import type { TurnPosition } from "./engine.ts";

export type DeepReadonly<T> = T extends (infer U)[] ? readonly DeepReadonly<U>[] : T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;

type AdventureSnapshot = Snapshot<StateOf<AdventureShape>>;

/** a staged game's situation as its turn starts (stage.ts): where its rules begin, and every copy of it too */
export interface TurnStart {
  readonly at: TurnPosition;
  /** the board and the records of play (state.ts PlayRecords) */
  readonly state: AdventureState;
  readonly rng: Rng;
}

/** What a snapshot of an Adventure game holds beside the kernel's: the engine's log it counted its events in and how many */
const besideSnapshot = new WeakMap<AdventureSnapshot, { log: EventLog; events: number }>();

export class AdventureGame extends KernelGame<AdventureShape, GameResult> {
  readonly content: AdventureContent;
  readonly options: Readonly<GameOptions>;
  /** for rule-level tests and tools: the engine behind the game */
  readonly engine: Engine;
  protected readonly machine: AdventureMachine<GameResult>;
  /** a staged game's situation, as a turn start (stage.ts): where its rules begin, and every copy of it too */
  private readonly origin: TurnStart | null;

  /**
   * `log`: how the game treats its event log (a simulation need not keep it; not part of the game, so not
   * saved in a replay). `snap`: resume a game from a snapshot of another (see `fork`). `staged`: the game
   * begins at that turn start instead of its setup (stage.ts), and so does every copy made of it.
   */
  constructor(content: AdventureContent, options: GameOptions, log: LogOptions = {}, snap?: AdventureSnapshot, staged?: TurnStart) {
    super();
    const cat = Catalog.of(content);
    checkOptions(cat, options);
    this.content = content;
    this.options = { ...options, heroes: [...options.heroes] };
    this.origin = staged ?? null;
    const from = snap ? undefined : staged;
    this.engine = new Engine(cat, from ? structuredClone(from.state) : blankState(options), from ? from.rng.copy() : new Rng(options.seed), log);
    this.machine = new AdventureMachine<GameResult>(this.engine, bindPrimitives);
    if (snap) this.restore(snap);
    else if (from) this.machine.start(this.machine, playTurns, turnsFrom(this.options.maxRounds ?? null, from.at));
    else this.machine.start(this.machine, playGame, { options: this.options });
  }

  /** The whole game at its pending decision, in copies. The battles, cards and draws under way are in the state. */
  override snapshot(): AdventureSnapshot {
    const snap = this.machine.snapshot();
    besideSnapshot.set(snap, { log: this.engine.log, events: this.engine.log.count });
    return snap;
  }

  /** go back (or on) to a snapshot of this game, its events after it forgotten, or of another of the same content and options */
  override restore(snap: AdventureSnapshot): void {
    const beside = besideSnapshot.get(snap);
    if (!beside) throw new Error("not a snapshot of an Adventure game (AdventureGame.snapshot)");
    this.machine.restore(snap);
    if (beside.log === this.engine.log) this.engine.log.rewind(beside.events);
    else this.engine.log.countFrom(beside.events);
  }

  /** its events are still the engine's log (words and fields, not yet the kernel's event kinds) */
  protected override get eventLog(): EventLog {
    return this.engine.log;
  }

  /** was the game staged (stage.ts) rather than set up? Its answers then play on from its situation, not from a setup */
  get staged(): boolean {
    return this.origin !== null;
  }

  /** the board (the machine's state is the engine's: one object, read here as the rules' own type) */
  override get state(): Readonly<StateOf<AdventureShape>> & DeepReadonly<AdventureState> {
    return this.engine.state as unknown as Readonly<StateOf<AdventureShape>> & DeepReadonly<AdventureState>;
  }

  /**
   * A copy of this game at its pending decision that plays on alone, made from its snapshot; `log` is how it
   * treats its event log (by default not kept: a copy's events before the fork are not in it anyway).
   */
  fork(log: LogOptions = { keep: false }): AdventureGame {
    return new AdventureGame(this.content, this.options, log, this.snapshot(), this.origin ?? undefined);
  }
}

export function createGame(content: AdventureContent, options: GameOptions, log?: LogOptions): AdventureGame {
  return new AdventureGame(content, options, log);
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
