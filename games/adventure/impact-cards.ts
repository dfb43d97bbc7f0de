// The Adventure Game's cards as the causal impact measures them (runtime/sim/impact.ts): every investigation,
// foul fate, good fortune, development and companion card, compared within its deck, a hero's development and
// companion cards as that hero's own; and the content with one card blanked.
import type { ImpactCard } from "../../core/game.ts";
import type { AdventureContent, CardDef } from "./rules/content.ts";

export function impactCards(content: AdventureContent): ImpactCard[] {
  const ownerOf = new Map<string, string>();
  for (const h of content.heroes) {
    ownerOf.set(h.developmentDeck, h.id);
    if (h.companionDeck) ownerOf.set(h.companionDeck, h.id);
  }
  return content.cards.map((c) => ({ id: c.id, group: c.deck, owner: ownerOf.get(c.deck) ?? null }));
}

/**
 * The card with its effects and traits taken away: it is still drawn, kept or discarded where it was (its deck,
 * its copies, its kind), so the shuffles deal the same cards in the same order, but it does nothing and counts for
 * nothing (no trait for a Nilfgaard count, no spell to hold markers, no task to keep it).
 */
export function blankCard(content: AdventureContent, card: string): AdventureContent {
  if (!content.cards.some((c) => c.id === card)) throw new Error(`no card ${card} in the content`);
  const blank = (c: CardDef): CardDef => ({ ...c, hooks: [], traits: [], keep: "none", usesMarkers: false });
  return { ...content, cards: content.cards.map((c) => (c.id === card ? blank(c) : c)) };
}
