// The Wild Hunt's rules outside the final fight: shared decisions, the Hunt's
// shields, monsters and hounds appearing, monsters strengthened by nearby
// hounds and the Hunt, the Hunt's movement and special ability, hound fights
// and their tokens, solo dice poker, exchange actions and the event deck.
import type { DecisionOption, Step } from "../../../../runtime/core/decision.ts";
import { ask } from "../../../../runtime/core/driver.ts";
import { ContentError } from "../../../../runtime/core/errors.ts";
import type { TextArg } from "../../../../runtime/core/text.ts";
import { defId } from "../catalog.ts";
import { ATTRIBUTES, type Attribute, type ExplorationOption, type PlayerRange, type PokerHand } from "../content.ts";
import { canEffect, runEffect } from "../effect-api.ts";
import type { Engine } from "../engine.ts";
import { opt } from "../options.ts";
import { buildCombo } from "../fight.ts";
import { runWindow } from "../hooks.ts";
import { TERRAINS } from "../state.ts";
import { placeWeaknessToken } from "../weakness.ts";
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

/** "the players decide together": one decision, marked shared, answered by the tie-breaker */
export function* together(e: Engine, type: string, options: DecisionOption[], args: Record<string, TextArg> = {}): Step<string> {
  const [key] = yield* ask({ type, who: tieBreaker(e), prompt: `ow-prompt-${type}`, args, options, shared: true });
  return key;
}

/** one of `keys`, chosen together only when there are several: with one alone the rules ask nothing */
export function* oneOrTogether<K extends string>(
  e: Engine,
  type: string,
  keys: readonly K[],
  option: (key: K) => DecisionOption,
  args: Record<string, TextArg> = {},
): Step<K> {
  return keys.length === 1 ? keys[0] : ((yield* together(e, type, keys.map(option), args)) as K);
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

/** a card's options: the players choose one together (those they can take, all when none) */
export function* takeTogether(e: Engine, reader: string, source: string, options: readonly ExplorationOption[], type: string): Step<void> {
  if (options.length === 0) return;
  const ctx = e.ctx(reader, source);
  const can = options.filter((o) => !o.can || canEffect(o.can, ctx));
  const offered = can.length ? can : options;
  const key = yield* oneOrTogether(
    e,
    type,
    offered.map((o) => o.id),
    (id) => opt(id, `ow-option-${type}`, { card: source, option: id }),
    { card: source },
  );
  e.event("option", { player: reader, card: source, option: key, shared: true });
  yield* runEffect(offered.find((o) => o.id === key)!.run, ctx);
}

export function* readHuntEvent(e: Engine, source: string): Step<void> {
  const h = hunt(e);
  const n = h.events.shift();
  if (n === undefined) {
    e.event("hunt-event-empty", { source });
    return;
  }
  const ev = huntDef(e.cat).events.find((x) => x.number === n)!;
  e.event("hunt-event", { source, event: ev.id, number: n });
  yield* takeTogether(e, tieBreaker(e), ev.id, ev.options, "event-option");
}

/**
 * The event connected with a card ("After reading one Wild Hunt Exploration
 * card (and possibly the Event card connected with it)"): the deck is kept in
 * number order so that card can be found; it leaves the deck as the top card
 * does when read, so an event is read at most once a game.
 */
export function* readHuntEventNumber(e: Engine, source: string, n: number): Step<void> {
  const h = hunt(e);
  const at = h.events.indexOf(n);
  const ev = huntDef(e.cat).events.find((x) => x.number === n);
  if (at < 0 || !ev) {
    e.event("hunt-event-unavailable", { source, number: n });
    return;
  }
  h.events.splice(at, 1);
  // logged apart from the top card's read: the connected card's face is known before it is read
  e.event("hunt-event-connected", { source, event: ev.id, number: n });
  yield* takeTogether(e, tieBreaker(e), ev.id, ev.options, "event-option");
}

// ── monsters and hounds appear ───────────────────────────────────────────

/** Phase IV "New Monster": a monster of the level, in a terrain the players choose with no monster; a 4th becomes shields */
export function* placeHuntMonster(e: Engine, level: number): Step<void> {
  const s = e.state;
  const free = TERRAINS.filter((t) => !s.monsters.some((m) => m.terrain === t));
  const pile = s.monsterPiles[String(level)] ?? [];
  if (free.length === 0 || pile.length === 0) {
    const gain = level * huntDef(e.cat).shieldsPerMissingLevel;
    e.event("hunt-monster-instead", { level, shields: gain });
    huntShields(e, "monster-instead", gain);
    return;
  }
  const terrain = yield* oneOrTogether(e, "hunt-monster-terrain", free, (t) => opt(t, `ow-terrain-${t}`), { level });
  const k = e.rng.int(0, pile.length - 1);
  const [m] = pile.splice(k, 1);
  const location = e.drawLocationToken(terrain);
  s.monsters.push({ monster: m, location, terrain });
  e.event("monster-placed", { monster: m, location, terrain });
  // Monster Weakness mode, as for any monster placed: the set-aside fight cards join the deck with the first
  // level III monster, and the new monster gets a weakness token of its terrain
  e.monsterAppeared(level);
  yield* placeWeaknessToken(e, terrain);
}

/** Phase IV "Hound appears": at the Hunt's location; with a hound there, at a neighbouring one with none, chosen by the players */
export function* placeHound(e: Engine, level: number): Step<void> {
  const h = hunt(e);
  if ((h.houndSupply[String(level)] ?? 0) <= 0) {
    e.event("hound-supply-empty", { level });
    return;
  }
  const hasHound = (l: string) => h.hounds.some((x) => x.location === l);
  let at = h.location;
  if (hasHound(at)) {
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
    if (ring.length === 0) return;
    ring = [...ring].sort();
    at = yield* oneOrTogether(e, "hound-place", ring, locationOption, { level });
  }
  h.houndSupply[String(level)]--;
  const hound: Hound = { id: `hound.${level}#${huntDef(e.cat).houndsPerLevel - h.houndSupply[String(level)]}`, level, location: at, fought: false };
  h.hounds.push(hound);
  e.event("hound-placed", { hound: hound.id, level, location: at });
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

/** Phase IV "Wild Hunt Movement": up to 2 locations towards a drawn player by the shortest way; the special ability when it enters a location with witchers */
export function* moveHunt(e: Engine): Step<void> {
  const h = hunt(e);
  const s = e.state;
  const playersAt = (l: string) => s.order.filter((id) => e.player(id).location === l);
  if (playersAt(h.location).length > 0) {
    e.event("hunt-stays", { location: h.location });
    return;
  }
  let towards: string;
  if (h.movementPool.length === 0) towards = s.order[0];
  else {
    const token = e.rng.pick(h.movementPool);
    e.event("hunt-token", { token });
    towards = token === CLOSED_TAVERN ? yield* together(e, "hunt-towards", s.order.map(witcherOption)) : token;
  }
  const goal = e.player(towards).location;
  const dist = distancesTo(e, goal);
  for (let step = 0; step < 2 && h.location !== goal; step++) {
    const here = dist.get(h.location) ?? Infinity;
    const ways = e
      .adjacent(h.location)
      .filter((n) => (dist.get(n) ?? Infinity) === here - 1)
      .sort();
    if (ways.length === 0) break;
    const to = yield* oneOrTogether(e, "hunt-way", ways, locationOption);
    h.location = to;
    e.event("hunt-moved", { to, towards });
    if (playersAt(to).length > 0) {
      yield* specialAbility(e, playersAt(to));
      return;
    }
  }
}

/** "Wild Hunt builds up its power": side A's special ability, for each witcher at the location entered */
export function* specialAbility(e: Engine, witchers: string[]): Step<void> {
  const m = huntDef(e.cat).members.find((x) => x.id === hunt(e).member)!;
  e.event("hunt-ability", { member: m.id, witchers });
  for (const id of witchers) yield* runWindow(e, m.hooks, "special-ability", id, m.id);
}

// ── hounds ───────────────────────────────────────────────────────────────

export function houndRow(e: Engine, level: number) {
  return rowFor(
    huntDef(e.cat).hounds.filter((r) => r.level === level),
    e.state.order.length,
    `the level ${level} hound`,
  );
}

/** "Fighting Hounds": each fighter draws and lowers the shield, plays one combo of which only damage and shield count; then the result for all */
export function* fightHound(e: Engine, hound: Hound, fighters: string[]): Step<"killed" | "survived"> {
  const h = hunt(e);
  const row = houndRow(e, hound.level);
  hound.fought = true;
  e.event("hound-fight", { hound: hound.id, level: hound.level, witchers: fighters, life: row.life });
  for (const id of fighters) {
    e.draw(id, row.draw);
    e.lowerShield(id, row.shieldLoss);
  }
  let total = 0;
  for (const id of fighters) {
    const p = e.player(id);
    if (p.hand.length === 0) continue;
    const first = yield* e.chooseOne(
      id,
      "hound-combo",
      p.hand.map((c) => opt(`combo.${c}`, "ow-option-combo", { card: defId(c) })),
    );
    const { cards } = yield* buildCombo(e, id, first.slice("combo.".length));
    let damage = 0;
    cards.forEach((c, i) => {
      const d = e.cat.action(c);
      const ext = i < cards.length - 1 ? d.extension?.symbols : undefined;
      damage += d.symbols.damage + (ext?.damage ?? 0);
      const shield = d.symbols.shield + (ext?.shield ?? 0);
      if (shield) e.raiseShield(id, shield);
    });
    p.discard.push(...cards);
    total += damage;
    e.event("hound-hit", { player: id, hound: hound.id, amount: damage });
  }
  if (total < row.life) {
    // "discards all the cards that they have" (rules) against "all cards from their hand" (help card): the hand is read
    for (const id of fighters) {
      const p = e.player(id);
      if (p.hand.length) e.event("discard", { player: id, cards: [...p.hand] });
      p.discard.push(...p.hand);
      p.hand = [];
    }
    e.event("hound-result", { hound: hound.id, damage: total, result: "survived" });
    return "survived";
  }
  if (total > row.life) huntShields(e, hound.id, -(total - row.life));
  h.hounds.splice(h.hounds.indexOf(hound), 1);
  const bonus = h.houndTokens[String(hound.level)].shift();
  e.event("hound-result", { hound: hound.id, damage: total, result: "killed", bonus: bonus ?? null });
  if (bonus) for (const id of fighters) yield* houndBonus(e, id, bonus);
  return "killed";
}

/** a hound token's bonus for one fighter */
export function* houndBonus(e: Engine, id: string, bonus: string): Step<void> {
  e.event("hound-bonus", { player: id, bonus });
  switch (bonus) {
    case "trail": {
      const have = e.state.monsters.filter((m) => !e.player(id).trailTokens.includes(m.monster));
      if (!have.length) return;
      const m =
        have.length === 1
          ? have[0].monster
          : yield* e.chooseOne(
              id,
              "hound-trail",
              have.map((x) => opt(x.monster, "ow-option-fight-monster", { monster: x.monster })),
            );
      e.player(id).trailTokens.push(m);
      return;
    }
    case "draw":
      e.draw(id, 1);
      return;
    case "card-cost-0":
    case "card-cost-1":
      yield* cardOfCost(e, id, bonus === "card-cost-0" ? 0 : 1);
      return;
    case "raise-any": {
      const can = e.raisable(id);
      if (can.length)
        yield* e.raiseAttribute(
          id,
          (yield* e.chooseOne(
            id,
            "raise-attribute",
            can.map((a) => opt(a, `ow-attribute-${a}`)),
          )) as Attribute,
        );
      return;
    }
    case "raise-lowest": {
      const p = e.player(id);
      const low = Math.min(...ATTRIBUTES.map((a) => p.attributes[a]));
      const can = e.raisable(id).filter((a) => p.attributes[a] === low);
      if (can.length)
        yield* e.raiseAttribute(
          id,
          (can.length === 1
            ? can[0]
            : yield* e.chooseOne(
                id,
                "raise-attribute",
                can.map((a) => opt(a, `ow-attribute-${a}`)),
              )) as Attribute,
        );
      return;
    }
  }
}

/**
 * "Add any 1 of the revealed Action cards of cost N to your discard pile": a card of that printed cost (the
 * slot's +1/−1 is not part of it) from the player's own pool (Mages: "they choose a card from their respective
 * pool or deck"), never one with a trash cost (Monster Trail: "You can not choose a card with a trash cost
 * from ... any effect telling you to take a 0, 1, or 2-cost card"). With none there, that pool's deck is
 * revealed until one is found, and the other cards are shuffled back.
 */
function* cardOfCost(e: Engine, id: string, cost: number): Step<void> {
  const s = e.state;
  const which = e.poolOf(id);
  const pool = s[which] ?? [];
  const fits = (c: string) => {
    const def = e.cat.action(c);
    return def.cost === cost && def.trashCost !== true;
  };
  const slots = pool.map((c, i) => (c !== null && fits(c) ? i : -1)).filter((i) => i >= 0);
  const p = e.player(id);
  if (slots.length) {
    const slot =
      slots.length === 1
        ? slots[0]
        : Number(
            yield* e.chooseOne(
              id,
              "gain-free-card",
              slots.map((i) => opt(String(i), "ow-card", { card: defId(pool[i]!) })),
            ),
          );
    const c = e.takeFromPool(slot, which);
    p.discard.push(c);
    e.event("card-gained", { player: id, card: defId(c), to: "discard" });
    return;
  }
  const deck = which === "pool" ? "actionDeck" : "mageDeck";
  const cards = s[deck] ?? [];
  const k = cards.findIndex(fits);
  if (k < 0) return;
  const [c] = cards.splice(k, 1);
  s[deck] = e.rng.shuffle(cards);
  p.discard.push(c);
  e.event("card-gained", { player: id, card: defId(c), to: "discard", revealed: true });
}

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

/** "Location Actions – Dice Poker": pay, roll 5 dice, one reroll of any of them, gold by the help card's table */
export function* dicePoker(e: Engine, id: string): Step<number> {
  const w = huntDef(e.cat);
  const p = e.player(id);
  p.gold -= w.pokerStake;
  const dice = Array.from({ length: 5 }, () => e.rng.roll("d6", 1, 6));
  e.event("poker-roll", { player: id, dice: [...dice], stake: w.pokerStake });
  const again = yield* e.choose(
    id,
    "poker-reroll",
    dice.map((d, i) => opt(`die.${i}`, "ow-option-die", { value: d })),
    {},
    { min: 0, max: 5 },
  );
  if (again.length) {
    for (const k of again) dice[Number(k.slice(4))] = e.rng.roll("d6", 1, 6);
    e.event("poker-reroll", { player: id, dice: [...dice], rerolled: again.length });
  }
  const hand = pokerHand(dice);
  const gold = w.poker.find((r) => r.hand === hand)?.gold ?? 0;
  e.event("poker-result", { player: id, hand, gold });
  e.gainGold(id, gold);
  return gold;
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
