// Setting up an Old World game: options checked (with the rulebooks' excluded
// combinations named), the shared decks, the action pool, the first monsters,
// each witcher's board, and the Lost Mount.
import { z } from "zod";
import { ContentError } from "../../../runtime/core/errors.ts";
import type { Catalog } from "./catalog.ts";
import { ATTRIBUTES, EXPANSIONS, setInPlay, type ActionCardDef, type Attribute, type Expansion, type Terrain } from "./content.ts";
import { decision, type Engine } from "./engine.ts";
import { raiseAttribute } from "./engine-steps.ts";
import { type RuleCall, ruleCall, steps } from "./machine.ts";
import { opt } from "./options.ts";
import { checkWeaknessContent, placeWeakness, setupAttackDeck, weaknessMode } from "./weakness.ts";
import { MODES, TERRAINS, type OldWorldOptions, type OldWorldState, type PlayerState } from "./state.ts";
import { checkWildHuntOptions, wildHuntSetup } from "./wild-hunt/setup.ts";

/** the options as a replay file holds them: every field's type checked */
export const oldWorldOptionsSchema: z.ZodType<OldWorldOptions> = z.strictObject({
  seed: z.number().int(),
  witchers: z.array(z.string()),
  expansions: z.array(z.enum(EXPANSIONS)).optional(),
  modes: z.array(z.enum(MODES)).optional(),
  maxRounds: z.number().int().positive().optional(),
  wildHunt: z.strictObject({ difficulty: z.enum(["easy", "normal", "hard", "very-hard"]), member: z.string() }).optional(),
});

/** expansions this runtime plays */
export const PLAYABLE_EXPANSIONS: readonly Expansion[] = ["ciri", "lost-mount", "adventure-pack", "monster-trail", "mages", "wild-hunt"];

/**
 * The action cards shuffled into an action deck, of the sets in play: the base
 * cards and, with Monster Trail, its advanced cards; `spells` picks the Mage
 * Action deck (Mages) instead of the witchers' one.
 */
export function actionDeckCards(e: Engine, spells = false): ActionCardDef[] {
  return e.cat.content.actions.filter((a) => (a.tier === "base" || a.tier === "advanced") && e.inPlay(a.set) && !!a.spell === spells);
}

/**
 * A witcher's starting deck: the ten cards of his board and, with Monster
 * Trail ("add the Unique card to each Witcher starting deck"), the unique
 * cards that name him, of the sets in play (Ciri's Dance of Blades with Ciri).
 */
export function startingDeckOf(e: Engine, witcher: string): string[] {
  const w = e.cat.witcher(witcher);
  if (!e.inPlay("monster-trail")) return [...w.startingDeck];
  const unique = e.cat.content.actions.filter((a) => a.tier === "unique" && a.owner === witcher && e.inPlay(a.set));
  return [...w.startingDeck, ...unique.flatMap((a) => Array.from({ length: Math.max(1, a.copies) }, () => a.id))];
}

/** combinations a rulebook excludes, with its words */
const EXCLUSIONS: { a: Expansion; b: Expansion; rule: string }[] = [
  {
    a: "lost-mount",
    b: "wild-hunt",
    rule: 'Lost Mount Expansion, Gameplay changes: "The Lost Mount Expansion may be combined with any other Expansion, except the Wild Hunt Expansion."',
  },
  {
    a: "adventure-pack",
    b: "wild-hunt",
    rule: 'Adventure Pack Expansion, Setup changes: "The Adventure Pack Expansion may be combined with any other Expansion, except the Wild Hunt Expansion."',
  },
];

export function checkOptions(cat: Catalog, o: OldWorldOptions): void {
  if (!o || !Array.isArray(o.witchers)) throw new ContentError("options need a list of witchers");
  if (!Number.isInteger(o.seed)) throw new ContentError(`the seed must be an integer, not ${String(o.seed)}`);
  if (o.witchers.length < 1 || o.witchers.length > 5) throw new ContentError(`1 to 5 witchers play, not ${o.witchers.length}`);
  if (new Set(o.witchers).size !== o.witchers.length) throw new ContentError("each witcher can be chosen once");
  for (const w of o.witchers) cat.witcher(w);
  const ex = o.expansions ?? [];
  const mages = o.witchers.filter((w) => cat.witcher(w).mage);
  // a character of an expansion's box plays only in a game set up with it (Monster Trail, Manticore School Witcher: "When choosing to use this")
  for (const w of o.witchers.filter((id) => !cat.witcher(id).mage && !setInPlay(ex, cat.witcher(id).set)))
    throw new ContentError(
      `${w} comes with the ${cat.witcher(w).set} expansion, which this game is not set up with (each expansion's rules: its witcher is used "when choosing to use this")`,
    );
  if (mages.length > 0 && !ex.includes("mages"))
    throw new ContentError(
      `${mages.join(", ")} can play only with the mages expansion (Mages, Overview: "You may play as a Mage (instead of a Witcher)" when the expansion is used)`,
    );
  if (mages.length > 0 && !cat.content.actions.some((a) => a.spell && a.tier === "base"))
    throw new ContentError("the mages expansion needs the deck of Mage Action cards (spells) in the content");
  if (mages.length > 0 && mages.length < o.witchers.length) {
    // Mages, "Some, but Not All Players": each mage claims a school no witcher in the game has
    const free = cat.content.schools.filter((sc) => setInPlay(ex, sc.set) && !o.witchers.some((w) => cat.witcher(w).school === sc.id)).length;
    if (free < mages.length)
      throw new ContentError(
        `${mages.length} mages need ${mages.length} schools no witcher in the game has; there are ${free} (Mages, Game Setup: "The Player chooses any of the Witcher Schools that are not present in the game")`,
      );
  }
  for (const x of EXCLUSIONS)
    if (ex.includes(x.a) && ex.includes(x.b)) throw new ContentError(`the expansions ${x.a} and ${x.b} cannot be played together (${x.rule})`);
  for (const x of ex)
    if (!PLAYABLE_EXPANSIONS.includes(x))
      throw new ContentError(`the ${x} expansion is not playable in this runtime yet (playable: ${PLAYABLE_EXPANSIONS.join(", ")})`);
  if (ex.includes("lost-mount") && !cat.content.lostMount) throw new ContentError("the lost-mount expansion needs the Lost Mount card in the content");
  for (const x of ex)
    if (x === "adventure-pack" && !cat.content.expansions.some((d) => d.expansion === x))
      throw new ContentError(`the ${x} expansion needs its set in the content (a set that declares \`expansion AdventurePack\`)`);
  if (ex.includes("monster-trail") && !cat.content.sets.some((s) => s.id === "monster-trail"))
    throw new ContentError("the monster-trail expansion needs the Monster Trail set in the content");
  for (const m of o.modes ?? [])
    if (!(MODES as readonly string[]).includes(m)) throw new ContentError(`"${String(m)}" is not a game mode (modes: ${MODES.join(", ")})`);
  if ((o.modes ?? []).includes("monster-weakness") && !ex.includes("monster-trail"))
    throw new ContentError(
      'the monster-weakness mode is a game mode of the Monster Trail expansion, which this game is not set up with (Monster Trail Expansion, Game Modes: "This Monster Trail Expansion consists of a few game modes that can be used separately or together")',
    );
  if ((o.modes ?? []).includes("monster-weakness")) checkWeaknessContent(cat, ex);

  if (!cat.content.tables.start[String(o.witchers.length)])
    throw new ContentError(`the content's tables give no starting hands for ${o.witchers.length} players`);
  checkWildHuntOptions(cat, o);
}

/** the state before the setup; `cards` is how many cards the content numbers (catalog.ts `cardCount`), none for a state that only shows a map */
export function blankState(o: OldWorldOptions, cards: number): OldWorldState {
  return {
    seed: o.seed,
    order: [...o.witchers],
    expansions: [...(o.expansions ?? [])],
    active: o.witchers[0],
    turn: 0,
    round: 0,
    players: {},
    actionDeck: [],
    pool: [],
    potionDeck: [],
    potionDiscard: [],
    bombDeck: [],
    bombDiscard: [],
    mutagenDeck: [],
    fightDeck: [],
    fightDiscard: [],
    monsterPiles: { "1": [], "2": [], "3": [] },
    monsters: [],
    locationTokens: { forest: [], water: [], mountain: [] },
    exploration: { city: [], wilds: [] },
    explorationDiscard: { city: [], wilds: [] },
    events: [],
    questTokens: 0,
    questTokensOnMap: [],
    attributeTrophies: { combat: 0, defence: 0, alchemy: 0, specialty: 0 },
    lostMount: null,
    lostMountInPlay: false,
    hunt: null,
    weakness: (o.modes ?? []).includes("monster-weakness")
      ? { pool: { forest: [], water: [], mountain: [] }, onMap: [], held: Object.fromEntries(o.witchers.map((w) => [w, []])), aside: [], boxed: [] }
      : null,
    winner: null,
    over: false,
    phase3Limit: null,
    copies: new Array<number>(cards).fill(0),
    used: [],
    shown: [],
    seen: {},
  };
}

function copiesOf(e: Engine, id: string, n: number): string[] {
  return e.instances(id, n);
}

/** the game set up: decks, pool, monsters, boards, then what the players choose (schools, a first attribute, the Lost Mount) */
export const setupStep = steps.define<{ options: Readonly<OldWorldOptions>; seat: number }>("setup", {
  boards(k, f) {
    const e = k.engine;
    const o = f.options;
    const s = e.state;
    const c = e.cat.content;
    const t = c.tables;
    for (const l of c.locations) if (l.terrain) s.locationTokens[l.terrain].push(l.id);
    const n = o.witchers.length;
    const mages = o.witchers.filter((w) => e.isMage(w));
    const deckOf = (spells: boolean) => e.rng.shuffle(actionDeckCards(e, spells).flatMap((a) => copiesOf(e, a.id, a.copies)));
    // Mages, "Game Setup": all mages play with the Mage Action deck alone; a mixed table has both decks and two pools
    s.actionDeck = deckOf(mages.length === n);
    s.pool = fillPool(e, "actionDeck");
    if (mages.length > 0 && mages.length < n) {
      s.mageDeck = deckOf(true);
      s.magePool = fillPool(e, "mageDeck");
      s.poolDiscard = [];
    }
    s.potionDeck = e.rng.shuffle(c.potions.flatMap((p) => copiesOf(e, p.id, p.copies)));
    // Monster Trail: the bomb deck ("If you are not using that mode, put Dimeritium Bomb cards back into the game box") and the mutagen deck
    s.bombDeck = e.rng.shuffle(
      (c.bombs ?? []).filter((b) => e.inPlay(b.set) && (!b.weaknessOnly || weaknessMode(e))).flatMap((b) => copiesOf(e, b.id, b.copies)),
    );
    s.mutagenDeck = e.rng.shuffle((c.mutagens ?? []).filter((m) => e.inPlay(m.set)).flatMap((m) => copiesOf(e, m.id, m.copies)));
    if (weaknessMode(e)) setupAttackDeck(e);
    else s.fightDeck = e.rng.shuffle(c.fightCards.filter((f) => f.specialAttack === undefined && e.inPlay(f.set)).map((f) => e.instance(f.id)));
    for (const m of c.monsters) if (e.inPlay(m.set)) s.monsterPiles[String(m.level)]?.push(m.id);
    for (const k of Object.keys(s.monsterPiles)) e.rng.shuffle(s.monsterPiles[k]);
    const hunt = (o.expansions ?? []).includes("wild-hunt");
    // the Wild Hunt's monsters come from its difficulty table, its exploration and event decks replace the standard ones
    if (!hunt) for (const terrain of TERRAINS) e.placeMonster(terrain, t.startLevel);
    // an expansion's cards are in play only when the game is set up with it (Adventure Pack, Setup changes:
    // its exploration cards are shuffled into the exploration decks, its events added to the deck in number order)
    const inPlay = (x: { expansion?: Expansion }) => x.expansion === undefined || (o.expansions ?? []).includes(x.expansion);
    if (!hunt)
      for (const d of ["city", "wilds"] as const)
        s.exploration[d] = e.rng.shuffle(c.explorations.filter((x) => x.deck === d && inPlay(x)).flatMap((x) => copiesOf(e, x.id, x.copies ?? 1)));
    if (!hunt)
      s.events = c.events
        .filter(inPlay)
        .map((ev) => ev.number)
        .sort((a, b) => a - b);
    // Place the Quest tokens next to the Game Board.
    s.questTokens = c.expansions.filter((x) => (o.expansions ?? []).includes(x.expansion)).reduce((n, x) => n + x.questTokens, 0);
    for (const a of ATTRIBUTES) s.attributeTrophies[a] = t.attributeTrophies;
    const seats = t.start[String(n)];
    o.witchers.forEach((id, seat) => {
      const w = e.cat.witcher(id);
      const p: PlayerState = {
        id,
        school: w.school,
        location: w.mage ? "" : e.cat.school(w.school).location,
        deck: e.rng.shuffle(startingDeckOf(e, id).map((card) => e.instance(card))),
        hand: [],
        discard: [],
        trashed: [],
        gold: seats[Math.min(seat, seats.length - 1)].gold,
        attributes: { ...w.attributes },
        shield: 0,
        potions: [],
        bombs: [],
        mutagens: [],
        trophies: { monster: [], witcher: [], attribute: [] },
        witcherTrophiesLeft: n - 1,
        trailTokens: [],
        trophyTrack: 0,
        quests: [],
        heldEvents: [],
      };
      s.players[id] = p;
      if (w.mage) {
        p.energy = p.attributes.defence;
        p.location = "";
      } else {
        p.shield = p.attributes.defence;
        e.event("witcher-placed", { player: id, location: p.location, gold: p.gold });
      }
    });
    k.call(claimSchools, { order: o.witchers, seat: o.witchers.length });
  },
  weaknessTokens(k) {
    const e = k.engine;
    // Monster Weakness mode: a weakness token for each of the three starting monsters, on a location with no witcher
    for (const m of e.state.monsters) k.call(placeWeakness, { terrain: m.terrain });
  },
  attributes(k, f) {
    const e = k.engine;
    if (!e.cat.content.tables.raiseOneAttributeAt.includes(f.options.witchers.length)) return k.goto(f, "hands");
    f.seat = 0;
  },
  raiseOne(k, f) {
    const e = k.engine;
    const id = f.options.witchers[f.seat];
    k.ask(
      decision(
        id,
        "raise-attribute",
        e.raisable(id).map((x) => opt(x, `ow-attribute-${e.attributeName(id, x)}`)),
      ),
    );
  },
  raised(k, f, answer) {
    const id = f.options.witchers[f.seat++];
    if (f.seat < f.options.witchers.length) k.goto(f, "raiseOne");
    k.call(raiseAttribute, { id, a: (answer as string[])[0] as Attribute });
  },
  hands(k, f) {
    const e = k.engine;
    const o = f.options;
    const n = o.witchers.length;
    const seats = e.cat.content.tables.start[String(n)];
    o.witchers.forEach((id, seat) => e.draw(id, seats[Math.min(seat, seats.length - 1)].hand));
    if ((o.expansions ?? []).includes("lost-mount")) {
      e.state.lostMountInPlay = true;
      k.call(placeLostMount, { who: o.witchers[n - 1], pile: "", tokens: [] });
    }
  },
  wildHunt(k, f) {
    const o = f.options;
    if ((o.expansions ?? []).includes("wild-hunt"))
      k.call(wildHuntSetup, { member: o.wildHunt!.member, difficulty: o.wildHunt!.difficulty, witchers: [...o.witchers] });
  },
  done(k, f) {
    k.engine.event("setup-done", { players: f.options.witchers.length });
  },
});

/** the setup started alone on an engine: stage.ts (a staged situation starts from its seed's setup), rule-level tests */
export function setup(o: OldWorldOptions): RuleCall<void> {
  return ruleCall(setupStep, { options: o, seat: 0 });
}

/**
 * Mages, "Game Setup": the mage who takes the last turn claims a school first,
 * then the others counter-clockwise (against seat order). With only mages any
 * school is open; beside witchers, only schools no witcher has. The mage's
 * miniature stands at the school's location. `seat`: the seat after the next to claim.
 */
const claimSchools = steps.define<{ order: readonly string[]; seat: number }>("claim-schools", {
  next(k, f) {
    const e = k.engine;
    while (f.seat > 0 && !e.isMage(f.order[f.seat - 1])) f.seat--;
    if (f.seat === 0) return k.end();
    const id = f.order[f.seat - 1];
    const taken = f.order.filter((w) => !e.isMage(w) || f.order.indexOf(w) >= f.seat).map((w) => e.player(w).school);
    const open = e.cat.content.schools.filter((sc) => e.inPlay(sc.set) && !taken.includes(sc.id));
    k.ask(
      decision(
        id,
        "claim-school",
        open.map((sc) => opt(sc.id, "ow-option-claim-school", { school: sc.id, location: sc.location })),
      ),
    );
  },
  claim(k, f, answer) {
    const e = k.engine;
    const id = f.order[--f.seat];
    const school = (answer as string[])[0];
    const p = e.player(id);
    p.school = school;
    p.location = e.cat.school(school).location;
    e.event("school-claimed", { player: id, school, location: p.location });
    e.event("witcher-placed", { player: id, location: p.location, gold: p.gold });
    k.goto(f, "next");
  },
});

/** reveal until three 0-cost cards fill the three rightmost slots, then three more cards on the left */
function fillPool(e: Engine, deck: "actionDeck" | "mageDeck"): (string | null)[] {
  const s = e.state;
  const zero: string[] = [];
  const aside: string[] = [];
  let cards = s[deck] ?? [];
  while (zero.length < 3 && cards.length > 0) {
    const card = cards.shift()!;
    (e.cat.action(card).cost === 0 ? zero : aside).push(card);
  }
  cards = e.rng.shuffle([...cards, ...aside]);
  const left = [cards.shift() ?? null, cards.shift() ?? null, cards.shift() ?? null];
  s[deck] = cards;
  return [...left, ...[0, 1, 2].map((i) => zero[i] ?? null)];
}

/** Lost Mount placement: the player takes 2 location tokens from one pile and places the miniature on one; the tokens go back */
export const placeLostMount = steps.define<{ who: string; pile: string; tokens: readonly string[] }>("place-lost-mount", {
  pile(k, f) {
    k.ask(
      decision(
        f.who,
        "lost-mount-pile",
        TERRAINS.map((t) => opt(t, `ow-terrain-${t}`)),
      ),
    );
  },
  tokens(k, f, answer) {
    f.pile = (answer as string[])[0];
    f.tokens = k.engine.rng.shuffle([...k.engine.state.locationTokens[f.pile as Terrain]]).slice(0, 2);
    k.ask(
      decision(
        f.who,
        "lost-mount-place",
        f.tokens.map((l) => opt(l, "ow-location", { location: l })),
      ),
    );
  },
  place(k, f, answer) {
    const e = k.engine;
    const at = (answer as string[])[0];
    e.state.lostMount = at;
    e.event("lost-mount-placed", { player: f.who, pile: f.pile, tokens: f.tokens, location: at });
  },
});
