// Movement along routes (land, sea with gold, intersections), arriving at a
// location (its leads, its heart), and the travel action's choice of paths: the
// moves are kernel steps, the paths plain functions of the map.
import { interned } from "../../../runtime/core/interned.ts";
import { type Answer, sharedOption, type ChoiceOption } from "../../../runtime/core/decision.ts";
import { entity, text, type Text } from "../../../runtime/core/text.ts";
import type { Route } from "./catalog.ts";
import type { LeadColour } from "./content.ts";
import { decisionOf, type Engine } from "./engine.ts";
import { steps } from "./machine.ts";
import { callPay, callReceive, chooseColour, healAtHeart } from "./tokens.ts";

export interface TravelPath {
  key: string;
  routes: Route[];
  dest: string;
  gold: number;
}

function other(r: Route, from: string): string {
  return r.a === from ? r.b : r.a;
}

/** one route or two consecutive routes, never the same route twice, sea routes paid in gold */
export function travelPaths(e: Engine, hero: string): readonly TravelPath[] {
  return pathsFor(e, hero).paths;
}

/** travelPaths by their keys */
export function travelPathsByKey(e: Engine, hero: string): ReadonlyMap<string, TravelPath> {
  return pathsFor(e, hero).byKey;
}

/** travelPaths as the travel action offers them: an option a path, labelled by the places it passes */
export function travelOptions(e: Engine, hero: string): readonly ChoiceOption[] {
  return pathsFor(e, hero).options;
}

interface Paths {
  paths: readonly TravelPath[];
  byKey: ReadonlyMap<string, TravelPath>;
  /** the paths' options, in their order: made once with the paths (a label names the places alone) */
  options: readonly ChoiceOption[];
}

/**
 * The paths depend on the location and the gold alone, and the map never changes during a game: they are
 * found once per content, location and amount of gold (any gold beyond the two dearest sea routes is as good
 * as theirs).
 */
const PATHS = new WeakMap<Engine["cat"], { goldCap: number; from: Map<string, Paths[]> }>();

function pathsFor(e: Engine, hero: string): Paths {
  let known = PATHS.get(e.cat);
  if (!known) {
    let dearest = 0;
    for (const rs of e.cat.routesFrom.values()) for (const r of rs) dearest = Math.max(dearest, r.seaCost);
    PATHS.set(e.cat, (known = { goldCap: 2 * dearest, from: new Map() }));
  }
  const h = e.hero(hero);
  const gold = Math.min(h.gold, known.goldCap);
  let byGold = known.from.get(h.location);
  if (!byGold) known.from.set(h.location, (byGold = []));
  let p = byGold[gold];
  if (!p) {
    const from = h.location;
    const paths = findPaths(e, from, gold);
    p = byGold[gold] = { paths, byKey: new Map(paths.map((x) => [x.key, x])), options: paths.map((x) => sharedOption(x.key, pathLabel(from, x))) };
  }
  return p;
}

function findPaths(e: Engine, from: string, gold: number): TravelPath[] {
  const out: TravelPath[] = [];
  for (const r1 of e.cat.routesFrom.get(from) ?? []) {
    if (r1.seaCost > gold) continue;
    const mid = other(r1, from);
    out.push({ key: r1.id, routes: [r1], dest: mid, gold: r1.seaCost });
    for (const r2 of e.cat.routesFrom.get(mid) ?? []) {
      if (r2.id === r1.id) continue;
      if (r1.seaCost + r2.seaCost > gold) continue;
      // (interned, as the option offering it: an answer is told from the paths by comparing keys)
      out.push({ key: interned(`${r1.id}|${r2.id}`), routes: [r1, r2], dest: other(r2, mid), gold: r1.seaCost + r2.seaCost });
    }
  }
  return out;
}

/** a path from `from` as a person reads it: the places it passes, and the gold its sea routes cost */
function pathLabel(from: string, p: TravelPath): Text {
  let at = from;
  const places = [entity(at)];
  for (const r of p.routes) {
    at = other(r, at);
    places.push(entity(at));
  }
  return text("option-path", { places: { list: places, path: true }, gold: p.gold });
}

/** Follow a path: each sea route paid for before moving along it. */
export const followPath = steps.define<{ hero: string; routes: readonly Route[]; why: string; i: number }>("follow-path", {
  pay(k, f) {
    if (f.i >= f.routes.length) return k.end();
    const r = f.routes[f.i];
    if (r.seaCost > 0) callPay(k, f.hero, "gold", r.seaCost, "any", "sea route", "spend");
  },
  move(k, f) {
    const h = k.e.hero(f.hero);
    const r = f.routes[f.i++];
    const to = other(r, h.location);
    k.e.event("move", { hero: f.hero, from: h.location, to, route: r.id, why: f.why });
    h.location = to;
    k.goto(f, "pay");
  },
});

interface ArriveFields {
  hero: string;
  receiveLeads: boolean;
  /** where the hero arrived */
  location: string;
  /** the location's lead icon being received, and with an icon of several colours the colour */
  icon: number;
  colour: number;
}

/** the fields of a hero's arrival where he stands; its leads received only when `receiveLeads` (travel) */
export function arrival(hero: string, receiveLeads: boolean): ArriveFields {
  return { hero, receiveLeads, location: "", icon: 0, colour: 0 };
}

/** Arriving at a location: its leads (travel only), then its heart. */
export const arrive = steps.define<ArriveFields>("arrive", {
  begin(k, f) {
    f.location = k.e.hero(f.hero).location;
  },
  lead(k, f) {
    const e = k.e;
    const loc = e.cat.locations.get(f.location)!;
    if (!f.receiveLeads || f.icon >= loc.leads.length) return k.goto(f, "heart");
    const icon = loc.leads[f.icon];
    k.goto(f, "lead");
    switch (icon.kind) {
      case "one":
        callReceive(k, f.hero, "lead", 1, icon.colour, loc.id);
        break;
      case "either":
        k.call(chooseColour, { hero: f.hero, verb: "receive", resource: "lead", colours: icon.colours });
        return k.goto(f, "either");
      case "any":
        callReceive(k, f.hero, "lead", 1, "any", loc.id);
        break;
      case "each":
        if (f.colour < icon.colours.length) {
          callReceive(k, f.hero, "lead", 1, icon.colours[f.colour++], loc.id);
          return;
        }
        f.colour = 0;
        break;
    }
    f.icon++;
  },
  either(k, f, colour) {
    callReceive(k, f.hero, "lead", 1, colour as LeadColour, f.location);
    f.icon++;
    k.goto(f, "lead");
  },
  heart(k, f) {
    if (k.e.cat.locations.get(f.location)!.heart) k.call(healAtHeart, { hero: f.hero });
  },
});

export function moveOptions(e: Engine, hero: string, to: string): string[] {
  if (to !== "adjacent") return e.cat.locations.has(to) ? [to] : [];
  const h = e.hero(hero);
  return routesWithin(e, h.location, h.gold).map((r) => r.id);
}

interface MoveFields {
  hero: string;
  /** a location, or "adjacent": along one route the hero picks */
  to: string;
  receiveLeads: boolean;
  why: string;
}

/** Movement by an effect: to a named location, or along one route to an adjacent one, and the arrival there. */
export const move = steps.define<MoveFields>("move", {
  choose(k, f) {
    const e = k.e;
    const h = e.hero(f.hero);
    if (f.to !== "adjacent") {
      if (!e.cat.locations.has(f.to)) throw new Error(`unknown location ${f.to}`);
      // "go to" the location the hero is at: he is there already, nothing moves or arrives
      if (f.to === h.location) return k.end();
      e.event("move", { hero: f.hero, from: h.location, to: f.to, route: null, why: f.why });
      h.location = f.to;
      k.call(arrive, arrival(f.hero, f.receiveLeads));
      return k.goto(f, "arrived");
    }
    const routes = routesWithin(e, h.location, h.gold);
    if (routes.length === 0) return k.end();
    const opts: ChoiceOption[] = routes.map((r) => ({
      key: r.id,
      label: text("option-path", { places: { list: [entity(other(r, h.location))] }, gold: r.seaCost }),
    }));
    k.ask(decisionOf(f.hero, "choose-route", text("prompt-move"), opts));
  },
  follow(k, f, answer) {
    const h = k.e.hero(f.hero);
    const key = (answer as Answer)[0];
    const r = routesWithin(k.e, h.location, h.gold).find((x) => x.id === key)!;
    k.call(followPath, { hero: f.hero, routes: [r], why: f.why, i: 0 });
    k.call(arrive, arrival(f.hero, f.receiveLeads));
  },
  arrived() {},
});

/** the routes from a location the hero can pay for */
function routesWithin(e: Engine, location: string, gold: number): Route[] {
  return (e.cat.routesFrom.get(location) ?? []).filter((r) => r.seaCost <= gold);
}
