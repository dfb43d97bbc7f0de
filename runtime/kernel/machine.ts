// The kernel: it runs a game's steps on an explicit stack, holds the decision waiting for an answer, and
// copies where the game stands (its state, its stack, its dice, how far its log and answers reach) into a
// snapshot any number of games can go on from. Nothing of a game lives outside those: no generator frames,
// no closures over the rules, so pausing at a decision, undoing and forking need no replay.
import type { Answer, Decision } from "../core/decision.ts";
import { GameOverError, validateAnswer } from "../core/errors.ts";
import type { LogOptions } from "../core/log.ts";
import type { Rng } from "../core/rng.ts";
import { type EventKind, type EventKinds, EventStream, type IdLists } from "./events.ts";
import type { StateOf, StateSchema, StateShape } from "./state.ts";
import { type Frame, type FrameFields, phaseIndex, type StepDef, type StepTable } from "./steps.ts";

/** a frame's phase before its step has begun */
const NOT_STARTED = -1;

/** what a phase did, besides changing the state */
const Did = { Nothing: 0, Asked: 1, Called: 2, Ended: 3, Passed: 4 } as const;
type Did = (typeof Did)[keyof typeof Did];

/** Everything a game is at one of its decisions, in copies no later play touches. */
export interface Snapshot<S> {
  readonly state: S;
  readonly stack: readonly Frame[];
  readonly rng: Rng;
  readonly pending: Decision | null;
  readonly result: unknown;
  /** the answers given, as the last of them (the list a snapshot shares with the game it was taken of) */
  readonly answers: Answered | null;
  readonly events: { count: number; kept: number };
  /** the stream the events were counted in: a restore into the same game forgets the events after the snapshot */
  readonly log: EventStream;
}

/**
 * One answer given and the answers before it: a list that only grows at its end, so that a snapshot holds the
 * last answer given, not a copy of them all, and games gone on from one snapshot share the answers before it.
 * Copying the answers was the one part of a snapshot that grew with the game.
 */
export interface Answered {
  readonly answer: Answer;
  readonly before: Answered | null;
  /** how many answers, this one included */
  readonly count: number;
}

/** what a game's rules are made of: its steps, its event kinds, its state's shape and its id lists */
export interface Rules<K, S extends StateShape> {
  readonly steps: StepTable<K>;
  readonly events: EventKinds;
  readonly state: StateSchema<S>;
}

/**
 * One game running on the kernel. `K` is what the game's phases are handed (the machine itself, or the
 * game's own handle that extends it with its content and primitives); `S` its state's shape.
 */
export class Machine<S extends StateShape, R = unknown> {
  state: StateOf<S>;
  rng: Rng;
  readonly log: EventStream;
  private stack: Frame[] = [];
  private current: Decision | null = null;
  private finished: R | undefined;
  private done = false;
  /** the last answer given (the whole list, shared with snapshots) */
  private answered: Answered | null = null;
  /** the answers as a list, kept while no restore has replaced them; else made again when asked for */
  private answerList: Answer[] | null = [];
  // what the running phase did: set by ask, call and end, read by the loop after the phase returns
  private did: Did = Did.Nothing;
  private calls: Frame[] = [];
  private asked: Decision | null = null;
  private value: unknown;
  /** the handle phases are given: set by the game once it is made */
  // biome-ignore lint/suspicious/noExplicitAny: each game hands its phases its own handle
  private handle: any = this;

  constructor(
    // biome-ignore lint/suspicious/noExplicitAny: each game hands its phases its own handle
    readonly rules: Rules<any, S>,
    state: StateOf<S>,
    rng: Rng,
    ids: IdLists,
    log: LogOptions = {},
  ) {
    this.state = state;
    this.rng = rng;
    this.log = new EventStream(rules.events, ids, log);
  }

  /** start the game with its first step (again, once an earlier start has ended); it runs until it asks a real decision or ends */
  start<K, F extends FrameFields>(handle: K, first: StepDef<K, F>, fields: F): void {
    this.handle = handle;
    this.done = false;
    this.finished = undefined;
    this.stack = [{ ...fields, step: first.code, phase: NOT_STARTED }];
    this.run(undefined);
  }

  // ---- what phases call ----

  /**
   * Ask a decision; the phase after this one resumes with the answer. A decision with one answer (one option
   * to pick, or every option required) is answered at once and never waits: the same answer on every replay,
   * and players are not asked what has one answer.
   */
  ask(decision: Decision): void {
    this.act(Did.Asked);
    const min = decision.pick?.min ?? 1;
    const max = decision.pick?.max ?? 1;
    if (decision.options.length === 0) throw new Error(`decision "${decision.type}" has no options`);
    if (min === 1 && max === 1 && decision.options.length === 1) this.value = [decision.options[0].key];
    else if (min === decision.options.length && max === min) this.value = decision.options.map((o) => o.key);
    else this.asked = decision;
  }

  /**
   * Run a sub-step before the phase after this one; several calls run in the order made. `fields` is made for
   * this call (a literal, never kept or passed again) and becomes the frame itself: copying objects of many
   * shapes was the dearest thing a call did (a game whose turns call a few steps each answered at about half
   * its speed).
   */
  call<K, F extends FrameFields>(step: StepDef<K, F>, fields: F): void {
    if (this.did !== Did.Nothing && this.did !== Did.Called) this.twice();
    this.did = Did.Called;
    const frame = fields as Frame<F>;
    (frame as { step: number }).step = step.code;
    frame.phase = NOT_STARTED;
    this.calls.push(frame);
  }

  /** end the step now, handing `value` to the phase of its caller that runs next */
  end(value?: unknown): void {
    this.act(Did.Ended);
    this.value = value;
  }

  /** the phase after this one resumes with `value`, as it would with a sub-step's (a primitive that asked nothing) */
  pass(value: unknown): void {
    this.act(Did.Passed);
    this.value = value;
  }

  /** has the running phase asked, called, ended or passed already? */
  get acted(): boolean {
    return this.did !== Did.Nothing;
  }

  /** the phase to run after this one (a loop goes back, a rule skips ahead) */
  goto(frame: Frame, phase: string): void {
    frame.phase = phaseIndex(this.rules.steps.byCode(frame.step), phase);
  }

  event(kind: EventKind, ...fields: number[]): void {
    this.log.add(kind, fields);
  }

  private act(did: Did): void {
    if (this.did !== Did.Nothing) this.twice();
    this.did = did;
  }

  private twice(): never {
    throw new Error("a phase may ask, call or end once: split it into phases");
  }

  // ---- the loop ----

  private run(input: unknown): void {
    const steps = this.rules.steps;
    let value = input;
    while (this.stack.length > 0) {
      const frame = this.stack[this.stack.length - 1];
      const def = steps.byCode(frame.step);
      if (frame.phase >= def.phases.length) {
        // past its last phase: the step ends with what its last phase resumed with
        this.stack.pop();
        continue;
      }
      // a step's first phase starts with nothing, not with what the step called before it ended with
      if (frame.phase === NOT_STARTED) {
        frame.phase = 0;
        value = undefined;
      }
      const phase = def.phases[frame.phase++];
      this.did = Did.Nothing;
      phase(this.handle, frame, value);
      switch (this.did as Did) {
        case Did.Nothing:
          value = undefined;
          if (frame.phase >= def.phases.length) this.stack.pop();
          break;
        case Did.Asked:
          if (this.asked !== null) {
            this.current = this.asked;
            this.asked = null;
            return;
          }
          value = this.value;
          break;
        case Did.Called:
          for (let i = this.calls.length - 1; i >= 0; i--) this.stack.push(this.calls[i]);
          this.calls.length = 0;
          value = undefined;
          break;
        case Did.Ended:
          this.stack.pop();
          value = this.value;
          break;
        case Did.Passed:
          value = this.value;
          if (frame.phase >= def.phases.length) this.stack.pop();
          break;
      }
    }
    this.done = true;
    this.current = null;
    this.finished = value as R;
  }

  // ---- the game as its callers see it ----

  get pending(): Decision | null {
    return this.current;
  }

  get over(): boolean {
    return this.done;
  }

  get result(): R | null {
    return this.done ? (this.finished as R) : null;
  }

  get answers(): readonly Answer[] {
    if (this.answerList === null) {
      const list: Answer[] = [];
      for (let a = this.answered; a !== null; a = a.before) list.push(a.answer);
      this.answerList = list.reverse();
    }
    return this.answerList;
  }

  /** answer the pending decision; an illegal answer throws IllegalAnswerError and changes nothing */
  answer(answer: Answer): void {
    if (this.done || this.current === null) throw new GameOverError();
    const checked = validateAnswer(this.current, answer).slice();
    this.answered = { answer: checked, before: this.answered, count: (this.answered?.count ?? 0) + 1 };
    this.answerList?.push(checked);
    this.current = null;
    this.run(checked);
  }

  /** the frames on the stack, outermost first, as step and phase names: where the rules stand, for errors and tests */
  where(): string[] {
    return this.stack.map((f) => {
      const def = this.rules.steps.byCode(f.step);
      return `${def.name}.${def.phaseNames[Math.max(0, Math.min(f.phase - 1, def.phaseNames.length - 1))]}`;
    });
  }

  snapshot(): Snapshot<StateOf<S>> {
    return {
      state: this.rules.state.copy(this.state),
      stack: this.stack.map(copyFrame),
      rng: this.rng.copy(),
      pending: this.current,
      result: this.finished,
      answers: this.answered,
      events: this.log.mark(),
      log: this.log,
    };
  }

  /**
   * Go on from a snapshot: of this game (undo, or a search trying another future), or of another game of the
   * same rules and content (a fork). The snapshot is copied again, so it serves any number of restores. The
   * events after the snapshot are forgotten; a game restored from another's snapshot counts on from its
   * events but keeps none of them.
   */
  restore(snap: Snapshot<StateOf<S>>): void {
    this.state = this.rules.state.copy(snap.state);
    this.stack = snap.stack.map(copyFrame);
    this.rng = snap.rng.copy();
    this.current = snap.pending;
    this.finished = snap.result as R | undefined;
    this.done = snap.pending === null && snap.stack.length === 0;
    this.answered = snap.answers;
    this.answerList = null;
    if (snap.log === this.log) this.log.rewind(snap.events);
    else this.log.countFrom(snap.events.count);
  }
}

function copyFrame(f: Frame): Frame {
  return { ...f };
}
