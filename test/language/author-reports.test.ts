// Problems found while writing the bundled content: costs that buy several
// effects, conditions with or/and/not, precise `assumed`, the rulebook's window
// wording, commas in quest properties, if/else on one line, set names, and the
// Old World cards the expansion rulebooks quote.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Workspace } from "../../compiler/workspace.ts";
import { formatText } from "../../compiler/format.ts";
import type { Condition, Effect, EntityIR, Hook } from "../../core/ir.ts";
import { adventure } from "../../games/adventure/vocabulary.ts";
import { oldworld } from "../../games/oldworld/vocabulary.ts";
import { games } from "../../games/registry.ts";

const head = 'game adventure\nset base\ntrait Magic "Magic"\nlocation Wyzima "Wyzima" { heart }\nenemy Wraith "Wraith" { sword 4; shield 3 }\n';

function check(text: string, game = "adventure"): { codes: string[]; messages: string[]; entities: EntityIR[] } {
  const ws = new Workspace(games);
  ws.setFile("a.grim", game === "adventure" ? head + text : text);
  const r = ws.check();
  return { codes: r.diagnostics.map((d) => d.code), messages: r.diagnostics.map((d) => d.message), entities: r.program.sets.flatMap((s) => s.entities) };
}

function entity(r: ReturnType<typeof check>, id: string): EntityIR {
  const e = r.entities.find((x) => x.id === id);
  if (!e) throw new Error(`no entity ${id}`);
  return e;
}

/** The IR without positions or the record of which args the source wrote, for comparing shapes. */
/** the effect of a foul fate card whose effect line is `line`, which must check without a report: what the
 * tests of how conditions read look at */
function cleanEffect(line: string): Effect {
  const r = check(`foulfate F "F" {\n  effect: ${line}\n}\n`);
  expect(r.codes).toEqual([]);
  return entity(r, "foulfate.f").hooks[0].effect;
}

function shape<T>(v: T): unknown {
  return JSON.parse(JSON.stringify(v, (k, x) => (k === "at" || k === "implied" ? undefined : x)));
}

const verb = (name: string, args: Record<string, unknown>) => ({ kind: "verb", verb: name, args, ifAble: false });
const has = (amount: number, resource: string): Condition =>
  ({ kind: "query", query: "has", args: { amount, colour: "any", resource } }) as unknown as Condition;

describe("Costs: `<cost> -> <effects>`", () => {
  it("a cost buys every effect after the arrow on its line: nothing is gained when it cannot be paid", () => {
    const r = check('development Feint "Feint" {\n  during battle: spend 1 dodge -> add 2 swords; gain 1 vp\n}\n');
    expect(r.codes).toEqual([]);
    const hook = entity(r, "development.feint").hooks[0];
    expect(shape(hook.cost)).toEqual(verb("spend-results", { amount: 1, result: "dodge" }));
    expect(shape(hook.effect)).toEqual({
      kind: "seq",
      steps: [verb("add-results", { amount: 2, result: "sword" }), verb("gain", { amount: 1, colour: "any", resource: "vp" })],
    });
  });

  it("a cost opening a block buys the rest of the block", () => {
    const r = check('development Feint "Feint" {\n  any time: {\n    spend 2 gold -> heal 1 wound\n    gain 1 vp\n  }\n}\n');
    expect(r.codes).toEqual([]);
    const hook = entity(r, "development.feint").hooks[0];
    expect(shape(hook.cost)).toEqual(verb("spend", { amount: 2, colour: "any", resource: "gold" }));
    expect((hook.effect as Extract<Effect, { kind: "seq" }>).steps.map((s) => (s.kind === "verb" ? s.verb : s.kind))).toEqual(["heal", "gain"]);
  });

  it("a cost after another effect is reported (GRM1205), not turned into an ordinary step that pays what it can", () => {
    const r = check('development Feint "Feint" {\n  any time: gain 1 vp; spend 1 gold -> heal 1 wound\n}\n');
    expect(r.codes).toEqual(["GRM1205"]);
    expect(JSON.stringify(entity(r, "development.feint").hooks)).not.toContain('"heal"');
  });

  it("a cost inside an `if` is reported too (GRM1205)", () => {
    expect(check('development Feint "Feint" {\n  any time: if you have 2 gold: spend 2 gold -> gain 1 vp\n}\n').codes).toEqual(["GRM1205"]);
  });
});

describe("Conditions: or, and, not", () => {
  it("`if A or B:` is any of them", () => {
    const effect = cleanEffect("if you have 3 gold or you have 2 vp: gain 1 vp");
    const e = effect as Extract<Effect, { kind: "if" }>;
    expect(shape(e.cond)).toEqual({ kind: "any", conds: [has(3, "gold"), has(2, "vp")] });
  });

  it("`if A and not B:` negates only B", () => {
    const effect = cleanEffect("if you have 3 gold and not you have a Magic card: gain 1 vp");
    const e = effect as Extract<Effect, { kind: "if" }>;
    expect(shape(e.cond)).toEqual({
      kind: "all",
      conds: [has(3, "gold"), { kind: "not", cond: { kind: "query", query: "hasCardWithTrait", args: { trait: { kind: "ref", id: "trait.magic" } } } }],
    });
  });

  it("not binds tighter than and, and tighter than or: `A or B and not C` is `A or (B and (not C))`", () => {
    const effect = cleanEffect("if you have 1 gold or you have 2 vp and not you have 3 gold: gain 1 vp");
    const e = effect as Extract<Effect, { kind: "if" }>;
    expect(shape(e.cond)).toEqual({ kind: "any", conds: [has(1, "gold"), { kind: "all", conds: [has(2, "vp"), { kind: "not", cond: has(3, "gold") }] }] });
  });

  it("`or` with nothing on one side is reported as a condition problem (GRM3012)", () => {
    expect(check('foulfate F "F" {\n  effect: if you have 1 gold or: gain 1 vp\n}\n').codes).toEqual(["GRM3012"]);
  });
});

describe("Conditions: `if …: a else: b` on one line", () => {
  it("the else part is the other branch", () => {
    const effect = cleanEffect("if you have 3 gold: gain 2 vp else: lose 1 vp");
    expect(shape(effect)).toEqual({
      kind: "if",
      cond: has(3, "gold"),
      then: verb("gain", { amount: 2, colour: "any", resource: "vp" }),
      else: verb("lose", { amount: 1, colour: "any", resource: "vp" }),
    });
  });

  it("an else after a target's effects belongs to the if, not to the target", () => {
    const effect = cleanEffect("if you have 3 gold: each other hero: lose 1 gold else: gain 1 gold");
    expect(shape(effect)).toEqual({
      kind: "if",
      cond: has(3, "gold"),
      then: { kind: "target", selector: "each-other-hero", body: verb("lose", { amount: 1, colour: "any", resource: "gold" }) },
      else: verb("gain", { amount: 1, colour: "any", resource: "gold" }),
    });
  });

  it("an else on one line belongs to the nearest if", () => {
    const effect = cleanEffect("if you have 3 gold: if you have 2 vp: gain 2 vp else: lose 1 vp");
    const outer = effect as Extract<Effect, { kind: "if" }>;
    expect(outer.else).toBeNull();
    expect((outer.then as Extract<Effect, { kind: "if" }>).else).not.toBeNull();
  });
});

describe("Assumed values", () => {
  const quest = (mainEnemy: string) =>
    `quest Road "Road" : combat {\n  support magic\n  main at Wyzima for 8 vp\n  ${mainEnemy}\n  main requirement: spend 2 red proof\n  side 4 vp: spend 3 blue leads\n  side 2 vp: spend 1 gold   assumed\n  support 6 vp and 3 vp to the owner: spend 2 gold\n}\n`;

  it("an assumed `main enemy` line marks only the enemy, not the quest's location and VP", () => {
    const r = check(quest("main enemy Wraith   assumed"));
    expect(r.codes).toEqual([]);
    expect(entity(r, "quest.road").props.assumed).toEqual(["main.enemy", "side[1]"]);
  });

  it("a property wholly assumed is listed by its name", () => {
    const r = check(`enemy Bandits "Bandits" {\n  sword 3   assumed\n  shield 2\n}\ndie D : hero {\n${"  face sword   assumed\n".repeat(6)}}\n`);
    expect(r.codes).toEqual([]);
    expect(entity(r, "enemy.bandits").props.assumed).toEqual(["sword"]);
    expect(entity(r, "die.d").props.assumed).toEqual(["faces"]);
  });
});

describe("Windows", () => {
  it('Battles: the rulebook\'s own wording "at the start of battle" is the start-of-battle window', () => {
    const r = check('monster Nekker "Nekker" : bronze {\n  sword 2; shield 1\n  at the start of battle: suffer 1 wound\n  start of battle: gain 1 gold\n}\n');
    expect(r.codes).toEqual([]);
    expect(entity(r, "monster.nekker").hooks.map((h: Hook) => h.window)).toEqual(["start-of-battle", "start-of-battle"]);
  });

  it("a comma inside a quest property is reported as a wrong value at the comma, not as an unknown window", () => {
    const r = check(quest4("side 4 vp, 2 gold: spend 3 blue leads"));
    expect(r.codes).toEqual(["GRM3005"]);
    expect(r.messages[0]).toBe("In `side <vp> vp: …`, `:` and its effects are expected here, not `,`.");
  });
});

function quest4(side: string): string {
  return `quest Road "Road" : combat {\n  support magic\n  main at Wyzima for 8 vp\n  main enemy Wraith\n  main requirement: spend 2 red proof\n  ${side}\n  support 6 vp and 3 vp to the owner: spend 2 gold\n}\n`;
}

describe("Sets", () => {
  it("the set's display name is in the IR", () => {
    const ws = new Workspace(games);
    ws.setFile("a.grim", 'game adventure\nset WildHunt "Wild Hunt"\ntrait Hunt "Hunt"\n');
    ws.setFile("b.grim", 'game adventure\nset WildHunt\ntrait Hound "Hound"\n');
    ws.setFile("c.grim", 'game oldworld\nset "Monster Trail"\ntrait Cold "Cold"\n');
    const { program, diagnostics } = ws.check();
    expect(diagnostics).toEqual([]);
    expect(program.sets.map((s) => [s.set, s.name])).toEqual([
      ["wild-hunt", "Wild Hunt"],
      ["monster-trail", "Monster Trail"],
    ]);
  });
});

describe("Formatting", () => {
  it("every example in docs/language.md is already in the layout grimoire fmt writes", () => {
    const md = readFileSync(new URL("../../docs/language.md", import.meta.url), "utf8");
    const blocks = [...md.matchAll(/```grim[^\n]*\n([\s\S]*?)```/g)].map((m) => m[1]);
    expect(blocks.length).toBeGreaterThan(5);
    for (const b of blocks) expect(formatText(b).text).toBe(b);
  });

  it('a declaration header is written `Name "Display" : tags {`', () => {
    expect(formatText('game adventure\nset base\nmonster Fleder "Fleder": silver {\n  sword 4\n}\n').text).toBe(
      'game adventure\nset base\nmonster Fleder "Fleder" : silver {\n  sword 4\n}\n',
    );
  });

  it("the first case of a one-line roll sits right after its brace", () => {
    const text = "game oldworld\naction A {\n  roll die { 1..3: deal 0 damage   4..6: deal 2 damage }\n}\n";
    expect(formatText(text).text).toBe(text);
  });
});

describe("The Old World: the expansion rulebooks' quoted cards", () => {
  const cards = `game oldworld
set "Monster Trail"

# Passive abilities: "your opponent immediately receives 2 Damage"
action Retaliation "Retaliation" : advanced {
  when discarded by damage: opponent suffers 2 damage
}

# Rolling dice: "Roll a die: 1-3: deal 0 Damage; 4-6: deal 2 Damage."
action SweepingAard "Sweeping Aard" : gray, cost 1, terrain wild {
  roll a die { 1..3: deal 0 damage   4..6: deal 2 damage }
}

# Traveling ability: "you may perform two Movements (ignoring the first Location Action)"
action Endurance "Endurance" : advanced {
  travel: you may perform 2 movements ignoring the first location action
}

# Witcher unique action cards: "If this Combo has 3 or more cards, deal 1 additional Damage."
action DanceOfBlades "Dance of Blades" : unique, cost 1 {
  effect: if this combo has 3 or more cards: deal 1 additional damage
}

# Lost Mount card: "1-3: No effect. 4-5: Immediately draw 1 card. 6: Immediately draw 2 cards."
mount LostMount "Lost Mount" {
  when the player reaches the lost mount miniature: roll a die {
    1..3: no effect
    4..5: immediately draw 1 card
    6: immediately draw 2 cards
  }
}
`;

  it("can be written, checked clean and formatted as they are", () => {
    const r = check(cards, "oldworld");
    expect(r.codes).toEqual([]);
    expect(formatText(cards).text).toBe(cards);
  });

  it("lower to the windows, verbs and condition the rules text renders", () => {
    const r = check(cards, "oldworld");
    const hooks = (id: string) => entity(r, id).hooks.map((h) => shape({ window: h.window, effect: h.effect }));
    expect(hooks("action.retaliation")).toEqual([
      { window: "when-discarded-by-damage", effect: verb("opponent-suffers-damage", { amount: 2, who: "opponent" }) },
    ]);
    expect(hooks("action.endurance")).toEqual([{ window: "travel-ability", effect: verb("perform-movements", { amount: 2 }) }]);
    expect(hooks("action.dance-of-blades")).toEqual([
      {
        window: "effect",
        effect: {
          kind: "if",
          cond: { kind: "query", query: "comboSize", args: { amount: 3 } },
          then: verb("deal-additional-damage", { amount: 1 }),
          else: null,
        },
      },
    ]);
    const mount = entity(r, "mount.lost-mount").hooks[0];
    expect(mount.window).toBe("reach-lost-mount");
    expect(shape((mount.effect as Extract<Effect, { kind: "roll" }>).cases.map((c) => c.effect))).toEqual([
      { kind: "seq", steps: [] },
      verb("draw-cards", { amount: 1 }),
      verb("draw-cards", { amount: 2 }),
    ]);
  });

  it("every Adventure primitive exists in AdventurePrimitives, and every Old World primitive, query and condition in OldWorldPrimitives (card data aside)", () => {
    const api = readFileSync(new URL("../../games/adventure/rules/effect-api.ts", import.meta.url), "utf8");
    const missing = [...new Set(adventure.verbs.map((v) => v.primitive))].filter((p) => !new RegExp(`\\b${p}\\(`).test(api));
    expect(missing).toEqual([]);
    const owApi = readFileSync(new URL("../../games/oldworld/rules/effect-api.ts", import.meta.url), "utf8");
    const owNames = [
      ...oldworld.verbs.filter((v) => !v.data).map((v) => v.primitive),
      ...oldworld.queries.map((q) => q.name),
      ...oldworld.conditions.map((c) => c.name),
    ];
    expect([...new Set(owNames)].filter((p) => !new RegExp(`\\b${p}\\(`).test(owApi))).toEqual([]);
    const verbsDoc = readFileSync(new URL("../../docs/verbs.md", import.meta.url), "utf8");
    expect(verbsDoc).toContain("Runtime: every primitive below is a method of OldWorldPrimitives");
  });
});
