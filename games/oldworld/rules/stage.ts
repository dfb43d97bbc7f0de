// Staging an Old World game: a game at the start of a player's turn (the Wild Hunt: of a round), the board as
// a situation says it stands (each witcher's location, gold, hand, deck top, discard, potions, bombs,
// attributes, shield, trophies; the monsters on the map, the decks' tops, the action pool; the expansions and
// modes in play; fixed die rolls). What the situation leaves out is as the setup of its seed left it. The staged
// game is an ordinary game resumed at that turn start (fork.ts), so it plays on as one that reached it by play.
import { z } from "zod";
import { Claims, schemaProblems, StageError, StageProblems, type GameStaging, type StagedChance } from "../../../core/stage.ts";
import type { Decision } from "../../../runtime/core/decision.ts";
import type { LogOptions } from "../../../runtime/core/log.ts";
import { Rng } from "../../../runtime/core/rng.ts";
import { catalogOf, defId, type Catalog } from "./catalog.ts";
import { ATTRIBUTES, EXPANSIONS, type OldWorldContent } from "./content.ts";
import { Engine } from "./engine.ts";
import { OldWorldGame, type TurnStart } from "./game.ts";
import { oldWorldInvariants } from "./invariants.ts";
import { playAlone } from "./machine.ts";
import { engineReads } from "./primitives.ts";
import { blankState, checkOptions, setup } from "./setup.ts";
import { MODES, type OldWorldOptions, type OldWorldState, type PlayerState } from "./state.ts";
import { wildHuntRules } from "./wild-hunt/index.ts";

const count = z.number().int().min(0);
const card = z.string().min(1);
const level = z.number().int().min(0).max(5);

const witcherSituation = z.strictObject({
  witcher: card,
  /** a mage's school, claimed at setup (a witcher's is his own) */
  school: z.string().optional(),
  location: z.string().optional(),
  gold: count.optional(),
  hand: z.array(card).optional(),
  /** the top cards of his deck, top first; the rest of his deck follows */
  deck: z.array(card).optional(),
  discard: z.array(card).optional(),
  potions: z.array(card).optional(),
  bombs: z.array(card).optional(),
  mutagens: z.array(card).optional(),
  /** cards removed from the game (fatigue, an effect that destroys a card) */
  trashed: z.array(card).optional(),
  attributes: z.strictObject({ combat: level.optional(), defence: level.optional(), alchemy: level.optional(), specialty: level.optional() }).optional(),
  shield: count.optional(),
  /** a mage's energy */
  energy: count.optional(),
  /** monster trophies (monster ids), witcher trophies (school ids), attribute trophies */
  trophies: z
    .strictObject({
      monster: z.array(card).optional(),
      witcher: z.array(card).optional(),
      attribute: z.array(z.enum(ATTRIBUTES as [string, ...string[]])).optional(),
    })
    .optional(),
  trophyTrack: count.optional(),
  /** monster ids whose trail token he holds */
  trailTokens: z.array(card).optional(),
  witcherTrophiesLeft: count.optional(),
  /** quests taken from exploration cards: go to the location, read the event there (the card is kept till then) */
  quests: z.array(z.strictObject({ location: card, event: z.number().int(), card })).optional(),
  /** event numbers drawn into his hand (Adventure Pack), out of the event deck */
  heldEvents: z.array(z.number().int()).optional(),
});

export type WitcherSituation = z.infer<typeof witcherSituation>;

/** the shared decks a situation may stack: by name, the state's draw pile and discard pile */
const DECKS = {
  action: ["actionDeck", "poolDiscard"],
  mage: ["mageDeck", null],
  potion: ["potionDeck", "potionDiscard"],
  bomb: ["bombDeck", "bombDiscard"],
  mutagen: ["mutagenDeck", null],
  fight: ["fightDeck", "fightDiscard"],
} as const;
type DeckName = keyof typeof DECKS | "city" | "wilds";
const DECK_NAMES: readonly DeckName[] = [...(Object.keys(DECKS) as (keyof typeof DECKS)[]), "city", "wilds"];

const pile = z.strictObject({ top: z.array(card).optional(), discard: z.array(card).optional() });

const situationSchema = z.strictObject({
  seed: z.number().int(),
  generator: z.array(z.number().int()).length(4).optional(),
  d6: z.array(z.number().int().min(1).max(6)).optional(),
  /** in seat order; the first seat plays first in each round */
  witchers: z.array(witcherSituation).min(1).max(5),
  /** whose turn starts (the first seat's when absent; the Wild Hunt: always the first, a round starts) */
  active: z.string().optional(),
  /** the round this turn is in */
  round: z.number().int().min(1).optional(),
  /** turns played before this one */
  turn: count.optional(),
  expansions: z.array(z.enum(EXPANSIONS)).optional(),
  modes: z.array(z.enum(MODES)).optional(),
  maxRounds: z.number().int().positive().optional(),
  wildHunt: z.strictObject({ difficulty: z.enum(["easy", "normal", "hard", "very-hard"]), member: z.string() }).optional(),
  /** the monsters on the map (each in the slot of its location's terrain); those the setup placed go back to their piles */
  monsters: z.array(z.strictObject({ monster: card, location: card })).optional(),
  /** the top cards of each monster pile, by level ("1".."3"), top first */
  monsterPiles: z.strictObject({ "1": z.array(card).optional(), "2": z.array(card).optional(), "3": z.array(card).optional() }).optional(),
  /** shared decks by name (action, mage, potion, bomb, mutagen, fight, city, wilds): top cards, top first, and discard piles */
  decks: z.record(z.string(), pile).optional(),
  /** the six slots of the action pool, leftmost first (null: empty) */
  pool: z.array(card.nullable()).length(6).optional(),
  magePool: z.array(card.nullable()).length(6).optional(),
  attributeTrophies: z.strictObject({ combat: count.optional(), defence: count.optional(), alchemy: count.optional(), specialty: count.optional() }).optional(),
  lostMount: z.string().nullable().optional(),
  /** Adventure Pack: the quest tokens on the map (where, and the event each leads to) and those left in the supply */
  questTokens: z.array(z.strictObject({ location: card, event: z.number().int() })).optional(),
  questTokenSupply: count.optional(),
});

/** An Old World situation: a game at the start of `active`'s turn (see docs/runtime.md, "Staging a game"). */
export type OldWorldSituation = z.infer<typeof situationSchema> & StagedChance;

/** the piles of a state a card copy may lie in, each a list the state holds */
function piles(s: OldWorldState): string[][] {
  const out: string[][] = [s.actionDeck, s.potionDeck, s.potionDiscard, s.bombDeck, s.bombDiscard, s.mutagenDeck, s.fightDeck, s.fightDiscard];
  if (s.mageDeck) out.push(s.mageDeck);
  if (s.poolDiscard) out.push(s.poolDiscard);
  out.push(s.exploration.city, s.exploration.wilds, s.explorationDiscard.city, s.explorationDiscard.wilds);
  if (s.weakness) out.push(s.weakness.aside, s.weakness.boxed);
  for (const id of s.order) {
    const p = s.players[id];
    out.push(p.deck, p.hand, p.discard, p.trashed, p.potions, p.bombs, p.mutagens);
  }
  return out;
}

/** every card copy a game holds, wherever it lies */
function allCopies(s: OldWorldState): string[] {
  const all = piles(s).flat();
  for (const slot of [...s.pool, ...(s.magePool ?? [])]) if (slot) all.push(slot);
  return all;
}

function setUp(cat: Catalog, options: OldWorldOptions): Engine {
  const e = new Engine(cat, blankState(options, cat.cardCount), new Rng(options.seed), wildHuntRules, { keep: false });
  e.rt = engineReads(e);
  playAlone(e, setup(options), (d: Decision) => d.options.slice(0, Math.max(1, d.pick?.min ?? 1)).map((o) => o.key));
  return e;
}

/**
 * The game at the start of the situation's active player's turn. Every card the situation names is taken from
 * where the setup put it (a player's own deck first); what a replaced hand or discard pile held goes to the
 * bottom of his deck, replaced potions, bombs and mutagens to the bottom of their decks, a pool slot emptied by a
 * card taken from it is filled from its deck. A bad reference or option throws a StageError.
 */
export function stageOldWorld(content: OldWorldContent, situation: unknown, log: LogOptions = {}): OldWorldGame {
  const parsed = situationSchema.safeParse(situation);
  if (!parsed.success) throw new StageError(schemaProblems(parsed.error.issues));
  const sit: OldWorldSituation = parsed.data;
  const cat = catalogOf(content);
  const problems = new StageProblems();
  const ids = sit.witchers.map((w) => w.witcher);
  ids.forEach((id, i) => problems.known(`witchers[${i}].witcher`, id, [...cat.witchers.keys()], "a witcher"));
  if (sit.active !== undefined) problems.known("active", sit.active, ids, "a witcher at this table");
  problems.check();
  const options: OldWorldOptions = { seed: sit.seed, witchers: ids };
  if (sit.expansions) options.expansions = sit.expansions;
  if (sit.modes) options.modes = sit.modes;
  if (sit.maxRounds !== undefined) options.maxRounds = sit.maxRounds;
  if (sit.wildHunt) options.wildHunt = sit.wildHunt;
  try {
    checkOptions(cat, options);
  } catch (err) {
    throw new StageError([{ path: "", message: (err as Error).message }]);
  }
  const e = setUp(cat, options);
  const s = e.state;
  const seat = sit.active === undefined || s.hunt ? 0 : ids.indexOf(sit.active);
  s.active = ids[seat];
  place(e, sit, problems);
  problems.check();
  // the turn loop counts the round up as its first seat starts
  const round = sit.round ?? 1;
  s.round = seat === 0 ? round - 1 : round;
  if (sit.turn !== undefined) s.turn = sit.turn;

  const rng = sit.generator ? Rng.fromState(sit.generator) : new Rng(sit.seed);
  if (sit.d6) rng.force("d6", sit.d6);
  const start: TurnStart = { seat, state: structuredClone(s), rng, cat };
  const game = new OldWorldGame(content, options, log, start);
  const broken = oldWorldInvariants(game);
  if (broken.length > 0) throw new StageError(broken.map((message) => ({ path: "", message })));
  return game;
}

function place(e: Engine, sit: OldWorldSituation, problems: StageProblems): void {
  const s = e.state;
  const cat = e.cat;
  const claims = new Claims(allCopies(s), problems, defId);
  claims.reserve([
    ...sit.witchers.flatMap((w) => [
      ...(w.hand ?? []),
      ...(w.deck ?? []),
      ...(w.discard ?? []),
      ...(w.potions ?? []),
      ...(w.bombs ?? []),
      ...(w.mutagens ?? []),
      ...(w.trashed ?? []),
    ]),
    ...Object.values(sit.decks ?? {}).flatMap((d) => [...(d.top ?? []), ...(d.discard ?? [])]),
    ...[...(sit.pool ?? []), ...(sit.magePool ?? [])].filter((c): c is string => c !== null),
  ]);
  const locations = [...cat.locations.keys()];
  const isAction = (id: string) => cat.actions.has(id);
  const own = (p: PlayerState) => {
    const mine = new Set([...p.deck, ...p.hand, ...p.discard]);
    return (c: string) => mine.has(c);
  };

  const named = sit.witchers.map((w, i) => {
    const p = s.players[w.witcher];
    const at = `witchers[${i}]`;
    if (w.location !== undefined) problems.known(`${at}.location`, w.location, locations, "a location");
    if (
      w.school !== undefined &&
      problems.known(`${at}.school`, w.school, [...cat.schools.keys()], "a school") &&
      !e.isMage(w.witcher) &&
      w.school !== p.school
    )
      problems.add(`${at}.school`, `${w.witcher} is of ${p.school}: only a mage claims a school`);
    const mine = own(p);
    const cards = (field: string, list: string[] | undefined, what: string, isKind: (id: string) => boolean) =>
      list?.map((c, j) => claims.claim(`${at}.${field}[${j}]`, c, what, isKind, mine));
    return {
      hand: cards("hand", w.hand, "an action card", isAction),
      deck: cards("deck", w.deck, "an action card", isAction),
      discard: cards("discard", w.discard, "an action card", isAction),
      potions: cards("potions", w.potions, "a potion", (id) => cat.potions.has(id)),
      bombs: cards("bombs", w.bombs, "a bomb", (id) => cat.bombs.has(id)),
      mutagens: cards("mutagens", w.mutagens, "a mutagen", (id) => cat.mutagens.has(id)),
      trashed: cards("trashed", w.trashed, "an action card", isAction),
      quests: w.quests?.map((q, j) => {
        problems.known(`${at}.quests[${j}].location`, q.location, locations, "a location");
        problems.known(`${at}.quests[${j}].event`, String(q.event), [...cat.events.keys()].map(String), "an event number");
        const c = claims.claim(`${at}.quests[${j}].card`, q.card, "an exploration card", (id) => cat.explorations.has(id));
        return c === null ? null : { location: q.location, event: q.event, card: c };
      }),
    };
  });
  const decks = Object.entries(sit.decks ?? {}).map(([name, d]) => {
    const ok = problems.known(`decks.${name}`, name, DECK_NAMES, "a deck");
    const inDeck = ok ? ofDeck(cat, name as DeckName) : () => false;
    return {
      name: ok ? (name as DeckName) : null,
      top: d.top?.map((c, j) => claims.claim(`decks.${name}.top[${j}]`, c, `a card of the ${name} deck`, inDeck)),
      // the action pool's discard pile is both pools' in a mixed game (Mages, "Some, but Not All Players")
      discard: d.discard?.map((c, j) =>
        claims.claim(`decks.${name}.discard[${j}]`, c, `a card of the ${name} deck`, name === "action" ? (id) => cat.actions.has(id) : inDeck),
      ),
    };
  });
  const slots = (field: "pool" | "magePool") => sit[field]?.map((c, j) => (c === null ? null : claims.claim(`${field}[${j}]`, c, "an action card", isAction)));
  const pool = slots("pool");
  const magePool = slots("magePool");
  const monsters = sit.monsters?.map((m, j) => {
    const ok = problems.known(`monsters[${j}].monster`, m.monster, [...cat.monsters.keys()], "a monster");
    if (!problems.known(`monsters[${j}].location`, m.location, locations, "a location")) return null;
    const terrain = cat.location(m.location).terrain;
    if (!terrain) problems.add(`monsters[${j}].location`, `\`${m.location}\` has no terrain: a monster stands only on a forest, water or mountain location`);
    return ok && terrain ? { monster: m.monster, location: m.location, terrain } : null;
  });
  for (const l of ["1", "2", "3"] as const)
    sit.monsterPiles?.[l]?.forEach((m, j) =>
      problems.known(
        `monsterPiles.${l}[${j}]`,
        m,
        [...cat.monsters.keys()].filter((id) => String(cat.monster(id).level) === l),
        `a level ${l} monster`,
      ),
    );
  sit.witchers.forEach((w, i) => {
    w.trophies?.monster?.forEach((m, j) => problems.known(`witchers[${i}].trophies.monster[${j}]`, m, [...cat.monsters.keys()], "a monster"));
    w.trailTokens?.forEach((m, j) => problems.known(`witchers[${i}].trailTokens[${j}]`, m, [...cat.monsters.keys()], "a monster"));
    w.trophies?.witcher?.forEach((sc, j) => problems.known(`witchers[${i}].trophies.witcher[${j}]`, sc, [...cat.schools.keys()], "a school"));
  });
  if (sit.lostMount) problems.known("lostMount", sit.lostMount, locations, "a location");
  sit.questTokens?.forEach((q, j) => {
    problems.known(`questTokens[${j}].location`, q.location, locations, "a location");
    problems.known(`questTokens[${j}].event`, String(q.event), [...cat.events.keys()].map(String), "an event number");
  });
  if (problems.list.length > 0) return;

  // take every named copy out of where it lies; what a replaced list held goes back to its pile
  const claimed = new Set<string>();
  const note = (list: (string | null)[] | undefined) => list?.forEach((c) => c && claimed.add(c));
  for (const n of named) {
    for (const list of [n.hand, n.deck, n.discard, n.potions, n.bombs, n.mutagens, n.trashed]) note(list);
    note(n.quests?.map((q) => q?.card ?? null));
  }
  for (const d of decks) {
    note(d.top);
    note(d.discard);
  }
  note(pool);
  note(magePool);
  const back: { card: string; to: string[] }[] = [];
  sit.witchers.forEach((w, i) => {
    const p = s.players[w.witcher];
    const n = named[i];
    if (n.hand) back.push(...p.hand.map((c) => ({ card: c, to: p.deck })));
    if (n.discard) back.push(...p.discard.map((c) => ({ card: c, to: p.deck })));
    if (n.potions) back.push(...p.potions.map((c) => ({ card: c, to: s.potionDeck })));
    if (n.bombs) back.push(...p.bombs.map((c) => ({ card: c, to: s.bombDeck })));
    if (n.mutagens) back.push(...p.mutagens.map((c) => ({ card: c, to: s.mutagenDeck })));
    if (n.trashed) back.push(...p.trashed.map((c) => ({ card: c, to: p.deck })));
  });
  const returned = back.filter((b) => !claimed.has(b.card));
  const out = new Set([...claimed, ...returned.map((b) => b.card)]);
  const emptied = (slotsOf: (string | null)[]) => slotsOf.map((c) => c !== null && out.has(c));
  const poolEmptied = emptied(s.pool);
  const magePoolEmptied = s.magePool ? emptied(s.magePool) : [];
  for (const list of piles(s)) {
    const kept = list.filter((c) => !out.has(c));
    list.length = 0;
    list.push(...kept);
  }
  s.pool = s.pool.map((c) => (c !== null && out.has(c) ? null : c));
  if (s.magePool) s.magePool = s.magePool.map((c) => (c !== null && out.has(c) ? null : c));
  for (const b of returned) b.to.push(b.card);

  sit.witchers.forEach((w, i) => {
    const p = s.players[w.witcher];
    placeWitcher(p, w, named[i]);
    if (named[i].quests) p.quests = named[i].quests.filter((q) => q !== null);
    if (w.heldEvents) {
      p.heldEvents = [...w.heldEvents];
      s.events = s.events.filter((n) => !w.heldEvents!.includes(n));
    }
  });
  for (const d of decks) {
    if (!d.name) continue;
    const [draw, discard] = deckLists(s, d.name);
    if (d.top) draw.unshift(...(d.top as string[]));
    if (d.discard && discard) discard.push(...(d.discard as string[]));
    else if (d.discard) problems.add(`decks.${d.name}.discard`, `the ${d.name} deck has no discard pile in this game`);
  }
  // a slot a named card left is filled from its deck, unless the situation says what the pool holds
  if (pool) s.pool = pool;
  else s.pool = s.pool.map((c, j) => (c === null && poolEmptied[j] ? (s.actionDeck.shift() ?? null) : c));
  if (magePool && s.magePool) s.magePool = magePool;
  else if (magePool) problems.add("magePool", "this game has no mage pool: it is a table of witchers and mages both");
  else if (s.magePool && s.mageDeck) s.magePool = s.magePool.map((c, j) => (c === null && magePoolEmptied[j] ? (s.mageDeck!.shift() ?? null) : c));

  if (monsters) {
    const onMap = monsters.filter((m) => m !== null);
    for (const m of s.monsters) if (!onMap.some((x) => x.monster === m.monster)) s.monsterPiles[String(cat.monster(m.monster).level)].push(m.monster);
    for (const m of onMap) for (const l in s.monsterPiles) s.monsterPiles[l] = s.monsterPiles[l].filter((x) => x !== m.monster);
    s.monsters = onMap;
  }
  for (const l of ["1", "2", "3"] as const) {
    const top = sit.monsterPiles?.[l];
    if (!top) continue;
    s.monsters = s.monsters.filter((m) => !top.includes(m.monster));
    s.monsterPiles[l] = [...top, ...s.monsterPiles[l].filter((m) => !top.includes(m))];
  }
  for (const a of ATTRIBUTES) if (sit.attributeTrophies?.[a] !== undefined) s.attributeTrophies[a] = sit.attributeTrophies[a]!;
  if (sit.lostMount !== undefined) s.lostMount = sit.lostMount;
  if (sit.questTokens) s.questTokensOnMap = sit.questTokens.map((q) => ({ ...q }));
  if (sit.questTokenSupply !== undefined) s.questTokens = sit.questTokenSupply;
}

/** which cards a named shared deck holds */
function ofDeck(cat: Catalog, name: DeckName): (id: string) => boolean {
  switch (name) {
    case "action":
      return (id) => cat.actions.has(id) && !cat.actions.get(id)!.spell;
    case "mage":
      return (id) => cat.actions.has(id) && !!cat.actions.get(id)!.spell;
    case "potion":
      return (id) => cat.potions.has(id);
    case "bomb":
      return (id) => cat.bombs.has(id);
    case "mutagen":
      return (id) => cat.mutagens.has(id);
    case "fight":
      return (id) => cat.fightCards.has(id);
    default:
      return (id) => cat.explorations.get(id)?.deck === name;
  }
}

function deckLists(s: OldWorldState, name: DeckName): [string[], string[] | null] {
  if (name === "city" || name === "wilds") return [s.exploration[name], s.explorationDiscard[name]];
  const [draw, discard] = DECKS[name];
  if (name === "mage") s.mageDeck ??= [];
  return [s[draw] as string[], discard ? (s[discard] ?? null) : null];
}

interface NamedCards {
  hand?: (string | null)[];
  deck?: (string | null)[];
  discard?: (string | null)[];
  potions?: (string | null)[];
  bombs?: (string | null)[];
  mutagens?: (string | null)[];
  trashed?: (string | null)[];
}

function placeWitcher(p: PlayerState, w: WitcherSituation, n: NamedCards): void {
  if (w.location !== undefined) p.location = w.location;
  if (w.school !== undefined) p.school = w.school;
  if (w.gold !== undefined) p.gold = w.gold;
  if (n.hand) p.hand = n.hand as string[];
  if (n.deck) p.deck = [...(n.deck as string[]), ...p.deck];
  if (n.discard) p.discard = n.discard as string[];
  if (n.potions) p.potions = n.potions as string[];
  if (n.bombs) p.bombs = n.bombs as string[];
  if (n.mutagens) p.mutagens = n.mutagens as string[];
  if (n.trashed) p.trashed = n.trashed as string[];
  for (const a of ATTRIBUTES) if (w.attributes?.[a] !== undefined) p.attributes[a] = w.attributes[a]!;
  // a shield is at most the Defence level; a situation that raises Defence alone raises it too, as training does
  if (w.shield !== undefined) p.shield = w.shield;
  else if (w.attributes?.defence !== undefined && p.energy === undefined) p.shield = p.attributes.defence;
  if (w.energy !== undefined) p.energy = w.energy;
  if (w.trophies?.monster) p.trophies.monster = [...w.trophies.monster];
  if (w.trophies?.witcher) p.trophies.witcher = [...w.trophies.witcher];
  if (w.trophies?.attribute) p.trophies.attribute = [...w.trophies.attribute] as PlayerState["trophies"]["attribute"];
  if (w.trophyTrack !== undefined) p.trophyTrack = w.trophyTrack;
  if (w.trailTokens) p.trailTokens = [...w.trailTokens];
  if (w.witcherTrophiesLeft !== undefined) p.witcherTrophiesLeft = w.witcherTrophiesLeft;
}

/**
 * The situation a game stands in as a turn starts (the engine's turn-start notice, `Engine.atTurnStart`, with
 * the seat): every card where it lies and the random source where it stands, so that `stageOldWorld` makes a
 * game that plays on as this one. What a situation does not hold (the Monster Weakness tokens, the Wild Hunt's
 * board) must be as the setup left it: a game that has them is refused.
 */
export function oldWorldSituationAt(e: Engine, seat: number): OldWorldSituation {
  const s = e.state;
  if (s.weakness || s.hunt) throw new StageError([{ path: "", message: "the Monster Weakness tokens and the Wild Hunt's board are not in a situation" }]);
  const list = (l: readonly string[]) => [...l];
  const decks: Record<string, { top: string[]; discard?: string[] }> = {
    action: { top: list(s.actionDeck), ...(s.poolDiscard ? { discard: list(s.poolDiscard) } : {}) },
    potion: { top: list(s.potionDeck), discard: list(s.potionDiscard) },
    bomb: { top: list(s.bombDeck), discard: list(s.bombDiscard) },
    mutagen: { top: list(s.mutagenDeck) },
    fight: { top: list(s.fightDeck), discard: list(s.fightDiscard) },
    city: { top: list(s.exploration.city), discard: list(s.explorationDiscard.city) },
    wilds: { top: list(s.exploration.wilds), discard: list(s.explorationDiscard.wilds) },
  };
  if (s.mageDeck) decks.mage = { top: list(s.mageDeck) };
  return {
    seed: s.seed,
    generator: e.rng.state(),
    witchers: s.order.map((id) => {
      const p = s.players[id];
      const w: WitcherSituation = {
        witcher: id,
        school: p.school,
        location: p.location,
        gold: p.gold,
        hand: list(p.hand),
        deck: list(p.deck),
        discard: list(p.discard),
        potions: list(p.potions),
        bombs: list(p.bombs),
        mutagens: list(p.mutagens),
        trashed: list(p.trashed),
        attributes: { ...p.attributes },
        shield: p.shield,
        trophies: { monster: list(p.trophies.monster), witcher: list(p.trophies.witcher), attribute: list(p.trophies.attribute) },
        trophyTrack: p.trophyTrack,
        trailTokens: list(p.trailTokens),
        witcherTrophiesLeft: p.witcherTrophiesLeft,
        quests: p.quests.map((q) => ({ ...q })),
        heldEvents: [...p.heldEvents],
      };
      if (p.energy !== undefined) w.energy = p.energy;
      return w;
    }),
    active: s.order[seat],
    round: seat === 0 ? s.round + 1 : s.round,
    turn: s.turn,
    ...(s.expansions.length ? { expansions: [...s.expansions] as OldWorldSituation["expansions"] } : {}),
    monsters: s.monsters.map((m) => ({ monster: m.monster, location: m.location })),
    monsterPiles: { "1": list(s.monsterPiles["1"]), "2": list(s.monsterPiles["2"]), "3": list(s.monsterPiles["3"]) },
    decks,
    pool: [...s.pool],
    ...(s.magePool ? { magePool: [...s.magePool] } : {}),
    attributeTrophies: { ...s.attributeTrophies },
    lostMount: s.lostMount,
    questTokens: s.questTokensOnMap.map((q) => ({ ...q })),
    questTokenSupply: s.questTokens,
  };
}

export const oldWorldStaging: GameStaging<OldWorldContent, OldWorldSituation, OldWorldGame> = {
  schema: situationSchema as z.ZodType<OldWorldSituation>,
  stage: stageOldWorld,
};
