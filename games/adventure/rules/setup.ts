// Setup, the rulebook's 14 steps in order. Each step is logged as
// {type: "setup", step, name} so a reader can follow it.
import { z } from "zod";
import { ContentError } from "../../../runtime/core/errors.ts";
import { interned } from "../../../runtime/core/interned.ts";
import type { Catalog } from "./catalog.ts";
import { drawQuest, questFor } from "./cards.ts";
import { steps } from "./machine.ts";
import { callOwnHooks } from "./hooks.ts";
import type { Engine } from "./engine.ts";
import type { AdventureContent, MonsterType, RegionDef } from "./content.ts";
import { MONSTER_TYPES, emptyLeads, type AdventureState, type HeroState } from "./state.ts";

type StartingObstacle = NonNullable<AdventureContent["startingObstacles"]>[number];

export interface GameOptions {
  seed: number;
  /** the heroes in seat (clockwise) order; the first player is chosen at random among them */
  heroes: string[];
  /** Epic Adventuring: five quests instead of three */
  epic?: boolean;
  /** simulation safety net, not a rule: end the game after this many rounds */
  maxRounds?: number;
}

/** the options as a replay file holds them: every field's type checked */
export const gameOptionsSchema: z.ZodType<GameOptions> = z.strictObject({
  seed: z.number().int(),
  heroes: z.array(z.string()),
  epic: z.boolean().optional(),
  maxRounds: z.number().int().positive().optional(),
});

export function checkOptions(cat: Catalog, opts: GameOptions): void {
  if (!opts || !Array.isArray(opts.heroes)) throw new ContentError("options need a list of heroes");
  if (opts.heroes.length < 2 || opts.heroes.length > 4) throw new ContentError(`2 to 4 heroes play, not ${opts.heroes.length}`);
  if (new Set(opts.heroes).size !== opts.heroes.length) throw new ContentError("each hero can be chosen once");
  for (const h of opts.heroes) cat.hero(h);
  if (!Number.isInteger(opts.seed)) throw new ContentError(`the seed must be an integer, not ${String(opts.seed)}`);
}

/** the state before setup step 1: empty board, no decks */
export function blankState(opts: GameOptions): AdventureState {
  return {
    seed: opts.seed,
    epic: !!opts.epic,
    order: [...opts.heroes],
    heroes: {},
    active: opts.heroes[0],
    turn: 0,
    round: 0,
    actionNo: 0,
    warTrack: 0,
    zones: {},
    decks: {},
    monsters: { bronze: [], silver: [], gold: [] },
    endingAfter: null,
    over: false,
    records: { battles: 0, hookUses: {}, ignoring: {}, lastDefeat: {} },
    underWay: { resolving: [], keep: {}, draws: [] },
  };
}

function instances(id: string, copies: number): string[] {
  const out: string[] = [];
  for (let i = 1; i <= Math.max(1, copies); i++) out.push(interned(`${id}#${i}`));
  return out;
}

/** every deck's cards and every monster stack before shuffling, in content order, decks by name */
interface Components {
  decks: readonly (readonly [name: string, cards: readonly string[]])[];
  monsters: Readonly<Record<MonsterType, readonly string[]>>;
}

/**
 * The components of a content, made once: a game shuffles copies of these lists, so every game of a content
 * names its card copies with the same strings (no ids made again each game, and look-ups by them hit the
 * strings the catalog has already met).
 */
const COMPONENTS = new WeakMap<Catalog, Components>();

function componentsOf(cat: Catalog): Components {
  let made = COMPONENTS.get(cat);
  if (made) return made;
  const c = cat.content;
  const byDeck = new Map<string, string[]>();
  for (const card of c.cards) {
    const list = byDeck.get(card.deck) ?? [];
    list.push(...instances(card.id, card.copies));
    byDeck.set(card.deck, list);
  }
  for (const q of c.quests) {
    const list = byDeck.get(q.deck) ?? [];
    list.push(`${q.id}#1`);
    byDeck.set(q.deck, list);
  }
  const monsters = Object.fromEntries(
    MONSTER_TYPES.map((t) => [t, c.monsters.filter((m) => m.type === t).flatMap((m) => instances(m.id, m.copies))]),
  ) as Record<MonsterType, string[]>;
  made = { decks: [...byDeck.keys()].sort().map((name) => [name, byDeck.get(name)!] as const), monsters };
  COMPONENTS.set(cat, made);
  return made;
}

/**
 * The rulebook's starting obstacles: a bronze monster in the top three zones (gray, purple, red), foul fate in
 * the bottom three. Made by push: map() makes a holey list when setup is optimised and a packed one when it is
 * not, and setup's loop over the list was optimised again on meeting the other kind.
 */
function rulebookObstacles(regions: readonly RegionDef[]): StartingObstacle[] {
  const top = ["gray", "purple", "red"];
  const byColour = regions.every((r) => [...top, "blue", "yellow", "green"].includes(r.colour));
  const out: StartingObstacle[] = [];
  for (let i = 0; i < regions.length; i++) {
    const r = regions[i];
    if (byColour ? top.includes(r.colour) : i < 3) out.push({ region: r.id, kind: "monster", monsterType: "bronze" });
    else out.push({ region: r.id, kind: "foulfate", monsterType: null });
  }
  return out;
}

/** each deck's size by name, in the decks' order: a loop, as every game logs it (Object.entries made a pair a deck) */
function deckSizes(s: AdventureState): Record<string, number> {
  const out: Record<string, number> = {};
  for (const name in s.decks) out[name] = s.decks[name].draw.length;
  return out;
}

/** a step of the rulebook's Setup, as the log tells it */
function setupStep(e: Engine, n: number, name: string, extra: Record<string, unknown> = {}): void {
  e.event("setup", { step: n, name, ...extra });
}

/** Setup, its fourteen steps in the rulebook's order: the board and the heroes, their sheets' own effects, their first quests */
export const setup = steps.define<{ options: Readonly<GameOptions>; i: number }>("setup", {
  board(k, f) {
    setUpBoard(k.e, f.options);
  },
  // a hero sheet's own effect is in play from the moment the hero takes it
  sheets(k, f) {
    const order = k.e.state.order;
    if (f.i >= order.length) return;
    const h = order[f.i++];
    callOwnHooks(k, h, h, k.e.cat.hero(k.e.state.heroes[h].id).hooks, "effect");
    k.goto(f, "sheets");
  },
  firstQuests(_k, f) {
    f.i = 0;
  },
  quest(k, f) {
    const order = k.e.state.order;
    if (f.i >= order.length) return;
    k.call(drawQuest, questFor(order[f.i++]));
    k.goto(f, "quest");
  },
  done(k) {
    const e = k.e;
    const s = e.state;
    setupStep(e, 13, "draw starting quest");
    setupStep(e, 14, "indicate support quest", { chart: Object.fromEntries(s.order.map((h) => [h, s.heroes[h].supportChart])) });
  },
});

/** the fields Setup starts with */
export const setupOf = (options: Readonly<GameOptions>) => ({ options, i: 0 });

/** Setup's steps 1 to 12: the board, the decks and stacks, the first player, the heroes' materials and figures */
function setUpBoard(e: Engine, opts: Readonly<GameOptions>): void {
  const s = e.state;
  const c = e.cat.content;
  const step = (n: number, name: string, extra: Record<string, unknown> = {}) => setupStep(e, n, name, extra);

  for (const r of c.regions) s.zones[r.id] = { monsters: [], foulFate: false };
  step(1, "place game board", { regions: c.regions.map((r) => r.id) });
  step(2, "gather battle dice", { dice: c.battleDice });

  // every deck shuffled; development decks set aside until the heroes take theirs
  const components = componentsOf(e.cat);
  for (const [name, cards] of components.decks) s.decks[name] = { draw: e.rng.shuffle(cards.slice()), discard: [] };
  step(3, "prepare decks", { decks: deckSizes(s) });

  for (const t of MONSTER_TYPES) s.monsters[t] = e.rng.shuffle(components.monsters[t].slice());
  step(4, "prepare monster stacks", { bronze: s.monsters.bronze.length, silver: s.monsters.silver.length, gold: s.monsters.gold.length });
  step(5, "prepare token supplies");
  s.warTrack = 0;
  step(6, "prepare war track", { space: 0 });

  const starting = c.startingObstacles ?? rulebookObstacles(c.regions);
  for (const o of starting) {
    if (!s.zones[o.region]) throw new ContentError(`starting obstacle in unknown region ${o.region}`);
    if (o.kind === "foulfate") s.zones[o.region].foulFate = true;
    else {
      const token = e.takeMonster(o.monsterType ?? "bronze");
      if (token) s.zones[o.region].monsters.push({ token, faceup: false });
    }
  }
  step(7, "place starting obstacles", { obstacles: starting.map((o) => `${o.region}:${o.kind}`) });

  const first = e.rng.int(0, opts.heroes.length - 1);
  s.order = [...opts.heroes.slice(first), ...opts.heroes.slice(0, first)];
  s.active = s.order[0];
  step(8, "determine first player", { hero: s.active });
  step(9, "choose hero", { heroes: s.order });

  s.order.forEach((id, seat) => {
    const def = e.cat.hero(id);
    const h: HeroState = {
      id,
      seat,
      location: def.start,
      gold: def.gold,
      vp: 0,
      leads: emptyLeads(),
      proof: emptyLeads(),
      actionTokens: [],
      wounds: {},
      foulFate: [],
      delayed: false,
      development: [],
      goodFortune: [],
      kept: [],
      companions: [],
      quest: null,
      completedQuests: [],
      supportChart: null,
      finalTurn: null,
    };
    if (def.companionDeck) {
      const d = e.deck(def.companionDeck);
      h.companions = d.draw.sort();
      d.draw = [];
    }
    s.heroes[id] = h;
  });
  step(10, "prepare hero materials", {
    gold: Object.fromEntries(s.order.map((h) => [h, s.heroes[h].gold])),
    companions: Object.fromEntries(s.order.map((h) => [h, s.heroes[h].companions])),
  });
  step(11, "place VP markers");
  step(12, "place hero figures", { locations: Object.fromEntries(s.order.map((h) => [h, s.heroes[h].location])) });
}
