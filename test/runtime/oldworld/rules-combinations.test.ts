// Every combination of expansions the rulebooks allow, on the bundled content:
// the base game with Ciri, the Lost Mount, the Adventure Pack, Monster Trail
// (with and without its Monster Weakness mode) and the Mages, 1 to 5 players,
// mages beside witchers and alone. Each sets up and plays to a winner, keeping
// every invariant and replaying identically; a combination a rulebook
// excludes fails at setup with an error that names the rule.
import { describe, expect, it } from "vitest";
import { content } from "../../../content/generated/oldworld.ts";
import { oldworldGame } from "../../../games/oldworld/index.ts";
import { ContentError } from "../../../runtime/core/errors.ts";
import type { Expansion } from "../../../games/oldworld/rules/content.ts";
import { createOldWorldGame } from "../../../games/oldworld/rules/game.ts";
import type { Mode, OldWorldOptions } from "../../../games/oldworld/rules/state.ts";
import { cleanRun } from "../clean-run.ts";

const BASE = ["witcher.wolf-witcher", "witcher.cat-witcher", "witcher.griffin-witcher", "witcher.bear-witcher", "witcher.viper-witcher"];
const MAGES = ["mage.alzur", "mage.ardea", "mage.gekhira", "mage.othar", "mage.philippa"];

/** every allowed combination: any subset of Ciri, Lost Mount, Adventure Pack and Mages, with Monster Trail out, in, or in with its Monster Weakness mode */
function combinations(): { expansions: Expansion[]; modes: Mode[] }[] {
  const out: { expansions: Expansion[]; modes: Mode[] }[] = [];
  const optional: Expansion[] = ["ciri", "lost-mount", "adventure-pack", "mages"];
  for (let bits = 0; bits < 1 << optional.length; bits++)
    for (const trail of ["none", "monster-trail", "monster-weakness"] as const) {
      const expansions = optional.filter((_, k) => bits & (1 << k));
      if (trail !== "none") expansions.push("monster-trail");
      out.push({ expansions, modes: trail === "monster-weakness" ? ["monster-weakness"] : [] });
    }
  return out;
}

/** the seats of a table: the expansions' own characters first (Ciri, the Manticore), mages beside witchers, or only mages every other game */
function seatsOf(expansions: Expansion[], n: number, variant: number): string[] {
  const witchers = [
    ...(expansions.includes("ciri") ? ["witcher.ciri"] : []),
    ...(expansions.includes("monster-trail") ? ["witcher.manticore-witcher"] : []),
    ...BASE,
  ];
  if (!expansions.includes("mages")) return witchers.slice(0, n);
  if (variant % 2 === 1) return MAGES.slice(0, n);
  // mixed: alternate mage and witcher seats, a mage first; at least one of each from two players on
  const seats: string[] = [];
  for (let k = 0; seats.length < n; k++) seats.push(k % 2 === 0 ? MAGES[k / 2] : witchers[(k - 1) / 2]);
  return seats;
}

function tables(): OldWorldOptions[] {
  const out: OldWorldOptions[] = [];
  combinations().forEach((c, k) => {
    for (const [v, n] of [(k % 5) + 1, ((k + 2) % 5) + 1].entries()) {
      out.push({
        seed: 9000 + out.length,
        witchers: seatsOf(c.expansions, n, k + v),
        maxRounds: 250,
        expansions: c.expansions,
        ...(c.modes.length ? { modes: c.modes } : {}),
      });
    }
  });
  return out;
}

describe("Expansion combinations", () => {
  it("Other Expansions: every combination the rulebooks allow (Ciri, Lost Mount, Adventure Pack, Monster Trail with and without its Monster Weakness mode, Mages) sets up with 1 to 5 players, mages and witchers mixed", () => {
    const all = tables();
    expect(combinations()).toHaveLength(48);
    for (const o of all) expect(() => createOldWorldGame(content, o), JSON.stringify(o)).not.toThrow();
    // each player count, mixed and mage-only tables, and the mode are all met
    expect(new Set(all.map((o) => o.witchers.length))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(all.some((o) => o.witchers.some((w) => w.startsWith("mage.")) && o.witchers.some((w) => w.startsWith("witcher.")))).toBe(true);
    expect(all.some((o) => o.witchers.length > 1 && o.witchers.every((w) => w.startsWith("mage.")))).toBe(true);
    expect(all.filter((o) => o.modes?.includes("monster-weakness"))).toHaveLength(32);
  });

  it("Other Expansions: seeded games over every allowed combination end with a winner, with no exception, broken invariant or replay mismatch", {
    timeout: 600_000,
  }, () => {
    const all = tables();
    // the game module with a simulator table that seats game i at the i-th combination
    const rt = oldworldGame.runtime!;
    const module: typeof oldworldGame = {
      ...oldworldGame,
      runtime: { ...rt, sim: { ...rt.sim!, table: (_c, i) => ({ seats: all[i].witchers, options: all[i] }) } },
    };
    const s = cleanRun(module, content, { games: all.length, seed: 9000, agent: "mixed", maxRounds: 250, everyStep: true, replayEvery: 1 });
    expect(s.replayed).toBe(all.length);
    expect(s.won).toBe(all.length);
  });

  it("Other Expansions: a combination a rulebook excludes fails at setup with an error naming the rule", () => {
    const fails = (o: Partial<OldWorldOptions>, rule: RegExp) => {
      const options = { seed: 1, witchers: ["witcher.wolf-witcher"], ...o } as OldWorldOptions;
      expect(() => createOldWorldGame(content, options), JSON.stringify(o)).toThrow(ContentError);
      expect(() => createOldWorldGame(content, options), JSON.stringify(o)).toThrow(rule);
    };
    fails(
      { expansions: ["lost-mount", "wild-hunt"] },
      /Lost Mount Expansion, Gameplay changes: "The Lost Mount Expansion may be combined with any other Expansion, except the Wild Hunt Expansion."/,
    );
    fails(
      { expansions: ["adventure-pack", "wild-hunt"] },
      /Adventure Pack Expansion, Setup changes: "The Adventure Pack Expansion may be combined with any other Expansion, except the Wild Hunt Expansion."/,
    );
    fails({ expansions: ["monster-trail", "mages", "adventure-pack", "lost-mount", "wild-hunt"] }, /except the Wild Hunt Expansion/);
    // the Monster Weakness mode is Monster Trail's
    fails(
      { expansions: ["ciri", "mages"], modes: ["monster-weakness"] },
      /Monster Trail Expansion, Game Modes: "This Monster Trail Expansion consists of a few game modes/,
    );
    // a character plays only with the expansion that brings it
    fails({ witchers: ["witcher.manticore-witcher"] }, /monster-trail expansion, which this game is not set up with/);
    fails({ witchers: ["witcher.ciri"], expansions: ["monster-trail"] }, /ciri expansion, which this game is not set up with/);
    fails({ witchers: ["mage.alzur", "witcher.wolf-witcher"], expansions: ["monster-trail"] }, /Mages, Overview: "You may play as a Mage/);
  });

  it("Other Expansions: Legendary Hunt and Skellige are expansions a game may name but this runtime does not play yet; asking for one fails at setup, saying so", () => {
    for (const x of ["legendary-hunt", "skellige"] as Expansion[]) {
      const o = { seed: 1, witchers: ["witcher.wolf-witcher"], expansions: ["monster-trail", x] } as OldWorldOptions;
      expect(() => createOldWorldGame(content, o), x).toThrow(ContentError);
      expect(() => createOldWorldGame(content, o), x).toThrow(new RegExp(`the ${x} expansion is not playable in this runtime yet`));
    }
  });
});
