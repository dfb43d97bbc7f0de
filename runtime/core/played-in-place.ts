// A game played in place: its rules run to their end in one call, each decision answered by a bot the
// moment it is asked (driver.ts's or in-place.ts's playInPlace, whichever the rules were built with).
// It reads like a driver, so a game is the same object either way: its pending decision (while the bot
// weighs it), its answers, its result.
import type { Answer, Decision } from "./decision.ts";
import { validateAnswer } from "./errors.ts";
import { GameProgress } from "./progress.ts";

export type PlayInPlace<R> = (answer: (decision: Decision) => Answer) => R;

export class PlayedInPlace<R> extends GameProgress<R> {
  private played = false;
  /** `before`: the answers that brought the game to where its rules resume (a copy of a turn start) */
  constructor(before: Answer[] = []) {
    super(before);
  }

  /** play the game to its end; an illegal answer throws IllegalAnswerError, as the driver's does */
  play(run: PlayInPlace<R>, answerFor: (decision: Decision) => Answer): void {
    if (this.played) throw new Error("a game played in place is played once");
    this.played = true;
    this.finished = run((d) => {
      this.current = d;
      // one copy, kept and handed on: the bot may keep or reuse the list it answered with, and the rules only
      // read an answer (a game asks some 600 decisions)
      const given = validateAnswer(d, answerFor(d));
      // most answers name one option: a list of one made inline costs less than a call to copy one
      const kept = given.length === 1 ? [given[0]] : given.slice();
      this.answers.push(kept);
      return kept;
    });
    this.current = null;
    this.done = true;
  }

  answer(): never {
    throw new Error("a game played in place is answered by the bots it was played with, not one answer at a time");
  }
}
