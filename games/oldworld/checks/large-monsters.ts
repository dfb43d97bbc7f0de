// Monster Trail's large Monster cards, checked from the syntax tree so each
// finding points at the number itself: a card has special attacks 1 to 4
// (the four Special Attack cards) and weakness paragraphs 1 to 6 (the tokens
// of one terrain's set), each number once; a Special Attack fight card names
// one of the four.

import type { Clause, Item, SourceRange } from "../../../core/ast.ts";
import { diagnostic } from "../../../core/diagnostics/registry.ts";
import type { Diagnostic } from "../../../core/diagnostics/types.ts";
import type { GameFile } from "../../../core/game.ts";

/** Monster Weakness and Special Attacks: "There are 4 Special Attack cards in this Expansion" */
const SPECIAL_ATTACKS = 4;
/** "three sets of Monster Weakness Tokens, each set contains 6 tokens" */
const WEAKNESS_TOKENS = 6;

const isWord = (it: Item | undefined, w: string): boolean => it?.kind === "word" && it.lower === w;

/** the number after `words` at the start of a clause, with its range */
function numberAfter(c: Clause, words: string[]): { n: number; range: SourceRange } | null {
  const items = c.phrase.items;
  if (!words.every((w, i) => isWord(items[i], w))) return null;
  const it = items[words.length];
  return it?.kind === "number" ? { n: it.value, range: it.range } : null;
}

export function checkLargeMonsters(files: readonly GameFile[], diagnostics: Diagnostic[]): void {
  for (const f of files) {
    for (const decl of f.ast.declarations) {
      const kind = decl.kind.lower;
      if (kind === "fightcard") {
        for (const c of decl.block?.clauses ?? []) {
          const n = numberAfter(c, ["special", "attack", "card"]);
          if (n && (n.n < 1 || n.n > SPECIAL_ATTACKS))
            diagnostics.push(
              diagnostic("GRM3066", n.range, `There are ${SPECIAL_ATTACKS} Special Attack cards, numbered 1 to ${SPECIAL_ATTACKS}; ${n.n} is none of them.`),
            );
        }
        continue;
      }
      if (kind !== "largemonster") continue;
      const seen = new Map<string, SourceRange>();
      for (const c of decl.block?.clauses ?? []) {
        const special = numberAfter(c, ["when", "special", "attack"]);
        const weakness = numberAfter(c, ["with", "weakness", "token"]);
        const found = special
          ? { n: special, what: "special attack", max: SPECIAL_ATTACKS, code: "GRM3066" }
          : weakness
            ? { n: weakness, what: "weakness", max: WEAKNESS_TOKENS, code: "GRM3067" }
            : null;
        if (!found) continue;
        const { n, what, max, code } = found;
        if (n.n < 1 || n.n > max) {
          diagnostics.push(diagnostic(code, n.range, `A large Monster card's ${what} is numbered 1 to ${max}; ${n.n} is not.`));
          continue;
        }
        const key = `${what} ${n.n}`;
        const first = seen.get(key);
        if (first)
          diagnostics.push(
            diagnostic("GRM3068", n.range, `${decl.name?.text ?? "This card"} gives its ${key} twice; each number is one paragraph of the card.`, {
              related: [{ range: first, message: `${key} is given here first` }],
            }),
          );
        else seen.set(key, n.range);
      }
    }
  }
}
