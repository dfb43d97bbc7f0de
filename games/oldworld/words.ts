// The Old World's words and faces: its names, how its messages are named, its rules text and card faces, and
// its verb table. None of its checks or rules: what a page that draws cards loads first (games/words.ts).
import type { GameWords } from "../../core/game.ts";
import { oldworldMessages, oldworldRulesText } from "./text/index.ts";
import { oldworldFace } from "./text/face.ts";
import { oldworld } from "./vocabulary.ts";

export const oldworldWords = {
  meta: { id: "oldworld", displayName: "The Witcher: Old World", shortName: "Old World" },
  messages: oldworldMessages,
  rulesText: oldworldRulesText,
  face: oldworldFace,
  table: oldworld,
} satisfies GameWords;
