// The rules kernel (runtime/kernel): a game's rules as steps on an explicit stack, its state as plain data of
// a declared shape, and snapshots that are copies of both. Shown on a counting game written here and on
// Lantern Dive (examples/lantern), a whole game on the kernel.
import { describe, expect, it } from "vitest";
import { lanternGame } from "../../examples/lantern/index.ts";
import { LanternGame, type LanternContent } from "../../examples/lantern/rules.ts";
import { randomAgent } from "../../runtime/agents/agents.ts";
import type { Answer } from "../../runtime/core/decision.ts";
import { Rng } from "../../runtime/core/rng.ts";
import { EventKinds } from "../../runtime/kernel/events.ts";
import { Machine, type Rules } from "../../runtime/kernel/machine.ts";
import { stateSchema } from "../../runtime/kernel/state.ts";
import { StepTable } from "../../runtime/kernel/steps.ts";

const counting = stateSchema({ total: "int", said: "ints" });
type Counting = Machine<typeof counting.shape, number>;
const events = new EventKinds();
const said = events.define("said", { who: { ids: "players" }, n: "int", last: "bool" });
const steps = new StepTable<Counting>();

/** a player says 1 or 2 and it is added to the total; first to reach 5 ends it */
const say = steps.define<{ who: number }>("say", {
  ask(k, f) {
    k.ask({
      type: "say",
      who: ["ann", "bo"][f.who],
      prompt: "say",
      options: [
        { key: "1", label: "one" },
        { key: "2", label: "two" },
      ],
    });
  },
  add(k, f, answer) {
    const n = Number((answer as Answer)[0]);
    k.state.total += n;
    k.state.said.push(n);
    k.event(said, f.who, n, k.state.total >= 5 ? 1 : 0);
  },
});
const turns = steps.define<{ who: number }>("turns", {
  turn(k, f) {
    k.call(say, { who: f.who });
  },
  next(k, f) {
    if (k.state.total >= 5) return k.end(f.who);
    f.who = 1 - f.who;
    k.goto(f, "turn");
  },
});
const twice = steps.define("asks-twice", {
  both(k) {
    k.end(1);
    k.end(2);
  },
});
/** the counting game with each player's say entered, its fields the frame itself */
const enteredTurns = steps.define<{ who: number }>("entered-turns", {
  turn(k, f) {
    k.call(say, { who: f.who });
  },
  next(k, f) {
    if (k.state.total >= 5) return k.end(f.who);
    f.who = 1 - f.who;
    k.goto(f, "turn");
  },
});
const rules: Rules<Counting, typeof counting.shape> = { steps, events, state: counting };

function countingGame(): Counting {
  const m: Counting = new Machine<typeof counting.shape, number>(rules, { total: 0, said: [] }, new Rng(1), { players: ["ann", "bo"] });
  m.start(m, turns, { who: 0 });
  return m;
}

describe("the rules kernel runs steps on an explicit stack", () => {
  it("a step asks, its next phase gets the answer; a caller's next phase gets the step's end value", () => {
    const m = countingGame();
    for (const a of ["2", "2", "1"]) m.answer([a]);
    expect(m.result).toBe(0);
    expect(m.log.events).toEqual([
      { seq: 0, type: "said", who: "ann", n: 2, last: false },
      { seq: 1, type: "said", who: "bo", n: 2, last: false },
      { seq: 2, type: "said", who: "ann", n: 1, last: true },
    ]);
  });

  it("where the rules stand is named by step and phase", () => {
    expect(countingGame().where()).toEqual(["turns.turn", "say.ask"]);
  });

  it("a phase that does two things is refused with what to do instead", () => {
    const m: Counting = new Machine<typeof counting.shape, number>(rules, { total: 0, said: [] }, new Rng(1), { players: [] });
    expect(() => m.start(m, twice, {})).toThrow("a phase may ask, call or end once: split it into phases");
  });

  it("a snapshot is a copy: the game changing after it does not change it, and a restore goes back to it exactly", () => {
    const m = countingGame();
    m.answer(["2"]);
    const snap = m.snapshot();
    m.answer(["2"]);
    m.answer(["2"]);
    expect(m.result).toBe(0);
    expect(snap.state).toEqual({ total: 2, said: [2] });
    m.restore(snap);
    expect([m.state, m.answers, m.log.events.length, m.pending?.who]).toEqual([{ total: 2, said: [2] }, [["2"]], 1, "bo"]);
    m.answer(["1"]);
    m.answer(["1"]);
    m.answer(["1"]);
    expect(m.result).toBe(1);
    expect(m.log.events.map((e) => e.n)).toEqual([2, 1, 1, 1]);
    // the snapshot serves again
    m.restore(snap);
    expect(m.state.said).toEqual([2]);
  });

  it("many games go on from one snapshot, each its own way, and none changes the answers, state or dice of another", () => {
    const m = countingGame();
    m.answer(["2"]);
    const snap = m.snapshot();
    const dice = snap.rng.copy().int(1, 1000);
    const ways = [
      ["1", "1", "1"],
      ["2", "2"],
      ["1", "2"],
    ];
    const games = ways.map(() => {
      const g = countingGame();
      g.restore(snap);
      return g;
    });
    games.forEach((g, i) => {
      for (const a of ways[i]) g.answer([a]);
    });
    games.forEach((g, i) => {
      expect(g.answers).toEqual([["2"], ...ways[i].map((a) => [a])]);
      expect(g.state.said).toEqual([2, ...ways[i].map(Number)]);
    });
    // the snapshot is as it was taken: a game restored from it once more stands where it stood
    m.restore(snap);
    expect([m.answers, m.state, m.rng.int(1, 1000)]).toEqual([[["2"]], { total: 2, said: [2] }, dice]);
  });

  it("a game restored after it went on, then answering again, has the answers of a game that was given them from the start", () => {
    const m = countingGame();
    m.answer(["1"]);
    const snap = m.snapshot();
    const before = m.answers;
    m.answer(["2"]);
    m.answer(["2"]);
    m.restore(snap);
    // the list handed out before the restore is the old game's, as it stood
    expect(before).toEqual([["1"], ["2"], ["2"]]);
    m.answer(["1"]);
    // the list handed out after the restore is the game's own and grows with it, as a game's answers always have
    const live = m.answers;
    m.answer(["1"]);
    m.answer(["2"]);
    expect(live).toEqual([["1"], ["1"], ["1"], ["2"]]);
    const replayed = countingGame();
    for (const a of ["1", "1", "1", "2"]) replayed.answer([a]);
    expect([m.answers, m.result, m.state]).toEqual([replayed.answers, replayed.result, replayed.state]);
    expect(m.result).toBe(1);
  });

  it("a step entered, its fields its frame, plays as one called, and a snapshot inside it is a copy all the same", () => {
    const m: Counting = new Machine<typeof counting.shape, number>(rules, { total: 0, said: [] }, new Rng(1), { players: ["ann", "bo"] });
    m.start(m, enteredTurns, { who: 0 });
    m.answer(["2"]);
    const snap = m.snapshot();
    for (const a of ["2", "1"]) m.answer([a]);
    const called = countingGame();
    for (const a of ["2", "2", "1"]) called.answer([a]);
    expect([m.result, m.log.events]).toEqual([called.result, called.log.events]);
    m.restore(snap);
    expect(m.where()).toEqual(["entered-turns.turn", "say.ask"]);
    expect(m.pending?.who).toBe("bo");
    m.answer(["1"]);
    expect(m.state.said).toEqual([2, 1]);
  });
});

describe("a state's declared shape", () => {
  it("lists every field that does not have the shape, by its path", () => {
    expect(counting.problems({ total: 1.5, said: [1, "2"], extra: true })).toEqual([
      "state.total: a whole number, found number",
      "state.said: a list of whole numbers, found a list",
      "state.extra: not a field of the state",
    ]);
    expect(counting.problems({ total: 3, said: [] })).toEqual([]);
  });

  it("a copy has the shape's fields in the shape's order, an absent field skipped and the fields after it in their place", () => {
    const schema = stateSchema({ a: "int", hunt: { maybe: { shields: "int" } }, b: "texts", c: { maybe: "int" }, d: { byKey: "ints" } });
    expect(Object.keys(schema.copy({ a: 1, b: [], d: {} }))).toEqual(["a", "b", "d"]);
    expect(Object.keys(schema.copy({ a: 1, hunt: null, b: [], c: 2, d: { x: [1] } }))).toEqual(["a", "hunt", "b", "c", "d"]);
    const state = { a: 1, hunt: { shields: 2 }, b: ["x"], d: { x: [1] } };
    const copy = schema.copy(state);
    copy.d.x.push(2);
    copy.hunt!.shields = 3;
    expect(state).toEqual({ a: 1, hunt: { shields: 2 }, b: ["x"], d: { x: [1] } });
  });

  it('a shape naming a field "__proto__" is refused, as no copy could hold it as a field', () => {
    expect(() => stateSchema(JSON.parse('{"__proto__": "int"}'))).toThrow('a state\'s field may not be named "__proto__"');
  });

  it("a record that may be null is copied as null or as a copy of its own, and checked only when it is there", () => {
    const quests = stateSchema({ quest: { maybe: { card: "text", done: "texts" } } });
    const held = { quest: { card: "quest.a#1", done: ["side.1"] } };
    const copy = quests.copy(held);
    copy.quest?.done.push("side.2");
    expect(held.quest.done).toEqual(["side.1"]);
    expect(quests.copy({ quest: null })).toEqual({ quest: null });
    expect(quests.problems({ quest: null })).toEqual([]);
    expect(quests.problems({ quest: { card: 3, done: [] } })).toEqual(["state.quest.card: a word, found number"]);
  });
});

describe("Lantern Dive on the kernel: snapshots and forks", async () => {
  const content = (await lanternGame.runtime!.bundledContent()) as LanternContent;
  const options = { seed: 7, divers: ["diver.ann", "diver.bo", "diver.cy"], maxRounds: 40 };

  function playedWithSnapshots() {
    const game = new LanternGame(content, options);
    const agent = randomAgent(7);
    const snaps: { at: number; events: number; snap: ReturnType<LanternGame["snapshot"]> }[] = [];
    while (game.pending) {
      snaps.push({ at: game.answers.length, events: game.log.length, snap: game.snapshot() });
      game.answer(agent(game.pending, game));
    }
    return { game, snaps };
  }

  it("a fork at any decision, given the answers the game gave after it, ends as the game did with the same events after it", () => {
    const { game, snaps } = playedWithSnapshots();
    expect(snaps.length).toBeGreaterThan(10);
    for (const { at, events } of snaps.filter((_, i) => i % 3 === 0)) {
      // fork the real game at that point by restoring a fresh game there
      const again = new LanternGame(content, options);
      for (let i = 0; i < at; i++) again.answer(game.answers[i]);
      const fork = again.fork({ keep: true });
      for (let i = at; i < game.answers.length; i++) fork.answer(game.answers[i]);
      expect(fork.outcome).toEqual(game.outcome);
      expect(fork.log).toEqual(game.log.slice(events));
    }
  });

  it("undo: a game restored to an earlier snapshot of its own forgets the answers and events after it, and plays on as before", () => {
    const { game, snaps } = playedWithSnapshots();
    const final = { outcome: game.outcome, log: [...game.log], answers: [...game.answers] };
    const back = snaps[Math.floor(snaps.length / 2)];
    game.restore(back.snap);
    expect([game.answers.length, game.log.length, game.outcome]).toEqual([back.at, back.events, null]);
    for (let i = back.at; i < final.answers.length; i++) game.answer(final.answers[i]);
    expect(game.outcome).toEqual(final.outcome);
    expect(game.log).toEqual(final.log);
  });
});
