// Old World rules where expansions meet, on the bundled content: a mage's
// protection in the Wild Hunt's final fight, hound token gains from a player's
// own pool, the Monster Weakness mode beside the Wild Hunt, and Potion
// Tolerance at specialty 0.
import { describe, expect, it } from "vitest";
import { content } from "../../../content/generated/oldworld.ts";
import { fightMonster, newFight, fightTurnStep } from "../../../games/oldworld/rules/fight.ts";
import { ruleCall } from "../../../games/oldworld/rules/machine.ts";
import type { Difficulty, Expansion } from "../../../games/oldworld/rules/content.ts";
import { finalFight, huntTurn } from "../../../games/oldworld/rules/wild-hunt/final-fight.ts";
import { phaseOne } from "../../../games/oldworld/rules/wild-hunt/round.ts";
import { houndBonus, placeHuntMonster } from "../../../games/oldworld/rules/wild-hunt/rules.ts";
import { playToEnd } from "../../../runtime/agents/agents.ts";
import { createOldWorldGame } from "../../../games/oldworld/rules/game.ts";
import { greedyWildHunt } from "../../../games/oldworld/agents/wild-hunt-greedy.ts";
import { OwTable, type Answerer } from "./table.ts";

const ALZUR = "mage.alzur";
const WOLF = "witcher.wolf-witcher";
const BEAR = "witcher.bear-witcher";
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
      t.run(ruleCall(fightTurnStep, { id: ALZUR }), {
        "fight-turn": (d) => [d.options.some((o) => o.key === `combo.${spells[0]}`) ? `combo.${spells[0]}` : "pass"],
        "extend-combo": (d) => [d.options.find((o) => o.key === `extend.${spells[1]}`)?.key ?? "stop"],
        // Water Shield's boost would add 1: declined, so the combo gathers the rulebook example's 3
        boost: ["no"],
      });
    return { t, e, f, mageTurn };
  }

  const hitsOn = (t: OwTable, id: string, from: number) => t.e.log.events.slice(from).filter((ev) => ev.type === "damage" && ev.player === id);
  /** plays the Hunt's next fight turn; returns the damage it dealt the mage (one hit, or none) */
  const huntTurnOnAlzur = (t: OwTable) => {
    const from = t.e.log.events.length;
    t.run(huntTurn());
    return hitsOn(t, ALZUR, from);
  };

  it("Protection: beside the Wild Hunt the opponent is the Hunt: a witcher's fight turn between the mage's and the Hunt's does not end the protection, and it lowers the damage of the Hunt's turn", () => {
    const { t, e, f, mageTurn } = finalFightOf(["fightcard.fight-17", "fightcard.fight-16", "fightcard.fight-15", "fightcard.fight-14"], ["action.thrust"]);
    mageTurn();
    expect(f.protection[ALZUR]).toBe(3);
    // the Wolf's turn, fighting beside the mage: his combo hits the Hunt, and the mage keeps the protection
    t.run(ruleCall(fightTurnStep, { id: WOLF }), {
      "fight-turn": (d) => [d.options.find((o) => o.key.startsWith("combo."))!.key],
      "extend-combo": ["stop"],
    });
    expect(t.e.log.ofType("protection-lost")).toEqual([]);
    expect(f.protection[ALZUR]).toBe(3);
    expect(e.log.ofType("hunt-hit").map((ev) => ev.player)).toEqual([ALZUR, WOLF]);
    // the Hunt's turn: King's Blade, "suffer 4 damage", for each standing witcher; 3 of the mage's are taken by the protection
    f.life.unshift(e.instance("specialattack.kings-blade"));
    const [hit] = huntTurnOnAlzur(t);
    expect([hit.amount, hit.shield, hit.cards]).toEqual([4, 3, 1]);
  });

  it("Protection: the Wild Hunt's own fight turn ends the mage's protection, even when it deals the mage no damage", () => {
    // Royal Order: "trash 1 card", no damage
    const { t, e, f, mageTurn } = finalFightOf(["fightcard.fight-17", "specialattack.royal-order", "specialattack.kings-blade", "fightcard.fight-17"]);
    mageTurn();
    expect(f.protection[ALZUR]).toBe(3);
    const from = e.log.events.length;
    t.run(huntTurn());
    expect(hitsOn(t, ALZUR, from)).toEqual([]);
    expect(e.log.events.slice(from).filter((ev) => ev.type === "protection-lost")).toEqual([expect.objectContaining({ player: ALZUR, protection: 3 })]);
    expect(f.protection[ALZUR]).toBe(0);
    // the next Hunt turn (King's Blade, 4 damage) meets no protection gathered turns before
    const [hit] = huntTurnOnAlzur(t);
    expect([hit.amount, hit.shield]).toEqual([4, 0]);
  });

  it("Protection: a passive ability fired by the mage's own damage, in the mage's own fight turn, is not an opponent's turn: the protection takes none of it and is kept for the Hunt's turn", () => {
    // the combo's 1 damage discards Ice Spikes from the top of the life pool: "passive ability: suffer 1 damage"
    const { t, e, f, mageTurn } = finalFightOf(["specialattack.ice-spikes", "specialattack.kings-blade", "fightcard.fight-17"]);
    const from = e.log.events.length;
    mageTurn();
    expect(e.log.events.slice(from).filter((ev) => ev.type === "hunt-passive")).toEqual([
      expect.objectContaining({ player: ALZUR, card: "specialattack.ice-spikes" }),
    ]);
    const [hit] = hitsOn(t, ALZUR, from);
    expect([hit.amount, hit.shield, hit.cards]).toEqual([1, 0, 1]);
    expect(f.protection[ALZUR]).toBe(3);
    const [next] = huntTurnOnAlzur(t);
    expect([next.amount, next.shield]).toEqual([4, 3]);
  });
});

describe("Mages protection in whole Wild Hunt games (public API)", () => {
  it("Protection: in seeded Wild Hunt games with mages beside a witcher, every protection the final fight uses or loses is used or lost in a Wild Hunt fight turn, never in a witcher's", () => {
    let lost = 0;
    let absorbed = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const options = {
        seed,
        witchers: [ALZUR, WOLF, "mage.othar"],
        expansions: ["wild-hunt", "mages"] as Expansion[],
        wildHunt: { difficulty: "easy" as const, member: ERDIN },
      };
      const game = playToEnd(createOldWorldGame(content, options), (d, g) => greedyWildHunt(d, g));
      const log = game.log;
      const start = log.findIndex((ev) => ev.type === "final-fight");
      expect(start, `seed ${seed}`).toBeGreaterThan(0);
      // whose turn it is, told by the log: the Hunt's begins with its attack, a witcher's with what he plays
      let turn = "none";
      for (const ev of log.slice(start)) {
        if (ev.type === "hunt-attack" || ev.type === "hunt-special-attack") turn = "hunt";
        if (["combo", "no-combo", "potion-drunk", "bomb-used", "specialty"].includes(ev.type)) turn = "witcher";
        if (ev.type === "protection-lost") {
          lost++;
          expect(turn, `seed ${seed}, event ${ev.seq}`).toBe("hunt");
        }
        if (ev.type === "damage" && ev.by === "protection" && Number(ev.shield) > 0) {
          absorbed++;
          expect(turn, `seed ${seed}, event ${ev.seq}`).toBe("hunt");
        }
      }
    }
    expect(lost).toBeGreaterThan(0);
    expect(absorbed).toBeGreaterThan(0);
  });
});

describe("Mages protection beside the Monster Weakness mode (old-world-mages.en.txt, Protection; old-world-kickstarter-expansions.en.txt, Monster Weakness and Special Attacks)", () => {
  it("Protection: a passive attack the mage's own damage reveals (the Griffin's, suffer 1 damage) is in the mage's own turn and is taken in full; the protection lowers the Griffin's next attack and is then lost", () => {
    const t = new OwTable({ witchers: [ALZUR], expansions: ["mages", "monster-trail"], modes: ["monster-weakness"] }, {}, content);
    const e = t.e;
    const s = e.state;
    const griffin = "monster.griffin";
    for (const pile of Object.values(s.monsterPiles)) if (pile.includes(griffin)) pile.splice(pile.indexOf(griffin), 1);
    s.monsters = s.monsters.filter((m) => m.monster !== griffin);
    const m = { monster: griffin, location: t.player(ALZUR).location, terrain: e.cat.monster(griffin).terrain };
    s.monsters.push(m);
    t.player(ALZUR).trailTokens.push(griffin);
    // the top of the life pool is a Special Attack card, then a card of the attack deck whose both halves deal damage
    const special = s.fightDeck.find((c) => e.cat.fightCard(c).specialAttack !== undefined)!;
    const both = s.fightDeck.find((c) => {
      const f = e.cat.fightCard(c);
      return (
        f.specialAttack === undefined && f.charge.damage && f.bite.damage && !f.charge.discardHand && !f.bite.discardHand && !f.charge.trash && !f.bite.trash
      );
    })!;
    s.fightDeck = [special, both, ...s.fightDeck.filter((c) => c !== special && c !== both)];
    const spells = t.setHand(ALZUR, ["action.water-shield", "action.stone-ward"]);
    let turn = 0;
    // a life pool of 3 cards: the special attack, Fight 17 and one more
    t.run(fightMonster(e, ALZUR, m, { life: 3 }), {
      "use-weakness": [],
      "fight-turn": () => (turn++ === 0 ? [`combo.${spells[0]}`] : ["pass"]),
      "extend-combo": (d) => [d.options.find((o) => o.key === `extend.${spells[1]}`)?.key ?? "stop"],
      boost: ["no"],
    });
    const passive = e.log.ofType("passive-attack")[0];
    const attack = e.log.ofType("monster-attack")[0];
    expect(passive.seq).toBeLessThan(attack.seq);
    const hits = e.log.ofType("damage").filter((ev) => ev.player === ALZUR);
    // the passive attack in his own turn: 1 damage, none absorbed
    expect([hits[0].amount, hits[0].shield]).toEqual([1, 0]);
    expect(hits[0].seq).toBeLessThan(attack.seq);
    // the Griffin's attack: up to 3 of its damage taken by the protection, then it is lost
    expect(attack.card).toBe(kind(both));
    const inAttack = hits.find((ev) => ev.seq > attack.seq)!;
    expect(inAttack.shield).toBe(Math.min(3, Number(inAttack.amount)));
    expect(Number(inAttack.shield)).toBeGreaterThan(0);
    // what is left of it is lost with that turn: no later damage is lowered by it
    expect(hits.filter((ev) => ev.seq > inAttack.seq).every((ev) => ev.shield === 0)).toBe(true);
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
    t.run(houndBonus(WOLF, "card-cost-0"));
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
    t.run(houndBonus(WOLF, "card-cost-0"), { "gain-free-card": (d) => [d.options[0].key] });
    // from the pool: a printed 0 in a +1 slot, not the printed 1 in the −1 slot
    expect(kind(p.discard.at(-1)!)).toBe(zero);
    expect(e.log.ofType("card-gained").at(-1)!.revealed).toBeUndefined();
    s.pool = [zero, zero, two, two, two, two].map((c) => e.instance(c));
    t.run(houndBonus(WOLF, "card-cost-1"));
    // no printed 1 in the pool (the +1 slots' 0-cost cards cost 1 to buy, but are not cards of cost 1): revealed from the deck
    expect(kind(p.discard.at(-1)!)).toBe(one);
    expect(e.log.ofType("card-gained").at(-1)).toMatchObject({ card: one, revealed: true });
  });

  it("Gameplay changes: with some, but not all players as mages, a mage's hound token gains a spell from the mages' pool (or deck), a witcher's an action card from the witchers' pool", () => {
    const t = huntWith([ALZUR, WOLF]);
    const e = t.e;
    const s = e.state;
    expect(s.magePool).toBeDefined();
    const spells = [...s.magePool!];
    const actions = [...s.pool];
    t.run(houndBonus(ALZUR, "card-cost-0"), { "gain-free-card": (d) => [d.options[0].key] });
    const gained = t.player(ALZUR).discard.at(-1)!;
    expect(action(kind(gained)).spell).toBe(true);
    expect(action(kind(gained)).cost).toBe(0);
    expect(spells).toContain(gained);
    expect(s.pool).toEqual(actions);
    t.run(houndBonus(WOLF, "card-cost-0"), { "gain-free-card": (d) => [d.options[0].key] });
    const taken = t.player(WOLF).discard.at(-1)!;
    expect(action(kind(taken)).spell).toBeUndefined();
    expect(actions).toContain(taken);
    // no 0-cost spell left in the mages' pool: the spell deck is revealed, never the action deck
    s.magePool = s.magePool!.map((c) =>
      c !== null && action(kind(c)).cost === 0
        ? s.mageDeck!.splice(
            s.mageDeck!.findIndex((x) => action(kind(x)).cost > 0),
            1,
          )[0]
        : c,
    );
    const deck = s.actionDeck.length;
    t.run(houndBonus(ALZUR, "card-cost-0"));
    const revealed = t.player(ALZUR).discard.at(-1)!;
    expect(action(kind(revealed))).toMatchObject({ spell: true, cost: 0 });
    expect(e.log.ofType("card-gained").at(-1)).toMatchObject({ revealed: true });
    expect(s.actionDeck.length).toBe(deck);
  });
});

describe("Monster Weakness and Special Attacks beside the Wild Hunt (old-world-kickstarter-expansions.en.txt)", () => {
  function weaknessHunt(witchers: string[], difficulty: Difficulty = "normal", seed = 1, answers: Record<string, string | string[] | Answerer> = {}): OwTable {
    return new OwTable(
      { seed, witchers, expansions: ["wild-hunt", "monster-trail"], modes: ["monster-weakness"], wildHunt: { difficulty, member: ERDIN } },
      answers,
      content,
    );
  }
  const terrainOf = (t: OwTable, loc: string) => t.e.cat.location(loc).terrain;

  it("Game Setup: beside the Wild Hunt each monster its difficulty places gets a face-down weakness token of its terrain, on a location with no witcher", () => {
    for (const seed of [1, 2, 3, 4]) {
      // Story and Sword!, 2 players: a level I and a level II monster
      const t = weaknessHunt([WOLF, BEAR], "normal", seed);
      const s = t.e.state;
      const w = s.weakness!;
      expect(s.monsters).toHaveLength(2);
      expect(w.onMap.map((x) => x.terrain).sort()).toEqual(s.monsters.map((m) => m.terrain).sort());
      const witchers = new Set(Object.values(s.players).map((p) => p.location));
      for (const x of w.onMap) {
        expect(terrainOf(t, x.location)).toBe(x.terrain);
        expect(witchers.has(x.location)).toBe(false);
      }
    }
  });

  it("Monster Weakness and Special Attacks: beside the Wild Hunt a new monster of Phase IV gets a weakness token; a defeated monster's tokens go back to the pool (Clean Up after the Fight), and the next monster of its terrain gets one again", () => {
    const t = weaknessHunt([WOLF]);
    const e = t.e;
    const s = e.state;
    const w = s.weakness!;
    // Story and Sword!, solo: one level I monster and its token
    expect(s.monsters).toHaveLength(1);
    const [first] = s.monsters;
    expect(w.onMap.map((x) => x.terrain)).toEqual([first.terrain]);
    // the Wolf read one token of that terrain already
    const held = w.pool[first.terrain].shift()!;
    w.held[WOLF].push({ terrain: first.terrain, number: held });
    // a Phase IV monster, in a terrain the players choose: the first free one
    t.run(placeHuntMonster(2), { "hunt-monster-terrain": (d) => [d.options[0].key] });
    const second = s.monsters[1];
    expect(w.onMap.map((x) => x.terrain).sort()).toEqual([first.terrain, second.terrain].sort());
    // the Wolf kills the first monster (its life pool is 1 card, dealt by any Crushing Strike its ability leaves him)
    t.player(WOLF).location = first.location;
    t.player(WOLF).trailTokens.push(first.monster);
    t.setHand(WOLF, ["action.crushing-strike", "action.crushing-strike", "action.crushing-strike"]);
    t.setDeck(WOLF, ["action.crushing-strike", "action.crushing-strike"]);
    const strike: Answerer = (d) => [d.options.find((o) => o.key.startsWith("combo"))?.key ?? "pass"];
    const r = t.run(fightMonster(e, WOLF, first, { life: 1 }), { "use-weakness": [], "fight-turn": strike, "extend-combo": ["stop"] });
    expect(r).toBe("won");
    expect(w.held[WOLF]).toEqual([]);
    expect(w.onMap.map((x) => x.terrain)).toEqual([second.terrain]);
    expect(w.pool[first.terrain]).toHaveLength(6);
    // no monster replaces it in the Wild Hunt; when one comes to the terrain, its token comes with it
    t.run(placeHuntMonster(1), { "hunt-monster-terrain": [first.terrain] });
    expect(w.onMap.filter((x) => x.terrain === first.terrain)).toHaveLength(1);
  });

  it("Entering a Location with a Weakness Token: beside the Wild Hunt a witcher moving in Phase I takes the token there, and a new one of its terrain is placed", () => {
    const t = weaknessHunt([WOLF]);
    const e = t.e;
    const w = e.state.weakness!;
    const p = t.player(WOLF);
    e.state.hunt!.hounds = [];
    const [token] = w.onMap;
    // the Wolf stands next to the token's location
    p.location = e.adjacent(token.location)[0];
    const before = w.pool[token.terrain].length;
    let moved = false;
    t.run(phaseOne(), {
      "phase-1": (d) => (moved ? ["end"] : ((moved = true), [`move.${token.location}`])),
      "travel-payment": (d) => [d.options[0].key],
      "travel-cards": (d) => d.options.slice(0, d.pick?.min ?? 1).map((o) => o.key),
    });
    expect(p.location).toBe(token.location);
    expect(w.held[WOLF]).toEqual([{ terrain: token.terrain, number: token.number }]);
    expect(e.log.ofType("weakness-taken")).toEqual([expect.objectContaining({ player: WOLF, terrain: token.terrain, number: token.number })]);
    // a new token of the terrain, not where the Wolf stands
    const again = w.onMap.filter((x) => x.terrain === token.terrain);
    expect(again).toHaveLength(1);
    expect(again[0].location).not.toBe(token.location);
    expect(w.pool[token.terrain]).toHaveLength(before - 1);
  });

  it("Monster Weakness and Special Attacks: beside the Wild Hunt the 4 fight cards set aside join the deck when the first level III monster appears, and only then", () => {
    const t = weaknessHunt([WOLF], "normal");
    const e = t.e;
    const s = e.state;
    const w = s.weakness!;
    const aside = [...w.aside];
    expect(aside).toHaveLength(4);
    const held = () => s.fightDeck.length + s.fightDiscard.length;
    const deck = held();
    t.run(placeHuntMonster(2), { "hunt-monster-terrain": (d) => [d.options[0].key] });
    expect(w.aside).toEqual(aside);
    expect(held()).toBe(deck);
    t.run(placeHuntMonster(3), { "hunt-monster-terrain": (d) => [d.options[0].key] });
    expect(w.aside).toEqual([]);
    expect(held()).toBe(deck + 4);
    expect(s.fightDeck).toEqual(expect.arrayContaining(aside));
  });

  it("Monster Weakness and Special Attacks: at Death March! the level III monster placed at setup brings the 4 set-aside fight cards into the deck", () => {
    // Death March!, solo: one level III monster
    const t = weaknessHunt([WOLF], "very-hard");
    const s = t.e.state;
    expect(s.monsters.map((m) => t.e.cat.monster(m.monster).level)).toEqual([3]);
    expect(s.weakness!.aside).toEqual([]);
    expect(s.fightDeck.filter((c) => t.e.cat.fightCard(c).specialAttack === undefined)).toHaveLength(16);
  });

  it("Wild Hunt Fight Preparation: in the Monster Weakness mode the life pool is 16 of the 20 regular monster fight cards (set aside and boxed ones too) with the member's 4 special attacks, and no Special Attack card of a large Monster card", () => {
    const t = weaknessHunt([WOLF]);
    const e = t.e;
    const s = e.state;
    t.player(WOLF).location = s.hunt!.location;
    let life: string[] | null = null;
    t.run(finalFight(), {
      "fight-turn": () => {
        life ??= [...e.fight!.life];
        return ["pass"];
      },
    });
    const kinds = life!.map(kind);
    expect(kinds).toHaveLength(20);
    expect(kinds.filter((k) => k.startsWith("specialattack."))).toHaveLength(4);
    const fight = kinds.filter((k) => e.cat.fightCards.has(k));
    expect(fight).toHaveLength(16);
    expect(fight.every((k) => e.cat.fightCard(k).specialAttack === undefined)).toBe(true);
    expect(s.weakness!.aside).toEqual([]);
    expect(s.weakness!.boxed).toEqual([]);
  });
});

describe("Potion Tolerance at specialty 0 (old-world-kickstarter-expansions.en.txt, Manticore School Witcher; old-world-base-facts.md)", () => {
  const MANTICORE = "witcher.manticore-witcher";

  it("Potion Tolerance Specialty: a monster fight card that lowers the Manticore's specialty from 1 to 0 leaves no level to perform: the specialty is no longer offered in that fight and no potion is discarded, and it is back at level 1 in the next fight", () => {
    const t = new OwTable({ witchers: [MANTICORE], expansions: ["monster-trail"] }, {}, content);
    const e = t.e;
    const s = e.state;
    const p = t.player(MANTICORE);
    expect(p.attributes.specialty).toBe(1);
    p.potions = [0, 1, 2].map(() => e.instance("potion.swallow"));
    // the Griffin (level 2) at his location; his trail token: he acts first
    const griffin = "monster.griffin";
    for (const pile of Object.values(s.monsterPiles)) if (pile.includes(griffin)) pile.splice(pile.indexOf(griffin), 1);
    s.monsters = s.monsters.filter((m) => m.monster !== griffin);
    const m = { monster: griffin, location: p.location, terrain: e.cat.monster(griffin).terrain };
    s.monsters.push(m);
    p.trailTokens.push(griffin);
    // the monster's first attack is Monster Fight Card 16: "bite: suffer damage equal to monster level minus 1; lower your specialty by 1"
    const sixteen = s.fightDeck.find((c) => kind(c) === "fightcard.fight-16")!;
    s.fightDeck.splice(s.fightDeck.indexOf(sixteen), 1);
    s.fightDeck.unshift(sixteen);
    const turns: { specialty: boolean; level: number }[] = [];
    t.run(fightMonster(e, MANTICORE, m), {
      "fight-turn": (d) => {
        turns.push({ specialty: d.options.some((o) => o.key === "specialty"), level: e.attribute(MANTICORE, "specialty") });
        // the solo die after his first turn: 4-6 is Bite
        if (turns.length === 1) t.rng.queue.push(6);
        return ["pass"];
      },
    });
    const attack = e.log.ofType("monster-attack")[0];
    expect([attack.card, attack.attack]).toEqual(["fightcard.fight-16", "bite"]);
    expect(e.log.ofType("attribute-lowered")[0]).toMatchObject({ player: MANTICORE, attribute: "specialty" });
    expect(turns[0]).toEqual({ specialty: true, level: 1 });
    expect(turns.length).toBeGreaterThan(1);
    expect(turns.slice(1).every((x) => !x.specialty && x.level === 0)).toBe(true);
    expect(p.potions).toHaveLength(3);
    expect(e.log.ofType("specialty")).toEqual([]);
    // the lowering lasts the fight: in the next one, Potion Tolerance is offered at level 1 again
    s.monsters.push({ ...m });
    const again: boolean[] = [];
    p.trailTokens.push(griffin);
    t.run(fightMonster(e, MANTICORE, s.monsters.at(-1)!), { "fight-turn": (d) => (again.push(d.options.some((o) => o.key === "specialty")), ["pass"]) });
    expect(again[0]).toBe(true);
  });
});

describe("Monster Weakness and Special Attacks in whole Wild Hunt games (public API)", () => {
  it("Monster Weakness and Special Attacks: in seeded Wild Hunt games with the mode, every monster placed gets a weakness token of its terrain, witchers take tokens as they move, and the first level III monster adds the 4 set-aside fight cards", () => {
    let taken = 0;
    let levelThree = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const game = playToEnd(
        createOldWorldGame(content, {
          seed,
          witchers: [WOLF, BEAR],
          expansions: ["wild-hunt", "monster-trail"],
          modes: ["monster-weakness"],
          wildHunt: { difficulty: "hard", member: ERDIN },
        }),
        (d, g) => greedyWildHunt(d, g),
      );
      expect(game.result?.reason, `seed ${seed}`).toMatch(/^(wild-hunt-defeated|witchers-knocked-out)$/);
      const log = game.log;
      const placed = log.filter((ev) => ev.type === "monster-placed");
      expect(placed.length).toBeGreaterThanOrEqual(2);
      for (const m of placed) {
        const next = log.slice(log.indexOf(m) + 1).find((ev) => ev.type === "monster-placed" || ev.type === "weakness-placed");
        expect(next, `seed ${seed}: ${String(m.monster)}`).toMatchObject({ type: "weakness-placed", terrain: m.terrain });
      }
      taken += log.filter((ev) => ev.type === "weakness-taken").length;
      const first = placed.find((m) => game.engine.cat.monster(String(m.monster)).level === 3);
      if (first) {
        levelThree++;
        const added = log.filter((ev) => ev.type === "attack-deck" && ev.added === 4);
        expect(added, `seed ${seed}`).toHaveLength(1);
        expect(added[0].seq).toBeGreaterThan(first.seq);
      } else expect(log.filter((ev) => ev.type === "attack-deck" && ev.added !== undefined)).toEqual([]);
    }
    expect(taken).toBeGreaterThan(0);
    expect(levelThree).toBeGreaterThan(0);
  });
});
