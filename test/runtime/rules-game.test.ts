import { describe, expect, it } from "vitest";
import { computeResult, type GameResult, playTurns, turnsFrom } from "../../games/adventure/rules/turn.ts";
import { createGame } from "../../games/adventure/rules/game.ts";
import { sampleContent } from "../fixtures/adventure/content.ts";
import { completeMain } from "../../games/adventure/rules/operations.ts";
import { DANDELION, GERALT, TRISS, YARPEN, Table, loc, reg } from "./table.ts";
import { play } from "./table.ts";

/** Geralt is one main quest away from his last quest card, at its location with its proof */
function oneQuestFromTheEnd(t: Table, done: number) {
  const g = t.hero(GERALT);
  g.completedQuests = Array.from({ length: done }, (_, i) => `quest.done-${i}#1`);
  g.quest = { card: "quest.mahakam-forge#1", sideDone: [], supportDone: false };
  g.location = loc("mahakam");
  g.proof.red = 2;
}

const mainFirst = (d: { type: string; options: { key: string }[] }) => (d.options.some((o) => o.key === "main") ? ["main"] : ["done"]);

describe("Winning the Game", () => {
  it("Winning the Game: after the third quest card the hero finishes his turn, each other hero takes one more turn, then the game ends", () => {
    const t = new Table({ heroes: [GERALT, TRISS, DANDELION] });
    oneQuestFromTheEnd(t, 2);
    const result = t.run<GameResult>(play(playTurns, turnsFrom(null)), [["choose-operation", mainFirst]]);
    const turns = t.events("turn").map((e) => e.hero);
    expect(turns).toEqual([GERALT, TRISS, DANDELION]);
    expect(result.reason).toBe("quests");
    expect(t.events("game-over")).toHaveLength(1);
    expect(result.standings.find((s) => s.hero === GERALT)!.finalTurn).toBe(1);
  });

  it("Winning the Game: the player with the most VP wins", () => {
    const t = new Table({ heroes: [GERALT, TRISS] });
    t.hero(TRISS).vp = 30;
    t.hero(GERALT).vp = 20;
    expect(computeResult(t.e, "quests").winner).toBe(TRISS);
  });

  it("Winning the Game: a VP tie goes to the tied player with the most completed quest cards", () => {
    const t = new Table({ heroes: [GERALT, TRISS] });
    t.hero(TRISS).vp = t.hero(GERALT).vp = 30;
    t.hero(TRISS).completedQuests = ["a#1", "b#1", "c#1"];
    t.hero(GERALT).completedQuests = ["a#1", "b#1"];
    expect(computeResult(t.e, "quests").winner).toBe(TRISS);
  });

  it("Winning the Game: still tied, proof goes back to leads at each hero's rate and the most leads and gold wins", () => {
    const t = new Table({ heroes: [GERALT, DANDELION] });
    for (const h of [GERALT, DANDELION]) {
      t.hero(h).vp = 30;
      t.hero(h).gold = 0;
    }
    t.hero(GERALT).proof.red = 1; // rate 3: 3 leads
    t.hero(DANDELION).proof.red = 1; // rate 2: 2 leads
    t.hero(DANDELION).gold = 0;
    const r = computeResult(t.e, "quests");
    expect(r.winner).toBe(GERALT);
    expect(r.standings.map((s) => s.leadsAndGold)).toEqual([3, 2]);
  });

  it("Winning the Game: still tied, the player whose final turn ended earliest wins", () => {
    const t = new Table({ heroes: [GERALT, TRISS] });
    for (const h of [GERALT, TRISS]) {
      t.hero(h).vp = 10;
      t.hero(h).gold = 0;
    }
    t.hero(TRISS).finalTurn = 1;
    t.hero(GERALT).finalTurn = 2;
    expect(computeResult(t.e, "quests").winner).toBe(TRISS);
  });
});

describe("Epic Adventuring", () => {
  it("Epic Adventuring: the game needs five quest cards; the third does not end it", () => {
    const t = new Table({ heroes: [GERALT, TRISS], epic: true });
    oneQuestFromTheEnd(t, 2);
    t.run(play(completeMain, { hero: GERALT, quest: "" }));
    expect(t.e.state.endingAfter).toBeNull();
    expect(t.hero(GERALT).quest).not.toBeNull();
    oneQuestFromTheEnd(t, 4);
    t.run(play(completeMain, { hero: GERALT, quest: "" }));
    expect(t.e.state.endingAfter).toBe(GERALT);
  });
});

describe("Setup", () => {
  it("Setup: the 14 steps run in order", () => {
    const game = createGame(sampleContent, { seed: 4, heroes: [GERALT, TRISS, DANDELION, YARPEN] });
    const steps = game.log.filter((e) => e.type === "setup").map((e) => e.step);
    // step 13 waits for the first quest choice
    expect(steps).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    while (game.pending?.type === "keep-quest" || game.pending?.type === "choose-quest-deck") game.answer([game.pending.options[0].key]);
    expect(game.log.filter((e) => e.type === "setup").map((e) => e.step)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
  });

  it("Setup: starting obstacles: a facedown bronze monster in the gray, purple and red zones, foul fate in blue, yellow and green", () => {
    const t = new Table();
    const z = t.e.state.zones;
    for (const r of ["gray", "purple", "red"]) {
      expect(z[reg(r)].monsters).toHaveLength(1);
      expect(z[reg(r)].monsters[0].faceup).toBe(false);
      expect(t.e.cat.monster(z[reg(r)].monsters[0].token).type).toBe("bronze");
      expect(z[reg(r)].foulFate).toBe(false);
    }
    for (const r of ["blue", "yellow", "green"]) expect(z[reg(r)]).toEqual({ monsters: [], foulFate: true });
    expect(t.e.state.warTrack).toBe(0);
  });

  it("Setup: each hero starts at his location with his gold, 0 VP, one kept quest (the other discarded) and his support token on the chart", () => {
    const t = new Table({ heroes: [GERALT, DANDELION] });
    const g = t.hero(GERALT);
    expect(g).toMatchObject({ location: loc("kaer-morhen"), gold: 1, vp: 0 });
    expect(t.hero(DANDELION).gold).toBe(3);
    expect(g.quest).not.toBeNull();
    expect(g.supportChart).toBe(t.e.cat.quest(g.quest!.card).supportType);
    expect(t.e.deck("quest.red").discard).toHaveLength(1);
  });

  it("Setup: the first player is chosen at random and play goes clockwise from him", () => {
    const firsts = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const game = createGame(sampleContent, { seed, heroes: [GERALT, TRISS, DANDELION, YARPEN] });
      const order = game.state.order;
      const i = [GERALT, TRISS, DANDELION, YARPEN].indexOf(order[0]);
      expect(order).toEqual([...[GERALT, TRISS, DANDELION, YARPEN].slice(i), ...[GERALT, TRISS, DANDELION, YARPEN].slice(0, i)]);
      firsts.add(order[0]);
    }
    expect(firsts.size).toBeGreaterThan(1);
  });

  it("Setup: Yarpen takes the four companion cards", () => {
    const t = new Table({ heroes: [YARPEN, TRISS] });
    expect(t.hero(YARPEN).companions).toEqual(["companion.paulie#1", "companion.xavier#1", "companion.yannick#1", "companion.zoltan-chivay#1"]);
  });
});

describe("Setup of the compiled base game", () => {
  it("Setup: starting obstacles follow the region colours, whatever order the regions come in", async () => {
    const { content } = await import("../../content/generated/index.ts");
    const game = createGame(content, { seed: 3, heroes: [GERALT, TRISS] });
    const zones = game.state.zones;
    const colourOf = (id: string) => content.regions.find((r) => r.id === id)!.colour;
    for (const [id, z] of Object.entries(zones)) {
      const top = ["gray", "purple", "red"].includes(colourOf(id));
      expect(z.monsters.length, id).toBe(top ? 1 : 0);
      expect(z.foulFate, id).toBe(!top);
    }
  });
});
