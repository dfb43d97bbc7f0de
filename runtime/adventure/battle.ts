// Battles, in the reference guide's steps: start-of-battle effects, before
// rolling effects, roll battle + hero dice, total, modify (dodge+shield -> sword,
// development and good fortune cards), compare sword / ritual / shield, and a
// monster whose attack failed to stop it stays faceup in its zone.
import type { Step } from "../core/decision.ts";
import type { DieResult, EnemyStats, HookDef } from "./content.ts";
import type { Engine } from "./engine.ts";
import { defOf } from "./state.ts";
import { anyTimeHooks, findHook, hookOption, offerHooks, runOwnHooks, usableHooks, useHook } from "./hooks.ts";

export const RESULTS: readonly DieResult[] = ["sword", "shield", "dodge", "ritual", "sign"];

export interface RolledDie {
  die: string;
  face: string;
  results: DieResult[];
}

export interface BattleState {
  hero: string;
  enemy: string;
  stats: EnemyStats;
  /** the monster token fought, when the enemy is a monster */
  token: string | null;
  dice: RolledDie[];
  /** results added or spent by effects, on top of the dice */
  adjust: Record<DieResult, number>;
  rollNo: number;
  outcome: Partial<Record<"sword" | "shield" | "ritual", boolean>>;
  defeated: boolean;
}

function zero(): Record<DieResult, number> {
  return { sword: 0, shield: 0, dodge: 0, ritual: 0, sign: 0 };
}

export function totals(b: BattleState): Record<DieResult, number> {
  const t = zero();
  for (const d of b.dice) for (const r of d.results) t[r] += 1;
  for (const r of RESULTS) t[r] = Math.max(0, t[r] + b.adjust[r]);
  return t;
}

export function rollDie(e: Engine, die: string): RolledDie {
  const def = e.cat.dice.get(die)!;
  const face = def.faces[e.rng.int(0, def.faces.length - 1)];
  return { die, face: face.name, results: [...face.results] };
}

function heroDice(e: Engine, hero: string): string[] {
  return e.cat.hero(e.hero(hero).id).dice;
}

export function* rollBattleDice(e: Engine, b: BattleState): Step<void> {
  b.rollNo += 1;
  b.dice = [...e.cat.content.battleDice, ...heroDice(e, b.hero)].map((d) => rollDie(e, d));
  e.event("battle-roll", { hero: b.hero, faces: b.dice.map((d) => `${d.die}:${d.face}`), totals: totals(b) });
}

/** an enemy: a monster token, a monster or card enemy by id */
function enemyOf(e: Engine, id: string): { name: string; stats: EnemyStats; hooks: HookDef[] } {
  const m = e.cat.monsters.get(id);
  if (m) return m;
  const en = e.cat.enemies.get(id);
  if (en) return en;
  throw new Error(`unknown enemy ${id}`);
}

export function* fight(e: Engine, hero: string, enemyId: string, token: string | null): Step<BattleState> {
  const enemy = enemyOf(e, enemyId);
  const b: BattleState = {
    hero,
    enemy: enemyId,
    stats: enemy.stats,
    token,
    dice: [],
    adjust: zero(),
    rollNo: 0,
    outcome: {},
    defeated: false,
  };
  // a card being resolved that starts this battle (a foul fate's enemy) has battle hooks of its own, printed beside the enemy's
  const top = e.resolving.at(-1);
  const card = top && !e.cat.heroes.has(top) && e.cat.card(top).kind === "foulfate" ? top : undefined;
  const cardHooks = card ? e.cat.card(card).hooks : [];
  function* ownHooks(window: string): Step<void> {
    yield* runOwnHooks(e, hero, enemyId, enemy.hooks, window);
    if (card) yield* runOwnHooks(e, hero, defOf(card), cardHooks, window, card);
  }
  const outer = e.battle;
  e.battle = b;
  e.battleCount += 1;
  e.event("battle", { hero, enemy: enemyId, token, stats: enemy.stats });
  try {
    yield* ownHooks("start-of-battle");
    // "any time" hooks are offered at every step of the battle, beside the step's own
    yield* offerHooks(e, hero, "start-of-battle", "Use a start of battle effect?", undefined, true);
    yield* ownHooks("before-rolling");
    yield* offerHooks(e, hero, "before-rolling", "Use a before rolling effect?", undefined, true);
    yield* rollBattleDice(e, b);
    yield* modify(e, b);
    const t = totals(b);
    e.event("battle-totals", { hero, totals: t });
    for (const result of ["sword", "ritual", "shield"] as const) {
      const stat = b.stats[result];
      if (stat === null) continue;
      const ok = t[result] >= stat;
      b.outcome[result] = ok;
      e.event("battle-compare", { hero, result, have: t[result], need: stat, success: ok });
      const window = `${ok ? "successful" : "failed"}-${result}`;
      yield* ownHooks(window);
      yield* offerHooks(e, hero, window, `Use a ${ok ? "successful" : "failed"} ${result} effect?`, undefined, true);
    }
    // a monster falls to a successful attack: its sword, or its ritual when it has no sword stat
    const attack = b.stats.sword !== null ? b.outcome.sword : b.outcome.ritual;
    const isMonster = e.cat.monsters.has(enemyId);
    if (isMonster && attack) {
      b.defeated = true;
      e.event("monster-defeated", { hero, monster: enemyId, token });
      e.lastDefeat.set(hero, e.cat.monsters.get(enemyId)!.type);
    } else if (isMonster) {
      e.lastDefeat.set(hero, null);
    }
    yield* ownHooks("after-battle");
    yield* offerHooks(e, hero, "after-battle", "Use an after battle effect?", undefined, true);
    e.event("battle-end", { hero, enemy: enemyId, outcome: b.outcome, defeated: b.defeated });
    return b;
  } finally {
    e.battle = outer;
  }
}

/** the modify step: trades and battle cards, in any order, until the hero is done */
function* modify(e: Engine, b: BattleState): Step<void> {
  const spent = new Set<string>();
  for (;;) {
    const t = totals(b);
    const uses = [...usableHooks(e, b.hero, "during-battle", undefined, spent), ...anyTimeHooks(e, b.hero, spent)];
    const options = [];
    if (t.dodge > 0 && t.shield > 0) options.push({ key: "trade", label: "Spend 1 dodge and 1 shield to produce 1 sword" });
    for (const u of uses) options.push(hookOption(e, u));
    if (options.length === 0) return;
    options.push({ key: "done", label: "Compare results" });
    const k = yield* e.chooseOne(b.hero, "modify-results", "Modify the dice results", options);
    if (k === "done") return;
    if (k === "trade") {
      b.adjust.dodge -= 1;
      b.adjust.shield -= 1;
      b.adjust.sword += 1;
      e.event("battle-trade", { hero: b.hero, totals: totals(b) });
      continue;
    }
    spent.add(k);
    yield* useHook(e, b.hero, findHook(uses, k)!);
  }
}

export function* rerollDice(e: Engine, b: BattleState, amount: number): Step<void> {
  const n = Math.min(amount, b.dice.length);
  if (n === 0) return;
  const picked = yield* e.choose(
    b.hero,
    "reroll",
    `Reroll up to ${n} dice`,
    b.dice.map((d, i) => ({ key: String(i), label: `${d.die}: ${d.face}` })),
    { min: 0, max: n },
  );
  for (const k of picked) {
    const i = Number(k);
    b.dice[i] = rollDie(e, b.dice[i].die); // a rerolled die must use its new result
  }
  if (picked.length > 0) e.event("reroll", { hero: b.hero, dice: picked.map(Number), totals: totals(b) });
}
