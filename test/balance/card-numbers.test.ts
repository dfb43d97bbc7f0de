// balance suggest's numbers of a card: the literals of its effects with their source places, `copies` left out.
import { describe, expect, it } from "vitest";
import { cardDeclaration, cardNumbers } from "../../compiler/balance/card-numbers.ts";
import { Workspace } from "../../compiler/workspace.ts";
import { games } from "../../games/registry.ts";

const source = `game adventure
set base "The Witcher Adventure Game"

investigation Planted "Planted" : blue {
  copies 2
  effect: receive 3 blue lead; gain 4 vp
}
`;

describe("a card's numbers", () => {
  it("lists the effect literals with line and column, not copies", () => {
    const ws = new Workspace(games);
    ws.setFile("planted.grim", source);
    const d = cardDeclaration(ws, "investigation.planted");
    expect(d).not.toBeNull();
    const n = cardNumbers(ws, d!);
    expect(n.map((x) => [x.value, x.range.start.line, x.range.start.column])).toEqual([
      [3, 6, 19],
      [4, 6, 37],
    ]);
    expect(cardDeclaration(ws, "investigation.nothing")).toBeNull();
  });
});
