// The Adventure Game's bots as agents, and a whole game played by them.
import { playToEnd, type Agent, type RunOptions } from "../../../runtime/agents/agents.ts";
import type { AdventureContent } from "../rules/content.ts";
import { createGame, type AdventureGame } from "../rules/game.ts";
import type { GameOptions } from "../rules/setup.ts";
import { greedyAnswer } from "./greedy.ts";

export function greedyAgent(): Agent<AdventureGame> {
  return greedyAnswer;
}

/** play an Adventure Game to the end; `agents` maps hero ids to agents, or one agent plays everyone */
export function runGame(
  content: AdventureContent,
  opts: GameOptions,
  agents: Agent<AdventureGame> | Record<string, Agent<AdventureGame>>,
  run: RunOptions<AdventureGame> = {},
): AdventureGame {
  return playToEnd(createGame(content, opts), agents, run);
}
