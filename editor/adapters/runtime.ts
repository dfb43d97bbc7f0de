// The runtime as the previews use it: the interpreted content module built from
// the checked program (runtime/interpret), so previews follow every keystroke.
import type { ProgramIR } from "../../core/ir.ts";
import type { AdventureContent } from "../../games/adventure/rules/content.ts";
import { contentFromIR } from "../../games/adventure/link/interpreted.ts";

export type ContentResult = { content: AdventureContent; error: null } | { content: null; error: string };

let cacheKey: ProgramIR | null = null;
let cacheValue: ContentResult | null = null;

/** The Adventure Game content of a program, or why it cannot be built yet. Cached per check. */
export function adventureContent(program: ProgramIR | null): ContentResult {
  if (!program) return { content: null, error: "The content has not been checked yet." };
  if (program === cacheKey && cacheValue) return cacheValue;
  const adventure: ProgramIR = { sets: program.sets.filter((s) => s.game === "adventure") };
  let result: ContentResult;
  if (adventure.sets.length === 0) result = { content: null, error: "No Adventure Game sets in content/." };
  else {
    try {
      result = { content: contentFromIR(adventure), error: null };
    } catch (e) {
      result = { content: null, error: `The content cannot be played yet: ${(e as Error).message}` };
    }
  }
  cacheKey = program;
  cacheValue = result;
  return result;
}
