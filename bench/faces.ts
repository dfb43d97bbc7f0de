// Card faces and the Old World map, measured side by side in one run:
//  - laying out every card's face (words from the catalogues, text set,
//    icons placed, overflow measured) per game and locale, per face;
//  - the same faces as SVG text, and a sample as PNG (resvg, 150 dpi);
//  - the Old World's map as SVG from a set-up game.
// Usage: npm run bench:faces [-- --rounds 5]
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Workspace } from "../compiler/workspace.ts";
import { readCatalogueDocs, readLayout } from "../compiler/print/project.ts";
import { faceCards } from "../compiler/render/deck.ts";
import { faceSvg } from "../compiler/render/svg.ts";
import { facePng } from "../compiler/print/png.ts";
import { content as oldWorld } from "../content/generated/oldworld.ts";
import { createOldWorldGame } from "../games/oldworld/rules/game.ts";
import { oldWorldMapSvg } from "../editor/board/oldworld-map.ts";
import { games } from "../games/registry.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const ROUNDS = Number(process.argv[process.argv.indexOf("--rounds") + 1]) || 5;
const PNG_SAMPLE = 12;

const ws = new Workspace(games);
for (const game of games.ids()) {
  const dir = path.join(ROOT, "content", game);
  for (const f of readdirSync(dir)
    .filter((x) => x.endsWith(".grim"))
    .sort())
    ws.setFile(`content/${game}/${f}`, readFileSync(path.join(dir, f), "utf8"));
}
const { program } = ws.check();
const docs = readCatalogueDocs(ROOT);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
function time(f: () => void): number {
  const t = performance.now();
  f();
  return performance.now() - t;
}

const rows: { what: string; n: number; ms: number; per: number }[] = [];
for (const game of games.ids()) {
  const layout = readLayout(ROOT, game).layout!;
  for (const locale of ["en", "ro"]) {
    let n = 0;
    faceCards(games, program, layout, docs, locale); // warm the catalogues
    const ms = median(Array.from({ length: ROUNDS }, () => time(() => (n = faceCards(games, program, layout, docs, locale).cards.length))));
    rows.push({ what: `${game} faces laid out, ${locale}`, n, ms, per: ms / n });
  }
  const cards = faceCards(games, program, layout, docs, "ro").cards;
  const svg = median(Array.from({ length: ROUNDS }, () => time(() => cards.forEach((c) => faceSvg(c.front, { bleed: true })))));
  rows.push({ what: `${game} faces as SVG, ro`, n: cards.length, ms: svg, per: svg / cards.length });
  const sample = cards.slice(0, PNG_SAMPLE);
  const png = median(Array.from({ length: ROUNDS }, () => time(() => sample.forEach((c) => facePng(c.front, 150)))));
  rows.push({
    what: `${game} faces as PNG at 150 dpi, ro (first ${sample.length} in content order: ${[...new Set(sample.map((c) => c.entity.kind))].join(", ")})`,
    n: sample.length,
    ms: png,
    per: png / sample.length,
  });
}

const game = createOldWorldGame(oldWorld, {
  seed: 1,
  witchers: oldWorld.witchers
    .filter((w) => w.set === "core")
    .slice(0, 3)
    .map((w) => w.id),
});
const maps = 200;
const map = median(
  Array.from({ length: ROUNDS }, () =>
    time(() => {
      for (let i = 0; i < maps; i++) oldWorldMapSvg(oldWorld, game.engine.state);
    }),
  ),
);
rows.push({ what: "Old World map as SVG (19 locations, 42 paths, 3 witchers)", n: maps, ms: map, per: map / maps });

const base = rows.find((r) => r.what === "adventure faces laid out, en")!.per;
console.log(`median of ${ROUNDS} rounds; ratio = time per item / Adventure face laid out in English`);
console.log("| measurement | items | total ms | ms per item | ratio |");
console.log("| --- | --- | --- | --- | --- |");
for (const r of rows) console.log(`| ${r.what} | ${r.n} | ${r.ms.toFixed(1)} | ${r.per.toFixed(3)} | ${(r.per / base).toFixed(2)} |`);
