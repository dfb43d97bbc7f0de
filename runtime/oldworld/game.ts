// The public face of the Old World engine: start a game from content, options
// and a seed, read the pending decision, answer it.
import type { Outcome, PlayableGame } from "../../games/types.ts";
import type { Answer, Decision } from "../core/decision.ts";
import { Driver } from "../core/driver.ts";
import type { GameEvent } from "../core/log.ts";
import { Rng } from "../core/rng.ts";
import { OwCatalog } from "./catalog.ts";
import type { OldWorldContent } from "./content.ts";
import { OwEngine } from "./engine.ts";
import { makePrimitives } from "./primitives.ts";
import { blankState, checkOptions, oldWorldOptionsSchema, type OldWorldOptions } from "./setup.ts";
import { replayWith, saveReplayOf, type ReplayFile, type ReplayRules } from "../core/replay.ts";
import type { OldWorldState } from "./state.ts";
import { playGame, type OldWorldResult } from "./turn.ts";

export class OldWorldGame implements PlayableGame {
  readonly content: OldWorldContent;
  readonly options: Readonly<OldWorldOptions>;
  /** for rule-level tests and tools */
  readonly engine: OwEngine;
  private readonly driver: Driver<OldWorldResult>;

  constructor(content: OldWorldContent, options: OldWorldOptions) {
    const cat = new OwCatalog(content);
    checkOptions(cat, options);
    this.content = content;
    this.options = { ...options, witchers: [...options.witchers], ...(options.expansions ? { expansions: [...options.expansions] } : {}), ...(options.modes ? { modes: [...options.modes] } : {}) };
    this.engine = new OwEngine(cat, blankState(options), new Rng(options.seed));
    this.engine.rt = makePrimitives(this.engine);
    this.driver = new Driver(playGame(this.engine, this.options));
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

export function createOldWorldGame(content: OldWorldContent, options: OldWorldOptions): OldWorldGame {
  return new OldWorldGame(content, options);
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
