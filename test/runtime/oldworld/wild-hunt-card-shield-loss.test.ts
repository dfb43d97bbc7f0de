// The Wild Hunt mode card's "a card takes N percent of its shield loss for A to
// B players" (content/oldworld/wild-hunt.grim, `assumed`: no rulebook rule).
// The bundled exploration and event cards are written for a Hunt of 28 to 118
// shields; solo, a card takes a quarter of its loss, the fraction kept on the
// Hunt until it makes a whole shield, and from 2 players the whole loss.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { Workspace } from "../../../compiler/workspace.ts";
import { combineSets, linkSet } from "../../../games/oldworld/link/content-data.ts";
import { interpretedFactory } from "../../../games/oldworld/link/interpreted.ts";
import { games } from "../../../games/registry.ts";
import { content } from "../../../content/generated/oldworld.ts";
import { phaseTwo } from "../../../games/oldworld/rules/wild-hunt/round.ts";
import { OwTable } from "./table.ts";

const SEATS = ["witcher.wolf-witcher", "witcher.bear-witcher"];
// "option: spend 1 gold; wild hunt loses 2 shields"
const VILLAGE = "exploration.abandoned-village";

function huntTable(players: number): OwTable {
  const t = new OwTable(
    { witchers: SEATS.slice(0, players), expansions: ["wild-hunt"], wildHunt: { difficulty: "normal", member: "huntmember.eredin" } },
    {},
    content,
  );
  t.e.state.monsters = [];
  for (const id of t.e.state.order) t.e.player(id).gold = 5;
  return t;
}

/** Phase II of a round with the Abandoned Village on top of the exploration deck, its shield option taken */
function readVillage(t: OwTable, round: number): void {
  t.e.state.round = round;
  t.e.state.hunt!.exploration.unshift(t.e.instance(VILLAGE));
  t.run(phaseTwo(), { "exploration-option": "b" });
}

describe("Wild Hunt mode card: a card takes a share of its shield loss by player count (assumed)", () => {
  it("the bundled mode card cuts a card's loss to 25 percent for 1 player and keeps it whole for 2 to 5", () => {
    expect(content.wildHunt!.cardShieldLoss).toEqual([
      { from: 1, to: 1, percent: 25 },
      { from: 2, to: 5, percent: 100 },
    ]);
    expect(content.wildHunt!.assumed).toContain("cardShieldLoss");
  });

  it("solo, a card's 2-shield loss takes none and keeps half a shield on the Hunt; the next one makes the whole shield", () => {
    const t = huntTable(1);
    const h = t.e.state.hunt!;
    const start = h.shields;
    readVillage(t, 1);
    expect(h.shields).toBe(start);
    expect(h.cardLossCarried).toBe(50);
    expect(t.e.log.ofType("hunt-card-shield-loss")).toEqual([expect.objectContaining({ source: VILLAGE, loss: 2, percent: 25, lost: 0, carried: 0.5 })]);
    readVillage(t, 2);
    expect(h.shields).toBe(start - 1);
    expect(h.cardLossCarried).toBe(0);
    expect(t.e.log.ofType("hunt-shields").map((ev) => [ev.source, ev.change])).toEqual([[VILLAGE, -1]]);
  });

  it("solo, a card's loss at 0 shields is ignored, so nothing is kept towards a later loss", () => {
    const t = huntTable(1);
    const h = t.e.state.hunt!;
    h.shields = 0;
    readVillage(t, 1);
    expect(h.shields).toBe(0);
    expect(h.cardLossCarried).toBe(0);
  });

  it("with 2 players the same card takes its whole 2-shield loss", () => {
    const t = huntTable(2);
    const h = t.e.state.hunt!;
    const start = h.shields;
    readVillage(t, 1);
    expect(h.shields).toBe(start - 2);
    expect(h.cardLossCarried).toBe(0);
    expect(t.e.log.ofType("hunt-card-shield-loss")).toEqual([]);
  });
});

describe("Wild Hunt mode card: its card shield loss rows are checked", () => {
  // the bundled mode card, its two card shield loss rows replaced by `rows`
  const bundled = readFileSync(new URL("../../../content/oldworld/wild-hunt.grim", import.meta.url), "utf8");
  const block = bundled.slice(bundled.indexOf("wildhunt WildHunt"), bundled.indexOf("\n}\n", bundled.indexOf("wildhunt WildHunt")) + 3);
  const own = block.split("\n").filter((l) => !l.includes("of its shield loss"));
  function link(rows: string[]) {
    const text = ["game oldworld", "set core", "setup Setup { trophies to win 4 }", ...own.slice(0, -2), ...rows, "}", ""].join("\n");
    const ws = new Workspace(games);
    ws.setFile("x.grim", text);
    const { program, diagnostics } = ws.check();
    expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const sets = program.sets.filter((s) => s.game === "oldworld");
    return () =>
      combineSets(
        sets,
        sets.map((s) => linkSet(s, interpretedFactory)),
      );
  }

  it("rows as the bundled card writes them link", () => {
    const c = link(["  a card takes 50 percent of its shield loss for 1 to 2 players", "  a card takes 100 percent of its shield loss for 3 to 5 players"])();
    expect(c.wildHunt!.cardShieldLoss).toEqual([
      { from: 1, to: 2, percent: 50 },
      { from: 3, to: 5, percent: 100 },
    ]);
  });

  it("two rows for the same player count are an error at the card naming both", () => {
    expect(
      link(["  a card takes 25 percent of its shield loss for 1 to 2 players", "  a card takes 100 percent of its shield loss for 2 to 5 players"]),
    ).toThrow(
      "x.grim:4:1: wildhunt WildHunt: cardShieldLoss: 2 rows say what share of its shield loss a card takes for 2 player(s) (25 percent for 1 to 2, 100 percent for 2 to 5): keep one",
    );
  });

  it("a share above 100 percent, or a range outside 1 to 5 players, is an error at the card", () => {
    expect(link(["  a card takes 150 percent of its shield loss for 1 to 5 players"])).toThrow(
      "x.grim:4:1: wildhunt WildHunt: cardShieldLoss: a card takes 150 percent of its shield loss: write a share from 0 to 100 percent",
    );
    expect(link(["  a card takes 25 percent of its shield loss for 0 to 1 players"])).toThrow(
      'x.grim:4:1: wildhunt WildHunt: cardShieldLoss: "for 0 to 1 players" is not a range of player counts 1 to 5',
    );
  });
});
