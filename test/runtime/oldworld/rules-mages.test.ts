// The Mages expansion (../shared/rules/old-world-mages.en.txt) on the bundled
// content: the two setups, Wisdom and Energy, protection, combos resolved left
// to right with boosts, the spell deck and the five specialties.
import { damage, damageOf, raiseAttribute } from "../../../games/oldworld/rules/engine-steps.ts";
import { describe, expect, it } from "vitest";
import { content } from "../../../content/generated/oldworld.ts";
import type { Decision } from "../../../runtime/core/decision.ts";
import { ContentError } from "../../../runtime/core/errors.ts";
import { canDuel, fightMonster, duelOf, duelStep } from "../../../games/oldworld/rules/fight.ts";
import { ruleCall } from "../../../games/oldworld/rules/machine.ts";
import { SPELL_BRANCHES, type ActionCardDef } from "../../../games/oldworld/rules/content.ts";
import type { MapMonster } from "../../../games/oldworld/rules/state.ts";
import { phaseOne, phaseThree, trainable } from "../../../games/oldworld/rules/turn.ts";
import { oldworldGame } from "../../../games/oldworld/index.ts";
import { OwTable, type Answerer } from "./table.ts";
import { cleanRun } from "../clean-run.ts";

const ALZUR = "mage.alzur";
const ARDEA = "mage.ardea";
const GEKHIRA = "mage.gekhira";
const OTHAR = "mage.othar";
const PHILIPPA = "mage.philippa";
const WOLF = "witcher.wolf-witcher";
const BEAR = "witcher.bear-witcher";
const CAT = "witcher.cat-witcher";
const GRIFFIN = "witcher.griffin-witcher";

const spell = (id: string) => content.actions.find((a) => a.id === id)!;
const isSpell = (card: string | null) => card !== null && content.actions.find((a) => card.startsWith(`${a.id}#`))?.spell === true;

function table(witchers: string[], answers: Record<string, string | string[] | Answerer> = {}): OwTable {
  return new OwTable({ witchers, expansions: ["mages"] }, answers, content);
}

/** put the Griffin (level 2, its ability only lowers the draw) or another monster at the player's location, with its trail token so the player acts first */
function griffinHere(t: OwTable, id: string, monster = "monster.griffin"): MapMonster {
  const s = t.e.state;
  for (const pile of Object.values(s.monsterPiles)) if (pile.includes(monster)) pile.splice(pile.indexOf(monster), 1);
  s.monsters = s.monsters.filter((m) => m.monster !== monster);
  const m: MapMonster = { monster, location: t.player(id).location, terrain: "mountain" };
  s.monsters.push(m);
  t.player(id).trailTokens.push(monster);
  return m;
}

/** a table of one mage (at specialty `level`, when given) with `hand`, the Griffin at the mage's location */
function facingGriffin(id: string, hand: string[], level?: number): { t: OwTable; m: MapMonster } {
  const t = table([id]);
  if (level !== undefined) t.player(id).attributes.specialty = level;
  const m = griffinHere(t, id);
  t.setHand(id, hand);
  return { t, m };
}

/**
 * Philippa with no hand against the Griffin, her Polymorph played once (`atSpecialty` readying its roll) and the
 * rest of the fight answered by `answers`; `noRolls` empties the queued die rolls first. Returns the table.
 */
function polymorphFight(atSpecialty: (t: OwTable) => void, answers: Record<string, string | string[] | Answerer>, noRolls = false): OwTable {
  const { t, m } = facingGriffin(PHILIPPA, []);
  if (noRolls) t.rng.queue = [];
  t.run(fightMonster(t.e, PHILIPPA, m), { "fight-turn": specialtyOnce(() => atSpecialty(t)), ...answers });
  return t;
}

/** a fight-turn answerer that uses the mage's specialty the first time it is offered, after `then` (a die to queue, a
 * card to move), and passes every other turn: the one way these tests play a specialty */
function specialtyOnce(then: () => void = () => {}): Answerer {
  let used = false;
  return (d) => {
    if (used || !d.options.some((o) => o.key === "specialty")) return ["pass"];
    used = true;
    then();
    return ["specialty"];
  };
}

/** a fight against the Griffin whose first fight turn plays `chain` as one combo; later turns pass; `boost` answers the boost decisions */
function fightWithCombo(
  t: OwTable,
  id: string,
  chain: string[],
  boost: (d: Decision) => string[] = () => ["boost"],
  extra: Record<string, string | string[] | Answerer> = {},
) {
  const m = griffinHere(t, id);
  const hand = t.setHand(id, chain);
  let i = 1;
  let first = true;
  return t.run(fightMonster(t.e, id, m), {
    "fight-turn": () => (first ? ((first = false), [`combo.${hand[0]}`]) : ["pass"]),
    "extend-combo": (d) => (i < hand.length && d.options.some((o) => o.key === `extend.${hand[i]}`) ? [`extend.${hand[i++]}`] : ["stop"]),
    boost,
    ...extra,
  });
}

describe("Mages setup (old-world-mages.en.txt, Game Setup)", () => {
  it("Mages Setup: when every player is a mage the Mage Action deck replaces the basic one, and six spells are revealed by the standard rules", () => {
    const t = table([ALZUR, ARDEA]);
    const s = t.e.state;
    expect(s.pool).toHaveLength(6);
    expect(s.pool.every(isSpell)).toBe(true);
    expect(s.actionDeck.every(isSpell)).toBe(true);
    // the standard rules: the three rightmost slots hold 0-cost cards
    expect(s.pool.slice(3).map((c) => spell(c!.split("#")[0]).cost)).toEqual([0, 0, 0]);
    expect(s.actionDeck.length + s.pool.length).toBe(90);
    expect(s.magePool).toBeUndefined();
  });

  it("Mages Setup: the last player claims a school first, then the others counter-clockwise, each a school not yet chosen, and the miniature starts at its location", () => {
    const t = table([ALZUR, ARDEA, GEKHIRA]);
    const claims = t.decisions.filter((d) => d.type === "claim-school");
    expect(claims.map((d) => d.who)).toEqual([GEKHIRA, ARDEA, ALZUR]);
    expect(claims.map((d) => d.options.length)).toEqual([5, 4, 3]);
    const schools = [ALZUR, ARDEA, GEKHIRA].map((id) => t.player(id).school);
    expect(new Set(schools).size).toBe(3);
    for (const id of [ALZUR, ARDEA, GEKHIRA]) expect(t.player(id).location).toBe(content.schools.find((s) => s.id === t.player(id).school)!.location);
  });

  it("Mages Setup: beside witchers both decks are shuffled and six cards of each revealed, and the mages claim, last seat first, only schools no witcher has", () => {
    const t = table([WOLF, ALZUR, BEAR, ARDEA]);
    const s = t.e.state;
    expect(s.pool.some(isSpell)).toBe(false);
    expect(s.actionDeck.some(isSpell)).toBe(false);
    expect(s.magePool).toHaveLength(6);
    expect(s.magePool!.every(isSpell)).toBe(true);
    expect(s.mageDeck!.every(isSpell)).toBe(true);
    expect(s.mageDeck!.length + 6).toBe(90);
    const claims = t.decisions.filter((d) => d.type === "claim-school");
    expect(claims.map((d) => d.who)).toEqual([ARDEA, ALZUR]);
    expect(claims[0].options.map((o) => o.key).sort()).toEqual(["school.cat", "school.griffin", "school.viper"]);
    expect(claims[1].options).toHaveLength(2);
    expect([t.player(ALZUR).school, t.player(ARDEA).school]).not.toContain("school.wolf");
  });

  it("Mages Setup: a mage is played only with the Mages expansion, and a mixed table needs a free school for each mage", () => {
    expect(() => new OwTable({ witchers: [ALZUR, WOLF] }, {}, content)).toThrow(/mages expansion/);
    expect(() => table([WOLF, BEAR, CAT, GRIFFIN, ALZUR])).not.toThrow();
    // content with only the Wolf and Bear schools: no school is left for a mage beside their witchers
    const kept = ["school.wolf", "school.bear"];
    const two = {
      ...content,
      schools: content.schools.filter((s) => kept.includes(s.id)),
      witchers: content.witchers.filter((w) => w.mage || kept.includes(w.school)),
    };
    expect(() => new OwTable({ witchers: [WOLF, BEAR, ALZUR], expansions: ["mages"] }, {}, two)).toThrow(ContentError);
    expect(() => new OwTable({ witchers: [WOLF, BEAR, ALZUR], expansions: ["mages"] }, {}, two)).toThrow(/not present in the game/);
  });
});

describe("Mages games (old-world-mages.en.txt, Overview)", () => {
  function simulated(seated: (id: string) => boolean) {
    const offered = { ...content, witchers: content.witchers.filter((w) => seated(w.id)) };
    const s = cleanRun(oldworldGame, offered, { games: 30, seed: 4100, agent: "mixed", maxRounds: 250, everyStep: true, replayEvery: 1 });
    expect(s.won).toBe(30);
    expect(Object.keys(s.byPlayers).sort()).toEqual(["1", "2", "3", "4", "5"]);
    return s;
  }

  it("Mages Setup: seeded games of 1 to 5 players with only mages, greedy and random, end with a winner, keep every invariant after every answer and replay identically", {
    timeout: 300_000,
  }, () => {
    const s = simulated((id) => id.startsWith("mage."));
    expect(Object.keys(s.played).every((id) => id.startsWith("mage."))).toBe(true);
  });

  it("Mages Setup: seeded games of 1 to 5 players with mages beside witchers, greedy and random, end with a winner, keep every invariant after every answer and replay identically", {
    timeout: 300_000,
  }, () => {
    const s = simulated((id) => id.startsWith("mage.") || ["witcher.ciri", "witcher.wolf-witcher", "witcher.viper-witcher"].includes(id));
    expect(Object.keys(s.played).some((id) => id.startsWith("mage."))).toBe(true);
    expect(Object.keys(s.played).some((id) => id.startsWith("witcher."))).toBe(true);
  });
});

describe("Mages gameplay (old-world-mages.en.txt, Gameplay)", () => {
  it("Mages Gameplay: in Phase III a witcher gains from the witchers' pool, and the spell at the same position is discarded; both pools slide right and refill", () => {
    const t = table([WOLF, ALZUR]);
    const s = t.e.state;
    t.setHand(WOLF, ["action.thrust", "action.thrust", "action.thrust"]);
    const pool = [...s.pool];
    const magePool = [...s.magePool!];
    const nextSpell = s.mageDeck![0];
    t.run(phaseThree(WOLF), { "discard-hand": "keep", "gain-card": "slot.5" });
    expect(t.player(WOLF).hand).toContain(pool[5]);
    expect(s.poolDiscard).toEqual([magePool[5]]);
    expect(s.magePool).toEqual([nextSpell, ...magePool.slice(0, 5)]);
    expect(s.pool.slice(1)).toEqual(pool.slice(0, 5));
  });

  it("Mages Gameplay: a mage gains only spells, from the spell pool, and a witcher only witcher cards", () => {
    const t = table([WOLF, ALZUR]);
    t.setHand(ALZUR, ["action.spark", "action.spark", "action.spark"]);
    t.run(phaseThree(ALZUR), { "discard-hand": "keep" });
    const gain = t.decisions.filter((d) => d.type === "gain-card").at(-1)!;
    const offered = gain.options.filter((o) => o.key.startsWith("slot.")).map((o) => t.e.state.magePool![Number(o.key.slice(5))]);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every(isSpell)).toBe(true);
    // gaining a card any other way (Vizima's location action): from the player's own pool too
    const witcherPool = [...t.e.state.pool];
    t.primitive("gainCard", t.e.ctx(ALZUR, "location.vizima"), { maxCost: 5 }, { "gain-free-card": (d) => [d.options[0].key] });
    expect(t.e.state.pool).toEqual(witcherPool);
    expect(isSpell(`${t.e.log.ofType("card-gained").at(-1)!.card as string}#1`)).toBe(true);
  });

  it("Mages Gameplay: a player allowed to discard action cards chooses from either pool in any combination; each pool slides right and refills", () => {
    const t = table([WOLF, ALZUR]);
    const s = t.e.state;
    const pool = [...s.pool];
    const magePool = [...s.magePool!];
    const nextCard = s.actionDeck[0];
    const nextSpell = s.mageDeck![0];
    t.primitive("discardFromPool", t.e.ctx(WOLF, "location.vizima"), { amount: 2 }, { "discard-from-pool": ["pool.2", "magePool.4"] });
    const asked = t.decisions.find((d) => d.type === "discard-from-pool")!;
    expect(asked.options).toHaveLength(12);
    expect(asked.pick).toEqual({ min: 0, max: 2 });
    expect(s.poolDiscard).toEqual([pool[2], magePool[4]]);
    expect(s.pool).toEqual([nextCard, pool[0], pool[1], pool[3], pool[4], pool[5]]);
    expect(s.magePool).toEqual([nextSpell, magePool[0], magePool[1], magePool[2], magePool[3], magePool[5]]);
  });

  it("Mages Gameplay: witchers may fight mages and mages one another, away from school locations", () => {
    const t = table([WOLF, ALZUR, ARDEA]);
    const free = content.locations.find((l) => l.school === null)!.id;
    for (const id of [WOLF, ALZUR, ARDEA]) t.player(id).location = free;
    expect(canDuel(t.e, WOLF, ALZUR)).toBe(true);
    expect(canDuel(t.e, ALZUR, WOLF)).toBe(true);
    expect(canDuel(t.e, ALZUR, ARDEA)).toBe(true);
    t.setHand(ALZUR, ["action.spark", "action.spark"]);
    t.setHand(ARDEA, []);
    const winner = t.run(ruleCall(duelStep, duelOf(ALZUR, ARDEA)), {
      "fight-turn": (d) => [d.options.find((o) => o.key.startsWith("combo."))?.key ?? "pass"],
    });
    expect(winner).toBe(ALZUR);
    expect(t.player(ALZUR).trophies.witcher).toEqual([t.player(ARDEA).school]);
  });

  it("Mages Gameplay: a mage trains their specialty only at their own school's location; other attributes at any school", () => {
    const t = table([ALZUR, ARDEA]);
    const p = t.player(ALZUR);
    p.gold = 20;
    expect(trainable(t.e, ALZUR)).toContain("specialty");
    p.location = t.player(ARDEA).location;
    expect(trainable(t.e, ALZUR)).not.toContain("specialty");
    expect(trainable(t.e, ALZUR)).toContain("combat");
  });

  it("Training Wisdom: training a mage's Defence trains Wisdom, as the player reads it, and raises energy", () => {
    const t = table([ALZUR]);
    const p = t.player(ALZUR);
    p.gold = 20;
    let trained = false;
    t.run(phaseOne(ALZUR), {
      "phase-1": (d) => (!trained && d.options.some((o) => o.key === "train") ? ((trained = true), ["train"]) : ["end"]),
      train: ["defence"],
    });
    const asked = t.decisions.filter((d) => d.type === "train").at(-1)!;
    expect(asked.options.find((o) => o.key === "defence")!.label).toBe("ow-attribute-wisdom");
    expect(t.e.log.ofType("train")[0].attribute).toBe("wisdom");
    expect([p.attributes.defence, p.energy]).toEqual([2, 2]);
  });
});

describe("Mages Wisdom and Energy (old-world-mages.en.txt, Wisdom and Energy)", () => {
  it("Training Wisdom: a mage has Wisdom where a witcher has Defence, no shield, and starts with energy equal to Wisdom; raising Wisdom raises energy by 1", () => {
    const t = table([ALZUR]);
    const p = t.player(ALZUR);
    expect(content.witchers.find((w) => w.id === ALZUR)!.mage).toBe(true);
    expect(p.shield).toBe(0);
    expect(p.energy).toBe(1);
    t.run(ruleCall(raiseAttribute, { id: ALZUR, a: "defence" }));
    expect(p.attributes.defence).toBe(2);
    expect(p.energy).toBe(2);
    expect(p.shield).toBe(0);
  });

  it("Gathering Energy: a mage's shield effects raise and lower energy, and damage never lowers it: it discards from the deck, then the hand", () => {
    const t = table([ALZUR]);
    const p = t.player(ALZUR);
    t.run(ruleCall(raiseAttribute, { id: ALZUR, a: "defence" }));
    t.e.lowerShield(ALZUR, 1);
    expect(p.energy).toBe(1);
    t.e.raiseShield(ALZUR, 1);
    expect(p.energy).toBe(2);
    t.setHand(ALZUR, ["action.gust", "action.gust"]);
    t.setDeck(ALZUR, ["action.spark"]);
    t.run(ruleCall(damage, damageOf(ALZUR, 2)));
    expect(p.energy).toBe(2);
    expect(p.deck).toEqual([]);
    expect(p.hand).toHaveLength(1);
  });

  it("Gathering Energy: in a fight energy exceeds Wisdom; outside one it rises at most to Wisdom, and after the fight it is Wisdom again", () => {
    const t = table([ALZUR]);
    const p = t.player(ALZUR);
    t.e.gainEnergy(ALZUR, 3);
    expect(p.energy).toBe(1);
    // Gust and Gale carry the energy icon: +1 each
    fightWithCombo(t, ALZUR, ["action.gust", "action.spark"], () => ["no"]);
    const levels = t.e.log.ofType("energy").map((e) => e.energy as number);
    expect(Math.max(...levels)).toBe(2);
    expect(p.energy).toBe(1);
  });

  it("Gathering Energy: a rule about the shield reads a mage's energy — the Noonwraith lets it rise by at most 1 in a fight turn", () => {
    const t = table([ALZUR]);
    const m = griffinHere(t, ALZUR, "monster.noonwraith");
    // Gale (+1 energy) then Insight (+1 energy): 1 + 1 only, under the Noonwraith
    const hand = t.setHand(ALZUR, ["action.gale", "action.insight"]);
    let first = true;
    t.run(fightMonster(t.e, ALZUR, m), {
      "fight-turn": () => (first ? ((first = false), [`combo.${hand[0]}`]) : ["pass"]),
      "extend-combo": (d) => [d.options.find((o) => o.key === `extend.${hand[1]}`)?.key ?? "stop"],
    });
    const hit = t.e.log.ofType("monster-hit")[0].seq;
    expect(
      t.e.log
        .ofType("energy")
        .filter((e) => e.seq < hit)
        .map((e) => e.energy),
    ).toEqual([2]);
  });

  it("Spending Energy: a mage resolves the combo card by card, left to right: an energy icon counts for the damage-by-energy icon of a later card", () => {
    const t = table([ALZUR]);
    // Gust (1 damage, +1 energy) then Inferno (2 damage and damage equal to energy): 1 + 2 + 2
    fightWithCombo(t, ALZUR, ["action.gust", "action.inferno"]);
    expect(t.e.log.ofType("monster-hit")[0].amount).toBe(5);
  });

  it("Spending Energy: after a card resolves, before the next one, the mage may pay its boost's energy; declining keeps the energy", () => {
    const boosted = table([ALZUR]);
    // Focus (+1 energy; boost: spend 1 energy -> 2 damage) then Spark (2 damage)
    fightWithCombo(boosted, ALZUR, ["action.focus", "action.spark"]);
    const log = boosted.e.log.events.map((e) => e.type);
    expect(log.indexOf("boost")).toBeGreaterThan(-1);
    expect(boosted.e.log.ofType("monster-hit")[0].amount).toBe(4);
    const boostAsked = boosted.decisions.find((d) => d.type === "boost")!;
    expect(boostAsked.args?.card).toBe("action.focus");
    const plain = table([ALZUR]);
    fightWithCombo(plain, ALZUR, ["action.focus", "action.spark"], () => ["no"]);
    expect(plain.e.log.ofType("monster-hit")[0].amount).toBe(2);
    expect(plain.e.log.ofType("energy").some((e) => e.spent)).toBe(false);
  });

  it("Spending Energy: a boost is offered only when its energy can be paid", () => {
    const t = table([ALZUR]);
    t.player(ALZUR).energy = 0;
    // Earthquake's boost costs 3 energy: a mage with 1 is not asked
    fightWithCombo(t, ALZUR, ["action.earthquake"]);
    expect(t.decisions.some((d) => d.type === "boost")).toBe(false);
  });

  it("Spending Energy: a mage's draw increase is resolved in step 4 of the fight turn, with the other draw modifications", () => {
    const t = table([ALZUR]);
    // Insight: +1 energy and 1 draw; the draw comes after the combo (Combat 1 + 1 − the Griffin's 1 fewer)
    const m = griffinHere(t, ALZUR);
    t.setHand(ALZUR, ["action.insight"]);
    t.setDeck(ALZUR, [
      "action.spark",
      "action.spark",
      "action.spark",
      "action.spark",
      "action.spark",
      "action.spark",
      "action.spark",
      "action.spark",
      "action.spark",
      "action.spark",
      "action.spark",
      "action.spark",
      "action.spark",
      "action.spark",
      "action.spark",
      "action.spark",
    ]);
    let turns = 0;
    t.run(fightMonster(t.e, ALZUR, m), { "fight-turn": (d) => (turns++ === 0 ? [d.options.find((o) => o.key.startsWith("combo."))!.key] : ["pass"]) });
    const events = t.e.log.events;
    const combo = events.findIndex((e) => e.type === "combo");
    const firstDraw = events.findIndex((e, i) => i > combo && e.type === "draw" && e.player === ALZUR);
    const hit = events.findIndex((e) => e.type === "monster-hit");
    expect(events[firstDraw].count).toBe(1);
    // not drawn while the combo resolves: after its damage is dealt
    expect(firstDraw).toBeGreaterThan(hit);
  });
});

describe("Mages protection (old-world-mages.en.txt, Protection)", () => {
  /** Alzur attacks the Wolf witcher: Water Shield then Stone Ward (3 protection, 1 damage); the witcher's turn is `witcher` */
  function protectedDuel(witcher: (d: Decision) => string[]) {
    const t = table([ALZUR, WOLF]);
    const free = content.locations.find((l) => l.school === null)!.id;
    t.player(ALZUR).location = free;
    t.player(WOLF).location = free;
    const hand = t.setHand(ALZUR, ["action.water-shield", "action.stone-ward"]);
    t.setHand(WOLF, ["action.thrust", "action.demolishing-blow"]);
    t.player(WOLF).potions = [t.e.instance("potion.thunderbolt")];
    let mageTurns = 0;
    t.run(ruleCall(duelStep, duelOf(ALZUR, WOLF)), {
      // Water Shield's boost would add 1 protection: declined, so the rulebook's 3 are gathered
      boost: ["no"],
      "fight-turn": (d) => (d.who === ALZUR ? (mageTurns++ === 0 ? [`combo.${hand[0]}`] : ["pass"]) : witcher(d)),
      "extend-combo": (d) => {
        const ext = d.options.find((o) => o.key === `extend.${hand[1]}` || o.key.startsWith("extend.action.demolishing-blow"));
        return [ext?.key ?? "stop"];
      },
    });
    return t;
  }

  it("Protection: gathered in the mage's fight turn, it lowers the regular damage of the opponent's next turn: a potion's 2 damage is annulled, 1 protection is left for the combo's 4 damage", () => {
    let step = 0;
    const t = protectedDuel((d) => {
      step++;
      if (step === 1) return [d.options.find((o) => o.key.startsWith("potion."))!.key];
      if (step === 2) return [d.options.find((o) => o.key.startsWith("combo.action.thrust"))!.key];
      return ["pass"];
    });
    const hits = t.e.log.ofType("damage").filter((e) => e.player === ALZUR);
    expect(hits.slice(0, 2).map((e) => [e.amount, e.shield, e.cards])).toEqual([
      [2, 2, 0],
      [4, 1, 3],
    ]);
    expect(t.e.log.ofType("protection").filter((e) => e.player === ALZUR)[0].protection).toBeGreaterThanOrEqual(1);
  });

  it("Protection: even when the opponent deals no damage, the protection is lost at the end of their turn", () => {
    const t = protectedDuel(() => ["pass"]);
    const lost = t.e.log.ofType("protection-lost").filter((e) => e.player === ALZUR);
    expect(lost[0].protection).toBe(3);
    expect(t.e.log.ofType("damage").filter((e) => e.player === ALZUR)).toEqual([]);
  });

  it("Protection: a monster's damage is lowered by it, but a discard the monster forces is not — 1 card in hand is discarded, then 1 from the deck — and the protection is then lost", () => {
    for (const [roll, half] of [
      [6, "bite"],
      [1, "charge"],
    ] as const) {
      const t = table([ALZUR]);
      const s = t.e.state;
      // the monster's first attack is Monster Fight Card 4: Charge discards cards equal to its level (2), Bite deals 4 damage
      const four = s.fightDeck.find((c) => c.startsWith("fightcard.fight-4#"))!;
      s.fightDeck.splice(s.fightDeck.indexOf(four), 1);
      // the combo's 1 damage takes the top card of the life pool; the second is the monster's attack
      s.fightDeck.splice(1, 0, four);
      const m = griffinHere(t, ALZUR);
      const hand = t.setHand(ALZUR, ["action.water-shield", "action.stone-ward", "action.spark"]);
      let first = true;
      t.run(fightMonster(t.e, ALZUR, m), {
        "fight-turn": () => {
          if (first) {
            first = false;
            // the solo die (after the deck shuffle): 1-3 Charge, 4-6 Bite
            t.rng.queue.push(roll);
            return [`combo.${hand[0]}`];
          }
          return ["pass"];
        },
        "extend-combo": (d) => [d.options.find((o) => o.key === `extend.${hand[1]}`)?.key ?? "stop"],
        boost: ["no"],
        discard: (d) => d.options.slice(0, d.pick!.min).map((o) => o.key),
      });
      const attack = t.e.log.ofType("monster-attack")[0];
      expect([attack.card, attack.attack]).toEqual(["fightcard.fight-4", half]);
      const hit = t.e.log.ofType("damage").find((e) => e.player === ALZUR);
      if (attack.attack === "bite") expect([hit!.amount, hit!.shield, hit!.cards]).toEqual([4, 3, 1]);
      else {
        // the Griffin is level 2: discard 2 cards; with 1 in hand, the second comes from the deck
        const lostAt = t.e.log.ofType("protection-lost")[0].seq;
        const inTurn = (e: { seq: number; player?: unknown }) => e.player === ALZUR && e.seq > attack.seq && e.seq < lostAt;
        const discards = t.e.log.ofType("discard").filter(inTurn);
        expect(discards.map((e) => [(e.cards as string[]).length, e.fromDeck === true])).toEqual([
          [1, false],
          [1, true],
        ]);
        expect(t.e.log.ofType("damage").filter(inTurn)).toEqual([]);
        expect(t.e.log.ofType("protection-lost").find((e) => e.player === ALZUR)!.protection).toBe(3);
      }
    }
  });
});

describe("Mages cards and specialties (old-world-mages.en.txt, New Card Types, Mage Specialties)", () => {
  it("Components: 5 sets of mage components, each a player board with four attribute levels and a specialty, 10 starting action cards and an energy marker; shared, a deck of 90 Mage Action cards", () => {
    const mages = content.witchers.filter((w) => w.mage);
    expect(mages.map((m) => m.id).sort()).toEqual([ALZUR, ARDEA, GEKHIRA, OTHAR, PHILIPPA].sort());
    for (const m of mages) {
      expect(m.startingDeck, m.id).toHaveLength(10);
      expect(Object.keys(m.attributes).sort(), m.id).toEqual(["alchemy", "combat", "defence", "specialty"]);
      expect(
        m.hooks.filter((h) => h.window === "specialty"),
        m.id,
      ).toHaveLength(1);
    }
    // the energy marker: every mage at the table starts with energy on its track, at Wisdom
    const t = new OwTable({ witchers: [ALZUR, ARDEA, GEKHIRA, OTHAR, PHILIPPA], expansions: ["mages"] }, {}, content);
    for (const id of [ALZUR, ARDEA, GEKHIRA, OTHAR, PHILIPPA]) expect(t.player(id).energy, id).toBe(t.player(id).attributes.defence);
    expect(content.actions.filter((a) => a.spell && a.tier === "base").reduce((n, a) => n + a.copies, 0)).toBe(90);
  });

  it("New Card Types: spells have the witcher cards' colours, and each colour is a branch: yellow air, blue water, green earth, red fire, purple mind", () => {
    expect(SPELL_BRANCHES).toEqual({ yellow: "air", blue: "water", green: "earth", red: "fire", purple: "mind" });
    const spells = content.actions.filter((a) => a.spell && a.tier === "base");
    expect(spells.reduce((n, a) => n + a.copies, 0)).toBe(90);
    for (const colour of Object.keys(SPELL_BRANCHES))
      expect(
        spells.filter((a) => a.colour === colour).reduce((n, a) => n + a.copies, 0),
        colour,
      ).toBe(18);
    // an effect about a colour (a monster's ability) reads a spell's colour like a witcher card's
    expect(spell("action.firebolt").colour).toBe(spell("action.rend").colour);
  });

  it("New Card Types: the six icons are on spells — the discard pile, damage, protection and draw by energy, +1 energy, an extension of any colour", () => {
    const windows = (a: ActionCardDef) => a.hooks.map((h) => h.window);
    expect(spell("action.roots").extension?.colour).toBe("any");
    expect(spell("action.gale").symbols.energy).toBe(1);
    for (const id of ["action.recall", "action.inferno", "action.ice-wall", "action.tempest"]) expect(windows(spell(id)), id).toContain("effect");
    // gather protection according to energy: Ice Wall with 2 energy
    const ice = table([ALZUR]);
    ice.player(ALZUR).energy = 2;
    fightWithCombo(ice, ALZUR, ["action.ice-wall"]);
    expect(ice.e.log.ofType("protection").find((e) => e.player === ALZUR)!.protection).toBe(2);
    // increase the draw by energy: Tempest with 3 energy draws Combat 1 + 3 − 1 (the Griffin) after the combo
    const tempest = table([ALZUR]);
    tempest.player(ALZUR).energy = 3;
    fightWithCombo(tempest, ALZUR, ["action.tempest"]);
    const combo = tempest.e.log.ofType("combo")[0].seq;
    expect(tempest.e.log.ofType("draw").find((e) => e.player === ALZUR && e.seq > combo)!.count).toBe(3);
  });

  it("New Card Types: taking a card of your choice from the discard pile keeps the pile's order", () => {
    const t = table([ALZUR]);
    const p = t.player(ALZUR);
    p.discard = ["action.spark", "action.gust", "action.focus"].map((c) => t.e.instance(c));
    const [a, b, c] = p.discard;
    t.primitive("takeFromDiscard", t.e.ctx(ALZUR, "action.recall"), { amount: 1 }, { "take-from-discard": [b] });
    expect(p.discard).toEqual([a, c]);
    expect(p.hand).toContain(b);
  });

  it("New Card Types: an extension of any colour lets any spell follow", () => {
    const t = table([ALZUR]);
    // Roots extends any colour: Firebolt (red) follows it
    fightWithCombo(t, ALZUR, ["action.roots", "action.firebolt"], () => ["no"]);
    expect(t.e.log.ofType("combo")[0].cards).toEqual(["action.roots", "action.firebolt"]);
  });

  it("Mage Specialties: Thunder spends 1 energy to roll a die plus the specialty level, and the mage may choose a lower effect", () => {
    const { t, m } = facingGriffin(ALZUR, ["action.spark"]);
    t.rng.queue = [];
    t.run(fightMonster(t.e, ALZUR, m), {
      "fight-turn": specialtyOnce(() => t.rng.queue.push(5)),
      // 5 + level 1 = 6: deal 3 damage; the mage takes 4 (deal 2) instead
      "choose-lower": ["4"],
    });
    expect(t.e.log.ofType("roll")[0].roll).toBe(6);
    expect(t.e.log.ofType("monster-hit")[0].amount).toBe(2);
    expect(t.e.log.ofType("energy").some((e) => e.player === ALZUR && e.spent === 1)).toBe(true);
  });

  it("Mage Specialties: Thunder's table is the printed one — 2-3 deal 1 damage, 4-5 deal 2, 6-8 deal 3 (0-1 deals none; a higher result reads as the top row)", () => {
    const dealt: number[] = [];
    for (let die = 1; die <= 6; die++) {
      const { t, m } = facingGriffin(ALZUR, []);
      t.run(fightMonster(t.e, ALZUR, m), {
        "fight-turn": specialtyOnce(() => t.rng.queue.push(die)),
        "choose-lower": (d) => [d.options[0].key],
      });
      dealt.push((t.e.log.ofType("monster-hit")[0]?.amount as number | undefined) ?? 0);
    }
    // level 1: the die plus 1 is 2..7
    expect(dealt).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it("Mage Specialties: Thunder cannot be used without energy", () => {
    const t = table([ALZUR]);
    const m = griffinHere(t, ALZUR);
    t.player(ALZUR).energy = 0;
    t.setHand(ALZUR, ["action.stone-ward"]);
    t.run(fightMonster(t.e, ALZUR, m), { "fight-turn": ["pass"] });
    expect(t.decisions.filter((d) => d.type === "fight-turn").some((d) => d.options.some((o) => o.key === "specialty"))).toBe(false);
  });

  it("Mage Specialties: Levitation raises energy, and from level 2 draws more cards at the end of the fight turn", () => {
    const { t, m } = facingGriffin(ARDEA, [], 2);
    t.run(fightMonster(t.e, ARDEA, m), {
      "fight-turn": specialtyOnce(),
    });
    expect(t.e.log.ofType("energy").find((e) => e.player === ARDEA)!.energy).toBe(2);
    // Combat 1 + 1 more − 1 (the Griffin)
    const fight = t.e.log.ofType("fight")[0].seq;
    const draws = t.e.log.ofType("draw").filter((e) => e.player === ARDEA && e.seq > fight);
    expect(draws[0].count).toBe(1);
  });

  it("Mage Specialties: Necromancy discards 1 card from hand to deal damage, and from level 3 raises energy", () => {
    const { t, m } = facingGriffin(GEKHIRA, ["action.spark"], 3);
    t.run(fightMonster(t.e, GEKHIRA, m), {
      "fight-turn": specialtyOnce(),
    });
    expect(t.e.log.ofType("discard").find((e) => e.player === GEKHIRA)!.cards).toHaveLength(1);
    expect(t.e.log.ofType("monster-hit")[0].amount).toBe(2);
    expect(t.e.log.ofType("energy").find((e) => e.player === GEKHIRA)!.energy).toBe(2);
  });

  it("Mage Specialties: Teleportation gains protection in the first fight turn only, and from level 2 raises energy", () => {
    const { t, m } = facingGriffin(OTHAR, [], 2);
    const offered: boolean[] = [];
    t.run(fightMonster(t.e, OTHAR, m), {
      "fight-turn": (d) => {
        offered.push(d.options.some((o) => o.key === "specialty"));
        return ["pass"];
      },
    });
    expect(offered[0]).toBe(true);
    expect(offered.slice(1).some(Boolean)).toBe(false);
    const { t: u, m: m2 } = facingGriffin(OTHAR, [], 2);
    u.run(fightMonster(u.e, OTHAR, m2), {
      "fight-turn": specialtyOnce(),
    });
    expect(u.e.log.ofType("protection").find((e) => e.player === OTHAR)!.protection).toBe(1);
    expect(u.e.log.ofType("energy").find((e) => e.player === OTHAR)!.energy).toBe(2);
  });

  it("Mage Specialties: Polymorph at 5 or more is the Owl (a card of the discard pile into the hand), and the Cat below 3 draws 1 card from the deck", () => {
    for (const [keep, owl] of [
      ["5", true],
      ["2", false],
    ] as const) {
      const t = polymorphFight(
        (t) => {
          // the life pool was built and the deck shuffled: put a card in the discard pile for the Owl
          const p = t.player(PHILIPPA);
          p.discard.push(p.deck.shift()!);
          t.rng.queue.push(6);
        },
        { "choose-lower": [keep] },
      );
      const fight = t.e.log.ofType("fight")[0].seq;
      expect(t.e.log.ofType("taken-from-discard").length).toBe(owl ? 1 : 0);
      const specialty = t.e.log.ofType("specialty")[0].seq;
      const drawn = t.e.log.events.filter((e) => e.type === "draw" && e.seq > specialty && e.seq > fight)[0];
      if (!owl) expect(drawn.count).toBe(1);
    }
  });

  it("Mage Specialties: Polymorph's Wolf or Bear is the mage's choice at 3 or more, and a lower effect may be chosen", () => {
    for (const [pick, expectHit] of [
      ["0", true],
      ["1", false],
    ] as const) {
      const t = polymorphFight((t) => t.rng.queue.push(2), { "choose-lower": ["3"], "effect-option": [pick] }, true);
      expect(t.e.log.ofType("roll")[0].roll).toBe(3);
      expect(t.e.log.ofType("monster-hit").length > 0).toBe(expectHit);
      if (!expectHit) expect(t.e.log.ofType("protection").find((e) => e.player === PHILIPPA)!.protection).toBe(1);
    }
  });
});
