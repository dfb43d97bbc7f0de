// What checking one declaration needs to know.

import type { SourceRange } from "../../core/ast.ts";
import type { Game, SourcePos } from "../../core/ir.ts";
import type { Diagnostic } from "../../core/diagnostics/types.ts";
import type { DeclarationRules, GameLanguage, GameMeta } from "../../core/game.ts";
import type { GameTable, KindDef } from "../../core/vocabulary.ts";
import type { SymbolTable } from "./symbols.ts";

export interface DeclContext {
  game: Game;
  meta: GameMeta;
  table: GameTable;
  /** what the game adds to the reading of a declaration (games/<game>/checks/declarations.ts) */
  rules: DeclarationRules;
  /** the other registered games, to say "that is an effect of The Witcher: Old World" */
  others: readonly GameLanguage[];
  kind: KindDef;
  symbols: SymbolTable;
  diagnostics: Diagnostic[];
}

export function at(r: SourceRange): SourcePos {
  return { file: r.file, line: r.start.line, column: r.start.column };
}
