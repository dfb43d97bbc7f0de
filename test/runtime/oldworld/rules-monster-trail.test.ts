// Monster Trail on the bundled content (content/oldworld/monster-trail*.grim),
// rule by rule, against the Monster Trail pages of the Kickstarter expansions
// rulebook (old-world-kickstarter-expansions.en.txt, "Monster Trail Expansion").
import { discardFromHand, gainPotionCards, raiseAttribute } from "../../../games/oldworld/rules/engine-steps.ts";
import { describe, expect, it } from "vitest";
import { content } from "../../../content/generated/oldworld.ts";
import type { Decision } from "../../../runtime/core/decision.ts";
import type { Expansion } from "../../../games/oldworld/rules/content.ts";
import { fightMonster, duelOf, duelStep } from "../../../games/oldworld/rules/fight.ts";
import { ruleCall } from "../../../games/oldworld/rules/machine.ts";
import { phaseOne, phaseThree } from "../../../games/oldworld/rules/turn.ts";
import { OwTable, meet, type Answerer } from "./table.ts";
import { expectWholeGamesWon } from "./whole-games.ts";

const WOLF = "witcher.wolf-witcher";
const BEAR = "witcher.bear-witcher";
const MANTICORE = "witcher.manticore-witcher";
const MT: Expansion[] = ["monster-trail"];

function table(witchers: string[], expansions: Expansion[] = MT, answers: Record<string, string | string[] | Answerer> = {}): OwTable {
  return new OwTable({ witchers, expansions }, answers, content);
}

/** a card instance (a new copy) on top of the player's deck */
function onTop(t: OwTable, id: string, card: string): string {
  const c = t.e.instance(card);
  t.player(id).deck.unshift(c);
  return c;
}

const keysOf = (d: Decision) => d.options.map((o) => o.key);
const allActions = (t: OwTable) => [...t.e.state.actionDeck, ...t.e.state.pool.filter((c): c is string => c !== null)];

describe("Monster Trail: setup", () => {
  it("Troll Monster: when choosing to use this, add the Troll Monster to the Monster pool (and only then)", () => {
    const troll = (ex: Expansion[]) => {
      const t = table([WOLF], ex);
      return [...Object.values(t.e.state.monsterPiles).flat(), ...t.e.state.monsters.map((m) => m.monster)].includes("monster.troll");
    };
    expect(troll(MT)).toBe(true);
    expect(troll([])).toBe(false);
  });

  it("Advanced Action Cards: all 40 are shuffled with the main Action deck before the pool is prepared", () => {
    const advanced = (ex: Expansion[]) => allActions(table([WOLF], ex)).filter((c) => t0.e.cat.action(c).tier === "advanced").length;
    const t0 = table([WOLF]);
    expect(advanced(MT)).toBe(40);
    expect(advanced([])).toBe(0);
    expect(allActions(t0)).toHaveLength(130);
  });

  it("Witcher Unique Action Cards: the Unique card is added to each Witcher starting deck, so each begins with 11 cards", () => {
    const t = table([WOLF, MANTICORE, "witcher.ciri"], ["monster-trail", "ciri"]);
    const owned = (id: string) => [...t.player(id).deck, ...t.player(id).hand];
    expect(owned(WOLF)).toHaveLength(11);
    expect(owned(WOLF).some((c) => c.startsWith("action.wolfs-howl#"))).toBe(true);
    expect(owned(MANTICORE).some((c) => c.startsWith("action.manticores-sting#"))).toBe(true);
    expect(owned("witcher.ciri").some((c) => c.startsWith("action.dance-of-blades#"))).toBe(true);
    const base = table([WOLF], []);
    expect([...base.player(WOLF).deck, ...base.player(WOLF).hand]).toHaveLength(10);
  });

  it("Manticore School Witcher: starts at their own School Location and trains there", () => {
    const t = table([MANTICORE]);
    const p = t.player(MANTICORE);
    expect(p.location).toBe("location.ard-modron");
    p.gold = 10;
    const asked: Decision[] = [];
    t.run(phaseOne(MANTICORE), { "phase-1": (d) => (asked.push(d), ["end"]) });
    expect(keysOf(asked[0])).toContain("train");
  });

  it("Dimeritium Bomb explained: without the Monster Weakness mode its cards go back in the box; the bomb deck holds the other 24", () => {
    const t = table([WOLF]);
    expect(t.e.state.bombDeck).toHaveLength(24);
    expect(t.e.state.bombDeck.some((c) => c.startsWith("bomb.dimeritium-bomb#"))).toBe(false);
    expect(t.e.state.mutagenDeck).toHaveLength(15);
  });

  it("Other Expansions: Monster Trail sets up with the base game, Ciri and the Lost Mount", () => {
    const t = table([WOLF, "witcher.ciri", MANTICORE], ["monster-trail", "ciri", "lost-mount"]);
    expect(t.e.state.lostMountInPlay).toBe(true);
    expect(t.e.state.bombDeck.length).toBeGreaterThan(0);
  });
});

describe("Monster Trail: bombs and mutagens", () => {
  it("Bomb Cards: each time you draw a Potion card, choose the potion as normal, or discard 1 Potion or 1 Gold to draw the top Bomb instead", () => {
    const t = table([WOLF]);
    const p = t.player(WOLF);
    p.gold = 1;
    t.e.gainPotions(WOLF, 1);
    const asked: Decision[] = [];
    t.run(ruleCall(gainPotionCards, { id: WOLF, n: 1 }), { "potion-or-bomb": (d) => (asked.push(d), ["bomb-for-gold"]) });
    expect(keysOf(asked[0])).toEqual(["potion", "bomb-for-potion", "bomb-for-gold"]);
    expect([p.gold, p.potions.length, p.bombs.length]).toEqual([0, 1, 1]);
    t.run(ruleCall(gainPotionCards, { id: WOLF, n: 1 }), { "potion-or-bomb": "bomb-for-potion" });
    expect([p.potions.length, p.bombs.length]).toEqual([0, 2]);
    // without Monster Trail a potion card is a potion, no question asked
    const base = table([WOLF], []);
    base.run(ruleCall(gainPotionCards, { id: WOLF, n: 1 }), { "potion-or-bomb": () => expect.fail("asked") });
    expect(base.player(WOLF).potions).toHaveLength(1);
  });

  it("Bomb Cards: You can carry up to 4 Potion and Bomb cards each (i.e., 8 cards in total)", () => {
    const t = table([WOLF]);
    const p = t.player(WOLF);
    p.gold = 20;
    t.run(ruleCall(gainPotionCards, { id: WOLF, n: 6 }), { "potion-or-bomb": "bomb-for-gold" });
    expect(p.bombs).toHaveLength(4);
    t.run(ruleCall(gainPotionCards, { id: WOLF, n: 6 }), { "potion-or-bomb": (d) => (expect(keysOf(d)).not.toContain("bomb-for-gold"), ["potion"]) });
    expect([p.potions.length, p.bombs.length]).toEqual([4, 4]);
  });

  it("Bomb Cards: during a Fight, you may use a combined number of Potion and/or Bomb cards equal to, or lower than your Alchemy Level", () => {
    const t = table([WOLF]);
    const p = t.player(WOLF);
    p.potions.push(t.e.instance("potion.swallow"));
    p.bombs.push(t.e.instance("bomb.dancing-star"));
    p.trailTokens.push("monster.foglet");
    const m = meet(t, WOLF, "monster.foglet");
    const turns: string[][] = [];
    let used = false;
    t.run(fightMonster(t.e, WOLF, m), {
      "fight-turn": (d) => {
        turns.push(keysOf(d));
        if (!used && keysOf(d).some((k) => k.startsWith("bomb."))) return ((used = true), [keysOf(d).find((k) => k.startsWith("bomb."))!]);
        return ["pass"];
      },
    });
    // Alchemy 1: the potion is offered beside the bomb, and neither after the bomb
    expect(turns[0].some((k) => k.startsWith("potion."))).toBe(true);
    expect(turns[1].some((k) => k.startsWith("potion.") || k.startsWith("bomb."))).toBe(false);
    expect(t.e.log.events.some((ev) => ev.type === "bomb-used")).toBe(true);
  });

  it("Bomb Cards: Bombs do not count as Potions (an effect that says discard Potions ignores Bombs)", () => {
    const t = table([WOLF]);
    const p = t.player(WOLF);
    p.bombs.push(t.e.instance("bomb.samum"));
    const ctx = t.e.ctx(WOLF, "test");
    expect(t.e.rt.canDiscardPotions(ctx, { amount: 1 })).toBe(false);
    t.primitive("discardPotions", ctx, { amount: 1 });
    expect(p.bombs).toHaveLength(1);
  });

  it("Mutagen Cards: reaching a next Level gives a Mutagen: draw 3, choose 1, shuffle the 2 others back; the 4th and 5th Level give 2", () => {
    const t = table([WOLF]);
    const p = t.player(WOLF);
    const asked: Decision[] = [];
    t.run(ruleCall(raiseAttribute, { id: WOLF, a: "combat" }), { "choose-mutagen": (d) => (asked.push(d), [d.options[2].key]) });
    expect(asked).toHaveLength(1);
    expect(asked[0].options).toHaveLength(3);
    expect(p.mutagens).toEqual([asked[0].options[2].key]);
    expect(t.e.state.mutagenDeck).toHaveLength(14);
    p.attributes.combat = 3;
    t.run(ruleCall(raiseAttribute, { id: WOLF, a: "combat" }));
    expect(p.mutagens).toHaveLength(3);
    expect(t.e.state.mutagenDeck).toHaveLength(12);
    // without Monster Trail a level brings no mutagen
    const base = table([WOLF], []);
    base.run(ruleCall(raiseAttribute, { id: WOLF, a: "combat" }));
    expect(base.player(WOLF).mutagens).toHaveLength(0);
  });

  it("Mutagen Cards: each Mutagen that the Player owns can be used once per Fight", () => {
    const t = table([WOLF]);
    const p = t.player(WOLF);
    const mutagen = t.e.instance("mutagen.green-mutagen");
    p.mutagens.push(mutagen);
    p.trailTokens.push("monster.foglet", "monster.harpy");
    let offered: boolean[] = [];
    const answers = {
      "fight-turn": (d: Decision) => {
        const has = keysOf(d).includes(`mutagen.${mutagen}`);
        offered.push(has);
        // used at the first chance of each fight
        return [has && offered.length === 1 ? `mutagen.${mutagen}` : "pass"];
      },
    };
    t.run(fightMonster(t.e, WOLF, meet(t, WOLF, "monster.foglet")), answers);
    expect(offered[0]).toBe(true);
    expect(offered.slice(1).some(Boolean)).toBe(false);
    expect(t.e.log.events.filter((ev) => ev.type === "mutagen-used")).toHaveLength(1);
    expect(p.mutagens).toEqual([mutagen]);
    // the next fight: ready again
    offered = [];
    t.run(fightMonster(t.e, WOLF, meet(t, WOLF, "monster.harpy")), answers);
    expect(offered[0]).toBe(true);
    expect(t.e.log.events.filter((ev) => ev.type === "mutagen-used")).toHaveLength(2);
  });
});

describe("Monster Trail: the Advanced Action cards in play", () => {
  it("Passive abilities: Retaliation discarded from the deck by a Monster's attack — the monster immediately receives 2 Damage", () => {
    const t2 = table([WOLF]);
    const m2 = meet(t2, WOLF, "monster.foglet");
    t2.player(WOLF).trailTokens.push("monster.foglet");
    let before = -1;
    let retaliation = "";
    let turn = 0;
    t2.run(fightMonster(t2.e, WOLF, m2), {
      "fight-turn": () => {
        turn++;
        if (turn === 1) {
          // end the first turn with Retaliation on top of the deck, then the monster attacks
          retaliation = onTop(t2, WOLF, "action.retaliation");
          t2.player(WOLF).shield = 0;
          before = t2.e.fight!.life.length;
        }
        return ["pass"];
      },
      "monster-attack": "bite",
    });
    const passive = t2.e.log.events.find((ev) => ev.type === "passive");
    expect(passive).toMatchObject({ player: WOLF, card: "action.retaliation" });
    const hit = t2.e.log.events.find((ev) => ev.type === "monster-hit" && ev.seq > passive!.seq);
    expect(hit).toMatchObject({ amount: 2, player: WOLF });
    expect(before).toBeGreaterThan(0);
    expect(t2.player(WOLF).discard.concat(t2.player(WOLF).deck, t2.player(WOLF).hand)).toContain(retaliation);
  });

  it("Passive abilities: Retaliation discarded from the hand by a witcher's attack — that opponent receives 2 Damage", () => {
    const t = table([WOLF, BEAR]);
    const bear = t.player(BEAR);
    t.player(WOLF).location = "location.vizima";
    bear.location = "location.vizima";
    // the Bear holds only Retaliation, with no shield and nothing else: the Wolf's damage must take it from his hand
    const [strike] = t.setHand(WOLF, ["action.crushing-strike"]);
    t.setHand(BEAR, ["action.retaliation"]);
    bear.deck = [];
    bear.discard = [];
    bear.shield = 0;
    t.player(WOLF).shield = 0;
    t.run(ruleCall(duelStep, duelOf(WOLF, BEAR)), {
      "fight-turn": (d) => [d.who === WOLF && keysOf(d).includes(`combo.${strike}`) ? `combo.${strike}` : "pass"],
      "extend-combo": "stop",
    });
    const passive = t.e.log.events.find((ev) => ev.type === "passive");
    expect(passive).toMatchObject({ player: BEAR, card: "action.retaliation" });
    const hurt = t.e.log.events.find((ev) => ev.type === "damage" && ev.seq > passive!.seq);
    expect(hurt).toMatchObject({ player: WOLF, amount: 2 });
  });

  it("Passive abilities: a card discarded other than by Damage (a discard symbol) triggers nothing", () => {
    const t = table([WOLF]);
    t.setHand(WOLF, ["action.retaliation"]);
    t.run(ruleCall(discardFromHand, { id: WOLF, n: 1 }));
    expect(t.e.log.events.some((ev) => ev.type === "passive")).toBe(false);
  });

  it("Rolling dice: Sweeping Aard — 1-3: deal 0 Damage; 4-6: deal 2 Damage", () => {
    const dealt = (roll: number) => {
      const t = table([WOLF]);
      const p = t.player(WOLF);
      const m = meet(t, WOLF, "monster.foglet");
      p.trailTokens.push("monster.foglet");
      const [aard] = t.setHand(WOLF, ["action.sweeping-aard"]);
      let first = true;
      let life = 0;
      t.run(fightMonster(t.e, WOLF, m), {
        "fight-turn": () => {
          if (!first) return ["pass"];
          first = false;
          life = t.e.fight!.life.length;
          t.rng.queue.push(roll);
          return [`combo.${aard}`];
        },
        "extend-combo": "stop",
      });
      const hit = t.e.log.events.find((ev) => ev.type === "monster-hit");
      return { life, hit: hit ? Number(hit.amount) : 0 };
    };
    expect(dealt(3).hit).toBe(0);
    expect(dealt(4).hit).toBe(2);
    expect(dealt(6).hit).toBe(2);
  });

  it("Traveling ability: Endurance in Phase I performs two Movements for free, ignoring the first Location Action", () => {
    const t = table([WOLF]);
    const p = t.player(WOLF);
    p.location = "location.vizima";
    p.gold = 5;
    const [endurance] = t.setHand(WOLF, ["action.endurance", "action.thrust"]);
    const moves = ["location.novigrad", "location.kaer-seren"];
    const asked: Decision[] = [];
    t.run(phaseOne(WOLF), {
      "phase-1": (d) => (asked.push(d), [asked.length === 1 ? `travel.${endurance}` : "end"]),
      "free-move": () => [`move.${moves.shift()}`],
    });
    expect(p.location).toBe("location.kaer-seren");
    expect(p.hand.map((c) => c.split("#")[0])).toEqual(["action.thrust"]);
    expect(p.discard).toEqual([endurance]);
    expect(p.gold).toBe(5);
    // at the end of the double move, the location reached offers its action (Kaer Seren is a school: it trains)
    expect(keysOf(asked[1])).toContain("train");
    // "It has no additional abilities during a Fight"
    expect(t.e.cat.action("action.endurance").hooks.map((h) => h.window)).toEqual(["travel-ability"]);
  });

  it("Gray cards: a gray card is a new colour that matches no Combo Extension, so it never extends a combo", () => {
    const t = table([WOLF]);
    const p = t.player(WOLF);
    p.trailTokens.push("monster.foglet");
    const m = meet(t, WOLF, "monster.foglet");
    const gray = ["action.evasion", "action.retaliation", "action.endurance"];
    // an opener and a card of its extension's colour, so the combo can be extended
    const opener = content.actions.find((a) => a.tier === "base" && a.extension !== null)!;
    const follower = content.actions.find((a) => a.tier === "base" && a.colour === opener.extension!.colour)!;
    const extendable: string[] = [];
    let first = true;
    const hand = t.setHand(WOLF, [...gray, opener.id, follower.id]);
    t.run(fightMonster(t.e, WOLF, m), {
      "fight-turn": () => {
        if (!first) return ["pass"];
        first = false;
        return [`combo.${hand[3]}`];
      },
      "extend-combo": (d) => {
        extendable.push(...keysOf(d).filter((k) => k.startsWith("extend.")));
        return ["stop"];
      },
    });
    expect(
      content.actions
        .filter((a) => a.colour === "gray")
        .map((a) => a.id)
        .sort(),
    ).toEqual([...gray].sort());
    expect(content.actions.some((a) => a.extension?.colour === "gray")).toBe(false);
    expect(extendable).toContain(`extend.${hand[4]}`);
    expect(extendable.filter((k) => gray.some((g) => k.startsWith(`extend.${g}#`)))).toEqual([]);
  });

  it("Gray cards: a Wild Terrain card pays for a move to a location of any terrain", () => {
    const t = table([WOLF]);
    const p = t.player(WOLF);
    p.location = "location.vizima";
    const [evasion] = t.setHand(WOLF, ["action.evasion"]);
    t.run(phaseOne(WOLF), {
      "phase-1": (d) => [keysOf(d).includes("move.location.ban-ard") && p.location === "location.vizima" ? "move.location.ban-ard" : "end"],
      "travel-payment": `terrain.${evasion}`,
    });
    expect(p.location).toBe("location.ban-ard");
    expect(p.discard).toEqual([evasion]);
  });

  it("Trashing a card as a cost: the Player trashes 1 card from their hand, ignoring the +1 / -1 of the Main Board", () => {
    const t = table([WOLF]);
    const p = t.player(WOLF);
    const pirouette = t.e.instance("action.pirouette");
    t.e.state.pool[0] = pirouette; // the leftmost slot, +1
    const [thrust] = t.setHand(WOLF, ["action.thrust"]);
    const asked: Decision[] = [];
    t.run(phaseThree(WOLF), { "discard-hand": "keep", "gain-card": (d) => (asked.push(d), ["slot.0"]), trash: [thrust] });
    const option = asked[0].options.find((o) => o.key === "slot.0")!;
    expect(option.label).toBe("ow-option-gain-card-trash");
    expect(p.trashed).toEqual([thrust]);
    expect(p.hand).toContain(pirouette);
  });

  it("Trashing a card as a cost: you can not choose a card with a trash cost from an effect telling you to take a 0, 1, or 2-cost card", () => {
    const t = table([WOLF]);
    t.e.state.pool[4] = t.e.instance("action.critical-strike");
    t.e.state.pool[5] = t.e.instance("action.pirouette");
    expect(t.e.slotsCostingAtMost(2)).not.toContain(4);
    expect(t.e.slotsCostingAtMost(2)).not.toContain(5);
    // Ban Ard's location action: gain a card costing at most 1 from the action pool
    const ctx = t.e.ctx(WOLF, "location.ban-ard");
    const asked: Decision[] = [];
    t.primitive("gainCard", ctx, { maxCost: 1 }, { "gain-free-card": (d) => (asked.push(d), [d.options[0].key]) });
    for (const d of asked) expect(keysOf(d)).not.toContain("4");
    for (const d of asked) expect(keysOf(d)).not.toContain("5");
  });

  it("Trashing a card as a cost: when told to gain any card from the pool, you can choose a card with a trash cost and do not trash a card", () => {
    const t = table([WOLF]);
    const p = t.player(WOLF);
    const strike = t.e.instance("action.critical-strike");
    t.e.state.pool[0] = strike;
    const asked: Decision[] = [];
    t.primitive("gainCard", t.e.ctx(WOLF, "test"), { anyCard: true }, { "gain-free-card": (d) => (asked.push(d), ["0"]) });
    expect(keysOf(asked[0])).toContain("0");
    expect(p.hand).toContain(strike);
    expect(p.trashed).toEqual([]);
  });

  it("Potion Tolerance Specialty: once per Fight, discard 1 unused Potion (2 at level 1) to deal Damage (and draw 2 cards from level 3)", () => {
    const use = (level: number, potions: number) => {
      const t = table([MANTICORE]);
      const p = t.player(MANTICORE);
      p.attributes.specialty = level;
      for (let i = 0; i < potions; i++) p.potions.push(t.e.instance("potion.swallow"));
      p.trailTokens.push("monster.foglet");
      const m = meet(t, MANTICORE, "monster.foglet");
      const offered: boolean[] = [];
      let hand = 0;
      let drew = 0;
      t.run(fightMonster(t.e, MANTICORE, m), {
        "fight-turn": (d) => {
          const can = keysOf(d).includes("specialty");
          offered.push(can);
          if (can && offered.length === 1) return ((hand = p.hand.length), ["specialty"]);
          // the same fight turn asks again after the specialty
          if (offered.length === 2 && offered[0]) drew = p.hand.length - hand;
          return ["pass"];
        },
        "discard-potion": (d) => d.options.slice(0, d.pick?.min ?? 1).map((o) => o.key),
      });
      const hit = t.e.log.events.find((ev) => ev.type === "monster-hit") as unknown as { amount: number } | undefined;
      return { offered: offered[0], left: p.potions.length, hit: hit?.amount ?? 0, drew };
    };
    expect(use(1, 1).offered).toBe(false);
    expect(use(1, 2)).toMatchObject({ offered: true, left: 0, hit: 2 });
    expect(use(2, 0).offered).toBe(false);
    expect(use(2, 1)).toMatchObject({ offered: true, left: 0, hit: 2, drew: 0 });
    expect(use(3, 1)).toMatchObject({ offered: true, left: 0, hit: 3, drew: 2 });
  });
});

describe("Monster Trail: whole games", () => {
  it("Monster Trail Expansion: seeded games of 1 to 5 players with Monster Trail (and Ciri and the Lost Mount) end with a winner, keep every invariant and replay identically", {
    timeout: 300_000,
  }, () => {
    expectWholeGamesWon(content, 40, 1201);
  });
});
