// The replay viewer's model: a replay file's game played answer by answer on
// the editor's content, each step kept (the decision answered, the events it
// caused, the state after it) so the viewer can step back as well as forward.
// Steps are computed as far as they are asked for: a long game opens at once.
// Either game: the file names it ("adventure", "oldworld").
import type { Decision } from "../../runtime/core/decision.ts";
import type { GameEvent } from "../../runtime/core/log.ts";
import { checkReplay, readReplayText, type ReplayFile as AnyReplayFile } from "../../runtime/core/replay.ts";
import type { AdventureContent } from "../../games/adventure/rules/content.ts";
import { createGame, parseReplay, saveReplay, type AdventureGame, type ReplayFile } from "../../games/adventure/rules/game.ts";
import type { AdventureState } from "../../games/adventure/rules/state.ts";
import { randomAgent } from "../../runtime/agents/agents.ts";
import type { OldWorldContent } from "../../games/oldworld/rules/content.ts";
import { createOldWorldGame, oldWorldReplay, saveOldWorldReplay, type OldWorldGame } from "../../games/oldworld/rules/game.ts";
import type { OldWorldState, OldWorldOptions } from "../../games/oldworld/rules/state.ts";

/** A replay file of either game, checked against its game's rules. */
export type AnyReplay = { game: "adventure"; file: ReplayFile } | { game: "oldworld"; file: AnyReplayFile<OldWorldOptions> };

/**
 * Reads a replay file's text: every field by the rules of the game it names
 * (anything not naming the Old World is checked as the Adventure Game's, so a
 * file that is no replay at all gets that check's plain sentence).
 */
export function parseAnyReplay(text: string): AnyReplay {
  const data = readReplayText(text);
  if ((data as { game?: unknown }).game === "oldworld") return { game: "oldworld", file: checkReplay(oldWorldReplay, data) };
  return { game: "adventure", file: parseReplay(text) };
}

/** what stepping through a game needs of it */
interface SteppedGame<S> {
  readonly pending: Decision | null;
  answer(a: string[]): void;
  readonly log: readonly GameEvent[];
  state(): S;
}

export interface ReplayStep<S = AdventureState> {
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
  readonly file: AnyReplayFile<unknown>;
  private readonly game: SteppedGame<S>;
  private readonly steps: ReplayStep<S>[] = [];

  constructor(file: AnyReplayFile<unknown>, contentSets: string[], start: () => SteppedGame<S>) {
    if (JSON.stringify(contentSets) !== JSON.stringify(file.sets))
      throw new ReplayError(`The replay was recorded with the sets [${file.sets.join(", ")}]; the content here has [${contentSets.join(", ")}].`);
    this.file = file;
    try {
      this.game = start();
    } catch (e) {
      throw new ReplayError(`The replay's game cannot be set up on this content: ${(e as Error).message}`);
    }
    this.steps.push({ index: 0, decision: null, answer: [], events: [...this.game.log], state: this.game.state() });
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
      const from = this.game.log.length;
      try {
        this.game.answer(answer);
      } catch (e) {
        throw new ReplayError(`Answer ${k} (${answer.join(", ")}) does not fit the decision "${d.prompt}": ${(e as Error).message}`);
      }
      this.steps.push({ index: k, decision: d, answer: [...answer], events: this.game.log.slice(from), state: this.game.state() });
    }
    return this.steps[i];
  }
}

function stepped<S>(game: AdventureGame | OldWorldGame, state: () => S): SteppedGame<S> {
  return {
    get pending() {
      return game.pending;
    },
    answer: (a) => game.answer(a),
    get log() {
      return game.log;
    },
    state,
  };
}

/** An Adventure Game replay. */
export class ReplayModel extends GameReplay<AdventureState> {
  constructor(content: AdventureContent, file: ReplayFile) {
    super(
      file,
      content.sets.map((s) => s.id),
      () => {
        const g = createGame(content, file.options);
        return stepped(g, () => structuredClone(g.engine.state));
      },
    );
  }
}

/** An Old World replay. */
export class OldWorldReplayModel extends GameReplay<OldWorldState> {
  constructor(content: OldWorldContent, file: AnyReplayFile<OldWorldOptions>) {
    super(
      file,
      content.sets.map((s) => s.id),
      () => {
        const g = createOldWorldGame(content, file.options);
        return stepped(g, () => structuredClone(g.engine.state));
      },
    );
  }
}

/** A seeded game played by random agents for a number of rounds, saved as a replay file. */
export function recordGame(content: AdventureContent, opts: { seed: number; heroes: string[]; maxRounds: number }): ReplayFile {
  const game = createGame(content, { seed: opts.seed, heroes: opts.heroes, maxRounds: opts.maxRounds });
  const agent = randomAgent(opts.seed);
  for (let i = 0; game.pending && i < 100_000; i++) game.answer(agent(game.pending, game));
  return saveReplay(game);
}

/** A seeded Old World game played by random agents for a number of rounds, saved as a replay file. */
export function recordOldWorldGame(content: OldWorldContent, opts: { seed: number; witchers: string[]; maxRounds: number }): AnyReplayFile<OldWorldOptions> {
  const game = createOldWorldGame(content, { seed: opts.seed, witchers: opts.witchers, maxRounds: opts.maxRounds });
  const agent = randomAgent(opts.seed);
  for (let i = 0; game.pending && i < 100_000; i++) game.answer(agent(game.pending, game));
  return saveOldWorldReplay(game);
}
