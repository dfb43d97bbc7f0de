import { describe, expect, it } from "vitest";
import { sampleContent, sampleWith } from "../fixtures/adventure/content.ts";
import { Catalog } from "../../games/adventure/rules/catalog.ts";
import { GERALT, investigate, Table } from "./table.ts";
import { performAction } from "../../games/adventure/rules/actions.ts";
import { operations, operationsOf } from "../../games/adventure/rules/operations.ts";
import { card, does } from "../fixtures/adventure/build.ts";
import type { AdventureContent } from "../../games/adventure/rules/content.ts";
import { play } from "./table.ts";
import { fightBattle, battleOf } from "../../games/adventure/rules/battle.ts";
import { resolvingCard } from "../../games/adventure/rules/cards.ts";
import { calls } from "../fixtures/adventure/build.ts";

describe("Adjacent", () => {
  it("Adjacent: two regions are adjacent exactly when a single route joins a location of each", () => {
    const cat = new Catalog(sampleContent);
    const linked = new Map<string, Set<string>>();
    for (const r of sampleContent.regions) linked.set(r.id, new Set());
    for (const [from, routes] of cat.routesFrom)
      for (const route of routes) {
        const to = route.a === from ? route.b : route.a;
        const a = cat.regionOf(from);
        const b = cat.regionOf(to);
        if (a !== b) linked.get(a)!.add(b);
      }
    for (const r of sampleContent.regions) expect([...linked.get(r.id)!].sort()).toEqual([...r.adjacent].sort());
  });
});

describe("Dice", () => {
  it("Dice: a die face is not its results: the double sword face gives two sword results", () => {
    const t = new Table();
    t.rig(3, 5, 5, 3, 3, 3); // battle die 1 shows the double sword face
    const b = t.run(play(fightBattle, battleOf(GERALT, "monster.drowner", null)));
    expect(b.dice[0]).toEqual({ die: "die.battle-1", face: "double sword", results: ["sword", "sword"], spent: [] });
  });
});

function probeContent(): AdventureContent {
  return sampleWith(
    card("development", "development.geralt", "development.boots", "Boots", [
      does("when-performing-action", "receive", { resource: "gold", amount: 5, colour: "any" }, { action: "travel", limit: "once-per-turn" }),
      does("after-battle", "receive", { resource: "vp", amount: 1, colour: "any" }),
    ]),
    card(
      "investigation",
      "investigation.purple",
      "investigation.secret-letter",
      "Secret Letter",
      [does("when-discarded", "receive", { resource: "lead", amount: 2, colour: "purple" }), does("setback", "sufferWound", { amount: 1, severity: "minor" })],
      { traits: ["Valuable Information"], keep: "trait" },
    ),
  );
}

describe("Development Cards", () => {
  it('Development Cards: a "when performing travel" card is offered for a travel action and not for another action', () => {
    const t = new Table({ content: probeContent() });
    const g = t.hero(GERALT);
    g.development = [{ card: "development.boots#1", markers: 0 }];
    t.run(play(performAction, { hero: GERALT, action: null }), investigate("investigation.red"));
    expect(t.asked.some((d) => d.type === "window:when-performing-action")).toBe(false);
    t.run(play(performAction, { hero: GERALT, action: null }), [
      ["choose-action", "travel"],
      ["window:when-performing-action", "use:development.boots#1:0"],
    ]);
    expect(g.gold).toBe(1 + 5);
  });

  it("Development Cards: an after battle effect is offered when the battle is over", () => {
    const t = new Table({ content: probeContent() });
    t.hero(GERALT).development = [{ card: "development.boots#1", markers: 0 }];
    t.rig(5, 5, 5, 3, 3, 3);
    t.run(play(fightBattle, battleOf(GERALT, "monster.drowner", null)), [["window:after-battle", "use:development.boots#1:1"]]);
    expect(t.hero(GERALT).vp).toBe(1);
  });
});

describe("Investigation Cards", () => {
  it("Investigation Cards: a setback is resolved with the card, and a when-discarded effect runs when an effect discards the card", () => {
    const t = new Table({ content: probeContent() });
    const g = t.hero(GERALT);
    t.run(play(resolvingCard, { hero: GERALT, card: "investigation.secret-letter#1" }));
    expect(Object.values(g.wounds)).toEqual(["minor"]);
    t.run(t.effect(calls("discard", { what: "trait:Valuable Information", amount: 1 })));
    expect(g.leads.purple).toBe(2);
  });
});

describe("Movement", () => {
  it('Movement: "go to" the location the hero is already at moves nothing and does not heal again', () => {
    const t = new Table();
    const g = t.hero(GERALT);
    g.location = "location.duen-canell";
    g.wounds = { travel: "minor" };
    t.run(t.effect(calls("move", { to: "location.duen-canell", receiveLeads: false })));
    expect(g.wounds).toEqual({ travel: "minor" });
    expect(t.events("move")).toHaveLength(0);
  });
});

describe("Traits", () => {
  it("Traits: a trait is the same whatever its spelling (Valuable Information, valuable-information)", () => {
    const t = new Table();
    t.hero(GERALT).kept = [{ card: "investigation.valuable-information#1", until: "trait", taskDone: false }];
    expect(t.e.rt.queries.cardsWithTrait(t.ctx(), { trait: "valuable-information" })).toBe(1);
  });
});

describe("Monsters", () => {
  it('Monsters: fighting the top monster of a stack ("fight a silver monster"); undefeated, it stays faceup in the hero\'s region', () => {
    const t = new Table();
    const top = t.e.state.monsters.silver[0];
    t.rig(5, 5, 5, 3, 3, 3);
    t.run(t.effect(calls("fight", { enemy: "silver" })));
    expect(t.e.state.zones["region.gray"].monsters.at(-1)).toEqual({ token: top, faceup: true });
  });
});

describe("Keeping Cards", () => {
  it('Keeping Cards: a card an effect keeps "until resolved" is discarded once its kept effect has been used', () => {
    const t = new Table();
    const g = t.hero(GERALT);
    g.kept = [{ card: "investigation.ambassador#2", until: "resolved", taskDone: false }];
    t.run(play(operations, operationsOf(GERALT)), [["choose-operation", "use:investigation.ambassador#2:0"]]);
    expect(g.kept).toEqual([]);
    expect(t.e.deck("investigation.purple").discard).toContain("investigation.ambassador#2");
  });
});
