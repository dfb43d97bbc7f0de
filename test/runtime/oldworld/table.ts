// An Old World test table: an engine after setup, on the fixture content, whose
// rules a test drives one by one with scripted answers and chosen die rolls.
import type { Answer, Decision } from "../../../runtime/core/decision.ts";
import { Catalog } from "../../../games/oldworld/rules/catalog.ts";
import type { OldWorldContent } from "../../../games/oldworld/rules/content.ts";
import type { EffectOwner, VerbPrimitive } from "../../../games/oldworld/rules/effect-api.ts";
import { Engine } from "../../../games/oldworld/rules/engine.ts";
import { type RuleCall, ruleCall, startAlone, steps } from "../../../games/oldworld/rules/machine.ts";
import { engineReads } from "../../../games/oldworld/rules/primitives.ts";
import { blankState, checkOptions, setup } from "../../../games/oldworld/rules/setup.ts";
import { wildHuntRules } from "../../../games/oldworld/rules/wild-hunt/index.ts";
import type { MapMonster, OldWorldOptions } from "../../../games/oldworld/rules/state.ts";
import { fixtureContent } from "../../fixtures/oldworld/content.ts";
// both games' tables rig their dice the same way
import { RiggedRng } from "../table.ts";

export type Answerer = (d: Decision) => Answer;

/**
 * One primitive of the content's effects done to its end, the value it ends with its result: what a verb
 * calls, started alone so a test reads one primitive's rule. The game never starts a primitive alone (its
 * effects call them), so the step is the tests' own, defined on the game's table as the tables load.
 */
const primitive = steps.define<{ name: VerbPrimitive; ctx: EffectOwner; args: object }>("test-primitive", {
  act(k, f) {
    const value = (k.rt[f.name] as (ctx: EffectOwner, args: object) => unknown).call(k.rt, f.ctx, f.args);
    if (!k.acted) k.pass(value);
  },
});

/** answers by decision type: a fixed key (or keys), a function, or for anything else the first options, as few as it allows */
export function script(by: Record<string, string | string[] | Answerer> = {}, log: Decision[] = []): Answerer {
  return (d) => {
    log.push(d);
    const a = by[d.type];
    if (typeof a === "function") return a(d);
    if (typeof a === "string") return [a];
    if (Array.isArray(a)) return a;
    const n = d.pick?.min ?? 1;
    return d.options.slice(0, n).map((o) => o.key);
  };
}

/** a fight turn's answer: a combo from the first card offered, or passing when there is none */
export const firstCombo: Answerer = (d) => [d.options.find((o) => o.key.startsWith("combo."))?.key ?? "pass"];

/** an extend-combo answer: the first card that extends the combo, or stopping when there is none */
export const extendWhileAble: Answerer = (d) => [d.options.find((o) => o.key.startsWith("extend."))?.key ?? "stop"];

/** a rule started alone on a machine over the engine and driven to its end, answering each decision */
export function drive<R>(e: Engine, rule: RuleCall<R>, answer: Answerer): R {
  const m = startAlone(e, rule);
  let steps = 0;
  while (!m.over) {
    m.answer(answer(m.pending!));
    if (++steps > 10_000) throw new Error("runaway");
  }
  return m.result as R;
}

export class OwTable {
  readonly e: Engine;
  readonly rng: RiggedRng;
  readonly decisions: Decision[] = [];

  constructor(
    opts: Partial<OldWorldOptions> & { witchers: string[] },
    answers: Record<string, string | string[] | Answerer> = {},
    content: OldWorldContent = fixtureContent,
  ) {
    const o: OldWorldOptions = { seed: 1, ...opts };
    const cat = new Catalog(content);
    checkOptions(cat, o);
    this.rng = new RiggedRng(o.seed);
    this.e = new Engine(cat, blankState(o, cat.cardCount), this.rng, wildHuntRules);
    this.e.rt = engineReads(this.e);
    drive(this.e, setup(o), script(answers, this.decisions));
  }

  player(id: string) {
    return this.e.player(id);
  }

  run<R>(rule: RuleCall<R>, answers: Record<string, string | string[] | Answerer> = {}): R {
    return drive(this.e, rule, script(answers, this.decisions));
  }

  /** one primitive of the content's effects done to its end for `ctx`'s player (what a verb calls) */
  primitive(name: VerbPrimitive, ctx: EffectOwner, args: object, answers: Record<string, string | string[] | Answerer> = {}): unknown {
    const { rt: _rt, ...owner } = ctx as EffectOwner & { rt?: unknown };
    return this.run(ruleCall(primitive, { name, ctx: owner, args }), answers);
  }

  /** the player's hand becomes exactly these card ids (new copies), the rest of his cards go to the deck */
  setHand(id: string, cards: string[]): string[] {
    const p = this.e.player(id);
    p.deck.push(...p.hand);
    p.hand = cards.map((c) => this.e.instance(c));
    return [...p.hand];
  }

  /** the player's deck becomes these card ids (new copies), top first */
  setDeck(id: string, cards: string[]): string[] {
    const p = this.e.player(id);
    p.deck = cards.map((c) => this.e.instance(c));
    return [...p.deck];
  }
}

export const W = {
  wolf: "witcher.wolf",
  griffin: "witcher.griffin",
  bear: "witcher.bear",
  cat: "witcher.cat",
  viper: "witcher.viper",
  ciri: "witcher.ciri",
};

/**
 * Puts a monster at player `id`'s location (out of its pile and off the map
 * first) and returns its map entry; with `trail`, the player holds its trail
 * token, so the witcher acts first. The fight tests all meet monsters this way.
 */
export function meet(t: OwTable, id: string, monster: string, opts: { trail?: boolean } = {}): MapMonster {
  const s = t.e.state;
  for (const pile of Object.values(s.monsterPiles)) if (pile.includes(monster)) pile.splice(pile.indexOf(monster), 1);
  s.monsters = s.monsters.filter((m) => m.monster !== monster);
  const m: MapMonster = { monster, location: t.player(id).location, terrain: t.e.cat.monster(monster).terrain };
  s.monsters.push(m);
  if (opts.trail) t.player(id).trailTokens.push(monster);
  return m;
}
