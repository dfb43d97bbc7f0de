// A first game, start to finish: run with `npx tsx runtime/examples/first-game.ts`.
import { createGame, replay, saveReplay } from "../../games/adventure/rules/game.ts";
import { content } from "../../content/generated/index.ts";
import { randomAgent } from "../agents/agents.ts";
import { greedyAgent, runGame } from "../../games/adventure/agents/play.ts";
import { IllegalAnswerError } from "../core/errors.ts";

export function firstGame(): string[] {
  const out: string[] = [];

  // 1. Drive a game by hand: read the pending decision, answer it.
  const game = createGame(content, { seed: 42, heroes: ["hero.geralt", "hero.triss"], maxRounds: 3 });
  const pick = randomAgent(7);
  out.push(`first decision: ${game.pending!.who} - ${game.pending!.prompt}`);
  try {
    game.answer(["no-such-option"]);
  } catch (err) {
    if (err instanceof IllegalAnswerError) out.push(`refused: ${err.message.split(";")[0]}`);
  }
  while (game.pending) game.answer(pick(game.pending, game));
  const r = game.result!;
  out.push(`winner ${r.winner} with ${r.standings[0].vp} VP after ${r.rounds} rounds (${r.reason})`);

  // 2. Save the game as a replay file and play it again: the same log, event for event.
  const file = JSON.parse(JSON.stringify(saveReplay(game)));
  const again = replay(content, file);
  out.push(`replayed ${file.answers.length} answers, identical log: ${JSON.stringify(again.log) === JSON.stringify(game.log)}`);

  // 3. Let agents play a whole game: a greedy bot against a random one.
  const bots = runGame(
    content,
    { seed: 5, heroes: ["hero.dandelion", "hero.yarpen"], maxRounds: 150 },
    {
      "hero.dandelion": greedyAgent(),
      "hero.yarpen": randomAgent(5),
    },
  );
  out.push(`bots: ${bots.result!.standings.map((s) => `${s.hero} ${s.vp} VP, ${s.quests} quests`).join("; ")}`);
  return out;
}

if (process.argv[1]?.endsWith("first-game.ts")) for (const line of firstGame()) console.log(line);
