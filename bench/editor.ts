// Editor responsiveness, measured in headless Chromium on the built editor:
//  - keystroke → updated markers (p50 / p95) on a 5,000-line .grim file, side
//    by side with a 500-line file and with the worker's own check time, with
//    the incremental check and with a full re-check of the whole program;
//  - the page's transfer size on first load (page assets gzip, the budget is 1.1 MiB).
// Usage: npm run bench:editor [-- --keys 60] [-- --transfer-only]
// (--transfer-only: the first load's transfer and the built assets only, a few seconds instead of minutes)
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { buildEditor, copyContent, openEditor, startEditor } from "../test/e2e/harness.ts";

const KEYS = Number(process.argv[process.argv.indexOf("--keys") + 1]) || 60;
const TRANSFER_ONLY = process.argv.includes("--transfer-only");

/** A valid file of about `lines` lines (whole monsters only): original monsters with a hook each. */
function largeFile(lines: number, prefix: string): string {
  const head = ["game adventure", 'set base "The Witcher Adventure Game"', ""];
  const out = [...head];
  for (let i = 0; out.length + 8 <= lines; i++) {
    out.push(
      `monster ${prefix}${i} "${prefix} ${i}" : bronze {`,
      "  original",
      "  sword 3",
      "  shield 2",
      "  failed shield: suffer 1 wound for each shield short",
      "  successful sword: gain 1 vp",
      "}",
      "",
    );
  }
  return `${out.join("\n")}\n`;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

interface Hooks {
  grimoire: {
    store: { open(p: string): void; active: string | null; check: { ms: number } | null; latestDiagnostics: { ms: number } | null };
    metrics: { sentVersion: number; markersVersion: number; latencies: number[] };
    editor(): { setPosition(p: { lineNumber: number; column: number }): void; focus(): void } | null;
    setIncremental(on: boolean): Promise<void>;
  };
}

async function main(): Promise<void> {
  const outDir = await fs.mkdtemp(path.join(os.tmpdir(), "grimoire-bench-build-"));
  await buildEditor(outDir);
  const contentDir = await copyContent(async (dir) => {
    await fs.writeFile(path.join(dir, "adventure", "bench-5000.grim"), largeFile(5000, "BenchLarge"));
    await fs.writeFile(path.join(dir, "adventure", "bench-500.grim"), largeFile(500, "BenchSmall"));
  });
  const s = await startEditor(outDir, contentDir);
  try {
    // transfer size: bytes over the wire on first load, page assets vs file API
    const cdp = await s.context.newCDPSession(s.page);
    await cdp.send("Network.enable");
    const urls = new Map<string, string>();
    let assets = 0;
    let api = 0;
    const byAsset = new Map<string, number>();
    const inFlight = new Set<string>();
    let lastActivity = Date.now();
    cdp.on("Network.requestWillBeSent", (e: { requestId: string; request: { url: string } }) => {
      urls.set(e.requestId, e.request.url);
      inFlight.add(e.requestId);
      lastActivity = Date.now();
    });
    const settle = (e: { requestId: string }) => {
      inFlight.delete(e.requestId);
      lastActivity = Date.now();
    };
    cdp.on("Network.loadingFailed", settle);
    cdp.on("Network.loadingFinished", (e: { requestId: string; encodedDataLength: number }) => {
      settle(e);
      const url = urls.get(e.requestId) ?? "";
      if (url.includes("/__grim/")) api += e.encodedDataLength;
      else {
        assets += e.encodedDataLength;
        byAsset.set(url, (byAsset.get(url) ?? 0) + e.encodedDataLength);
      }
    });
    await openEditor(s.page, s.url);
    // what the first screen fetches once it is drawn (the card font for the first face) belongs to the first
    // load too: wait for the network to stay quiet for a second
    for (const deadline = Date.now() + 15_000; Date.now() < deadline && (inFlight.size > 0 || Date.now() - lastActivity < 1000); )
      await new Promise((r) => setTimeout(r, 100));
    const firstLoad = assets;
    const firstApi = api;
    const built = await fs.readdir(path.join(outDir, "assets"));
    let gz = 0;
    let raw = 0;
    for (const f of built) {
      const b = await fs.readFile(path.join(outDir, "assets", f));
      raw += b.length;
      gz += gzipSync(b, { level: 9 }).length;
    }

    const measure = async (file: string, line: number): Promise<{ p50: number; p95: number; check: number }> => {
      await s.page.evaluate((f) => (window as unknown as Hooks).grimoire.store.open(f), file);
      await s.page.waitForFunction((f) => (window as unknown as Hooks).grimoire.store.active === f, file);
      await s.page.evaluate((l) => {
        const g = (window as unknown as Hooks).grimoire;
        g.metrics.latencies.length = 0;
        const ed = g.editor()!;
        // the end of a line in the middle of the file (the column is clamped)
        ed.setPosition({ lineNumber: l, column: 500 });
        ed.focus();
      }, line);
      const checks: number[] = [];
      for (let i = 0; i < KEYS; i++) {
        // a trailing comment character, then remove it: the file stays valid
        await s.page.keyboard.press(i % 2 === 0 ? "#" : "Backspace");
        await s.page.waitForFunction(() => {
          const m = (window as unknown as Hooks).grimoire.metrics;
          return m.markersVersion >= m.sentVersion;
        });
        checks.push(await s.page.evaluate(() => (window as unknown as Hooks).grimoire.store.latestDiagnostics?.ms ?? NaN));
      }
      const lat = (await s.page.evaluate(() => [...(window as unknown as Hooks).grimoire.metrics.latencies])).sort((a, b) => a - b);
      checks.sort((a, b) => a - b);
      return { p50: percentile(lat, 50), p95: percentile(lat, 95), check: percentile(checks, 50) };
    };
    const mode = async (on: boolean) => s.page.evaluate((v) => (window as unknown as Hooks).grimoire.setIncremental(v), on);
    // side by side: each file with the full re-check, then incremental, then full again (the two full runs pooled)
    const rows: { name: string; inc: Awaited<ReturnType<typeof measure>>; full: Awaited<ReturnType<typeof measure>> }[] = [];
    for (const [name, file, line] of TRANSFER_ONLY
      ? []
      : ([
          ["500-line file", "adventure/bench-500.grim", 251],
          ["5,000-line file", "adventure/bench-5000.grim", 2501],
        ] as const)) {
      await mode(false);
      const fullA = await measure(file, line);
      await mode(true);
      const inc = await measure(file, line);
      await mode(false);
      const fullB = await measure(file, line);
      await mode(true);
      const pooled = (k: "p50" | "p95" | "check") => (fullA[k] + fullB[k]) / 2;
      rows.push({ name, inc, full: { p50: pooled("p50"), p95: pooled("p95"), check: pooled("check") } });
    }

    const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
    const ms = (n: number) => `${n.toFixed(1)} ms`;
    console.log(
      `load average at the end: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")} (${os.cpus().length} cores)`,
    );
    if (!TRANSFER_ONLY) console.log(`keystroke → markers, ${KEYS} keystrokes per run; the workspace holds the bundled content and both bench files:`);
    if (rows.length) console.log("| edit in | check | p50 | p95 | worker check p50 |");
    if (rows.length) console.log("| --- | --- | --- | --- | --- |");
    for (const r of rows) {
      console.log(`| ${r.name} | incremental | ${ms(r.inc.p50)} | ${ms(r.inc.p95)} | ${ms(r.inc.check)} |`);
      console.log(`| ${r.name} | full re-check | ${ms(r.full.p50)} | ${ms(r.full.p95)} | ${ms(r.full.check)} |`);
      console.log(
        `| ${r.name} | ratio full / incremental | ×${(r.full.p50 / r.inc.p50).toFixed(2)} | ×${(r.full.p95 / r.inc.p95).toFixed(2)} | ×${(r.full.check / r.inc.check).toFixed(2)} |`,
      );
    }
    const budget = 1.1 * 1024 * 1024;
    console.log(
      `page transfer on first load: ${kib(firstLoad)} of page assets as served by vite preview (budget 1.1 MiB = 1126 KiB: ${firstLoad <= budget ? "within" : "OVER"}), ${kib(firstApi)} of content through the file API`,
    );
    const largest = [...byAsset].sort((a, b) => b[1] - a[1]).slice(0, 6);
    console.log(`  largest on first load: ${largest.map(([url, n]) => `${path.basename(new URL(url).pathname)} ${kib(n)}`).join(", ")}`);
    console.log(`built assets: ${kib(raw)} raw, ${kib(gz)} gzip -9 (every chunk, loaded on first use or not)`);
  } finally {
    await s.close();
    await fs.rm(outDir, { recursive: true, force: true });
    await fs.rm(contentDir, { recursive: true, force: true });
  }
}

await main();
