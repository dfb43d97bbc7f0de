// The Wild Hunt's exploration and event cards on the bundled content: the
// box's counts ("35 Wild Hunt Exploration cards – 20 Stage I and 15 Stage II
// cards", "35 Wild Hunt Event cards"), one card per face, no two faces alike,
// and every face met in the games `grimoire sim --mode wild-hunt` plays.
import { describe, expect, it } from "vitest";
import type { Effect, EntityIR } from "../../../core/ir.ts";
import { content } from "../../../content/generated/oldworld.ts";
import { oldworldGame } from "../../../games/oldworld/index.ts";
import { defId } from "../../../games/oldworld/rules/catalog.ts";
import type { OldWorldGame } from "../../../games/oldworld/rules/game.ts";
import { rowFor } from "../../../games/oldworld/rules/wild-hunt/rules.ts";
import { owBundled } from "../../content/oldworld/bundled.ts";

const W = content.wildHunt!;
const stage = (d: "stage-i" | "stage-ii") => content.explorations.filter((x) => x.deck === d);

/** the Wild Hunt's exploration and event entities of the IR */
function huntFaces(): EntityIR[] {
  return owBundled().entities.filter(
    (e) => (e.kind === "exploration" && (e.props.deck === "stage-i" || e.props.deck === "stage-ii")) || (e.kind === "event" && e.props.wildHuntEvent === true),
  );
}

/** a value with its source positions dropped, and the number of a connected event masked: two cards alike but for the event they lead to are the same face */
function bare(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(bare);
  if (v === null || typeof v !== "object") return v;
  const o = v as Record<string, unknown>;
  if (o.kind === "verb" && o.verb === "read-hunt-event-number") return { ...o, args: { event: "N" }, at: undefined };
  return Object.fromEntries(
    Object.entries(o)
      .filter(([k]) => k !== "at")
      .map(([k, x]) => [k, bare(x)]),
  );
}

/** what a card does: its windows and effects (options in any order), and a quest's terrain; not its name, flavour or number */
function effectsOf(e: EntityIR): string {
  const hooks = e.hooks.map((h) => JSON.stringify(bare({ window: h.window, limit: h.limit, cost: h.cost, effect: h.effect }))).sort();
  return JSON.stringify({ kind: e.kind, quest: e.props.huntQuest ?? null, hooks });
}

/** every effect of a tree (a work list: sequences, conditions, rolls) */
function effectsIn(root: Effect): Effect[] {
  const out: Effect[] = [];
  const todo: unknown[] = [root];
  while (todo.length) {
    const v = todo.pop();
    if (Array.isArray(v)) todo.push(...v);
    else if (v !== null && typeof v === "object") {
      const o = v as Record<string, unknown>;
      if (typeof o.kind === "string" && o.kind === "verb") out.push(o as unknown as Effect);
      for (const [k, x] of Object.entries(o)) if (k !== "at" && k !== "args") todo.push(x);
    }
  }
  return out;
}

/** what reading a card can lead to: the events it names (`read wild hunt event N`) and whether it reads the top card (`read the next wild hunt event`) */
function leadsTo(e: EntityIR): { events: number[]; next: boolean } {
  const verbs = e.hooks.flatMap((h) => effectsIn(h.effect)) as unknown as { verb: string; args: { event?: number } }[];
  return {
    events: verbs.filter((v) => v.verb === "read-hunt-event-number").map((v) => v.args.event!),
    next: verbs.some((v) => v.verb === "read-hunt-event"),
  };
}

describe("Wild Hunt Expansion: the exploration and event cards", () => {
  it("Components: 35 Wild Hunt Exploration cards – 20 Stage I and 15 Stage II cards – and 35 Wild Hunt Event cards, numbered 1 to 35, one card per face", () => {
    expect(stage("stage-i")).toHaveLength(20);
    expect(stage("stage-ii")).toHaveLength(15);
    expect([...stage("stage-i"), ...stage("stage-ii")].every((x) => (x.copies ?? 1) === 1)).toBe(true);
    expect(W.events.map((e) => e.number)).toEqual(Array.from({ length: 35 }, (_, i) => i + 1));
    // the sources print no face of these cards: each is written in the game's style and says so
    expect([...stage("stage-i"), ...stage("stage-ii"), ...W.events].every((x) => x.original)).toBe(true);
  });

  it("Components: no two Wild Hunt exploration or event cards do the same (their options, effects and quest terrain, whatever event they lead to)", () => {
    const faces = huntFaces();
    expect(faces).toHaveLength(70);
    const seen = new Map<string, string>();
    const twins: string[] = [];
    for (const f of faces) {
      const key = effectsOf(f);
      const first = seen.get(key);
      if (first) twins.push(`${first} = ${f.id}`);
      else seen.set(key, f.id);
    }
    expect(twins).toEqual([]);
  });

  it("Choice and Quest: each card has a choice of options or one effect; a quest card names its terrain and what completes it", () => {
    for (const f of huntFaces()) {
      const windows = f.hooks.map((h) => h.window);
      const options = windows.filter((w) => w === "option").length;
      if (f.kind === "event") expect(options >= 2 || (options === 0 && windows.includes("effect")), f.id).toBe(true);
      else if (f.props.huntQuest) expect(windows.includes("quest"), f.id).toBe(true);
      else expect(options, f.id).toBeGreaterThanOrEqual(2);
    }
    const quests = [...stage("stage-i"), ...stage("stage-ii")].filter((x) => x.huntQuest);
    expect(new Set(quests.map((q) => q.huntQuest!.terrain))).toEqual(new Set(["forest", "water", "mountain"]));
  });

  it("Setup changes: every face is in a deck of the 2,000 games `grimoire sim --mode wild-hunt` plays, and every event is reached from one", () => {
    // The decks are those the games build: each table is the sim's own (game i, seed 1 + i, its bots), set up by
    // the game's setup, which builds the deck with the game's random generator ("3 face-down cards from the Stage II
    // and 4 face-down cards from the Stage I on top of them", 3 with 4 or 5 players). Setting up is all a game
    // does to its deck before play: each round before the last reads its top card and no rule puts a card back,
    // so a game reads every card of its deck (checked below: the deck holds one card per round that explores).
    // So an exploration face is read in a game if and only if it is in that game's deck, which makes this as good
    // as playing the games out, at a fraction of the time (2,000 set-ups take a few seconds, 2,000 games a minute).
    // Which events a game reads also depends on the team's choice of option: an event is counted here when a card
    // of the deck leads to it, directly or through the events it leads to (the top card of the event deck for
    // each card that reads "the next" one). The balance report (docs/simulation.md) counts the events read.
    const rt = oldworldGame.runtime!;
    const GAMES = 2000;
    const byNumber = new Map(huntFaces().flatMap((f) => (f.kind === "event" ? [[f.props.number as number, f] as const] : [])));
    const byId = new Map(huntFaces().map((f) => [f.id, f]));
    const read = new Map<string, number>();
    const count = (id: string) => read.set(id, (read.get(id) ?? 0) + 1);
    for (let i = 0; i < GAMES; i++) {
      const table = rt.sim.table(content, i, 1 + i, null, { maxRounds: 30, seats: null, modes: ["wild-hunt"] });
      const game = rt.createGame(content, table.options) as OldWorldGame;
      // the setup's own questions (before the Hunt's part) answered by the sim's bots, as in its game i
      const agents = Object.fromEntries(table.seats.map((s, k) => [s, rt.agents.greedy((1 + i) * 31 + k)]));
      while (!game.engine.state.hunt && game.pending) game.answer(agents[game.pending.who](game.pending, game));
      const h = game.engine.state.hunt!;
      const n = table.seats.length;
      const deck = h.exploration.map(defId);
      const exploring = h.lastRound - 1;
      expect(deck, `game ${i}`).toHaveLength(exploring);
      const split = rowFor(W.explorationDeck, n, "the exploration deck");
      expect(
        deck.map((c) => game.engine.cat.exploration(c).deck),
        `game ${i}`,
      ).toEqual([...Array(split.stageI).fill("stage-i"), ...Array(split.stageII).fill("stage-ii")]);
      expect(new Set(deck).size, `game ${i}: a face twice`).toBe(deck.length);
      // the events the deck's cards lead to, in the order of the event deck for the top card
      const reached = new Set<number>();
      let tops = 0;
      const todo = deck.map((c) => byId.get(c)!);
      for (let f = todo.pop(); f !== undefined; f = todo.pop()) {
        const { events, next } = leadsTo(f);
        if (next) tops++;
        for (const k of events)
          if (!reached.has(k)) {
            reached.add(k);
            todo.push(byNumber.get(k)!);
          }
      }
      for (const k of [...h.events].filter((k) => !reached.has(k)).slice(0, tops)) reached.add(k);
      for (const c of deck) count(c);
      for (const k of reached) count(byNumber.get(k)!.id);
    }
    const never = huntFaces()
      .map((f) => f.id)
      .filter((id) => !read.has(id));
    expect(never).toEqual([]);
  });
});
