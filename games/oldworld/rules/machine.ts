// What the Old World's steps run on: the kernel's machine (runtime/kernel/machine.ts) holding the engine whose
// card-level rules they call, and the one table every Old World step is defined in. The rules not yet written
// as steps are generators run through the kernel's bridge (`generator`: runtime/kernel/bridge.ts).
import type { GeneratorFrame } from "../../../runtime/kernel/bridge.ts";
import { EventKinds } from "../../../runtime/kernel/events.ts";
import { Machine, type Rules, type Snapshot } from "../../../runtime/kernel/machine.ts";
import { type StepDef, StepTable } from "../../../runtime/kernel/steps.ts";
import type { Answer, Decision, DecisionOption, Step } from "../../../runtime/core/decision.ts";
import type { Engine } from "./engine.ts";
import { fightHeld } from "./fight-state.ts";
import type { OldWorldOptions, OldWorldResult } from "./state.ts";
import { oldWorldSchema, type KernelOldWorldState, type OldWorldShape } from "./state-schema.ts";

/** what the Old World's steps are handed: the machine, the engine whose rules they run, and the game's options */
export class OldWorldMachine extends Machine<OldWorldShape, OldWorldResult> {
  constructor(
    readonly engine: Engine,
    readonly options: Readonly<OldWorldOptions>,
  ) {
    // the engine's log is the game's (its events are still words and fields): the kernel's stream keeps nothing
    super(rules, engine.state as KernelOldWorldState, engine.rng, {}, { keep: false });
  }

  /** was the decision waiting asked by a rule still written as a generator (no snapshot then)? */
  private inGenerator = false;

  override ask(decision: Decision): void {
    this.inGenerator = false;
    super.ask(decision);
  }

  /** a generator's decision, asked through the bridge */
  askFromGenerator(decision: Decision): void {
    super.ask(decision);
    this.inGenerator = true;
  }

  /**
   * does the game wait at a decision a step asked, where a snapshot of it can be taken? Not while the engine
   * holds a fight or combo the state does not: a snapshot would not carry them (fork.ts, checkNothingOpen)
   */
  get inSteps(): boolean {
    return this.pending !== null && !this.inGenerator && fightHeld(this.engine);
  }

  override restore(snap: Snapshot<KernelOldWorldState>): void {
    super.restore(snap);
    // a snapshot is only ever taken at a step's decision
    this.inGenerator = false;
  }
}

export const steps = new StepTable<OldWorldMachine>();

/**
 * A rule still written as a generator, run to its end: `k.call(generator, { gen: rule(e, ...) })`. The
 * kernel's bridge (runtime/kernel/bridge.ts), noting that the decision it asks is a generator's.
 */
export const generator = steps.define<GeneratorFrame>("generator", {
  resume(k, f, answer) {
    const r = f.gen.next(answer as Answer);
    if (r.done) return k.end(r.value);
    k.askFromGenerator(r.value as Decision);
    k.goto(f, "resume");
  },
});

/** a decision worded as the engine words its choices (Engine.choose): its prompt `ow-prompt-<type>` */
export function choice(
  who: string,
  type: string,
  options: DecisionOption[],
  args: Record<string, string | number> = {},
  pick?: { min: number; max: number },
): Decision {
  const prompt = `ow-prompt-${type}`;
  return pick ? { type, who, prompt, args, options, pick } : { type, who, prompt, args, options };
}

const rules: Rules<OldWorldMachine, OldWorldShape> = { steps, events: new EventKinds(), state: oldWorldSchema };

/**
 * A step run alone on an engine, as a generator: its decisions yielded, its end returned. For rule-level
 * tests and tools that drive an engine without a game (the game itself runs its steps on one machine).
 */
export function* stepOnEngine<F extends object>(e: Engine, step: StepDef<OldWorldMachine, F>, fields: F): Step<unknown> {
  const m = new OldWorldMachine(e, { seed: e.state.seed, witchers: e.state.order });
  m.start(m, step, fields);
  while (!m.over) m.answer(yield m.pending!);
  return m.result;
}
