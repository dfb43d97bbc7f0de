// The per-game vocabulary tables, by game.
import type { Game } from "../ir/types.ts";
import type { GameTable } from "./table.ts";
import { adventure } from "./adventure.ts";
import { oldworld } from "./oldworld.ts";

export const tables: Record<Game, GameTable> = { adventure, oldworld };
export const games: Game[] = ["adventure", "oldworld"];
export type * from "./table.ts";
