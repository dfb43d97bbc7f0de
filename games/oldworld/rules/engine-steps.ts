// The engine's card-level rules that ask decisions, as steps of the Old World's table (machine.ts): a level
// raised and what comes with it, mutagens and potion cards gained, cards picked from a hand, damage (the hooks
// they open are hook-steps.ts's).
import { defId } from "./catalog.ts";
import type { Attribute } from "./content.ts";
import { decision, type Engine, MAX_ATTRIBUTE } from "./engine.ts";
import { protectsNow } from "./fight-state.ts";
import { hookWindow } from "./hook-steps.ts";
import { steps } from "./machine.ts";
import { cardOption, opt } from "./options.ts";

// ── attributes ──────────────────────────────────────────────────────────

export const raiseAttribute = steps.define<{ id: string; a: Attribute }>("raise-attribute", {
  raise(k, f) {
    const e = k.engine;
    const p = e.player(f.id);
    if (p.attributes[f.a] >= MAX_ATTRIBUTE) return k.end();
    p.attributes[f.a]++;
    e.event("attribute-raised", { player: f.id, attribute: e.attributeName(f.id, f.a), level: p.attributes[f.a] });
    // a witcher's shield rises with Defence; a mage's energy with Wisdom (Mages, "Gathering Energy")
    if (f.a === "defence") e.raiseShield(f.id, 1);
    if (f.a === "alchemy") k.call(gainPotionCards, { id: f.id, n: 1 });
  },
  mutagens(k, f) {
    const e = k.engine;
    // Mutagen Cards: "each time you reach a next Level … you get a new Mutagen card … 2 Mutagen cards (by reaching the 4th and 5th Level)"
    if (e.inPlay("monster-trail") && e.state.mutagenDeck.length > 0)
      k.call(gainMutagens, { id: f.id, times: e.player(f.id).attributes[f.a] >= 4 ? 2 : 1, drawn: [] });
  },
});

/** Mutagen Cards: draw 3 from the mutagen deck, keep 1, shuffle the others back; `times` times */
export const gainMutagens = steps.define<{ id: string; times: number; drawn: readonly string[] }>("gain-mutagens", {
  draw(k, f) {
    const e = k.engine;
    const s = e.state;
    if (f.times <= 0 || s.mutagenDeck.length === 0) return k.end();
    f.drawn = s.mutagenDeck.splice(0, 3);
    if (f.drawn.length === 1) return k.pass([f.drawn[0]]);
    k.ask(decision(f.id, "choose-mutagen", f.drawn.map(cardOption)));
  },
  keep(k, f, answer) {
    const e = k.engine;
    const s = e.state;
    const kept = (answer as string[])[0];
    e.player(f.id).mutagens.push(kept);
    s.mutagenDeck = e.rng.shuffle([...s.mutagenDeck, ...f.drawn.filter((c) => c !== kept)]);
    e.event("mutagen-gained", { player: f.id, mutagen: defId(kept) });
    f.times--;
    k.goto(f, "draw");
  },
});

/**
 * Drawing a potion card. With Monster Trail's bombs in play, each one is a
 * choice (Bomb Cards): the potion as normal, or discard 1 potion or 1 gold
 * to take the top bomb instead; potions and bombs are limited apart.
 */
export const gainPotionCards = steps.define<{ id: string; n: number }>("gain-potion-cards", {
  offer(k, f) {
    const e = k.engine;
    const s = e.state;
    if (f.n <= 0) return k.end();
    const p = e.player(f.id);
    const bombs = p.bombs.length < e.cat.content.tables.maxPotions && s.bombDeck.length + s.bombDiscard.length > 0;
    const options = [opt("potion", "ow-option-draw-potion")];
    if (bombs && p.potions.length > 0) options.push(opt("bomb-for-potion", "ow-option-bomb-for-potion"));
    if (bombs && p.gold > 0) options.push(opt("bomb-for-gold", "ow-option-bomb-for-gold"));
    if (options.length === 1) return k.pass(["potion"]);
    k.ask(decision(f.id, "potion-or-bomb", options));
  },
  pay(k, f, answer) {
    const e = k.engine;
    const p = e.player(f.id);
    const how = (answer as string[])[0];
    if (how === "potion") {
      e.gainPotions(f.id, 1);
      f.n--;
      return k.goto(f, "offer");
    }
    if (how === "bomb-for-potion") return k.ask(decision(f.id, "discard-potion", p.potions.map(cardOption), { count: 1 }));
    p.gold--;
    e.event("gold-spent", { player: f.id, amount: 1 });
  },
  bomb(k, f, answer) {
    const e = k.engine;
    const s = e.state;
    const p = e.player(f.id);
    if (answer !== undefined) {
      const c = (answer as string[])[0];
      p.potions.splice(p.potions.indexOf(c), 1);
      s.potionDiscard.push(c);
      e.event("potion-discarded", { player: f.id, potions: [defId(c)] });
    }
    if (s.bombDeck.length === 0) {
      s.bombDeck = e.rng.shuffle([...s.bombDiscard]);
      s.bombDiscard = [];
    }
    const bomb = s.bombDeck.shift()!;
    p.bombs.push(bomb);
    e.event("bomb-gained", { player: f.id, bomb: defId(bomb) });
    f.n--;
    k.goto(f, "offer");
  },
});

// ── cards ───────────────────────────────────────────────────────────────

/** the player picks `n` cards of his hand (all of them when he holds n or fewer) */
export const pickFromHand = steps.define<{ id: string; n: number; type: string }>("pick-from-hand", {
  pick(k, f) {
    const hand = k.engine.player(f.id).hand;
    const n = Math.min(f.n, hand.length);
    if (n <= 0) return k.end([]);
    k.ask(decision(f.id, f.type, hand.map(cardOption), { count: n }, { min: n, max: n }));
  },
  picked(k, _f, answer) {
    // the caller's own list: the answer is the game's record of what was answered
    k.end((answer as string[]).slice());
  },
});

export const discardFromHand = steps.define<{ id: string; n: number }>("discard-from-hand", {
  pick(k, f) {
    k.call(pickFromHand, { id: f.id, n: f.n, type: "discard" });
  },
  discard(k, f, picked) {
    const e = k.engine;
    const cards = picked as string[];
    const p = e.player(f.id);
    for (const c of cards) {
      p.hand.splice(p.hand.indexOf(c), 1);
      p.discard.push(c);
    }
    if (cards.length) e.event("discard", { player: f.id, cards });
    k.end(cards);
  },
});

export const trashFromHand = steps.define<{ id: string; n: number }>("trash-from-hand", {
  pick(k, f) {
    k.call(pickFromHand, { id: f.id, n: f.n, type: "trash" });
  },
  trash(k, f, picked) {
    const e = k.engine;
    const cards = picked as string[];
    const p = e.player(f.id);
    for (const c of cards) {
      p.hand.splice(p.hand.indexOf(c), 1);
      p.trashed.push(c);
    }
    // with too few cards in hand, the rest comes from the top of the deck
    for (let i = cards.length; i < f.n && p.deck.length > 0; i++) {
      const c = p.deck.shift()!;
      p.trashed.push(c);
      cards.push(c);
    }
    if (cards.length) e.event("trash", { player: f.id, cards });
    k.end(cards);
  },
});

interface DamageFields {
  id: string;
  amount: number;
  handFirst: boolean;
  fromOpponent: boolean;
  /** what the shield (a mage's protection) took */
  absorbed: number;
  /** the points still to be taken as cards */
  left: number;
  /** the cards lost, in order (a new list once a decision may have been asked) */
  lost: readonly string[];
  /** the next lost card whose passive ability may answer */
  at: number;
}

/** the top of the deck discarded for each point left */
function damageFromDeck(e: Engine, f: DamageFields): void {
  const p = e.player(f.id);
  const lost = [...f.lost];
  while (f.left > 0 && p.deck.length > 0) {
    const c = p.deck.shift()!;
    p.discard.push(c);
    lost.push(c);
    f.left--;
  }
  f.lost = lost;
}

/**
 * Damage to a witcher: the shield takes it first, then each point discards a
 * card, from the deck and then from the hand (the player's choice of card);
 * `handFirst` reverses the order (Grave Hag). Ends with true when no card is left.
 * In a fight, damage from the opponent triggers the passive abilities of the
 * cards it discards (Retaliation, Evasion), in the order they were lost.
 */
export const damage = steps.define<DamageFields>("damage", {
  shield(k, f) {
    const e = k.engine;
    const id = f.id;
    const p = e.player(id);
    if (f.amount <= 0) return k.end(e.out(id));
    // a mage has no shield: protection gathered for the opponent's turn takes its regular damage, and energy is never lost to it (Mages, "Protection")
    const guard = e.isMage(id) ? (e.fight && protectsNow(e.fight, id) ? e.fight.protection[id] : 0) : p.shield;
    const absorbed = Math.min(guard, f.amount);
    if (absorbed && e.isMage(id)) {
      e.fight!.protection[id] -= absorbed;
      e.event("protection", { player: id, protection: e.fight!.protection[id], absorbed });
    } else if (absorbed) e.lowerShield(id, absorbed);
    f.absorbed = absorbed;
    f.left = f.amount - absorbed;
    f.lost = [];
    if (!f.handFirst) damageFromDeck(e, f);
    if (f.left > 0 && p.hand.length > 0) k.call(pickFromHand, { id, n: f.left, type: "discard-damage" });
  },
  hand(k, f, picked) {
    const e = k.engine;
    const id = f.id;
    const p = e.player(id);
    if (picked !== undefined) {
      const cards = picked as string[];
      for (const c of cards) {
        p.hand.splice(p.hand.indexOf(c), 1);
        p.discard.push(c);
      }
      f.lost = [...f.lost, ...cards];
      f.left -= cards.length;
    }
    if (f.handFirst) damageFromDeck(e, f);
    e.event("damage", { player: id, amount: f.amount, shield: f.absorbed, by: e.isMage(id) ? "protection" : "shield", cards: f.lost.length });
    if (!e.fight || !f.fromOpponent) return k.end(e.out(id));
  },
  passives(k, f) {
    const e = k.engine;
    while (f.at < f.lost.length) {
      const c = f.lost[f.at++];
      const def = e.cat.action(c);
      if (!def.hooks.some((h) => h.window === "when-discarded-by-damage")) continue;
      e.event("passive", { player: f.id, card: def.id });
      k.call(hookWindow, { hooks: def.hooks, window: "when-discarded-by-damage", player: f.id, source: def.id, instance: c, at: 0 });
      k.goto(f, "passives");
      return;
    }
    k.end(e.out(f.id));
  },
});

/** the fields a call of `damage` starts with: from the opponent unless said otherwise, the deck before the hand */
export function damageOf(id: string, amount: number, handFirst = false, fromOpponent = true): DamageFields {
  return { id, amount, handFirst, fromOpponent, absorbed: 0, left: 0, lost: [], at: 0 };
}
