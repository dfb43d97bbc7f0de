// Movement along routes (land, sea with gold, intersections), arriving at a
// location (its leads, its heart), and the travel action's choice of paths.
import { interned } from "../../../runtime/core/interned.ts";
import { sharedOption, type ChoiceOption, type Step } from "../../../runtime/core/decision.ts";
import { entity, text, type Text } from "../../../runtime/core/text.ts";
import type { Route } from "./catalog.ts";
import type { Engine } from "./engine.ts";

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

/** follow a path: pay each sea route before moving along it */
export function* followPath(e: Engine, hero: string, p: TravelPath, why: string): Step<void> {
  const h = e.hero(hero);
  for (const r of p.routes) {
    if (r.seaCost > 0) yield* e.pay(hero, "gold", r.seaCost, "any", "sea route", "spend");
    const to = other(r, h.location);
    e.event("move", { hero, from: h.location, to, route: r.id, why });
    h.location = to;
  }
}

/** arriving at a location: its leads (travel only), then its heart */
export function* arrive(e: Engine, hero: string, receiveLeads: boolean): Step<void> {
  const h = e.hero(hero);
  const loc = e.cat.locations.get(h.location)!;
  if (receiveLeads) {
    for (const icon of loc.leads) {
      switch (icon.kind) {
        case "one":
          yield* e.receive(hero, "lead", 1, icon.colour, loc.id);
          break;
        case "either":
          yield* e.receive(hero, "lead", 1, yield* e.pickColour(hero, "receive", "lead", icon.colours), loc.id);
          break;
        case "any":
          yield* e.receive(hero, "lead", 1, "any", loc.id);
          break;
        case "each":
          for (const c of icon.colours) yield* e.receive(hero, "lead", 1, c, loc.id);
          break;
      }
    }
  }
  if (loc.heart) yield* e.heartHeal(hero);
}

export function moveOptions(e: Engine, hero: string, to: string): string[] {
  if (to !== "adjacent") return e.cat.locations.has(to) ? [to] : [];
  const h = e.hero(hero);
  return (e.cat.routesFrom.get(h.location) ?? []).filter((r) => r.seaCost <= h.gold).map((r) => r.id);
}

/** movement by an effect: to a named location, or along one route to an adjacent one */
export function* moveHero(e: Engine, hero: string, to: string, receiveLeads: boolean, why: string): Step<void> {
  const h = e.hero(hero);
  if (to !== "adjacent") {
    if (!e.cat.locations.has(to)) throw new Error(`unknown location ${to}`);
    // "go to" the location the hero is at: he is there already, nothing moves or arrives
    if (to === h.location) return;
    e.event("move", { hero, from: h.location, to, route: null, why });
    h.location = to;
    yield* arrive(e, hero, receiveLeads);
    return;
  }
  const routes = (e.cat.routesFrom.get(h.location) ?? []).filter((r) => r.seaCost <= h.gold);
  if (routes.length === 0) return;
  const opts: ChoiceOption[] = routes.map((r) => ({
    key: r.id,
    label: text("option-path", { places: { list: [entity(other(r, h.location))] }, gold: r.seaCost }),
  }));
  const k = yield* e.chooseOne(hero, "choose-route", text("prompt-move"), opts);
  const r = routes.find((x) => x.id === k)!;
  yield* followPath(e, hero, { key: r.id, routes: [r], dest: other(r, h.location), gold: r.seaCost }, why);
  yield* arrive(e, hero, receiveLeads);
}
