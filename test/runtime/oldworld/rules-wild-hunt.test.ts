// The Wild Hunt cooperative mode (old-world-kickstarter-expansions.en.txt,
// "Wild Hunt Expansion"), on the bundled content: setup by difficulty and
// player count, the round tracking board, hounds, the Hunt's movement and
// abilities, Phases I–IV with shared decisions, the final fight, and whole
// games that end in a win or a loss together.
import { describe, expect, it } from "vitest";
import { content } from "../../../content/generated/oldworld.ts";
import { oldworldGame } from "../../../games/oldworld/index.ts";
import type { Decision } from "../../../runtime/core/decision.ts";
import { DIFFICULTIES, type Difficulty } from "../../../games/oldworld/rules/content.ts";
import { fightMonster, newFight } from "../../../games/oldworld/rules/fight.ts";
import { ruleCall } from "../../../games/oldworld/rules/machine.ts";
import { finalFight, huntHit, huntTurn } from "../../../games/oldworld/rules/wild-hunt/final-fight.ts";
import { phaseOne, phaseOneOptions, phaseTwo, phaseFour } from "../../../games/oldworld/rules/wild-hunt/round.ts";
import {
  blocked,
  dicePoker,
  fightHound,
  houndBonus,
  huntShields,
  moveHunt,
  placeHound,
  placeHuntMonster,
  pokerHand,
  strengthOf,
} from "../../../games/oldworld/rules/wild-hunt/rules.ts";
import { startQuest } from "../../../games/oldworld/rules/wild-hunt/quests.ts";
import { CLOSED_TAVERN, type Hound } from "../../../games/oldworld/rules/wild-hunt/state.ts";
import { playGames } from "../../../runtime/sim/pool.ts";
import { summarize } from "../../../runtime/sim/summary.ts";
import { extendWhileAble, firstCombo, OwTable, type Answerer } from "./table.ts";
import { runIdentity } from "../../sim/run-identity.ts";

const WOLF = "witcher.wolf-witcher";
const BEAR = "witcher.bear-witcher";
const CAT = "witcher.cat-witcher";
const VIPER = "witcher.viper-witcher";
const GRIFFIN = "witcher.griffin-witcher";
const SEATS = [WOLF, BEAR, CAT, VIPER, GRIFFIN];
const W = content.wildHunt!;

function huntTable(
  players: number,
  difficulty: Difficulty = "normal",
  member = "huntmember.eredin",
  answers: Record<string, string | string[] | Answerer> = {},
  c = content,
): OwTable {
  return new OwTable({ witchers: SEATS.slice(0, players), expansions: ["wild-hunt"], wildHunt: { difficulty, member } }, answers, c);
}

/** a location with no monster, not the Hunt's, and the locations next to it */
function quietPlace(t: OwTable): string {
  const s = t.e.state;
  return [...t.e.cat.locations.keys()]
    .sort()
    .find((l) => l !== s.hunt!.location && !s.monsters.some((m) => m.location === l) && !t.e.adjacent(s.hunt!.location).includes(l))!;
}

/** a location neither `from` nor next to it */
function farFrom(t: OwTable, from: string): string {
  return [...t.e.cat.locations.keys()].find((l) => l !== from && !t.e.adjacent(from).includes(l))!;
}

/** how many steps each location is from `from` */
function stepsFrom(t: OwTable, from: string): Map<string, number> {
  const dist = new Map([[from, 0]]);
  const q = [from];
  for (let i = 0; i < q.length; i++) for (const n of t.e.adjacent(q[i])) if (!dist.has(n)) dist.set(n, dist.get(q[i])! + 1), q.push(n);
  return dist;
}

/** the only hound on the map: the first of its level, at `location` */
function loneHound(t: OwTable, location: string, level = 1): Hound {
  const hound = { id: `hound.${level}#1`, level, location, fought: false };
  t.e.state.hunt!.hounds = [hound];
  return hound;
}

/** the Wolf and the Bear together at `where`, with no hound on the map */
function bothAt(t: OwTable, where: string): void {
  t.e.state.hunt!.hounds = [];
  t.player(WOLF).location = where;
  t.player(BEAR).location = where;
}

/** Phase II answers: the first fight offered, fought by the Wolf with the Bear's support of one card, passing every fight turn */
const wolfFightsBearSupports: Record<string, string | string[] | Answerer> = {
  "hunt-fight": (d) => [d.options[0].key],
  "hunt-fighter": [WOLF],
  support: (d) => [d.options[0].key],
  "fight-turn": ["pass"],
};

/** the content with no monster fight cards in the final fight's life pool: only the member's special attacks */
const noFinalFightCards = { ...content, wildHunt: { ...W, finalFightCards: 0 } };

describe("Wild Hunt Expansion: setup", () => {
  it("Setup changes: Lost Mount and the Adventure Pack are refused with the Wild Hunt, quoting the rule", () => {
    const opts = { difficulty: "easy" as const, member: "huntmember.eredin" };
    expect(() => new OwTable({ witchers: [WOLF], expansions: ["wild-hunt", "lost-mount"], wildHunt: opts }, {}, content)).toThrow(
      /may be combined with any other Expansion, except the Wild Hunt Expansion/,
    );
    expect(() => new OwTable({ witchers: [WOLF], expansions: ["adventure-pack", "wild-hunt"], wildHunt: opts }, {}, content)).toThrow(
      /Adventure Pack Expansion may be combined with any other Expansion, except the Wild Hunt/,
    );
    expect(() => new OwTable({ witchers: [WOLF], expansions: ["wild-hunt"] }, {}, content)).toThrow(/wildHunt\.difficulty and wildHunt\.member/);
    expect(
      () => new OwTable({ witchers: [WOLF], expansions: ["wild-hunt"], wildHunt: { difficulty: "easy", member: "huntmember.gaunter" } }, {}, content),
    ).toThrow(/not a Wild Hunt member/);
  });

  it("Difficulty level: the Wild Hunt's shields and the monsters placed come from the table for the player count and difficulty", () => {
    const printed: [number, Difficulty, number[], number][] = [
      [1, "easy", [1], 5],
      [1, "very-hard", [3], 11],
      [2, "easy", [2], 28],
      [2, "normal", [1, 2], 31],
      [3, "hard", [1, 3], 62],
      [3, "very-hard", [1, 3], 66],
      [4, "easy", [1, 1], 77],
      [4, "normal", [1, 3], 82],
    ];
    for (const [n, d, levels, shields] of printed) {
      const t = huntTable(n, d);
      expect(t.e.state.hunt!.shields, `${n} ${d}`).toBe(shields);
      expect(t.e.state.monsters.map((m) => t.e.cat.monster(m.monster).level).sort(), `${n} ${d}`).toEqual(levels);
      // one monster per terrain
      expect(new Set(t.e.state.monsters.map((m) => m.terrain)).size).toBe(levels.length);
    }
    // every cell exists for 1 to 5 players; the missing ones are marked assumed in the source
    for (const d of DIFFICULTIES) for (let n = 1; n <= 5; n++) expect(W.difficulty.some((r) => r.difficulty === d && r.players === n)).toBe(true);
  });

  it("Setup changes: the exploration deck is 4 stage I cards on 3 stage II cards (3 on 3 with 4 or 5 players), the event deck stays in number order, standard decks are not used", () => {
    for (const [n, first] of [
      [1, 4],
      [3, 4],
      [4, 3],
      [5, 3],
    ] as const) {
      const t = huntTable(n);
      const deck = t.e.state.hunt!.exploration.map((c) => t.e.cat.exploration(c).deck);
      expect(deck).toEqual([...Array(first).fill("stage-i"), "stage-ii", "stage-ii", "stage-ii"]);
      expect(t.e.state.exploration.city).toEqual([]);
      expect(t.e.state.exploration.wilds).toEqual([]);
      expect(t.e.state.events).toEqual([]);
      expect(t.e.state.hunt!.events).toEqual(W.events.map((e) => e.number).sort((a, b) => a - b));
      expect(t.e.state.hunt!.events[0]).toBe(1);
    }
  });

  it("Setup changes: the movement pool holds each player's scoring token and the Closed Tavern token, and is skipped solo", () => {
    expect(huntTable(3).e.state.hunt!.movementPool).toEqual([WOLF, BEAR, CAT, CLOSED_TAVERN]);
    expect(huntTable(1).e.state.hunt!.movementPool).toEqual([]);
  });

  it("Round Tracking Board: the final fight follows round 8, round 7 with 4 or 5 players; the chosen member is the Wild Hunt", () => {
    expect([1, 2, 3, 4, 5].map((n) => huntTable(n).e.state.hunt!.lastRound)).toEqual([8, 8, 8, 7, 7]);
    const t = huntTable(2, "easy", "huntmember.imlerith");
    expect(t.e.state.hunt!.member).toBe("huntmember.imlerith");
    expect(t.e.cat.location(t.e.state.hunt!.location)).toBeTruthy();
  });
});

describe("Wild Hunt Expansion: gameplay", () => {
  it("Wild Hunt Shields: cards and fights take shields away; a loss at 0 shields is ignored", () => {
    const t = huntTable(1);
    const h = t.e.state.hunt!;
    h.shields = 2;
    const from = t.e.log.events.length;
    huntShields(t.e, "test", -5);
    expect(h.shields).toBe(0);
    huntShields(t.e, "test", -1);
    expect(h.shields).toBe(0);
    huntShields(t.e, "test", 3);
    expect(h.shields).toBe(3);
    // the log records the shields really lost: 2 of the 5, none of the ignored 1
    expect(
      t.e.log.events
        .slice(from)
        .filter((ev) => ev.type === "hunt-shields")
        .map((ev) => ev.change),
    ).toEqual([-2, 3]);
  });

  it("Wild Hunt and Hounds Strengthen Monsters: plus 1 life for each hound and for the Hunt on the monster's or a neighbouring location, never above 20", () => {
    const t = huntTable(1, "normal", "huntmember.eredin", { "hunt-fight": (d) => [d.options[0].key], "fight-turn": ["pass"] });
    const s = t.e.state;
    const h = s.hunt!;
    const forest = [...t.e.cat.locations.values()].find((l) => l.terrain === "forest" && l.school === null)!.id;
    const [n1, n2] = t.e.adjacent(forest);
    s.monsters = [{ monster: "monster.leshen", location: forest, terrain: "forest" }];
    h.location = n1;
    h.hounds = [
      { id: "hound.1#1", level: 1, location: forest, fought: false },
      { id: "hound.1#2", level: 1, location: n2, fought: false },
    ];
    expect(strengthOf(t.e, forest)).toBe(3);
    // a hound two steps away does not count
    h.hounds[1].location = farFrom(t, forest);
    expect(strengthOf(t.e, forest)).toBe(2);
    t.player(WOLF).location = forest;
    s.round = 1;
    t.run(phaseTwo());
    // Leshen has 19 life: 19 + 2 is capped at 20
    expect(t.e.log.ofType("hunt-monster-life")[0]).toMatchObject({ life: 19, strength: 2, pool: 20 });
    expect(t.e.log.ofType("life-pool")[0]).toMatchObject({ monster: "monster.leshen", life: 20 });
  });

  it("Phase I: the players act in any order, a step at a time, through a shared decision; the phase ends when they end it together", () => {
    const seen: Decision[] = [];
    const t = huntTable(2);
    let n = 0;
    t.run(phaseOne(), {
      "hunt-phase-1": (d) => {
        seen.push(d);
        return [n++ === 0 ? `act.${BEAR}` : "end"];
      },
      "phase-1": (d) => {
        seen.push(d);
        return [d.options.find((o) => o.key.startsWith("move."))!.key];
      },
      "travel-payment": (d) => [d.options[0].key],
    });
    expect(seen[0]).toMatchObject({ type: "hunt-phase-1", who: WOLF, shared: true });
    expect(seen[0].options.map((o) => o.key)).toEqual([`act.${WOLF}`, `act.${BEAR}`, "end"]);
    // the bear witcher takes one step (a move), then the table chooses again and ends the phase for everyone
    expect(seen[1]).toMatchObject({ type: "phase-1", who: BEAR });
    expect(seen[1].shared).toBeUndefined();
    expect(seen[2]).toMatchObject({ type: "hunt-phase-1" });
    expect(seen[2].options.map((o) => o.key)).toEqual([`act.${WOLF}`, `act.${BEAR}`, "end"]);
    expect(seen).toHaveLength(3);
    expect(t.e.log.ofType("move")).toEqual([expect.objectContaining({ player: BEAR })]);
  });

  it("Wild Hunt on the Location: a hound or the Hunt blocks the location action (dice poker and training too), but the location can be entered and left", () => {
    const t = huntTable(1);
    const h = t.e.state.hunt!;
    const city = [...t.e.cat.locations.values()].find(
      (l) => l.explore === "city" && l.hooks.some((x) => x.window === "location-action") && l.id !== h.location,
    )!.id;
    const p = t.player(WOLF);
    p.location = city;
    p.gold = 5;
    const keys = () => phaseOneOptions(t.e, WOLF, { done: false, actionTaken: false }).map((o) => o.key);
    expect(keys()).toEqual(expect.arrayContaining(["location-action", "dice-poker"]));
    h.hounds = [{ id: "hound.1#1", level: 1, location: city, fought: false }];
    expect(blocked(t.e, city)).toBe(true);
    expect(keys()).not.toContain("location-action");
    expect(keys()).not.toContain("dice-poker");
    expect(keys()).toContain("hound.hound.1#1");
    expect(keys().some((k) => k.startsWith("move."))).toBe(true);
    h.hounds = [];
    h.location = city;
    expect(keys()).not.toContain("location-action");
    // a school's training is its location action
    const keep = t.e.cat.school(p.school).location;
    p.location = keep;
    h.location = keep;
    expect(keys()).not.toContain("train");
  });

  it("Exchange Action: witchers at one location give each other gold, potions and trail tokens, within the 4-potion limit", () => {
    const t = huntTable(2, "normal", "huntmember.eredin");
    const [a, b] = [t.player(WOLF), t.player(BEAR)];
    b.location = a.location;
    a.gold = 3;
    b.gold = 0;
    t.e.gainPotions(WOLF, 1);
    const st = { done: false, actionTaken: false };
    expect(phaseOneOptions(t.e, WOLF, st).map((o) => o.key)).toContain(`give.${BEAR}`);
    let turn = 0;
    t.run(phaseOne(), {
      "hunt-phase-1": () => [turn++ < 2 ? `act.${WOLF}` : "end"],
      "phase-1": () => [`give.${BEAR}`],
      exchange: (d) => [turn === 1 ? "gold" : d.options.find((o) => o.key.startsWith("potion."))!.key],
    });
    expect(a.gold).toBe(2);
    expect(b.gold).toBe(1);
    expect(b.potions).toHaveLength(1);
    expect(a.potions).toHaveLength(0);
    // a witcher holding 4 potions is offered none
    while (a.potions.length < 1) t.e.gainPotions(WOLF, 1);
    t.e.gainPotions(BEAR, 3);
    expect(b.potions).toHaveLength(4);
    expect(phaseOneOptions(t.e, WOLF, st).length).toBeGreaterThan(0);
    expect(t.e.log.ofType("exchange").map((e) => e.what)).toEqual(["gold", expect.stringMatching(/^potion\./)]);
  });

  it("Dice Poker: pay 1 gold, roll 5 dice, one reroll of any of them, and gold from the help card's table", () => {
    expect(["11111", "22223", "33344", "12345", "23456", "55512", "66112", "14433", "12356"].map((d) => pokerHand([...d].map(Number)))).toEqual([
      "five-of-a-kind",
      "four-of-a-kind",
      "full-house",
      "straight",
      "straight",
      "three-of-a-kind",
      "two-pairs",
      "two-pairs",
      "nothing",
    ]);
    const t = huntTable(1);
    const p = t.player(WOLF);
    p.gold = 2;
    t.rng.queue = [3, 3, 3, 6, 6];
    expect(t.run(dicePoker(WOLF), { "poker-reroll": [] })).toBe(3);
    expect(p.gold).toBe(2 - 1 + 3);
    // 1 2 3 5 5: the second 5 rolled again shows 4, a straight
    t.rng.queue = [1, 2, 3, 5, 5, 4];
    const offered: string[][] = [];
    expect(t.run(dicePoker(WOLF), { "poker-reroll": (d) => (offered.push(d.options.map((o) => o.key)), ["die.4"]) })).toBe(3);
    expect(offered[0]).toEqual(["die.0", "die.1", "die.2", "die.3", "die.4"]);
    t.rng.queue = [1, 1, 2, 4, 6];
    expect(t.run(dicePoker(WOLF), { "poker-reroll": [] })).toBe(0);
    expect(W.poker.map((r) => r.gold)).toEqual([0, 0, 1, 2, 3, 3, 4, 5]);
  });

  it("Fighting Hounds: each fighter draws and lowers the shield by the hound card, plays one combo of which only damage and shield count; overkill removes Wild Hunt shields and each fighter gains the token's bonus", () => {
    const t = huntTable(1);
    const h = t.e.state.hunt!;
    const p = t.player(WOLF);
    h.shields = 10;
    h.houndTokens["1"] = ["draw"];
    const hound = loneHound(t, p.location);
    const [rend, slash] = t.setHand(WOLF, ["action.rend", "action.quick-slash"]);
    t.setDeck(WOLF, ["action.thrust", "action.yrden", "action.aard"]);
    expect(p.shield).toBe(1);
    const r = t.run(fightHound(hound, [WOLF]), {
      "hound-combo": [`combo.${rend}`],
      "extend-combo": (d) => [d.options.some((o) => o.key === `extend.${slash}`) ? `extend.${slash}` : "stop"],
    });
    expect(r).toBe("killed");
    // Rend 2 + its extension 1 + Quick Slash 2 = 5 against 2 life (solo side): 3 over
    expect(t.e.log.ofType("hound-hit")[0]).toMatchObject({ amount: 5 });
    expect(h.shields).toBe(7);
    expect(h.hounds).toEqual([]);
    expect(p.shield).toBe(0);
    // drew 1 in preparation (thrust), 1 from the token (yrden)
    expect(p.hand.map((c) => c.split("#")[0])).toEqual(["action.thrust", "action.yrden"]);
    expect(t.e.log.ofType("hound-bonus")).toEqual([expect.objectContaining({ player: WOLF, bonus: "draw" })]);
  });

  it("Result: a hound fight that deals less than its life discards the fighters' hands and the hound stays; each hound is fought once per Phase I", () => {
    const t = huntTable(2);
    const h = t.e.state.hunt!;
    h.shields = 10;
    const [a, b] = [t.player(WOLF), t.player(BEAR)];
    b.location = a.location;
    const hound = loneHound(t, a.location, 2);
    t.setHand(WOLF, ["action.thrust"]);
    t.setHand(BEAR, ["action.yrden"]);
    t.setDeck(WOLF, ["action.quen", "action.quen"]);
    t.setDeck(BEAR, ["action.axii", "action.axii"]);
    const r = t.run(fightHound(hound, [WOLF, BEAR]), { "hound-combo": (d) => [d.options[0].key], "extend-combo": ["stop"] });
    expect(r).toBe("survived");
    expect(a.hand).toEqual([]);
    expect(b.hand).toEqual([]);
    expect(h.hounds).toEqual([hound]);
    expect(h.shields).toBe(10);
    expect(hound.fought).toBe(true);
    expect(phaseOneOptions(t.e, WOLF, { done: false, actionTaken: false }).map((o) => o.key)).not.toContain(`hound.${hound.id}`);
  });

  it("Phase II: the players choose the fighter together, supporters discard cards to shrink the life pool, the fighter draws as many and each supporter takes his witcher trophy", () => {
    const t = huntTable(2);
    const s = t.e.state;
    const where = quietPlace(t);
    const terrain = t.e.cat.location(where).terrain ?? "forest";
    s.monsters = [{ monster: "monster.arachas", location: where, terrain }];
    bothAt(t, where);
    s.hunt!.location = farFrom(t, where);
    t.setHand(BEAR, ["action.thrust", "action.thrust", "action.aard"]);
    s.round = 1;
    const asked: Decision[] = [];
    t.run(phaseTwo(), {
      "hunt-fight": (d) => (asked.push(d), [d.options[0].key]),
      "hunt-fighter": (d) => (asked.push(d), [WOLF]),
      support: (d) => (asked.push(d), d.options.slice(0, 2).map((o) => o.key)),
      "fight-turn": ["pass"],
    });
    expect(asked.map((d) => [d.type, d.who, d.shared ?? false])).toEqual([
      ["hunt-fight", WOLF, true],
      ["hunt-fighter", WOLF, true],
      ["support", BEAR, false],
    ]);
    expect(asked[2].pick).toEqual({ min: 0, max: 3 });
    expect(t.player(BEAR).hand).toHaveLength(1);
    // Arachas 10 − 2 supporting cards
    expect(t.e.log.ofType("life-pool")[0]).toMatchObject({ life: 8 });
    const log = t.e.log.events;
    const pool = log.findIndex((e) => e.type === "life-pool");
    expect(log.slice(pool).find((e) => e.type === "draw" && e.player === WOLF)).toMatchObject({ count: 2 });
    expect(t.player(BEAR).trophies.witcher).toEqual([t.player(WOLF).school]);
  });

  it("Phase II: Charge or Bite is a token flip; a defeated monster costs the Wild Hunt shields equal to its level, with no new monster, no fatigue and no trophy win", () => {
    const t = huntTable(1);
    const s = t.e.state;
    const p = t.player(WOLF);
    s.hunt!.shields = 10;
    s.monsters = [{ monster: "monster.griffin", location: p.location, terrain: "mountain" }];
    // four trophies already: in the competitive game the next would win
    p.trophies.monster = ["monster.a", "monster.b", "monster.c"];
    p.trophyTrack = 3;
    const strong = Array(12).fill("action.crushing-strike");
    t.setHand(WOLF, strong.slice(0, 5));
    t.setDeck(WOLF, strong.slice(5));
    const r = t.run(fightMonster(t.e, WOLF, s.monsters[0], { life: 3 }), { "fight-turn": firstCombo, "extend-combo": ["stop"] });
    expect(r).toBe("won");
    expect(t.e.log.ofType("attack-token").length + t.e.log.ofType("monster-hit").length).toBeGreaterThan(0);
    expect(t.e.log.ofType("attack-die")).toEqual([]);
    expect(s.hunt!.shields).toBe(8);
    expect(s.monsters).toEqual([]);
    expect(p.trashed).toEqual([]);
    expect(s.over).toBe(false);
    expect(s.winner).toBeNull();
  });

  it("Phase III: a witcher knocked out in a Phase II fight draws up to 2, the others up to 3, whoever plays Phase III first", () => {
    const t = huntTable(2);
    const s = t.e.state;
    const p = t.player(BEAR);
    s.monsters = [{ monster: "monster.leshen", location: p.location, terrain: "forest" }];
    t.player(WOLF).location = quietPlace(t);
    t.setHand(BEAR, []);
    t.setDeck(BEAR, ["action.thrust"]);
    p.discard = [];
    s.round = 1;
    const limits = t.run(phaseTwo(), { "hunt-fight": (d) => [d.options[0].key], "fight-turn": ["pass"] });
    expect(t.e.log.ofType("fight-result")[0]).toMatchObject({ player: BEAR, result: "knocked-out" });
    expect(limits).toEqual({ [BEAR]: 2 });
    expect(t.e.phase3Limit).toBeNull();
  });

  it("Phase II: exactly one Wild Hunt exploration card is read, its option chosen together; none in the last round", () => {
    const t = huntTable(3);
    const s = t.e.state;
    s.monsters = [];
    s.round = 1;
    const top = s.hunt!.exploration[0];
    const asked: Decision[] = [];
    t.run(phaseTwo(), { "exploration-option": (d) => (asked.push(d), [d.options[0].key]) });
    expect(t.e.log.ofType("hunt-explore")).toEqual([expect.objectContaining({ card: top.split("#")[0], stage: 1 })]);
    expect(asked.every((d) => d.shared && d.who === WOLF)).toBe(true);
    expect(s.hunt!.exploration).toHaveLength(6);
    s.round = s.hunt!.lastRound;
    t.run(phaseTwo());
    expect(t.e.log.ofType("hunt-explore")).toHaveLength(1);
  });

  it("Quest tokens: a quest card read in Phase II stays in play, a location token of its terrain is drawn and kept beside it and a quest token marks that location; other quests remain in play", () => {
    const t = huntTable(2);
    const s = t.e.state;
    const h = s.hunt!;
    s.monsters = [];
    s.round = 1;
    // a quest already in play, at a water location
    startQuest(t.e, t.e.instance("exploration.missing-scout"));
    const earlier = { ...h.quests[0] };
    const lair = t.e.instance("exploration.hounds-lair");
    h.exploration.unshift(lair);
    t.run(phaseTwo(), { "exploration-option": (d) => [d.options[0].key] });
    expect(t.e.log.ofType("hunt-explore").map((e) => e.card)).toEqual(["exploration.hounds-lair"]);
    expect(h.quests).toHaveLength(2);
    expect(h.quests[0]).toEqual(earlier);
    const q = h.quests[1];
    expect(q.card).toBe(lair);
    expect(t.e.cat.location(q.location).terrain).toBe("forest");
    expect(t.e.cat.location(earlier.location).terrain).toBe("water");
    // the tokens lie beside the cards, out of their piles
    expect(s.locationTokens.forest).not.toContain(q.location);
    expect(s.locationTokens.water).not.toContain(earlier.location);
    expect(t.e.log.ofType("hunt-quest").map((e) => [e.card, e.location])).toEqual([
      ["exploration.missing-scout", earlier.location],
      ["exploration.hounds-lair", q.location],
    ]);
  });

  it("Location tokens: a witcher on the quest's location completes it in Phase II by the card's instructions; its location token returns to the pool and its quest token is removed", () => {
    const t = huntTable(2);
    const s = t.e.state;
    const h = s.hunt!;
    s.monsters = [];
    s.round = h.lastRound;
    h.shields = 10;
    startQuest(t.e, t.e.instance("exploration.hounds-lair"));
    startQuest(t.e, t.e.instance("exploration.missing-scout"));
    const [lair, scout] = h.quests;
    t.player(WOLF).location = lair.location;
    t.player(BEAR).location = scout.location;
    t.setHand(WOLF, ["action.thrust", "action.thrust", "action.aard"]);
    // the Missing Scout asks 2 gold: a witcher without them cannot complete it
    t.player(BEAR).gold = 1;
    const asked: Decision[] = [];
    t.run(phaseTwo(), {
      "hunt-fight": (d) => (asked.push(d), [d.options[0].key]),
      discard: (d) => d.options.slice(0, 2).map((o) => o.key),
    });
    // asked once: after it, no quest can be completed and no monster fought
    expect(asked.map((d) => [d.who, d.shared, d.options.map((o) => o.key)])).toEqual([[WOLF, true, [`quest.${lair.card}`, "done"]]]);
    expect(asked[0].options[0]).toMatchObject({ label: "ow-option-complete-quest", args: { card: "exploration.hounds-lair", location: lair.location } });
    // discard 2 cards; the Wild Hunt loses 4 shields
    expect(t.player(WOLF).hand).toHaveLength(1);
    expect(h.shields).toBe(6);
    expect(h.quests).toEqual([scout]);
    expect(s.locationTokens.forest).toContain(lair.location);
    expect(t.e.log.ofType("hunt-quest-done")).toEqual([expect.objectContaining({ player: WOLF, card: "exploration.hounds-lair", location: lair.location })]);
    // with the gold, the Bear completes the Missing Scout in the next Phase II; two witchers there choose together who does
    t.player(BEAR).gold = 3;
    t.player(WOLF).gold = 3;
    t.player(WOLF).location = scout.location;
    const who: Decision[] = [];
    t.run(phaseTwo(), { "hunt-fight": (d) => [d.options[0].key], "hunt-quester": (d) => (who.push(d), [BEAR]) });
    expect(who.map((d) => [d.type, d.who, d.shared, d.options.map((o) => o.key)])).toEqual([["hunt-quester", WOLF, true, [WOLF, BEAR]]]);
    expect(t.player(BEAR).gold).toBe(1);
    expect(h.shields).toBe(3);
    expect(h.quests).toEqual([]);
    expect(s.locationTokens.water).toContain(scout.location);
  });

  it("Phase IV: a hound appears at the Wild Hunt's location, or, with a hound there, at a neighbouring location with none, chosen together", () => {
    const t = huntTable(2);
    const h = t.e.state.hunt!;
    h.hounds = [];
    const asked: Decision[] = [];
    t.run(placeHound(1));
    t.run(placeHound(1), { "hound-place": (d) => (asked.push(d), [d.options[0].key]) });
    expect(h.hounds[0].location).toBe(h.location);
    const neighbours = t.e.adjacent(h.location);
    expect(neighbours).toContain(h.hounds[1].location);
    if (neighbours.length > 1) expect(asked[0]).toMatchObject({ type: "hound-place", who: WOLF, shared: true });
    // two hounds of each level: a third level 1 hound does not appear
    t.run(placeHound(1));
    expect(h.hounds).toHaveLength(2);
    expect(t.e.log.ofType("hound-supply-empty")).toHaveLength(1);
  });

  it("Phase IV: a new monster goes to a terrain the players choose with no monster; a fourth is not drawn and the Wild Hunt gains twice its level in shields", () => {
    const t = huntTable(2, "easy");
    const s = t.e.state;
    s.monsters = [];
    const offered: string[][] = [];
    t.run(placeHuntMonster(1), { "hunt-monster-terrain": (d) => (offered.push(d.options.map((o) => o.key)), ["water"]) });
    expect(s.monsters[0].terrain).toBe("water");
    expect(t.e.cat.monster(s.monsters[0].monster).level).toBe(1);
    t.run(placeHuntMonster(2), { "hunt-monster-terrain": (d) => (offered.push(d.options.map((o) => o.key)), ["forest"]) });
    expect(offered).toEqual([
      ["forest", "water", "mountain"],
      ["forest", "mountain"],
    ]);
    t.run(placeHuntMonster(3));
    expect(s.monsters.map((m) => m.terrain)).toEqual(["water", "forest", "mountain"]);
    const before = s.hunt!.shields;
    t.run(placeHuntMonster(2));
    expect(s.monsters).toHaveLength(3);
    expect(s.hunt!.shields).toBe(before + 4);
  });

  it("Phase IV: the round tracking board adds its hounds and monsters, then the Wild Hunt moves", () => {
    // rounds 1–4 as printed: a level 1 hound; a level 1 monster; a level 1 hound and a level 2 monster; a level 2 hound
    const printed = [
      [[1], []],
      [[], [1]],
      [[1], [2]],
      [[2], []],
    ];
    for (const n of [1, 3, 5])
      printed.forEach(([hounds, monsters], r) => {
        const t = huntTable(n);
        const s = t.e.state;
        s.monsters = [];
        s.hunt!.hounds = [];
        s.round = r + 1;
        t.run(phaseFour());
        expect(
          s.hunt!.hounds.map((x) => x.level),
          `round ${r + 1}, ${n} players`,
        ).toEqual(hounds);
        expect(
          s.monsters.map((m) => t.e.cat.monster(m.monster).level),
          `round ${r + 1}, ${n} players`,
        ).toEqual(monsters);
        expect(t.e.log.ofType("hunt-moved").length + t.e.log.ofType("hunt-stays").length).toBeGreaterThan(0);
      });
  });

  it("Phase IV: the Wild Hunt moves up to 2 locations by the shortest way towards the drawn player, stops when it enters a witcher's location and fires its special ability; with a witcher on its location it stays", () => {
    const t = huntTable(2, "normal", "huntmember.eredin");
    const s = t.e.state;
    const h = s.hunt!;
    const goal = t.player(WOLF).location;
    t.player(BEAR).location = goal;
    const dist = stepsFrom(t, goal);
    const away = (d: number) => [...dist].find(([, v]) => v === d)![0];
    const at = away(4);
    h.location = at;
    t.rng.queue = [0]; // the wolf witcher's scoring token
    t.run(moveHunt());
    expect(t.e.log.ofType("hunt-token")[0]).toMatchObject({ token: WOLF });
    expect(dist.get(h.location)).toBe(2);
    expect(t.e.log.ofType("hunt-moved")).toHaveLength(2);
    // one step away: it enters the witchers' location after 1 step and uses Eredin's ability on both
    const near = away(1);
    h.location = near;
    h.shields = 0;
    t.rng.queue = [1];
    t.run(moveHunt());
    expect(h.location).toBe(goal);
    expect(t.e.log.ofType("hunt-moved")).toHaveLength(3);
    expect(t.e.log.ofType("hunt-ability")[0]).toMatchObject({ member: "huntmember.eredin", witchers: [WOLF, BEAR] });
    expect(h.shields).toBe(4);
    // a witcher on its location: no movement
    t.run(moveHunt());
    expect(t.e.log.ofType("hunt-stays")).toHaveLength(1);
    // the Closed Tavern: towards a player chosen together
    h.location = at;
    t.rng.queue = [2];
    const asked: Decision[] = [];
    t.run(moveHunt(), { "hunt-towards": (d) => (asked.push(d), [BEAR]) });
    expect(asked[0]).toMatchObject({ shared: true, who: WOLF });
  });

  it("Solo Mode: no token is drawn, the Wild Hunt always moves 2 locations towards the player", () => {
    const t = huntTable(1);
    const h = t.e.state.hunt!;
    const goal = t.player(WOLF).location;
    const dist = stepsFrom(t, goal);
    h.location = [...dist].find(([, v]) => v === 3)![0];
    t.run(moveHunt());
    expect(t.e.log.ofType("hunt-token")).toEqual([]);
    expect(dist.get(h.location)).toBe(1);
  });
});

describe("Wild Hunt Expansion: the final fight", () => {
  it("Wild Hunt Fight Preparation: the life pool is 16 monster fight cards and the member's 4 special attacks; each witcher keeps the hand and shuffles the discard pile into the deck", () => {
    const t = huntTable(1);
    const p = t.player(WOLF);
    p.location = t.e.state.hunt!.location;
    const hand = [...p.hand];
    const discarded = p.deck.splice(0, 2);
    p.discard.push(...discarded);
    let first: { hand: string[]; discard: string[]; deck: string[]; life: string[] } | null = null;
    t.run(finalFight(), {
      "fight-turn": () => {
        first ??= { hand: [...p.hand], discard: [...p.discard], deck: [...p.deck], life: [...t.e.fight!.life] };
        return ["pass"];
      },
    });
    expect(first!.hand).toEqual(hand);
    expect(first!.discard).toEqual([]);
    expect(first!.deck).toEqual(expect.arrayContaining(discarded));
    const kinds = first!.life.map((c) => c.split("#")[0]);
    expect(kinds).toHaveLength(20);
    expect(kinds.filter((k) => k.startsWith("specialattack.")).sort()).toEqual(
      W.specialAttacks
        .filter((a) => a.member === "huntmember.eredin")
        .map((a) => a.id)
        .sort(),
    );
    expect(kinds.filter((k) => t.e.cat.fightCards.has(k))).toHaveLength(16);
    expect(t.e.log.ofType("life-pool").at(-1)).toMatchObject({ monster: "huntmember.eredin", life: 20 });
    expect(W.specialAttacks.filter((a) => a.member === "huntmember.eredin")).toHaveLength(4);
  });

  it("Fight Turn: damage removes the Wild Hunt's shields first, then cards from the top of its life pool; a special attack discarded by damage fires its passive ability", () => {
    const t = huntTable(1);
    const h = t.e.state.hunt!;
    const f = newFight("hunt", [WOLF], "huntmember.eredin", 3);
    const blade = t.e.instance("specialattack.kings-blade");
    const card = t.e.state.fightDeck.shift()!;
    f.life = [blade, card];
    t.e.fight = f;
    h.shields = 2;
    t.run(ruleCall(huntHit, { from: WOLF, amount: 3 }));
    expect(h.shields).toBe(2); // 2 absorbed, then King's Blade's passive: the Wild Hunt gains 2 shields
    expect(f.life).toEqual([card]);
    expect(t.e.log.ofType("hunt-hit")[0]).toMatchObject({ amount: 3, shields: 2, cards: 1 });
    expect(t.e.log.ofType("hunt-passive")).toEqual([expect.objectContaining({ player: WOLF, card: "specialattack.kings-blade" })]);
    t.e.fight = null;
    t.e.state.fightDeck.unshift(card);
  });

  it("Fight Structure: witchers at the Wild Hunt's location fight first, the others join it without a turn; the players win together when its life pool runs out with a witcher standing", () => {
    const t = huntTable(2, "easy", "huntmember.eredin", {}, noFinalFightCards);
    const s = t.e.state;
    const h = s.hunt!;
    h.shields = 0;
    t.player(WOLF).location = h.location;
    t.player(BEAR).location = quietPlace(t);
    t.setHand(WOLF, ["action.crushing-strike"]);
    const turns: string[] = [];
    t.run(finalFight(), { "fight-turn": (d) => (turns.push(d.who), firstCombo(d)), "extend-combo": ["stop"] });
    // Crushing Strike: 5 damage against 4 special attacks, before the Hunt's first turn
    expect(turns).toEqual([WOLF]);
    expect(t.player(BEAR).location).toBe(h.location);
    expect(h.result).toBe("won");
    expect(t.e.log.ofType("hunt-passive")).toHaveLength(4);
    expect(t.e.log.ofType("hunt-special-attack")).toEqual([]);
  });

  it("Being Knocked Out: a witcher with no card in hand and deck is out of the fight; when every witcher is, the players lose together", () => {
    const t = huntTable(2);
    for (const id of [WOLF, BEAR]) {
      const p = t.player(id);
      p.deck = [];
      p.discard = [];
      t.setHand(id, ["action.thrust"]);
      p.deck = [];
      p.shield = 0;
    }
    const r = t.run(finalFight(), { "fight-turn": firstCombo, "extend-combo": ["stop"] });
    expect(r).toBe("lost");
    expect(t.e.state.hunt!.knockedOut.sort()).toEqual([BEAR, WOLF].sort());
    expect(t.e.log.ofType("final-fight-result")[0]).toMatchObject({ result: "lost", standing: [] });
  });

  it("Winning: simulated games of every difficulty and player count end in a win or a loss for all the players together, keep every invariant and replay identically", {
    timeout: 600_000,
  }, async () => {
    const run = runIdentity({
      game: "oldworld",
      sets: content.sets.map((x) => x.id),
      games: 20,
      seed: 3,
      agent: "greedy",
      maxRounds: 30,
      modes: ["wild-hunt"],
    });
    const s = summarize(run, await playGames(oldworldGame, run, { workers: 1, from: 0, to: 20, contentDir: null }));
    expect(s.failures).toEqual([]);
    expect(s.replayMismatches).toBe(0);
    expect(Object.keys(s.endedBy).every((k) => ["wild-hunt-defeated", "witchers-knocked-out"].includes(k))).toBe(true);
    expect(Object.keys(s.byGroup)).toHaveLength(20);
    expect(Object.keys(s.byGroup)[0]).toBe("1. easy, 1 player");
    // a win is every seat's win
    const won = Object.values(s.seats).reduce((n, x) => n + x.wins, 0);
    expect(won).toBe(Object.entries(s.byGroup).reduce((n, [k, v]) => n + v.won * Number(/, (\d) player/.exec(k)![1]), 0));
  });
});

describe("Wild Hunt Expansion: components, hounds, Phase II and the Wild Hunt's fight turn", () => {
  it("Components: the four Wild Hunt members, Nithral, Imlerith, Caranthir and Eredin, each with a Wild Hunt card (side A's special ability, side B in the final fight) and 4 special attacks with a Charge/Bite area and a Passive Ability", () => {
    expect(W.members.map((m) => m.name).sort()).toEqual(["Caranthir", "Eredin", "Imlerith", "Nithral"]);
    for (const m of W.members) {
      expect(m.hooks.map((h) => h.window).sort(), m.id).toEqual(["final-fight", "special-ability"]);
      const attacks = W.specialAttacks.filter((a) => a.member === m.id);
      expect(attacks, m.id).toHaveLength(4);
      for (const a of attacks) expect(a.hooks.map((h) => h.window).sort(), a.id).toEqual(["hunt-attack", "passive-ability"]);
    }
    expect(W.specialAttacks).toHaveLength(16);
    // no card face is in the sources: each is written in the game's style and says so
    expect([...W.members, ...W.specialAttacks].every((x) => x.original)).toBe(true);
  });

  it("Components: 2 hound miniatures and 2 hound tokens of each level; a third hound of a level does not appear, and each token is revealed once", () => {
    expect(W.houndsPerLevel).toBe(2);
    for (const l of [1, 2, 3])
      expect(
        W.houndTokens.filter((x) => x.level === l),
        `level ${l}`,
      ).toHaveLength(2);
    const t = huntTable(2);
    const h = t.e.state.hunt!;
    h.hounds = [];
    for (let i = 0; i < 3; i++) t.run(placeHound(1), { "hound-place": (d) => [d.options[0].key] });
    expect(h.hounds.map((x) => x.id)).toEqual(["hound.1#1", "hound.1#2"]);
    expect(t.e.log.ofType("hound-supply-empty")).toEqual([expect.objectContaining({ level: 1 })]);
    expect(Object.values(h.houndTokens).map((x) => x.length)).toEqual([2, 2, 2]);
  });

  it("Hound card values: a row for each hound level and each player count from 1 to 5, the 1-player and 4/5-player sides as printed", () => {
    for (let n = 1; n <= 5; n++)
      for (const l of [1, 2, 3])
        expect(
          W.hounds.filter((r) => r.level === l && r.from <= n && n <= r.to),
          `${n} players, level ${l}`,
        ).toHaveLength(1);
    const row = (n: number, l: number) => {
      const r = W.hounds.find((x) => x.level === l && x.from <= n && n <= x.to)!;
      return [r.shieldLoss, r.draw, r.life];
    };
    expect([1, 2, 3].map((l) => row(1, l))).toEqual([
      [1, 1, 2],
      [2, 2, 3],
      [3, 2, 4],
    ]);
    expect([1, 2, 3].map((l) => row(4, l))).toEqual([
      [1, 1, 5],
      [2, 2, 7],
      [3, 2, 8],
    ]);
    expect([1, 2, 3].map((l) => row(5, l))).toEqual([
      [1, 1, 5],
      [2, 2, 7],
      [3, 2, 8],
    ]);
  });

  it("Components: the Wild Hunt exploration cards are stage I and stage II cards and the Wild Hunt events are numbered from 1; the faces, not in the sources, are original", () => {
    const hunt = content.explorations.filter((x) => x.deck === "stage-i" || x.deck === "stage-ii");
    expect(hunt.filter((x) => x.deck === "stage-i").length).toBeGreaterThanOrEqual(4);
    expect(hunt.filter((x) => x.deck === "stage-ii").length).toBeGreaterThanOrEqual(3);
    expect(hunt.every((x) => x.original)).toBe(true);
    expect(W.events.map((e) => e.number)).toEqual(W.events.map((_, i) => i + 1));
    expect(W.events.every((e) => e.original)).toBe(true);
  });

  it("Fighting a Hound of the Wild Hunt: when the hound fight is over, the witcher on the location may take its location action and go on with the turn", () => {
    const t = huntTable(1);
    const h = t.e.state.hunt!;
    const p = t.player(WOLF);
    const city = [...t.e.cat.locations.values()].find((l) => l.explore === "city" && l.id !== h.location)!.id;
    h.location = farFrom(t, city);
    p.location = city;
    p.gold = 3;
    const hound = loneHound(t, city);
    const st = { done: false, actionTaken: false };
    const before = phaseOneOptions(t.e, WOLF, st).map((o) => o.key);
    expect(before).toContain(`hound.${hound.id}`);
    expect(before).not.toContain("dice-poker");
    const [rend] = t.setHand(WOLF, ["action.rend"]);
    t.setDeck(WOLF, ["action.quen", "action.quen"]);
    expect(t.run(fightHound(hound, [WOLF]), { "hound-combo": [`combo.${rend}`], "extend-combo": ["stop"] })).toBe("killed");
    const after = phaseOneOptions(t.e, WOLF, st).map((o) => o.key);
    expect(after).toContain("dice-poker");
    expect(after).toContain("end");
  });

  it("Attacks: each fighter plays at least a 1-card combo; shield symbols raise the shield, up to Defence; other symbols are ignored", () => {
    const t = huntTable(1);
    const h = t.e.state.hunt!;
    const p = t.player(WOLF);
    h.shields = 10;
    const hound = loneHound(t, p.location);
    // Intense Quen: 3 shield; Aard's draw symbol is not drawn in a hound fight
    const [quen] = t.setHand(WOLF, ["action.intense-quen"]);
    t.setDeck(WOLF, ["action.aard", "action.thrust"]);
    expect(p.shield).toBe(1);
    const asked: Decision[] = [];
    const r = t.run(fightHound(hound, [WOLF]), { "hound-combo": (d) => (asked.push(d), [`combo.${quen}`]), "extend-combo": ["stop"] });
    // the combo's options hold no "pass": a fighter plays at least one card
    expect(asked[0].options.every((o) => o.key.startsWith("combo."))).toBe(true);
    expect(r).toBe("survived");
    // lowered by 1 in preparation, raised by 3 but never above Defence 1
    expect(p.shield).toBe(t.e.attribute(WOLF, "defence"));
    expect(t.e.log.ofType("hound-hit")[0]).toMatchObject({ amount: 0 });
  });

  it("If equal to its Life Points: the hound is killed, the Wild Hunt loses no shield, a hound token of its level is revealed and each fighter gains its bonus; the miniature leaves the map", () => {
    const t = huntTable(1);
    const h = t.e.state.hunt!;
    const p = t.player(WOLF);
    h.shields = 10;
    h.houndTokens["1"] = ["draw", "trail"];
    const hound = loneHound(t, p.location);
    const [rend] = t.setHand(WOLF, ["action.rend"]);
    t.setDeck(WOLF, ["action.quen", "action.thrust"]);
    // Rend: 2 damage, the solo level I hound's 2 life
    expect(t.run(fightHound(hound, [WOLF]), { "hound-combo": [`combo.${rend}`], "extend-combo": ["stop"] })).toBe("killed");
    expect(h.shields).toBe(10);
    expect(h.hounds).toEqual([]);
    expect(h.houndTokens["1"]).toEqual(["trail"]);
    expect(t.e.log.ofType("hound-result")[0]).toMatchObject({ damage: 2, result: "killed", bonus: "draw" });
    expect(t.e.log.ofType("hound-bonus")).toEqual([expect.objectContaining({ player: WOLF, bonus: "draw" })]);
  });

  it("Bonus rewards: a trail token, a card drawn, a revealed card of cost 0 or 1 to the discard pile (from the deck when the pool has none), any attribute or the lowest raised by 1", () => {
    const t = huntTable(1);
    const s = t.e.state;
    const p = t.player(WOLF);
    s.monsters = [{ monster: "monster.griffin", location: quietPlace(t), terrain: "mountain" }];
    t.run(houndBonus(WOLF, "trail"));
    expect(p.trailTokens).toContain("monster.griffin");
    const hand = p.hand.length;
    t.setDeck(WOLF, ["action.thrust", "action.quen"]);
    t.run(houndBonus(WOLF, "draw"));
    expect(p.hand).toHaveLength(hand + 1);
    // a 0-cost card of the pool goes to the discard pile; the pool slides right and is refilled
    const zero = s.pool.findIndex((c) => c !== null && t.e.cat.action(c).cost === 0);
    expect(zero).toBeGreaterThanOrEqual(0);
    t.run(houndBonus(WOLF, "card-cost-0"), { "gain-free-card": (d) => [d.options[0].key] });
    expect(t.e.cat.action(p.discard.at(-1)!).cost).toBe(0);
    expect(s.pool.every((c) => c !== null)).toBe(true);
    // no card of cost 1 in the pool: cards of the action deck are revealed until one is
    s.actionDeck.push(...s.pool.filter((c) => c !== null && t.e.cat.action(c).cost === 1).map((c) => c!));
    s.pool = s.pool.map((c) =>
      c !== null && t.e.cat.action(c).cost === 1
        ? s.actionDeck.splice(
            s.actionDeck.findIndex((x) => t.e.cat.action(x).cost === 0),
            1,
          )[0]
        : c,
    );
    expect(s.pool.some((c) => c !== null && t.e.cat.action(c).cost === 1)).toBe(false);
    t.run(houndBonus(WOLF, "card-cost-1"));
    expect(t.e.cat.action(p.discard.at(-1)!).cost).toBe(1);
    expect(t.e.log.ofType("card-gained").at(-1)).toMatchObject({ revealed: true });
    Object.assign(p.attributes, { combat: 3, defence: 2, alchemy: 1, specialty: 2 });
    t.run(houndBonus(WOLF, "raise-any"), { "raise-attribute": ["combat"] });
    expect(p.attributes.combat).toBe(4);
    // the lowest is Alchemy alone: raised without a choice
    const asked = t.decisions.length;
    t.run(houndBonus(WOLF, "raise-lowest"));
    expect(t.decisions.length).toBe(asked);
    expect({ ...p.attributes }).toMatchObject({ combat: 4, defence: 2, alchemy: 2, specialty: 2 });
  });

  it("Phase II: the players fight monsters in any order, never each other", () => {
    const t = huntTable(3);
    const s = t.e.state;
    const [a, b] = [
      quietPlace(t),
      [...t.e.cat.locations.keys()]
        .sort()
        .reverse()
        .find((l) => l !== s.hunt!.location && l !== quietPlace(t))!,
    ];
    s.monsters = [
      { monster: "monster.griffin", location: a, terrain: "mountain" },
      { monster: "monster.arachas", location: b, terrain: "forest" },
    ];
    t.player(WOLF).location = a;
    t.player(BEAR).location = a;
    t.player(CAT).location = b;
    s.round = s.hunt!.lastRound;
    const asked: Decision[] = [];
    t.run(phaseTwo(), { "hunt-fight": (d) => (asked.push(d), ["done"]) });
    expect(asked[0].options.map((o) => o.key).sort()).toEqual(["done", "fight.monster.arachas", "fight.monster.griffin"]);
    expect(t.decisions.some((d) => d.options.some((o) => o.key.startsWith("duel.")))).toBe(false);
  });

  it("To Support a Witcher: a supporter takes the fighter's witcher trophy once; a second support brings no second trophy", () => {
    const t = huntTable(2);
    const s = t.e.state;
    const where = quietPlace(t);
    bothAt(t, where);
    s.round = s.hunt!.lastRound;
    const trophies = t.player(WOLF).witcherTrophiesLeft;
    for (const monster of ["monster.arachas", "monster.griffin"]) {
      s.monsters = [{ monster, location: where, terrain: "forest" }];
      t.setHand(BEAR, ["action.thrust", "action.aard"]);
      t.run(phaseTwo(), wolfFightsBearSupports);
    }
    expect(t.e.log.ofType("support")).toHaveLength(2);
    expect(t.player(BEAR).trophies.witcher).toEqual([t.player(WOLF).school]);
    expect(t.player(WOLF).witcherTrophiesLeft).toBe(trophies - 1);
  });

  it("Phase II: a witcher who did not fight may meditate, a supporter too; the fighter may not", () => {
    const t = huntTable(2);
    const s = t.e.state;
    const where = quietPlace(t);
    bothAt(t, where);
    for (const id of [WOLF, BEAR]) t.player(id).attributes.combat = 5;
    s.monsters = [{ monster: "monster.arachas", location: where, terrain: "forest" }];
    s.round = s.hunt!.lastRound;
    t.setHand(BEAR, ["action.thrust"]);
    const meditate: Decision[] = [];
    t.run(phaseTwo(), { ...wolfFightsBearSupports, meditate: (d) => (meditate.push(d), [d.options[0].key]) });
    expect(t.e.log.ofType("support")).toEqual([expect.objectContaining({ player: BEAR, witcher: WOLF })]);
    expect(meditate.map((d) => d.who)).toEqual([BEAR]);
    expect(t.player(BEAR).trophies.attribute).toEqual(["combat"]);
    // no fatigue in the Wild Hunt mode: nothing trashed
    expect(t.e.log.ofType("fatigue")).toEqual([]);
  });

  it("Turn Sequence: a round plays Phase I, Phase II with one exploration card, Phase III for every player, then Phase IV from the round tracking board, and the tracking token moves to the next round", () => {
    const game = oldworldGame.runtime!.createGame(content, {
      seed: 5,
      witchers: [WOLF, BEAR],
      expansions: ["wild-hunt"],
      wildHunt: { difficulty: "easy", member: "huntmember.eredin" },
    });
    const bot = oldworldGame.runtime!.agents.greedy(5);
    const gains: number[] = [];
    for (let i = 0; i < 2000 && game.pending && game.state.round <= 1; i++) {
      if (game.pending.type === "gain-card") gains.push(game.log.length);
      game.answer(bot(game.pending, game));
    }
    const log = game.log;
    const at = (type: string, from = 0) => log.findIndex((e, i) => i >= from && e.type === type);
    const round1 = at("hunt-round");
    const explore = at("hunt-explore");
    const hound = at("hound-placed", round1);
    const round2 = log.findIndex((e) => e.type === "hunt-round" && e.round === 2);
    // Phase III: each player gains (or refuses) a pool card, after the exploration card and before Phase IV
    expect(gains).toHaveLength(2);
    expect(explore).toBeGreaterThan(round1);
    expect(gains.every((g) => g > explore && g <= hound)).toBe(true);
    // Phase IV of round 1: a level I hound, then the Hunt's movement, then round 2
    expect(log[hound]).toMatchObject({ level: 1 });
    expect(log.slice(hound, round2).some((e) => ["hunt-stays", "hunt-moved", "hunt-token"].includes(e.type))).toBe(true);
    expect(round2).toBeGreaterThan(hound);
    expect(game.state.round).toBe(2);
  });

  it("Wild Hunt Fight Turn: the top card of its life pool is discarded; a special attack hits every standing witcher alike, a standard attack each by their own Charge/Bite token flip; a knocked-out witcher is not attacked", () => {
    const t = huntTable(3);
    const h = t.e.state.hunt!;
    const f = newFight("hunt", [WOLF, BEAR, CAT], "huntmember.eredin", 3);
    const blade = t.e.instance("specialattack.kings-blade");
    const [card, card2] = t.e.state.fightDeck.splice(0, 2);
    f.life = [blade, card, card2];
    t.e.fight = f;
    h.knockedOut = [CAT];
    const from = t.e.log.events.length;
    t.run(huntTurn());
    // King's Blade: suffer 4 damage, for each standing witcher
    const hits = t.e.log.events.slice(from).filter((e) => e.type === "damage");
    expect(hits.map((e) => e.player).sort()).toEqual([BEAR, WOLF].sort());
    expect(f.life).toEqual([card, card2]);
    expect(h.specialDiscard).toEqual([blade]);
    const mid = t.e.log.events.length;
    t.run(huntTurn());
    expect(
      t.e.log.events
        .slice(mid)
        .filter((e) => e.type === "attack-token")
        .map((e) => e.player),
    ).toEqual([WOLF, BEAR]);
    expect(f.life).toEqual([card2]);
    t.e.fight = null;
  });

  it("Fight Structure: the players choose the order of their fight turns together, and each completes a full fight turn before the next begins", () => {
    const t = huntTable(2, "easy", "huntmember.eredin", {}, noFinalFightCards);
    const h = t.e.state.hunt!;
    h.shields = 0;
    t.player(WOLF).location = h.location;
    t.player(BEAR).location = h.location;
    t.setHand(WOLF, ["action.crushing-strike"]);
    t.setHand(BEAR, ["action.quen", "action.thrust"]);
    const seen: [string, string, boolean][] = [];
    t.run(finalFight(), {
      "hunt-fight-order": (d) => (seen.push([d.type, d.who, !!d.shared]), [BEAR]),
      "fight-turn": (d) => (seen.push([d.type, d.who, !!d.shared]), firstCombo(d)),
      "extend-combo": (d) => (seen.push([d.type, d.who, !!d.shared]), extendWhileAble(d)),
    });
    // Bear, chosen first, plays his whole turn (Quen extended, or not, by Thrust) before the Wolf's turn begins
    expect(seen[0]).toEqual(["hunt-fight-order", WOLF, true]);
    expect(seen[1]).toEqual(["fight-turn", BEAR, false]);
    const firstWolfTurn = seen.findIndex(([type, who], i) => i > 0 && type === "fight-turn" && who === WOLF);
    expect(seen.slice(1, firstWolfTurn).every(([, who]) => who === BEAR)).toBe(true);
    expect(firstWolfTurn).toBeGreaterThan(1);
    expect(h.result).toBe("won");
  });
});
