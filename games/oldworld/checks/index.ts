// The Old World's own checks: what spans its files and only this game has (the shared checker runs them).
import type { GameCheck } from "../../../core/game.ts";
import { checkEventNumbers } from "./event-numbers.ts";
import { checkExpansions } from "./expansions.ts";
import { checkLargeMonsters } from "./large-monsters.ts";
import { checkMonsterLevels } from "./monster-levels.ts";

export const oldWorldChecks: readonly GameCheck[] = [checkEventNumbers, checkExpansions, checkLargeMonsters, checkMonsterLevels];
