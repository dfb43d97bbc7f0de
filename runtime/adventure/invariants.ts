// What must hold after every step of any game: the simulator and the tests
// check these to catch rule bugs that no single scenario shows.
import type { Engine } from "./engine.ts";
import { LEAD_COLOURS, MAX_MARKERS, MONSTER_TYPES } from "./state.ts";

export function invariantViolations(e: Engine): string[] {
  const out: string[] = [];
  const s = e.state;
  const seen = new Map<string, string>();
  const place = (item: string, where: string) => {
    const prev = seen.get(item);
    if (prev) out.push(`${item} is in two places: ${prev} and ${where}`);
    seen.set(item, where);
  };
  for (const id of s.order) {
    const h = e.hero(id);
    if (h.gold < 0) out.push(`${id} has ${h.gold} gold`);
    if (h.vp < 0) out.push(`${id} has ${h.vp} VP`);
    for (const c of LEAD_COLOURS) {
      if (h.leads[c] < 0) out.push(`${id} has ${h.leads[c]} ${c} leads`);
      if (h.proof[c] < 0) out.push(`${id} has ${h.proof[c]} ${c} proof`);
    }
    const woundable = new Set(e.woundSpaces(id));
    for (const space of Object.keys(h.wounds)) if (!woundable.has(space)) out.push(`${id} has a wound on ${space}, not a woundable space`);
    const ffSpaces = new Set(e.foulFateSpaces(id));
    if (new Set(h.foulFate).size !== h.foulFate.length) out.push(`${id} has two foul fate tokens on one space`);
    for (const space of h.foulFate) if (!ffSpaces.has(space)) out.push(`${id} has foul fate on ${space}`);
    if (h.actionTokens.length > 2) out.push(`${id} performed ${h.actionTokens.length} actions this turn`);
    for (const d of h.development) {
      if (d.markers < 0 || d.markers > MAX_MARKERS) out.push(`${d.card} holds ${d.markers} markers`);
      if (d.markers > 0 && !e.cat.card(d.card).usesMarkers) out.push(`${d.card} holds markers without a spend-from-this-card effect`);
      place(d.card, `${id} development`);
    }
    for (const c of h.goodFortune) place(c, `${id} good fortune`);
    for (const k of h.kept) place(k.card, `${id} kept`);
    for (const c of h.companions) place(c, `${id} companions`);
    if (h.quest) place(h.quest.card, `${id} quest`);
    for (const q of h.completedQuests) place(q, `${id} completed`);
  }
  for (const [name, d] of Object.entries(s.decks)) {
    for (const c of d.draw) place(c, `${name} deck`);
    for (const c of d.discard) place(c, `${name} discard`);
  }
  for (const c of e.resolving) if (!seen.has(c)) seen.set(c, "resolving");
  for (const t of MONSTER_TYPES) for (const m of s.monsters[t]) place(m, `${t} stack`);
  for (const [r, z] of Object.entries(s.zones)) for (const m of z.monsters) place(m.token, `${r} zone`);
  return out;
}

/** every card copy and monster token of the content, for conservation checks */
export function componentCount(e: Engine): number {
  const c = e.cat.content;
  return (
    c.cards.reduce((n, x) => n + Math.max(1, x.copies), 0) + c.quests.length + c.monsters.reduce((n, m) => n + Math.max(1, m.copies), 0)
  );
}

export function countPlaced(e: Engine): number {
  const s = e.state;
  let n = 0;
  for (const id of s.order) {
    const h = e.hero(id);
    n += h.development.length + h.goodFortune.length + h.kept.length + h.companions.length + (h.quest ? 1 : 0) + h.completedQuests.length;
  }
  for (const d of Object.values(s.decks)) n += d.draw.length + d.discard.length;
  for (const t of MONSTER_TYPES) n += s.monsters[t].length;
  for (const z of Object.values(s.zones)) n += z.monsters.length;
  return n;
}
