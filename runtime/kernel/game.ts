// What every game on the kernel is to its callers (the driver, replays, agents, the simulator, the editor):
// the decision waiting, the answers, the log, the outcome, and snapshots. A game module's class holds its
// machine and says how its result reads as an Outcome; everything else is here, once.
import type { Outcome } from "../core/outcome.ts";
import type { Answer, Decision } from "../core/decision.ts";
import type { GameEvent } from "../core/log.ts";
import type { Machine, Snapshot } from "./machine.ts";
import type { StateShape, StateOf } from "./state.ts";

export abstract class KernelGame<S extends StateShape, R extends Outcome> {
  // biome-ignore lint/suspicious/noExplicitAny: the machine's handle is the module's own
  protected abstract readonly machine: Machine<S, any>;

  get pending(): Decision | null {
    return this.machine.pending;
  }

  /** answer the pending decision; an illegal answer throws IllegalAnswerError and changes nothing */
  answer(answer: Answer): void {
    this.machine.answer(answer);
  }

  get answers(): readonly Answer[] {
    return this.machine.answers;
  }

  /**
   * Where the game's events are: the kernel's event stream, or the log a game moving onto the kernel still
   * keeps in its engine (words and fields, not yet event kinds).
   */
  protected get eventLog(): { readonly events: readonly GameEvent[]; readonly count: number } {
    return this.machine.log;
  }

  /** every event so far; empty when the game was started without keeping its log (see `eventCount`) */
  get log(): readonly GameEvent[] {
    return this.eventLog.events;
  }

  get eventCount(): number {
    return this.eventLog.count;
  }

  /** the game's own result; null while the game runs */
  get result(): R | null {
    return this.machine.result as R | null;
  }

  get outcome(): Outcome | null {
    const r = this.result;
    return r ? { winner: r.winner, reason: r.reason, rounds: r.rounds } : null;
  }

  /** where the game stands, plain data (read it, do not change it: `snapshot` gives a copy) */
  get state(): Readonly<StateOf<S>> {
    return this.machine.state;
  }

  /** the whole game at its pending decision, in copies: `restore` goes back to it, any number of times */
  snapshot(): Snapshot<StateOf<S>> {
    return this.machine.snapshot();
  }

  /** go back (or on) to a snapshot of this game or of another of the same content and options */
  restore(snap: Snapshot<StateOf<S>>): void {
    this.machine.restore(snap);
  }
}
