// Old World base game: setup, the map and travel, the action pool, attributes,
// Phases I–III, meditation, exploration and the win (old-world-base-facts.md).
import { raiseAttribute } from "../../../games/oldworld/rules/engine-steps.ts";
import { ruleCall } from "../../../games/oldworld/rules/machine.ts";
import { describe, expect, it } from "vitest";
import { ContentError } from "../../../runtime/core/errors.ts";
import { phaseOne, phaseThree, phaseTwo, travelPayments } from "../../../games/oldworld/rules/turn.ts";
import { fixtureContent, locId } from "../../fixtures/oldworld/content.ts";
import { OwTable, W, script, type Answerer } from "./table.ts";
import { content } from "../../../content/generated/oldworld.ts";
import type { Agent } from "../../../core/game.ts";
import { oldworldGame } from "../../../games/oldworld/index.ts";
import { createOldWorldGame, type OldWorldGame } from "../../../games/oldworld/rules/game.ts";
import type { OldWorldOptions } from "../../../games/oldworld/rules/state.ts";
import { playToEnd } from "../../../runtime/agents/agents.ts";
import { faceOf } from "../fork-check.ts";

/** answers a decision type from a queue, one per time it is asked */
const queue =
  (...keys: string[]): Answerer =>
  () => [keys.shift()!];

describe("Old World setup", () => {
  it("Start: starting hand and gold by seat for 1 to 5 players, (players − 1) own witcher trophies, the school location, shield at 1", () => {
    const seats: Record<number, [number, number][]> = {
      1: [[5, 3]],
      2: [
        [3, 2],
        [5, 4],
      ],
      3: [
        [3, 2],
        [4, 4],
        [5, 6],
      ],
      4: [
        [2, 4],
        [3, 5],
        [4, 6],
        [5, 7],
      ],
      5: [
        [2, 5],
        [3, 5],
        [4, 5],
        [4, 7],
        [5, 7],
      ],
    };
    const all = [W.wolf, W.griffin, W.bear, W.cat, W.viper];
    for (let n = 1; n <= 5; n++) {
      const t = new OwTable({ witchers: all.slice(0, n) });
      all.slice(0, n).forEach((id, seat) => {
        const p = t.player(id);
        expect([p.hand.length, p.gold]).toEqual(seats[n][seat]);
        expect(p.witcherTrophiesLeft).toBe(n - 1);
        expect(p.location).toBe(t.e.cat.school(p.school).location);
        expect(p.shield).toBe(1);
        expect(p.deck.length + p.hand.length).toBe(10);
      });
    }
  });

  it("Start: at 4–5 players each raises one attribute to 2", () => {
    const t = new OwTable({ witchers: [W.wolf, W.griffin, W.bear, W.cat] }, { "raise-attribute": "defence" });
    for (const id of [W.wolf, W.griffin, W.bear, W.cat]) {
      expect(t.player(id).attributes).toEqual({ combat: 1, defence: 2, alchemy: 1, specialty: 1 });
      expect(t.player(id).shield).toBe(2); // raising Defence raises the shield by 1
    }
    const three = new OwTable({ witchers: [W.wolf, W.griffin, W.bear] });
    expect(three.decisions.some((d) => d.type === "raise-attribute")).toBe(false);
  });

  it("Schools: Wolf at Kaer Morhen (3), Griffin at Kaer Seren (1), Bear at Haern Caduch (10), Cat at Stygga (17), Viper at Gorthur Gvaed (15)", () => {
    const t = new OwTable({ witchers: [W.wolf, W.griffin, W.bear, W.cat, W.viper] }, { "raise-attribute": "combat" });
    expect([W.wolf, W.griffin, W.bear, W.cat, W.viper].map((w) => t.player(w).location)).toEqual([3, 1, 10, 17, 15].map(locId));
  });

  it("bad options are refused with a clear error: 0 or 6 witchers, a witcher twice, an unknown witcher", () => {
    expect(() => new OwTable({ witchers: [] })).toThrow(/1 to 5 witchers/);
    expect(() => new OwTable({ witchers: [W.wolf, W.wolf] })).toThrow(/once/);
    expect(() => new OwTable({ witchers: ["witcher.nobody"] })).toThrow(ContentError);
  });
});

describe("Old World map and travel", () => {
  it("Map: 19 locations and 42 undirected edges; Kaer Morhen (3) is adjacent to Hengfors (2), Ban Ard (4) and Vizima (7)", () => {
    const t = new OwTable({ witchers: [W.wolf] });
    expect(fixtureContent.locations).toHaveLength(19);
    expect(fixtureContent.adjacency).toHaveLength(42);
    expect([...t.e.adjacent(locId(3))].sort()).toEqual([locId(2), locId(4), locId(7)].sort());
    for (const [a, b] of fixtureContent.adjacency) expect(t.e.adjacent(b)).toContain(a);
  });

  it("Phase I: move by discarding 1 card whose terrain matches the destination, or any 2 cards, or 1 card + 1 gold", () => {
    const t = new OwTable({ witchers: [W.wolf] });
    const of = (terrain: string) => fixtureContent.actions.find((a) => a.tier === "starting" && a.terrain === terrain)!.id;
    const [mountain, forest] = t.setHand(W.wolf, [of("mountain"), of("forest")]);
    const keys = travelPayments(t.e, W.wolf, locId(2)).map((o) => o.key); // Hengfors: mountain
    expect(keys).toEqual([`terrain.${mountain}`, "two-cards", "card-gold"]);
    expect(travelPayments(t.e, W.wolf, locId(7)).map((o) => o.key)).toEqual([`terrain.${forest}`, "two-cards", "card-gold"]); // Vizima: forest
    t.player(W.wolf).gold = 0;
    t.setHand(W.wolf, [of("forest")]);
    expect(travelPayments(t.e, W.wolf, locId(2))).toEqual([]); // no mountain card, one card, no gold
  });

  it("Phase I: paying with a card and a gold discards the card and spends the gold; the move is repeatable", () => {
    const t = new OwTable({ witchers: [W.wolf] });
    const p = t.player(W.wolf);
    t.setHand(W.wolf, ["action.push", "action.push", "action.push"]);
    const gold = p.gold;
    t.run(phaseOne(W.wolf), { "phase-1": queue(`move.${locId(2)}`, `move.${locId(1)}`, "end"), "travel-payment": "card-gold" });
    expect(p.location).toBe(locId(1));
    expect(p.gold).toBe(gold - 2);
    expect(p.hand).toHaveLength(1);
    expect(p.discard).toHaveLength(2);
  });

  it("Phase I: the location action may be taken after moving; a school's trains an attribute for its training cost", () => {
    const t = new OwTable({ witchers: [W.wolf] });
    const p = t.player(W.wolf);
    p.gold = 5;
    t.run(phaseOne(W.wolf), { "phase-1": queue("train", "end"), train: "combat" });
    expect(p.attributes.combat).toBe(2);
    expect(p.gold).toBe(5 - fixtureContent.tables.trainingCost[0]);
    p.location = locId(6); // Novigrad: this content's location action buys a potion for 1 gold
    const gold = p.gold;
    t.run(phaseOne(W.wolf), { "phase-1": queue("location-action", "end") });
    expect(p.potions).toHaveLength(1);
    expect(p.gold).toBe(gold - 1);
  });
});

describe("Old World action pool", () => {
  it("Action pool: reveal until three 0-cost cards fill the 3 rightmost slots, then 3 more", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const t = new OwTable({ witchers: [W.wolf], seed });
      expect(t.e.state.pool).toHaveLength(6);
      expect(t.e.state.pool.slice(3).map((c) => t.e.cat.action(c!).cost)).toEqual([0, 0, 0]);
    }
  });

  it("Action pool: cost = hand cards discarded; rightmost slot −1 (min 0), two leftmost +1", () => {
    const t = new OwTable({ witchers: [W.wolf] });
    const s = t.e.state;
    s.pool = ["action.whirl#90", "action.precise-cut#90", "action.block#90", "action.crushing-strike#90", "action.rend#90", "action.whirl#91"];
    expect([0, 1, 2, 3, 4, 5].map((i) => t.e.slotCost(i))).toEqual([2, 1, 1, 2, 0, 0]);
  });

  it("Phase III: gain 1 card from the pool by discarding its cost from hand; it goes to hand, the pool slides right and refills from the left", () => {
    const t = new OwTable({ witchers: [W.wolf] });
    const s = t.e.state;
    const p = t.player(W.wolf);
    const before = [...s.pool];
    const next = s.actionDeck[0];
    t.setHand(W.wolf, ["action.push", "action.push", "action.aard"]);
    const cost = t.e.slotCost(2);
    t.run(phaseThree(W.wolf), { "discard-hand": "keep", "gain-card": "slot.2" });
    expect(p.hand).toContain(before[2]);
    expect(p.hand).toHaveLength(3 - cost + 1);
    expect(s.pool).toEqual([next, before[0], before[1], ...before.slice(3)]);
  });

  it("Phase III: optionally discard the hand, then draw up to 3", () => {
    const t = new OwTable({ witchers: [W.wolf] });
    const p = t.player(W.wolf);
    t.setHand(W.wolf, ["action.push"]);
    t.run(phaseThree(W.wolf), { "discard-hand": "discard", "gain-card": "none" });
    expect(p.hand).toHaveLength(3);
    expect(p.discard).toHaveLength(1);
  });
});

describe("Old World attributes", () => {
  it("Attributes: raising Defence raises the shield by 1; raising Alchemy gives a potion; at most 4 potions held", () => {
    const t = new OwTable({ witchers: [W.wolf] });
    const p = t.player(W.wolf);
    t.run(ruleCall(raiseAttribute, { id: W.wolf, a: "defence" }));
    expect([p.attributes.defence, p.shield]).toEqual([2, 2]);
    t.run(ruleCall(raiseAttribute, { id: W.wolf, a: "alchemy" }));
    expect(p.potions).toHaveLength(1);
    t.e.gainPotions(W.wolf, 10);
    expect(p.potions).toHaveLength(4);
  });

  it("Attributes: each 1–5; the shield never exceeds Defence", () => {
    const t = new OwTable({ witchers: [W.wolf] });
    const p = t.player(W.wolf);
    p.attributes.combat = 5;
    t.run(ruleCall(raiseAttribute, { id: W.wolf, a: "combat" }));
    expect(p.attributes.combat).toBe(5);
    t.e.raiseShield(W.wolf, 6);
    expect(p.shield).toBe(p.attributes.defence);
  });
});

describe("Old World Phase II", () => {
  it("Meditation: needs an attribute at level 5 and that attribute's trophy still available", () => {
    const t = new OwTable({ witchers: [W.wolf] });
    const p = t.player(W.wolf);
    const log: string[][] = [];
    t.run(phaseTwo(W.wolf), { "phase-2": (d) => (log.push(d.options.map((o) => o.key)), ["explore"]) });
    expect(log.flat().some((k) => k.startsWith("meditate."))).toBe(false);
    p.attributes.combat = 5;
    t.run(phaseTwo(W.wolf), { "phase-2": "meditate.combat" });
    expect(p.trophies.attribute).toEqual(["combat"]);
    expect(t.e.state.attributeTrophies.combat).toBe(fixtureContent.tables.attributeTrophies - 1);
    t.e.state.attributeTrophies.combat = 0;
    const q = new OwTable({ witchers: [W.griffin] });
    q.player(W.griffin).attributes.combat = 5;
    q.e.state.attributeTrophies.combat = 0;
    const offered: string[] = [];
    q.run(phaseTwo(W.griffin), { "phase-2": (d) => (offered.push(...d.options.map((o) => o.key)), ["explore"]) });
    expect(offered).not.toContain("meditate.combat");
  });

  it("Goal: an attribute trophy cannot be the winning one; a monster trophy that makes 4 wins", () => {
    const t = new OwTable({ witchers: [W.wolf] });
    const p = t.player(W.wolf);
    p.trophies.monster = ["monster.foglet", "monster.harpy", "monster.arachas"];
    p.attributes.alchemy = 5;
    t.run(phaseTwo(W.wolf), { "phase-2": "meditate.alchemy" });
    expect(t.e.trophyCount(W.wolf)).toBe(4);
    expect(t.e.state.over).toBe(false);
    p.trophies.monster.push("monster.rotfiend");
    expect(t.e.checkWin(W.wolf)).toBe(true);
    expect(t.e.state.winner).toBe(W.wolf);
  });

  it("Exploration: the active player draws from the city or wilds deck of his location and picks an option", () => {
    const t = new OwTable({ witchers: [W.wolf] });
    const p = t.player(W.wolf);
    p.location = locId(6); // Novigrad: a city
    const gold = p.gold;
    const top = t.e.state.exploration.city[0];
    t.run(phaseTwo(W.wolf), { "phase-2": "explore", "exploration-option": "a" });
    expect(t.e.log.ofType("explore").at(-1)).toMatchObject({ deck: "city", card: top.replace(/#\d+$/, "") });
    expect(p.gold).toBeGreaterThan(gold);
  });
});

void script;

describe("Old World turns on the rules kernel", () => {
  // the setup's choices, Phase I's actions and payments, Phase III's card paid for, a level's mutagen, an exploration card
  const STEP_TYPES = [
    "claim-school",
    "choose-mutagen",
    "exploration-option",
    "lost-mount-pile",
    "lost-mount-place",
    "pay-card",
    "train",
    "travel-cards",
    "travel-payment",
  ];

  it("at the decisions of the setup, the turn's actions and the cards they read, the game is a snapshot: restored, it undoes the play since and plays the same again", () => {
    const o: OldWorldOptions = {
      seed: 7,
      witchers: ["mage.alzur", "witcher.viper-witcher", "witcher.manticore-witcher"],
      expansions: ["monster-trail", "mages", "lost-mount"],
      modes: ["monster-weakness"],
      maxRounds: 60,
    };
    const played = playToEnd(createOldWorldGame(content, o), oldworldGame.runtime!.agents.greedy(0) as Agent<OldWorldGame>);
    const game = createOldWorldGame(content, o, { keep: true });
    const types = new Set<string>();
    for (let i = 0; i < played.answers.length; i++) {
      const type = game.pending!.type;
      if (STEP_TYPES.includes(type)) {
        expect(game.snapshots, type).toBe(true);
        const snap = game.snapshot();
        const from = game.eventCount;
        const before = faceOf(game, from);
        const rest = played.answers.slice(i, i + 12);
        for (const a of rest) if (game.pending) game.answer(a);
        const after = faceOf(game, from);
        game.restore(snap);
        expect(faceOf(game, from)).toBe(before);
        for (const a of rest) if (game.pending) game.answer(a);
        expect(faceOf(game, from)).toBe(after);
        game.restore(snap);
        types.add(type);
      }
      game.answer(played.answers[i]);
    }
    expect([...types].sort()).toEqual([...STEP_TYPES].sort());
  });
});
