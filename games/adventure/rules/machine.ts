// The Adventure Game on the rules kernel (runtime/kernel): its state's declared shape, the machine its steps
// run on (beside the engine whose token-level rules and records they change), and the table of its steps.
// Every rule is a step, down to the card effects (the IR the content holds, run by the kernel's effect steps),
// so the game can be snapshotted at any of its decisions.
import type { Effect } from "../../../core/ir.ts";
import { interpreter } from "../../../runtime/interpret/walker.ts";
import { effectSteps, type PlainContext } from "../../../runtime/kernel/effects.ts";
import { EventKinds } from "../../../runtime/kernel/events.ts";
import { Machine, type Rules, type Snapshot } from "../../../runtime/kernel/machine.ts";
import { type StateOf, stateSchema } from "../../../runtime/kernel/state.ts";
import { StepTable } from "../../../runtime/kernel/steps.ts";
import { adventureEffects } from "./effect-binding.ts";
import type { AdventurePrimitives, EffectContext } from "./effect-api.ts";
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
  /** the effects' primitives bound to this machine: a choice is a step it calls, a gain done at once */
  readonly rt: AdventurePrimitives;

  /**
   * `primitives` binds the effects' primitives to the machine (primitives.ts bindPrimitives); the engine's
   * contexts carry them too (Engine.ctx), for the checks made outside an effect
   */
  constructor(
    readonly e: Engine,
    primitives: (k: AdventureMachine) => AdventurePrimitives,
  ) {
    // the events are the engine's log (engine.ts, log-events.ts): the kernel's own stream is not used
    super(rules, asKernelState(e.state), e.rng, {}, { keep: false });
    this.rt = primitives(this);
    e.rt = this.rt;
  }

  /** the engine goes on from the restored state and dice (the kernel's copies) */
  override restore(snap: Snapshot<StateOf<AdventureShape>>): void {
    super.restore(snap);
    this.e.adopt(this.state as unknown as AdventureState, this.rng);
  }
}

export const steps = new StepTable<AdventureMachine>();

/** card effects as steps: the effect IR the content holds, run construct by construct (runtime/kernel/effects.ts) */
export const effects = effectSteps<AdventureMachine, EffectContext>(steps, adventureEffects);

/** an effect's context as a frame holds it: who resolves it and whose effect it is, without the runtime */
export function plainContext(ctx: EffectContext): PlainContext {
  return { hero: ctx.hero, source: ctx.source, instance: ctx.instance };
}

/** call the steps that resolve `effect` for `ctx` from a phase (the phase after it runs once it is resolved) */
export function effectOn(k: AdventureMachine, effect: Effect, ctx: EffectContext): void {
  effects.run(k, effect, plainContext(ctx));
}

const walk = interpreter<EffectContext>(adventureEffects);

/** could `effect` be done fully right now (a choice's options, a hook's cost, a quest's requirement)? It asks nothing and changes nothing */
export function canEffect(effect: Effect, ctx: EffectContext): boolean {
  return walk.can(effect, ctx);
}

const rules: Rules<AdventureMachine, AdventureShape> = { steps, events: new EventKinds(), state: adventureState };
