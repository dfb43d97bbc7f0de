// What checking one declaration needs to know.

import type { SourceRange } from "../../grammar/ast.ts";
import type { Game, SourcePos } from "../../core/ir.ts";
import type { Diagnostic } from "../../core/diagnostics/types.ts";
import type { GameTable, KindDef } from "../../core/vocabulary.ts";
import type { SymbolTable } from "./symbols.ts";

export interface DeclContext {
  game: Game;
  table: GameTable;
  /** the other game's table, to say "that is an Old World effect" */
  other: GameTable;
  kind: KindDef;
  symbols: SymbolTable;
  diagnostics: Diagnostic[];
}

export function at(r: SourceRange): SourcePos {
  return { file: r.file, line: r.start.line, column: r.start.column };
}
