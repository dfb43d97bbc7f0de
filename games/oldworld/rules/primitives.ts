// The primitives of effect-api.ts bound to one running game. Emitted handlers
// and the interpreter both call exactly these.
import { ContentError } from "../../../runtime/core/errors.ts";
import { defId } from "./catalog.ts";
import type { Attribute } from "./content.ts";
import type { OldWorldPrimitives, EffectContext } from "./effect-api.ts";
import type { Engine } from "./engine.ts";
import { cardOption, opt } from "./options.ts";
import { drawEvent, placeQuestToken, readEvent, takeQuest } from "./events.ts";
import { dealDamage, gainProtection } from "./fight.ts";
import { discardedByAbility } from "./wild-hunt/final-fight.ts";
import { huntLosesShields, huntShields, readHuntEvent, readHuntEventNumber } from "./wild-hunt/rules.ts";
import { enterLocation } from "./weakness.ts";

export function makePrimitives(e: Engine): OldWorldPrimitives {
  const combo = () => e.combo;
  const opponentOf = (ctx: EffectContext): string | null => (e.fight?.kind === "witcher" ? (e.fight.witchers.find((w) => w !== ctx.player) ?? null) : null);
  const raisableOf = (ctx: EffectContext, attribute: Attribute | "any"): Attribute[] =>
    e.raisable(ctx.player).filter((a) => attribute === "any" || a === attribute);
  const rt: OldWorldPrimitives = {
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
    *select(ctx, selector) {
      switch (selector) {
        case "you":
          return [ctx.player];
        case "opponent": {
          const o = opponentOf(ctx);
          return o ? [o] : [];
        }
        case "each-player":
          return e.orderFrom(ctx.player);
        case "each-other-player":
          return e.orderFrom(ctx.player).slice(1);
        default:
          throw new ContentError(`unknown selector "${selector}" in ${ctx.source}`);
      }
    },
    withPlayer: (ctx, player) => ({ ...ctx, player }),
    *choose(ctx, { options }) {
      const can = options.map((o, i) => ({ ...o, i })).filter((o) => o.can);
      const offered = can.length ? can : options.map((o, i) => ({ ...o, i }));
      const key = yield* e.chooseOne(
        ctx.player,
        "effect-option",
        offered.map((o) => opt(String(o.i), "ow-option-effect", { effect: { effect: o.effect } })),
        { source: ctx.source },
      );
      return Number(key);
    },

    *dealDamage(ctx, { amount }) {
      if (!e.fight) return;
      if (e.combo) e.fight.comboDamage += amount;
      else yield* dealDamage(e, ctx.player, amount);
    },
    *dealAdditionalDamage(ctx, { amount }) {
      yield* rt.dealDamage(ctx, { amount });
    },
    *sufferDamage(ctx, { amount, who }) {
      // against a monster, "your opponent receives damage" hits its life pool (Retaliation)
      if (who === "opponent" && e.fight?.kind === "monster") return yield* dealDamage(e, ctx.player, amount);
      const target = who === "opponent" ? opponentOf(ctx) : ctx.player;
      if (target) yield* e.damage(target, amount, false, who === "opponent");
    },
    *raiseShield(ctx, { amount }) {
      e.raiseShield(ctx.player, amount);
    },
    *lowerShield(ctx, { amount }) {
      e.lowerShield(ctx.player, amount);
    },
    *drawCards(ctx, { amount }) {
      const room = e.fight ? Math.max(0, e.cat.content.tables.fightHandLimit - e.player(ctx.player).hand.length) : amount;
      e.draw(ctx.player, Math.min(amount, room));
    },
    *discardCards(ctx, { amount }) {
      yield* e.discardFromHand(ctx.player, amount);
    },
    canDiscardCards: (ctx, { amount }) => e.player(ctx.player).hand.length >= amount,
    *trashCards(ctx, { amount }) {
      yield* e.trashFromHand(ctx.player, amount);
    },
    canTrashCards: (ctx, { amount }) => e.player(ctx.player).hand.length >= amount,
    *gainGold(ctx, { amount }) {
      e.gainGold(ctx.player, amount);
    },
    *spendGold(ctx, { amount }) {
      const p = e.player(ctx.player);
      const paid = Math.min(p.gold, amount);
      p.gold -= paid;
      if (paid) e.event("gold-spent", { player: ctx.player, amount: paid });
    },
    canSpendGold: (ctx, { amount }) => e.player(ctx.player).gold >= amount,
    *gainPotion(ctx, { amount }) {
      yield* e.gainPotionCards(ctx.player, amount);
    },
    *discardPotions(ctx, { amount }) {
      const p = e.player(ctx.player);
      const n = Math.min(amount, p.potions.length);
      if (n <= 0) return;
      const potions = yield* e.choose(ctx.player, "discard-potion", p.potions.map(cardOption), { count: n }, { min: n, max: n });
      for (const c of potions) {
        p.potions.splice(p.potions.indexOf(c), 1);
        e.state.potionDiscard.push(c);
      }
      e.event("potion-discarded", { player: ctx.player, potions: potions.map(defId) });
    },
    canDiscardPotions: (ctx, { amount }) => e.player(ctx.player).potions.length >= amount,
    *lookAtEnemyDeck(ctx, { amount, discard }) {
      const f = e.fight;
      if (!f) return;
      const foe = opponentOf(ctx);
      const pile = f.kind !== "witcher" ? f.life : foe ? e.player(foe).deck : [];
      const seen = pile.splice(0, Math.min(amount, pile.length));
      e.event("enemy-deck-seen", { player: ctx.player, count: seen.length });
      const n = Math.min(discard, seen.length);
      if (n > 0) {
        const gone = yield* e.choose(ctx.player, "discard-enemy-card", seen.map(cardOption), { count: n }, { min: n, max: n });
        for (const c of gone) seen.splice(seen.indexOf(c), 1);
        if (f.kind === "hunt") yield* discardedByAbility(e, ctx.player, gone);
        else if (f.kind === "monster") e.state.fightDiscard.push(...gone);
        else e.player(foe!).discard.push(...gone);
        e.event("enemy-deck-discarded", { player: ctx.player, cards: gone.map(defId), life: f.kind !== "witcher" ? pile.length + seen.length : null });
      }
      // the player puts the rest back, choosing the top card first
      const back: string[] = [];
      while (seen.length > 1) {
        const c = yield* e.chooseOne(ctx.player, "order-enemy-deck", seen.map(cardOption), { position: back.length + 1 });
        seen.splice(seen.indexOf(c), 1);
        back.push(c);
      }
      pile.unshift(...back, ...seen);
      // the player alone saw them (the others see how many, and the cards discarded)
      e.sawOnTop(ctx.player, [...back, ...seen]);
    },
    *discardTopOfDeck(ctx, { amount }) {
      const p = e.player(ctx.player);
      const cards = p.deck.splice(0, Math.min(amount, p.deck.length));
      p.discard.push(...cards);
      p.deck = e.rng.shuffle(p.deck);
      e.event("discard", { player: ctx.player, cards, fromDeck: true });
    },
    *raiseAttribute(ctx, { attribute }) {
      const can = raisableOf(ctx, attribute);
      if (can.length === 0) return;
      const a = (yield* e.chooseOne(
        ctx.player,
        "raise-attribute",
        can.map((x) => opt(x, `ow-attribute-${e.attributeName(ctx.player, x)}`)),
      )) as Attribute;
      yield* e.raiseAttribute(ctx.player, a);
    },
    canRaiseAttribute: (ctx, { attribute }) => raisableOf(ctx, attribute).length > 0,
    *gainCard(ctx, { maxCost, anyCard }) {
      const pool = e.poolOf(ctx.player);
      // "when told to gain any card from the pool, you can choose a card with a trash cost (and you do not have to trash a card)"
      const slots = anyCard ? (e.state[pool] ?? []).flatMap((c, i) => (c === null ? [] : [i])) : e.slotsCostingAtMost(maxCost ?? 0, pool);
      if (slots.length === 0) return;
      const slot = Number(
        yield* e.chooseOne(
          ctx.player,
          "gain-free-card",
          slots.map((i) => opt(String(i), "ow-card", { card: defId(e.state[pool]![i]!) })),
        ),
      );
      const c = e.takeFromPool(slot, pool);
      e.intoHandOpenly(ctx.player, [c]);
      e.event("card-gained", { player: ctx.player, card: defId(c), to: "hand" });
    },
    *performMovements(ctx, { amount }) {
      const p = e.player(ctx.player);
      for (let i = 0; i < amount; i++) {
        const options = [...e.adjacent(p.location).map((l) => opt(`move.${l}`, "ow-option-move", { location: l })), opt("end", "ow-option-end-phase")];
        const key = yield* e.chooseOne(ctx.player, "free-move", options);
        if (key === "end") break;
        p.location = key.slice("move.".length);
        e.event("move", { player: ctx.player, to: p.location, free: true });
        yield* enterLocation(e, ctx.player);
      }
    },
    *addFightModifier(ctx, { modifier }) {
      if (!e.fight) return;
      // a modifier on "your opponent" remembers whose opponent
      e.fight.modifiers.push(modifier.kind === "opponent-specialty-at-most" ? { ...modifier, by: ctx.player } : modifier);
      // the modifier's numbers, colour and attribute go into the log line ("at most 2 damage", not "some")
      const { kind, ...data } = modifier;
      e.event("fight-modifier", { source: ctx.source, modifier: kind, ...data });
    },
    *neglectPassiveAttack() {
      if (e.fight) e.fight.passiveNeglected = true;
    },
    *rollD6(ctx, { plusLevel, mayChooseLower }) {
      const roll = e.rng.roll("d6", 1, 6) + (plusLevel ? e.attribute(ctx.player, "specialty") : 0);
      e.event("roll", { player: ctx.player, roll });
      if (!mayChooseLower || roll <= 1) return roll;
      const options = Array.from({ length: roll }, (_, i) => opt(String(roll - i), "ow-option-roll-result", { value: roll - i }));
      return Number(yield* e.chooseOne(ctx.player, "choose-lower", options));
    },
    *readEvent(ctx, { event }) {
      yield* readEvent(e, ctx.player, event);
    },
    *takeQuest(ctx, { location, event }) {
      takeQuest(e, ctx.player, location, event, ctx.instance ?? ctx.source);
    },
    *placeQuestToken(ctx, { location, event }) {
      placeQuestToken(e, ctx.player, location, event);
    },
    canPlaceQuestToken: () => e.state.questTokens > 0,
    *drawEvent(ctx, { event }) {
      drawEvent(e, ctx.player, event);
    },
    *spendEnergy(ctx, { amount }) {
      e.spendEnergy(ctx.player, amount);
    },
    canSpendEnergy: (ctx, { amount }) => (e.player(ctx.player).energy ?? 0) >= amount,
    *gainEnergy(ctx, { amount }) {
      e.gainEnergy(ctx.player, amount);
    },
    *gainProtection(ctx, { amount }) {
      gainProtection(e, ctx.player, amount);
    },
    *takeFromDiscard(ctx, { amount }) {
      const p = e.player(ctx.player);
      const n = Math.min(amount, p.discard.length);
      if (n <= 0) return;
      const cards = yield* e.choose(ctx.player, "take-from-discard", p.discard.map(cardOption), { count: n }, { min: n, max: n });
      // the rest of the pile keeps its order (Mages, the discard-pile icon)
      p.discard = p.discard.filter((c) => !cards.includes(c));
      e.intoHandOpenly(ctx.player, cards);
      e.event("taken-from-discard", { player: ctx.player, cards: cards.map(defId) });
    },
    canTakeFromDiscard: (ctx, { amount }) => e.player(ctx.player).discard.length >= amount,
    *discardFromPool(ctx, { amount }) {
      const s = e.state;
      // Mages: "they may choose cards from either pool in any combination"
      const pools = s.magePool ? (["pool", "magePool"] as const) : (["pool"] as const);
      const options = pools.flatMap((w) => (s[w] ?? []).flatMap((c, i) => (c === null ? [] : [opt(`${w}.${i}`, "ow-card", { card: defId(c) })])));
      const n = Math.min(amount, options.length);
      if (n <= 0) return;
      const keys = yield* e.choose(ctx.player, "discard-from-pool", options, { count: n }, { min: 0, max: n });
      const gone: string[] = [];
      for (const w of pools) {
        // left to right: taking a slot moves only the cards to its left
        const slots = keys
          .filter((k) => k.startsWith(`${w}.`))
          .map((k) => Number(k.slice(w.length + 1)))
          .sort((a, b) => a - b);
        for (const i of slots) gone.push(e.takeFromPool(i, w));
      }
      (s.poolDiscard ??= []).push(...gone);
      if (gone.length) e.event("pool-discarded", { player: ctx.player, cards: gone.map(defId) });
    },
    *drawMore(ctx, { amount }) {
      if (e.fight) e.fight.drawBonus[ctx.player] = (e.fight.drawBonus[ctx.player] ?? 0) + amount;
      else e.draw(ctx.player, amount);
    },
    // the Wild Hunt
    *huntGainsShields(ctx, { amount }) {
      huntShields(e, ctx.source, amount);
    },
    *huntLosesShields(ctx, { amount }) {
      huntLosesShields(e, ctx.source, amount);
    },
    *readHuntEvent(ctx) {
      yield* readHuntEvent(e, ctx.source);
    },
    *readHuntEventNumber(ctx, { event }) {
      yield* readHuntEventNumber(e, ctx.source, event);
    },
  };
  return rt;
}
