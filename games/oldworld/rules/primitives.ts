// The primitives of effect-api.ts bound to one running game: what the content's effects call when the rules
// kernel runs them as steps (machine.ts `effects`). A primitive acts at once, or calls the step that asks what
// it must ask (a step of this file, or the rule's own: damage, an event read). What effects read of the game
// without acting (queries, conditions, "could this be done") is `engineReads` (Engine.rt).
import type { Answer, Decision, DecisionOption } from "../../../runtime/core/decision.ts";
import { ContentError } from "../../../runtime/core/errors.ts";
import { interpreter } from "../../../runtime/interpret/walker.ts";
import { defId } from "./catalog.ts";
import type { Attribute } from "./content.ts";
import type { EffectContext, EffectOwner, EffectPredicate, EngineReads, OldWorldRuntime, VerbPrimitive } from "./effect-api.ts";
import { decision, type Engine } from "./engine.ts";
import { cardOption, opt } from "./options.ts";
import { oldWorldRulesEffects } from "./binding.ts";
import { damage, damageOf, discardFromHand, gainPotionCards, raiseAttribute as levelUp, trashFromHand } from "./engine-steps.ts";
import { drawEvent, placeQuestToken, readEventStep, takeQuest } from "./events.ts";
import { dealDamageStep, gainProtection } from "./fight.ts";
import { bindPrimitivesWith, type OldWorldMachine, steps } from "./machine.ts";
import { discardedByAbility } from "./wild-hunt/final-fight.ts";
import { connectedHuntEvent, huntEvent, huntLosesShields, huntShields } from "./wild-hunt/rules.ts";
import { weaknessAtLocation } from "./weakness.ts";

/** ask one decision and end with the key picked, as a number */
const pickNumber = steps.define<{ decision: Decision }>("pick-number", {
  ask(k, f) {
    k.ask(f.decision);
  },
  picked(k, _f, answer) {
    k.end(Number((answer as Answer)[0]));
  },
});

/** "raise an attribute": the player picks one of those he can raise */
const raiseAttribute = steps.define<{ player: string; can: Attribute[] }>("raise-an-attribute", {
  ask(k, f) {
    const e = k.engine;
    k.ask(
      decision(
        f.player,
        "raise-attribute",
        f.can.map((x) => opt(x, `ow-attribute-${e.attributeName(f.player, x)}`)),
      ),
    );
  },
  raise(k, f, answer) {
    k.call(levelUp, { id: f.player, a: (answer as Answer)[0] as Attribute });
  },
});

/** "gain a card": a card of the pool for free into the hand */
const gainCard = steps.define<{ player: string; pool: "pool" | "magePool"; slots: number[] }>("gain-free-card", {
  ask(k, f) {
    const s = k.engine.state;
    k.ask(
      decision(
        f.player,
        "gain-free-card",
        f.slots.map((i) => opt(String(i), "ow-card", { card: defId(s[f.pool]![i]!) })),
      ),
    );
  },
  take(k, f, answer) {
    const e = k.engine;
    const c = e.takeFromPool(Number((answer as Answer)[0]), f.pool);
    e.intoHandOpenly(f.player, [c]);
    e.event("card-gained", { player: f.player, card: defId(c), to: "hand" });
  },
});

/** "discard potions" (Archespore): unused ones go to the potion discard pile */
const discardPotions = steps.define<{ player: string; n: number }>("discard-potions", {
  ask(k, f) {
    const p = k.engine.player(f.player);
    k.ask(decision(f.player, "discard-potion", p.potions.map(cardOption), { count: f.n }, { min: f.n, max: f.n }));
  },
  discard(k, f, answer) {
    const e = k.engine;
    const p = e.player(f.player);
    const potions = answer as Answer;
    for (const c of potions) {
      p.potions.splice(p.potions.indexOf(c), 1);
      e.state.potionDiscard.push(c);
    }
    e.event("potion-discarded", { player: f.player, potions: potions.map(defId) });
  },
});

/** Endurance: "perform N movements", each to an adjacent location without paying, or stop */
const performMovements = steps.define<{ player: string; left: number }>("perform-movements", {
  ask(k, f) {
    if (f.left <= 0) return k.end();
    f.left--;
    const e = k.engine;
    const p = e.player(f.player);
    const options = [...e.adjacent(p.location).map((l) => opt(`move.${l}`, "ow-option-move", { location: l })), opt("end", "ow-option-end-phase")];
    k.ask(decision(f.player, "free-move", options));
  },
  move(k, f, answer) {
    const key = (answer as Answer)[0];
    if (key === "end") return k.end();
    const e = k.engine;
    const p = e.player(f.player);
    p.location = key.slice("move.".length);
    e.event("move", { player: f.player, to: p.location, free: true });
    k.call(weaknessAtLocation, { id: f.player });
  },
  again(k, f) {
    k.goto(f, "ask");
  },
});

/** "take cards from your discard pile": the rest of the pile keeps its order (Mages, the discard-pile icon) */
const takeFromDiscard = steps.define<{ player: string; n: number }>("take-from-discard", {
  ask(k, f) {
    const p = k.engine.player(f.player);
    k.ask(decision(f.player, "take-from-discard", p.discard.map(cardOption), { count: f.n }, { min: f.n, max: f.n }));
  },
  take(k, f, answer) {
    const e = k.engine;
    const p = e.player(f.player);
    const cards = answer as Answer;
    p.discard = p.discard.filter((c) => !cards.includes(c));
    e.intoHandOpenly(f.player, cards);
    e.event("taken-from-discard", { player: f.player, cards: cards.map(defId) });
  },
});

/** "discard up to N cards of the pool": Mages, "they may choose cards from either pool in any combination" */
const discardFromPool = steps.define<{ player: string; pools: ("pool" | "magePool")[]; options: DecisionOption[]; n: number }>("discard-from-pool", {
  ask(k, f) {
    k.ask(decision(f.player, "discard-from-pool", f.options, { count: f.n }, { min: 0, max: f.n }));
  },
  discard(k, f, answer) {
    const e = k.engine;
    const s = e.state;
    const keys = answer as Answer;
    const gone: string[] = [];
    for (const w of f.pools) {
      // left to right: taking a slot moves only the cards to its left
      const slots = keys
        .filter((key) => key.startsWith(`${w}.`))
        .map((key) => Number(key.slice(w.length + 1)))
        .sort((a, b) => a - b);
      for (const i of slots) gone.push(e.takeFromPool(i, w));
    }
    (s.poolDiscard ??= []).push(...gone);
    if (gone.length) e.event("pool-discarded", { player: f.player, cards: gone.map(defId) });
  },
});

/**
 * The Viper school: look at the top cards of the enemy's deck, discard some, put the rest back in the order
 * the player chooses. The cards seen are off the pile while the player decides (`seen`, top first), and go
 * back on top of it as he puts them back (`back`, the top card first).
 */
interface EnemyDeckSeen {
  player: string;
  discard: number;
  seen: readonly string[];
  gone: readonly string[];
  back: readonly string[];
}

const lookAtEnemyDeck = steps.define<EnemyDeckSeen>("look-at-enemy-deck", {
  discard(k, f) {
    const n = Math.min(f.discard, f.seen.length);
    if (n === 0) return k.goto(f, "putBack");
    k.ask(decision(f.player, "discard-enemy-card", f.seen.map(cardOption), { count: n }, { min: n, max: n }));
  },
  discarded(k, f, answer) {
    const e = k.engine;
    const fight = e.fight!;
    const gone = answer as Answer;
    f.seen = f.seen.filter((c) => !gone.includes(c));
    f.gone = gone;
    if (fight.kind === "hunt") return discardedByAbility(k, f.player, gone);
    if (fight.kind === "monster") e.state.fightDiscard.push(...gone);
    else e.player(opponentOf(e, f)!).discard.push(...gone);
  },
  told(k, f) {
    const e = k.engine;
    const fight = e.fight!;
    const life = fight.kind !== "witcher" ? enemyPile(e, f).length + f.seen.length : null;
    e.event("enemy-deck-discarded", { player: f.player, cards: f.gone.map(defId), life });
  },
  // the player puts the rest back, choosing the top card first
  putBack(k, f) {
    if (f.seen.length > 1) return k.ask(decision(f.player, "order-enemy-deck", f.seen.map(cardOption), { position: f.back.length + 1 }));
    const e = k.engine;
    const back = [...f.back, ...f.seen];
    enemyPile(e, f).unshift(...back);
    // the player alone saw them (the others see how many, and the cards discarded)
    e.sawOnTop(f.player, back);
    k.end();
  },
  putOnTop(k, f, answer) {
    const c = (answer as Answer)[0];
    f.seen = f.seen.filter((x) => x !== c);
    f.back = [...f.back, c];
    k.goto(f, "putBack");
  },
});

/** the pile the enemy's deck is: a monster's (or the Hunt's) life pool, an opponent witcher's deck */
function enemyPile(e: Engine, ctx: { player: string }): string[] {
  const f = e.fight!;
  if (f.kind !== "witcher") return f.life;
  const foe = opponentOf(e, ctx);
  return foe ? e.player(foe).deck : [];
}

function opponentOf(e: Engine, ctx: { player: string }): string | null {
  return e.fight?.kind === "witcher" ? (e.fight.witchers.find((w) => w !== ctx.player) ?? null) : null;
}

/** What effects read of the game: counts, conditions and "could this be done". They ask nothing, so every machine's primitives share the engine's (Engine.rt). */
type Reads = Omit<OldWorldRuntime, VerbPrimitive | "select" | "choose">;

function readsOf(e: Engine): Reads {
  const combo = () => e.combo;
  const raisableOf = (ctx: EffectOwner, attribute: Attribute | "any"): Attribute[] =>
    e.raisable(ctx.player).filter((a) => attribute === "any" || a === attribute);
  return {
    queries: {
      attribute: (ctx, { attribute }) => e.attribute(ctx.player, attribute),
      comboSize: () => combo()?.cards.length ?? 0,
      comboColour: (_ctx, { colour }) => combo()?.cards.filter((c) => e.cat.action(c).colour === colour).length ?? 0,
      comboPosition: () => (combo() ? combo()!.at + 1 : 0),
      handSize: (ctx) => e.player(ctx.player).hand.length,
      gold: (ctx) => e.player(ctx.player).gold,
      shield: (ctx) => e.player(ctx.player).shield,
      trophies: (ctx) => e.trophyCount(ctx.player),
      monsterLevel: () => (e.fight?.kind === "monster" ? e.fight.level : 0),
      lifePool: () => (e.fight?.kind === "monster" ? e.fight.life.length : 0),
      energy: (ctx) => e.player(ctx.player).energy ?? 0,
    },
    conditions: {
      comboSize: (_ctx, { amount }) => (combo()?.cards.length ?? 0) >= amount,
      comboPositionAtLeast: (_ctx, { amount }) => !!combo() && combo()!.at + 1 >= amount,
      comboHasColour: (_ctx, { colour }) => !!combo()?.cards.some((c) => e.cat.action(c).colour === colour),
      inFight: () => e.fight !== null,
      hasTrailToken: (ctx) => !!e.fight?.monster && e.player(ctx.player).trailTokens.includes(e.fight.monster),
      hasGold: (ctx, { amount }) => e.player(ctx.player).gold >= amount,
      atLocation: (ctx, { location }) => e.player(ctx.player).location === location,
      atTerrain: (ctx, { terrain }) => e.cat.location(e.player(ctx.player).location).terrain === terrain,
      attributeAtLeast: (ctx, { attribute, amount }) => e.attribute(ctx.player, attribute) >= amount,
      isWitcher: (ctx, { witcher }) => ctx.player === witcher,
      firstFightTurn: (ctx) => !!e.fight && (e.fight.turns[ctx.player] ?? 0) === 0,
    },
    withPlayer: (ctx, player) => ({ ...ctx, player }),
    canDiscardCards: (ctx, { amount }) => e.player(ctx.player).hand.length >= amount,
    canTrashCards: (ctx, { amount }) => e.player(ctx.player).hand.length >= amount,
    canSpendGold: (ctx, { amount }) => e.player(ctx.player).gold >= amount,
    canDiscardPotions: (ctx, { amount }) => e.player(ctx.player).potions.length >= amount,
    canRaiseAttribute: (ctx, { attribute }) => raisableOf(ctx, attribute).length > 0,
    canPlaceQuestToken: () => e.state.questTokens > 0,
    canSpendEnergy: (ctx, { amount }) => (e.player(ctx.player).energy ?? 0) >= amount,
    canTakeFromDiscard: (ctx, { amount }) => e.player(ctx.player).discard.length >= amount,
  };
}

/**
 * The primitives bound to machine `k`: each verb's acts at once or calls the step that asks. One is made for
 * every machine an effect runs on, so it is one object: the reads (queries, conditions, checks) are the
 * engine's own primitives' (Engine.rt, made once a game), which ask nothing of a machine.
 */
/** the arguments of a primitive */
type Args<K extends keyof OldWorldRuntime> = OldWorldRuntime[K] extends (ctx: EffectOwner, args: infer A) => unknown ? A : never;

class StepPrimitives implements OldWorldRuntime {
  private readonly e: Engine;

  constructor(private readonly k: OldWorldMachine) {
    this.e = k.engine;
  }

  get queries(): OldWorldRuntime["queries"] {
    return this.e.rt.queries;
  }

  get conditions(): OldWorldRuntime["conditions"] {
    return this.e.rt.conditions;
  }

  withPlayer<C extends EffectOwner>(ctx: C, player: string): C {
    return { ...ctx, player };
  }

  canDiscardCards(ctx: EffectOwner, a: { amount: number }): boolean {
    return this.e.rt.canDiscardCards(ctx, a);
  }

  canTrashCards(ctx: EffectOwner, a: { amount: number }): boolean {
    return this.e.rt.canTrashCards(ctx, a);
  }

  canSpendGold(ctx: EffectOwner, a: { amount: number }): boolean {
    return this.e.rt.canSpendGold(ctx, a);
  }

  canDiscardPotions(ctx: EffectOwner, a: { amount: number }): boolean {
    return this.e.rt.canDiscardPotions(ctx, a);
  }

  canRaiseAttribute(ctx: EffectOwner, a: { attribute: Attribute | "any" }): boolean {
    return this.e.rt.canRaiseAttribute(ctx, a);
  }

  canPlaceQuestToken(ctx: EffectOwner, a: { location: string; event: number }): boolean {
    return this.e.rt.canPlaceQuestToken(ctx, a);
  }

  canSpendEnergy(ctx: EffectOwner, a: { amount: number }): boolean {
    return this.e.rt.canSpendEnergy(ctx, a);
  }

  canTakeFromDiscard(ctx: EffectOwner, a: { amount: number }): boolean {
    return this.e.rt.canTakeFromDiscard(ctx, a);
  }

  /** damage dealt to the monster (or the Hunt) the witcher fights */
  private hitFoe(from: string, amount: number): void {
    this.k.call(dealDamageStep, { from, amount, left: 0, batch: 0 });
  }

  select(ctx: EffectOwner, selector: string): string[] {
    switch (selector) {
      case "you":
        return [ctx.player];
      case "opponent": {
        const o = opponentOf(this.e, ctx);
        return o ? [o] : [];
      }
      case "each-player":
        return this.e.orderFrom(ctx.player);
      case "each-other-player":
        return this.e.orderFrom(ctx.player).slice(1);
      default:
        throw new ContentError(`unknown selector "${selector}" in ${ctx.source}`);
    }
  }

  choose(ctx: EffectOwner, { options }: Args<"choose">) {
    const can = options.map((o, i) => ({ ...o, i })).filter((o) => o.can);
    const offered = can.length ? can : options.map((o, i) => ({ ...o, i }));
    const labels = offered.map((o) => opt(String(o.i), "ow-option-effect", { effect: { effect: o.effect } }));
    this.k.call(pickNumber, { decision: decision(ctx.player, "effect-option", labels, { source: ctx.source }) });
  }

  dealDamage(ctx: EffectOwner, { amount }: Args<"dealDamage">) {
    if (!this.e.fight) return;
    if (this.e.combo) this.e.fight.comboDamage += amount;
    else this.hitFoe(ctx.player, amount);
  }

  dealAdditionalDamage(ctx: EffectOwner, { amount }: Args<"dealAdditionalDamage">) {
    this.dealDamage(ctx, { amount });
  }

  sufferDamage(ctx: EffectOwner, { amount, who }: Args<"sufferDamage">) {
    // against a monster, "your opponent receives damage" hits its life pool (Retaliation)
    if (who === "opponent" && this.e.fight?.kind === "monster") return this.hitFoe(ctx.player, amount);
    const target = who === "opponent" ? opponentOf(this.e, ctx) : ctx.player;
    if (target) this.k.call(damage, damageOf(target, amount, false, who === "opponent"));
  }

  raiseShield(ctx: EffectOwner, { amount }: Args<"raiseShield">) {
    this.e.raiseShield(ctx.player, amount);
  }

  lowerShield(ctx: EffectOwner, { amount }: Args<"lowerShield">) {
    this.e.lowerShield(ctx.player, amount);
  }

  drawCards(ctx: EffectOwner, { amount }: Args<"drawCards">) {
    const room = this.e.fight ? Math.max(0, this.e.cat.content.tables.fightHandLimit - this.e.player(ctx.player).hand.length) : amount;
    this.e.draw(ctx.player, Math.min(amount, room));
  }

  discardCards(ctx: EffectOwner, { amount }: Args<"discardCards">) {
    this.k.call(discardFromHand, { id: ctx.player, n: amount });
  }

  trashCards(ctx: EffectOwner, { amount }: Args<"trashCards">) {
    this.k.call(trashFromHand, { id: ctx.player, n: amount });
  }

  gainGold(ctx: EffectOwner, { amount }: Args<"gainGold">) {
    this.e.gainGold(ctx.player, amount);
  }

  spendGold(ctx: EffectOwner, { amount }: Args<"spendGold">) {
    const p = this.e.player(ctx.player);
    const paid = Math.min(p.gold, amount);
    p.gold -= paid;
    if (paid) this.e.event("gold-spent", { player: ctx.player, amount: paid });
  }

  gainPotion(ctx: EffectOwner, { amount }: Args<"gainPotion">) {
    this.k.call(gainPotionCards, { id: ctx.player, n: amount });
  }

  discardPotions(ctx: EffectOwner, { amount }: Args<"discardPotions">) {
    const n = Math.min(amount, this.e.player(ctx.player).potions.length);
    if (n > 0) this.k.call(discardPotions, { player: ctx.player, n });
  }

  lookAtEnemyDeck(ctx: EffectOwner, { amount, discard }: Args<"lookAtEnemyDeck">) {
    if (!this.e.fight) return;
    const pile = enemyPile(this.e, ctx);
    const seen = pile.splice(0, Math.min(amount, pile.length));
    this.e.event("enemy-deck-seen", { player: ctx.player, count: seen.length });
    this.k.call(lookAtEnemyDeck, { player: ctx.player, discard, seen, gone: [], back: [] });
  }

  discardTopOfDeck(ctx: EffectOwner, { amount }: Args<"discardTopOfDeck">) {
    const p = this.e.player(ctx.player);
    const cards = p.deck.splice(0, Math.min(amount, p.deck.length));
    p.discard.push(...cards);
    p.deck = this.e.rng.shuffle(p.deck);
    this.e.event("discard", { player: ctx.player, cards, fromDeck: true });
  }

  raiseAttribute(ctx: EffectOwner, { attribute }: Args<"raiseAttribute">) {
    const can = this.e.raisable(ctx.player).filter((a) => attribute === "any" || a === attribute);
    if (can.length > 0) this.k.call(raiseAttribute, { player: ctx.player, can });
  }

  gainCard(ctx: EffectOwner, { maxCost, anyCard }: Args<"gainCard">) {
    const pool = this.e.poolOf(ctx.player);
    // "when told to gain any card from the pool, you can choose a card with a trash cost (and you do not have to trash a card)"
    const slots = anyCard ? (this.e.state[pool] ?? []).flatMap((c, i) => (c === null ? [] : [i])) : this.e.slotsCostingAtMost(maxCost ?? 0, pool);
    if (slots.length > 0) this.k.call(gainCard, { player: ctx.player, pool, slots });
  }

  performMovements(ctx: EffectOwner, { amount }: Args<"performMovements">) {
    this.k.call(performMovements, { player: ctx.player, left: amount });
  }

  addFightModifier(ctx: EffectOwner, { modifier }: Args<"addFightModifier">) {
    if (!this.e.fight) return;
    // a modifier on "your opponent" remembers whose opponent
    this.e.fight.modifiers.push(modifier.kind === "opponent-specialty-at-most" ? { ...modifier, by: ctx.player } : modifier);
    // the modifier's numbers, colour and attribute go into the log line ("at most 2 damage", not "some")
    const { kind, ...data } = modifier;
    this.e.event("fight-modifier", { source: ctx.source, modifier: kind, ...data });
  }

  neglectPassiveAttack() {
    if (this.e.fight) this.e.fight.passiveNeglected = true;
  }

  rollD6(ctx: EffectOwner, { plusLevel, mayChooseLower }: Args<"rollD6">) {
    const roll = this.e.rng.roll("d6", 1, 6) + (plusLevel ? this.e.attribute(ctx.player, "specialty") : 0);
    this.e.event("roll", { player: ctx.player, roll });
    if (!mayChooseLower || roll <= 1) return roll;
    const options = Array.from({ length: roll }, (_, i) => opt(String(roll - i), "ow-option-roll-result", { value: roll - i }));
    this.k.call(pickNumber, { decision: decision(ctx.player, "choose-lower", options) });
    return undefined;
  }

  readEvent(ctx: EffectOwner, { event }: Args<"readEvent">) {
    this.k.call(readEventStep, { id: ctx.player, n: event });
  }

  takeQuest(ctx: EffectOwner, { location, event }: Args<"takeQuest">) {
    takeQuest(this.e, ctx.player, location, event, ctx.instance ?? ctx.source);
  }

  placeQuestToken(ctx: EffectOwner, { location, event }: Args<"placeQuestToken">) {
    placeQuestToken(this.e, ctx.player, location, event);
  }

  drawEvent(ctx: EffectOwner, { event }: Args<"drawEvent">) {
    drawEvent(this.e, ctx.player, event);
  }

  spendEnergy(ctx: EffectOwner, { amount }: Args<"spendEnergy">) {
    this.e.spendEnergy(ctx.player, amount);
  }

  gainEnergy(ctx: EffectOwner, { amount }: Args<"gainEnergy">) {
    this.e.gainEnergy(ctx.player, amount);
  }

  gainProtection(ctx: EffectOwner, { amount }: Args<"gainProtection">) {
    gainProtection(this.e, ctx.player, amount);
  }

  takeFromDiscard(ctx: EffectOwner, { amount }: Args<"takeFromDiscard">) {
    const n = Math.min(amount, this.e.player(ctx.player).discard.length);
    if (n > 0) this.k.call(takeFromDiscard, { player: ctx.player, n });
  }

  discardFromPool(ctx: EffectOwner, { amount }: Args<"discardFromPool">) {
    const s = this.e.state;
    const pools: ("pool" | "magePool")[] = s.magePool ? ["pool", "magePool"] : ["pool"];
    const options = pools.flatMap((w) => (s[w] ?? []).flatMap((c, i) => (c === null ? [] : [opt(`${w}.${i}`, "ow-card", { card: defId(c) })])));
    const n = Math.min(amount, options.length);
    if (n > 0) this.k.call(discardFromPool, { player: ctx.player, pools, options, n });
  }

  drawMore(ctx: EffectOwner, { amount }: Args<"drawMore">) {
    if (this.e.fight) this.e.fight.drawBonus[ctx.player] = (this.e.fight.drawBonus[ctx.player] ?? 0) + amount;
    else this.e.draw(ctx.player, amount);
  }

  // the Wild Hunt
  huntGainsShields(ctx: EffectOwner, { amount }: Args<"huntGainsShields">) {
    huntShields(this.e, ctx.source, amount);
  }

  huntLosesShields(ctx: EffectOwner, { amount }: Args<"huntLosesShields">) {
    huntLosesShields(this.e, ctx.source, amount);
  }

  readHuntEvent(ctx: EffectOwner) {
    this.k.call(huntEvent, { source: ctx.source });
  }

  readHuntEventNumber(ctx: EffectOwner, { event }: Args<"readHuntEventNumber">) {
    this.k.call(connectedHuntEvent, { source: ctx.source, number: event });
  }
}

bindPrimitivesWith((k) => new StepPrimitives(k));

const walk = interpreter<EffectContext>(oldWorldRulesEffects);

/** What the rules read of the game for an effect without running it (Engine.rt): the reads, and whether an effect could be done now */
export function engineReads(e: Engine): EngineReads {
  return {
    ...readsOf(e),
    can(effect: EffectPredicate, ctx: EffectContext) {
      return walk.can(effect, ctx);
    },
  };
}
