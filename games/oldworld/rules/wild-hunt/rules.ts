// The Wild Hunt's rules outside the final fight: shared decisions, the Hunt's
// shields, monsters and hounds appearing, monsters strengthened by nearby
// hounds and the Hunt, the Hunt's movement and special ability, hound fights
// and their tokens, solo dice poker, exchange actions and the event deck.
import type { DecisionOption } from "../../../../runtime/core/decision.ts";
import { ContentError } from "../../../../runtime/core/errors.ts";
import type { TextArg } from "../../../../runtime/core/text.ts";
import { defId } from "../catalog.ts";
import { ATTRIBUTES, type Attribute, type ExplorationOption, type PlayerRange, type PokerHand, type Terrain } from "../content.ts";
import type { Engine } from "../engine.ts";
import { opt } from "../options.ts";
import { raiseAttribute } from "../engine-steps.ts";
import { buildComboStep } from "../fight.ts";
import { hookWindow, runEffect } from "../hook-steps.ts";
import { type OldWorldMachine, type RuleCall, ruleCall, steps } from "../machine.ts";
import { canEffect } from "../effect-api.ts";
import { TERRAINS } from "../state.ts";
import { placeWeakness } from "../weakness.ts";
import { huntDef } from "./mode-card.ts";
import { CLOSED_TAVERN, type Hound, type HuntState } from "./state.ts";

export function hunt(e: Engine): HuntState {
  const h = e.state.hunt;
  if (!h) throw new ContentError("this is a Wild Hunt rule, and the game is not played with the wild-hunt expansion");
  return h;
}

/** the row of a per-player-count table that holds for `players` */
export function rowFor<T extends PlayerRange>(rows: readonly T[], players: number, what: string): T {
  const r = rows.find((x) => x.from <= players && players <= x.to);
  if (!r) throw new ContentError(`the Wild Hunt card gives no row of ${what} for ${players} player(s)`);
  return r;
}

/** the player whose word settles a shared decision: the first seat (the rules' "youngest player" breaks ties) */
export function tieBreaker(e: Engine): string {
  return e.state.order[0];
}

/** a decision of one player, as the engine's `choose` asks it; the next phase gets the answer */
export function choose(
  k: OldWorldMachine,
  who: string,
  type: string,
  options: DecisionOption[],
  args: Record<string, TextArg> = {},
  pick?: { min: number; max: number },
): void {
  const prompt = `ow-prompt-${type}`;
  k.ask(pick ? { type, who, prompt, args, options, pick } : { type, who, prompt, args, options });
}

/** "the players decide together": one decision, marked shared, answered by the tie-breaker; the next phase gets the answer */
export function together(k: OldWorldMachine, type: string, options: DecisionOption[], args: Record<string, TextArg> = {}): void {
  k.ask({ type, who: tieBreaker(k.engine), prompt: `ow-prompt-${type}`, args, options, shared: true });
}

/** one of `keys`, chosen together only when there are several: with one alone the rules ask nothing, and the next phase gets it as an answer */
export function oneOrTogether<K extends string>(
  k: OldWorldMachine,
  type: string,
  keys: readonly K[],
  option: (key: K) => DecisionOption,
  args: Record<string, TextArg> = {},
): void {
  if (keys.length === 1) k.pass([keys[0]]);
  else together(k, type, keys.map(option), args);
}

/** the key a one-option decision was answered with */
export function picked<K extends string = string>(answer: unknown): K {
  return (answer as K[])[0];
}

/** a witcher as a shared decision offers it */
export function witcherOption(id: string): DecisionOption {
  return opt(id, "ow-option-witcher", { witcher: id });
}

/** a location as a shared decision offers it */
function locationOption(location: string): DecisionOption {
  return opt(location, "ow-location", { location });
}

// ── shields ──────────────────────────────────────────────────────────────

/** the Hunt gains (amount > 0) or loses shields; a loss at 0 shields is ignored */
export function huntShields(e: Engine, source: string, amount: number): void {
  const h = hunt(e);
  const to = Math.max(0, h.shields + amount);
  if (to === h.shields) return;
  // the change made, not the one asked: a loss beyond 0 shields is ignored
  const change = to - h.shields;
  h.shields = to;
  e.event("hunt-shields", { source, change, shields: to });
}

/** is this source an exploration or event card (the cards the mode card's "a card takes N percent of its shield loss" cuts) */
function isExplorationOrEvent(source: string): boolean {
  const id = defId(source);
  return id.startsWith("exploration.") || id.startsWith("event.");
}

/**
 * The Hunt loses shields by an effect. An exploration or event card's loss is
 * cut to the mode card's share for the player count ("a card takes 25 percent
 * of its shield loss for 1 to 1 players", `assumed`): its cards are written
 * for a Hunt of 28 to 118 shields, and solo they would take as much as the 5 to
 * 11 a solo Hunt starts with. The share's fraction is kept on the Hunt, in
 * hundredths of a shield, until it makes a whole shield (25 percent of a
 * 2-shield loss: none lost, half a shield kept; the next such loss: 1 shield
 * lost). At 0 shields a loss is ignored (the rules' "Shields"), so none is kept.
 */
export function huntLosesShields(e: Engine, source: string, amount: number): void {
  const h = hunt(e);
  const row = isExplorationOrEvent(source)
    ? huntDef(e.cat).cardShieldLoss.find((r) => r.from <= e.state.order.length && e.state.order.length <= r.to)
    : undefined;
  if (!row || row.percent === 100) {
    huntShields(e, source, -amount);
    return;
  }
  if (h.shields === 0) return;
  const owed = h.cardLossCarried + amount * row.percent;
  const lost = Math.floor(owed / 100);
  h.cardLossCarried = owed - lost * 100;
  e.event("hunt-card-shield-loss", { source, loss: amount, percent: row.percent, lost, carried: h.cardLossCarried / 100 });
  if (lost > 0) huntShields(e, source, -lost);
}

// ── the event deck ───────────────────────────────────────────────────────

/** the options of a card the table reads: a Wild Hunt exploration card's or a Wild Hunt event's */
function optionsOf(e: Engine, type: "exploration-option" | "event-option", source: string): readonly ExplorationOption[] {
  return type === "exploration-option" ? e.cat.exploration(source).options : huntDef(e.cat).events.find((x) => x.id === source)!.options;
}

/**
 * "Choice (to be made collectively by the group of Players). Discuss the options together and come to a common
 * decision": a card's options, those the players can take (all when none); `offered`: the ids offered.
 */
export const takeTogether = steps.define<{ reader: string; source: string; type: "exploration-option" | "event-option"; offered: readonly string[] }>(
  "hunt-card-options",
  {
    choose(k, f) {
      const options = optionsOf(k.engine, f.type, f.source);
      if (options.length === 0) return k.end();
      const ctx = k.engine.ctx(f.reader, f.source);
      const can = options.filter((o) => !o.can || canEffect(o.can, ctx));
      f.offered = (can.length ? can : options).map((o) => o.id);
      const type = f.type;
      const source = f.source;
      oneOrTogether(k, type, f.offered, (id) => opt(id, `ow-option-${type}`, { card: source, option: id }), { card: source });
    },
    take(k, f, answer) {
      const e = k.engine;
      const key = picked(answer);
      e.event("option", { player: f.reader, card: f.source, option: key, shared: true });
      const option = optionsOf(e, f.type, f.source).find((o) => o.id === key && f.offered.includes(o.id))!;
      runEffect(k, option.run, f.reader, f.source);
    },
  },
);

/** a Wild Hunt event's options, read by the table */
function readEvent(k: OldWorldMachine, ev: { id: string }): void {
  k.call(takeTogether, { reader: tieBreaker(k.engine), source: ev.id, type: "event-option", offered: [] });
}

/** the top card of the Wild Hunt event deck read */
export const huntEvent = steps.define<{ source: string }>("hunt-event", {
  read(k, f) {
    const e = k.engine;
    const h = hunt(e);
    const n = h.events.shift();
    if (n === undefined) {
      e.event("hunt-event-empty", { source: f.source });
      return k.end();
    }
    const ev = huntDef(e.cat).events.find((x) => x.number === n)!;
    e.event("hunt-event", { source: f.source, event: ev.id, number: n });
    readEvent(k, ev);
  },
});

/** the top card of the Hunt's event deck read, alone on an engine (rule-level tests) */
export function readHuntEvent(source: string): RuleCall<void> {
  return ruleCall(huntEvent, { source });
}

/**
 * The event connected with a card ("After reading one Wild Hunt Exploration
 * card (and possibly the Event card connected with it)"): the deck is kept in
 * number order so that card can be found; it leaves the deck as the top card
 * does when read, so an event is read at most once a game.
 */
export const connectedHuntEvent = steps.define<{ source: string; number: number }>("hunt-event-connected", {
  read(k, f) {
    const e = k.engine;
    const h = hunt(e);
    const n = f.number;
    const at = h.events.indexOf(n);
    const ev = huntDef(e.cat).events.find((x) => x.number === n);
    if (at < 0 || !ev) {
      e.event("hunt-event-unavailable", { source: f.source, number: n });
      return k.end();
    }
    h.events.splice(at, 1);
    // logged apart from the top card's read: the connected card's face is known before it is read
    e.event("hunt-event-connected", { source: f.source, event: ev.id, number: n });
    readEvent(k, ev);
  },
});

/** a connected Hunt event read, alone on an engine (rule-level tests) */
export function readHuntEventNumber(source: string, n: number): RuleCall<void> {
  return ruleCall(connectedHuntEvent, { source, number: n });
}

// ── monsters and hounds appear ───────────────────────────────────────────

/** Phase IV "New Monster": a monster of the level, in a terrain the players choose with no monster; a 4th becomes shields */
export const newMonster = steps.define<{ level: number }>("hunt-new-monster", {
  terrain(k, f) {
    const e = k.engine;
    const s = e.state;
    const level = f.level;
    const free = TERRAINS.filter((t) => !s.monsters.some((m) => m.terrain === t));
    const pile = s.monsterPiles[String(level)] ?? [];
    if (free.length === 0 || pile.length === 0) {
      const gain = level * huntDef(e.cat).shieldsPerMissingLevel;
      e.event("hunt-monster-instead", { level, shields: gain });
      huntShields(e, "monster-instead", gain);
      return k.end();
    }
    oneOrTogether(k, "hunt-monster-terrain", free, (t) => opt(t, `ow-terrain-${t}`), { level });
  },
  place(k, f, answer) {
    const e = k.engine;
    const s = e.state;
    const terrain = picked<Terrain>(answer);
    const pile = s.monsterPiles[String(f.level)];
    const at = e.rng.int(0, pile.length - 1);
    const [m] = pile.splice(at, 1);
    const location = e.drawLocationToken(terrain);
    s.monsters.push({ monster: m, location, terrain });
    e.event("monster-placed", { monster: m, location, terrain });
    // Monster Weakness mode, as for any monster placed: the set-aside fight cards join the deck with the first
    // level III monster, and the new monster gets a weakness token of its terrain
    e.monsterAppeared(f.level);
    k.call(placeWeakness, { terrain });
  },
});

/** a new monster alone on an engine (rule-level tests) */
export function placeHuntMonster(level: number): RuleCall<void> {
  return ruleCall(newMonster, { level });
}

/** Phase IV "Hound appears": at the Hunt's location; with a hound there, at a neighbouring one with none, chosen by the players */
export const houndAppears = steps.define<{ level: number }>("hunt-hound-appears", {
  where(k, f) {
    const e = k.engine;
    const h = hunt(e);
    const level = f.level;
    if ((h.houndSupply[String(level)] ?? 0) <= 0) {
      e.event("hound-supply-empty", { level });
      return k.end();
    }
    const hasHound = (l: string) => h.hounds.some((x) => x.location === l);
    const at = h.location;
    if (!hasHound(at)) return k.pass([at]);
    // with every neighbour taken too, the nearest location without a hound (the rules are silent: assumed)
    let ring = e.adjacent(at).filter((l) => !hasHound(l));
    const seen = new Set([at, ...e.adjacent(at)]);
    let frontier = e.adjacent(at);
    while (ring.length === 0 && frontier.length) {
      const next = [...new Set(frontier.flatMap((l) => e.adjacent(l)))].filter((l) => !seen.has(l));
      next.forEach((l) => seen.add(l));
      ring = next.filter((l) => !hasHound(l));
      frontier = next;
    }
    if (ring.length === 0) return k.end();
    ring = [...ring].sort();
    oneOrTogether(k, "hound-place", ring, locationOption, { level });
  },
  place(k, f, answer) {
    const e = k.engine;
    const h = hunt(e);
    const level = f.level;
    const at = picked(answer);
    h.houndSupply[String(level)]--;
    const hound: Hound = { id: `hound.${level}#${huntDef(e.cat).houndsPerLevel - h.houndSupply[String(level)]}`, level, location: at, fought: false };
    h.hounds.push(hound);
    e.event("hound-placed", { hound: hound.id, level, location: at });
  },
});

/** a hound's arrival alone on an engine (rule-level tests) */
export function placeHound(level: number): RuleCall<void> {
  return ruleCall(houndAppears, { level });
}

/** a location and its neighbours */
function nearby(e: Engine, loc: string): Set<string> {
  return new Set([loc, ...e.adjacent(loc)]);
}

/** "Wild Hunt and Hounds Strengthen Monsters": +1 life per hound and for the Hunt on the monster's or a neighbouring location */
export function strengthOf(e: Engine, loc: string): number {
  const h = hunt(e);
  const near = nearby(e, loc);
  return h.hounds.filter((x) => near.has(x.location)).length + (near.has(h.location) ? 1 : 0);
}

/** a hound or the Hunt on a location blocks its action */
export function blocked(e: Engine, loc: string): boolean {
  const h = e.state.hunt;
  return !!h && (h.location === loc || h.hounds.some((x) => x.location === loc));
}

// ── the Hunt's movement ──────────────────────────────────────────────────

/** distances from `to` to every location (breadth first) */
function distancesTo(e: Engine, to: string): Map<string, number> {
  const d = new Map<string, number>([[to, 0]]);
  const queue = [to];
  for (let i = 0; i < queue.length; i++)
    for (const n of e.adjacent(queue[i]))
      if (!d.has(n)) {
        d.set(n, d.get(queue[i])! + 1);
        queue.push(n);
      }
  return d;
}

/** the witchers at a location */
function playersAt(e: Engine, l: string): string[] {
  return e.state.order.filter((id) => e.player(id).location === l);
}

/**
 * Phase IV "Wild Hunt Movement": up to 2 locations towards a drawn player by the shortest way; the special
 * ability when it enters a location with witchers. `towards`: the player drawn; `moved`: the locations moved.
 */
export const huntMoves = steps.define<{ towards: string; moved: number }>("hunt-movement", {
  draw(k) {
    const e = k.engine;
    const h = hunt(e);
    const s = e.state;
    if (playersAt(e, h.location).length > 0) {
      e.event("hunt-stays", { location: h.location });
      return k.end();
    }
    // Solo Mode: "you don't draw a token from the Pool, but the Wild Hunt always moves 2 Locations towards your Location"
    if (h.movementPool.length === 0) return k.pass([s.order[0]]);
    const token = e.rng.pick(h.movementPool);
    e.event("hunt-token", { token });
    // "If it is the Closed Tavern token, the Wild Hunt moves up to 2 Locations towards any Player (chosen collectively by all Players)"
    if (token === CLOSED_TAVERN) together(k, "hunt-towards", s.order.map(witcherOption));
    else k.pass([token]);
  },
  drawn(_k, f, answer) {
    f.towards = picked(answer);
    f.moved = 0;
  },
  way(k, f) {
    const e = k.engine;
    const h = hunt(e);
    const goal = e.player(f.towards).location;
    if (f.moved >= 2 || h.location === goal) return k.end();
    const dist = distancesTo(e, goal);
    const here = dist.get(h.location) ?? Infinity;
    const ways = e
      .adjacent(h.location)
      .filter((n) => (dist.get(n) ?? Infinity) === here - 1)
      .sort();
    if (ways.length === 0) return k.end();
    // "If there are two shortest ways, Players choose one of them together"
    oneOrTogether(k, "hunt-way", ways, locationOption);
  },
  moved(k, f, answer) {
    const e = k.engine;
    const h = hunt(e);
    const to = picked(answer);
    h.location = to;
    e.event("hunt-moved", { to, towards: f.towards });
    // "The Wild Hunt immediately ends its Movement when: It enters a Location with any Player"
    const there = playersAt(e, to);
    if (there.length > 0) return k.call(specialAbility, { witchers: there });
    f.moved++;
    k.goto(f, "way");
  },
});

/** the Hunt's movement alone on an engine (rule-level tests) */
export function moveHunt(): RuleCall<void> {
  return ruleCall(huntMoves, { towards: "", moved: 0 });
}

/** "Wild Hunt builds up its power": side A's special ability, for each witcher at the location entered */
export const specialAbility = steps.define<{ witchers: readonly string[] }>("hunt-special-ability", {
  activate(k, f) {
    const e = k.engine;
    const m = huntDef(e.cat).members.find((x) => x.id === hunt(e).member)!;
    e.event("hunt-ability", { member: m.id, witchers: f.witchers });
    for (const id of f.witchers) k.call(hookWindow, { hooks: m.hooks, window: "special-ability", player: id, source: m.id, at: 0 });
  },
});

// ── hounds ───────────────────────────────────────────────────────────────

export function houndRow(e: Engine, level: number) {
  return rowFor(
    huntDef(e.cat).hounds.filter((r) => r.level === level),
    e.state.order.length,
    `the level ${level} hound`,
  );
}

/** a hound on the map, by its miniature */
function houndOf(e: Engine, id: string): Hound {
  return hunt(e).hounds.find((x) => x.id === id)!;
}

/**
 * "Fighting Hounds": each fighter draws and lowers the shield, plays one combo of which only damage and shield
 * count; then the result for all. It ends with "killed" or "survived". `at`: the fighter whose combo is next;
 * `total`: the damage dealt so far.
 */
export const houndFight = steps.define<{ hound: string; level: number; fighters: readonly string[]; at: number; total: number }>("hunt-hound-fight", {
  prepare(k, f) {
    const e = k.engine;
    const row = houndRow(e, f.level);
    houndOf(e, f.hound).fought = true;
    e.event("hound-fight", { hound: f.hound, level: f.level, witchers: f.fighters, life: row.life });
    for (const id of f.fighters) {
      e.draw(id, row.draw);
      e.lowerShield(id, row.shieldLoss);
    }
  },
  combo(k, f) {
    const e = k.engine;
    while (f.at < f.fighters.length && e.player(f.fighters[f.at]).hand.length === 0) f.at++;
    if (f.at >= f.fighters.length) return k.goto(f, "result");
    const id = f.fighters[f.at];
    choose(
      k,
      id,
      "hound-combo",
      e.player(id).hand.map((c) => opt(`combo.${c}`, "ow-option-combo", { card: defId(c) })),
    );
  },
  build(k, f, answer) {
    k.call(buildComboStep, { id: f.fighters[f.at], first: picked(answer).slice("combo.".length), cards: [], elderBloodAt: null });
  },
  hit(k, f, built) {
    const e = k.engine;
    const id = f.fighters[f.at];
    const p = e.player(id);
    const { cards } = built as { cards: string[] };
    let damage = 0;
    cards.forEach((c, i) => {
      const d = e.cat.action(c);
      const ext = i < cards.length - 1 ? d.extension?.symbols : undefined;
      damage += d.symbols.damage + (ext?.damage ?? 0);
      const shield = d.symbols.shield + (ext?.shield ?? 0);
      if (shield) e.raiseShield(id, shield);
    });
    p.discard.push(...cards);
    f.total += damage;
    e.event("hound-hit", { player: id, hound: f.hound, amount: damage });
    f.at++;
    k.goto(f, "combo");
  },
  result(k, f) {
    const e = k.engine;
    const h = hunt(e);
    const row = houndRow(e, f.level);
    if (f.total < row.life) {
      // "discards all the cards that they have" (rules) against "all cards from their hand" (help card): the hand is read
      for (const id of f.fighters) {
        const p = e.player(id);
        if (p.hand.length) e.event("discard", { player: id, cards: [...p.hand] });
        p.discard.push(...p.hand);
        p.hand = [];
      }
      e.event("hound-result", { hound: f.hound, damage: f.total, result: "survived" });
      return k.end("survived");
    }
    if (f.total > row.life) huntShields(e, f.hound, -(f.total - row.life));
    h.hounds.splice(h.hounds.indexOf(houndOf(e, f.hound)), 1);
    const bonus = h.houndTokens[String(f.level)].shift();
    e.event("hound-result", { hound: f.hound, damage: f.total, result: "killed", bonus: bonus ?? null });
    if (!bonus) return k.end("killed");
    for (const id of f.fighters) k.call(houndBonusFor, { id, bonus });
  },
  killed(k) {
    k.end("killed");
  },
});

/** a hound fight alone on an engine (rule-level tests) */
export function fightHound(hound: Hound, fighters: string[]): RuleCall<"killed" | "survived"> {
  return ruleCall(houndFight, { hound: hound.id, level: hound.level, fighters, at: 0, total: 0 });
}

const attributeOption = (a: Attribute) => opt(a, `ow-attribute-${a}`);

/** a hound token's bonus for one fighter */
export const houndBonusFor = steps.define<{ id: string; bonus: string }>("hunt-hound-bonus", {
  choose(k, f) {
    const e = k.engine;
    const id = f.id;
    e.event("hound-bonus", { player: id, bonus: f.bonus });
    switch (f.bonus) {
      case "trail": {
        const have = e.state.monsters.filter((m) => !e.player(id).trailTokens.includes(m.monster));
        if (!have.length) return k.end();
        if (have.length === 1) return k.pass([have[0].monster]);
        return choose(
          k,
          id,
          "hound-trail",
          have.map((x) => opt(x.monster, "ow-option-fight-monster", { monster: x.monster })),
        );
      }
      case "draw":
        e.draw(id, 1);
        return k.end();
      case "card-cost-0":
      case "card-cost-1":
        return k.call(cardOfCost, { id, cost: f.bonus === "card-cost-0" ? 0 : 1 });
      case "raise-any": {
        const can = e.raisable(id);
        if (!can.length) return k.end();
        return choose(k, id, "raise-attribute", can.map(attributeOption));
      }
      case "raise-lowest": {
        const p = e.player(id);
        const low = Math.min(...ATTRIBUTES.map((a) => p.attributes[a]));
        const can = e.raisable(id).filter((a) => p.attributes[a] === low);
        if (!can.length) return k.end();
        if (can.length === 1) return k.pass([can[0]]);
        return choose(k, id, "raise-attribute", can.map(attributeOption));
      }
    }
    k.end();
  },
  take(k, f, answer) {
    const e = k.engine;
    if (f.bonus === "trail") e.player(f.id).trailTokens.push(picked(answer));
    else if (f.bonus === "raise-any" || f.bonus === "raise-lowest") k.call(raiseAttribute, { id: f.id, a: picked<Attribute>(answer) });
  },
});

/** a hound token's bonus alone on an engine (rule-level tests) */
export function houndBonus(id: string, bonus: string): RuleCall<void> {
  return ruleCall(houndBonusFor, { id, bonus });
}

/**
 * "Add any 1 of the revealed Action cards of cost N to your discard pile": a card of that printed cost (the
 * slot's +1/−1 is not part of it) from the player's own pool (Mages: "they choose a card from their respective
 * pool or deck"), never one with a trash cost (Monster Trail: "You can not choose a card with a trash cost
 * from ... any effect telling you to take a 0, 1, or 2-cost card"). With none there, that pool's deck is
 * revealed until one is found, and the other cards are shuffled back.
 */
const cardOfCost = steps.define<{ id: string; cost: number }>("hunt-hound-card-of-cost", {
  choose(k, f) {
    const e = k.engine;
    const s = e.state;
    const id = f.id;
    const which = e.poolOf(id);
    const pool = s[which] ?? [];
    const fits = (c: string) => {
      const def = e.cat.action(c);
      return def.cost === f.cost && def.trashCost !== true;
    };
    const slots = pool.map((c, i) => (c !== null && fits(c) ? i : -1)).filter((i) => i >= 0);
    if (slots.length === 1) return k.pass([String(slots[0])]);
    if (slots.length)
      return choose(
        k,
        id,
        "gain-free-card",
        slots.map((i) => opt(String(i), "ow-card", { card: defId(pool[i]!) })),
      );
    const deck = which === "pool" ? "actionDeck" : "mageDeck";
    const cards = s[deck] ?? [];
    const at = cards.findIndex(fits);
    if (at < 0) return k.end();
    const [c] = cards.splice(at, 1);
    s[deck] = e.rng.shuffle(cards);
    e.player(id).discard.push(c);
    e.event("card-gained", { player: id, card: defId(c), to: "discard", revealed: true });
    k.end();
  },
  take(k, f, answer) {
    const e = k.engine;
    const c = e.takeFromPool(Number(picked(answer)), e.poolOf(f.id));
    e.player(f.id).discard.push(c);
    e.event("card-gained", { player: f.id, card: defId(c), to: "discard" });
  },
});

// ── solo dice poker ──────────────────────────────────────────────────────

/** the best hand five dice show */
export function pokerHand(dice: readonly number[]): PokerHand {
  const counts = [1, 2, 3, 4, 5, 6].map((f) => dice.filter((d) => d === f).length).sort((a, b) => b - a);
  const sorted = [...dice].sort().join("");
  if (counts[0] === 5) return "five-of-a-kind";
  if (counts[0] === 4) return "four-of-a-kind";
  if (counts[0] === 3 && counts[1] === 2) return "full-house";
  if (sorted === "12345" || sorted === "23456") return "straight";
  if (counts[0] === 3) return "three-of-a-kind";
  if (counts[0] === 2 && counts[1] === 2) return "two-pairs";
  if (counts[0] === 2) return "pair";
  return "nothing";
}

/** "Location Actions – Dice Poker": pay, roll 5 dice, one reroll of any of them, gold by the help card's table; it ends with the gold won */
export const dicePokerStep = steps.define<{ id: string; dice: readonly number[] }>("hunt-dice-poker", {
  roll(k, f) {
    const e = k.engine;
    const w = huntDef(e.cat);
    e.player(f.id).gold -= w.pokerStake;
    const dice = Array.from({ length: 5 }, () => e.rng.roll("d6", 1, 6));
    f.dice = dice;
    e.event("poker-roll", { player: f.id, dice: [...dice], stake: w.pokerStake });
    choose(
      k,
      f.id,
      "poker-reroll",
      dice.map((d, i) => opt(`die.${i}`, "ow-option-die", { value: d })),
      {},
      { min: 0, max: 5 },
    );
  },
  score(k, f, answer) {
    const e = k.engine;
    const again = answer as string[];
    const dice = f.dice.slice();
    if (again.length) {
      for (const key of again) dice[Number(key.slice(4))] = e.rng.roll("d6", 1, 6);
      e.event("poker-reroll", { player: f.id, dice: [...dice], rerolled: again.length });
    }
    const hand = pokerHand(dice);
    const gold = huntDef(e.cat).poker.find((r) => r.hand === hand)?.gold ?? 0;
    e.event("poker-result", { player: f.id, hand, gold });
    e.gainGold(f.id, gold);
    k.end(gold);
  },
});

/** dice poker alone on an engine (rule-level tests) */
export function dicePoker(id: string): RuleCall<number> {
  return ruleCall(dicePokerStep, { id, dice: [] });
}

// ── exchange actions ─────────────────────────────────────────────────────

/** what `from` may give `to` now: gold, a potion or a bomb (Monster Trail; within the receiver's limit of 4 each), a trail token */
export function giftsFor(e: Engine, from: string, to: string): DecisionOption[] {
  const a = e.player(from);
  const b = e.player(to);
  const out: DecisionOption[] = [];
  if (a.gold > 0) out.push(opt("gold", "ow-option-give-gold"));
  if (b.potions.length < e.cat.content.tables.maxPotions)
    for (const c of new Set(a.potions.map(defId))) out.push(opt(`potion.${c}`, "ow-option-give-potion", { potion: c }));
  if (b.bombs.length < e.cat.content.tables.maxPotions)
    for (const c of new Set(a.bombs.map(defId))) out.push(opt(`bomb.${c}`, "ow-option-give-bomb", { bomb: c }));
  for (const m of a.trailTokens) if (!b.trailTokens.includes(m)) out.push(opt(`trail.${m}`, "ow-option-give-trail", { monster: m }));
  return out;
}

export function give(e: Engine, from: string, to: string, what: string): void {
  const a = e.player(from);
  const b = e.player(to);
  if (what === "gold") {
    a.gold--;
    b.gold++;
  } else if (what.startsWith("potion.") || what.startsWith("bomb.")) {
    const kind = what.startsWith("potion.") ? "potion" : "bomb";
    const card = what.slice(kind.length + 1);
    const from = kind === "potion" ? a.potions : a.bombs;
    const c = from.find((x) => defId(x) === card)!;
    from.splice(from.indexOf(c), 1);
    (kind === "potion" ? b.potions : b.bombs).push(c);
  } else {
    const m = what.slice(6);
    a.trailTokens.splice(a.trailTokens.indexOf(m), 1);
    b.trailTokens.push(m);
  }
  e.event("exchange", { from, to, what });
}
