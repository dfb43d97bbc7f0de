// The Adventure rules built to answer in place (runtime/sim/in-place-build.ts), as `grimoire sim`'s worker
// threads run them, play the very games of the rules as generators: the same answers and the same log,
// event for event. The module of greedy games (bench/lib/in-place-games.ts) is bundled with that build
// here, as the workers' bundle is, and its games are compared with the digests recorded for the engine
// (engine-unchanged.test.ts) and with the interpreter's games played as generators.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { bundleModule } from "../../runtime/sim/worker-bundle.ts";
import { answeredInPlace } from "../../runtime/sim/in-place-transform.ts";
import type * as Games from "../../bench/lib/in-place-games.ts";
import { contentOf, playGreedy, simGame } from "../../bench/lib/in-place-games.ts";
import { createGame, createInPlace } from "../../games/adventure/rules/game.ts";
import { playToEnd } from "../../runtime/agents/agents.ts";
import { greedyAgent } from "../../games/adventure/agents/play.ts";
import { IllegalAnswerError } from "../../runtime/core/errors.ts";
import { content } from "../../content/generated/index.ts";
import { DIGEST_GAMES, digestOf } from "./greedy-log-digests.ts";

const ROOT = path.join(import.meta.dirname, "../..");
const ENTRY = path.join(ROOT, "bench/lib/in-place-games.ts");
const recorded = () => (JSON.parse(readFileSync(path.join(ROOT, "test/fixtures/greedy-log-digests.json"), "utf8")) as { games: string[] }).games;
const built = async () => (await import((await bundleModule(ENTRY, true)).href)) as typeof Games;

describe("the rules built to answer in place play the same games", () => {
  it(`the ${DIGEST_GAMES} recorded greedy four-hero games, answer for answer and event for event`, async () => {
    const inPlace = await built();
    const generated = inPlace.contentOf("generated");
    const digests = Array.from({ length: DIGEST_GAMES }, (_, i) => {
      const g = inPlace.playGreedy(generated, i, true);
      return digestOf(g.answers, g.log);
    });
    const want = recorded();
    expect(digests.flatMap((d, i) => (d === want[i] ? [] : [`game ${i} (seed ${i + 1})`]))).toEqual([]);
  }, 180_000);

  it("the interpreter's effects too: a folder's sources play as the generators play them", async () => {
    const inPlace = await built();
    const folder = { folder: path.join(ROOT, "content/adventure") };
    const twin = inPlace.contentOf(folder);
    const interpreted = contentOf(folder);
    for (let i = 0; i < 24; i++) {
      const g = inPlace.playGreedy(twin, i, true);
      const want = playGreedy(interpreted, i, true);
      expect(digestOf(g.answers, g.log), `game ${i}`).toBe(digestOf(want.answers, want.log));
    }
  }, 180_000);
});

// The Old World runs on the rules kernel: the build leaves its rules as written (in-place-build.ts, onKernel),
// and its games in the simulator's bundle are the games its rules play through tsx.
describe("the Old World's rules in the simulator's build play the same games", () => {
  for (const [what, modes, count] of [
    ["competitive games of 1 to 5 witchers, the expansions the tables cycle through", [], 30],
    ["the Wild Hunt's cooperative games, its team bot trying card options on copies of the table", ["wild-hunt"], 24],
    ["Monster Trail's Monster Weakness", ["monster-weakness"], 12],
  ] as const) {
    it(what, async () => {
      const inPlace = await built();
      for (let i = 0; i < count; i++) {
        const g = await inPlace.simGame("oldworld", i, [...modes], true);
        const want = await simGame("oldworld", i, [...modes], true);
        expect(g.log.length, `game ${i}`).toBeGreaterThan(0);
        expect(digestOf(g.answers, g.log), `game ${i}`).toBe(digestOf(want.answers, want.log));
      }
    }, 180_000);
  }
});

describe("a game played in place", () => {
  it("is the game answered one decision at a time, with the rules as generators", () => {
    for (const i of [0, 5]) {
      const heroes = ["hero.triss", "hero.yarpen", "hero.geralt"];
      const looped = playToEnd(createGame(content, { seed: 40 + i, heroes }), greedyAgent());
      const inPlace = createInPlace(content, { seed: 40 + i, heroes });
      inPlace.playInPlace(greedyAgent());
      expect(inPlace.answers).toEqual(looped.answers);
      expect(inPlace.log).toEqual(looped.log);
      expect(inPlace.result).toEqual(looped.result);
      expect(inPlace.pending).toBeNull();
    }
  });

  it("shows its bot the decision being answered, and refuses an illegal answer as a game answered in turn does", () => {
    const game = createInPlace(content, { seed: 3, heroes: ["hero.geralt", "hero.triss"] });
    let seen = 0;
    expect(() =>
      game.playInPlace((d, g) => {
        expect(g.pending).toBe(d);
        if (++seen === 5) return ["no-such-option"];
        return [d.options[0].key];
      }),
    ).toThrow(IllegalAnswerError);
    expect(game.answers).toHaveLength(4);
  });

  it("is answered by its bots only, and a game that waits for answers is not played in place", () => {
    const game = createInPlace(content, { seed: 3, heroes: ["hero.geralt", "hero.triss"] });
    expect(() => game.answer(["x"])).toThrow(/answered by the bots it was played with/);
    const waiting = createGame(content, { seed: 3, heroes: ["hero.geralt", "hero.triss"] });
    expect(() => waiting.playInPlace(greedyAgent())).toThrow(/only a game made to be played in place/);
  });
});

describe("building the rules to answer in place", () => {
  it("makes each step a plain function and each yield* a plain call", () => {
    const out = answeredInPlace(
      "rules.ts",
      "function* f(ctx: C): Step<number> { const a = yield* g(ctx); return a + (yield* h()); }\nconst o = { *m(): Step<void> { yield* f(1); } };",
    );
    expect(out).not.toMatch(/yield|\*/);
    expect(out).toContain("function f(ctx: C): Step<number>");
    expect(out).toContain("const a = (g(ctx));");
    expect(out).toContain("m(): Step<void>");
  });

  it("refuses a decision yielded anywhere but core/driver.ts's ask, naming the file and line", () => {
    expect(() => answeredInPlace("rules.ts", "function* f(): Step<void> {\n  yield d;\n}")).toThrow(
      /rules\.ts:2: a decision yielded outside core\/driver\.ts's ask/,
    );
  });
});
