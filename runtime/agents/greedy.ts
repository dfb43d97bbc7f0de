// A greedy bot that plays towards the end of the game: it learns which proof
// its main quest still needs, gathers leads of those colours (the investigation
// deck and the places it travels to), exchanges only what the quest needs,
// heads for the quest's location by the shortest way, rests when wounded and
// picks the obstacle it is most likely to beat. Deterministic: it reads the game
// and the decision, never a random source.
import type { Answer, Decision, DecisionOption } from "../core/decision.ts";
import type { AdventureGame } from "../adventure/game.ts";
import type { LeadColour, QuestDef } from "../adventure/content.ts";
import type { AdventurePrimitives, EffectContext } from "../adventure/effect-api.ts";
import type { Engine } from "../adventure/engine.ts";
import { totals } from "../adventure/battle.ts";
import { travelPathsByKey } from "../adventure/movement.ts";
import { LEAD_COLOURS } from "../adventure/state.ts";

/** action spaces from least to most needed: wounds and foul fate go first on the former, healing first on the latter */
const SPACE_VALUE = ["develop", "command", "sing", "brew", "prepare", "rest", "travel", "investigate"];
const spaceRank = (s: string) => {
  const i = SPACE_VALUE.indexOf(s);
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
  const q = e.cat.quest(quest);
  const known = PROOF_NEEDED.get(q);
  if (known) return { ...known };
  const ctx = e.ctx(hero, q.id, quest);
  if (known === null) return probeProof(e, hero, q, ctx);
  const watched = watchedContext(ctx);
  const out = probeProof(e, hero, q, watched.ctx);
  PROOF_NEEDED.set(q, watched.readOnlyCosts() ? { ...out } : null);
  return out;
}

/** by quest: the proof its main requirement asks, or null when the requirement reads more than costs */
const PROOF_NEEDED = new WeakMap<QuestDef, Record<LeadColour, number> | null>();

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
        if (q.main.canMeet(ctx)) break;
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

function plan(e: Engine, hero: string): Plan {
  const h = e.hero(hero);
  const missing = { red: 0, blue: 0, purple: 0 } as Record<LeadColour, number>;
  const leadsWanted = { ...missing };
  if (!h.quest) return { target: null, missing, leadsWanted, wanted: 0 };
  const need = proofNeeded(e, hero, h.quest.card);
  const rate = e.cat.hero(h.id).exchangeRate;
  for (const c of LEAD_COLOURS) {
    missing[c] = Math.max(0, need[c] - h.proof[c]);
    leadsWanted[c] = Math.max(0, missing[c] * rate - h.leads[c]);
  }
  return { target: e.cat.quest(h.quest.card).main.location, missing, leadsWanted, wanted: leadsWanted.red + leadsWanted.blue + leadsWanted.purple };
}

const wanted = (p: Plan) => p.wanted;

/** how much a location's lead icons help the plan */
function leadValue(e: Engine, location: string, p: Plan): number {
  let v = 0;
  for (const icon of e.cat.locations.get(location)?.leads ?? []) {
    if (icon.kind === "one") v += p.leadsWanted[icon.colour] > 0 ? 2 : 0.5;
    else if (icon.kind === "either") v += icon.colours.some((c) => p.leadsWanted[c] > 0) ? 2 : 0.5;
    else if (icon.kind === "any") v += wanted(p) > 0 ? 2 : 0.5;
    else v += icon.colours.filter((c) => p.leadsWanted[c] > 0).length * 2 + 0.5;
  }
  return v;
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
function difficulty(e: Engine, option: DecisionOption): number {
  if (option.key === "foulfate") return avgOfType(e, "silver");
  const m = e.cat.monster(option.key);
  return option.label === "option-facedown-monster" ? avgOfType(e, m.type) : statSum(m.stats);
}

/** how often the bot used each card hook this turn: a card it can use for free must not hold it for ever */
const usesThisTurn = new WeakMap<AdventureGame, { turn: number; uses: Map<string, number> }>();

function fresh(game: AdventureGame, key: string): boolean {
  let u = usesThisTurn.get(game);
  if (!u || u.turn !== game.state.turn) {
    u = { turn: game.state.turn, uses: new Map() };
    usesThisTurn.set(game, u);
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
function rankedKeys(keys: readonly string[], rank: (k: string) => number, best: "low" | "high"): string[] {
  const n = keys.length;
  const r = new Array<number>(n);
  const order = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    r[i] = best === "low" ? rank(keys[i]) : -rank(keys[i]);
    let j = i;
    // (an equal rank stays after the earlier key: only a strictly better one moves ahead)
    while (j > 0 && r[order[j - 1]] > r[i]) {
      order[j] = order[j - 1];
      j--;
    }
    order[j] = i;
  }
  const out = new Array<string>(n);
  for (let i = 0; i < n; i++) out[i] = keys[order[i]];
  return out;
}

export function greedyAnswer(d: Decision, game: AdventureGame): Answer {
  const e = game.engine;
  const keys = d.options.map((o) => o.key);
  const has = (k: string) => keys.includes(k);
  const h = game.state.heroes[d.who];
  // each key is ranked once; ties keep the options' order
  const ranked = (rank: (k: string) => number, best: "low" | "high") => rankedKeys(keys, rank, best);
  const byRank = (rank: (k: string) => number, best: "low" | "high") => {
    let top = 0;
    let topRank = rank(keys[0]);
    for (let i = 1; i < keys.length; i++) {
      const v = rank(keys[i]);
      if (best === "low" ? v < topRank : v > topRank) [top, topRank] = [i, v];
    }
    return keys[top];
  };
  const count = Math.max(1, d.pick?.min ?? 1);
  switch (d.type) {
    case "choose-operation": {
      for (const pre of ["main", "side:", "support:"]) {
        const k = keys.find((x) => x === pre || (pre.endsWith(":") && x.startsWith(pre)));
        if (k) return [k];
      }
      const p = plan(e, d.who);
      const ex = keys.find((k) => k.startsWith("exchange:") && p.missing[k.slice(9) as LeadColour] > 0);
      if (ex) return [ex];
      const use = keys.find((k) => k.startsWith("use:") && fresh(game, k));
      return [use ?? "done"];
    }
    case "complete-side-quest":
      return [keys[0]];
    case "modify-results": {
      const b = e.battle;
      if (has("trade") && b) {
        const t = totals(b);
        // dodge and shield make a sword only when the sword is short and the shield can spare it (or is lost anyway)
        const swordShort = b.stats.sword !== null && t.sword < b.stats.sword;
        const shieldSpare = b.stats.shield === null || t.shield - 1 >= b.stats.shield || t.shield + t.dodge < b.stats.shield;
        if (swordShort && shieldSpare) return ["trade"];
      }
      const use = keys.find((k) => k.startsWith("use:") && fresh(game, k));
      return [use ?? "done"];
    }
    case "trade-accept":
      return ["decline"];
    case "choose-deck":
    case "choose-colour": {
      const p = plan(e, d.who);
      const colourOf = (k: string) => LEAD_COLOURS.find((c) => k === c || k.endsWith(`.${c}`));
      // take the colour the quest wants; give up the one it wants least
      const taking = d.type === "choose-deck" || d.args?.verb === "receive";
      const rank = (k: string) => {
        const c = colourOf(k);
        return c ? p.leadsWanted[c] + p.missing[c] : -1;
      };
      return [byRank(rank, taking ? "high" : "low")];
    }
    case "keep-quest": {
      // the nearest quest asking the least proof
      const dist = distances(e, h.location);
      const cost = (q: string) => {
        const need = proofNeeded(e, d.who, q);
        return (dist.get(e.cat.quest(q).main.location) ?? 20) + 2 * LEAD_COLOURS.reduce((n, c) => n + need[c], 0);
      };
      return [byRank(cost, "low")];
    }
    case "encounter-obstacle":
      return [byRank((k) => difficulty(e, d.options.find((o) => o.key === k)!), "low")];
    case "place-wound":
    case "place-foul-fate":
      return ranked(spaceRank, "low").slice(0, count);
    case "remove-wound":
    case "heart-heal":
      return ranked((k) => (k === "none" ? -2 : spaceRank(k)), "high").slice(0, count);
    case "choose-action": {
      const p = plan(e, d.who);
      const wounds = Object.keys(h.wounds).length;
      if (has("rest") && wounds >= 2) return ["rest"];
      const away = p.target !== null && p.target !== h.location;
      if (away && has("travel") && (wanted(p) === 0 || game.state.actionNo === 2 || !has("investigate"))) return ["travel"];
      if (wanted(p) > 0 && has("investigate")) return ["investigate"];
      if (has("rest") && wounds >= 1) return ["rest"];
      for (const a of ["sing", "brew", "prepare", "command", "develop", "investigate", "travel", "rest"]) if (has(a)) return [a];
      return [keys[0]];
    }
    case "choose-route": {
      const p = plan(e, d.who);
      const paths = travelPathsByKey(e, d.who);
      const dist = p.target ? distances(e, p.target) : null;
      const score = (k: string) => {
        const path = paths.get(k);
        if (!path) return -99;
        const towards = dist ? -(dist.get(path.dest) ?? 20) * 3 : 0;
        // two routes draw a foul fate card; gold spent at sea is gold not spent elsewhere
        return towards + leadValue(e, path.dest, p) - (path.routes.length === 2 ? 1 : 0) - path.gold * 0.5;
      };
      return [byRank(score, "high")];
    }
    default: {
      if (keys.includes("pass") && d.type.startsWith("window:")) return [fresh(game, keys[0]) ? keys[0] : "pass"];
      const min = d.pick?.min ?? 1;
      return keys.slice(0, Math.max(min, 1));
    }
  }
}
