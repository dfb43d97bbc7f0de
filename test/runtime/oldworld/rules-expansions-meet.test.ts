// Old World rules where expansions meet, on the bundled content: a mage's
// protection in the Wild Hunt's final fight, hound token gains from a player's
// own pool, the Monster Weakness mode beside the Wild Hunt, and Potion
// Tolerance at specialty 0.
import { describe, expect, it } from "vitest";
import { content } from "../../../content/generated/oldworld.ts";
import { fightTurn, newFight } from "../../../runtime/oldworld/fight.ts";
import { huntTurn } from "../../../runtime/oldworld/wild-hunt/final-fight.ts";
import { houndBonus } from "../../../runtime/oldworld/wild-hunt/rules.ts";
import type { Expansion } from "../../../runtime/oldworld/content.ts";
import { OwTable, type Answerer } from "./table.ts";

const ALZUR = "mage.alzur";
const WOLF = "witcher.wolf-witcher";
const ERDIN = "huntmember.eredin";

const kind = (c: string) => c.slice(0, c.lastIndexOf("#"));

/** a Wild Hunt table of the given seats with the Mages (and any other expansions), set up on the bundled content */
function huntWith(witchers: string[], expansions: Expansion[] = ["mages"], answers: Record<string, string | string[] | Answerer> = {}): OwTable {
  return new OwTable({ witchers, expansions: ["wild-hunt", ...expansions], wildHunt: { difficulty: "normal", member: ERDIN } }, answers, content);
}

describe("Mages protection beside the Wild Hunt (old-world-mages.en.txt, Protection)", () => {
  /**
   * The final fight's life pool is `life` (instances of these ids, top first) and the Hunt has no shield;
   * Alzur's hand is Water Shield and Stone Ward (3 protection, 1 damage), the Wolf's is `wolfHand`.
   */
  function finalFightOf(life: string[], wolfHand: string[] = []) {
    const t = huntWith([ALZUR, WOLF]);
    const e = t.e;
    e.state.hunt!.shields = 0;
    const f = newFight("hunt", [ALZUR, WOLF], ERDIN, 3);
    f.life = life.map((id) => e.instance(id));
    e.fight = f;
    const spells = t.setHand(ALZUR, ["action.water-shield", "action.stone-ward"]);
    t.setHand(WOLF, wolfHand);
    const mageTurn = () =>
      t.run(fightTurn(e, ALZUR), {
        "fight-turn": (d) => [d.options.some((o) => o.key === `combo.${spells[0]}`) ? `combo.${spells[0]}` : "pass"],
        "extend-combo": (d) => [d.options.find((o) => o.key === `extend.${spells[1]}`)?.key ?? "stop"],
        // Water Shield's boost would add 1: declined, so the combo gathers the rulebook example's 3
        boost: ["no"],
      });
    return { t, e, f, mageTurn };
  }

  const hitsOn = (t: OwTable, id: string, from: number) => t.e.log.events.slice(from).filter((ev) => ev.type === "damage" && ev.player === id);

  it("Protection: beside the Wild Hunt the opponent is the Hunt: a witcher's fight turn between the mage's and the Hunt's does not end the protection, and it lowers the damage of the Hunt's turn", () => {
    const { t, e, f, mageTurn } = finalFightOf(["fightcard.fight-17", "fightcard.fight-16", "fightcard.fight-15", "fightcard.fight-14"], ["action.thrust"]);
    mageTurn();
    expect(f.protection[ALZUR]).toBe(3);
    // the Wolf's turn, fighting beside the mage: his combo hits the Hunt, and the mage keeps the protection
    t.run(fightTurn(e, WOLF), { "fight-turn": (d) => [d.options.find((o) => o.key.startsWith("combo."))!.key], "extend-combo": ["stop"] });
    expect(t.e.log.ofType("protection-lost")).toEqual([]);
    expect(f.protection[ALZUR]).toBe(3);
    expect(e.log.ofType("hunt-hit").map((ev) => ev.player)).toEqual([ALZUR, WOLF]);
    // the Hunt's turn: King's Blade, "suffer 4 damage", for each standing witcher; 3 of the mage's are taken by the protection
    f.life.unshift(e.instance("specialattack.kings-blade"));
    const from = e.log.events.length;
    t.run(huntTurn(e));
    const [hit] = hitsOn(t, ALZUR, from);
    expect([hit.amount, hit.shield, hit.cards]).toEqual([4, 3, 1]);
  });

  it("Protection: the Wild Hunt's own fight turn ends the mage's protection, even when it deals the mage no damage", () => {
    // Royal Order: "trash 1 card", no damage
    const { t, e, f, mageTurn } = finalFightOf(["fightcard.fight-17", "specialattack.royal-order", "specialattack.kings-blade", "fightcard.fight-17"]);
    mageTurn();
    expect(f.protection[ALZUR]).toBe(3);
    const from = e.log.events.length;
    t.run(huntTurn(e));
    expect(hitsOn(t, ALZUR, from)).toEqual([]);
    expect(e.log.events.slice(from).filter((ev) => ev.type === "protection-lost")).toEqual([expect.objectContaining({ player: ALZUR, protection: 3 })]);
    expect(f.protection[ALZUR]).toBe(0);
    // the next Hunt turn (King's Blade, 4 damage) meets no protection gathered turns before
    const next = e.log.events.length;
    t.run(huntTurn(e));
    const [hit] = hitsOn(t, ALZUR, next);
    expect([hit.amount, hit.shield]).toEqual([4, 0]);
  });

  it("Protection: a passive ability fired by the mage's own damage, in the mage's own fight turn, is not an opponent's turn: the protection takes none of it and is kept for the Hunt's turn", () => {
    // the combo's 1 damage discards Ice Spikes from the top of the life pool: "passive ability: suffer 1 damage"
    const { t, e, f, mageTurn } = finalFightOf(["specialattack.ice-spikes", "specialattack.kings-blade", "fightcard.fight-17"]);
    const from = e.log.events.length;
    mageTurn();
    expect(e.log.events.slice(from).filter((ev) => ev.type === "hunt-passive")).toEqual([expect.objectContaining({ player: ALZUR, card: "specialattack.ice-spikes" })]);
    const [hit] = hitsOn(t, ALZUR, from);
    expect([hit.amount, hit.shield, hit.cards]).toEqual([1, 0, 1]);
    expect(f.protection[ALZUR]).toBe(3);
    const hunt = e.log.events.length;
    t.run(huntTurn(e));
    const [next] = hitsOn(t, ALZUR, hunt);
    expect([next.amount, next.shield]).toEqual([4, 3]);
  });
});

describe("Hound tokens and gains beside Monster Trail and the Mages (old-world-kickstarter-expansions.en.txt, Bonus rewards; old-world-mages.en.txt)", () => {
  const action = (id: string) => content.actions.find((a) => a.id === id)!;
  /** base witcher cards of one printed cost, without a trash cost */
  const witcherCards = (cost: number) => content.actions.filter((a) => !a.spell && a.tier === "base" && a.cost === cost && !a.trashCost).map((a) => a.id);
  const TRASH_COST = content.actions.find((a) => a.trashCost)!.id;

  it("Trashing a card as a cost: a hound token's card of cost 0 is never a card with a trash cost, in the pool or revealed from the deck", () => {
    const t = huntWith([WOLF], ["monster-trail"]);
    const e = t.e;
    const s = e.state;
    const p = t.player(WOLF);
    expect(action(TRASH_COST).cost).toBe(0);
    // the only card of printed cost 0 in the pool has a trash cost; the others cost 2
    const two = witcherCards(2)[0];
    s.pool = s.pool.map((_, i) => e.instance(i === 5 ? TRASH_COST : two));
    // the action deck shows another trash-cost card first, then a 0-cost card
    const zero = witcherCards(0)[0];
    s.actionDeck.unshift(e.instance(TRASH_COST), e.instance(zero));
    const asked = t.decisions.length;
    t.run(houndBonus(e, WOLF, "card-cost-0"));
    expect(kind(p.discard.at(-1)!)).toBe(zero);
    expect(e.log.ofType("card-gained").at(-1)).toMatchObject({ card: zero, revealed: true });
    expect(kind(s.pool[5]!)).toBe(TRASH_COST);
    expect(s.actionDeck.filter((c) => kind(c) === TRASH_COST).length).toBeGreaterThanOrEqual(1);
    expect(t.decisions.length).toBe(asked);
  });

  it("Bonus rewards: a card of cost 0 or 1 is read from its printed cost, not the slot's +1/−1: a 1-cost card in the −1 slot is no card of cost 0, a 0-cost card in a +1 slot is no card of cost 1", () => {
    const t = huntWith([WOLF], ["monster-trail"]);
    const e = t.e;
    const s = e.state;
    const p = t.player(WOLF);
    const [one] = witcherCards(1);
    const [zero] = witcherCards(0);
    const [two] = witcherCards(2);
    // slots 0 and 1 add 1 to the cost, slot 5 takes 1 away
    expect(content.tables.poolSlotModifiers).toEqual([1, 1, 0, 0, 0, -1]);
    s.pool = [zero, zero, two, two, two, one].map((c) => e.instance(c));
    expect(e.slotCost(5)).toBe(0);
    s.actionDeck.unshift(e.instance(two), e.instance(zero), e.instance(one));
    t.run(houndBonus(e, WOLF, "card-cost-0"), { "gain-free-card": (d) => [d.options[0].key] });
    // from the pool: a printed 0 in a +1 slot, not the printed 1 in the −1 slot
    expect(kind(p.discard.at(-1)!)).toBe(zero);
    expect(e.log.ofType("card-gained").at(-1)!.revealed).toBeUndefined();
    s.pool = [zero, zero, two, two, two, two].map((c) => e.instance(c));
    t.run(houndBonus(e, WOLF, "card-cost-1"));
    // no printed 1 in the pool (the +1 slots' 0-cost cards cost 1 to buy, but are not cards of cost 1): revealed from the deck
    expect(kind(p.discard.at(-1)!)).toBe(one);
    expect(e.log.ofType("card-gained").at(-1)).toMatchObject({ card: one, revealed: true });
  });

  it("Some, but Not All Players Decide to Play as Mages: a mage's hound token gains a spell from the mages' pool (or deck), a witcher's an action card from the witchers' pool", () => {
    const t = huntWith([ALZUR, WOLF]);
    const e = t.e;
    const s = e.state;
    expect(s.magePool).toBeDefined();
    const spells = [...s.magePool!];
    const actions = [...s.pool];
    t.run(houndBonus(e, ALZUR, "card-cost-0"), { "gain-free-card": (d) => [d.options[0].key] });
    const gained = t.player(ALZUR).discard.at(-1)!;
    expect(action(kind(gained)).spell).toBe(true);
    expect(action(kind(gained)).cost).toBe(0);
    expect(spells).toContain(gained);
    expect(s.pool).toEqual(actions);
    t.run(houndBonus(e, WOLF, "card-cost-0"), { "gain-free-card": (d) => [d.options[0].key] });
    const taken = t.player(WOLF).discard.at(-1)!;
    expect(action(kind(taken)).spell).toBeUndefined();
    expect(actions).toContain(taken);
    // no 0-cost spell left in the mages' pool: the spell deck is revealed, never the action deck
    s.magePool = s.magePool!.map((c) => (c !== null && action(kind(c)).cost === 0 ? s.mageDeck!.splice(s.mageDeck!.findIndex((x) => action(kind(x)).cost > 0), 1)[0] : c));
    const deck = s.actionDeck.length;
    t.run(houndBonus(e, ALZUR, "card-cost-0"));
    const revealed = t.player(ALZUR).discard.at(-1)!;
    expect(action(kind(revealed))).toMatchObject({ spell: true, cost: 0 });
    expect(e.log.ofType("card-gained").at(-1)).toMatchObject({ revealed: true });
    expect(s.actionDeck.length).toBe(deck);
  });
});
