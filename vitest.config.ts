import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // the CLI bundled once for every test that spawns it (test/setup/cli-bundle.ts)
    globalSetup: ["test/setup/cli-bundle.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: "forks",
    // at least two: many files wait on a spawned CLI, a browser or a worker thread, so both cores of a
    // two-core machine stay busy (Vitest's default leaves one of them idle)
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
