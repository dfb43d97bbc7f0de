// Every window the language table lets a kind have is opened by the runtime at
// the rulebook's moment: one hand-built entity per (kind, window) whose hook
// the log names as it fires, played through the rule's step where that moment happens.
import { describe, expect, it } from "vitest";
import { adventure } from "../../games/adventure/vocabulary.ts";
import type { Answer } from "../../runtime/core/decision.ts";
import type { AdventureContent, HookDef } from "../../games/adventure/rules/content.ts";
import { performAction } from "../../games/adventure/rules/actions.ts";
import { operations, operationsOf } from "../../games/adventure/rules/operations.ts";
import { calls, card, enemy, hook, monster } from "../fixtures/adventure/build.ts";
import { sampleContent } from "../fixtures/adventure/content.ts";
import { GERALT, type Play, play, Table, YARPEN } from "./table.ts";
import { fightBattle, battleOf } from "../../games/adventure/rules/battle.ts";
import { resolvingCard, settleDrawn, drawingCards, drawOf } from "../../games/adventure/rules/cards.ts";

const kindWindows = (kind: string) => adventure.kinds.find((k) => k.kind === kind)!.windows;
// a monster is met only in a battle, so its windows are the battle's steps, in the language table's own list
const BATTLE = kindWindows("monster");
// quest windows are the parts of a quest card (requirements, consequences): the link step folds them into the quest's
// structure, and test/runtime/rules-quests.test.ts plays each part
const QUEST_PARTS = ["main-requirement", "consequences", "side-requirement", "support-requirement"];

/** the rulebook section whose timing a window follows */
function section(window: string): string {
  if (BATTLE.includes(window) || window === "during-battle") return "Battle";
  if (window === "when-performing-action") return "Actions";
  if (window === "during-your-turn") return "Good Fortune Cards";
  if (window === "any-time" || window === "task") return "Operations";
  if (window === "draw-investigation") return "Good Fortune Cards";
  if (window === "command") return "Companions";
  if (window === "setback") return "Investigation Cards";
  if (window === "when-discarded") return "Discarding";
  return "Drawing";
}

/** a probe: its hook's source names its kind and window, which the log gives as it fires (its effect a gain of 1 gold) */
const probe = (kind: string, window: string, more: Partial<HookDef> = {}): HookDef =>
  hook(window, calls("receive", { resource: "gold", amount: 1, colour: "any" }), { source: `probe:${kind}/${window}`, ...more });

/** the tables of the test under way, in the order made, and where in its log each one's probes are read from */
const tables: { t: Table; from: number }[] = [];
function table(opts: ConstructorParameters<typeof Table>[0]): Table {
  const t = new Table(opts);
  tables.push({ t, from: 0 });
  return t;
}
function reset(): void {
  tables.length = 0;
}
/** the probes fired so far are forgotten (those of the setup) */
function forget(): void {
  for (const at of tables) at.from = at.t.e.log.events.length;
}

/** the probes fired on the test's tables: an entity's own hook as it happens, a card's as it is used */
function fired(): string[] {
  const out: string[] = [];
  for (const { t, from } of tables)
    for (const ev of t.e.log.events.slice(from)) {
      const source = ev.type === "effect" ? ev.at : ev.type === "use-card" ? ev.source : null;
      if (typeof source === "string" && source.startsWith("probe:")) out.push(source.slice("probe:".length));
    }
  return out;
}

const probes = (kind: string) => kindWindows(kind).map((w) => probe(kind, w));
const fightProbe = (to: string): HookDef => hook("effect", calls("fight", { enemy: to }));

function content(): AdventureContent {
  return {
    ...sampleContent,
    heroes: sampleContent.heroes.map((h) => (h.id === GERALT ? { ...h, hooks: probes("hero") } : h)),
    monsters: [
      ...sampleContent.monsters,
      monster("monster.probe-weak", "Weak Probe", "bronze", { sword: 0, shield: 0, ritual: 0 }, 1, probes("monster")),
      monster("monster.probe-strong", "Strong Probe", "bronze", { sword: 99, shield: 99, ritual: 99 }, 1, probes("monster")),
    ],
    enemies: [
      ...sampleContent.enemies,
      enemy("enemy.probe-weak", "Weak Probe", { sword: 0, shield: 0, ritual: 0 }, probes("enemy")),
      enemy("enemy.probe-strong", "Strong Probe", { sword: 99, shield: 99, ritual: 99 }, probes("enemy")),
    ],
    cards: [
      ...sampleContent.cards,
      card("investigation", "investigation.red", "investigation.probe", "Probe", probes("investigation")),
      // a good fortune card is discarded once used: one card per window
      ...kindWindows("goodfortune").map((w) => card("goodfortune", "goodfortune", `goodfortune.probe-${w}`, "Probe", [probe("goodfortune", w)])),
      card("development", "development.geralt", "development.probe", "Probe", probes("development")),
      card("companion", "companion.yarpen", "companion.probe", "Probe", probes("companion")),
      card("foulfate", "foulfate", "foulfate.probe-weak", "Probe", [fightProbe("enemy.probe-weak"), ...probes("foulfate")]),
      card("foulfate", "foulfate", "foulfate.probe-strong", "Probe", [fightProbe("enemy.probe-strong"), ...probes("foulfate")]),
    ],
  };
}

/** use every card hook offered, name the action asked for, otherwise decline or take the first option */
function drive(t: Table, rule: Play, action = "rest"): void {
  t.m.start(t.m, rule.step, rule.fields);
  for (let guard = 0; t.m.pending !== null; guard++) {
    if (guard > 500) throw new Error("the window kept asking");
    const d = t.m.pending;
    t.asked.push(d);
    const keys = d.options.map((o) => o.key);
    let answer: Answer;
    const use = keys.find((k) => k.startsWith("use:"));
    if (use) answer = [use];
    else if (d.type === "choose-action" && keys.includes(action)) answer = [action];
    else {
      const decline = keys.find((k) => ["pass", "done", "none"].includes(k));
      answer = decline && (d.pick?.max ?? 1) === 1 ? [decline] : keys.slice(0, Math.max(1, d.pick?.min ?? 1));
    }
    t.m.answer(answer);
  }
}

/** the hero holds a card the way its kind is held: development faceup, good fortune facedown, kept investigation, companion */
function hold(t: Table, hero: string, kind: string, window = ""): string {
  const h = t.hero(hero);
  if (kind === "development") h.development.push({ card: "development.probe#1", markers: 0 });
  else if (kind === "goodfortune") h.goodFortune.push(`goodfortune.probe-${window}#1`);
  else if (kind === "investigation") h.kept.push({ card: "investigation.probe#1", until: "always", taskDone: false });
  else if (kind === "companion") h.companions.push("companion.probe#1");
  return hero;
}

/** plays the rulebook moment of a window for a kind; returns what fired */
function trigger(kind: string, window: string): string[] {
  reset();
  const t = table({ content: content(), heroes: kind === "companion" ? [YARPEN, GERALT] : [GERALT, YARPEN] });
  const hero = t.e.state.active;
  const strong = window.startsWith("failed-");
  if (kind === "hero" && window === "effect") return fired(); // fired during setup, as the hero took his sheet
  forget();
  if (kind === "monster" || kind === "enemy") {
    drive(t, play(fightBattle, battleOf(hero, `${kind}.probe-${strong ? "strong" : "weak"}`, null)));
  } else if (kind === "foulfate") {
    drive(t, play(resolvingCard, { hero: hero, card: `foulfate.probe-${strong ? "strong" : "weak"}#1` }));
  } else if (window === "effect" || window === "setback" || window === "when-discarded") {
    if (kind === "goodfortune") {
      t.stack("goodfortune", ["goodfortune.probe-effect#1"]);
      drive(t, play(drawingCards, drawOf(hero, "goodfortune", 1, "draw", "test")));
    } else if (kind === "development") drive(t, play(settleDrawn, { hero: hero, card: "development.probe#1" }));
    else drive(t, play(resolvingCard, { hero: hero, card: `${kind}.probe#1` }));
  } else {
    hold(t, hero, kind, window);
    if (BATTLE.includes(window) || window === "during-battle") drive(t, play(fightBattle, battleOf(hero, `enemy.probe-${strong ? "strong" : "weak"}`, null)));
    else if (window === "any-time" || window === "during-your-turn" || window === "task") drive(t, play(operations, operationsOf(hero)));
    else if (window === "when-performing-action") drive(t, play(performAction, { hero: hero, action: null }));
    else if (window === "command") drive(t, play(performAction, { hero: hero, action: null }), "command");
    else if (window === "draw-investigation") drive(t, play(drawingCards, drawOf(hero, "investigation.red", 2, "draw", "test")));
    else throw new Error(`no rulebook moment known for window ${window}`);
  }
  return fired();
}

describe("every window of the language table opens at its rulebook moment", () => {
  for (const k of adventure.kinds) {
    for (const window of k.windows) {
      if (k.kind === "quest") continue;
      it(`${section(window)}: a ${k.kind}'s "${window}" hook fires`, () => {
        expect(trigger(k.kind, window)).toContain(`${k.kind}/${window}`);
      });
    }
  }

  it("Quest Cards: a quest card's windows are exactly its printed parts", () => {
    expect(kindWindows("quest")).toEqual(QUEST_PARTS);
  });

  it("Battle: a failed result's hooks do not fire on success, nor a successful result's on failure", () => {
    const fromWeak = trigger("monster", "successful-sword");
    expect(fromWeak).not.toContain("monster/failed-sword");
    const fromStrong = trigger("monster", "failed-sword");
    expect(fromStrong).not.toContain("monster/successful-sword");
  });
});

describe('"any time" and "during your turn" are two windows', () => {
  const holding = (window: string, kind: "development" | "goodfortune" = "development", more: Partial<HookDef> = {}): AdventureContent => ({
    ...sampleContent,
    cards: [
      ...sampleContent.cards,
      kind === "development"
        ? card("development", "development.geralt", "development.probe", "Probe", [probe("development", window, more)])
        : card("goodfortune", "goodfortune", `goodfortune.probe-${window}`, "Probe", [probe("goodfortune", window, more)]),
    ],
    enemies: [...sampleContent.enemies, enemy("enemy.probe-weak", "Weak Probe", { sword: 0 }, [])],
  });

  const inBattle = (kind: "development" | "goodfortune") => {
    reset();
    const t = table({ content: holding("any-time", kind), heroes: [GERALT, YARPEN] });
    hold(t, GERALT, kind, "any-time");
    drive(t, play(fightBattle, battleOf(GERALT, "enemy.probe-weak", null)));
    expect(fired()).toContain(`${kind}/any-time`);
    expect(t.asked.some((d) => d.who === GERALT && d.type.startsWith("window:") && d.options.some((o) => o.key.startsWith("use:")))).toBe(true);
  };
  const onOthersTurn = (kind: "development" | "goodfortune") => {
    reset();
    const t = table({ content: holding("any-time", kind), heroes: [GERALT, YARPEN] });
    hold(t, YARPEN, kind, "any-time");
    drive(t, play(operations, operationsOf(GERALT))); // Geralt's turn
    expect(fired()).toContain(`${kind}/any-time`);
    expect(t.asked.some((d) => d.who === YARPEN && d.type === "window:any-time")).toBe(true);
  };
  const ownTurnOnly = (kind: "development" | "goodfortune") => {
    reset();
    const t = table({ content: holding("during-your-turn", kind), heroes: [GERALT, YARPEN] });
    hold(t, GERALT, kind, "during-your-turn");
    drive(t, play(fightBattle, battleOf(GERALT, "enemy.probe-weak", null)));
    expect(fired()).toEqual([]);
    const other = table({ content: holding("during-your-turn", kind), heroes: [GERALT, YARPEN] });
    hold(other, YARPEN, kind, "during-your-turn");
    drive(other, play(operations, operationsOf(GERALT)));
    expect(fired()).toEqual([]);
    // and as an operation of his own turn
    drive(t, play(operations, operationsOf(GERALT)));
    expect(fired()).toEqual([`${kind}/during-your-turn`]);
  };

  it('Good Fortune Cards: a development\'s "any time" hook can be used in a battle', () => inBattle("development"));
  it('Good Fortune Cards: a goodfortune\'s "any time" hook can be used in a battle', () => inBattle("goodfortune"));
  it("Good Fortune Cards: a development's \"any time\" hook can be used on another hero's turn", () => onOthersTurn("development"));
  it("Good Fortune Cards: a goodfortune's \"any time\" hook can be used on another hero's turn", () => onOthersTurn("goodfortune"));
  it('Good Fortune Cards: "during your turn" development hooks only when he can perform operations: not in a battle, not on another hero\'s turn', () =>
    ownTurnOnly("development"));
  it('Good Fortune Cards: "during your turn" goodfortune hooks only when he can perform operations: not in a battle, not on another hero\'s turn', () =>
    ownTurnOnly("goodfortune"));

  it('Development Cards: "once per turn" cards only on the active player\'s turn, when he can perform operations: an "any time, once per turn" development hook is not offered in a battle or on another hero\'s turn', () => {
    reset();
    const t = table({ content: holding("any-time", "development", { limit: "once-per-turn" }), heroes: [GERALT, YARPEN] });
    hold(t, GERALT, "development");
    drive(t, play(fightBattle, battleOf(GERALT, "enemy.probe-weak", null)));
    expect(fired()).toEqual([]);
    hold(t, YARPEN, "development");
    t.e.state.active = YARPEN;
    t.asked.length = 0;
    drive(t, play(operations, operationsOf(YARPEN))); // Yarpen's turn: his own card as an operation, Geralt's not at all
    expect(t.asked.some((d) => d.who === GERALT)).toBe(false);
    expect(fired()).toEqual(["development/any-time"]);
  });
});

describe("a free, unlimited hook is used once per window occurrence", () => {
  const free = (window: string): AdventureContent => ({
    ...sampleContent,
    cards: [...sampleContent.cards, card("development", "development.geralt", "development.probe", "Probe", [probe("development", window)])],
  });

  it("Operations: a card's free any time hook is offered once in the hero's operations, however often he asks", () => {
    reset();
    const t = table({ content: free("any-time") });
    hold(t, GERALT, "development");
    drive(t, play(operations, operationsOf(GERALT)));
    expect(fired()).toEqual(["development/any-time"]);
  });

  it("Battle: a card's free during battle hook is offered once in the modify step", () => {
    reset();
    const t = table({
      content: { ...free("during-battle"), enemies: [...sampleContent.enemies, enemy("enemy.probe-weak", "Weak Probe", { sword: 0 }, [])] },
    });
    hold(t, GERALT, "development");
    drive(t, play(fightBattle, battleOf(GERALT, "enemy.probe-weak", null)));
    expect(fired()).toEqual(["development/during-battle"]);
  });

  it("Operations: a free hook is offered again in a later turn", () => {
    reset();
    const t = table({ content: free("any-time") });
    hold(t, GERALT, "development");
    drive(t, play(operations, operationsOf(GERALT)));
    t.e.state.turn += 1;
    drive(t, play(operations, operationsOf(GERALT)));
    expect(fired()).toEqual(["development/any-time", "development/any-time"]);
  });
});
