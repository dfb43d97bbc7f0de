// The Adventure Pack (old-world-kickstarter-expansions.en.txt, "Adventure Pack
// Expansion") on the bundled content (content/oldworld/adventure-pack.grim):
// its exploration cards shuffled in, its events 57-137 added in number order,
// the quest tokens, the cards drawn into a hand and the solo rule, and the
// combinations the rulebooks allow.
import { games } from "../../../games/registry.ts";
import { describe, expect, it } from "vitest";
import { content } from "../../../content/generated/oldworld.ts";
import { oldworldGame } from "../../../games/oldworld/index.ts";
import { ContentError } from "../../../runtime/core/errors.ts";
import type { Expansion } from "../../../games/oldworld/rules/content.ts";
import { createOldWorldGame } from "../../../games/oldworld/rules/game.ts";
import { oldWorldInvariants } from "../../../games/oldworld/rules/invariants.ts";
import { phaseTwo } from "../../../games/oldworld/rules/turn.ts";
import { GameText } from "../../../compiler/i18n/game-text.ts";
import { playerCatalogue } from "../../../compiler/i18n/project.ts";
import { renderRulesText } from "../../../compiler/i18n/rules-text.ts";
import { randomAgent } from "../../../runtime/agents/agents.ts";
import { ROOT } from "../../content/oldworld/bundled.ts";
import { catalogue, owEntity } from "../../content/oldworld/bundled.ts";
import { OwTable, type Answerer } from "./table.ts";
import { cleanRun } from "../clean-run.ts";

const WOLF = "witcher.wolf-witcher";
const BEAR = "witcher.bear-witcher";
const AP: Expansion[] = ["adventure-pack"];

const apExplorations = content.explorations.filter((x) => x.expansion === "adventure-pack");
const apEvents = content.events.filter((x) => x.expansion === "adventure-pack");
/** an Adventure Pack exploration card by its id */
function cardWith(id: RegExp): { id: string; deck: "city" | "wilds" } {
  const card = apExplorations.find((x) => id.test(x.id));
  if (!card || (card.deck !== "city" && card.deck !== "wilds")) throw new Error(`no Adventure Pack card ${id}`);
  return { id: card.id, deck: card.deck };
}
const first: Answerer = (d) => [d.options[0].key];
const last: Answerer = (d) => [d.options[d.options.length - 1].key];

/** the table answers Phase II with the option whose key starts with `prefix`, and any card's first option */
function table(witchers: string[], expansions: Expansion[] = AP, answers: Record<string, string | string[] | Answerer> = {}) {
  return new OwTable({ witchers, expansions }, { "raise-attribute": "combat", ...answers }, content);
}

/** explore until a card of this id is drawn: it is put on top of its deck first */
function explore(t: OwTable, id: string, card: string, option: string) {
  const s = t.e.state;
  const def = t.e.cat.exploration(card);
  const deck = s.exploration[def.deck as "city" | "wilds"];
  const at = deck.findIndex((c) => c.startsWith(`${card}#`));
  const [copy] = deck.splice(at, 1);
  deck.unshift(copy);
  t.player(id).location = def.deck === "city" ? "location.novigrad" : "location.kaer-seren";
  t.run(phaseTwo(id), { "phase-2": "explore", "exploration-option": option, "event-option": first });
  return copy;
}

describe("Adventure Pack Expansion", () => {
  it("Setup changes: All the cards from this Expansion have a symbol (an asterisk-like star mark) to easily distinguish them from the basic cards", () => {
    // 200 cards: 60 wilds and 59 city exploration cards and 81 events, each carrying the pack's mark; no base card does
    const copies = (deck: string) => apExplorations.filter((x) => x.deck === deck).reduce((n, x) => n + (x.copies ?? 1), 0);
    expect(copies("wilds")).toBe(60);
    expect(copies("city")).toBe(59);
    expect(apEvents).toHaveLength(81);
    expect(copies("wilds") + copies("city") + apEvents.length).toBe(200);
    for (const x of [...apExplorations, ...apEvents]) {
      expect(x.set, x.id).toBe("adventure-pack");
      expect(x.original, x.id).toBe(true);
    }
    const base = [...content.explorations, ...content.events].filter((x) => x.set !== "adventure-pack");
    expect(base.length).toBeGreaterThan(0);
    for (const x of base) expect(x.expansion, x.id).toBeUndefined();
  });

  it("Setup changes: Shuffle the Exploration cards from the Adventure Pack Expansion into the Exploration deck", () => {
    const without = table([WOLF], []);
    expect(without.e.state.exploration.city).toHaveLength(36);
    expect(without.e.state.exploration.wilds).toHaveLength(36);
    const t = table([WOLF]);
    const s = t.e.state;
    expect(s.exploration.city).toHaveLength(36 + 59);
    expect(s.exploration.wilds).toHaveLength(36 + 60);
    // shuffled in: the pack's cards are spread through the deck, not stacked on one end
    const isAp = (c: string) => t.e.cat.exploration(c).expansion === "adventure-pack";
    for (const deck of [s.exploration.city, s.exploration.wilds]) {
      expect(deck.slice(0, 30).some(isAp)).toBe(true);
      expect(deck.slice(-30).some(isAp)).toBe(true);
      expect(deck.slice(0, 30).some((c) => !isAp(c))).toBe(true);
    }
  });

  it("Setup changes: The Event cards from the Adventure Pack Expansion are numbered from 57 to 137. Do not shuffle them. Add them to the Event cards deck", () => {
    expect(apEvents.map((e) => e.number)).toEqual(Array.from({ length: 81 }, (_, i) => 57 + i));
    const without = table([WOLF], []);
    expect(without.e.state.events).toEqual(Array.from({ length: 56 }, (_, i) => 1 + i));
    for (const seed of [1, 2, 3]) {
      const t = new OwTable({ witchers: [WOLF], expansions: AP, seed }, {}, content);
      expect(t.e.state.events).toEqual(Array.from({ length: 137 }, (_, i) => 1 + i));
    }
  });

  it("Setup changes: Place the Quest tokens next to the Game Board", () => {
    expect(table([WOLF], []).e.state.questTokens).toBe(0);
    const t = table([WOLF, BEAR]);
    expect(t.e.state.questTokens).toBe(12);
    // a card places a token on the map; a player there in Phase II takes it back to the supply and reads its event
    const card = cardWith(/bounty-on-the-bridge/);
    explore(t, WOLF, card.id, "a");
    expect(t.e.state.questTokensOnMap).toEqual([{ location: "location.novigrad", event: 57 }]);
    expect(t.e.state.questTokens).toBe(11);
    const bear = t.player(BEAR);
    bear.location = "location.novigrad";
    const offered: string[] = [];
    t.run(phaseTwo(BEAR), { "phase-2": (d) => (offered.push(...d.options.map((o) => o.key)), ["token.0"]), "event-option": first });
    expect(offered).toContain("token.0");
    expect(t.e.state.questTokens).toBe(12);
    expect(t.e.state.questTokensOnMap).toEqual([]);
    const read = t.e.log.ofType("event").map((e) => e.event);
    // event 57 and the follow-up its first option names
    expect(read[0]).toBe(57);
    expect(read.length).toBe(2);
  });

  it("Quest tokens: the invariants see a quest token lost or made, and an event card in two places or out of number order", () => {
    const game = createOldWorldGame(content, { seed: 3, witchers: [WOLF, BEAR], expansions: AP });
    expect(oldWorldInvariants(game)).toEqual([]);
    const s = game.engine.state;
    s.questTokens = 11;
    expect(oldWorldInvariants(game)).toEqual(["quest tokens: 11 in the supply and 0 on the map of 12"]);
    s.questTokensOnMap.push({ location: "location.novigrad", event: 57 });
    expect(oldWorldInvariants(game)).toEqual([]);
    game.engine.player(BEAR).heldEvents.push(60);
    expect(oldWorldInvariants(game)).toEqual(["event cards: 138 in the deck and hands (137 different) of 137"]);
    game.engine.player(BEAR).heldEvents = [];
    [s.events[3], s.events[4]] = [s.events[4], s.events[3]];
    expect(oldWorldInvariants(game)).toEqual(["the event deck is out of number order"]);
  });

  it("Quest tokens: the twelve tokens run out; a card's option that needs one is not offered while none is left", () => {
    const t = table([WOLF, BEAR]);
    t.e.state.questTokens = 0;
    const card = cardWith(/bounty-on-the-bridge/);
    explore(t, WOLF, card.id, "b");
    // option a (place a quest token) is not offered: the only option left, b, is taken
    expect(t.decisions.filter((d) => d.type === "exploration-option").flatMap((d) => d.options.map((o) => o.key))).not.toContain("a");
    expect(t.e.log.ofType("option").at(-1)).toMatchObject({ card: card.id, option: "b" });
    expect(t.e.state.questTokensOnMap).toEqual([]);
  });

  it("Setup changes: The Adventure Pack Expansion may be combined with any other Expansion, except the Wild Hunt Expansion", () => {
    expect(() => table([WOLF], ["adventure-pack", "wild-hunt"])).toThrow(ContentError);
    expect(() => table([WOLF], ["adventure-pack", "wild-hunt"])).toThrow(
      /Adventure Pack Expansion, Setup changes: "The Adventure Pack Expansion may be combined with any other Expansion, except the Wild Hunt Expansion."/,
    );
    for (const ex of [
      ["adventure-pack", "ciri"],
      ["adventure-pack", "ciri", "lost-mount"],
      ["adventure-pack", "ciri", "monster-trail"],
    ] as Expansion[][])
      expect(() => new OwTable({ witchers: ["witcher.ciri", WOLF], expansions: ex }, { "lost-mount-pile": "forest" }, content)).not.toThrow();
    // the content must hold the pack's set
    expect(() => new OwTable({ witchers: [WOLF], expansions: AP }, {}, { ...content, expansions: [] })).toThrow(/needs its set in the content/);
  });

  it("Setup changes: games with the Adventure Pack in every allowed combination (alone, with Ciri, with the Lost Mount, with both) for 1 to 5 players end with a winner, keep every invariant and replay identically", {
    timeout: 300_000,
  }, () => {
    const s = cleanRun(oldworldGame, content, { games: 40, seed: 4242, agent: "mixed", maxRounds: 250, everyStep: false, replayEvery: 1 });
    expect(s.won).toBe(40);
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const { options } = oldworldGame.runtime!.sim!.table(content, i, 4242 + i, null, { maxRounds: 250 });
      const ex = options.expansions ?? [];
      if (ex.includes("adventure-pack")) seen.add(`${options.witchers.length}:${ex.includes("lost-mount")}:${ex.includes("ciri")}`);
    }
    for (const n of [1, 2, 3, 4, 5])
      for (const lm of [true, false])
        expect(
          [...seen].some((k) => k.startsWith(`${n}:${lm}:`)),
          `${n} players, lost mount ${lm}`,
        ).toBe(true);
    expect([...seen].some((k) => k.endsWith(":true"))).toBe(true);
  });
});

describe("Adventure Pack Expansion, Solo gameplay changes", () => {
  const hidden = () => cardWith(/sealed-letter/);

  it("Solo gameplay changes: Some Exploration cards in this Expansion tell the Player to draw an Event card into their hand, without showing it to the other Players. While playing solo, ignore that rule and do not draw that card", () => {
    const card = hidden();
    // two players: the card goes into the hand, out of the event deck, and the log marks it hidden
    const t = table([WOLF, BEAR]);
    explore(t, WOLF, card.id, "a");
    const drawn = t.e.log.ofType("event-drawn")[0];
    expect(drawn).toMatchObject({ player: WOLF, hidden: true });
    const n = drawn.event as number;
    expect(t.player(WOLF).heldEvents).toEqual([n]);
    expect(t.e.state.events).not.toContain(n);
    // solo: the option is taken but the card is not drawn
    const solo = table([WOLF]);
    explore(solo, WOLF, card.id, "a");
    expect(solo.player(WOLF).heldEvents).toEqual([]);
    expect(solo.e.state.events).toContain(n);
    expect(solo.e.log.ofType("event-not-drawn")[0]).toMatchObject({ player: WOLF, event: n, reason: "solo" });
  });

  it("Solo gameplay changes: an event card drawn into the hand is read later in Phase II at the location it names, then goes back to its place in the event deck", () => {
    const t = table([WOLF, BEAR]);
    explore(t, WOLF, hidden().id, "a");
    const n = t.player(WOLF).heldEvents[0];
    const at = t.e.cat.events.get(n)!.location!;
    expect(at).toBe("location.vengerberg");
    // the card says so, in both languages
    const id = t.e.cat.events.get(n)!.id;
    expect(renderRulesText(owEntity(id), catalogue("en"))[0]).toMatch(/^Held in your hand, read it in Phase II at Vengerberg\. Option: /);
    expect(renderRulesText(owEntity(id), catalogue("ro"))[0]).toMatch(/^Ținută în mână, o citești în Faza II la Vengerberg\. Opțiune: /);
    const p = t.player(WOLF);
    const keys: string[][] = [];
    const ask = {
      "phase-2": (d: { options: { key: string }[] }) => (
        keys.push(d.options.map((o) => o.key)), d.options.some((o) => o.key === `held.${n}`) ? [`held.${n}`] : ["explore"]
      ),
      "exploration-option": last,
      "event-option": first,
    };
    p.location = "location.novigrad";
    t.run(phaseTwo(WOLF), ask);
    expect(keys.flat()).not.toContain(`held.${n}`);
    expect(p.heldEvents).toEqual([n]);
    const before = t.e.log.ofType("event").length;
    p.location = at;
    t.run(phaseTwo(WOLF), ask);
    expect(keys.at(-1)).toContain(`held.${n}`);
    expect(p.heldEvents).toEqual([]);
    expect(t.e.state.events).toEqual(Array.from({ length: 137 }, (_, i) => 1 + i));
    expect(t.e.log.ofType("event").map((e) => e.event)[before]).toBe(n);
  });
});

describe("Adventure Pack Expansion in the players' languages", () => {
  it("Solo gameplay changes: every question, answer and log line of Adventure Pack games reads in English and Romanian, and the log does not name an event card drawn into a hand", () => {
    const seen = new Set<string>();
    for (const locale of ["en", "ro"]) {
      const words = new GameText("oldworld", playerCatalogue({ root: ROOT }, games, locale, false));
      for (const [seed, witchers] of [
        [21, [WOLF, BEAR, "witcher.ciri"]],
        [22, [WOLF]],
        [23, [WOLF, BEAR]],
        [24, [BEAR, WOLF, "witcher.cat-witcher", "witcher.viper-witcher"]],
      ] as [number, string[]][]) {
        const game = createOldWorldGame(content, { seed, witchers, expansions: ["adventure-pack", "ciri", "lost-mount"], maxRounds: 60 });
        const random = randomAgent(seed);
        while (game.pending) {
          const d = words.decision(game.pending);
          expect(d.prompt).not.toBe("");
          game.answer(random(game.pending, game));
        }
        for (const e of game.log) {
          seen.add(e.type);
          const line = words.logLine(e);
          if (e.type === "event-drawn") expect(line).not.toContain(String(e.event));
        }
      }
      expect(
        words.problems.map((p) => p.message),
        locale,
      ).toEqual([]);
    }
    for (const t of ["event", "quest-token-placed", "event-drawn", "event-not-drawn", "quest"]) expect([...seen], t).toContain(t);
  });
});
