// The engine is made faster without changing a game: the same content, seeds and answers give the
// same logs, byte for byte. 240 greedy four-hero games on the bundled content are compared with the
// digests of their answers and logs recorded before the speed work (test/fixtures/greedy-log-digests.json).
// When the bundled Adventure content itself changes, the games change with it: check that the engine
// is otherwise untouched, then `UPDATE_GOLDEN=1 npx vitest run test/runtime/engine-unchanged.test.ts`.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { content } from "../../content/generated/index.ts";
import { DIGEST_GAMES, gameDigest } from "./greedy-log-digests.ts";

const FILE = path.join(import.meta.dirname, "../fixtures/greedy-log-digests.json");
const ROOT = path.join(import.meta.dirname, "../..");
const contentHash = () =>
  [...readFileSync(path.join(ROOT, "content/generated/index.ts"), "utf8").matchAll(/sha256:([0-9a-f]{64})/g)].map((m) => m[1]).join(",");

describe("greedy games are unchanged by the engine's speed work", () => {
  it(`${DIGEST_GAMES} greedy four-hero games give the recorded answers and logs, byte for byte`, () => {
    const digests = Array.from({ length: DIGEST_GAMES }, (_, i) => gameDigest(content, i));
    if (process.env.UPDATE_GOLDEN === "1") writeFileSync(FILE, `${JSON.stringify({ content: contentHash(), games: digests }, null, 1)}\n`);
    const recorded = JSON.parse(readFileSync(FILE, "utf8")) as { content: string; games: string[] };
    expect(recorded.content, "the bundled Adventure content changed since the digests were recorded: see this file's head").toBe(contentHash());
    const differ = digests.flatMap((d, i) => (d === recorded.games[i] ? [] : [`game ${i} (seed ${i + 1})`]));
    expect(differ).toEqual([]);
    expect(recorded.games).toHaveLength(DIGEST_GAMES);
  }, 120_000);
});
