const m = await import("/work/main/node_modules/.cache/grimoire-sim/in-place-games-8ffd46c16f6a0775.mjs");
const c = m.contentOf("generated");
const N = Number(process.argv[2] ?? 1000), M = Number(process.argv[3] ?? 1000);
for (let i = 0; i < N; i++) m.playGreedy(c, 10000 + i, false);
const c0 = process.cpuUsage(); const t0 = performance.now();
for (let i = 0; i < M; i++) m.playGreedy(c, i, false);
const ms = performance.now() - t0; const cc = process.cpuUsage(c0);
console.log(`${M} games: ${(ms / M).toFixed(3)} ms a game wall, CPU ${((cc.user + cc.system) / 1000 / M).toFixed(3)} ms`);
