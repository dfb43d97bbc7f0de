// The causal card impact (runtime/sim/impact.ts): in a copy of each game's content, a card planted to be
// overpowered and one planted to be useless are flagged, and a renamed duplicate of a card in line with its
// deck is not; the Adventure's hero cards are measured on their own hero and compared within his deck, and
// two unrelated cards (Yarpen's companions, always at his side) no longer share one figure. Small game counts:
// the pairs share their seeds, so each pair's luck cancels out.
import { describe, expect, it } from "vitest";
import type { AdventureContent, CardDef } from "../../games/adventure/rules/content.ts";
import type { ActionCardDef, OldWorldContent } from "../../games/oldworld/rules/content.ts";
import { games } from "../../games/registry.ts";
import { causalImpact } from "../../runtime/sim/impact.ts";
import type { RunIdentity } from "../../runtime/sim/summary.ts";

const runOf = (game: string, n: number, players: number[], seats: string[] | null, maxRounds = 250): RunIdentity => ({
  game,
  content: "planted",
  sets: [],
  games: n,
  seed: 1,
  agent: "greedy",
  maxRounds,
  players,
  seats,
  modes: [],
  everyStep: false,
  replayEvery: 1,
});

describe("causal card impact: Adventure", () => {
  const adventure = games.get("adventure");

  it("flags a planted overpowered and a planted useless development card of Triss, not a renamed duplicate of one in line", async () => {
    const content = (await adventure.runtime!.bundledContent()) as AdventureContent;
    const card = (id: string) => content.cards.find((c) => c.id === id)!;
    // Dandelion's Ballad of the White Wolf ("spend 3 gold -> gain 2 vp") made Triss's: 10 VP, free, as it comes into play
    const ballad = card("development.ballad-of-the-white-wolf");
    const hook = ballad.hooks[0];
    const run = hook.run as Extract<typeof hook.run, { kind: "verb" }>;
    const tenVp = { ...hook, window: "effect", limit: null, cost: null, canPay: null, run: { ...run, args: { ...run.args, amount: 10 } } };
    const planted: CardDef[] = [
      { ...ballad, id: "development.planted-overpowered", name: "Planted Overpowered", deck: "development.triss", hooks: [tenVp], traits: [] },
      { ...card("development.fireball"), id: "development.planted-useless", name: "Planted Useless", hooks: [], traits: [], usesMarkers: false },
      { ...card("development.magic-shield"), id: "development.planted-magic-shield", name: "Planted Magic Shield" },
    ];
    const copy: AdventureContent = { ...content, cards: [...content.cards, ...planted] };
    const peers = ["development.magic-shield", "development.fireball", "development.healing-touch", "development.teleport"];
    const r = causalImpact(adventure, copy, runOf("adventure", 100, [2], ["hero.triss", "hero.geralt"], 30), {
      cards: [...planted.map((c) => c.id), ...peers],
      checkEvery: 0,
    });
    const flag = (id: string) => r.cards[id].flag;
    expect(flag("development.planted-overpowered")).toBe("strong");
    expect(["weak", "no-effect", "unused"]).toContain(flag("development.planted-useless"));
    expect(flag("development.planted-magic-shield")).toBeNull();
    expect(flag("development.magic-shield")).toBeNull();
    // a hero's own card is measured on that hero's games alone, and compared within his deck
    for (const id of [...planted.map((c) => c.id), ...peers]) {
      expect(Object.keys(r.cards[id].bySeat)).toEqual(["hero.triss"]);
      expect(r.cards[id].group).toBe("development.triss");
    }
  });

  it("gives Yarpen's companions, taken together at setup, each its own figure", async () => {
    const content = await adventure.runtime!.bundledContent();
    const r = causalImpact(adventure, content, runOf("adventure", 16, [2], ["hero.yarpen", "hero.geralt"], 30), { cards: ["companion.yarpen"], checkEvery: 0 });
    const figures = Object.entries(r.cards).map(([id, c]) => ({ id, c }));
    expect(figures.map((f) => f.id).sort()).toEqual(["companion.paulie-dahlberg", "companion.regan", "companion.xavier-moran", "companion.yannick-brass"]);
    // a companion counts from the first event that names it in Yarpen's games (one he never commands is never reached)
    const reached = figures.filter(({ c }) => c.pairs > 0);
    expect(reached.length).toBeGreaterThanOrEqual(3);
    for (const { c } of reached) expect(Object.keys(c.bySeat)).toEqual(["hero.yarpen"]);
    // no two unrelated cards share one figure: the observational count gave Paulie and Regan both +29.0
    const keys = reached.map(({ c }) => JSON.stringify([c.pairs, c.alike, c.win, c.score]));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("causal card impact: Old World", () => {
  const oldworld = games.get("oldworld");

  it("flags a planted useless base action card, not a renamed duplicate of one in line", async () => {
    const content = (await oldworld.runtime!.bundledContent()) as OldWorldContent;
    const action = (id: string) => content.actions.find((a) => a.id === id)!;
    const planted: ActionCardDef[] = [
      {
        ...action("action.precise-cut"),
        id: "action.planted-overpowered",
        name: "Planted Overpowered",
        copies: 20,
        cost: 0,
        symbols: { damage: 20, shield: 12, draw: 4 },
      },
      {
        ...action("action.precise-cut"),
        id: "action.planted-useless",
        name: "Planted Useless",
        copies: 6,
        symbols: { damage: 0, shield: 0, draw: 0 },
        extension: null,
        terrain: null,
      },
      { ...action("action.rend"), id: "action.planted-rend", name: "Planted Rend" },
    ];
    const copy: OldWorldContent = { ...content, actions: [...content.actions, ...planted] };
    const peers = ["action.rend", "action.precise-cut", "action.whirl", "action.precise-blow"];
    const r = causalImpact(oldworld, copy, runOf("oldworld", 100, [2], null), { cards: [...planted.map((c) => c.id), ...peers], checkEvery: 0 });
    const flag = (id: string) => r.cards[id].flag;
    expect(["weak", "no-effect", "unused"]).toContain(flag("action.planted-useless"));
    expect(flag("action.planted-rend")).toBeNull();
    expect(flag("action.rend")).toBeNull();
  });
});
