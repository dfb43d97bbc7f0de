// Where a game stands, read the same way however its rules run: the decision waiting for an answer, the
// answers given, and the result once it is over. A driver (driver.ts) moves it one answer at a time; a
// game played in place (played-in-place.ts) moves it as its bots answer.
import type { Answer, Decision } from "./decision.ts";

export abstract class GameProgress<R> {
  protected current: Decision | null = null;
  protected finished: R | undefined;
  protected done = false;
  readonly answers: Answer[];

  protected constructor(answers: Answer[]) {
    this.answers = answers;
  }

  /** the decision waiting for an answer, or null when there is none (the game is over, or not started) */
  get pending(): Decision | null {
    return this.current;
  }

  get over(): boolean {
    return this.done;
  }

  get value(): R | undefined {
    return this.finished;
  }

  abstract answer(answer: Answer): void;
}
