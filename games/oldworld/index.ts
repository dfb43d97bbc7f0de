// The Witcher: Old World as a game module.
import { combineOwSets, linkOwSet } from "../../compiler/link/oldworld/content-data.ts";
import { oldworld } from "../../compiler/verbs/oldworld.ts";
import { owInterpretedFactory } from "../../runtime/interpret/oldworld.ts";
import type { OldWorldContent } from "../../runtime/oldworld/content.ts";
import type { GameModule } from "../types.ts";

export const oldworldGame: GameModule<OldWorldContent> = {
  meta: { id: "oldworld", displayName: "The Witcher: Old World" },
  table: oldworld,
  link: { linkSet: linkOwSet, combine: combineOwSets, interpreted: owInterpretedFactory },
  rulebooks: [
    { source: "old-world-base-facts.md", coverage: "test/runtime/oldworld/rules-coverage.json" },
    { source: "old-world-kickstarter-expansions.en.txt", coverage: "test/runtime/oldworld/rules-coverage.json" },
  ],
};
