// The event types of each game's log, written down in one place (games/<game>/rules/log-events.ts), held to
// the engines: every event type the rules write is there, and the events of seeded games have its fields.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { content as adventure } from "../../content/generated/index.ts";
import { content as oldWorld } from "../../content/generated/oldworld.ts";
import { adventureEventSchemas } from "../../games/adventure/rules/log-events.ts";
import { oldWorldEventSchemas } from "../../games/oldworld/rules/log-events.ts";
import { createGame } from "../../games/adventure/rules/game.ts";
import { createOldWorldGame } from "../../games/oldworld/rules/game.ts";
import type { OldWorldOptions } from "../../games/oldworld/rules/state.ts";
import { randomAgent } from "../../runtime/agents/agents.ts";
import { greedyAgent } from "../../games/adventure/agents/play.ts";

const ROOT = path.join(import.meta.dirname, "../..");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith(".ts") && !p.endsWith("log-events.ts") ? [p] : [];
  });
}

/** the event types a game's rules write with a literal type (`event("fight", …)`), and every string literal they hold */
function written(game: string): { events: Set<string>; literals: Set<string> } {
  const text = sources(path.join(ROOT, "games", game))
    .map((f) => readFileSync(f, "utf8"))
    .join("\n");
  return {
    events: new Set([...text.matchAll(/\bevent\(\s*"([a-z0-9-]+)"/g)].map((m) => m[1])),
    literals: new Set([...text.matchAll(/"([a-z0-9-]+)"/g)].map((m) => m[1])),
  };
}

/** what is wrong with the events a game wrote, by the schemas: an unknown type, or fields of another shape */
function checker(schemas: Record<string, ZodType>) {
  const wrong = new Map<string, string>();
  return {
    wrong,
    onEvent: (type: string, fields: Readonly<Record<string, unknown>>) => {
      const schema = schemas[type];
      if (!schema) wrong.set(type, "not written down");
      else {
        const r = schema.safeParse(fields);
        if (!r.success && !wrong.has(type))
          wrong.set(type, `${JSON.stringify(fields)}: ${r.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`);
      }
    },
  };
}

describe("every event type of the log is written down with its fields", () => {
  for (const [game, schemas] of [
    ["adventure", adventureEventSchemas],
    ["oldworld", oldWorldEventSchemas],
  ] as const) {
    it(`${game}: every event type the rules write is in log-events.ts, and every one there is written by the rules`, () => {
      const { events, literals } = written(game);
      expect([...events].filter((t) => !(t in schemas))).toEqual([]);
      expect(Object.keys(schemas).filter((t) => !literals.has(t))).toEqual([]);
    });
  }

  it("adventure: the events of seeded games of 2 to 4 heroes, random and greedy, have exactly the fields written down", () => {
    const heroes = adventure.heroes.map((h) => h.id);
    const { wrong, onEvent } = checker(adventureEventSchemas);
    for (let seed = 101; seed <= 112; seed++) {
      const table = [0, 1, 2, 3].map((i) => heroes[(seed + i) % heroes.length]).slice(0, 2 + (seed % 3));
      const game = createGame(adventure, { seed, heroes: table, maxRounds: 40 }, { keep: false, onEvent });
      const agent = seed % 2 ? randomAgent(seed) : greedyAgent();
      while (game.pending) game.answer(agent(game.pending, game));
    }
    expect(Object.fromEntries(wrong)).toEqual({});
  }, 60_000);

  it("oldworld: the events of seeded games of the base game and every expansion and mode have exactly the fields written down", () => {
    const tables: Omit<OldWorldOptions, "seed">[] = [
      { witchers: ["witcher.wolf-witcher", "witcher.cat-witcher", "witcher.viper-witcher"] },
      { witchers: ["witcher.bear-witcher"] },
      {
        witchers: ["witcher.ciri", "witcher.griffin-witcher", "witcher.manticore-witcher"],
        expansions: ["ciri", "lost-mount", "adventure-pack", "monster-trail"],
        modes: ["monster-weakness"],
      },
      { witchers: ["mage.alzur", "witcher.wolf-witcher", "mage.philippa"], expansions: ["mages", "adventure-pack", "lost-mount"] },
      { witchers: ["witcher.wolf-witcher", "witcher.cat-witcher"], expansions: ["wild-hunt"], wildHunt: { difficulty: "normal", member: "huntmember.eredin" } },
    ];
    const { wrong, onEvent } = checker(oldWorldEventSchemas);
    for (let seed = 101; seed <= 115; seed++) {
      const game = createOldWorldGame(oldWorld, { seed, maxRounds: 30, ...tables[seed % tables.length] }, { keep: false, onEvent });
      const agent = randomAgent(seed);
      for (let i = 0; game.pending && i < 20_000; i++) game.answer(agent(game.pending, game));
    }
    expect(Object.fromEntries(wrong)).toEqual({});
  }, 60_000);
});
