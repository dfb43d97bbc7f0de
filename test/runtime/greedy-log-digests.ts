// The digests of greedy four-hero Adventure games on the bundled content: what the engine's
// speed work must leave byte for byte as it was (test/runtime/engine-unchanged.test.ts).
import { createHash } from "node:crypto";
import type { AdventureContent } from "../../games/adventure/rules/content.ts";
import { createGame } from "../../games/adventure/rules/game.ts";
import { playToEnd } from "../../runtime/agents/agents.ts";
import { greedyAgent } from "../../games/adventure/agents/play.ts";
import type { Answer } from "../../runtime/core/decision.ts";
import type { GameEvent } from "../../runtime/core/log.ts";

export const DIGEST_GAMES = 240;
const HEROES = ["hero.geralt", "hero.triss", "hero.dandelion", "hero.yarpen"];

/** game i: seed i + 1, the seats rotated by i, every seat played by the greedy bot */
export function gameDigest(content: AdventureContent, i: number): string {
  const heroes = [...HEROES.slice(i % 4), ...HEROES.slice(0, i % 4)];
  const game = playToEnd(createGame(content, { seed: i + 1, heroes, maxRounds: 250 }), greedyAgent());
  return digestOf(game.answers, game.log);
}

/** a game's answers and log, as one short digest */
export function digestOf(answers: readonly Answer[], log: readonly GameEvent[]): string {
  const h = createHash("sha256");
  h.update(JSON.stringify(answers));
  for (const e of log) h.update(`\n${JSON.stringify(e)}`);
  return h.digest("hex").slice(0, 16);
}
