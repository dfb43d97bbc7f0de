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
  // Each component in one place. The simulator checks this once a turn over some 300 components: each is
  // marked in a table numbered once per content (a store, where a new set would hash and grow at every check),
  // and the places are named only when one is found twice, in a second pass.
  const marks = componentMarks(e.cat.content);
  const check = ++marks.check;
  let twice = false;
  let placed = 0;
  const mark = (k: number) => {
    if (marks.last[k] === check) twice = true;
    marks.last[k] = check;
  };
  eachPlaced(e, {
    one(item) {
      placed++;
      mark(numberOf(marks, item));
    },
    pile(items, owner, place) {
      placed += items.length;
      markPile(marks, items, owner, place, mark);
    },
  });
  if (twice) {
    const where = new Map<string, string>();
    const one = (item: string, owner: string, place: string) => {
      const prev = where.get(item);
      if (prev) out.push(`${item} is in two places: ${prev} and ${owner} ${place}`);
      where.set(item, `${owner} ${place}`);
    };
    eachPlaced(e, { one, pile: (items, owner, place) => items.forEach((item) => one(item, owner, place)) });
  }
  if (settled && placed !== componentCount(e)) out.push(`components: ${placed} placed of ${componentCount(e)}`);
  return out;
}

/** does a short list hold one value twice? (a hero's few foul fate spaces: no set made at every check) */
function hasRepeat(list: readonly string[]): boolean {
  for (let i = 1; i < list.length; i++) if (list.indexOf(list[i]) < i) return true;
  return false;
}

/** by content: a number for each component, and the check that last saw it */
interface Marks {
  index: Map<string, number>;
  last: Float64Array;
  check: number;
  /** by place, then owner: the pile as the last check saw it, with its components' numbers */
  piles: Map<string, Map<string, SeenPile>>;
}

interface SeenPile {
  items: string[];
  numbers: number[];
}

const MARKS = new WeakMap<Engine["cat"]["content"], Marks>();

function componentMarks(content: Engine["cat"]["content"]): Marks {
  let m = MARKS.get(content);
  if (!m) MARKS.set(content, (m = { index: new Map(), last: new Float64Array(512), check: 0, piles: new Map() }));
  return m;
}

function numberOf(marks: Marks, item: string): number {
  let k = marks.index.get(item);
  if (k === undefined) {
    marks.index.set(item, (k = marks.index.size));
    if (k >= marks.last.length) marks.last = grown(marks.last, k);
  }
  return k;
}

function grown(a: Float64Array, k: number): Float64Array {
  const b = new Float64Array(Math.max(k + 1, a.length * 2));
  b.set(a);
  return b;
}

/**
 * Marks a pile's components. Between two checks a draw pile mostly loses cards from its top and a discard pile
 * gains some on its own top, so a pile is compared with what the last check saw: where it is that pile with
 * cards gone from the front, or with cards added at the end, the numbers found then serve again, and only the
 * new cards are looked up (most of the content's components are in draw piles, and a look-up by name is
 * what the check cost).
 */
function markPile(marks: Marks, items: readonly string[], owner: string, place: string, mark: (k: number) => void): void {
  let byOwner = marks.piles.get(place);
  if (!byOwner) marks.piles.set(place, (byOwner = new Map()));
  const seen = byOwner.get(owner);
  const n = items.length;
  if (seen !== undefined) {
    const was = seen.items;
    const gone = was.length - n;
    if (gone >= 0 && sameFrom(items, was, gone)) {
      for (let i = 0; i < n; i++) mark(seen.numbers[gone + i]);
      return;
    }
    if (gone < 0 && sameFrom(was, items, 0)) {
      for (let i = 0; i < was.length; i++) mark(seen.numbers[i]);
      for (let i = was.length; i < n; i++) {
        const k = numberOf(marks, items[i]);
        was.push(items[i]);
        seen.numbers.push(k);
        mark(k);
      }
      return;
    }
  }
  const numbers = new Array<number>(n);
  for (let i = 0; i < n; i++) mark((numbers[i] = numberOf(marks, items[i])));
  byOwner.set(owner, { items: items.slice(), numbers });
}

/** is `part` the same as `whole` from `at` on, for as long as `part` is? */
function sameFrom(part: readonly string[], whole: readonly string[], at: number): boolean {
  for (let i = 0; i < part.length; i++) if (part[i] !== whole[at + i]) return false;
  return true;
}

/** what eachPlaced hands on: a component with its place, or a pile of them (a deck's draw or discard pile, a monster stack) */
interface PlacedVisitor {
  one(item: string, owner: string, place: string): void;
  pile(items: readonly string[], owner: string, place: string): void;
}

/**
 * Every card copy and monster token the game has placed (not one being resolved, which is in no pile while
 * it resolves), with where it is: whose, and which pile, zone or stack.
 */
function eachPlaced(e: Engine, visit: PlacedVisitor): void {
  const s = e.state;
  for (const id of s.order) {
    const h = e.hero(id);
    for (const d of h.development) visit.one(d.card, id, "development");
    for (const c of h.goodFortune) visit.one(c, id, "good fortune");
    for (const k of h.kept) visit.one(k.card, id, "kept");
    for (const c of h.companions) visit.one(c, id, "companions");
    if (h.quest) visit.one(h.quest.card, id, "quest");
    for (const q of h.completedQuests) visit.one(q, id, "completed");
  }
  for (const name in s.decks) {
    const d = s.decks[name];
    visit.pile(d.draw, name, "deck");
    visit.pile(d.discard, name, "discard");
  }
  for (const t of MONSTER_TYPES) visit.pile(s.monsters[t], t, "stack");
  for (const r in s.zones) for (const m of s.zones[r].monsters) visit.one(m.token, r, "zone");
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
