import { games } from "../../games/registry.ts";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { completeMain, operationOptions, operations, operationsOf } from "../../games/adventure/rules/operations.ts";
import { drawQuest, questFor } from "../../games/adventure/rules/cards.ts";
import { encounterObstacle } from "../../games/adventure/rules/turn.ts";
import { DANDELION, GERALT, type ScriptStep, TRISS, Table, YARPEN, loc, reg, trade } from "./table.ts";
import { content as bundled } from "../../content/generated/index.ts";
import { GameText } from "../../compiler/i18n/game-text.ts";
import { playerCatalogue } from "../../compiler/i18n/project.ts";
import { play } from "./table.ts";
import { calls } from "../fixtures/adventure/build.ts";

const REPO = fileURLToPath(new URL("../..", import.meta.url));

const ops = (t: Table, hero: string) => operationOptions(t.e, hero).options.map((o) => o.key);

function withQuest(t: Table, hero: string, card: string) {
  t.hero(hero).quest = { card, sideDone: [], supportDone: false };
  t.hero(hero).supportChart = t.e.cat.quest(card).supportType;
}

/** Geralt at Ard Carraig on this quest, in the bundled base game. */
function atArdCarraig(quest: string) {
  const t = new Table({ content: bundled });
  const g = t.hero(GERALT);
  withQuest(t, GERALT, quest);
  g.location = loc("ard-carraig");
  return { t, g };
}

/** A face-down drowner in the gray region, no foul fate, and battle dice that defeat it: the bundled side-quest battles. */
function drownerToDefeat(t: Table): void {
  const z = t.e.state.zones[reg("gray")];
  z.monsters = [{ token: "monster.drowner#1", faceup: false }];
  z.foulFate = false;
  // battle dice: sword+sword, sword, sword+shield+shield; Geralt's: sword+sword, sword, sword
  t.rig(4, 0, 3, 1, 0, 0);
}

/**
 * Geralt on the Road of No Return (3 blue leads) with a face-down nekker in
 * the gray region and no foul fate: where the tests of its monster side quest
 * fight.
 */
function nekkerForTheRoad() {
  const t = new Table();
  const g = t.hero(GERALT);
  withQuest(t, GERALT, "quest.road-of-no-return#1");
  g.leads.blue = 3;
  const z = t.e.state.zones[reg("gray")];
  z.monsters = [{ token: "monster.nekker#1", faceup: false }];
  z.foulFate = false;
  return { t, g, z };
}

describe("Operations", () => {
  it("Operations: a side quest's requirement is fulfilled for its VP and the space is marked", () => {
    const t = new Table();
    withQuest(t, GERALT, "quest.road-of-no-return#1");
    t.hero(GERALT).leads.blue = 3;
    t.run(play(operations, operationsOf(GERALT)), [["choose-operation", "side:leads"]]);
    expect(t.hero(GERALT).vp).toBe(4);
    expect(t.hero(GERALT).quest!.sideDone).toEqual(["leads"]);
    expect(ops(t, GERALT)).not.toContain("side:leads");
  });

  it("Operations: a support quest needs an opponent in the same location; the supporter earns 6 VP and the owner 3 VP", () => {
    const t = new Table();
    withQuest(t, TRISS, "quest.lodge-meeting#1"); // support: 1 blue lead
    t.hero(GERALT).leads.blue = 1;
    t.hero(TRISS).location = loc("ban-ard");
    expect(ops(t, GERALT)).not.toContain(`support:${TRISS}`);
    t.hero(TRISS).location = t.hero(GERALT).location;
    t.run(play(operations, operationsOf(GERALT)), [["choose-operation", `support:${TRISS}`]]);
    expect(t.hero(GERALT).vp).toBe(6);
    expect(t.hero(TRISS).vp).toBe(3);
    expect(t.hero(TRISS).quest!.supportDone).toBe(true);
    expect(ops(t, GERALT)).not.toContain(`support:${TRISS}`);
  });

  it("Operations: a main quest is completed only at its location: spend, fight, VP, consequences, flip, draw two keep one", () => {
    const t = new Table();
    const g = t.hero(GERALT);
    withQuest(t, GERALT, "quest.mahakam-forge#1");
    g.proof.red = 2;
    expect(ops(t, GERALT)).not.toContain("main");
    g.location = loc("mahakam");
    expect(ops(t, GERALT)).toContain("main");
    t.stack("quest.red", ["quest.border-patrol#1", "quest.trolls-bridge#1"]);
    t.run(play(operations, operationsOf(GERALT)), [
      ["choose-operation", "main"],
      ["keep-quest", "quest.trolls-bridge#1"],
    ]);
    expect(g.proof.red).toBe(0);
    expect(g.vp).toBe(6);
    expect(g.completedQuests).toEqual(["quest.mahakam-forge#1"]);
    expect(g.goodFortune).toHaveLength(1);
    expect(g.quest!.card).toBe("quest.trolls-bridge#1");
    expect(t.e.deck("quest.red").discard).toContain("quest.border-patrol#1");
  });

  it("Operations: Bribe a Friend (Dandelion only): 1 gold for a marker on a friend card", () => {
    const t = new Table({ heroes: [DANDELION, GERALT] });
    const d = t.hero(DANDELION);
    d.development = [{ card: "development.zoltan#1", markers: 0 }];
    const gold = d.gold;
    t.run(play(operations, operationsOf(DANDELION)), [
      ["choose-operation", "bribe"],
      ["choose-operation", "done"],
    ]);
    expect(d.gold).toBe(gold - 1);
    expect(d.development[0].markers).toBe(1);
    t.hero(GERALT).development = [{ card: "development.swallow#1", markers: 0 }];
    expect(ops(t, GERALT)).not.toContain("bribe");
  });

  it("Operations: trading happens only with a hero in the same location", () => {
    const t = new Table();
    t.hero(TRISS).location = loc("cintra");
    expect(ops(t, GERALT).some((k) => k.startsWith("trade:"))).toBe(false);
  });
});

describe("Quest Cards", () => {
  it("Quest Cards: each hero draws only from the quest deck on his hero sheet", () => {
    const t = new Table({ heroes: [GERALT, TRISS] });
    expect(t.e.cat.quest(t.hero(GERALT).quest!.card).deck).toBe("quest.red");
    expect(t.e.cat.quest(t.hero(TRISS).quest!.card).deck).toBe("quest.blue");
  });

  it("Quest Cards: a hero who completes his third quest card draws no new quest", () => {
    const t = new Table();
    const g = t.hero(GERALT);
    g.completedQuests = ["quest.border-patrol#1", "quest.trolls-bridge#1"];
    withQuest(t, GERALT, "quest.mahakam-forge#1");
    g.location = loc("mahakam");
    g.proof.red = 2;
    const drawsBefore = t.events("draw-quests").length;
    t.run(play(completeMain, { hero: GERALT, quest: "" }));
    expect(g.quest).toBeNull();
    expect(t.events("draw-quests")).toHaveLength(drawsBefore);
    expect(t.e.state.endingAfter).toBe(GERALT);
  });

  it("Quest Cards: side quests can be completed in any order", () => {
    const t = new Table();
    const g = t.hero(GERALT);
    withQuest(t, GERALT, "quest.road-of-no-return#1");
    g.location = loc("wyzima");
    g.leads.blue = 3;
    t.run(play(operations, operationsOf(GERALT)), [
      ["choose-operation", "side:visit"],
      ["choose-operation", "side:leads"],
    ]);
    expect(g.quest!.sideDone).toEqual(["visit", "leads"]);
  });

  it("Quest Cards: a side quest to defeat a monster is completed right after the battle, without an operation", () => {
    const t = new Table();
    const g = t.hero(GERALT);
    withQuest(t, GERALT, "quest.road-of-no-return#1");
    const z = t.e.state.zones[reg("gray")];
    z.monsters = [{ token: "monster.nekker#1", faceup: false }];
    z.foulFate = false;
    t.rig(0, 0, 1, 0, 0, 0);
    t.run(play(encounterObstacle, { hero: GERALT, region: "", token: "" }), [["complete-side-quest", "side:hunt"]]);
    expect(g.quest!.sideDone).toEqual(["hunt"]);
  });

  it('Quest Cards: "the player immediately completes that side quest after defeating the monster, without performing an operation": no other side quest follows the battle (bundled base game)', () => {
    const { t, g } = atArdCarraig("quest.road-of-no-return#1");
    g.leads.blue = 3; // "side 4 vp: spend 3 blue leads" is met, but only as an operation
    drownerToDefeat(t);
    t.run(play(encounterObstacle, { hero: GERALT, region: "", token: "" }), [], true);
    expect(t.events("monster-defeated")).toHaveLength(1);
    expect(t.asked.map((d) => d.type)).not.toContain("complete-side-quest");
    expect(g.quest!.sideDone).toEqual([]);
    expect(g.leads.blue).toBe(3);
    // the same side quest is still an operation on his next turn
    expect(ops(t, GERALT)).toContain("side:quest.road-of-no-return.side-1");
  });

  it('Quest Cards: "Some side quests require a player to defeat a monster": Wolves of Kaedwen\'s is completed right after the end-of-turn battle that defeats one, and is no operation before it (bundled base game)', () => {
    const { t, g } = atArdCarraig("quest.wolves-of-kaedwen#1");
    const side = "side:quest.wolves-of-kaedwen.side-1";
    expect(ops(t, GERALT)).not.toContain(side);
    drownerToDefeat(t);
    const vp = g.vp;
    t.run(play(encounterObstacle, { hero: GERALT, region: "", token: "" }), [["complete-side-quest", side]]);
    expect(t.optionsOf("complete-side-quest")).toEqual([side, "pass"]);
    expect(g.quest!.sideDone).toEqual(["quest.wolves-of-kaedwen.side-1"]);
    // the Drowner's 1 VP and the side quest's 3
    expect(g.vp).toBe(vp + 1 + 3);
  });

  it("Quest Cards: a side quest to defeat a silver monster is not met by defeating a bronze one (The Griffin of Ban Ard, bundled base game)", () => {
    const { t, g } = atArdCarraig("quest.griffin-of-ban-ard#1");
    drownerToDefeat(t);
    t.run(play(encounterObstacle, { hero: GERALT, region: "", token: "" }), [], true);
    expect(t.events("monster-defeated")).toHaveLength(1);
    expect(t.asked.map((d) => d.type)).not.toContain("complete-side-quest");
    expect(g.quest!.sideDone).toEqual([]);
  });

  it("Quest Cards: a side quest to defeat a monster is not completed when the battle did not defeat the monster", () => {
    const { t, g, z } = nekkerForTheRoad();
    // every die blank or shield: the attack fails, the nekker stays
    t.rig(5, 5, 5, 3, 3, 3);
    t.run(play(encounterObstacle, { hero: GERALT, region: "", token: "" }));
    expect(t.events("monster-defeated")).toHaveLength(0);
    expect(z.monsters[0]).toEqual({ token: "monster.nekker#1", faceup: true });
    expect(t.asked.map((d) => d.type)).not.toContain("complete-side-quest");
    expect(g.quest!.sideDone).toEqual([]);
  });

  it("Quest Cards: after defeating the monster only the side quest that asks for it is offered, not one met by spending", () => {
    const { t, g } = nekkerForTheRoad();
    t.rig(0, 0, 1, 0, 0, 0);
    t.run(play(encounterObstacle, { hero: GERALT, region: "", token: "" }), [["complete-side-quest", "side:hunt"]]);
    expect(t.optionsOf("complete-side-quest")).toEqual(["side:hunt", "pass"]);
    expect(g.quest!.sideDone).toEqual(["hunt"]);
  });

  it('Quest Cards: a "go to" side quest only at its location; other side quests anywhere', () => {
    const t = new Table();
    withQuest(t, GERALT, "quest.road-of-no-return#1");
    t.hero(GERALT).leads.blue = 3;
    expect(ops(t, GERALT)).toContain("side:leads");
    expect(ops(t, GERALT)).not.toContain("side:visit");
    t.hero(GERALT).location = loc("wyzima");
    expect(ops(t, GERALT)).toContain("side:visit");
  });

  it('Quest Cards: a new quest whose "go to" is the current location can be completed without leaving', () => {
    const t = new Table();
    const g = t.hero(GERALT);
    g.location = loc("wyzima");
    t.stack("quest.red", ["quest.road-of-no-return#1", "quest.monster-contract#1"]);
    t.run(play(drawQuest, questFor(GERALT)), [["keep-quest", "quest.road-of-no-return#1"]]);
    t.run(play(operations, operationsOf(GERALT)), [["choose-operation", "side:visit"]]);
    expect(g.vp).toBe(2);
  });

  it("Quest Cards: the support quest can be completed only by an opponent", () => {
    const t = new Table();
    withQuest(t, GERALT, "quest.road-of-no-return#1");
    t.hero(GERALT).leads.red = 5;
    t.hero(GERALT).leads.purple = 5;
    expect(ops(t, GERALT).some((k) => k.startsWith("support:"))).toBe(false);
    // an opponent beside him who can pay is offered it
    t.hero(TRISS).location = t.hero(GERALT).location;
    t.hero(TRISS).leads.red = 5;
    t.hero(TRISS).leads.purple = 5;
    t.hero(TRISS).gold = 5;
    expect(ops(t, TRISS)).toContain(`support:${GERALT}`);
    expect(ops(t, GERALT).some((k) => k.startsWith("support:"))).toBe(false);
  });
});

describe("Support Chart", () => {
  it("Support Chart: keeping a new quest moves the hero token to its support type; a completed support quest takes it off", () => {
    const t = new Table();
    t.stack("quest.red", ["quest.road-of-no-return#1", "quest.monster-contract#1"]);
    t.run(play(drawQuest, questFor(GERALT)), [["keep-quest", "quest.monster-contract#1"]]);
    expect(t.hero(GERALT).supportChart).toBe("combat");
    t.hero(TRISS).gold = 2;
    t.hero(TRISS).location = t.hero(GERALT).location;
    t.e.state.active = TRISS;
    t.run(play(operations, operationsOf(TRISS)), [["choose-operation", `support:${GERALT}`]]);
    expect(t.hero(GERALT).supportChart).toBeNull();
  });
});

describe("Trading Resources", () => {
  // Geralt offers Triss a red lead for a gold; she declines
  const RED_LEAD_FOR_GOLD_DECLINED: ScriptStep[] = [...trade(TRISS, "lead.red", "gold", "decline"), ["choose-operation", "done"]];

  it("Trading Resources: leads and gold change hands only if the other hero agrees", () => {
    const t = new Table();
    t.hero(TRISS).gold = 1;
    t.hero(GERALT).leads.red = 1;
    t.hero(TRISS).location = t.hero(GERALT).location;
    t.run(play(operations, operationsOf(GERALT)), RED_LEAD_FOR_GOLD_DECLINED);
    expect(t.hero(GERALT).leads.red).toBe(1);
    const accept = t.asked.find((d) => d.type === "trade-accept")!;
    expect(accept.who).toBe(TRISS);
  });

  it("Trading Resources: only leads and gold can be traded; a gift for a promise is allowed", () => {
    const t = new Table();
    const g = t.hero(GERALT);
    g.proof.red = 2;
    g.gold = 1;
    t.hero(TRISS).location = t.hero(GERALT).location;
    t.run(play(operations, operationsOf(GERALT)), [...trade(TRISS, "gold", "nothing", "accept"), ["choose-operation", "done"]]);
    expect(t.optionsOf("trade-give")).toEqual(["gold", "nothing"]);
    expect(t.hero(TRISS).gold).toBe(2);
  });

  it("Trading Resources: a lead offered in a trade is named by its colour, in English and in Romanian (bundled base game)", () => {
    const t = new Table({ content: bundled });
    const g = t.hero(GERALT);
    g.gold = 0;
    g.leads = { red: 1, blue: 1, purple: 0 };
    t.hero(TRISS).gold = 1;
    t.hero(TRISS).location = g.location;
    t.run(play(operations, operationsOf(GERALT)), RED_LEAD_FOR_GOLD_DECLINED);
    const asked = (type: string) => t.asked.find((d) => d.type === type)!;
    const en = new GameText("adventure", playerCatalogue({ root: REPO }, games, "en", false));
    const ro = new GameText("adventure", playerCatalogue({ root: REPO }, games, "ro", false));
    expect(en.decision(asked("trade-give")).options.map((o) => o.label)).toEqual(["1 red lead", "1 blue lead", "nothing"]);
    // "Indiciu" is neuter: its colour takes the masculine singular, as option-colour has it
    expect(ro.decision(asked("trade-give")).options.map((o) => o.label)).toEqual(["1 Indiciu roșu", "1 Indiciu albastru", "nimic"]);
    expect(en.decision(asked("trade-accept")).prompt).toBe("Geralt of Rivia offers 1 red lead for 1 gold");
  });
});

describe("Tabletalk", () => {
  it("Tabletalk: trade offers and answers are public, in the game log", () => {
    const t = new Table();
    t.hero(TRISS).location = t.hero(GERALT).location;
    t.run(play(operations, operationsOf(GERALT)), [...trade(TRISS, "gold", "gold", "decline"), ["choose-operation", "done"]]);
    expect(t.events("trade")[0]).toMatchObject({ hero: GERALT, with: TRISS, give: "gold", take: "gold", accepted: false });
  });
});

describe("Yarpen", () => {
  it("Yarpen: he chooses the combat or the diplomacy quest deck each time he draws quests", () => {
    const t = new Table({ heroes: [YARPEN, GERALT] });
    t.run(play(drawQuest, questFor(YARPEN)), [["choose-quest-deck", "quest.purple"]]);
    expect(t.optionsOf("choose-quest-deck")).toEqual(["quest.red", "quest.purple"]);
    expect(t.e.cat.quest(t.hero(YARPEN).quest!.card).deck).toBe("quest.purple");
  });

  it("Yarpen: companions stay in his play area and cannot be discarded", () => {
    const t = new Table({ heroes: [YARPEN, GERALT] });
    expect(t.hero(YARPEN).companions).toHaveLength(4);
    expect(t.e.rt.canDiscard(t.ctx(YARPEN), { what: "development", amount: 1 })).toBe(false);
    t.run(t.effect(calls("discard", { what: "trait:Companion", amount: 1 }), YARPEN));
    expect(t.hero(YARPEN).companions).toHaveLength(4);
  });
});
