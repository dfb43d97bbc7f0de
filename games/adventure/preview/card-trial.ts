// The Adventure Game's try in the editor: a seeded game set up by the rules,
// shaped into a sample situation, then one card applied or one battle fought,
// decision by decision.
import type { GamePreview, PreviewPlay } from "../../../core/preview.ts";
import type { Decision } from "../../../runtime/core/decision.ts";
import type { GameEvent } from "../../../runtime/core/log.ts";
import type { Snapshot } from "../../../runtime/kernel/machine.ts";
import type { StateOf } from "../../../runtime/kernel/state.ts";
import type { FrameFields, StepDef } from "../../../runtime/kernel/steps.ts";
import { battleOf, fightBattle } from "../rules/battle.ts";
import { resolvingCard, settleDrawn } from "../rules/cards.ts";
import type { AdventureContent } from "../rules/content.ts";
import type { Engine } from "../rules/engine.ts";
import { createGame } from "../rules/game.ts";
import { AdventureMachine, type AdventureShape } from "../rules/machine.ts";
import { bindPrimitives } from "../rules/primitives.ts";
import type { AdventureState } from "../rules/state.ts";

export type Scenario = "start" | "midgame" | "battered";

export const SCENARIOS: [Scenario, string][] = [
  ["start", "Just set up"],
  ["midgame", "Mid-game: 3 gold, a lead of each colour, 6 VP"],
  ["battered", "Battered: no gold, two wounds, a foul fate"],
];

export interface PlayTarget {
  id: string;
  name: string;
  /** "card": resolve or keep it; "enemy": fight it */
  how: "card" | "enemy";
  kind: string;
}

export function playTargets(content: AdventureContent): PlayTarget[] {
  return [
    ...content.cards.map((c) => ({ id: c.id, name: c.name, how: "card" as const, kind: c.kind })),
    ...content.monsters.map((m) => ({ id: m.id, name: m.name, how: "enemy" as const, kind: "monster" })),
    ...content.enemies.map((m) => ({ id: m.id, name: m.name, how: "enemy" as const, kind: "enemy" })),
  ];
}

export interface CardTrialSetup {
  hero: string;
  target: PlayTarget;
  scenario: Scenario;
  seed: number;
}

// set-up choices (which quest to keep…) are not what is being tried: the first option, this many times at most
const SETUP_ANSWER_LIMIT = 200;

function shape(e: Engine, hero: string, scenario: Scenario): void {
  const h = e.hero(hero);
  if (scenario === "midgame") {
    h.gold = 3;
    h.leads = { red: 1, blue: 1, purple: 1 };
    h.vp = 6;
  } else if (scenario === "battered") {
    h.gold = 0;
    const spaces = e.woundSpaces(hero);
    if (spaces[0]) h.wounds[spaces[0]] = "minor";
    if (spaces[1]) h.wounds[spaces[1]] = "severe";
    const actions = e.cat.hero(hero).actions.map((a) => a.name as string);
    if (actions[0] && !h.foulFate.includes(actions[0])) h.foulFate.push(actions[0]);
  }
  if (scenario !== "start") e.event("preview-situation", { hero, scenario });
}

/** one step of the rules the trial plays on the engine, with the fields it starts from */
type TrialPart = { step: StepDef<AdventureMachine, FrameFields>; fields: FrameFields };

function part<F extends FrameFields>(step: StepDef<AdventureMachine, F>, fields: F): TrialPart {
  return { step: step as unknown as StepDef<AdventureMachine, FrameFields>, fields };
}

/** the trial where it stands: which of its parts runs, that part's machine and how far the log reached */
interface TrialSnapshot {
  part: number;
  machine: Snapshot<StateOf<AdventureShape>>;
  events: number;
}

export class CardTrial implements PreviewPlay {
  readonly engine: Engine;
  /** the card's or the battle's steps, played one after the other, each on a machine of its own over the engine */
  private readonly parts: TrialPart[];
  private part = 0;
  private machine: AdventureMachine;
  /** the state the card or battle started from: the board and sheets mark what differs */
  readonly beforeState: AdventureState;
  readonly begins: number;
  readonly before: unknown;

  constructor(content: AdventureContent, setup: CardTrialSetup) {
    const others = content.heroes.map((h) => h.id).filter((h) => h !== setup.hero);
    const game = createGame(content, { seed: setup.seed, heroes: [setup.hero, others[0] ?? setup.hero] });
    for (let i = 0; game.pending && i < SETUP_ANSWER_LIMIT && !game.log.some((ev) => ev.type === "setup" && ev.step === 14); i++) {
      const p = game.pending;
      game.answer(p.options.slice(0, Math.max(1, p.pick?.min ?? 1)).map((o) => o.key));
    }
    const e = game.engine;
    this.engine = e;
    shape(e, setup.hero, setup.scenario);
    this.beforeState = structuredClone(e.state);
    this.before = structuredClone(this.view());
    this.begins = e.log.events.length;
    e.event("preview", { hero: setup.hero, target: setup.target.id });
    const t = setup.target;
    const instance = `${t.id}#preview`;
    if (t.how === "enemy") this.parts = [part(fightBattle, battleOf(setup.hero, t.id, null))];
    else if (t.kind === "investigation" || t.kind === "foulfate") this.parts = [part(resolvingCard, { hero: setup.hero, card: instance })];
    else {
      // a kept card shows what it does when it is used: in a battle against the first monster
      const monster = content.monsters[0];
      this.parts = [part(settleDrawn, { hero: setup.hero, card: instance })];
      if (monster) this.parts.push(part(fightBattle, battleOf(setup.hero, monster.id, null)));
    }
    this.machine = this.begin(0);
  }

  /** start part `i` (a part that asks nothing runs to its end at once, and the next starts) */
  private begin(i: number): AdventureMachine {
    this.part = i;
    const m = new AdventureMachine(this.engine, bindPrimitives);
    const { step, fields } = this.parts[i];
    m.start(m, step, { ...fields });
    this.machine = m;
    return m.over && i + 1 < this.parts.length ? this.begin(i + 1) : m;
  }

  get pending(): Decision | null {
    return this.machine.pending;
  }

  answer(keys: string[]): void {
    this.machine.answer(keys);
    if (this.machine.over && this.part + 1 < this.parts.length) this.begin(this.part + 1);
  }

  /** the trial at its decision, in copies */
  snapshot(): TrialSnapshot {
    return { part: this.part, machine: this.machine.snapshot(), events: this.engine.log.count };
  }

  restore(snapshot: unknown): void {
    const s = snapshot as TrialSnapshot;
    if (s.part !== this.part) {
      this.part = s.part;
      this.machine = new AdventureMachine(this.engine, bindPrimitives);
    }
    // the machine hands the engine the restored board and dice; the events after the copy are forgotten
    this.machine.restore(s.machine);
    this.engine.log.rewind(s.events);
  }

  get events(): readonly GameEvent[] {
    return this.engine.log.events;
  }

  /** everything a card can change */
  view(): unknown {
    const s = this.engine.state;
    return {
      heroes: s.heroes,
      warTrack: s.warTrack,
      zones: s.zones,
      decks: Object.fromEntries(Object.entries(s.decks).map(([k, d]) => [k, { draw: d.draw.length, discard: d.discard.length }])),
      monsterStacks: Object.fromEntries(Object.entries(s.monsters).map(([k, v]) => [k, v.length])),
    };
  }
}

/** a card resolved or kept, or a battle fought, by one hero in a sample situation */
export const cardTrial: GamePreview<AdventureContent, CardTrialSetup, CardTrial> = {
  start: (content, setup) => new CardTrial(content, setup),
};
