import { describe, expect, it } from "vitest";
import { fight } from "../../runtime/adventure/battle.ts";
import { sampleContent } from "../../runtime/adventure/sample/content.ts";
import { Catalog } from "../../runtime/adventure/catalog.ts";
import { GERALT, Table } from "./table.ts";

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
    const b = t.run(fight(t.e, GERALT, "monster.drowner", null));
    expect(b.dice[0]).toEqual({ die: "die.battle-1", face: "double sword", results: ["sword", "sword"] });
  });
});
