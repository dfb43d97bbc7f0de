// The one preview session every game's tries run in: it starts the try,
// turns a rules error into a message instead of a broken page, shows the
// events since the try began and lists what changed.
import type { ProgramIR } from "../../core/ir.ts";
import type { PreviewPlay } from "../../core/preview.ts";
import type { Decision } from "../../runtime/core/decision.ts";
import { GameOverError, validateAnswer } from "../../runtime/core/errors.ts";
import type { GameEvent } from "../../runtime/core/log.ts";

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
  failure: string | null = null;
  steps: PreviewStep[] = [];
  private running: Setup | null = null;
  private builtFrom: ProgramIR | null = null;

  constructor(private readonly open: (program: ProgramIR | null, setup: Setup) => P) {}

  /** the answers given so far */
  get answered(): number {
    return this.steps.filter((s) => s !== "advance").length;
  }

  start(program: ProgramIR | null, setup: Setup, steps: readonly PreviewStep[] = []): void {
    this.failure = null;
    this.session = null;
    this.running = setup;
    this.steps = [];
    this.builtFrom = program;
    try {
      this.session = new PreviewSession(() => this.open(program, setup));
      for (const step of steps) {
        if (!this.fits(step)) break;
        this.take(step);
      }
    } catch (e) {
      this.failure = (e as Error).message;
    }
  }

  /** the running preview rebuilt from a newer check */
  follow(program: ProgramIR | null): void {
    if (this.running && this.builtFrom !== program) this.start(program, this.running, this.steps);
  }

  step(step: PreviewStep): void {
    if (!this.session) return;
    try {
      this.take(step);
    } catch (e) {
      this.failure = (e as Error).message;
    }
  }

  private fits(step: PreviewStep): boolean {
    const d = this.session?.pending;
    if (step === "advance") return !d;
    return !!d && step.every((k) => d.options.some((o) => o.key === k));
  }

  private take(step: PreviewStep): void {
    const s = this.session!;
    if (step === "advance") {
      if (!s.play.advance?.()) return;
    } else s.answer(step);
    this.steps.push(step);
  }
}
