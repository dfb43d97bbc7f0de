// The Adventure Game on the rules kernel (runtime/kernel): its state's declared shape, the machine its steps
// run on (beside the engine whose token-level rules and records they change), and the table of its steps.
// The rules move onto steps from the turn structure down (turn.ts); what is still a generator runs through the
// kernel's bridge (`generator`), and no snapshot is taken while one is live.
import type { Effect } from "../../../core/ir.ts";
import type { Answer, Step } from "../../../runtime/core/decision.ts";
import { interpreter } from "../../../runtime/interpret/walker.ts";
import { generatorStep } from "../../../runtime/kernel/bridge.ts";
import { effectSteps, type PlainContext } from "../../../runtime/kernel/effects.ts";
import { EventKinds } from "../../../runtime/kernel/events.ts";
import { Machine, type Rules, type Snapshot } from "../../../runtime/kernel/machine.ts";
import { type StateOf, stateSchema } from "../../../runtime/kernel/state.ts";
import { type FrameFields, type StepDef, StepTable } from "../../../runtime/kernel/steps.ts";
import { adventureEffects } from "./effect-binding.ts";
import type { Handler, Predicate } from "./content.ts";
import type { EffectContext } from "./effect-api.ts";
import type { Engine } from "./engine.ts";
import type { AdventureState } from "./state.ts";

const leads = { red: "int", blue: "int", purple: "int" } as const;

/** a battle being fought (state.ts BattleState): its dice, its results and its outcome so far */
const battle = {
  hero: "text",
  enemy: "text",
  stats: { sword: "int?", shield: "int?", ritual: "int?" },
  token: "text?",
  dice: { each: { die: "text", face: "text", results: "texts", spent: "texts" } },
  adjust: { sword: "int", shield: "int", dodge: "int", ritual: "int", sign: "int" },
  rollNo: "int",
  // set in the order the results are compared (battle.ts), which the log shows
  outcome: { sword: { maybe: "bool" }, ritual: { maybe: "bool" }, shield: { maybe: "bool" } },
  defeated: "bool",
} as const;

/** Everything the board is (state.ts AdventureState), field by field: heroes, zones and decks by their ids. */
export const adventureState = stateSchema({
  seed: "int",
  epic: "bool",
  order: "texts",
  heroes: {
    byKey: {
      id: "text",
      seat: "int",
      location: "text",
      gold: "int",
      vp: "int",
      leads,
      proof: leads,
      actionTokens: "texts",
      wounds: { byKey: "text" },
      foulFate: "texts",
      delayed: "bool",
      development: { each: { card: "text", markers: "int" } },
      goodFortune: "texts",
      kept: { each: { card: "text", until: "text", taskDone: "bool" } },
      companions: "texts",
      quest: { maybe: { card: "text", sideDone: "texts", supportDone: "bool" } },
      completedQuests: "texts",
      supportChart: "text?",
      finalTurn: "int?",
    },
  },
  active: "text",
  turn: "int",
  round: "int",
  actionNo: "int",
  warTrack: "int",
  zones: { byKey: { monsters: { each: { token: "text", faceup: "bool" } }, foulFate: "bool" } },
  decks: { byKey: { draw: "texts", discard: "texts" } },
  monsters: { bronze: "texts", silver: "texts", gold: "texts" },
  endingAfter: "text?",
  over: "bool",
  records: { battles: "int", hookUses: { byKey: "text" }, ignoring: { byKey: "texts" }, lastDefeat: { byKey: "text?" } },
  battle: { maybe: { each: battle } },
  underWay: { resolving: "texts", keep: { byKey: "text" }, draws: { each: { deck: "text", cards: "texts" } } },
});

export type AdventureShape = typeof adventureState.shape;

/** the board as the kernel holds it: the very object the engine's rules change (its words typed as words) */
const asKernelState = (s: AdventureState) => s as unknown as StateOf<AdventureShape>;

/**
 * What the Adventure Game's phases are handed: the machine, and the engine the rules still keep their
 * token-level rules and records in. The engine's state and dice are the machine's.
 */
export class AdventureMachine<R = unknown> extends Machine<AdventureShape, R> {
  constructor(readonly e: Engine) {
    // the events are the engine's log (engine.ts, log-events.ts): the kernel's own stream is not used
    super(rules, asKernelState(e.state), e.rng, {}, { keep: false });
  }

  /** the engine goes on from the restored state and dice (the kernel's copies) */
  override restore(snap: Snapshot<StateOf<AdventureShape>>): void {
    super.restore(snap);
    this.e.adopt(this.state as unknown as AdventureState, this.rng);
  }

  private bound: object | null = null;

  /** the effects' primitives bound to this machine (primitives.ts): a choice is a step it calls, a gain done at once */
  get rt(): object {
    this.bound ??= this.e.rt.onMachine(this);
    return this.bound;
  }

  /** does a generator still written so stand between the game and its pending decision (no snapshot here)? */
  get inGenerator(): boolean {
    return this.where().some((at) => at.startsWith(`${generator.name}.`));
  }
}

export const steps = new StepTable<AdventureMachine>();

/** the rules still written as generators, run from a step (runtime/kernel/bridge.ts) */
export const generator = generatorStep(steps);

/** card effects as steps: the effect IR the content holds, run construct by construct (runtime/kernel/effects.ts) */
export const effects = effectSteps<AdventureMachine, EffectContext>(steps, adventureEffects);

/** one effect resolved for a hero: a step a generator can play (`runEffect`) */
const resolveEffect = steps.define<{ effect: Effect; ctx: PlainContext }>("resolve-effect", {
  resolve(k, f) {
    effects.run(k, f.effect, f.ctx);
  },
});

/** an effect's context as a frame holds it: who resolves it and whose effect it is, without the runtime */
export function plainContext(ctx: EffectContext): PlainContext {
  return { hero: ctx.hero, source: ctx.source, instance: ctx.instance };
}

/** call the steps that resolve `effect` for `ctx` from a phase (the phase after it runs once it is resolved) */
export function effectOn(k: AdventureMachine, effect: Handler, ctx: EffectContext): void {
  if (typeof effect === "function") k.call(generator, { gen: effect(ctx) });
  else effects.run(k, effect, plainContext(ctx));
}

/** resolve `effect` for `ctx` as a generator: its steps on a machine of their own over the engine */
// callers still written as generators use this: hooks.ts, operations.ts, bench/throughput.ts
export function runEffect(e: Engine, effect: Handler, ctx: EffectContext): Step<void> {
  if (typeof effect === "function") return effect(ctx);
  return played(e, resolveEffect, { effect, ctx: plainContext(ctx) });
}

const walk = interpreter<EffectContext>(adventureEffects);

/** could `effect` be done fully right now (a choice's options, a hook's cost, a quest's requirement)? It asks nothing and changes nothing */
export function canEffect(effect: Predicate, ctx: EffectContext): boolean {
  return typeof effect === "function" ? effect(ctx) : walk.can(effect, ctx);
}

const rules: Rules<AdventureMachine, AdventureShape> = { steps, events: new EventKinds(), state: adventureState };

/**
 * A step of the rules played as a generator over an engine: its decisions yielded and each answer handed to
 * it, its end value returned. For a test or tool that drives the engine rule by rule with its own answers
 * (test/runtime/table.ts), as it drives the generators still there.
 */
export function* played<F extends FrameFields, R>(e: Engine, step: StepDef<AdventureMachine, F>, fields: F): Step<R> {
  const m = new AdventureMachine<R>(e);
  m.start(m, step, fields);
  while (m.pending !== null) m.answer((yield m.pending) as Answer);
  return m.result as R;
}
