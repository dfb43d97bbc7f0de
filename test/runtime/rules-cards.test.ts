import { describe, expect, it } from "vitest";
import { performAction } from "../../games/adventure/rules/actions.ts";
import { drawingCards, drawOf } from "../../games/adventure/rules/cards.ts";
import { completeMain, operationOptions, operations, operationsOf } from "../../games/adventure/rules/operations.ts";
import { encounterObstacle } from "../../games/adventure/rules/turn.ts";

import { DANDELION, GERALT, investigate, loc, reg, Table, TRISS } from "./table.ts";
import { card, does } from "../fixtures/adventure/build.ts";
import { sampleWith } from "../fixtures/adventure/content.ts";
import { play } from "./table.ts";
import { fightBattle, battleOf } from "../../games/adventure/rules/battle.ts";
import { resolvingCard } from "../../games/adventure/rules/cards.ts";
import { calls } from "../fixtures/adventure/build.ts";

describe("Development Cards", () => {
  it("Development Cards: a card holds at most three markers and stays in play with none", () => {
    const t = new Table();
    const g = t.develop(GERALT, { "development.swallow#1": 2 });
    t.e.addMarkers(GERALT, "development.swallow#1", 5, "test");
    expect(g.development[0].markers).toBe(3);
    g.development[0].markers = 0;
    t.run(play(performAction, { hero: GERALT, action: null }), [["choose-action", "rest"]]);
    expect(g.development).toHaveLength(1);
  });

  it("Development Cards: a card is used only when it says (a battle card is not offered as an operation)", () => {
    const t = new Table();
    t.hero(GERALT).development = [{ card: "development.igni#1", markers: 0 }];
    expect(operationOptions(t.e, GERALT).options.some((o) => o.key.startsWith("use:"))).toBe(false);
  });

  it('Development Cards: "once per turn" is used only once, on the hero\'s own turn when he can perform operations', () => {
    const t = new Table({ heroes: [DANDELION, GERALT] });
    const d = t.hero(DANDELION);
    d.development = [{ card: "development.lute#1", markers: 0 }];
    const gold = d.gold;
    t.run(play(operations, operationsOf(DANDELION)), [["choose-operation", "use:development.lute#1:0"]]);
    expect(d.gold).toBe(gold + 1);
    expect(operationOptions(t.e, DANDELION).options.some((o) => o.key === "use:development.lute#1:0")).toBe(false);
    t.e.state.turn += 1;
    expect(operationOptions(t.e, DANDELION).options.some((o) => o.key === "use:development.lute#1:0")).toBe(true);
  });

  it("Development Cards: markers cannot be placed on a card without a spend-from-this-card effect", () => {
    const t = new Table();
    const g = t.develop(GERALT, { "development.igni#1": 0 });
    t.e.addMarkers(GERALT, "development.igni#1", 1, "test");
    expect(g.development[0].markers).toBe(0);
    expect(t.events("marker-refused")).toHaveLength(1);
  });
});

describe("Drawing", () => {
  it("Drawing: draw takes the top card of the deck; one card drawn is resolved", () => {
    const t = new Table();
    t.stack("investigation.red", ["investigation.tracks#2"]);
    t.run(play(drawingCards, drawOf(GERALT, "investigation.red", 1, "draw", "test")));
    expect(t.events("resolve")[0].card).toBe("investigation.tracks#2");
  });

  it("Drawing: with several cards drawn the hero chooses which to resolve, the others are discarded", () => {
    const t = new Table();
    t.stack("investigation.red", ["investigation.tracks#1", "investigation.old-wounds#1"]);
    t.run(play(drawingCards, drawOf(GERALT, "investigation.red", 2, "draw", "test")), [["choose-card", "investigation.tracks#1"]]);
    expect(t.hero(GERALT).leads.red).toBe(2);
    expect(t.e.deck("investigation.red").discard.sort()).toEqual(["investigation.old-wounds#1", "investigation.tracks#1"]);
  });

  it('Drawing: "draw 1 additional card" adds to the cards drawn and the hero chooses among all of them', () => {
    const t = new Table();
    t.hero(GERALT).goodFortune = ["goodfortune.keen-eye#1"];
    t.stack("investigation.red", ["investigation.old-wounds#1", "investigation.tracks#1"]);
    t.run(play(performAction, { hero: GERALT, action: null }), [
      ...investigate("investigation.red"),
      ["window:draw-investigation", "use:goodfortune.keen-eye#1:0"],
      ["choose-card", "investigation.tracks#1"],
    ]);
    expect(t.optionsOf("choose-card")).toEqual(["investigation.old-wounds#1", "investigation.tracks#1"]);
    expect(t.hero(GERALT).wounds).toEqual({});
    expect(t.hero(GERALT).leads.red).toBe(2);
  });

  it("Drawing: looking at cards is secret, revealing them is public", () => {
    const t = new Table();
    t.run(play(drawingCards, drawOf(GERALT, "goodfortune", 1, "look", "test")));
    t.run(play(drawingCards, drawOf(GERALT, "goodfortune", 1, "reveal", "test")));
    expect(t.events("look")[0].secret).toBe(true);
    expect(t.events("reveal")[0].secret).toBe(false);
  });
});

describe("Discarding", () => {
  it("Discarding: a development card goes facedown to the bottom of its deck", () => {
    const t = new Table();
    t.hero(GERALT).development = [{ card: "development.igni#1", markers: 0 }];
    t.run(t.effect(calls("discard", { what: "development", amount: 1 })));
    expect(t.e.deck("development.geralt").draw.at(-1)).toBe("development.igni#1");
  });

  it("Discarding: quest, investigation, foul fate and good fortune cards go faceup on their discard piles", () => {
    const t = new Table();
    t.run(play(resolvingCard, { hero: GERALT, card: "investigation.tracks#1" }));
    t.run(play(resolvingCard, { hero: GERALT, card: "foulfate.lost-way#1" }));
    t.hero(GERALT).goodFortune = ["goodfortune.lucky-find#1"];
    t.run(play(operations, operationsOf(GERALT)), [["choose-operation", "use:goodfortune.lucky-find#1:0"]]);
    expect(t.e.deck("investigation.red").discard).toContain("investigation.tracks#1");
    expect(t.e.deck("foulfate").discard).toContain("foulfate.lost-way#1");
    expect(t.e.deck("goodfortune").discard).toContain("goodfortune.lucky-find#1");
    // the starting quest not kept is on its discard pile
    expect(t.e.deck("quest.red").discard).toHaveLength(1);
  });

  it("Discarding: a monster token goes facedown to the bottom of its stack", () => {
    const t = new Table();
    t.monsterOn(reg("gray"), "monster.drowner#4", true);
    t.rig(3, 0, 1, 0, 0, 0);
    t.run(play(encounterObstacle, { hero: GERALT, region: "", token: "" }));
    expect(t.e.state.monsters.bronze.at(-1)).toBe("monster.drowner#4");
  });
});

describe("Good Fortune Cards", () => {
  it("Good Fortune Cards: a quest's consequences draw one, kept facedown for later", () => {
    const t = new Table();
    const g = t.hero(GERALT);
    g.quest = { card: "quest.mahakam-forge#1", sideDone: [], supportDone: false };
    g.location = loc("mahakam");
    g.proof.red = 2;
    t.run(play(completeMain, { hero: GERALT, quest: "" }));
    expect(g.goodFortune).toHaveLength(1);
    expect(t.events("keep").find((e) => e.facedown)).toBeTruthy();
  });

  it('Good Fortune Cards: "during your turn" cards are played when the hero can perform operations, then discarded', () => {
    const t = new Table();
    const g = t.hero(GERALT);
    g.goodFortune = ["goodfortune.lucky-find#1"];
    expect(operationOptions(t.e, GERALT).options.map((o) => o.key)).toContain("use:goodfortune.lucky-find#1:0");
    t.run(play(operations, operationsOf(GERALT)), [["choose-operation", "use:goodfortune.lucky-find#1:0"]]);
    expect(g.gold).toBe(3);
    expect(g.goodFortune).toEqual([]);
  });

  it("Good Fortune Cards: a battle card is not playable outside a battle", () => {
    const t = new Table();
    t.hero(GERALT).goodFortune = ["goodfortune.second-wind#1"];
    expect(operationOptions(t.e, GERALT).options.some((o) => o.key.startsWith("use:"))).toBe(false);
  });
});

describe("Investigation Cards", () => {
  it("Investigation Cards: a setback causes a negative effect", () => {
    const t = new Table();
    t.run(play(resolvingCard, { hero: GERALT, card: "investigation.old-wounds#1" }));
    expect(Object.values(t.hero(GERALT).wounds)).toEqual(["minor"]);
    expect(t.e.cat.hasTrait("investigation.old-wounds#1", "Setback")).toBe(true);
  });

  it("Investigation Cards: a valuable information card is kept, and another card triggers when it is discarded", () => {
    const t = new Table();
    const g = t.hero(GERALT);
    t.run(play(resolvingCard, { hero: GERALT, card: "investigation.valuable-information#1" }));
    expect(g.kept.map((k) => k.card)).toEqual(["investigation.valuable-information#1"]);
    t.run(play(resolvingCard, { hero: GERALT, card: "investigation.sell-secrets#1" }));
    expect(g.kept).toEqual([]);
    expect(g.gold).toBe(1 + 3);
    expect(t.e.deck("investigation.purple").discard).toContain("investigation.valuable-information#1");
  });

  it("Investigation Cards: a card with a trait counts itself while resolving", () => {
    const t = new Table();
    const g = t.hero(GERALT);
    t.run(play(resolvingCard, { hero: GERALT, card: "investigation.nilfgaard-informant#1" }));
    expect(g.leads.blue).toBe(2); // 1 + itself
    t.run(play(resolvingCard, { hero: GERALT, card: "investigation.nilfgaard-informant#2" }));
    expect(g.leads.blue).toBe(2 + 3); // 1 + the kept one + itself
  });
});

describe("Keeping Cards", () => {
  it("Keeping Cards: keep until resolved: the card stays in play until its effect triggers, then is discarded", () => {
    const t = new Table();
    const g = t.hero(GERALT);
    t.run(play(resolvingCard, { hero: GERALT, card: "investigation.ambassador#1" }));
    expect(g.kept).toEqual([{ card: "investigation.ambassador#1", until: "until-resolved", taskDone: false }]);
    t.run(play(operations, operationsOf(GERALT)), [["choose-operation", "use:investigation.ambassador#1:0"]]);
    expect(g.kept).toEqual([]);
    expect(t.e.deck("investigation.purple").discard).toContain("investigation.ambassador#1");
  });

  it("Keeping Cards: keep for its trait: kept faceup after resolving", () => {
    const t = new Table();
    t.run(play(resolvingCard, { hero: GERALT, card: "investigation.nilfgaard-informant#1" }));
    expect(t.hero(GERALT).kept[0]).toMatchObject({ card: "investigation.nilfgaard-informant#1", until: "trait" });
  });

  it("Keeping Cards: a completed task with a trait stays for its trait and cannot be completed again", () => {
    const t = new Table();
    const g = t.hero(GERALT);
    t.run(play(resolvingCard, { hero: GERALT, card: "investigation.elven-ruins#1" }));
    g.leads.blue = 5;
    t.run(play(operations, operationsOf(GERALT)), [
      ["choose-operation", "use:investigation.elven-ruins#1:1"],
      ["choose-operation", "done"],
    ]);
    expect(g.vp).toBe(3);
    expect(g.kept).toEqual([{ card: "investigation.elven-ruins#1", until: "task", taskDone: true }]);
    expect(operationOptions(t.e, GERALT).options.map((o) => o.key)).not.toContain("use:investigation.elven-ruins#1:1");
  });

  it("Keeping Cards: an effect can keep the card being resolved (keepThis)", () => {
    const t = new Table();
    t.e.resolving.push("investigation.tracks#1");
    t.run(t.effect(calls("keepThis", { until: "always" }), t.e.state.active, "test", "investigation.tracks#1"));
    t.e.resolving.pop();
    expect(t.e.keepRequests.get("investigation.tracks#1")).toBe("always");
  });
});

describe("Tasks", () => {
  it("Tasks: a task is completed only when the hero can perform operations, once", () => {
    const t = new Table();
    const g = t.hero(GERALT);
    t.run(play(resolvingCard, { hero: GERALT, card: "investigation.elven-ruins#1" }));
    g.leads.blue = 2;
    expect(operationOptions(t.e, GERALT).options.map((o) => o.key)).toContain("use:investigation.elven-ruins#1:1");
    // in battle the task is not offered
    t.rig(5, 5, 5, 3, 3, 3);
    t.run(play(fightBattle, battleOf(GERALT, "monster.drowner", null)));
    expect(t.asked.some((d) => d.options.some((o) => o.key === "use:investigation.elven-ruins#1:1"))).toBe(false);
  });

  it("Tasks: completed tasks are kept apart from uncompleted ones", () => {
    const t = new Table();
    const g = t.hero(GERALT);
    t.run(play(resolvingCard, { hero: GERALT, card: "investigation.elven-ruins#1" }));
    t.run(play(resolvingCard, { hero: GERALT, card: "investigation.elven-ruins#2" }));
    g.leads.blue = 2;
    t.run(play(operations, operationsOf(GERALT)), [["choose-operation", "use:investigation.elven-ruins#1:1"]]);
    expect(g.kept.map((k) => k.taskDone)).toEqual([true, false]);
  });

  it("Tasks: a task tied to an action is completed after the action resolves (completeTask)", () => {
    const t = new Table();
    const g = t.hero(GERALT);
    g.kept = [{ card: "investigation.elven-ruins#1", until: "task", taskDone: false }];
    t.run(t.effect(calls("completeTask", {}), t.e.state.active, "test", "investigation.elven-ruins#1"));
    expect(g.kept[0].taskDone).toBe(true);
    expect(t.events("task-complete")).toHaveLength(1);
  });
});

describe("Traits", () => {
  it("Traits: a trait has no effect of its own; counts include kept cards, incomplete tasks and the card resolving", () => {
    const t = new Table();
    const g = t.hero(GERALT);
    g.kept = [
      { card: "investigation.nilfgaard-informant#1", until: "trait", taskDone: false },
      { card: "investigation.elven-ruins#1", until: "task", taskDone: false },
    ];
    expect(t.e.rt.queries.cardsWithTrait(t.ctx(), { trait: "Nilfgaard" })).toBe(1);
    expect(t.e.rt.queries.cardsWithTrait(t.ctx(), { trait: "Aen Seidhe" })).toBe(1);
    expect(t.e.rt.conditions.hasCardWithTrait(t.ctx(), { trait: "Lodge of Sorceresses" })).toBe(false);
    void TRISS;
  });
});

describe("Good Fortune Cards", () => {
  const content = sampleWith(
    card("goodfortune", "goodfortune", "goodfortune.windfall", "Windfall", [does("effect", "receive", { resource: "gold", amount: 4, colour: "any" })]),
    card("development", "development.geralt", "development.flask", "Flask", [does("effect", "placeMarker", { amount: 3, on: "this" })], { usesMarkers: true }),
  );

  it("Good Fortune Cards: a good fortune card whose effect says so is resolved when drawn, then discarded", () => {
    const t = new Table({ content });
    t.stack("goodfortune", ["goodfortune.windfall#1"]);
    t.run(play(drawingCards, drawOf(GERALT, "goodfortune", 1, "draw", "test")));
    expect(t.hero(GERALT).gold).toBe(5);
    expect(t.hero(GERALT).goodFortune).toEqual([]);
    expect(t.e.deck("goodfortune").discard).toContain("goodfortune.windfall#1");
  });

  it("Development Cards: a development card's own effect happens as it is kept (markers placed on it)", () => {
    const t = new Table({ content });
    t.stack("development.geralt", ["development.flask#1", "development.igni#1"]);
    t.run(play(performAction, { hero: GERALT, action: null }), [
      ["choose-action", "develop"],
      ["choose-card", "development.flask#1"],
    ]);
    expect(t.hero(GERALT).development).toEqual([{ card: "development.flask#1", markers: 3 }]);
  });
});

describe("Drawing", () => {
  it("Drawing: several good fortune cards drawn are all kept facedown", () => {
    const t = new Table();
    t.stack("goodfortune", ["goodfortune.lucky-find#1", "goodfortune.keen-eye#1"]);
    t.run(play(drawingCards, drawOf(GERALT, "goodfortune", 2, "draw", "test")));
    expect(t.hero(GERALT).goodFortune).toEqual(["goodfortune.lucky-find#1", "goodfortune.keen-eye#1"]);
  });
});

describe("Drawing, at a decision", () => {
  it('Drawing: a hero offered his "draw additional cards" card as he draws can be snapshotted there, the draw open in the state', () => {
    const t = new Table();
    t.hero(GERALT).goodFortune = ["goodfortune.keen-eye#1"];
    t.stack("investigation.red", ["investigation.tracks#1", "investigation.old-wounds#1"]);
    const m = t.m;
    m.start(m, drawingCards, drawOf(GERALT, "investigation.red", 1, "draw", "test"));
    expect(m.pending?.type).toBe("window:draw-investigation");
    const snap = m.snapshot();
    expect(snap.state.underWay.draws).toEqual([{ deck: "investigation.red", cards: ["investigation.tracks#1"] }]);
    // the card used: one more card drawn, and the hero chooses among both (a decision a snapshot is taken at too)
    m.answer(["use:goodfortune.keen-eye#1:0"]);
    expect(m.pending?.options.map((o) => o.key)).toEqual(["investigation.tracks#1", "investigation.old-wounds#1"]);
    // (the window closed: the cards drawn are the draw's own, no longer open to more)
    expect(m.snapshot().state.underWay.draws).toEqual([]);
    // back at the window, the card not used: the one card drawn is resolved, the deck and the hand as they were
    m.restore(snap);
    m.answer(["pass"]);
    expect(m.over).toBe(true);
    expect(t.hero(GERALT).goodFortune).toEqual(["goodfortune.keen-eye#1"]);
    expect(t.e.deck("investigation.red").draw[0]).toBe("investigation.old-wounds#1");
    expect(t.e.deck("investigation.red").discard).toEqual(["investigation.tracks#1"]);
    expect(t.e.state.underWay).toEqual({ resolving: [], keep: {}, draws: [] });
  });
});
