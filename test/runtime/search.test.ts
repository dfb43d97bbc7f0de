// The search bot (runtime/agents/search.ts, a tree search over snapshots) plays legal games of every
// registered Witcher game, its answers depend only on the game, its seed and its budget, and the games it
// plays replay exactly from their files.
import { describe, expect, it } from "vitest";
import { games } from "../../games/registry.ts";
import type { Agent, GameRuntime, PlayableGame } from "../../core/game.ts";
import type { Answer, Decision } from "../../runtime/core/decision.ts";
import { searchAgent } from "../../runtime/agents/search.ts";
import { replayWith, saveReplayOf } from "../../runtime/core/replay.ts";
import { determiniseAdventure } from "../../games/adventure/index.ts";
import { createGame } from "../../games/adventure/rules/game.ts";

/** `types`: the decisions searched (null: every one), else the ones the game module names (every one where it names none) */
function playWithSearch(
  id: string,
  i: number,
  maxRounds: number,
  rollouts: number,
  modes: string[] = [],
  types?: readonly string[] | null,
  runtime?: GameRuntime<any, any, any>,
) {
  const rt = runtime ?? games.get(id).runtime!;
  return rt.bundledContent().then((content) => {
    const t = rt.sim.table(content, i, 5 + i, [2], { maxRounds, modes });
    const game = rt.createGame(content, t.options) as PlayableGame;
    const named = types === null ? undefined : (types ?? rt.sim.searchTypes);
    const search = searchAgent(rt, { rollouts, seed: 9, ...(named ? { types: named } : {}) }) as Agent;
    const greedy = rt.agents.greedy(0) as Agent;
    let searched = 0;
    while (game.pending) {
      const d = game.pending;
      if (d.who === t.seats[0]) searched++;
      game.answer((d.who === t.seats[0] ? search : greedy)(d, game));
    }
    return { rt, content, game, searched };
  });
}

/** the Adventure decisions that shape a game, beyond the one its module searches by default */
const EVERY_ADVENTURE_CHOICE = ["choose-action", "choose-route", "encounter-obstacle", "keep-quest", "choose-deck"];

describe("search bot", () => {
  it("plays an Adventure Game to its end with legal answers, the same answers for the same seed, and the game replays exactly", {
    timeout: 300_000,
  }, async () => {
    const a = await playWithSearch("adventure", 0, 3, 4, [], EVERY_ADVENTURE_CHOICE);
    expect(a.game.outcome).not.toBeNull();
    expect(a.searched).toBeGreaterThan(10);
    const b = await playWithSearch("adventure", 0, 3, 4, [], EVERY_ADVENTURE_CHOICE);
    expect(b.game.answers).toEqual(a.game.answers);
    const file = JSON.parse(JSON.stringify(saveReplayOf(a.rt.replay, a.content, a.rt.optionsOf(a.game), a.game)));
    const again = replayWith(a.rt.replay, a.content, file);
    expect(again.pending).toBeNull();
    expect(JSON.stringify(again.log)).toBe(JSON.stringify(a.game.log));
  });

  it("spends a decision type's own futures on it (keep-quest=64, choose-action at the budget's 4) and none on a type it does not search", async () => {
    const rt = games.get("adventure").runtime!;
    const content = await rt.bundledContent();
    let restores = 0;
    const counting = { ...rt, snapshots: { ...rt.snapshots!, restore: (g: any, s: unknown) => (restores++, rt.snapshots!.restore(g, s)) } };
    const t = rt.sim.table(content, 2, 7, [2], { maxRounds: 250 });
    const game = rt.createGame(content, t.options) as PlayableGame;
    const search = searchAgent(counting, { rollouts: 4, seed: 3, types: ["keep-quest=64", "choose-action"] }) as Agent;
    const spent: Record<string, number[]> = {};
    while (game.pending && game.answers.length < 60) {
      const d = game.pending;
      const before = restores;
      const snapshotable = rt.snapshots!.take(game as never) !== null;
      game.answer(search(d, game));
      if (d.options.length > 1 && snapshotable) (spent[d.type] ??= []).push(restores - before);
    }
    expect(spent["keep-quest"]?.[0]).toBe(64);
    expect(spent["choose-action"]?.length).toBeGreaterThan(0);
    expect(new Set(spent["choose-action"])).toEqual(new Set([4]));
    expect(spent["choose-operation"]?.every((n) => n === 0)).toBe(true);
  });

  it("paired: every answer of a searched decision is tried in the same sampled futures, and the same seed gives the same answers", async () => {
    const rt = games.get("adventure").runtime!;
    const content = await rt.bundledContent();
    const play = () => {
      const seeds: number[] = [];
      const counting = { ...rt, determinise: (g: any, seed: number, who: string) => (seeds.push(seed), rt.determinise!(g, seed, who)) };
      const t = rt.sim.table(content, 2, 7, [2], { maxRounds: 250 });
      const game = rt.createGame(content, t.options) as PlayableGame;
      const search = searchAgent(counting, { rollouts: 8, seed: 3, types: ["choose-action"], paired: true }) as Agent;
      const perDecision: { options: number; seeds: number[] }[] = [];
      while (game.pending && game.answers.length < 80) {
        const d = game.pending;
        const before = seeds.length;
        game.answer(search(d, game));
        if (d.type === "choose-action" && d.options.length > 1) perDecision.push({ options: d.options.length, seeds: seeds.slice(before) });
      }
      return { answers: game.answers, perDecision };
    };
    const a = play();
    expect(a.perDecision.length).toBeGreaterThan(3);
    for (const { options, seeds } of a.perDecision) {
      // rounds of one seed each, every answer played once in every round
      const rounds = Math.max(1, Math.floor(8 / options));
      expect(seeds.length).toBe(rounds * options);
      const counts = new Map<number, number>();
      for (const s of seeds) counts.set(s, (counts.get(s) ?? 0) + 1);
      expect([...counts.values()]).toEqual(Array(rounds).fill(options));
    }
    expect(play().answers).toEqual(a.answers);
  });

  for (const [what, modes, table] of [
    ["a competitive Old World game", [], 1],
    ["an Old World game of the Wild Hunt (the players win or lose together)", ["wild-hunt"], 1],
  ] as const)
    it(`plays ${what} to its end with legal answers, the same answers for the same seed, and the game replays exactly`, { timeout: 300_000 }, async () => {
      const rt = games.get("oldworld").runtime!;
      const a = await playWithSearch("oldworld", table, 250, 4, [...modes]);
      expect(a.game.outcome).not.toBeNull();
      expect(a.searched).toBeGreaterThan(10);
      const b = await playWithSearch("oldworld", table, 250, 4, [...modes]);
      expect(b.game.answers).toEqual(a.game.answers);
      const file = JSON.parse(JSON.stringify(saveReplayOf(a.rt.replay, a.content, a.rt.optionsOf(a.game), a.game)));
      const again = replayWith(a.rt.replay, a.content, file);
      expect(again.pending).toBeNull();
      expect(JSON.stringify(again.log)).toBe(JSON.stringify(a.game.log));
      // it searched: the same table between greedy bots only is another game
      const t = rt.sim.table(a.content, table, 5 + table, [2], { maxRounds: 250, modes: [...modes] });
      const g = rt.createGame(a.content, t.options) as PlayableGame;
      const greedy = rt.agents.greedy(0) as Agent;
      while (g.pending) g.answer(greedy(g.pending, g));
      expect(a.game.answers).not.toEqual(g.answers);
    });

  it('a game the players win together is won by every seat (Wild Hunt Expansion: "they win the game together")', () => {
    // one decision: the second seat gives the game up, or wins it for the whole table
    class Together implements PlayableGame {
      readonly answers: Answer[] = [];
      readonly log = [];
      get pending(): Decision | null {
        return this.answers.length
          ? null
          : {
              type: "choose",
              who: "b",
              prompt: "p",
              options: ["give-up", "together"].map((key) => ({ key, label: "l" })),
            };
      }
      answer(a: Answer): void {
        this.answers.push(a);
      }
      get outcome() {
        return this.answers.length ? { winner: this.answers[0][0] === "together" ? "the table" : null, reason: "r", rounds: 1 } : null;
      }
    }
    const first: Agent = (d) => [d.options[0].key];
    const rt = {
      createGame: () => new Together(),
      optionsOf: () => ({ seed: 0 }),
      determinise: () => {},
      snapshots: {
        take: (g: Together) => g.answers.slice(),
        restore: (g: Together, s: Answer[]) => g.answers.splice(0, g.answers.length, ...s),
        copy: () => new Together(),
      },
      agents: { greedy: () => first, random: () => first },
      sim: { winners: (g: PlayableGame) => (g.outcome?.winner === "the table" ? ["a", "b"] : []) },
    } as unknown as GameRuntime<unknown, { seed: number }, PlayableGame>;
    const game = new Together();
    expect(searchAgent(rt, { rollouts: 4, seed: 1 })(game.pending!, game)).toEqual(["together"]);
  });

  it("a determinised future keeps every component and the face of the game, and shuffles only what is facedown", async () => {
    const { content } = await import("../../content/generated/index.ts");
    const game = createGame(content, { seed: 4, heroes: ["hero.geralt", "hero.triss"] });
    const before = JSON.parse(JSON.stringify(game.state));
    determiniseAdventure(game, 77);
    const after = JSON.parse(JSON.stringify(game.state));
    const sorted = (xs: string[]) => [...xs].sort();
    let moved = 0;
    for (const id of Object.keys(before.decks)) {
      expect(sorted(after.decks[id].draw)).toEqual(sorted(before.decks[id].draw));
      expect(after.decks[id].discard).toEqual(before.decks[id].discard);
      if (JSON.stringify(after.decks[id].draw) !== JSON.stringify(before.decks[id].draw)) moved++;
    }
    expect(moved).toBeGreaterThan(0);
    expect(after.heroes).toEqual(before.heroes);
    expect(after.zones).toEqual(before.zones);
  });
  it("cuts a sampled future at its horizon and scores it by the module's chance to win (sim.winChance); without a horizon every future is played out", async () => {
    const rt = games.get("oldworld").runtime!;
    const content = await rt.bundledContent();
    const play = (horizon: number) => {
      let estimates = 0;
      const counting = { ...rt, sim: { ...rt.sim, winChance: (g: any, who: string) => (estimates++, rt.sim.winChance!(g, who)) } };
      const t = rt.sim.table(content, 1, 6, [2], { maxRounds: 250 });
      const game = rt.createGame(content, t.options) as PlayableGame;
      const search = searchAgent(counting, { rollouts: 4, seed: 3, types: ["phase-2"], horizon }) as Agent;
      const greedy = rt.agents.greedy(0) as Agent;
      while (game.pending && game.answers.length < 80) game.answer((game.pending.who === t.seats[0] ? search : greedy)(game.pending, game));
      return { estimates, answers: game.answers };
    };
    const cut = play(10);
    expect(cut.estimates).toBeGreaterThan(0);
    expect(play(10).answers).toEqual(cut.answers);
    expect(play(Infinity).estimates).toBe(0);
  });
});
