// A test table: a game after setup whose engine the test drives rule by rule,
// with scripted answers and, when a test needs them, chosen die faces.
import type { Effect } from "../../core/ir.ts";
import type { Answer, Decision } from "../../runtime/core/decision.ts";
import type { StepDef } from "../../runtime/kernel/steps.ts";
import { Rng } from "../../runtime/core/rng.ts";
import { Catalog } from "../../games/adventure/rules/catalog.ts";
import type { AdventureContent } from "../../games/adventure/rules/content.ts";
import { Engine } from "../../games/adventure/rules/engine.ts";
import { bindPrimitives } from "../../games/adventure/rules/primitives.ts";
import { blankState, setup, setupOf, type GameOptions } from "../../games/adventure/rules/setup.ts";
import { AdventureMachine, effectOn, steps } from "../../games/adventure/rules/machine.ts";
import type { HeroState } from "../../games/adventure/rules/state.ts";
import { sampleContent } from "../fixtures/adventure/content.ts";

/** a seeded generator that first returns queued values (die faces, rolls, picks, shuffles); the Old World table uses it too */
export class RiggedRng extends Rng {
  queue: number[] = [];
  override int(from: number, to: number): number {
    if (this.queue.length > 0) {
      const v = this.queue.shift()!;
      if (v < from || v > to) throw new Error(`rigged value ${v} outside ${from}..${to}`);
      return v;
    }
    return super.int(from, to);
  }
}

/** a rule to drive: its step and the fields it starts with */
export interface Play {
  step: StepDef<AdventureMachine, any>;
  fields: object;
}

export function play<F extends object>(step: StepDef<AdventureMachine, F>, fields: F): Play {
  return { step, fields };
}

/** one effect resolved for a hero, as a card's effect is: what a test of one primitive drives */
const resolveTestEffect = steps.define<{ effect: Effect; hero: string; source: string; instance: string | null }>("test-effect", {
  resolve(k, f) {
    effectOn(k, f.effect, k.e.ctx(f.hero, f.source, f.instance ?? undefined));
  },
});

export type ScriptStep = [type: string, answer: string | string[] | ((d: Decision) => Answer)];

export class Table {
  readonly e: Engine;
  readonly rng: RiggedRng;
  readonly asked: Decision[] = [];
  /** the machine the rules driven run on, over the table's engine */
  readonly m: AdventureMachine;

  constructor(opts: Partial<GameOptions> & { content?: AdventureContent } = {}) {
    const content = opts.content ?? sampleContent;
    const options: GameOptions = { seed: opts.seed ?? 7, heroes: opts.heroes ?? ["hero.geralt", "hero.triss"], epic: opts.epic ?? false };
    this.rng = new RiggedRng(options.seed);
    this.e = new Engine(new Catalog(content), blankState(options), this.rng);
    this.m = new AdventureMachine(this.e, bindPrimitives);
    this.run(play(setup, setupOf(options)));
    // tests name the first hero as the active player
    this.e.state.order = [...options.heroes];
    this.e.state.order.forEach((h, i) => (this.e.hero(h).seat = i));
    this.e.state.active = options.heroes[0];
    this.e.state.turn = 1;
    this.asked.length = 0;
  }

  hero(id = this.e.state.active): HeroState {
    return this.e.hero(id);
  }

  /** put cards on top of a deck, in order (taken out of wherever they are) */
  stack(deck: string, cards: string[]): void {
    const d = this.e.deck(deck);
    d.draw = d.draw.filter((c) => !cards.includes(c));
    d.discard = d.discard.filter((c) => !cards.includes(c));
    d.draw.unshift(...cards);
  }

  /** the hero at `location` holding `card` as his main quest, no side or support part done yet; returns the hero */
  onQuest(hero: string, card: string, location: string): HeroState {
    const h = this.hero(hero);
    h.location = location;
    h.quest = { card, sideDone: [], supportDone: false };
    return h;
  }

  /** `cards` (id: markers) as the hero's development cards in play, in order; returns the hero */
  develop(hero: string, cards: Record<string, number>): HeroState {
    const h = this.hero(hero);
    h.development = Object.entries(cards).map(([card, markers]) => ({ card, markers }));
    return h;
  }

  /** a monster token alone on a region's space (no foul fate token there), taken out of its stack: what the
   * active hero meets on an obstacle there; returns the zone */
  monsterOn(region: string, token: string, faceup: boolean) {
    const zone = this.e.state.zones[region];
    zone.monsters = [{ token, faceup }];
    zone.foulFate = false;
    const stacks = this.e.state.monsters;
    for (const type of Object.keys(stacks) as (keyof typeof stacks)[]) stacks[type] = stacks[type].filter((m) => m !== token);
    return zone;
  }

  /** die faces (indexes) for the next rolls */
  rig(...faces: number[]): void {
    this.rng.queue.push(...faces);
  }

  /**
   * Drive a rule (its step) to its end, returning what it ends with. Script entries are used in order when the
   * decision's type matches the next entry; any other decision takes its first option (or fails with `strict`).
   */
  run<T = any>(rule: Play, script: ScriptStep[] = [], strict = false): T {
    const queue = [...script];
    const m = this.m;
    m.start(m, rule.step, rule.fields);
    while (m.pending !== null) {
      const d = m.pending;
      this.asked.push(d);
      let answer: Answer;
      if (queue.length > 0 && queue[0][0] === d.type) {
        const a = queue.shift()![1];
        answer = typeof a === "function" ? a(d) : Array.isArray(a) ? a : [a];
      } else if (strict) {
        throw new Error(`unexpected decision ${d.type}: ${d.prompt} [${d.options.map((o) => o.key).join(", ")}]`);
      } else {
        // unscripted: decline optional things, otherwise the first option
        const decline = d.options.find((o) => ["pass", "done", "none"].includes(o.key));
        answer = decline && (d.pick?.max ?? 1) === 1 ? [decline.key] : d.options.slice(0, d.pick?.min ?? 1).map((o) => o.key);
      }
      m.answer(answer);
    }
    if (queue.length > 0) throw new Error(`script entries not used: ${queue.map((q) => q[0]).join(", ")}`);
    return m.result as T;
  }

  /** `effect` resolved for `hero` (the active one), as a card named `source` (its copy `instance`) resolves it */
  effect(effect: Effect, hero = this.e.state.active, source = "test", instance: string | null = null): Play {
    return play(resolveTestEffect, { effect, hero, source, instance });
  }

  events(type: string) {
    return this.e.log.ofType(type);
  }

  optionsOf(type: string): string[] {
    const d = [...this.asked].reverse().find((x) => x.type === type);
    return d ? d.options.map((o) => o.key) : [];
  }

  ctx(hero = this.e.state.active, source = "test") {
    return this.e.ctx(hero, source);
  }
}

/** the script of the Investigate action: the action chosen, then the investigation deck drawn from */
export function investigate(deck: string): ScriptStep[] {
  return [
    ["choose-action", "investigate"],
    ["choose-deck", deck],
  ];
}

/** the script of one trade operation: the partner, what the active hero gives and takes, and the partner's answer */
export function trade(partner: string, give: string, take: string, answer: "accept" | "decline"): ScriptStep[] {
  return [
    ["choose-operation", `trade:${partner}`],
    ["trade-give", give],
    ["trade-take", take],
    ["trade-accept", answer],
  ];
}

export const GERALT = "hero.geralt";
export const TRISS = "hero.triss";
export const DANDELION = "hero.dandelion";
export const YARPEN = "hero.yarpen";
export const loc = (id: string) => `location.${id}`;
export const reg = (id: string) => `region.${id}`;
