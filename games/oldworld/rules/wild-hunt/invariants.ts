// What must hold at every settled moment of a Wild Hunt game.
import type { OldWorldGame } from "../game.ts";
import { huntDef } from "./mode-card.ts";

export function wildHuntInvariants(game: OldWorldGame): string[] {
  const e = game.engine;
  const s = e.state;
  const h = s.hunt!;
  const w = huntDef(e.cat);
  const out: string[] = [];
  if (h.shields < 0) out.push(`the Wild Hunt has ${h.shields} shields`);
  if (!e.cat.locations.has(h.location)) out.push(`the Wild Hunt is at ${h.location}, not a location`);
  for (const l of [1, 2, 3]) {
    const on = h.hounds.filter((x) => x.level === l).length;
    if (on + (h.houndSupply[String(l)] ?? 0) > w.houndsPerLevel) out.push(`${on} level ${l} hounds on the map with ${h.houndSupply[String(l)]} in the supply`);
  }
  const at = h.hounds.map((x) => x.location);
  if (new Set(at).size !== at.length && h.hounds.length <= e.cat.content.locations.length) out.push("two hounds share a location");
  for (const q of h.quests) {
    const t = e.cat.exploration(q.card).huntQuest?.terrain;
    if (!t) out.push(`${q.card} is in play as a quest but is not a quest card`);
    else if (s.locationTokens[t].includes(q.location))
      out.push(`the location token of ${q.card}'s quest (${q.location}) is still in its pile, not beside the card`);
  }
  const terrains = s.monsters.map((m) => m.terrain);
  if (new Set(terrains).size !== terrains.length) out.push("two monsters share a terrain");
  if (s.over && s.winner === null && h.result === "won") out.push("the Wild Hunt was defeated but the game has no winner");
  if (s.winner !== null && h.result !== "won") out.push(`the game was won (${s.winner}) without defeating the Wild Hunt`);
  if (h.result === "won" && h.knockedOut.length === s.order.length) out.push("the players won with every witcher knocked out");
  if (h.result === "lost" && h.knockedOut.length !== s.order.length) out.push("the players lost with a witcher standing");
  if (h.result !== null && s.round !== h.lastRound) out.push(`the final fight came after round ${s.round}, not ${h.lastRound}`);
  return out;
}
