// Every game's words alone (games/<game>/words.ts), in the order of games/registry.ts: what the editor's page
// draws faces and formats catalogues with until a preview loads the whole games, rules included. Adding a
// game: one line here too (test/games/words.test.ts checks the two lists agree).
import { GameRegistry } from "../core/registry.ts";
import type { GameWords } from "../core/game.ts";
import { adventureWords } from "./adventure/words.ts";
import { oldworldWords } from "./oldworld/words.ts";

export const gameWords = new GameRegistry<GameWords>().register(adventureWords).register(oldworldWords);
