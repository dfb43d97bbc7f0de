// The Adventure Game on the rules kernel (runtime/kernel): its state's declared shape, the machine its steps
// run on (beside the engine whose token-level rules and records they change), and the table of its steps.
// The rules move onto steps from the turn structure down (turn.ts); what is still a generator runs through the
// kernel's bridge (`generator`), and no snapshot is taken while one is live.
import type { Answer, Step } from "../../../runtime/core/decision.ts";
import { generatorStep } from "../../../runtime/kernel/bridge.ts";
import { EventKinds } from "../../../runtime/kernel/events.ts";
import { Machine, type Rules, type Snapshot } from "../../../runtime/kernel/machine.ts";
import { type StateOf, stateSchema } from "../../../runtime/kernel/state.ts";
import { type FrameFields, type StepDef, StepTable } from "../../../runtime/kernel/steps.ts";
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

  /** does a generator still written so stand between the game and its pending decision (no snapshot here)? */
  get inGenerator(): boolean {
    return this.where().some((at) => at.startsWith(`${generator.name}.`));
  }
}

export const steps = new StepTable<AdventureMachine>();

/** the rules still written as generators, run from a step (runtime/kernel/bridge.ts) */
export const generator = generatorStep(steps);

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
