// Monster Trail, "Monster Weakness and Special Attacks", on the bundled content:
// the setup of the mode, weakness tokens, special and passive attacks, the
// Dimeritium Bomb against a monster, the clean-up after a fight, seeded games.
import { describe, expect, it } from "vitest";
import { content } from "../../../content/generated/oldworld.ts";
import { oldworldGame, oldWorldTable } from "../../../games/oldworld/index.ts";
import { ContentError } from "../../../runtime/core/errors.ts";
import type { Expansion } from "../../../games/oldworld/rules/content.ts";
import { renderRulesText, type RenderProblem } from "../../../compiler/i18n/rules-text.ts";
import { fightMonster, duelOf, duelStep } from "../../../games/oldworld/rules/fight.ts";
import { ruleCall } from "../../../games/oldworld/rules/machine.ts";
import { catalogue, owEntity } from "../../content/oldworld/bundled.ts";
import type { MapMonster } from "../../../games/oldworld/rules/state.ts";
import { enterLocation } from "../../../games/oldworld/rules/weakness.ts";
import { extendWhileAble, firstCombo, OwTable, type Answerer } from "./table.ts";
import { cleanRun } from "../clean-run.ts";

const WOLF = "witcher.wolf-witcher";
const BEAR = "witcher.bear-witcher";
const MT: Expansion[] = ["monster-trail"];

function table(witchers: string[], answers: Record<string, string | string[] | Answerer> = {}, seed = 1): OwTable {
  return new OwTable({ seed, witchers, expansions: MT, modes: ["monster-weakness"] }, answers, content);
}

function meet(t: OwTable, id: string, monster: string): MapMonster {
  const s = t.e.state;
  for (const pile of Object.values(s.monsterPiles)) if (pile.includes(monster)) pile.splice(pile.indexOf(monster), 1);
  const terrain = t.e.cat.monster(monster).terrain;
  s.monsters = s.monsters.filter((m) => m.terrain !== terrain);
  const m: MapMonster = { monster, location: t.player(id).location, terrain };
  s.monsters.push(m);
  return m;
}

/** the attack deck arranged from the top: the Special Attack card of that number where `layout` says, regular cards at its 0s; the other Special Attack cards go to the bottom */
function arrange(t: OwTable, layout: number[]): void {
  const s = t.e.state;
  const special = (n: number) => s.fightDeck.find((c) => t.e.cat.fightCard(c).specialAttack === n)!;
  const regular = s.fightDeck.filter((c) => t.e.cat.fightCard(c).specialAttack === undefined);
  const top = layout.map((n) => (n === 0 ? regular.shift()! : special(n)));
  const rest = s.fightDeck.filter((c) => !top.includes(c) && t.e.cat.fightCard(c).specialAttack === undefined);
  const bottom = s.fightDeck.filter((c) => !top.includes(c) && t.e.cat.fightCard(c).specialAttack !== undefined);
  s.fightDeck = [...top, ...rest, ...bottom];
}

const isSpecial = (t: OwTable, c: string) => t.e.cat.fightCard(c).specialAttack !== undefined;

/** the monster at the player's location over an arranged attack deck; the player holds its trail token, so takes the first fight turn */
function strikeFirst(t: OwTable, id: string, monster: string, layout: number[]): MapMonster {
  const m = meet(t, id, monster);
  arrange(t, layout);
  t.player(id).trailTokens.push(m.monster);
  return m;
}

/** answers for a fight of one combo: the given card alone in the first fight turn, then passing; the monster Charges */
function oneCombo(card: string): Record<string, string | string[] | Answerer> {
  let turn = 0;
  return { "fight-turn": () => (++turn === 1 ? [`combo.${card}`] : ["pass"]), "extend-combo": "stop", "monster-attack": "charge" };
}

/** a Dimeritium Bomb from the bomb deck into the player's bombs, with the Alchemy to use it */
function holdDimeritium(t: OwTable, id: string): string {
  const deck = t.e.state.bombDeck;
  const bomb = deck.find((c) => c.startsWith("bomb.dimeritium-bomb"))!;
  deck.splice(deck.indexOf(bomb), 1);
  t.player(id).bombs.push(bomb);
  t.player(id).attributes.alchemy = 2;
  return bomb;
}

describe("Monster Trail: Monster Weakness and Special Attacks", () => {
  it("Game Setup: the mode is a Monster Trail game mode; without the expansion the game does not set up, naming the rule", () => {
    expect(() => new OwTable({ witchers: [WOLF], modes: ["monster-weakness"] }, {}, content)).toThrow(ContentError);
    expect(() => new OwTable({ witchers: [WOLF], modes: ["monster-weakness"] }, {}, content)).toThrow(
      /Monster Trail Expansion, Game Modes: "This Monster Trail Expansion consists of a few game modes/,
    );
    expect(() => table([WOLF])).not.toThrow();
  });

  it("Game Setup: 4 regular fight cards go back to the box, 4 wait aside, the other 12 and the 4 Special Attack cards make a 16-card attack deck", () => {
    const t = table([WOLF, BEAR]);
    const s = t.e.state;
    expect(s.fightDeck).toHaveLength(16);
    expect(s.fightDeck.filter((c) => isSpecial(t, c))).toHaveLength(4);
    expect(s.weakness!.aside).toHaveLength(4);
    expect(s.weakness!.boxed).toHaveLength(4);
    expect([...s.weakness!.aside, ...s.weakness!.boxed].some((c) => isSpecial(t, c))).toBe(false);
    // without the mode the Special Attack cards are not in the game
    const base = new OwTable({ witchers: [WOLF], expansions: MT }, {}, content);
    expect(base.e.state.fightDeck).toHaveLength(20);
    expect(base.e.state.fightDeck.some((c) => isSpecial(base, c))).toBe(false);
  });

  it("Game Setup: a face-down weakness token for each of the three starting monsters, of its terrain, on a location with no witcher", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const t = table([WOLF, BEAR], {}, seed);
      const w = t.e.state.weakness!;
      expect(w.onMap.map((x) => x.terrain).sort()).toEqual(["forest", "mountain", "water"]);
      const witchers = new Set([WOLF, BEAR].map((id) => t.player(id).location));
      for (const x of w.onMap) {
        expect(t.e.cat.location(x.location).terrain).toBe(x.terrain);
        expect(witchers.has(x.location)).toBe(false);
        expect(x.number).toBeGreaterThanOrEqual(1);
        expect(x.number).toBeLessThanOrEqual(6);
      }
      for (const terr of ["forest", "water", "mountain"] as const) expect(w.pool[terr]).toHaveLength(5);
    }
  });

  it("Game Setup: when a Level 3 Monster appears for the first time, the 4 cards set aside join the deck, which stays at 20", () => {
    const t = table([WOLF]);
    const s = t.e.state;
    s.monsters = s.monsters.filter((m) => m.terrain !== "forest");
    t.e.placeMonster("forest", 3);
    expect(s.weakness!.aside).toHaveLength(0);
    expect(s.fightDeck.length + s.fightDiscard.length).toBe(20);
    s.monsters = s.monsters.filter((m) => m.terrain !== "water");
    t.e.placeMonster("water", 3);
    expect(s.fightDeck.length + s.fightDiscard.length).toBe(20);
  });

  it("Weakness Tokens: entering a location with a weakness token reveals it beside the board, and a new token of that terrain goes face-down on the map", () => {
    const t = table([WOLF]);
    const w = t.e.state.weakness!;
    const token = w.onMap.find((x) => x.terrain === "forest")!;
    t.player(WOLF).location = token.location;
    t.run(enterLocation(WOLF));
    expect(w.held[WOLF]).toEqual([{ terrain: "forest", number: token.number }]);
    expect(w.onMap).toHaveLength(3);
    const fresh = w.onMap.find((x) => x.terrain === "forest")!;
    expect(fresh.location).not.toBe(token.location);
    expect(w.pool.forest).toHaveLength(4);
    expect(t.e.log.events.find((ev) => ev.type === "weakness-taken")).toMatchObject({ player: WOLF, terrain: "forest", number: token.number });
  });

  it("Weakness Tokens: when all 6 tokens of a terrain have been collected, no new one is placed", () => {
    const t = table([WOLF]);
    const w = t.e.state.weakness!;
    const token = w.onMap.find((x) => x.terrain === "water")!;
    w.held[WOLF].push(...w.pool.water.map((number) => ({ terrain: "water" as const, number })));
    w.pool.water = [];
    t.player(WOLF).location = token.location;
    t.run(enterLocation(WOLF));
    expect(w.held[WOLF].filter((x) => x.terrain === "water")).toHaveLength(6);
    expect(w.onMap.filter((x) => x.terrain === "water")).toHaveLength(0);
  });

  it("Using Weakness Tokens during the Fight: before the fight the player may use some or all tokens for that monster; each paragraph's ability applies, and the tokens are kept", () => {
    const t = table([WOLF]);
    const m = strikeFirst(t, WOLF, "monster.troll", [0, 0, 0, 0, 0]);
    const w = t.e.state.weakness!;
    // Troll, weakness 3: deal 4 damage; weakness 1: gain 1 potion; a forest token is not for the Troll (mountain)
    w.held[WOLF] = [
      { terrain: "mountain", number: 3 },
      { terrain: "mountain", number: 1 },
      { terrain: "forest", number: 2 },
    ];
    let life = -1;
    t.run(fightMonster(t.e, WOLF, m), {
      "use-weakness": ["0"],
      "fight-turn": () => {
        life = life < 0 ? t.e.fight!.life.length : life;
        return ["pass"];
      },
      "monster-attack": "charge",
    });
    const asked = t.decisions.find((d) => d.type === "use-weakness")!;
    expect(asked.options.map((o) => o.args)).toEqual([
      { number: 3, monster: "monster.troll" },
      { number: 1, monster: "monster.troll" },
    ]);
    expect(asked.pick).toEqual({ min: 0, max: 2 });
    expect(t.e.log.events.filter((ev) => ev.type === "weakness-used")).toEqual([expect.objectContaining({ number: 3 })]);
    const pool = t.e.log.events.find((ev) => ev.type === "life-pool")!;
    expect(life).toBe(Number(pool.life) - 4);
    expect(w.held[WOLF]).toHaveLength(3);
  });

  it("Special Monster Attacks: a Special Attack card revealed in the monster's attack activates its special attack, whether Charge or Bite was chosen", () => {
    for (const half of ["charge", "bite"]) {
      const t = table([WOLF]);
      const m = meet(t, WOLF, "monster.troll");
      arrange(t, [1]);
      t.player(WOLF).shield = 0;
      const cards = () => t.player(WOLF).deck.length + t.player(WOLF).hand.length;
      let before = -1;
      t.run(fightMonster(t.e, WOLF, m), {
        "fight-turn": () => {
          if (before < 0) before = cards();
          return ["pass"];
        },
        "monster-attack": half,
      });
      // the Troll's special attack 1: receive 5 damage, on top of no Charge or Bite symbols
      expect(t.e.log.events.find((ev) => ev.type === "special-attack")).toMatchObject({ monster: "monster.troll", number: 1 });
      const dmg = t.e.log.events.find((ev) => ev.type === "damage");
      expect(dmg).toMatchObject({ player: WOLF, amount: 5 });
    }
  });

  it("Special Monster Attacks: a Special Attack card revealed by the player's damage stops the discarding, the passive ability applies, then the rest of the damage is dealt", () => {
    const t = table([WOLF]);
    // the Barghest's passive attack: receive 1 damage
    const m = strikeFirst(t, WOLF, "monster.barghest", [0, 2, 0, 0, 0, 0, 0]);
    const [strike] = t.setHand(WOLF, ["action.crushing-strike"]);
    t.player(WOLF).shield = 0;
    t.run(fightMonster(t.e, WOLF, m), oneCombo(strike));
    const ev = t.e.log.events;
    const passive = ev.find((x) => x.type === "passive-attack")!;
    expect(passive).toMatchObject({ monster: "monster.barghest" });
    expect(ev.filter((x) => x.type === "passive-attack")).toHaveLength(1);
    const hits = ev.filter((x) => x.type === "monster-hit");
    // the card above the Special Attack card and the card itself, then the passive attack, then the other 3 of the 5 damage
    expect(hits[0]).toMatchObject({ amount: 2 });
    expect(hits[0].seq).toBeLessThan(passive.seq);
    const hurt = ev.find((x) => x.type === "damage" && x.seq > passive.seq)!;
    expect(hurt).toMatchObject({ player: WOLF, amount: 1 });
    expect(hits[1]).toMatchObject({ amount: 3 });
    expect(hits[1].seq).toBeGreaterThan(hurt.seq);
  });

  it("Dimeritium Bomb explained: in the Monster Weakness mode its cards are in the bomb deck, and against a monster it neglects the passive attack just used", () => {
    const t = table([WOLF]);
    const dimeritium = (tt: OwTable) => [...tt.e.state.bombDeck].filter((c) => c.startsWith("bomb.dimeritium-bomb")).length;
    expect(dimeritium(t)).toBe(4);
    const m = strikeFirst(t, WOLF, "monster.troll", [2, 0, 0, 0, 0, 0]);
    const bomb = holdDimeritium(t, WOLF);
    const [strike] = t.setHand(WOLF, ["action.crushing-strike"]);
    t.run(fightMonster(t.e, WOLF, m), { ...oneCombo(strike), "neglect-passive": `bomb.${bomb}` });
    const ev = t.e.log.events;
    const passive = ev.find((x) => x.type === "passive-attack")!;
    expect(ev.find((x) => x.type === "passive-neglected")).toMatchObject({ player: WOLF, monster: "monster.troll" });
    const firstMonsterAttack = ev.find((x) => x.type === "monster-attack")?.seq ?? Infinity;
    expect(ev.filter((x) => x.type === "damage" && x.seq > passive.seq && x.seq < firstMonsterAttack)).toEqual([]);
    expect(t.player(WOLF).bombs).toEqual([]);
  });

  it("Clean Up after the Fight: when the monster is killed all players give back its weakness tokens, the 6 are shuffled, and one is placed again for the new monster", () => {
    const t = table([WOLF, BEAR]);
    const m = meet(t, WOLF, "monster.nekkers-nest");
    const w = t.e.state.weakness!;
    const mine = w.pool.forest.splice(0, 2);
    w.held[WOLF].push({ terrain: "forest", number: mine[0] });
    w.held[BEAR].push({ terrain: "forest", number: mine[1] }, { terrain: "water", number: w.pool.water.splice(0, 1)[0] });
    t.e.fight = null;
    t.player(WOLF).trailTokens.push(m.monster);
    // a strong hand so the fight is won
    t.setHand(
      WOLF,
      Array.from({ length: 6 }, () => "action.crushing-strike"),
    );
    t.player(WOLF).attributes.combat = 5;
    const result = t.run(fightMonster(t.e, WOLF, m), {
      "use-weakness": [],
      "fight-turn": firstCombo,
      "extend-combo": extendWhileAble,
      "monster-attack": "charge",
    });
    expect(result).toBe("won");
    // Gaining a Monster Trophy: the regular card is the trophy
    expect(t.player(WOLF).trophies.monster).toEqual(["monster.nekkers-nest"]);
    expect(w.held[WOLF].filter((x) => x.terrain === "forest")).toEqual([]);
    expect(w.held[BEAR].map((x) => x.terrain)).toEqual(["water"]);
    expect(w.onMap.filter((x) => x.terrain === "forest")).toHaveLength(1);
    expect(w.pool.forest).toHaveLength(5);
    expect(t.e.log.events.find((ev) => ev.type === "weakness-returned")).toMatchObject({ terrain: "forest", tokens: 3 });
  });

  it("Game Setup: seeded games of 1 to 5 players in the Monster Weakness mode (with Mages, Ciri, the Lost Mount and the Adventure Pack) end with a winner, keep every invariant and replay identically", {
    timeout: 300_000,
  }, () => {
    const s = cleanRun(oldworldGame, content, { games: 48, seed: 4242, agent: "mixed", maxRounds: 250, everyStep: true, replayEvery: 1 });
    expect(s.won).toBe(48);
    const tables = Array.from({ length: 48 }, (_, i) => oldWorldTable(content, i, i, null, 250).options);
    expect(tables.filter((o) => o.modes?.includes("monster-weakness")).length).toBeGreaterThanOrEqual(10);
  });
});

describe("Monster Trail: its components, unique cards and large cards in the bundled content", () => {
  it("Components: the box holds 28 bomb cards, 15 mutagens, 40 advanced action cards (10 kinds of 4), 4 Special Monster Fight cards, 29 large Monster cards, 18 weakness tokens, the Troll, and the Manticore with 10 starting cards and 11 unique cards", () => {
    const inBox = <T extends { set: string }>(xs: T[]) => xs.filter((x) => x.set === "monster-trail");
    const copies = (xs: { copies: number }[]) => xs.reduce((n, x) => n + x.copies, 0);
    expect(copies(inBox(content.bombs))).toBe(28);
    expect(copies(inBox(content.mutagens))).toBe(15);
    const advanced = content.actions.filter((a) => a.tier === "advanced");
    expect(advanced).toHaveLength(10);
    expect(advanced.every((a) => a.copies === 4)).toBe(true);
    expect(inBox(content.fightCards).filter((f) => f.specialAttack !== undefined)).toHaveLength(4);
    expect(inBox(content.largeMonsters)).toHaveLength(29);
    expect(new Set(content.largeMonsters.map((l) => l.monster))).toEqual(new Set(content.monsters.map((m) => m.id)));
    const tokens = content.expansions.find((x) => x.expansion === "monster-trail")!.weaknessTokens!;
    expect(tokens * 3).toBe(18);
    expect(inBox(content.monsters).map((m) => m.id)).toEqual(["monster.troll"]);
    const manticore = content.witchers.find((w) => w.id === "witcher.manticore-witcher")!;
    expect(manticore.startingDeck).toHaveLength(10);
    const unique = content.actions.filter((a) => a.tier === "unique" && a.set === "monster-trail");
    expect(unique).toHaveLength(11);
    // one per base-game witcher, the Manticore and each mage
    const owners = content.witchers.filter((w) => w.set === "core" || w.set === "mages" || w.id === manticore.id).map((w) => w.id);
    expect(unique.map((a) => a.owner).sort()).toEqual(owners.sort());
  });

  it("Witcher Unique Action Cards: when also using Mages, each Mage starting deck also gets its Unique Action card", () => {
    const mage = "mage.alzur";
    const t = new OwTable({ witchers: [mage, WOLF], expansions: ["monster-trail", "mages"] }, {}, content);
    const owned = [...t.player(mage).deck, ...t.player(mage).hand];
    expect(owned).toHaveLength(11);
    expect(owned.filter((c) => c.startsWith("action.alzurs-thunderbolt#"))).toHaveLength(1);
    const without = new OwTable({ witchers: [mage, WOLF], expansions: ["mages"] }, {}, content);
    expect([...without.player(mage).deck, ...without.player(mage).hand]).toHaveLength(10);
  });

  it("Advanced Action Cards: every advanced card has its text explanation, generated in English and Romanian", () => {
    for (const a of content.actions.filter((x) => x.tier === "advanced"))
      for (const locale of ["en", "ro"] as const) {
        const problems: RenderProblem[] = [];
        const lines = renderRulesText(owEntity(a.id), catalogue(locale), { problems });
        expect(problems, `${a.id} ${locale}`).toEqual([]);
        expect(lines.join(" ").length, `${a.id} ${locale}`).toBeGreaterThan(10);
      }
  });

  it("Special Monster Attacks: every monster has a large card with six weakness paragraphs, four special attacks and a passive attack; its life and ability stay the regular card's", () => {
    for (const l of content.largeMonsters) {
      const numbers = (w: string) =>
        l.hooks
          .filter((h) => h.window === w)
          .map((h) => h.number)
          .sort();
      expect(numbers("weakness"), l.id).toEqual([1, 2, 3, 4, 5, 6]);
      expect(numbers("special-attack"), l.id).toEqual([1, 2, 3, 4]);
      expect(
        l.hooks.filter((h) => h.window === "passive-attack"),
        l.id,
      ).toHaveLength(1);
      expect(
        l.hooks.some((h) => h.window === "ability"),
        l.id,
      ).toBe(false);
      expect(l.original).toBe(true);
    }
    // in a fight the regular card's ability still applies: the Troll's first attack bonus
    const t = table([WOLF]);
    const m = meet(t, WOLF, "monster.troll");
    t.run(fightMonster(t.e, WOLF, m), { "fight-turn": "pass", "monster-attack": "charge" });
    expect(t.e.log.events.find((ev) => ev.type === "fight-modifier")).toMatchObject({ source: "monster.troll", modifier: "first-attack-bonus" });
  });
});

describe("Monster Trail: Monster Weakness rules met less often", () => {
  it("Special Monster Attacks: a Passive Ability may be activated more than once in the same fight turn", () => {
    const t = table([WOLF]);
    const m = strikeFirst(t, WOLF, "monster.barghest", [2, 3, 0, 0, 0, 0, 0]);
    const [strike] = t.setHand(WOLF, ["action.crushing-strike"]);
    t.run(fightMonster(t.e, WOLF, m), oneCombo(strike));
    const ev = t.e.log.events;
    const firstMonsterTurn = ev.find((x) => x.type === "monster-attack")?.seq ?? Infinity;
    expect(ev.filter((x) => x.type === "passive-attack" && x.seq < firstMonsterTurn)).toHaveLength(2);
  });

  it("Weakness Tokens: with no free location token of its terrain, the player to the right of the active player chooses where it goes", () => {
    const t = table([WOLF, BEAR]);
    const s = t.e.state;
    const w = s.weakness!;
    const token = w.onMap.find((x) => x.terrain === "forest")!;
    // the forest pile holds only the location the Bear stands on, so no drawn token fits
    t.player(BEAR).location = s.locationTokens.forest.find((l) => l !== token.location)!;
    s.locationTokens.forest = [t.player(BEAR).location, token.location];
    t.player(WOLF).location = token.location;
    t.run(enterLocation(WOLF), { "place-weakness": (d) => [d.options[0].key] });
    const asked = t.decisions.find((d) => d.type === "place-weakness")!;
    expect(asked.who).toBe(BEAR);
    expect(asked.args).toEqual({ terrain: "forest" });
    expect(w.onMap.filter((x) => x.terrain === "forest")).toHaveLength(1);
  });

  it("Clean Up after the Fight: if the monster remains on the board, the player keeps their weakness tokens", () => {
    const t = table([WOLF]);
    const m = meet(t, WOLF, "monster.troll");
    const w = t.e.state.weakness!;
    w.held[WOLF] = [{ terrain: "mountain", number: w.pool.mountain.splice(0, 1)[0] }];
    t.setHand(WOLF, []);
    t.player(WOLF).deck = t.player(WOLF).deck.slice(0, 2);
    t.player(WOLF).discard = [];
    t.player(WOLF).shield = 0;
    const result = t.run(fightMonster(t.e, WOLF, m), {
      "use-weakness": [],
      "fight-turn": "pass",
      "monster-attack": "charge",
    });
    expect(result).not.toBe("won");
    expect(t.e.state.monsters.some((x) => x.monster === "monster.troll")).toBe(true);
    expect(w.held[WOLF]).toHaveLength(1);
  });

  it("Dimeritium Bomb explained: against a witcher, used before the fight, the opponent's specialty level counts as 1 for this fight only", () => {
    const t = table([WOLF, BEAR]);
    for (const id of [WOLF, BEAR]) t.player(id).location = "location.vizima";
    t.player(BEAR).attributes.specialty = 4;
    holdDimeritium(t, WOLF);
    let during = -1;
    t.run(ruleCall(duelStep, duelOf(WOLF, BEAR)), {
      "bomb-before-fight": (d) => [d.options[0].key],
      "fight-turn": () => {
        if (during < 0) during = t.e.attribute(BEAR, "specialty");
        return ["pass"];
      },
    });
    expect(t.decisions.find((d) => d.type === "bomb-before-fight")!.who).toBe(WOLF);
    expect(during).toBe(1);
    expect(t.e.attribute(BEAR, "specialty")).toBe(4);
    expect(t.player(WOLF).bombs).toEqual([]);
  });
});
