// Seeded games between agents over every hero mix: no exception, no broken
// invariant, and each game replays to the same log. (npm run sim plays more.)
import { describe, expect, it } from "vitest";
import { simulate } from "../../runtime/sim/simulate.ts";
import { adventureGame, heroMixes } from "../../games/adventure/index.ts";
import { sampleContent } from "../fixtures/adventure/content.ts";
import { createGame } from "../../games/adventure/rules/game.ts";
import { invariantViolations } from "../../games/adventure/rules/invariants.ts";
import { usableHooks } from "../../games/adventure/rules/hooks.ts";
import { greedyAgent } from "../../games/adventure/agents/play.ts";
import { cleanRun } from "./clean-run.ts";

describe("simulation", () => {
  it("covers every mix of 2 to 4 heroes", () => {
    expect(heroMixes(sampleContent)).toHaveLength(11);
  });

  it("220 seeded games between random agents finish with no exception and no broken invariant, and replay identically", { timeout: 600_000 }, () => {
    const s = simulate(adventureGame, sampleContent, { games: 220, seed: 1000, agent: "random", maxRounds: 40, everyStep: true, replayEvery: 1 });
    expect(s.failures).toEqual([]);
    expect(s.replayed).toBe(220);
    expect(s.replayMismatches).toBe(0);
  });

  it("games between greedy and random agents end by the quest rule and keep every invariant", { timeout: 600_000 }, () => {
    const s = cleanRun(adventureGame, sampleContent, { games: 22, seed: 50, agent: "mixed", maxRounds: 400, everyStep: false, replayEvery: 1 });
    expect(s.endedBy.quests).toBeGreaterThan(s.games / 2);
  });

  it("the invariant check notices a broken state", () => {
    const game = createGame(sampleContent, { seed: 1, heroes: ["hero.geralt", "hero.triss"] });
    const h = game.engine.hero("hero.geralt");
    h.gold = -1;
    h.foulFate = ["travel", "travel"];
    h.wounds = { rest: "minor" };
    h.development = [{ card: "development.igni#1", markers: 4 }];
    h.vp = -2;
    const bad = invariantViolations(game.engine);
    expect(bad.join("\n")).toMatch(/-1 gold/);
    expect(bad.join("\n")).toMatch(/two foul fate tokens on one space/);
    expect(bad.join("\n")).toMatch(/wound on rest/);
    expect(bad.join("\n")).toMatch(/holds 4 markers/);
    expect(bad.join("\n")).toMatch(/-2 VP/);
    expect(bad.join("\n")).toMatch(/two places/); // Igni is also still in its deck
  });

  it("the invariant check notices a hero offered the hooks of cards he no longer has: a card swapped in place, uncounted", () => {
    const game = createGame(sampleContent, { seed: 1, heroes: ["hero.geralt", "hero.triss"] });
    const e = game.engine;
    const h = e.hero("hero.geralt");
    const inBattle = () => usableHooks(e, "hero.geralt", "during-battle").map((u) => u.instance);
    const indexWrong = () => invariantViolations(e).filter((v) => v.includes("hook index"));
    h.development.push({ card: "development.steel-sword#1", markers: 0 });
    expect(inBattle()).toContain("development.steel-sword#1");
    expect(indexWrong()).toEqual([]);
    // as many cards as before, one of them another: his index cannot tell unless the change is counted
    h.development[h.development.length - 1] = { card: "development.swallow#1", markers: 0 };
    expect(inBattle()).toContain("development.steel-sword#1");
    expect(indexWrong()).toEqual([
      "hero.geralt's hook index is of other cards than his: a step changed his cards in place without counting it (Engine.cardsChanged)",
    ]);
    e.cardsChanged(h);
    expect(inBattle()).not.toContain("development.steel-sword#1");
    expect(indexWrong()).toEqual([]);
  });

  it("the invariant check names both places of a component found twice, and only that", () => {
    const game = createGame(sampleContent, { seed: 1, heroes: ["hero.geralt", "hero.triss"] });
    expect(invariantViolations(game.engine)).toEqual([]);
    const deck = Object.entries(game.engine.state.decks).find(([, d]) => d.draw.length > 0)!;
    game.engine.hero("hero.triss").goodFortune.push(deck[1].draw[0]);
    expect(invariantViolations(game.engine)).toEqual([`${deck[1].draw[0]} is in two places: hero.triss good fortune and ${deck[0]} deck`]);
  });

  it("a component found twice is named also in piles the check has seen before: a drawn card still in its deck, a card on two discard piles", () => {
    const game = createGame(sampleContent, { seed: 1, heroes: ["hero.geralt", "hero.triss"] });
    const decks = Object.entries(game.engine.state.decks).filter(([, d]) => d.draw.length > 1);
    const [[name, deck], [other, second]] = decks;
    expect(invariantViolations(game.engine)).toEqual([]);
    // the top card drawn and discarded, as the rules do: the pile seen before, less its top
    deck.discard.push(deck.draw.shift()!);
    expect(invariantViolations(game.engine)).toEqual([]);
    // a card put on a discard pile while it is still in the draw pile below
    const card = deck.draw[1];
    second.discard.push(card);
    expect(invariantViolations(game.engine)).toEqual([`${card} is in two places: ${name} deck and ${other} discard`]);
    second.discard.pop();
    // a card of the draw pile copied over another in the middle of it
    const lost = deck.draw[1];
    deck.draw[1] = deck.draw[0];
    const bad = invariantViolations(game.engine);
    expect(bad).toEqual([`${deck.draw[0]} is in two places: ${name} deck and ${name} deck`]);
    expect(lost).not.toBe(deck.draw[0]);
  });

  it("a monster stack gives its top token and takes one back at its bottom: a token returned while still in a zone is named, a fair return is not", () => {
    const game = createGame(sampleContent, { seed: 1, heroes: ["hero.geralt", "hero.triss"] });
    const e = game.engine;
    expect(invariantViolations(e)).toEqual([]);
    const [type, stack] = Object.entries(e.state.monsters).find(([, s]) => s.length > 1)!;
    const [region, zone] = Object.entries(e.state.zones)[0];
    // a token placed in a zone, and the zone's token defeated back under its stack, between two checks
    const placed = stack.shift()!;
    zone.monsters.push({ token: placed, faceup: true });
    expect(invariantViolations(e)).toEqual([]);
    zone.monsters.pop();
    stack.push(placed);
    expect(invariantViolations(e)).toEqual([]);
    // the top token placed, and a copy of it wrongly put back at the bottom as well
    const top = stack.shift()!;
    zone.monsters.push({ token: top, faceup: true });
    stack.push(top);
    expect(invariantViolations(e)).toEqual([`${top} is in two places: ${type} stack and ${region} zone`]);
  });

  it("at a settled moment every component is counted: one lost from its deck is reported, one being resolved is not", () => {
    const game = createGame(sampleContent, { seed: 1, heroes: ["hero.geralt", "hero.triss"] });
    // to the first hero's first action: setup is over, no card is drawn or resolving
    const greedy = greedyAgent();
    while (game.pending!.type !== "choose-action") game.answer(greedy(game.pending!, game));
    expect(invariantViolations(game.engine, true)).toEqual([]);
    const deck = Object.values(game.engine.state.decks).find((d) => d.draw.length > 0)!;
    deck.draw.shift();
    const bad = invariantViolations(game.engine, true);
    expect(bad).toHaveLength(1);
    const [, placed, of] = bad[0].match(/^components: (\d+) placed of (\d+)$/) ?? [];
    expect(Number(of) - Number(placed)).toBe(1);
    // not settled: a card being resolved is in no pile, and no count is made
    expect(invariantViolations(game.engine)).toEqual([]);
  });
});

describe("simulation of the compiled base game", () => {
  it("seeded games on content/generated keep every invariant and replay identically", { timeout: 600_000 }, async () => {
    const { content } = await import("../../content/generated/index.ts");
    const _s = cleanRun(adventureGame, content, { games: 22, seed: 7, agent: "random", maxRounds: 30, everyStep: true, replayEvery: 1 });
  });
});
