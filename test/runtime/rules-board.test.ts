import { describe, expect, it } from "vitest";
import { performAction } from "../../games/adventure/rules/actions.ts";
import { operations, operationsOf } from "../../games/adventure/rules/operations.ts";
import { travelPaths } from "../../games/adventure/rules/movement.ts";
import { DANDELION, GERALT, TRISS, Table, loc, trade } from "./table.ts";
import { content as bundled } from "../../content/generated/index.ts";
import { play } from "./table.ts";
import { resolvingCard } from "../../games/adventure/rules/cards.ts";
import { calls, forEach } from "../fixtures/adventure/build.ts";

const travel = (t: Table, route: string) =>
  t.run(play(performAction, { hero: GERALT, action: null }), [
    ["choose-action", "travel"],
    ["choose-route", route],
  ]);

describe("Locations", () => {
  it("Locations: several heroes can be at the same location", () => {
    const t = new Table();
    t.hero(TRISS).location = loc("ban-ard");
    travel(t, "route:location.kaer-morhen~location.ban-ard");
    expect(t.hero(GERALT).location).toBe(t.hero(TRISS).location);
  });

  it("Locations: Brokilon, Jaruga and Ellander give no leads", () => {
    const t = new Table();
    for (const l of ["brokilon", "jaruga", "ellander"]) expect(t.e.cat.locations.get(loc(l))!.leads).toEqual([]);
    t.hero(GERALT).location = loc("wyzima");
    travel(t, "route:location.wyzima~location.brokilon");
    expect(t.e.holding(GERALT, "lead", "any")).toBe(0);
  });

  it("Locations: Duén Canell and Ellander show a heart", () => {
    const t = new Table();
    const hearts = [...t.e.cat.locations.values()].filter((l) => l.heart).map((l) => l.id);
    expect(hearts).toEqual([loc("ellander"), loc("duen-canell")]);
  });

  it("Locations: lead icons give one of a colour, one of either colour, one of any colour, or one of each", () => {
    const t = new Table();
    const g = t.hero(GERALT);
    g.location = loc("ban-ard");
    travel(t, "route:location.ban-ard~location.cidaris");
    expect(t.optionsOf("choose-colour")).toEqual(["red", "purple"]);
    g.actionTokens = [];
    g.location = loc("shaerrawedd");
    g.gold = 0;
    travel(t, "route:location.shaerrawedd~location.cintra");
    expect(g.leads).toMatchObject({ blue: 1 });
    expect(g.leads.red).toBe(2); // Cidaris' first colour, Cintra's red
    g.actionTokens = [];
    g.location = loc("oxenfurt");
    t.run(play(performAction, { hero: GERALT, action: null }), [
      ["choose-action", "travel"],
      ["choose-route", "route:location.oxenfurt~location.tretogor"],
      ["choose-colour", "purple"],
    ]);
    expect(t.optionsOf("choose-colour")).toEqual(["red", "blue", "purple"]);
    expect(g.leads.purple).toBe(1);
  });

  it("Locations: heroes in the same location can trade leads and gold", () => {
    const t = new Table();
    t.hero(TRISS).location = t.hero(GERALT).location;
    t.hero(TRISS).leads.blue = 1;
    t.run(play(operations, operationsOf(GERALT)), [...trade(TRISS, "gold", "lead.blue", "accept"), ["choose-operation", "done"]]);
    expect(t.hero(GERALT).leads.blue).toBe(1);
    expect(t.hero(TRISS).gold).toBe(2);
  });
});

describe("Movement", () => {
  it("Movement: a hero cannot move along the same route twice in one action", () => {
    const t = new Table();
    const paths = travelPaths(t.e, GERALT).map((p) => p.key);
    expect(paths).not.toContain("route:location.kaer-morhen~location.ban-ard|route:location.kaer-morhen~location.ban-ard");
    expect(travelPaths(t.e, GERALT).every((p) => p.dest !== loc("kaer-morhen"))).toBe(true);
  });

  it("Movement: leads come only from moving during a travel action", () => {
    const t = new Table();
    t.run(t.effect(calls("move", { to: "adjacent", receiveLeads: false })));
    expect(t.hero(GERALT).location).toBe(loc("ban-ard"));
    expect(t.e.holding(GERALT, "lead", "any")).toBe(0);
  });

  it("Movement: the Novigrad - Duén Canell sea route costs two gold, spent before moving", () => {
    const t = new Table();
    const g = t.hero(GERALT);
    g.location = loc("novigrad");
    g.gold = 1;
    expect(travelPaths(t.e, GERALT).some((p) => p.dest === loc("duen-canell"))).toBe(false);
    g.gold = 2;
    travel(t, "route:location.novigrad~location.duen-canell");
    expect(g.location).toBe(loc("duen-canell"));
    expect(g.gold).toBe(0);
  });

  it("Movement: the Duén Canell - Cintra sea route costs one gold", () => {
    const t = new Table();
    const g = t.hero(GERALT);
    g.location = loc("duen-canell");
    g.gold = 1;
    travel(t, "route:location.duen-canell~location.cintra");
    expect(g.gold).toBe(0);
    expect(t.events("spend")[0]).toMatchObject({ resource: "gold", amount: 1, why: "sea route" });
  });

  it("Movement: moving along two routes gives no leads at the location passed through", () => {
    const t = new Table();
    travel(t, "route:location.kaer-morhen~location.ban-ard|route:location.ban-ard~location.mahakam");
    expect(t.hero(GERALT).leads).toEqual({ red: 1, blue: 0, purple: 0 });
  });
});

describe("Routes", () => {
  it("Routes: locations joined by an intersection are adjacent to one another", () => {
    const t = new Table();
    const adj = t.e.cat.adjacentLocations(loc("ellander"));
    for (const l of ["dol-blathanna", "vengerberg", "shaerrawedd"]) expect(adj).toContain(loc(l));
    const g = t.hero(GERALT);
    g.location = loc("ellander");
    travel(t, "crossing0:location.vengerberg~location.ellander");
    expect(g.location).toBe(loc("vengerberg"));
  });

  it("Routes: every location has at least one route", () => {
    const t = new Table();
    for (const l of t.e.cat.locations.keys()) expect(t.e.cat.adjacentLocations(l).length).toBeGreaterThan(0);
  });
});

describe("Leads", () => {
  it("Leads: a hero receives leads from an investigation card and from a good fortune card too (bundled base game)", () => {
    const t = new Table({ content: bundled });
    const g = t.hero(GERALT);
    g.leads = { red: 0, blue: 0, purple: 0 };
    // Nilfgaardian Emissary: 1 blue lead, and 1 more for each Nilfgaard card (itself)
    t.run(play(resolvingCard, { hero: GERALT, card: "investigation.nilfgaardian-emissary#1" }));
    expect(g.leads).toEqual({ red: 0, blue: 2, purple: 0 });
    // Talkative Informant: "any time: receive 2 leads", of the colours he chooses
    g.goodFortune = ["goodfortune.informant#1"];
    t.run(play(operations, operationsOf(GERALT)), [
      ["choose-operation", "use:goodfortune.informant#1:0"],
      ["choose-colour", "red"],
      ["choose-colour", "purple"],
    ]);
    expect(g.leads).toEqual({ red: 1, blue: 2, purple: 1 });
    expect(g.goodFortune).toEqual([]);
  });

  it("Leads: exchange at the hero's rate, same colour only, and never back", () => {
    const t = new Table({ heroes: [DANDELION, GERALT] });
    const d = t.hero(DANDELION);
    d.leads = { red: 1, blue: 2, purple: 0 };
    t.run(play(operations, operationsOf(DANDELION)), [["choose-operation", "exchange:blue"]]);
    expect(d.leads).toEqual({ red: 1, blue: 0, purple: 0 });
    expect(d.proof).toEqual({ red: 0, blue: 1, purple: 0 });
    const first = t.asked.find((x) => x.type === "choose-operation")!.options.map((o) => o.key);
    expect(first).toContain("exchange:blue");
    expect(first).not.toContain("exchange:red"); // 1 red lead is below Dandelion's rate of 2
    expect(first.some((k) => k.startsWith("unexchange"))).toBe(false);
  });

  it("Leads: an effect that gives or takes leads without a colour lets the hero choose", () => {
    const t = new Table();
    t.run(t.effect(calls("receive", { resource: "lead", amount: 1, colour: "any" })), [["choose-colour", "purple"]]);
    expect(t.hero(GERALT).leads.purple).toBe(1);
    t.hero(GERALT).leads.red = 1;
    t.run(t.effect(calls("spend", { resource: "lead", amount: 1, colour: "any" })), [["choose-colour", "red"]]);
    expect(t.hero(GERALT).leads).toEqual({ red: 0, blue: 0, purple: 1 });
  });
});

describe("Proof", () => {
  it("Proof: proof is obtained only by exchanging leads and is spent on quests", () => {
    const t = new Table();
    const g = t.hero(GERALT);
    g.leads.red = 3;
    t.run(play(operations, operationsOf(GERALT)), [["choose-operation", "exchange:red"]]);
    expect(g.proof.red).toBe(1);
    expect(g.leads.red).toBe(0);
  });
});

describe("Spending", () => {
  it("Spending: spent resources go back to the supply; spending more than you have spends all you have", () => {
    const t = new Table();
    const g = t.hero(GERALT);
    g.gold = 2;
    t.run(t.effect(calls("spend", { resource: "gold", amount: 5, colour: "any" })));
    expect(g.gold).toBe(0);
    expect(t.e.rt.canSpend(t.ctx(), { resource: "gold", amount: 1, colour: "any" })).toBe(false);
  });

  it("Spending: spend 1 marker from this card takes a marker off the card", () => {
    const t = new Table();
    const g = t.hero(GERALT);
    g.development.push({ card: "development.swallow#1", markers: 2 });
    g.wounds = { travel: "minor" };
    t.run(play(operations, operationsOf(GERALT)), [
      ["choose-operation", "use:development.swallow#1:0"],
      ["choose-operation", "done"],
    ]);
    expect(g.development[0].markers).toBe(1);
    expect(g.wounds).toEqual({});
  });
});

describe("Supply", () => {
  it("Supply: receiving takes from the supply with no limit", () => {
    const t = new Table();
    t.run(t.effect(calls("receive", { resource: "gold", amount: 500, colour: "any" })));
    expect(t.hero(GERALT).gold).toBe(501);
    expect(t.e.rt.canReceive(t.ctx(), { resource: "lead", amount: 1000, colour: "red" })).toBe(true);
  });
});

describe("Component Limitations", () => {
  it("Component Limitations: tokens never run out", () => {
    const t = new Table();
    t.run(t.effect(calls("receive", { resource: "lead", amount: 60, colour: "blue" })));
    expect(t.hero(GERALT).leads.blue).toBe(60);
  });

  it("Component Limitations: an empty deck is remade at once from its shuffled discard pile", () => {
    const t = new Table();
    const d = t.e.deck("foulfate");
    d.discard = [...d.draw.slice(1)];
    d.draw = d.draw.slice(0, 1);
    const first = t.e.drawTop("foulfate");
    expect(first).not.toBeNull();
    const next = t.e.drawTop("foulfate");
    expect(next).not.toBeNull();
    expect(t.events("reshuffle")).toHaveLength(1);
    expect(d.discard).toEqual([]);
  });
});

describe("Play Area", () => {
  it("Play Area: a hero's play area holds his quest, cards, tokens and development cards", () => {
    const t = new Table();
    const g = t.hero(GERALT);
    expect(g.quest).not.toBeNull();
    expect(g).toMatchObject({ gold: 1, development: [], goodFortune: [], kept: [], completedQuests: [] });
  });
});

describe("Victory Points", () => {
  it("Victory Points: a player cannot go below 0 VP", () => {
    const t = new Table();
    t.hero(GERALT).vp = 1;
    t.run(t.effect(calls("lose", { resource: "vp", amount: 5, colour: "any" })));
    expect(t.hero(GERALT).vp).toBe(0);
  });

  it('Victory Points: "the hero with the most VP" tied: the active player chooses', () => {
    const t = new Table({ heroes: [GERALT, TRISS, DANDELION] });
    t.hero(TRISS).vp = 7;
    t.hero(DANDELION).vp = 7;
    t.run(t.effect(forEach("most-vp", calls("receive", { resource: "gold", amount: 1, colour: "any" }))), [["choose-hero", DANDELION]]);
    expect(t.events("receive").map((e) => e.hero)).toEqual([DANDELION]);
    const d = t.asked.find((x) => x.type === "choose-hero")!;
    expect(d.who).toBe(GERALT);
    expect(d.options.map((o) => o.key)).toEqual([TRISS, DANDELION]);
  });
});
