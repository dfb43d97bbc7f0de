// Setting up the Wild Hunt cooperative mode ("Wild Hunt Expansion", Game
// Setup): the chosen member and its shields, the difficulty's monsters, the
// exploration deck (stage I cards on stage II cards), the event deck in number
// order, the movement pool with the Closed Tavern token (none solo), hounds
// and hound tokens. Trophies and fatigue are switched off by the rules that
// read `state.hunt`.
import { ContentError } from "../../../../runtime/core/errors.ts";
import type { Catalog } from "../catalog.ts";
import type { Difficulty } from "../content.ts";
import type { Engine } from "../engine.ts";
import { TERRAINS, type OldWorldOptions } from "../state.ts";
import { steps } from "../machine.ts";
import { newMonster, rowFor } from "./rules.ts";
import { CLOSED_TAVERN, type HuntState } from "./state.ts";
import { huntDef } from "./mode-card.ts";

export function checkWildHuntOptions(cat: Catalog, o: OldWorldOptions): void {
  const on = (o.expansions ?? []).includes("wild-hunt");
  if (!on) {
    if (o.wildHunt) throw new ContentError("the wildHunt options need the wild-hunt expansion");
    return;
  }
  const w = huntDef(cat);
  if (!o.wildHunt) throw new ContentError("the wild-hunt expansion needs the options wildHunt.difficulty and wildHunt.member");
  if (!w.members.some((m) => m.id === o.wildHunt!.member))
    throw new ContentError(`"${o.wildHunt.member}" is not a Wild Hunt member of this content; its members: ${w.members.map((m) => m.id).join(", ")}`);
  if (w.specialAttacks.filter((a) => a.member === o.wildHunt!.member).length === 0)
    throw new ContentError(`${o.wildHunt.member} has no special attack cards in the content`);
  rowFor(
    w.difficulty.filter((r) => r.difficulty === o.wildHunt!.difficulty).map((r) => ({ ...r, from: r.players, to: r.players })),
    o.witchers.length,
    `the ${o.wildHunt.difficulty} difficulty`,
  );
}

/** the mode's setup, for the options' member and difficulty and the number of witchers */
export const wildHuntSetup = steps.define<{ member: string; difficulty: Difficulty; witchers: readonly string[] }>("hunt-setup", {
  setUp(k, f) {
    // the difficulty's monsters, each placed as a monster appearing in Phase IV
    for (const level of setUp(k.engine, f)) k.call(newMonster, { level });
  },
});

/** the Hunt, its decks and tokens made; it returns the levels of the difficulty's monsters */
function setUp(e: Engine, opts: { member: string; difficulty: Difficulty; witchers: readonly string[] }): readonly number[] {
  const s = e.state;
  const w = huntDef(e.cat);
  const n = opts.witchers.length;
  const cell = w.difficulty.find((r) => r.difficulty === opts.difficulty && r.players === n)!;
  const deck = rowFor(w.explorationDeck, n, "the exploration deck");
  const stage = (d: "stage-i" | "stage-ii", k: number) =>
    e.rng
      .shuffle(e.cat.content.explorations.filter((x) => x.deck === d).flatMap((x) => Array.from({ length: x.copies ?? 1 }, () => e.instance(x.id))))
      .slice(0, k);
  const terrain = e.rng.pick(TERRAINS);
  const hunt: HuntState = {
    member: opts.member,
    difficulty: opts.difficulty,
    // where the Hunt appears is not in the rules: a location token drawn at random (assumed)
    location: e.drawLocationToken(terrain),
    shields: cell.shields,
    cardLossCarried: 0,
    lastRound: rowFor(w.lastRound, n, "the last round").round,
    hounds: [],
    houndSupply: Object.fromEntries([1, 2, 3].map((l) => [String(l), w.houndsPerLevel])),
    houndTokens: Object.fromEntries([1, 2, 3].map((l) => [String(l), e.rng.shuffle(w.houndTokens.filter((t) => t.level === l).map((t) => t.bonus))])),
    exploration: [...stage("stage-i", deck.stageI), ...stage("stage-ii", deck.stageII)],
    explored: [],
    quests: [],
    events: w.events.map((ev) => ev.number).sort((a, b) => a - b),
    movementPool: n === 1 ? [] : [...opts.witchers, CLOSED_TAVERN],
    life: [],
    aside: [],
    specialDiscard: [],
    knockedOut: [],
    result: null,
  };
  s.hunt = hunt;
  e.event("wild-hunt-setup", {
    member: hunt.member,
    difficulty: hunt.difficulty,
    location: hunt.location,
    shields: hunt.shields,
    lastRound: hunt.lastRound,
    exploration: hunt.exploration.length,
  });
  return cell.monsters;
}
