// "Wild Hunt Fight": after the last round every witcher fights the chosen
// member together. Its life pool is 16 monster fight cards and the member's 4
// special attacks; its shields absorb damage first; a special attack that a
// witcher's damage discards fires its passive ability; a witcher with no card
// in hand and deck is knocked out. The Hunt's life pool running out with a
// witcher standing wins the game for all; every witcher knocked out loses it.
import type { Step } from "../../../../runtime/core/decision.ts";
import { defId } from "../catalog.ts";
import type { FightHalf } from "../content.ts";
import type { Engine } from "../engine.ts";
import { endProtection, fightOver, fightTurn, levelAmount, newFight } from "../fight.ts";
import { resetLimits, runWindow } from "../hooks.ts";
import { hunt, oneOrTogether, witcherOption } from "./rules.ts";
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
export function* hitHunt(e: Engine, from: string, amount: number): Step<void> {
  const h = hunt(e);
  const f = e.fight!;
  const absorbed = Math.min(h.shields, amount);
  h.shields -= absorbed;
  const hit = f.life.splice(0, Math.min(amount - absorbed, f.life.length));
  for (const c of hit) discardFromPool(e, c);
  e.event("hunt-hit", { player: from, amount, shields: absorbed, cards: hit.length, life: f.life.length, shieldsLeft: h.shields });
  yield* passives(e, from, hit);
}

/** cards of the Hunt's life pool discarded in a witcher's turn by an ability (look at the enemy deck) */
export function* discardedByAbility(e: Engine, from: string, cards: string[]): Step<void> {
  for (const c of cards) discardFromPool(e, c);
  yield* passives(e, from, cards);
}

function* passives(e: Engine, from: string, cards: string[]): Step<void> {
  for (const c of cards)
    if (isSpecial(e, c)) {
      const a = specialDef(e, c);
      e.event("hunt-passive", { player: from, card: a.id });
      yield* runWindow(e, a.hooks, "passive-ability", from, a.id, c);
    }
}

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
 * gathered takes its damage, and is lost at its end, used or not (Mages, "Protection").
 */
export function* huntTurn(e: Engine): Step<void> {
  yield* huntAttacks(e);
  for (const id of e.state.order) endProtection(e, id);
}

function* huntAttacks(e: Engine): Step<void> {
  const f = e.fight!;
  const card = f.life.shift()!;
  discardFromPool(e, card);
  if (isSpecial(e, card)) {
    const a = specialDef(e, card);
    e.event("hunt-special-attack", { card: a.id, life: f.life.length });
    for (const id of standing(e)) {
      yield* runWindow(e, a.hooks, "hunt-attack", id, a.id, card);
      checkKnockOuts(e);
    }
    return;
  }
  e.event("hunt-attack", { card: defId(card), life: f.life.length });
  for (const id of standing(e)) {
    const half = e.rng.int(1, 2) === 1 ? "charge" : "bite";
    e.event("attack-token", { player: id, attack: half });
    const h: FightHalf = e.cat.fightCard(card)[half];
    if (h.discardHand) yield* e.discardFromHand(id, levelAmount(e, id, h.discardHand, f.level));
    if (h.trash) yield* e.trashFromHand(id, h.trash);
    if (h.damage) yield* e.damage(id, levelAmount(e, id, h.damage, f.level));
    if (h.lowerAttribute) f.lowered[id][h.lowerAttribute] = (f.lowered[id][h.lowerAttribute] ?? 0) + 1;
    checkKnockOuts(e);
  }
}

/** "Players choose the order in which they perform their Fight Turn": each full turn before the next, the next chosen together */
function* witcherTurns(e: Engine, who: string[]): Step<void> {
  const left = who.filter((id) => !hunt(e).knockedOut.includes(id));
  while (left.length) {
    const id = yield* oneOrTogether(e, "hunt-fight-order", left, witcherOption);
    left.splice(left.indexOf(id), 1);
    if (hunt(e).knockedOut.includes(id)) continue;
    yield* fightTurn(e, id);
    checkKnockOuts(e);
    if (fightOver(e)) return;
  }
}

export function* finalFight(e: Engine): Step<"won" | "lost"> {
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
  e.fight = f;
  e.event("life-pool", { monster: member.id, life: f.life.length });
  for (const id of s.order) yield* runWindow(e, member.hooks, "final-fight", id, member.id);
  checkKnockOuts(e);
  // fight structure: witchers at the Hunt's location fight first; the others join it without a turn
  const there = s.order.filter((id) => e.player(id).location === h.location);
  for (const id of s.order)
    if (e.player(id).location !== h.location) {
      e.player(id).location = h.location;
      e.event("move", { player: id, to: h.location, joinsFight: true });
    }
  if (!fightOver(e)) yield* witcherTurns(e, there);
  while (!fightOver(e)) {
    yield* huntTurn(e);
    if (fightOver(e)) break;
    yield* witcherTurns(e, s.order);
  }
  const won = f.life.length === 0 && standing(e).length > 0;
  for (const c of f.life) discardFromPool(e, c);
  f.life = [];
  e.endFight();
  resetLimits(e, "once-per-fight");
  h.result = won ? "won" : "lost";
  e.event("final-fight-result", { result: h.result, standing: standing(e), shields: h.shields });
  return h.result;
}
