// Position in a combo as a condition (old-world-scope.md §3), on the bundled
// content: Crushing Strike deals 1 additional damage at position 3 or later
// of its combo (content/oldworld/actions.grim).
import { describe, expect, it } from "vitest";
import { content } from "../../../content/generated/oldworld.ts";
import { Workspace } from "../../../compiler/workspace.ts";
import type { ActionCardDef } from "../../../games/oldworld/rules/content.ts";
import { fightMonster } from "../../../games/oldworld/rules/fight.ts";
import { OwTable, meet } from "./table.ts";
import { games } from "../../../games/registry.ts";

const WOLF = "witcher.wolf-witcher";
const card = (id: string) => content.actions.find((a) => a.id === id)!;

/** the damage one combo of these cards (in order) deals to the Griffin, whose ability does not touch a combo's damage */
function dealt(chain: ActionCardDef[]): number {
  const t = new OwTable({ witchers: [WOLF] }, {}, content);
  const m = meet(t, WOLF, "monster.griffin", { trail: true });
  const hand = t.setHand(
    WOLF,
    chain.map((c) => c.id),
  );
  let i = 1;
  let first = true;
  t.run(fightMonster(t.e, WOLF, m), {
    "fight-turn": () => (first ? ((first = false), [`combo.${hand[0]}`]) : ["pass"]),
    "extend-combo": (d) => (i < hand.length && d.options.some((o) => o.key === `extend.${hand[i]}`) ? [`extend.${hand[i++]}`] : ["stop"]),
  });
  expect(t.e.log.ofType("combo")[0].cards).toEqual(chain.map((c) => c.id));
  return t.e.log.ofType("monster-hit")[0].amount as number;
}

const symbols = (chain: ActionCardDef[]) =>
  chain.reduce((n, c, i) => n + c.symbols.damage + (i < chain.length - 1 ? (c.extension?.symbols.damage ?? 0) : 0), 0);

describe("Old World combo position (bundled content)", () => {
  it("Combo: position in a combo — Crushing Strike deals 1 additional damage at position 3 or later, none at positions 1 and 2", () => {
    const crushing = card("action.crushing-strike");
    // each card extends to the next one's colour: Rend (extends blue) → Precise Cut (extends red) → Crushing Strike
    const rend = card("action.rend");
    const cut = card("action.precise-cut");
    expect([rend.extension?.colour, cut.colour, cut.extension?.colour, crushing.colour]).toEqual(["blue", "blue", "red", "red"]);
    expect(dealt([crushing]) - symbols([crushing])).toBe(0);
    expect(dealt([cut, crushing]) - symbols([cut, crushing])).toBe(0);
    expect(dealt([rend, cut, crushing]) - symbols([rend, cut, crushing])).toBe(1);
  });

  it("Combo: position in a combo — `if not this card is at position 2 or later in the combo` is the card that opens it (a `not` before a condition whose words hold `or`)", () => {
    const ws = new Workspace(games);
    ws.setFile(
      "content/oldworld/opening.grim",
      [
        "game oldworld",
        "set core",
        'action OpeningFeint "Opening Feint" : green, cost 0 {',
        "  original",
        "  effect: if not this card is at position 2 or later in the combo: draw 1 card",
        "}",
        'action Press "Press" : red, cost 0 {',
        "  original",
        "  effect: if not this combo has 3 or more cards: draw 1 card",
        "}",
      ].join("\n"),
    );
    const r = ws.check();
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const conds = r.program.sets.flatMap((s) => s.entities).map((e) => JSON.stringify(e.hooks));
    expect(conds[0]).toContain('"kind":"not"');
    expect(conds[0]).toContain('"query":"comboPositionAtLeast"');
    expect(conds[1]).toContain('"query":"comboSize"');
  });
});
