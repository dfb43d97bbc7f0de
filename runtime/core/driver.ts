// Drives an engine generator: holds the pending Decision, checks each answer
// against it BEFORE resuming (so an illegal answer changes nothing), and records
// the answers for replay.
import type { Answer, Decision, Step } from "./decision.ts";
import { GameOverError, validateAnswer } from "./errors.ts";

export class Driver<R> {
  private readonly gen: Step<R>;
  private current: Decision | null = null;
  private finished: R | undefined;
  private done = false;
  readonly answers: Answer[];

  /** `before`: the answers that brought a game to where `gen` starts (a game resumed from a copy of its state) */
  constructor(gen: Step<R>, before: readonly Answer[] = []) {
    this.answers = before.slice();
    this.gen = gen;
    this.advance(this.gen.next());
  }

  /** the decision waiting for an answer, or null when there is none (the step is over) */
  get pending(): Decision | null {
    return this.current;
  }

  get over(): boolean {
    return this.done;
  }

  get value(): R | undefined {
    return this.finished;
  }

  answer(answer: Answer): void {
    if (this.done || this.current === null) throw new GameOverError();
    const checked = validateAnswer(this.current, answer);
    this.answers.push([...checked]);
    this.advance(this.gen.next([...checked]));
  }

  private advance(r: IteratorResult<Decision, R>): void {
    if (r.done) {
      this.done = true;
      this.current = null;
      this.finished = r.value;
    } else {
      this.current = r.value;
    }
  }
}

/**
 * A step that needs no answer and ends at once with `value`. `yield*` over it costs one small object
 * where a generator would allocate a whole suspended frame: the engine starts thousands of steps a game
 * that turn out to have nothing to ask (a window no card answers, a forced choice).
 */
export function finished<R>(value: R): Step<R> {
  return new Finished(value) as unknown as Step<R>;
}

/** a step over before it starts; its methods on the prototype, so each one is a single small object */
class Finished<R> {
  private readonly result: IteratorReturnResult<R>;

  constructor(value: R) {
    this.result = { done: true, value };
  }

  next(): IteratorReturnResult<R> {
    return this.result;
  }

  return(v: R): IteratorReturnResult<R> {
    return { done: true, value: v };
  }

  throw(err: unknown): never {
    throw err;
  }

  [Symbol.iterator](): this {
    return this;
  }
}

/**
 * A step that asks one decision of one option and ends with the key picked. `yield*` over it calls its `next`
 * as a plain method, where a generator would be a suspended frame to make and resume: a game asks hundreds.
 */
export function askOne(decision: Decision): Step<string> {
  return new AskOne(decision) as unknown as Step<string>;
}

class AskOne {
  private readonly decision: Decision;
  /** 0 before the question, 1 waiting for the answer, 2 answered */
  private state = 0;

  constructor(decision: Decision) {
    this.decision = decision;
  }

  next(answer?: Answer): IteratorResult<Decision, string | undefined> {
    if (this.state === 0) {
      this.state = 1;
      return { done: false, value: this.decision };
    }
    if (this.state === 1) {
      this.state = 2;
      return { done: true, value: answer![0] };
    }
    return { done: true, value: undefined };
  }

  return(v: string): IteratorReturnResult<string> {
    this.state = 2;
    return { done: true, value: v };
  }

  throw(err: unknown): never {
    this.state = 2;
    throw err;
  }

  [Symbol.iterator](): this {
    return this;
  }
}

/** the step that ends at once with nothing: stateless, so one object serves every caller */
export const NOTHING: Step<void> = finished(undefined);

/**
 * Ask one decision inside an engine generator. A decision whose answer is forced
 * (one option to pick, or all options required) is answered here without
 * yielding: the result is the same on every replay, and players are not asked
 * questions that have one answer.
 */
export function ask(decision: Decision): Step<Answer> {
  const min = decision.pick?.min ?? 1;
  const max = decision.pick?.max ?? 1;
  if (decision.options.length === 0) throw new Error(`decision "${decision.type}" has no options`);
  if (min === 1 && max === 1 && decision.options.length === 1) return finished([decision.options[0].key]);
  if (min === decision.options.length && max === min) return finished(decision.options.map((o) => o.key));
  return asked(decision);
}

function* asked(decision: Decision): Step<Answer> {
  return yield decision;
}

/** play a step to its end, each decision answered at once by `answer` (a bot trying a line of play on a scratch copy) */
export function playThrough<R>(run: () => Step<R>, answer: (decision: Decision) => Answer): R {
  const step = run();
  let r = step.next();
  while (!r.done) r = step.next(answer(r.value));
  return r.value;
}
