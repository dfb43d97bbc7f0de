// Battles, in the reference guide's steps: start-of-battle effects, before
// rolling effects, roll battle + hero dice, total, modify (dodge+shield -> sword,
// development and good fortune cards), compare sword / ritual / shield, and a
// monster whose attack failed to stop it stays faceup in its zone.
import type { Step } from "../core/decision.ts";
import { entity, text, type Text } from "../core/text.ts";
import type { DieResult, EnemyStats, HookDef } from "./content.ts";
import type { Engine } from "./engine.ts";
import { defOf } from "./state.ts";
import { battleHooks, findHook, hookOption, offerHooks, runOwnHooks, useHook, windowIndex } from "./hooks.ts";

export const RESULTS: readonly DieResult[] = ["sword", "shield", "dodge", "ritual", "sign"];

export interface RolledDie {
  die: string;
  face: string;
  /** the face's own results (shared with the content, never changed: a spent result is recorded in `spent`) */
  results: readonly DieResult[];
  /** this die's results spent (a trade, a card's cost): they count no more, and the die can no longer be rerolled */
  spent: DieResult[];
}

export interface BattleState {
  hero: string;
  enemy: string;
  stats: EnemyStats;
  /** the monster token fought, when the enemy is a monster */
  token: string | null;
  dice: RolledDie[];
  /** results produced by effects and not yet spent, on top of the dice */
  adjust: Record<DieResult, number>;
  rollNo: number;
  outcome: Partial<Record<"sword" | "shield" | "ritual", boolean>>;
  defeated: boolean;
}

function zero(): Record<DieResult, number> {
  return { sword: 0, shield: 0, dodge: 0, ritual: 0, sign: 0 };
}

export function totals(b: BattleState): Record<DieResult, number> {
  // a spent result is always one the die shows (spendBattleResults), so counting both gives the unspent ones
  const a = b.adjust;
  const t = { sword: a.sword, shield: a.shield, dodge: a.dodge, ritual: a.ritual, sign: a.sign };
  const dice = b.dice;
  for (let i = 0; i < dice.length; i++) {
    const results = dice[i].results;
    for (let j = 0; j < results.length; j++) count(t, results[j], 1);
    const spent = dice[i].spent;
    for (let j = 0; j < spent.length; j++) count(t, spent[j], -1);
  }
  return t;
}

/** one result counted by its name: a property read with a changing key costs a look-up by name at every die, and battles total often */
function count(t: Record<DieResult, number>, r: DieResult, n: number): void {
  switch (r) {
    case "sword":
      t.sword += n;
      return;
    case "shield":
      t.shield += n;
      return;
    case "dodge":
      t.dodge += n;
      return;
    case "ritual":
      t.ritual += n;
      return;
    case "sign":
      t.sign += n;
      return;
    default:
      (t as Record<string, number>)[r as string] += n;
  }
}

/** how many of a die's results are `result` and not yet spent */
function unspentOf(d: RolledDie, result: DieResult): number {
  let n = 0;
  for (let i = 0; i < d.results.length; i++) if (d.results[i] === result) n++;
  for (let i = 0; i < d.spent.length; i++) if (d.spent[i] === result) n--;
  return n;
}

/** spends up to `n` of a die's unspent `result`s; returns how many are still to spend */
function spendOn(d: RolledDie, result: DieResult, n: number): number {
  for (let left = unspentOf(d, result); n > 0 && left > 0; left--, n--) d.spent.push(result);
  return n;
}

/**
 * Spends results that are there to spend (the caller checks the totals): those produced by effects
 * first, then the dice's, on dice already partly spent before fresh ones, so as many dice as can
 * stay free to be rerolled.
 */
export function spendBattleResults(b: BattleState, result: DieResult, amount: number): void {
  let n = amount;
  const fromEffects = Math.min(n, b.adjust[result]);
  b.adjust[result] -= fromEffects;
  n -= fromEffects;
  // the partly spent dice, then the fresh ones, each in its order (the first pass spends on no fresh die)
  const dice = b.dice;
  for (let i = 0; i < dice.length && n > 0; i++) if (dice[i].spent.length > 0) n = spendOn(dice[i], result, n);
  for (let i = 0; i < dice.length && n > 0; i++) if (dice[i].spent.length === 0) n = spendOn(dice[i], result, n);
  if (n > 0) throw new Error(`spent ${amount} ${result} with only ${amount - n} to spend`);
}

/** a die face as the battle log names it ("die.battle:sword-shield"), made once per face of the content */
const FACE_NAMES = new WeakMap<object, string>();

function faceName(d: RolledDie, face: object): string {
  let name = FACE_NAMES.get(face);
  if (name === undefined) FACE_NAMES.set(face, (name = `${d.die}:${d.face}`));
  return name;
}

/** a die rolled, and the face it shows */
function roll(e: Engine, die: string): { rolled: RolledDie; face: object } {
  const def = e.cat.dice.get(die)!;
  const face = def.faces[e.rng.int(0, def.faces.length - 1)];
  return { rolled: { die, face: face.name, results: face.results, spent: [] }, face };
}

export function rollDie(e: Engine, die: string): RolledDie {
  return roll(e, die).rolled;
}

/** asks nothing, so a plain function: a battle's steps are started by the thousand */
export function rollBattleDice(e: Engine, b: BattleState): void {
  b.rollNo += 1;
  const battleDice = e.cat.content.battleDice;
  const heroDice = e.cat.hero(e.hero(b.hero).id).dice;
  const dice: RolledDie[] = [];
  const faces: string[] = [];
  for (const list of [battleDice, heroDice])
    for (let i = 0; i < list.length; i++) {
      const { rolled, face } = roll(e, list[i]);
      dice.push(rolled);
      faces.push(faceName(rolled, face));
    }
  b.dice = dice;
  e.event("battle-roll", { hero: b.hero, faces, totals: totals(b) });
}

/** an enemy: a monster token, a monster or card enemy by id */
function enemyOf(e: Engine, id: string): { name: string; stats: EnemyStats; hooks: HookDef[] } {
  const m = e.cat.monsters.get(id);
  if (m) return m;
  const en = e.cat.enemies.get(id);
  if (en) return en;
  throw new Error(`unknown enemy ${id}`);
}

const NO_HOOKS: readonly HookDef[] = [];

// the prompts of a battle's fixed windows, made once: most battles open them with no card to offer
const PROMPT_START = text("prompt-window-hooks", { window: "start-of-battle" });
const PROMPT_BEFORE_ROLLING = text("prompt-window-hooks", { window: "before-rolling" });
const PROMPT_AFTER = text("prompt-window-hooks", { window: "after-battle" });

/** the results compared with the enemy's stats, in the order the reference guide compares them */
const COMPARED = ["sword", "ritual", "shield"] as const;

/** each comparison's window and its prompt, by result, failed then successful */
const COMPARE_WINDOWS = Object.fromEntries(
  COMPARED.map((result) => [
    result,
    [false, true].map((ok) => ({
      window: `${ok ? "successful" : "failed"}-${result}`,
      prompt: text("prompt-result-hooks", { result, outcome: ok ? "success" : "failure" }),
    })),
  ]),
) as Record<(typeof COMPARED)[number], { window: string; prompt: Text }[]>;

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
  const cardHooks = card ? e.cat.card(card).hooks : NO_HOOKS;
  function* withCard(window: string): Step<void> {
    yield* runOwnHooks(e, hero, enemyId, enemy.hooks, window);
    yield* runOwnHooks(e, hero, defOf(card!), cardHooks, window, card);
  }
  // without a card, the enemy's own step: no frame of ours between it and the battle
  const ownHooks = (window: string): Step<void> => (card ? withCard(window) : runOwnHooks(e, hero, enemyId, enemy.hooks, window));
  // most enemies print no hook at most steps: no generator is started for those
  const enemyWindows = windowIndex(enemy.hooks);
  const cardWindows = windowIndex(cardHooks);
  const hasOwn = (window: string) => enemyWindows.has(window) || cardWindows.has(window);
  const outer = e.battle;
  e.battle = b;
  e.battleCount += 1;
  e.event("battle", { hero, enemy: enemyId, token, stats: enemy.stats });
  try {
    if (hasOwn("start-of-battle")) yield* ownHooks("start-of-battle");
    // "any time" hooks are offered at every step of the battle, beside the step's own
    yield* offerHooks(e, hero, "start-of-battle", PROMPT_START, undefined, true);
    if (hasOwn("before-rolling")) yield* ownHooks("before-rolling");
    yield* offerHooks(e, hero, "before-rolling", PROMPT_BEFORE_ROLLING, undefined, true);
    rollBattleDice(e, b);
    yield* modify(e, b);
    const t = totals(b);
    e.event("battle-totals", { hero, totals: t });
    for (const result of COMPARED) {
      const stat = b.stats[result];
      if (stat === null) continue;
      const ok = t[result] >= stat;
      b.outcome[result] = ok;
      e.event("battle-compare", { hero, result, have: t[result], need: stat, success: ok });
      const { window, prompt } = COMPARE_WINDOWS[result][ok ? 1 : 0];
      if (hasOwn(window)) yield* ownHooks(window);
      yield* offerHooks(e, hero, window, prompt, undefined, true);
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
    if (hasOwn("after-battle")) yield* ownHooks("after-battle");
    yield* offerHooks(e, hero, "after-battle", PROMPT_AFTER, undefined, true);
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
    const uses = battleHooks(e, b.hero, spent);
    const options = [];
    if (t.dodge > 0 && t.shield > 0) options.push({ key: "trade", label: text("option-battle-trade") });
    for (const u of uses) options.push(hookOption(e, u));
    if (options.length === 0) return;
    options.push({ key: "done", label: text("option-compare-results") });
    const k = yield* e.chooseOne(b.hero, "modify-results", text("prompt-modify-results"), options);
    if (k === "done") return;
    if (k === "trade") {
      spendBattleResults(b, "dodge", 1);
      spendBattleResults(b, "shield", 1);
      b.adjust.sword += 1;
      e.event("battle-trade", { hero: b.hero, totals: totals(b) });
      continue;
    }
    spent.add(k);
    yield* useHook(e, b.hero, findHook(uses, k)!);
  }
}

/** Rerolls up to `amount` dice. A die whose result was spent has been used and is not rerolled: "When a player rerolls a die, he must use the new result" (Dice), and a spent result cannot be used twice. */
export function* rerollDice(e: Engine, b: BattleState, amount: number): Step<void> {
  const free = b.dice.flatMap((d, i) => (d.spent.length === 0 ? [i] : []));
  const n = Math.min(amount, free.length);
  if (n === 0) return;
  const picked = yield* e.choose(
    b.hero,
    "reroll",
    text("prompt-reroll", { amount: n }),
    free.map((i) => {
      const d = b.dice[i];
      return { key: String(i), label: text("option-die-face", { die: entity(d.die), results: { list: d.results.map((r) => ({ text: text("die-result", { result: r }) })) }, blank: d.results.length === 0 ? "yes" : "no" }) };
    }),
    { min: 0, max: n },
  );
  for (const k of picked) {
    const i = Number(k);
    b.dice[i] = rollDie(e, b.dice[i].die); // a rerolled die must use its new result
  }
  if (picked.length > 0) e.event("reroll", { hero: b.hero, dice: picked.map(Number), totals: totals(b) });
}
