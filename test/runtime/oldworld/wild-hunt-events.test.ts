// The Wild Hunt event deck read two ways, on the bundled content: the top card
// (`read the next wild hunt event`) and the event connected with a card
// (`read wild hunt event N`), found by its number in the deck.
import { describe, expect, it } from "vitest";
import { content } from "../../../content/generated/oldworld.ts";
import { phaseTwo } from "../../../games/oldworld/rules/wild-hunt/round.ts";
import { readHuntEvent, readHuntEventNumber } from "../../../games/oldworld/rules/wild-hunt/rules.ts";
import { OwTable } from "./table.ts";

const WOLF = "witcher.wolf-witcher";
const BEAR = "witcher.bear-witcher";

function huntTable(): OwTable {
  const t = new OwTable({ witchers: [WOLF, BEAR], expansions: ["wild-hunt"], wildHunt: { difficulty: "normal", member: "huntmember.eredin" } }, {}, content);
  t.e.state.monsters = [];
  t.e.state.round = 1;
  return t;
}

describe("Wild Hunt Expansion: the event connected with an exploration card", () => {
  it("Phase II: after reading one Wild Hunt Exploration card (and possibly the Event card connected with it): The Burned Mill's option reads event 5, and event 5's option event 27; both leave the deck, which stays in number order", () => {
    const t = huntTable();
    const h = t.e.state.hunt!;
    h.exploration.unshift(t.e.instance("exploration.burned-mill"));
    h.shields = 20;
    t.player(WOLF).shield = 2;
    const asked: string[] = [];
    t.run(phaseTwo(), {
      "exploration-option": ["a"],
      // The Miller's Daughter: "discard 1 card; wild hunt loses 2 shields" or "read wild hunt event 27"
      "event-option": (d) => (asked.push(String(d.args!.card)), d.args!.card === "event.millers-daughter" ? ["b"] : [d.options[0].key]),
    });
    expect(t.e.log.ofType("hunt-event-connected").map((x) => [x.number, x.event])).toEqual([
      [5, "event.millers-daughter"],
      [27, "event.where-the-riders-turned"],
    ]);
    // Where the Riders Turned has one effect: nothing to choose
    expect(asked).toEqual(["event.millers-daughter"]);
    // "wild hunt loses 1 shield; lower your shield by 1", for the witcher who reads the card (the first seat)
    expect(h.shields).toBe(19);
    expect(t.player(WOLF).shield).toBe(1);
    expect(h.events).not.toContain(5);
    expect(h.events).not.toContain(27);
    expect(h.events).toHaveLength(33);
    expect(h.events).toEqual([...h.events].sort((a, b) => a - b));
  });

  it("Wild Hunt events: an event already read is not read again, by number or as the top card; the top card is the lowest number left", () => {
    const t = huntTable();
    const h = t.e.state.hunt!;
    t.run(readHuntEventNumber("exploration.elven-ruins", 1), { "event-option": ["b"] });
    t.run(readHuntEventNumber("exploration.elven-ruins", 1));
    expect(t.e.log.ofType("hunt-event-unavailable")).toEqual([expect.objectContaining({ number: 1 })]);
    expect(t.e.log.ofType("hunt-event-connected")).toHaveLength(1);
    t.run(readHuntEvent("exploration.elven-ruins"), { "event-option": ["b"] });
    expect(t.e.log.ofType("hunt-event")).toEqual([expect.objectContaining({ number: 2, event: "event.stolen-child" })]);
    expect(h.events[0]).toBe(3);
  });
});
