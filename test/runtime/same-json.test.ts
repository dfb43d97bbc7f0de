import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ReplayedLog, sameJson, sameJsonEvent } from "../../runtime/core/same-json.ts";
import type { GameEvent } from "../../runtime/core/log.ts";
import { createGame } from "../../games/adventure/rules/game.ts";
import { greedyAgent } from "../../games/adventure/agents/play.ts";
import { content } from "../../content/generated/index.ts";

// pairs whose JSON is the same, and pairs whose JSON differs: sameJson must say what comparing the text says
const CASES: [unknown, unknown][] = [
  [
    { a: 1, b: 2 },
    { a: 1, b: 2 },
  ],
  [
    { a: 1, b: 2 },
    { b: 2, a: 1 },
  ],
  [{ a: 1, b: undefined }, { a: 1 }],
  [{ a: 1, f: () => 0 }, { a: 1 }],
  [{ a: undefined }, {}],
  [
    [1, undefined, 3],
    [1, null, 3],
  ],
  [[() => 0], [null]],
  [NaN, null],
  [Infinity, -Infinity],
  [{ n: NaN }, { n: null }],
  [-0, 0],
  [0, "0"],
  [1, true],
  [null, undefined],
  [undefined, undefined],
  [[], {}],
  [
    [1, 2],
    [1, 2, 3],
  ],
  [{ a: [{ b: "x" }] }, { a: [{ b: "x" }] }],
  [{ a: [{ b: "x" }] }, { a: [{ b: "y" }] }],
  [{ a: { b: 1 } }, { a: { b: 1, c: 2 } }],
  [{ a: { b: 1, c: undefined } }, { a: { b: 1 } }],
  ["é", "é"],
  ["a", "b"],
  [
    { x: 1, y: 2 },
    { x: 1, z: 2 },
  ],
];

describe("the replay check compares logs as JSON without writing them", () => {
  it.each(CASES.map(([a, b], i) => [i, a, b]))("case %i: the same answer as comparing the JSON text", (_i, a, b) => {
    expect(sameJson(a, b)).toBe(JSON.stringify(a) === JSON.stringify(b));
  });

  it("a value nested a hundred thousand deep is compared without a deep stack", () => {
    const deep = () => {
      let v: unknown = "leaf";
      for (let i = 0; i < 100_000; i++) v = i % 2 ? [v] : { v };
      return v;
    };
    expect(sameJson(deep(), deep())).toBe(true);
  });

  it("a replayed game's log is the game's log; one changed event anywhere is told apart", () => {
    const options = { seed: 5, heroes: ["hero.geralt", "hero.triss"], maxRounds: 6 };
    const play = () => {
      const g = createGame(content, options);
      const bot = greedyAgent();
      while (g.pending) g.answer(bot(g.pending, g));
      return g.log;
    };
    const [a, b] = [play(), play()];
    expect(a.length).toBeGreaterThan(100);
    expect(sameJson(a, b)).toBe(true);
    const changed = structuredClone(b);
    const event = changed.find((e) => e.type === "vp")!;
    (event as Record<string, unknown>).vp = Number(event.vp) + 1;
    expect(sameJson(a, changed)).toBe(false);
    expect(sameJson(a, b.slice(0, -1))).toBe(false);
  });
});

// a kept event, and what a log that is not kept hands its listener (seq, type, fields): the same answer as
// writing the kept event and the event a kept log would have made, { seq, type, ...fields }
const EVENT_CASES: [string, GameEvent, number, string, Record<string, unknown>][] = [
  ["equal events", { seq: 3, type: "vp", hero: "hero.geralt", delta: 2, vp: 7 }, 3, "vp", { hero: "hero.geralt", delta: 2, vp: 7 }],
  ["a field's value differs", { seq: 3, type: "vp", hero: "hero.geralt", delta: 2, vp: 7 }, 3, "vp", { hero: "hero.geralt", delta: 2, vp: 8 }],
  ["a number against its text", { seq: 3, type: "vp", vp: 7 }, 3, "vp", { vp: "7" }],
  ["the same fields in another order", { seq: 3, type: "vp", hero: "hero.geralt", vp: 7 }, 3, "vp", { vp: 7, hero: "hero.geralt" }],
  ["undefined on one side, absent on the other", { seq: 0, type: "move", hero: "hero.triss", why: undefined }, 0, "move", { hero: "hero.triss" }],
  [
    "absent on one side, undefined on the other",
    { seq: 0, type: "move", hero: "hero.triss" },
    0,
    "move",
    { hero: "hero.triss", why: undefined, at: undefined },
  ],
  ["a function is left out as JSON leaves it out", { seq: 0, type: "move", hero: "hero.triss" }, 0, "move", { hero: "hero.triss", f: () => 1 }],
  ["NaN against null", { seq: 1, type: "roll", value: null }, 1, "roll", { value: NaN }],
  ["Infinity against null inside an array", { seq: 1, type: "roll", faces: [1, null] }, 1, "roll", { faces: [1, Infinity] }],
  ["undefined inside an array is null", { seq: 1, type: "roll", faces: [1, null] }, 1, "roll", { faces: [1, undefined] }],
  [
    "nested arrays and objects, equal",
    { seq: 9, type: "game-over", standings: [{ hero: "a", vp: 3, tie: [1, [2, { x: "y" }]] }] },
    9,
    "game-over",
    { standings: [{ hero: "a", vp: 3, tie: [1, [2, { x: "y" }]] }] },
  ],
  [
    "nested arrays and objects, one leaf differs",
    { seq: 9, type: "game-over", standings: [{ hero: "a", vp: 3, tie: [1, [2, { x: "y" }]] }] },
    9,
    "game-over",
    { standings: [{ hero: "a", vp: 3, tie: [1, [2, { x: "z" }]] }] },
  ],
  ["nested objects, their keys in another order", { seq: 9, type: "t", o: { a: 1, b: 2 } }, 9, "t", { o: { b: 2, a: 1 } }],
  ["a nested array a value longer", { seq: 9, type: "draw", cards: ["a#1"] }, 9, "draw", { cards: ["a#1", "b#1"] }],
  ["a field missing", { seq: 4, type: "vp", hero: "hero.geralt", vp: 7 }, 4, "vp", { hero: "hero.geralt" }],
  ["a field missing at the front", { seq: 4, type: "vp", hero: "hero.geralt", vp: 7 }, 4, "vp", { vp: 7 }],
  ["an extra field", { seq: 4, type: "vp", hero: "hero.geralt" }, 4, "vp", { hero: "hero.geralt", vp: 7 }],
  ["an extra field holding null", { seq: 4, type: "vp", hero: "hero.geralt" }, 4, "vp", { hero: "hero.geralt", vp: null }],
  ["a field named otherwise", { seq: 4, type: "vp", hero: "hero.geralt" }, 4, "vp", { player: "hero.geralt" }],
  ["no fields", { seq: 0, type: "setup" }, 0, "setup", {}],
  ["no fields against one", { seq: 0, type: "setup" }, 0, "setup", { round: 1 }],
  ["a different seq", { seq: 5, type: "vp", vp: 7 }, 6, "vp", { vp: 7 }],
  ["a seq that is text", { seq: "5", type: "vp", vp: 7 } as unknown as GameEvent, 5, "vp", { vp: 7 }],
  ["a different type", { seq: 5, type: "vp", vp: 7 }, 5, "heal", { vp: 7 }],
  ["the kept event written type first", { type: "vp", seq: 5, vp: 7 }, 5, "vp", { vp: 7 }],
  ["the kept event without its seq", { type: "vp", vp: 7 } as unknown as GameEvent, 5, "vp", { vp: 7 }],
  ["fields named as array indices come first, as the spread writes them", { 0: "x", 2: "y", seq: 5, type: "t", a: 1 }, 5, "t", { a: 1, 2: "y", 0: "x" }],
  ["fields named as array indices after seq in the kept event", { seq: 5, type: "t", a: 1, 0: "x" }, 5, "t", { 0: "x", a: 1 }],
  [
    "fields named like numbers that are not indices keep their place",
    { seq: 5, type: "t", "01": 1, "-1": 2, "4294967295": 3 },
    5,
    "t",
    { "01": 1, "-1": 2, "4294967295": 3 },
  ],
  ["a field named __proto__", JSON.parse('{"seq":1,"type":"t","__proto__":{"a":1}}'), 1, "t", JSON.parse('{"__proto__":{"a":1}}')],
];

describe("one replayed event, as a log that is not kept hands it over, against a kept event", () => {
  it.each(EVENT_CASES)("%s: the same answer as comparing the JSON text of the kept event and { seq, type, ...fields }", (_name, kept, seq, type, fields) => {
    expect(sameJsonEvent(kept, seq, type, fields)).toBe(JSON.stringify(kept) === JSON.stringify({ seq, type, ...fields }));
  });

  it("fields named seq or type make an event differ, as a kept log refuses them (even where JSON of the spread would be the same)", () => {
    const kept: GameEvent = { seq: 2, type: "vp", vp: 1 };
    const withSeq: Record<string, unknown> = { seq: 2, vp: 1 };
    expect(JSON.stringify(kept)).toBe(JSON.stringify({ seq: 2, type: "vp", ...withSeq }));
    expect(sameJsonEvent(kept, 2, "vp", { seq: 2, vp: 1 })).toBe(false);
    expect(sameJsonEvent(kept, 2, "vp", { type: "vp", vp: 1 })).toBe(false);
    expect(sameJsonEvent(kept, 2, "vp", { vp: 1 })).toBe(true);
  });

  it("agrees with comparing the JSON text on arbitrary events", () => {
    const key = fc.constantFrom("a", "b", "hero", "cards", "0", "3", "10", "01", "x");
    const leaf = fc.oneof(fc.integer({ min: -2, max: 2 }), fc.constantFrom("p", "q", null, undefined, NaN, Infinity, true));
    const { value } = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: "small" }, leaf, fc.array(tie("value"), { maxLength: 3 }), fc.dictionary(key, tie("value"), { maxKeys: 3 })),
    }));
    const fields = fc.dictionary(key, value, { maxKeys: 4 });
    const event = fc.record({ seq: fc.integer({ min: 0, max: 2 }), type: fc.constantFrom("vp", "draw"), fields });
    fc.assert(
      fc.property(event, event, fc.boolean(), (k, r, same) => {
        // half the time the replayed event is the kept one's own, so that equal events are met often
        const replay = same ? { seq: k.seq, type: k.type, fields: structuredClone(k.fields) } : r;
        const kept = { seq: k.seq, type: k.type, ...k.fields } as GameEvent;
        expect(sameJsonEvent(kept, replay.seq, replay.type, replay.fields)).toBe(
          JSON.stringify(kept) === JSON.stringify({ seq: replay.seq, type: replay.type, ...replay.fields }),
        );
      }),
      { numRuns: 3000 },
    );
  });
});

describe("a replay compared with the kept log event by event as it plays", () => {
  const heroes = ["hero.geralt", "hero.triss", "hero.yarpen"];
  const options = { seed: 11, heroes, maxRounds: 8 };
  const kept = (() => {
    const g = createGame(content, options);
    const bot = greedyAgent();
    while (g.pending) g.answer(bot(g.pending, g));
    return g.log;
  })();
  /** a replay of the kept game that does not keep its log, its events heard by a ReplayedLog of `log` */
  const replayAgainst = (log: readonly GameEvent[]) => {
    const check = new ReplayedLog(log);
    const g = createGame(content, options, { keep: false, onEvent: check.onEvent });
    const bot = greedyAgent();
    while (g.pending) g.answer(bot(g.pending, g));
    expect(g.log).toEqual([]);
    return check;
  };
  /** the fields a log that is not kept hands over for a kept event */
  const fieldsOf = (e: GameEvent) => {
    const { seq: _seq, type: _type, ...fields } = e;
    return fields;
  };
  const heard = (log: readonly GameEvent[], events: readonly GameEvent[]) => {
    const check = new ReplayedLog(log);
    for (const e of events) check.onEvent(e.type, fieldsOf(e));
    return check;
  };

  it("the same game replayed matches its kept log: every event heard as it happened", () => {
    expect(kept.length).toBeGreaterThan(200);
    const check = replayAgainst(kept);
    expect(check.events).toBe(kept.length);
    expect(check.matches()).toBe(true);
  });

  it("one changed event anywhere in the kept log, one event more or one less, is a mismatch, as sameJson says", () => {
    const places = [0, 1, Math.floor(kept.length / 2), kept.length - 1];
    for (const at of places) {
      const changed = structuredClone(kept) as GameEvent[];
      changed[at] = { ...changed[at], extra: 1 };
      expect(sameJson(kept, changed)).toBe(false);
      expect(replayAgainst(changed).matches()).toBe(false);
      const retyped = structuredClone(kept) as GameEvent[];
      retyped[at] = { ...retyped[at], type: "other" };
      expect(replayAgainst(retyped).matches()).toBe(false);
    }
    const vp = kept.findIndex((e) => e.type === "vp");
    const moreVp = structuredClone(kept) as GameEvent[];
    moreVp[vp] = { ...moreVp[vp], vp: Number(moreVp[vp].vp) + 1 };
    expect(replayAgainst(moreVp).matches()).toBe(false);
    // the replay plays one event more than the kept log has, or one fewer
    expect(replayAgainst(kept.slice(0, -1)).matches()).toBe(false);
    expect(heard(kept, kept.slice(0, -1)).matches()).toBe(false);
    expect(heard(kept, [...kept, { seq: kept.length, type: "extra" }]).matches()).toBe(false);
    expect(heard(kept, kept).matches()).toBe(true);
  });

  it("the kept log's seq is compared by place: a kept log numbered from elsewhere (a game resumed from a copy) is a mismatch, as sameJson says", () => {
    const shifted = kept.map((e) => ({ ...e, seq: e.seq + 5 }));
    expect(sameJson(kept, shifted)).toBe(false);
    expect(replayAgainst(shifted).matches()).toBe(false);
  });

  it("an event whose objects change after it was added is compared as the whole logs would be, at the end", () => {
    // a draw's list of cards grows when a card is drawn in addition: the game's kept draw event holds the
    // list as it ended, the replay's draw event the list as it is drawn, and the list grows afterwards
    const cards = ["a#1", "b#1"];
    const log: GameEvent[] = [
      { seq: 0, type: "draw", cards },
      { seq: 1, type: "draw-additional", cards },
    ];
    const check = new ReplayedLog(log);
    const replayed = ["a#1"];
    check.onEvent("draw", { cards: replayed });
    replayed.push("b#1");
    check.onEvent("draw-additional", { cards: replayed });
    expect(
      sameJson(log, [
        { seq: 0, type: "draw", cards: replayed },
        { seq: 1, type: "draw-additional", cards: replayed },
      ]),
    ).toBe(true);
    expect(check.matches()).toBe(true);
    // and one that still differs at the end is a mismatch
    const other = new ReplayedLog(log);
    const diverged = ["a#1"];
    other.onEvent("draw", { cards: diverged });
    diverged.push("c#1");
    other.onEvent("draw-additional", { cards: ["a#1", "b#1"] });
    expect(other.matches()).toBe(false);
  });

  it("a replay that kept its whole log anyway (a module may ignore the log options) is compared whole", () => {
    const check = new ReplayedLog(kept);
    expect(check.matches(kept)).toBe(true);
    expect(check.matches(kept.slice(0, -1))).toBe(false);
  });
});
