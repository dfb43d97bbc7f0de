// What the Old World's steps run on: the kernel's machine (runtime/kernel/machine.ts) holding the engine whose
// card-level rules they call, and the one table every Old World step is defined in. Every rule is a step, down
// to the cards' effects, so a game waiting at any decision can be snapshotted.
import { effectSteps, type PlainContext } from "../../../runtime/kernel/effects.ts";
import { EventKinds } from "../../../runtime/kernel/events.ts";
import { Machine, type Rules } from "../../../runtime/kernel/machine.ts";
import { type StepDef, StepTable } from "../../../runtime/kernel/steps.ts";
import type { Answer, Decision } from "../../../runtime/core/decision.ts";
import type { Engine } from "./engine.ts";
import { fightHeld } from "./fight-state.ts";
import { oldWorldRulesEffects } from "./binding.ts";
import type { EffectHandler, EffectOwner, OldWorldRuntime } from "./effect-api.ts";
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

  private bound: OldWorldRuntime | null = null;

  /** the primitives the content's effects call, bound to this machine (games/oldworld/rules/primitives.ts) */
  get rt(): OldWorldRuntime {
    if (this.bound === null) this.bound = bindPrimitives(this);
    return this.bound;
  }

  /**
   * does the game wait at a decision where a snapshot of it can be taken? Not while the engine holds a fight
   * or combo the state does not: a snapshot would not carry them (fork.ts, checkNothingOpen)
   */
  get inSteps(): boolean {
    return this.pending !== null && fightHeld(this.engine);
  }
}

export const steps = new StepTable<OldWorldMachine>();

/**
 * How primitives.ts binds its primitives to a machine. That module imports the rules that run on the machine,
 * which import this one, so it hands its binding in as it loads (`bindPrimitivesWith`) rather than this module
 * importing it.
 */
let bindPrimitives = (_k: OldWorldMachine): OldWorldRuntime => {
  throw new Error("games/oldworld/rules/primitives.ts is not loaded: nothing binds the primitives the content's effects call");
};

export function bindPrimitivesWith(bind: (k: OldWorldMachine) => OldWorldRuntime): void {
  bindPrimitives = bind;
}

/** the content's effects as steps (runtime/kernel/effects.ts): `effects.run(k, effect, owner)` calls them */
export const effects = effectSteps<OldWorldMachine, EffectOwner & { rt: OldWorldRuntime }>(steps, oldWorldRulesEffects);

/** call the steps that resolve one of the content's effects for `ctx`'s player */
export function callEffect(k: OldWorldMachine, effect: EffectHandler, ctx: EffectOwner): void {
  effects.run(k, effect, ctx as unknown as PlainContext);
}

/** one of the content's effects resolved to its end */
export const resolveEffect = steps.define<{ effect: EffectHandler; ctx: EffectOwner }>("resolve-effect", {
  resolve(k, f) {
    callEffect(k, f.effect, f.ctx);
  },
});

const rules: Rules<OldWorldMachine, OldWorldShape> = { steps, events: new EventKinds(), state: oldWorldSchema };

/**
 * One rule started alone: a step and the fields it starts with, `R` what it ends with. Rule-level tests and
 * tools that drive an engine without a game (the editor's fight trial) start one with `startAlone`; the game
 * itself runs every step on one machine.
 */
export interface RuleCall<R = unknown> {
  // biome-ignore lint/suspicious/noExplicitAny: each step has its own frame type
  readonly step: StepDef<OldWorldMachine, any>;
  readonly fields: object;
  /** what the step ends with: a type only, never set */
  readonly ends?: R;
}

export function ruleCall<F extends object, R = unknown>(step: StepDef<OldWorldMachine, F>, fields: F): RuleCall<R> {
  return { step, fields };
}

/** a machine of its own over `e`, started on the rule: it waits at the rule's first decision, or is over */
export function startAlone(e: Engine, call: RuleCall): OldWorldMachine {
  const m = new OldWorldMachine(e, { seed: e.state.seed, witchers: e.state.order });
  m.start(m, call.step, call.fields);
  return m;
}

/** a rule started alone and played to its end, `answer` answering each decision it asks: what the rule ends with */
export function playAlone<R>(e: Engine, call: RuleCall<R>, answer: (d: Decision) => Answer): R {
  const m = startAlone(e, call);
  while (!m.over) m.answer(answer(m.pending!));
  return m.result as R;
}
