// `npm run bench` runs every benchmark: each script under bench/ is some `bench:*` script of
// package.json (the differential build check is `diff:build`, not a benchmark), and bench/all.ts
// runs every `bench:*` script, in its order.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { benchScripts } from "../../bench/all.ts";

const ROOT = path.join(import.meta.dirname, "../..");
const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> };

describe("npm run bench", () => {
  it("runs bench/all.ts, which runs every bench:* script, the throughput first and the search bot's two (minutes each) last", () => {
    expect(pkg.scripts.bench).toBe("tsx bench/all.ts");
    const order = benchScripts(pkg.scripts);
    expect([...order].sort()).toEqual(
      Object.keys(pkg.scripts)
        .filter((k) => k.startsWith("bench:"))
        .map((k) => k.slice(6))
        .sort(),
    );
    expect(order[0]).toBe("throughput");
    expect(order.slice(-2)).toEqual(["search", "search-gaps"]);
    expect(order).toContain("faces");
  });

  it("every benchmark under bench/ has a bench:* script", () => {
    const files = readdirSync(path.join(ROOT, "bench")).filter((f) => f.endsWith(".ts") && f !== "all.ts");
    const run = Object.entries(pkg.scripts)
      .filter(([k]) => k.startsWith("bench:") || k === "diff:build")
      .map(([, v]) => v);
    const missing = files.filter((f) => !run.some((cmd) => cmd.split(/\s+/).includes(`bench/${f}`)));
    expect(missing).toEqual([]);
  });
});
