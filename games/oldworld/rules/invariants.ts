// What must hold at every settled moment of any Old World game: the simulator
// and the tests check these to catch rule bugs no single scenario shows.
import type { OldWorldGame } from "./game.ts";
import { ATTRIBUTES } from "./content.ts";
import { MAX_ATTRIBUTE } from "./engine.ts";
import { actionDeckCards, startingDeckOf } from "./setup.ts";
import { wildHuntInvariants } from "./wild-hunt/invariants.ts";
import { TERRAINS } from "./state.ts";
import { tokensPerTerrain } from "./weakness.ts";
import { componentMarksOf, placedTwice, type PlacedVisitor } from "../../../runtime/core/component-marks.ts";

export function oldWorldInvariants(game: OldWorldGame): string[] {
  const e = game.engine;
  const s = e.state;
  const t = e.cat.content.tables;
  const out: string[] = [];
  // Between phases nothing is half resolved. Mid-step a card in play (a combo's, a fight card being resolved,
  // a card being paid for) is in no pile, a mage's energy gathered in a fight waits for the rewards to be
  // refilled to Wisdom, and a mage not yet placed claims a school: those facts are checked only when settled.
  const settled = oldWorldSettled(game);
  // each card in one place (see ComponentMarks), the places named only when one is found twice
  const marks = componentMarksOf(e.cat.content, actionCopies(e));
  out.push(
    ...placedTwice(
      marks,
      (visit) => eachPlaced(game, visit),
      (owner, place) => (owner ? `${owner}'s ${place}` : place),
    ),
  );
  if (s.magePool && s.magePool.length !== 6) out.push(`the spell pool has ${s.magePool.length} slots`);
  if (s.pool.length !== 6) out.push(`the action pool has ${s.pool.length} slots`);
  for (const id of s.order) {
    const p = e.player(id);
    if (p.gold < 0) out.push(`${id} has ${p.gold} gold`);
    for (const a of ATTRIBUTES) if (p.attributes[a] < 1 || p.attributes[a] > MAX_ATTRIBUTE) out.push(`${id} has ${a} ${p.attributes[a]}`);
    if (p.shield < 0 || p.shield > p.attributes.defence) out.push(`${id} has shield ${p.shield} with Defence ${p.attributes.defence}`);
    if (e.isMage(id)) {
      // Mages: energy exceeds Wisdom only in a fight; a mage has no shield
      const energy = p.energy ?? -1;
      if (energy < 0 || (!e.fight && settled && energy > p.attributes.defence))
        out.push(`${id} has energy ${energy} with Wisdom ${p.attributes.defence}${e.fight ? " in a fight" : ""}`);
      if (p.shield !== 0) out.push(`${id} is a mage with shield ${p.shield}`);
    }
    if (p.potions.length > t.maxPotions) out.push(`${id} holds ${p.potions.length} potions`);
    if (p.bombs.length > t.maxPotions) out.push(`${id} holds ${p.bombs.length} bombs`);
    if (p.witcherTrophiesLeft < 0) out.push(`${id} has ${p.witcherTrophiesLeft} witcher trophies left`);
    if (new Set(p.trophies.witcher).size !== p.trophies.witcher.length) out.push(`${id} has two witcher trophies of one school`);
    if (new Set(p.trophies.attribute).size !== p.trophies.attribute.length) out.push(`${id} has two trophies of one attribute`);
    if ((settled || p.location !== "") && !e.cat.locations.has(p.location)) out.push(`${id} is at ${p.location}, not a location`);
    if (!s.hunt && s.winner === id && (e.trophyCount(id) < t.trophiesToWin || p.trophies.monster.length + p.trophies.witcher.length === 0))
      out.push(`${id} won with ${e.trophyCount(id)} trophies`);
  }
  for (const a of ATTRIBUTES) if (s.attributeTrophies[a] < 0) out.push(`${s.attributeTrophies[a]} ${a} trophies left`);
  const placed = new Set<string>();
  for (const m of s.monsters) {
    if (placed.has(m.monster)) out.push(`${m.monster} is on the map twice`);
    placed.add(m.monster);
  }
  if (s.monsters.length > 3) out.push(`${s.monsters.length} monsters on the map`);
  // the counts: between phases every card is in a pile, a hand or a pool (see `settled` above).
  // The regular fight cards, and the Special Attack cards in the Monster Weakness mode (some set aside or boxed there)
  const expected = expectedCounts(game);
  const fightCards = expected.fightCards;
  const fightHeld =
    s.fightDeck.length + s.fightDiscard.length + (e.fight?.life.length ?? 0) + (s.weakness ? s.weakness.aside.length + s.weakness.boxed.length : 0);
  if (settled && fightHeld !== fightCards) out.push(`monster fight cards: ${fightHeld} of ${fightCards}`);
  if (s.weakness) {
    // three tokens face-down on the map unless a terrain's were all collected, each terrain's set complete, none on a witcher's location when placed
    for (const t of TERRAINS) {
      const n =
        s.weakness.pool[t].length +
        s.weakness.onMap.filter((x) => x.terrain === t).length +
        Object.values(s.weakness.held).reduce((k, h) => k + h.filter((x) => x.terrain === t).length, 0);
      if (n !== tokensPerTerrain(e)) out.push(`${t} weakness tokens: ${n} of ${tokensPerTerrain(e)}`);
      if (s.weakness.onMap.filter((x) => x.terrain === t).length > 1) out.push(`two ${t} weakness tokens on the map`);
    }
  }
  if (settled && marks.counted !== expected.actions) out.push(`action cards: ${marks.counted} placed of ${expected.actions}`);
  // the numbered event deck and the Adventure Pack's quest tokens: every event in play is in the deck or in one hand, every token in the supply or on the map
  // (the Wild Hunt mode plays its own event deck instead: its invariants check it)
  if (settled && !s.hunt) {
    const events = [...s.events, ...s.order.flatMap((id) => e.player(id).heldEvents)];
    const inPlay = expected.events;
    if (new Set(events).size !== events.length || events.length !== inPlay)
      out.push(`event cards: ${events.length} in the deck and hands (${new Set(events).size} different) of ${inPlay}`);
    if (s.events.some((n, i) => i > 0 && s.events[i - 1] >= n)) out.push("the event deck is out of number order");
  }
  const tokens = expected.questTokens;
  if (s.questTokens < 0 || s.questTokens + s.questTokensOnMap.length !== tokens)
    out.push(`quest tokens: ${s.questTokens} in the supply and ${s.questTokensOnMap.length} on the map of ${tokens}`);
  if (s.over && s.winner === null && !s.hunt) out.push("the game is over without a winner");
  if (s.hunt) out.push(...wildHuntInvariants(game));
  return out;
}

const NONE: readonly string[] = [];

/**
 * Every card the game has placed, with where it is, always in the same order (ComponentMarks relies on it):
 * a place that may be empty or absent is still visited. Cards in play mid-step (a combo's, a fight card
 * being resolved, one being paid for) are in none.
 */
function eachPlaced(game: OldWorldGame, visit: PlacedVisitor): void {
  const e = game.engine;
  const s = e.state;
  visit.pile(s.actionDeck, "", "the action deck");
  for (const c of s.pool) visit.one(c, "", "the action pool");
  visit.pile(s.mageDeck ?? NONE, "", "the spell deck");
  for (const c of s.magePool ?? NONE) visit.one(c, "", "the spell pool");
  visit.pile(s.poolDiscard ?? NONE, "", "the pool discard");
  visit.pile(s.potionDeck, "", "the potion deck");
  visit.pile(s.potionDiscard, "", "the potion discard");
  visit.pile(s.bombDeck, "", "the bomb deck");
  visit.pile(s.bombDiscard, "", "the bomb discard");
  visit.pile(s.mutagenDeck, "", "the mutagen deck");
  visit.pile(s.fightDeck, "", "the fight deck");
  visit.pile(s.fightDiscard, "", "the fight discard");
  visit.pile(e.fight ? e.fight.life : NONE, "", "the life pool");
  for (const id of s.order) {
    const p = e.player(id);
    visit.pile(p.deck, id, "deck");
    visit.pile(p.hand, id, "hand");
    visit.pile(p.discard, id, "discard");
    visit.pile(p.trashed, id, "trashed");
    visit.pile(p.potions, id, "potions");
    visit.pile(p.bombs, id, "bombs");
    visit.pile(p.mutagens, id, "mutagens");
  }
}

/** how many of each counted component a game has: facts of its content, its sets and its table */
interface Expected {
  /** what they were worked out for: the players, and whether spells and the Monster Weakness mode are in play */
  table: string;
  actions: number;
  fightCards: number;
  events: number;
  questTokens: number;
}

/**
 * By game: the counts, worked out at its first check and again only if its table changed (a test may set up a
 * state by hand). They were worked out at every check, from the content's lists.
 */
const EXPECTED = new WeakMap<OldWorldGame["engine"], Expected>();

function expectedCounts(game: OldWorldGame): Expected {
  const e = game.engine;
  const s = e.state;
  const table = `${s.order.join(",")}|${s.magePool ? "spells" : ""}|${s.weakness !== null ? "weakness" : ""}`;
  const known = EXPECTED.get(e);
  if (known?.table === table) return known;
  const allMages = s.order.every((id) => e.isMage(id));
  const decks = s.magePool ? [...actionDeckCards(e, false), ...actionDeckCards(e, true)] : actionDeckCards(e, allMages);
  const expansions = game.options.expansions ?? [];
  const made: Expected = {
    table,
    actions: decks.reduce((n, a) => n + Math.max(0, a.copies), 0) + s.order.reduce((n, id) => n + startingDeckOf(e, id).length, 0),
    fightCards: e.cat.content.fightCards.filter((f) => e.inPlay(f.set) && (f.specialAttack === undefined || s.weakness !== null)).length,
    events: e.cat.content.events.filter((ev) => ev.expansion === undefined || expansions.includes(ev.expansion)).length,
    questTokens: e.cat.content.expansions.filter((x) => expansions.includes(x.expansion)).reduce((n, x) => n + x.questTokens, 0),
  };
  EXPECTED.set(e, made);
  return made;
}

/** whether a card copy ("<action card id>#<n>") is an action card's: the marks ask once per copy */
function actionCopies(e: OldWorldGame["engine"]): (copy: string) => boolean {
  const actions = e.cat.actions;
  return (copy) => actions.has(copy.slice(0, copy.lastIndexOf("#")));
}

/** between phases (a player choosing their Phase I or Phase II action) nothing is half resolved: no combo, no payment */
export function oldWorldSettled(game: OldWorldGame): boolean {
  return !game.pending || game.pending.type === "phase-1" || game.pending.type === "phase-2";
}
