// The public face of the Old World engine: start a game from content, options
// and a seed, read the pending decision, answer it. The game runs on the rules
// kernel (runtime/kernel): its root step sets the game up (setup.ts) and plays
// its turns (turn.ts, events.ts, engine-steps.ts), the fights, the Wild Hunt's
// rounds and the cards' effects, every one a step.
import type { PlayableGame } from "../../../core/game.ts";
import type { EventLog, LogOptions } from "../../../runtime/core/log.ts";
import { ContentError } from "../../../runtime/core/errors.ts";
import { Rng } from "../../../runtime/core/rng.ts";
import { KernelGame } from "../../../runtime/kernel/game.ts";
import { catalogOf } from "./catalog.ts";
import type { OldWorldContent } from "./content.ts";
import { Engine } from "./engine.ts";
import { engineReads } from "./primitives.ts";
import { blankState, checkOptions, oldWorldOptionsSchema, setupStep } from "./setup.ts";
import { OldWorldMachine, steps } from "./machine.ts";
import { replayWith, saveReplayOf, type ReplayFile, type ReplayRules } from "../../../runtime/core/replay.ts";
import type { OldWorldState, OldWorldOptions, OldWorldResult } from "./state.ts";
import type { KernelOldWorldState, OldWorldShape } from "./state-schema.ts";
import { playTurns } from "./turn.ts";
import { checkNothingOpen, closeOpen } from "./fork.ts";
import type { Snapshot } from "../../../runtime/kernel/machine.ts";
import type { Catalog } from "./catalog.ts";
import { wildHuntRules } from "./wild-hunt/index.ts";
import { fightView, type FightView } from "./fight-view.ts";

/** the game from its setup (`seat` -1), or from the turn start of `seat` (a copy, a staged game) */
const oldWorld = steps.define<{ seat: number }>("old-world", {
  setup(k, f) {
    if (f.seat < 0) k.call(setupStep, { options: k.options, seat: 0 });
  },
  play(k, f) {
    const e = k.engine;
    // the Wild Hunt plays rounds instead of turns
    if (e.state.hunt) k.call(e.wildHunt.play, { limits: {}, seat: 0 });
    else k.call(playTurns, { seat: Math.max(0, f.seat) });
  },
});

/** a staged game's situation as a turn (the Wild Hunt: a round) starts (stage.ts): where its rules begin, and every copy of it too */
export interface TurnStart {
  /** the seat whose turn starts (0 in the Wild Hunt, whose rounds are the loop) */
  readonly seat: number;
  readonly state: OldWorldState;
  readonly rng: Rng;
  /** the content's lookups, only read: shared with the game copied rather than built again */
  readonly cat: Catalog;
}

/**
 * The whole game at a decision its rules ask from a step: the machine's snapshot, and beside it the content's
 * lookups (only read, shared) and the events counted by the engine's log, which is still the game's.
 */
export interface OldWorldSnapshot extends Snapshot<KernelOldWorldState> {
  readonly cat: Catalog;
  readonly eventCount: number;
}

export class OldWorldGame extends KernelGame<OldWorldShape, OldWorldResult> implements PlayableGame {
  readonly content: OldWorldContent;
  readonly options: Readonly<OldWorldOptions>;
  /** for rule-level tests and tools */
  readonly engine: Engine;
  protected readonly machine: OldWorldMachine;
  /** a staged game's situation, as a turn start (stage.ts): where its rules begin, and every copy of it too */
  private readonly origin: TurnStart | null;

  /**
   * `log`: how the game treats its event log (a simulation need not keep it; not part of the game, so not
   * saved in a replay). `staged`: the game begins at that turn start instead of its setup (stage.ts), and so
   * does every copy of it. `snap`: resume a game from a snapshot of another (see `fork`).
   */
  constructor(content: OldWorldContent, options: OldWorldOptions, log: LogOptions = {}, staged?: TurnStart, snap?: OldWorldSnapshot) {
    super();
    this.origin = staged ?? null;
    const from = staged;
    const cat = snap ? snap.cat : from ? from.cat : catalogOf(content);
    if (!from && !snap) checkOptions(cat, options);
    this.content = content;
    this.options = {
      ...options,
      witchers: [...options.witchers],
      ...(options.expansions ? { expansions: [...options.expansions] } : {}),
      ...(options.modes ? { modes: [...options.modes] } : {}),
    };
    const state = snap ? (snap.state as OldWorldState) : from ? structuredClone(from.state) : blankState(options, cat.cardCount);
    this.engine = new Engine(cat, state, snap ? snap.rng : from ? from.rng.copy() : new Rng(options.seed), wildHuntRules, log);
    this.engine.rt = engineReads(this.engine);
    this.machine = new OldWorldMachine(this.engine, this.options);
    if (snap) this.restore(snap);
    else this.machine.start(this.machine, oldWorld, { seat: from ? from.seat : -1 });
  }

  /** can the game be snapshotted where it stands (no fight or combo held outside the state)? */
  get snapshots(): boolean {
    return this.machine.inSteps;
  }

  /** the whole game at its pending decision, when its rules stand in steps only (else the kernel says where they stand) */
  override snapshot(): OldWorldSnapshot {
    const e = this.engine;
    const snap = this.machine.snapshot();
    checkNothingOpen(e);
    return { ...snap, cat: e.cat, eventCount: e.log.count };
  }

  /** go back (or on) to a snapshot of this game or of another of the same content and options */
  override restore(snap: OldWorldSnapshot): void {
    const e = this.engine;
    this.machine.restore(snap);
    e.state = this.machine.state as OldWorldState;
    e.rng = this.machine.rng;
    closeOpen(e);
    // the events after the snapshot are forgotten: a copy counts on from them
    const kept = e.log.events;
    while (kept.length > 0 && kept[kept.length - 1].seq >= snap.eventCount) kept.pop();
    e.log.countFrom(snap.eventCount);
  }

  /** its events are still the engine's log (words and fields, not yet the kernel's event kinds) */
  protected override get eventLog(): EventLog {
    return this.engine.log;
  }

  /** was the game staged (stage.ts) rather than set up? Its answers then play on from its situation, not from a setup */
  get staged(): boolean {
    return this.origin !== null;
  }

  override get state(): Readonly<OldWorldState> {
    return this.engine.state;
  }

  /** the fight in progress (its life pool, each fighter's shield, protection, potions drunk), or null */
  get fight(): FightView | null {
    return fightView(this.engine);
  }

  /**
   * A copy of this game at its pending decision that plays on alone, made from its snapshot; `log` is how it
   * treats its event log (by default not kept: a copy's events before the fork are not in it anyway).
   */
  fork(log: LogOptions = { keep: false }): OldWorldGame {
    return new OldWorldGame(this.content, this.options, log, this.origin ?? undefined, this.snapshot());
  }
}

export function createOldWorldGame(content: OldWorldContent, options: OldWorldOptions, log?: LogOptions): OldWorldGame {
  return new OldWorldGame(content, options, log);
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
