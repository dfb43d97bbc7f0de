// The Old World's rules built to answer in place (runtime/sim/in-place-build.ts), as `grimoire sim`'s worker
// threads run them, play the very games of the rules as generators: the same answers and the same log,
// event for event. The Adventure Game is on the rules kernel and has no such build: its workers load the
// bundle of the sources as they are, whose games are compared with the digests recorded for the engine
// (engine-unchanged.test.ts) and with the interpreter's games played here. The module of greedy games
// (bench/lib/in-place-games.ts) is bundled both ways, as the workers' bundles are.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { bundleModule } from "../../runtime/sim/worker-bundle.ts";
import { answeredInPlace } from "../../runtime/sim/in-place-transform.ts";
import type * as Games from "../../bench/lib/in-place-games.ts";
import { contentOf, playGreedy, simGame } from "../../bench/lib/in-place-games.ts";
import { DIGEST_GAMES, digestOf } from "./greedy-log-digests.ts";

const ROOT = path.join(import.meta.dirname, "../..");
const ENTRY = path.join(ROOT, "bench/lib/in-place-games.ts");
const recorded = () => (JSON.parse(readFileSync(path.join(ROOT, "test/fixtures/greedy-log-digests.json"), "utf8")) as { games: string[] }).games;
const built = async () => (await import((await bundleModule(ENTRY, true)).href)) as typeof Games;

describe("the Adventure Game on the rules kernel, in the simulator's bundles", () => {
  it(`the ${DIGEST_GAMES} recorded greedy four-hero games, answer for answer and event for event, in the bundle its workers load`, async () => {
    const plain = (await import((await bundleModule(ENTRY, false)).href)) as typeof Games;
    const generated = plain.contentOf("generated");
    const digests = Array.from({ length: DIGEST_GAMES }, (_, i) => {
      const g = plain.playGreedy(generated, i, true);
      return digestOf(g.answers, g.log);
    });
    const want = recorded();
    expect(digests.flatMap((d, i) => (d === want[i] ? [] : [`game ${i} (seed ${i + 1})`]))).toEqual([]);
  }, 180_000);

  it("the interpreter's effects too: a folder's sources play in that bundle as they play here", async () => {
    const plain = (await import((await bundleModule(ENTRY, false)).href)) as typeof Games;
    const folder = { folder: path.join(ROOT, "content/adventure") };
    const there = plain.contentOf(folder);
    const here = contentOf(folder);
    for (let i = 0; i < 12; i++) {
      const g = plain.playGreedy(there, i, true);
      const want = playGreedy(here, i, true);
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
