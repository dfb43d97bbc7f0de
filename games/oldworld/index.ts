// The Witcher: Old World as a game module.
import { combineOwSets, linkOwSet } from "../../compiler/link/oldworld/content-data.ts";
import { oldworld } from "../../compiler/verbs/oldworld.ts";
import { randomAgent } from "../../runtime/agents/agents.ts";
import type { Expansion, OldWorldContent } from "../../runtime/oldworld/content.ts";
import { createOldWorldGame, oldWorldReplay, type OldWorldGame } from "../../runtime/oldworld/game.ts";
import { greedyOldWorld } from "../../runtime/oldworld/greedy.ts";
import { oldWorldInvariants } from "../../runtime/oldworld/invariants.ts";
import { PLAYABLE_EXPANSIONS, type OldWorldOptions } from "../../runtime/oldworld/setup.ts";
import { owInterpretedFactory } from "../../runtime/interpret/oldworld.ts";
import type { GameModule } from "../types.ts";
import { ContentError } from "../../runtime/core/errors.ts";

/** the base game's set name in the content (`set core`) */
const BASE_SET = "core";
const MONSTER_TRAIL: Expansion = "monster-trail";

function isExpansion(set: string): set is Expansion {
  return (PLAYABLE_EXPANSIONS as readonly string[]).includes(set);
}

/**
 * the simulator's table for game i: a player count from `players`, witchers taken in turn from the content's list, the Lost
 * Mount in every other game, the Adventure Pack in games 4-7 of every 8, Monster Trail in two games of four (so 40 games meet every player count with every
 * combination of the two)
 */
export function oldWorldTable(content: OldWorldContent, i: number, seed: number, players: number[] | null, maxRounds: number): { seats: string[]; options: OldWorldOptions } {
  const counts = players ?? [1, 2, 3, 4, 5];
  const ids = content.witchers.map((w) => w.id);
  const n = Math.min(counts[i % counts.length], ids.length);
  const start = Math.floor(i / counts.length) % ids.length;
  const seats = Array.from({ length: n }, (_, k) => ids[(start + k) % ids.length]);
  // a seat's witcher brings its own set into play; the base set is no expansion, whatever order the content lists it in
  const expansions: Expansion[] = [];
  for (const w of seats) {
    const set = content.witchers.find((x) => x.id === w)?.set;
    if (set && set !== BASE_SET && isExpansion(set) && !expansions.includes(set)) expansions.push(set);
  }
  if (content.lostMount && i % 2 === 1) expansions.push("lost-mount");
  if (content.expansions.some((x) => x.expansion === "adventure-pack") && i % 8 >= 4) expansions.push("adventure-pack");
  // Monster Trail (its bombs, mutagens, advanced and unique cards, the Troll) in half the games, with and without the Lost Mount
  if (content.sets.some((x) => x.id === MONSTER_TRAIL) && i % 4 >= 2 && !expansions.includes(MONSTER_TRAIL)) expansions.push(MONSTER_TRAIL);
  return { seats, options: { seed, witchers: seats, maxRounds, ...(expansions.length ? { expansions } : {}) } };
}

export const oldworldGame: GameModule<OldWorldContent, OldWorldOptions, OldWorldGame> = {
  meta: { id: "oldworld", displayName: "The Witcher: Old World" },
  table: oldworld,
  runtime: {
    createGame: createOldWorldGame,
    replay: oldWorldReplay,
    optionsOf: (game) => JSON.parse(JSON.stringify(game.options)) as OldWorldOptions,
    agents: { random: randomAgent, greedy: () => greedyOldWorld },
    invariants: oldWorldInvariants,
    // between phases nothing is half resolved (a combo, a payment)
    settled: (game) => !game.pending || game.pending.type === "phase-1" || game.pending.type === "phase-2",
    async bundledContent() {
      return (await import("../../content/generated/oldworld.ts")).content;
    },
    sim: {
      playerCounts: [1, 2, 3, 4, 5],
      table: (content, i, seed, players, limits) => {
        const pool = limits.seats;
        const offered = pool ? { ...content, witchers: content.witchers.filter((w) => pool.includes(w.id)) } : content;
        const unknown = (pool ?? []).filter((id) => !content.witchers.some((w) => w.id === id));
        if (unknown.length) throw new ContentError(`${unknown.join(", ")}: not a witcher of this content; its witchers: ${content.witchers.map((w) => w.id).join(", ")}`);
        return oldWorldTable(offered, i, seed, players, limits.maxRounds);
      },
      scores: (game) => ({ ...(game.result?.trophies ?? {}) }),
      stats: (game) => ({ winnerTrophies: game.result?.winner ? game.result.trophies[game.result.winner] : 0 }),
    },
  },
  link: { linkSet: linkOwSet, combine: combineOwSets, interpreted: owInterpretedFactory },
  rulebooks: [
    { source: "old-world-base-facts.md", coverage: "test/runtime/oldworld/rules-coverage.json", doc: "docs/rules-coverage-oldworld.md" },
    {
      source: "old-world-kickstarter-expansions.en.txt",
      coverage: "test/runtime/oldworld/rules-coverage.json",
      doc: "docs/rules-coverage-oldworld.md",
      every: [
        { from: "Ciri Expansion", to: "Lost Mount Expansion" },
        { from: "Lost Mount Expansion", to: "Adventure Pack Expansion" },
        { from: "Adventure Pack Expansion", to: null },
        // Monster Trail: its modes from the Manticore to the Unique cards (the Mages' unique cards, the Dimeritium Bomb against a monster and the Monster Weakness mode are not played yet)
        { from: "Manticore School Witcher", to: "Bomb Cards" },
        { from: "The Chronicles of Benno Kobart, a fragment of chapter XVII, Swords and Stones, or How We Made Everything a Deadly Weapon.", to: "Dimeritium Bomb explained:", title: "Bomb Cards" },
        { from: "Gray cards", to: "Witcher Unique Action Cards" },
        { from: "The Chronicles of Benno Kobart, excerpt from Chapter XVI, What is a Witcher?", to: "When also using Mages:", title: "Witcher Unique Action Cards" },
      ],
    },
    {
      source: "old-world-mages.en.txt",
      coverage: "test/runtime/oldworld/rules-coverage.json",
      doc: "docs/rules-coverage-oldworld.md",
      every: [{ from: "Game Setup", to: "Mages and Other Expansions" }],
    },
  ],
};
