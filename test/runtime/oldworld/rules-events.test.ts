// The base game's event deck on the bundled content (content/oldworld/exploration.grim):
// "Card counts … Events 56" and "Exploration [C]: … some cards are quests pointing to
// a location and an event number. Event deck stays in number order."
// (old-world-base-facts.md).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { content } from "../../../content/generated/oldworld.ts";
import type { Effect } from "../../../core/ir.ts";
import { linkSet } from "../../../games/oldworld/link/content-data.ts";
import { Workspace } from "../../../compiler/workspace.ts";
import { interpretedFactory as owInterpretedFactory } from "../../../games/oldworld/link/interpreted.ts";
import { readEvent } from "../../../games/oldworld/rules/events.ts";
import { createOldWorldGame, type OldWorldGame } from "../../../games/oldworld/rules/game.ts";
import type { Agent } from "../../../core/game.ts";
import { playToEnd } from "../../../runtime/agents/agents.ts";
import { faceOf } from "../fork-check.ts";
import { greedyOldWorld, nextStep } from "../../../games/oldworld/agents/greedy.ts";
import { startAlone } from "../../../games/oldworld/rules/machine.ts";
import { phaseOne, phaseTwo } from "../../../games/oldworld/rules/turn.ts";
import { owBundled, ROOT } from "../../content/oldworld/bundled.ts";
import { OwTable, type Answerer } from "./table.ts";
import { games } from "../../../games/registry.ts";

const WOLF = "witcher.wolf-witcher";
const first: Answerer = (d) => [d.options[0].key];
const baseEvents = content.events.filter((e) => !e.expansion);

/** `event N` numbers every hook of an entity names, walking its effects with a work list */
function namedEvents(effects: Effect[]): number[] {
  const out: number[] = [];
  const todo = [...effects];
  for (let e = todo.pop(); e !== undefined; e = todo.pop()) {
    if (e.kind === "verb" && typeof e.args.event === "number") out.push(e.args.event);
    if (e.kind === "seq") todo.push(...e.steps);
    if (e.kind === "choice") todo.push(...e.options);
    if (e.kind === "if") todo.push(e.then, ...(e.else ? [e.else] : []));
    if (e.kind === "repeat" || e.kind === "target") todo.push(e.body);
    if (e.kind === "roll") todo.push(...e.cases.map((c) => c.effect));
  }
  return out;
}

describe("Old World event deck (bundled content)", () => {
  it("Card counts: the event deck holds its printed 56 events, numbered 1 to 56, every face written new (`original`) and named in the Romanian catalogue", () => {
    expect(baseEvents.map((e) => e.number)).toEqual(Array.from({ length: 56 }, (_, i) => 1 + i));
    const ro = readFileSync(join(ROOT, "content/i18n/ro/oldworld-core.ftl"), "utf8");
    for (const e of baseEvents) {
      expect(e.original, e.id).toBe(true);
      expect(e.options.length, e.id).toBeGreaterThanOrEqual(1);
      const key = e.id.replace("event.", "oldworld__event__");
      expect(ro, e.id).toContain(`${key}__name = `);
      expect(ro, e.id).toContain(`${key}__flavour = `);
    }
  });

  it("Exploration: every event is reached, from an exploration card or from another event, and every event number a card names is in the deck", () => {
    const named = new Set<number>();
    for (const e of owBundled().entities)
      if (e.kind === "exploration" || e.kind === "event") for (const n of namedEvents(e.hooks.map((h) => h.effect))) named.add(n);
    const numbers = new Set(content.events.map((e) => e.number));
    expect([...named].filter((n) => !numbers.has(n))).toEqual([]);
    expect([...numbers].filter((n) => !named.has(n))).toEqual([]);
    // thirteen base exploration faces start a quest
    const quests = owBundled().entities.filter(
      (e) => e.kind === "exploration" && e.set === "core" && e.hooks.some((h) => JSON.stringify(h.effect).includes('"take-quest"')),
    );
    expect(quests).toHaveLength(13);
  });

  it("Exploration: some cards are quests pointing to a location and an event number; the player keeps the card and, in Phase II at that location, reads the event, then the card goes to the discard pile", () => {
    const t = new OwTable({ witchers: [WOLF] }, {}, content);
    const s = t.e.state;
    const p = t.player(WOLF);
    // Tavern Brawl's third option: a quest to Novigrad for event 5
    const deck = s.exploration.city;
    const at = deck.findIndex((c) => c.startsWith("exploration.tavern-brawl#"));
    const [card] = deck.splice(at, 1);
    deck.unshift(card);
    p.location = "location.cidaris";
    t.run(phaseTwo(WOLF), { "phase-2": "explore", "exploration-option": "c" });
    expect(p.quests).toEqual([{ location: "location.novigrad", event: 5, card }]);
    expect(s.explorationDiscard.city).not.toContain(card);
    // elsewhere the quest is not offered; at Novigrad it is
    const offered: string[][] = [];
    const ask: Answerer = (d) => (offered.push(d.options.map((o) => o.key)), d.options.some((o) => o.key === "quest.0") ? ["quest.0"] : ["explore"]);
    p.location = "location.novigrad";
    p.gold = 5;
    t.run(phaseTwo(WOLF), { "phase-2": ask, "event-option": first, "exploration-option": first });
    expect(offered.at(-1)).toContain("quest.0");
    expect(p.quests).toEqual([]);
    expect(s.explorationDiscard.city).toContain(card);
    const read = t.e.log.ofType("event").map((e) => e.event);
    // event 5, then the follow-up its first option names (event 6)
    expect(read).toEqual([5, 6]);
  });

  it("Exploration: Event deck stays in number order: an event read stays in its place, and a follow-up is read after the card that names it", () => {
    const t = new OwTable({ witchers: [WOLF] }, {}, content);
    const before = [...t.e.state.events];
    t.player(WOLF).gold = 5;
    t.run(readEvent(WOLF, 5), { "event-option": first });
    expect(t.e.state.events).toEqual(before);
    expect(t.e.log.ofType("event").map((e) => e.event)).toEqual([5, 6]);
    // the option that names event 6 is resolved before event 6 is read
    const types = t.e.log.events.map((e) => e.type);
    expect(types.indexOf("gold-spent")).toBeLessThan(types.lastIndexOf("event"));
  });

  it("Exploration: two events that name each other are each read once, not in a loop", () => {
    const ws = new Workspace(games);
    ws.setFile(
      "loop.grim",
      'game oldworld\nset core\nevent Ebb "Ebb" {\n  number 1\n  effect: gain 1 gold; read event 2\n}\nevent Flow "Flow" {\n  number 2\n  effect: gain 1 gold; read event 1\n}\n',
    );
    const { program, diagnostics } = ws.check();
    expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const [set] = program.sets.filter((s) => s.game === "oldworld");
    const loop = { ...content, events: linkSet(set, owInterpretedFactory).events };
    const t = new OwTable({ witchers: [WOLF] }, {}, loop);
    const gold = t.player(WOLF).gold;
    t.run(readEvent(WOLF, 1));
    expect(t.e.log.ofType("event").map((e) => e.event)).toEqual([1, 2]);
    expect(t.e.log.ofType("event-unavailable")).toEqual([expect.objectContaining({ event: 1, reason: "already-read" })]);
    expect(t.player(WOLF).gold).toBe(gold + 2);
  });
});

describe("Old World greedy bot and quests", () => {
  it("the greedy bot, with no monster within its strength, heads for a quest close by and takes it there", () => {
    const t = new OwTable({ witchers: [WOLF] }, {}, content);
    const p = t.player(WOLF);
    const game = { engine: t.e } as unknown as OldWorldGame;
    p.location = "location.kaer-morhen";
    p.gold = 0;
    // the one monster left is far away and beyond the bot's strength
    t.e.state.monsters = t.e.state.monsters.slice(0, 1).map((m) => ({ ...m, location: "location.kaer-seren" }));
    p.quests.push({ location: "location.vizima", event: 5, card: "exploration.tavern-brawl#9" });
    t.setHand(WOLF, ["action.thrust", "action.thrust", "action.thrust", "action.thrust", "action.thrust"]);
    p.deck = [];
    p.discard = [];
    const step = nextStep(t.e, p.location, "location.vizima")!;
    const decision = startAlone(t.e, phaseOne(WOLF)).pending!;
    expect(decision.type).toBe("phase-1");
    expect(greedyOldWorld(decision, game)).toEqual([`move.${step}`]);
    // at the quest's location, Phase II takes the quest
    p.location = "location.vizima";
    const phase2 = startAlone(t.e, phaseTwo(WOLF)).pending!;
    expect(greedyOldWorld(phase2, game)).toEqual(["quest.0"]);
  });
});

describe("a card being read, as the kernel keeps it", () => {
  it("at an option of a card being read (its chain of events open), the game is a snapshot: restored, it undoes the play since and plays the same again", () => {
    const rt = games.get("oldworld").runtime!;
    let undone = 0;
    for (let i = 0; i < 20 && undone < 12; i++) {
      const table = rt.sim.table(content, i, 1 + i, null, { maxRounds: 250 });
      const options = table.options as OldWorldGame["options"];
      const played = playToEnd(createOldWorldGame(content, options), rt.agents.greedy(i) as Agent<OldWorldGame>);
      const game = createOldWorldGame(content, options, { keep: true });
      for (let n = 0; n < played.answers.length; n++) {
        if (game.snapshots && game.engine.eventChain !== null) {
          const snap = game.snapshot();
          const from = game.eventCount;
          const before = faceOf(game, from);
          const rest = played.answers.slice(n, n + 12);
          for (const a of rest) if (game.pending) game.answer(a);
          const after = faceOf(game, from);
          game.restore(snap);
          expect(faceOf(game, from)).toBe(before);
          expect(game.engine.eventChain).not.toBeNull();
          for (const a of rest) if (game.pending) game.answer(a);
          expect(faceOf(game, from)).toBe(after);
          game.restore(snap);
          undone++;
        }
        game.answer(played.answers[n]);
      }
    }
    expect(undone).toBeGreaterThanOrEqual(12);
  });
});
