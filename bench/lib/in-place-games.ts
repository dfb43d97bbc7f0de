// Greedy games, for the bench and the test that bundle this module both ways (worker-bundle.ts bundleModule):
// with the rules as generators, and built to answer in place (the Old World's; the Adventure Game's rules are
// on the rules kernel and the same in both). The
// content is made inside the bundle, so its card effects are built the same way as the engine.
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

/**
 * Greedy four-hero game i (seats rotated, seed i + 1), answered in a loop (the Adventure Game is on the rules
 * kernel: it has no build that answers in place, both bundles play its steps); `keep`: keep its log
 */
export function playGreedy(content: AdventureContent, i: number, keep: boolean): PlayedGame {
  const heroes = [...HEROES.slice(i % 4), ...HEROES.slice(0, i % 4)];
  const game = createGame(content, { seed: i + 1, heroes, maxRounds: 250 }, { keep });
  const agent = greedyAgent();
  while (game.pending) game.answer(agent(game.pending, game));
  return { answers: game.answers, events: game.eventCount, log: game.log, winner: game.outcome!.winner };
}

/**
 * Game i of a simulation of any registered game, as `grimoire sim` would play it with greedy bots: the game
 * module's table i (seed i + 1, the modes given), played in place (a game on the rules kernel: answered in a
 * loop, as the simulator plays it); `keep`: keep its log.
 */
export async function simGame(game: string, i: number, modes: string[], keep: boolean): Promise<PlayedGame> {
  const rt = games.get(game).runtime!;
  const content = await rt.bundledContent();
  const table = rt.sim.table(content, i, i + 1, null, { maxRounds: 250, modes });
  const agents = Object.fromEntries(table.seats.map((s, k) => [s, rt.agents.greedy(i * 31 + k)])) as Record<string, Agent>;
  const answer = (d: Decision, g: PlayableGame) => agents[d.who](d, g);
  let played: PlayableGame & { eventCount: number };
  if (rt.inPlace) {
    played = rt.inPlace.create(content, table.options, { keep }) as typeof played;
    rt.inPlace.play(played, answer);
  } else {
    // a game on the rules kernel, which the simulator answers in a loop
    played = rt.createGame(content, table.options, { keep }) as typeof played;
    while (played.pending) played.answer(answer(played.pending, played));
  }
  return { answers: played.answers, events: played.eventCount, log: played.log, winner: played.outcome!.winner };
}
