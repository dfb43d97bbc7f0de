// Find references and rename: every word that names a declaration, in every
// file of its game. A reference is a word written exactly as the declaration's
// name (names are looked up as written), outside strings and comments.

import type { Clause, Declaration, SourceRange, WordItem } from "../../core/ast.ts";
import { keywords, Word } from "../../grammar/tokens.ts";
import type { Sym } from "../check/symbols.ts";
import type { GameRegistry } from "../../core/registry.ts";
import { MessageNames } from "../i18n/message-names.ts";
import type { Game } from "../../core/ir.ts";
import { entityId } from "../../core/names.ts";
import type { CheckedFiles } from "./checked-files.ts";
import { symbolsAt } from "./hover.ts";

function clauseWords(clauses: Clause[], out: WordItem[]): void {
  for (const c of clauses) {
    for (const it of c.phrase.items) {
      if (it.kind === "word") out.push(it);
      else if (it.kind === "block") clauseWords(it.block.clauses, out);
    }
    if (c.body) clauseWords(c.body, out);
  }
}

/** The words of a declaration that may name another declaration (block depth is capped by the parser). */
function declarationWords(d: Declaration): WordItem[] {
  const out: WordItem[] = [];
  if (d.forRef) out.push(d.forRef);
  if (d.inRef) out.push(d.inRef);
  for (const t of d.tags) for (const it of t.items) if (it.kind === "word") out.push(it);
  if (d.block) clauseWords(d.block.clauses, out);
  return out;
}

function rangesNaming(ws: CheckedFiles, game: Game, name: string): SourceRange[] {
  const checked = ws.checked();
  const out: SourceRange[] = [];
  for (const path of ws.paths()) {
    if (checked.headers.get(path)?.game !== game) continue;
    for (const d of ws.ast(path)?.declarations ?? []) {
      if (d.name?.text === name) out.push(d.name.range);
      for (const w of declarationWords(d)) if (w.text === name) out.push(w.range);
    }
  }
  return out;
}

/** The declaration and every reference to the name under the cursor. */
export function references(ws: CheckedFiles, path: string, line: number, column: number): SourceRange[] {
  const found = symbolsAt(ws, path, line, column);
  if (!found) return [];
  return rangesNaming(ws, found.syms[0].game, found.syms[0].name);
}

export interface RenamePlan {
  /** the name under the cursor, in every .grim file */
  edits: { range: SourceRange; newText: string }[];
  /** message id prefixes to rename in every locale's catalogues: `foulfate__bushwhacked` → `foulfate__ambush` */
  messages: { from: string; to: string }[];
}

/** Longer names are refused: a name is a word people read, and its id and message ids are made from it. */
export const MAX_NAME_LENGTH = 100;

const wholeWord = new RegExp(`^(?:${Word.PATTERN instanceof RegExp ? Word.PATTERN.source : String(Word.PATTERN)})$`);

/** The prefix every message id of an entity's texts starts with (ids are `<prefix>__name`, `<prefix>__flavour`, …). */
export function messagePrefix(games: GameRegistry, id: string, game: Game): string {
  return MessageNames.of(games)
    .content(`${id}.name`, game)
    .replace(/__name$/, "");
}

export function planRename(ws: CheckedFiles, path: string, line: number, column: number, newName: string): RenamePlan | { error: string } {
  const found = symbolsAt(ws, path, line, column);
  if (!found) return { error: "There is no declared name here to rename." };
  if (newName.length > MAX_NAME_LENGTH)
    return { error: `\`${newName.slice(0, 20)}…\` is not a name: a name has at most ${MAX_NAME_LENGTH} letters and digits.` };
  if (!wholeWord.test(newName)) return { error: `\`${newName}\` is not a name: use letters and digits, starting with a letter.` };
  if (keywords.includes(newName.toLowerCase()))
    return { error: `\`${newName}\` is not a name: it is a word of the language (${keywords.map((k) => `\`${k}\``).join(", ")}).` };
  const { game, name } = found.syms[0];
  const messages: RenamePlan["messages"] = [];
  for (const s of found.syms) {
    const id = entityId(s.kind, newName);
    const clash = ws.checked().symbols.get(game, id);
    if (clash && clash !== s)
      return { error: `\`${newName}\` would give ${s.name} the id \`${id}\`, which ${clash.name} (${clash.file}:${clash.range.start.line}) already has.` };
    if (id !== s.id) messages.push({ from: messagePrefix(ws.games, s.id, game), to: messagePrefix(ws.games, id, game) });
  }
  return { edits: rangesNaming(ws, game, name).map((range) => ({ range, newText: newName })), messages };
}

export type { Sym };
