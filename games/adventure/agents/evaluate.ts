// How a game stands for a hero before it ends: the chance the search bot gives him to win from here when it
// cuts a sampled future short (runtime/agents/search.ts, `sim.winChance`). A logistic over what he has
// against the best of the others; the weights are a fit of who won to how greedy tables stood (two-hero
// tables, every tenth decision; bench/README.md, "Search bot"): victory points, main quests done, gold, and
// leads not yet turned into proof (which weigh against him: a hero holding them has not used his turns).
import type { AdventureGame } from "../rules/game.ts";
import type { HeroState } from "../rules/state.ts";

const standing = (h: HeroState) => 0.1 * h.vp + 0.2 * h.completedQuests.length + 0.032 * h.gold - 0.04 * (h.leads.red + h.leads.blue + h.leads.purple);

/** the chance `hero` wins the game as it stands, between 0 and 1 */
export function adventureWinChance(game: AdventureGame, hero: string): number {
  const heroes = game.engine.state.heroes;
  let best = -Infinity;
  for (const id in heroes) if (id !== hero) best = Math.max(best, standing(heroes[id]));
  if (best === -Infinity) return 0.5;
  return 1 / (1 + Math.exp(best - standing(heroes[hero])));
}
