import { describe, expect, it } from "vitest";
import { availableActions, performAction } from "../../games/adventure/rules/actions.ts";
import { takeTurn } from "../../games/adventure/rules/turn.ts";
import { content as bundled } from "../../content/generated/index.ts";
import { DANDELION, GERALT, investigate, loc, reg, Table, TRISS, YARPEN } from "./table.ts";
import { play } from "./table.ts";
import { calls } from "../fixtures/adventure/build.ts";

describe("Actions", () => {
  it("Actions: only the active player performs actions, two per turn", () => {
    const t = new Table();
    t.e.state.zones[reg("gray")] = { monsters: [], foulFate: false };
    t.run(play(takeTurn, { hero: GERALT, action: 1 }), [], false);
    const acts = t.events("action");
    expect(acts.map((e) => e.hero)).toEqual([GERALT, GERALT]);
    expect(acts.map((e) => e.n)).toEqual([1, 2]);
  });

  it("Actions: an action space holding an action token or a wound token is not open", () => {
    const t = new Table();
    const g = t.hero(GERALT);
    g.actionTokens = ["travel"];
    g.wounds = { investigate: "minor" };
    expect(availableActions(t.e, GERALT)).toEqual(["develop", "rest", "brew"]);
  });

  it("Actions: a player cannot perform the same action twice during a turn", () => {
    const t = new Table();
    t.e.state.actionNo = 1;
    t.run(play(performAction, { hero: GERALT, action: null }), [["choose-action", "investigate"]]);
    t.e.state.actionNo = 2;
    t.run(play(performAction, { hero: GERALT, action: null }));
    expect(t.optionsOf("choose-action")).not.toContain("investigate");
  });

  it("Actions: Investigate draws one card from the chosen investigation deck and discards it faceup after resolving", () => {
    const t = new Table();
    t.stack("investigation.red", ["investigation.tracks#1"]);
    t.run(play(performAction, { hero: GERALT, action: null }), investigate("investigation.red"));
    expect(t.hero(GERALT).leads.red).toBe(2);
    expect(t.e.deck("investigation.red").discard).toEqual(["investigation.tracks#1"]);
  });

  it("Actions: Develop draws two development cards, keeps one and puts the other at the bottom of the deck", () => {
    const t = new Table();
    t.stack("development.geralt", ["development.igni#1", "development.swallow#1"]);
    t.run(play(performAction, { hero: GERALT, action: null }), [
      ["choose-action", "develop"],
      ["choose-card", "development.swallow#1"],
    ]);
    expect(t.hero(GERALT).development).toEqual([{ card: "development.swallow#1", markers: 0 }]);
    expect(t.e.deck("development.geralt").draw.at(-1)).toBe("development.igni#1");
  });

  it("Actions: Rest removes two minor wounds or one severe wound", () => {
    const t = new Table();
    const g = t.hero(GERALT);
    g.wounds = { travel: "minor", develop: "minor", brew: "severe" };
    t.run(play(performAction, { hero: GERALT, action: null }), [
      ["choose-action", "rest"],
      ["rest", "minor"],
    ]);
    expect(g.wounds).toEqual({ brew: "severe" });
    g.actionTokens = [];
    // only the severe wound is left: the choice is forced
    t.run(play(performAction, { hero: GERALT, action: null }), [["choose-action", "rest"]]);
    expect(g.wounds).toEqual({});
  });

  it("Actions: Brew (Geralt only) places a marker on each faceup potion card", () => {
    const t = new Table();
    const g = t.develop(GERALT, { "development.swallow#1": 0, "development.thunderbolt#1": 3, "development.igni#1": 0 });
    t.run(play(performAction, { hero: GERALT, action: null }), [["choose-action", "brew"]]);
    expect(g.development.map((d) => d.markers)).toEqual([1, 3, 0]);
    expect(availableActions(t.e, TRISS)).not.toContain("brew");
  });

  it("Actions: Prepare (Triss only) places a marker on one of her spell cards", () => {
    const t = new Table();
    const tr = t.develop(TRISS, { "development.fireball#1": 0, "development.telekinesis#1": 0 });
    t.e.state.active = TRISS;
    t.run(play(performAction, { hero: TRISS, action: null }), [
      ["choose-action", "prepare"],
      ["choose-card", "development.telekinesis#1"],
    ]);
    expect(tr.development.map((d) => d.markers)).toEqual([0, 1]);
  });

  it("Actions: Sing (Dandelion only) takes two gold from the supply", () => {
    const t = new Table({ heroes: [DANDELION, GERALT] });
    const before = t.hero(DANDELION).gold;
    t.run(play(performAction, { hero: DANDELION, action: null }), [["choose-action", "sing"]]);
    expect(t.hero(DANDELION).gold).toBe(before + 2);
  });

  it("Actions: Command (Yarpen only) resolves two chosen companions in the chosen order", () => {
    const t = new Table({ heroes: [YARPEN, GERALT] });
    const y = t.hero(YARPEN);
    const gold = y.gold;
    t.run(play(performAction, { hero: YARPEN, action: null }), [
      ["choose-action", "command"],
      ["command", ["companion.zoltan-chivay#1", "companion.paulie#1"]],
    ]);
    expect(t.events("command").map((e) => e.companion)).toEqual(["companion.zoltan-chivay#1", "companion.paulie#1"]);
    expect(y.leads.purple).toBe(1);
    expect(y.gold).toBe(gold + 2);
  });

  it("Actions: Travel moves along one route and receives the destination's leads", () => {
    const t = new Table();
    t.run(play(performAction, { hero: GERALT, action: null }), [
      ["choose-action", "travel"],
      ["choose-route", "route:location.kaer-morhen~location.ban-ard"],
    ]);
    expect(t.hero(GERALT).location).toBe(loc("ban-ard"));
    expect(t.hero(GERALT).leads.blue).toBe(1);
    expect(t.events("draw").filter((e) => e.deck === "foulfate")).toHaveLength(0);
  });
});

describe("Action Space", () => {
  it("Action Space: only action tokens or wound tokens occupy an action space, and a wounded space cannot be used", () => {
    const t = new Table();
    t.hero(GERALT).wounds = { travel: "minor", investigate: "minor", develop: "minor" };
    expect(availableActions(t.e, GERALT)).toEqual(["rest", "brew"]);
  });

  it("Action Space: spaces with a heart icon are woundable; rest is not", () => {
    const t = new Table();
    expect(t.e.woundSpaces(GERALT)).toEqual(["travel", "investigate", "develop", "brew"]);
  });
});

describe("Active Player", () => {
  it("Active Player: only the player taking his turn is asked about operations", () => {
    const t = new Table();
    t.hero(GERALT).leads.red = 3;
    // Triss could exchange leads too, and stands beside him to trade: still only Geralt is asked
    t.hero(TRISS).leads.blue = 6;
    t.hero(TRISS).location = t.hero(GERALT).location;
    t.run(play(takeTurn, { hero: GERALT, action: 1 }));
    // Trading Resources: the trade is Geralt's operation to offer; Triss is never asked to perform one
    expect(t.asked.find((d) => d.type === "choose-operation")!.options.map((o) => o.key)).toContain(`trade:${TRISS}`);
    const operationsAsked = t.asked.filter((d) => d.type === "choose-operation");
    expect(operationsAsked).toHaveLength(3);
    expect(operationsAsked.every((d) => d.who === GERALT)).toBe(true);
    expect(t.asked.filter((d) => d.who === TRISS).map((d) => d.type)).not.toContain("choose-action");
    expect(t.hero(TRISS).proof).toEqual({ red: 0, blue: 0, purple: 0 });
  });

  it("Actions: the available actions are those on each hero's sheet (bundled base game)", () => {
    const t = new Table({ content: bundled, heroes: [GERALT, TRISS, DANDELION, YARPEN] });
    const own = { [GERALT]: "brew", [TRISS]: "prepare", [DANDELION]: "sing", [YARPEN]: "command" };
    for (const [hero, special] of Object.entries(own)) {
      const sheet = bundled.heroes.find((h) => h.id === hero)!.actions.map((a) => a.name);
      expect(availableActions(t.e, hero), hero).toEqual(sheet);
      expect(sheet, hero).toEqual(["travel", "investigate", "develop", "rest", special]);
    }
  });
});

describe("Turn Structure", () => {
  it("Turn Structure: operations, action, operations, action, operations, then one obstacle", () => {
    const t = new Table();
    t.hero(GERALT).leads.red = 9;
    t.run(play(takeTurn, { hero: GERALT, action: 1 }), [
      ["choose-operation", "done"],
      ["choose-action", "investigate"],
      ["choose-operation", "done"],
      ["choose-action", "develop"],
      ["choose-operation", "done"],
    ]);
    const kinds = t.asked.map((d) => d.type).filter((x) => ["choose-operation", "choose-action", "encounter-obstacle"].includes(x));
    expect(kinds.slice(0, 5)).toEqual(["choose-operation", "choose-action", "choose-operation", "choose-action", "choose-operation"]);
    const seqs = (type: string) => t.events(type).map((e) => e.seq);
    expect(Math.max(...seqs("action"))).toBeLessThan(Math.min(...[...seqs("encounter"), ...seqs("war-track")]));
  });

  it("Turn Structure: action tokens are removed at the end of the turn", () => {
    const t = new Table();
    t.run(play(takeTurn, { hero: GERALT, action: 1 }));
    expect(t.hero(GERALT).actionTokens).toEqual([]);
    expect(t.events("turn-end")).toHaveLength(1);
  });
});

describe("Delayed Heroes", () => {
  it("Delayed Heroes: a delay during the first action forfeits the second action of this turn", () => {
    const t = new Table();
    t.stack("investigation.purple", ["investigation.gossip#1"]);
    t.rig(0, 0, 0); // Geralt's three dice show swords: no success, so Gossip delays him
    t.run(play(takeTurn, { hero: GERALT, action: 1 }), investigate("investigation.purple"));
    expect(t.events("delayed")).toHaveLength(1);
    expect(t.events("action")).toHaveLength(1);
    expect(t.events("delay-forfeit")[0]).toMatchObject({ action: 2 });
    expect(t.hero(GERALT).delayed).toBe(false);
  });

  it("Delayed Heroes: a delay during the second action forfeits the first action of the next turn", () => {
    const t2 = new Table();
    const g = t2.hero(GERALT);
    t2.e.state.actionNo = 2;
    t2.run(t2.effect(calls("delay", {})));
    expect(g.delayed).toBe(true);
    t2.run(play(takeTurn, { hero: GERALT, action: 1 }));
    expect(t2.events("delay-forfeit")[0]).toMatchObject({ action: 1 });
    expect(t2.events("action")).toHaveLength(1);
  });

  it("Delayed Heroes: a delayed hero who is delayed again ignores it", () => {
    const t = new Table();
    t.run(t.effect(calls("delay", {})));
    t.run(t.effect(calls("delay", {})));
    expect(t.events("delayed")).toHaveLength(1);
    expect(t.events("delay-ignored")).toHaveLength(1);
    t.run(play(takeTurn, { hero: GERALT, action: 1 }));
    expect(t.events("delay-forfeit")).toHaveLength(1);
    expect(t.events("action")).toHaveLength(1);
  });
});

describe("Adjacent", () => {
  it("Adjacent: two locations are adjacent when one route joins them; regions per the board's banners", () => {
    const t = new Table();
    expect(t.e.cat.adjacentLocations(loc("kaer-morhen"))).toEqual([loc("ban-ard")]);
    expect(t.e.cat.regions.get(reg("gray"))!.adjacent).toEqual([reg("purple"), reg("red")]);
  });
});
