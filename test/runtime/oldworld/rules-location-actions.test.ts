// Location actions on the bundled content (content/oldworld/map.grim): Phase I
// "move … and optionally take the location action, repeatable"
// (old-world-base-facts.md, "Rules of play"). A school's location trains; the
// others' actions are written in the game's style.
import { describe, expect, it } from "vitest";
import { content } from "../../../content/generated/oldworld.ts";
import type { Decision } from "../../../runtime/core/decision.ts";
import { randomAgent, playToEnd } from "../../../runtime/agents/agents.ts";
import { createOldWorldGame } from "../../../games/oldworld/rules/game.ts";
import { greedyOldWorld } from "../../../games/oldworld/agents/greedy.ts";
import { phaseOne } from "../../../games/oldworld/rules/turn.ts";
import { OwTable, type Answerer } from "./table.ts";

const WOLF = "witcher.wolf-witcher";

/** answers a decision type from a queue, one per time it is asked */
const queue =
  (...keys: string[]): Answerer =>
  () => [keys.shift()!];

/** a solo table on the bundled content with the witcher at a location, his gold and hand set */
function at(location: string, gold: number, hand: string[] = ["action.thrust", "action.aard", "action.quick-slash"]): OwTable {
  const t = new OwTable({ witchers: [WOLF] }, {}, content);
  const p = t.player(WOLF);
  p.location = location;
  p.gold = gold;
  t.setHand(WOLF, hand);
  return t;
}

const offered = (d: Decision) => d.options.some((o) => o.key === "location-action");

describe("Old World location actions (bundled content)", () => {
  it("Turn: Phase I — every location of the map that is not a school's has a location action; a school's trains attributes", () => {
    // the base game's five schools (Monster Trail's Manticore keep is a location with its own action in games without it)
    const schools = new Set(content.schools.filter((s) => s.set === "core").map((s) => s.location));
    for (const loc of content.locations) {
      const actions = loc.hooks.filter((h) => h.window === "location-action");
      expect(actions.length, loc.id).toBe(schools.has(loc.id) ? 0 : 1);
    }
    expect(schools.size).toBe(5);
  });

  it("Turn: Phase I — at a town's alchemist (Novigrad) the location action buys 1 potion for 1 gold, once until the witcher moves again", () => {
    const t = at("location.novigrad", 3);
    const p = t.player(WOLF);
    const asked: Decision[] = [];
    t.run(phaseOne(WOLF), { "phase-1": (d) => (asked.push(d), [offered(d) ? "location-action" : "end"]) });
    expect(p.gold).toBe(2);
    expect(p.potions).toHaveLength(1);
    expect(asked.map(offered)).toEqual([true, false]);
  });

  it("Turn: Phase I — the location action is repeatable after moving: Novigrad, then Vizima's merchant (a card costing at most 1 from the action pool for 2 gold)", () => {
    const t = at("location.novigrad", 5);
    const p = t.player(WOLF);
    const cheap = t.e.slotsCostingAtMost(1);
    expect(cheap.length).toBeGreaterThan(0);
    const card = t.e.state.pool[cheap[0]]!;
    t.run(phaseOne(WOLF), {
      "phase-1": queue("location-action", "move.location.vizima", "location-action", "end"),
      "travel-payment": "card-gold",
      "gain-free-card": String(cheap[0]),
    });
    expect(p.location).toBe("location.vizima");
    expect(p.potions).toHaveLength(1);
    expect(p.hand).toContain(card);
    // 1 potion, 1 travel, 2 the merchant
    expect(p.gold).toBe(5 - 1 - 1 - 2);
  });

  it("Turn: Phase I — a location action that cannot be paid is not offered (Glenmore's herbs need 2 cards, the tavern of Behelt Nar 1 gold)", () => {
    const herbs = at("location.glenmore", 0, ["action.thrust"]);
    const d1: Decision[] = [];
    herbs.run(phaseOne(WOLF), { "phase-1": (d) => (d1.push(d), ["end"]) });
    expect(offered(d1[0])).toBe(false);

    const paid = at("location.glenmore", 0);
    const p = paid.player(WOLF);
    paid.run(phaseOne(WOLF), { "phase-1": queue("location-action", "end") });
    expect(p.hand).toHaveLength(1);
    expect(p.discard).toHaveLength(2);
    expect(p.potions).toHaveLength(1);

    const broke = at("location.behelt-nar", 0);
    const d2: Decision[] = [];
    broke.run(phaseOne(WOLF), { "phase-1": (d) => (d2.push(d), ["end"]) });
    expect(offered(d2[0])).toBe(false);
    const tavern = at("location.behelt-nar", 1);
    tavern.run(phaseOne(WOLF), { "phase-1": queue("location-action", "end") });
    expect(tavern.player(WOLF).hand).toHaveLength(4);
    expect(tavern.player(WOLF).gold).toBe(0);
  });

  it("Turn: Phase I — agents take location actions: greedy and random witchers use them in games of the bundled content", () => {
    const used: Record<string, number> = { greedy: 0, random: 0 };
    for (let seed = 1; seed <= 6; seed++) {
      const seats = [WOLF, "witcher.cat-witcher"];
      const game = createOldWorldGame(content, { seed, witchers: seats, maxRounds: 200 });
      playToEnd(game, { [seats[0]]: greedyOldWorld, [seats[1]]: randomAgent(seed) });
      for (const ev of game.log.filter((x) => x.type === "location-action")) used[ev.player === WOLF ? "greedy" : "random"]++;
    }
    expect(used.greedy).toBeGreaterThan(0);
    expect(used.random).toBeGreaterThan(0);
  });
});
