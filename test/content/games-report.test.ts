// One thousand seeded games of the compiled content (content/generated), every
// mix of 2 to 4 heroes in rotating seat orders, played by the greedy agent to
// their end. Each game must end the way the rulebook ends it ("Winning the
// Game") or at the simulation's round cap, with the standings ordered by the
// tie-breakers and no invariant broken. The report printed at the end gives per
// hero the win rate, mean VP and mean game length.
//
// The round cap is a safety net of the runtime (`maxRounds`), not a rule: the
// greedy agent is weak enough that some games go hundreds of rounds without a
// third quest card. Those games are counted and printed, not hidden.

import { afterAll, describe, expect, it } from "vitest";
import { content } from "../../content/generated/index.ts";
import { invariantViolations } from "../../games/adventure/rules/invariants.ts";
import type { AdventureGame } from "../../games/adventure/rules/game.ts";
import { greedyAgent, runGame } from "../../games/adventure/agents/play.ts";
import { heroMixes } from "../../games/adventure/index.ts";

const GAMES = 1000;
const BLOCKS = 4;
const MAX_ROUNDS = 250;
const QUESTS_TO_END = 3;

interface GameRecord {
  seed: number;
  heroes: string[];
  winner: string;
  reason: "quests" | "round-limit";
  rounds: number;
  turns: number;
  vp: Record<string, number>;
}

const records: GameRecord[] = [];
const mixes = heroMixes(content);

/** game i: seed 1 + i, the i-th hero mix, seats rotated by i */
function heroesOf(i: number): string[] {
  const mix = mixes[i % mixes.length];
  const r = i % mix.length;
  return [...mix.slice(r), ...mix.slice(0, r)];
}

/** invariants at the first settled moment of every turn (as `npm run sim` checks them) and at the end */
function invariantChecker(): (g: AdventureGame) => void {
  let checkedTurn = -1;
  return (g) => {
    const settled = !g.pending || g.pending.type === "choose-operation" || g.pending.type === "choose-action";
    const e = g.engine;
    if (!settled || (e.state.turn === checkedTurn && g.pending)) return;
    checkedTurn = e.state.turn;
    const bad = invariantViolations(e, true);
    if (bad.length) throw new Error(`invariant broken at turn ${e.state.turn}: ${bad.join("; ")}`);
  };
}

function playOne(i: number): GameRecord {
  const seed = 1 + i;
  const heroes = heroesOf(i);
  const game = runGame(content, { seed, heroes, maxRounds: MAX_ROUNDS }, greedyAgent(), { afterStep: invariantChecker() });
  const r = game.result;
  if (!r) throw new Error(`game ${seed} [${heroes.join(", ")}] has no result`);
  const s = game.state;

  // the winner is the first of standings ordered by VP, then quests, then leads and gold, then the earlier final turn, then seat
  expect(r.winner).toBe(r.standings[0].hero);
  expect(r.standings.map((x) => x.hero).sort()).toEqual([...heroes].sort());
  for (const st of r.standings) expect(st.vp).toBe(s.heroes[st.hero].vp);
  for (let k = 1; k < r.standings.length; k++) {
    const a = r.standings[k - 1];
    const b = r.standings[k];
    const order =
      b.vp - a.vp ||
      b.quests - a.quests ||
      b.leadsAndGold - a.leadsAndGold ||
      (a.finalTurn ?? Infinity) - (b.finalTurn ?? Infinity) ||
      heroes.indexOf(a.hero) - heroes.indexOf(b.hero);
    expect(order, `standings of game ${seed} out of order at ${a.hero} / ${b.hero}`).toBeLessThan(0);
  }

  const mostQuests = Math.max(...r.standings.map((x) => x.quests));
  if (r.reason === "quests") {
    // Winning the Game: a hero completed his third quest card and every hero then had his final turn
    expect(mostQuests).toBeGreaterThanOrEqual(QUESTS_TO_END);
    for (const st of r.standings) expect(st.finalTurn, `${st.hero} had no final turn in game ${seed}`).not.toBeNull();
  } else {
    // the cap stops only games in which nobody has reached the third quest card
    expect(r.reason).toBe("round-limit");
    expect(r.rounds).toBe(MAX_ROUNDS);
    expect(mostQuests).toBeLessThan(QUESTS_TO_END);
  }
  const over = game.log.filter((ev) => (ev as { type: string }).type === "game-over");
  expect(over).toHaveLength(1);

  return {
    seed,
    heroes,
    winner: r.winner,
    reason: r.reason,
    rounds: r.rounds,
    turns: s.turn,
    vp: Object.fromEntries(r.standings.map((x) => [x.hero, x.vp])),
  };
}

function pad(s: string | number, n: number, right = false): string {
  const t = String(s);
  return right ? t.padStart(n) : t.padEnd(n);
}

function report(): string {
  const heroes = content.heroes.map((h) => h.id);
  const rows = heroes.map((h) => {
    const mine = records.filter((r) => r.heroes.includes(h));
    const wins = mine.filter((r) => r.winner === h).length;
    const mean = (f: (r: GameRecord) => number) => (mine.length ? mine.reduce((n, r) => n + f(r), 0) / mine.length : 0);
    return [
      h,
      mine.length,
      wins,
      `${((100 * wins) / (mine.length || 1)).toFixed(1)}%`,
      mean((r) => r.vp[h]).toFixed(1),
      mean((r) => r.turns).toFixed(1),
      mean((r) => r.rounds).toFixed(1),
    ];
  });
  const head = ["hero", "games", "wins", "win rate", "mean VP", "mean turns", "mean rounds"];
  const widths = head.map((c, k) => Math.max(c.length, ...rows.map((r) => String(r[k]).length)));
  const line = (cells: (string | number)[]) => cells.map((c, k) => pad(c, widths[k], k > 0)).join("  ");
  const byQuests = records.filter((r) => r.reason === "quests").length;
  const bySize = [2, 3, 4].map((n) => {
    const g = records.filter((r) => r.heroes.length === n);
    return `${n} heroes: ${g.length} games, ${g.filter((r) => r.reason === "quests").length} ended by quests`;
  });
  return [
    `${records.length} games of content/generated, greedy agents, seeds 1..${records.length}, round cap ${MAX_ROUNDS}`,
    `ended by a third quest card: ${byQuests}; stopped at the round cap: ${records.length - byQuests}`,
    ...bySize,
    "(mean turns: all heroes' turns of a game together; mean rounds: rounds of the table, one turn per hero each)",
    line(head),
    line(widths.map((w) => "-".repeat(w))),
    ...rows.map(line),
  ].join("\n");
}

describe("1,000 seeded games of the compiled content", () => {
  const per = GAMES / BLOCKS;
  for (let b = 0; b < BLOCKS; b++) {
    it(`Winning the Game: games ${b * per + 1}..${(b + 1) * per} each end with a winner by the standings and break no invariant`, () => {
      for (let i = b * per; i < (b + 1) * per; i++) records.push(playOne(i));
    }, 600_000);
  }

  it("Winning the Game: most games end because a hero completed his third quest card, in every table size", () => {
    expect(records).toHaveLength(GAMES);
    for (const n of [2, 3, 4]) {
      const g = records.filter((r) => r.heroes.length === n);
      expect(g.length).toBeGreaterThan(0);
      expect(g.filter((r) => r.reason === "quests").length * 2, `${n}-hero games`).toBeGreaterThan(g.length);
    }
    for (const h of content.heroes)
      expect(
        records.some((r) => r.winner === h.id),
        `${h.id} never wins`,
      ).toBe(true);
  });

  afterAll(() => {
    if (records.length) console.log(report());
  });
});
