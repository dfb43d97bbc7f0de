// Semantic tokens: what each word is in the language's terms (a kind, a
// declared name, a window, a number…), for editors that colour by meaning.

import type { Clause, Item, SourceRange } from "../../core/ast.ts";
import type { CheckedFiles } from "./checked-files.ts";

export const semanticTokenTypes = ["keyword", "class", "event", "string", "number", "comment"] as const;
export const semanticTokenModifiers = ["declaration"] as const;

export interface SemanticToken {
  /** 1-based, like every position the services hand out */
  line: number;
  column: number;
  length: number;
  type: (typeof semanticTokenTypes)[number];
  declaration: boolean;
}

export function semanticTokens(ws: CheckedFiles, path: string): SemanticToken[] {
  const ast = ws.ast(path);
  const game = ws.checked().headers.get(path)?.game;
  if (!ast) return [];
  const symbols = ws.checked().symbols;
  const out: SemanticToken[] = [];
  const add = (r: SourceRange, type: SemanticToken["type"], declaration = false) => {
    if (r.start.line !== r.end.line || r.end.column <= r.start.column) return;
    out.push({ line: r.start.line, column: r.start.column, length: r.end.column - r.start.column, type, declaration });
  };
  const item = (it: Item, inWindow: boolean) => {
    if (it.kind === "word") {
      if (game && symbols.named(game, it.text).length > 0) add(it.range, "class");
      else if (inWindow) add(it.range, "event");
    } else if (it.kind === "string") add(it.range, "string");
    else if (it.kind === "number" || it.kind === "signed" || it.kind === "range") add(it.range, "number");
  };
  const clauses = (cs: Clause[]) => {
    for (const c of cs) {
      for (const it of c.phrase.items) {
        if (it.kind === "block") clauses(it.block.clauses);
        else item(it, c.colon !== null);
      }
      if (c.body) clauses(c.body);
    }
  };
  for (const d of ast.declarations) {
    add(d.kind.range, "keyword");
    if (d.name) add(d.name.range, "class", true);
    if (d.display) add(d.display.range, "string");
    for (const w of [d.forRef, d.inRef]) if (w) item(w, false);
    for (const t of d.tags) for (const it of t.items) item(it, false);
    if (d.block) clauses(d.block.clauses);
  }
  for (const c of ast.comments) add(c.range, "comment");
  return out.sort((a, b) => a.line - b.line || a.column - b.column);
}
