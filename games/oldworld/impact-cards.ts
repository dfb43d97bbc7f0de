// The Old World's cards as the causal impact measures them (runtime/sim/impact.ts): the action cards a witcher
// gains (the base deck, the spells, Monster Trail's advanced cards, each compared within its deck; a unique card
// as its owner's own) and the potions; and the content with one card blanked. The starting cards are left out:
// every witcher begins with the same ones, so blanking one changes every seat alike and no seat's result shows it.
import type { ImpactCard } from "../../core/game.ts";
import type { ActionCardDef, OldWorldContent } from "./rules/content.ts";

export function impactCards(content: OldWorldContent): ImpactCard[] {
  const actions = content.actions
    .filter((a) => a.tier !== "starting")
    .map((a) => ({ id: a.id, group: a.owner ? "action.unique" : `action.${a.spell ? "spell" : a.tier}`, owner: a.owner ?? null }));
  return [...actions, ...content.potions.map((p) => ({ id: p.id, group: "potion", owner: null }))];
}

/**
 * An action card with nothing printed that plays (no symbols, no combo extension, no terrain to travel by, no
 * effect) but its colour and cost, so it still sits in the deck and the pool where it was; a potion with no effect.
 */
export function blankCard(content: OldWorldContent, card: string): OldWorldContent {
  const none = { damage: 0, shield: 0, draw: 0 };
  const blank = (a: ActionCardDef): ActionCardDef => ({ ...a, hooks: [], symbols: none, extension: null, terrain: null });
  if (content.actions.some((a) => a.id === card)) return { ...content, actions: content.actions.map((a) => (a.id === card ? blank(a) : a)) };
  if (content.potions.some((p) => p.id === card)) return { ...content, potions: content.potions.map((p) => (p.id === card ? { ...p, hooks: [] } : p)) };
  throw new Error(`no action card or potion ${card} in the content`);
}
