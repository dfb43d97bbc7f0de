// The bundled content through the whole back end: content/generated/ is what
// `npm run build:content` makes from content/ today, it type-checks, and
// seeded games play identically through the generated handlers and through
// the interpreter.

import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { collectSources } from "../../compiler/build/build.ts";
import { checkSources } from "../../compiler/build/front-end.ts";
import { games } from "../../games/registry.ts";
import { emitProgram, rootImportPath, typeCheck } from "../../compiler/emit/emit.ts";
import type { ProgramIR } from "../../core/ir.ts";
import type { AdventureContent } from "../../games/adventure/rules/content.ts";
import { randomAgent } from "../../runtime/agents/agents.ts";
import { runGame } from "../../games/adventure/agents/play.ts";
import { contentFromIR } from "../../games/adventure/link/interpreted.ts";
import { emitTo, importContent, REPO } from "./emit-helpers.ts";

const HEROES = ["hero.geralt", "hero.triss", "hero.dandelion", "hero.yarpen"];
/** every table of 2, 3 and 4 heroes, each hero in every seat position over the seeds */
const TABLES: string[][] = [];
for (let mask = 0; mask < 16; mask++) {
  const heroes = HEROES.filter((_, i) => mask & (1 << i));
  if (heroes.length >= 2) TABLES.push(heroes);
}

function tableFor(seed: number): string[] {
  const t = TABLES[seed % TABLES.length];
  const shift = Math.floor(seed / TABLES.length) % t.length;
  return [...t.slice(shift), ...t.slice(0, shift)];
}

let program: ProgramIR;
let generated: AdventureContent;
let interpreted: AdventureContent;

beforeAll(async () => {
  const { program: p, diagnostics } = checkSources(games)(collectSources([path.join(REPO, "content")], REPO));
  expect(diagnostics.filter((d) => d.severity === "error").map((d) => d.text)).toEqual([]);
  program = p;
  generated = await importContent(await emitTo(program, "bundled"));
  interpreted = contentFromIR(program);
});

function playBoth(seed: number, maxRounds?: number): { same: boolean; events: number; first: string } {
  const opts = { seed, heroes: tableFor(seed), ...(maxRounds === undefined ? {} : { maxRounds }) };
  const a = runGame(generated, opts, randomAgent(seed)).log;
  const b = runGame(interpreted, opts, randomAgent(seed)).log;
  const sa = JSON.stringify(a);
  const same = sa === JSON.stringify(b);
  let first = "";
  if (!same) {
    const i = a.findIndex((x, k) => JSON.stringify(x) !== JSON.stringify(b[k]));
    first = `seed ${seed}, event ${i}: generated ${JSON.stringify(a[i])} / interpreted ${JSON.stringify(b[i])}`;
  }
  return { same, events: a.length, first };
}

describe("bundled content: generated handlers against the interpreter", () => {
  it("The IR is the single meaning of a card: the bundled content's data is the same from both producers", () => {
    const data = (c: AdventureContent) => JSON.stringify(c, (_, v: unknown) => (typeof v === "function" ? "<fn>" : v));
    expect(generated.cards.length).toBeGreaterThan(100);
    expect(data(generated) === data(interpreted)).toBe(true);
  });

  // 1,000 seeded games in four parts, three rounds each (random agents make long games)
  for (let part = 0; part < 4; part++) {
    it(`Differential: seeded games ${part * 250 + 1}-${part * 250 + 250}, all hero tables, random agents, identical logs`, () => {
      let events = 0;
      for (let seed = part * 250 + 1; seed <= part * 250 + 250; seed++) {
        const r = playBoth(seed, 3);
        expect(r.same, r.first).toBe(true);
        events += r.events;
      }
      expect(events).toBeGreaterThan(250 * 50);
    });
  }

  it("Differential: whole games to the end (quests, war track, final scoring) have identical logs", () => {
    for (let seed = 5001; seed <= 5008; seed++) {
      const r = playBoth(seed);
      expect(r.same, r.first).toBe(true);
    }
  });
});

describe("content/generated", () => {
  const outDir = path.join(REPO, "content", "generated");

  it("content/generated is up to date with content/ (run `npm run build:content` after editing .grim files)", () => {
    const expected = emitProgram(program, { games, rootDir: rootImportPath(outDir, REPO) });
    for (const f of expected.files) {
      const file = path.join(outDir, f.file);
      expect(existsSync(file), `${f.file} is missing`).toBe(true);
      expect(readFileSync(file, "utf8") === f.text, `${f.file} is out of date`).toBe(true);
    }
    const present = readdirSync(outDir).filter((f) => f.endsWith(".ts"));
    expect(present.sort()).toEqual(expected.files.map((f) => f.file).sort());
  });

  it("content/generated compiles under tsc --strict with no errors", () => {
    expect(typeCheck(outDir)).toEqual([]);
  });
});
