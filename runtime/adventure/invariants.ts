// What must hold after every step of any game: the simulator and the tests
// check these to catch rule bugs that no single scenario shows.
import type { Engine } from "./engine.ts";
import { LEAD_COLOURS, MAX_MARKERS, MONSTER_TYPES } from "./state.ts";

/**
 * What is broken in the game now. `settled`: no card is being resolved (the game is at one of its settled
 * decisions, or over), so every component of the content must be somewhere: they are counted too.
 */
export function invariantViolations(e: Engine, settled = false): string[] {
  const out: string[] = [];
  for (const id of e.state.order) {
    const h = e.hero(id);
    if (h.gold < 0) out.push(`${id} has ${h.gold} gold`);
    if (h.vp < 0) out.push(`${id} has ${h.vp} VP`);
    for (const c of LEAD_COLOURS) {
      if (h.leads[c] < 0) out.push(`${id} has ${h.leads[c]} ${c} leads`);
      if (h.proof[c] < 0) out.push(`${id} has ${h.proof[c]} ${c} proof`);
    }
    const woundable = e.woundSpaces(id);
    for (const space in h.wounds) if (!woundable.includes(space)) out.push(`${id} has a wound on ${space}, not a woundable space`);
    const ffSpaces = e.foulFateSpaces(id);
    if (hasRepeat(h.foulFate)) out.push(`${id} has two foul fate tokens on one space`);
    for (const space of h.foulFate) if (!ffSpaces.includes(space)) out.push(`${id} has foul fate on ${space}`);
    if (h.actionTokens.length > 2) out.push(`${id} performed ${h.actionTokens.length} actions this turn`);
    for (const d of h.development) {
      if (d.markers < 0 || d.markers > MAX_MARKERS) out.push(`${d.card} holds ${d.markers} markers`);
      if (d.markers > 0 && !e.cat.card(d.card).usesMarkers) out.push(`${d.card} holds markers without a spend-from-this-card effect`);
    }
  }
  // Each component in one place. The simulator checks this once a turn over some 300 components (see Marks);
  // the places are named only when one is found twice, in a second pass.
  const marks = componentMarks(e.cat.content);
  marks.begin();
  eachPlaced(e, marks);
  if (marks.twice) {
    const where = new Map<string, string>();
    const one = (item: string | null, owner: string, place: string) => {
      if (item === null) return;
      const prev = where.get(item);
      if (prev) out.push(`${item} is in two places: ${prev} and ${owner} ${place}`);
      where.set(item, `${owner} ${place}`);
    };
    eachPlaced(e, {
      one,
      pile: (items, owner, place) => items.forEach((item) => one(item, owner, place)),
      held: (items, key, owner, place) => items.forEach((item) => one(item[key], owner, place)),
    });
  }
  if (settled && marks.placed !== componentCount(e)) out.push(`components: ${marks.placed} placed of ${componentCount(e)}`);
  return out;
}

/** does a short list hold one value twice? (a hero's few foul fate spaces: no set made at every check) */
function hasRepeat(list: readonly string[]): boolean {
  for (let i = 1; i < list.length; i++) if (list.indexOf(list[i]) < i) return true;
  return false;
}

/** what the checks saw at one position of eachPlaced's walk: the items there and their components' numbers */
interface Seen {
  items: string[];
  numbers: number[];
  /** a pile's items before this one were taken from its top by the last check (kept: a search starts after them) */
  from: number;
}

/**
 * The component check of one content: each component has a number, and a check marks each number it finds in
 * a table (a store, where a set would hash and grow at every check); a number marked twice in one check is a
 * component in two places.
 *
 * A look-up of a component's number by name was what the check cost. So the check remembers what it saw at
 * each position of its walk (eachPlaced visits the same places in the same order every time) and compares:
 * between two checks a draw pile mostly loses cards from its top, a discard pile gains some on its top, a
 * monster stack gives its top token and takes one back at its bottom, a hero's cards stay as they were. Only
 * the components not where the last check saw them are looked up. What is remembered is only ever a name
 * beside its number, so a position holding another game's pile, or another place's, costs look-ups and
 * nothing else.
 */
class Marks implements PlacedVisitor {
  private readonly index = new Map<string, number>();
  private last = new Float64Array(512);
  private check = 0;
  private readonly seen: Seen[] = [];
  private at = 0;
  twice = false;
  placed = 0;

  begin(): void {
    this.check++;
    this.at = 0;
    this.twice = false;
    this.placed = 0;
  }

  one(item: string | null): void {
    const seen = this.next();
    if (item === null) return;
    this.placed++;
    if (seen.items.length === 1 && seen.items[0] === item) this.mark(seen.numbers[0]);
    else {
      this.forget(seen);
      this.append(seen, item);
    }
  }

  held<K extends HeldBy>(items: readonly Readonly<Record<K, string>>[], key: K): void {
    const n = items.length;
    this.placed += n;
    const seen = this.next();
    let same = seen.items.length === n;
    for (let i = 0; i < n && same; i++) same = seen.items[i] === items[i][key];
    if (same) this.markSeen(seen);
    else {
      this.forget(seen);
      for (let i = 0; i < n; i++) this.append(seen, items[i][key]);
    }
  }

  private markSeen(seen: Seen): void {
    for (let i = 0; i < seen.numbers.length; i++) this.mark(seen.numbers[i]);
  }

  pile(items: readonly string[]): void {
    const n = items.length;
    this.placed += n;
    const seen = this.next();
    const was = seen.items;
    // the cards taken from its top since (the front of the list), then those still there, then the new ones
    const gone = n === 0 ? was.length : was.indexOf(items[0], seen.from);
    const kept = was.length - gone;
    if (gone >= 0 && kept <= n && sameRun(items, was, gone, kept)) {
      for (let i = 0; i < kept; i++) this.mark(seen.numbers[gone + i]);
      seen.from = gone;
      for (let i = kept; i < n; i++) this.append(seen, items[i]);
      return;
    }
    this.forget(seen);
    for (let i = 0; i < n; i++) this.append(seen, items[i]);
  }

  private next(): Seen {
    const at = this.at++;
    return (this.seen[at] ??= { items: [], numbers: [], from: 0 });
  }

  private forget(seen: Seen): void {
    seen.items.length = seen.numbers.length = seen.from = 0;
  }

  private append(seen: Seen, item: string): void {
    const k = this.numberOf(item);
    seen.items.push(item);
    seen.numbers.push(k);
    this.mark(k);
  }

  private mark(k: number): void {
    if (this.last[k] === this.check) this.twice = true;
    this.last[k] = this.check;
  }

  private numberOf(item: string): number {
    let k = this.index.get(item);
    if (k === undefined) {
      this.index.set(item, (k = this.index.size));
      if (k >= this.last.length) {
        const grown = new Float64Array(Math.max(k + 1, this.last.length * 2));
        grown.set(this.last);
        this.last = grown;
      }
    }
    return k;
  }
}

/** is `part` from 0 the same as `whole` from `at`, for `length` items? */
function sameRun(part: readonly string[], whole: readonly string[], at: number, length: number): boolean {
  for (let i = 0; i < length; i++) if (part[i] !== whole[at + i]) return false;
  return true;
}

/** by content: its component check. Shared by the games of the content in a thread, and only ever a cache (see Marks). */
const MARKS = new WeakMap<Engine["cat"]["content"], Marks>();

function componentMarks(content: Engine["cat"]["content"]): Marks {
  let m = MARKS.get(content);
  if (!m) MARKS.set(content, (m = new Marks()));
  return m;
}

/** what eachPlaced hands on, with where it is (whose, which pile, zone or stack) */
interface PlacedVisitor {
  /** one component, or null where a place may hold one and holds none (a hero between two quests) */
  one(item: string | null, owner: string, place: string): void;
  /** a pile of components: a deck's draw or discard pile, a monster stack, a hero's good fortune or companions */
  pile(items: readonly string[], owner: string, place: string): void;
  /** items holding a component each, under `key`: a hero's development or kept cards, the monsters in a zone */
  held<K extends HeldBy>(items: readonly Readonly<Record<K, string>>[], key: K, owner: string, place: string): void;
}

/** the field of a development or kept card, or of a monster in a zone, that names its component */
type HeldBy = "card" | "token";

/**
 * Every card copy and monster token the game has placed (not one being resolved, which is in no pile while
 * it resolves), with where it is, always in the same order (Marks relies on it).
 */
function eachPlaced(e: Engine, visit: PlacedVisitor): void {
  const s = e.state;
  for (const id of s.order) {
    const h = e.hero(id);
    visit.held(h.development, "card", id, "development");
    visit.pile(h.goodFortune, id, "good fortune");
    visit.held(h.kept, "card", id, "kept");
    visit.pile(h.companions, id, "companions");
    visit.one(h.quest ? h.quest.card : null, id, "quest");
    visit.pile(h.completedQuests, id, "completed");
  }
  for (const name in s.decks) {
    const d = s.decks[name];
    visit.pile(d.draw, name, "deck");
    visit.pile(d.discard, name, "discard");
  }
  for (const t of MONSTER_TYPES) visit.pile(s.monsters[t], t, "stack");
  for (const r in s.zones) visit.held(s.zones[r].monsters, "token", r, "zone");
}

/** every card copy and monster token of the content, for conservation checks: a fact of the content, counted once */
const COMPONENTS = new WeakMap<Engine["cat"]["content"], number>();

function componentCount(e: Engine): number {
  const c = e.cat.content;
  let n = COMPONENTS.get(c);
  if (n === undefined) {
    n = c.cards.reduce((k, x) => k + Math.max(1, x.copies), 0) + c.quests.length + c.monsters.reduce((k, m) => k + Math.max(1, m.copies), 0);
    COMPONENTS.set(c, n);
  }
  return n;
}
