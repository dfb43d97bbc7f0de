// The Old World's replays in the editor: a game played again from a file, its state at every step.
import { replayPreview } from "../../../core/preview.ts";
import { createOldWorldGame } from "../rules/game.ts";

export const oldWorldReplaySteps = replayPreview(createOldWorldGame, (game) => structuredClone(game.engine.state));
