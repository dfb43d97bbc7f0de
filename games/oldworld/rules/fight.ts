// Fights: a witcher against a monster (life pool of monster fight cards,
// Charge or Bite, trail token, the results) and witcher against witcher.
// A fight turn is shared: potions and specialty, one combo chained by the
// colour of each card's combo extension, resolved in order, then drawing by
// Combat.
import { byName } from "../../../runtime/core/text.ts";
import type { DecisionOption, Step } from "../../../runtime/core/decision.ts";
import { defId } from "./catalog.ts";
import type { CardColour, FightHalf, HookDef, LevelAmount, Symbols } from "./content.ts";
import type { FightModifier } from "./effect-api.ts";
import type { Engine } from "./engine.ts";
import { cardOption, opt } from "./options.ts";
import { markUsed, resetLimits, runHook, runWindow, usable } from "./hooks.ts";
import type { MapMonster } from "./state.ts";
import type { FightState } from "./fight-state.ts";
import { chooseWeaknesses, monsterGone, passiveAttack, placeWeaknessToken, specialAttack, useWeaknesses, weaknessMode } from "./weakness.ts";

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

/** use a card from one of the witcher's piles, then run its hooks of `window` */
export function* useFromPile(e: Engine, id: string, pile: Pile, c: string, window: string): Step<void> {
  const rules = pileCards[pile];
  rules.use(e, e.fight!, id, c);
  yield* runWindow(e, rules.hooks(e, c), window, id, defId(c), c);
}

/** one fight turn of a witcher: potions and specialty, then a combo, then drawing */
export function* fightTurn(e: Engine, id: string): Step<void> {
  const f = e.fight!;
  f.acting = id;
  try {
    yield* witcherTurn(e, f, id);
  } finally {
    f.acting = null;
  }
}

function* witcherTurn(e: Engine, f: FightState, id: string): Step<void> {
  const p = e.player(id);
  const w = e.cat.witcher(id);
  f.shieldGained = 0;
  let first: string | null = null;
  const specialty = (h: (typeof w.hooks)[number]) =>
    h.window === "specialty" && hasSpecialty(e, id) && usable(e, h, id, w.id) && !(h.firstFightTurnOnly && f.turns[id] > 0);
  for (;;) {
    const options: DecisionOption[] = [];
    for (const pile of fightTurnPiles) for (const c of pileCards[pile].offered(e, f, id)) options.push(pileOption(pile, c));
    for (const h of w.hooks) if (specialty(h)) options.push(specialtyOption(w.id));
    const random = hasMod(f, "random-first-card") && f.turns[id] === 0 && f.kind === "monster";
    if (random && p.hand.length > 0) options.push(RANDOM_COMBO);
    else for (const c of p.hand) options.push(comboOption(c));
    options.push(PASS);
    const key = yield* e.chooseOne(id, "fight-turn", dedupe(options));
    const pile = fightTurnPiles.find((k) => key.startsWith(`${k}.`));
    if (pile) {
      yield* useFromPile(e, id, pile, key.slice(pile.length + 1), "effect");
      if (fightOver(e)) return;
      continue;
    }
    if (key === "specialty") {
      const h = w.hooks.find(specialty)!;
      e.event("specialty", { player: id });
      yield* runHook(e, h, id, w.id);
      if (fightOver(e)) return;
      continue;
    }
    if (key === "combo") first = e.rng.pick(p.hand);
    else if (key.startsWith("combo.")) first = key.slice("combo.".length);
    break;
  }
  let played: string[] = [];
  if (first !== null) {
    const { cards, elderBloodAt } = yield* buildCombo(e, id, first);
    played = cards;
    yield* resolveCombo(e, id, cards, elderBloodAt);
  } else e.event("no-combo", { player: id });
  f.turns[id]++;
  if (fightOver(e)) return;
  let fewer = mods(f, "draw-fewer").reduce((n, m) => n + m.amount, 0);
  // a turn without a combo had no card of the colour either
  if (f.kind === "monster")
    for (const m of mods(f, "draw-fewer-without-colour")) if (!played.some((c) => e.cat.action(c).colour === m.colour)) fewer += m.amount;
  const room = e.cat.content.tables.fightHandLimit - p.hand.length;
  const more = f.drawBonus[id] ?? 0;
  f.drawBonus[id] = 0;
  e.draw(id, Math.max(0, Math.min(room, e.attribute(id, "combat") + more - fewer)));
  // Mages, "Protection": the opponent's protection lasted this turn only, used or not. Only a duel's other
  // fighter is an opponent: beside the Wild Hunt the witchers fight together, and the Hunt's turn ends it
  if (f.kind === "witcher") for (const other of f.witchers) if (other !== id) endProtection(e, other);
}

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

/** the first card is free; each next card must be of the colour of the previous card's combo extension */
export function* buildCombo(e: Engine, id: string, first: string): Step<{ cards: string[]; elderBloodAt: number | null }> {
  const p = e.player(id);
  const w = e.cat.witcher(id);
  const cards = [first];
  p.hand.splice(p.hand.indexOf(first), 1);
  let elderBloodAt: number | null = null;
  for (;;) {
    const last = cards.length - 1;
    const ext: CardColour | "any" | null = elderBloodAt === last ? "any" : (e.cat.action(cards[last]).extension?.colour ?? null);
    const options: DecisionOption[] = [];
    if (ext !== null) for (const c of p.hand) if (ext === "any" || e.cat.action(c).colour === ext) options.push(extendOption(c));
    const canElder = w.elderBlood && hasSpecialty(e, id) && elderBloodAt === null && !e.state.used.includes(onceAFight(id)("elder-blood")) && p.hand.length > 0;
    if (canElder) options.push(ELDER_BLOOD);
    if (options.length === 0) break;
    options.push(STOP);
    const key = yield* e.chooseOne(id, "extend-combo", dedupe(options), { cards: cards.length });
    if (key === "stop") break;
    if (key === "elder-blood") {
      elderBloodAt = last;
      markUsed(e, onceAFight(id)("elder-blood"));
      e.event("elder-blood", { player: id, card: defId(cards[last]) });
      continue;
    }
    const c = key.slice("extend.".length);
    p.hand.splice(p.hand.indexOf(c), 1);
    cards.push(c);
  }
  e.event("combo", { player: id, cards: cards.map(defId) });
  return { cards, elderBloodAt };
}

function* applySymbols(e: Engine, id: string, s: Symbols): Step<void> {
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

/** resolve a combo in play order: each card's symbols and effects, then its extension's symbols when a card follows */
export function* resolveCombo(e: Engine, id: string, cards: string[], elderBloodAt: number | null): Step<void> {
  const f = e.fight!;
  const p = e.player(id);
  const w = e.cat.witcher(id);
  f.comboDamage = 0;
  e.combo = { cards, at: 0, owner: id };
  for (let i = 0; i < cards.length; i++) {
    e.combo.at = i;
    const def = e.cat.action(cards[i]);
    let muted = false;
    for (const m of f.modifiers) if (m.kind === "colour-no-effect" && m.colour === def.colour) muted = true;
    if (!muted) {
      yield* applySymbols(e, id, def.symbols);
      yield* runWindow(e, def.hooks, "effect", id, def.id, cards[i]);
      // Mages: a mage resolves the combo card by card, and may boost each one before the next
      if (e.isMage(id)) yield* offerBoost(e, id, cards[i]);
      if (i < cards.length - 1) {
        const ext =
          elderBloodAt === i
            ? (w.elderBlood?.[Math.max(0, Math.min(w.elderBlood.length, e.attribute(id, "specialty"))) - 1] ?? null)
            : (def.extension?.symbols ?? null);
        if (ext) yield* applySymbols(e, id, ext);
      }
    }
  }
  let damage = f.comboDamage;
  const colours = cards.map((c) => e.cat.action(c).colour);
  if (f.kind === "monster") {
    for (const m of mods(f, "damage-per-colour")) damage -= m.amount * colours.filter((c) => c === m.colour).length;
    for (const m of mods(f, "shield-loss-per-colour")) e.lowerShield(id, m.amount * colours.filter((c) => c === m.colour).length);
    if (f.turns[id] === 0) for (const m of mods(f, "max-damage-first-turn")) damage = Math.min(damage, m.amount);
    damage = Math.max(0, damage);
    const manticore = mods(f, "hit-reduction-discard");
    if (damage > 0 && manticore.length) {
      damage = Math.max(0, damage - manticore.reduce((n, m) => n + m.amount, 0));
      discardAtRandom(e, id, 1);
    }
  }
  e.combo = null;
  p.discard.push(...cards);
  yield* dealDamage(e, id, damage);
}

/** the card's boost: after its fight ability, the mage may pay its energy for the boost effect */
function* offerBoost(e: Engine, id: string, card: string): Step<void> {
  const def = e.cat.action(card);
  for (const h of def.hooks) {
    if (h.window !== "boost" || !usable(e, h, id, def.id)) continue;
    const key = yield* e.chooseOne(id, "boost", [opt("boost", "ow-option-boost", { card: def.id }), opt("no", "ow-option-no-boost")], { card: def.id });
    if (key !== "boost") continue;
    e.event("boost", { player: id, card: def.id });
    yield* runHook(e, h, id, def.id, card);
  }
}

/** damage from a witcher to his opponent: life-pool cards of a monster, or the other witcher's shield and cards */
export function* dealDamage(e: Engine, from: string, amount: number): Step<void> {
  const f = e.fight!;
  if (amount <= 0) return;
  f.dealt[from] += amount;
  if (f.kind === "hunt") yield* e.wildHunt.hit(e, from, amount);
  else if (f.kind === "monster") {
    if (!weaknessMode(e)) {
      const hit = f.life.splice(0, Math.min(amount, f.life.length));
      e.state.fightDiscard.push(...hit);
      e.event("monster-hit", { player: from, monster: f.monster, amount, life: f.life.length });
      return;
    }
    // Monster Weakness mode: a Special Attack card revealed by the damage stops the discarding, the passive attack applies, then the rest of the damage is dealt
    let left = amount;
    let batch = 0;
    const logHit = () => {
      if (batch > 0) e.event("monster-hit", { player: from, monster: f.monster, amount: batch, life: f.life.length });
      batch = 0;
    };
    while (left > 0 && f.life.length > 0) {
      const card = f.life.shift()!;
      left--;
      batch++;
      e.state.fightDiscard.push(card);
      if (e.cat.fightCard(card).specialAttack === undefined) continue;
      logHit();
      yield* passiveAttack(e, from, f.monster!, {
        mayUse: () => mayUseAlchemy(e, f, from),
        option: (c) => pileOption("bomb", c),
        use: (c, window) => useFromPile(e, from, "bomb", c, window),
      });
      if (e.out(from)) return;
    }
    logHit();
  } else {
    const other = f.witchers.find((w) => w !== from)!;
    yield* e.damage(other, amount);
  }
}

export function fightOver(e: Engine): boolean {
  const f = e.fight;
  if (!f) return true;
  if (f.kind === "monster") return f.life.length === 0 || e.out(f.witchers[0]);
  if (f.kind === "hunt") return f.life.length === 0 || f.witchers.every((w) => e.out(w));
  return f.witchers.some((w) => e.out(w));
}

/** the monster's turn: Charge or Bite (another player chooses; solo: the die), then the top life-pool card's half */
function* monsterTurn(e: Engine, id: string): Step<void> {
  const f = e.fight!;
  const t = e.cat.content.tables;
  let half: "charge" | "bite";
  const first = f.monsterTurns === 0;
  if (first && mods(f, "first-attack-worst").length > 0) {
    half = worstHalf(e, id, f.life[0]);
    e.event("attack-chosen", { monster: f.monster, attack: half });
  } else if (e.state.hunt) {
    // Wild Hunt: "the choice for Charge/Bite is done by flipping the Charge/Bite token"
    half = e.rng.int(1, 2) === 1 ? "charge" : "bite";
    e.event("attack-token", { attack: half });
  } else if (e.state.order.length === 1) {
    const roll = e.rng.roll("d6", 1, 6);
    half = roll <= t.soloChargeUpTo ? "charge" : "bite";
    e.event("attack-die", { roll, attack: half });
  } else {
    half = (yield* e.chooseOne(e.leftOf(id), "monster-attack", [opt("charge", "ow-option-charge"), opt("bite", "ow-option-bite")], { monster: f.monster! })) as
      | "charge"
      | "bite";
  }
  const card = f.life.shift()!;
  e.state.fightDiscard.push(card);
  const h: FightHalf = e.cat.fightCard(card)[half];
  e.event("monster-attack", { monster: f.monster, card: defId(card), attack: half, life: f.life.length });
  f.monsterTurns++;
  const special = e.cat.fightCard(card).specialAttack;
  if (special !== undefined) {
    yield* specialAttack(e, id, f.monster!, special);
    if (first) for (const m of mods(f, "first-turn-end-random-discard")) discardAtRandom(e, id, m.amount);
    endProtection(e, id);
    return;
  }
  if (h.discardHand) {
    // Mages rulebook, Protection, second example: with too few cards in hand the rest is discarded from the deck (no protection applies)
    const n = levelAmount(e, id, h.discardHand, f.level);
    const fromHand = (yield* e.discardFromHand(id, n)).length;
    const p = e.player(id);
    const fromDeck = p.deck.splice(0, Math.max(0, n - fromHand));
    if (fromDeck.length) {
      p.discard.push(...fromDeck);
      e.event("discard", { player: id, cards: fromDeck, fromDeck: true });
    }
  }
  if (h.trash) yield* e.trashFromHand(id, h.trash);
  let dmg = levelAmount(e, id, h.damage, f.level);
  if (h.damage) {
    if (first) for (const m of mods(f, "first-attack-bonus")) dmg += m.amount;
    for (const m of mods(f, "bonus-when-low")) if (f.life.length <= m.lifeAtMost) dmg += m.amount;
    yield* e.damage(id, dmg, first && mods(f, "first-attack-from-hand").length > 0);
  }
  if (h.lowerAttribute) {
    const low = f.lowered[id];
    low[h.lowerAttribute] = (low[h.lowerAttribute] ?? 0) + 1;
    e.event("attribute-lowered", { player: id, attribute: e.attributeName(id, h.lowerAttribute) });
  }
  if (first) for (const m of mods(f, "first-turn-end-random-discard")) discardAtRandom(e, id, m.amount);
  endProtection(e, id);
}

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

/** a witcher fights a monster at his location; the map and the player change by the result */
/** Wild Hunt changes to a monster fight: the life pool's size (strengthened, shrunk by support) and what happens after it is built */
export interface MonsterFightSetup {
  life?: number;
  afterLifePool?: () => Step<void>;
}

export function* fightMonster(e: Engine, id: string, target: MapMonster, setup: MonsterFightSetup = {}): Step<MonsterFightResult> {
  const p = e.player(id);
  const def = e.cat.monster(target.monster);
  const f = newFight("monster", [id], def.id, def.level);
  e.fight = f;
  e.event("fight", { player: id, monster: def.id, level: def.level });
  const weaknesses = yield* chooseWeaknesses(e, id, def.id, target.terrain);
  yield* runWindow(e, def.hooks, "ability", id, def.id);
  yield* runWindow(e, def.hooks, "before-life-pool", id, def.id);
  for (const m of mods(f, "lower-attribute")) f.lowered[id][m.attribute] = (f.lowered[id][m.attribute] ?? 0) + m.amount;
  // the shield never exceeds (lowered) Defence
  if (p.shield > e.attribute(id, "defence")) e.lowerShield(id, p.shield - e.attribute(id, "defence"));
  const s = e.state;
  const lifeCount = setup.life ?? def.life;
  for (let i = 0; i < lifeCount; i++) {
    if (s.fightDeck.length === 0) {
      s.fightDeck = e.rng.shuffle([...s.fightDiscard]);
      s.fightDiscard = [];
    }
    const c = s.fightDeck.shift();
    if (c === undefined) break;
    f.life.push(c);
  }
  e.event("life-pool", { monster: def.id, life: f.life.length });
  p.deck = e.rng.shuffle([...p.deck, ...p.discard]);
  p.discard = [];
  if (setup.afterLifePool) yield* setup.afterLifePool();
  yield* runWindow(e, def.hooks, "after-life-pool", id, def.id);
  yield* useWeaknesses(e, id, def.id, weaknesses);
  let witcherActs = p.trailTokens.includes(def.id);
  // "Damage to a monster discards life-pool cards; empty pool = defeated", "no cards left = knocked out":
  // the turn just played decides which comes first. A witcher whose combo empties the pool has defeated the
  // monster even with no card left to draw; a monster turn that knocks the witcher out while it reveals its
  // last life-pool card leaves him knocked out beside a monster at 0 cards (base facts, "Fight results").
  const knockedOut = (): MonsterFightResult => (f.life.length <= 1 ? "knocked-out-close" : "knocked-out");
  const afterMonsterTurn = (): MonsterFightResult | null => (e.out(id) ? knockedOut() : f.life.length === 0 ? "won" : null);
  const afterWitcherTurn = (): MonsterFightResult | null => (f.life.length === 0 ? "won" : e.out(id) ? knockedOut() : null);
  let result = afterMonsterTurn();
  while (result === null) {
    if (witcherActs) {
      yield* fightTurn(e, id);
      result = afterWitcherTurn();
    } else {
      yield* monsterTurn(e, id);
      result = afterMonsterTurn();
    }
    witcherActs = !witcherActs;
  }
  e.endFight();
  resetLimits(e, "once-per-fight");
  s.fightDeck = e.rng.shuffle([...s.fightDeck, ...s.fightDiscard, ...f.life]);
  s.fightDiscard = [];
  e.event("fight-result", { player: id, monster: def.id, result });
  if (result === "won") {
    s.monsters.splice(s.monsters.indexOf(target), 1);
    p.trophies.monster.push(def.id);
    for (const q of s.order) {
      const other = e.player(q);
      other.trailTokens = other.trailTokens.filter((m) => m !== def.id);
    }
    e.gainGold(id, def.gold);
    p.trophyTrack++;
    const rotfiend = mods(f, "phase3-draw");
    if (rotfiend.length) e.phase3Limit = Math.min(...rotfiend.map((m) => m.amount));
    e.reshuffleAll(id);
    if (s.hunt) {
      // Wild Hunt: no fatigue, no new monster, no trophy win; the Hunt loses shields equal to the monster's level
      e.restoreShield(id);
      e.wildHunt.shields(e, def.id, -def.level);
      // Monster Weakness mode: its weakness tokens go back to the pool; one is placed when a monster comes to its terrain
      yield* monsterGone(e, target.terrain);
      return result;
    }
    yield* fatigue(e, id);
    e.restoreShield(id);
    const t = e.cat.content.tables;
    yield* monsterGone(e, target.terrain);
    e.placeMonster(target.terrain, s.order.length === 1 ? def.level : Math.min(t.maxLevel, def.level + 1));
    yield* placeWeaknessToken(e, target.terrain);
    e.checkWin(id);
  } else {
    if (result === "knocked-out-close") e.gainGold(id, 2);
    else {
      if (!p.trailTokens.includes(def.id)) p.trailTokens.push(def.id);
      e.phase3Limit = e.cat.content.tables.phase3Hand.knockedOut;
    }
    const pool = e.poolOf(id);
    const free = e.slotsCostingAtMost(0, pool);
    if (free.length) {
      const slot = Number(
        yield* e.chooseOne(
          id,
          "gain-free-card",
          free.map((i) => opt(String(i), "ow-card", { card: defId(e.state[pool]![i]!) })),
        ),
      );
      const c = e.takeFromPool(slot, pool);
      p.discard.push(c);
      e.event("card-gained", { player: id, card: defId(c), to: "discard" });
    }
    e.reshuffleAll(id);
    e.restoreShield(id);
  }
  return result;
}

/** fatigue: at each trophy track position, cards of the player's choice are trashed (never the last card) */
function* fatigue(e: Engine, id: string): Step<void> {
  const p = e.player(id);
  const n = Math.min(e.cat.content.tables.fatigue[p.trophyTrack - 1] ?? 0, p.deck.length - 1);
  if (n <= 0) return;
  const cards = yield* e.choose(id, "fatigue", p.deck.map(cardOption), { count: n }, { min: n, max: n });
  for (const c of cards) {
    p.deck.splice(p.deck.indexOf(c), 1);
    p.trashed.push(c);
  }
  e.event("fatigue", { player: id, cards });
}

/** may `a` attack `b`: same location, not a school's location, not himself */
export function canDuel(e: Engine, a: string, b: string): boolean {
  if (a === b) return false;
  const pa = e.player(a);
  const pb = e.player(b);
  return pa.location === pb.location && e.schoolAt(pa.location) === null;
}

/** the fighter's bombs with a `before life pool:` window, offered one at a time within Alchemy */
function* bombsBeforeFight(e: Engine, id: string): Step<void> {
  const f = e.fight!;
  const p = e.player(id);
  for (;;) {
    const usable = mayUseAlchemy(e, f, id) ? p.bombs.filter((c) => e.cat.bomb(c).hooks.some((h) => h.window === "before-life-pool")) : [];
    if (usable.length === 0) return;
    const key = yield* e.chooseOne(id, "bomb-before-fight", [...usable.map((c) => pileOption("bomb", c)), opt("none", "ow-option-no-bomb")]);
    if (key === "none") return;
    yield* useFromPile(e, id, "bomb", key.slice("bomb.".length), "before-life-pool");
  }
}

/** witcher against witcher: alternate fight turns (attacker first); knocked out loses, otherwise more damage dealt wins */
export function* duel(e: Engine, attacker: string, defender: string): Step<string | null> {
  const f = newFight("witcher", [attacker, defender], null, 0);
  e.fight = f;
  e.event("duel", { attacker, defender });
  // a bomb used "before creating the Life Pool" against a witcher (the Dimeritium Bomb, Monster Weakness mode): before the decks are shuffled
  for (const w of f.witchers) yield* bombsBeforeFight(e, w);
  for (const w of f.witchers) {
    const p = e.player(w);
    p.deck = e.rng.shuffle([...p.deck, ...p.discard]);
    p.discard = [];
  }
  let winner: string | null = null;
  const turns = e.cat.content.tables.duelTurns;
  outer: for (let t = 0; t < turns; t++) {
    for (const w of f.witchers) {
      const other = f.witchers.find((x) => x !== w)!;
      if (e.out(w)) {
        winner = other;
        break outer;
      }
      yield* fightTurn(e, w);
      if (e.out(other)) {
        winner = w;
        break outer;
      }
    }
  }
  if (winner === null && f.dealt[attacker] !== f.dealt[defender]) winner = f.dealt[attacker] > f.dealt[defender] ? attacker : defender;
  e.endFight();
  resetLimits(e, "once-per-fight");
  e.event("duel-result", { attacker, defender, winner, dealt: { ...f.dealt } });
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
  for (const w of f.witchers) {
    e.reshuffleAll(w);
    e.restoreShield(w);
  }
  if (winner === attacker) e.checkWin(attacker);
  return winner;
}
