// The per-game vocabulary tables, by game.
import type { Game } from "../../core/ir.ts";
import type { GameTable } from "../../core/vocabulary.ts";
import { adventure } from "../../games/adventure/vocabulary.ts";
import { oldworld } from "../../games/oldworld/vocabulary.ts";

export const tables: Record<Game, GameTable> = { adventure, oldworld };
export const games: Game[] = ["adventure", "oldworld"];
export type * from "../../core/vocabulary.ts";
