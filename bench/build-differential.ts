// npm run diff:build -- [games] — whole games (no round cap), generated
// handlers against the interpreter, same seeds / tables / random agents; prints
// how many logs were identical and the first difference if any. The test suite
// plays 1,000 three-round games and eight whole ones; this plays as many whole
// games as asked (1,000 take several minutes).

import path from "node:path";
import { collectSources } from "../compiler/build/build.ts";
import { checkSources } from "../compiler/build/front-end.ts";
import { games } from "../games/registry.ts";
import { emitProgram, rootImportPath, writeFiles } from "../compiler/emit/emit.ts";
import type { AdventureContent } from "../games/adventure/rules/content.ts";
import { randomAgent } from "../runtime/agents/agents.ts";
import { runGame } from "../games/adventure/agents/play.ts";
import { contentFromIR } from "../games/adventure/link/interpreted.ts";
import { pathToFileURL } from "node:url";

const REPO = path.resolve(import.meta.dirname, "..");
const GAMES = Number(process.argv[2] ?? 1000);
const OUT = path.join(REPO, "test-output", "build-differential");

const { program, diagnostics } = checkSources(games)(collectSources([path.join(REPO, "content")], REPO));
const errors = diagnostics.filter((d) => d.severity === "error");
if (errors.length > 0) {
  console.log(errors.map((d) => d.text).join("\n"));
  process.exit(1);
}
writeFiles(OUT, emitProgram(program, { games, rootDir: rootImportPath(OUT, REPO) }).files);
const generated = ((await import(pathToFileURL(path.join(OUT, "index.ts")).href)) as { content: AdventureContent }).content;
const interpreted = contentFromIR(program);

const HEROES = ["hero.geralt", "hero.triss", "hero.dandelion", "hero.yarpen"];
const tables: string[][] = [];
for (let mask = 0; mask < 16; mask++) {
  const t = HEROES.filter((_, i) => mask & (1 << i));
  if (t.length >= 2) tables.push(t);
}
let same = 0;
let events = 0;
let firstDifference = "";
for (let seed = 1; seed <= GAMES; seed++) {
  const opts = { seed, heroes: tables[seed % tables.length] };
  const a = runGame(generated, opts, randomAgent(seed)).log;
  const b = runGame(interpreted, opts, randomAgent(seed)).log;
  events += a.length;
  if (JSON.stringify(a) === JSON.stringify(b)) same++;
  else if (!firstDifference) {
    const i = a.findIndex((x, k) => JSON.stringify(x) !== JSON.stringify(b[k]));
    firstDifference = `seed ${seed}, event ${i}: generated ${JSON.stringify(a[i])} / interpreted ${JSON.stringify(b[i])}`;
  }
  if (seed % 100 === 0) console.log(`${seed} games, ${same} identical`);
}
console.log(`${same} of ${GAMES} whole games identical (${events} events through the generated handlers)`);
if (firstDifference) console.log(`first difference: ${firstDifference}`);
process.exitCode = same === GAMES ? 0 : 1;
