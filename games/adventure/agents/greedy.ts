// A greedy bot that plays towards the end of the game: it learns which proof
// its main quest still needs, gathers leads of those colours (the investigation
// deck and the places it travels to), exchanges only what the quest needs,
// heads for the quest's location by the shortest way, rests when wounded and
// picks the obstacle it is most likely to beat. Deterministic: it reads the game
// and the decision, never a random source.
import type { Answer, ChoiceOption, Decision, DecisionOption } from "../../../runtime/core/decision.ts";
import type { AdventureGame } from "../rules/game.ts";
import type { LeadColour, QuestDef } from "../rules/content.ts";
import type { AdventurePrimitives, EffectContext } from "../rules/effect-api.ts";
import type { Engine } from "../rules/engine.ts";
import { totals } from "../rules/battle.ts";
import { travelOptions, travelPaths, travelPathsByKey, type TravelPath } from "../rules/movement.ts";
import { LEAD_COLOURS } from "../rules/state.ts";
import { canEffect } from "../rules/machine.ts";

/** action spaces from least to most needed: wounds and foul fate go first on the former, healing first on the latter */
const SPACE_VALUE = ["develop", "command", "sing", "brew", "prepare", "rest", "travel", "investigate"];
const spaceRank = (o: DecisionOption) => {
  const i = SPACE_VALUE.indexOf(o.key);
  return i < 0 ? -1 : i;
};

/** steps from one location to every other: the map never changes during a game, so each is found once per content */
const DISTANCES = new WeakMap<Engine["cat"], Map<string, ReadonlyMap<string, number>>>();

function distances(e: Engine, from: string): ReadonlyMap<string, number> {
  let byFrom = DISTANCES.get(e.cat);
  if (!byFrom) DISTANCES.set(e.cat, (byFrom = new Map()));
  const known = byFrom.get(from);
  if (known) return known;
  const dist = new Map([[from, 0]]);
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i];
    for (const next of e.cat.adjacentLocations(at))
      if (!dist.has(next)) {
        dist.set(next, dist.get(at)! + 1);
        queue.push(next);
      }
  }
  byFrom.set(from, dist);
  return dist;
}

/**
 * The proof of each colour a quest's main requirement asks for, found by asking its requirement whether it could
 * be met with n proof of one colour and plenty of everything else. The hero's resources are restored at once.
 *
 * A requirement reads the game only through its context. When all it asked, the first time, was whether the
 * hero can spend proof, leads or gold (the bundled quests' requirements are such costs), its answers depend on
 * nothing but the amounts set here: the same for every hero and every game, so they are worked out once a quest.
 */
export function proofNeeded(e: Engine, hero: string, quest: string): Record<LeadColour, number> {
  return { ...neededProof(e, hero, quest) };
}

/** proofNeeded as the bot reads it: the remembered answer itself, not a copy */
function neededProof(e: Engine, hero: string, quest: string): Readonly<Record<LeadColour, number>> {
  const q = e.cat.quest(quest);
  // the quest asked last (the hero's own, asked at most of his decisions) without the weak map's look-up
  if (q === lastQuest && lastNeeded !== null) return lastNeeded;
  const known = PROOF_NEEDED.get(q);
  if (known) {
    lastQuest = q;
    lastNeeded = known;
    return known;
  }
  const ctx = e.ctx(hero, q.id, quest);
  if (known === null) return probeProof(e, hero, q, ctx);
  const watched = watchedContext(ctx);
  const out = probeProof(e, hero, q, watched.ctx);
  PROOF_NEEDED.set(q, watched.readOnlyCosts() ? out : null);
  return out;
}

/** by quest: the proof its main requirement asks, or null when the requirement reads more than costs */
const PROOF_NEEDED = new WeakMap<QuestDef, Record<LeadColour, number> | null>();
/** PROOF_NEEDED's entry read last, when it held the proof needed */
let lastQuest: QuestDef | null = null;
let lastNeeded: Record<LeadColour, number> | null = null;

/** the resources whose amounts probeProof sets */
const PROBED: ReadonlySet<string> = new Set(["proof", "lead", "gold"]);

/** a context that passes everything on and tells whether anything but the cost of proof, leads and gold was read */
function watchedContext(real: EffectContext): { ctx: EffectContext; readOnlyCosts(): boolean } {
  let other = false;
  const canSpend: AdventurePrimitives["canSpend"] = (_ctx, args) => {
    if (!PROBED.has(args.resource)) other = true;
    return real.rt.canSpend(real, args);
  };
  const rt = new Proxy(real.rt, {
    get(target, prop, receiver) {
      if (prop === "canSpend") return canSpend;
      other = true;
      return Reflect.get(target, prop, receiver);
    },
  });
  const ctx = {
    get hero() {
      other = true;
      return real.hero;
    },
    get source() {
      other = true;
      return real.source;
    },
    get instance() {
      other = true;
      return real.instance;
    },
    rt,
  };
  return { ctx, readOnlyCosts: () => !other };
}

function probeProof(e: Engine, hero: string, q: QuestDef, ctx: EffectContext): Record<LeadColour, number> {
  const h = e.hero(hero);
  const saved = { proof: { ...h.proof }, leads: { ...h.leads }, gold: h.gold };
  const out = { red: 0, blue: 0, purple: 0 } as Record<LeadColour, number>;
  try {
    h.gold = 99;
    for (const c of LEAD_COLOURS) h.leads[c] = 99;
    for (const c of LEAD_COLOURS) {
      for (const o of LEAD_COLOURS) h.proof[o] = 9;
      let n = 0;
      for (; n <= 9; n++) {
        h.proof[c] = n;
        if (canEffect(q.main.canMeet, ctx)) break;
      }
      out[c] = n > 9 ? 0 : n;
    }
  } finally {
    // in place: a suspended engine step may hold these very objects
    Object.assign(h.proof, saved.proof);
    Object.assign(h.leads, saved.leads);
    h.gold = saved.gold;
  }
  return out;
}

interface Plan {
  target: string | null;
  /** proof still missing per colour */
  missing: Record<LeadColour, number>;
  /** leads still to gather per colour, at the hero's exchange rate */
  leadsWanted: Record<LeadColour, number>;
  /** leads still to gather, all colours */
  wanted: number;
}

/**
 * The plan, filled in again for each decision that reads one: the bot answers one decision at a time and keeps
 * no plan past it, and it plans at most of its decisions (no new objects each time).
 */
const PLAN: Plan = { target: null, missing: { red: 0, blue: 0, purple: 0 }, leadsWanted: { red: 0, blue: 0, purple: 0 }, wanted: 0 };

function plan(e: Engine, hero: string): Plan {
  const h = e.hero(hero);
  const p = PLAN;
  const missing = p.missing;
  const leadsWanted = p.leadsWanted;
  if (!h.quest) {
    p.target = null;
    missing.red = missing.blue = missing.purple = 0;
    leadsWanted.red = leadsWanted.blue = leadsWanted.purple = 0;
    p.wanted = 0;
    return p;
  }
  const need = neededProof(e, hero, h.quest.card);
  const rate = e.cat.hero(h.id).exchangeRate;
  // each colour by name (no look-up by a changing key)
  const proof = h.proof;
  const leads = h.leads;
  missing.red = Math.max(0, need.red - proof.red);
  missing.blue = Math.max(0, need.blue - proof.blue);
  missing.purple = Math.max(0, need.purple - proof.purple);
  leadsWanted.red = Math.max(0, missing.red * rate - leads.red);
  leadsWanted.blue = Math.max(0, missing.blue * rate - leads.blue);
  leadsWanted.purple = Math.max(0, missing.purple * rate - leads.purple);
  p.target = e.cat.quest(h.quest.card).main.location;
  p.wanted = leadsWanted.red + leadsWanted.blue + leadsWanted.purple;
  return p;
}

const wanted = (p: Plan) => p.wanted;

/** how much a location's lead icons help the plan */
function leadValue(e: Engine, location: string, p: Plan): number {
  let v = 0;
  for (const icon of e.cat.locations.get(location)?.leads ?? []) {
    if (icon.kind === "one") v += p.leadsWanted[icon.colour] > 0 ? 2 : 0.5;
    else if (icon.kind === "either") v += wantedOf(icon.colours, p) > 0 ? 2 : 0.5;
    else if (icon.kind === "any") v += wanted(p) > 0 ? 2 : 0.5;
    else v += wantedOf(icon.colours, p) * 2 + 0.5;
  }
  return v;
}

/** how many of these colours the plan wants leads of */
function wantedOf(colours: readonly LeadColour[], p: Plan): number {
  let n = 0;
  for (let i = 0; i < colours.length; i++) if (p.leadsWanted[colours[i]] > 0) n++;
  return n;
}

/** the average stats of each monster type, once per content */
const TYPE_AVERAGE = new WeakMap<Engine["cat"], Map<string, number>>();

const statSum = (s: { sword: number | null; shield: number | null; ritual: number | null }) => (s.sword ?? 0) + (s.shield ?? 0) + (s.ritual ?? 0);

function avgOfType(e: Engine, type: string): number {
  let avg = TYPE_AVERAGE.get(e.cat);
  if (!avg) TYPE_AVERAGE.set(e.cat, (avg = new Map()));
  let v = avg.get(type);
  if (v === undefined) {
    const ms = e.cat.content.monsters.filter((m) => m.type === type);
    v = ms.length ? ms.reduce((n, m) => n + statSum(m.stats), 0) / ms.length : 10;
    avg.set(type, v);
  }
  return v;
}

/** a rough measure of how hard an obstacle is: the stats it asks the hero to beat */
function difficulty(option: DecisionOption, e: Engine): number {
  if (option.key === "foulfate") return avgOfType(e, "silver");
  const m = e.cat.monster(option.key);
  return option.label === "option-facedown-monster" ? avgOfType(e, m.type) : statSum(m.stats);
}

/** how often the bot used each card hook this turn: a card it can use for free must not hold it for ever */
const usesThisTurn = new WeakMap<AdventureGame, { turn: number; uses: Map<string, number> }>();

function fresh(game: AdventureGame, key: string): boolean {
  let u = usesThisTurn.get(game);
  if (!u) usesThisTurn.set(game, (u = { turn: game.state.turn, uses: new Map() }));
  else if (u.turn !== game.state.turn) {
    // the game's entry kept, its uses forgotten: a weak map's new entry costs more than the read
    u.turn = game.state.turn;
    if (u.uses.size > 0) u.uses = new Map();
  }
  const n = u.uses.get(key) ?? 0;
  if (n >= 3) return false;
  u.uses.set(key, n + 1);
  return true;
}

/**
 * The keys from best to worst rank, ties in the options' order. An insertion sort: a decision has a handful of
 * options, and the order is total (the index breaks ties), so it is the order any sort gives.
 */
function rankedKeys(options: readonly DecisionOption[], rank: (o: DecisionOption) => number, best: "low" | "high"): string[] {
  const n = options.length;
  const r = new Array<number>(n);
  const order = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    r[i] = best === "low" ? rank(options[i]) : -rank(options[i]);
    let j = i;
    // (an equal rank stays after the earlier key: only a strictly better one moves ahead)
    while (j > 0 && r[order[j - 1]] > r[i]) {
      order[j] = order[j - 1];
      j--;
    }
    order[j] = i;
  }
  const out = new Array<string>(n);
  for (let i = 0; i < n; i++) out[i] = options[order[i]].key;
  return out;
}

/** rankedKeys' first n: one key (most decisions pick one) without ranking them all */
function bestKeys(options: readonly DecisionOption[], rank: (o: DecisionOption) => number, best: "low" | "high", n: number): string[] {
  if (n !== 1) return rankedKeys(options, rank, best).slice(0, n);
  return [bestKey(options, rank, undefined, best)];
}

/** the best-ranked option's key, the first of equals (see bestOf) */
function bestKey<C>(options: readonly DecisionOption[], rank: (o: DecisionOption, c: C) => number, c: C, best: "low" | "high"): string {
  return options[bestOf(options, rank, c, best)].key;
}

/**
 * The index of the best-ranked item, the first of equals. The rank is handed what it reads besides the item (`c`):
 * a function of the two made once, not a closure made for each decision.
 */
function bestOf<T, C>(items: readonly T[], rank: (x: T, c: C) => number, c: C, best: "low" | "high"): number {
  let top = 0;
  let topScore = rank(items[0], c);
  for (let i = 1; i < items.length; i++) {
    const v = rank(items[i], c);
    if (best === "low" ? v < topScore : v > topScore) {
      top = i;
      topScore = v;
    }
  }
  return top;
}

function hasKey(d: Decision, key: string): boolean {
  const options = d.options;
  for (let i = 0; i < options.length; i++) if (options[i].key === key) return true;
  return false;
}

/** the first key with this prefix */
function firstWithPrefix(d: Decision, prefix: string): string | undefined {
  const options = d.options;
  for (let i = 0; i < options.length; i++) {
    const k = options[i].key;
    if (k.startsWith(prefix)) return k;
  }
  return undefined;
}

/** a card hook the bot has not used three times this turn */
function freshUse(d: Decision, game: AdventureGame): string | undefined {
  const options = d.options;
  for (let i = 0; i < options.length; i++) {
    const k = options[i].key;
    if (k.startsWith("use:") && fresh(game, k)) return k;
  }
  return undefined;
}

/** an exchange ("exchange:<colour>") of a colour the plan still misses proof of */
function neededExchange(d: Decision, p: Plan): string | undefined {
  const options = d.options;
  for (let i = 0; i < options.length; i++) {
    const k = options[i].key;
    const c = exchangedColour(k);
    if (c !== undefined && p.missing[c] > 0) return k;
  }
  return undefined;
}

/** the colour an exchange's key names, with no new string for it (every operation offers the exchanges) */
function exchangedColour(k: string): LeadColour | undefined {
  switch (k) {
    case "exchange:red":
      return "red";
    case "exchange:blue":
      return "blue";
    case "exchange:purple":
      return "purple";
  }
  return k.startsWith("exchange:") ? (k.slice(9) as LeadColour) : undefined;
}

const pickCount = (d: Decision) => Math.max(1, d.pick?.min ?? 1);

/**
 * One small function a kind of decision: the bot answers some 600 decisions a game, and each kind is compiled and
 * kept on its own (a new shape met by one kind no longer throws away the compiled code of all of them).
 */
export function greedyAnswer(d: Decision, game: AdventureGame): Answer {
  switch (d.type) {
    case "choose-operation":
      return [chooseOperation(d, game)];
    case "complete-side-quest":
      return [d.options[0].key];
    case "modify-results":
      return [modifyResults(d, game)];
    case "trade-accept":
      return ["decline"];
    case "choose-deck":
    case "choose-colour":
      return [chooseColour(d, game)];
    case "keep-quest":
      return [keepQuest(d, game)];
    case "encounter-obstacle":
      return [bestKey(d.options, difficulty, game.engine, "low")];
    case "place-wound":
    case "place-foul-fate":
      return bestKeys(d.options, spaceRank, "low", pickCount(d));
    case "remove-wound":
    case "heart-heal":
      return bestKeys(d.options, healRank, "high", pickCount(d));
    case "choose-action":
      return [chooseAction(d, game)];
    case "choose-route":
      return [chooseRoute(d, game)];
    default:
      return otherAnswer(d, game);
  }
}

const healRank = (o: DecisionOption) => (o.key === "none" ? -2 : spaceRank(o));

function chooseOperation(d: Decision, game: AdventureGame): string {
  if (hasKey(d, "main")) return "main";
  const quest = firstWithPrefix(d, "side:") ?? firstWithPrefix(d, "support:");
  if (quest) return quest;
  const ex = neededExchange(d, plan(game.engine, d.who));
  if (ex) return ex;
  return freshUse(d, game) ?? "done";
}

function modifyResults(d: Decision, game: AdventureGame): string {
  const b = game.engine.battle;
  if (b && hasKey(d, "trade")) {
    const t = totals(b);
    // dodge and shield make a sword only when the sword is short and the shield can spare it (or is lost anyway)
    const swordShort = b.stats.sword !== null && t.sword < b.stats.sword;
    const shieldSpare = b.stats.shield === null || t.shield - 1 >= b.stats.shield || t.shield + t.dodge < b.stats.shield;
    if (swordShort && shieldSpare) return "trade";
  }
  return freshUse(d, game) ?? "done";
}

/**
 * The colour a key names, by key (null: none): found once a key, as the same few decks and colours are offered
 * at some 70 decisions a game, and one look-up costs less than matching a key's end against each colour.
 */
const COLOUR_OF = new Map<string, LeadColour | null>();

function colourOf(k: string): LeadColour | undefined {
  let c = COLOUR_OF.get(k);
  if (c === undefined) COLOUR_OF.set(k, (c = namedColour(k)));
  return c ?? undefined;
}

/** the colour a key names: the colour itself, or a key ending ".<colour>" (a deck, "lead.red") */
function namedColour(k: string): LeadColour | null {
  for (let i = 0; i < LEAD_COLOURS.length; i++) {
    const c = LEAD_COLOURS[i];
    if (k === c || (k.endsWith(c) && k.charCodeAt(k.length - c.length - 1) === 46) /* "." */) return c;
  }
  return null;
}

function chooseColour(d: Decision, game: AdventureGame): string {
  const p = plan(game.engine, d.who);
  // take the colour the quest wants; give up the one it wants least (the first of equals)
  const taking = d.type === "choose-deck" || d.args?.verb === "receive";
  return bestKey(d.options, colourWanted, p, taking ? "high" : "low");
}

/** how much the plan wants the colour an option names (-1: it names none) */
function colourWanted(o: DecisionOption, p: Plan): number {
  const c = colourOf(o.key);
  return c ? p.leadsWanted[c] + p.missing[c] : -1;
}

function keepQuest(d: Decision, game: AdventureGame): string {
  // the nearest quest asking the least proof
  const e = game.engine;
  const dist = distances(e, e.hero(d.who).location);
  const cost = (o: DecisionOption) => {
    const need = neededProof(e, d.who, o.key);
    return (dist.get(e.cat.quest(o.key).main.location) ?? 20) + 2 * (need.red + need.blue + need.purple);
  };
  return bestKey(d.options, cost, undefined, "low");
}

const ACTIONS_IN_ORDER = ["sing", "brew", "prepare", "command", "develop", "investigate", "travel", "rest"];

function chooseAction(d: Decision, game: AdventureGame): string {
  const h = game.engine.hero(d.who);
  const p = plan(game.engine, d.who);
  // (the wounds count only when the hero may rest)
  const wounds = hasKey(d, "rest") ? game.engine.woundCount(d.who, "any") : 0;
  if (wounds >= 2) return "rest";
  const away = p.target !== null && p.target !== h.location;
  if (away && hasKey(d, "travel") && (wanted(p) === 0 || game.state.actionNo === 2 || !hasKey(d, "investigate"))) return "travel";
  if (wanted(p) > 0 && hasKey(d, "investigate")) return "investigate";
  if (wounds >= 1) return "rest";
  for (const a of ACTIONS_IN_ORDER) if (hasKey(d, a)) return a;
  return d.options[0].key;
}

function chooseRoute(d: Decision, game: AdventureGame): string {
  const e = game.engine;
  const p = plan(e, d.who);
  // the travel action offers the hero's paths as they are: their best is known by what it depends on
  if (offersExactly(d, travelOptions(e, d.who))) return d.options[bestPath(e, travelPaths(e, d.who), p)].key;
  const paths = travelPathsByKey(e, d.who);
  const dist = p.target ? distances(e, p.target) : null;
  return bestKey(
    d.options,
    (o) => {
      const path = paths.get(o.key);
      return path ? routeScore(e, path, dist, p) : -99;
    },
    undefined,
    "high",
  );
}

/** the decision offers these shared options, in their order (a decision shows a shared option as it is) */
function offersExactly(d: Decision, options: readonly ChoiceOption[]): boolean {
  const shown = d.options;
  if (shown.length !== options.length) return false;
  for (let i = 0; i < shown.length; i++) if (shown[i] !== options[i].shown) return false;
  return true;
}

/**
 * By the paths from a location with some gold (travelPaths' list, made once), by the plan's target, by the colours
 * it wants leads of: the index of the best-scoring path, the first of equals. A path's score reads nothing else of
 * the plan (leadValue asks only whether a colour is wanted), so it is worked out once for each.
 */
const BEST_PATH = new WeakMap<readonly TravelPath[], Map<string | null, number[]>>();

function bestPath(e: Engine, paths: readonly TravelPath[], p: Plan): number {
  let byTarget = BEST_PATH.get(paths);
  if (!byTarget) BEST_PATH.set(paths, (byTarget = new Map()));
  let byWanted = byTarget.get(p.target);
  if (!byWanted) byTarget.set(p.target, (byWanted = [-1, -1, -1, -1, -1, -1, -1, -1]));
  const wantedColours = (p.leadsWanted.red > 0 ? 1 : 0) | (p.leadsWanted.blue > 0 ? 2 : 0) | (p.leadsWanted.purple > 0 ? 4 : 0);
  let best = byWanted[wantedColours];
  if (best < 0) best = byWanted[wantedColours] = bestScoring(e, paths, p);
  return best;
}

function bestScoring(e: Engine, paths: readonly TravelPath[], p: Plan): number {
  const dist = p.target ? distances(e, p.target) : null;
  return bestOf(paths, (path) => routeScore(e, path, dist, p), undefined, "high");
}

function routeScore(e: Engine, path: TravelPath, dist: ReadonlyMap<string, number> | null, p: Plan): number {
  const towards = dist ? -(dist.get(path.dest) ?? 20) * 3 : 0;
  // two routes draw a foul fate card; gold spent at sea is gold not spent elsewhere
  return towards + leadValue(e, path.dest, p) - (path.routes.length === 2 ? 1 : 0) - path.gold * 0.5;
}

function otherAnswer(d: Decision, game: AdventureGame): Answer {
  const first = d.options[0].key;
  if (d.type.startsWith("window:") && hasKey(d, "pass")) return [fresh(game, first) ? first : "pass"];
  const n = Math.max(d.pick?.min ?? 1, 1);
  const out: string[] = [];
  for (let i = 0; i < n && i < d.options.length; i++) out.push(d.options[i].key);
  return out;
}
