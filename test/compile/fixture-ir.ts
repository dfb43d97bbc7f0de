// A small hand-built program that uses every IR construct, for the compile
// tests (independent of the front end and of the bundled content).

import type { Amount, Arg, Condition, Effect, EntityIR, Hook, ProgramIR, PropValue, SourcePos } from "../../core/ir.ts";

const FILE = "test/compile/fixture.grim";
let line = 1;
const at = (): SourcePos => ({ file: FILE, line: line++, column: 1 });

export const verb = (name: string, args: Record<string, Arg>, ifAble = false): Effect => ({ kind: "verb", verb: name, args, ifAble, at: at() });
export const seq = (...steps: Effect[]): Effect => ({ kind: "seq", steps, at: at() });
export const cond = (query: string, args: Record<string, Arg>): Condition => ({ kind: "query", query, args, at: at() });

function entity(
  kind: string,
  id: string,
  name: string,
  props: Record<string, PropValue>,
  hooks: [string, Effect, Effect?][] = [],
  tags: string[] = [],
): EntityIR {
  const a = at();
  return {
    game: "adventure",
    set: "fixture",
    kind,
    id,
    name,
    tags,
    texts: [{ id: `${id}.name`, text: name, at: a }],
    props,
    hooks: hooks.map(([window, effect, cost]): Hook => ({ window, limit: null, cost: cost ?? null, effect, at: effect.at })),
    at: a,
  };
}

const ref = (id: string) => ({ kind: "ref" as const, id });
/** a count that adds its terms, a number standing for a constant term ("1 and 1 more for each…") */
const sum = (...terms: (number | Amount)[]): Amount => ({ kind: "sum", terms: terms.map((t) => (typeof t === "number" ? { kind: "const", value: t } : t)) });

export function fixtureProgram(): ProgramIR {
  line = 1;
  const entities: EntityIR[] = [
    entity("region", "region.red", "Red", { colour: "red", adjacent: [ref("region.blue")] }),
    entity("region", "region.blue", "Blue", { colour: "blue", adjacent: [ref("region.red")] }),
    entity("location", "location.wyzima", "Wyzima", {
      region: ref("region.red"),
      leads: [
        { kind: "one", colour: "red" },
        { kind: "either", colours: ["blue", "purple"] },
      ],
    }),
    entity("location", "location.novigrad", "Novigrad", { region: ref("region.blue"), leads: [{ kind: "any" }], heart: true }),
    entity("board", "board.continent", "Continent", {
      routes: [{ from: ref("location.wyzima"), to: ref("location.novigrad"), seaCost: 0 }],
      intersections: [{ locations: [ref("location.wyzima"), ref("location.novigrad")] }],
    }),
    entity("wartrack", "wartrack.war-track", "WarTrack", { spaces: [{ kind: "monster", monsterType: "bronze" }, { kind: "foulfate" }] }),
    entity("die", "die.battle-1", "Battle Die 1", {
      use: "battle",
      faces: [
        { results: ["sword"] },
        { results: ["sword", "sword"] },
        { name: "blank" },
        { results: ["shield"] },
        { results: ["dodge", "shield"] },
        { results: ["sign"] },
      ],
    }),
    entity("die", "die.geralt-1", "Geralt Die 1", {
      use: "hero",
      faces: [{ results: ["sign"] }, { results: ["sword"] }, { name: "blank" }, { results: ["shield"] }, { results: ["dodge"] }, { results: ["sign"] }],
    }),
    entity("hero", "hero.geralt", "Geralt", {
      start: ref("location.wyzima"),
      gold: 1,
      exchangeRate: 3,
      questDecks: ["combat"],
      dice: [ref("die.geralt-1")],
      successFaces: ["sign"],
      actions: ["travel", "investigate", "develop", "rest", "brew"],
      armour: 0,
      assumed: ["gold"],
    }),
    entity("monster", "monster.fleder", "Fleder", { type: "silver", sword: 4, shield: 2, copies: 2 }, [
      ["before-rolling", verb("suffer-wound", { amount: { kind: "const", value: 1 }, severity: "minor" })],
      ["successful-sword", seq(verb("receive", { amount: 1, colour: "any", resource: "gold" }), verb("gain", { amount: 1, colour: "any", resource: "vp" }))],
      [
        "failed-shield",
        {
          kind: "repeat",
          times: { kind: "query", query: "short", args: { result: "shield" } },
          body: verb("suffer-wound", { amount: 1, severity: "minor" }),
          at: at(),
        },
      ],
    ]),
    entity("enemy", "enemy.bandits", "Bandits", { sword: 3, shield: 2 }, [["failed-shield", verb("lose", { amount: 1, colour: "any", resource: "gold" })]]),
    entity("investigation", "investigation.zerikanian-assassin", "Zerikanian Assassin", { deck: "blue", traits: [ref("trait.nilfgaard")] }, [
      ["effect", seq(verb("advance-war-track", { amount: 1 }), verb("place-foul-fate-on-action", { amount: 1, action: "travel" }, true))],
    ]),
    entity("investigation", "investigation.tax-collector", "Tax Collector", { deck: "red" }, [
      [
        "effect",
        seq(
          verb("spend", { amount: 2, colour: "any", resource: "gold" }, true),
          verb("receive", {
            amount: sum(1, { kind: "query", query: "cardsWithTrait", args: { trait: ref("trait.nilfgaard") } }),
            colour: "blue",
            resource: "lead",
          }),
        ),
      ],
    ]),
    entity("foulfate", "foulfate.bushwhacked", "Bushwhacked", {}, [
      [
        "effect",
        { kind: "choice", options: [verb("spend", { amount: 2, colour: "any", resource: "lead" }), verb("fight", { enemy: ref("enemy.bandits") })], at: at() },
      ],
    ]),
    entity("foulfate", "foulfate.plague", "Plague", {}, [
      [
        "effect",
        {
          kind: "target",
          selector: "each-other-hero",
          body: {
            kind: "if",
            cond: { kind: "not", cond: cond("has", { amount: 2, colour: "any", resource: "gold" }), at: at() },
            then: verb("suffer-wound", { amount: 1, severity: "severe" }),
            else: verb("lose", { amount: 2, colour: "any", resource: "gold" }),
            at: at(),
          },
          at: at(),
        },
      ],
    ]),
    entity("goodfortune", "goodfortune.fair-wind", "Fair Wind", {}, [
      [
        "effect",
        {
          kind: "roll",
          dice: "hero",
          cases: [
            { when: { kind: "outcome", outcome: "success" }, effect: verb("receive", { amount: 2, colour: "any", resource: "gold" }) },
            { when: { kind: "outcome", outcome: "failure" }, effect: verb("heal", { amount: 1, severity: "any" }) },
          ],
          at: at(),
        },
      ],
    ]),
    entity("goodfortune", "goodfortune.dice-poker", "Dice Poker", {}, [
      [
        "effect",
        {
          kind: "roll",
          dice: "d6",
          cases: [
            { when: { kind: "range", from: 1, to: 3 }, effect: verb("lose", { amount: 1, colour: "any", resource: "gold" }) },
            { when: { kind: "range", from: 4, to: 6 }, effect: verb("receive", { amount: 2, colour: "any", resource: "gold" }) },
          ],
          at: at(),
        },
      ],
    ]),
    entity("development", "development.igni", "Igni", { for: ref("hero.geralt"), traits: [ref("trait.witcher-sign")] }, [
      ["during-battle", verb("add-results", { amount: 2, result: "sword" }), verb("spend-results", { amount: 1, result: "dodge" })],
    ]),
    entity(
      "quest",
      "quest.road-of-no-return",
      "Road of No Return",
      {
        deck: "combat",
        supportType: "magic",
        main: [{ location: ref("location.novigrad"), vp: 8 }, { enemy: ref("enemy.bandits") }],
        side: [{ vp: 4 }, { vp: 3 }],
        support: { vp: 6 },
      },
      [
        ["main-requirement", verb("spend", { amount: 2, colour: "red", resource: "proof" })],
        ["consequences", verb("suffer-wound", { amount: 1, severity: "minor" })],
        ["side-requirement", verb("spend", { amount: 3, colour: "blue", resource: "lead" })],
        ["side-requirement", verb("go-to", { to: ref("location.wyzima") })],
        ["support-requirement", verb("spend", { amount: 2, colour: "any", resource: "gold" })],
      ],
    ),
  ];
  return { sets: [{ game: "adventure", set: "fixture", sources: [FILE], entities }] };
}
