// How a game's faced cards go to the table: cards with the same back and the
// same `deck` property are one deck (all sets of a game are shuffled into the
// same decks; a hero's development cards are a deck of their own, though
// their backs are alike: "Set aside the development decks"), round tokens
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

/** the " · " parts every line has, in the first line's order ("Dezvoltare · Geralt din Rivia" of Geralt's development cards) */
function sharedParts(lines: string[]): string {
  const split = lines.map((l) => new Set(l.split(" · ")));
  return lines[0]
    .split(" · ")
    .filter((part) => split.every((p) => p.has(part)))
    .join(" · ");
}

function slugOf(kind: string, deck: unknown, colour: string): string {
  const hex = colour.replace("#", "");
  if (typeof deck !== "string") return `${kind}-${hex}`;
  const named = deck.startsWith(`${kind}.`) ? deck : `${kind}.${deck}`;
  return named.replace(/[^a-z0-9]+/gi, "-");
}

/** The game's piles, in the order their first cards are declared. */
export function pilesOf(layout: GameLayout, cards: readonly FacedCard[]): Pile[] {
  const byBack = new Map<string, Pile>();
  for (const c of cards) {
    const role = roleOf(layout, c.entity.kind);
    // a sheet is its own pile of one; cards and tokens pile by their back
    const deck = c.entity.props.deck;
    const key = role === "sheets" ? `${c.entity.kind}:${c.entity.id}` : `${c.entity.kind}:${c.back.colour}:${typeof deck === "string" ? deck : ""}`;
    let pile = byBack.get(key);
    if (!pile) {
      pile = { game: layout.game, role, kind: c.entity.kind, slug: slugOf(c.entity.kind, deck, c.back.colour), name: "", cards: [] };
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
  // two backs of one `deck` (not in the bundled content) keep apart by colour
  const slugs = new Map<string, Pile[]>();
  for (const p of piles) slugs.set(p.slug, [...(slugs.get(p.slug) ?? []), p]);
  for (const same of slugs.values()) if (same.length > 1) for (const p of same) p.slug = `${p.slug}-${p.cards[0].back.colour.replace("#", "")}`;
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
