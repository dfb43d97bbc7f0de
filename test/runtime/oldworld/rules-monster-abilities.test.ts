// Monster abilities on the bundled content (content/oldworld/monsters.grim):
// each plays as old-world-base-facts.md paraphrases it ("Monster cards",
// abilities S3/S9), in the fight moment it names.
import { describe, expect, it } from "vitest";
import { content } from "../../../content/generated/oldworld.ts";
import type { GameEvent } from "../../../runtime/core/log.ts";
import type { FightHalf } from "../../../games/oldworld/rules/content.ts";
import { fightMonster } from "../../../games/oldworld/rules/fight.ts";
import type { MapMonster } from "../../../games/oldworld/rules/state.ts";
import { OwTable, meet as meetMonster, type Answerer } from "./table.ts";

const WOLF = "witcher.wolf-witcher";

/** a solo table on the bundled content with the monster at the witcher's location */
function meet(monster: string, opts: { trail?: boolean; players?: string[] } = {}): { t: OwTable; m: MapMonster } {
  const t = new OwTable({ witchers: opts.players ?? [WOLF] }, {}, content);
  return { t, m: meetMonster(t, WOLF, monster, { trail: opts.trail }) };
}

/** the fight's events, from its start */
function fightEvents(t: OwTable, m: MapMonster, answers: Record<string, string | string[] | Answerer> = { "fight-turn": "pass" }): GameEvent[] {
  const at = t.e.log.events.length;
  t.run(fightMonster(t.e, WOLF, m), answers);
  return t.e.log.events.slice(at);
}

const indexOf = (events: GameEvent[], type: string, from = 0) => events.findIndex((e, i) => i >= from && e.type === type);

describe("Old World monster abilities (bundled content)", () => {
  it("Monster abilities: Nekker's Nest — if your last combo had no green card, draw 1 card less", () => {
    const drawnAfter = (card: string) => {
      const { t, m } = meet("monster.nekkers-nest", { trail: true });
      t.setHand(WOLF, [card]);
      let first = true;
      const ev = fightEvents(t, m, {
        "fight-turn": () => (first ? ((first = false), [t.player(WOLF).hand.find((c) => c.startsWith(card))!].map((c) => `combo.${c}`)) : ["pass"]),
        "extend-combo": "stop",
      });
      const combo = indexOf(ev, "combo");
      const next = indexOf(ev, "monster-attack", combo);
      return ev
        .slice(combo, next)
        .filter((e) => e.type === "draw")
        .reduce((n, e) => n + (e.count as number), 0);
    };
    // Combat 1: a green combo draws 1 card, a blue one 1 less
    expect(drawnAfter("action.counterattack")).toBe(1);
    expect(drawnAfter("action.precise-cut")).toBe(0);
  });

  it("Monster abilities: Foglet — its 1st monster turn picks the attack type that makes you discard most", () => {
    const level = 1;
    const cost = (h: FightHalf, shield: number) =>
      Math.max(0, (h.damage ? Math.max(0, h.damage.base + h.damage.perLevel * level) : 0) - shield) +
      (h.discardHand ? Math.max(0, h.discardHand.base + h.discardHand.perLevel * level) : 0) +
      (h.trash ?? 0);
    const picked = new Set<string>();
    // the regular fight cards (the Special Attack cards play only in the Monster Weakness mode)
    for (const fc of content.fightCards.filter((f) => f.specialAttack === undefined)) {
      const { t, m } = meet("monster.foglet", { players: [WOLF, "witcher.bear-witcher"] });
      const s = t.e.state;
      const top = s.fightDeck.find((c) => c.startsWith(`${fc.id}#`))!;
      s.fightDeck = [top, ...s.fightDeck.filter((c) => c !== top)];
      const shield = t.player(WOLF).shield;
      const ev = fightEvents(t, m);
      const attack = ev.find((e) => e.type === "monster-attack")!;
      expect(attack.card).toBe(fc.id);
      const other = attack.attack === "charge" ? fc.bite : fc.charge;
      const chosen = attack.attack === "charge" ? fc.charge : fc.bite;
      expect(cost(chosen, shield)).toBeGreaterThanOrEqual(cost(other, shield));
      picked.add(attack.attack as string);
      // the other player was not asked for the first attack, only for later ones
      const asked = t.decisions.filter((d) => d.type === "monster-attack").length;
      expect(asked).toBe(ev.filter((e) => e.type === "monster-attack").length - 1);
    }
    expect([...picked].sort()).toEqual(["bite", "charge"]);
  });

  it("Monster abilities: Drowner's Nest — after the life pool, discard 1 card from your deck and shuffle", () => {
    const { t, m } = meet("monster.drowners-nest");
    const p = t.player(WOLF);
    const cards = p.deck.length + p.discard.length;
    let seen: { deck: number; discard: number } | null = null;
    const ev = fightEvents(t, m, {
      "fight-turn": () => ((seen ??= { deck: p.deck.length, discard: p.discard.length }), ["pass"]),
    });
    const pool = indexOf(ev, "life-pool");
    const discarded = indexOf(ev, "discard", pool);
    expect(discarded).toBeGreaterThan(pool);
    expect(ev[discarded]).toMatchObject({ fromDeck: true });
    expect((ev[discarded].cards as string[]).length).toBe(1);
    // the witcher's first turn comes after the monster's, whose attack may discard more: at least the 1 from the deck is in the discard pile
    expect(seen!.discard).toBeGreaterThanOrEqual(1);
    expect(seen!.deck + seen!.discard).toBeLessThanOrEqual(cards);
  });

  it("Monster abilities: Archespore — discard 1 unused potion to start the fight", () => {
    const { t, m } = meet("monster.archespore", { trail: true });
    const p = t.player(WOLF);
    t.e.gainPotions(WOLF, 2);
    const held = [...p.potions];
    expect(held.length).toBe(2);
    const before = t.e.state.potionDiscard.length;
    const ev = fightEvents(t, m);
    const gone = indexOf(ev, "potion-discarded");
    expect(gone).toBeGreaterThanOrEqual(0);
    expect(gone).toBeLessThan(indexOf(ev, "life-pool"));
    expect(t.e.state.potionDiscard.length).toBe(before + 1);
    expect(p.potions.length).toBe(1);
    // without a potion the fight starts as usual
    const bare = meet("monster.archespore", { trail: true });
    expect(fightEvents(bare.t, bare.m).some((e) => e.type === "potion-discarded")).toBe(false);
  });

  it("Monster abilities: Ekimmara — no trail token => discard 1 hand card after the life pool", () => {
    const { t, m } = meet("monster.ekimmara");
    const p = t.player(WOLF);
    let discardAtFirstTurn: string[] | null = null;
    const ev = fightEvents(t, m, { "fight-turn": () => ((discardAtFirstTurn ??= [...p.discard]), ["pass"]) });
    const pool = indexOf(ev, "life-pool");
    const discarded = indexOf(ev, "discard");
    expect(discarded).toBeGreaterThan(pool);
    const card = (ev[discarded].cards as string[])[0];
    // discarded after the discard pile was shuffled into the deck, so it stays discarded
    expect(discardAtFirstTurn).toContain(card);
    const tracked = meet("monster.ekimmara", { trail: true });
    const evT = fightEvents(tracked.t, tracked.m);
    expect(evT.slice(0, indexOf(evT, "no-combo")).some((e) => e.type === "discard")).toBe(false);
  });

  it("Monster abilities: Wyvern — at the end of its 1st turn, discard a random hand card", () => {
    const { t, m } = meet("monster.wyvern");
    t.rng.queue.push(1); // the solo die: Charge
    const handBefore = t.player(WOLF).hand.length;
    const ev = fightEvents(t, m);
    const first = indexOf(ev, "monster-attack");
    const turnEnd = indexOf(ev, "no-combo", first);
    const random = ev.slice(first, turnEnd).filter((e) => e.type === "discard" && e.random === true);
    expect(random.length).toBe(1);
    expect(handBefore).toBeGreaterThan(0);
    // only its first turn
    expect(ev.slice(turnEnd).filter((e) => e.type === "discard" && e.random === true).length).toBe(0);
  });
});
