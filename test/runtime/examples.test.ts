// The rulebook's worked examples, with their printed results.
import { describe, expect, it } from "vitest";
import { totals } from "../../games/adventure/rules/battle.ts";
import { encounterObstacle, takeTurn } from "../../games/adventure/rules/turn.ts";
import { content as bundled } from "../../content/generated/index.ts";
import { GERALT, TRISS, Table, loc, reg } from "./table.ts";
import { play } from "./table.ts";
import { fightBattle, battleOf } from "../../games/adventure/rules/battle.ts";
import { resolvingCard } from "../../games/adventure/rules/cards.ts";

describe("Example of a Battle", () => {
  it("Example of a Battle: Geralt beats the Fleder with 4 swords and 2 shields after Igni and the dodge+shield trade", () => {
    // the bundled base game: its Fleder ("suffer 1 minor wound" before rolling; "1 gold and 1 VP") and Igni
    const t = new Table({ content: bundled });
    const g = t.hero(GERALT);
    g.location = loc("ard-carraig");
    g.development.push({ card: "development.igni#1", markers: 0 });
    const token = "monster.fleder#1";
    // "he flips it faceup to reveal a Fleder": a facedown token in his region's obstacle zone
    t.e.state.monsters.silver = t.e.state.monsters.silver.filter((m) => m !== token);
    t.e.state.zones[reg("gray")] = { monsters: [{ token, faceup: false }], foulFate: false };
    const silverBefore = t.e.state.monsters.silver.length;
    const goldBefore = g.gold;
    // The printed roll ("3 swords, 1 shield, 1 dodge, 1 ritual") cannot pay for both Igni and the trade;
    // this roll gives the example's printed final result. Battle dice: dodge, double shield, shield; Geralt's: dodge, sword, sign
    t.rig(3, 2, 1, 3, 0, 4);
    t.run(play(encounterObstacle, { hero: GERALT, region: "", token: "" }), [
      ["modify-results", "use:development.igni#1:0"],
      ["modify-results", "trade"],
    ]);
    // before rolling: a minor wound
    expect(Object.values(g.wounds)).toEqual(["minor"]);
    expect(t.events("battle-totals").at(-1)).toMatchObject({ totals: { sword: 4, shield: 2 } });
    expect(t.events("battle-end").at(-1)).toMatchObject({ outcome: { sword: true, shield: true }, defeated: true });
    // successful sword: one gold and 1 VP
    expect(g.gold).toBe(goldBefore + 1);
    expect(g.vp).toBe(1);
    // "he has defeated the Fleder and discards it": gone from the zone, facedown at the bottom of the silver stack
    expect(t.e.state.zones[reg("gray")].monsters).toEqual([]);
    expect(t.e.state.monsters.silver).toHaveLength(silverBefore + 1);
    expect(t.e.state.monsters.silver.at(-1)).toBe(token);
  });
});

describe("Battles: for each X you are short", () => {
  it('Battles: the Striga with 5 shields, 3 rolled -> "suffer 1 wound for each shield you are short" gives 2 wounds', () => {
    const t = new Table();
    const g = t.hero(GERALT);
    // shield, double shield, blank; Geralt: sword, sword, sword -> 3 shields
    t.rig(1, 1, 5, 0, 0, 0);
    const b = t.run(play(fightBattle, battleOf(GERALT, "monster.striga", null)));
    expect(totals(b).shield).toBe(3);
    expect(b.outcome.shield).toBe(false);
    expect(Object.keys(g.wounds)).toHaveLength(2);
    expect(t.events("wound")).toHaveLength(2);
  });
});

/** a table whose active hero, Geralt, has `vp` victory points */
function geraltWithVp(vp: number): Table {
  const t = new Table();
  t.hero(GERALT).vp = vp;
  return t;
}

describe("Victory Points: past 80", () => {
  it("Victory Points: a player with 79 VP who earns 3 VP has 82 VP, his marker on the 2 space", () => {
    const t = geraltWithVp(79);
    t.e.gainVp(GERALT, 3, "test");
    expect(t.hero(GERALT).vp).toBe(82);
    expect(t.events("vp").at(-1)).toMatchObject({ vp: 82, trackSpace: 2 });
  });
});

describe("Victory Points: losing VP", () => {
  it("Victory Points: a player who loses VP moves his marker back by that amount", () => {
    const t = geraltWithVp(10);
    t.e.loseVp(GERALT, 3, "test");
    expect(t.hero(GERALT).vp).toBe(7);
    expect(t.events("vp").at(-1)).toMatchObject({ hero: GERALT, delta: -3, vp: 7, trackSpace: 7 });
    // past 80 the marker moves back along the track too: 82 (space 2) less 5 is 77 (space 77)
    t.hero(GERALT).vp = 82;
    t.e.loseVp(GERALT, 5, "test");
    expect(t.events("vp").at(-1)).toMatchObject({ delta: -5, vp: 77, trackSpace: 77 });
  });
});

describe("Investigation Cards: if able", () => {
  it('Investigation Cards: "Zerikanian Assassin" with the travel foul fate space occupied still advances the war track and places no token', () => {
    const t = new Table();
    const g = t.hero(GERALT);
    g.foulFate = ["travel"];
    g.vp = 5;
    t.stack("investigation.blue", ["investigation.zerikanian-assassin#1"]);
    t.run(play(resolvingCard, { hero: GERALT, card: "investigation.zerikanian-assassin#1" }));
    expect(t.e.state.warTrack).toBe(1);
    expect(g.foulFate).toEqual(["travel"]);
    expect(g.vp).toBe(5);
    expect(t.events("foul-fate-skipped")).toHaveLength(1);
  });
});

describe("Spending: options you can fulfil", () => {
  it('Spending: "Bushwhacked" with fewer than 2 leads must fight the battle', () => {
    const t = new Table();
    const g = t.hero(GERALT);
    g.leads.red = 1;
    t.run(play(resolvingCard, { hero: GERALT, card: "foulfate.bushwhacked#1" }), [["modify-results", "done"]]);
    // the only option he can fulfil was offered, so nothing was asked
    expect(t.asked.some((d) => d.type === "choose-option")).toBe(false);
    expect(t.events("battle")[0]).toMatchObject({ enemy: "enemy.bandits" });
    expect(g.leads.red).toBe(1);
  });

  it('Spending: "Bushwhacked" with 2 leads offers both options', () => {
    const t = new Table();
    t.hero(GERALT).leads.blue = 2;
    t.run(play(resolvingCard, { hero: GERALT, card: "foulfate.bushwhacked#1" }), [["choose-option", "0"]]);
    expect(t.optionsOf("choose-option")).toEqual(["0", "1"]);
    expect(t.hero(GERALT).leads.blue).toBe(0);
    expect(t.events("battle")).toHaveLength(0);
  });
});

describe("Example of a Turn", () => {
  it("Example of a Turn: Geralt brews, travels two routes to Duén Canell, completes a side and his main quest, then fights a silver monster", () => {
    const t = new Table();
    const g = t.onQuest(GERALT, "quest.road-of-no-return#1", loc("wyzima"));
    g.proof.red = 2;
    g.leads.blue = 2;
    g.wounds = { develop: "minor" };
    g.development.push({ card: "development.swallow#1", markers: 0 }, { card: "development.thunderbolt#1", markers: 0 });
    const blue = t.e.state.zones[reg("blue")];
    blue.monsters = [{ token: "monster.fleder#2", faceup: false }];
    blue.foulFate = true;
    t.stack("foulfate", ["foulfate.ill-omen#1"]);
    t.stack("quest.red", ["quest.mahakam-forge#1", "quest.trolls-bridge#1"]);
    t.run(play(takeTurn, { hero: GERALT, action: 1 }), [
      ["choose-operation", "done"],
      ["choose-action", "brew"],
      ["choose-operation", "done"],
      ["choose-action", "travel"],
      ["choose-route", "route:location.wyzima~location.brokilon|route:location.brokilon~location.duen-canell"],
      ["heart-heal", "develop"],
      ["choose-operation", "side:leads"],
      ["choose-operation", "main"],
      ["modify-results", "done"],
      ["keep-quest", "quest.mahakam-forge#1"],
      ["choose-operation", "done"],
      ["encounter-obstacle", "monster.fleder#2"],
    ]);
    // brew: one marker on each potion
    expect(
      t
        .events("marker")
        .filter((e) => e.why === "brew")
        .map((e) => e.card),
    ).toEqual(["development.swallow#1", "development.thunderbolt#1"]);
    expect(g.location).toBe(loc("duen-canell"));
    // two routes: a foul fate card was drawn after arriving
    expect(t.events("draw").some((e) => e.deck === "foulfate" && e.why === "travelled two routes")).toBe(true);
    // at Duén Canell: the blue lead, then the heart's healing, then the foul fate card for two routes
    expect(t.events("heal")[0]).toMatchObject({ space: "develop", why: "heart location" });
    const leadSeq = t.events("receive").find((e) => e.why === loc("duen-canell"))!.seq;
    const healSeq = t.events("heal")[0].seq;
    const foulSeq = t.events("draw").find((e) => e.why === "travelled two routes")!.seq;
    expect(leadSeq).toBeLessThan(healSeq);
    expect(healSeq).toBeLessThan(foulSeq);
    // the side quest: 3 blue leads (2 + the one from Duén Canell) for 4 VP
    expect(t.events("side-quest")[0]).toMatchObject({ side: "leads", vp: 4 });
    expect(g.leads.blue).toBe(0);
    // the main quest: 2 red proof and a battle, 8 VP, then a new quest
    expect(g.proof.red).toBe(0);
    expect(t.events("main-quest")[0]).toMatchObject({ quest: "quest.road-of-no-return", vp: 8 });
    expect(g.completedQuests).toEqual(["quest.road-of-no-return#1"]);
    expect(g.quest?.card).toBe("quest.mahakam-forge#1");
    // the obstacle: he chose the facedown silver monster over the foul fate token and fought it
    expect(t.events("encounter")[0]).toMatchObject({ obstacle: "monster", monster: "monster.fleder#2" });
    expect(blue.foulFate).toBe(true);
    expect(g.actionTokens).toEqual([]);
    expect(g.vp).toBeGreaterThanOrEqual(12);
    void TRISS;
  });
});
