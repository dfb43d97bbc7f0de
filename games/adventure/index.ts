// The Witcher Adventure Game as a game module.
import { adventureStaging } from "./rules/stage.ts";
import { adventureScenarios } from "./scenarios/language.ts";
import { combineSets, linkSet } from "./link/content-data.ts";
import { adventureDeclarations } from "./checks/declarations.ts";
import { adventureWords } from "./words.ts";
import type { AdventureContent } from "./rules/content.ts";
import { adventureReplay, createGame, type AdventureGame } from "./rules/game.ts";
import { invariantViolations } from "./rules/invariants.ts";
import type { GameOptions } from "./rules/setup.ts";
import { randomAgent } from "../../runtime/agents/agents.ts";
import { adventureWinChance } from "./agents/evaluate.ts";
import { greedyAgent } from "../../games/adventure/agents/play.ts";
import { interpretedFactory } from "./link/interpreted.ts";
import { ContentError, requireSeats } from "../../runtime/core/errors.ts";
import type { GameModule } from "../../core/game.ts";
import { adventureEmit } from "./emit/index.ts";
import { cardTrial } from "./preview/card-trial.ts";
import { adventureReplaySteps } from "./preview/replay.ts";
import { blankCard, impactCards } from "./impact-cards.ts";

/** every set of 2–4 of the content's heroes, in content order */
export function heroMixes(content: AdventureContent): string[][] {
  const ids = content.heroes.map((h) => h.id);
  const out: string[][] = [];
  for (let mask = 0; mask < 1 << ids.length; mask++) {
    const mix = ids.filter((_, i) => mask & (1 << i));
    if (mix.length >= 2 && mix.length <= 4) out.push(mix);
  }
  return out;
}

/** the heroes of a game started with none named (`grimoire play`) */
const FIRST_TABLE = ["hero.geralt", "hero.triss"];

export const adventureGame: GameModule<AdventureContent, GameOptions, AdventureGame> = {
  ...adventureWords,
  declarations: adventureDeclarations,
  scenarios: adventureScenarios,
  link: {
    linkSet,
    combine: (sets, parts) => combineSets({ sets }, parts),
    interpreted: interpretedFactory,
  },
  emit: adventureEmit,
  runtime: {
    createGame,
    replay: adventureReplay,
    // a copy goes on from the game's snapshot at its pending decision
    fork: { create: (content, options) => createGame(content, options, { keep: false }), copy: (game) => game.fork() },
    optionsOf: (game) => {
      const o: GameOptions = { seed: game.options.seed, heroes: [...game.options.heroes], epic: !!game.options.epic };
      if (game.options.maxRounds !== undefined) o.maxRounds = game.options.maxRounds;
      return o;
    },
    agents: { random: randomAgent, greedy: () => greedyAgent() },
    invariants: (game) => invariantViolations(game.engine, adventureSettled(game)),
    settled: adventureSettled,
    snapshots: {
      take: (game) => game.snapshot(),
      restore: (game, snap) => game.restore(snap as ReturnType<AdventureGame["snapshot"]>),
      copy: (game) => game.fork(),
    },
    determinise: determiniseAdventure,
    bundledContent: async () => (await import("../../content/generated/index.ts")).content,
    startOptions: (content, { seed, seats, maxRounds }) => {
      const heroes = seats ?? FIRST_TABLE;
      requireSeats(heroes, content.heroes, { one: "hero", many: "heroes" });
      return { seed, heroes, maxRounds };
    },
    sim: {
      playerCounts: [2, 3, 4],
      table(content, i, seed, players, limits) {
        const pool = limits.seats;
        const mixes = heroMixes(content).filter((m) => (!players || players.includes(m.length)) && (!pool || m.every((h) => pool.includes(h))));
        if (mixes.length === 0)
          throw new ContentError(`no table of ${players?.join(" or ") ?? "2 to 4"} heroes can be made from ${pool?.join(", ") ?? "the content's heroes"}`);
        const mix = mixes[i % mixes.length];
        // seat order varies with the game too
        const heroes = [...mix.slice(i % mix.length), ...mix.slice(0, i % mix.length)];
        const options: GameOptions = { seed, heroes, maxRounds: limits.maxRounds };
        if (limits.modes?.includes("epic")) options.epic = true;
        return { seats: heroes, options };
      },
      stats: (game) => ({ winnerVp: game.result?.standings[0].vp ?? 0 }),
      scores: (game) => Object.fromEntries((game.result?.standings ?? []).map((s) => [s.hero, s.vp])),
      modes: { epic: "Epic Adventuring: five quests instead of three end the game" },
      // which quest to keep, at 256 futures a decision: the decision where the greedy bot loses most
      // (npm run bench:search-gaps) and the budget that beat it, +8.7 points [4.0, 13.4] over 300 two-hero
      // tables (bench/README.md, "Search bot"); where to go and what to do, at 32 futures, gained nothing seen
      searchTypes: ["keep-quest"],
      searchRollouts: 256,
      cards: { list: impactCards, blank: blankCard },
      winChance: adventureWinChance,
    },
  },
  // its coverage list predates the generic tool: test/runtime/coverage.test.ts reads the reference guide's own layout
  previews: { card: cardTrial, replay: adventureReplaySteps },
  staging: adventureStaging,
  rulebooks: [{ source: "adventure-game-rules.en.txt", coverage: "test/runtime/rules-coverage.json", doc: "docs/rules-coverage.md" }],
};

/** between operations and actions no card is in a hand or half resolved: everything must be somewhere */
function adventureSettled(game: AdventureGame): boolean {
  return !game.pending || game.pending.type === "choose-operation" || game.pending.type === "choose-action";
}

/**
 * A future the players cannot tell from this game: every draw pile and monster stack is facedown, so their
 * order is shuffled, and the dice are reseeded. Discard piles, faceup cards and the tokens in the zones stay.
 * Nothing is hidden from one player and shown to another (no hands), so every viewer gets the same future.
 */
export function determiniseAdventure(game: AdventureGame, seed: number): void {
  const e = game.engine;
  e.rng.reseed(seed);
  const s = e.state;
  for (const id of Object.keys(s.decks).sort()) e.rng.shuffle(s.decks[id].draw);
  for (const type of Object.keys(s.monsters).sort()) e.rng.shuffle(s.monsters[type as keyof typeof s.monsters]);
}
