// The running Old World game: state, dice, log and the card-level rules the
// turn and the fights build on (drawing, discarding, damage, the action pool,
// the map's monsters, trophies). Decisions carry message ids and arguments,
// never sentences (the catalogues word them).
import type { Decision, DecisionOption } from "../../../runtime/core/decision.ts";
import { EventLog, type LogOptions } from "../../../runtime/core/log.ts";
import type { StepDef } from "../../../runtime/kernel/steps.ts";
import type { Rng } from "../../../runtime/core/rng.ts";
import type { Catalog } from "./catalog.ts";
import { ATTRIBUTES, setInPlay, type Attribute, type Terrain } from "./content.ts";
import type { EngineReads, EffectContext } from "./effect-api.ts";
import type { FightState } from "./fight-state.ts";
import type { HookRunner } from "./hooks.ts";
import { TERRAINS, type OldWorldState, type PlayerState } from "./state.ts";
import type { KernelOldWorldState } from "./state-schema.ts";

/** the card being resolved: the follow-up events it queued, and the events read in its chain (read once each) */
export interface EventChain {
  queue: number[];
  read: number[];
}

export const MAX_ATTRIBUTE = 5;

/**
 * The Wild Hunt's rules that the base game's turns and fights call: its rounds played instead of turns,
 * damage dealt to the Hunt in the final fight, and the Hunt's shields lost when a monster is beaten. The
 * game hands them to the engine (games/oldworld/rules/wild-hunt/index.ts), so the base rules never import
 * the expansion.
 */
export interface WildHuntRules {
  /** the rounds, a step of the game's table (games/oldworld/rules/machine.ts, whose machine this module does not name) */
  play: StepDef<never, { limits: Readonly<Record<string, number>>; seat: number }>;
  /** damage a witcher deals the Hunt in the final fight, a step of the game's table as `play` is */
  hit: StepDef<never, { from: string; amount: number }>;
  shields(e: Engine, source: string, amount: number): void;
}

export class Engine implements HookRunner {
  readonly log: EventLog;
  rt!: EngineReads;
  /** called as each turn (the Wild Hunt: each round) starts, with the seat to play: where a situation can be read (stage.ts situationAt) */
  atTurnStart: ((seat: number) => void) | null = null;
  /** the fight being fought */
  fight: FightState | null = null;
  /** Phase III draw limit set this turn by a fight result (knocked out, Rotfiend), kept in the state */
  get phase3Limit(): number | null {
    return this.state.phase3Limit;
  }

  set phase3Limit(limit: number | null) {
    this.state.phase3Limit = limit;
  }
  /** a combo being resolved, for combo queries: card instances in order and the index resolving */
  combo: { cards: string[]; at: number; owner: string } | null = null;
  /** the card being resolved and the follow-up events it queued (games/oldworld/rules/events.ts), kept in the state */
  get eventChain(): EventChain | null {
    return (this.state as KernelOldWorldState).eventChain ?? null;
  }

  set eventChain(chain: EventChain | null) {
    // absent when no card is being read, as in a state made before the chain was kept there
    if (chain === null) delete (this.state as KernelOldWorldState).eventChain;
    else (this.state as KernelOldWorldState).eventChain = chain;
  }

  constructor(
    readonly cat: Catalog,
    /** the game's state and dice: the machine's (a restored snapshot hands the engine its copies) */
    public state: OldWorldState,
    public rng: Rng,
    readonly wildHunt: WildHuntRules,
    log: LogOptions = {},
  ) {
    this.log = new EventLog(log);
  }

  /** is this content set in play (the base game's always; an expansion's when the game uses it)? */
  inPlay(set: string): boolean {
    return setInPlay(this.state.expansions, set);
  }

  player(id: string): PlayerState {
    const p = this.state.players[id];
    if (!p) throw new Error(`no player ${id} in this game`);
    return p;
  }

  event(type: string, fields: Record<string, unknown> = {}): void {
    this.log.add(type, fields);
  }

  ctx(player: string, source: string, instance?: string): EffectContext {
    return instance === undefined ? { player, source, rt: this.rt } : { player, source, instance, rt: this.rt };
  }

  /** a new physical copy of a card: "action.aard#4" */
  instance(id: string): string {
    const card = this.cat.cardNumber(id);
    const n = this.state.copies[card] + 1;
    this.state.copies[card] = n;
    return this.cat.copyNames.name(id, n);
  }

  /** n new physical copies of a card (none for n <= 0), counted once rather than copy by copy */
  instances(id: string, n: number): string[] {
    if (n <= 0) return [];
    const card = this.cat.cardNumber(id);
    const from = this.state.copies[card];
    this.state.copies[card] = from + n;
    const names: string[] = new Array(n);
    for (let k = 0; k < n; k++) names[k] = this.cat.copyNames.name(id, from + 1 + k);
    return names;
  }

  /** players in seat order starting from `from` */
  orderFrom(from: string): string[] {
    const o = this.state.order;
    const i = o.indexOf(from);
    return [...o.slice(i), ...o.slice(0, i)];
  }

  /** the player to the left (next in seat order) */
  leftOf(id: string): string {
    const o = this.state.order;
    return o[(o.indexOf(id) + 1) % o.length];
  }

  // ── attributes ────────────────────────────────────────────────────────

  /** an attribute's level, lowered in a fight by the monster's modifiers (never below 0) */
  attribute(id: string, a: Attribute): number {
    const base = this.player(id).attributes[a];
    const low = this.fight?.lowered[id]?.[a] ?? 0;
    const level = Math.max(0, base - low);
    if (a !== "specialty" || !this.fight) return level;
    // the caps one by one, as Math.min of them all would take them: asked whenever a specialty may be used in a fight
    let capped = level;
    for (const m of this.fight.modifiers) if (m.kind === "opponent-specialty-at-most" && m.by !== id) capped = Math.min(capped, m.amount);
    return capped;
  }

  // The card-level rules that ask (a level raised, cards picked from a hand, damage) are steps: engine-steps.ts.

  raisable(id: string): Attribute[] {
    const p = this.player(id);
    return ATTRIBUTES.filter((a) => p.attributes[a] < MAX_ATTRIBUTE);
  }

  /** a mage (Mages expansion): Wisdom for Defence, Energy for the shield, protection */
  isMage(id: string): boolean {
    return this.cat.witcher(id).mage === true;
  }

  /** the attribute's name as the player reads it: a mage's Defence is called Wisdom */
  attributeName(id: string, a: Attribute): string {
    return a === "defence" && this.isMage(id) ? "wisdom" : a;
  }

  /**
   * Raise a mage's energy. Mages, "Gathering Energy": during a fight energy may
   * exceed Wisdom; outside one it rises at most to Wisdom.
   */
  gainEnergy(id: string, amount: number): number {
    const p = this.player(id);
    if (p.energy === undefined || amount <= 0) return 0;
    const to = this.fight ? p.energy + amount : Math.max(p.energy, Math.min(this.attribute(id, "defence"), p.energy + amount));
    const gained = to - p.energy;
    p.energy = to;
    if (gained > 0) this.event("energy", { player: id, energy: p.energy });
    return gained;
  }

  spendEnergy(id: string, amount: number): number {
    const p = this.player(id);
    const paid = Math.min(p.energy ?? 0, Math.max(0, amount));
    if (paid > 0) {
      p.energy = (p.energy ?? 0) - paid;
      this.event("energy", { player: id, energy: p.energy, spent: paid });
    }
    return paid;
  }

  /**
   * The fight is over, however it ended: Mages, "After a Fight, the Energy level
   * is raised up to that Mage's Wisdom level" (and energy above Wisdom, allowed
   * only in a fight, comes down to it). A witcher's shield waits for the rules
   * of the fight's end (fatigue first).
   */
  endFight(): void {
    const f = this.fight;
    this.fight = null;
    // what was seen on top of the life pool or the enemy deck is shuffled away with them
    this.state.seen = {};
    for (const id of f?.witchers ?? []) if (this.isMage(id)) this.restoreShield(id);
  }

  /** after a fight (and at setup): a witcher's shield back to Defence, a mage's energy to Wisdom */
  restoreShield(id: string): void {
    const p = this.player(id);
    // Mages: "After a Fight, the Energy level is raised up to that Mage's Wisdom level"; above Wisdom it cannot stay outside a fight [I]
    if (p.energy !== undefined) p.energy = this.attribute(id, "defence");
    else p.shield = this.attribute(id, "defence");
  }

  raiseShield(id: string, amount: number): number {
    // Mages: "Whenever a Mage would raise or lower their Shield level, they raise or lower their Energy level instead"
    if (this.isMage(id)) return this.gainEnergy(id, amount);
    const p = this.player(id);
    const cap = this.attribute(id, "defence");
    const to = Math.max(p.shield, Math.min(cap, p.shield + amount));
    const gained = to - p.shield;
    p.shield = to;
    if (gained > 0) this.event("shield", { player: id, shield: p.shield });
    return gained;
  }

  lowerShield(id: string, amount: number): void {
    if (this.isMage(id)) {
      this.spendEnergy(id, amount);
      return;
    }
    const p = this.player(id);
    const to = Math.max(0, p.shield - amount);
    if (to !== p.shield) {
      p.shield = to;
      this.event("shield", { player: id, shield: p.shield });
    }
  }

  // ── cards ─────────────────────────────────────────────────────────────

  /** draw up to n cards; outside a fight an empty deck takes the shuffled discard pile first */
  draw(id: string, n: number): number {
    const p = this.player(id);
    let drawn = 0;
    for (let i = 0; i < n; i++) {
      if (p.deck.length === 0 && !this.fight && p.discard.length > 0) {
        p.deck = this.rng.shuffle([...p.discard]);
        p.discard = [];
        this.event("reshuffle", { player: id });
      }
      const c = p.deck.shift();
      if (c === undefined) break;
      p.hand.push(c);
      const shown = this.state.shown.indexOf(c);
      if (shown >= 0) this.state.shown.splice(shown, 1);
      drawn++;
    }
    if (drawn) this.event("draw", { player: id, count: drawn });
    return drawn;
  }

  /** cards put into a hand in every player's sight: from the faceup pool or the faceup discard pile */
  intoHandOpenly(id: string, cards: readonly string[]): void {
    this.player(id).hand.push(...cards);
    for (const c of cards) if (!this.state.shown.includes(c)) this.state.shown.push(c);
  }

  /** cards a player looked at, back on top of a pile facedown to the others */
  sawOnTop(id: string, cards: readonly string[]): void {
    const seen = (this.state.seen[id] ??= []);
    for (const c of cards) if (!seen.includes(c)) seen.push(c);
  }

  /** a witcher with no card in deck and hand is knocked out */
  out(id: string): boolean {
    const p = this.player(id);
    return p.deck.length === 0 && p.hand.length === 0;
  }

  /** hand, discard and deck shuffled together into the deck (after a fight) */
  reshuffleAll(id: string): void {
    const p = this.player(id);
    p.deck = this.rng.shuffle([...p.deck, ...p.hand, ...p.discard]);
    p.hand = [];
    p.discard = [];
    this.event("reshuffle", { player: id, all: true });
  }

  gainPotions(id: string, n: number): number {
    const p = this.player(id);
    let got = 0;
    for (let i = 0; i < n && p.potions.length < this.cat.content.tables.maxPotions; i++) {
      if (this.state.potionDeck.length === 0 && this.state.potionDiscard.length > 0) {
        this.state.potionDeck = this.rng.shuffle([...this.state.potionDiscard]);
        this.state.potionDiscard = [];
      }
      const c = this.state.potionDeck.shift();
      if (c === undefined) break;
      p.potions.push(c);
      got++;
    }
    if (got) this.event("potion-gained", { player: id, count: got });
    return got;
  }

  gainGold(id: string, n: number): void {
    if (n <= 0) return;
    this.player(id).gold += n;
    this.event("gold", { player: id, amount: n });
  }

  // ── the action pool ───────────────────────────────────────────────────

  /**
   * The pool a player gains from. Mages, "Some, but Not All Players Decide to
   * Play as Mages": a mage gains from the spell pool, a witcher from the
   * action pool; when every player is a mage the spell deck is the only one.
   */
  poolOf(id: string): "pool" | "magePool" {
    return this.state.magePool && this.isMage(id) ? "magePool" : "pool";
  }

  /** what taking the card in slot i costs: its printed cost plus the slot's modifier, at least 0; a trash cost is 1 card whatever the slot */
  slotCost(i: number, which: "pool" | "magePool" = "pool"): number {
    const c = (this.state[which] ?? [])[i] ?? null;
    if (c === null) return Infinity;
    const def = this.cat.action(c);
    if (def.trashCost) return 1;
    return Math.max(0, def.cost + (this.cat.content.tables.poolSlotModifiers[i] ?? 0));
  }

  /** does the card in slot i cost a trashed card (Monster Trail)? */
  slotTrashCost(i: number, which: "pool" | "magePool" = "pool"): boolean {
    const c = (this.state[which] ?? [])[i] ?? null;
    return c !== null && this.cat.action(c).trashCost === true;
  }

  /** take the card in slot i; the cards to its left slide right and a new card fills the leftmost slot */
  takeFromPool(i: number, which: "pool" | "magePool" = "pool"): string {
    const pool = this.state[which];
    const card = pool?.[i] ?? null;
    if (!pool || card === null) throw new Error(`pool slot ${i} is empty`);
    for (let k = i; k > 0; k--) pool[k] = pool[k - 1];
    pool[0] = (which === "pool" ? this.state.actionDeck : this.state.mageDeck!).shift() ?? null;
    return card;
  }

  /** slots whose card costs at most `max`; never a trash-cost card ("You can not choose a card with a trash cost … any effect telling you to take a 0, 1, or 2-cost card") */
  slotsCostingAtMost(max: number, which: "pool" | "magePool" = "pool"): number[] {
    const slots: number[] = [];
    const n = (this.state[which] ?? []).length;
    for (let i = 0; i < n; i++) if (!this.slotTrashCost(i, which) && this.slotCost(i, which) <= max) slots.push(i);
    return slots;
  }

  // ── the map ───────────────────────────────────────────────────────────

  /** the school whose keep stands at a location, of the sets in play (Monster Trail's keep at Ard Modron only with it) */
  schoolAt(loc: string): string | null {
    const school = this.cat.schoolAt(loc);
    return school !== null && this.inPlay(this.cat.school(school).set) ? school : null;
  }

  adjacent(loc: string): string[] {
    return this.cat.adjacent.get(loc) ?? [];
  }

  /** a location token from a terrain's pile: drawn at random, then shuffled back */
  drawLocationToken(t: Terrain): string {
    const pile = this.state.locationTokens[t];
    if (pile.length === 0) throw new Error(`no location token of terrain ${t}`);
    return this.rng.pick(pile);
  }

  /** put the next monster of a level (or the nearest level that has one) in a terrain's slot */
  placeMonster(terrain: Terrain, level: number): void {
    const piles = this.state.monsterPiles;
    const levels = [level, ...[1, 2, 3].filter((l) => l !== level).sort((a, b) => Math.abs(a - level) - Math.abs(b - level) || b - a)];
    for (const l of levels) {
      const pile = piles[String(l)] ?? [];
      if (pile.length === 0) continue;
      // the monster of the slot's terrain first, any other when none is left
      const k = pile.findIndex((m) => this.cat.monster(m).terrain === terrain);
      const [m] = pile.splice(Math.max(k, 0), 1);
      const location = this.drawLocationToken(terrain);
      this.state.monsters.push({ monster: m, location, terrain });
      this.event("monster-placed", { monster: m, location, terrain });
      this.monsterAppeared(l);
      return;
    }
    this.event("monster-slot-empty", { terrain });
  }

  /**
   * Monster Weakness and Special Attacks (the mode's other rules: weakness.ts): "When a Level 3 Monster appears
   * in the game for the first time, the 4 Monster Fight cards, that were placed aside before, are added to the deck"
   */
  monsterAppeared(level: number): void {
    const w = this.state.weakness;
    if (!w || level < 3 || w.aside.length === 0) return;
    const s = this.state;
    s.fightDeck = this.rng.shuffle([...s.fightDeck, ...w.aside]);
    this.event("attack-deck", { cards: s.fightDeck.length + s.fightDiscard.length, aside: 0, added: w.aside.length });
    w.aside = [];
  }

  monstersAt(loc: string): string[] {
    return this.state.monsters.filter((m) => m.location === loc).map((m) => m.monster);
  }

  // ── trophies ──────────────────────────────────────────────────────────

  trophyCount(id: string): number {
    const t = this.player(id).trophies;
    return t.monster.length + t.witcher.length + t.attribute.length;
  }

  /** a monster or witcher trophy that brings a player to the trophies needed wins (an attribute trophy never is the winning one) */
  checkWin(id: string): boolean {
    if (this.state.over) return true;
    if (this.trophyCount(id) >= this.cat.content.tables.trophiesToWin) {
      this.state.over = true;
      this.state.winner = id;
      this.event("game-won", { player: id, trophies: this.trophyCount(id) });
      return true;
    }
    return false;
  }

  reputation(id: string): number {
    const r = this.cat.content.tables.reputation;
    return r[Math.min(this.trophyCount(id), r.length - 1)] ?? 1;
  }

  terrains(): readonly Terrain[] {
    return TERRAINS;
  }
}

/** a decision of the Old World's rules: its prompt is its type's (`ow-prompt-<type>`) */
export function decision(
  who: string,
  type: string,
  options: DecisionOption[],
  args: Record<string, string | number> = {},
  pick?: { min: number; max: number },
): Decision {
  const prompt = `ow-prompt-${type}`;
  return pick ? { type, who, prompt, args, options, pick } : { type, who, prompt, args, options };
}
