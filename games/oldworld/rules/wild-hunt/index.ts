// The Wild Hunt expansion's rules as the base game calls them (engine.ts, WildHuntRules): the game gives
// them to its engine, so the base turns and fights reach the expansion without importing it.
import type { WildHuntRules } from "../engine.ts";
import { huntHit } from "./final-fight.ts";
import { playWildHunt } from "./round.ts";
import { huntShields } from "./rules.ts";

export const wildHuntRules: WildHuntRules = { play: playWildHunt, hit: huntHit, shields: huntShields };
