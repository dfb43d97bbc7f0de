// What the editor services read of a workspace (compiler/workspace.ts): its
// files' text and syntax trees, the last check's program and symbols, and the
// registry of games. The Workspace is one; the services sit below it, since it
// offers them (completions, hover, definition) as its own.
import type { FileAst } from "../../core/ast.ts";
import type { GameRegistry } from "../../core/registry.ts";
import type { CheckedProgram } from "../check/program.ts";

export interface CheckedFiles {
  readonly games: GameRegistry;
  /** every file's path, sorted */
  paths(): string[];
  text(path: string): string | undefined;
  ast(path: string): FileAst | undefined;
  /** the full result of the last check (symbols included) */
  checked(): CheckedProgram;
}
