// The Witcher: Old World as a game module.
import { oldWorldStaging } from "./rules/stage.ts";
import { oldWorldScenarios } from "./scenarios/language.ts";
import { combineSets, linkSet } from "./link/content-data.ts";
import { oldworldWords } from "./words.ts";
import { oldWorldChecks } from "./checks/index.ts";
import { oldWorldDeclarations } from "./checks/declarations.ts";
import { oldWorldEmit } from "./emit/index.ts";
import { OW_OPTION_MESSAGES } from "./rules/messages.ts";
import { randomAgent } from "../../runtime/agents/agents.ts";
import type { Expansion, OldWorldContent } from "./rules/content.ts";
import { createOldWorldGame, oldWorldReplay, type OldWorldGame } from "./rules/game.ts";
import { greedyOldWorld } from "./agents/greedy.ts";
import { oldWorldWinChance } from "./agents/evaluate.ts";
import { greedyWildHunt } from "./agents/wild-hunt-greedy.ts";
import { oldWorldInvariants, oldWorldSettled } from "./rules/invariants.ts";
import { determiniseOldWorld } from "./rules/determinise.ts";
import type { Mode, OldWorldOptions } from "./rules/state.ts";
import { PLAYABLE_EXPANSIONS } from "./rules/setup.ts";
import { DIFFICULTIES, EXPANSIONS, type Difficulty } from "./rules/content.ts";
import { WITCHERS_WIN } from "./rules/wild-hunt/round.ts";
import { interpretedFactory as owInterpretedFactory } from "./link/interpreted.ts";
import type { GameModule, Rulebook } from "../../core/game.ts";
import { ContentError, requireSeats } from "../../runtime/core/errors.ts";
import { fightTrial } from "./preview/fight-trial.ts";
import { huntRound } from "./preview/hunt-round.ts";
import { oldWorldReplaySteps } from "./preview/replay.ts";
import { blankCard, impactCards } from "./impact-cards.ts";

/** the base game's set name in the content (`set core`) */
const BASE_SET = "core";
const MONSTER_TRAIL: Expansion = "monster-trail";

function isExpansion(set: string): set is Expansion {
  return (PLAYABLE_EXPANSIONS as readonly string[]).includes(set);
}

/** the Wild Hunt table for game i: the seats of `oldWorldTable`, a difficulty (the one asked, else cycling once per round of player counts) and a member in turn */
export function wildHuntTable(
  content: OldWorldContent,
  i: number,
  seed: number,
  players: number[] | null,
  maxRounds: number,
  modes: readonly string[],
): { seats: string[]; options: OldWorldOptions } {
  const w = content.wildHunt;
  if (!w) throw new ContentError("the wild-hunt mode needs the Wild Hunt mode card (`wildhunt`) in the content");
  const counts = players ?? [1, 2, 3, 4, 5];
  const asked = DIFFICULTIES.filter((d) => modes.includes(d));
  const levels: readonly Difficulty[] = asked.length ? asked : DIFFICULTIES;
  const round = Math.floor(i / counts.length);
  const difficulty = levels[round % levels.length];
  const member = w.members[Math.floor(round / levels.length) % w.members.length].id;
  // the Lost Mount and the Adventure Pack are excluded by the rules; Ciri, Monster Trail (its mode too) and the Mages come as in the competitive tables
  const withHunt = { ...content, lostMount: null, expansions: [] };
  // every difficulty of a round of levels gets the same tables (seats, expansions, modes), so that the levels compare
  const base = oldWorldTable(withHunt, Math.floor(round / levels.length) * counts.length + (i % counts.length), seed, players, maxRounds);
  const expansions: Expansion[] = [...(base.options.expansions ?? []), "wild-hunt"];
  return { seats: base.seats, options: { ...base.options, expansions, wildHunt: { difficulty, member } } };
}

/**
 * the simulator's table for game i: a player count from `players`, witchers taken in turn from the content's list, the Lost
 * Mount in every other game, the Adventure Pack in games 4-7 of every 8, Monster Trail in two games of four (so 40 games meet every player count with every
 * combination of the two)
 */
export function oldWorldTable(
  content: OldWorldContent,
  i: number,
  seed: number,
  players: number[] | null,
  maxRounds: number,
  forced: readonly string[] = [],
): { seats: string[]; options: OldWorldOptions } {
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
  // Monster Trail (its bombs, mutagens, advanced and unique cards, the Troll) in half the games, with and without the Lost Mount;
  // `grimoire sim --mode monster-weakness` plays its Monster Weakness mode, and so Monster Trail, in every game
  const weakness = forced.includes("monster-weakness");
  if (content.sets.some((x) => x.id === MONSTER_TRAIL) && (i % 4 >= 2 || weakness) && !expansions.includes(MONSTER_TRAIL)) expansions.push(MONSTER_TRAIL);
  // otherwise the Monster Weakness and Special Attacks mode in half of the Monster Trail games
  const modes: Mode[] = expansions.includes(MONSTER_TRAIL) && (content.largeMonsters ?? []).length > 0 && (i % 16 >= 8 || weakness) ? ["monster-weakness"] : [];
  return { seats, options: { seed, witchers: seats, maxRounds, ...(expansions.length ? { expansions } : {}), ...(modes.length ? { modes } : {}) } };
}

/** a rulebook of the base game or an expansion: all of them are covered by one file of rules and one page */
function rulebook(source: string, every?: Rulebook["every"]): Rulebook {
  return { source, coverage: "test/runtime/oldworld/rules-coverage.json", doc: "docs/rules-coverage-oldworld.md", ...(every ? { every } : {}) };
}

/** how a seat of the Old World is named when it is not one of the content's */
const WITCHER_SEATS = { one: "witcher", many: "witchers" };

export const oldworldGame: GameModule<OldWorldContent, OldWorldOptions, OldWorldGame> = {
  ...oldworldWords,
  checks: oldWorldChecks,
  declarations: oldWorldDeclarations,
  optionMessages: { file: "games/oldworld/rules/messages.ts", labels: OW_OPTION_MESSAGES },
  runtime: {
    createGame: createOldWorldGame,
    replay: oldWorldReplay,
    // a game is copied by its snapshot at any decision; no build to answer in place: the simulator answers in a loop
    fork: { create: (content, options) => createOldWorldGame(content, options, { keep: false }), copy: (game) => game.fork() },
    snapshots: {
      take: (game) => (game.snapshots ? game.snapshot() : null),
      restore: (game, snap) => game.restore(snap as ReturnType<OldWorldGame["snapshot"]>),
      copy: (game) => game.fork(),
    },
    optionsOf: (game) => JSON.parse(JSON.stringify(game.options)) as OldWorldOptions,
    // a Wild Hunt game is played by the team bot, which falls back on the competitive one
    agents: { random: randomAgent, greedy: () => (d, game) => (game.state.hunt ? greedyWildHunt(d, game) : greedyOldWorld(d, game)) },
    invariants: oldWorldInvariants,
    settled: oldWorldSettled,
    determinise: determiniseOldWorld,
    async bundledContent() {
      return (await import("../../content/generated/oldworld.ts")).content;
    },
    startOptions: (content, { seed, seats, maxRounds }) => {
      const witchers = seats ?? content.witchers.slice(0, 2).map((w) => w.id);
      requireSeats(witchers, content.witchers, WITCHER_SEATS);
      // a seat's character brings its expansion (Ciri, Monster Trail's Manticore, the Mages) into play
      const sets = witchers.map((w) => content.witchers.find((x) => x.id === w)?.set);
      const expansions = [...new Set(sets)].filter((s): s is Expansion => (EXPANSIONS as readonly (string | undefined)[]).includes(s));
      return { seed, witchers, maxRounds, ...(expansions.length ? { expansions } : {}) };
    },
    sim: {
      playerCounts: [1, 2, 3, 4, 5],
      table: (content, i, seed, players, limits) => {
        const pool = limits.seats;
        const offered = pool ? { ...content, witchers: content.witchers.filter((w) => pool.includes(w.id)) } : content;
        requireSeats(pool ?? [], content.witchers, WITCHER_SEATS);
        if (limits.modes?.includes("wild-hunt")) return wildHuntTable(offered, i, seed, players, limits.maxRounds, limits.modes);
        if (limits.modes?.some((m) => (DIFFICULTIES as readonly string[]).includes(m)))
          throw new ContentError("a difficulty level is a Wild Hunt mode: add --mode wild-hunt");
        return oldWorldTable(offered, i, seed, players, limits.maxRounds, limits.modes ?? []);
      },
      modes: {
        "wild-hunt": "the cooperative Wild Hunt mode: the witchers win or lose together against a member of the Wild Hunt",
        easy: "Wild Hunt difficulty: Just the Story! (Easy)",
        normal: "Wild Hunt difficulty: Story and Sword! (Normal)",
        hard: "Wild Hunt difficulty: Blood and Broken Bones! (Hard)",
        "very-hard": "Wild Hunt difficulty: Death March! (Very Hard)",
        "monster-weakness": "Monster Trail's Monster Weakness and Special Attacks in every game (weakness tokens, the special attack deck, passive attacks)",
      },
      difficulties: DIFFICULTIES,
      difficultyModes: ["wild-hunt"],
      winners: (game) => (game.result?.winner === WITCHERS_WIN ? [...game.state.order] : game.result?.winner ? [game.result.winner] : []),
      // "2. normal, 3 players": the number keeps the difficulties in order, easiest first
      group: (game) => {
        const h = game.options.wildHunt;
        const n = game.options.witchers.length;
        return h ? `${DIFFICULTIES.indexOf(h.difficulty) + 1}. ${h.difficulty}, ${n} player${n === 1 ? "" : "s"}` : null;
      },
      scores: (game) => ({ ...(game.result?.trophies ?? {}) }),
      // what to do in Phase II (fight a monster or a witcher, meditate, explore, follow a quest), the card bought
      // and the Wild Hunt's what to fight together, at 256 futures a decision: the budget that beat the greedy bot
      // (+10 points [2.9, 17.1] over 300 two-seat tables, bench/README.md, "Search bot", Old World; a game between
      // greedy bots takes milliseconds). The card bought on fewer futures (8: one an option) lost tables, and Phase
      // I's steps, six options mostly alike, were noise; a fight's cards, payments and orders are the greedy bot's
      searchTypes: ["phase-2", "gain-card", "hunt-fight"],
      searchRollouts: 256,
      cards: { list: impactCards, blank: blankCard },
      winChance: oldWorldWinChance,
      stats: (game) => ({ winnerTrophies: game.result?.winner ? game.result.trophies[game.result.winner] : 0 }),
    },
  },
  link: { linkSet: linkSet, combine: combineSets, interpreted: owInterpretedFactory },
  emit: oldWorldEmit,
  previews: { fight: fightTrial, "hunt-round": huntRound, replay: oldWorldReplaySteps },
  staging: oldWorldStaging,
  scenarios: oldWorldScenarios,
  rulebooks: [
    rulebook("old-world-base-facts.md"),
    rulebook("old-world-kickstarter-expansions.en.txt", [
      { from: "Ciri Expansion", to: "Lost Mount Expansion" },
      { from: "Lost Mount Expansion", to: "Adventure Pack Expansion" },
      { from: "Adventure Pack Expansion", to: null },
      // Monster Trail, whole: its components and modes, from the Manticore to the Monster Weakness mode and the other expansions (the story excerpts left out)
      { from: "Monster Trail Expansion", to: "Manticore School Witcher" },
      { from: "Manticore School Witcher", to: "Bomb Cards" },
      {
        from: "The Chronicles of Benno Kobart, a fragment of chapter XVII, Swords and Stones, or How We Made Everything a Deadly Weapon.",
        to: "Advanced Action Cards",
        title: "Bomb Cards",
      },
      {
        after: "Advanced Action Cards",
        from: "The Chronicles of Benno Kobart, excerpt from Chapter XVI, What is a Witcher?",
        to: "Gray cards",
        title: "Advanced Action Cards",
      },
      { from: "Gray cards", to: "Witcher Unique Action Cards" },
      {
        from: "The Chronicles of Benno Kobart, excerpt from Chapter XVI, What is a Witcher?",
        to: "Monster Trail Expansion – Monster Weakness and Special Attacks",
        title: "Witcher Unique Action Cards",
      },
      {
        from: "Monster Trail Expansion – Monster Weakness and Special Attacks",
        to: "Monster Trail Expansion – Other Expansions",
        title: "Monster Weakness and Special Attacks",
      },
      { from: "Monster Trail Expansion – Other Expansions", to: "Stretch Goal Expansions: Ciri, Lost Mount and Adventure Pack", title: "Other Expansions" },
    ]),
    rulebook("old-world-mages.en.txt", [
      { from: "Components", to: "Overview" },
      { from: "Overview", to: "Game Setup" },
      { from: "Game Setup", to: "Mages and Other Expansions" },
      { from: "Mages and Other Expansions", to: null },
    ]),
  ],
};
