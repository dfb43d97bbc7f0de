// bench:build — the content build and the two executions of the IR, measured
// side by side in one run:
//   cold build (check + emit + write), rebuild with nothing changed, rebuild
//   after editing one .grim file, the type-check of the output, and games per
//   second through the generated handlers vs the interpreter (same seeds).
// Prints figures and ratios; it asserts nothing.

import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, collectSources } from "../compiler/build/build.ts";
import { checkSources } from "../compiler/build/front-end.ts";
import { typeCheck } from "../compiler/emit/emit.ts";
import type { AdventureContent } from "../games/adventure/rules/content.ts";
import { randomAgent } from "../runtime/agents/agents.ts";
import { runGame } from "../games/adventure/agents/play.ts";
import { contentFromIR } from "../games/adventure/link/interpreted.ts";
import { games } from "../games/registry.ts";

const REPO = path.resolve(import.meta.dirname, "..");
const WORK = path.join(REPO, "test-output", "bench-build");
const SRC = path.join(WORK, "content");
const OUT = path.join(WORK, "generated");
const GAMES = Number(process.argv[2] ?? 200);

function ms(t0: number): number {
  return performance.now() - t0;
}

async function timedBuild(label: string) {
  const t0 = performance.now();
  const r = await build({ games, paths: [SRC], outDir: OUT, root: WORK, grimoireRoot: REPO }, checkSources(games));
  const t = ms(t0);
  if (!r.ok) throw new Error(`${label}: build failed\n${r.diagnostics.map((d) => d.text).join("\n")}`);
  return { t, r };
}

rmSync(WORK, { recursive: true, force: true });
mkdirSync(WORK, { recursive: true });
cpSync(path.join(REPO, "content", "adventure"), path.join(SRC, "adventure"), { recursive: true });
const files = collectSources([SRC], WORK);

// the front end alone, for the share of the build it takes
const tc0 = performance.now();
checkSources(games)(files);
const checkOnly = ms(tc0);

// each build measured three times, the median reported (the machine is shared)
const median = <T extends { t: number }>(xs: T[]): T => [...xs].sort((a, b) => a.t - b.t)[1];
const edited = path.join(SRC, "adventure", "monsters.grim");
const original = readFileSync(edited, "utf8");
const colds = [];
const noops = [];
const touches = [];
for (let i = 0; i < 3; i++) {
  rmSync(OUT, { recursive: true, force: true });
  writeFileSync(edited, original);
  colds.push(await timedBuild("cold"));
  noops.push(await timedBuild("no change"));
  writeFileSync(edited, original.replace(/copies 2/, "copies 3"));
  touches.push(await timedBuild("one file edited"));
}
const cold = median(colds);
const noop = median(noops);
const touched = median(touches);
const tt0 = performance.now();
const typeErrors = typeCheck(OUT).length;
const typeCheckTime = ms(tt0);

// games: same seeds, tables and agents through both executions, interleaved
const { program } = checkSources(games)(collectSources([path.join(REPO, "content")], REPO));
const generated = ((await import(pathToFileURL(path.join(REPO, "content", "generated", "index.ts")).href)) as { content: AdventureContent }).content;
const interpreted = contentFromIR(program);
const heroes = ["hero.geralt", "hero.triss", "hero.dandelion", "hero.yarpen"];
let tGen = 0;
let tInt = 0;
let events = 0;
for (let seed = 1; seed <= GAMES; seed++) {
  const opts = { seed, heroes: heroes.slice(0, 2 + (seed % 3)) };
  const order: [AdventureContent, "g" | "i"][] =
    seed % 2
      ? [
          [generated, "g"],
          [interpreted, "i"],
        ]
      : [
          [interpreted, "i"],
          [generated, "g"],
        ];
  for (const [content, which] of order) {
    const t0 = performance.now();
    const game = runGame(content, opts, randomAgent(seed));
    const t = ms(t0);
    if (which === "g") {
      tGen += t;
      events += game.log.length;
    } else tInt += t;
  }
}

const f = (n: number) => n.toFixed(0).padStart(7);
const phases = (r: { timings: Record<string, number> }) =>
  Object.entries(r.timings)
    .map(([k, v]) => `${k} ${v.toFixed(0)}`)
    .join(", ");
console.log(`content: ${files.length} .grim files, ${program.sets.reduce((n, s) => n + s.entities.length, 0)} entities`);
console.log(`front end (parse + check) alone     ${f(checkOnly)} ms`);
console.log(`cold build (check + emit + write)   ${f(cold.t)} ms   emitted ${cold.r.emitted.join(", ")}   (${phases(cold.r)})`);
console.log(
  `rebuild, nothing changed            ${f(noop.t)} ms   emitted ${noop.r.emitted.length} set(s), wrote ${noop.r.written.length} file(s)   ${(cold.t / noop.t).toFixed(1)}x faster than cold   (${phases(noop.r)})`,
);
console.log(
  `rebuild, one file edited            ${f(touched.t)} ms   emitted ${touched.r.emitted.join(", ")}, wrote ${touched.r.written.join(", ")}   ${(cold.t / touched.t).toFixed(1)}x faster than cold   (${phases(touched.r)})`,
);
console.log(`type-check of the output (strict)   ${f(typeCheckTime)} ms   ${typeErrors} error(s)`);
console.log(`${GAMES} games (random agents, 2-4 heroes, ${(events / GAMES).toFixed(0)} events/game on average):`);
console.log(`  generated handlers                ${f(tGen)} ms   ${((GAMES * 1000) / tGen).toFixed(1)} games/s`);
console.log(`  interpreter                       ${f(tInt)} ms   ${((GAMES * 1000) / tInt).toFixed(1)} games/s`);
console.log(`  generated / interpreted speed     ${(tInt / tGen).toFixed(2)}x`);
