import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // the CLI bundled once for every test that spawns it (test/setup/cli-bundle.ts)
    globalSetup: ["test/setup/cli-bundle.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: "forks",
  },
});
