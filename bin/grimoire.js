#!/usr/bin/env node
// The CLI is written in TypeScript; tsx loads it without a separate build step.
// GRIMOIRE_CLI_BUNDLE names the CLI bundled into JavaScript (the test suite makes one per run,
// test/setup/cli-bundle.ts): it starts without tsx's loader, whose hooks cost about 1.5 s of every start,
// and registers tsx itself only when it is given content as a TypeScript module.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const bundle = process.env.GRIMOIRE_CLI_BUNDLE;
if (bundle) await import(pathToFileURL(resolve(bundle)).href);
else {
  const { register } = await import("tsx/esm/api");
  register();
  await import("../compiler/cli/main.ts");
}
