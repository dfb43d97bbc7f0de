// Battles, in the reference guide's steps: start-of-battle effects, before
// rolling effects, roll battle + hero dice, total, modify (dodge+shield -> sword,
// development and good fortune cards), compare sword / ritual / shield, and a
// monster whose attack failed to stop it stays faceup in its zone. The battle being fought is in the state
// (AdventureState.battle), not in the steps' frames: a copy of the game at one of its decisions carries it.
import { type Answer, sharedOption, type ChoiceOption } from "../../../runtime/core/decision.ts";
import { entity, text, type Text } from "../../../runtime/core/text.ts";
import type { DieDef, DieResult, EnemyStats, HookDef } from "./content.ts";
import { type BattleState, decisionOf, type Engine, type RolledDie } from "./engine.ts";
import type { HookUse } from "./hook-index.ts";
import { type AdventureMachine, steps } from "./machine.ts";
import { defOf } from "./state.ts";
import { battleHooks, callHook, callOwnHooks, callWindow, findHook, hookOption } from "./hooks.ts";

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

/** the windows by name, for a step that holds a window's name alone */
const WINDOWS = {} as Record<BattleWindow, Window>;

function battleWindow(window: BattleWindow, prompt: Text): Window {
  const w = { window, bit: windowBit(window), prompt };
  WINDOWS[window] = w;
  return w;
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

/** the card being resolved, when it is a foul fate (a foul fate's enemy is fought with the card's battle hooks) */
function foulFateResolving(e: Engine): string | null {
  const top = e.resolving.length > 0 ? e.resolving[e.resolving.length - 1] : undefined;
  return top && !e.cat.heroes.has(top) && e.cat.card(top).kind === "foulfate" ? top : null;
}

/** who a battle is fought by and against, and what of it its windows need (the battle itself is in the state) */
interface BattleFields {
  hero: string;
  enemy: string;
  /** the monster token fought, when the enemy is a monster */
  token: string | null;
  /** a foul fate being resolved that started the battle, whose battle hooks are printed beside the enemy's */
  card: string | null;
  /** the windows the enemy's and the card's own hooks are at (battleWindowsOf) */
  own: number;
  /** the ritual and shield results as the hero was done modifying them: they are compared after the sword */
  ritual: number;
  shield: number;
}

/** the fields a battle of `hero` against an enemy (a monster by id, its token when one is fought) starts with */
export function battleOf(hero: string, enemy: string, token: string | null): BattleFields {
  return { hero, enemy, token, card: null, own: 0, ritual: 0, shield: 0 };
}

/** the battle being fought: the innermost of the state's, which is this step's own while it runs */
function fought(k: AdventureMachine): BattleState {
  return k.e.battle!;
}

/**
 * Battle: start-of-battle effects, before rolling effects, the roll of the battle dice and the hero's dice, the
 * modify step, the sword, ritual and shield compared with the enemy's stats (each opening its window), and
 * after battle effects. Ends with the battle as fought.
 */
export const fightBattle = steps.define<BattleFields>("battle", {
  start(k, f) {
    const e = k.e;
    const enemy = enemyOf(e, f.enemy);
    const card = foulFateResolving(e);
    f.card = card;
    f.own = battleWindowsOf(enemy.hooks) | battleWindowsOf(card !== null ? e.cat.card(card).hooks : NO_HOOKS);
    const b: BattleState = {
      hero: f.hero,
      enemy: f.enemy,
      stats: enemy.stats,
      token: f.token,
      dice: [],
      adjust: zero(),
      rollNo: 0,
      outcome: {},
      defeated: false,
    };
    (e.state.battle ??= []).push(b);
    e.state.records.battles += 1;
    e.event("battle", { hero: f.hero, enemy: f.enemy, token: f.token, stats: enemy.stats });
    openWindow(k, f, START);
  },
  beforeRolling(k, f) {
    openWindow(k, f, BEFORE_ROLLING);
  },
  roll(k, f) {
    rollBattleDice(k.e, fought(k));
    k.call(modifyResults, { hero: f.hero, spent: [], uses: [] });
  },
  // in the reference guide's order: sword, ritual, shield
  sword(k, f, modified) {
    const t = modified as Record<DieResult, number>;
    k.e.event("battle-totals", { hero: f.hero, totals: t });
    f.ritual = t.ritual;
    f.shield = t.shield;
    compare(k, f, SWORD, t.sword, fought(k).stats.sword);
  },
  ritual(k, f) {
    compare(k, f, RITUAL, f.ritual, fought(k).stats.ritual);
  },
  shield(k, f) {
    compare(k, f, SHIELD, f.shield, fought(k).stats.shield);
  },
  result(k, f) {
    const e = k.e;
    const b = fought(k);
    // a monster falls to a successful attack: its sword, or its ritual when it has no sword stat
    const attack = b.stats.sword !== null ? b.outcome.sword : b.outcome.ritual;
    const monster = e.cat.monsters.get(f.enemy);
    if (monster && attack) {
      b.defeated = true;
      e.event("monster-defeated", { hero: f.hero, monster: f.enemy, token: f.token });
      e.state.records.lastDefeat[f.hero] = monster.type;
    } else if (monster) {
      e.state.records.lastDefeat[f.hero] = null;
    }
    openWindow(k, f, AFTER);
  },
  end(k, f) {
    const e = k.e;
    const b = fought(k);
    e.event("battle-end", { hero: f.hero, enemy: f.enemy, outcome: b.outcome, defeated: b.defeated });
    const battles = e.state.battle!;
    battles.pop();
    if (battles.length === 0) e.state.battle = undefined;
    k.end(b);
  },
});

/** one of a battle's windows: most enemies print no hook there, and the hero's cards are offered at once */
function openWindow(k: AdventureMachine, f: BattleFields, w: Window): void {
  if ((f.own & w.bit) === 0) callWindow(k, f.hero, w.window, w.prompt, null, true);
  else k.call(ownThenOffered, { hero: f.hero, enemy: f.enemy, card: f.card, window: w.window });
}

/** one comparison of a battle's results with the enemy's stats (none when the enemy has no such stat), and its window */
function compare(k: AdventureMachine, f: BattleFields, c: Comparison, have: number, need: number | null): void {
  if (need === null) return;
  const ok = have >= need;
  setOutcome(fought(k).outcome, c.result, ok);
  k.e.event("battle-compare", { hero: f.hero, result: c.result, have, need, success: ok });
  openWindow(k, f, ok ? c.successful : c.failed);
}

/**
 * A window where the enemy (or the foul fate that started the battle) prints a hook: its own hooks as printed,
 * the card's after the enemy's, then the hero's cards and his "any time" ones. Each is looked up once the one
 * before has run: what the enemy did may change what the hero can use.
 */
const ownThenOffered = steps.define<{ hero: string; enemy: string; card: string | null; window: BattleWindow }>("battle-window", {
  enemy(k, f) {
    callOwnHooks(k, f.hero, f.enemy, enemyOf(k.e, f.enemy).hooks, f.window);
  },
  card(k, f) {
    if (f.card !== null) callOwnHooks(k, f.hero, defOf(f.card), k.e.cat.card(f.card).hooks, f.window, f.card);
  },
  hero(k, f) {
    callWindow(k, f.hero, f.window, WINDOWS[f.window].prompt, null, true);
  },
});

// the modify step's words, made once
const PROMPT_MODIFY = text("prompt-modify-results");
const TRADE = sharedOption("trade", text("option-battle-trade"));
const DONE = sharedOption("done", text("option-compare-results"));

interface ModifyFields {
  hero: string;
  /** the keys of the hooks used in this step, each list a new one */
  spent: readonly string[];
  /** the hooks offered at the decision asked (battleHooks), never changed once offered */
  uses: readonly HookUse[];
}

/** The modify step: trades and battle cards, in any order, until the hero is done. Ends with the totals then. */
const modifyResults = steps.define<ModifyFields>("modify-results", {
  choose(k, f) {
    const e = k.e;
    const t = totals(fought(k));
    // (no set is the same as an empty one: none is made until a hook is used)
    const uses = battleHooks(e, f.hero, f.spent.length === 0 ? undefined : new Set(f.spent));
    const canTrade = t.dodge > 0 && t.shield > 0;
    if (!canTrade && uses.length === 0) return k.end(t);
    const options: ChoiceOption[] = [];
    if (canTrade) options.push(TRADE);
    for (let i = 0; i < uses.length; i++) options.push(hookOption(e, uses[i]));
    options.push(DONE);
    f.uses = uses;
    k.ask(decisionOf(f.hero, "modify-results", PROMPT_MODIFY, options));
  },
  modify(k, f, answer) {
    const e = k.e;
    const b = fought(k);
    const key = (answer as Answer)[0];
    // the totals as they were offered: nothing changed them since
    if (key === "done") return k.end(totals(b));
    k.goto(f, "choose");
    if (key === "trade") {
      spendBattleResults(b, "dodge", 1);
      spendBattleResults(b, "shield", 1);
      b.adjust.sword += 1;
      e.event("battle-trade", { hero: f.hero, totals: totals(b) });
      return;
    }
    f.spent = [...f.spent, key];
    callHook(k, f.hero, findHook(f.uses, key)!);
  },
});

/** Rerolls up to `amount` dice. A die whose result was spent has been used and is not rerolled: "When a player rerolls a die, he must use the new result" (Dice), and a spent result cannot be used twice. */
export const reroll = steps.define<{ amount: number }>("reroll", {
  choose(k, f) {
    const b = fought(k);
    const free = b.dice.flatMap((d, i) => (d.spent.length === 0 ? [i] : []));
    const n = Math.min(f.amount, free.length);
    if (n === 0) return k.end();
    k.ask(
      decisionOf(
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
      ),
    );
  },
  roll(k, _f, answer) {
    const e = k.e;
    const b = fought(k);
    const picked = answer as Answer;
    for (const key of picked) {
      const i = Number(key);
      b.dice[i] = rollDie(e, b.dice[i].die); // a rerolled die must use its new result
    }
    if (picked.length > 0) e.event("reroll", { hero: b.hero, dice: picked.map(Number), totals: totals(b) });
  },
});
