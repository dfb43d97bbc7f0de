// Monster Trail, "Monster Weakness and Special Attacks": how the large Monster
// cards play in seeded games between greedy bots. A level's monsters are beaten
// less often than the level's before, and no card makes its monster far easier
// or harder than the others of its level (content/balance/monster-trail-weakness.json,
// `fightsWon`, assumed).
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { content } from "../../../content/generated/oldworld.ts";
import { greedyOldWorld } from "../../../games/oldworld/agents/greedy.ts";
import { createOldWorldGame } from "../../../games/oldworld/rules/game.ts";
import { playToEnd } from "../../../runtime/agents/agents.ts";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const { fightsWon } = JSON.parse(readFileSync(path.join(ROOT, "content/balance/monster-trail-weakness.json"), "utf8")) as {
  fightsWon: { games: number; spread: number };
};

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

describe("Monster Trail: the large Monster cards in play", () => {
  it("Special Monster Attacks: in seeded games a level's monsters are beaten less often than the level before's, and none far from its level's median", {
    timeout: 300_000,
  }, () => {
    const witchers = content.witchers.filter((w) => w.set === "core" || w.set === "monster-trail").map((w) => w.id);
    const fights = new Map<string, { level: number; fought: number; won: number }>();
    for (let g = 0; g < fightsWon.games; g++) {
      const seats = [...new Set(Array.from({ length: 1 + (g % 4) }, (_, i) => witchers[(g * 3 + i * 5) % witchers.length]))];
      const game = playToEnd(
        createOldWorldGame(content, { seed: 1000 + g, witchers: seats, expansions: ["monster-trail"], modes: ["monster-weakness"], maxRounds: 250 }),
        greedyOldWorld,
      );
      let current: { level: number; fought: number; won: number } | null = null;
      for (const ev of game.log) {
        if (ev.type === "fight" && typeof ev.monster === "string" && ev.monster.startsWith("monster.")) {
          current = fights.get(ev.monster) ?? { level: Number(ev.level), fought: 0, won: 0 };
          fights.set(ev.monster, current);
          current.fought++;
        } else if (ev.type === "fight-result" && current) {
          if (ev.result === "won") current.won++;
          current = null;
        }
      }
    }
    expect([...fights.keys()].sort()).toEqual(content.largeMonsters.map((l) => l.monster).sort());
    const rate = (f: { fought: number; won: number }) => f.won / f.fought;
    const levels = [...new Set([...fights.values()].map((f) => f.level))].sort();
    const medians = levels.map((l) => median([...fights.values()].filter((f) => f.level === l).map(rate)));
    for (let i = 1; i < medians.length; i++) expect(medians[i], `level ${levels[i]} against level ${levels[i - 1]}`).toBeLessThan(medians[i - 1]);
    const far = [...fights]
      .filter(([, f]) => Math.abs(rate(f) - medians[levels.indexOf(f.level)]) > fightsWon.spread)
      .map(
        ([id, f]) =>
          `${id} (level ${f.level}): ${(100 * rate(f)).toFixed(0)}% of ${f.fought} fights won, level median ${(100 * medians[levels.indexOf(f.level)]).toFixed(0)}%`,
      );
    expect(far).toEqual([]);
  });
});
