// The greedy team bot for the Wild Hunt: every seat plays for the table. It
// fights hounds the witchers there can kill, fights every monster it can with
// the strongest witcher supported by the others' whole hands, sends the Hunt
// towards the witcher farthest away (it then rarely reaches anyone), gathers
// at the Hunt's location for the last round (those there strike first), and
// heads for a quest it can complete within two locations and completes it,
// otherwise plays as the competitive greedy bot. Deterministic.
import type { Answer, Decision } from "../../core/decision.ts";
import type { OwEngine } from "../engine.ts";
import type { OldWorldGame } from "../game.ts";
import { bestChain, greedyOldWorld, nextStep } from "../greedy.ts";
import { defId } from "../catalog.ts";
import { houndRow } from "./rules.ts";

/** the damage a witcher's best combo deals now, counting only damage symbols */
function comboDamage(e: OwEngine, id: string, extraDraw = 0): number {
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

function distance(e: OwEngine, from: string, to: string): number {
  let d = 0;
  for (let at = from; at !== to && d < 40; d++) {
    const n = nextStep(e, at, to);
    if (!n) return Infinity;
    at = n;
  }
  return d;
}

/** the next step towards a quest this witcher could complete, within 2 locations, when no other witcher stands there already */
function questStep(e: OwEngine, id: string): string | null {
  const p = e.player(id);
  const h = e.state.hunt!;
  if (e.state.round >= h.lastRound) return null;
  for (const q of h.quests) {
    if (q.location === p.location || e.state.order.some((w) => w !== id && e.player(w).location === q.location)) continue;
    const can = e.cat.exploration(q.card).huntQuest!.can;
    if (can && !can(e.ctx(id, defId(q.card)))) continue;
    if (distance(e, p.location, q.location) <= 2) return nextStep(e, p.location, q.location);
  }
  return null;
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
      return [[...keys].sort((a, b) => {
        const [pa, pb] = [e.player(a), e.player(b)];
        return pb.hand.length - pa.hand.length || pb.deck.length - pa.deck.length || (a < b ? -1 : 1);
      })[0]];
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
    default:
      return greedyOldWorld(d, game);
  }
}
