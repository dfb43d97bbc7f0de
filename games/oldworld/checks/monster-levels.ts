// An Old World monster's `level N` tag against the levels the game's monsters
// have: the setup's "monsters start at level 1 and rise to level 3" (the same
// 1 to 3 the content module takes when no setup gives it). A level outside
// them is a monster no terrain slot ever shows: the runtime places a monster
// at the start level and one level higher after each win, up to the highest.

import type { SourceRange } from "../../../core/ast.ts";
import { diagnostic } from "../../../core/diagnostics/registry.ts";
import type { Diagnostic } from "../../../core/diagnostics/types.ts";
import type { GameFile } from "../../../core/game.ts";

const DEFAULT_LEVELS = { start: 1, max: 3 };

export function checkMonsterLevels(files: readonly GameFile[], diagnostics: Diagnostic[]): void {
  // every setup checked with the monsters says which levels exist; several (one per set) widen the range
  let levels: { start: number; max: number; range: SourceRange } | null = null;
  for (const f of files) {
    for (const decl of f.ast.declarations) {
      if (decl.kind.lower !== "setup") continue;
      for (const c of decl.block?.clauses ?? []) {
        const items = c.phrase.items;
        const words = items.flatMap((i) => (i.kind === "word" ? [i.lower] : []));
        const numbers = items.flatMap((i) => (i.kind === "number" ? [i.value] : []));
        if (c.colon || words[0] !== "monsters" || words[1] !== "start" || numbers.length !== 2) continue;
        const [start, max] = numbers;
        levels = levels ? { start: Math.min(levels.start, start), max: Math.max(levels.max, max), range: levels.range } : { start, max, range: c.phrase.range };
      }
    }
  }
  const { start, max } = levels ?? DEFAULT_LEVELS;
  for (const f of files) {
    for (const decl of f.ast.declarations) {
      if (decl.kind.lower !== "monster" || !decl.name) continue;
      for (const tag of decl.tags) {
        const [word, n] = tag.items;
        if (tag.items.length !== 2 || word.kind !== "word" || word.lower !== "level" || n.kind !== "number") continue;
        if (n.value >= start && n.value <= max) continue;
        const source = levels ? ` (the setup: monsters start at level ${levels.start} and rise to level ${levels.max})` : "";
        diagnostics.push(
          diagnostic("GRM3024", n.range, `${decl.name.text} is a level ${n.value} monster; Old World monsters are level ${start} to ${max}${source}.`, {
            related: levels ? [{ range: levels.range, message: `the monster levels are set here` }] : [],
          }),
        );
      }
    }
  }
}
