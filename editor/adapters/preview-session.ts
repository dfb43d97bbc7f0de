// The one preview session every game's tries run in: it starts the try,
// turns a rules error into a message instead of a broken page, shows the
// events since the try began and lists what changed.
import type { ProgramIR } from "../../core/ir.ts";
import type { PreviewPlay } from "../../core/preview.ts";
import type { Decision } from "../../runtime/core/decision.ts";
import { GameOverError, validateAnswer } from "../../runtime/core/errors.ts";
import type { GameEvent } from "../../runtime/core/log.ts";
import { type Said, saidOf } from "../said.ts";

export interface DiffRow {
  path: string;
  before: string;
  after: string;
}

/** nested plain data flattened to path → JSON of each leaf (arrays are leaves) */
export function flatten(view: unknown): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (v: unknown, path: string) => {
    if (v !== null && typeof v === "object" && !Array.isArray(v)) {
      for (const [k, x] of Object.entries(v as Record<string, unknown>)) walk(x, path ? `${path}.${k}` : k);
    } else out.set(path, JSON.stringify(v));
  };
  walk(view, "");
  return out;
}

export class PreviewSession<P extends PreviewPlay> {
  readonly play: P;
  private readonly before: Map<string, string>;
  private readonly fromSeq: number;
  error: string | null = null;

  /** `start` may throw on content the rules cannot set up: the caller reports that as the preview's failure */
  constructor(start: () => P) {
    this.play = start();
    this.before = flatten(this.play.before);
    this.fromSeq = this.play.begins;
  }

  /** null once the try is over or the rules failed */
  get pending(): Decision | null {
    if (this.error) return null;
    try {
      return this.play.pending;
    } catch (e) {
      this.error = (e as Error).message;
      return null;
    }
  }

  get done(): boolean {
    return this.pending === null;
  }

  /** an answer that does not fit the decision throws, as the rules' own check says; a rules error stops the try */
  answer(keys: string[]): void {
    const d = this.pending;
    if (!d) throw new GameOverError();
    validateAnswer(d, keys);
    try {
      this.play.answer(keys);
    } catch (e) {
      this.error = (e as Error).message;
    }
  }

  /** the events since the try began */
  get log(): GameEvent[] {
    return this.play.events.slice(this.fromSeq);
  }

  diff(): DiffRow[] {
    const after = flatten(this.play.view());
    const rows: DiffRow[] = [];
    for (const k of new Set([...this.before.keys(), ...after.keys()])) {
      const b = this.before.get(k) ?? "—";
      const a = after.get(k) ?? "—";
      if (a !== b) rows.push({ path: k, before: b, after: a });
    }
    return rows.sort((x, y) => (x.path < y.path ? -1 : 1));
  }
}

/** an answer, or a request to play on past where the try stopped (the next round) */
export type PreviewStep = string[] | "advance";

/**
 * A preview as a page runs it: the session of the last setup started and the steps taken in it, rebuilt from
 * each newer check with those steps replayed as far as they still fit, so the preview follows the source as
 * it is typed. `open` starts the try on a program; it throws, with a sentence for the page, when it cannot.
 */
export class PreviewRunner<Setup, P extends PreviewPlay> {
  session: PreviewSession<P> | null = null;
  /** why the try could not start or go on, in English (the CLI's and the tests' words) */
  failure: string | null = null;
  /** the same, as the page says it: a sentence of the editor's catalogue, or a rules error's own text */
  failed: Said | string | null = null;
  steps: PreviewStep[] = [];
  /** the steps taken back, the latest last: a step forward takes the latest again */
  private undone: PreviewStep[] = [];
  /**
   * For a try that copies itself (PreviewPlay.snapshot): its copy before each step taken, one per step, the
   * latest last; null before a step where it could not be copied.
   */
  private kept: unknown[] = [];
  private running: Setup | null = null;
  private builtFrom: ProgramIR | null = null;

  constructor(private readonly open: (program: ProgramIR | null, setup: Setup) => P) {}

  /** the answers given so far */
  get answered(): number {
    return this.steps.filter((s) => s !== "advance").length;
  }

  start(program: ProgramIR | null, setup: Setup, steps: readonly PreviewStep[] = []): void {
    this.undone = [];
    this.replay(program, setup, steps);
  }

  private replay(program: ProgramIR | null, setup: Setup, steps: readonly PreviewStep[]): void {
    this.failure = null;
    this.failed = null;
    this.session = null;
    this.running = setup;
    this.steps = [];
    this.kept = [];
    this.builtFrom = program;
    try {
      this.session = new PreviewSession(() => this.open(program, setup));
      for (const step of steps) {
        if (!this.fits(step)) break;
        this.take(step);
      }
    } catch (e) {
      this.fail(e);
    }
  }

  private fail(e: unknown): void {
    this.failure = (e as Error).message;
    this.failed = saidOf(e);
  }

  /** the running preview rebuilt from a newer check */
  follow(program: ProgramIR | null): void {
    if (this.running && this.builtFrom !== program) this.replay(program, this.running, this.steps);
  }

  /** a new answer: the steps taken back are dropped, as a new branch of the game begins here */
  step(step: PreviewStep): void {
    this.undone = [];
    this.go(step);
  }

  private go(step: PreviewStep): void {
    if (!this.session) return;
    try {
      this.take(step);
    } catch (e) {
      this.fail(e);
    }
  }

  get canStepBack(): boolean {
    return this.session !== null && this.steps.length > 0;
  }

  get canStepForward(): boolean {
    const next = this.undone.at(-1);
    return next !== undefined && this.session !== null && this.fits(next);
  }

  /**
   * Back to the decision before the last answer: the copy the try kept there restored (a game on the rules
   * kernel), or else, the try being a function of its setup (the seed among it) and its answers, the try
   * played again from the start with every answer but the last: only the steps with no copy cost a replay.
   */
  stepBack(): void {
    if (!this.running || !this.canStepBack) return;
    const undone = [...this.undone, this.steps.at(-1)!];
    const s = this.session!;
    const copy = this.kept.at(-1);
    if (s.play.restore && this.kept.length === this.steps.length && copy !== null) {
      s.play.restore(copy);
      s.error = null;
      this.kept.pop();
      this.steps.pop();
    } else this.replay(this.builtFrom, this.running, this.steps.slice(0, -1));
    this.undone = undone;
  }

  /** the answer taken back last, given again */
  stepForward(): void {
    if (!this.canStepForward) return;
    this.go(this.undone.pop()!);
  }

  private fits(step: PreviewStep): boolean {
    const d = this.session?.pending;
    if (step === "advance") return !d;
    return !!d && step.every((k) => d.options.some((o) => o.key === k));
  }

  private take(step: PreviewStep): void {
    const s = this.session!;
    const copy = s.play.snapshot && !s.error ? s.play.snapshot() : undefined;
    if (step === "advance") {
      if (!s.play.advance?.()) return;
    } else s.answer(step);
    this.steps.push(step);
    if (copy !== undefined) this.kept.push(copy);
  }

  /** the steps taken back (the latest last), for a try opened on a situation with the answers it goes on with */
  queue(steps: readonly PreviewStep[]): void {
    this.undone = [...steps].reverse();
  }
}
