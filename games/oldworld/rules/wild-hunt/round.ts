// A Wild Hunt round ("Turn Sequence"): Phase I with the players acting in any
// order until they end it together, Phase II (fights with one fighter per
// monster and support, meditation, one exploration card read by all),
// Phase III for each player, Phase IV from the round tracking board (a hound
// and/or monster appears, the Hunt moves); after the last round, the final
// fight. The players win or lose together.
import type { DecisionOption } from "../../../../runtime/core/decision.ts";
import { defId } from "../catalog.ts";
import type { Attribute } from "../content.ts";
import type { Engine } from "../engine.ts";
import { cardOption, opt } from "../options.ts";
import { raiseAttribute } from "../engine-steps.ts";
import { type MonsterFought, monsterFightOpening, monsterFightRounds, monsterFought } from "../fight.ts";
import { resetLimits } from "../hooks.ts";
import { useHook } from "../hook-steps.ts";
import type { OldWorldResult, WeaknessToken } from "../state.ts";
import { locationActions, meditable, payTravelStep, phaseThreeStep, trainable, travelPayments } from "../turn.ts";
import { type OldWorldMachine, type RuleCall, ruleCall, steps } from "../machine.ts";
import { theFinalFight } from "./final-fight.ts";
import {
  blocked,
  choose,
  dicePokerStep,
  giftsFor,
  give,
  houndAppears,
  houndFight,
  hunt,
  huntMoves,
  newMonster,
  oneOrTogether,
  picked,
  strengthOf,
  takeTogether,
  tieBreaker,
  witcherOption,
} from "./rules.ts";
import { completable, questCompleted, startQuest } from "./quests.ts";
import { huntDef } from "./mode-card.ts";
import { weaknessAtLocation } from "../weakness.ts";

/** the Wild Hunt's rounds, until the final fight after the last one is won or lost (or the round limit) */
export const playWildHunt = steps.define<{ limits: Readonly<Record<string, number>>; seat: number }>("wild-hunt-rounds", {
  roundStarts(k) {
    const e = k.engine;
    const s = e.state;
    const o = k.options;
    // a round starts: every phase is over and the players are yet to act (a situation can be read here)
    e.atTurnStart?.(0);
    s.round++;
    if (o.maxRounds !== undefined && s.round > o.maxRounds) {
      e.event("round-limit", { rounds: o.maxRounds });
      return k.end(result(e, "round-limit", o.maxRounds));
    }
    s.turn++;
    e.event("hunt-round", { round: s.round, last: hunt(e).lastRound });
    k.call(huntPhaseOne, { done: [], actionTaken: [], who: "" });
  },
  phaseTwo(k) {
    k.call(huntPhaseTwo, { fought: [], fighters: [], limits: {} });
  },
  phaseThree(_k, f, limits) {
    f.limits = limits as Record<string, number>;
    f.seat = 0;
  },
  // "Phase III" for each player in seat order, each with the draw limit a fight of his set
  playerPhaseThree(k, f) {
    const e = k.engine;
    const id = e.state.order[f.seat];
    e.state.active = id;
    e.phase3Limit = f.limits[id] ?? null;
    k.call(phaseThreeStep, { id });
  },
  playerDone(k, f) {
    k.engine.phase3Limit = null;
    f.seat++;
    if (f.seat < k.engine.state.order.length) k.goto(f, "playerPhaseThree");
  },
  roundEnds(k, f) {
    const e = k.engine;
    resetLimits(e, "once-per-turn");
    // "At the end of the 8th round (7th round for 4- and 5-Player games), Players fight the Wild Hunt during Phase IV"
    if (e.state.round >= hunt(e).lastRound) return k.call(theFinalFight, {});
    k.call(huntPhaseFour, {});
    k.goto(f, "roundStarts");
  },
  finalFightEnds(k, _f, r) {
    const e = k.engine;
    const s = e.state;
    s.over = true;
    s.winner = r === "won" ? WITCHERS_WIN : null;
    k.end(result(e, r === "won" ? "wild-hunt-defeated" : "witchers-knocked-out", s.round));
  },
});

/** the winner of a game the players win together */
export const WITCHERS_WIN = "witchers";

function result(e: Engine, reason: OldWorldResult["reason"], rounds: number): OldWorldResult {
  const trophies = Object.fromEntries(e.state.order.map((id) => [id, e.trophyCount(id)]));
  return { winner: e.state.winner, reason, rounds, trophies };
}

// ── Phase I ─────────────────────────────────────────────────────────────

interface PhaseOnePlayer {
  done: boolean;
  /** the location action taken at the current location */
  actionTaken: boolean;
}

/**
 * "Phase I": the players act in any order, a step at a time, until all have ended it (or end it together).
 * `done`: the players who ended it; `actionTaken`: those who took the action of the location they stand at.
 */
const huntPhaseOne = steps.define<{ done: readonly string[]; actionTaken: readonly string[]; who: string }>("hunt-phase-1", {
  begin(k) {
    for (const x of hunt(k.engine).hounds) x.fought = false;
  },
  whoActs(k, f) {
    const e = k.engine;
    const open = e.state.order.filter((id) => !f.done.includes(id));
    if (open.length === 0) return k.end();
    if (open.length === 1) return k.pass([`act.${open[0]}`]);
    const options = [...open.map((id) => opt(`act.${id}`, "ow-option-witcher-acts", { witcher: id })), opt("end", "ow-option-end-phase-together")];
    k.ask({ type: "hunt-phase-1", who: tieBreaker(e), prompt: "ow-prompt-hunt-phase-1", args: {}, options, shared: true });
  },
  // one step of a witcher's Phase I: a move, a location action, a hound fight, an exchange, or the end of the phase for them
  choose(k, f, answer) {
    const e = k.engine;
    const key = (answer as string[])[0];
    if (key === "end") return k.end();
    const who = key.slice("act.".length);
    e.state.active = who;
    f.who = who;
    const st = { done: false, actionTaken: f.actionTaken.includes(who) };
    k.ask({ type: "phase-1", who, prompt: "ow-prompt-phase-1", args: { location: e.player(who).location }, options: phaseOneOptions(e, who, st) });
  },
  act(k, f, answer) {
    const id = f.who;
    const key = (answer as string[])[0];
    k.goto(f, "whoActs");
    if (key === "end") {
      f.done = [...f.done, id];
      return;
    }
    if (key === "train" || key === "location-action" || key === "dice-poker") {
      if (!f.actionTaken.includes(id)) f.actionTaken = [...f.actionTaken, id];
      if (key === "train") return k.call(train, { id });
      if (key === "location-action") return locationAction(k, id);
      return k.call(dicePokerStep, { id, dice: [] });
    }
    if (key.startsWith("hound.")) return k.call(joinHoundFight, { id, hound: key.slice("hound.".length), fighters: [id], at: 0 });
    if (key.startsWith("give.")) return k.call(exchange, { id, other: key.slice("give.".length) });
    f.actionTaken = f.actionTaken.filter((x) => x !== id);
    k.call(move, { id, to: key.slice("move.".length) });
  },
});

/** Phase I alone on an engine (rule-level tests) */
export function phaseOne(): RuleCall<unknown> {
  return ruleCall(huntPhaseOne, { done: [], actionTaken: [], who: "" });
}

/** what a witcher may do now in Phase I */
export function phaseOneOptions(e: Engine, id: string, st: PhaseOnePlayer): DecisionOption[] {
  const p = e.player(id);
  const h = hunt(e);
  const options: DecisionOption[] = [];
  for (const to of e.adjacent(p.location)) if (travelPayments(e, id, to).length) options.push(opt(`move.${to}`, "ow-option-move", { location: to }));
  const free = !st.actionTaken && !blocked(e, p.location);
  if (free && trainable(e, id).length) options.push(opt("train", "ow-option-train", { location: p.location }));
  if (free && locationActions(e, id).length) options.push(opt("location-action", "ow-option-location-action", { location: p.location }));
  if (free && e.cat.location(p.location).explore === "city" && p.gold >= huntDef(e.cat).pokerStake)
    options.push(opt("dice-poker", "ow-option-dice-poker", { location: p.location }));
  for (const x of h.hounds) if (x.location === p.location && !x.fought) options.push(opt(`hound.${x.id}`, "ow-option-fight-hound", { level: x.level }));
  for (const other of e.state.order)
    if (other !== id && e.player(other).location === p.location && giftsFor(e, id, other).length)
      options.push(opt(`give.${other}`, "ow-option-exchange", { witcher: other }));
  options.push(opt("end", "ow-option-end-phase"));
  return options;
}

/** Phase I's training at a school: the attribute, its cost, the level raised */
const train = steps.define<{ id: string }>("hunt-train", {
  attribute(k, f) {
    const e = k.engine;
    const p = e.player(f.id);
    choose(
      k,
      f.id,
      "train",
      trainable(e, f.id).map((x) => opt(x, `ow-attribute-${x}`, { cost: e.cat.content.tables.trainingCost[p.attributes[x] - 1] })),
    );
  },
  pay(k, f, answer) {
    const e = k.engine;
    const p = e.player(f.id);
    const a = picked<Attribute>(answer);
    const cost = e.cat.content.tables.trainingCost[p.attributes[a] - 1];
    p.gold -= cost;
    e.event("train", { player: f.id, attribute: a, cost });
    k.call(raiseAttribute, { id: f.id, a });
  },
});

/** the action of the location the witcher stands at */
function locationAction(k: OldWorldMachine, id: string): void {
  const e = k.engine;
  const loc = e.cat.location(e.player(id).location);
  e.event("location-action", { player: id, location: loc.id });
  k.call(useHook, { hook: locationActions(e, id)[0], player: id, source: loc.id });
}

/** a hound at the witcher's location fought, the others there asked to join; `at`: the seat asked next */
const joinHoundFight = steps.define<{ id: string; hound: string; fighters: readonly string[]; at: number }>("hunt-join-hound-fight", {
  ask(k, f) {
    const e = k.engine;
    const order = e.state.order;
    const here = e.player(f.id).location;
    while (f.at < order.length && (order[f.at] === f.id || e.player(order[f.at]).location !== here)) f.at++;
    if (f.at >= order.length) return k.goto(f, "fight");
    const level = hunt(e).hounds.find((x) => x.id === f.hound)!.level;
    choose(k, order[f.at], "join-hound-fight", [opt("join", "ow-option-join-hound-fight"), opt("stay", "ow-option-stay-out")], { level });
  },
  answered(k, f, answer) {
    if (picked(answer) === "join") f.fighters = [...f.fighters, k.engine.state.order[f.at]];
    f.at++;
    k.goto(f, "ask");
  },
  fight(k, f) {
    const level = hunt(k.engine).hounds.find((x) => x.id === f.hound)!.level;
    k.call(houndFight, { hound: f.hound, level, fighters: f.fighters, at: 0, total: 0 });
  },
});

const exchange = steps.define<{ id: string; other: string }>("hunt-exchange", {
  what(k, f) {
    choose(k, f.id, "exchange", giftsFor(k.engine, f.id, f.other), { witcher: f.other });
  },
  give(k, f, answer) {
    give(k.engine, f.id, f.other, picked(answer));
  },
});

const move = steps.define<{ id: string; to: string }>("hunt-move", {
  pay(k, f) {
    k.call(payTravelStep, { id: f.id, to: f.to, how: "" });
  },
  arrive(k, f) {
    const e = k.engine;
    e.player(f.id).location = f.to;
    e.event("move", { player: f.id, to: f.to });
    // Monster Weakness mode: entering a weakness token's location takes it
    k.call(weaknessAtLocation, { id: f.id });
  },
});

// ── Phase II ────────────────────────────────────────────────────────────

/**
 * "Phase II": fights and quests in any order (one fighter per monster, supported by the others there),
 * meditation, one exploration card. It ends with each fighter's Phase III draw limit a fight result set
 * (knocked out, Rotfiend), as the engine keeps one at a time. `fought`: the monsters fought this phase.
 */
const huntPhaseTwo = steps.define<{ fought: readonly string[]; fighters: readonly string[]; limits: Readonly<Record<string, number>> }>("hunt-phase-2", {
  choose(k, f) {
    const e = k.engine;
    const { can, quests } = fightsAndQuests(e, f.fought);
    if (can.length === 0 && quests.length === 0) return k.goto(f, "meditate");
    const options = [
      ...can.map((m) => opt(`fight.${m.monster}`, "ow-option-fight-monster", { monster: m.monster })),
      ...quests.map((q) => opt(`quest.${q.card}`, "ow-option-complete-quest", { card: defId(q.card), location: q.location })),
      opt("done", "ow-option-no-more-fights"),
    ];
    k.ask({ type: "hunt-fight", who: tieBreaker(e), prompt: "ow-prompt-hunt-fight", args: {}, options, shared: true });
  },
  act(k, f, answer) {
    const e = k.engine;
    const key = (answer as string[])[0];
    if (key === "done") return k.goto(f, "meditate");
    const { can, quests } = fightsAndQuests(e, f.fought);
    if (key.startsWith("quest.")) {
      k.call(questCompleted, { card: quests.find((q) => `quest.${q.card}` === key)!.card, by: "" });
      return k.goto(f, "choose");
    }
    const target = can.find((m) => `fight.${m.monster}` === key)!;
    f.fought = [...f.fought, target.monster];
    k.call(supportedFight, { monster: target.monster, fighter: "" });
  },
  fought(k, f, fighter) {
    const e = k.engine;
    const id = fighter as string;
    if (!f.fighters.includes(id)) f.fighters = [...f.fighters, id];
    if (e.phase3Limit !== null) f.limits = { ...f.limits, [id]: e.phase3Limit };
    e.phase3Limit = null;
    k.goto(f, "choose");
  },
  meditate(k, f) {
    k.call(meditation, { fighters: f.fighters, seat: 0 });
  },
  // exactly one exploration card, read by all, except in the last round
  explore(k, f) {
    const e = k.engine;
    const h = hunt(e);
    if (e.state.round >= h.lastRound) return k.end(f.limits);
    const card = h.exploration.shift();
    if (card === undefined) {
      e.event("hunt-explore-empty", {});
      return k.end(f.limits);
    }
    const def = e.cat.exploration(card);
    h.explored.push(card);
    e.event("hunt-explore", { card: def.id, stage: def.deck === "stage-i" ? 1 : 2 });
    k.call(readTogether, { card });
  },
  explored(k, f) {
    k.end(f.limits);
  },
});

/** Phase II alone on an engine (rule-level tests): it ends with the fighters' Phase III draw limits */
export function phaseTwo(): RuleCall<Record<string, number>> {
  return ruleCall(huntPhaseTwo, { fought: [], fighters: [], limits: {} });
}

/** the monsters not yet fought that a witcher stands with, and the quests that can be completed */
function fightsAndQuests(e: Engine, fought: readonly string[]) {
  const s = e.state;
  const can = s.monsters.filter((m) => !fought.includes(m.monster) && s.order.some((id) => e.player(id).location === m.location));
  return { can, quests: completable(e) };
}

/** the monster on the map by its id */
function mapMonster(e: Engine, monster: string) {
  return e.state.monsters.find((m) => m.monster === monster)!;
}

/** one monster fought: the fighter chosen among the witchers there, the others supporting; it ends with the fighter */
const supportedFight = steps.define<{ monster: string; fighter: string }>("hunt-supported-fight", {
  fighter(k, f) {
    const e = k.engine;
    const target = mapMonster(e, f.monster);
    const there = e.state.order.filter((id) => e.player(id).location === target.location);
    oneOrTogether(k, "hunt-fighter", there, witcherOption, { monster: f.monster });
  },
  fight(k, f, answer) {
    const e = k.engine;
    f.fighter = picked(answer);
    const target = mapMonster(e, f.monster);
    const others = e.state.order.filter((id) => e.player(id).location === target.location && id !== f.fighter);
    const def = e.cat.monster(f.monster);
    const strength = strengthOf(e, target.location);
    const life = Math.min(huntDef(e.cat).maxMonsterLife, def.life + strength);
    k.call(monsterFight, { id: f.fighter, monster: f.monster, others, at: 0, support: 0, strength, life, fought: null });
  },
  fought(k, f) {
    k.end(f.fighter);
  },
});

/** each witcher who fought no monster may meditate; `seat`: the seat asked next */
const meditation = steps.define<{ fighters: readonly string[]; seat: number }>("hunt-meditation", {
  ask(k, f) {
    const e = k.engine;
    const order = e.state.order;
    for (; f.seat < order.length; f.seat++) {
      const id = order[f.seat];
      if (f.fighters.includes(id)) continue;
      const can = meditable(e, id);
      if (can.length === 0) continue;
      return choose(k, id, "meditate", [
        ...can.map((a) => opt(`meditate.${a}`, "ow-option-meditate", { attribute: a })),
        opt("none", "ow-option-no-meditation"),
      ]);
    }
    k.end();
  },
  meditated(k, f, answer) {
    const e = k.engine;
    const key = picked(answer);
    const id = e.state.order[f.seat];
    f.seat++;
    k.goto(f, "ask");
    if (key === "none") return;
    const a = key.slice("meditate.".length) as Attribute;
    e.state.attributeTrophies[a]--;
    e.player(id).trophies.attribute.push(a);
    e.event("meditate", { player: id, attribute: a });
  },
});

/** the exploration card read by all, and the quest it starts */
const readTogether = steps.define<{ card: string }>("hunt-read-exploration", {
  read(k, f) {
    const e = k.engine;
    const def = e.cat.exploration(f.card);
    k.call(takeTogether, { reader: e.state.order[0], source: def.id, type: "exploration-option", offered: [] });
  },
  // "Quest (to be completed by one or more Players during the following rounds)": the card stays in play
  quest(k, f) {
    const e = k.engine;
    if (e.cat.exploration(f.card).huntQuest) startQuest(e, f.card);
  },
});

/**
 * A monster fight with support: each supporter discards cards to shrink the life pool, the fighter draws as
 * many after it is built and the supporter takes the fighter's witcher trophy. `at`: the supporter asked next
 * (in `others`); `support`: the cards discarded so far; `strength` and `life`: the monster's strength from the
 * hounds and the Hunt near it and its life pool before support.
 */
const monsterFight = steps.define<{
  id: string;
  monster: string;
  others: readonly string[];
  at: number;
  support: number;
  strength: number;
  life: number;
  /** the monster fought and its place on the map as the fight began */
  fought: MonsterFought | null;
}>("hunt-monster-fight", {
  support(k, f) {
    const e = k.engine;
    while (f.at < f.others.length && e.player(f.others[f.at]).hand.length === 0) f.at++;
    if (f.at >= f.others.length) return k.goto(f, "fight");
    const other = f.others[f.at];
    const q = e.player(other);
    choose(k, other, "support", q.hand.map(cardOption), { witcher: f.id, monster: e.cat.monster(f.monster).id }, { min: 0, max: q.hand.length });
  },
  supported(k, f, answer) {
    const e = k.engine;
    const cards = answer as string[];
    const other = f.others[f.at];
    f.at++;
    k.goto(f, "support");
    if (cards.length === 0) return;
    const q = e.player(other);
    for (const c of cards) {
      q.hand.splice(q.hand.indexOf(c), 1);
      q.discard.push(c);
    }
    f.support += cards.length;
    const fp = e.player(f.id);
    // the fighter's witcher trophy, one from each other player at most
    if (!q.trophies.witcher.includes(fp.school) && fp.witcherTrophiesLeft > 0) {
      fp.witcherTrophiesLeft--;
      q.trophies.witcher.push(fp.school);
    }
    e.event("support", { player: other, witcher: f.id, cards: cards.length });
  },
  fight(k, f) {
    const e = k.engine;
    const def = e.cat.monster(f.monster);
    const id = f.id;
    const support = f.support;
    const life = Math.max(0, f.life - support);
    e.event("hunt-monster-life", { monster: def.id, life: def.life, strength: f.strength, support, pool: life });
    f.fought = monsterFought(e, id, mapMonster(e, f.monster));
    k.call(monsterFightOpening, { ...f.fought, life, weaknesses: [] });
  },
  // the fighter draws as many cards as were discarded in support once the life pool is built, up to his fight hand limit
  draw(k, f, weaknesses) {
    const e = k.engine;
    const id = f.id;
    if (f.support) e.draw(id, Math.min(f.support, Math.max(0, e.cat.content.tables.fightHandLimit - e.player(id).hand.length)));
    k.call(monsterFightRounds, { ...f.fought!, weaknesses: weaknesses as WeaknessToken[], witcherActs: false, result: null });
  },
});

// ── Phase IV ────────────────────────────────────────────────────────────

/** "Phase IV": the round tracking board's arrivals ("New Monster and/or Hound appears"), then "Wild Hunt Movement" */
const huntPhaseFour = steps.define<Record<string, never>>("hunt-phase-4", {
  arrivals(k) {
    const e = k.engine;
    const n = e.state.order.length;
    const adds = huntDef(e.cat).roundAdds.filter((r) => r.round === e.state.round && r.from <= n && n <= r.to);
    for (const a of adds) {
      if (a.what === "hound") k.call(houndAppears, { level: a.level });
      else k.call(newMonster, { level: a.level });
    }
    k.call(huntMoves, { towards: "", moved: 0 });
  },
});

/** Phase IV alone on an engine (rule-level tests) */
export function phaseFour(): RuleCall<void> {
  return ruleCall(huntPhaseFour, {});
}
