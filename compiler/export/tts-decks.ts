// How a game's faced cards go to the table: cards with the same back are one
// deck (all sets of a game are shuffled into the same decks), round tokens
// are tiles in a bag per back (drawn from it at random, as from a face-down
// pile), and a player's sheet is a tile of its own. Pure: no images drawn.

import type { FacedCard } from "../render/deck.ts";
import type { GameLayout } from "../render/layout.ts";

export type Role = "deck" | "tokens" | "sheets";

export interface Pile {
  game: string;
  role: Role;
  kind: string;
  /** file-name part: the kind and the back's colour */
  slug: string;
  /** in the locale: the kind-line words every card of the pile shares, numbered when two piles share them */
  name: string;
  cards: FacedCard[];
}

/** Wider than this, a face is a player's sheet rather than a card to shuffle (a hero's, a witcher's board). */
const SHEET_WIDTH_MM = 100;

export function roleOf(layout: GameLayout, kind: string): Role {
  const t = layout.kinds[kind];
  if (t.shape === "round") return "tokens";
  return t.width > SHEET_WIDTH_MM ? "sheets" : "deck";
}

/** the leading " · " parts all the lines share ("Monstru de argint" of every silver monster) */
function sharedParts(lines: string[]): string {
  const split = lines.map((l) => l.split(" · "));
  const out: string[] = [];
  for (let i = 0; split.every((p) => i < p.length && p[i] === split[0][i]); i++) out.push(split[0][i]);
  return out.join(" · ");
}

/** The game's piles, in the order their first cards are declared. */
export function pilesOf(layout: GameLayout, cards: readonly FacedCard[]): Pile[] {
  const byBack = new Map<string, Pile>();
  for (const c of cards) {
    const role = roleOf(layout, c.entity.kind);
    // a sheet is its own pile of one; cards and tokens pile by their back
    const key = role === "sheets" ? `${c.entity.kind}:${c.entity.id}` : `${c.entity.kind}:${c.back.colour}`;
    let pile = byBack.get(key);
    if (!pile) {
      pile = { game: layout.game, role, kind: c.entity.kind, slug: `${c.entity.kind}-${c.back.colour.replace("#", "")}`, name: "", cards: [] };
      byBack.set(key, pile);
    }
    pile.cards.push(c);
  }
  const piles = [...byBack.values()];
  for (const p of piles) {
    if (p.role === "sheets") {
      p.slug = p.cards[0].entity.id;
      p.name = p.cards[0].words.name;
    } else p.name = sharedParts(p.cards.map((c) => c.words.kindLine)) || p.cards[0].words.backLabel;
  }
  const named = new Map<string, Pile[]>();
  for (const p of piles) named.set(p.name, [...(named.get(p.name) ?? []), p]);
  for (const same of named.values()) if (same.length > 1) same.forEach((p, i) => (p.name = `${p.name} ${i + 1}`));
  return piles;
}

/** What a card's tooltip says: its kind line, its rules text, its flavour after a blank line. */
export function descriptionOf(c: FacedCard): string {
  const lines = [c.words.kindLine, ...c.words.rules].filter(Boolean);
  return c.words.flavour ? `${lines.join("\n")}\n\n${c.words.flavour}` : lines.join("\n");
}
