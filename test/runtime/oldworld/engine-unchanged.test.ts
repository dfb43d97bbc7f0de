// Moving the Old World's rules onto the rules kernel (runtime/kernel) changes no game: the simulator's tables
// (competitive with the expansions they cycle through, Monster Weakness, the Wild Hunt), played by greedy bots
// and by greedy and random bots together, give the answers, logs and results recorded before the move
// (test/fixtures/oldworld-game-digests.json), byte for byte. When the bundled Old World content itself changes,
// the games change with it: check that the rules are otherwise untouched, then
// `UPDATE_GOLDEN=1 npx vitest run test/runtime/oldworld/engine-unchanged.test.ts`.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DIGEST_RUNS, gameDigest, playDigestGame } from "./game-digests.ts";

const FILE = path.join(import.meta.dirname, "../../fixtures/oldworld-game-digests.json");
const CONTENT = path.join(import.meta.dirname, "../../../content/generated/oldworld.ts");
const contentHash = () => [...readFileSync(CONTENT, "utf8").matchAll(/sha256:([0-9a-f]{64})/g)].map((m) => m[1]).join(",");

type Recorded = { content: string; runs: Record<string, string[]> };

describe("Old World games are unchanged by how their rules run", () => {
  const update = process.env.UPDATE_GOLDEN === "1";
  const recorded: Recorded = update ? { content: contentHash(), runs: {} } : (JSON.parse(readFileSync(FILE, "utf8")) as Recorded);
  it("the digests were recorded from the bundled content as it is", () => {
    expect(recorded.content, "the bundled Old World content changed since the digests were recorded: see this file's head").toBe(contentHash());
  });
  for (const run of DIGEST_RUNS) {
    it(`${run.name}: ${run.games} games give the recorded answers, logs and results`, () => {
      const digests = Array.from({ length: run.games }, (_, i) => gameDigest(playDigestGame(run, i)));
      if (update) {
        recorded.runs[run.name] = digests;
        writeFileSync(FILE, `${JSON.stringify(recorded, null, 1)}\n`);
      }
      const want = recorded.runs[run.name] ?? [];
      expect(want).toHaveLength(run.games);
      expect(digests.flatMap((d, i) => (d === want[i] ? [] : [`game ${i} (seed ${i + 1})`]))).toEqual([]);
    }, 180_000);
  }
});
