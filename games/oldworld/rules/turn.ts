// A player's turn: Phase I (travel and location actions), Phase II (one of
// fight a monster, fight a witcher, meditate, explore), Phase III (discard,
// draw, gain a card from the action pool). Turns go round the table until a
// witcher wins.
import type { DecisionOption, Step } from "../../../runtime/core/decision.ts";
import { byName } from "../../../runtime/core/text.ts";
import { defId } from "./catalog.ts";
import { ATTRIBUTES, type Attribute } from "./content.ts";
import type { Engine } from "./engine.ts";
import { opt } from "./options.ts";
import { completeQuest, followQuestToken, readableHeldEvents, readHeldEvent, resolveCard } from "./events.ts";
import { canDuel, duel, fightMonster } from "./fight.ts";
import { resetLimits, runHook, usable } from "./hooks.ts";
import { placeLostMount } from "./setup.ts";
import type { OldWorldResult } from "./state.ts";
import { generator, stepOnEngine, steps } from "./machine.ts";
import { enterLocation } from "./weakness.ts";

/**
 * Turns in seat order until a witcher wins (the Wild Hunt plays rounds instead: wild-hunt/round.ts); `seat`:
 * the seat whose turn starts, 0 in a game just set up, another in one resumed from a copy of its state as
 * that turn started (games/oldworld/rules/fork.ts).
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
    const e = k.engine;
    const key = (answer as string[])[0];
    if (key === "end") {
      f.ended = true;
      if (f.claimedMount) k.call(generator, { gen: placeLostMount(e, f.id) });
      return;
    }
    if (key === "train" || key === "location-action") {
      f.actionTaken = true;
      k.call(generator, { gen: key === "train" ? train(e, f.id) : locationAction(e, f.id) });
      return;
    }
    // a move or a travel ability: the last location's action may follow
    f.actionTaken = false;
    k.call(generator, { gen: key.startsWith("travel.") ? travelAbility(e, f.id, key.slice("travel.".length)) : move(e, f.id, key.slice("move.".length)) });
  },
  next(k, f, reachedMount) {
    if (f.ended) return k.end();
    if (reachedMount === true) f.claimedMount = true;
    k.goto(f, "choose");
  },
});

/** Phase I alone on an engine (rule-level tests) */
export function phaseOne(e: Engine, id: string): Step<unknown> {
  return stepOnEngine(e, phaseOneStep, { id, actionTaken: false, claimedMount: false, ended: false });
}

/** Phase I's training at a school: the attribute, its cost, the level raised */
function* train(e: Engine, id: string): Step<void> {
  const p = e.player(id);
  const a = (yield* e.chooseOne(
    id,
    "train",
    trainable(e, id).map((x) => opt(x, `ow-attribute-${e.attributeName(id, x)}`, { cost: e.cat.content.tables.trainingCost[p.attributes[x] - 1] })),
  )) as Attribute;
  const cost = e.cat.content.tables.trainingCost[p.attributes[a] - 1];
  p.gold -= cost;
  e.event("train", { player: id, attribute: e.attributeName(id, a), cost });
  yield* e.raiseAttribute(id, a);
}

function* locationAction(e: Engine, id: string): Step<void> {
  const loc = e.cat.location(e.player(id).location);
  const h = locationActions(e, id)[0];
  e.event("location-action", { player: id, location: loc.id });
  yield* runHook(e, h, id, loc.id);
}

/** Traveling ability: the card is used (discarded) and its movements are free; true when the Lost Mount was reached */
function* travelAbility(e: Engine, id: string, c: string): Step<boolean> {
  const p = e.player(id);
  const def = e.cat.action(c);
  p.hand.splice(p.hand.indexOf(c), 1);
  p.discard.push(c);
  e.event("travel-ability", { player: id, card: def.id });
  for (const h of def.hooks) if (h.window === "travel-ability") yield* runHook(e, h, id, def.id, c);
  return yield* reachedLostMount(e, id);
}

/** a move paid for to a neighbouring location; true when the Lost Mount was reached */
function* move(e: Engine, id: string, to: string): Step<boolean> {
  const p = e.player(id);
  yield* payTravel(e, id, to);
  p.location = to;
  e.event("move", { player: id, to });
  yield* enterLocation(e, id);
  return yield* reachedLostMount(e, id);
}

function* reachedLostMount(e: Engine, id: string): Step<boolean> {
  if (!e.state.lostMountInPlay || e.state.lostMount !== e.player(id).location) return false;
  yield* reachLostMount(e, id);
  return true;
}

export function* payTravel(e: Engine, id: string, to: string): Step<void> {
  const p = e.player(id);
  const how = yield* e.chooseOne(id, "travel-payment", travelPayments(e, id, to), { location: to });
  const discard = (cards: string[]) => {
    for (const c of cards) {
      p.hand.splice(p.hand.indexOf(c), 1);
      p.discard.push(c);
    }
  };
  if (how.startsWith("terrain.")) discard([how.slice("terrain.".length)]);
  else if (how === "two-cards") discard(yield* e.pickFromHand(id, 2, "travel-cards"));
  else {
    discard(yield* e.pickFromHand(id, 1, "travel-cards"));
    p.gold--;
  }
  e.event("travel-paid", { player: id, how: how.startsWith("terrain.") ? "terrain" : how });
}

/** the Lost Mount card: roll a die, draw what the table says, put the miniature aside */
export function* reachLostMount(e: Engine, id: string): Step<void> {
  const lm = e.cat.content.lostMount!;
  const roll = e.rng.roll("d6", 1, 6);
  const row = lm.table.find((r) => roll >= r.from && roll <= r.to);
  const drawn = row && row.draw > 0 ? e.draw(id, row.draw) : 0;
  e.state.lostMount = null;
  e.event("lost-mount-reached", { player: id, roll, draw: drawn });
  for (const h of lm.hooks) if (h.window === "reach-lost-mount") yield* runHook(e, h, id, lm.id);
}

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
    let gen: Step<unknown>;
    if (key.startsWith("fight.")) gen = fightMonster(e, id, s.monsters.find((m) => m.location === p.location && m.monster === key.slice("fight.".length))!);
    else if (key.startsWith("duel.")) gen = duel(e, id, key.slice("duel.".length));
    else if (key.startsWith("quest.")) gen = completeQuest(e, id, Number(key.slice("quest.".length)));
    else if (key.startsWith("token.")) gen = followQuestToken(e, id, Number(key.slice("token.".length)));
    else if (key.startsWith("held.")) gen = readHeldEvent(e, id, Number(key.slice("held.".length)));
    else gen = explore(e, id);
    k.call(generator, { gen });
  },
});

/** Phase II alone on an engine (rule-level tests) */
export function phaseTwo(e: Engine, id: string): Step<unknown> {
  return stepOnEngine(e, phaseTwoStep, { id });
}

function* explore(e: Engine, id: string): Step<void> {
  const s = e.state;
  const p = e.player(id);
  const deck = e.cat.location(p.location).explore;
  if (s.exploration[deck].length === 0) {
    s.exploration[deck] = e.rng.shuffle(s.explorationDiscard[deck]);
    s.explorationDiscard[deck] = [];
  }
  const card = s.exploration[deck].shift();
  if (card === undefined) {
    e.event("explore-empty", { player: id, deck });
    return;
  }
  const def = e.cat.exploration(card);
  e.event("explore", { player: id, deck, card: def.id });
  yield* resolveCard(e, id, def.id, def.options, "exploration-option", card);
  if (def.quest) {
    p.quests.push({ location: def.quest.location, event: def.quest.event, card });
    e.event("quest", { player: id, location: def.quest.location, event: def.quest.event });
  }
  // a card kept as a quest goes to the discard pile when the quest is done
  if (!p.quests.some((q) => q.card === card)) s.explorationDiscard[deck].push(card);
}

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
    if (key !== "none") k.call(generator, { gen: gainCard(k.engine, f.id, key) });
  },
});

/** Phase III alone on an engine (rule-level tests) */
export function phaseThree(e: Engine, id: string): Step<unknown> {
  return stepOnEngine(e, phaseThreeStep, { id });
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
function* gainCard(e: Engine, id: string, key: string): Step<void> {
  if (key === "none") return;
  const p = e.player(id);
  const pool = e.poolOf(id);
  const slot = Number(key.slice("slot.".length));
  if (e.slotTrashCost(slot, pool)) {
    const [trashed] = yield* e.trashFromHand(id, 1);
    const card = e.takeFromPool(slot, pool);
    e.intoHandOpenly(id, [card]);
    e.event("card-gained", { player: id, card: defId(card), trashed: defId(trashed), to: "hand" });
    discardSamePosition(e, id, pool, slot);
    return;
  }
  const cost = e.slotCost(slot, pool);
  const paid = yield* e.pickFromHand(id, cost, "pay-card");
  for (const c of paid) {
    p.hand.splice(p.hand.indexOf(c), 1);
    p.discard.push(c);
  }
  const card = e.takeFromPool(slot, pool);
  e.intoHandOpenly(id, [card]);
  e.event("card-gained", { player: id, card: defId(card), cost, to: "hand" });
  discardSamePosition(e, id, pool, slot);
}

/** Mages, mixed game: "they also discard a card from the other card pool that holds the same position" */
function discardSamePosition(e: Engine, id: string, pool: "pool" | "magePool", slot: number): void {
  if (!e.state.magePool) return;
  const other = pool === "pool" ? "magePool" : "pool";
  if (e.state[other]![slot] === null) return;
  const gone = e.takeFromPool(slot, other);
  e.state.poolDiscard!.push(gone);
  e.event("pool-discard", { player: id, card: defId(gone), slot });
}
