// The Old World fight preview: a seeded solo game of the content being edited
// (linked from the IR by the interpreter, so it follows the source), set up by
// the runtime, then one fight of the chosen witcher against the chosen monster
// at the witcher's location, decision by decision.
import type { ProgramIR } from "../../core/ir.ts";
import { combineSets, linkSet } from "../../games/oldworld/link/content-data.ts";
import type { Decision } from "../../runtime/core/decision.ts";
import { Driver } from "../../runtime/core/driver.ts";
import type { GameEvent } from "../../runtime/core/log.ts";
import { interpretedFactory as owInterpretedFactory } from "../../games/oldworld/link/interpreted.ts";
import type { OldWorldContent } from "../../games/oldworld/rules/content.ts";
import type { Engine } from "../../games/oldworld/rules/engine.ts";
import { fightMonster } from "../../games/oldworld/rules/fight.ts";
import { createOldWorldGame } from "../../games/oldworld/rules/game.ts";
import type { OldWorldState } from "../../games/oldworld/rules/state.ts";
import type { DiffRow } from "./play.ts";

const SETUP_ANSWER_LIMIT = 200;

/** The Old World content of the program, or why there is none. */
export function oldWorldContent(program: ProgramIR | null): { content: OldWorldContent | null; error: string | null } {
  if (!program) return { content: null, error: "The content has not been checked yet." };
  const sets = program.sets.filter((s) => s.game === "oldworld");
  if (sets.length === 0) return { content: null, error: "No Old World sets in content/." };
  try {
    return {
      content: combineSets(
        sets,
        sets.map((s) => linkSet(s, owInterpretedFactory)),
      ),
      error: null,
    };
  } catch (e) {
    return { content: null, error: (e as Error).message };
  }
}

/** What a fight can change, flattened to path → value. */
function snapshot(e: Engine, witcher: string): Map<string, string> {
  const p = e.player(witcher);
  const view = {
    [witcher]: {
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
    monstersOnMap: e.state.monsters.length,
  };
  const out = new Map<string, string>();
  const walk = (v: unknown, path: string) => {
    if (v !== null && typeof v === "object" && !Array.isArray(v))
      for (const [k, x] of Object.entries(v as Record<string, unknown>)) walk(x, path ? `${path}.${k}` : k);
    else out.set(path, JSON.stringify(v));
  };
  walk(view, "");
  return out;
}

export class FightSession {
  readonly engine: Engine;
  private readonly driver: Driver<unknown>;
  private readonly before: Map<string, string>;
  private readonly fromSeq: number;
  readonly witcher: string;
  readonly monster: string;
  /** where the fight takes place: the witcher's location */
  readonly at: string;
  /** the state when the fight began: the map outlines what changed since */
  readonly startState: OldWorldState;
  /** the card instances of the combo being built, in play order (empty between combos) */
  building: string[] = [];
  error: string | null = null;

  /** `hand`: action cards (definition ids) dealt into the witcher's hand before the fight, to try a card being written */
  constructor(content: OldWorldContent, opts: { witcher: string; monster: string; seed: number; hand?: readonly string[] }) {
    const w = content.witchers.find((x) => x.id === opts.witcher);
    const expansions = w && w.set !== content.witchers.find((x) => x.set === "core")?.set ? ["ciri" as const] : [];
    const game = createOldWorldGame(content, { seed: opts.seed, witchers: [opts.witcher], ...(expansions.length ? { expansions } : {}) });
    // setup choices are not what is previewed: take the first option until the first turn waits
    for (let i = 0; game.pending && game.pending.type !== "phase-1" && i < SETUP_ANSWER_LIMIT; i++) {
      const p = game.pending;
      game.answer(p.options.slice(0, Math.max(1, p.pick?.min ?? 1)).map((o) => o.key));
    }
    const e = game.engine;
    this.engine = e;
    this.witcher = opts.witcher;
    this.monster = opts.monster;
    const def = content.monsters.find((m) => m.id === opts.monster);
    if (!def) throw new Error(`${opts.monster} is not a monster of the content`);
    for (const card of opts.hand ?? []) {
      if (!content.actions.some((a) => a.id === card)) throw new Error(`${card} is not an action card of the content`);
      e.intoHandOpenly(opts.witcher, [e.instance(card)]);
    }
    const target = { monster: def.id, location: e.player(opts.witcher).location, terrain: def.terrain };
    e.state.monsters.push(target);
    this.at = target.location;
    this.startState = structuredClone(e.state);
    this.before = snapshot(e, opts.witcher);
    this.fromSeq = e.log.events.length;
    const run = () => fightMonster(e, opts.witcher, target);
    this.driver = new Driver<unknown>(this.guard(run()));
  }

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

  get result(): unknown {
    return this.driver.value;
  }

  answer(keys: string[]): void {
    const hand = [...this.engine.player(this.witcher).hand];
    this.driver.answer(keys);
    // a combo leaves the hand card by card while its extensions are chosen (the first may be picked at random)
    if (this.driver.pending?.type === "extend-combo") {
      const left = new Set(this.engine.player(this.witcher).hand);
      this.building = [...this.building, ...hand.filter((c) => !left.has(c))];
    } else this.building = [];
  }

  /** the cards of the last combo played in this fight (definition ids), or none */
  lastCombo(): string[] {
    const ev = [...this.log].reverse().find((x) => x.type === "combo" && x.player === this.witcher);
    return ev && Array.isArray(ev.cards) ? (ev.cards as string[]) : [];
  }

  get log(): GameEvent[] {
    return this.engine.log.events.slice(this.fromSeq);
  }

  diff(): DiffRow[] {
    const after = snapshot(this.engine, this.witcher);
    const rows: DiffRow[] = [];
    for (const k of new Set([...this.before.keys(), ...after.keys()])) {
      const b = this.before.get(k) ?? "—";
      const a = after.get(k) ?? "—";
      if (a !== b) rows.push({ path: k, before: b, after: a });
    }
    return rows.sort((x, y) => (x.path < y.path ? -1 : 1));
  }
}
