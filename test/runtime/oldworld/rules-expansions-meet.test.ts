// Old World rules where expansions meet, on the bundled content: a mage's
// protection in the Wild Hunt's final fight, hound token gains from a player's
// own pool, the Monster Weakness mode beside the Wild Hunt, and Potion
// Tolerance at specialty 0.
import { describe, expect, it } from "vitest";
import { content } from "../../../content/generated/oldworld.ts";
import { fightTurn, newFight } from "../../../runtime/oldworld/fight.ts";
import { huntTurn } from "../../../runtime/oldworld/wild-hunt/final-fight.ts";
import { OwTable, type Answerer } from "./table.ts";

const ALZUR = "mage.alzur";
const WOLF = "witcher.wolf-witcher";
const ERDIN = "huntmember.eredin";

/** a Wild Hunt table of the given seats with the Mages (and any other expansions), set up on the bundled content */
function huntWith(witchers: string[], expansions: string[] = ["mages"], answers: Record<string, string | string[] | Answerer> = {}): OwTable {
  return new OwTable({ witchers, expansions: ["wild-hunt", ...expansions], wildHunt: { difficulty: "normal", member: ERDIN } }, answers, content);
}

describe("Mages protection beside the Wild Hunt (old-world-mages.en.txt, Protection)", () => {
  /**
   * The final fight's life pool is `life` (instances of these ids, top first) and the Hunt has no shield;
   * Alzur's hand is Water Shield and Stone Ward (3 protection, 1 damage), the Wolf's is `wolfHand`.
   */
  function finalFightOf(life: string[], wolfHand: string[] = []) {
    const t = huntWith([ALZUR, WOLF]);
    const e = t.e;
    e.state.hunt!.shields = 0;
    const f = newFight("hunt", [ALZUR, WOLF], ERDIN, 3);
    f.life = life.map((id) => e.instance(id));
    e.fight = f;
    const spells = t.setHand(ALZUR, ["action.water-shield", "action.stone-ward"]);
    t.setHand(WOLF, wolfHand);
    const mageTurn = () =>
      t.run(fightTurn(e, ALZUR), {
        "fight-turn": (d) => [d.options.some((o) => o.key === `combo.${spells[0]}`) ? `combo.${spells[0]}` : "pass"],
        "extend-combo": (d) => [d.options.find((o) => o.key === `extend.${spells[1]}`)?.key ?? "stop"],
        // Water Shield's boost would add 1: declined, so the combo gathers the rulebook example's 3
        boost: ["no"],
      });
    return { t, e, f, mageTurn };
  }

  const hitsOn = (t: OwTable, id: string, from: number) => t.e.log.events.slice(from).filter((ev) => ev.type === "damage" && ev.player === id);

  it("Protection: beside the Wild Hunt the opponent is the Hunt: a witcher's fight turn between the mage's and the Hunt's does not end the protection, and it lowers the damage of the Hunt's turn", () => {
    const { t, e, f, mageTurn } = finalFightOf(["fightcard.fight-17", "fightcard.fight-16", "fightcard.fight-15", "fightcard.fight-14"], ["action.thrust"]);
    mageTurn();
    expect(f.protection[ALZUR]).toBe(3);
    // the Wolf's turn, fighting beside the mage: his combo hits the Hunt, and the mage keeps the protection
    t.run(fightTurn(e, WOLF), { "fight-turn": (d) => [d.options.find((o) => o.key.startsWith("combo."))!.key], "extend-combo": ["stop"] });
    expect(t.e.log.ofType("protection-lost")).toEqual([]);
    expect(f.protection[ALZUR]).toBe(3);
    expect(e.log.ofType("hunt-hit").map((ev) => ev.player)).toEqual([ALZUR, WOLF]);
    // the Hunt's turn: King's Blade, "suffer 4 damage", for each standing witcher; 3 of the mage's are taken by the protection
    f.life.unshift(e.instance("specialattack.kings-blade"));
    const from = e.log.events.length;
    t.run(huntTurn(e));
    const [hit] = hitsOn(t, ALZUR, from);
    expect([hit.amount, hit.shield, hit.cards]).toEqual([4, 3, 1]);
  });

  it("Protection: the Wild Hunt's own fight turn ends the mage's protection, even when it deals the mage no damage", () => {
    // Royal Order: "trash 1 card", no damage
    const { t, e, f, mageTurn } = finalFightOf(["fightcard.fight-17", "specialattack.royal-order", "specialattack.kings-blade", "fightcard.fight-17"]);
    mageTurn();
    expect(f.protection[ALZUR]).toBe(3);
    const from = e.log.events.length;
    t.run(huntTurn(e));
    expect(hitsOn(t, ALZUR, from)).toEqual([]);
    expect(e.log.events.slice(from).filter((ev) => ev.type === "protection-lost")).toEqual([expect.objectContaining({ player: ALZUR, protection: 3 })]);
    expect(f.protection[ALZUR]).toBe(0);
    // the next Hunt turn (King's Blade, 4 damage) meets no protection gathered turns before
    const next = e.log.events.length;
    t.run(huntTurn(e));
    const [hit] = hitsOn(t, ALZUR, next);
    expect([hit.amount, hit.shield]).toEqual([4, 0]);
  });

  it("Protection: a passive ability fired by the mage's own damage, in the mage's own fight turn, is not an opponent's turn: the protection takes none of it and is kept for the Hunt's turn", () => {
    // the combo's 1 damage discards Ice Spikes from the top of the life pool: "passive ability: suffer 1 damage"
    const { t, e, f, mageTurn } = finalFightOf(["specialattack.ice-spikes", "specialattack.kings-blade", "fightcard.fight-17"]);
    const from = e.log.events.length;
    mageTurn();
    expect(e.log.events.slice(from).filter((ev) => ev.type === "hunt-passive")).toEqual([expect.objectContaining({ player: ALZUR, card: "specialattack.ice-spikes" })]);
    const [hit] = hitsOn(t, ALZUR, from);
    expect([hit.amount, hit.shield, hit.cards]).toEqual([1, 0, 1]);
    expect(f.protection[ALZUR]).toBe(3);
    const hunt = e.log.events.length;
    t.run(huntTurn(e));
    const [next] = hitsOn(t, ALZUR, hunt);
    expect([next.amount, next.shield]).toEqual([4, 3]);
  });
});
