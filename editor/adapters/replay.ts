// The replay viewer's model: a replay file's game played answer by answer on
// the editor's content, each step kept (the decision answered, the events it
// caused, the state after it) so the viewer can step back as well as forward.
// Steps are computed as far as they are asked for: a long game opens at once.
// Any game: the file names it, the registry gives its replay rules and its
// module's `previews.replay` plays it.
import type { AnyGameModule } from "../../core/game.ts";
import type { GamePreview, ReplayedPlay } from "../../core/preview.ts";
import type { GameRegistry } from "../../core/registry.ts";
import { randomAgent } from "../../runtime/agents/agents.ts";
import type { Decision } from "../../runtime/core/decision.ts";
import type { GameEvent } from "../../runtime/core/log.ts";
import { checkReplay, REPLAY_FORMAT, type ReplayFile, saveReplayOf } from "../../runtime/core/replay.ts";
import { type SaidArg, SaidError } from "../said.ts";

/** A replay file, checked against the rules of the game it names. */
export interface AnyReplay {
  module: AnyGameModule;
  file: ReplayFile<unknown>;
}

/**
 * What the viewer tells of a replay file it cannot step through, as a sentence of the editor's catalogue
 * (`editor-replay-*`); `decision`: the decision an answer did not fit, which the viewer names in the words of
 * its game.
 */
export class ReplayError extends SaidError {
  constructor(
    id: string,
    args: Record<string, SaidArg> = {},
    readonly decision: Decision | null = null,
    /** the option keys answered to `decision` */
    readonly answered: string[] = [],
  ) {
    super({ id, args });
    this.name = "ReplayError";
  }
}

/**
 * Reads a replay file's text: every field by the rules of the game it names. The runtime's reader
 * (readReplayText, moduleOfReplay) checks the same for the CLI in its words; the viewer tells each
 * refusal in the page's.
 */
export function parseAnyReplay(text: string, games: GameRegistry): AnyReplay {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ReplayError("editor-replay-not-json");
  }
  if (!data || typeof data !== "object" || Array.isArray(data) || (data as { format?: unknown }).format !== REPLAY_FORMAT) {
    throw new ReplayError("editor-replay-not-replay");
  }
  const id = (data as { game?: unknown }).game;
  if (typeof id !== "string") throw new ReplayError("editor-replay-no-game");
  const module = games.all().find((m) => m.meta.id === id);
  if (!module) throw new ReplayError("editor-replay-game-not-known", { game: id, games: games.ids().join(", ") });
  if (!module.runtime) throw new ReplayError("editor-replay-no-runtime", { game: module.meta.displayName });
  try {
    return { module, file: checkReplay(module.runtime.replay, data) };
  } catch (e) {
    // the fields the game's replay rules refuse, by their place in the file ("options.seed", "answers.3.0"):
    // the runtime's "path: what it must be; …", of which the places are the same in every language
    const reason = (e as Error).message;
    const issues = reason.replace(/^not a replay file: /, "").split("; ");
    const fields = issues.map((i) => /^([\w.]+): /.exec(i)?.[1]).filter((f): f is string => f !== undefined);
    if (fields.length > 0 && fields.length === issues.length)
      throw new ReplayError("editor-replay-bad-fields", {
        game: module.meta.displayName,
        fields: [...new Set(fields)].join(", "),
        count: new Set(fields).size,
      });
    throw new ReplayError("editor-replay-refused", { game: module.meta.displayName, reason });
  }
}

export interface ReplayStep<S> {
  /** 0 is the game as set up before the first answer */
  index: number;
  decision: Decision | null;
  answer: string[];
  events: GameEvent[];
  state: S;
}

/** A game's steps, played from its replay file as far as they are asked for. */
export class GameReplay<S> {
  readonly file: ReplayFile<unknown>;
  private readonly game: ReplayedPlay<S>;
  private readonly steps: ReplayStep<S>[] = [];

  constructor(file: ReplayFile<unknown>, contentSets: string[], start: () => ReplayedPlay<S>) {
    if (JSON.stringify(contentSets) !== JSON.stringify(file.sets))
      throw new ReplayError("editor-replay-other-sets", { recorded: file.sets.join(", "), here: contentSets.join(", ") });
    this.file = file;
    try {
      this.game = start();
    } catch (e) {
      throw new ReplayError("editor-replay-setup-failed", { reason: (e as Error).message });
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
      if (!d) throw new ReplayError("editor-replay-ended-early", { played: k - 1, answers: this.file.answers.length });
      const from = this.game.events.length;
      try {
        this.game.answer(answer);
      } catch (e) {
        throw new ReplayError("editor-replay-answer-misfit", { answer: k, keys: answer.join(", "), prompt: d.prompt, reason: (e as Error).message }, d, answer);
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
  if (!runtime) throw new ReplayError("editor-replay-no-runtime", { game: module.meta.displayName });
  const options = runtime.startOptions(content, { seed: opts.seed, seats: opts.seats ?? null, maxRounds: opts.maxRounds });
  const game = runtime.createGame(content, options);
  const agent = randomAgent(opts.seed);
  for (let i = 0; game.pending && i < 100_000; i++) game.answer(agent(game.pending, game));
  return saveReplayOf(runtime.replay, content, options, game);
}
