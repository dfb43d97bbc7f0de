// What the Old World's steps run on: the kernel's machine (runtime/kernel/machine.ts) holding the engine whose
// card-level rules they call, and the one table every Old World step is defined in. The rules not yet written
// as steps are generators run through the kernel's bridge (`generator`: runtime/kernel/bridge.ts).
import type { GeneratorFrame } from "../../../runtime/kernel/bridge.ts";
import { effectSteps, type PlainContext } from "../../../runtime/kernel/effects.ts";
import { EventKinds } from "../../../runtime/kernel/events.ts";
import { Machine, type Rules, type Snapshot } from "../../../runtime/kernel/machine.ts";
import { type StepDef, StepTable } from "../../../runtime/kernel/steps.ts";
import type { Answer, Decision, Step } from "../../../runtime/core/decision.ts";
import type { Engine } from "./engine.ts";
import { fightHeld } from "./fight-state.ts";
import { oldWorldRulesEffects } from "./binding.ts";
import type { EffectHandler, EffectOwner, OldWorldRuntime, VerbPrimitive } from "./effect-api.ts";
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

/**
 * Call the steps that resolve one of the content's effects for `ctx`'s player. An effect of a hand-written
 * content written as a generator over the engine's primitives runs through the bridge.
 */
export function callEffect(k: OldWorldMachine, effect: EffectHandler, ctx: EffectOwner): void {
  if (typeof effect === "function") k.call(generator, { gen: effect(k.engine.ctx(ctx.player, ctx.source, ctx.instance)) });
  else effects.run(k, effect, ctx as unknown as PlainContext);
}

/** one of the content's effects resolved to its end */
export const resolveEffect = steps.define<{ effect: EffectHandler; ctx: EffectOwner }>("resolve-effect", {
  resolve(k, f) {
    callEffect(k, f.effect, f.ctx);
  },
});

/** one primitive done to its end: what the primitives as generators run (primitives.ts), the value it ends with its result */
export const primitive = steps.define<{ name: VerbPrimitive; ctx: EffectOwner; args: object }>("primitive", {
  act(k, f) {
    const value = (k.rt[f.name] as (ctx: EffectOwner, args: object) => unknown).call(k.rt, f.ctx, f.args);
    if (!k.acted) k.pass(value);
  },
});

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
