// A future one seat cannot tell from an Old World game, for the search bot
// (core/game.ts, `determinise`): what that seat cannot see is dealt again
// among the places it could be, and the dice are reseeded. Piece by piece:
//
// Hidden, dealt again:
// - the action deck and the Mages' spell deck ("Players shuffle the Mage Action deck", facedown beside the
//   faceup pool), the potion deck, Monster Trail's bomb and mutagen decks ("place them face-down"; a mutagen
//   draw shuffles the two cards not kept back), the city and wilds exploration decks, the monster piles of
//   each level (the next monster comes from them unseen);
// - the monster fight cards: the fight deck and, in a fight, the life pool ("build its life pool by drawing
//   monster fight cards"; a card is seen only when it leaves the pool). Monster Weakness mode: the 4 regular
//   cards "placed face-down back in the game box" and the 4 "placed face-down near the large Monster cards"
//   hold regular cards only; the Special Attack cards are somewhere in the attack deck or the life pool.
//   The Wild Hunt's final fight: the cards left out ("discard 4 of them back into the box") lie first in the
//   fight discard pile and could be any monster fight card; the member's special attacks are in its pool;
// - every other seat's hand pooled with that seat's deck, the hand keeping its size: a player sees his own
//   hand only. A card that went into that hand in everyone's sight (gained from the faceup pool, taken from
//   the faceup discard pile) stays there until drawn again unseen (the state's `shown`);
// - the viewer's own deck: nobody knows its order;
// - Monster Weakness tokens: the numbers of each terrain's pool and of its token face-down on the map
//   ("Shuffle and keep them face-down");
// - the Wild Hunt's exploration deck, each stage among its own cards ("3 face-down cards from the Stage II
//   and 4 face-down cards from the Stage I on top of them": which stage lies where is known) and its hound
//   tokens ("Reveal a random Hound token");
// - the dice and every draw at random (the random source is reseeded).
// What one player looked at on top of a pile (the Viper's look at the enemy deck, the state's `seen`) stays where
// it lies for that player's futures only.
//
// Open, kept: the turn and round, the action pools and the pool discard (faceup slots), every discard pile
// (potions, bombs, fight cards, exploration, each player's), trashed cards, the viewer's own hand, the cards of
// a combo being played, the event deck ("Event deck stays in number order"; a held Adventure Pack event is a
// numbered card the exploration card named aloud, so which it is is no secret) and the Wild Hunt's ("face-down
// without shuffling", number 1 on top), the map (witchers, monsters, quest tokens, the Lost Mount, the Hunt,
// its shields and hounds, the hound supply), the location token piles (drawn at random and put back: their
// order plays no part), gold, attributes, shields and energy, trophies and the attribute trophies left, trail
// tokens, quests, revealed weakness tokens, mutagens ("in your play area"), the Wild Hunt's movement pool (a
// token drawn at random), explored cards, special attacks discarded, witchers knocked out.
// Potions and bombs held stay too (assumed: the sources do not say they are kept hidden; mutagens, bought
// the same way, lie open in the play area).
import type { OldWorldGame } from "./game.ts";
import type { Rng } from "../../../runtime/core/rng.ts";
import { defId } from "./catalog.ts";
import { TERRAINS } from "./state.ts";

/** a pile to deal into; `keep(card, index)`: this card stays where it lies */
interface Pile {
  cards: string[];
  keep?: (card: string, index: number) => boolean;
}

/**
 * The cards not kept, shuffled and dealt back into the places they came from, in place: every pile keeps its
 * size and its kept cards (a rule half resolved may hold a pile by reference).
 */
function redeal(rng: Rng, piles: Pile[]): void {
  const slots: [string[], number][] = [];
  for (const { cards, keep } of piles) cards.forEach((c, i) => (keep?.(c, i) ? null : slots.push([cards, i])));
  const dealt = rng.shuffle(slots.map(([cards, i]) => cards[i]));
  slots.forEach(([cards, i], k) => (cards[i] = dealt[k]));
}

export function determiniseOldWorld(game: OldWorldGame, seed: number, viewer: string): void {
  const e = game.engine;
  const s = e.state;
  const rng = e.rng;
  rng.reseed(seed);
  const seen = new Set(s.seen[viewer] ?? []);
  const saw = (c: string) => seen.has(c);

  for (const deck of [s.actionDeck, s.mageDeck ?? [], s.potionDeck, s.bombDeck, s.mutagenDeck, s.exploration.city, s.exploration.wilds])
    redeal(rng, [{ cards: deck }]);
  for (const level of Object.keys(s.monsterPiles).sort()) redeal(rng, [{ cards: s.monsterPiles[level] }]);

  // the monster fight cards, from the narrowest kind of place to the widest
  const huntSpecials = new Set((e.cat.content.wildHunt?.specialAttacks ?? []).map((a) => a.id));
  const isHuntSpecial = (c: string) => huntSpecials.has(defId(c));
  const isRegular = (c: string) => !isHuntSpecial(c) && e.cat.fightCard(c).specialAttack === undefined;
  const life = e.fight && e.fight.kind !== "witcher" ? e.fight.life : [];
  const boxed =
    e.fight?.kind === "hunt"
      ? Math.max(0, s.fightDiscard.length + life.filter((c) => !isHuntSpecial(c)).length - (e.cat.content.wildHunt?.finalFightCards ?? 0))
      : 0;
  const leftOut: Pile = { cards: s.fightDiscard, keep: (_, i) => i >= boxed };
  const weakness = s.weakness ? [{ cards: s.weakness.aside }, { cards: s.weakness.boxed }] : [];
  redeal(rng, [
    ...weakness,
    { ...leftOut, keep: (c, i) => i >= boxed || !isRegular(c) },
    { cards: s.fightDeck, keep: (c) => !isRegular(c) },
    { cards: life, keep: (c) => !isRegular(c) || saw(c) },
  ]);
  redeal(rng, [
    { ...leftOut, keep: (c, i) => i >= boxed || isHuntSpecial(c) },
    { cards: s.fightDeck, keep: isHuntSpecial },
    { cards: life, keep: (c) => isHuntSpecial(c) || saw(c) },
  ]);
  redeal(rng, [{ cards: s.fightDeck }, { cards: life, keep: saw }]);

  // a card shown going into a hand is known there only while it stays: one that left the hand since is forgotten
  const held = new Set(s.order.flatMap((id) => e.player(id).hand));
  s.shown = s.shown.filter((c) => held.has(c));
  const shown = new Set(s.shown);
  for (const id of s.order) {
    const p = e.player(id);
    if (id === viewer) redeal(rng, [{ cards: p.deck, keep: saw }]);
    else
      redeal(rng, [
        { cards: p.hand, keep: (c) => shown.has(c) || saw(c) },
        { cards: p.deck, keep: saw },
      ]);
  }

  if (s.weakness) {
    for (const t of TERRAINS) {
      const onMap = s.weakness.onMap.filter((x) => x.terrain === t);
      const pool = s.weakness.pool[t];
      const numbers = rng.shuffle([...onMap.map((x) => x.number), ...pool]);
      onMap.forEach((x, k) => (x.number = numbers[k]));
      pool.splice(0, pool.length, ...numbers.slice(onMap.length));
    }
  }

  const h = s.hunt;
  if (h) {
    for (const stage of ["stage-i", "stage-ii"]) redeal(rng, [{ cards: h.exploration, keep: (c) => e.cat.exploration(c).deck !== stage }]);
    for (const level of Object.keys(h.houndTokens).sort()) rng.shuffle(h.houndTokens[level]);
  }
}
