// The replay viewer's model: a replay file's game played answer by answer on
// the editor's content, each step kept (the decision answered, the events it
// caused, the state after it) so the viewer can step back as well as forward.
// Steps are computed as far as they are asked for: a long game opens at once.
import type { Decision } from "../../runtime/core/decision.ts";
import type { GameEvent } from "../../runtime/core/log.ts";
import type { AdventureContent } from "../../runtime/adventure/content.ts";
import { createGame, saveReplay, type AdventureGame, type ReplayFile } from "../../runtime/adventure/game.ts";
import type { AdventureState } from "../../runtime/adventure/state.ts";
import { randomAgent } from "../../runtime/agents/agents.ts";

export interface ReplayStep {
  /** 0 is the game as set up before the first answer */
  index: number;
  decision: Decision | null;
  answer: string[];
  /** the labels of the chosen options */
  chosen: string[];
  events: GameEvent[];
  state: AdventureState;
}

export class ReplayError extends Error {}

export class ReplayModel {
  readonly file: ReplayFile;
  private readonly game: AdventureGame;
  private readonly steps: ReplayStep[] = [];

  constructor(content: AdventureContent, file: ReplayFile) {
    const sets = content.sets.map((s) => s.id);
    if (JSON.stringify(sets) !== JSON.stringify(file.sets))
      throw new ReplayError(`The replay was recorded with the sets [${file.sets.join(", ")}]; the content here has [${sets.join(", ")}].`);
    this.file = file;
    try {
      this.game = createGame(content, file.options);
    } catch (e) {
      throw new ReplayError(`The replay's game cannot be set up on this content: ${(e as Error).message}`);
    }
    this.steps.push({ index: 0, decision: null, answer: [], chosen: [], events: [...this.game.log], state: structuredClone(this.game.engine.state) });
  }

  /** the number of steps: one per answer, plus the set-up */
  get length(): number {
    return this.file.answers.length + 1;
  }

  /** The step at `index`, playing the answers up to it if not yet done. */
  step(index: number): ReplayStep {
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
      const chosen = answer.map((key) => d.options.find((o) => o.key === key)?.label ?? key);
      this.steps.push({ index: k, decision: d, answer: [...answer], chosen, events: this.game.log.slice(from), state: structuredClone(this.game.engine.state) });
    }
    return this.steps[i];
  }
}

/** A seeded game played by random agents for a number of rounds, saved as a replay file. */
export function recordGame(content: AdventureContent, opts: { seed: number; heroes: string[]; maxRounds: number }): ReplayFile {
  const game = createGame(content, { seed: opts.seed, heroes: opts.heroes, maxRounds: opts.maxRounds });
  const agent = randomAgent(opts.seed);
  for (let i = 0; game.pending && i < 100_000; i++) game.answer(agent(game.pending, game));
  return saveReplay(game);
}
