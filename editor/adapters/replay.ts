// The replay viewer's model: a replay file's game played answer by answer on
// the editor's content, each step kept (the decision answered, the events it
// caused, the state after it) so the viewer can step back as well as forward.
// Steps are computed as far as they are asked for: a long game opens at once.
// Any game: the file names it, the registry gives its replay rules and its
// module's `previews.replay` plays it.
import type { AnyGameModule } from "../../core/game.ts";
import type { GamePreview, ReplayedPlay } from "../../core/preview.ts";
import type { GameRegistry } from "../../core/registry.ts";
import { moduleOfReplay } from "../../games/replay.ts";
import { randomAgent } from "../../runtime/agents/agents.ts";
import type { Decision } from "../../runtime/core/decision.ts";
import type { GameEvent } from "../../runtime/core/log.ts";
import { checkReplay, readReplayText, type ReplayFile, saveReplayOf } from "../../runtime/core/replay.ts";

/** A replay file, checked against the rules of the game it names. */
export interface AnyReplay {
  module: AnyGameModule;
  file: ReplayFile<unknown>;
}

/** Reads a replay file's text: every field by the rules of the game it names. */
export function parseAnyReplay(text: string, games: GameRegistry): AnyReplay {
  const data = readReplayText(text);
  const module = moduleOfReplay(data, games);
  return { module, file: checkReplay(module.runtime!.replay, data) };
}

export interface ReplayStep<S> {
  /** 0 is the game as set up before the first answer */
  index: number;
  decision: Decision | null;
  answer: string[];
  events: GameEvent[];
  state: S;
}

export class ReplayError extends Error {}

/** A game's steps, played from its replay file as far as they are asked for. */
export class GameReplay<S> {
  readonly file: ReplayFile<unknown>;
  private readonly game: ReplayedPlay<S>;
  private readonly steps: ReplayStep<S>[] = [];

  constructor(file: ReplayFile<unknown>, contentSets: string[], start: () => ReplayedPlay<S>) {
    if (JSON.stringify(contentSets) !== JSON.stringify(file.sets))
      throw new ReplayError(`The replay was recorded with the sets [${file.sets.join(", ")}]; the content here has [${contentSets.join(", ")}].`);
    this.file = file;
    try {
      this.game = start();
    } catch (e) {
      throw new ReplayError(`The replay's game cannot be set up on this content: ${(e as Error).message}`);
    }
    this.steps.push({ index: 0, decision: null, answer: [], events: [...this.game.events], state: this.game.view() });
  }

  /** the number of steps: one per answer, plus the set-up */
  get length(): number {
    return this.file.answers.length + 1;
  }

  /** The step at `index`, playing the answers up to it if not yet done. */
  step(index: number): ReplayStep<S> {
    const i = Math.max(0, Math.min(index, this.length - 1));
    while (this.steps.length <= i) {
      const k = this.steps.length;
      const d = this.game.pending;
      const answer = this.file.answers[k - 1];
      if (!d) throw new ReplayError(`The game ended after ${k - 1} answers, but the replay has ${this.file.answers.length}: it was recorded on other content.`);
      const from = this.game.events.length;
      try {
        this.game.answer(answer);
      } catch (e) {
        throw new ReplayError(`Answer ${k} (${answer.join(", ")}) does not fit the decision "${d.prompt}": ${(e as Error).message}`);
      }
      this.steps.push({ index: k, decision: d, answer: [...answer], events: this.game.events.slice(from), state: this.game.view() });
    }
    return this.steps[i];
  }
}

/** A replay of a game whose module plays replays with `steps`, on that game's content. */
export function replayOn<C, S>(steps: GamePreview<C, never, ReplayedPlay<S>>, module: AnyGameModule, content: C, file: ReplayFile<unknown>): GameReplay<S> {
  // the file was checked against the module's replay rules: its options are the ones the module's games start from
  const start = steps.start as (content: C, options: unknown) => ReplayedPlay<S>;
  return new GameReplay(file, module.runtime!.replay.contentSets(content), () => start(content, file.options));
}

/** A seeded game of random players for a number of rounds at the game's first table, saved as a replay file. */
export function recordReplay(module: AnyGameModule, content: unknown, opts: { seed: number; maxRounds: number; seats?: string[] }): ReplayFile<unknown> {
  const runtime = module.runtime;
  if (!runtime) throw new ReplayError(`${module.meta.displayName} has no runtime to play its games.`);
  const options = runtime.startOptions(content, { seed: opts.seed, seats: opts.seats ?? null, maxRounds: opts.maxRounds });
  const game = runtime.createGame(content, options);
  const agent = randomAgent(opts.seed);
  for (let i = 0; game.pending && i < 100_000; i++) game.answer(agent(game.pending, game));
  return saveReplayOf(runtime.replay, content, options, game);
}
