// The effect primitives of effect-api.ts, bound to one running game. Generated
// handlers and the interpreter both call exactly these.
import type { Step } from "../core/decision.ts";
import { entity, text, type ChoiceOption } from "../core/text.ts";
import { drawAdditional, drawCards } from "./cards.ts";
import type { AdventurePrimitives, EffectContext, MonsterType } from "./effect-api.ts";
import type { Engine } from "./engine.ts";
import { fight, rerollDice, rollDie, spendBattleResults, totalOf, totals } from "./battle.ts";
import { moveHero, moveOptions } from "./movement.ts";
import { discardFromPlay } from "./hooks.ts";
import { finished, NOTHING } from "../core/driver.ts";


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

function devOf(e: Engine, ctx: EffectContext) {
  const card = thisCard(e, ctx);
  return e.hero(ctx.hero).development.find((d) => d.card === card) ?? null;
}

export function makePrimitives(e: Engine): AdventurePrimitives {
  const rt: AdventurePrimitives = {
    queries: {
      short: (_ctx, { result }) => {
        const b = battleOf(e);
        const stat = b.stats[result];
        return stat === null ? 0 : Math.max(0, stat - totalOf(b, result));
      },
      cardsWithTrait: (ctx, { trait }) => cardsWithTrait(e, ctx.hero, trait),
      holding: (ctx, { resource, colour }) => e.holding(ctx.hero, resource, colour),
      wounds: (ctx, { severity }) => e.woundCount(ctx.hero, severity),
      markers: (ctx) => devOf(e, ctx)?.markers ?? 0,
    },
    conditions: {
      has: (ctx, { resource, amount, colour }) => e.holding(ctx.hero, resource, colour) >= amount,
      inRegion: (ctx, { region }) => e.regionOfHero(ctx.hero) === region,
      atLocation: (ctx, { location }) => e.hero(ctx.hero).location === location,
      hasCardWithTrait: (ctx, { trait }) => rt.queries.cardsWithTrait(ctx, { trait }) > 0,
      isHero: (ctx, { hero }) => ctx.hero === hero,
      battleResult: (_ctx, { result, succeeded }) => {
        const b = e.battle;
        if (!b || b.outcome[result] === undefined) return false;
        return b.outcome[result] === succeeded;
      },
      defeatedMonster: (ctx, { type }) => {
        const t = e.lastDefeat.get(ctx.hero);
        return !!t && (type === "any" || t === type);
      },
    },

    *select(ctx, selector): Step<string[]> {
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
          const k = yield* e.chooseOne(e.state.active, "choose-hero", text("prompt-choose-hero-vp", { selector }), tied.map((h) => ({ key: h, label: text("option-hero", { hero: entity(h) }) })));
          return [k];
        }
        default:
          throw new Error(`unknown hero selector "${selector}"`);
      }
    },
    withHero: (ctx, hero) => ({ ...ctx, hero }),
    *choose(ctx, { options }): Step<number> {
      // the options the hero can carry out, or all of them when he can carry out none; keyed by their place
      let offered: ChoiceOption[] = [];
      for (let i = 0; i < options.length; i++) if (options[i].can) offered.push(effectOption(options, i));
      if (offered.length === 0) offered = options.map((_, i) => effectOption(options, i));
      const k = yield* e.chooseOne(ctx.hero, "choose-option", PROMPT_CHOOSE_ONE, offered);
      return Number(k);
    },

    // a primitive that only hands on to the engine returns the engine's step: one frame fewer to resume at every answer
    receive: (ctx, { resource, amount, colour }) => e.receive(ctx.hero, resource, amount, colour, ctx.source),
    canReceive: () => true, // there are no component limitations
    *spend(ctx, { resource, amount, colour }) {
      yield* e.pay(ctx.hero, resource, amount, colour, ctx.source, "spend");
    },
    canSpend: (ctx, { resource, amount, colour }) => e.holding(ctx.hero, resource, colour) >= amount,
    *lose(ctx, { resource, amount, colour }) {
      yield* e.pay(ctx.hero, resource, amount, colour, ctx.source, "lose");
    },
    canLose: (ctx, { resource, amount, colour }) => e.holding(ctx.hero, resource, colour) >= amount,

    sufferWound: (ctx, { amount, severity }) => e.sufferWound(ctx.hero, amount, severity, ctx.source),
    heal: (ctx, { amount, severity }) => e.removeWounds(ctx.hero, amount, severity, ctx.source),
    canHeal: (ctx, { amount, severity }) => e.woundCount(ctx.hero, severity) >= amount,

    sufferFoulFate: (ctx, { amount, action, ifAble }) => e.sufferFoulFate(ctx.hero, amount, action, ifAble, ctx.source),
    canSufferFoulFate: (ctx, { amount, action }) =>
      action === null ? e.openFoulFateSpaces(ctx.hero).length >= amount : amount <= 1 && e.openFoulFateSpaces(ctx.hero).includes(action),
    *placeFoulFate(ctx, { where }) {
      for (const r of yield* e.regionsFor(ctx.hero, where)) yield* e.placeFoulFateInRegion(ctx.hero, r, ctx.source);
    },
    *removeFoulFate(ctx, { amount }) {
      const h = e.hero(ctx.hero);
      const n = Math.min(amount, h.foulFate.length);
      if (n === 0) return;
      const picked = yield* e.choose(ctx.hero, "remove-foul-fate", text("prompt-remove-foul-fate", { amount: n }), h.foulFate.map((s) => ({ key: s, label: text("option-space", { space: s }) })), { min: n, max: n });
      for (const s of picked) {
        h.foulFate.splice(h.foulFate.indexOf(s), 1);
        e.event("foul-fate-removed", { hero: ctx.hero, space: s, why: ctx.source });
      }
    },
    advanceWarTrack: (ctx, { amount }) => e.advanceWarTrack(amount, ctx.source),
    *placeMonster(ctx, { amount, type, where }) {
      const regions = yield* e.regionsFor(ctx.hero, where);
      yield* e.placeMonsters(ctx.hero, amount, type, regions, ctx.source);
    },

    draw: (ctx, { deck, amount, mode }) => drawCards(e, ctx.hero, deck, amount, mode, ctx.source),
    // a primitive that asks nothing does its work and returns a step that is already over
    drawAdditional(ctx, { amount }) {
      drawAdditional(e, ctx.hero, amount);
      return NOTHING;
    },
    keepThis(ctx, { until }) {
      e.keepRequests.set(thisCard(e, ctx), until);
      return NOTHING;
    },
    *discard(ctx, { what, amount }) {
      const candidates = discardable(e, ctx, what);
      const n = Math.min(amount, candidates.length);
      if (n === 0) return;
      const picked = yield* e.choose(ctx.hero, "discard", text("prompt-discard", { amount: n }), candidates.map((c) => ({ key: c, label: text("option-card", { card: entity(c) }) })), { min: n, max: n });
      const h = e.hero(ctx.hero);
      for (const c of picked) {
        h.kept = h.kept.filter((k) => k.card !== c);
        h.goodFortune = h.goodFortune.filter((g) => g !== c);
        h.development = h.development.filter((d) => d.card !== c);
        yield* discardFromPlay(e, ctx.hero, c, ctx.source);
      }
    },
    canDiscard: (ctx, { what, amount }) => discardable(e, ctx, what).length >= amount,
    delay(ctx) {
      const h = e.hero(ctx.hero);
      if (h.delayed) {
        e.event("delay-ignored", { hero: ctx.hero, why: ctx.source });
        return NOTHING; // a delayed hero ignores being delayed again
      }
      h.delayed = true;
      e.event("delayed", { hero: ctx.hero, why: ctx.source });
      return NOTHING;
    },
    *fight(ctx, { enemy }) {
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
    },
    move: (ctx, { to, receiveLeads }) => moveHero(e, ctx.hero, to, receiveLeads, ctx.source),
    canMove: (ctx, { to }) => moveOptions(e, ctx.hero, to).length > 0,
    rollHeroDice(ctx): Step<boolean> {
      const def = e.cat.hero(e.hero(ctx.hero).id);
      const faces = def.dice.map((d) => rollDie(e, d).face);
      const success = faces.some((f) => def.successFaces.includes(f));
      e.event("roll-hero-dice", { hero: ctx.hero, faces, success });
      return finished(success);
    },
    rollD6(ctx): Step<number> {
      const n = e.rng.int(1, 6);
      e.event("roll-d6", { hero: ctx.hero, value: n });
      return finished(n);
    },

    addResults(ctx, { result, amount }) {
      const b = battleOf(e);
      b.adjust[result] += amount;
      e.event("battle-add", { hero: ctx.hero, result, amount, source: ctx.source, totals: totals(b) });
      return NOTHING;
    },
    spendResults(ctx, { result, amount }) {
      const b = battleOf(e);
      const n = Math.min(amount, totalOf(b, result));
      spendBattleResults(b, result, n);
      e.event("battle-spend", { hero: ctx.hero, result, amount: n, source: ctx.source, totals: totals(b) });
      return NOTHING;
    },
    canSpendResults: (_ctx, { result, amount }) => !!e.battle && totalOf(e.battle, result) >= amount,
    reroll: (_ctx, { amount }) => rerollDice(e, battleOf(e), amount),
    *placeMarker(ctx, { amount, on }) {
      const h = e.hero(ctx.hero);
      let target: string | null;
      if (on === "this") target = devOf(e, ctx)?.card ?? null;
      else {
        const cards = e.cardsWithTraitInPlay(ctx.hero, on).filter((c) => e.cat.card(c).usesMarkers);
        target = cards.length === 0 ? null : yield* e.chooseOne(ctx.hero, "choose-card", text("prompt-place-marker", { trait: entity(`trait.${on}`) }), cards.map((c) => ({ key: c, label: text("option-card", { card: entity(c) }) })));
      }
      if (target === null) {
        e.event("marker-refused", { hero: ctx.hero, why: text("reason-no-card-for-markers", { trait: entity(`trait.${on}`) }) });
        return;
      }
      e.addMarkers(h.id, target, amount, ctx.source);
    },
    spendMarker(ctx, { amount }) {
      const d = devOf(e, ctx);
      if (!d) throw new Error(`${ctx.source} holds no markers`);
      const n = Math.min(amount, d.markers);
      d.markers -= n;
      e.event("spend-marker", { hero: ctx.hero, card: d.card, amount: n, markers: d.markers });
      return NOTHING;
    },
    canSpendMarker: (ctx, { amount }) => (devOf(e, ctx)?.markers ?? 0) >= amount,
    *ignoreObstacle(ctx) {
      const region = e.regionOfHero(ctx.hero);
      const options = e.obstaclesIn(region).filter((o) => !e.isIgnored(ctx.hero, region, o.key));
      if (options.length === 0) return;
      const k = yield* e.chooseOne(ctx.hero, "ignore-obstacle", text("prompt-ignore-obstacle"), options);
      e.ignoreObstacle(ctx.hero, region, k);
      e.event("ignore-obstacle", { hero: ctx.hero, region, obstacle: k === "foulfate" ? "foulfate" : "monster" });
    },
    requireDefeat() {
      // the battle that met it is over: nothing is spent
      return NOTHING;
    },
    canRequireDefeat: (ctx, { type }) => rt.conditions.defeatedMonster(ctx, { type }),
    completeTask(ctx) {
      const card = thisCard(e, ctx);
      const k = e.hero(ctx.hero).kept.find((x) => x.card === card);
      if (!k || k.taskDone) return NOTHING;
      k.taskDone = true;
      e.event("task-complete", { hero: ctx.hero, card });
      return NOTHING;
    },
  };
  return rt;
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
    // companions cannot be discarded
    return [...h.kept.map((k) => k.card), ...h.development.map((d) => d.card)].filter((c) => e.cat.hasTrait(c, t));
  }
  throw new Error(`unknown thing to discard "${what}"`);
}
