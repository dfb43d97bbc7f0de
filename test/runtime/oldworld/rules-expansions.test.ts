// Ciri and the Lost Mount (old-world-kickstarter-expansions.en.txt, "Ciri
// Expansion", "Lost Mount Expansion"), and the combinations the rulebooks exclude.
import { describe, expect, it } from "vitest";
import { ContentError } from "../../../runtime/core/errors.ts";
import { fightMonster } from "../../../games/oldworld/rules/fight.ts";
import { ruleCall } from "../../../games/oldworld/rules/machine.ts";
import { phaseOne, reachLostMount } from "../../../games/oldworld/rules/turn.ts";
import type { MapMonster } from "../../../games/oldworld/rules/state.ts";
import { fixtureContent, locId } from "../../fixtures/oldworld/content.ts";
import { OwTable, W, meet as meetMonster, type Answerer } from "./table.ts";

// the witcher acts first in every meeting here
const meet = (t: OwTable, id: string, monster: string): MapMonster => meetMonster(t, id, monster, { trail: true });

describe("Ciri Expansion", () => {
  it("Setup changes: Ciri starts the game in the School of the Wolf, shared with the Wolf witcher", () => {
    const t = new OwTable({ witchers: [W.wolf, W.ciri] });
    expect(t.player(W.ciri).school).toBe("school.wolf");
    expect(t.player(W.ciri).location).toBe(locId(3));
    expect(t.player(W.wolf).location).toBe(locId(3));
  });

  it("Elder Blood: once per fight, during your fight turn, treat 1 card as if it had a combo extension of any colour, with symbols by specialty level", () => {
    const t = new OwTable({ witchers: [W.ciri] });
    const m = meet(t, W.ciri, "monster.leshen");
    // Aard extends blue only; Rend is red
    const [aard, rend, slash] = t.setHand(W.ciri, ["action.aard", "action.rend", "action.quick-slash"]);
    const offers: string[][] = [];
    let turn = 0;
    t.run(fightMonster(t.e, W.ciri, m), {
      "fight-turn": () => (turn++ === 0 ? [`combo.${aard}`] : turn === 2 ? [`combo.${slash}`] : ["pass"]),
      "extend-combo": (d) => {
        offers.push(d.options.map((o) => o.key));
        if (d.options.some((o) => o.key === "elder-blood")) return ["elder-blood"];
        if (d.options.some((o) => o.key === `extend.${rend}`)) return [`extend.${rend}`];
        return ["stop"];
      },
    });
    expect(offers[0]).toContain("elder-blood");
    expect(offers[0]).not.toContain(`extend.${rend}`);
    expect(offers[1]).toContain(`extend.${rend}`);
    // Aard 2 + Elder Blood level 1 extension 1 + Rend 2
    expect(t.e.log.ofType("monster-hit")[0]).toMatchObject({ amount: 5 });
    // once per fight: the second fight turn's combo is not offered Elder Blood
    expect(offers.slice(2).flat()).not.toContain("elder-blood");
  });

  it("Elder Blood: the extension's symbols depend on the specialty level", () => {
    const t = new OwTable({ witchers: [W.ciri] });
    t.player(W.ciri).attributes.specialty = 3;
    const m = meet(t, W.ciri, "monster.leshen");
    const [aard, rend] = t.setHand(W.ciri, ["action.aard", "action.rend"]);
    let first = true;
    t.run(fightMonster(t.e, W.ciri, m), {
      "fight-turn": () => (first ? ((first = false), [`combo.${aard}`]) : ["pass"]),
      "extend-combo": (d) =>
        d.options.some((o) => o.key === "elder-blood") ? ["elder-blood"] : d.options.some((o) => o.key === `extend.${rend}`) ? [`extend.${rend}`] : ["stop"],
    });
    // level 3 in this content: 2 damage and 1 shield
    expect(t.e.log.ofType("monster-hit")[0]).toMatchObject({ amount: 2 + 2 + 2 });
  });

  it("Dance of Blades: cost 1, If this Combo has 3 or more cards, deal 1 additional Damage", () => {
    const dealt = (cards: string[]) => {
      const t = new OwTable({ witchers: [W.ciri] });
      const m = meet(t, W.ciri, "monster.leshen");
      const hand = t.setHand(W.ciri, cards);
      let i = 1;
      let first = true;
      t.run(fightMonster(t.e, W.ciri, m), {
        "fight-turn": () => (first ? ((first = false), [`combo.${hand[0]}`]) : ["pass"]),
        "extend-combo": (d) => (i < hand.length && d.options.some((o) => o.key === `extend.${hand[i]}`) ? [`extend.${hand[i++]}`] : ["stop"]),
      });
      return t.e.log.ofType("monster-hit")[0].amount;
    };
    const dance = fixtureContent.actions.find((a) => a.id === "action.dance-of-blades")!;
    expect(dance.cost).toBe(1);
    // Dance of Blades (blue, extends red) → Crushing Blow (red, extends green) → Push (green)
    const two = dealt(["action.dance-of-blades", "action.crushing-blow"]);
    const three = dealt(["action.dance-of-blades", "action.crushing-blow", "action.push"]);
    expect(two).toBe(2 + 1 + 3);
    expect(three).toBe(2 + 1 + 1 + 3 + 1);
  });
});

describe("Ciri Expansion, a new witcher", () => {
  it("Ciri Expansion: Ciri can be used as any other Witcher; a new playable character does not allow a 6-Player game", () => {
    const five = [W.wolf, W.griffin, W.bear, W.cat, W.ciri];
    expect(() => new OwTable({ witchers: five }, { "raise-attribute": "combat" })).not.toThrow();
    expect(() => new OwTable({ witchers: [...five, W.viper] })).toThrow(/1 to 5 witchers play, not 6/);
  });
});

describe("Lost Mount Expansion", () => {
  const placing: Record<string, string | Answerer> = { "lost-mount-pile": "forest" };

  it("Setup changes: the player who goes last picks 2 location tokens from one pile, chooses one, and places the Lost Mount there", () => {
    const t = new OwTable({ witchers: [W.wolf, W.griffin, W.bear], expansions: ["lost-mount"] }, placing);
    const pile = t.decisions.find((d) => d.type === "lost-mount-pile")!;
    const place = t.decisions.find((d) => d.type === "lost-mount-place")!;
    expect(pile.who).toBe(W.bear);
    expect(place.who).toBe(W.bear);
    expect(place.options).toHaveLength(2);
    for (const o of place.options) expect(t.e.cat.location(o.key).terrain).toBe("forest");
    expect(t.e.state.lostMount).toBe(place.options[0].key);
    expect(t.e.state.locationTokens.forest).toHaveLength(6); // the tokens are shuffled back
  });

  it("Gameplay changes: the Lost Mount stays in its location until a player gets there", () => {
    const t = new OwTable({ witchers: [W.wolf, W.griffin], expansions: ["lost-mount"] }, { "lost-mount-pile": "forest" });
    const mount = t.e.state.lostMount!;
    const p = t.player(W.wolf);
    p.gold = 10;
    t.setHand(W.wolf, Array(6).fill("action.push"));
    const away = t.e.adjacent(p.location).find((l) => l !== mount)!;
    t.run(phaseOne(W.wolf), {
      "phase-1": (d) => (p.location !== away && d.options.some((o) => o.key === `move.${away}`) ? [`move.${away}`] : ["end"]),
      "travel-payment": "card-gold",
    });
    expect(p.location).toBe(away);
    expect(t.e.state.lostMount).toBe(mount);
    expect(t.e.log.ofType("lost-mount-reached")).toEqual([]);
  });

  it("Lost Mount card: roll a die — 1-3: no effect; 4-5: immediately draw 1 card; 6: immediately draw 2 cards; the miniature is put aside", () => {
    // each roll of the die and the cards it draws
    const rolls: [roll: number, drawn: number][] = [
      [1, 0],
      [3, 0],
      [4, 1],
      [5, 1],
      [6, 2],
    ];
    for (const [roll, drawn] of rolls) {
      const t = new OwTable({ witchers: [W.wolf], expansions: ["lost-mount"] }, placing);
      const p = t.player(W.wolf);
      const hand = p.hand.length;
      t.rng.queue = [roll];
      t.run(ruleCall(reachLostMount, { id: W.wolf }));
      expect(p.hand.length - hand).toBe(drawn);
      expect(t.e.state.lostMount).toBeNull();
    }
  });

  it("Gameplay changes: a player who reaches the Lost Mount rolls, and after resolving Phase I places it again following the setup rules", () => {
    const t = new OwTable({ witchers: [W.wolf, W.griffin], expansions: ["lost-mount"] }, placing);
    const p = t.player(W.wolf);
    const mount = t.e.state.lostMount!;
    p.location = t.e.adjacent(mount)[0];
    t.setHand(W.wolf, ["action.push", "action.push", "action.push"]);
    t.rng.queue = [6];
    const asked: string[] = [];
    t.run(phaseOne(W.wolf), {
      "phase-1": (d) => (d.options.some((o) => o.key === `move.${mount}`) && p.location !== mount ? [`move.${mount}`] : ["end"]),
      "travel-payment": "two-cards",
      "lost-mount-pile": (d) => (asked.push(d.who), ["water"]),
    });
    expect(t.e.log.ofType("lost-mount-reached")[0]).toMatchObject({ player: W.wolf, roll: 6, draw: 2 });
    expect(asked).toEqual([W.wolf]);
    expect(t.e.cat.location(t.e.state.lostMount!).terrain).toBe("water");
  });

  it("Gameplay changes: The Lost Mount Expansion may be combined with any other Expansion, except the Wild Hunt Expansion (and so the Adventure Pack)", () => {
    expect(() => new OwTable({ witchers: [W.wolf], expansions: ["lost-mount", "wild-hunt"] })).toThrow(ContentError);
    expect(() => new OwTable({ witchers: [W.wolf], expansions: ["lost-mount", "wild-hunt"] })).toThrow(
      /Lost Mount Expansion may be combined with any other Expansion, except the Wild Hunt Expansion/,
    );
    expect(() => new OwTable({ witchers: [W.wolf], expansions: ["adventure-pack", "wild-hunt"] })).toThrow(
      /Adventure Pack Expansion may be combined with any other Expansion, except the Wild Hunt Expansion/,
    );
    expect(() => new OwTable({ witchers: [W.wolf], expansions: ["lost-mount", "ciri"] })).not.toThrow();
    expect(() => new OwTable({ witchers: [W.wolf], expansions: ["lost-mount"] }, placing, { ...fixtureContent, lostMount: null })).toThrow(
      /needs the Lost Mount card/,
    );
  });
});
