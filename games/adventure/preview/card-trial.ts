// The Adventure Game's try in the editor: a seeded game set up by the rules,
// shaped into a sample situation, then one card applied or one battle fought,
// decision by decision.
import type { GamePreview, PreviewPlay } from "../../../core/preview.ts";
import type { Decision } from "../../../runtime/core/decision.ts";
import { Driver } from "../../../runtime/core/driver.ts";
import type { GameEvent } from "../../../runtime/core/log.ts";
import { fight } from "../rules/battle.ts";
import { resolveCard, settleCard } from "../rules/cards.ts";
import type { AdventureContent } from "../rules/content.ts";
import type { Engine } from "../rules/engine.ts";
import { createGame } from "../rules/game.ts";
import type { AdventureState } from "../rules/state.ts";

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

export interface CardTrialSetup {
  hero: string;
  target: PlayTarget;
  scenario: Scenario;
  seed: number;
}

// set-up choices (which quest to keep…) are not what is being tried: the first option, this many times at most
const SETUP_ANSWER_LIMIT = 200;

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

export class CardTrial implements PreviewPlay {
  readonly engine: Engine;
  private readonly driver: Driver<unknown>;
  /** the state the card or battle started from: the board and sheets mark what differs */
  readonly beforeState: AdventureState;
  readonly begins: number;
  readonly before: unknown;

  constructor(content: AdventureContent, setup: CardTrialSetup) {
    const others = content.heroes.map((h) => h.id).filter((h) => h !== setup.hero);
    const game = createGame(content, { seed: setup.seed, heroes: [setup.hero, others[0] ?? setup.hero] });
    for (let i = 0; game.pending && i < SETUP_ANSWER_LIMIT && !game.log.some((ev) => ev.type === "setup" && ev.step === 14); i++) {
      const p = game.pending;
      game.answer(p.options.slice(0, Math.max(1, p.pick?.min ?? 1)).map((o) => o.key));
    }
    const e = game.engine;
    this.engine = e;
    shape(e, setup.hero, setup.scenario);
    this.beforeState = structuredClone(e.state);
    this.before = structuredClone(this.view());
    this.begins = e.log.events.length;
    e.event("preview", { hero: setup.hero, target: setup.target.id });
    const t = setup.target;
    const run = function* () {
      if (t.how === "enemy") return yield* fight(e, setup.hero, t.id, null);
      const instance = `${t.id}#preview`;
      if (t.kind === "investigation" || t.kind === "foulfate") return yield* resolveCard(e, setup.hero, instance);
      yield* settleCard(e, setup.hero, instance);
      // a kept card shows what it does when it is used: in a battle against the first monster
      const monster = content.monsters[0];
      if (monster) yield* fight(e, setup.hero, monster.id, null);
    };
    this.driver = new Driver<unknown>(run());
  }

  get pending(): Decision | null {
    return this.driver.pending;
  }

  answer(keys: string[]): void {
    this.driver.answer(keys);
  }

  get events(): readonly GameEvent[] {
    return this.engine.log.events;
  }

  /** everything a card can change */
  view(): unknown {
    const s = this.engine.state;
    return {
      heroes: s.heroes,
      warTrack: s.warTrack,
      zones: s.zones,
      decks: Object.fromEntries(Object.entries(s.decks).map(([k, d]) => [k, { draw: d.draw.length, discard: d.discard.length }])),
      monsterStacks: Object.fromEntries(Object.entries(s.monsters).map(([k, v]) => [k, v.length])),
    };
  }
}

/** a card resolved or kept, or a battle fought, by one hero in a sample situation */
export const cardTrial: GamePreview<AdventureContent, CardTrialSetup, CardTrial> = {
  start: (content, setup) => new CardTrial(content, setup),
};
