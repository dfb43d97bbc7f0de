// Setting up an Old World game: options checked (with the rulebooks' excluded
// combinations named), the shared decks, the action pool, the first monsters,
// each witcher's board, and the Lost Mount.
import { z } from "zod";
import type { Step } from "../core/decision.ts";
import { ContentError } from "../core/errors.ts";
import type { OwCatalog } from "./catalog.ts";
import { ATTRIBUTES, type Expansion, type Terrain } from "./content.ts";
import { opt, type OwEngine } from "./engine.ts";
import { TERRAINS, type OldWorldState, type PlayerState } from "./state.ts";
import { checkWildHuntOptions, setupWildHunt, type WildHuntOptions } from "./wild-hunt/setup.ts";

export interface OldWorldOptions {
  seed: number;
  /** witcher ids in seat order; the first seat plays first */
  witchers: string[];
  /** expansions in play beyond the base game (their cards come with the content sets) */
  expansions?: Expansion[];
  /** simulation safety net, not a rule: end the game without a winner after this many rounds */
  maxRounds?: number;
  /** the Wild Hunt cooperative mode (with the expansion "wild-hunt"): the difficulty and the member fought */
  wildHunt?: WildHuntOptions;
}

const EXPANSIONS = ["ciri", "lost-mount", "adventure-pack", "wild-hunt", "monster-trail", "mages", "skellige", "legendary-hunt"] as const satisfies readonly Expansion[];

/** the options as a replay file holds them: every field's type checked */
export const oldWorldOptionsSchema: z.ZodType<OldWorldOptions> = z.strictObject({
  seed: z.number().int(),
  witchers: z.array(z.string()),
  expansions: z.array(z.enum(EXPANSIONS)).optional(),
  maxRounds: z.number().int().positive().optional(),
  wildHunt: z.strictObject({ difficulty: z.enum(["easy", "normal", "hard", "very-hard"]), member: z.string() }).optional(),
});

/** expansions this runtime plays */
export const PLAYABLE_EXPANSIONS: readonly Expansion[] = ["ciri", "lost-mount", "wild-hunt"];

/** combinations a rulebook excludes, with its words */
const EXCLUSIONS: { a: Expansion; b: Expansion; rule: string }[] = [
  { a: "lost-mount", b: "wild-hunt", rule: 'Lost Mount Expansion, Gameplay changes: "The Lost Mount Expansion may be combined with any other Expansion, except the Wild Hunt Expansion."' },
  { a: "adventure-pack", b: "wild-hunt", rule: 'Adventure Pack Expansion, Setup changes: "The Adventure Pack Expansion may be combined with any other Expansion, except the Wild Hunt Expansion."' },
];

export function checkOptions(cat: OwCatalog, o: OldWorldOptions): void {
  if (!o || !Array.isArray(o.witchers)) throw new ContentError("options need a list of witchers");
  if (!Number.isInteger(o.seed)) throw new ContentError(`the seed must be an integer, not ${String(o.seed)}`);
  if (o.witchers.length < 1 || o.witchers.length > 5) throw new ContentError(`1 to 5 witchers play, not ${o.witchers.length}`);
  if (new Set(o.witchers).size !== o.witchers.length) throw new ContentError("each witcher can be chosen once");
  for (const w of o.witchers) cat.witcher(w);
  const ex = o.expansions ?? [];
  for (const x of EXCLUSIONS)
    if (ex.includes(x.a) && ex.includes(x.b)) throw new ContentError(`the expansions ${x.a} and ${x.b} cannot be played together (${x.rule})`);
  for (const x of ex) if (!PLAYABLE_EXPANSIONS.includes(x)) throw new ContentError(`the ${x} expansion is not playable in this runtime yet (playable: ${PLAYABLE_EXPANSIONS.join(", ")})`);
  if (ex.includes("lost-mount") && !cat.content.lostMount) throw new ContentError("the lost-mount expansion needs the Lost Mount card in the content");
  if (!cat.content.tables.start[String(o.witchers.length)]) throw new ContentError(`the content's tables give no starting hands for ${o.witchers.length} players`);
  checkWildHuntOptions(cat, o);
}

export function blankState(o: OldWorldOptions): OldWorldState {
  return {
    seed: o.seed,
    order: [...o.witchers],
    active: o.witchers[0],
    turn: 0,
    round: 0,
    players: {},
    actionDeck: [],
    pool: [],
    potionDeck: [],
    potionDiscard: [],
    fightDeck: [],
    fightDiscard: [],
    monsterPiles: { "1": [], "2": [], "3": [] },
    monsters: [],
    locationTokens: { forest: [], water: [], mountain: [] },
    exploration: { city: [], wilds: [] },
    explorationDiscard: { city: [], wilds: [] },
    events: [],
    attributeTrophies: { combat: 0, defence: 0, alchemy: 0, specialty: 0 },
    lostMount: null,
    lostMountInPlay: false,
    hunt: null,
    winner: null,
    over: false,
  };
}

function copiesOf(e: OwEngine, id: string, n: number): string[] {
  return Array.from({ length: Math.max(0, n) }, () => e.instance(id));
}

export function* setup(e: OwEngine, o: OldWorldOptions): Step<void> {
  const s = e.state;
  const c = e.cat.content;
  const t = c.tables;
  for (const l of c.locations) if (l.terrain) s.locationTokens[l.terrain].push(l.id);
  s.actionDeck = e.rng.shuffle(c.actions.filter((a) => a.tier === "base").flatMap((a) => copiesOf(e, a.id, a.copies)));
  fillPool(e);
  s.potionDeck = e.rng.shuffle(c.potions.flatMap((p) => copiesOf(e, p.id, p.copies)));
  s.fightDeck = e.rng.shuffle(c.fightCards.map((f) => e.instance(f.id)));
  for (const m of c.monsters) s.monsterPiles[String(m.level)]?.push(m.id);
  for (const k of Object.keys(s.monsterPiles)) e.rng.shuffle(s.monsterPiles[k]);
  const hunt = (o.expansions ?? []).includes("wild-hunt");
  // the Wild Hunt's monsters come from its difficulty table, its exploration and event decks replace the standard ones
  if (!hunt) for (const terrain of TERRAINS) e.placeMonster(terrain, t.startLevel);
  if (!hunt) for (const d of ["city", "wilds"] as const) s.exploration[d] = e.rng.shuffle(c.explorations.filter((x) => x.deck === d).flatMap((x) => copiesOf(e, x.id, x.copies ?? 1)));
  if (!hunt) s.events = c.events.map((ev) => ev.number).sort((a, b) => a - b);
  for (const a of ATTRIBUTES) s.attributeTrophies[a] = t.attributeTrophies;
  const n = o.witchers.length;
  const seats = t.start[String(n)];
  o.witchers.forEach((id, seat) => {
    const w = e.cat.witcher(id);
    const p: PlayerState = {
      id,
      school: w.school,
      location: e.cat.school(w.school).location,
      deck: e.rng.shuffle(w.startingDeck.map((card) => e.instance(card))),
      hand: [],
      discard: [],
      trashed: [],
      gold: seats[Math.min(seat, seats.length - 1)].gold,
      attributes: { ...w.attributes },
      shield: 0,
      potions: [],
      trophies: { monster: [], witcher: [], attribute: [] },
      witcherTrophiesLeft: n - 1,
      trailTokens: [],
      trophyTrack: 0,
      quests: [],
    };
    s.players[id] = p;
    p.shield = p.attributes.defence;
    e.event("witcher-placed", { player: id, location: p.location, gold: p.gold });
  });
  if (t.raiseOneAttributeAt.includes(n)) {
    for (const id of o.witchers) {
      const a = yield* e.chooseOne(id, "raise-attribute", e.raisable(id).map((x) => opt(x, `ow-attribute-${x}`)));
      yield* e.raiseAttribute(id, a as (typeof ATTRIBUTES)[number]);
    }
  }
  o.witchers.forEach((id, seat) => e.draw(id, seats[Math.min(seat, seats.length - 1)].hand));
  if ((o.expansions ?? []).includes("lost-mount")) {
    s.lostMountInPlay = true;
    yield* placeLostMount(e, o.witchers[n - 1]);
  }
  if (hunt) yield* setupWildHunt(e, o);
  e.event("setup-done", { players: n });
}

/** reveal until three 0-cost cards fill the three rightmost slots, then three more cards on the left */
function fillPool(e: OwEngine): void {
  const s = e.state;
  const zero: string[] = [];
  const aside: string[] = [];
  while (zero.length < 3 && s.actionDeck.length > 0) {
    const card = s.actionDeck.shift()!;
    (e.cat.action(card).cost === 0 ? zero : aside).push(card);
  }
  s.actionDeck = e.rng.shuffle([...s.actionDeck, ...aside]);
  const left = [s.actionDeck.shift() ?? null, s.actionDeck.shift() ?? null, s.actionDeck.shift() ?? null];
  s.pool = [...left, ...[0, 1, 2].map((i) => zero[i] ?? null)];
}

/** Lost Mount placement: the player takes 2 location tokens from one pile and places the miniature on one; the tokens go back */
export function* placeLostMount(e: OwEngine, who: string): Step<void> {
  const s = e.state;
  const pile = (yield* e.chooseOne(who, "lost-mount-pile", TERRAINS.map((t) => opt(t, `ow-terrain-${t}`)))) as Terrain;
  const tokens = e.rng.shuffle([...s.locationTokens[pile]]).slice(0, 2);
  const at = yield* e.chooseOne(who, "lost-mount-place", tokens.map((l) => opt(l, "ow-location", { location: l })));
  s.lostMount = at;
  e.event("lost-mount-placed", { player: who, pile, tokens, location: at });
}
