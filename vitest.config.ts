import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // the CLI bundled once for every test that spawns it (test/setup/cli-bundle.ts); a folder where the
    // first browser test builds the editor for all of them (test/setup/editor-build.ts)
    globalSetup: ["test/setup/cli-bundle.ts", "test/setup/editor-build.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: "forks",
    // the files of one worker share their modules: each file loading the compiler, both games and the
    // content again cost some 117 s of a run's import time (24 s shared), and no file relies on a module
    // loaded fresh
    isolate: false,
    // at least two: many files wait on a spawned CLI, a browser or a worker thread, and Vitest's default
    // (one fewer than the cores) left one core of a two-core machine idle (three gave no more: 9m07 vs 9m17)
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
