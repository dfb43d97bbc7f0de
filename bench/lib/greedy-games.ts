// Greedy games, for the benches that bundle this module as the simulator's workers are bundled
// (worker-bundle.ts bundleModule). The content is made inside the bundle, so its card effects are built the
// same way as the engine.
import type { Answer, Decision } from "../../runtime/core/decision.ts";
import type { GameEvent } from "../../runtime/core/log.ts";
import type { AdventureContent } from "../../games/adventure/rules/content.ts";
import { createGame } from "../../games/adventure/rules/game.ts";
import { greedyAgent } from "../../games/adventure/agents/play.ts";
import { content as generated } from "../../content/generated/index.ts";
import { contentFromIR } from "../../games/adventure/link/interpreted.ts";
import { Workspace } from "../../compiler/workspace.ts";
import { collectGrimFiles, nodeHost } from "../../compiler/cli/node-host.ts";
import { games } from "../../games/registry.ts";
import type { Agent, PlayableGame } from "../../core/game.ts";

export const HEROES = ["hero.geralt", "hero.triss", "hero.dandelion", "hero.yarpen"];

/** the bundled generated content, or the interpreter's of a folder's sources */
export function contentOf(kind: "generated" | { folder: string }): AdventureContent {
  if (kind === "generated") return generated;
  const ws = new Workspace(games, nodeHost);
  for (const f of collectGrimFiles([kind.folder]).files) ws.loadFile(f);
  return contentFromIR(ws.check().program);
}

export interface PlayedGame {
  answers: readonly Answer[];
  events: number;
  log: readonly GameEvent[];
  winner: string | null;
}

/** greedy four-hero game i (seats rotated, seed i + 1), answered in a loop; `keep`: keep its log */
export function playGreedy(content: AdventureContent, i: number, keep: boolean): PlayedGame {
  const heroes = [...HEROES.slice(i % 4), ...HEROES.slice(0, i % 4)];
  const game = createGame(content, { seed: i + 1, heroes, maxRounds: 250 }, { keep });
  const agent = greedyAgent();
  while (game.pending) game.answer(agent(game.pending, game));
  return { answers: game.answers, events: game.eventCount, log: game.log, winner: game.outcome!.winner };
}

/**
 * Game i of a simulation of any registered game, as `grimoire sim` would play it with greedy bots: the game
 * module's table i (seed i + 1, the modes given), answered in a loop; `keep`: keep its log.
 */
export async function simGame(game: string, i: number, modes: string[], keep: boolean): Promise<PlayedGame> {
  const rt = games.get(game).runtime!;
  const content = await rt.bundledContent();
  const table = rt.sim.table(content, i, i + 1, null, { maxRounds: 250, modes });
  const agents = Object.fromEntries(table.seats.map((s, k) => [s, rt.agents.greedy(i * 31 + k)])) as Record<string, Agent>;
  const answer = (d: Decision, g: PlayableGame) => agents[d.who](d, g);
  const played = rt.createGame(content, table.options, { keep }) as PlayableGame & { eventCount: number };
  while (played.pending) played.answer(answer(played.pending, played));
  return { answers: played.answers, events: played.eventCount, log: played.log, winner: played.outcome!.winner };
}
