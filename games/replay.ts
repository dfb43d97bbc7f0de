// Replaying a file of any registered game: the file names its game, the
// registry gives that game's replay rules, which check every field.
import { ContentError } from "../runtime/core/errors.ts";
import { readReplayText, replayGameId, replayWith } from "../runtime/core/replay.ts";
import type { GameRegistry } from "../core/registry.ts";
import { games as registry } from "./registry.ts";
import type { PlayableGame } from "../core/game.ts";

/** the game module a replay file names, with a clear error for an unknown or unplayable game */
export function moduleOfReplay(data: unknown, games: GameRegistry = registry) {
  const id = replayGameId(data);
  const module = games.get(id);
  if (!module.runtime) throw new ContentError(`${module.meta.displayName} has no runtime to replay its games`);
  return module;
}

/** play a replay file (text or parsed JSON) of any game again on that game's content */
export function replayAny(content: unknown, file: string | unknown, games: GameRegistry = registry): PlayableGame {
  const data = typeof file === "string" ? readReplayText(file) : file;
  const module = moduleOfReplay(data, games);
  return replayWith(module.runtime!.replay, content, data);
}
