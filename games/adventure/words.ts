// The Adventure Game's words and faces: its names, how its messages are named, its rules text and card faces,
// and its verb table. None of its checks or rules: what a page that draws cards loads first (games/words.ts).
import type { GameWords } from "../../core/game.ts";
import { adventureMessages, adventureRulesText } from "./text/index.ts";
import { adventureFace } from "./text/face.ts";
import { adventure } from "./vocabulary.ts";

export const adventureWords = {
  meta: { id: "adventure", displayName: "The Witcher Adventure Game", shortName: "Adventure Game" },
  messages: adventureMessages,
  rulesText: adventureRulesText,
  face: adventureFace,
  table: adventure,
} satisfies GameWords;
