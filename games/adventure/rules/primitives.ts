// The effect primitives of effect-api.ts, bound to one running game. Generated
// handlers and the interpreter both call exactly these.
import type { ChoiceOption, Step } from "../../../runtime/core/decision.ts";
import { entity, text } from "../../../runtime/core/text.ts";
import { drawAdditional, drawCards } from "./cards.ts";
import type { AdventureConditions, AdventurePrimitives, AdventureQueries, EffectContext, MonsterType } from "./effect-api.ts";
import type { Engine } from "./engine.ts";
import type { DevelopmentInPlay } from "./state.ts";
import { fight, rerollDice, rollDie, spendBattleResults, totalOf, totals } from "./battle.ts";
import { moveHero, moveOptions } from "./movement.ts";
import { discardFromPlay } from "./hooks.ts";
import { finished, NOTHING } from "../../../runtime/core/driver.ts";

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

function battleOf(e: Engine) {
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
    const b = battleOf(this.e);
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

class Primitives implements AdventurePrimitives {
  readonly queries: Queries;
  readonly conditions: Conditions;

  constructor(private readonly e: Engine) {
    this.queries = new Queries(e);
    this.conditions = new Conditions(e);
  }

  *select(ctx: EffectContext, selector: string): Step<string[]> {
    const e = this.e;
    const order = e.turnOrderFrom(e.state.active);
    const me = e.hero(ctx.hero);
    switch (selector) {
      case "you":
        return [ctx.hero];
      case "each-hero":
        return order;
      case "each-other-hero":
        return order.filter((h) => h !== ctx.hero);
      case "heroes-in-your-location":
        return order.filter((h) => e.hero(h).location === me.location);
      case "heroes-in-your-region":
        return order.filter((h) => e.regionOfHero(h) === e.regionOfHero(ctx.hero));
      case "most-vp":
      case "fewest-vp": {
        const vps = order.map((h) => e.hero(h).vp);
        const best = selector === "most-vp" ? Math.max(...vps) : Math.min(...vps);
        const tied = order.filter((h) => e.hero(h).vp === best);
        if (tied.length === 1) return tied;
        // ties: the active player chooses
        const k = yield* e.chooseOne(
          e.state.active,
          "choose-hero",
          text("prompt-choose-hero-vp", { selector }),
          tied.map((h) => ({ key: h, label: text("option-hero", { hero: entity(h) }) })),
        );
        return [k];
      }
      default:
        throw new Error(`unknown hero selector "${selector}"`);
    }
  }
  withHero(ctx: EffectContext, hero: string): EffectContext {
    return { ...ctx, hero };
  }
  *choose(ctx: EffectContext, { options }: P<"choose">): Step<number> {
    // the options the hero can carry out, or all of them when he can carry out none; keyed by their place
    let offered: ChoiceOption[] = [];
    for (let i = 0; i < options.length; i++) if (options[i].can) offered.push(effectOption(options, i));
    if (offered.length === 0) offered = options.map((_, i) => effectOption(options, i));
    const k = yield* this.e.chooseOne(ctx.hero, "choose-option", PROMPT_CHOOSE_ONE, offered);
    return Number(k);
  }

  // a primitive that only hands on to the engine returns the engine's step: one frame fewer to resume at every answer
  receive(ctx: EffectContext, { resource, amount, colour }: P<"receive">): Step<void> {
    return this.e.receive(ctx.hero, resource, amount, colour, ctx.source);
  }
  canReceive(): boolean {
    return true; // there are no component limitations
  }
  *spend(ctx: EffectContext, { resource, amount, colour }: P<"spend">): Step<void> {
    yield* this.e.pay(ctx.hero, resource, amount, colour, ctx.source, "spend");
  }
  canSpend(ctx: EffectContext, { resource, amount, colour }: P<"canSpend">): boolean {
    return this.e.holding(ctx.hero, resource, colour) >= amount;
  }
  *lose(ctx: EffectContext, { resource, amount, colour }: P<"lose">): Step<void> {
    yield* this.e.pay(ctx.hero, resource, amount, colour, ctx.source, "lose");
  }
  canLose(ctx: EffectContext, { resource, amount, colour }: P<"canLose">): boolean {
    return this.e.holding(ctx.hero, resource, colour) >= amount;
  }

  sufferWound(ctx: EffectContext, { amount, severity }: P<"sufferWound">): Step<void> {
    return this.e.sufferWound(ctx.hero, amount, severity, ctx.source);
  }
  heal(ctx: EffectContext, { amount, severity }: P<"heal">): Step<void> {
    return this.e.removeWounds(ctx.hero, amount, severity, ctx.source);
  }
  canHeal(ctx: EffectContext, { amount, severity }: P<"canHeal">): boolean {
    return this.e.woundCount(ctx.hero, severity) >= amount;
  }

  sufferFoulFate(ctx: EffectContext, { amount, action, ifAble }: P<"sufferFoulFate">): Step<void> {
    return this.e.sufferFoulFate(ctx.hero, amount, action, ifAble, ctx.source);
  }
  canSufferFoulFate(ctx: EffectContext, { amount, action }: P<"canSufferFoulFate">): boolean {
    return action === null ? this.e.openFoulFateSpaces(ctx.hero).length >= amount : amount <= 1 && this.e.openFoulFateSpaces(ctx.hero).includes(action);
  }
  *placeFoulFate(ctx: EffectContext, { where }: P<"placeFoulFate">): Step<void> {
    for (const r of yield* this.e.regionsFor(ctx.hero, where)) yield* this.e.placeFoulFateInRegion(ctx.hero, r, ctx.source);
  }
  *removeFoulFate(ctx: EffectContext, { amount }: P<"removeFoulFate">): Step<void> {
    const e = this.e;
    const h = e.hero(ctx.hero);
    const n = Math.min(amount, h.foulFate.length);
    if (n === 0) return;
    const picked = yield* e.choose(
      ctx.hero,
      "remove-foul-fate",
      text("prompt-remove-foul-fate", { amount: n }),
      h.foulFate.map((s) => ({ key: s, label: text("option-space", { space: s }) })),
      { min: n, max: n },
    );
    for (const s of picked) {
      h.foulFate.splice(h.foulFate.indexOf(s), 1);
      e.event("foul-fate-removed", { hero: ctx.hero, space: s, why: ctx.source });
    }
  }
  advanceWarTrack(ctx: EffectContext, { amount }: P<"advanceWarTrack">): Step<void> {
    return this.e.advanceWarTrack(amount, ctx.source);
  }
  *placeMonster(ctx: EffectContext, { amount, type, where }: P<"placeMonster">): Step<void> {
    const regions = yield* this.e.regionsFor(ctx.hero, where);
    yield* this.e.placeMonsters(ctx.hero, amount, type, regions, ctx.source);
  }

  draw(ctx: EffectContext, { deck, amount, mode }: P<"draw">): Step<void> {
    return drawCards(this.e, ctx.hero, deck, amount, mode, ctx.source);
  }
  // a primitive that asks nothing does its work and returns a step that is already over
  drawAdditional(ctx: EffectContext, { amount }: P<"drawAdditional">): Step<void> {
    drawAdditional(this.e, ctx.hero, amount);
    return NOTHING;
  }
  keepThis(ctx: EffectContext, { until }: P<"keepThis">): Step<void> {
    this.e.keepRequests.set(thisCard(this.e, ctx), until);
    return NOTHING;
  }
  *discard(ctx: EffectContext, { what, amount }: P<"discard">): Step<void> {
    const e = this.e;
    const candidates = discardable(e, ctx, what);
    const n = Math.min(amount, candidates.length);
    if (n === 0) return;
    const picked = yield* e.choose(
      ctx.hero,
      "discard",
      text("prompt-discard", { amount: n }),
      candidates.map((c) => ({ key: c, label: text("option-card", { card: entity(c) }) })),
      { min: n, max: n },
    );
    const h = e.hero(ctx.hero);
    for (const c of picked) {
      h.kept = h.kept.filter((k) => k.card !== c);
      h.goodFortune = h.goodFortune.filter((g) => g !== c);
      h.development = h.development.filter((d) => d.card !== c);
      yield* discardFromPlay(e, ctx.hero, c, ctx.source);
    }
  }
  canDiscard(ctx: EffectContext, { what, amount }: P<"canDiscard">): boolean {
    return discardable(this.e, ctx, what).length >= amount;
  }
  delay(ctx: EffectContext): Step<void> {
    const e = this.e;
    const h = e.hero(ctx.hero);
    if (h.delayed) {
      e.event("delay-ignored", { hero: ctx.hero, why: ctx.source });
      return NOTHING; // a delayed hero ignores being delayed again
    }
    h.delayed = true;
    e.event("delayed", { hero: ctx.hero, why: ctx.source });
    return NOTHING;
  }
  *fight(ctx: EffectContext, { enemy }: P<"fight">): Step<void> {
    const e = this.e;
    // "fight a bronze monster": the verb table passes the bare monster type
    const type = stackType(enemy);
    if (type !== null) {
      const token = e.takeMonster(type);
      if (!token) {
        e.event("no-monster", { hero: ctx.hero, monsterType: type });
        return;
      }
      const b = yield* fight(e, ctx.hero, e.cat.monster(token).id, token);
      if (b.defeated) e.discardMonster(token);
      else e.putMonster(token, e.regionOfHero(ctx.hero), true, ctx.hero, "not defeated");
      return;
    }
    yield* fight(e, ctx.hero, enemy, null);
  }
  move(ctx: EffectContext, { to, receiveLeads }: P<"move">): Step<void> {
    return moveHero(this.e, ctx.hero, to, receiveLeads, ctx.source);
  }
  canMove(ctx: EffectContext, { to }: P<"canMove">): boolean {
    return moveOptions(this.e, ctx.hero, to).length > 0;
  }
  rollHeroDice(ctx: EffectContext): Step<boolean> {
    const e = this.e;
    const def = e.cat.hero(e.hero(ctx.hero).id);
    const faces = def.dice.map((d) => rollDie(e, d).face);
    const success = faces.some((f) => def.successFaces.includes(f));
    e.event("roll-hero-dice", { hero: ctx.hero, faces, success });
    return finished(success);
  }
  rollD6(ctx: EffectContext): Step<number> {
    const n = this.e.rng.roll("d6", 1, 6);
    this.e.event("roll-d6", { hero: ctx.hero, value: n });
    return finished(n);
  }

  addResults(ctx: EffectContext, { result, amount }: P<"addResults">): Step<void> {
    const b = battleOf(this.e);
    b.adjust[result] += amount;
    this.e.event("battle-add", { hero: ctx.hero, result, amount, source: ctx.source, totals: totals(b) });
    return NOTHING;
  }
  spendResults(ctx: EffectContext, { result, amount }: P<"spendResults">): Step<void> {
    const b = battleOf(this.e);
    const n = Math.min(amount, totalOf(b, result));
    spendBattleResults(b, result, n);
    this.e.event("battle-spend", { hero: ctx.hero, result, amount: n, source: ctx.source, totals: totals(b) });
    return NOTHING;
  }
  canSpendResults(_ctx: EffectContext, { result, amount }: P<"canSpendResults">): boolean {
    return !!this.e.battle && totalOf(this.e.battle, result) >= amount;
  }
  reroll(_ctx: EffectContext, { amount }: P<"reroll">): Step<void> {
    return rerollDice(this.e, battleOf(this.e), amount);
  }
  *placeMarker(ctx: EffectContext, { amount, on }: P<"placeMarker">): Step<void> {
    const e = this.e;
    const h = e.hero(ctx.hero);
    let target: string | null;
    if (on === "this") target = devOf(e, ctx)?.card ?? null;
    else {
      const cards = e.cardsWithTraitInPlay(ctx.hero, on).filter((c) => e.cat.card(c).usesMarkers);
      target =
        cards.length === 0
          ? null
          : yield* e.chooseOne(
              ctx.hero,
              "choose-card",
              text("prompt-place-marker", { trait: entity(`trait.${on}`) }),
              cards.map((c) => ({ key: c, label: text("option-card", { card: entity(c) }) })),
            );
    }
    if (target === null) {
      e.event("marker-refused", { hero: ctx.hero, why: text("reason-no-card-for-markers", { trait: entity(`trait.${on}`) }) });
      return;
    }
    e.addMarkers(h.id, target, amount, ctx.source);
  }
  spendMarker(ctx: EffectContext, { amount }: P<"spendMarker">): Step<void> {
    const d = devOf(this.e, ctx);
    if (!d) throw new Error(`${ctx.source} holds no markers`);
    const n = Math.min(amount, d.markers);
    d.markers -= n;
    this.e.event("spend-marker", { hero: ctx.hero, card: d.card, amount: n, markers: d.markers });
    return NOTHING;
  }
  canSpendMarker(ctx: EffectContext, { amount }: P<"canSpendMarker">): boolean {
    return (devOf(this.e, ctx)?.markers ?? 0) >= amount;
  }
  *ignoreObstacle(ctx: EffectContext): Step<void> {
    const e = this.e;
    const region = e.regionOfHero(ctx.hero);
    const options = e.obstaclesIn(region).filter((o) => !e.isIgnored(ctx.hero, region, o.key));
    if (options.length === 0) return;
    const k = yield* e.chooseOne(ctx.hero, "ignore-obstacle", text("prompt-ignore-obstacle"), options);
    e.ignoreObstacle(ctx.hero, region, k);
    e.event("ignore-obstacle", { hero: ctx.hero, region, obstacle: k === "foulfate" ? "foulfate" : "monster" });
  }
  requireDefeat(): Step<void> {
    // the battle that met it is over: nothing is spent
    return NOTHING;
  }
  canRequireDefeat(ctx: EffectContext, { type }: P<"canRequireDefeat">): boolean {
    return defeatedMonster(this.e, ctx.hero, type);
  }
  completeTask(ctx: EffectContext): Step<void> {
    const e = this.e;
    const card = thisCard(e, ctx);
    const k = e.hero(ctx.hero).kept.find((x) => x.card === card);
    if (!k || k.taskDone) return NOTHING;
    k.taskDone = true;
    e.event("task-complete", { hero: ctx.hero, card });
    return NOTHING;
  }
}

export function makePrimitives(e: Engine): AdventurePrimitives {
  return new Primitives(e);
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
