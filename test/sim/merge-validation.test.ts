// `grimoire sim merge` given result files that are not what `sim --shard i/n`
// wrote: edited, relabelled, cut short or made up. Each is one clear error
// (the CLI prints it on one line and exits 2) before anything is added up;
// the real shards of a run still add up to the run's own summary.
import { beforeAll, describe, expect, it } from "vitest";
import { games } from "../../games/registry.ts";
import { ContentError } from "../../runtime/core/errors.ts";
import { playGames } from "../../runtime/sim/pool.ts";
import { mergeShards, readShard, shardFile, shardRange } from "../../runtime/sim/shard.ts";
import { describeSummary, summarize, type RunIdentity } from "../../runtime/sim/summary.ts";
import { runIdentity } from "./run-identity.ts";

let identity: RunIdentity;
/** the JSON text of shard 1/2 and 2/2 of a seven-game run, as `sim --shard` writes them */
let texts: [string, string];
let whole: string;

beforeAll(async () => {
  const adventure = games.get("adventure");
  const content = await adventure.runtime!.bundledContent();
  identity = runIdentity({
    game: "adventure",
    sets: content.sets.map((s: { id: string }) => s.id),
    games: 7,
    seed: 40,
    agent: "random",
    maxRounds: 8,
    replayEvery: 0,
  });
  const shard = async (index: number) => {
    const [from, to] = shardRange(identity.games, index, 2);
    const tally = await playGames(adventure, identity, { workers: 1, inThisThread: true, from, to, contentDir: null });
    return `${JSON.stringify(shardFile(identity, { index, count: 2 }, tally))}\n`;
  };
  texts = [await shard(1), await shard(2)];
  whole = describeSummary(summarize(identity, await playGames(adventure, identity, { workers: 1, inThisThread: true, from: 0, to: 7, contentDir: null }))).join(
    "\n",
  );
}, 300_000);

/** a shard's JSON with one change made to it */
function edited(k: 0 | 1, change: (f: Record<string, any>) => void): string {
  const f = JSON.parse(texts[k]);
  change(f);
  return JSON.stringify(f);
}

function refused(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(ContentError);
    const message = (e as Error).message;
    expect(message).not.toContain("\n");
    return message;
  }
  throw new Error("expected the merge to be refused");
}

const merge = (...files: [string, string][]) => mergeShards(files.map(([name, text]) => ({ name, file: readShard(text, name) })));

describe("sim merge: result files are checked before they are added", () => {
  it("the real shards, named in any order, add up to the summary of one run", () => {
    expect(describeSummary(merge(["b.json", texts[1]], ["a.json", texts[0]])).join("\n")).toBe(whole);
  });

  it('a tally whose games is a string ("ten") or negative (-990) is refused, not printed as "10ten games" or "-990 games"', () => {
    expect(
      refused(() =>
        readShard(
          edited(0, (f) => (f.tally.games = "ten")),
          "a.json",
        ),
      ),
    ).toBe("a.json: not a result file as `grimoire sim --shard i/n` writes it: tally.games: Invalid input: expected number, received string");
    expect(
      refused(() =>
        readShard(
          edited(1, (f) => (f.tally.games = -990)),
          "b.json",
        ),
      ),
    ).toBe("b.json: not a result file as `grimoire sim --shard i/n` writes it: tally.games: Too small: expected number to be >=0");
    expect(
      refused(() =>
        readShard(
          edited(0, (f) => (f.games = "0-3")),
          "a.json",
        ),
      ),
    ).toMatch(/^a\.json: not a result file .*: games: Invalid input: expected tuple, received string$/);
    expect(
      refused(() =>
        readShard(
          edited(1, (f) => (f.tally.seats[Object.keys(f.tally.seats)[0]].wins = 1.5)),
          "b.json",
        ),
      ),
    ).toMatch(/^b\.json: .*tally\.seats\.[\w.-]+\.wins: Invalid input: expected int, received number$/);
  });

  it("shard 1's tally labelled as shard 2 is refused, not added twice", () => {
    const relabelled = edited(0, (f) => (f.shard.index = 2));
    expect(refused(() => readShard(relabelled, "two.json"))).toBe(
      "two.json: it holds games 0..2, but shard 2/2 of 7 games plays games 3..6; its tally counts 3 games, but shard 2/2 plays 4; the file is not the result `grimoire sim --shard 2/2` wrote",
    );
    // relabelled with its range changed too: its count of games still gives it away
    expect(
      refused(() =>
        readShard(
          edited(0, (f) => ((f.shard.index = 2), (f.games = [3, 7]))),
          "two.json",
        ),
      ),
    ).toBe("two.json: its tally counts 3 games, but shard 2/2 plays 4; the file is not the result `grimoire sim --shard 2/2` wrote");
  });

  it("an empty tally is refused with the fields it lacks, not a crash", () => {
    expect(
      refused(() =>
        readShard(
          edited(0, (f) => (f.tally = {})),
          "a.json",
        ),
      ),
    ).toBe(
      "a.json: not a result file as `grimoire sim --shard i/n` writes it: tally.games: Invalid input: expected number, received undefined; tally.endedBy: Invalid input: expected record, received undefined; tally.won: Invalid input: expected number, received undefined; tally.failures: Invalid input: expected array, received undefined; tally.replayed: Invalid input: expected number, received undefined; and 10 more",
    );
  });

  it("a shard count of 1e9 is an error naming a few missing shards, without a list a billion long", () => {
    // a file consistent with itself: shard 1 of a billion one-game shards
    const lone = edited(0, (f) => ((f.run.games = 1e9), (f.shard.count = 1e9), (f.games = [0, 1])));
    const oneGame = JSON.parse(lone);
    const first = JSON.parse(texts[0]).tally;
    // the first game of shard 1 alone would need its own tally; any tally of one game will do for the count
    oneGame.tally = { ...first, games: 1, failures: [], endedBy: { [Object.keys(first.endedBy)[0]]: 1 }, won: Math.min(first.won, 1) };
    const started = performance.now();
    expect(refused(() => merge(["lone.json", JSON.stringify(oneGame)]))).toBe(
      "shards 2/1000000000, 3/1000000000, 4/1000000000, 5/1000000000, 6/1000000000 and 999999994 more missing: the summary would not be the run's",
    );
    expect(performance.now() - started).toBeLessThan(1000);
    // the same count on the real shard 1 disagrees with the games it holds
    expect(
      refused(() =>
        readShard(
          edited(0, (f) => (f.shard.count = 1e9)),
          "a.json",
        ),
      ),
    ).toMatch(/^a\.json: it holds games 0\.\.2, but shard 1\/1000000000 of 7 games plays games 0\.\.-1/);
  });

  it("the same shard twice is an error, and so is a gap", () => {
    expect(refused(() => merge(["a.json", texts[0]], ["copy.json", texts[0]]))).toBe("copy.json and a.json are both shard 1/2");
    expect(refused(() => merge(["b.json", texts[1]]))).toBe("shard 1/2 missing: the summary would not be the run's");
  });

  it("a key that would reach an object's prototype (__proto__, constructor) is refused", () => {
    const poisoned = texts[0].replace('"cards":{', '"cards":{"__proto__":{"seen":1,"wins":1,"bySeat":{}},');
    expect(poisoned).not.toBe(texts[0]);
    expect(refused(() => readShard(poisoned, "a.json"))).toBe(
      'a.json: the key "__proto__" is not a name a tally uses; the file is not the result `grimoire sim --shard i/n` wrote',
    );
    expect(
      refused(() =>
        readShard(
          edited(0, (f) => (f.tally.stats.constructor = 5)),
          "a.json",
        ),
      ),
    ).toMatch(/tally\.stats\.constructor: is not a name a tally uses/);
  });

  it("a failure outside the shard's games, or more games won than finished, is refused", () => {
    expect(
      refused(() =>
        readShard(
          edited(0, (f) => ((f.tally.failures = [{ game: 5, seed: 1, seats: [], error: "x" }]), (f.tally.endedBy = { quests: 2 }), (f.tally.won = 0))),
          "a.json",
        ),
      ),
    ).toMatch(/^a\.json: its tally has a failure in game 5, outside its games 0\.\.2/);
    expect(
      refused(() =>
        readShard(
          edited(0, (f) => (f.tally.won = 4)),
          "a.json",
        ),
      ),
    ).toMatch(/its tally has 4 games won of 3 finished/);
  });
});
