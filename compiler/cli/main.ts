// The `grimoire` binary: the program of program.ts run on process.argv.

import { createProgram } from "./program.ts";

// `grimoire check | head`: a closed pipe ends the program quietly
process.stdout.on("error", (e: NodeJS.ErrnoException) => {
  if (e.code === "EPIPE") process.exit(process.exitCode ?? 0);
  throw e;
});

try {
  await (await createProgram()).parseAsync(process.argv);
} catch (e) {
  // a failure of the tool itself: one line, never a stack trace for the user
  process.stderr.write(`grimoire: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 2;
}
