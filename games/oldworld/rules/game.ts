// The public face of the Old World engine: start a game from content, options
// and a seed, read the pending decision, answer it.
import type { PlayableGame } from "../../../core/game.ts";
import type { Step } from "../../../runtime/core/decision.ts";
import { Game } from "../../../runtime/core/game.ts";
import type { EventLog, LogOptions } from "../../../runtime/core/log.ts";
import { ContentError } from "../../../runtime/core/errors.ts";
import { Rng } from "../../../runtime/core/rng.ts";
import { catalogOf } from "./catalog.ts";
import type { OldWorldContent } from "./content.ts";
import { Engine } from "./engine.ts";
import { makePrimitives } from "./primitives.ts";
import { blankState, checkOptions, oldWorldOptionsSchema } from "./setup.ts";
import { replayWith, saveReplayOf, type ReplayFile, type ReplayRules } from "../../../runtime/core/replay.ts";
import type { OldWorldState, OldWorldOptions, OldWorldResult } from "./state.ts";
import { playGame, playTurns } from "./turn.ts";
import { captureTurnStart, restoreTurnStart, type TurnStart } from "./fork.ts";
import { wildHuntRules } from "./wild-hunt/index.ts";
import { fightView, type FightView } from "./fight-view.ts";

export class OldWorldGame extends Game<OldWorldResult, TurnStart> implements PlayableGame {
  readonly content: OldWorldContent;
  readonly options: Readonly<OldWorldOptions>;
  /** for rule-level tests and tools */
  readonly engine: Engine;
  /** a staged game's situation, as a turn start (stage.ts): where its rules begin, and every copy of it too */
  private readonly origin: TurnStart | null;

  /**
   * `log`: how the game treats its event log (a simulation need not keep it); `forkable`: keep a copy of the
   * game as each turn (the Wild Hunt: each round) starts, so `fork` costs the answers of one turn. Neither is
   * part of the game, so neither is saved in a replay. `from`: resume a game from a copy made by another.
   * `inPlace`: a game its bots play to the end in one call, answering as they are asked (`playInPlace`).
   * `staged`: the game begins at that turn start instead of its setup (stage.ts), and so does every copy of it.
   */
  constructor(
    content: OldWorldContent,
    options: OldWorldOptions,
    log: LogOptions = {},
    forkable = false,
    from?: TurnStart,
    inPlace = false,
    staged?: TurnStart,
  ) {
    super();
    this.origin = staged ?? null;
    from ??= staged;
    const cat = from ? from.cat : catalogOf(content);
    if (!from) checkOptions(cat, options);
    this.content = content;
    this.options = {
      ...options,
      witchers: [...options.witchers],
      ...(options.expansions ? { expansions: [...options.expansions] } : {}),
      ...(options.modes ? { modes: [...options.modes] } : {}),
    };
    this.engine = new Engine(cat, from ? structuredClone(from.state) : blankState(options), from ? from.rng.copy() : new Rng(options.seed), wildHuntRules, log);
    this.engine.rt = makePrimitives(this.engine);
    if (from) restoreTurnStart(this.engine, from);
    this.forkable = forkable;
    if (forkable) this.engine.atTurnStart = (seat) => this.keepTurnStart(captureTurnStart(this.engine, seat, this.answersSoFar));
    this.begin(from, inPlace);
  }

  protected get eventLog(): EventLog {
    return this.engine.log;
  }

  protected rules(from?: TurnStart): Step<OldWorldResult> {
    from ??= this.origin ?? undefined;
    return from ? playTurns(this.engine, this.options, from.seat) : playGame(this.engine, this.options);
  }

  protected restart(log: LogOptions, from?: TurnStart, inPlace = false): this {
    return new OldWorldGame(this.content, this.options, log, false, from, inPlace, this.origin ?? undefined) as this;
  }

  /** was the game staged (stage.ts) rather than set up? Its answers then play on from its situation, not from a setup */
  get staged(): boolean {
    return this.origin !== null;
  }

  get state(): Readonly<OldWorldState> {
    return this.engine.state;
  }

  /** the fight in progress (its life pool, each fighter's shield, protection, potions drunk), or null */
  get fight(): FightView | null {
    return fightView(this.engine);
  }
}

export function createOldWorldGame(content: OldWorldContent, options: OldWorldOptions, log?: LogOptions, forkable = false): OldWorldGame {
  return new OldWorldGame(content, options, log, forkable);
}

/**
 * A game to be played to its end in one call by bots that answer as they are asked (`playInPlace`);
 * `forkable`: keep a copy as each turn starts, for copies of it played in place (`copyInPlace`, the search bot's futures)
 */
export function createOldWorldInPlace(content: OldWorldContent, options: OldWorldOptions, log?: LogOptions, forkable = false): OldWorldGame {
  return new OldWorldGame(content, options, log, forkable, undefined, true);
}

export const oldWorldReplay: ReplayRules<OldWorldContent, OldWorldOptions, OldWorldGame> = {
  id: "oldworld",
  createGame: createOldWorldGame,
  optionsSchema: oldWorldOptionsSchema,
  contentSets: (content) => content.sets.map((s) => s.id),
};

export function saveOldWorldReplay(game: OldWorldGame): ReplayFile<OldWorldOptions> {
  // a replay plays its answers from the setup of its seed, which is not where a staged game began
  if (game.staged) throw new ContentError("a staged game has no replay file: its situation and its answers replay it (stage.ts)");
  return saveReplayOf(oldWorldReplay, game.content, game.options as OldWorldOptions, game);
}

export function replayOldWorld(content: OldWorldContent, file: unknown): OldWorldGame {
  return replayWith(oldWorldReplay, content, file);
}
