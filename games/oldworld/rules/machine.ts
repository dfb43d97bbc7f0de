// What the Old World's steps run on: the kernel's machine (runtime/kernel/machine.ts) holding the engine whose
// card-level rules they call, and the one table every Old World step is defined in. The rules not yet written
// as steps are generators run through the kernel's bridge (`generator`: runtime/kernel/bridge.ts).
import { generatorStep } from "../../../runtime/kernel/bridge.ts";
import { EventKinds } from "../../../runtime/kernel/events.ts";
import { Machine, type Rules } from "../../../runtime/kernel/machine.ts";
import { type StepDef, StepTable } from "../../../runtime/kernel/steps.ts";
import type { Step } from "../../../runtime/core/decision.ts";
import type { Engine } from "./engine.ts";
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
}

export const steps = new StepTable<OldWorldMachine>();

/** a rule still written as a generator, run to its end: `k.call(generator, { gen: rule(e, ...) })` */
export const generator = generatorStep(steps);

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
