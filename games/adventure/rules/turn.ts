// Turn structure (operations / action / operations / action / operations /
// obstacle), encountering obstacles, and the end of the game with its tie-breakers.
import type { Answer, ChoiceOption } from "../../../runtime/core/decision.ts";
import { byName, entity, text } from "../../../runtime/core/text.ts";
import { performAction } from "./actions.ts";
import { drawingCards, drawOf } from "./cards.ts";
import { type BattleState, decisionOf, type Engine, type TurnPosition } from "./engine.ts";
import { battleOf, fightBattle } from "./battle.ts";
import { completeSide, operations, operationsOf, sideQuestOptions } from "./operations.ts";
import { LEAD_COLOURS } from "./state.ts";
import { setup, setupOf, type GameOptions } from "./setup.ts";
import { steps } from "./machine.ts";
import { advanceTheWarTrack } from "./tokens.ts";

export interface Standing {
  hero: string;
  vp: number;
  quests: number;
  /** second tie-breaker: proof turned back into leads at the hero's rate, plus leads and gold */
  leadsAndGold: number;
  /** third tie-breaker: 1 for the first final turn to end */
  finalTurn: number | null;
}

export interface GameResult {
  winner: string;
  /** best first */
  standings: Standing[];
  reason: "quests" | "round-limit";
  rounds: number;
}

/** the game: its setup, then its turns until it ends */
export const playGame = steps.define<{ options: Readonly<GameOptions> }>("game", {
  setup(k, f) {
    k.call(setup, setupOf(f.options));
  },
  turns(k, f) {
    k.call(playTurns, turnsFrom(f.options.maxRounds ?? null));
  },
});

/** the fields the turn loop starts with: from the first seat of a new round, or from a turn start (`from`) */
export function turnsFrom(maxRounds: number | null, from?: TurnPosition): TurnsFrame {
  return { maxRounds, seat: from?.seat ?? 0, finals: from?.finals ?? 0, resumed: from !== undefined, reason: "quests", hero: "", endingBefore: null };
}

export interface TurnsFrame {
  maxRounds: number | null;
  seat: number;
  /** final turns ended so far, once the game is ending */
  finals: number;
  /** going on from a turn start, whose round has already begun */
  resumed: boolean;
  reason: GameResult["reason"];
  /** the hero whose turn is played, and who was ending the game as it began */
  hero: string;
  endingBefore: string | null;
}

/** Turns in seat order from the first player until the game ends, and the end of the game. */
export const playTurns = steps.define<TurnsFrame>("turns", {
  turn(k, f) {
    const s = k.e.state;
    if (f.seat === 0 && !f.resumed) {
      s.round += 1;
      if (f.maxRounds !== null && s.round > f.maxRounds && s.endingAfter === null) {
        f.reason = "round-limit";
        s.round = f.maxRounds;
        return k.goto(f, "over");
      }
    }
    f.resumed = false;
    k.e.atTurnStart?.({ seat: f.seat, finals: f.finals });
    f.hero = s.order[f.seat];
    f.endingBefore = s.endingAfter;
    k.call(takeTurn, { hero: f.hero, action: 1 });
  },
  afterTurn(k, f) {
    const s = k.e.state;
    if (s.endingAfter !== null) {
      // the hero who completed his last quest finishes his turn; then each other hero has one more
      if (f.endingBefore !== null || s.endingAfter === f.hero) k.e.hero(f.hero).finalTurn = ++f.finals;
      if (f.finals === s.order.length) return;
    }
    f.seat = (f.seat + 1) % s.order.length;
    k.goto(f, "turn");
  },
  over(k, f) {
    k.e.state.over = true;
    const result = computeResult(k.e, f.reason);
    k.e.event("game-over", { winner: result.winner, reason: f.reason, standings: result.standings });
    k.end(result);
  },
});

/** A turn: operations, an action, operations, an action, operations, and the obstacle of the hero's region. */
export const takeTurn = steps.define<{ hero: string; action: number }>("turn", {
  begin(k, f) {
    const e = k.e;
    const s = e.state;
    s.active = f.hero;
    s.turn += 1;
    s.actionNo = 0;
    for (const _ in s.records.lastDefeat) {
      s.records.lastDefeat = {};
      break;
    }
    e.event("turn", { hero: f.hero, turn: s.turn, round: s.round });
    k.call(operations, operationsOf(f.hero));
  },
  action(k, f) {
    k.e.state.actionNo = f.action;
    k.call(performAction, { hero: f.hero, action: null });
  },
  operations(k, f) {
    k.call(operations, operationsOf(f.hero));
  },
  nextAction(k, f) {
    if (f.action < 2) {
      f.action++;
      k.goto(f, "action");
    }
  },
  obstacle(k, f) {
    k.e.state.actionNo = 3;
    k.call(encounterObstacle, { hero: f.hero, region: "", token: "" });
  },
  end(k, f) {
    const e = k.e;
    // an obstacle ignored (on this turn, or before it on another hero's) is ignored for this encounter only
    const ignoring = e.state.records.ignoring;
    if (f.hero in ignoring) delete ignoring[f.hero];
    e.hero(f.hero).actionTokens = [];
    e.event("turn-end", { hero: f.hero, turn: e.state.turn });
  },
});

/**
 * Encountering Obstacles at the turn's end: one obstacle of the hero's region (a monster fought, or the foul fate
 * token's card drawn), or the war track advanced when the region holds none.
 */
export const encounterObstacle = steps.define<{ hero: string; region: string; token: string }>("encounter-obstacle", {
  choose(k, f) {
    const e = k.e;
    const hero = f.hero;
    const region = e.regionOfHero(hero);
    f.region = region;
    const all = e.obstaclesIn(region);
    // (a hero who ignores nothing keeps them all: no copy)
    const options: ChoiceOption[] = hero in e.state.records.ignoring ? all.filter((o) => !e.isIgnored(hero, region, o.key)) : all;
    const ignoredHere = all.length - options.length;
    if (options.length === 0) {
      if (ignoredHere > 0) {
        e.event("obstacles-ignored", { hero, region });
        return k.end(); // ignoring every obstacle does not advance the war track
      }
      k.call(advanceTheWarTrack, { amount: 1, why: "no obstacle in region", i: 0 });
      return k.goto(f, "done");
    }
    k.ask(decisionOf(hero, "encounter-obstacle", encounterPrompt(region), distinctObstacles(options)));
  },
  encounter(k, f, answer) {
    const e = k.e;
    const key = (answer as Answer)[0];
    const zone = e.state.zones[f.region];
    if (key === "foulfate") {
      zone.foulFate = false;
      e.event("encounter", { hero: f.hero, region: f.region, obstacle: "foulfate" });
      k.call(drawingCards, drawOf(f.hero, "foulfate", 1, "draw", "foul fate token"));
      return k.goto(f, "done");
    }
    f.token = key;
    zone.monsters.find((x) => x.token === key)!.faceup = true;
    e.event("encounter", { hero: f.hero, region: f.region, obstacle: "monster", monster: key });
    k.call(fightBattle, battleOf(f.hero, e.cat.monster(key).id, key));
  },
  fought(k, f, battle) {
    const e = k.e;
    // Quests: "Because battles occur at the end of a player's turn, the player immediately completes that
    // side quest after defeating the monster, without performing an operation". No operation follows the
    // battle: only a side quest that asks to defeat a monster, and only when this one was defeated.
    if (!(battle as BattleState).defeated) return k.end();
    const zone = e.state.zones[f.region];
    // (the token is a copy's id: no other monster of the zone has it; one gone in the battle is found nowhere, as indexOf finds it)
    zone.monsters.splice(
      zone.monsters.findIndex((x) => x.token === f.token),
      1,
    );
    e.discardMonster(f.token);
  },
  sideQuests(k, f) {
    const sides = sideQuestOptions(k.e, f.hero, true);
    if (sides.length === 0) return k.end();
    k.ask(decisionOf(f.hero, "complete-side-quest", PROMPT_SIDE_QUEST_NOW, [...sides, NOT_NOW]));
  },
  sideQuest(k, f, answer) {
    const pick = (answer as Answer)[0];
    if (pick === "pass") return k.end();
    k.call(completeSide, { hero: f.hero, side: pick.slice(5), quest: "" });
    k.goto(f, "sideQuests");
  },
  done() {},
});

const PROMPT_SIDE_QUEST_NOW = text("prompt-side-quest-now");
const NOT_NOW = { key: "pass", label: text("option-not-now") };

const encounterPrompt = byName((region) => text("prompt-encounter", { region: entity(region) }));

/**
 * identical facedown monsters of a type are one choice: the player cannot tell them apart (the first stays). The
 * engine's obstacle options share one label a facedown type and have one a faceup token (Engine.obstaclesIn), so
 * options that look alike are those with the same label. Most zones hold no such pair: they are offered as they are.
 */
function distinctObstacles(options: ChoiceOption[]): ChoiceOption[] {
  for (let i = 1; i < options.length; i++) if (looksLikeAnEarlier(options, i)) return options.filter((_, j) => !looksLikeAnEarlier(options, j));
  return options;
}

function looksLikeAnEarlier(options: readonly ChoiceOption[], i: number): boolean {
  const label = options[i].label;
  for (let j = 0; j < i; j++) if (options[j].label === label) return true;
  return false;
}

export function computeResult(e: Engine, reason: GameResult["reason"]): GameResult {
  const standings: Standing[] = e.state.order.map((id) => {
    const h = e.hero(id);
    const rate = e.cat.hero(id).exchangeRate;
    let leadsAndGold = h.gold;
    for (const c of LEAD_COLOURS) leadsAndGold += h.leads[c] + h.proof[c] * rate;
    return { hero: id, vp: h.vp, quests: h.completedQuests.length, leadsAndGold, finalTurn: h.finalTurn };
  });
  standings.sort(
    (a, b) =>
      b.vp - a.vp ||
      b.quests - a.quests ||
      b.leadsAndGold - a.leadsAndGold ||
      (a.finalTurn ?? Infinity) - (b.finalTurn ?? Infinity) ||
      e.state.order.indexOf(a.hero) - e.state.order.indexOf(b.hero),
  );
  return { winner: standings[0].hero, standings, reason, rounds: e.state.round };
}
