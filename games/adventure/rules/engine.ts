// The running game: state, dice, log and the token-level rules every other
// part builds on (resources, wounds, foul fate, obstacles, the war track, decks).
import { interned } from "../../../runtime/core/interned.ts";
import { sharedOption, type ChoiceOption, type Decision, type DecisionOption } from "../../../runtime/core/decision.ts";
import { byName, entity, text, type Text, type Why } from "../../../runtime/core/text.ts";
import { EventLog, type LogOptions } from "../../../runtime/core/log.ts";
import { OpenOptions } from "../../../runtime/core/open-options.ts";
import type { Rng } from "../../../runtime/core/rng.ts";
import type { Catalog } from "./catalog.ts";
import type { HeroDef, MonsterType } from "./content.ts";
import type { ColourChoice, EffectContext, AdventurePrimitives, Resource, WoundSeverity } from "./effect-api.ts";
import { holdsWound, MAX_MARKERS, type AdventureState, type BattleState, type Deck, type DrawSession, type HeroState } from "./state.ts";
import type { HeroHooks } from "./hook-index.ts";

/** where the turn loop stands as a turn starts: the seat to play and how many final turns have ended */
export interface TurnPosition {
  readonly seat: number;
  readonly finals: number;
}

// a battle being fought is part of the state (state.ts), so that a copy of the game carries it
export type { BattleState, RolledDie } from "./state.ts";

export type { DrawSession };

/**
 * The keep requests of the resolving cards, kept in the state (CardsUnderWay.keep) and read as the map of card
 * to kept-mode the primitives ask it as.
 */
export class KeepRequests {
  constructor(private readonly e: Engine) {}

  get size(): number {
    let n = 0;
    for (const _ in this.e.state.underWay.keep) n++;
    return n;
  }

  get(card: string): string | undefined {
    const keep = this.e.state.underWay.keep;
    return Object.hasOwn(keep, card) ? keep[card] : undefined;
  }

  has(card: string): boolean {
    return Object.hasOwn(this.e.state.underWay.keep, card);
  }

  set(card: string, until: string): void {
    this.e.state.underWay.keep[card] = until;
  }

  /** the request goes, the others stay in their order (a record that lost a key by `delete` is slower at every look-up) */
  delete(card: string): void {
    const keep = this.e.state.underWay.keep;
    if (!Object.hasOwn(keep, card)) return;
    const out: Record<string, string> = {};
    for (const c in keep) if (c !== card) out[c] = keep[c];
    this.e.state.underWay.keep = out;
  }
}

/** a monster in an obstacle zone as a player sees it: by name, or facedown by its type only */
export function obstacleLabel(e: Engine, m: { token: string; faceup: boolean }): Text {
  return m.faceup ? faceupLabel(m.token) : facedownLabel(e.cat.monster(m.token).type);
}

const faceupLabel = byName((token) => text("option-monster", { monster: entity(token) }));
/** one Text a type: facedown monsters of a type look the same, and so are the same label (turn.ts distinctObstacles) */
const facedownLabel = byName((type) => text("option-facedown-monster", { type }));
const FOUL_FATE_OBSTACLE = sharedOption("foulfate", text("option-foul-fate-token"));

/**
 * A monster token's option, faceup and facedown, made once per content: a hero meets the obstacles of his region
 * at every turn's end, and the options are data no one changes.
 */
const OBSTACLE_OPTIONS = new WeakMap<Catalog, Map<string, { up: ChoiceOption; down: ChoiceOption }>>();

/** by token, a content's monster options (OBSTACLE_OPTIONS' entry) */
function obstacleOptionsOf(e: Engine): Map<string, { up: ChoiceOption; down: ChoiceOption }> {
  let byToken = OBSTACLE_OPTIONS.get(e.cat);
  if (!byToken) OBSTACLE_OPTIONS.set(e.cat, (byToken = new Map()));
  return byToken;
}

function obstacleOption(e: Engine, byToken: Map<string, { up: ChoiceOption; down: ChoiceOption }>, m: { token: string; faceup: boolean }): ChoiceOption {
  let made = byToken.get(m.token);
  if (!made) {
    const token = m.token;
    made = { up: sharedOption(token, faceupLabel(token)), down: sharedOption(token, facedownLabel(e.cat.monster(token).type)) };
    byToken.set(token, made);
  }
  return m.faceup ? made.up : made.down;
}

/** a space of the hero sheet as an option (a wound or a foul fate token to place or remove) */
export const spaceOption = byName((space) => sharedOption(space, text("option-space", { space })));

/** a hero sheet's woundable spaces and foul fate spaces: content, so found once per hero */
const WOUND_SPACES = new WeakMap<HeroDef, readonly string[]>();
const FOUL_FATE_SPACES = new WeakMap<HeroDef, readonly string[]>();
/** WOUND_SPACES' entry read last */
let lastWoundDef: HeroDef | null = null;
let lastWoundSpaces: readonly string[] | null = null;
/** a hero sheet's open woundable spaces as the placing of a wound offers them */
const OPEN_WOUND_OPTIONS = new OpenOptions<string>(spaceOption);
/** a hero sheet's foul fate spaces without a token, as the placing of one offers them */
const OPEN_FOUL_FATE_OPTIONS = new OpenOptions<string>(spaceOption);

export class Engine {
  readonly cat: Catalog;
  /** the board and the dice: replaced only by `adopt` */
  state: AdventureState;
  rng: Rng;
  readonly log: EventLog;
  /** the primitives of the machine the game runs on, which the contexts made here carry (machine.ts AdventureMachine) */
  rt!: AdventurePrimitives;
  /** the battle being fought, for battle primitives and queries: the innermost of the state's (battle.ts) */
  get battle(): BattleState | null {
    const fought = this.state.battle;
    return fought === undefined || fought.length === 0 ? null : fought[fought.length - 1];
  }
  /** the cards whose effects are resolving (innermost last): the state's, so a snapshot carries them */
  get resolving(): string[] {
    return this.state.underWay.resolving;
  }
  /** how a resolving card asked to be kept ("keep this card"), by card: the state's */
  readonly keepRequests = new KeepRequests(this);
  /** the draws open, innermost last: the state's */
  get drawSessions(): DrawSession[] {
    return this.state.underWay.draws;
  }
  /** by seat: the hero's sheet and cards indexed by window (hooks.ts), made again when his cards change */
  readonly hookIndex: (HeroHooks | undefined)[] = [];
  /**
   * By seat: the engine's steps that changed the hero's card lists in place (a card kept, used up or resolved
   * away). With the lists' identities and lengths it tells whether his hook index is still his (hooks.ts heroHooks).
   */
  private cardChanges: number[] = [];

  /** a step changed the hero's card lists in place */
  cardsChanged(h: HeroState): void {
    this.cardChanges[h.seat] = this.cardChangesOf(h) + 1;
  }

  /** how many such steps there have been for the hero's seat */
  cardChangesOf(h: HeroState): number {
    return this.cardChanges[h.seat] ?? 0;
  }
  /** told as each turn starts, before anything of it happens: where a situation can be read (stage.ts situationAt) */
  atTurnStart: ((at: TurnPosition) => void) | null = null;

  constructor(cat: Catalog, state: AdventureState, rng: Rng, log: LogOptions = {}) {
    this.cat = cat;
    this.state = state;
    this.rng = rng;
    this.log = new EventLog(log);
  }

  /**
   * Go on from another state and dice (a snapshot restored: rules/machine.ts): what the engine found and indexed
   * of the old state's heroes is forgotten, since their records are copies now.
   */
  adopt(state: AdventureState, rng: Rng): void {
    this.state = state;
    this.rng = rng;
    this.lastHeroId = null;
    this.lastHero = null;
    this.found.length = 0;
    this.hookIndex.length = 0;
    this.cardChanges = [];
  }

  /**
   * The hero last found, by id: a game looks heroes up some 10,000 times, mostly the active one again and again. A
   * hero's state joins the game at setup and is never replaced but by a restore (adopt), so what was found stays right.
   */
  private lastHeroId: string | null = null;
  private lastHero: HeroState | null = null;
  /**
   * The heroes found so far, in the order first found: the others are looked up as often as the active one (each
   * operation asks about every hero at his location, each turn offers the others their "any time" cards), and a
   * scan of four ids (most often the very same strings) costs less than a read of the heroes' record by a changing
   * key, which V8 looks up by name in its own cache.
   */
  private readonly found: HeroState[] = [];

  hero(id: string): HeroState {
    if (id === this.lastHeroId) return this.lastHero!;
    const found = this.found;
    let h: HeroState | undefined;
    for (let i = 0; i < found.length; i++)
      if (found[i].id === id) {
        h = found[i];
        break;
      }
    if (h === undefined) {
      h = this.state.heroes[id];
      if (!h) return noHero(id);
      // (a hand-made state may file a hero under another id: found by the record only)
      if (h.id === id) found.push(h);
    }
    this.lastHeroId = id;
    this.lastHero = h;
    return h;
  }

  event(type: string, fields: Record<string, unknown> = {}): void {
    this.log.add(type, fields);
  }

  ctx(hero: string, source: string, instance?: string): EffectContext {
    // one shape, with or without a card copy: the primitives and effects read contexts of one kind
    return { hero, source, instance, rt: this.rt };
  }

  /** heroes in turn order starting from `from` */
  turnOrderFrom(from: string): string[] {
    const o = this.state.order;
    const i = o.indexOf(from);
    return [...o.slice(i), ...o.slice(0, i)];
  }

  regionOfHero(hero: string): string {
    return this.cat.regionOf(this.hero(hero).location);
  }

  // ---- resources ---------------------------------------------------------

  holding(hero: string, resource: Resource, colour: ColourChoice): number {
    const h = this.hero(hero);
    switch (resource) {
      case "gold":
        return h.gold;
      case "vp":
        return h.vp;
      case "lead":
      case "proof": {
        const pool = resource === "lead" ? h.leads : h.proof;
        // "any": the three colours added by name (LEAD_COLOURS' order), with no summing closure made at each
        // ask: requirements and costs ask this at every operation
        return colour === "any" ? pool.red + pool.blue + pool.purple : pool[colour];
      }
    }
  }

  gainVp(hero: string, amount: number, why: Why): void {
    if (amount <= 0) return;
    const h = this.hero(hero);
    h.vp += amount;
    // the VP track has 80 spaces; past 80 the marker goes round again
    this.event("vp", { hero, delta: amount, vp: h.vp, trackSpace: h.vp % 80, why });
  }

  loseVp(hero: string, amount: number, why: string): void {
    if (amount <= 0) return;
    const h = this.hero(hero);
    const lost = Math.min(h.vp, amount);
    h.vp -= lost; // a player cannot go below 0 VP
    this.event("vp", { hero, delta: -lost, vp: h.vp, trackSpace: h.vp % 80, why });
  }

  /**
   * Receiving without a decision: gold, VP, and leads or proof of a given colour, received now; false when the
   * hero is to pick the colour of each (rules/tokens.ts receiveAnyColour), nothing received yet.
   */
  receivedAtOnce(hero: string, resource: Resource, amount: number, colour: ColourChoice, why: string): boolean {
    if (amount <= 0) return true;
    const h = this.hero(hero);
    if (resource === "vp") {
      this.gainVp(hero, amount, why);
      return true;
    }
    if (resource === "gold") {
      h.gold += amount;
      this.event("receive", { hero, resource, amount, why });
      return true;
    }
    if (colour === "any") return false;
    const pool = resource === "lead" ? h.leads : h.proof;
    for (let i = 0; i < amount; i++) {
      pool[colour] += 1;
      this.event("receive", { hero, resource, colour, amount: 1, why });
    }
    return true;
  }

  /**
   * Spending (or losing, `verb`) without a decision: gold, VP, and leads or proof of a given colour, as much as
   * he has, paid now; how many were paid, or null when the hero is to pick the colour of each (rules/tokens.ts
   * payAnyColour), nothing paid yet.
   */
  paidAtOnce(hero: string, resource: Resource, amount: number, colour: ColourChoice, why: string, verb = "spend"): number | null {
    if (amount <= 0) return 0;
    const h = this.hero(hero);
    if (resource === "vp") {
      const before = h.vp;
      this.loseVp(hero, amount, why);
      return before - h.vp;
    }
    if (resource === "gold") {
      const n = Math.min(h.gold, amount);
      h.gold -= n;
      if (n > 0) this.event(verb, { hero, resource, amount: n, why });
      return n;
    }
    if (colour === "any") return null;
    const pool = resource === "lead" ? h.leads : h.proof;
    let paid = 0;
    for (let i = 0; i < amount; i++) {
      if (pool[colour] === 0) break;
      pool[colour] -= 1;
      paid++;
      this.event(verb, { hero, resource, colour, amount: 1, why });
    }
    return paid;
  }

  // ---- wounds ------------------------------------------------------------

  woundSpaces(hero: string): readonly string[] {
    return this.woundSpacesOf(this.hero(hero));
  }

  private woundSpacesOf(h: HeroState): readonly string[] {
    const def = this.cat.hero(h.id);
    // the sheet asked last (a battle's wounds and the rest that follows are one hero's) without the weak map's look-up
    if (def === lastWoundDef) return lastWoundSpaces!;
    let spaces = WOUND_SPACES.get(def);
    if (!spaces) {
      const made = def.actions.filter((a) => a.woundable).map((a) => a.name as string);
      for (let i = 1; i <= def.armour; i++) made.push(interned(`armour.${i}`));
      WOUND_SPACES.set(def, (spaces = made));
    }
    lastWoundDef = def;
    lastWoundSpaces = spaces;
    return spaces;
  }

  openWoundSpaces(hero: string): string[] {
    const h = this.hero(hero);
    return this.woundSpaces(hero).filter((s) => !holdsWound(h.wounds, s));
  }

  /**
   * openWoundSpaces as the placing of a wound offers them. They depend on which of his sheet's spaces hold
   * wounds alone: each such set is made once per hero sheet (a hero is wounded in most battles).
   */
  openWoundOptions(h: HeroState): readonly ChoiceOption[] {
    const wounds = h.wounds;
    return OPEN_WOUND_OPTIONS.of(this.woundSpacesOf(h), (space) => !holdsWound(wounds, space));
  }

  /** all woundable spaces hold wounds: the next action must be rest */
  mustRest(hero: string): boolean {
    const h = this.hero(hero);
    const wounds = h.wounds;
    for (const s of this.woundSpacesOf(h)) if (!holdsWound(wounds, s)) return false;
    return true;
  }

  /** how many wounds of a severity the hero has: woundsOf's length, with no list made (rest and card costs count them often) */
  woundCount(hero: string, severity: WoundSeverity | "any"): number {
    const w = this.hero(hero).wounds;
    // the record's keys, not the sheet's spaces: a handful of wounds at most, on a record that never lost a key by
    // `delete` (withoutWounds), whose keys are read without a list made
    let n = 0;
    for (const space in w) if (severity === "any" || w[space] === severity) n++;
    return n;
  }

  woundsOf(hero: string, severity: WoundSeverity | "any"): string[] {
    const w = this.hero(hero).wounds;
    // (the record's keys, as woundCount reads them)
    const out: string[] = [];
    for (const space in w) if (severity === "any" || w[space] === severity) insertSorted(out, space);
    return out;
  }

  // ---- foul fate on the hero sheet --------------------------------------

  foulFateSpaces(hero: string): readonly string[] {
    const def = this.cat.hero(this.hero(hero).id);
    let spaces = FOUL_FATE_SPACES.get(def);
    if (!spaces) FOUL_FATE_SPACES.set(def, (spaces = def.actions.map((a) => a.name as string)));
    return spaces;
  }

  openFoulFateSpaces(hero: string): string[] {
    const h = this.hero(hero);
    return this.foulFateSpaces(hero).filter((s) => !h.foulFate.includes(s));
  }

  /** openFoulFateSpaces as the placing of a foul fate token offers them: made once per sheet and set of open spaces (see openWoundOptions) */
  openFoulFateOptions(hero: string, h: HeroState): readonly ChoiceOption[] {
    const taken = h.foulFate;
    return OPEN_FOUL_FATE_OPTIONS.of(this.foulFateSpaces(hero), (space) => !taken.includes(space));
  }

  // ---- obstacle zones, monsters and the war track ------------------------

  /** the obstacles of a region, each under a key that names that one obstacle: a monster token, or the region's foul fate token */
  obstaclesIn(region: string): ChoiceOption[] {
    const zone = this.state.zones[region];
    // the hero may look through the stack but not flip it: a facedown monster shows only its type
    const monsters = zone.monsters;
    // a list made by push is packed, as are the filtered lists encounterObstacle reads beside it: code
    // optimised for one kind of list is optimised again on meeting the other
    const out: ChoiceOption[] = [];
    // the content's options looked up once for the zone's monsters
    const byToken = monsters.length > 0 ? obstacleOptionsOf(this) : null;
    for (let i = 0; i < monsters.length; i++) out.push(obstacleOption(this, byToken!, monsters[i]));
    if (zone.foulFate) out.push(FOUL_FATE_OBSTACLE);
    return out;
  }

  /** a region holds one foul fate token: the region names it; a monster token names itself */
  private obstacleKey(region: string, obstacle: string): string {
    return obstacle === "foulfate" ? `foulfate@${region}` : obstacle;
  }

  /** Encountering Obstacles: "ignore an obstacle" ignores that one obstacle, not its kind in every region */
  ignoreObstacle(hero: string, region: string, obstacle: string): void {
    const ignoring = this.state.records.ignoring;
    const mine = (ignoring[hero] ??= []);
    const key = this.obstacleKey(region, obstacle);
    if (!mine.includes(key)) mine.push(key);
  }

  /** is there an obstacle in the hero's region he has not ignored (an "ignore an obstacle" effect would do something)? */
  hasObstacleToIgnore(hero: string): boolean {
    const region = this.regionOfHero(hero);
    const zone = this.state.zones[region];
    if (zone.monsters.length === 0 && !zone.foulFate) return false;
    for (const o of this.obstaclesIn(region)) if (!this.isIgnored(hero, region, o.key)) return true;
    return false;
  }

  isIgnored(hero: string, region: string, obstacle: string): boolean {
    return this.state.records.ignoring[hero]?.includes(this.obstacleKey(region, obstacle)) ?? false;
  }

  takeMonster(type: MonsterType): string | null {
    return this.state.monsters[type].shift() ?? null;
  }

  putMonster(token: string, region: string, faceup: boolean, hero: string, why: string): void {
    this.state.zones[region].monsters.push({ token, faceup });
    // `monsterType`, not `type`: a field named `type` would overwrite the event's own type
    this.event("place-monster", { hero, region, monster: faceup ? token : null, monsterType: this.cat.monster(token).type, faceup, why });
  }

  /** a discarded monster goes facedown to the bottom of its stack */
  discardMonster(token: string): void {
    this.state.monsters[this.cat.monster(token).type].push(token);
  }

  // ---- decks ---------------------------------------------------------------

  deck(name: string): Deck {
    let d = this.state.decks[name];
    if (!d) {
      d = { draw: [], discard: [] };
      this.state.decks[name] = d;
    }
    return d;
  }

  /** top card; an empty deck is first made again from its shuffled discard pile */
  drawTop(name: string): string | null {
    const d = this.deck(name);
    if (d.draw.length === 0 && d.discard.length > 0) {
      d.draw = this.rng.shuffle(d.discard);
      d.discard = [];
      this.event("reshuffle", { deck: name, cards: d.draw.length });
    }
    return d.draw.shift() ?? null;
  }

  /** Discarding: development cards facedown to the bottom of their deck, every other card faceup on its discard pile */
  discardCard(instance: string, why: string, hero?: string): void {
    const def = this.cat.card(instance);
    const d = this.deck(def.deck);
    if (def.kind === "development") d.draw.push(instance);
    else d.discard.push(instance);
    this.event("discard", { hero, card: instance, deck: def.deck, why });
  }

  discardQuest(instance: string, hero: string): void {
    this.deck(this.cat.quest(instance).deck).discard.push(instance);
    this.event("discard", { hero, card: instance, deck: this.cat.quest(instance).deck, why: "quest not kept" });
  }

  // ---- markers -----------------------------------------------------------

  addMarkers(hero: string, instance: string, amount: number, why: string): void {
    const dev = this.hero(hero).development.find((d) => d.card === instance);
    if (!dev) throw new Error(`${instance} is not a faceup development card of ${hero}`);
    if (!this.cat.card(instance).usesMarkers) {
      this.event("marker-refused", { hero, card: instance, why: "no spend-from-this-card effect" });
      return;
    }
    const before = dev.markers;
    dev.markers = Math.min(MAX_MARKERS, dev.markers + amount);
    this.event("marker", { hero, card: instance, placed: dev.markers - before, markers: dev.markers, why });
  }

  cardsWithTraitInPlay(hero: string, trait: string): string[] {
    const h = this.hero(hero);
    return h.development.map((d) => d.card).filter((c) => this.cat.hasTrait(c, trait));
  }
}

/**
 * `name` into its place in a sorted list of distinct names (the order of a default sort: by UTF-16 code units, as
 * `<` compares strings). A hero has a handful of wounds: no sort and its copy of the list for them.
 */
function insertSorted(names: string[], name: string): void {
  let i = names.length;
  names.push(name);
  while (i > 0 && names[i - 1] > name) {
    names[i] = names[i - 1];
    i--;
  }
  names[i] = name;
}

function noHero(id: string): never {
  throw new Error(`no hero ${id} in this game`);
}

/**
 * A decision carries message ids and their arguments: the words come from the catalogues
 * (compiler/i18n/game-text.ts). Its fields in one order (type, who, prompt, args, options, pick), built without
 * spreading: thousands are made a game.
 */
export function decisionOf(who: string, type: string, prompt: Text, options: readonly ChoiceOption[], pick?: { min: number; max: number }): Decision {
  const opts: DecisionOption[] = new Array(options.length);
  for (let i = 0; i < options.length; i++) {
    const o = options[i];
    // a shared option (most of them) shows what it carries: its words are read only for the others
    const shown = o.shown;
    opts[i] = shown !== undefined ? shown : { key: o.key, label: o.label.id, args: o.label.args };
  }
  // one shape for every decision, its absent words and pick left undefined: the bot and the answer's check read
  // each decision's fields, and four shapes made each of those reads a choice among them
  return { type, who, prompt: prompt.id, args: prompt.args, options: opts, pick };
}
