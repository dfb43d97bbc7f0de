// An Old World set's `expansion` declaration names the expansion its cards come
// with, by the declaration's name (`expansion AdventurePack` is adventure-pack,
// one of the Old World table's `expansion` values); a set declares at most one.

import type { SourceRange } from "../../../core/ast.ts";
import { diagnostic } from "../../../core/diagnostics/registry.ts";
import type { Diagnostic } from "../../../core/diagnostics/types.ts";
import { closest, kebab } from "../../../core/names.ts";
import { oldworld } from "../vocabulary.ts";
import type { GameFile } from "../../../core/game.ts";

export function checkExpansions(files: readonly GameFile[], diagnostics: Diagnostic[]): void {
  const known = Object.keys(oldworld.enums.expansion);
  const camel = (id: string) => id.replace(/(^|-)([a-z])/g, (_, _d: string, c: string) => c.toUpperCase());
  const bySet = new Map<string, { name: string; range: SourceRange }>();
  for (const f of files) {
    for (const decl of f.ast.declarations) {
      if (decl.kind.lower !== "expansion" || !decl.name) continue;
      const id = kebab(decl.name.text);
      if (!known.includes(id)) {
        const guess = closest(id, known);
        diagnostics.push(
          diagnostic("GRM3064", decl.name.range, `\`${decl.name.text}\` is not an Old World expansion; the expansions are ${known.map(camel).join(", ")}.`, {
            fix: guess ? { range: decl.name.range, newText: camel(guess), title: `Change to \`${camel(guess)}\`` } : null,
          }),
        );
      }
      const first = bySet.get(f.set);
      if (first) {
        diagnostics.push(
          diagnostic("GRM3065", decl.name.range, `The set ${f.set} already declares the expansion ${first.name}; a set's cards come with one expansion.`, {
            related: [{ range: first.range, message: `${first.name} is declared here` }],
          }),
        );
      } else bySet.set(f.set, { name: decl.name.text, range: decl.name.range });
    }
  }
}
