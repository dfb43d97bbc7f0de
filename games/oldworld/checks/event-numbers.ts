// The Old World's numbered event deck, checked across files: each event card
// has its own number, the events of a file come in number order (the deck is
// never shuffled), and every `event N` a card names (`read event N`, `… for
// event N`, `draw event N into your hand`) is an event of the program; a
// `wild hunt event N` (`read wild hunt event N`) one of the Wild Hunt's deck.
// Read from the syntax tree, so each finding points at the number itself.

import type { Block, Clause, Item, SourceRange } from "../../../core/ast.ts";
import { diagnostic } from "../../../core/diagnostics/registry.ts";
import type { Diagnostic } from "../../../core/diagnostics/types.ts";
import type { GameFile } from "../../../core/game.ts";

interface Numbered {
  n: number;
  range: SourceRange;
  name: string;
}

function numberOfEvent(block: Block | null): { n: number; range: SourceRange } | null {
  for (const c of block?.clauses ?? []) {
    const [word, value] = c.phrase.items;
    if (c.phrase.items.length === 2 && word?.kind === "word" && word.lower === "number" && value?.kind === "number")
      return { n: value.value, range: value.range };
  }
  return null;
}

/** a Wild Hunt event (`wild hunt event`) belongs to that mode's own deck, numbered apart from the standard one */
function isWildHuntEvent(block: Block | null): boolean {
  return (block?.clauses ?? []).some((c) => c.phrase.items.map((it) => (it.kind === "word" ? it.lower : "")).join(" ") === "wild hunt event");
}

interface Reference {
  n: number;
  range: SourceRange;
  /** written `wild hunt event N`: a card of the Wild Hunt's own deck */
  hunt: boolean;
}

/** every number written right after the word `event`, in clauses and their bodies (a work list, not a recursion) */
function references(block: Block | null): Reference[] {
  const out: Reference[] = [];
  const clauses: Clause[] = [...(block?.clauses ?? [])];
  for (let c = clauses.pop(); c !== undefined; c = clauses.pop()) {
    const items: Item[] = c.phrase.items;
    items.forEach((it, i) => {
      const next = items[i + 1];
      const before = items[i - 1];
      if (it.kind === "word" && it.lower === "event" && next?.kind === "number")
        out.push({ n: next.value, range: next.range, hunt: before?.kind === "word" && before.lower === "hunt" });
      // one at a time: a spread of a block's clauses overflows the stack on a hostile file
      if (it.kind === "block") for (const b of it.block.clauses) clauses.push(b);
    });
    if (c.body) for (const b of c.body) clauses.push(b);
  }
  return out.sort((a, b) => a.range.start.offset - b.range.start.offset);
}

export function checkEventNumbers(files: readonly GameFile[], diagnostics: Diagnostic[]): void {
  // the standard deck, which effects name by number, and the Wild Hunt's
  const events = new Map<number, Numbered>();
  const huntEvents = new Map<number, Numbered>();
  const refs: Reference[] = [];
  for (const f of files) {
    const previousIn = new Map<Map<number, Numbered>, Numbered>();
    for (const decl of f.ast.declarations) {
      for (const r of references(decl.block)) refs.push(r);
      if (decl.kind.lower !== "event" || !decl.name) continue;
      const num = numberOfEvent(decl.block);
      if (!num) continue;
      const here: Numbered = { n: num.n, range: num.range, name: decl.name.text };
      const deck = isWildHuntEvent(decl.block) ? huntEvents : events;
      const previous = previousIn.get(deck);
      const first = deck.get(num.n);
      if (first) {
        diagnostics.push(
          diagnostic("GRM3061", num.range, `${here.name} has the event number ${num.n}, which ${first.name} already has; each event card has its own number.`, {
            related: [{ range: first.range, message: `${first.name} is event ${num.n}` }],
          }),
        );
      } else deck.set(num.n, here);
      if (previous && num.n < previous.n) {
        diagnostics.push(
          diagnostic(
            "GRM3063",
            num.range,
            `${here.name} (event ${num.n}) comes after ${previous.name} (event ${previous.n}); the event deck is kept in number order, so list its cards that way.`,
            {
              related: [{ range: previous.range, message: `${previous.name} is event ${previous.n}` }],
            },
          ),
        );
      }
      previousIn.set(deck, here);
    }
  }
  for (const r of refs) {
    const deck = r.hunt ? huntEvents : events;
    if (deck.has(r.n)) continue;
    const what = r.hunt ? "Wild Hunt event" : "event";
    const known = [...deck.keys()].sort((a, b) => a - b);
    const range =
      known.length === 0
        ? `no ${what} card is declared`
        : known.length === 1
          ? `the only ${what} is ${known[0]}`
          : `the ${what}s are numbered ${known[0]} to ${known[known.length - 1]}`;
    const declare = r.hunt ? `\`event … { wild hunt event; number ${r.n} }\`` : `\`event … { number ${r.n} }\``;
    diagnostics.push(diagnostic("GRM3062", r.range, `There is no ${what} ${r.n}: ${range}. Declare ${declare} or name an existing one.`));
  }
}
