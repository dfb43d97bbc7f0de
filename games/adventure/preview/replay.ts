// The Adventure Game's replays in the editor: a game played again from a file, its state at every step.
import { replayPreview } from "../../../core/preview.ts";
import { createGame } from "../rules/game.ts";

export const adventureReplaySteps = replayPreview(createGame, (game) => structuredClone(game.engine.state));
