// The public face of the Adventure Game engine: start a game from content and
// a seed, read the pending decision, answer it, and save or replay the game.
import type { Answer, Decision } from "../core/decision.ts";
import { Driver } from "../core/driver.ts";
import { ContentError } from "../core/errors.ts";
import type { GameEvent } from "../core/log.ts";
import { Rng } from "../core/rng.ts";
import { Catalog } from "./catalog.ts";
import type { AdventureContent } from "./content.ts";
import { Engine } from "./engine.ts";
import { makePrimitives } from "./primitives.ts";
import { blankState, checkOptions, type GameOptions } from "./setup.ts";
import type { AdventureState } from "./state.ts";
import type { Outcome } from "../../games/types.ts";
import { playGame, type GameResult } from "./turn.ts";

export type DeepReadonly<T> = T extends (infer U)[] ? readonly DeepReadonly<U>[] : T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;

export class AdventureGame {
  readonly content: AdventureContent;
  readonly options: Readonly<GameOptions>;
  /** for rule-level tests and tools: the engine behind the game */
  readonly engine: Engine;
  private readonly driver: Driver<GameResult>;

  constructor(content: AdventureContent, options: GameOptions) {
    const cat = Catalog.of(content);
    checkOptions(cat, options);
    this.content = content;
    this.options = { ...options, heroes: [...options.heroes] };
    this.engine = new Engine(cat, blankState(options), new Rng(options.seed));
    this.engine.rt = makePrimitives(this.engine);
    this.driver = new Driver(playGame(this.engine, this.options));
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

  get log(): readonly GameEvent[] {
    return this.engine.log.events;
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

export function createGame(content: AdventureContent, options: GameOptions): AdventureGame {
  return new AdventureGame(content, options);
}

export interface ReplayFile {
  format: "grimoire-replay";
  version: 1;
  game: "adventure";
  /** the content sets the game was played with */
  sets: string[];
  seed: number;
  heroes: string[];
  epic: boolean;
  maxRounds?: number;
  answers: Answer[];
}

export function saveReplay(game: AdventureGame): ReplayFile {
  const file: ReplayFile = {
    format: "grimoire-replay",
    version: 1,
    game: "adventure",
    sets: game.content.sets.map((s) => s.id),
    seed: game.options.seed,
    heroes: [...game.options.heroes],
    epic: !!game.options.epic,
    answers: game.answers.map((a) => [...a]),
  };
  if (game.options.maxRounds !== undefined) file.maxRounds = game.options.maxRounds;
  return file;
}

/** read a replay file's text, with a clear error for anything that is not one */
export function parseReplay(text: string): ReplayFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new ContentError(`a replay file is JSON: ${(err as Error).message}`);
  }
  const f = data as Partial<ReplayFile>;
  const problems: string[] = [];
  if (!f || typeof f !== "object") problems.push("not an object");
  else {
    if (f.format !== "grimoire-replay" || f.version !== 1) problems.push('format must be "grimoire-replay", version 1');
    if (f.game !== "adventure") problems.push('game must be "adventure"');
    if (!Number.isInteger(f.seed)) problems.push("seed must be an integer");
    if (!Array.isArray(f.heroes) || !f.heroes.every((h) => typeof h === "string")) problems.push("heroes must be a list of hero ids");
    if (!Array.isArray(f.sets) || !f.sets.every((x) => typeof x === "string")) problems.push("sets must be a list of set ids");
    if (!Array.isArray(f.answers) || !f.answers.every((a) => Array.isArray(a) && a.every((k) => typeof k === "string")))
      problems.push("answers must be a list of lists of option keys");
  }
  if (problems.length) throw new ContentError(`not a replay file: ${problems.join("; ")}`);
  return f as ReplayFile;
}

/** play a replay file's answers again on the same content; the game ends where the recording ended */
export function replay(content: AdventureContent, file: ReplayFile): AdventureGame {
  if (!file || file.format !== "grimoire-replay" || file.version !== 1) throw new ContentError("not a version 1 Grimoire replay file");
  const sets = content.sets.map((s) => s.id);
  if (JSON.stringify(sets) !== JSON.stringify(file.sets))
    throw new ContentError(`the replay was recorded with content sets [${file.sets.join(", ")}], this content has [${sets.join(", ")}]`);
  const opts: GameOptions = { seed: file.seed, heroes: file.heroes, epic: file.epic };
  if (file.maxRounds !== undefined) opts.maxRounds = file.maxRounds;
  const game = createGame(content, opts);
  file.answers.forEach((a, i) => {
    if (!game.pending) throw new ContentError(`the replay has ${file.answers.length - i} answers left after the game ended`);
    game.answer(a);
  });
  return game;
}
