// A player's turn: Phase I (travel and location actions), Phase II (one of
// fight a monster, fight a witcher, meditate, explore), Phase III (discard,
// draw, gain a card from the action pool). Turns go round the table until a
// witcher wins.
import type { DecisionOption } from "../../../runtime/core/decision.ts";
import { byName } from "../../../runtime/core/text.ts";
import { defId } from "./catalog.ts";
import { ATTRIBUTES, type Attribute } from "./content.ts";
import { decision, type Engine } from "./engine.ts";
import { pickFromHand, raiseAttribute, trashFromHand } from "./engine-steps.ts";
import { useHook } from "./hook-steps.ts";
import { opt } from "./options.ts";
import { completeQuest, followQuestToken, readableHeldEvents, readHeldEvent, resolveCard } from "./events.ts";
import { canDuel, duelOf, duelStep, fightMonsterStep, monsterFought } from "./fight.ts";
import { resetLimits, usable } from "./hooks.ts";
import { placeLostMount } from "./setup.ts";
import type { OldWorldResult } from "./state.ts";
import { type RuleCall, ruleCall, steps } from "./machine.ts";
import { weaknessAtLocation } from "./weakness.ts";

/**
 * Turns in seat order until a witcher wins (the Wild Hunt plays rounds instead: wild-hunt/round.ts); `seat`:
 * the seat whose turn starts, 0 in a game just set up, another in a game staged at that turn's start
 * (games/oldworld/rules/stage.ts).
 */
export const playTurns = steps.define<{ seat: number }>("turns", {
  turnStarts(k, f) {
    const e = k.engine;
    const s = e.state;
    const o = k.options;
    // before the round's count goes up: nothing between here and the turn's first decision is half done
    e.atTurnStart?.(f.seat);
    if (f.seat === 0) {
      s.round++;
      if (o.maxRounds !== undefined && s.round > o.maxRounds) {
        e.event("round-limit", { rounds: o.maxRounds });
        return k.end(result(e, "round-limit", o.maxRounds));
      }
    }
    s.active = s.order[f.seat];
    s.turn++;
    k.call(turn, { id: s.active });
  },
  turnEnded(k, f) {
    const s = k.engine.state;
    if (s.over) return k.end(result(k.engine, "trophies", s.round));
    f.seat = (f.seat + 1) % s.order.length;
    k.goto(f, "turnStarts");
  },
});

function result(e: Engine, reason: OldWorldResult["reason"], rounds: number): OldWorldResult {
  const trophies = Object.fromEntries(e.state.order.map((id) => [id, e.trophyCount(id)]));
  return { winner: e.state.winner, reason, rounds, trophies };
}

/** a player's turn: Phase I, Phase II, and Phase III unless the game was won in Phase II */
const turn = steps.define<{ id: string }>("turn", {
  phaseOne(k, f) {
    const e = k.engine;
    e.event("turn", { player: f.id, turn: e.state.turn, round: e.state.round });
    k.call(phaseOneStep, { id: f.id, actionTaken: false, claimedMount: false, ended: false });
  },
  phaseTwo(k, f) {
    k.call(phaseTwoStep, { id: f.id });
  },
  phaseThree(k, f) {
    if (!k.engine.state.over) k.call(phaseThreeStep, { id: f.id });
  },
  limitsEnd(k) {
    resetLimits(k.engine, "once-per-turn");
    k.engine.phase3Limit = null;
  },
});

// ── Phase I ─────────────────────────────────────────────────────────────

/** the ways to pay for moving to `to`: a card of its terrain, any two cards, or a card and a gold */
export function travelPayments(e: Engine, id: string, to: string): DecisionOption[] {
  const p = e.player(id);
  const terrain = e.cat.location(to).terrain;
  const out: DecisionOption[] = [];
  for (const c of p.hand) {
    const ct = e.cat.action(c).terrain;
    if (terrain === null || ct === terrain || ct === "wild") out.push(terrainPayment(c));
  }
  if (p.hand.length >= 2) out.push(TWO_CARDS);
  if (p.hand.length >= 1 && p.gold >= 1) out.push(CARD_GOLD);
  const seen = new Set<string>();
  return out.filter((o) => {
    if (seen.has(o.key)) return false;
    seen.add(o.key);
    return true;
  });
}

/** can the player pay for moving to `to` at all (`travelPayments(e, id, to).length > 0`, without listing the ways)? */
function canPayTravel(e: Engine, id: string, to: string): boolean {
  const p = e.player(id);
  // two cards, or a card and a gold, pay for any move
  if (p.hand.length >= 2 || (p.hand.length >= 1 && p.gold >= 1)) return true;
  const terrain = e.cat.location(to).terrain;
  for (const c of p.hand) {
    const ct = e.cat.action(c).terrain;
    if (terrain === null || ct === terrain || ct === "wild") return true;
  }
  return false;
}

// the ways to pay for travel, made once and shared: they are worked out for every neighbour at every Phase I
const terrainPayment = byName((c) => opt(`terrain.${c}`, "ow-option-pay-terrain", { card: defId(c) }));
// (as `opt` makes them; written out, since this module may load before the engine's)
const TWO_CARDS: DecisionOption = { key: "two-cards", label: "ow-option-pay-two-cards", args: {} };
const CARD_GOLD: DecisionOption = { key: "card-gold", label: "ow-option-pay-card-gold", args: {} };
// Phase I's moves and its end, offered at every step of it
const moveOption = byName((to) => opt(`move.${to}`, "ow-option-move", { location: to }));
const END_PHASE: DecisionOption = { key: "end", label: "ow-option-end-phase", args: {} };

/** attributes the player can train here: at a school's location, for the training cost of the next level */
export function trainable(e: Engine, id: string): Attribute[] {
  const p = e.player(id);
  if (e.schoolAt(p.location) === null) return [];
  const cost = e.cat.content.tables.trainingCost;
  // Mages: "Mages can pay Gold to train their Specialty on their School Location" (where their specialty token lies)
  const ownSchool = e.cat.location(p.location).school === p.school;
  return e
    .raisable(id)
    .filter((a) => cost[p.attributes[a] - 1] !== undefined && p.gold >= cost[p.attributes[a] - 1] && !(a === "specialty" && e.isMage(id) && !ownSchool));
}

/** hand cards with a travel ability usable now (Endurance) */
function travelCards(e: Engine, id: string): string[] {
  return e.player(id).hand.filter((c) => e.cat.action(c).hooks.some((h) => h.window === "travel-ability" && usable(e, h, id, defId(c))));
}

export function locationActions(e: Engine, id: string) {
  const loc = e.cat.location(e.player(id).location);
  return loc.hooks.filter((h) => h.window === "location-action" && usable(e, h, id, loc.id));
}

/** Phase I: moves, a training or a location's action, travel abilities, as often as the player likes, until he ends it */
const phaseOneStep = steps.define<{ id: string; actionTaken: boolean; claimedMount: boolean; ended: boolean }>("phase-1", {
  choose(k, f) {
    const e = k.engine;
    const id = f.id;
    const p = e.player(id);
    const options: DecisionOption[] = [];
    for (const to of e.adjacent(p.location)) if (canPayTravel(e, id, to)) options.push(moveOption(to));
    if (!f.actionTaken && trainable(e, id).length) options.push(opt("train", "ow-option-train", { location: p.location }));
    if (!f.actionTaken && locationActions(e, id).length) options.push(opt("location-action", "ow-option-location-action", { location: p.location }));
    for (const c of travelCards(e, id)) options.push(opt(`travel.${c}`, "ow-option-travel-ability", { card: defId(c) }));
    options.push(END_PHASE);
    k.ask({ type: "phase-1", who: id, prompt: "ow-prompt-phase-1", args: { location: p.location }, options });
  },
  act(k, f, answer) {
    const key = (answer as string[])[0];
    if (key === "end") {
      f.ended = true;
      if (f.claimedMount) k.call(placeLostMount, { who: f.id, pile: "", tokens: [] });
      return;
    }
    if (key === "train") {
      f.actionTaken = true;
      return k.call(train, { id: f.id });
    }
    if (key === "location-action") {
      f.actionTaken = true;
      return k.call(locationAction, { id: f.id });
    }
    // a move or a travel ability: the last location's action may follow
    f.actionTaken = false;
    if (key.startsWith("travel.")) k.call(travelAbility, { id: f.id, card: key.slice("travel.".length) });
    else k.call(move, { id: f.id, to: key.slice("move.".length) });
  },
  next(k, f, reachedMount) {
    if (f.ended) return k.end();
    if (reachedMount === true) f.claimedMount = true;
    k.goto(f, "choose");
  },
});

/** Phase I alone on an engine (rule-level tests) */
export function phaseOne(id: string): RuleCall<unknown> {
  return ruleCall(phaseOneStep, { id, actionTaken: false, claimedMount: false, ended: false });
}

/** Phase I's training at a school: the attribute, its cost, the level raised */
const train = steps.define<{ id: string }>("train", {
  choose(k, f) {
    const e = k.engine;
    const p = e.player(f.id);
    const cost = e.cat.content.tables.trainingCost;
    const options = trainable(e, f.id).map((x) => opt(x, `ow-attribute-${e.attributeName(f.id, x)}`, { cost: cost[p.attributes[x] - 1] }));
    k.ask(decision(f.id, "train", options));
  },
  pay(k, f, answer) {
    const e = k.engine;
    const p = e.player(f.id);
    const a = (answer as string[])[0] as Attribute;
    const cost = e.cat.content.tables.trainingCost[p.attributes[a] - 1];
    p.gold -= cost;
    e.event("train", { player: f.id, attribute: e.attributeName(f.id, a), cost });
    k.call(raiseAttribute, { id: f.id, a });
  },
});

/** Phase I's location action: the location's hook */
const locationAction = steps.define<{ id: string }>("location-action", {
  act(k, f) {
    const e = k.engine;
    const loc = e.cat.location(e.player(f.id).location);
    const hook = locationActions(e, f.id)[0];
    e.event("location-action", { player: f.id, location: loc.id });
    k.call(useHook, { hook, player: f.id, source: loc.id });
  },
});

/** Traveling ability: the card is used (discarded) and its movements are free; ends with true when the Lost Mount was reached */
const travelAbility = steps.define<{ id: string; card: string }>("travel-ability", {
  use(k, f) {
    const e = k.engine;
    const p = e.player(f.id);
    const def = e.cat.action(f.card);
    p.hand.splice(p.hand.indexOf(f.card), 1);
    p.discard.push(f.card);
    e.event("travel-ability", { player: f.id, card: def.id });
    for (const hook of def.hooks) if (hook.window === "travel-ability") k.call(useHook, { hook, player: f.id, source: def.id, instance: f.card });
  },
  arrived(k, f) {
    k.call(reachedLostMount, { id: f.id });
  },
});

/** a move paid for to a neighbouring location; ends with true when the Lost Mount was reached */
const move = steps.define<{ id: string; to: string }>("move", {
  pay(k, f) {
    k.call(payTravelStep, { id: f.id, to: f.to, how: "" });
  },
  go(k, f) {
    const e = k.engine;
    e.player(f.id).location = f.to;
    e.event("move", { player: f.id, to: f.to });
    k.call(weaknessAtLocation, { id: f.id });
  },
  arrived(k, f) {
    k.call(reachedLostMount, { id: f.id });
  },
});

const reachedLostMount = steps.define<{ id: string }>("reached-lost-mount", {
  check(k, f) {
    const e = k.engine;
    if (!e.state.lostMountInPlay || e.state.lostMount !== e.player(f.id).location) return k.end(false);
    k.call(reachLostMount, { id: f.id });
  },
  reached(k) {
    k.end(true);
  },
});

/** paying for a move to `to`: a card of its terrain, two cards, or a card and a gold */
export const payTravelStep = steps.define<{ id: string; to: string; how: string }>("pay-travel", {
  how(k, f) {
    k.ask(decision(f.id, "travel-payment", travelPayments(k.engine, f.id, f.to), { location: f.to }));
  },
  cards(k, f, answer) {
    f.how = (answer as string[])[0];
    if (f.how.startsWith("terrain.")) return k.pass([f.how.slice("terrain.".length)]);
    k.call(pickFromHand, { id: f.id, n: f.how === "two-cards" ? 2 : 1, type: "travel-cards" });
  },
  paid(k, f, cards) {
    const e = k.engine;
    const p = e.player(f.id);
    for (const c of cards as string[]) {
      p.hand.splice(p.hand.indexOf(c), 1);
      p.discard.push(c);
    }
    if (f.how === "card-gold") p.gold--;
    e.event("travel-paid", { player: f.id, how: f.how.startsWith("terrain.") ? "terrain" : f.how });
  },
});

/** the Lost Mount card: roll a die, draw what the table says, put the miniature aside */
export const reachLostMount = steps.define<{ id: string }>("reach-lost-mount", {
  reach(k, f) {
    const e = k.engine;
    const lm = e.cat.content.lostMount!;
    const roll = e.rng.roll("d6", 1, 6);
    const row = lm.table.find((r) => roll >= r.from && roll <= r.to);
    const drawn = row && row.draw > 0 ? e.draw(f.id, row.draw) : 0;
    e.state.lostMount = null;
    e.event("lost-mount-reached", { player: f.id, roll, draw: drawn });
    for (const hook of lm.hooks) if (hook.window === "reach-lost-mount") k.call(useHook, { hook, player: f.id, source: lm.id });
  },
});

// ── Phase II ────────────────────────────────────────────────────────────

export function meditable(e: Engine, id: string): Attribute[] {
  const p = e.player(id);
  return ATTRIBUTES.filter((a) => p.attributes[a] >= 5 && e.state.attributeTrophies[a] > 0 && !p.trophies.attribute.includes(a));
}

/** Phase II: one of fight a monster, fight a witcher, meditate, follow a quest, read a held event, explore */
const phaseTwoStep = steps.define<{ id: string }>("phase-2", {
  choose(k, f) {
    const e = k.engine;
    const id = f.id;
    const p = e.player(id);
    const s = e.state;
    const options: DecisionOption[] = [];
    for (const m of s.monsters) if (m.location === p.location) options.push(opt(`fight.${m.monster}`, "ow-option-fight-monster", { monster: m.monster }));
    for (const other of s.order) if (canDuel(e, id, other)) options.push(opt(`duel.${other}`, "ow-option-fight-witcher", { witcher: other }));
    for (const a of meditable(e, id)) options.push(opt(`meditate.${a}`, "ow-option-meditate", { attribute: a }));
    p.quests.forEach((q, i) => {
      if (q.location === p.location) options.push(opt(`quest.${i}`, "ow-option-quest", { event: q.event }));
    });
    s.questTokensOnMap.forEach((q, i) => {
      if (q.location === p.location) options.push(opt(`token.${i}`, "ow-option-quest-token", { event: q.event }));
    });
    for (const n of readableHeldEvents(e, id)) options.push(opt(`held.${n}`, "ow-option-held-event", { event: n }));
    options.push(opt("explore", "ow-option-explore", { deck: e.cat.location(p.location).explore }));
    k.ask({ type: "phase-2", who: id, prompt: "ow-prompt-phase-2", args: {}, options });
  },
  act(k, f, answer) {
    const e = k.engine;
    const id = f.id;
    const p = e.player(id);
    const s = e.state;
    const key = (answer as string[])[0];
    if (key.startsWith("meditate.")) {
      const a = key.slice("meditate.".length) as Attribute;
      s.attributeTrophies[a]--;
      p.trophies.attribute.push(a);
      e.event("meditate", { player: id, attribute: a });
      return;
    }
    if (key.startsWith("fight."))
      k.call(fightMonsterStep, {
        ...monsterFought(e, id, s.monsters.find((m) => m.location === p.location && m.monster === key.slice("fight.".length))!),
        life: null,
      });
    else if (key.startsWith("duel.")) k.call(duelStep, duelOf(id, key.slice("duel.".length)));
    else if (key.startsWith("quest.")) k.call(completeQuest, { id, index: Number(key.slice("quest.".length)) });
    else if (key.startsWith("token.")) k.call(followQuestToken, { id, index: Number(key.slice("token.".length)) });
    else if (key.startsWith("held.")) k.call(readHeldEvent, { id, n: Number(key.slice("held.".length)) });
    else k.call(explore, { id, deck: "city", card: "" });
  },
});

/** Phase II alone on an engine (rule-level tests) */
export function phaseTwo(id: string): RuleCall<unknown> {
  return ruleCall(phaseTwoStep, { id });
}

/** exploring: the top card of the location's exploration deck (its discard pile shuffled when it is empty), an option of it taken */
const explore = steps.define<{ id: string; deck: "city" | "wilds"; card: string }>("explore", {
  draw(k, f) {
    const e = k.engine;
    const s = e.state;
    const deck = e.cat.location(e.player(f.id).location).explore;
    if (s.exploration[deck].length === 0) {
      s.exploration[deck] = e.rng.shuffle(s.explorationDiscard[deck]);
      s.explorationDiscard[deck] = [];
    }
    const card = s.exploration[deck].shift();
    if (card === undefined) {
      e.event("explore-empty", { player: f.id, deck });
      return k.end();
    }
    f.deck = deck;
    f.card = card;
    const def = e.cat.exploration(card);
    e.event("explore", { player: f.id, deck, card: def.id });
    k.call(resolveCard, { id: f.id, source: def.id, options: def.options, type: "exploration-option", instance: card, outer: false });
  },
  read(k, f) {
    const e = k.engine;
    const s = e.state;
    const p = e.player(f.id);
    const def = e.cat.exploration(f.card);
    if (def.quest) {
      p.quests.push({ location: def.quest.location, event: def.quest.event, card: f.card });
      e.event("quest", { player: f.id, location: def.quest.location, event: def.quest.event });
    }
    // a card kept as a quest goes to the discard pile when the quest is done
    if (!p.quests.some((q) => q.card === f.card)) s.explorationDiscard[f.deck].push(f.card);
  },
});

// ── Phase III ───────────────────────────────────────────────────────────

/**
 * Phase III: keep or discard the hand, draw up to the hand's size (lowered by a fight's result), and gain a
 * card from the action pool; the competitive turn and the Wild Hunt's round both play it.
 */
export const phaseThreeStep = steps.define<{ id: string }>("phase-3", {
  keepOrDiscard(k, f) {
    if (k.engine.player(f.id).hand.length > 0) k.ask({ type: "discard-hand", who: f.id, prompt: "ow-prompt-discard-hand", args: {}, options: KEEP_OR_DISCARD });
  },
  gain(k, f, answer) {
    const e = k.engine;
    if (answer !== undefined) discardHand(e, f.id, (answer as string[])[0]);
    k.ask({ type: "gain-card", who: f.id, prompt: "ow-prompt-gain-card", args: {}, options: drawAndOffer(e, f.id) });
  },
  gained(k, f, answer) {
    const key = (answer as string[])[0];
    if (key !== "none") k.call(gainCard, { id: f.id, slot: Number(key.slice("slot.".length)), trash: false });
  },
});

/** Phase III alone on an engine (rule-level tests) */
export function phaseThree(id: string): RuleCall<unknown> {
  return ruleCall(phaseThreeStep, { id });
}

const KEEP_OR_DISCARD: DecisionOption[] = [
  { key: "keep", label: "ow-option-keep-hand", args: {} },
  { key: "discard", label: "ow-option-discard-hand", args: {} },
];

function discardHand(e: Engine, id: string, choice: string): void {
  const p = e.player(id);
  if (choice !== "discard") return;
  p.discard.push(...p.hand);
  e.event("discard", { player: id, cards: [...p.hand] });
  p.hand = [];
}

/** the hand drawn up to its size, and the cards of the pool it can pay for (or trash for) */
function drawAndOffer(e: Engine, id: string): DecisionOption[] {
  const p = e.player(id);
  const limit = e.phase3Limit ?? e.cat.content.tables.phase3Hand.normal;
  e.draw(id, Math.max(0, limit - p.hand.length));
  const pool = e.poolOf(id);
  const cards = e.state[pool]!;
  // a trash-cost card is bought by trashing 1 hand card, whatever its slot ("Trashing a card is the only cost")
  const trashSlots = p.hand.length > 0 ? cards.map((_, i) => i).filter((i) => e.slotTrashCost(i, pool)) : [];
  const slots = e.slotsCostingAtMost(p.hand.length, pool);
  return [
    opt("none", "ow-option-gain-nothing"),
    ...slots.map((i) => opt(`slot.${i}`, "ow-option-gain-card", { card: defId(cards[i]!), cost: e.slotCost(i, pool) })),
    ...trashSlots.map((i) => opt(`slot.${i}`, "ow-option-gain-card-trash", { card: defId(cards[i]!) })),
  ];
}

/** the card of the pool picked in Phase III, paid for or a hand card trashed for it */
const gainCard = steps.define<{ id: string; slot: number; trash: boolean }>("gain-card", {
  pay(k, f) {
    const e = k.engine;
    const pool = e.poolOf(f.id);
    f.trash = e.slotTrashCost(f.slot, pool);
    if (f.trash) return k.call(trashFromHand, { id: f.id, n: 1 });
    k.call(pickFromHand, { id: f.id, n: e.slotCost(f.slot, pool), type: "pay-card" });
  },
  take(k, f, cards) {
    const e = k.engine;
    const p = e.player(f.id);
    const pool = e.poolOf(f.id);
    if (f.trash) {
      const [trashed] = cards as string[];
      const card = e.takeFromPool(f.slot, pool);
      e.intoHandOpenly(f.id, [card]);
      e.event("card-gained", { player: f.id, card: defId(card), trashed: defId(trashed), to: "hand" });
      discardSamePosition(e, f.id, pool, f.slot);
      return;
    }
    const cost = e.slotCost(f.slot, pool);
    for (const c of cards as string[]) {
      p.hand.splice(p.hand.indexOf(c), 1);
      p.discard.push(c);
    }
    const card = e.takeFromPool(f.slot, pool);
    e.intoHandOpenly(f.id, [card]);
    e.event("card-gained", { player: f.id, card: defId(card), cost, to: "hand" });
    discardSamePosition(e, f.id, pool, f.slot);
  },
});

/** Mages, mixed game: "they also discard a card from the other card pool that holds the same position" */
function discardSamePosition(e: Engine, id: string, pool: "pool" | "magePool", slot: number): void {
  if (!e.state.magePool) return;
  const other = pool === "pool" ? "magePool" : "pool";
  if (e.state[other]![slot] === null) return;
  const gone = e.takeFromPool(slot, other);
  e.state.poolDiscard!.push(gone);
  e.event("pool-discard", { player: id, card: defId(gone), slot });
}
