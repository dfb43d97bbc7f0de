import { games } from "../../games/registry.ts";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { totals } from "../../games/adventure/rules/battle.ts";
import type { BattleState } from "../../games/adventure/rules/state.ts";
import { encounterObstacle } from "../../games/adventure/rules/turn.ts";
import { completeMain, operations, operationsOf } from "../../games/adventure/rules/operations.ts";
import { anyTimeHooks } from "../../games/adventure/rules/hooks.ts";
import { content as bundled } from "../../content/generated/index.ts";
import { card, does, heroRoll, seq } from "../fixtures/adventure/build.ts";
import { createGame } from "../../games/adventure/rules/game.ts";
import { greedyAgent } from "../../games/adventure/agents/play.ts";
import type { Answer } from "../../runtime/core/decision.ts";
import { sampleContent, sampleWith } from "../fixtures/adventure/content.ts";
import type { AdventureContent } from "../../games/adventure/rules/content.ts";
import { GERALT, TRISS, YARPEN, Table, loc, reg } from "./table.ts";
import { GameText } from "../../compiler/i18n/game-text.ts";
import { playerCatalogue } from "../../compiler/i18n/project.ts";
import { play } from "./table.ts";
import { fightBattle, battleOf } from "../../games/adventure/rules/battle.ts";
import { calls } from "../fixtures/adventure/build.ts";

const REPO = fileURLToPath(new URL("../..", import.meta.url));

/** the sample content plus a card whose hooks record the window order */
function withProbe(): AdventureContent {
  return sampleWith(
    card("development", "development.geralt", "development.probe", "Probe", [
      does("start-of-battle", "receive", { resource: "gold", amount: 1, colour: "any" }),
      does("before-rolling", "receive", { resource: "gold", amount: 10, colour: "any" }),
    ]),
  );
}

describe("Battles", () => {
  it("Battles: start-of-battle effects, then before rolling effects, then the roll of battle dice and hero dice", () => {
    const t = new Table({ content: withProbe() });
    t.hero(GERALT).development.push({ card: "development.probe#1", markers: 0 });
    t.run(play(fightBattle, battleOf(GERALT, "monster.fleder", null)), [
      ["window:start-of-battle", "use:development.probe#1:0"],
      ["window:before-rolling", "use:development.probe#1:1"],
    ]);
    const order = t.e.log.events.filter((e) => ["use-card", "wound", "battle-roll"].includes(e.type)).map((e) => (e.type === "use-card" ? e.window : e.type));
    // the Fleder's own before rolling wound comes before the hero's before rolling card, all before the roll
    expect(order).toEqual(["start-of-battle", "wound", "before-rolling", "battle-roll"]);
    const roll = t.events("battle-roll")[0].faces as string[];
    expect(roll.map((f) => f.split(":")[0])).toEqual(["die.battle-1", "die.battle-2", "die.battle-3", "die.geralt-1", "die.geralt-2", "die.geralt-3"]);
  });

  it("Battles: spend 1 dodge and 1 shield to produce 1 sword", () => {
    const t = new Table();
    t.rig(2, 4, 5, 0, 0, 0); // dodge, shield, blank, sword x3
    const b = t.run(play(fightBattle, battleOf(GERALT, "monster.drowner", null)), [["modify-results", "trade"]]);
    expect(totals(b)).toMatchObject({ sword: 4, shield: 0, dodge: 0 });
    expect(b.outcome.sword).toBe(true);
  });

  it("Battles: swords equal to the sword stat are a successful attack; fewer is a failed attack", () => {
    const t = new Table();
    t.rig(0, 0, 5, 0, 3, 3); // sword, sword, blank, sword, dodge, dodge -> 3 swords vs Drowner 3
    const ok = t.run(play(fightBattle, battleOf(GERALT, "monster.drowner", null)));
    expect(ok.outcome.sword).toBe(true);
    t.rig(5, 5, 5, 3, 3, 1); // 0 swords
    const bad = t.run(play(fightBattle, battleOf(GERALT, "monster.drowner", null)));
    expect(bad.outcome.sword).toBe(false);
    expect(bad.defeated).toBe(false);
  });

  it("Battles: a failed shield resolves the failed shield effect, a successful one does not", () => {
    const t = new Table();
    t.rig(5, 5, 5, 0, 0, 0); // no shields vs Drowner shield 2
    t.run(play(fightBattle, battleOf(GERALT, "monster.drowner", null)));
    expect(Object.keys(t.hero(GERALT).wounds)).toHaveLength(1);
    t.rig(1, 1, 5, 0, 0, 0); // shield + double shield = 3
    t.run(play(fightBattle, battleOf(GERALT, "monster.drowner", null)));
    expect(Object.keys(t.hero(GERALT).wounds)).toHaveLength(1);
  });

  it("Battles: development and good fortune cards modify the results during battle; good fortune is then discarded", () => {
    const t = new Table();
    t.hero(GERALT).goodFortune = ["goodfortune.second-wind#1"];
    t.rig(5, 5, 5, 0, 0, 0);
    const b = t.run(play(fightBattle, battleOf(GERALT, "monster.drowner", null)), [["modify-results", "use:goodfortune.second-wind#1:0"]]);
    expect(totals(b).shield).toBe(2);
    expect(b.outcome.shield).toBe(true);
    expect(t.hero(GERALT).goodFortune).toEqual([]);
    expect(t.e.deck("goodfortune").discard).toEqual(["goodfortune.second-wind#1"]);
  });

  it("Battles: a main quest's enemy encounter is fought and the quest is completed whatever the outcome", () => {
    const t = new Table();
    const g = t.onQuest(GERALT, "quest.road-of-no-return#1", loc("duen-canell"));
    g.proof.red = 2;
    t.rig(5, 5, 5, 3, 3, 3); // nothing useful: the battle is lost
    t.run(play(completeMain, { hero: GERALT, quest: "" }));
    expect(t.events("battle-end")[0]).toMatchObject({ outcome: { sword: false, shield: false } });
    expect(g.completedQuests).toEqual(["quest.road-of-no-return#1"]);
    expect(g.vp).toBe(8);
  });

  it("Battles: a ritual stat instead of a sword stat is compared like a sword; success defeats the monster", () => {
    const t = new Table();
    t.rig(4, 5, 3, 0, 0, 0); // ritual, blank, ritual + swords
    const b = t.run(play(fightBattle, battleOf(GERALT, "monster.wraith", "monster.wraith#1")));
    expect(b.outcome).toEqual({ ritual: true, shield: false });
    expect(b.defeated).toBe(true);
    expect(t.hero(GERALT).vp).toBe(2);
  });

  it("Battles: a ritual stat in addition to sword and shield is compared too", () => {
    const t = new Table();
    t.rig(5, 5, 5, 0, 0, 0);
    const b = t.run(play(fightBattle, battleOf(GERALT, "monster.griffin", null)));
    expect(Object.keys(b.outcome).sort()).toEqual(["ritual", "shield", "sword"]);
    expect(t.hero(GERALT).delayed).toBe(true); // the Griffin's failed ritual
  });
});

/** the hero's dice rolled by a "roll your dice" effect: did they show a success (the roll's event says)? */
function rolledSuccess(t: Table, hero = GERALT): boolean {
  t.run(t.effect(heroRoll(seq(), seq()), hero));
  const rolls = t.events("roll-hero-dice");
  return rolls[rolls.length - 1].success as boolean;
}

describe("Dice", () => {
  it("Dice: rolling hero dice rolls the hero's whole set, and battle dice are not hero dice", () => {
    const t = new Table();
    t.rig(0, 0, 4);
    const ok = rolledSuccess(t);
    expect(t.events("roll-hero-dice")[0].faces).toHaveLength(3);
    expect(ok).toBe(true); // the sign face is Geralt's success
  });

  it("Dice: a hero obtains a success only with a face his hero sheet labels as a success", () => {
    const t = new Table({ heroes: [YARPEN, GERALT] });
    t.rig(2);
    expect(rolledSuccess(t, YARPEN)).toBe(false); // dodge is not a success for Yarpen
    t.rig(0);
    expect(rolledSuccess(t, YARPEN)).toBe(true); // sword & double shield is
    t.rig(5);
    expect(rolledSuccess(t, YARPEN)).toBe(true); // double sword is
  });

  it("Dice: a rerolled die must use its new result", () => {
    const t = new Table();
    t.hero(GERALT).development.push({ card: "development.steel-sword#1", markers: 0 });
    t.rig(5, 5, 5, 3, 3, 3);
    t.rig(0); // the rerolled battle die 1 shows a sword
    const b = t.run(play(fightBattle, battleOf(GERALT, "monster.drowner", null)), [
      ["modify-results", "use:development.steel-sword#1:0"],
      ["reroll", ["0"]],
    ]);
    expect(b.dice[0].face).toBe("sword");
    expect(totals(b).sword).toBe(1);
  });

  it("Dice: a blank face produces no results", () => {
    const t = new Table();
    t.rig(5, 5, 5, 3, 3, 3);
    const b = t.run<BattleState>(play(fightBattle, battleOf(GERALT, "monster.drowner", null)));
    expect(b.dice.slice(0, 3).every((d) => d.results.length === 0)).toBe(true);
    expect(totals(b)).toMatchObject({ sword: 0, shield: 0, ritual: 0, dodge: 3 });
  });

  it("Dice: heroes spend dice results on development card effects (Igni: spend 1 dodge for 2 swords)", () => {
    const t = new Table();
    t.hero(GERALT).development.push({ card: "development.igni#1", markers: 0 });
    t.rig(5, 5, 5, 3, 0, 0);
    const b = t.run(play(fightBattle, battleOf(GERALT, "monster.drowner", null)), [["modify-results", "use:development.igni#1:0"]]);
    expect(totals(b)).toMatchObject({ sword: 4, dodge: 0 });
  });

  it("Dice: results missing from a hero's dice come from his development cards (Triss's amulet adds a ritual)", () => {
    const t = new Table();
    t.hero(TRISS).development.push({ card: "development.magic-amulet#1", markers: 0 });
    t.rig(5, 5, 5, 2);
    const b = t.run(play(fightBattle, battleOf(TRISS, "monster.wraith", null)), [["modify-results", "use:development.magic-amulet#1:0"]]);
    expect(totals(b).ritual).toBe(1);
  });
});

describe("Monsters", () => {
  it("Monsters: three types in three shuffled stacks", () => {
    const t = new Table();
    const s = t.e.state.monsters;
    expect(s.bronze.every((m) => t.e.cat.monster(m).type === "bronze")).toBe(true);
    expect(s.silver.every((m) => t.e.cat.monster(m).type === "silver")).toBe(true);
    expect(s.gold.every((m) => t.e.cat.monster(m).type === "gold")).toBe(true);
  });

  it("Monsters: a placed monster goes facedown into the region's monster space, any number stacked", () => {
    const t = new Table();
    const zone = t.e.state.zones[reg("gray")];
    const before = zone.monsters.length;
    t.run(t.effect(calls("placeMonster", { amount: 3, type: "bronze", where: "your-region" })));
    expect(zone.monsters.length).toBe(before + 3);
    expect(zone.monsters.slice(before).every((m) => !m.faceup)).toBe(true);
  });

  it("Monsters: placing more monsters than remain places as many as possible, the hero choosing the regions", () => {
    const t = new Table();
    t.e.state.monsters.gold = ["monster.striga#1"];
    t.run(t.effect(calls("placeMonster", { amount: 1, type: "gold", where: "each-region" })), [["choose-region", reg("green")]]);
    expect(t.e.state.zones[reg("green")].monsters.map((m) => m.token)).toEqual(["monster.striga#1"]);
    expect(t.e.state.monsters.gold).toEqual([]);
    expect(t.optionsOf("choose-region")).toHaveLength(6);
  });

  it("Monsters: an encountered facedown monster is flipped and fought; undefeated it stays faceup", () => {
    const t = new Table();
    const zone = t.e.state.zones[reg("gray")];
    zone.monsters = [{ token: "monster.striga#1", faceup: false }];
    zone.foulFate = false;
    t.rig(5, 5, 5, 3, 3, 3);
    t.run(play(encounterObstacle, { hero: GERALT, region: "", token: "" }));
    // flipped, then fought: the battle is against that token
    expect(t.events("encounter")).toEqual([expect.objectContaining({ obstacle: "monster", monster: "monster.striga#1" })]);
    expect(t.events("battle")).toEqual([expect.objectContaining({ enemy: "monster.striga", token: "monster.striga#1" })]);
    expect(t.events("battle-end")[0]).toMatchObject({ defeated: false });
    expect(zone.monsters).toEqual([{ token: "monster.striga#1", faceup: true }]);
    expect(t.e.state.monsters.silver).not.toContain("monster.striga#1");
  });

  it("Monsters: a successful attack defeats the monster; its token goes facedown to the bottom of its stack", () => {
    const t = new Table();
    const zone = t.monsterOn(reg("gray"), "monster.nekker#1", false);
    t.rig(0, 0, 1, 0, 0, 0);
    t.run(play(encounterObstacle, { hero: GERALT, region: "", token: "" }));
    expect(zone.monsters).toEqual([]);
    expect(t.e.state.monsters.bronze.at(-1)).toBe("monster.nekker#1");
  });
});

describe("Encountering Obstacles", () => {
  it("Encountering Obstacles: a foul fate token is discarded and a foul fate card drawn, resolved and discarded", () => {
    const t = new Table();
    const zone = t.e.state.zones[reg("gray")];
    zone.monsters = [];
    zone.foulFate = true;
    t.stack("foulfate", ["foulfate.lost-way#1"]);
    t.run(play(encounterObstacle, { hero: GERALT, region: "", token: "" }));
    expect(zone.foulFate).toBe(false);
    expect(t.hero(GERALT).delayed).toBe(true);
    expect(t.e.deck("foulfate").discard).toEqual(["foulfate.lost-way#1"]);
  });

  it("Encountering Obstacles: with a foul fate token and monsters the hero chooses one obstacle; facedown monsters show only their type", () => {
    const t = new Table();
    const zone = t.e.state.zones[reg("gray")];
    zone.monsters = [
      { token: "monster.drowner#1", faceup: true },
      { token: "monster.nekker#2", faceup: false },
    ];
    zone.foulFate = true;
    t.stack("foulfate", ["foulfate.nilfgaardian-raid#1"]);
    t.run(play(encounterObstacle, { hero: GERALT, region: "", token: "" }), [["encounter-obstacle", "foulfate"]]);
    const d = t.asked.find((x) => x.type === "encounter-obstacle")!;
    // as a player reads them: the facedown monster by its type only
    const words = new GameText("adventure", playerCatalogue({ root: REPO }, games, "en"));
    expect(d.options.map((o) => words.option(o))).toEqual(["Drowner", "facedown bronze monster", "foul fate token"]);
    // the monsters keep their facing
    expect(zone.monsters.map((m) => m.faceup)).toEqual([true, false]);
  });

  it("Encountering Obstacles: with no obstacles in his region the hero advances the war track", () => {
    const t = new Table();
    t.e.state.zones[reg("gray")] = { monsters: [], foulFate: false };
    t.run(play(encounterObstacle, { hero: GERALT, region: "", token: "" }));
    expect(t.e.state.warTrack).toBe(1);
    // the space after the top one shows foul fate: it arrives in his region
    expect(t.e.state.zones[reg("gray")].foulFate).toBe(true);
  });

  it("Encountering Obstacles: an ignored obstacle cannot be encountered, and ignoring all of them does not advance the war track", () => {
    const t = new Table();
    t.e.state.zones[reg("gray")] = { monsters: [], foulFate: true };
    t.run(t.effect(calls("ignoreObstacle", {})));
    t.run(play(encounterObstacle, { hero: GERALT, region: "", token: "" }));
    expect(t.e.state.warTrack).toBe(0);
    expect(t.e.state.zones[reg("gray")].foulFate).toBe(true);
    expect(t.events("obstacles-ignored")).toHaveLength(1);
  });
});

describe("Encountering Obstacles on the bundled base game", () => {
  it('Encountering Obstacles: "ignore" an obstacle ignores that one obstacle: the foul fate of the region he travels to is still encountered (Safe Passage)', () => {
    const t = new Table({ content: bundled });
    const g = t.hero(GERALT);
    g.location = loc("ard-carraig"); // gray
    t.e.state.zones[reg("gray")] = { monsters: [], foulFate: true };
    t.e.state.zones[reg("blue")] = { monsters: [], foulFate: true };
    t.stack("goodfortune", ["goodfortune.safe-passage#1"]);
    t.e.deck("goodfortune").draw.shift();
    g.goodFortune = ["goodfortune.safe-passage#1"];
    t.run(play(operations, operationsOf(GERALT)), [["choose-operation", "use:goodfortune.safe-passage#1:0"]]);
    expect(t.events("ignore-obstacle")).toEqual([expect.objectContaining({ hero: GERALT, region: reg("gray"), obstacle: "foulfate" })]);
    // he moves on to Brokilon, in the blue region, whose foul fate he has not ignored
    t.run(t.effect(calls("move", { to: loc("brokilon"), receiveLeads: false })));
    t.stack("foulfate", ["foulfate.twisted-ankle#1"]);
    t.run(play(encounterObstacle, { hero: GERALT, region: "", token: "" }));
    expect(t.events("obstacles-ignored")).toHaveLength(0);
    expect(t.events("encounter")).toEqual([expect.objectContaining({ hero: GERALT, region: reg("blue"), obstacle: "foulfate" })]);
    expect(t.e.state.zones[reg("blue")].foulFate).toBe(false);
    // the ignored one stays where it was
    expect(t.e.state.zones[reg("gray")].foulFate).toBe(true);
  });

  it("Encountering Obstacles: a card whose only effect is to ignore an obstacle is not offered while the hero's region holds no obstacle he has not ignored (Illusion keeps its marker, Safe Passage stays in hand)", () => {
    const t = new Table({ content: bundled });
    const triss = t.hero(TRISS);
    t.e.state.active = TRISS;
    triss.location = loc("ard-carraig"); // gray
    t.e.state.zones[reg("gray")] = { monsters: [], foulFate: false };
    t.stack("development.triss", ["development.illusion#1"]);
    t.e.deck("development.triss").draw.shift();
    triss.development.push({ card: "development.illusion#1", markers: 1 });
    t.stack("goodfortune", ["goodfortune.safe-passage#1"]);
    t.e.deck("goodfortune").draw.shift();
    triss.goodFortune = ["goodfortune.safe-passage#1"];
    t.e.cardsChanged(triss);
    const ILLUSION = "use:development.illusion#1:0";
    const SAFE = "use:goodfortune.safe-passage#1:0";
    /** the keys offered in the operations decisions of one round of her operations */
    const offered = (script: Parameters<typeof t.run>[1] = []) => {
      const from = t.asked.length;
      t.run(play(operations, operationsOf(TRISS)), script);
      return t.asked
        .slice(from)
        .filter((d) => d.type === "choose-operation")
        .flatMap((d) => d.options.map((o) => o.key));
    };
    // nothing to ignore: neither is offered, on her turn or beside another hero's
    expect(offered()).not.toContain(ILLUSION);
    expect(offered()).not.toContain(SAFE);
    expect(anyTimeHooks(t.e, TRISS).map((u) => u.key)).toEqual([]);
    expect(triss.development.find((d) => d.card === "development.illusion#1")!.markers).toBe(1);
    // a foul fate in her region: both are offered; Illusion spends its marker and ignores it
    t.e.state.zones[reg("gray")] = { monsters: [], foulFate: true };
    expect(offered([["choose-operation", ILLUSION]])).toEqual(expect.arrayContaining([ILLUSION, SAFE]));
    expect(triss.development.find((d) => d.card === "development.illusion#1")!.markers).toBe(0);
    expect(t.events("ignore-obstacle")).toEqual([expect.objectContaining({ hero: TRISS, region: reg("gray"), obstacle: "foulfate" })]);
    // the one obstacle is ignored already: Safe Passage would ignore nothing, and is not offered
    expect(offered()).not.toContain(SAFE);
    expect(anyTimeHooks(t.e, TRISS).map((u) => u.key)).toEqual([]);
    expect(triss.goodFortune).toEqual(["goodfortune.safe-passage#1"]);
    // a monster arrives: there is something left to ignore again
    t.e.state.zones[reg("gray")].monsters.push({ token: `${bundled.monsters[0].id}#1`, faceup: false });
    expect(anyTimeHooks(t.e, TRISS).map((u) => u.key)).toContain(SAFE);
  });

  it("Encountering Obstacles: an obstacle ignored by one hero is not ignored by another", () => {
    const t = new Table({ content: bundled });
    t.hero(GERALT).location = loc("ard-carraig");
    t.hero(TRISS).location = loc("ban-ard");
    t.e.state.zones[reg("gray")] = { monsters: [], foulFate: true };
    t.run(t.effect(calls("ignoreObstacle", {}), GERALT));
    t.stack("foulfate", ["foulfate.twisted-ankle#1"]);
    t.run(play(encounterObstacle, { hero: TRISS, region: "", token: "" }));
    expect(t.events("encounter")).toEqual([expect.objectContaining({ hero: TRISS, obstacle: "foulfate" })]);
  });
});

describe("War Track", () => {
  it("War Track: advancing moves the marker one space and resolves it in the active player's region: monster or foul fate", () => {
    const t = new Table();
    t.e.state.zones[reg("gray")] = { monsters: [], foulFate: false };
    t.run(t.effect(calls("advanceWarTrack", { amount: 2 })));
    expect(t.e.state.warTrack).toBe(2);
    const z = t.e.state.zones[reg("gray")];
    expect(z.monsters).toHaveLength(1);
    expect(t.e.cat.monster(z.monsters[0].token).type).toBe("silver");
    expect(z.foulFate).toBe(true);
  });

  it("War Track: the track goes round after its last space", () => {
    const t = new Table();
    t.e.state.warTrack = sampleContent.warTrack.length - 1;
    t.run(t.effect(calls("advanceWarTrack", { amount: 1 })));
    expect(t.e.state.warTrack).toBe(0);
  });
});

describe("Obstacle Zones", () => {
  it("Obstacle Zones: one zone per region; any number of monsters; a second foul fate token goes to the hero's sheet", () => {
    const t = new Table();
    expect(Object.keys(t.e.state.zones)).toHaveLength(6);
    t.e.state.zones[reg("gray")].foulFate = true;
    t.run(t.effect(calls("placeFoulFate", { where: "your-region" })), [["place-foul-fate", "develop"]]);
    expect(t.hero(GERALT).foulFate).toEqual(["develop"]);
  });
});

describe("Regions", () => {
  it("Regions: six regions, each with its obstacle zone, adjacent as the board's banners show", () => {
    const adj = Object.fromEntries(sampleContent.regions.map((r) => [r.id, r.adjacent.slice().sort()]));
    expect(adj).toEqual({
      [reg("gray")]: [reg("purple"), reg("red")],
      [reg("purple")]: [reg("gray"), reg("green"), reg("red")],
      [reg("red")]: [reg("blue"), reg("gray"), reg("green"), reg("purple"), reg("yellow")],
      [reg("blue")]: [reg("red"), reg("yellow")],
      [reg("yellow")]: [reg("blue"), reg("green"), reg("red")],
      [reg("green")]: [reg("purple"), reg("red"), reg("yellow")],
    });
  });

  it("Regions: an effect on an adjacent region lets the hero choose among the adjacent ones", () => {
    const t = new Table();
    t.run(t.effect(calls("placeMonster", { amount: 1, type: "silver", where: "adjacent-region" })), [["choose-region", reg("red")]]);
    expect(t.optionsOf("choose-region")).toEqual([reg("purple"), reg("red")]);
    expect(t.e.state.zones[reg("red")].monsters.some((m) => t.e.cat.monster(m.token).type === "silver")).toBe(true);
  });
});

describe("Battles on the bundled base game: the trade spends dice results", () => {
  it("Battles: spend 1 dodge and 1 shield to produce 1 sword; Dice: the dice whose results were spent cannot be rerolled afterwards (Second Wind)", () => {
    const t = new Table({ content: bundled });
    t.hero(GERALT).goodFortune = ["goodfortune.second-wind#1"];
    // battle dice: dodge, shield, blank; Geralt's dice: sword, sword, sword
    t.rig(3, 1, 5, 0, 0, 5);
    t.rig(0); // the rerolled blank battle die shows a sword
    const b = t.run(play(fightBattle, battleOf(GERALT, "monster.drowner", null)), [
      ["modify-results", "trade"],
      ["modify-results", "use:goodfortune.second-wind#1:0"],
      ["reroll", ["2"]],
    ]);
    // the dodge and the shield the trade spent are on battle dice 1 and 2: rerolling them would give back what was spent
    expect(t.optionsOf("reroll")).toEqual(["2", "3", "4", "5"]);
    expect(b.dice[0].face).toBe("dodge");
    expect(b.dice[1].face).toBe("shield");
    expect(totals(b)).toMatchObject({ sword: 5, shield: 0, dodge: 0 });
  });

  it("Battles: a trade needs a dodge and a shield still unspent: after Igni spent the only dodge there is no trade", () => {
    const t = new Table({ content: bundled });
    t.hero(GERALT).development.push({ card: "development.igni#1", markers: 0 });
    // battle dice: dodge, shield, blank; Geralt's dice: sword, sword, sword
    t.rig(3, 1, 5, 0, 0, 5);
    const b = t.run(play(fightBattle, battleOf(GERALT, "monster.drowner", null)), [["modify-results", "use:development.igni#1:0"]]);
    // after Igni nothing is left to modify: no second choice is offered, and no trade is made
    expect(t.asked.filter((d) => d.type === "modify-results")).toHaveLength(1);
    expect(t.events("battle-trade")).toEqual([]);
    expect(totals(b)).toMatchObject({ sword: 5, shield: 1, dodge: 0 });
  });
});

describe("Battles in the state: the battle being fought is copied with the game", () => {
  it("Battles: a card's battle window may start another battle; the innermost is the one fought, and the outer one goes on after it", () => {
    const t = new Table({
      content: sampleWith(
        card("development", "development.geralt", "development.ambush", "Ambush", [does("start-of-battle", "fight", { enemy: "enemy.bandits" })]),
        card("development", "development.geralt", "development.watch", "Watch", [
          does("before-rolling", "receive", { resource: "gold", amount: 1, colour: "any" }),
        ]),
      ),
    });
    t.hero(GERALT).development.push({ card: "development.ambush#1", markers: 0 }, { card: "development.watch#1", markers: 0 });
    const b = t.run(play(fightBattle, battleOf(GERALT, "monster.drowner", null)), [
      ["window:start-of-battle", "use:development.ambush#1:0"],
      ["window:before-rolling", "use:development.watch#1:0"],
      ["window:before-rolling", "use:development.watch#1:0"],
    ]);
    // the battles under way each time the Watch was used, read from the log: a battle's event opens it, its end closes it
    const underWay: string[] = [];
    const seen: string[][] = [];
    for (const ev of t.e.log.events) {
      if (ev.type === "battle") underWay.push(ev.enemy as string);
      else if (ev.type === "battle-end") underWay.pop();
      else if (ev.type === "use-card" && ev.card === "development.watch#1") seen.push([...underWay]);
    }
    // before the Bandits' roll both battles are under way, the Bandits' innermost; then the Drowner's alone
    expect(seen).toEqual([["monster.drowner", "enemy.bandits"], ["monster.drowner"]]);
    expect(t.events("battle").map((e) => e.enemy)).toEqual(["monster.drowner", "enemy.bandits"]);
    expect(b.enemy).toBe("monster.drowner");
    // between battles the state holds none
    expect(t.e.battle).toBeNull();
    expect("battle" in JSON.parse(JSON.stringify(t.e.state))).toBe(false);
  });

  it("Battles: a game waiting at a battle's modify step can be snapshotted; restored, it plays on as it did", () => {
    const options = { seed: 5, heroes: ["hero.geralt", "hero.triss"], maxRounds: 250 };
    const game = createGame(bundled, options);
    const agent = greedyAgent();
    while (game.pending && !(game.pending.type === "modify-results")) game.answer(agent(game.pending, game));
    expect(game.pending?.type).toBe("modify-results");
    expect(game.state.battle?.map((b) => b.hero)).toEqual([game.pending!.who]);
    const at = game.answers.length;
    const snap = game.snapshot();
    while (game.pending) game.answer(agent(game.pending, game));
    const rest: Answer[] = game.answers.slice(at);
    const end = JSON.stringify({ state: game.state, result: game.result, log: game.log.slice(-50) });
    game.restore(snap);
    expect(game.state.battle).toHaveLength(1);
    for (const a of rest) game.answer(a);
    expect(JSON.stringify({ state: game.state, result: game.result, log: game.log.slice(-50) })).toBe(end);
  });
});
