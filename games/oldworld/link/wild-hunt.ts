// The Wild Hunt mode card → the tables of WildHuntDef: the difficulty table,
// the round tracking board, the hound card and tokens, dice poker and the final
// fight's sizes. Every row is data; the rules that read them are in
// games/oldworld/rules/wild-hunt.
import type { EntityIR, PropValue } from "../../../core/ir.ts";
import type { Difficulty, HoundBonus, PlayerRange, PokerHand, WildHuntDef } from "../rules/content.ts";
import { DIFFICULTIES } from "../rules/content.ts";
import { LinkError, numberOf as num, Props, record as rec } from "../../../compiler/link/props.ts";

export const POKER_HANDS: readonly PokerHand[] = [
  "nothing",
  "pair",
  "two-pairs",
  "three-of-a-kind",
  "straight",
  "full-house",
  "four-of-a-kind",
  "five-of-a-kind",
];
const BONUSES: readonly HoundBonus[] = ["trail", "draw", "card-cost-0", "card-cost-1", "raise-any", "raise-lowest"];

type Tables = Omit<WildHuntDef, "id" | "name" | "set" | "hooks" | "assumed" | "original" | "members" | "specialAttacks" | "events">;

function ints(e: EntityIR, key: string, v: PropValue | undefined): number[] {
  const list = Array.isArray(v) ? v.flat() : [v];
  return list.map((x) => num(e, key, x as PropValue));
}

function range(e: EntityIR, key: string, o: Record<string, PropValue>): PlayerRange {
  const from = num(e, key, o.from);
  const to = num(e, key, o.to);
  if (from < 1 || to > 5 || from > to) throw new LinkError(e, `${key}: "for ${from} to ${to} players" is not a range of player counts 1 to 5`);
  return { from, to };
}

export function wildHuntTables(e: EntityIR): Tables {
  const p = new Props(e);
  const rows = (key: string) => p.list(key).map((v) => rec(e, key, v));
  const difficulty = rows("difficulty").map((o) => {
    const d = Props.text(e, "difficulty", o.difficulty ?? "");
    if (!(DIFFICULTIES as readonly string[]).includes(d)) throw new LinkError(e, `"${d}" is not a difficulty level (easy, normal, hard, deathmarch)`);
    return {
      difficulty: d as Difficulty,
      players: num(e, "difficulty", o.players),
      monsters: ints(e, "difficulty", o.monsters),
      shields: num(e, "difficulty", o.shields),
    };
  });
  for (const d of DIFFICULTIES)
    for (let n = 1; n <= 5; n++)
      if (!difficulty.some((r) => r.difficulty === d && r.players === n))
        throw new LinkError(e, `the difficulty table has no cell for ${d} with ${n} player(s)`);
  const poker = ints(e, "poker", p.raw("poker"));
  if (poker.length !== POKER_HANDS.length) throw new LinkError(e, `dice poker pays for ${POKER_HANDS.length} hands, not ${poker.length}`);
  const tokens = rows("houndTokens").map((o) => {
    const b = Props.text(e, "houndTokens", o.bonus ?? "");
    if (!(BONUSES as readonly string[]).includes(b)) throw new LinkError(e, `"${b}" is not a hound token bonus`);
    return { level: num(e, "houndTokens", o.level), bonus: b as HoundBonus };
  });
  const cardShieldLoss = rows("cardShieldLoss").map((o) => {
    const percent = num(e, "cardShieldLoss", o.percent);
    if (percent < 0 || percent > 100)
      throw new LinkError(e, `cardShieldLoss: a card takes ${percent} percent of its shield loss: write a share from 0 to 100 percent`);
    return { ...range(e, "cardShieldLoss", o), percent };
  });
  for (let n = 1; n <= 5; n++) {
    const at = cardShieldLoss.filter((r) => r.from <= n && n <= r.to);
    if (at.length > 1)
      throw new LinkError(
        e,
        `cardShieldLoss: ${at.length} rows say what share of its shield loss a card takes for ${n} player(s) (${at.map((r) => `${r.percent} percent for ${r.from} to ${r.to}`).join(", ")}): keep one`,
      );
  }
  const fight = rec(e, "finalFight", p.raw("finalFight") ?? { cards: 16, level: 2 });
  return {
    difficulty,
    lastRound: rows("lastRound").map((o) => ({ ...range(e, "lastRound", o), round: num(e, "lastRound", o.round) })),
    explorationDeck: rows("explorationDeck").map((o) => ({
      ...range(e, "explorationDeck", o),
      stageI: num(e, "explorationDeck", o.stageI),
      stageII: num(e, "explorationDeck", o.stageII),
    })),
    roundStage: rows("roundStage").map((o) => ({ ...range(e, "roundStage", o), round: num(e, "roundStage", o.round), stage: num(e, "roundStage", o.stage) })),
    roundAdds: rows("roundAdds").map((o) => ({
      ...range(e, "roundAdds", o),
      round: num(e, "roundAdds", o.round),
      level: num(e, "roundAdds", o.level),
      what: Props.text(e, "roundAdds", o.what ?? "") === "monster" ? "monster" : "hound",
    })),
    hounds: rows("hounds").map((o) => ({
      ...range(e, "hounds", o),
      level: num(e, "hounds", o.level),
      shieldLoss: num(e, "hounds", o.shieldLoss),
      draw: num(e, "hounds", o.draw),
      life: num(e, "hounds", o.life),
    })),
    houndsPerLevel: p.number("houndsPerLevel", 2),
    houndTokens: tokens,
    pokerStake: p.number("pokerStake", 1),
    poker: POKER_HANDS.map((hand, i) => ({ hand, gold: poker[i] })),
    maxMonsterLife: p.number("maxMonsterLife", 20),
    finalFightCards: num(e, "finalFight", fight.cards),
    finalFightLevel: num(e, "finalFight", fight.level),
    shieldsPerMissingLevel: p.number("shieldsPerMissingLevel", 2),
    cardShieldLoss,
  };
}
