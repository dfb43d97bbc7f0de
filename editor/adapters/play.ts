// The play preview's game: a seeded Adventure Game set up by the runtime
// (createGame), shaped into a sample situation, then one card applied or one
// battle fought through the engine, decision by decision.
import type { Decision } from "../../runtime/core/decision.ts";
import { Driver } from "../../runtime/core/driver.ts";
import type { GameEvent } from "../../runtime/core/log.ts";
import type { AdventureContent } from "../../games/adventure/rules/content.ts";
import { createGame } from "../../games/adventure/rules/game.ts";
import type { Engine } from "../../games/adventure/rules/engine.ts";
import { fight } from "../../games/adventure/rules/battle.ts";
import { resolveCard, settleCard } from "../../games/adventure/rules/cards.ts";
import type { AdventureState } from "../../games/adventure/rules/state.ts";

export type Scenario = "start" | "midgame" | "battered";

export const SCENARIOS: [Scenario, string][] = [
  ["start", "Just set up"],
  ["midgame", "Mid-game: 3 gold, a lead of each colour, 6 VP"],
  ["battered", "Battered: no gold, two wounds, a foul fate"],
];

export interface PlayTarget {
  id: string;
  name: string;
  /** "card": resolve or keep it; "enemy": fight it */
  how: "card" | "enemy";
  kind: string;
}

export function playTargets(content: AdventureContent): PlayTarget[] {
  return [
    ...content.cards.map((c) => ({ id: c.id, name: c.name, how: "card" as const, kind: c.kind })),
    ...content.monsters.map((m) => ({ id: m.id, name: m.name, how: "enemy" as const, kind: "monster" })),
    ...content.enemies.map((m) => ({ id: m.id, name: m.name, how: "enemy" as const, kind: "enemy" })),
  ];
}

export interface DiffRow {
  path: string;
  before: string;
  after: string;
}

const SETUP_ANSWER_LIMIT = 200;

/** The situation a preview starts from: everything a card can change, flattened to path → value. */
function snapshot(e: Engine): Map<string, string> {
  const s = e.state;
  const view = {
    heroes: s.heroes,
    warTrack: s.warTrack,
    zones: s.zones,
    decks: Object.fromEntries(Object.entries(s.decks).map(([k, d]) => [k, { draw: d.draw.length, discard: d.discard.length }])),
    monsterStacks: Object.fromEntries(Object.entries(s.monsters).map(([k, v]) => [k, v.length])),
  };
  const out = new Map<string, string>();
  const walk = (v: unknown, path: string) => {
    if (v !== null && typeof v === "object" && !Array.isArray(v)) {
      for (const [k, x] of Object.entries(v as Record<string, unknown>)) walk(x, path ? `${path}.${k}` : k);
    } else out.set(path, JSON.stringify(v));
  };
  walk(view, "");
  return out;
}

function shape(e: Engine, hero: string, scenario: Scenario): void {
  const h = e.hero(hero);
  if (scenario === "midgame") {
    h.gold = 3;
    h.leads = { red: 1, blue: 1, purple: 1 };
    h.vp = 6;
  } else if (scenario === "battered") {
    h.gold = 0;
    const spaces = e.woundSpaces(hero);
    if (spaces[0]) h.wounds[spaces[0]] = "minor";
    if (spaces[1]) h.wounds[spaces[1]] = "severe";
    const actions = e.cat.hero(hero).actions.map((a) => a.name as string);
    if (actions[0] && !h.foulFate.includes(actions[0])) h.foulFate.push(actions[0]);
  }
  if (scenario !== "start") e.event("preview-situation", { hero, scenario });
}

export class PlaySession {
  readonly engine: Engine;
  private readonly driver: Driver<unknown>;
  private readonly before: Map<string, string>;
  /** the state the card or battle started from: the board and sheets mark what differs */
  readonly beforeState: AdventureState;
  private readonly fromSeq: number;
  error: string | null = null;

  constructor(content: AdventureContent, opts: { hero: string; target: PlayTarget; scenario: Scenario; seed: number }) {
    const others = content.heroes.map((h) => h.id).filter((h) => h !== opts.hero);
    const game = createGame(content, { seed: opts.seed, heroes: [opts.hero, others[0] ?? opts.hero] });
    // set-up choices (which quest to keep…) are not what is being previewed: take the first option
    for (let i = 0; game.pending && i < SETUP_ANSWER_LIMIT && !game.log.some((ev) => ev.type === "setup" && ev.step === 14); i++) {
      const p = game.pending;
      const n = p.pick?.min ?? 1;
      game.answer(p.options.slice(0, Math.max(1, n)).map((o) => o.key));
    }
    const e = game.engine;
    this.engine = e;
    shape(e, opts.hero, opts.scenario);
    this.before = snapshot(e);
    this.beforeState = structuredClone(e.state);
    this.fromSeq = e.log.events.length;
    e.event("preview", { hero: opts.hero, target: opts.target.id });
    const t = opts.target;
    const run = function* () {
      if (t.how === "enemy") return yield* fight(e, opts.hero, t.id, null);
      const instance = `${t.id}#preview`;
      if (t.kind === "investigation" || t.kind === "foulfate") return yield* resolveCard(e, opts.hero, instance);
      yield* settleCard(e, opts.hero, instance);
      // a kept card shows what it does when it is used: in a battle against the first monster
      const monster = content.monsters[0];
      if (monster) yield* fight(e, opts.hero, monster.id, null);
    };
    this.driver = new Driver<unknown>(this.guard(run()));
  }

  /** Turns an engine error into a message instead of a broken page. */
  private *guard(gen: Generator<Decision, unknown, string[]>): Generator<Decision, unknown, string[]> {
    try {
      return yield* gen;
    } catch (e) {
      this.error = (e as Error).message;
      return null;
    }
  }

  get pending(): Decision | null {
    return this.driver.pending;
  }

  get done(): boolean {
    return this.driver.over;
  }

  answer(keys: string[]): void {
    this.driver.answer(keys);
  }

  get log(): GameEvent[] {
    return this.engine.log.events.slice(this.fromSeq);
  }

  diff(): DiffRow[] {
    const after = snapshot(this.engine);
    const rows: DiffRow[] = [];
    for (const k of new Set([...this.before.keys(), ...after.keys()])) {
      const b = this.before.get(k) ?? "—";
      const a = after.get(k) ?? "—";
      if (a !== b) rows.push({ path: k, before: b, after: a });
    }
    return rows.sort((x, y) => (x.path < y.path ? -1 : 1));
  }
}
