// The simulator's Old World tables: which expansions a table is set up with comes from the witchers seated at it.
import { describe, expect, it } from "vitest";
import { content } from "../../content/generated/oldworld.ts";
import { oldworldGame } from "../../games/oldworld/index.ts";

const sim = oldworldGame.runtime!.sim!;

function tableOf(seats: string[], players: number) {
  // even game numbers: the Lost Mount stays out, so only the seats decide the expansions
  return sim.table(content, 0, 7, [players], { maxRounds: 10, seats });
}

describe("Old World simulator tables", () => {
  it("Ciri Expansion: a table with Ciri is set up with the Ciri expansion", () => {
    const t = tableOf(["witcher.ciri"], 1);
    expect(t.seats).toEqual(["witcher.ciri"]);
    expect(t.options.expansions).toEqual(["ciri"]);
  });

  it("Ciri Expansion: a table of core witchers only plays the base game, though the content lists Ciri first", () => {
    expect(content.witchers[0].set).toBe("ciri");
    // the third two-player table of the whole content: seats taken in turn from the third witcher on
    const t = sim.table(content, 2, 7, [2], { maxRounds: 10 });
    expect(t.seats).not.toContain("witcher.ciri");
    expect(t.seats).toHaveLength(2);
    // game 2 is one of the Monster Trail games (two of every four): no Ciri
    expect(t.options.expansions).toEqual(["monster-trail"]);
    expect(sim.table(content, 0, 7, [2], { maxRounds: 10 }).options.expansions ?? []).not.toContain("monster-trail");
  });

  it("Ciri Expansion: Ciri beside core witchers brings the Ciri expansion once", () => {
    const t = tableOf(["witcher.ciri", "witcher.wolf-witcher", "witcher.bear-witcher"], 3);
    expect(t.options.expansions).toEqual(["ciri"]);
  });
});
