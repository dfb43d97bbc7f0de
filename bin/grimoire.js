#!/usr/bin/env node
// The CLI is written in TypeScript; tsx loads it without a separate build step.
import { register } from "tsx/esm/api";

register();
await import("../compiler/cli/main.ts");
