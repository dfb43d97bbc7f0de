// Battles, in the reference guide's steps: start-of-battle effects, before
// rolling effects, roll battle + hero dice, total, modify (dodge+shield -> sword,
// development and good fortune cards), compare sword / ritual / shield, and a
// monster whose attack failed to stop it stays faceup in its zone.
import { sharedOption, type ChoiceOption, type Step } from "../../../runtime/core/decision.ts";
import { NOTHING } from "../../../runtime/core/driver.ts";
import { entity, text, type Text } from "../../../runtime/core/text.ts";
import type { DieDef, DieResult, EnemyStats, HookDef } from "./content.ts";
import type { BattleState, Engine, RolledDie } from "./engine.ts";
import { defOf } from "./state.ts";
import { battleHooks, findHook, hookOption, offerHooks, runOwnHooks, useHook } from "./hooks.ts";

export const RESULTS: readonly DieResult[] = ["sword", "shield", "dodge", "ritual", "sign"];

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
    for (let j = 0; j < results.length; j++) t[results[j]]++;
    const spent = dice[i].spent;
    for (let j = 0; j < spent.length; j++) t[spent[j]]--;
  }
  return t;
}

/** one of totals(b), counted without making them all: effects ask whether they can spend a result at every window */
export function totalOf(b: BattleState, result: DieResult): number {
  let n = b.adjust[result];
  for (let i = 0; i < b.dice.length; i++) n += unspentOf(b.dice[i], result);
  return n;
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
  let left = unspentOf(d, result);
  if (n === 0 || left === 0) return n;
  // a list of the die's own: a die is rolled with the shared NONE_SPENT (made anew: slice takes its slow way on a frozen list)
  const spent: DieResult[] = d.spent === NONE_SPENT ? [] : d.spent.slice();
  for (; n > 0 && left > 0; left--, n--) spent.push(result);
  d.spent = spent;
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

/** the spent results of a die rolled: none, one list shared by every die until its first result is spent (spendOn) */
const NONE_SPENT: readonly DieResult[] = Object.freeze([]);

type DieFace = DieDef["faces"][number];

/** a face of a die, rolled */
function rollFace(e: Engine, die: string): DieFace {
  const def = e.cat.dice.get(die)!;
  return def.faces[e.rng.roll(die, 0, def.faces.length - 1)];
}

function rolledDie(die: string, face: DieFace): RolledDie {
  return { die, face: face.name, results: face.results, spent: NONE_SPENT };
}

export function rollDie(e: Engine, die: string): RolledDie {
  return rolledDie(die, rollFace(e, die));
}

/** asks nothing, so a plain function: a battle's steps are started by the thousand */
export function rollBattleDice(e: Engine, b: BattleState): void {
  b.rollNo += 1;
  const battleDice = e.cat.content.battleDice;
  const heroDice = e.cat.hero(e.hero(b.hero).id).dice;
  // made at their size: a push would reserve room for more
  const n = battleDice.length + heroDice.length;
  const dice: RolledDie[] = new Array(n);
  const faces: string[] = new Array(n);
  rollInto(e, battleDice, dice, faces, 0);
  rollInto(e, heroDice, dice, faces, battleDice.length);
  b.dice = dice;
  e.event("battle-roll", { hero: b.hero, faces, totals: totals(b) });
}

/** rolls each of a list of dice, in order, into a roll's lists from place `at`: the dice and their faces' names */
function rollInto(e: Engine, list: readonly string[], dice: RolledDie[], faces: string[], at: number): void {
  const rolled = rolledList(e, list);
  for (let i = 0; i < list.length; i++) {
    // rollFace's draw, the die's faces found with the list
    const dieFaces = rolled.faces[i];
    const k = e.rng.roll(list[i], 0, dieFaces.length - 1);
    dice[at + i] = rolledDie(list[i], dieFaces[k]);
    faces[at + i] = rolled.names[i][k];
  }
}

/**
 * A list of dice as a battle rolls it (the battle dice, a hero's dice): by die, its faces and the names the battle
 * log gives them ("die.battle:sword-shield"). The lists are content, rolled in every battle: each is looked up once.
 */
interface RolledList {
  faces: readonly (readonly DieFace[])[];
  names: readonly (readonly string[])[];
}
const ROLLED_LISTS = new WeakMap<readonly string[], RolledList>();

function rolledList(e: Engine, list: readonly string[]): RolledList {
  let made = ROLLED_LISTS.get(list);
  if (!made) {
    const faces = list.map((die) => e.cat.dice.get(die)!.faces);
    made = { faces, names: faces.map((f, i) => f.map((face) => `${list[i]}:${face.name}`)) };
    ROLLED_LISTS.set(list, made);
  }
  return made;
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

/**
 * The windows a battle opens for its enemy's (and a foul fate's) own hooks, each a bit of a mask: most enemies
 * print no hook at most of them, and a battle reads its enemy's mask once instead of an index at every window.
 */
const BATTLE_WINDOWS = [
  "start-of-battle",
  "before-rolling",
  "failed-sword",
  "successful-sword",
  "failed-ritual",
  "successful-ritual",
  "failed-shield",
  "successful-shield",
  "after-battle",
] as const;
type BattleWindow = (typeof BATTLE_WINDOWS)[number];

function windowBit(window: BattleWindow): number {
  return 1 << BATTLE_WINDOWS.indexOf(window);
}

/** a list of hooks' battle windows (windowBit), found once per list: content is never changed while games run */
const BATTLE_MASKS = new WeakMap<readonly HookDef[], number>();

function battleWindowsOf(hooks: readonly HookDef[]): number {
  if (hooks.length === 0) return 0;
  let mask = BATTLE_MASKS.get(hooks);
  if (mask === undefined) {
    mask = 0;
    for (const hook of hooks) if ((BATTLE_WINDOWS as readonly string[]).includes(hook.window)) mask |= windowBit(hook.window as BattleWindow);
    BATTLE_MASKS.set(hooks, mask);
  }
  return mask;
}

/** a battle's window: the enemy's own hooks there (windowBit) and the hero's, with the prompt offering his */
interface Window {
  window: BattleWindow;
  bit: number;
  prompt: Text;
}

function battleWindow(window: BattleWindow, prompt: Text): Window {
  return { window, bit: windowBit(window), prompt };
}

// made once: most battles open their windows with no card to offer
const START = battleWindow("start-of-battle", text("prompt-window-hooks", { window: "start-of-battle" }));
const BEFORE_ROLLING = battleWindow("before-rolling", text("prompt-window-hooks", { window: "before-rolling" }));
const AFTER = battleWindow("after-battle", text("prompt-window-hooks", { window: "after-battle" }));

type Compared = "sword" | "ritual" | "shield";

/** a result compared with the enemy's stat, and the windows that open when it fails or succeeds */
interface Comparison {
  result: Compared;
  failed: Window;
  successful: Window;
}

function comparison(result: Compared): Comparison {
  const window = (outcome: "failed" | "successful") =>
    battleWindow(`${outcome}-${result}`, text("prompt-result-hooks", { result, outcome: outcome === "successful" ? "success" : "failure" }));
  return { result, failed: window("failed"), successful: window("successful") };
}

const SWORD = comparison("sword");
const RITUAL = comparison("ritual");
const SHIELD = comparison("shield");

/**
 * A result's outcome, set by its name: the outcome's results are set in the order they are compared (the log
 * shows them so), and a store with a changing key costs a look-up by name.
 */
function setOutcome(outcome: BattleState["outcome"], result: Compared, ok: boolean): void {
  switch (result) {
    case "sword":
      outcome.sword = ok;
      return;
    case "ritual":
      outcome.ritual = ok;
      return;
    case "shield":
      outcome.shield = ok;
      return;
  }
}

/** one comparison of a battle's results with the enemy's stats (none when the enemy has no such stat), and its window */
function compare(e: Engine, s: Sides, b: BattleState, c: Comparison, have: number, need: number | null): Step<void> {
  if (need === null) return NOTHING;
  const ok = have >= need;
  setOutcome(b.outcome, c.result, ok);
  e.event("battle-compare", { hero: s.hero, result: c.result, have, need, success: ok });
  return openWindow(e, s, ok ? c.successful : c.failed);
}

/** who a battle is fought by and against: what its windows need */
interface Sides {
  hero: string;
  enemyId: string;
  enemyHooks: readonly HookDef[];
  /** a foul fate being resolved that started the battle, whose battle hooks are printed beside the enemy's */
  card: string | undefined;
  cardHooks: readonly HookDef[];
  /** the windows the enemy's and the card's own hooks are at (battleWindowsOf) */
  own: number;
}

/** one of a battle's windows: the enemy's and the card's own hooks there, then the hero's, with his "any time" ones */
function openWindow(e: Engine, s: Sides, w: Window): Step<void> {
  // most enemies have no hook there: the hero's step, with no frame of ours
  return (s.own & w.bit) === 0 ? offerHooks(e, s.hero, w.window, w.prompt, undefined, true) : ownThenOffered(e, s, w);
}

function* ownThenOffered(e: Engine, s: Sides, w: Window): Step<void> {
  yield* ownHooks(e, s, w.window);
  yield* offerHooks(e, s.hero, w.window, w.prompt, undefined, true);
}

function ownHooks(e: Engine, s: Sides, window: string): Step<void> {
  // without a card, the enemy's own step: no frame of ours between it and the battle
  return s.card === undefined ? runOwnHooks(e, s.hero, s.enemyId, s.enemyHooks, window) : withCard(e, s, s.card, window);
}

function* withCard(e: Engine, s: Sides, card: string, window: string): Step<void> {
  yield* runOwnHooks(e, s.hero, s.enemyId, s.enemyHooks, window);
  yield* runOwnHooks(e, s.hero, defOf(card), s.cardHooks, window, card);
}

/** the card being resolved, when it is a foul fate (a foul fate's enemy is fought with the card's battle hooks) */
function foulFateResolving(e: Engine): string | undefined {
  const top = e.resolving.length > 0 ? e.resolving[e.resolving.length - 1] : undefined;
  return top && !e.cat.heroes.has(top) && e.cat.card(top).kind === "foulfate" ? top : undefined;
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
  const card = foulFateResolving(e);
  const cardHooks = card ? e.cat.card(card).hooks : NO_HOOKS;
  const s: Sides = { hero, enemyId, enemyHooks: enemy.hooks, card, cardHooks, own: battleWindowsOf(enemy.hooks) | battleWindowsOf(cardHooks) };
  const outer = e.battle;
  e.battle = b;
  e.state.records.battles += 1;
  e.event("battle", { hero, enemy: enemyId, token, stats: enemy.stats });
  try {
    yield* openWindow(e, s, START);
    yield* openWindow(e, s, BEFORE_ROLLING);
    rollBattleDice(e, b);
    const t = yield* modify(e, b);
    e.event("battle-totals", { hero, totals: t });
    // in the reference guide's order
    yield* compare(e, s, b, SWORD, t.sword, b.stats.sword);
    yield* compare(e, s, b, RITUAL, t.ritual, b.stats.ritual);
    yield* compare(e, s, b, SHIELD, t.shield, b.stats.shield);
    // a monster falls to a successful attack: its sword, or its ritual when it has no sword stat
    const attack = b.stats.sword !== null ? b.outcome.sword : b.outcome.ritual;
    const monster = e.cat.monsters.get(enemyId);
    if (monster && attack) {
      b.defeated = true;
      e.event("monster-defeated", { hero, monster: enemyId, token });
      e.state.records.lastDefeat[hero] = monster.type;
    } else if (monster) {
      e.state.records.lastDefeat[hero] = null;
    }
    yield* openWindow(e, s, AFTER);
    e.event("battle-end", { hero, enemy: enemyId, outcome: b.outcome, defeated: b.defeated });
    return b;
  } finally {
    e.battle = outer;
  }
}

// the modify step's words, made once
const PROMPT_MODIFY = text("prompt-modify-results");
const TRADE = sharedOption("trade", text("option-battle-trade"));
const DONE = sharedOption("done", text("option-compare-results"));

/** the modify step: trades and battle cards, in any order, until the hero is done; returns the totals then */
function* modify(e: Engine, b: BattleState): Step<Record<DieResult, number>> {
  // the keys of the hooks used in this step; none is until one is (no set is the same as an empty one)
  let spent: Set<string> | undefined;
  for (;;) {
    const t = totals(b);
    const uses = battleHooks(e, b.hero, spent);
    const canTrade = t.dodge > 0 && t.shield > 0;
    if (!canTrade && uses.length === 0) return t;
    const options: ChoiceOption[] = [];
    if (canTrade) options.push(TRADE);
    for (let i = 0; i < uses.length; i++) options.push(hookOption(e, uses[i]));
    options.push(DONE);
    const k = yield* e.chooseOne(b.hero, "modify-results", PROMPT_MODIFY, options);
    if (k === "done") return t;
    if (k === "trade") {
      spendBattleResults(b, "dodge", 1);
      spendBattleResults(b, "shield", 1);
      b.adjust.sword += 1;
      e.event("battle-trade", { hero: b.hero, totals: totals(b) });
      continue;
    }
    (spent ??= new Set()).add(k);
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
      return {
        key: String(i),
        label: text("option-die-face", {
          die: entity(d.die),
          results: { list: d.results.map((r) => ({ text: text("die-result", { result: r }) })) },
          blank: d.results.length === 0 ? "yes" : "no",
        }),
      };
    }),
    { min: 0, max: n },
  );
  for (const k of picked) {
    const i = Number(k);
    b.dice[i] = rollDie(e, b.dice[i].die); // a rerolled die must use its new result
  }
  if (picked.length > 0) e.event("reroll", { hero: b.hero, dice: picked.map(Number), totals: totals(b) });
}
