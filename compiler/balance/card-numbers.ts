// A card's numbers as `balance suggest` may change them: the number literals of its declaration (its effects'
// amounts, costs and thresholds, an Old World action's cost in its header), each with its place in the source.
// `copies` is left out: it changes how often the card is dealt, not what it does.
import type { Block, Declaration, Item } from "../../core/ast.ts";
import type { SourceRange } from "../../core/source.ts";
import type { Workspace } from "../workspace.ts";

export interface CardNumber {
  value: number;
  range: SourceRange;
  /** the clause it stands in, as written, for the designer */
  clause: string;
}

/** the declaration of card `id` in the checked workspace, or null when no entity has that id */
export function cardDeclaration(ws: Workspace, id: string): Declaration | null {
  for (const set of ws.check().program.sets)
    for (const e of set.entities) {
      if (e.id !== id) continue;
      return ws.ast(e.at.file)?.declarations.find((d) => d.range.start.line === e.at.line) ?? null;
    }
  return null;
}

/** the numbers of a declaration, in source order */
export function cardNumbers(ws: Workspace, d: Declaration): CardNumber[] {
  const text = ws.text(d.range.file) ?? "";
  const out: CardNumber[] = [];
  const take = (items: Item[], clause: SourceRange) => {
    if (items[0]?.kind === "word" && items[0].lower === "copies") return;
    for (const it of items) {
      if (it.kind === "number") out.push({ value: it.value, range: it.range, clause: text.slice(clause.start.offset, clause.end.offset).trim() });
      else if (it.kind === "block") walk(it.block);
    }
  };
  const walk = (b: Block) => {
    for (const c of b.clauses) {
      take(c.phrase.items, c.range);
      for (const s of c.body ?? []) take(s.phrase.items, s.range);
    }
  };
  for (const t of d.tags) take(t.items, t.range);
  if (d.block) walk(d.block);
  return out;
}
