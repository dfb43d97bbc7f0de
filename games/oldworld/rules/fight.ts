// Fights: a witcher against a monster (life pool of monster fight cards,
// Charge or Bite, trail token, the results) and witcher against witcher.
// A fight turn is shared: potions and specialty, one combo chained by the
// colour of each card's combo extension, resolved in order, then drawing by
// Combat. The fights are steps of the rules kernel; the fight in progress and
// its combo are held in the game's state while they last (fight-state.ts), so
// a game waiting at a fight's decision can be snapshotted. Card effects run
// as the kernel's effect steps (hook-steps.ts, runEffect).
import { byName } from "../../../runtime/core/text.ts";
import type { DecisionOption } from "../../../runtime/core/decision.ts";
import { defId } from "./catalog.ts";
import type { CardColour, FightHalf, HookDef, LevelAmount, Symbols, Terrain } from "./content.ts";
import type { FightModifier } from "./effect-api.ts";
import { decision, type Engine } from "./engine.ts";
import { cardOption, opt } from "./options.ts";
import { markUsed, resetLimits, usable } from "./hooks.ts";
import { hookWindow, useHook } from "./hook-steps.ts";
import { damage, damageOf, discardFromHand, trashFromHand } from "./engine-steps.ts";
import { type RuleCall, ruleCall, steps } from "./machine.ts";
import type { MapMonster, WeaknessToken } from "./state.ts";
import { closeCombo, type FightState, forgetFight, openCombo, openFight } from "./fight-state.ts";
import { chooseWeaknesses, monsterGone, passiveAttack, placeWeakness, specialAttack, useWeaknesses, weaknessMode } from "./weakness.ts";

export type MonsterFightResult = "won" | "knocked-out-close" | "knocked-out";

function mods<K extends FightModifier["kind"]>(f: FightState, kind: K): Extract<FightModifier, { kind: K }>[] {
  return f.modifiers.filter((m): m is Extract<FightModifier, { kind: K }> => m.kind === kind);
}

/** does the fight have a modifier of this kind (`mods(f, kind).length > 0` without gathering them) */
function hasMod(f: FightState, kind: FightModifier["kind"]): boolean {
  for (const m of f.modifiers) if (m.kind === kind) return true;
  return false;
}

export function levelAmount(e: Engine, who: string, a: LevelAmount | undefined, level: number): number {
  if (!a) return 0;
  if (a.attribute) return e.attribute(who, a.attribute);
  return Math.max(0, a.base + a.perLevel * level);
}

export function newFight(kind: FightState["kind"], witchers: string[], monster: string | null, level: number): FightState {
  const per = <T>(v: T) => Object.fromEntries(witchers.map((w) => [w, v])) as Record<string, T>;
  return {
    kind,
    witchers,
    monster,
    level,
    life: [],
    modifiers: [],
    lowered: Object.fromEntries(witchers.map((w) => [w, {}])),
    turns: per(0),
    monsterTurns: 0,
    potionsDrunk: per(0),
    bombsUsed: per(0),
    comboDamage: 0,
    shieldGained: 0,
    dealt: per(0),
    protection: per(0),
    acting: null,
    drawBonus: per(0),
    passiveNeglected: false,
  };
}

/** may a witcher drink a potion now: potions and bombs together at most his Alchemy, potions alone capped by the monster */
function mayDrink(e: Engine, f: FightState, id: string): boolean {
  // the least of the caps (Math.min of them all, as a list spread into it would give), asked at every fight step
  let cap = Infinity;
  for (const m of f.modifiers) if (m.kind === "max-potions") cap = Math.min(cap, m.amount);
  return f.potionsDrunk[id] < cap && mayUseAlchemy(e, f, id);
}

/** Bomb Cards: "you may use a combined number of Potion and/or Bomb cards equal to, or lower than your Alchemy Level" */
function mayUseAlchemy(e: Engine, f: FightState, id: string): boolean {
  return f.potionsDrunk[id] + f.bombsUsed[id] < e.attribute(id, "alchemy");
}

/**
 * The witcher's own cards that a fight turn may use, pile by pile. Potions and
 * bombs are spent: to their discard pile, counted together against Alchemy.
 * A mutagen is kept: "Each Mutagen that the Player owns, can be used once per
 * Fight", so it is marked used instead.
 */
type Pile = "potion" | "bomb" | "mutagen";

interface PileRules {
  /** the cards of the pile the witcher may use in the fight turn now */
  offered(e: Engine, f: FightState, id: string): string[];
  /** the card leaves the pile (or is marked used), and the use is told */
  use(e: Engine, f: FightState, id: string, c: string): void;
  hooks(e: Engine, c: string): readonly HookDef[];
}

const pileCards: Record<Pile, PileRules> = {
  potion: {
    offered: (e, f, id) => (mayDrink(e, f, id) ? e.player(id).potions : []),
    use: (e, f, id, c) => spend(e, id, c, { from: e.player(id).potions, to: e.state.potionDiscard, count: f.potionsDrunk }, "potion-drunk", "potion"),
    hooks: (e, c) => e.cat.potion(c).hooks,
  },
  bomb: {
    // a bomb used in the fight turn is one with an effect (the Dimeritium Bomb waits for its own moments)
    offered: (e, f, id) => (mayUseAlchemy(e, f, id) ? e.player(id).bombs.filter((c) => e.cat.bomb(c).hooks.some((h) => h.window === "effect")) : []),
    use: (e, f, id, c) => spend(e, id, c, { from: e.player(id).bombs, to: e.state.bombDiscard, count: f.bombsUsed }, "bomb-used", "bomb"),
    hooks: (e, c) => e.cat.bomb(c).hooks,
  },
  mutagen: {
    // a mutagen is not counted against Alchemy: only its once-per-fight use limits it
    offered: (e, _f, id) => unusedMutagens(e, id),
    use(e, _f, id, c) {
      markUsed(e, mutagenKey(id, c));
      e.event("mutagen-used", { player: id, mutagen: defId(c) });
    },
    hooks: (e, c) => e.cat.mutagen(c).hooks,
  },
};

/** the piles in the order a fight turn offers them */
const fightTurnPiles: readonly Pile[] = ["potion", "bomb", "mutagen"];

/** a potion or bomb spent: from the witcher's pile to its discard pile, counted against Alchemy, and told as `event` with the card as `field` */
function spend(e: Engine, id: string, c: string, pile: { from: string[]; to: string[]; count: Record<string, number> }, event: string, field: string): void {
  pile.from.splice(pile.from.indexOf(c), 1);
  pile.to.push(c);
  pile.count[id]++;
  e.event(event, { player: id, [field]: defId(c) });
}

/** the option to use card `c` of a pile: key `potion.<card>`, message `ow-option-potion` with the card as `potion` (likewise bomb and mutagen) */
export function pileOption(pile: Pile, c: string): DecisionOption {
  return pileOptions[pile](c);
}

/** each pile's options, made once per card copy: the same potions, bombs and mutagens are offered fight turn after fight turn */
const pileOptions: Record<Pile, (c: string) => DecisionOption> = {
  potion: pileOptionsOf("potion"),
  bomb: pileOptionsOf("bomb"),
  mutagen: pileOptionsOf("mutagen"),
};

function pileOptionsOf(pile: Pile): (c: string) => DecisionOption {
  return byName((c) => opt(`${pile}.${c}`, `ow-option-${pile}`, { [pile]: defId(c) }));
}

/** a combo's first card, made once per card copy: a hand is offered at every fight turn */
const comboOption = byName((c) => opt(`combo.${c}`, "ow-option-combo", { card: defId(c) }));
/** the next card of a combo, made once per card copy: a hand is offered at every step of every combo */
const extendOption = byName((c) => opt(`extend.${c}`, "ow-option-extend", { card: defId(c) }));
/** a witcher's specialty, made once per witcher */
const specialtyOption = byName((w) => opt("specialty", "ow-option-specialty", { witcher: w }));
// the options of every fight step that name nothing, made once (as `opt` makes them; this module may load before the engine's)
const RANDOM_COMBO: DecisionOption = { key: "combo", label: "ow-option-combo-random", args: {} };
const PASS: DecisionOption = { key: "pass", label: "ow-option-no-combo", args: {} };
const ELDER_BLOOD: DecisionOption = { key: "elder-blood", label: "ow-option-elder-blood", args: {} };
const STOP: DecisionOption = { key: "stop", label: "ow-option-end-combo", args: {} };

/** the key chosen, from the answer a phase resumes with after a decision of one pick */
function chosenKey(answer: unknown): string {
  return (answer as string[])[0];
}

/** a card of one of the witcher's piles used in the fight */
interface PileUse {
  id: string;
  pile: Pile;
  card: string;
  /** the window of its hooks that runs (`effect` in a fight turn; a bomb's own moments otherwise) */
  window: string;
}

/** use a card from one of the witcher's piles, then run its hooks of `window` */
export const useFromPile = steps.define<PileUse>("use-from-pile", {
  use(k, f) {
    const e = k.engine;
    const rules = pileCards[f.pile];
    rules.use(e, e.fight!, f.id, f.card);
    k.call(hookWindow, { hooks: rules.hooks(e, f.card), window: f.window, player: f.id, source: defId(f.card), instance: f.card, at: 0 });
  },
});

/** one fight turn of a witcher: potions and specialty, then a combo, then drawing */
export const fightTurnStep = steps.define<{ id: string }>("fight-turn", {
  begin(k, f) {
    k.engine.fight!.acting = f.id;
    k.call(witcherTurn, { id: f.id, first: null, played: [] });
  },
  end(k) {
    // whichever way the turn ended, it is no longer the witcher's (protection reads whose turn it is)
    const fight = k.engine.fight;
    if (fight) fight.acting = null;
  },
});

/** may the witcher perform this specialty hook now (his specialty at a level, its limit and condition, its first turn) */
function specialtyNow(e: Engine, f: FightState, id: string, h: HookDef): boolean {
  return h.window === "specialty" && hasSpecialty(e, id) && usable(e, h, id, e.cat.witcher(id).id) && !(h.firstFightTurnOnly && f.turns[id] > 0);
}

interface WitcherTurn {
  id: string;
  /** the combo's first card, once chosen (null: no combo) */
  first: string | null;
  /** the combo's cards once played (step 4's draw reads their colours) */
  played: string[];
}

/**
 * The fight turn's steps: potions, bombs, mutagens and the specialty as often as the witcher likes (step 1),
 * then one combo built and resolved (steps 2 and 3), then drawing by Combat (step 4).
 */
const witcherTurn = steps.define<WitcherTurn>("witcher-fight-turn", {
  begin(k) {
    k.engine.fight!.shieldGained = 0;
  },
  offer(k, f) {
    const e = k.engine;
    const fight = e.fight!;
    const id = f.id;
    const p = e.player(id);
    const w = e.cat.witcher(id);
    const options: DecisionOption[] = [];
    for (const pile of fightTurnPiles) for (const c of pileCards[pile].offered(e, fight, id)) options.push(pileOption(pile, c));
    for (const h of w.hooks) if (specialtyNow(e, fight, id, h)) options.push(specialtyOption(w.id));
    const random = hasMod(fight, "random-first-card") && fight.turns[id] === 0 && fight.kind === "monster";
    if (random && p.hand.length > 0) options.push(RANDOM_COMBO);
    else for (const c of p.hand) options.push(comboOption(c));
    options.push(PASS);
    k.ask(decision(id, "fight-turn", dedupe(options)));
  },
  chosen(k, f, answer) {
    const e = k.engine;
    const id = f.id;
    const key = chosenKey(answer);
    const pile = fightTurnPiles.find((p) => key.startsWith(`${p}.`));
    if (pile) {
      k.call(useFromPile, { id, pile, card: key.slice(pile.length + 1), window: "effect" });
      return k.goto(f, "used");
    }
    if (key === "specialty") {
      const w = e.cat.witcher(id);
      const fight = e.fight!;
      const h = w.hooks.find((x) => specialtyNow(e, fight, id, x))!;
      e.event("specialty", { player: id });
      k.call(useHook, { hook: h, player: id, source: w.id, instance: null });
      return k.goto(f, "used");
    }
    if (key === "combo") f.first = e.rng.pick(e.player(id).hand);
    else if (key.startsWith("combo.")) f.first = key.slice("combo.".length);
    k.goto(f, "combo");
  },
  used(k, f) {
    if (fightOver(k.engine)) return k.end();
    k.goto(f, "offer");
  },
  combo(k, f) {
    if (f.first !== null) k.call(buildComboStep, { id: f.id, first: f.first, cards: [], elderBloodAt: null });
    else k.engine.event("no-combo", { player: f.id });
  },
  resolve(k, f, built) {
    if (f.first === null) return;
    const { cards, elderBloodAt } = built as BuiltCombo;
    f.played = cards;
    k.call(resolveComboStep, { id: f.id, cards, elderBloodAt, at: 0 });
  },
  draw(k, f) {
    const e = k.engine;
    const fight = e.fight!;
    const id = f.id;
    const p = e.player(id);
    fight.turns[id]++;
    if (fightOver(e)) return;
    let fewer = mods(fight, "draw-fewer").reduce((n, m) => n + m.amount, 0);
    // a turn without a combo had no card of the colour either
    if (fight.kind === "monster")
      for (const m of mods(fight, "draw-fewer-without-colour")) if (!f.played.some((c) => e.cat.action(c).colour === m.colour)) fewer += m.amount;
    const room = e.cat.content.tables.fightHandLimit - p.hand.length;
    const more = fight.drawBonus[id] ?? 0;
    fight.drawBonus[id] = 0;
    e.draw(id, Math.max(0, Math.min(room, e.attribute(id, "combat") + more - fewer)));
    // Mages, "Protection": the opponent's protection lasted this turn only, used or not. Only a duel's other
    // fighter is an opponent: beside the Wild Hunt the witchers fight together, and the Hunt's turn ends it
    if (fight.kind === "witcher") for (const other of fight.witchers) if (other !== id) endProtection(e, other);
  },
});

/**
 * Is the witcher's specialty at a level at all? A fight card can lower it to 0 ("lower your specialty by 1"),
 * and an attribute at 0 gives nothing of what it gives (Combat 0 draws no card, Alchemy 0 drinks no potion):
 * the board's specialty rows start at level 1, so at 0 there is no row to perform, nor a cost to pay for one
 * (Potion Tolerance: docs/runtime.md, "Specialty at level 0").
 */
export function hasSpecialty(e: Engine, id: string): boolean {
  return e.attribute(id, "specialty") > 0;
}

/** protection gathered for the turn that just ended is lost */
export function endProtection(e: Engine, id: string): void {
  const f = e.fight!;
  if (!f.protection[id]) return;
  e.event("protection-lost", { player: id, protection: f.protection[id] });
  f.protection[id] = 0;
}

/** "Each Mutagen that the Player owns, can be used once per Fight" (cleared with the other once-per-fight limits) */
function mutagenKey(id: string, mutagen: string): string {
  return onceAFight(id)(mutagen);
}

/**
 * A witcher's once-a-fight limits ("once-per-fight:<witcher>:<what>"), each named once: a fight step asks after
 * every mutagen and Elder Blood, and a name made again would be hashed again to be found among the used.
 */
const onceAFight = byName((id) => byName((what) => `once-per-fight:${id}:${what}`));

/** the witcher's mutagens not used in this fight, in the order he holds them */
function unusedMutagens(e: Engine, id: string): string[] {
  const held = e.player(id).mutagens;
  const unused: string[] = [];
  for (const c of held) if (!e.state.used.includes(mutagenKey(id, c))) unused.push(c);
  return unused;
}

/** the options without repeated keys, the first of each kept; the list itself when none repeats, as is usual */
function dedupe<T extends { key: string }>(options: T[]): T[] {
  for (let i = 1; i < options.length; i++) for (let j = 0; j < i; j++) if (options[i].key === options[j].key) return dropRepeats(options);
  return options;
}

function dropRepeats<T extends { key: string }>(options: T[]): T[] {
  const seen = new Set<string>();
  return options.filter((o) => {
    if (seen.has(o.key)) return false;
    seen.add(o.key);
    return true;
  });
}

/** a combo built: its cards in play order, and the card after which Elder Blood was used (null: it was not) */
export interface BuiltCombo {
  cards: string[];
  elderBloodAt: number | null;
}

interface ComboBuilding extends BuiltCombo {
  id: string;
  first: string;
}

/** the first card is free; each next card must be of the colour of the previous card's combo extension */
export const buildComboStep = steps.define<ComboBuilding>("build-combo", {
  first(k, f) {
    const p = k.engine.player(f.id);
    p.hand.splice(p.hand.indexOf(f.first), 1);
    f.cards = [f.first];
  },
  offer(k, f) {
    const e = k.engine;
    const id = f.id;
    const p = e.player(id);
    const w = e.cat.witcher(id);
    const last = f.cards.length - 1;
    const ext: CardColour | "any" | null = f.elderBloodAt === last ? "any" : (e.cat.action(f.cards[last]).extension?.colour ?? null);
    const options: DecisionOption[] = [];
    if (ext !== null) for (const c of p.hand) if (ext === "any" || e.cat.action(c).colour === ext) options.push(extendOption(c));
    const canElder =
      w.elderBlood && hasSpecialty(e, id) && f.elderBloodAt === null && !e.state.used.includes(onceAFight(id)("elder-blood")) && p.hand.length > 0;
    if (canElder) options.push(ELDER_BLOOD);
    if (options.length === 0) return k.goto(f, "done");
    options.push(STOP);
    k.ask(decision(id, "extend-combo", dedupe(options), { cards: f.cards.length }));
  },
  extend(k, f, answer) {
    const e = k.engine;
    const id = f.id;
    const key = chosenKey(answer);
    if (key === "stop") return;
    if (key === "elder-blood") {
      const last = f.cards.length - 1;
      f.elderBloodAt = last;
      markUsed(e, onceAFight(id)("elder-blood"));
      e.event("elder-blood", { player: id, card: defId(f.cards[last]) });
      return k.goto(f, "offer");
    }
    const c = key.slice("extend.".length);
    const p = e.player(id);
    p.hand.splice(p.hand.indexOf(c), 1);
    // a new list, not the old one grown: a snapshot's copy of this frame shares the old
    f.cards = [...f.cards, c];
    k.goto(f, "offer");
  },
  done(k, f) {
    k.engine.event("combo", { player: f.id, cards: f.cards.map(defId) });
    k.end({ cards: f.cards, elderBloodAt: f.elderBloodAt } satisfies BuiltCombo);
  },
});

function applySymbols(e: Engine, id: string, s: Symbols): void {
  const f = e.fight!;
  f.comboDamage += s.damage;
  if (s.shield) {
    const caps = mods(f, "max-shield-gain").map((m) => m.amount - f.shieldGained);
    f.shieldGained += e.raiseShield(id, Math.max(0, Math.min(s.shield, ...caps)));
  }
  if (s.energy) {
    // a rule about the shield reads energy for a mage (Noonwraith's cap included)
    const caps = mods(f, "max-shield-gain").map((m) => m.amount - f.shieldGained);
    f.shieldGained += e.gainEnergy(id, Math.max(0, Math.min(s.energy, ...caps)));
  }
  if (s.protection) gainProtection(e, id, s.protection);
  // Mages, "Spending Energy": a mage's draw increase is resolved in step 4 of the fight turn
  if (s.draw && e.isMage(id)) f.drawBonus[id] += s.draw;
  else if (s.draw) e.draw(id, Math.min(s.draw, Math.max(0, e.cat.content.tables.fightHandLimit - e.player(id).hand.length)));
}

/** Mages: protection for the opponent's next fight turn (a witcher gathers none) */
export function gainProtection(e: Engine, id: string, amount: number): void {
  const f = e.fight;
  if (!f || !e.isMage(id) || amount <= 0) return;
  f.protection[id] += amount;
  e.event("protection", { player: id, protection: f.protection[id] });
}

interface ComboResolving extends BuiltCombo {
  id: string;
  /** the card resolving */
  at: number;
}

/** resolve a combo in play order: each card's symbols and effects, then its extension's symbols when a card follows */
const resolveComboStep = steps.define<ComboResolving>("resolve-combo", {
  begin(k, f) {
    const e = k.engine;
    e.fight!.comboDamage = 0;
    openCombo(e, { cards: f.cards, at: 0, owner: f.id });
  },
  card(k, f) {
    const e = k.engine;
    if (f.at >= f.cards.length) return k.goto(f, "damage");
    e.combo!.at = f.at;
    const def = e.cat.action(f.cards[f.at]);
    let muted = false;
    for (const m of e.fight!.modifiers) if (m.kind === "colour-no-effect" && m.colour === def.colour) muted = true;
    if (muted) {
      f.at++;
      return k.goto(f, "card");
    }
    applySymbols(e, f.id, def.symbols);
    k.call(hookWindow, { hooks: def.hooks, window: "effect", player: f.id, source: def.id, instance: f.cards[f.at], at: 0 });
  },
  boost(k, f) {
    // Mages: a mage resolves the combo card by card, and may boost each one before the next
    if (k.engine.isMage(f.id)) k.call(offerBoost, { id: f.id, card: f.cards[f.at], at: 0 });
  },
  extension(k, f) {
    const e = k.engine;
    const i = f.at;
    if (i < f.cards.length - 1) {
      const w = e.cat.witcher(f.id);
      const ext =
        f.elderBloodAt === i
          ? (w.elderBlood?.[Math.max(0, Math.min(w.elderBlood.length, e.attribute(f.id, "specialty"))) - 1] ?? null)
          : (e.cat.action(f.cards[i]).extension?.symbols ?? null);
      if (ext) applySymbols(e, f.id, ext);
    }
    f.at++;
    k.goto(f, "card");
  },
  damage(k, f) {
    const e = k.engine;
    const fight = e.fight!;
    const id = f.id;
    let damage = fight.comboDamage;
    const colours = f.cards.map((c) => e.cat.action(c).colour);
    if (fight.kind === "monster") {
      for (const m of mods(fight, "damage-per-colour")) damage -= m.amount * colours.filter((c) => c === m.colour).length;
      for (const m of mods(fight, "shield-loss-per-colour")) e.lowerShield(id, m.amount * colours.filter((c) => c === m.colour).length);
      if (fight.turns[id] === 0) for (const m of mods(fight, "max-damage-first-turn")) damage = Math.min(damage, m.amount);
      damage = Math.max(0, damage);
      const manticore = mods(fight, "hit-reduction-discard");
      if (damage > 0 && manticore.length) {
        damage = Math.max(0, damage - manticore.reduce((n, m) => n + m.amount, 0));
        discardAtRandom(e, id, 1);
      }
    }
    closeCombo(e);
    e.player(id).discard.push(...f.cards);
    k.call(dealDamageStep, { from: id, amount: damage, left: 0, batch: 0 });
  },
});

/** the card's boost: after its fight ability, the mage may pay its energy for the boost effect */
const offerBoost = steps.define<{ id: string; card: string; at: number }>("boost", {
  offer(k, f) {
    const e = k.engine;
    const def = e.cat.action(f.card);
    while (f.at < def.hooks.length) {
      const h = def.hooks[f.at++];
      if (h.window !== "boost" || !usable(e, h, f.id, def.id)) continue;
      return k.ask(decision(f.id, "boost", [opt("boost", "ow-option-boost", { card: def.id }), opt("no", "ow-option-no-boost")], { card: def.id }));
    }
    k.end();
  },
  boosted(k, f, answer) {
    const e = k.engine;
    if (chosenKey(answer) === "boost") {
      const def = e.cat.action(f.card);
      e.event("boost", { player: f.id, card: def.id });
      k.call(useHook, { hook: def.hooks[f.at - 1], player: f.id, source: def.id, instance: f.card });
    }
    k.goto(f, "offer");
  },
});

interface DamageDealt {
  from: string;
  amount: number;
  /** Monster Weakness mode: the damage not dealt yet, and the life-pool cards it discarded since last told */
  left: number;
  batch: number;
}

/** damage from a witcher to his opponent: life-pool cards of a monster, or the other witcher's shield and cards */
export const dealDamageStep = steps.define<DamageDealt>("deal-damage", {
  hit(k, f) {
    const e = k.engine;
    const fight = e.fight!;
    if (f.amount <= 0) return k.end();
    fight.dealt[f.from] += f.amount;
    if (fight.kind === "hunt") {
      k.call(e.wildHunt.hit, { from: f.from, amount: f.amount });
      return k.goto(f, "dealt");
    }
    if (fight.kind === "monster") {
      if (!weaknessMode(e)) {
        const hit = fight.life.splice(0, Math.min(f.amount, fight.life.length));
        e.state.fightDiscard.push(...hit);
        e.event("monster-hit", { player: f.from, monster: fight.monster, amount: f.amount, life: fight.life.length });
        return k.end();
      }
      // Monster Weakness mode: a Special Attack card revealed by the damage stops the discarding, the passive attack applies, then the rest of the damage is dealt
      f.left = f.amount;
      f.batch = 0;
      return k.goto(f, "lifePool");
    }
    const other = fight.witchers.find((w) => w !== f.from)!;
    k.call(damage, damageOf(other, f.amount));
    k.goto(f, "dealt");
  },
  lifePool(k, f) {
    const e = k.engine;
    const fight = e.fight!;
    while (f.left > 0 && fight.life.length > 0) {
      const card = fight.life.shift()!;
      f.left--;
      f.batch++;
      e.state.fightDiscard.push(card);
      if (e.cat.fightCard(card).specialAttack === undefined) continue;
      monsterHit(e, f);
      const p = e.player(f.from);
      const bombs = mayUseAlchemy(e, fight, f.from)
        ? p.bombs.filter((c) => e.cat.bomb(c).hooks.some((h) => h.window === "against-passive-attack")).map((c) => pileOption("bomb", c))
        : [];
      return k.call(passiveAttack, { id: f.from, monster: fight.monster!, bombs, useBomb: useFromPile });
    }
    monsterHit(e, f);
    k.end();
  },
  afterPassive(k, f) {
    if (k.engine.out(f.from)) return k.end();
    k.goto(f, "lifePool");
  },
  dealt() {},
});

/** the life-pool cards discarded since the last told, told */
function monsterHit(e: Engine, f: DamageDealt): void {
  const fight = e.fight!;
  if (f.batch > 0) e.event("monster-hit", { player: f.from, monster: fight.monster, amount: f.batch, life: fight.life.length });
  f.batch = 0;
}

export function fightOver(e: Engine): boolean {
  const f = e.fight;
  if (!f) return true;
  if (f.kind === "monster") return f.life.length === 0 || e.out(f.witchers[0]);
  if (f.kind === "hunt") return f.life.length === 0 || f.witchers.every((w) => e.out(w));
  return f.witchers.some((w) => e.out(w));
}

interface MonsterTurn {
  id: string;
  /** the monster's first turn of the fight (some abilities read it) */
  first: boolean;
  /** the life-pool card revealed, and the half it attacks with */
  card: string;
  half: "charge" | "bite";
  /** the cards its half discards from the hand (what the hand lacks comes from the deck) */
  discard: number;
}

/** the monster's turn: Charge or Bite (another player chooses; solo: the die), then the top life-pool card's half */
const monsterTurn = steps.define<MonsterTurn>("monster-turn", {
  chargeOrBite(k, f) {
    const e = k.engine;
    const fight = e.fight!;
    const t = e.cat.content.tables;
    f.first = fight.monsterTurns === 0;
    let half: "charge" | "bite";
    if (f.first && hasMod(fight, "first-attack-worst")) {
      half = worstHalf(e, f.id, fight.life[0]);
      e.event("attack-chosen", { monster: fight.monster, attack: half });
    } else if (e.state.hunt) {
      // Wild Hunt: "the choice for Charge/Bite is done by flipping the Charge/Bite token"
      half = e.rng.int(1, 2) === 1 ? "charge" : "bite";
      e.event("attack-token", { attack: half });
    } else if (e.state.order.length === 1) {
      const roll = e.rng.roll("d6", 1, 6);
      half = roll <= t.soloChargeUpTo ? "charge" : "bite";
      e.event("attack-die", { roll, attack: half });
    } else {
      return k.ask(decision(e.leftOf(f.id), "monster-attack", [opt("charge", "ow-option-charge"), opt("bite", "ow-option-bite")], { monster: fight.monster! }));
    }
    k.pass([half]);
  },
  attack(k, f, answer) {
    const e = k.engine;
    const fight = e.fight!;
    f.half = chosenKey(answer) as "charge" | "bite";
    f.card = fight.life.shift()!;
    e.state.fightDiscard.push(f.card);
    const h = e.cat.fightCard(f.card)[f.half];
    e.event("monster-attack", { monster: fight.monster, card: defId(f.card), attack: f.half, life: fight.life.length });
    fight.monsterTurns++;
    const special = e.cat.fightCard(f.card).specialAttack;
    if (special !== undefined) {
      k.call(specialAttack, { id: f.id, monster: fight.monster!, number: special });
      return k.goto(f, "turnEnds");
    }
    // Mages rulebook, Protection, second example: with too few cards in hand the rest is discarded from the deck (no protection applies)
    if (!h.discardHand) return;
    f.discard = levelAmount(e, f.id, h.discardHand, fight.level);
    k.call(discardFromHand, { id: f.id, n: f.discard });
  },
  discarded(k, f, fromHand) {
    const e = k.engine;
    const h = e.cat.fightCard(f.card)[f.half];
    if (h.discardHand) {
      const p = e.player(f.id);
      const fromDeck = p.deck.splice(0, Math.max(0, f.discard - (fromHand as string[]).length));
      if (fromDeck.length) {
        p.discard.push(...fromDeck);
        e.event("discard", { player: f.id, cards: fromDeck, fromDeck: true });
      }
    }
    if (h.trash) k.call(trashFromHand, { id: f.id, n: h.trash });
  },
  damage(k, f) {
    const e = k.engine;
    const fight = e.fight!;
    const h = e.cat.fightCard(f.card)[f.half];
    if (!h.damage) return;
    let dmg = levelAmount(e, f.id, h.damage, fight.level);
    if (f.first) for (const m of mods(fight, "first-attack-bonus")) dmg += m.amount;
    for (const m of mods(fight, "bonus-when-low")) if (fight.life.length <= m.lifeAtMost) dmg += m.amount;
    k.call(damage, damageOf(f.id, dmg, f.first && hasMod(fight, "first-attack-from-hand")));
  },
  lowered(k, f) {
    const e = k.engine;
    const fight = e.fight!;
    const h = e.cat.fightCard(f.card)[f.half];
    if (h.lowerAttribute) {
      const low = fight.lowered[f.id];
      low[h.lowerAttribute] = (low[h.lowerAttribute] ?? 0) + 1;
      e.event("attribute-lowered", { player: f.id, attribute: e.attributeName(f.id, h.lowerAttribute) });
    }
  },
  turnEnds(k, f) {
    const e = k.engine;
    if (f.first) for (const m of mods(e.fight!, "first-turn-end-random-discard")) discardAtRandom(e, f.id, m.amount);
    endProtection(e, f.id);
  },
});

/** the half of a fight card that costs the witcher the most cards: damage past his shield, discards and trashes (Foglet); Charge on a tie */
function worstHalf(e: Engine, id: string, card: string): "charge" | "bite" {
  const f = e.fight!;
  const shield = e.player(id).shield;
  const cost = (h: FightHalf) => Math.max(0, levelAmount(e, id, h.damage, f.level) - shield) + levelAmount(e, id, h.discardHand, f.level) + (h.trash ?? 0);
  const fc = e.cat.fightCard(card);
  return cost(fc.bite) > cost(fc.charge) ? "bite" : "charge";
}

function discardAtRandom(e: Engine, id: string, n: number): void {
  const p = e.player(id);
  for (let i = 0; i < n && p.hand.length > 0; i++) {
    const c = e.rng.pick(p.hand);
    p.hand.splice(p.hand.indexOf(c), 1);
    p.discard.push(c);
    e.event("discard", { player: id, cards: [c], random: true });
  }
}

/** the monster fought, by the fields of its place on the map */
export interface MonsterFought {
  id: string;
  monster: string;
  terrain: Terrain;
  /** its index in the map's monsters (state.monsters), where a defeat takes it from */
  at: number;
}

/** the monster at `target` fought by `id`: the fields a monster fight's steps start with */
export function monsterFought(e: Engine, id: string, target: MapMonster): MonsterFought {
  return { id, monster: target.monster, terrain: target.terrain, at: e.state.monsters.indexOf(target) };
}

interface MonsterFightOpening extends MonsterFought {
  /** the life pool's size when the Wild Hunt sets it, else null: the monster's life */
  life: number | null;
  weaknesses: WeaknessToken[];
}

interface MonsterFightRounds extends MonsterFought {
  weaknesses: WeaknessToken[];
  witcherActs: boolean;
  result: MonsterFightResult | null;
}

/** a witcher fights a monster at his location; the map and the player change by the result */
export const fightMonsterStep = steps.define<MonsterFought & { life: number | null }>("fight-monster", {
  opening(k, f) {
    k.call(monsterFightOpening, { id: f.id, monster: f.monster, terrain: f.terrain, at: f.at, life: f.life, weaknesses: [] });
  },
  rounds(k, f, weaknesses) {
    k.call(monsterFightRounds, {
      id: f.id,
      monster: f.monster,
      terrain: f.terrain,
      at: f.at,
      weaknesses: weaknesses as WeaknessToken[],
      witcherActs: false,
      result: null,
    });
  },
});

/** the fight begins: weakness tokens chosen, the monster's abilities, its life pool built, the witcher's deck shuffled; ends with the tokens chosen */
export const monsterFightOpening = steps.define<MonsterFightOpening>("monster-fight-opening", {
  begin(k, f) {
    const e = k.engine;
    const def = e.cat.monster(f.monster);
    openFight(e, newFight("monster", [f.id], def.id, def.level));
    e.event("fight", { player: f.id, monster: def.id, level: def.level });
    k.call(chooseWeaknesses, { id: f.id, monster: def.id, terrain: f.terrain });
  },
  abilities(k, f, weaknesses) {
    const e = k.engine;
    f.weaknesses = weaknesses as WeaknessToken[];
    const def = e.cat.monster(f.monster);
    k.call(hookWindow, { hooks: def.hooks, window: "ability", player: f.id, source: def.id, instance: null, at: 0 });
    k.call(hookWindow, { hooks: def.hooks, window: "before-life-pool", player: f.id, source: def.id, instance: null, at: 0 });
  },
  lifePool(k, f) {
    const e = k.engine;
    const fight = e.fight!;
    const id = f.id;
    const p = e.player(id);
    const def = e.cat.monster(f.monster);
    for (const m of mods(fight, "lower-attribute")) fight.lowered[id][m.attribute] = (fight.lowered[id][m.attribute] ?? 0) + m.amount;
    // the shield never exceeds (lowered) Defence
    if (p.shield > e.attribute(id, "defence")) e.lowerShield(id, p.shield - e.attribute(id, "defence"));
    const s = e.state;
    const lifeCount = f.life ?? def.life;
    for (let i = 0; i < lifeCount; i++) {
      if (s.fightDeck.length === 0) {
        s.fightDeck = e.rng.shuffle([...s.fightDiscard]);
        s.fightDiscard = [];
      }
      const c = s.fightDeck.shift();
      if (c === undefined) break;
      fight.life.push(c);
    }
    e.event("life-pool", { monster: def.id, life: fight.life.length });
    p.deck = e.rng.shuffle([...p.deck, ...p.discard]);
    p.discard = [];
    k.end(f.weaknesses);
  },
});

/**
 * "Damage to a monster discards life-pool cards; empty pool = defeated", "no cards left = knocked out": the
 * turn just played decides which comes first. A witcher whose combo empties the pool has defeated the monster
 * even with no card left to draw; a monster turn that knocks the witcher out while it reveals its last
 * life-pool card leaves him knocked out beside a monster at 0 cards (base facts, "Fight results").
 */
function knockedOut(f: FightState): MonsterFightResult {
  return f.life.length <= 1 ? "knocked-out-close" : "knocked-out";
}

function afterMonsterTurn(e: Engine, f: FightState, id: string): MonsterFightResult | null {
  return e.out(id) ? knockedOut(f) : f.life.length === 0 ? "won" : null;
}

function afterWitcherTurn(e: Engine, f: FightState, id: string): MonsterFightResult | null {
  return f.life.length === 0 ? "won" : e.out(id) ? knockedOut(f) : null;
}

/** the fight after its life pool: the monster's last abilities and the weaknesses used, the turns in turn, then the results */
export const monsterFightRounds = steps.define<MonsterFightRounds>("monster-fight", {
  afterLifePool(k, f) {
    const e = k.engine;
    const def = e.cat.monster(f.monster);
    k.call(hookWindow, { hooks: def.hooks, window: "after-life-pool", player: f.id, source: def.id, instance: null, at: 0 });
    k.call(useWeaknesses, { id: f.id, monster: def.id, tokens: f.weaknesses, at: 0 });
  },
  firstTurn(k, f) {
    const e = k.engine;
    // "holder of the monster's trail token acts first" (base facts, "Fight vs monster")
    f.witcherActs = e.player(f.id).trailTokens.includes(f.monster);
    f.result = afterMonsterTurn(e, e.fight!, f.id);
  },
  turn(k, f) {
    if (f.result !== null) return k.goto(f, "results");
    if (f.witcherActs) k.call(fightTurnStep, { id: f.id });
    else k.call(monsterTurn, { id: f.id, first: false, card: "", half: "charge", discard: 0 });
  },
  turnEnded(k, f) {
    const e = k.engine;
    f.result = f.witcherActs ? afterWitcherTurn(e, e.fight!, f.id) : afterMonsterTurn(e, e.fight!, f.id);
    f.witcherActs = !f.witcherActs;
    k.goto(f, "turn");
  },
  results(k, f) {
    const e = k.engine;
    const fight = e.fight!;
    const id = f.id;
    const p = e.player(id);
    const def = e.cat.monster(f.monster);
    const s = e.state;
    const result = f.result!;
    e.endFight();
    forgetFight(e);
    resetLimits(e, "once-per-fight");
    s.fightDeck = e.rng.shuffle([...s.fightDeck, ...s.fightDiscard, ...fight.life]);
    s.fightDiscard = [];
    e.event("fight-result", { player: id, monster: def.id, result });
    if (result !== "won") return k.goto(f, "knockedOut");
    s.monsters.splice(f.at, 1);
    p.trophies.monster.push(def.id);
    for (const q of s.order) {
      const other = e.player(q);
      other.trailTokens = other.trailTokens.filter((m) => m !== def.id);
    }
    e.gainGold(id, def.gold);
    p.trophyTrack++;
    const rotfiend = mods(fight, "phase3-draw");
    if (rotfiend.length) e.phase3Limit = Math.min(...rotfiend.map((m) => m.amount));
    e.reshuffleAll(id);
    if (s.hunt) {
      // Wild Hunt: no fatigue, no new monster, no trophy win; the Hunt loses shields equal to the monster's level
      e.restoreShield(id);
      e.wildHunt.shields(e, def.id, -def.level);
      // Monster Weakness mode: its weakness tokens go back to the pool; one is placed when a monster comes to its terrain
      monsterGone(e, f.terrain);
      return k.end(result);
    }
    k.call(fatigue, { id });
  },
  newMonster(k, f) {
    const e = k.engine;
    const def = e.cat.monster(f.monster);
    const s = e.state;
    e.restoreShield(f.id);
    const t = e.cat.content.tables;
    monsterGone(e, f.terrain);
    e.placeMonster(f.terrain, s.order.length === 1 ? def.level : Math.min(t.maxLevel, def.level + 1));
    k.call(placeWeakness, { terrain: f.terrain });
  },
  won(k, f) {
    k.engine.checkWin(f.id);
    k.end(f.result);
  },
  knockedOut(k, f) {
    const e = k.engine;
    const id = f.id;
    const p = e.player(id);
    const def = e.cat.monster(f.monster);
    if (f.result === "knocked-out-close") e.gainGold(id, 2);
    else {
      if (!p.trailTokens.includes(def.id)) p.trailTokens.push(def.id);
      e.phase3Limit = e.cat.content.tables.phase3Hand.knockedOut;
    }
    const pool = e.poolOf(id);
    const free = e.slotsCostingAtMost(0, pool);
    if (free.length === 0) return;
    k.ask(
      decision(
        id,
        "gain-free-card",
        free.map((i) => opt(String(i), "ow-card", { card: defId(e.state[pool]![i]!) })),
      ),
    );
  },
  freeCard(k, f, answer) {
    const e = k.engine;
    const id = f.id;
    const p = e.player(id);
    if (answer !== undefined) {
      const c = e.takeFromPool(Number(chosenKey(answer)), e.poolOf(id));
      p.discard.push(c);
      e.event("card-gained", { player: id, card: defId(c), to: "discard" });
    }
    e.reshuffleAll(id);
    e.restoreShield(id);
    k.end(f.result);
  },
});

/**
 * A fight against a monster started alone, as the editor's fight trial (preview/fight-trial.ts) and the rules'
 * tests start one; `life`: a life pool of that size instead of the monster's
 */
export function fightMonster(e: Engine, id: string, target: MapMonster, setup: { life?: number } = {}): RuleCall<MonsterFightResult> {
  return ruleCall(fightMonsterStep, { ...monsterFought(e, id, target), life: setup.life ?? null });
}

/** fatigue: at each trophy track position, cards of the player's choice are trashed (never the last card) */
const fatigue = steps.define<{ id: string }>("fatigue", {
  choose(k, f) {
    const e = k.engine;
    const p = e.player(f.id);
    const n = Math.min(e.cat.content.tables.fatigue[p.trophyTrack - 1] ?? 0, p.deck.length - 1);
    if (n <= 0) return k.end();
    k.ask(decision(f.id, "fatigue", p.deck.map(cardOption), { count: n }, { min: n, max: n }));
  },
  trash(k, f, answer) {
    const e = k.engine;
    const p = e.player(f.id);
    const cards = answer as string[];
    for (const c of cards) {
      p.deck.splice(p.deck.indexOf(c), 1);
      p.trashed.push(c);
    }
    e.event("fatigue", { player: f.id, cards });
  },
});

/** may `a` attack `b`: same location, not a school's location, not himself */
export function canDuel(e: Engine, a: string, b: string): boolean {
  if (a === b) return false;
  const pa = e.player(a);
  const pb = e.player(b);
  return pa.location === pb.location && e.schoolAt(pa.location) === null;
}

/** the fighter's bombs with a `before life pool:` window, offered one at a time within Alchemy */
const bombsBeforeFight = steps.define<{ id: string }>("bombs-before-fight", {
  offer(k, f) {
    const e = k.engine;
    const fight = e.fight!;
    const p = e.player(f.id);
    const usable = mayUseAlchemy(e, fight, f.id) ? p.bombs.filter((c) => e.cat.bomb(c).hooks.some((h) => h.window === "before-life-pool")) : [];
    if (usable.length === 0) return k.end();
    k.ask(decision(f.id, "bomb-before-fight", [...usable.map((c) => pileOption("bomb", c)), opt("none", "ow-option-no-bomb")]));
  },
  chosen(k, f, answer) {
    const key = chosenKey(answer);
    if (key === "none") return k.end();
    k.call(useFromPile, { id: f.id, pile: "bomb", card: key.slice("bomb.".length), window: "before-life-pool" });
    k.goto(f, "offer");
  },
});

interface Duel {
  attacker: string;
  defender: string;
  /** the round of fight turns, and whose turn in it (0: the attacker's) */
  round: number;
  seat: number;
  winner: string | null;
}

/** the fields a duel starts with: the attacker's turn first, no winner yet */
export function duelOf(attacker: string, defender: string): Duel {
  return { attacker, defender, round: 0, seat: 0, winner: null };
}

/** witcher against witcher: alternate fight turns (attacker first); knocked out loses, otherwise more damage dealt wins */
export const duelStep = steps.define<Duel>("duel", {
  begin(k, f) {
    const e = k.engine;
    const fight = newFight("witcher", [f.attacker, f.defender], null, 0);
    openFight(e, fight);
    e.event("duel", { attacker: f.attacker, defender: f.defender });
    // a bomb used "before creating the Life Pool" against a witcher (the Dimeritium Bomb, Monster Weakness mode): before the decks are shuffled
    for (const w of fight.witchers) k.call(bombsBeforeFight, { id: w });
  },
  shuffle(k) {
    const e = k.engine;
    for (const w of e.fight!.witchers) {
      const p = e.player(w);
      p.deck = e.rng.shuffle([...p.deck, ...p.discard]);
      p.discard = [];
    }
  },
  turn(k, f) {
    const e = k.engine;
    if (f.round >= e.cat.content.tables.duelTurns) return k.goto(f, "decided");
    const fight = e.fight!;
    const w = fight.witchers[f.seat];
    if (e.out(w)) {
      f.winner = fight.witchers.find((x) => x !== w)!;
      return k.goto(f, "decided");
    }
    k.call(fightTurnStep, { id: w });
  },
  turnEnded(k, f) {
    const e = k.engine;
    const fight = e.fight!;
    const w = fight.witchers[f.seat];
    const other = fight.witchers.find((x) => x !== w)!;
    if (e.out(other)) {
      f.winner = w;
      return k.goto(f, "decided");
    }
    f.seat++;
    if (f.seat === fight.witchers.length) {
      f.seat = 0;
      f.round++;
    }
    k.goto(f, "turn");
  },
  decided(k, f) {
    const e = k.engine;
    const fight = e.fight!;
    const { attacker, defender } = f;
    let winner = f.winner;
    if (winner === null && fight.dealt[attacker] !== fight.dealt[defender]) winner = fight.dealt[attacker] > fight.dealt[defender] ? attacker : defender;
    e.endFight();
    forgetFight(e);
    resetLimits(e, "once-per-fight");
    e.event("duel-result", { attacker, defender, winner, dealt: { ...fight.dealt } });
    if (winner !== null) {
      const loser = winner === attacker ? defender : attacker;
      const lp = e.player(loser);
      const wp = e.player(winner);
      e.gainGold(winner, e.reputation(loser));
      const school = lp.school;
      if (winner === attacker && lp.witcherTrophiesLeft > 0 && !wp.trophies.witcher.includes(school)) {
        lp.witcherTrophiesLeft--;
        wp.trophies.witcher.push(school);
        e.event("witcher-trophy", { player: winner, school });
      }
    }
    for (const w of fight.witchers) {
      e.reshuffleAll(w);
      e.restoreShield(w);
    }
    if (winner === attacker) e.checkWin(attacker);
    k.end(winner);
  },
});
