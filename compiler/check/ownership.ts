// Which of two declarations with one id a designer means to be the new one.
//
// The workspace holds the bundled content and the designer's files side by side
// (the guide puts a new set in content/adventure/, beside the base game), and a
// file says nothing about where it came from but its `game` and `set` lines. The
// sets of the published boxes (the Adventure Game's base set, the Old World's
// core set and its expansions) are the games' own cards; a designer's cards go
// in a set of their own. So when two declarations clash, the one in a box's set
// keeps the id and the other is reported, wherever their files sort; between
// two of the same standing, the one later in path order, then in its file.

import type { Game } from "../../core/ir.ts";
import type { GameTable } from "../../core/vocabulary.ts";

/** A set of one of the game's published boxes (its own cards), as opposed to a designer's set. */
export function isBoxSet(table: GameTable, set: string): boolean {
  return table.publishedSets?.includes(set) ?? false;
}

export interface Claim {
  game: Game;
  set: string;
  file: string;
  offset: number;
}

/** true when `a` keeps an id both claim: a box's set before a designer's, then path order, then position. */
export function claimsFirst(table: GameTable, a: Claim, b: Claim): boolean {
  const boxA = isBoxSet(table, a.set);
  const boxB = isBoxSet(table, b.set);
  if (boxA !== boxB) return boxA;
  if (a.file !== b.file) return a.file < b.file;
  return a.offset < b.offset;
}
