// How a competitive game stands for a witcher before it ends: the chance the search bot gives him to win
// from here when it cuts a sampled future short (runtime/agents/search.ts, `sim.winChance`). A logistic over
// what he has against the best of the others; the weights are a fit of who won to how greedy tables stood
// (two-seat tables, every tenth decision; bench/README.md, "Search bot"): trophies (a monster's counting
// once more, for the fatigue track it moves and the fights it proves), and the attributes trained.
import type { OldWorldGame } from "../rules/game.ts";
import type { PlayerState } from "../rules/state.ts";

const standing = (p: PlayerState) => {
  const t = p.trophies;
  const a = p.attributes;
  let trained = 0;
  for (const k in a) trained += a[k as keyof typeof a];
  return 0.7 * (t.monster.length + t.witcher.length + t.attribute.length) + 0.48 * t.monster.length + 0.083 * trained;
};

/** the chance `witcher` wins the game as it stands, between 0 and 1; null in the Wild Hunt, won or lost together */
export function oldWorldWinChance(game: OldWorldGame, witcher: string): number | null {
  const s = game.state;
  if (s.hunt) return null;
  let best = -Infinity;
  for (const id in s.players) if (id !== witcher) best = Math.max(best, standing(s.players[id]));
  if (best === -Infinity) return null;
  return 1 / (1 + Math.exp(best - standing(s.players[witcher])));
}
