// A Wild Hunt round ("Turn Sequence"): Phase I with the players acting in any
// order until they end it together, Phase II (fights with one fighter per
// monster and support, meditation, one exploration card read by all),
// Phase III for each player, Phase IV from the round tracking board (a hound
// and/or monster appears, the Hunt moves); after the last round, the final
// fight. The players win or lose together.
import type { DecisionOption, Step } from "../../../../runtime/core/decision.ts";
import { defId } from "../catalog.ts";
import type { Attribute } from "../content.ts";
import type { Engine } from "../engine.ts";
import { cardOption, opt } from "../options.ts";
import { fightMonster } from "../fight.ts";
import { resetLimits, runHook } from "../hooks.ts";
import type { OldWorldResult } from "../state.ts";
import { locationActions, meditable, payTravel, phaseThreeStep, trainable, travelPayments } from "../turn.ts";
import { generator, stepOnEngine, steps } from "../machine.ts";
import { finalFight } from "./final-fight.ts";
import {
  blocked,
  dicePoker,
  fightHound,
  giftsFor,
  give,
  hunt,
  moveHunt,
  placeHound,
  placeHuntMonster,
  strengthOf,
  oneOrTogether,
  takeTogether,
  tieBreaker,
  witcherOption,
} from "./rules.ts";
import { completable, completeQuest, startQuest } from "./quests.ts";
import { huntDef } from "./mode-card.ts";
import { enterLocation } from "../weakness.ts";

/** the Wild Hunt's rounds, until the final fight after the last one is won or lost (or the round limit) */
export const playWildHunt = steps.define<{ limits: Readonly<Record<string, number>>; seat: number }>("wild-hunt-rounds", {
  roundStarts(k) {
    const e = k.engine;
    const s = e.state;
    const o = k.options;
    // a round starts: every phase is over and the players are yet to act (a forkable game keeps a copy here)
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
    if (e.state.round >= hunt(e).lastRound) return k.call(generator, { gen: finalFight(e) });
    k.call(generator, { gen: phaseFour(e) });
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
    const e = k.engine;
    const id = f.who;
    const key = (answer as string[])[0];
    k.goto(f, "whoActs");
    if (key === "end") {
      f.done = [...f.done, id];
      return;
    }
    if (key === "train" || key === "location-action" || key === "dice-poker") {
      if (!f.actionTaken.includes(id)) f.actionTaken = [...f.actionTaken, id];
      const gen = key === "train" ? train(e, id) : key === "location-action" ? locationAction(e, id) : dicePoker(e, id);
      return k.call(generator, { gen });
    }
    if (key.startsWith("hound.")) return k.call(generator, { gen: houndFight(e, id, key.slice("hound.".length)) });
    if (key.startsWith("give.")) return k.call(generator, { gen: exchange(e, id, key.slice("give.".length)) });
    f.actionTaken = f.actionTaken.filter((x) => x !== id);
    k.call(generator, { gen: move(e, id, key.slice("move.".length)) });
  },
});

/** Phase I alone on an engine (rule-level tests) */
export function phaseOne(e: Engine): Step<unknown> {
  return stepOnEngine(e, huntPhaseOne, { done: [], actionTaken: [], who: "" });
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

function* train(e: Engine, id: string): Step<void> {
  const p = e.player(id);
  const a = (yield* e.chooseOne(
    id,
    "train",
    trainable(e, id).map((x) => opt(x, `ow-attribute-${x}`, { cost: e.cat.content.tables.trainingCost[p.attributes[x] - 1] })),
  )) as Attribute;
  const cost = e.cat.content.tables.trainingCost[p.attributes[a] - 1];
  p.gold -= cost;
  e.event("train", { player: id, attribute: a, cost });
  yield* e.raiseAttribute(id, a);
}

function* locationAction(e: Engine, id: string): Step<void> {
  const loc = e.cat.location(e.player(id).location);
  e.event("location-action", { player: id, location: loc.id });
  yield* runHook(e, locationActions(e, id)[0], id, loc.id);
}

/** a hound at the witcher's location fought, the others there asked to join */
function* houndFight(e: Engine, id: string, houndId: string): Step<void> {
  const p = e.player(id);
  const hound = hunt(e).hounds.find((x) => x.id === houndId)!;
  const fighters = [id];
  for (const other of e.state.order) {
    if (other === id || e.player(other).location !== p.location) continue;
    const join = yield* e.chooseOne(other, "join-hound-fight", [opt("join", "ow-option-join-hound-fight"), opt("stay", "ow-option-stay-out")], {
      level: hound.level,
    });
    if (join === "join") fighters.push(other);
  }
  yield* fightHound(e, hound, fighters);
}

function* exchange(e: Engine, id: string, other: string): Step<void> {
  const what = yield* e.chooseOne(id, "exchange", giftsFor(e, id, other), { witcher: other });
  give(e, id, other, what);
}

function* move(e: Engine, id: string, to: string): Step<void> {
  const p = e.player(id);
  yield* payTravel(e, id, to);
  p.location = to;
  e.event("move", { player: id, to });
  // Monster Weakness mode: entering a weakness token's location takes it
  yield* enterLocation(e, id);
}

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
      k.call(generator, { gen: completeQuest(e, quests.find((q) => `quest.${q.card}` === key)!) });
      return k.goto(f, "choose");
    }
    const target = can.find((m) => `fight.${m.monster}` === key)!;
    f.fought = [...f.fought, target.monster];
    k.call(generator, { gen: supportedFight(e, target) });
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
    k.call(generator, { gen: meditation(k.engine, f.fighters) });
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
    k.call(generator, { gen: readTogether(e, card) });
  },
  explored(k, f) {
    k.end(f.limits);
  },
});

/** Phase II alone on an engine (rule-level tests): it ends with the fighters' Phase III draw limits */
export function phaseTwo(e: Engine): Step<Record<string, number>> {
  return stepOnEngine(e, huntPhaseTwo, { fought: [], fighters: [], limits: {} }) as Step<Record<string, number>>;
}

/** the monsters not yet fought that a witcher stands with, and the quests that can be completed */
function fightsAndQuests(e: Engine, fought: readonly string[]) {
  const s = e.state;
  const can = s.monsters.filter((m) => !fought.includes(m.monster) && s.order.some((id) => e.player(id).location === m.location));
  return { can, quests: completable(e) };
}

/** one monster fought: the fighter chosen among the witchers there, the others supporting; it ends with the fighter */
function* supportedFight(e: Engine, target: { monster: string; location: string; terrain: "forest" | "water" | "mountain" }): Step<string> {
  const s = e.state;
  const there = s.order.filter((id) => e.player(id).location === target.location);
  const fighter = yield* oneOrTogether(e, "hunt-fighter", there, witcherOption, { monster: target.monster });
  yield* monsterFight(
    e,
    fighter,
    target,
    there.filter((id) => id !== fighter),
  );
  return fighter;
}

/** each witcher who fought no monster may meditate */
function* meditation(e: Engine, fighters: readonly string[]): Step<void> {
  const s = e.state;
  for (const id of s.order) {
    if (fighters.includes(id)) continue;
    const can = meditable(e, id);
    if (can.length === 0) continue;
    const key = yield* e.chooseOne(id, "meditate", [
      ...can.map((a) => opt(`meditate.${a}`, "ow-option-meditate", { attribute: a })),
      opt("none", "ow-option-no-meditation"),
    ]);
    if (key === "none") continue;
    const a = key.slice("meditate.".length) as Attribute;
    s.attributeTrophies[a]--;
    e.player(id).trophies.attribute.push(a);
    e.event("meditate", { player: id, attribute: a });
  }
}

/** the exploration card read by all, and the quest it starts */
function* readTogether(e: Engine, card: string): Step<void> {
  const def = e.cat.exploration(card);
  yield* takeTogether(e, e.state.order[0], def.id, def.options, "exploration-option");
  if (def.huntQuest) startQuest(e, card);
}

/** a monster fight with support: each supporter discards cards to shrink the life pool, the fighter draws as many after it is built and the supporter takes the fighter's witcher trophy */
function* monsterFight(
  e: Engine,
  id: string,
  target: { monster: string; location: string; terrain: "forest" | "water" | "mountain" },
  others: string[],
): Step<void> {
  const w = huntDef(e.cat);
  const def = e.cat.monster(target.monster);
  const strength = strengthOf(e, target.location);
  let life = Math.min(w.maxMonsterLife, def.life + strength);
  let support = 0;
  for (const other of others) {
    const q = e.player(other);
    if (q.hand.length === 0) continue;
    const cards = yield* e.choose(other, "support", q.hand.map(cardOption), { witcher: id, monster: def.id }, { min: 0, max: q.hand.length });
    if (cards.length === 0) continue;
    for (const c of cards) {
      q.hand.splice(q.hand.indexOf(c), 1);
      q.discard.push(c);
    }
    support += cards.length;
    const fp = e.player(id);
    // the fighter's witcher trophy, one from each other player at most
    if (!q.trophies.witcher.includes(fp.school) && fp.witcherTrophiesLeft > 0) {
      fp.witcherTrophiesLeft--;
      q.trophies.witcher.push(fp.school);
    }
    e.event("support", { player: other, witcher: id, cards: cards.length });
  }
  life = Math.max(0, life - support);
  e.event("hunt-monster-life", { monster: def.id, life: def.life, strength, support, pool: life });
  const s = e.state;
  const mapMonster = s.monsters.find((m) => m.monster === target.monster)!;
  yield* fightMonster(e, id, mapMonster, {
    life,
    // biome-ignore lint/correctness/useYield: a fight hook is a generator by contract, and this one asks nothing
    *afterLifePool() {
      if (support) e.draw(id, Math.min(support, Math.max(0, e.cat.content.tables.fightHandLimit - e.player(id).hand.length)));
    },
  });
}

// ── Phase IV ────────────────────────────────────────────────────────────

/** "Phase IV": the round tracking board's arrivals, then the Hunt moves */
export function* phaseFour(e: Engine): Step<void> {
  const s = e.state;
  const n = s.order.length;
  const adds = huntDef(e.cat).roundAdds.filter((r) => r.round === s.round && r.from <= n && n <= r.to);
  for (const a of adds) {
    if (a.what === "hound") yield* placeHound(e, a.level);
    else yield* placeHuntMonster(e, a.level);
  }
  yield* moveHunt(e);
}
