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
    if (new Set(h.foulFate).size !== h.foulFate.length) out.push(`${id} has two foul fate tokens on one space`);
    for (const space of h.foulFate) if (!ffSpaces.includes(space)) out.push(`${id} has foul fate on ${space}`);
    if (h.actionTokens.length > 2) out.push(`${id} performed ${h.actionTokens.length} actions this turn`);
    for (const d of h.development) {
      if (d.markers < 0 || d.markers > MAX_MARKERS) out.push(`${d.card} holds ${d.markers} markers`);
      if (d.markers > 0 && !e.cat.card(d.card).usesMarkers) out.push(`${d.card} holds markers without a spend-from-this-card effect`);
    }
  }
  // Each component in one place. The simulator checks this once a turn over some 300 components: each is
  // marked in a table numbered once per content (a look-up and a store, where a new set would hash and grow
  // at every check), and the places are named only when one is found twice, in a second pass.
  const marks = componentMarks(e.cat.content);
  const check = ++marks.check;
  let twice = false;
  let placed = 0;
  eachPlaced(e, (item) => {
    placed++;
    let k = marks.index.get(item);
    if (k === undefined) marks.index.set(item, (k = marks.index.size));
    if (k >= marks.last.length) marks.last = grown(marks.last, k);
    if (marks.last[k] === check) twice = true;
    marks.last[k] = check;
  });
  if (twice) {
    const where = new Map<string, string>();
    eachPlaced(e, (item, owner, place) => {
      const prev = where.get(item);
      if (prev) out.push(`${item} is in two places: ${prev} and ${owner} ${place}`);
      where.set(item, `${owner} ${place}`);
    });
  }
  if (settled && placed !== componentCount(e)) out.push(`components: ${placed} placed of ${componentCount(e)}`);
  return out;
}

/** by content: a number for each component, and the check that last saw it */
interface Marks {
  index: Map<string, number>;
  last: Float64Array;
  check: number;
}
const MARKS = new WeakMap<Engine["cat"]["content"], Marks>();

function componentMarks(content: Engine["cat"]["content"]): Marks {
  let m = MARKS.get(content);
  if (!m) MARKS.set(content, (m = { index: new Map(), last: new Float64Array(512), check: 0 }));
  return m;
}

function grown(a: Float64Array, k: number): Float64Array {
  const b = new Float64Array(Math.max(k + 1, a.length * 2));
  b.set(a);
  return b;
}

/**
 * Every card copy and monster token the game has placed (not one being resolved, which is in no pile while
 * it resolves), with where it is: whose, and which pile, zone or stack.
 */
function eachPlaced(e: Engine, visit: (item: string, owner: string, place: string) => void): void {
  const s = e.state;
  for (const id of s.order) {
    const h = e.hero(id);
    for (const d of h.development) visit(d.card, id, "development");
    for (const c of h.goodFortune) visit(c, id, "good fortune");
    for (const k of h.kept) visit(k.card, id, "kept");
    for (const c of h.companions) visit(c, id, "companions");
    if (h.quest) visit(h.quest.card, id, "quest");
    for (const q of h.completedQuests) visit(q, id, "completed");
  }
  for (const name in s.decks) {
    const d = s.decks[name];
    for (const c of d.draw) visit(c, name, "deck");
    for (const c of d.discard) visit(c, name, "discard");
  }
  for (const t of MONSTER_TYPES) for (const m of s.monsters[t]) visit(m, t, "stack");
  for (const r in s.zones) for (const m of s.zones[r].monsters) visit(m.token, r, "zone");
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
