// Staging an Adventure Game: a game at the start of a hero's turn, the board as a situation says it stands
// (heroes, where they stand, their gold, leads, cards; decks' top cards, monsters, the round, fixed dice).
// What the situation leaves out is as the setup of its seed left it. The staged game is an ordinary game
// resumed at that turn start (fork.ts), so it plays on exactly as one that reached the same board by play.
import { z } from "zod";
import { Claims, schemaProblems, StageError, StageProblems, type GameStaging, type StagedChance } from "../../../core/stage.ts";
import type { LogOptions } from "../../../runtime/core/log.ts";
import { Rng } from "../../../runtime/core/rng.ts";
import { Catalog } from "./catalog.ts";
import type { AdventureContent } from "./content.ts";
import { Engine, type TurnPosition } from "./engine.ts";
import { AdventureGame, type TurnStart } from "./game.ts";
import { invariantViolations } from "./invariants.ts";
import { bindPrimitives } from "./primitives.ts";
import { blankState, setup, setupOf, type GameOptions } from "./setup.ts";
import { AdventureMachine } from "./machine.ts";
import { defOf, LEAD_COLOURS, MONSTER_TYPES, type AdventureState, type HeroState } from "./state.ts";

const count = z.number().int().min(0);
const leadsSchema = z.strictObject({ red: count.optional(), blue: count.optional(), purple: count.optional() });
/** a card as a situation names it: its id ("development.igni": a copy of it) or one copy ("development.igni#2") */
const card = z.string().min(1);

const heroSituation = z.strictObject({
  hero: card,
  location: z.string().optional(),
  gold: count.optional(),
  vp: count.optional(),
  leads: leadsSchema.optional(),
  proof: leadsSchema.optional(),
  /** wound tokens by space (an action, "armour.1") */
  wounds: z.record(z.string(), z.enum(["minor", "severe"])).optional(),
  /** action spaces with a foul fate token beside them */
  foulFate: z.array(z.string()).optional(),
  delayed: z.boolean().optional(),
  /** faceup development cards, with their common markers */
  development: z.array(z.union([card, z.strictObject({ card, markers: z.number().int().min(0).max(3).optional() })])).optional(),
  /** facedown good fortune cards */
  goodFortune: z.array(card).optional(),
  /** investigation and foul fate cards kept faceup; `until` as the card keeps itself when absent */
  kept: z
    .array(z.union([card, z.strictObject({ card, until: z.enum(["trait", "until-resolved", "task", "always"]).optional(), taskDone: z.boolean().optional() })]))
    .optional(),
  companions: z.array(card).optional(),
  /** the main quest card, with its side quests and support quest done; null: none */
  quest: z.union([card, z.strictObject({ card, sideDone: z.array(z.string()).optional(), supportDone: z.boolean().optional() }), z.null()]).optional(),
  completedQuests: z.array(card).optional(),
  /** the support quest type whose banner holds the hero's token; null: off the chart */
  supportChart: z.string().nullable().optional(),
  /** obstacles he ignores until his next encounter: a monster token, or `foulfate@<region>` */
  ignoring: z.array(z.string()).optional(),
});

export type HeroSituation = z.infer<typeof heroSituation>;

const situationSchema = z.strictObject({
  seed: z.number().int(),
  generator: z.array(z.number().int()).length(4).optional(),
  d6: z.array(z.number().int().min(1).max(6)).optional(),
  /** the faces the battle and hero dice show next, by die ("die.battle": ["sword-shield", …]): each roll of that die takes the next */
  faces: z.record(z.string(), z.array(z.string())).optional(),
  /** in seat (clockwise) order */
  heroes: z.array(heroSituation).min(2).max(4),
  /** whose turn starts (the first hero's when absent) */
  active: z.string().optional(),
  round: z.number().int().min(1).optional(),
  /** turns played before this one */
  turn: count.optional(),
  epic: z.boolean().optional(),
  maxRounds: z.number().int().positive().optional(),
  warTrack: count.optional(),
  /** obstacle zones by region: the monsters in it (bottom first, facedown unless said) and its foul fate token */
  zones: z
    .record(
      z.string(),
      z.strictObject({
        monsters: z.array(z.union([card, z.strictObject({ token: card, faceup: z.boolean().optional() })])).optional(),
        foulFate: z.boolean().optional(),
      }),
    )
    .optional(),
  /** decks by name: the cards on top of the draw pile (top first), and the discard pile's (bottom first) */
  decks: z.record(z.string(), z.strictObject({ top: z.array(card).optional(), discard: z.array(card).optional() })).optional(),
  /** the monster stacks' top tokens, top first */
  monsters: z.strictObject({ bronze: z.array(card).optional(), silver: z.array(card).optional(), gold: z.array(card).optional() }).optional(),
});

/** An Adventure Game situation: a game at the start of `active`'s turn (see docs/runtime.md, "Staging a game"). */
export type AdventureSituation = z.infer<typeof situationSchema> & StagedChance;

/** the copies of a game's components, by their card's id, in copy order */
/** every copy of every component a game holds, wherever it lies */
function allCopies(s: AdventureState): string[] {
  const all: string[] = [];
  for (const name in s.decks) all.push(...s.decks[name].draw, ...s.decks[name].discard);
  for (const t of MONSTER_TYPES) all.push(...s.monsters[t]);
  for (const id of s.order) {
    const h = s.heroes[id];
    all.push(...h.development.map((d) => d.card), ...h.goodFortune, ...h.kept.map((k) => k.card), ...h.companions, ...h.completedQuests);
    if (h.quest) all.push(h.quest.card);
  }
  for (const region in s.zones) all.push(...s.zones[region].monsters.map((m) => m.token));
  return all;
}

/** take each of `copies` out of whatever list holds it */
function takeOut(s: AdventureState, copies: ReadonlySet<string>): void {
  const keep = (list: string[]) => list.filter((c) => !copies.has(c));
  for (const name in s.decks) {
    s.decks[name].draw = keep(s.decks[name].draw);
    s.decks[name].discard = keep(s.decks[name].discard);
  }
  for (const t of MONSTER_TYPES) s.monsters[t] = keep(s.monsters[t]);
  for (const id of s.order) {
    const h = s.heroes[id];
    h.development = h.development.filter((d) => !copies.has(d.card));
    h.goodFortune = keep(h.goodFortune);
    h.kept = h.kept.filter((k) => !copies.has(k.card));
    h.companions = keep(h.companions);
    h.completedQuests = keep(h.completedQuests);
    if (h.quest && copies.has(h.quest.card)) h.quest = null;
  }
  for (const region in s.zones) s.zones[region].monsters = s.zones[region].monsters.filter((m) => !copies.has(m.token));
}

/** the state after the setup of `options`' seed, its quest choices the first offered (a situation says what it wants otherwise) */
function setUp(cat: Catalog, options: GameOptions): Engine {
  const e = new Engine(cat, blankState(options), new Rng(options.seed), { keep: false });
  const m = new AdventureMachine(e, bindPrimitives);
  m.start(m, setup, setupOf(options));
  for (let d = m.pending; d !== null; d = m.pending) m.answer(d.options.slice(0, Math.max(1, d.pick?.min ?? 1)).map((o) => o.key));
  return e;
}

function parse(situation: unknown): AdventureSituation {
  const parsed = situationSchema.safeParse(situation);
  if (!parsed.success) throw new StageError(schemaProblems(parsed.error.issues));
  return parsed.data;
}

/**
 * The game at the start of the situation's active hero's turn. Every component the situation names is taken
 * from where the setup put it; a card a hero held that the situation replaces goes to the bottom of its deck's
 * draw pile, a monster to the bottom of its stack. A bad reference or an impossible board throws a StageError.
 */
export function stage(content: AdventureContent, situation: unknown, log: LogOptions = {}): AdventureGame {
  const sit = parse(situation);
  const cat = Catalog.of(content);
  const problems = new StageProblems();
  const heroIds = sit.heroes.map((h) => h.hero);
  heroIds.forEach((id, i) => problems.known(`heroes[${i}].hero`, id, [...cat.heroes.keys()], "a hero"));
  if (new Set(heroIds).size !== heroIds.length) problems.add("heroes", "each hero can be at the table once");
  if (sit.active !== undefined && !heroIds.includes(sit.active)) problems.known("active", sit.active, heroIds, "a hero at this table");
  problems.check();

  const options: GameOptions = { seed: sit.seed, heroes: heroIds, epic: sit.epic ?? false };
  if (sit.maxRounds !== undefined) options.maxRounds = sit.maxRounds;
  const e = setUp(cat, options);
  const s = e.state;
  // the situation's seat order, not the one the setup drew
  s.order = [...heroIds];
  s.order.forEach((id, seat) => (s.heroes[id].seat = seat));
  s.active = sit.active ?? heroIds[0];

  placeComponents(e, sit, problems);
  const rng = sit.generator ? Rng.fromState(sit.generator) : new Rng(sit.seed);
  forceDice(cat, sit, rng, problems);
  problems.check();
  const broken = invariantViolations(e, true);
  if (broken.length > 0) throw new StageError(broken.map((message) => ({ path: "", message })));

  const at: TurnPosition = { seat: s.order.indexOf(s.active), finals: 0 };
  s.records = { battles: 0, hookUses: {}, ignoring: {}, lastDefeat: {} };
  for (const h of sit.heroes) if (h.ignoring?.length) s.records.ignoring[h.hero] = [...new Set(h.ignoring)];
  const start: TurnStart = { at, state: structuredClone(s), rng };
  return new AdventureGame(content, options, log, undefined, start);
}

function forceDice(cat: Catalog, sit: AdventureSituation, rng: Rng, problems: StageProblems): void {
  if (sit.d6) rng.force("d6", sit.d6);
  for (const [die, faces] of Object.entries(sit.faces ?? {})) {
    if (!problems.known(`faces.${die}`, die, [...cat.dice.keys()], "a die")) continue;
    const names = cat.dice.get(die)!.faces.map((f) => f.name);
    const at: number[] = [];
    faces.forEach((f, i) => {
      if (problems.known(`faces.${die}[${i}]`, f, names, `a face of ${die}`)) at.push(names.indexOf(f));
    });
    rng.force(die, at);
  }
}

/** everything the situation names, put where it says: heroes' resources and cards, zones, decks, stacks */
function placeComponents(e: Engine, sit: AdventureSituation, problems: StageProblems): void {
  const s = e.state;
  const cat = e.cat;
  const claims = new Claims(allCopies(s), problems, defOf);
  claims.reserve(namedCopies(sit));
  const kindOf = (kinds: readonly string[]) => (id: string) => cat.cards.has(id) && kinds.includes(cat.cards.get(id)!.kind);
  const isQuest = (id: string) => cat.quests.has(id);
  const isMonster = (id: string) => cat.monsters.has(id);
  const locations = [...cat.locations.keys()];
  const regions = [...cat.regions.keys()];
  // a hero develops from his own deck only
  const ownDevelopment = (hero: string) => (id: string) => cat.cards.get(id)?.deck === cat.hero(hero).developmentDeck;
  sit.heroes.forEach((h, i) => h.location !== undefined && problems.known(`heroes[${i}].location`, h.location, locations, "a location"));

  // what each place will hold, claimed before anything moves (so a card may move from one named place to another)
  const heroCards = sit.heroes.map((h, i) => {
    const p = `heroes[${i}]`;
    const claimAll = (field: string, list: readonly string[] | undefined, kinds: string[], what: string) =>
      list?.map((c, j) => claims.claim(`${p}.${field}[${j}]`, c, what, kindOf(kinds)));
    return {
      development: h.development?.map((d, j) =>
        claims.claim(`${p}.development[${j}]`, typeof d === "string" ? d : d.card, `a development card of ${h.hero}`, ownDevelopment(h.hero)),
      ),
      goodFortune: claimAll("goodFortune", h.goodFortune, ["goodfortune"], "a good fortune card"),
      kept: h.kept?.map((k, j) =>
        claims.claim(`${p}.kept[${j}]`, typeof k === "string" ? k : k.card, "an investigation or foul fate card", kindOf(["investigation", "foulfate"])),
      ),
      companions: claimAll("companions", h.companions, ["companion"], "a companion card"),
      quest:
        h.quest === undefined || h.quest === null
          ? h.quest
          : claims.claim(`${p}.quest`, typeof h.quest === "string" ? h.quest : h.quest.card, "a quest", isQuest),
      completedQuests: h.completedQuests?.map((q, j) => claims.claim(`${p}.completedQuests[${j}]`, q, "a quest", isQuest)),
    };
  });
  const zones = Object.entries(sit.zones ?? {}).map(([region, z]) => {
    const ok = problems.known(`zones.${region}`, region, regions, "a region");
    const monsters = z.monsters?.map((m, j) => {
      const token = claims.claim(`zones.${region}.monsters[${j}]`, typeof m === "string" ? m : m.token, "a monster", isMonster);
      return token ? { token, faceup: typeof m === "string" ? false : (m.faceup ?? false) } : null;
    });
    return { region: ok ? region : null, monsters, foulFate: z.foulFate };
  });
  const decks = Object.entries(sit.decks ?? {}).map(([name, d]) => {
    const ok = problems.known(`decks.${name}`, name, Object.keys(s.decks), "a deck");
    const ofDeck = (id: string) => (cat.cards.get(id)?.deck ?? (cat.quests.has(id) ? cat.quests.get(id)!.deck : null)) === name;
    const top = d.top?.map((c, j) => claims.claim(`decks.${name}.top[${j}]`, c, `a card of the deck ${name}`, ofDeck));
    const discard = d.discard?.map((c, j) => claims.claim(`decks.${name}.discard[${j}]`, c, `a card of the deck ${name}`, ofDeck));
    return { name: ok ? name : null, top, discard };
  });
  const stacks = MONSTER_TYPES.map((t) => ({
    type: t,
    top: sit.monsters?.[t]?.map((m, j) => claims.claim(`monsters.${t}[${j}]`, m, `a ${t} monster`, (id) => cat.monsters.get(id)?.type === t)),
  }));
  if (problems.list.length > 0) return;

  // every copy claimed leaves its place; what a named place held and no one claimed goes back to its pile
  const claimed = new Set<string>();
  const note = (list: readonly (string | null)[] | null | undefined) => list?.forEach((c) => c && claimed.add(c));
  for (const h of heroCards) {
    note(h.development);
    note(h.goodFortune);
    note(h.kept);
    note(h.companions);
    note(h.completedQuests);
    if (h.quest) claimed.add(h.quest);
  }
  for (const z of zones) note(z.monsters?.map((m) => m?.token ?? null));
  for (const d of decks) {
    note(d.top);
    note(d.discard);
  }
  for (const st of stacks) note(st.top);
  const backToDeck: string[] = [];
  const backToStack: string[] = [];
  sit.heroes.forEach((hs, i) => {
    const h = s.heroes[hs.hero];
    const c = heroCards[i];
    if (c.development) backToDeck.push(...h.development.map((d) => d.card));
    if (c.goodFortune) backToDeck.push(...h.goodFortune);
    if (c.kept) backToDeck.push(...h.kept.map((k) => k.card));
    if (c.companions) backToDeck.push(...h.companions);
    if (c.quest !== undefined && h.quest) backToDeck.push(h.quest.card);
    if (c.completedQuests) backToDeck.push(...h.completedQuests);
  });
  for (const z of zones) if (z.region && z.monsters) backToStack.push(...s.zones[z.region].monsters.map((m) => m.token));
  takeOut(s, new Set([...claimed, ...backToDeck, ...backToStack]));
  for (const c of backToDeck) if (!claimed.has(c)) e.deck(cat.cards.get(defOf(c))?.deck ?? cat.quest(c).deck).draw.push(c);
  for (const m of backToStack) if (!claimed.has(m)) s.monsters[cat.monster(m).type].push(m);

  sit.heroes.forEach((hs, i) => placeHero(e, s.heroes[hs.hero], hs, heroCards[i], `heroes[${i}]`, problems));
  for (const z of zones) {
    if (!z.region) continue;
    if (z.monsters) s.zones[z.region].monsters = z.monsters.filter((m) => m !== null);
    if (z.foulFate !== undefined) s.zones[z.region].foulFate = z.foulFate;
  }
  for (const d of decks) {
    if (!d.name) continue;
    const deck = e.deck(d.name);
    if (d.top) deck.draw = [...(d.top as string[]), ...deck.draw];
    if (d.discard) deck.discard = [...deck.discard, ...(d.discard as string[])];
  }
  for (const st of stacks) if (st.top) s.monsters[st.type] = [...(st.top as string[]), ...s.monsters[st.type]];
  if (sit.round !== undefined) s.round = sit.round;
  else s.round = Math.max(s.round, 1);
  if (sit.turn !== undefined) s.turn = sit.turn;
  if (sit.warTrack !== undefined) {
    if (sit.warTrack >= cat.content.warTrack.length) problems.add("warTrack", `the war track has spaces 0 to ${cat.content.warTrack.length - 1}`);
    else s.warTrack = sit.warTrack;
  }
}

/** the copies the situation names outright ("monster.fleder#2"), claimed before any card's id takes a copy */
function namedCopies(sit: AdventureSituation): string[] {
  const out: string[] = [];
  const add = (c: string | { card: string } | { token: string } | null | undefined) => {
    if (c === null || c === undefined) return;
    out.push(typeof c === "string" ? c : "card" in c ? c.card : c.token);
  };
  for (const h of sit.heroes) {
    h.development?.forEach(add);
    h.goodFortune?.forEach(add);
    h.kept?.forEach(add);
    h.companions?.forEach(add);
    add(h.quest);
    h.completedQuests?.forEach(add);
  }
  for (const z of Object.values(sit.zones ?? {})) z.monsters?.forEach(add);
  for (const d of Object.values(sit.decks ?? {})) {
    d.top?.forEach(add);
    d.discard?.forEach(add);
  }
  for (const t of MONSTER_TYPES) sit.monsters?.[t]?.forEach(add);
  return out;
}

interface HeroCards {
  development?: (string | null)[];
  goodFortune?: (string | null)[];
  kept?: (string | null)[];
  companions?: (string | null)[];
  quest?: string | null;
  completedQuests?: (string | null)[];
}

function placeHero(e: Engine, h: HeroState, hs: HeroSituation, cards: HeroCards, p: string, problems: StageProblems): void {
  const cat = e.cat;
  if (hs.location !== undefined) h.location = hs.location;
  if (hs.gold !== undefined) h.gold = hs.gold;
  if (hs.vp !== undefined) h.vp = hs.vp;
  for (const c of LEAD_COLOURS) {
    if (hs.leads?.[c] !== undefined) h.leads[c] = hs.leads[c];
    if (hs.proof?.[c] !== undefined) h.proof[c] = hs.proof[c];
  }
  if (hs.wounds) {
    const spaces = [...e.woundSpaces(h.id)];
    const wounds: HeroState["wounds"] = {};
    for (const [space, severity] of Object.entries(hs.wounds))
      if (problems.known(`${p}.wounds.${space}`, space, spaces, `a woundable space of ${h.id}`)) wounds[space] = severity;
    h.wounds = wounds;
  }
  if (hs.foulFate) {
    const spaces = [...e.foulFateSpaces(h.id)];
    h.foulFate = hs.foulFate.filter((space, j) => problems.known(`${p}.foulFate[${j}]`, space, spaces, `an action space of ${h.id}`));
  }
  if (hs.delayed !== undefined) h.delayed = hs.delayed;
  if (cards.development)
    h.development = cards.development.map((card, j) => {
      const d = hs.development![j];
      return { card: card!, markers: typeof d === "string" ? 0 : (d.markers ?? 0) };
    });
  if (cards.goodFortune) h.goodFortune = cards.goodFortune as string[];
  if (cards.kept)
    h.kept = cards.kept.map((card, j) => {
      const k = hs.kept![j];
      const own = cat.card(card!).keep;
      const until = typeof k === "string" || k.until === undefined ? (own === "none" ? "always" : own) : k.until;
      return { card: card!, until, taskDone: typeof k === "string" ? false : (k.taskDone ?? false) };
    });
  if (cards.companions) h.companions = cards.companions as string[];
  if (cards.completedQuests) h.completedQuests = cards.completedQuests as string[];
  if (cards.quest !== undefined) {
    if (cards.quest === null) h.quest = null;
    else {
      const q = hs.quest;
      const def = cat.quest(cards.quest);
      const sideIds = def.side.map((x) => x.id);
      const sideDone = typeof q === "object" && q !== null ? (q.sideDone ?? []) : [];
      sideDone.forEach((id, j) => problems.known(`${p}.quest.sideDone[${j}]`, id, sideIds, `a side quest of ${def.id}`));
      h.quest = { card: cards.quest, sideDone: [...sideDone], supportDone: typeof q === "object" && q !== null ? (q.supportDone ?? false) : false };
      if (hs.supportChart === undefined) h.supportChart = def.supportType;
    }
  }
  if (hs.supportChart !== undefined) {
    const types = [...new Set(cat.content.quests.map((q) => q.supportType))];
    if (hs.supportChart === null || problems.known(`${p}.supportChart`, hs.supportChart, types, "a support quest type")) h.supportChart = hs.supportChart;
  }
  if (hs.ignoring) {
    const region = e.regionOfHero(h.id);
    const here = [...e.obstaclesIn(region).map((o) => (o.key === "foulfate" ? `foulfate@${region}` : o.key))];
    hs.ignoring.forEach((k, j) => problems.known(`${p}.ignoring[${j}]`, k, here, `an obstacle in ${h.id}'s region`));
  }
}

/**
 * The situation a game stands in as its current turn starts (the engine's turn-start notice: `Engine.atTurnStart`):
 * every component where it lies, the resources, and the random source where it stands, so that `stage` makes a
 * game that plays on exactly as this one. A game in its final turns is refused: its ending is not a situation.
 */
export function situationAt(e: Engine, at: TurnPosition): AdventureSituation {
  const s = e.state;
  if (s.endingAfter !== null || at.finals > 0) throw new StageError([{ path: "", message: "the game is in its final turns: its ending is not staged" }]);
  const heroes: HeroSituation[] = s.order.map((id) => {
    const h = s.heroes[id];
    const ignoring = e.state.records.ignoring[id];
    const out: HeroSituation = {
      hero: id,
      location: h.location,
      gold: h.gold,
      vp: h.vp,
      leads: { ...h.leads },
      proof: { ...h.proof },
      wounds: { ...h.wounds },
      foulFate: [...h.foulFate],
      delayed: h.delayed,
      development: h.development.map((d) => ({ card: d.card, markers: d.markers })),
      goodFortune: [...h.goodFortune],
      kept: h.kept.map((k) => ({ card: k.card, until: k.until as "trait" | "until-resolved" | "task" | "always", taskDone: k.taskDone })),
      companions: [...h.companions],
      quest: h.quest ? { card: h.quest.card, sideDone: [...h.quest.sideDone], supportDone: h.quest.supportDone } : null,
      completedQuests: [...h.completedQuests],
      supportChart: h.supportChart,
    };
    if (ignoring && ignoring.length > 0) out.ignoring = [...ignoring];
    return out;
  });
  return {
    seed: s.seed,
    generator: e.rng.state(),
    heroes,
    active: s.order[at.seat],
    round: s.round,
    turn: s.turn,
    epic: s.epic,
    warTrack: s.warTrack,
    zones: Object.fromEntries(
      Object.entries(s.zones).map(([region, z]) => [region, { monsters: z.monsters.map((m) => ({ token: m.token, faceup: m.faceup })), foulFate: z.foulFate }]),
    ),
    decks: Object.fromEntries(Object.entries(s.decks).map(([name, d]) => [name, { top: [...d.draw], discard: [...d.discard] }])),
    monsters: { bronze: [...s.monsters.bronze], silver: [...s.monsters.silver], gold: [...s.monsters.gold] },
  };
}

export const adventureStaging: GameStaging<AdventureContent, AdventureSituation, AdventureGame> = {
  schema: situationSchema as z.ZodType<AdventureSituation>,
  stage,
};
