// "Wild Hunt Fight": after the last round every witcher fights the chosen
// member together. Its life pool is 16 monster fight cards and the member's 4
// special attacks; its shields absorb damage first; a special attack that a
// witcher's damage discards fires its passive ability; a witcher with no card
// in hand and deck is knocked out. The Hunt's life pool running out with a
// witcher standing wins the game for all; every witcher knocked out loses it.
import { defId } from "../catalog.ts";
import type { FightHalf } from "../content.ts";
import type { Engine } from "../engine.ts";
import { damage, damageOf, discardFromHand, trashFromHand } from "../engine-steps.ts";
import { endProtection, fightOver, fightTurnStep, levelAmount, newFight } from "../fight.ts";
import { forgetFight, openFight } from "../fight-state.ts";
import { resetLimits } from "../hooks.ts";
import { hookWindow } from "../hook-steps.ts";
import { type OldWorldMachine, type RuleCall, ruleCall, steps } from "../machine.ts";
import { hunt, oneOrTogether, picked, witcherOption } from "./rules.ts";
import { huntDef } from "./mode-card.ts";

function isSpecial(e: Engine, card: string): boolean {
  return huntDef(e.cat).specialAttacks.some((a) => a.id === defId(card));
}

function specialDef(e: Engine, card: string) {
  return huntDef(e.cat).specialAttacks.find((a) => a.id === defId(card))!;
}

/** a card leaves the Hunt's life pool: fight cards to the fight discard, special attacks beside them */
function discardFromPool(e: Engine, card: string): void {
  if (isSpecial(e, card)) hunt(e).specialDiscard.push(card);
  else e.state.fightDiscard.push(card);
}

/** damage a witcher deals the Hunt: its shields first, then the top cards of its life pool; discarded special attacks fire their passive */
export const huntHit = steps.define<{ from: string; amount: number }>("hunt-hit", {
  hit(k, f) {
    const e = k.engine;
    const h = hunt(e);
    const fight = e.fight!;
    const absorbed = Math.min(h.shields, f.amount);
    h.shields -= absorbed;
    const hit = fight.life.splice(0, Math.min(f.amount - absorbed, fight.life.length));
    for (const c of hit) discardFromPool(e, c);
    e.event("hunt-hit", { player: f.from, amount: f.amount, shields: absorbed, cards: hit.length, life: fight.life.length, shieldsLeft: h.shields });
    k.call(passives, { from: f.from, cards: hit, at: 0 });
  },
});

/** cards of the Hunt's life pool discarded in a witcher's turn by an ability (look at the enemy deck): their passives follow */
export function discardedByAbility(k: OldWorldMachine, from: string, cards: readonly string[]): void {
  for (const c of cards) discardFromPool(k.engine, c);
  k.call(passives, { from, cards, at: 0 });
}

/**
 * "If one or more of the Wild Hunt's Special Attack cards are discarded during a Player's Turn (by dealing
 * Damage or any Ability), then the "Passive Ability" on each of those cards is activated", one card after the
 * other; `at`: the card looked at next.
 */
const passives = steps.define<{ from: string; cards: readonly string[]; at: number }>("hunt-passives", {
  next(k, f) {
    const e = k.engine;
    while (f.at < f.cards.length && !isSpecial(e, f.cards[f.at])) f.at++;
    if (f.at >= f.cards.length) return k.end();
    const c = f.cards[f.at++];
    const a = specialDef(e, c);
    e.event("hunt-passive", { player: f.from, card: a.id });
    k.call(hookWindow, { hooks: a.hooks, window: "passive-ability", player: f.from, source: a.id, instance: c, at: 0 });
    k.goto(f, "next");
  },
});

function standing(e: Engine): string[] {
  return e.state.order.filter((id) => !hunt(e).knockedOut.includes(id));
}

/** "Being Knocked-Out": no card in hand and deck */
function checkKnockOuts(e: Engine): void {
  const h = hunt(e);
  for (const id of e.state.order)
    if (!h.knockedOut.includes(id) && e.out(id)) {
      h.knockedOut.push(id);
      e.event("hunt-knocked-out", { player: id });
    }
}

/**
 * "Wild Hunt Fight Turn": the top card of its life pool; a special attack hits every standing witcher, a
 * standard attack each by their own token flip. It is every mage's opponent's turn: the protection each
 * gathered takes its damage, and is lost at its end, used or not (Mages, "Protection"). `card`: the card
 * discarded; `who`: the witchers standing as it was, `at` the one it hits next; `half`: that witcher's flip.
 */
const huntFightTurn = steps.define<{ card: string; who: readonly string[]; at: number; half: "charge" | "bite" }>("hunt-fight-turn", {
  attack(k, f) {
    const e = k.engine;
    const fight = e.fight!;
    const card = fight.life.shift()!;
    f.card = card;
    discardFromPool(e, card);
    f.who = standing(e);
    if (isSpecial(e, card)) {
      // "Special Attack card: Each Player applies the same effect"
      e.event("hunt-special-attack", { card: specialDef(e, card).id, life: fight.life.length });
      return k.goto(f, "special");
    }
    // "Standard Attack card: Each Player flips the Charge/Bite token separately and applies the corresponding effect"
    e.event("hunt-attack", { card: defId(card), life: fight.life.length });
    k.goto(f, "standard");
  },
  special(k, f) {
    const e = k.engine;
    if (f.at >= f.who.length) return k.goto(f, "protection");
    const a = specialDef(e, f.card);
    k.call(hookWindow, { hooks: a.hooks, window: "hunt-attack", player: f.who[f.at], source: a.id, instance: f.card, at: 0 });
  },
  specialHit(k, f) {
    checkKnockOuts(k.engine);
    f.at++;
    k.goto(f, "special");
  },
  standard(k, f) {
    const e = k.engine;
    if (f.at >= f.who.length) return k.goto(f, "protection");
    const id = f.who[f.at];
    f.half = e.rng.int(1, 2) === 1 ? "charge" : "bite";
    e.event("attack-token", { player: id, attack: f.half });
    const h = halfOf(e, f.card, f.half);
    if (h.discardHand) k.call(discardFromHand, { id, n: levelAmount(e, id, h.discardHand, e.fight!.level) });
  },
  trash(k, f) {
    const e = k.engine;
    const h = halfOf(e, f.card, f.half);
    if (h.trash) k.call(trashFromHand, { id: f.who[f.at], n: h.trash });
  },
  damage(k, f) {
    const e = k.engine;
    const id = f.who[f.at];
    const h = halfOf(e, f.card, f.half);
    if (h.damage) k.call(damage, damageOf(id, levelAmount(e, id, h.damage, e.fight!.level)));
  },
  lowered(k, f) {
    const e = k.engine;
    const fight = e.fight!;
    const id = f.who[f.at];
    const h = halfOf(e, f.card, f.half);
    if (h.lowerAttribute) fight.lowered[id][h.lowerAttribute] = (fight.lowered[id][h.lowerAttribute] ?? 0) + 1;
    checkKnockOuts(e);
    f.at++;
    k.goto(f, "standard");
  },
  protection(k) {
    const e = k.engine;
    for (const id of e.state.order) endProtection(e, id);
  },
});

function halfOf(e: Engine, card: string, half: "charge" | "bite"): FightHalf {
  return e.cat.fightCard(card)[half];
}

/** the Hunt's fight turn alone on an engine (rule-level tests) */
export function huntTurn(): RuleCall<void> {
  return ruleCall(huntFightTurn, { card: "", who: [], at: 0, half: "charge" });
}

/**
 * "Players choose the order in which they perform their Fight Turn. Each Player must complete their full Fight
 * Turn before the next Player can start their Fight Turn": the next chosen together; `left`: those yet to play.
 */
const witcherTurns = steps.define<{ left: readonly string[] }>("hunt-witcher-turns", {
  standing(k, f) {
    f.left = f.left.filter((id) => !hunt(k.engine).knockedOut.includes(id));
  },
  next(k, f) {
    if (f.left.length === 0) return k.end();
    oneOrTogether(k, "hunt-fight-order", f.left, witcherOption);
  },
  turn(k, f, answer) {
    const id = picked(answer);
    f.left = f.left.filter((x) => x !== id);
    if (hunt(k.engine).knockedOut.includes(id)) return k.goto(f, "next");
    k.call(fightTurnStep, { id });
  },
  played(k, f) {
    const e = k.engine;
    checkKnockOuts(e);
    if (fightOver(e)) return k.end();
    k.goto(f, "next");
  },
});

/** "Wild Hunt Fight": after the last round every witcher fights the chosen member together; it ends with "won" or "lost" */
export const theFinalFight = steps.define<Record<string, never>>("hunt-final-fight", {
  setUp(k) {
    const e = k.engine;
    const s = e.state;
    const h = hunt(e);
    const w = huntDef(e.cat);
    const member = w.members.find((m) => m.id === h.member)!;
    e.event("final-fight", { member: member.id, shields: h.shields, location: h.location });
    // 1. each witcher keeps the hand and shuffles the discard pile into the deck; the Hunt's side B
    for (const id of s.order) {
      const p = e.player(id);
      p.deck = e.rng.shuffle([...p.deck, ...p.discard]);
      p.discard = [];
    }
    // 2. "Shuffle all 20 Monster Attack cards and discard 4 of them back into the box", then the member's 4 special
    // attacks. In the Monster Weakness mode the 20 are the regular monster fight cards wherever the mode put them
    // (the deck, set aside, boxed); its Special Attack cards call a large Monster card's attacks, which the Hunt has
    // not, and stay out with the 4 (docs/runtime.md, readings of the Wild Hunt rules)
    const wk = s.weakness;
    const cards = wk ? [...s.fightDeck, ...s.fightDiscard, ...wk.aside, ...wk.boxed] : [...s.fightDeck, ...s.fightDiscard];
    if (wk) {
      wk.aside = [];
      wk.boxed = [];
    }
    const all = e.rng.shuffle(wk ? cards.filter((c) => e.cat.fightCard(c).specialAttack === undefined) : cards);
    s.fightDeck = [];
    const kept = all.slice(0, w.finalFightCards);
    s.fightDiscard = [...all.slice(w.finalFightCards), ...(wk ? cards.filter((c) => e.cat.fightCard(c).specialAttack !== undefined) : [])];
    const specials = w.specialAttacks.filter((a) => a.member === member.id).map((a) => e.instance(a.id));
    const f = newFight("hunt", [...s.order], member.id, w.finalFightLevel);
    f.life = e.rng.shuffle([...kept, ...specials]);
    // held in the state as a monster fight is, so that a snapshot taken in the fight copies it
    openFight(e, f);
    e.event("life-pool", { monster: member.id, life: f.life.length });
    for (const id of s.order) k.call(hookWindow, { hooks: member.hooks, window: "final-fight", player: id, source: member.id, at: 0 });
  },
  // "1. All Players that are at the same Location as the Wild Hunt each perform a Fight Turn (in any order). 2. All
  // Players not at the same Location as the Wild Hunt are directly moved to the Wild Hunt's Location"
  firstTurns(k) {
    const e = k.engine;
    const s = e.state;
    const h = hunt(e);
    checkKnockOuts(e);
    const there = s.order.filter((id) => e.player(id).location === h.location);
    for (const id of s.order)
      if (e.player(id).location !== h.location) {
        e.player(id).location = h.location;
        e.event("move", { player: id, to: h.location, joinsFight: true });
      }
    if (!fightOver(e)) k.call(witcherTurns, { left: there });
  },
  // "3. The Wild Hunt performs a Fight Turn. 4. All Players (that are not knocked-out) take a Fight Turn (in any
  // order). Repeat steps 3 and 4 until ... The Wild Hunt is defeated, all Witchers are Knocked-Out"
  huntTurn(k, f) {
    if (fightOver(k.engine)) return k.goto(f, "result");
    k.call(huntFightTurn, { card: "", who: [], at: 0, half: "charge" });
  },
  playersTurns(k, f) {
    if (fightOver(k.engine)) return k.goto(f, "result");
    k.call(witcherTurns, { left: k.engine.state.order });
    k.goto(f, "huntTurn");
  },
  result(k) {
    const e = k.engine;
    const h = hunt(e);
    const f = e.fight!;
    const won = f.life.length === 0 && standing(e).length > 0;
    for (const c of f.life) discardFromPool(e, c);
    f.life = [];
    e.endFight();
    forgetFight(e);
    resetLimits(e, "once-per-fight");
    h.result = won ? "won" : "lost";
    e.event("final-fight-result", { result: h.result, standing: standing(e), shields: h.shields });
    k.end(h.result);
  },
});

/** the final fight alone on an engine (rule-level tests) */
export function finalFight(): RuleCall<"won" | "lost"> {
  return ruleCall(theFinalFight, {});
}
