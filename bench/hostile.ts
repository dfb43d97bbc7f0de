// Hostile input in linear time: `grimoire check` (decode, parse, check) and
// `grimoire fmt` on one file of a single repeated shape, at 1 MB and at 4 MB,
// measured interleaved in one run. Time per MB at 4 MB over time per MB at
// 1 MB is about 1 when the cost is proportional to the size, about 4 when it
// is quadratic.
//   npm run bench:hostile [-- --rounds N]
// Prints a Markdown table; the ratio matters, absolute times depend on the machine.

import { formatText } from "../compiler/format.ts";
import { Workspace } from "../compiler/workspace.ts";

const MB = 1024 * 1024;
const header = "game adventure\nset bench\n";

/** Each shape is one file of about `bytes` characters. */
const shapes: { name: string; make: (bytes: number) => string }[] = [
  { name: "`{}` pairs, at the top of the file", make: (n) => header + "{}".repeat(n / 2) },
  { name: "`{}` pairs, in a hook", make: (n) => `${header}foulfate F {\n  effect: ${"{}".repeat(n / 2)}\n}\n` },
  { name: "one line of `gain 1 vp; ` statements", make: (n) => `${header}foulfate F {\n  effect: ${"gain 1 vp; ".repeat(n / 11)}gain 1 vp\n}\n` },
  { name: "one line of `a: ` (nested too deep)", make: (n) => header + "a: ".repeat(n / 3) },
  { name: "one line of `a b: c; `", make: (n) => header + "a b: c; ".repeat(n / 8) },
  { name: "one list of names (`adjacent A, A, …`)", make: (n) => `${header}region A {\n  adjacent ${"A, ".repeat(n / 3)}A\n}\n` },
  { name: "one word", make: (n) => header + "W".repeat(n) },
  { name: "one unterminated text", make: (n) => `${header}enemy E "${"x".repeat(n)}\n` },
];

function time(fn: () => void): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

const roundsArg = process.argv.indexOf("--rounds");
const rounds = roundsArg > 0 ? Number(process.argv[roundsArg + 1]) : 3;
const sizes = [1, 4];

console.log(`| shape | check ms/MB at 1 MB | at 4 MB | ratio | fmt ms/MB at 1 MB | at 4 MB | ratio |`);
console.log(`| --- | --- | --- | --- | --- | --- | --- |`);
for (const shape of shapes) {
  const texts = sizes.map((mb) => shape.make(mb * MB));
  const check: number[][] = sizes.map(() => []);
  const fmt: number[][] = sizes.map(() => []);
  for (let r = 0; r < rounds; r++) {
    // the sizes alternate within a round, so a change of load affects both alike
    texts.forEach((text, i) => {
      check[i].push(
        time(() => {
          const ws = new Workspace();
          ws.setFile("bench.grim", text);
          ws.check();
        }) / sizes[i],
      );
      fmt[i].push(time(() => formatText(text)) / sizes[i]);
    });
  }
  const c = check.map(median);
  const f = fmt.map(median);
  const cell = (x: number) => x.toFixed(0);
  console.log(`| ${shape.name} | ${cell(c[0])} | ${cell(c[1])} | ${(c[1] / c[0]).toFixed(2)} | ${cell(f[0])} | ${cell(f[1])} | ${(f[1] / f[0]).toFixed(2)} |`);
}
