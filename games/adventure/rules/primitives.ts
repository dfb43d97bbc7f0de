// The effect primitives of effect-api.ts, bound to the machine a game runs on (what the effects' steps call,
// runtime/kernel/effects.ts): a primitive that asks nothing is done at once, one that asks, or hands on to a rule
// of the game that may (a battle, a draw, a wound's space), calls that rule's step.
import type { Answer, ChoiceOption } from "../../../runtime/core/decision.ts";
import { entity, text } from "../../../runtime/core/text.ts";
import { drawAdditional, drawingCards, drawOf } from "./cards.ts";
import type {
  AdventureConditions,
  AdventurePrimitives,
  AdventureQueries,
  ColourChoice,
  EffectContext,
  MonsterType,
  RegionTarget,
  Resource,
} from "./effect-api.ts";
import { type BattleState, decisionOf, type Engine } from "./engine.ts";
import { type AdventureMachine, steps } from "./machine.ts";
import type { DevelopmentInPlay } from "./state.ts";
import { battleOf, fightBattle, reroll, rollDie, spendBattleResults, totalOf, totals } from "./battle.ts";
import { move, moveOptions } from "./movement.ts";
import { discardPlayed } from "./hooks.ts";
import {
  advanceTheWarTrack,
  callReceive,
  chooseRegions,
  foulFateInRegion,
  monstersFor,
  payAnyColour,
  placeFoulFate,
  placeMonsterTokens,
  placeWounds,
  removeWoundTokens,
} from "./tokens.ts";

const PROMPT_CHOOSE_ONE = text("prompt-choose-one");

/** option i of a "choose one" effect, keyed by its place among the effect's options */
function effectOption(options: readonly { effect: unknown }[], i: number): ChoiceOption {
  return { key: String(i), label: text("option-effect", { effect: { effect: options[i].effect } }) };
}

/** the monster type of a fight's enemy that names a stack: "stack.bronze", or the bare type; null for an enemy by id */
function stackType(enemy: string): MonsterType | null {
  if (enemy.startsWith("stack.")) return enemy.slice("stack.".length) as MonsterType;
  return enemy === "bronze" || enemy === "silver" || enemy === "gold" ? enemy : null;
}

function battleUnderWay(e: Engine) {
  if (!e.battle) throw new Error("this effect can be used only during a battle");
  return e.battle;
}

function thisCard(e: Engine, ctx: EffectContext): string {
  return ctx.instance ?? e.resolving[e.resolving.length - 1] ?? ctx.source;
}

/** the hero's faceup development card this effect is on: a loop, where a find would make a closure at each ask (a marker card's cost is asked at every window) */
function devOf(e: Engine, ctx: EffectContext): DevelopmentInPlay | null {
  const card = thisCard(e, ctx);
  const development = e.hero(ctx.hero).development;
  for (let i = 0; i < development.length; i++) if (development[i].card === card) return development[i];
  return null;
}

/** the arguments of primitive `K` of a table of primitives `T` */
type ArgsOf<T, K extends keyof T> = T[K] extends (ctx: EffectContext, args: infer A) => unknown ? A : never;
type Q<K extends keyof AdventureQueries> = ArgsOf<AdventureQueries, K>;
type C<K extends keyof AdventureConditions> = ArgsOf<AdventureConditions, K>;
type P<K extends keyof AdventurePrimitives> = ArgsOf<AdventurePrimitives, K>;

// The primitives are methods of classes rather than closures made for each game: a call site then meets the
// same function in every game (one the optimiser can call directly or inline), not a new closure each game.
// The interpreter calls a query or condition detached from its table (effects.ts binds it to the table), so
// each table keeps the engine itself.

class Queries implements AdventureQueries {
  constructor(private readonly e: Engine) {}

  short(_ctx: EffectContext, { result }: Q<"short">): number {
    const b = battleUnderWay(this.e);
    const stat = b.stats[result];
    return stat === null ? 0 : Math.max(0, stat - totalOf(b, result));
  }
  cardsWithTrait(ctx: EffectContext, { trait }: Q<"cardsWithTrait">): number {
    return cardsWithTrait(this.e, ctx.hero, trait);
  }
  holding(ctx: EffectContext, { resource, colour }: Q<"holding">): number {
    return this.e.holding(ctx.hero, resource, colour);
  }
  wounds(ctx: EffectContext, { severity }: Q<"wounds">): number {
    return this.e.woundCount(ctx.hero, severity);
  }
  markers(ctx: EffectContext): number {
    return devOf(this.e, ctx)?.markers ?? 0;
  }
}

class Conditions implements AdventureConditions {
  constructor(private readonly e: Engine) {}

  has(ctx: EffectContext, { resource, amount, colour }: C<"has">): boolean {
    return this.e.holding(ctx.hero, resource, colour) >= amount;
  }
  inRegion(ctx: EffectContext, { region }: C<"inRegion">): boolean {
    return this.e.regionOfHero(ctx.hero) === region;
  }
  atLocation(ctx: EffectContext, { location }: C<"atLocation">): boolean {
    return this.e.hero(ctx.hero).location === location;
  }
  hasCardWithTrait(ctx: EffectContext, { trait }: C<"hasCardWithTrait">): boolean {
    return cardsWithTrait(this.e, ctx.hero, trait) > 0;
  }
  isHero(ctx: EffectContext, { hero }: C<"isHero">): boolean {
    return ctx.hero === hero;
  }
  battleResult(_ctx: EffectContext, { result, succeeded }: C<"battleResult">): boolean {
    const b = this.e.battle;
    if (!b || b.outcome[result] === undefined) return false;
    return b.outcome[result] === succeeded;
  }
  defeatedMonster(ctx: EffectContext, { type }: C<"defeatedMonster">): boolean {
    return defeatedMonster(this.e, ctx.hero, type);
  }
}

// ---- the primitives that ask their own question: steps ----

/** "most VP" and "fewest VP" tied: the active player chooses one of the tied heroes */
const selectTiedHero = steps.define<{ selector: string; tied: readonly string[] }>("select-tied-hero", {
  ask(k, f) {
    const options = f.tied.map((h) => ({ key: h, label: text("option-hero", { hero: entity(h) }) }));
    k.ask(decisionOf(k.e.state.active, "choose-hero", text("prompt-choose-hero-vp", { selector: f.selector }), options));
  },
  picked(k, _f, answer) {
    k.end([(answer as Answer)[0]]);
  },
});

/** "A or B": the hero picks one of the options offered, keyed by its place among the effect's options */
const chooseEffectOption = steps.define<{ hero: string; offered: readonly ChoiceOption[] }>("choose-effect-option", {
  ask(k, f) {
    k.ask(decisionOf(f.hero, "choose-option", PROMPT_CHOOSE_ONE, f.offered));
  },
  picked(k, _f, answer) {
    k.end(Number((answer as Answer)[0]));
  },
});

/** "remove foul fate": the hero picks which of his foul fate tokens go */
const removeFoulFate = steps.define<{ hero: string; source: string; n: number }>("remove-foul-fate", {
  ask(k, f) {
    const h = k.e.hero(f.hero);
    const options = h.foulFate.map((s) => ({ key: s, label: text("option-space", { space: s }) }));
    k.ask(decisionOf(f.hero, "remove-foul-fate", text("prompt-remove-foul-fate", { amount: f.n }), options, { min: f.n, max: f.n }));
  },
  remove(k, f, answer) {
    const h = k.e.hero(f.hero);
    for (const s of answer as Answer) {
      h.foulFate.splice(h.foulFate.indexOf(s), 1);
      k.e.event("foul-fate-removed", { hero: f.hero, space: s, why: f.source });
    }
  },
});

/** "discard": the hero picks the cards, and each leaves play in turn */
const discardCards = steps.define<{ hero: string; source: string; n: number; candidates: readonly string[]; picked: readonly string[]; i: number }>(
  "discard-cards",
  {
    ask(k, f) {
      const options = f.candidates.map((c) => ({ key: c, label: text("option-card", { card: entity(c) }) }));
      k.ask(decisionOf(f.hero, "discard", text("prompt-discard", { amount: f.n }), options, { min: f.n, max: f.n }));
    },
    picked(_k, f, answer) {
      f.picked = answer as Answer;
    },
    each(k, f) {
      if (f.i >= f.picked.length) return;
      const c = f.picked[f.i++];
      const h = k.e.hero(f.hero);
      h.kept = h.kept.filter((x) => x.card !== c);
      h.goodFortune = h.goodFortune.filter((g) => g !== c);
      h.development = h.development.filter((d) => d.card !== c);
      discardPlayed(k, f.hero, c, f.source);
      k.goto(f, "each");
    },
  },
);

/** "place a marker on a <trait> card": the hero picks which of his cards that hold markers */
const placeMarkerOnTrait = steps.define<{ hero: string; source: string; amount: number; trait: string; cards: readonly string[] }>("place-marker", {
  ask(k, f) {
    const options = f.cards.map((c) => ({ key: c, label: text("option-card", { card: entity(c) }) }));
    k.ask(decisionOf(f.hero, "choose-card", text("prompt-place-marker", { trait: entity(`trait.${f.trait}`) }), options));
  },
  place(k, f, answer) {
    k.e.addMarkers(f.hero, (answer as Answer)[0], f.amount, f.source);
  },
});

/** "ignore an obstacle": the hero picks which obstacle of his region he has not ignored yet */
const ignoreObstacle = steps.define<{ hero: string; region: string; options: readonly ChoiceOption[] }>("ignore-obstacle", {
  ask(k, f) {
    k.ask(decisionOf(f.hero, "ignore-obstacle", text("prompt-ignore-obstacle"), f.options));
  },
  ignore(k, f, answer) {
    const obstacle = (answer as Answer)[0];
    k.e.ignoreObstacle(f.hero, f.region, obstacle);
    k.e.event("ignore-obstacle", { hero: f.hero, region: f.region, obstacle: obstacle === "foulfate" ? "foulfate" : "monster" });
  },
});

// ---- what a primitive does before it asks, or all it does when it asks nothing: one reading for both ----

/** the heroes a selector names, or, for tied VP, the tied heroes (one of whom the active player picks) */
function selected(e: Engine, ctx: EffectContext, selector: string): { heroes: string[]; tied: boolean } {
  const order = e.turnOrderFrom(e.state.active);
  const me = e.hero(ctx.hero);
  switch (selector) {
    case "you":
      return { heroes: [ctx.hero], tied: false };
    case "each-hero":
      return { heroes: order, tied: false };
    case "each-other-hero":
      return { heroes: order.filter((h) => h !== ctx.hero), tied: false };
    case "heroes-in-your-location":
      return { heroes: order.filter((h) => e.hero(h).location === me.location), tied: false };
    case "heroes-in-your-region":
      return { heroes: order.filter((h) => e.regionOfHero(h) === e.regionOfHero(ctx.hero)), tied: false };
    case "most-vp":
    case "fewest-vp": {
      const vps = order.map((h) => e.hero(h).vp);
      const best = selector === "most-vp" ? Math.max(...vps) : Math.min(...vps);
      const tied = order.filter((h) => e.hero(h).vp === best);
      // ties: the active player chooses
      return { heroes: tied, tied: tied.length > 1 };
    }
    default:
      throw new Error(`unknown hero selector "${selector}"`);
  }
}

/** the options of "A or B" the hero can carry out, or all of them when he can carry out none; keyed by their place */
function offeredOptions(options: P<"choose">["options"]): ChoiceOption[] {
  let offered: ChoiceOption[] = [];
  for (let i = 0; i < options.length; i++) if (options[i].can) offered.push(effectOption(options, i));
  if (offered.length === 0) offered = options.map((_, i) => effectOption(options, i));
  return offered;
}

/** the cards of the hero's that may take the markers of "place a marker on a <trait> card" */
function markerCards(e: Engine, ctx: EffectContext, trait: string): string[] {
  return e.cardsWithTraitInPlay(ctx.hero, trait).filter((c) => e.cat.card(c).usesMarkers);
}

function markerRefused(e: Engine, ctx: EffectContext, on: string): void {
  e.event("marker-refused", { hero: ctx.hero, why: text("reason-no-card-for-markers", { trait: entity(`trait.${on}`) }) });
}

/** the obstacles of the hero's region he has not ignored yet */
function obstaclesToIgnore(e: Engine, ctx: EffectContext, region: string): ChoiceOption[] {
  return e.obstaclesIn(region).filter((o) => !e.isIgnored(ctx.hero, region, o.key));
}

function rolledHeroDice(e: Engine, ctx: EffectContext): boolean {
  const def = e.cat.hero(e.hero(ctx.hero).id);
  const faces = def.dice.map((d) => rollDie(e, d).face);
  const success = faces.some((f) => def.successFaces.includes(f));
  e.event("roll-hero-dice", { hero: ctx.hero, faces, success });
  return success;
}

function rolledD6(e: Engine, ctx: EffectContext): number {
  const n = e.rng.roll("d6", 1, 6);
  e.event("roll-d6", { hero: ctx.hero, value: n });
  return n;
}

function keepThis(e: Engine, ctx: EffectContext, { until }: P<"keepThis">): void {
  e.keepRequests.set(thisCard(e, ctx), until);
}

function delay(e: Engine, ctx: EffectContext): void {
  const h = e.hero(ctx.hero);
  if (h.delayed) {
    e.event("delay-ignored", { hero: ctx.hero, why: ctx.source });
    return; // a delayed hero ignores being delayed again
  }
  h.delayed = true;
  e.event("delayed", { hero: ctx.hero, why: ctx.source });
}

function addResults(e: Engine, ctx: EffectContext, { result, amount }: P<"addResults">): void {
  const b = battleUnderWay(e);
  b.adjust[result] += amount;
  e.event("battle-add", { hero: ctx.hero, result, amount, source: ctx.source, totals: totals(b) });
}

function spendResults(e: Engine, ctx: EffectContext, { result, amount }: P<"spendResults">): void {
  const b = battleUnderWay(e);
  const n = Math.min(amount, totalOf(b, result));
  spendBattleResults(b, result, n);
  e.event("battle-spend", { hero: ctx.hero, result, amount: n, source: ctx.source, totals: totals(b) });
}

function spendMarker(e: Engine, ctx: EffectContext, { amount }: P<"spendMarker">): void {
  const d = devOf(e, ctx);
  if (!d) throw new Error(`${ctx.source} holds no markers`);
  const n = Math.min(amount, d.markers);
  d.markers -= n;
  e.event("spend-marker", { hero: ctx.hero, card: d.card, amount: n, markers: d.markers });
}

function completeTask(e: Engine, ctx: EffectContext): void {
  const card = thisCard(e, ctx);
  const k = e.hero(ctx.hero).kept.find((x) => x.card === card);
  if (!k || k.taskDone) return;
  k.taskDone = true;
  e.event("task-complete", { hero: ctx.hero, card });
}

// ---- the primitives that hand on to a rule of the game: steps ----

/** "fight a bronze monster": the top monster of its stack, back to the board faceup when not defeated, else to the bottom of its stack */
const fightStackMonster = steps.define<{ hero: string; token: string }>("fight-stack-monster", {
  fight(k, f) {
    k.call(fightBattle, battleOf(f.hero, k.e.cat.monster(f.token).id, f.token));
  },
  afterBattle(k, f, fought) {
    const e = k.e;
    if ((fought as BattleState).defeated) e.discardMonster(f.token);
    else e.putMonster(f.token, e.regionOfHero(f.hero), true, f.hero, "not defeated");
  },
});

/** "place a foul fate token in <regions>": one in each region named, a region that has one already sending it to the hero's sheet */
const foulFateInRegions = steps.define<{ hero: string; where: RegionTarget; why: string; regions: readonly string[]; i: number }>(
  "place-foul-fate-in-regions",
  {
    regions(k, f) {
      k.call(chooseRegions, { hero: f.hero, where: f.where });
    },
    chosen(_k, f, regions) {
      f.regions = regions as readonly string[];
    },
    each(k, f) {
      if (f.i >= f.regions.length) return;
      k.call(foulFateInRegion, { hero: f.hero, region: f.regions[f.i++], why: f.why });
      k.goto(f, "each");
    },
  },
);

/** "place <amount> <type> monsters in <regions>": facedown, in the regions named */
const monstersInRegions = steps.define<{ hero: string; amount: number; type: MonsterType; where: RegionTarget; why: string }>("place-monsters-in-regions", {
  regions(k, f) {
    k.call(chooseRegions, { hero: f.hero, where: f.where });
  },
  place(k, f, regions) {
    k.call(placeMonsterTokens, monstersFor(f.hero, f.amount, f.type, regions as readonly string[], f.why));
  },
});

// ---- the primitives of one game, bound to its machine ----

/**
 * The primitives as the effects' steps call them (runtime/kernel/effects.ts), bound to the machine the game runs
 * on: a primitive that asks nothing is done at once (its value, a roll's, handed to the next phase), and one that
 * asks, or hands on to a rule that may, calls its step (the last thing the phase does). The checks, counts and
 * conditions ask nothing: the engine's contexts carry them (Engine.ctx), for "could this be done" outside an effect.
 */
export class Primitives implements AdventurePrimitives {
  readonly queries: Queries;
  readonly conditions: Conditions;
  private readonly e: Engine;

  constructor(private readonly k: AdventureMachine) {
    this.e = k.e;
    this.queries = new Queries(k.e);
    this.conditions = new Conditions(k.e);
  }

  select(ctx: EffectContext, selector: string): string[] | undefined {
    const { heroes, tied } = selected(this.e, ctx, selector);
    if (!tied) return heroes;
    this.k.call(selectTiedHero, { selector, tied: heroes });
    return undefined;
  }
  withHero(ctx: EffectContext, hero: string): EffectContext {
    return { ...ctx, hero };
  }
  choose(ctx: EffectContext, { options }: P<"choose">): void {
    this.k.call(chooseEffectOption, { hero: ctx.hero, offered: offeredOptions(options) });
  }

  receive(ctx: EffectContext, { resource, amount, colour }: P<"receive">): void {
    callReceive(this.k, ctx.hero, resource, amount, colour, ctx.source);
  }
  canReceive(): boolean {
    return true; // there are no component limitations
  }
  spend(ctx: EffectContext, { resource, amount, colour }: P<"spend">): void {
    pay(this.k, ctx, resource, amount, colour, "spend");
  }
  canSpend(ctx: EffectContext, { resource, amount, colour }: P<"canSpend">): boolean {
    return this.e.holding(ctx.hero, resource, colour) >= amount;
  }
  lose(ctx: EffectContext, { resource, amount, colour }: P<"lose">): void {
    pay(this.k, ctx, resource, amount, colour, "lose");
  }
  canLose(ctx: EffectContext, { resource, amount, colour }: P<"canLose">): boolean {
    return this.e.holding(ctx.hero, resource, colour) >= amount;
  }

  sufferWound(ctx: EffectContext, { amount, severity }: P<"sufferWound">): void {
    this.k.call(placeWounds, { hero: ctx.hero, amount, severity, why: ctx.source, i: 0 });
  }
  heal(ctx: EffectContext, { amount, severity }: P<"heal">): void {
    this.k.call(removeWoundTokens, { hero: ctx.hero, amount, severity, why: ctx.source });
  }
  canHeal(ctx: EffectContext, { amount, severity }: P<"canHeal">): boolean {
    return this.e.woundCount(ctx.hero, severity) >= amount;
  }

  sufferFoulFate(ctx: EffectContext, { amount, action, ifAble }: P<"sufferFoulFate">): void {
    this.k.call(placeFoulFate, { hero: ctx.hero, amount, action, ifAble, why: ctx.source, i: 0 });
  }
  canSufferFoulFate(ctx: EffectContext, { amount, action }: P<"canSufferFoulFate">): boolean {
    return action === null ? this.e.openFoulFateSpaces(ctx.hero).length >= amount : amount <= 1 && this.e.openFoulFateSpaces(ctx.hero).includes(action);
  }
  placeFoulFate(ctx: EffectContext, { where }: P<"placeFoulFate">): void {
    this.k.call(foulFateInRegions, { hero: ctx.hero, where, why: ctx.source, regions: [], i: 0 });
  }
  removeFoulFate(ctx: EffectContext, { amount }: P<"removeFoulFate">): void {
    const n = Math.min(amount, this.e.hero(ctx.hero).foulFate.length);
    if (n > 0) this.k.call(removeFoulFate, { hero: ctx.hero, source: ctx.source, n });
  }
  advanceWarTrack(ctx: EffectContext, { amount }: P<"advanceWarTrack">): void {
    this.k.call(advanceTheWarTrack, { amount, why: ctx.source, i: 0 });
  }
  placeMonster(ctx: EffectContext, { amount, type, where }: P<"placeMonster">): void {
    this.k.call(monstersInRegions, { hero: ctx.hero, amount, type, where, why: ctx.source });
  }

  draw(ctx: EffectContext, { deck, amount, mode }: P<"draw">): void {
    this.k.call(drawingCards, drawOf(ctx.hero, deck, amount, mode, ctx.source));
  }
  drawAdditional(ctx: EffectContext, { amount }: P<"drawAdditional">): void {
    drawAdditional(this.e, ctx.hero, amount);
  }
  keepThis(ctx: EffectContext, args: P<"keepThis">): void {
    keepThis(this.e, ctx, args);
  }
  discard(ctx: EffectContext, { what, amount }: P<"discard">): void {
    const candidates = discardable(this.e, ctx, what);
    const n = Math.min(amount, candidates.length);
    if (n > 0) this.k.call(discardCards, { hero: ctx.hero, source: ctx.source, n, candidates, picked: [], i: 0 });
  }
  canDiscard(ctx: EffectContext, { what, amount }: P<"canDiscard">): boolean {
    return discardable(this.e, ctx, what).length >= amount;
  }
  delay(ctx: EffectContext): void {
    delay(this.e, ctx);
  }
  fight(ctx: EffectContext, { enemy }: P<"fight">): void {
    const e = this.e;
    // "fight a bronze monster": the verb table passes the bare monster type
    const type = stackType(enemy);
    if (type === null) return this.k.call(fightBattle, battleOf(ctx.hero, enemy, null));
    const token = e.takeMonster(type);
    if (token) this.k.call(fightStackMonster, { hero: ctx.hero, token });
    else e.event("no-monster", { hero: ctx.hero, monsterType: type });
  }
  move(ctx: EffectContext, { to, receiveLeads }: P<"move">): void {
    this.k.call(move, { hero: ctx.hero, to, receiveLeads, why: ctx.source });
  }
  canMove(ctx: EffectContext, { to }: P<"canMove">): boolean {
    return moveOptions(this.e, ctx.hero, to).length > 0;
  }
  rollHeroDice(ctx: EffectContext): boolean {
    return rolledHeroDice(this.e, ctx);
  }
  rollD6(ctx: EffectContext): number {
    return rolledD6(this.e, ctx);
  }

  addResults(ctx: EffectContext, args: P<"addResults">): void {
    addResults(this.e, ctx, args);
  }
  spendResults(ctx: EffectContext, args: P<"spendResults">): void {
    spendResults(this.e, ctx, args);
  }
  canSpendResults(_ctx: EffectContext, { result, amount }: P<"canSpendResults">): boolean {
    return !!this.e.battle && totalOf(this.e.battle, result) >= amount;
  }
  reroll(_ctx: EffectContext, { amount }: P<"reroll">): void {
    // a reroll is of the battle being fought
    battleUnderWay(this.e);
    this.k.call(reroll, { amount });
  }
  placeMarker(ctx: EffectContext, { amount, on }: P<"placeMarker">): void {
    const e = this.e;
    if (on === "this") {
      const card = devOf(e, ctx)?.card ?? null;
      if (card === null) markerRefused(e, ctx, on);
      else e.addMarkers(e.hero(ctx.hero).id, card, amount, ctx.source);
      return;
    }
    const cards = markerCards(e, ctx, on);
    if (cards.length === 0) markerRefused(e, ctx, on);
    else this.k.call(placeMarkerOnTrait, { hero: e.hero(ctx.hero).id, source: ctx.source, amount, trait: on, cards });
  }
  spendMarker(ctx: EffectContext, args: P<"spendMarker">): void {
    spendMarker(this.e, ctx, args);
  }
  canSpendMarker(ctx: EffectContext, { amount }: P<"canSpendMarker">): boolean {
    return (devOf(this.e, ctx)?.markers ?? 0) >= amount;
  }
  ignoreObstacle(ctx: EffectContext): void {
    const region = this.e.regionOfHero(ctx.hero);
    const options = obstaclesToIgnore(this.e, ctx, region);
    if (options.length > 0) this.k.call(ignoreObstacle, { hero: ctx.hero, region, options });
  }
  requireDefeat(): void {
    // the battle that met it is over: nothing is spent
  }
  canRequireDefeat(ctx: EffectContext, { type }: P<"canRequireDefeat">): boolean {
    return defeatedMonster(this.e, ctx.hero, type);
  }
  completeTask(ctx: EffectContext): void {
    completeTask(this.e, ctx);
  }
}

/** Spending (or losing, `verb`): at once, or the step where the hero picks the colour of each */
function pay(k: AdventureMachine, ctx: EffectContext, resource: Resource, amount: number, colour: ColourChoice, verb: string): void {
  if (k.e.paidAtOnce(ctx.hero, resource, amount, colour, ctx.source, verb) === null)
    k.call(payAnyColour, { hero: ctx.hero, resource: resource as "lead" | "proof", amount, why: ctx.source, verb, paid: 0 });
}

/** the primitives of the game on machine `k` (AdventureMachine's constructor takes this) */
export function bindPrimitives(k: AdventureMachine): AdventurePrimitives {
  return new Primitives(k);
}

/** the hero's most recent battle this turn defeated a monster of this type ("any": of any type) */
function defeatedMonster(e: Engine, hero: string, type: MonsterType | "any"): boolean {
  const t = e.state.records.lastDefeat[hero];
  return !!t && (type === "any" || t === type);
}

/** "for each Nilfgaard card you have": his kept and development cards, and the cards being resolved (one counts itself), each copy once */
function cardsWithTrait(e: Engine, hero: string, trait: string): number {
  const h = e.hero(hero);
  const mine = new Set<string>();
  for (let i = 0; i < h.kept.length; i++) mine.add(h.kept[i].card);
  for (let i = 0; i < h.development.length; i++) mine.add(h.development[i].card);
  for (let i = 0; i < e.resolving.length; i++) mine.add(e.resolving[i]);
  let n = 0;
  for (const c of mine) if (e.cat.cards.has(withoutCopyNumber(c)) && e.cat.hasTrait(c, trait)) n++;
  return n;
}

/** a card copy's card: "investigation.bounty-board#1" without its "#<digits>" (an id without one as it is) */
function withoutCopyNumber(id: string): string {
  let i = id.length;
  while (i > 0 && id.charCodeAt(i - 1) >= 48 && id.charCodeAt(i - 1) <= 57) i--;
  return i < id.length && i > 0 && id[i - 1] === "#" ? id.slice(0, i - 1) : id;
}

/** what "discard <what>" can take: "goodfortune", "development", "trait:<Trait>", "this" */
function discardable(e: Engine, ctx: EffectContext, what: string): string[] {
  const h = e.hero(ctx.hero);
  if (what === "goodfortune") return [...h.goodFortune];
  if (what === "development") return h.development.map((d) => d.card);
  if (what === "this") {
    const c = thisCard(e, ctx);
    return h.kept.some((k) => k.card === c) || h.goodFortune.includes(c) || h.development.some((d) => d.card === c) ? [c] : [];
  }
  if (what.startsWith("trait:")) {
    const t = what.slice(6);
    // companions cannot be discarded. Made by push: the lists map() makes are holey when optimised and packed
    // when not, and spread into one list they had canDiscard optimised again every few hundred games
    const out: string[] = [];
    for (const k of h.kept) if (e.cat.hasTrait(k.card, t)) out.push(k.card);
    for (const d of h.development) if (e.cat.hasTrait(d.card, t)) out.push(d.card);
    return out;
  }
  throw new Error(`unknown thing to discard "${what}"`);
}
