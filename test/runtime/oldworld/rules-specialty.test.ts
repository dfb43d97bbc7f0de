// School specialties on the bundled content (content/oldworld/witchers.grim):
// "Schools [C]: … Specialty texts unknown except Viper [F]: look at the top
// cards of the enemy deck, reorder, discard some (level 1: see 3/discard 0;
// 2: 2/1; 3: 4/1; 4: 4/2; 5: 4/2)" (old-world-base-facts.md).
import { describe, expect, it } from "vitest";
import { content } from "../../../content/generated/oldworld.ts";
import type { Decision } from "../../../runtime/core/decision.ts";
import { fightMonster, duelOf, duelStep } from "../../../games/oldworld/rules/fight.ts";
import { ruleCall } from "../../../games/oldworld/rules/machine.ts";
import type { MapMonster } from "../../../games/oldworld/rules/state.ts";
import { OwTable, meet } from "./table.ts";

const VIPER = "witcher.viper-witcher";
const BEAR = "witcher.bear-witcher";

/** the Viper at a specialty level, facing the Griffin (life 15) with its trail token (he acts first) */
function viperAgainstMonster(level: number): { t: OwTable; m: MapMonster } {
  const t = new OwTable({ witchers: [VIPER] }, {}, content);
  t.player(VIPER).attributes.specialty = level;
  const m = meet(t, VIPER, "monster.griffin", { trail: true });
  return { t, m };
}

describe("Old World school specialties (bundled content)", () => {
  it("Schools: every witcher of the bundled content has its school's specialty", () => {
    // Ciri's is Elder Blood, a rule of the combo rather than a hook
    for (const w of content.witchers) expect(w.hooks.filter((h) => h.window === "specialty").length + (w.elderBlood ? 1 : 0), w.id).toBe(1);
    expect(content.witchers.map((w) => w.school).sort()).toEqual(
      expect.arrayContaining(["Bear", "Cat", "Griffin", "Viper", "Wolf"].map((x) => expect.stringMatching(new RegExp(x, "i")))),
    );
  });

  it("Schools: Viper — look at the top cards of the enemy deck, reorder, discard some: against a monster, its life pool (level 3: see 4, discard 1)", () => {
    const { t, m } = viperAgainstMonster(3);
    let before: string[] = [];
    let after: string[] | null = null;
    const asked: Decision[] = [];
    let used = false;
    t.run(fightMonster(t.e, VIPER, m), {
      "fight-turn": () => {
        if (!used) {
          used = true;
          before = [...t.e.fight!.life];
          return ["specialty"];
        }
        after ??= [...t.e.fight!.life];
        return ["pass"];
      },
      // discard the second card seen; put the last seen on top, then the first
      "discard-enemy-card": (d) => (asked.push(d), [d.options[1].key]),
      "order-enemy-deck": (d) => (asked.push(d), [d.options[d.options.length - 1].key]),
    });
    expect(asked.map((d) => [d.type, d.options.length])).toEqual([
      ["discard-enemy-card", 4],
      ["order-enemy-deck", 3],
      ["order-enemy-deck", 2],
    ]);
    expect(after!.length).toBe(before.length - 1);
    expect(after!.slice(0, 3)).toEqual([before[3], before[2], before[0]]);
    expect(after!.slice(3)).toEqual(before.slice(4));
    expect(t.e.log.ofType("enemy-deck-discarded")[0]).toMatchObject({ player: VIPER, cards: [before[1].split("#")[0]], life: before.length - 1 });
  });

  it("Schools: Viper — at level 1 the witcher sees 3 and discards none; the specialty is used once per fight", () => {
    const { t, m } = viperAgainstMonster(1);
    const types: string[] = [];
    let turns = 0;
    let offered = 0;
    t.run(fightMonster(t.e, VIPER, m), {
      "fight-turn": (d) => {
        if (d.options.some((o) => o.key === "specialty")) offered++;
        types.push(d.type);
        return turns++ === 0 ? ["specialty"] : ["pass"];
      },
      "discard-enemy-card": (d) => (types.push(d.type), [d.options[0].key]),
      "order-enemy-deck": (d) => (types.push(d.type), [d.options[0].key]),
    });
    expect(types.filter((x) => x === "discard-enemy-card")).toEqual([]);
    expect(types.filter((x) => x === "order-enemy-deck")).toHaveLength(2);
    expect(offered).toBe(1);
  });

  it("Schools: Viper — in witcher against witcher the enemy deck is the other witcher's: the discarded card goes to his discard pile", () => {
    const t = new OwTable({ witchers: [VIPER, BEAR] }, {}, content);
    t.player(VIPER).attributes.specialty = 2; // see 2, discard 1
    t.player(VIPER).location = "location.vizima";
    t.player(BEAR).location = "location.vizima";
    let top: string[] = [];
    let gone = "";
    let used = false;
    t.run(ruleCall(duelStep, duelOf(VIPER, BEAR)), {
      "fight-turn": (d) => {
        if (d.who === VIPER && !used) {
          used = true;
          top = t.player(BEAR).deck.slice(0, 2);
          return ["specialty"];
        }
        return ["pass"];
      },
      "discard-enemy-card": (d) => ((gone = d.options[0].key), [gone]),
    });
    expect(gone).toBe(top[0]);
    expect(t.e.log.ofType("enemy-deck-discarded")[0]).toMatchObject({ player: VIPER, cards: [top[0].split("#")[0]] });
  });
});
