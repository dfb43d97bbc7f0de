// What must hold after every step of any game: the simulator and the tests
// check these to catch rule bugs that no single scenario shows.
import type { Engine } from "./engine.ts";
import { LEAD_COLOURS, MAX_MARKERS, MONSTER_TYPES } from "./state.ts";
import { keptHookIndex, sameCards } from "./hooks.ts";
import { componentMarksOf, placedTwice, type PlacedVisitor } from "../../../runtime/core/component-marks.ts";

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
    // the hook index is trusted while the engine counts no change to his lists in place: a step that changed
    // one without counting it would leave him offered the hooks of cards he no longer has
    const index = keptHookIndex(e, h);
    if (index && !sameCards(index.instances, h))
      out.push(`${id}'s hook index is of other cards than his: a step changed his cards in place without counting it (Engine.cardsChanged)`);
    for (const d of h.development) {
      if (d.markers < 0 || d.markers > MAX_MARKERS) out.push(`${d.card} holds ${d.markers} markers`);
      if (d.markers > 0 && !e.cat.card(d.card).usesMarkers) out.push(`${d.card} holds markers without a spend-from-this-card effect`);
    }
  }
  // Each component in one place. The simulator checks this once a turn over some 300 components (see
  // ComponentMarks); the places are named only when one is found twice, in a second pass.
  const marks = componentMarksOf(e.cat.content);
  out.push(
    ...placedTwice(
      marks,
      (visit) => eachPlaced(e, visit),
      (owner, place) => `${owner} ${place}`,
    ),
  );
  if (settled && marks.placed !== componentCount(e)) out.push(`components: ${marks.placed} placed of ${componentCount(e)}`);
  return out;
}

/** does a short list hold one value twice? (a hero's few foul fate spaces: no set made at every check) */
function hasRepeat(list: readonly string[]): boolean {
  for (let i = 1; i < list.length; i++) if (list.indexOf(list[i]) < i) return true;
  return false;
}

/**
 * Every card copy and monster token the game has placed (not one being resolved, which is in no pile while
 * it resolves), with where it is, always in the same order (ComponentMarks relies on it).
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
