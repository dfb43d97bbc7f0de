import { describe, expect, it } from "vitest";
import { availableActions, performAction } from "../../games/adventure/rules/actions.ts";

import { placeFoulFate, placeWounds } from "../../games/adventure/rules/tokens.ts";
import { GERALT, investigate, loc, Table, YARPEN } from "./table.ts";
import { play } from "./table.ts";
import { calls } from "../fixtures/adventure/build.ts";

describe("Wounds", () => {
  it("Wounds: a wound is placed, chosen side up, in an open woundable action space", () => {
    const t = new Table();
    t.run(t.effect(calls("sufferWound", { amount: 1, severity: "severe" })), [["place-wound", "develop"]]);
    expect(t.hero(GERALT).wounds).toEqual({ develop: "severe" });
    expect(t.optionsOf("place-wound")).toEqual(["travel", "investigate", "develop", "brew"]);
  });

  it("Wounds: only one wound token occupies a woundable action space", () => {
    const t = new Table();
    t.hero(GERALT).wounds = { travel: "minor" };
    t.run(t.effect(calls("sufferWound", { amount: 1, severity: "minor" })));
    expect(t.optionsOf("place-wound")).not.toContain("travel");
  });

  it("Wounds: a wounded action space cannot be used for its action", () => {
    const t = new Table();
    t.hero(GERALT).wounds = { investigate: "minor" };
    expect(availableActions(t.e, GERALT)).not.toContain("investigate");
  });

  it("Wounds: after performing an action, a wound may go on that action's space (holding the action token)", () => {
    const t = new Table();
    const g = t.hero(GERALT);
    g.actionTokens = ["travel"];
    t.run(t.effect(calls("sufferWound", { amount: 1, severity: "minor" })), [["place-wound", "travel"]]);
    expect(g.wounds).toEqual({ travel: "minor" });
  });

  it("Wounds: a hero who cannot place a wound loses 2 VP for each wound he cannot place", () => {
    const t = new Table();
    const g = t.hero(GERALT);
    g.wounds = { travel: "minor", investigate: "minor", develop: "minor" };
    g.vp = 10;
    t.run(t.effect(calls("sufferWound", { amount: 3, severity: "minor" })));
    expect(g.wounds.brew).toBe("minor");
    expect(g.vp).toBe(6);
    expect(t.events("wound-overflow")).toHaveLength(2);
  });

  it("Wounds: heroes cannot die; overflowing wounds only cost VP, never below 0", () => {
    const t = new Table();
    const g = t.hero(GERALT);
    g.wounds = { travel: "severe", investigate: "severe", develop: "severe", brew: "severe" };
    g.vp = 1;
    t.run(t.effect(calls("sufferWound", { amount: 2, severity: "severe" })));
    expect(g.vp).toBe(0);
  });

  it("Wounds: with every woundable space wounded the hero must rest as his next action", () => {
    const t = new Table();
    t.hero(GERALT).wounds = { travel: "minor", investigate: "minor", develop: "severe", brew: "minor" };
    expect(availableActions(t.e, GERALT)).toEqual(["rest"]);
    t.run(play(performAction, { hero: GERALT, action: null }), [
      ["rest", "minor"],
      ["remove-wound", ["travel", "brew"]],
    ]);
    expect(t.events("action")[0]).toMatchObject({ action: "rest" });
    expect(Object.keys(t.hero(GERALT).wounds).sort()).toEqual(["develop", "investigate"]);
  });

  it("Wounds: wounds are removed by rest, heart locations and card effects", () => {
    const t = new Table();
    const g = t.hero(GERALT);
    g.wounds = { travel: "minor", brew: "severe" };
    g.development.push({ card: "development.swallow#1", markers: 1 });
    t.run(t.effect(calls("heal", { amount: 1, severity: "any" }), t.e.state.active, "test", "development.swallow#1"), [["remove-wound", ["brew"]]]);
    expect(g.wounds).toEqual({ travel: "minor" });
  });

  it("Wounds: a heart location lets an arriving hero remove a minor wound or flip a severe wound to minor", () => {
    const t = new Table();
    const g = t.hero(GERALT);
    g.location = loc("brokilon");
    g.wounds = { travel: "severe", develop: "minor" };
    t.run(t.effect(calls("move", { to: loc("duen-canell"), receiveLeads: false })), [["heart-heal", "travel"]]);
    expect(g.wounds).toEqual({ travel: "minor", develop: "minor" });
    expect(t.optionsOf("heart-heal")).toEqual(["develop", "travel", "none"]);
  });
});

describe("Foul Fate", () => {
  it("Foul Fate: each action space has a foul fate space beside it, and each holds one token", () => {
    const t = new Table();
    expect(t.e.foulFateSpaces(GERALT)).toEqual(["travel", "investigate", "develop", "rest", "brew"]);
    t.hero(GERALT).foulFate = ["travel"];
    t.run(t.effect(calls("sufferFoulFate", { amount: 1, action: null, ifAble: false })));
    expect(t.optionsOf("place-foul-fate")).not.toContain("travel");
  });

  it("Foul Fate: suffer foul fate places a token in any open foul fate space of the hero sheet", () => {
    const t = new Table();
    t.run(t.effect(calls("sufferFoulFate", { amount: 1, action: null, ifAble: false })), [["place-foul-fate", "rest"]]);
    expect(t.hero(GERALT).foulFate).toEqual(["rest"]);
  });

  it("Foul Fate: suffer foul fate, if able, on an occupied space is ignored", () => {
    const t = new Table();
    const g = t.hero(GERALT);
    g.foulFate = ["investigate"];
    g.vp = 4;
    t.run(t.effect(calls("sufferFoulFate", { amount: 1, action: "investigate", ifAble: true })));
    expect(g.foulFate).toEqual(["investigate"]);
    expect(g.vp).toBe(4);
  });

  it("Foul Fate: place foul fate on a specific action puts it next to that action", () => {
    const t = new Table();
    t.run(t.effect(calls("sufferFoulFate", { amount: 1, action: "develop", ifAble: false })));
    expect(t.hero(GERALT).foulFate).toEqual(["develop"]);
  });

  it("Foul Fate: a hero who cannot place a foul fate token loses 2 VP for each one", () => {
    const t = new Table();
    const g = t.hero(GERALT);
    g.foulFate = ["travel", "investigate", "develop", "rest", "brew"];
    g.vp = 9;
    t.run(t.effect(calls("sufferFoulFate", { amount: 2, action: null, ifAble: false })));
    expect(g.vp).toBe(5);
  });

  it("Foul Fate: performing an action with foul fate beside it draws and resolves a foul fate card first, then the action", () => {
    const t = new Table();
    const g = t.hero(GERALT);
    g.foulFate = ["investigate"];
    t.stack("foulfate", ["foulfate.nilfgaardian-raid#1"]);
    t.stack("investigation.red", ["investigation.tracks#1"]);
    t.run(play(performAction, { hero: GERALT, action: null }), investigate("investigation.red"));
    expect(g.foulFate).toEqual([]);
    const seq = (type: string) => t.events(type)[0].seq;
    expect(seq("war-track")).toBeLessThan(t.events("resolve").find((e) => e.card === "investigation.tracks#1")!.seq);
    expect(t.e.deck("foulfate").discard).toEqual(["foulfate.nilfgaardian-raid#1"]);
    expect(g.leads.red).toBe(2);
  });

  it("Foul Fate: a foul fate token placed in a region that already has one goes on the hero sheet", () => {
    const t = new Table();
    t.e.state.zones["region.gray"].foulFate = true;
    t.run(t.effect(calls("placeFoulFate", { where: "your-region" })));
    expect(t.hero(GERALT).foulFate).toHaveLength(1);
  });

  it("Foul Fate: effects remove foul fate tokens from the hero sheet", () => {
    const t = new Table();
    t.hero(GERALT).foulFate = ["travel", "rest"];
    t.run(t.effect(calls("removeFoulFate", { amount: 1 })), [["remove-foul-fate", ["rest"]]]);
    expect(t.hero(GERALT).foulFate).toEqual(["travel"]);
  });

  it("Foul Fate: travelling along two routes draws a foul fate card", () => {
    const t = new Table();
    t.stack("foulfate", ["foulfate.lost-way#1"]);
    t.run(play(performAction, { hero: GERALT, action: null }), [
      ["choose-action", "travel"],
      ["choose-route", "route:location.kaer-morhen~location.ban-ard|route:location.ban-ard~location.cidaris"],
    ]);
    // the card drawn is the top foul fate card, drawn after arriving, and resolved (Lost Way delays him)
    expect(t.events("draw").filter((e) => e.deck === "foulfate")).toEqual([
      expect.objectContaining({ cards: ["foulfate.lost-way#1"], why: "travelled two routes" }),
    ]);
    expect(t.events("draw").at(-1)!.seq).toBeGreaterThan(t.events("move").at(-1)!.seq);
    expect(t.hero(GERALT).delayed).toBe(true);
    // one route draws none
    const one = new Table();
    one.run(play(performAction, { hero: GERALT, action: null }), [
      ["choose-action", "travel"],
      ["choose-route", "route:location.kaer-morhen~location.ban-ard"],
    ]);
    expect(one.events("draw").filter((e) => e.deck === "foulfate")).toEqual([]);
  });
});

describe("Yarpen", () => {
  it("Yarpen: his two armour spaces take wounds but never foul fate", () => {
    const t = new Table({ heroes: [YARPEN, GERALT] });
    expect(t.e.woundSpaces(YARPEN)).toEqual(["travel", "investigate", "develop", "command", "armour.1", "armour.2"]);
    expect(t.e.foulFateSpaces(YARPEN)).not.toContain("armour.1");
  });

  it("Yarpen: a rest can remove a wound from an armour space", () => {
    const t = new Table({ heroes: [YARPEN, GERALT] });
    t.hero(YARPEN).wounds = { "armour.1": "severe", travel: "minor" };
    t.run(play(performAction, { hero: YARPEN, action: null }), [
      ["choose-action", "rest"],
      ["rest", "severe"],
    ]);
    expect(t.hero(YARPEN).wounds).toEqual({ travel: "minor" });
  });
});

describe("Wounds and foul fate, at a decision", () => {
  it("Wounds: a hero placing his wounds can be snapshotted at each space chosen, and placed otherwise from there", () => {
    const t = new Table();
    const m = t.m;
    m.start(m, placeWounds, { hero: GERALT, amount: 2, severity: "minor", why: "test", i: 0 });
    m.answer(["travel"]);
    const second = m.snapshot();
    m.answer(["brew"]);
    expect(t.hero(GERALT).wounds).toEqual({ travel: "minor", brew: "minor" });
    m.restore(second);
    m.answer(["develop"]);
    expect(m.over).toBe(true);
    expect(t.hero(GERALT).wounds).toEqual({ travel: "minor", develop: "minor" });
  });

  it("Foul Fate: a hero placing a foul fate token can be snapshotted at the space chosen", () => {
    const t = new Table();
    const m = t.m;
    m.start(m, placeFoulFate, { hero: GERALT, amount: 1, action: null, ifAble: false, why: "test", i: 0 });
    const snap = m.snapshot();
    m.answer(["travel"]);
    m.restore(snap);
    m.answer(["investigate"]);
    expect(t.hero(GERALT).foulFate).toEqual(["investigate"]);
  });
});
