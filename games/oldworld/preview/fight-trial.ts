// The Old World's fight in the editor: a seeded solo game of the content set
// up by the rules, then one fight of the chosen witcher against the chosen
// monster at the witcher's location, decision by decision.
import type { GamePreview, PreviewPlay } from "../../../core/preview.ts";
import type { Decision } from "../../../runtime/core/decision.ts";
import { ContentError } from "../../../runtime/core/errors.ts";
import type { GameEvent } from "../../../runtime/core/log.ts";
import type { OldWorldContent } from "../rules/content.ts";
import type { Engine } from "../rules/engine.ts";
import { fightMonster } from "../rules/fight.ts";
import { createOldWorldGame } from "../rules/game.ts";
import { type OldWorldMachine, startAlone } from "../rules/machine.ts";
import type { OldWorldState } from "../rules/state.ts";

export interface FightSetup {
  witcher: string;
  monster: string;
  seed: number;
  /** action cards (definition ids) dealt into the witcher's hand before the fight, to try a card being written */
  hand?: readonly string[];
}

// setup choices are not what is tried: the first option until the first turn waits, this many times at most
const SETUP_ANSWER_LIMIT = 200;

export class FightTrial implements PreviewPlay {
  readonly engine: Engine;
  private readonly fight: OldWorldMachine;
  readonly witcher: string;
  readonly monster: string;
  /** where the fight takes place: the witcher's location */
  readonly at: string;
  /** the state when the fight began: the map outlines what changed since */
  readonly startState: OldWorldState;
  readonly begins: number;
  readonly before: unknown;
  /** the card instances of the combo being built, in play order (empty between combos) */
  building: string[] = [];

  constructor(content: OldWorldContent, setup: FightSetup) {
    const w = content.witchers.find((x) => x.id === setup.witcher);
    // a witcher from outside the base box comes with Ciri's rules, which seat every witcher of the expansions
    const expansions = w && w.set !== content.witchers.find((x) => x.set === "core")?.set ? ["ciri" as const] : [];
    const game = createOldWorldGame(content, { seed: setup.seed, witchers: [setup.witcher], ...(expansions.length ? { expansions } : {}) });
    for (let i = 0; game.pending && game.pending.type !== "phase-1" && i < SETUP_ANSWER_LIMIT; i++) {
      const p = game.pending;
      game.answer(p.options.slice(0, Math.max(1, p.pick?.min ?? 1)).map((o) => o.key));
    }
    const e = game.engine;
    this.engine = e;
    this.witcher = setup.witcher;
    this.monster = setup.monster;
    const def = content.monsters.find((m) => m.id === setup.monster);
    if (!def) throw new ContentError(`${setup.monster} is not a monster of the content`);
    for (const card of setup.hand ?? []) {
      if (!content.actions.some((a) => a.id === card)) throw new ContentError(`${card} is not an action card of the content`);
      e.intoHandOpenly(setup.witcher, [e.instance(card)]);
    }
    const target = { monster: def.id, location: e.player(setup.witcher).location, terrain: def.terrain };
    e.state.monsters.push(target);
    this.at = target.location;
    this.startState = structuredClone(e.state);
    this.before = structuredClone(this.view());
    this.begins = e.log.events.length;
    this.fight = startAlone(e, fightMonster(e, setup.witcher, target));
  }

  get pending(): Decision | null {
    return this.fight.pending;
  }

  /** how the fight ended, once it has */
  get result(): unknown {
    return this.fight.over ? this.fight.result : undefined;
  }

  answer(keys: string[]): void {
    const hand = [...this.engine.player(this.witcher).hand];
    this.fight.answer(keys);
    // a combo leaves the hand card by card while its extensions are chosen (the first may be picked at random)
    if (this.fight.pending?.type === "extend-combo") {
      const left = new Set(this.engine.player(this.witcher).hand);
      this.building = [...this.building, ...hand.filter((c) => !left.has(c))];
    } else this.building = [];
  }

  /** the cards of the last combo played in this fight (definition ids), or none */
  lastCombo(): string[] {
    const ev = this.events.slice(this.begins).findLast((x) => x.type === "combo" && x.player === this.witcher);
    return ev && Array.isArray(ev.cards) ? (ev.cards as string[]) : [];
  }

  get events(): readonly GameEvent[] {
    return this.engine.log.events;
  }

  /** what a fight can change */
  view(): unknown {
    const p = this.engine.player(this.witcher);
    return {
      [this.witcher]: {
        shield: p.shield,
        hand: p.hand.length,
        deck: p.deck.length,
        discard: p.discard.length,
        trashed: p.trashed.length,
        gold: p.gold,
        potions: p.potions.length,
        trophies: p.trophies.monster.length,
        trailTokens: p.trailTokens,
      },
      monstersOnMap: this.engine.state.monsters.length,
    };
  }
}

/** one witcher fights one monster where the witcher stands */
export const fightTrial: GamePreview<OldWorldContent, FightSetup, FightTrial> = {
  start: (content, setup) => new FightTrial(content, setup),
};
