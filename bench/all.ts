// `npm run bench`: every benchmark, one after the other, each printing its own
// figures and ratios. "Every" is every `bench:*` script in package.json, so a
// benchmark added there is run without this file changing; the slow ones last.
//
//   npm run bench [-- --skip search,editor]
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";

const ROOT = path.join(import.meta.dirname, "..");
/** the order they were always run in; the search bot's (minutes a table) after the rest */
const FIRST = ["throughput", "runtime", "sim", "odds", "parse", "build", "editor", "hostile", "oldworld", "faces"];
const LAST = ["search", "search-gaps"];

export function benchScripts(scripts: Record<string, string>): string[] {
  const names = Object.keys(scripts)
    .filter((k) => k.startsWith("bench:"))
    .map((k) => k.slice("bench:".length));
  const rank = (n: string) => (FIRST.includes(n) ? FIRST.indexOf(n) : LAST.includes(n) ? FIRST.length + 1 + LAST.indexOf(n) : FIRST.length);
  return names.sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const skipAt = process.argv.indexOf("--skip");
  const skip = skipAt >= 0 ? (process.argv[skipAt + 1] ?? "").split(",") : [];
  const scripts = (JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
  const failed: string[] = [];
  for (const name of benchScripts(scripts)) {
    if (skip.includes(name)) continue;
    console.log(
      `\n==== npm run bench:${name} (load average ${loadavg()
        .map((x) => x.toFixed(2))
        .join(" ")}) ====`,
    );
    const r = spawnSync("npm", ["run", "--silent", `bench:${name}`], { cwd: ROOT, stdio: "inherit" });
    if (r.status !== 0) failed.push(name);
  }
  if (failed.length) {
    console.error(`\nthese benchmarks failed: ${failed.join(", ")}`);
    process.exitCode = 1;
  }
}
