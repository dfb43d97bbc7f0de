// The greedy team bot for the Wild Hunt: every seat plays for the table. It
// fights hounds the witchers there can kill, fights every monster it can with
// the strongest witcher supported by the others' whole hands, sends the Hunt
// towards the witcher farthest away (it then rarely reaches anyone), gathers
// at the Hunt's location for the last round (those there strike first), and
// heads for a quest it can complete within two locations and completes it,
// takes the option of an exploration or event card worth the most to the
// team in the final fight (tried out on a copy of the table: the Hunt's
// shields lost and the witchers' strength as the competitive greedy bot
// weighs it), otherwise plays as the competitive greedy bot. Deterministic.
import type { Answer, Decision } from "../../../runtime/core/decision.ts";
import { Rng } from "../../../runtime/core/rng.ts";
import type { ExplorationOption } from "../rules/content.ts";
import { canEffect } from "../rules/effect-api.ts";
import { Engine } from "../rules/engine.ts";
import type { OldWorldGame } from "../rules/game.ts";
import { bestChain, greedyOldWorld, nextStep, strength } from "./greedy.ts";
import { defId } from "../rules/catalog.ts";
import { playAlone, resolveEffect, ruleCall } from "../rules/machine.ts";
import { engineReads } from "../rules/primitives.ts";
import { houndRow } from "../rules/wild-hunt/rules.ts";
import { huntDef } from "../rules/wild-hunt/mode-card.ts";

/** the damage a witcher's best combo deals now, counting only damage symbols */
function comboDamage(e: Engine, id: string, extraDraw = 0): number {
  const p = e.player(id);
  const chain = bestChain(e, p.hand, null, false).cards;
  let dmg = 0;
  chain.forEach((c, i) => {
    const d = e.cat.action(c);
    dmg += d.symbols.damage + (i < chain.length - 1 ? (d.extension?.symbols.damage ?? 0) : 0);
  });
  // a card drawn in preparation adds about its average damage
  return dmg + extraDraw;
}

function distance(e: Engine, from: string, to: string): number {
  let d = 0;
  for (let at = from; at !== to && d < 40; d++) {
    const n = nextStep(e, at, to);
    if (!n) return Infinity;
    at = n;
  }
  return d;
}

/** the next step towards a quest this witcher could complete, within 2 locations, when no other witcher stands there already */
function questStep(e: Engine, id: string): string | null {
  const p = e.player(id);
  const h = e.state.hunt!;
  if (e.state.round >= h.lastRound) return null;
  for (const q of h.quests) {
    if (q.location === p.location || e.state.order.some((w) => w !== id && e.player(w).location === q.location)) continue;
    const can = e.cat.exploration(q.card).huntQuest!.can;
    if (can && !canEffect(can, e.ctx(id, defId(q.card)))) continue;
    if (distance(e, p.location, q.location) <= 2) return nextStep(e, p.location, q.location);
  }
  return null;
}

// ── the options of Wild Hunt exploration and event cards ────────────────

/**
 * What an option is worth to the team, in damage points of the final fight: the shields the Wild Hunt loses
 * ("These represent its defense that will absorb Damage received in the Final Fight": each is a damage point
 * the witchers need not deal) plus what the witchers' strength gains, as the greedy bot measures it
 * (`strength`: the damage on the cards they own, Combat, shield, energy, potions). Gold and the cards drawn
 * count for nothing there: the final fight is fought with what the witchers own.
 */
function teamWorth(e: Engine): number {
  let n = -e.state.hunt!.shields;
  for (const id of e.state.order) n += strength(e, id);
  return n;
}

/** a copy of the table to try an option on: the real game, its log and its random source stay untouched */
function scratchCopy(e: Engine): Engine {
  // the copy's own seed: what a try draws at random is an estimate, the same for the same table
  const copy = new Engine(e.cat, structuredClone(e.state), new Rng(e.state.round), e.wildHunt);
  copy.rt = engineReads(copy);
  return copy;
}

/** how deep a card's option may lead to another card's (an exploration card reads an event) before the first option is taken unweighed */
const MAX_DEPTH = 2;
/** decisions a tried option may ask before the try is given up as worth nothing (an option asks a few: which card to discard, which to trash) */
const MAX_STEPS = 50;

/** the options of a Wild Hunt exploration or event card, by the card's id */
function cardOptions(e: Engine, card: string): readonly ExplorationOption[] {
  if (e.cat.explorations.has(card)) return e.cat.exploration(card).options;
  return huntDef(e.cat).events.find((x) => x.id === card)?.options ?? [];
}

/** the worth of taking `option` of `card` on a copy of the table (with event `nextEvent` on top of the event deck), and whether it read a Wild Hunt event */
function tryOption(
  e: Engine,
  reader: string,
  card: string,
  option: ExplorationOption,
  depth: number,
  nextEvent?: number,
): { worth: number; readEvent: boolean } {
  const copy = scratchCopy(e);
  const h = copy.state.hunt!;
  if (nextEvent !== undefined) h.events = [nextEvent, ...h.events.filter((n) => n !== nextEvent)];
  const before = teamWorth(copy);
  let steps = 0;
  try {
    // the copy's own decisions answered here, as they are asked
    playAlone(copy, ruleCall(resolveEffect, { effect: option.run, ctx: { player: reader, source: card } }), (d) => {
      if (++steps > MAX_STEPS) throw TOO_LONG;
      // a card read on the way is answered as the team would; any other decision with its first options, as few as it allows
      return d.shared && (d.type === "event-option" || d.type === "exploration-option")
        ? [bestOption(copy, d, depth + 1)]
        : d.options.slice(0, d.pick?.min ?? 1).map((o) => o.key);
    });
  } catch (err) {
    if (err !== TOO_LONG) throw err;
    return { worth: 0, readEvent: false };
  }
  return { worth: teamWorth(copy) - before, readEvent: copy.log.events.some((x) => x.type === "hunt-event") };
}

/** thrown out of a tried option that asks more than MAX_STEPS decisions: the try is given up */
const TOO_LONG = new Error("a tried option asked too many decisions");

/**
 * The option of a shared exploration or event card worth the most to the
 * team (the first on a tie). An option that reads the next Wild Hunt event is
 * worth the average over the events still in the deck: the table sees the
 * event's face only once it is read.
 */
function bestOption(e: Engine, d: Decision, depth = 0): string {
  const card = String(d.args?.card);
  const defs = cardOptions(e, card);
  const keys = d.options.map((o) => o.key);
  if (depth >= MAX_DEPTH || keys.length < 2) return keys[0];
  let best = keys[0];
  let bestWorth = -Infinity;
  for (const key of keys) {
    const option = defs.find((o) => o.id === key);
    if (!option) continue;
    const tried = tryOption(e, d.who, card, option, depth);
    let worth = tried.worth;
    const left = e.state.hunt!.events;
    if (tried.readEvent && left.length > 1) {
      worth = left.reduce((n, ev) => n + tryOption(e, d.who, card, option, depth, ev).worth, 0) / left.length;
    }
    if (worth > bestWorth) [best, bestWorth] = [key, worth];
  }
  return best;
}

export function greedyWildHunt(d: Decision, game: OldWorldGame): Answer {
  const e = game.engine;
  const h = e.state.hunt;
  if (!h) return greedyOldWorld(d, game);
  const keys = d.options.map((o) => o.key);
  const has = (k: string) => keys.includes(k);
  const id = d.who;
  switch (d.type) {
    case "hunt-phase-1":
      return [keys.find((k) => k.startsWith("act.")) ?? "end"];
    case "phase-1": {
      const p = e.player(id);
      const hound = keys.find((k) => {
        if (!k.startsWith("hound.")) return false;
        const x = h.hounds.find((y) => `hound.${y.id}` === k)!;
        const row = houndRow(e, x.level);
        const team = e.state.order.filter((w) => e.player(w).location === p.location && e.player(w).hand.length > 0);
        return team.reduce((n, w) => n + comboDamage(e, w, row.draw), 0) >= row.life;
      });
      if (hound) return [hound];
      const quest = questStep(e, id);
      if (quest && has(`move.${quest}`)) return [`move.${quest}`];
      if (e.state.round >= h.lastRound && p.location !== h.location) {
        const step = nextStep(e, p.location, h.location);
        if (step && has(`move.${step}`) && distance(e, p.location, h.location) <= 2) return [`move.${step}`];
        return has("end") ? ["end"] : [keys[0]];
      }
      return greedyOldWorld(d, game);
    }
    case "join-hound-fight":
      return [e.player(id).hand.length > 0 ? "join" : "stay"];
    case "hound-combo": {
      const chain = bestChain(e, e.player(id).hand, null, false).cards;
      return [chain.length && has(`combo.${chain[0]}`) ? `combo.${chain[0]}` : keys[0]];
    }
    case "hunt-fight":
      // a quest costs the Hunt shields for sure; a fight may be lost
      return [keys.find((k) => k.startsWith("quest.")) ?? keys.find((k) => k.startsWith("fight.")) ?? "done"];
    case "hunt-fighter":
    case "hunt-fight-order":
      // the witcher with the most cards in hand, then in deck
      return [
        [...keys].sort((a, b) => {
          const [pa, pb] = [e.player(a), e.player(b)];
          return pb.hand.length - pa.hand.length || pb.deck.length - pa.deck.length || (a < b ? -1 : 1);
        })[0],
      ];
    case "support":
      return keys;
    case "meditate":
      return [keys[0]];
    case "hunt-towards": {
      // the witcher farthest from the Hunt: it will not reach anyone this round
      return [[...keys].sort((a, b) => distance(e, h.location, e.player(b).location) - distance(e, h.location, e.player(a).location) || (a < b ? -1 : 1))[0]];
    }
    case "poker-reroll": {
      const values = d.options.map((o) => Number(o.args?.value));
      const counts = new Map<number, number>();
      for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
      const keep = [...counts].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0][0];
      return d.options.filter((_, i) => values[i] !== keep).map((o) => o.key);
    }
    case "exchange":
      return [keys[0]];
    case "exploration-option":
    case "event-option":
      return d.shared ? [bestOption(e, d)] : greedyOldWorld(d, game);
    default:
      return greedyOldWorld(d, game);
  }
}
