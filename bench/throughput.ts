// Engine throughput: greedy four-hero Adventure games on the bundled content,
// through the generated handlers and through the interpreter (same seeds,
// interleaved), with games, decisions and events per second and the ratio.
import { performance } from "node:perf_hooks";
import { content as compiled } from "../content/generated/index.ts";
import { greedyAgent, runGame } from "../runtime/agents/agents.ts";
import { contentFromIR } from "../runtime/interpret/content.ts";
import { Workspace } from "../compiler/workspace.ts";
import { collectGrimFiles, nodeHost } from "../compiler/cli/node-host.ts";

const GAMES = Number(process.argv[2] ?? 20);
const HEROES = ["hero.geralt", "hero.triss", "hero.dandelion", "hero.yarpen"];
const ws = new Workspace(nodeHost);
for (const f of collectGrimFiles(["content"]).files) ws.loadFile(f);
const interpreted = contentFromIR(ws.check().program);

const side = { compiled: { ms: 0, answers: 0, events: 0 }, interpreted: { ms: 0, answers: 0, events: 0 } };
for (let i = 0; i < GAMES; i++) {
  for (const [name, content] of [["compiled", compiled], ["interpreted", interpreted]] as const) {
    const heroes = [...HEROES.slice(i % 4), ...HEROES.slice(0, i % 4)];
    const t0 = performance.now();
    const g = runGame(content, { seed: i + 1, heroes, maxRounds: 250 }, greedyAgent());
    const s = side[name];
    s.ms += performance.now() - t0;
    s.answers += g.answers.length;
    s.events += g.log.length;
  }
}
for (const [name, s] of Object.entries(side)) {
  const sec = s.ms / 1000;
  console.log(`${name.padEnd(12)} ${(GAMES / sec).toFixed(1)} games/s, ${Math.round(s.answers / sec)} decisions/s, ${Math.round(s.events / sec)} events/s (${Math.round(s.answers / GAMES)} decisions, ${Math.round(s.events / GAMES)} events a game)`);
}
console.log(`compiled / interpreted, games per second: ${(side.interpreted.ms / side.compiled.ms).toFixed(2)}x`);
