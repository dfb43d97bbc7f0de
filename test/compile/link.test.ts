// The one mapping from checked entities to the runtime's content fields
// (compiler/link), checked on the hand-built fixture.

import { describe, expect, it } from "vitest";
import { contentFromIR } from "../../games/adventure/link/interpreted.ts";
import { fixtureProgram } from "./fixture-ir.ts";
import type { ProgramIR } from "../../core/ir.ts";
import { games } from "../../games/registry.ts";

const content = contentFromIR(fixtureProgram());

describe("link: IR props to content fields", () => {
  it("Board: routes keep their ends and sea cost, intersections their locations, regions their adjacency", () => {
    expect(content.routes).toEqual([{ from: "location.wyzima", to: "location.novigrad", seaCost: 0 }]);
    expect(content.intersections).toEqual([["location.wyzima", "location.novigrad"]]);
    expect(content.regions.map((r) => [r.id, r.adjacent])).toEqual([
      ["region.red", ["region.blue"]],
      ["region.blue", ["region.red"]],
    ]);
    expect(content.locations.find((l) => l.id === "location.wyzima")!.leads).toEqual([
      { kind: "one", colour: "red" },
      { kind: "either", colours: ["blue", "purple"] },
    ]);
    expect(content.locations.find((l) => l.id === "location.novigrad")!.heart).toBe(true);
  });

  it("The War Track: spaces in order, a monster space with its type, a foul fate space without", () => {
    expect(content.warTrack).toEqual([
      { kind: "monster", monsterType: "bronze" },
      { kind: "foulfate", monsterType: null },
    ]);
  });

  it("Dice: battle dice are listed for battles; face names are what hero success faces name", () => {
    expect(content.battleDice).toEqual(["die.battle-1"]);
    expect(content.dice[0].faces.map((f) => f.name)).toEqual(["sword", "double sword", "blank", "shield", "dodge & shield", "sign"]);
    expect(content.dice[0].faces[1].results).toEqual(["sword", "sword"]);
  });

  it("Heroes: every action but rest is woundable, quest decks are quest.<type>, the development deck is the hero's, assumed values are kept", () => {
    const geralt = content.heroes[0];
    expect(geralt.actions.filter((a) => !a.woundable).map((a) => a.name)).toEqual(["rest"]);
    expect(geralt.questDecks).toEqual(["quest.combat"]);
    expect(geralt.developmentDeck).toBe("development.geralt");
    expect(geralt.assumed).toEqual(["gold"]);
    expect(geralt.start).toBe("location.wyzima");
  });

  it("Monsters and enemies: type, sword/shield/ritual (absent is null), copies; battle hooks keep window and .grim line", () => {
    const fleder = content.monsters[0];
    expect(fleder).toMatchObject({ type: "silver", stats: { sword: 4, shield: 2, ritual: null }, copies: 2 });
    expect(fleder.hooks.map((h) => h.window)).toEqual(["before-rolling", "successful-sword", "failed-shield"]);
    expect(fleder.hooks[0].source).toMatch(/^test\/compile\/fixture\.grim:\d+$/);
  });

  it("Traits: a card's traits are the names the runtime matches; investigation cards join the deck of their colour", () => {
    const assassin = content.cards.find((c) => c.id === "investigation.zerikanian-assassin")!;
    expect(assassin.traits).toEqual(["nilfgaard"]);
    expect(assassin.deck).toBe("investigation.blue");
    expect(content.cards.find((c) => c.id === "development.igni")!.deck).toBe("development.geralt");
  });

  it("Development cards: a hook with a cost can be used only when the cost can be paid", () => {
    const igni = content.cards.find((c) => c.id === "development.igni")!.hooks[0];
    expect(igni.cost).not.toBeNull();
    expect(igni.canPay).not.toBeNull();
  });

  it("Quests: main quest location, VP, enemy and consequences; side quests in order with 'go to' shown; support VP", () => {
    const q = content.quests[0];
    expect(q.deck).toBe("quest.combat");
    expect(q.main).toMatchObject({ location: "location.novigrad", vp: 8, enemy: "enemy.bandits" });
    expect(q.main.consequences).not.toBeNull();
    expect(q.side.map((s) => [s.id, s.vp, s.goTo])).toEqual([
      ["quest.road-of-no-return.side-1", 4, null],
      ["quest.road-of-no-return.side-2", 3, "location.wyzima"],
    ]);
    expect(q.support.vp).toBe(6);
    // quest structure windows are not also offered as free hooks
    expect(q.hooks).toEqual([]);
  });

  it("A monster without a type is a message naming the declaration, not a crash", () => {
    const program: ProgramIR = fixtureProgram();
    const fleder = program.sets[0].entities.find((e) => e.id === "monster.fleder")!;
    delete fleder.props.type;
    expect(() => contentFromIR(program)).toThrow(/^test\/compile\/fixture\.grim:\d+:1: monster Fleder: a monster must be bronze, silver or gold$/);
  });
});

describe('Development Cards: a card usable "when performing a travel action" names its action', () => {
  it("the generated content and the interpreted content both tie a 'when performing <action>' hook to that action", async () => {
    const { Workspace } = await import("../../compiler/workspace.ts");
    const { readFileSync, readdirSync } = await import("node:fs");
    const ws = new Workspace(games);
    for (const f of readdirSync("content/adventure")
      .filter((n) => n.endsWith(".grim"))
      .sort()) {
      ws.setFile(`content/adventure/${f}`, readFileSync(`content/adventure/${f}`, "utf8"));
    }
    const interpreted = contentFromIR(ws.check().program);
    const { content: generated } = await import("../../content/generated/index.ts");
    for (const c of [interpreted, generated]) {
      const actionOf = (id: string) => c.cards.find((card) => card.id === id)?.hooks.find((h) => h.window === "when-performing-action")?.action;
      expect(actionOf("development.lute")).toBe("sing");
      expect(actionOf("development.gossip-network")).toBe("travel");
      expect(actionOf("development.oxenfurt-lecture")).toBe("investigate");
    }
  });
});
