// Turn structure (operations / action / operations / action / operations /
// obstacle), encountering obstacles, and the end of the game with its tie-breakers.
import type { ChoiceOption, Step } from "../../../runtime/core/decision.ts";
import { byName, entity, text } from "../../../runtime/core/text.ts";
import { performAction } from "./actions.ts";
import { drawCards } from "./cards.ts";
import type { Engine, TurnPosition } from "./engine.ts";
import { fight } from "./battle.ts";
import { completeSide, operations, sideQuestOptions } from "./operations.ts";
import { LEAD_COLOURS } from "./state.ts";
import { setup, type GameOptions } from "./setup.ts";

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

export function* playGame(e: Engine, opts: GameOptions): Step<GameResult> {
  yield* setup(e, opts);
  return yield* playTurns(e, opts);
}

/**
 * Turns in seat order from the first player until the game ends; `from`: go on from a turn start (a game
 * resumed from a copy of its state at that point, whose round has already begun).
 */
export function* playTurns(e: Engine, opts: Pick<GameOptions, "maxRounds">, from?: TurnPosition): Step<GameResult> {
  const s = e.state;
  let reason: GameResult["reason"] = "quests";
  let finals = from?.finals ?? 0;
  let resumed = from !== undefined;
  for (let seat = from?.seat ?? 0; ; seat = (seat + 1) % s.order.length) {
    if (seat === 0 && !resumed) {
      s.round += 1;
      if (opts.maxRounds !== undefined && s.round > opts.maxRounds && s.endingAfter === null) {
        reason = "round-limit";
        s.round = opts.maxRounds;
        break;
      }
    }
    resumed = false;
    e.atTurnStart?.({ seat, finals });
    const hero = s.order[seat];
    const endingBefore = s.endingAfter;
    yield* takeTurn(e, hero);
    if (s.endingAfter !== null) {
      // the hero who completed his last quest finishes his turn; then each other hero has one more
      if (endingBefore !== null || s.endingAfter === hero) e.hero(hero).finalTurn = ++finals;
      if (finals === s.order.length) break;
    }
  }
  s.over = true;
  const result = computeResult(e, reason);
  e.event("game-over", { winner: result.winner, reason, standings: result.standings });
  return result;
}

export function* takeTurn(e: Engine, hero: string): Step<void> {
  const s = e.state;
  const h = e.hero(hero);
  s.active = hero;
  s.turn += 1;
  s.actionNo = 0;
  if (e.lastDefeat.size > 0) e.lastDefeat.clear();
  e.event("turn", { hero, turn: s.turn, round: s.round });
  yield* operations(e, hero);
  for (let n = 1; n <= 2; n++) {
    s.actionNo = n;
    yield* performAction(e, hero);
    yield* operations(e, hero);
  }
  s.actionNo = 3;
  yield* encounterObstacle(e, hero);
  // an obstacle ignored (on this turn, or before it on another hero's) is ignored for this encounter only
  if (e.ignored.size > 0) e.ignored.delete(hero);
  h.actionTokens = [];
  e.event("turn-end", { hero, turn: s.turn });
}

export function* encounterObstacle(e: Engine, hero: string): Step<void> {
  const region = e.regionOfHero(hero);
  const zone = e.state.zones[region];
  const all = e.obstaclesIn(region);
  // (a hero who ignores nothing keeps them all: no copy)
  const options: ChoiceOption[] = e.ignored.size > 0 && e.ignored.has(hero) ? all.filter((o) => !e.isIgnored(hero, region, o.key)) : all;
  const ignoredHere = all.length - options.length;
  if (options.length === 0) {
    if (ignoredHere > 0) {
      e.event("obstacles-ignored", { hero, region });
      return; // ignoring every obstacle does not advance the war track
    }
    yield* e.advanceWarTrack(1, "no obstacle in region");
    return;
  }
  const k = yield* e.chooseOne(hero, "encounter-obstacle", encounterPrompt(region), distinctObstacles(options));
  if (k === "foulfate") {
    zone.foulFate = false;
    e.event("encounter", { hero, region, obstacle: "foulfate" });
    yield* drawCards(e, hero, "foulfate", 1, "draw", "foul fate token");
    return;
  }
  const m = zone.monsters.find((x) => x.token === k)!;
  m.faceup = true;
  e.event("encounter", { hero, region, obstacle: "monster", monster: k });
  const b = yield* fight(e, hero, e.cat.monster(k).id, k);
  if (b.defeated) {
    zone.monsters.splice(zone.monsters.indexOf(m), 1);
    e.discardMonster(k);
  }
  // Quests: "Because battles occur at the end of a player's turn, the player immediately completes that
  // side quest after defeating the monster, without performing an operation". No operation follows the
  // battle: only a side quest that asks to defeat a monster, and only when this one was defeated.
  if (!b.defeated) return;
  for (;;) {
    const sides = sideQuestOptions(e, hero, true);
    if (sides.length === 0) break;
    const pick = yield* e.chooseOne(hero, "complete-side-quest", text("prompt-side-quest-now"), [...sides, { key: "pass", label: text("option-not-now") }]);
    if (pick === "pass") break;
    yield* completeSide(e, hero, pick.slice(5));
  }
}

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
