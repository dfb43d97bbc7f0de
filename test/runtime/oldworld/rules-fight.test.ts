// Old World fights: the life pool, Charge and Bite, combos by extension colour,
// damage to shield then cards, knock-out, each result, monster abilities, and
// witcher against witcher (old-world-base-facts.md, "Fight vs monster",
// "Fight results", "Witcher vs witcher").
import { damage, damageOf } from "../../../games/oldworld/rules/engine-steps.ts";
import { describe, expect, it } from "vitest";
import type { Decision } from "../../../runtime/core/decision.ts";
import type { MonsterDef, OldWorldContent } from "../../../games/oldworld/rules/content.ts";
import { canDuel, duelStep, fightMonster, fightMonsterStep, duelOf } from "../../../games/oldworld/rules/fight.ts";
import { closeOpen } from "../../../games/oldworld/rules/fork.ts";
import { OldWorldMachine, ruleCall } from "../../../games/oldworld/rules/machine.ts";
import { oldWorldSchema } from "../../../games/oldworld/rules/state-schema.ts";
import type { OldWorldOptions } from "../../../games/oldworld/rules/state.ts";
import { content as bundled } from "../../../content/generated/oldworld.ts";
import { fixtureContent, locId } from "../../fixtures/oldworld/content.ts";
import type { MapMonster } from "../../../games/oldworld/rules/state.ts";
import { OwTable, meet, W, firstCombo, extendWhileAble, type Answerer } from "./table.ts";

/** the fixture with some monsters changed (life, abilities) */
function withMonsters(change: Record<string, Partial<MonsterDef>>): OldWorldContent {
  return { ...fixtureContent, monsters: fixtureContent.monsters.map((m) => ({ ...m, ...change[m.id] })) };
}

/** the fight deck's top cards become these fight cards (by id), in order */
function stackFightDeck(t: OwTable, ids: string[]): void {
  const s = t.e.state;
  const top = ids.map((id) => s.fightDeck.find((c) => c.startsWith(`${id}#`))!);
  s.fightDeck = [...top, ...s.fightDeck.filter((c) => !top.includes(c))];
}

/**
 * The Wolf meets the ekimmara with only Push in hand, no deck and no discard,
 * fight card b5 on top and the monster's Charge rigged to 5 damage: a fight
 * the witcher loses. The two knocked-out results below start from it.
 */
function knockOutByEkimmara(t: OwTable): { p: ReturnType<OwTable["player"]>; m: MapMonster } {
  const p = t.player(W.wolf);
  const m = meet(t, W.wolf, "monster.ekimmara");
  stackFightDeck(t, ["fight.b5"]);
  p.deck = [];
  p.discard = [];
  t.setHand(W.wolf, ["action.push"]);
  p.deck = [];
  t.rng.queue = [1]; // Charge: 5 damage
  return { p, m };
}

/** play one combo of these cards (by instance, in order) in the first fight turn, then pass */
function combo(cards: string[]): Record<string, Answerer> {
  let started = false;
  let i = 1;
  return {
    "fight-turn": () => (started ? ["pass"] : ((started = true), [`combo.${cards[0]}`])),
    "extend-combo": (d) => (i < cards.length && d.options.some((o) => o.key === `extend.${cards[i]}`) ? [`extend.${cards[i++]}`] : ["stop"]),
  };
}

describe("Old World monster fight", () => {
  it("Fight vs monster: build its life pool by drawing monster fight cards equal to its life; shuffle your discard into your deck (keep hand)", () => {
    const t = new OwTable({ witchers: [W.wolf] });
    const p = t.player(W.wolf);
    const m = meet(t, W.wolf, "monster.nekkers-nest");
    p.trailTokens.push("monster.nekkers-nest"); // the witcher acts first
    p.discard.push(p.deck.pop()!, p.deck.pop()!);
    const hand = [...p.hand];
    let seen: { life: number; discard: number; hand: string[] } | null = null;
    t.run(fightMonster(t.e, W.wolf, m), {
      "fight-turn": () => {
        seen ??= { life: t.e.fight!.life.length, discard: p.discard.length, hand: [...p.hand] };
        return ["pass"];
      },
    });
    expect(seen).toEqual({ life: 11, discard: 0, hand });
  });

  it("Fight vs monster: the holder of the monster's trail token acts first; otherwise the monster does", () => {
    const first = (trail: boolean) => {
      const t = new OwTable({ witchers: [W.wolf] });
      const m = meet(t, W.wolf, "monster.foglet");
      if (trail) t.player(W.wolf).trailTokens.push("monster.foglet");
      const at = t.e.log.events.length;
      t.run(fightMonster(t.e, W.wolf, m), { "fight-turn": "pass" });
      return t.e.log.events.slice(at).find((e) => e.type === "monster-attack" || e.type === "no-combo" || e.type === "combo")!.type;
    };
    expect(first(false)).toBe("monster-attack");
    expect(first(true)).toBe("no-combo");
  });

  it("Combo: the first card is free; each next card must match the colour of the previous card's combo extension", () => {
    const t = new OwTable({ witchers: [W.wolf] });
    const p = t.player(W.wolf);
    const m = meet(t, W.wolf, "monster.foglet");
    p.trailTokens.push("monster.foglet");
    // quick slash: blue, extends red; crushing blow: red, extends green; aard: purple
    const [slash, blow, aard] = t.setHand(W.wolf, ["action.quick-slash", "action.crushing-blow", "action.aard"]);
    const offered: string[][] = [];
    t.run(fightMonster(t.e, W.wolf, m), {
      "fight-turn": (d) => (d.options.some((o) => o.key === `combo.${slash}`) && p.hand.includes(slash) ? [`combo.${slash}`] : ["pass"]),
      "extend-combo": (d) => {
        offered.push(d.options.map((o) => o.key));
        return d.options.some((o) => o.key === `extend.${blow}`) ? [`extend.${blow}`] : ["stop"];
      },
    });
    expect(offered[0]).toEqual([`extend.${blow}`, "stop"]);
    expect(offered[0]).not.toContain(`extend.${aard}`);
    expect(t.e.log.ofType("combo")[0]).toMatchObject({ cards: ["action.quick-slash", "action.crushing-blow"] });
  });

  it("Combo resolution order: each card's symbols, then its combo extension's symbols only when a card is played on it", () => {
    const dealt = (cards: string[]) => {
      const t = new OwTable({ witchers: [W.wolf] });
      const m = meet(t, W.wolf, "monster.leshen");
      t.player(W.wolf).trailTokens.push("monster.leshen");
      const hand = t.setHand(W.wolf, cards);
      t.run(fightMonster(t.e, W.wolf, m), combo(hand));
      return t.e.log.ofType("monster-hit")[0]?.amount;
    };
    // Whirl: 2 damage, extension red with 1 damage; Precise Blow: 3 damage
    expect(dealt(["action.whirl"])).toBe(2);
    expect(dealt(["action.whirl", "action.precise-blow"])).toBe(2 + 1 + 3);
  });

  it("Monster turn: solo, the die, 1–3 Charge, 4–6 Bite; the top life-pool card's half is applied and the card leaves the pool", () => {
    for (const [roll, attack, damage] of [
      [2, "charge", 5],
      [5, "bite", 2],
    ] as const) {
      const t = new OwTable({ witchers: [W.wolf] });
      const p = t.player(W.wolf);
      const m = meet(t, W.wolf, "monster.nekkers-nest");
      stackFightDeck(t, ["fight.b5"]); // B5: Charge 5 damage | Bite 2 damage
      p.deck = [];
      p.discard = [];
      t.setHand(W.wolf, ["action.push", "action.push", "action.push", "action.push", "action.push", "action.push"]);
      p.deck = [];
      t.rng.queue = [roll];
      let life = -1;
      t.run(fightMonster(t.e, W.wolf, m), { "fight-turn": () => ((life = life < 0 ? t.e.fight!.life.length : life), ["pass"]) });
      expect(t.e.log.ofType("attack-die")[0]).toMatchObject({ roll, attack });
      expect(t.e.log.ofType("monster-attack")[0]).toMatchObject({ card: "fight.b5", attack });
      expect(t.e.log.ofType("damage")[0]).toMatchObject({ amount: damage, shield: 1, cards: damage - 1 });
      expect(life).toBe(10);
    }
  });

  it("Monster turn: another player (the one to the left) chooses Charge or Bite", () => {
    const t = new OwTable({ witchers: [W.wolf, W.griffin] });
    const m = meet(t, W.wolf, "monster.foglet");
    const asked: Decision[] = [];
    t.run(fightMonster(t.e, W.wolf, m), { "monster-attack": (d) => (asked.push(d), ["bite"]), "fight-turn": "pass" });
    expect(asked[0].who).toBe(W.griffin);
    expect(asked[0].options.map((o) => o.key)).toEqual(["charge", "bite"]);
  });

  it("Monster fight cards: L is the monster's level (B2 Bite deals L+2: 4 against a level II monster)", () => {
    const t = new OwTable({ witchers: [W.wolf] });
    const p = t.player(W.wolf);
    const m = meet(t, W.wolf, "monster.penitent"); // level II, no ability in this content
    stackFightDeck(t, ["fight.b2"]);
    p.deck = [];
    p.discard = [];
    t.setHand(W.wolf, Array(8).fill("action.push"));
    p.deck = [];
    t.rng.queue = [6];
    t.run(fightMonster(t.e, W.wolf, m), { "fight-turn": "pass" });
    expect(t.e.log.ofType("damage")[0]).toMatchObject({ amount: 4 });
  });

  it("Fight vs monster: damage to a player lowers the shield first, then discards cards: from the deck, then from the hand", () => {
    const t = new OwTable({ witchers: [W.wolf] });
    const p = t.player(W.wolf);
    p.shield = 1;
    t.setDeck(W.wolf, ["action.push", "action.push"]);
    t.setHand(W.wolf, ["action.aard", "action.aard", "action.aard"]);
    p.deck = p.deck.slice(0, 2);
    const out = t.run(ruleCall(damage, damageOf(W.wolf, 4)));
    expect([p.shield, p.deck.length, p.hand.length, out]).toEqual([0, 0, 2, false]);
    expect(t.run(ruleCall(damage, damageOf(W.wolf, 5)))).toBe(true); // no cards left: knocked out
  });

  it("Fight results: win → monster trophy, 2 gold, a new monster one level higher in that terrain slot, trail tokens returned, shield to Defence", () => {
    const content = withMonsters({ "monster.foglet": { life: 2 } });
    const t = new OwTable({ witchers: [W.wolf, W.griffin] }, {}, content);
    const p = t.player(W.wolf);
    const m = meet(t, W.wolf, "monster.foglet");
    p.trailTokens.push("monster.foglet");
    t.player(W.griffin).trailTokens.push("monster.foglet");
    const gold = p.gold;
    const hand = t.setHand(W.wolf, ["action.crushing-blow"]);
    const result = t.run(fightMonster(t.e, W.wolf, m), combo(hand));
    expect(result).toBe("won");
    expect(p.trophies.monster).toEqual(["monster.foglet"]);
    expect(p.gold).toBe(gold + 2);
    expect(t.player(W.griffin).trailTokens).toEqual([]);
    const replacement = t.e.state.monsters.find((x) => x.terrain === m.terrain)!;
    expect(t.e.cat.monster(replacement.monster).level).toBe(2);
    expect(p.shield).toBe(p.attributes.defence);
    expect(p.hand.length + p.discard.length).toBe(0); // everything reshuffled into the deck
  });

  it("Fight vs monster: empty pool = defeated — a combo that empties the life pool with the witcher's last cards wins the fight, not a knock-out", () => {
    const content = withMonsters({ "monster.foglet": { life: 2 } });
    const t = new OwTable({ witchers: [W.wolf] }, {}, content);
    const p = t.player(W.wolf);
    const m = meet(t, W.wolf, "monster.foglet");
    p.trailTokens.push("monster.foglet");
    p.deck = [];
    p.discard = [];
    const hand = t.setHand(W.wolf, ["action.crushing-blow"]);
    p.deck = [];
    expect(t.run(fightMonster(t.e, W.wolf, m), combo(hand))).toBe("won");
    expect(p.trophies.monster).toEqual(["monster.foglet"]);
  });

  it("Fight results: knocked out with 2+ cards left → take its trail token, gain a 0-cost card, draw at most 2 in Phase III", () => {
    const t = new OwTable({ witchers: [W.wolf] });
    const { p, m } = knockOutByEkimmara(t);
    const owned = p.hand.length + p.deck.length + p.discard.length;
    expect(t.run(fightMonster(t.e, W.wolf, m))).toBe("knocked-out");
    expect(p.trailTokens).toEqual(["monster.ekimmara"]);
    expect(p.deck.length).toBe(owned + 1);
    expect(t.e.phase3Limit).toBe(2);
    expect(t.e.state.monsters).toContainEqual(m);
  });

  it("Fight results: knocked out with the monster at 0–1 cards → 2 gold and a 0-cost card", () => {
    const content = withMonsters({ "monster.ekimmara": { life: 1 } });
    const t = new OwTable({ witchers: [W.wolf] }, {}, content);
    const { p, m } = knockOutByEkimmara(t);
    const gold = p.gold;
    expect(t.run(fightMonster(t.e, W.wolf, m))).toBe("knocked-out-close");
    expect(p.gold).toBe(gold + 2);
    expect(p.trailTokens).toEqual([]);
  });

  it("Fatigue: the trophy track destroys cards per position (this content: 1 card at the second monster trophy)", () => {
    const content = withMonsters({ "monster.foglet": { life: 1 } });
    const t = new OwTable({ witchers: [W.wolf, W.griffin] }, {}, content);
    const p = t.player(W.wolf);
    p.trophyTrack = 1;
    const m = meet(t, W.wolf, "monster.foglet");
    p.trailTokens.push("monster.foglet");
    const hand = t.setHand(W.wolf, ["action.crushing-blow"]);
    const cards = p.deck.length + p.hand.length;
    t.run(fightMonster(t.e, W.wolf, m), combo(hand));
    expect(p.trashed).toHaveLength(1);
    expect(p.deck.length).toBe(cards - 1);
  });

  it("Potions: usable in a fight up to the Alchemy level; Water Hag allows at most 1", () => {
    const potionsDrunk = (monster: string, alchemy: number) => {
      const t = new OwTable({ witchers: [W.wolf] });
      const p = t.player(W.wolf);
      p.attributes.alchemy = alchemy;
      t.e.gainPotions(W.wolf, 4);
      const m = meet(t, W.wolf, monster);
      p.trailTokens.push(monster);
      let _turns = 0;
      t.run(fightMonster(t.e, W.wolf, m), {
        "fight-turn": (d) => {
          const potion = d.options.find((o) => o.key.startsWith("potion."));
          if (potion) return [potion.key];
          _turns++;
          return ["pass"];
        },
      });
      return t.e.log.ofType("potion-drunk").length;
    };
    expect(potionsDrunk("monster.foglet", 1)).toBe(1);
    expect(potionsDrunk("monster.foglet", 3)).toBe(3);
    expect(potionsDrunk("monster.water-hag", 3)).toBe(1);
  });

  it("Monster abilities: Ghoul's Nest — your 1st turn deals max 2; Fiend — purple cards have no effect (still extend)", () => {
    const first = (monster: string, cards: string[]) => {
      const t = new OwTable({ witchers: [W.wolf] });
      const m = meet(t, W.wolf, monster);
      t.player(W.wolf).trailTokens.push(monster);
      const hand = t.setHand(W.wolf, cards);
      t.run(fightMonster(t.e, W.wolf, m), combo(hand));
      return t.e.log.ofType("monster-hit")[0]?.amount ?? 0;
    };
    expect(first("monster.ghouls-nest", ["action.crushing-blow"])).toBe(2);
    expect(first("monster.foglet", ["action.crushing-blow"])).toBe(3);
    expect(first("monster.fiend", ["action.aard", "action.quick-slash"])).toBe(2); // Aard (purple) muted, Quick Slash still follows it
  });
});

describe("Old World witcher against witcher", () => {
  it("Witcher vs witcher: attack a witcher at your location, not at a school", () => {
    const t = new OwTable({ witchers: [W.wolf, W.griffin] });
    t.player(W.wolf).location = locId(7);
    t.player(W.griffin).location = locId(7);
    expect(canDuel(t.e, W.wolf, W.griffin)).toBe(true);
    t.player(W.wolf).location = locId(3);
    t.player(W.griffin).location = locId(3); // Kaer Morhen: the Wolf school
    expect(canDuel(t.e, W.wolf, W.griffin)).toBe(false);
    t.player(W.griffin).location = locId(2);
    expect(canDuel(t.e, W.wolf, W.griffin)).toBe(false);
  });

  it("Witcher vs witcher: the winning attacker takes a witcher trophy of the loser's school (1 per school) and gold = the loser's reputation", () => {
    const t = new OwTable({ witchers: [W.wolf, W.griffin, W.bear] });
    const a = t.player(W.wolf);
    const d = t.player(W.griffin);
    a.location = d.location = locId(7);
    t.setHand(W.wolf, ["action.crushing-blow"]);
    d.deck = [];
    d.discard = [];
    d.hand = [];
    d.shield = 0;
    d.deck = [t.e.instance("action.push")];
    const gold = a.gold;
    const winner = t.run(ruleCall(duelStep, duelOf(W.wolf, W.griffin)), {
      "fight-turn": (x) =>
        x.who === W.wolf && x.options.some((o) => o.key.startsWith("combo.")) ? [x.options.find((o) => o.key.startsWith("combo."))!.key] : ["pass"],
    });
    expect(winner).toBe(W.wolf);
    expect(a.trophies.witcher).toEqual(["school.griffin"]);
    expect(d.witcherTrophiesLeft).toBe(1);
    expect(a.gold).toBe(gold + fixtureContent.tables.reputation[0]);
  });
});

describe("Old World fights at a decision: a snapshot", () => {
  const WOLF = "witcher.wolf-witcher";
  const BEAR = "witcher.bear-witcher";
  const ALZUR = "mage.alzur";
  /** the first options of any decision (as few as it allows) but a fight turn's and a combo's, which play the first combo they can */
  const answer = (d: Decision) =>
    d.type === "fight-turn" ? firstCombo(d) : d.type === "extend-combo" ? extendWhileAble(d) : d.options.slice(0, d.pick?.min ?? 1).map((o) => o.key);

  /** play the machine to its end; what the game is then, and what was told since `from` */
  function playOut(t: OwTable, m: OldWorldMachine, from: number): string {
    while (!m.over) m.answer(answer(m.pending!));
    return JSON.stringify({ state: t.e.state, result: m.result, events: t.e.log.events.filter((x) => x.seq >= from) });
  }

  /** the decisions snapshotted, by type */
  const types = new Set<string>();

  /**
   * At its `nth` decision asked by a step, the fight's snapshot, checked, played on, restored and played on
   * again: the same both times. False when the fight ended before.
   */
  function snapshotAt(t: OwTable, m: OldWorldMachine, nth: number): boolean {
    let seen = 0;
    while (!m.over && !(m.inSteps && ++seen >= nth)) m.answer(answer(m.pending!));
    if (m.over) return false;
    types.add(m.pending!.type);
    const snap = m.snapshot();
    // the fight in progress (none in its results: fatigue, a free card) is the state's: a copy, of the declared shape
    expect(oldWorldSchema.problems(snap.state)).toEqual([]);
    if (t.e.fight) expect(snap.state.fight).not.toBe(t.e.fight);
    expect(snap.state.fight ?? null).toEqual(JSON.parse(JSON.stringify(t.e.fight)));
    const from = t.e.log.count;
    const first = playOut(t, m, from);
    m.restore(snap);
    t.e.state = m.state as typeof t.e.state;
    t.e.rng = m.rng;
    closeOpen(t.e);
    expect(t.e.fight).toBe((t.e.state as { fight?: unknown }).fight ?? null);
    t.e.log.rewind(from);
    expect(playOut(t, m, from)).toBe(first);
    return true;
  }

  /** a fight made afresh by `start`, snapshotted at each of its decisions asked by a step in turn; how many there were */
  function everyDecision(start: () => { t: OwTable; m: OldWorldMachine }): number {
    let nth = 1;
    for (; nth < 200; nth++) {
      const { t, m } = start();
      if (!snapshotAt(t, m, nth)) break;
    }
    return nth - 1;
  }

  /** a witcher (or mage) fights a monster at his location on the bundled content, as its steps run it */
  function bundledFight(opts: Partial<OldWorldOptions> & { witchers: string[] }, monster: string, trail: boolean) {
    return () => {
      const t = new OwTable(opts, {}, bundled);
      const id = opts.witchers[0];
      const s = t.e.state;
      for (const pile of Object.values(s.monsterPiles)) if (pile.includes(monster)) pile.splice(pile.indexOf(monster), 1);
      const terrain = t.e.cat.monster(monster).terrain;
      s.monsters = s.monsters.filter((x) => x.terrain !== terrain);
      const at = s.monsters.push({ monster, location: t.player(id).location, terrain }) - 1;
      if (trail) t.player(id).trailTokens.push(monster);
      // Monster Weakness mode: two of the monster's weakness tokens held, for the fight to offer
      const w = s.weakness;
      if (w) for (const number of w.pool[terrain].splice(0, 2)) w.held[id].push({ terrain, number });
      const m = new OldWorldMachine(t.e, { seed: opts.seed ?? 1, witchers: opts.witchers });
      m.start(m, fightMonsterStep, { id, monster, terrain, at, life: null });
      return { t, m };
    };
  }

  it("Fight vs monster: at a fight turn's decision the fight (life pool, turns, potions drunk) is copied with the state, and the copy plays on as the game did", () => {
    for (const nth of [1, 2, 4]) {
      const t = new OwTable({ witchers: [W.wolf], seed: 3 });
      const m = meet(t, W.wolf, "monster.nekkers-nest", { trail: true });
      const machine = new OldWorldMachine(t.e, { seed: 3, witchers: [W.wolf] });
      machine.start(machine, fightMonsterStep, { id: W.wolf, monster: m.monster, terrain: m.terrain, at: t.e.state.monsters.indexOf(m), life: null });
      expect(snapshotAt(t, machine, nth)).toBe(true);
    }
  });

  it("Fight vs monster on the bundled content: at every decision its steps ask (Monster Weakness mode: weaknesses, passive attacks; a mage's boosts and protection) the snapshot plays on as the game did", () => {
    const monsters = bundled.monsters.filter((x) => x.level === 1 || x.level === 3).map((x) => x.id);
    let asked = 0;
    for (const [i, monster] of monsters.slice(0, 6).entries()) {
      asked += everyDecision(
        bundledFight({ seed: 11 + i, witchers: [WOLF, BEAR], expansions: ["monster-trail"], modes: ["monster-weakness"] }, monster, i % 2 === 0),
      );
      asked += everyDecision(bundledFight({ seed: 21 + i, witchers: [ALZUR, WOLF], expansions: ["mages"] }, monster, i % 2 === 1));
    }
    expect(asked).toBeGreaterThan(40);
    for (const type of ["use-weakness", "fight-turn", "extend-combo", "boost", "monster-attack"]) expect(types).toContain(type);
  });

  it("Witcher vs witcher: at a duel's decision the fight is copied with the state, and the copy plays on as the game did", () => {
    const t = new OwTable({ witchers: [W.wolf, W.griffin], seed: 5 });
    t.player(W.griffin).location = t.player(W.wolf).location;
    const machine = new OldWorldMachine(t.e, { seed: 5, witchers: [W.wolf, W.griffin] });
    machine.start(machine, duelStep, { attacker: W.wolf, defender: W.griffin, round: 0, seat: 0, winner: null });
    expect(snapshotAt(t, machine, 3)).toBe(true);
  });

  it("Witcher vs witcher on the bundled content, a mage against a witcher: at every decision its steps ask the snapshot plays on as the game did", () => {
    const asked = everyDecision(() => {
      const t = new OwTable({ seed: 7, witchers: [ALZUR, WOLF], expansions: ["mages"] }, {}, bundled);
      t.player(WOLF).location = t.player(ALZUR).location;
      const m = new OldWorldMachine(t.e, { seed: 7, witchers: [ALZUR, WOLF] });
      m.start(m, duelStep, { attacker: ALZUR, defender: WOLF, round: 0, seat: 0, winner: null });
      return { t, m };
    });
    expect(asked).toBeGreaterThan(5);
  });
});
