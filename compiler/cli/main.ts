// The `grimoire` command line. Each command lives in commands/<name>.ts and
// exports `register(program)`; adding a command is one line below. Every
// command module is loaded at start-up, so a command with heavy dependencies
// (ts-morph costs about 0.5 s) should import them inside its action, keeping
// `grimoire check` quick.

import { Command } from "commander";

// `grimoire check | head`: a closed pipe ends the program quietly
process.stdout.on("error", (e: NodeJS.ErrnoException) => {
  if (e.code === "EPIPE") process.exit(process.exitCode ?? 0);
  throw e;
});

const program = new Command();
program.name("grimoire").description("Grimoire: the rules language of The Witcher Adventure Game and The Witcher: Old World").showHelpAfterError();
// a subcommand's options are its own (`grimoire sim merge --json` is merge's --json, not sim's)
program.enablePositionalOptions();

(await import("./commands/check.ts")).register(program);
(await import("./commands/fmt.ts")).register(program);
(await import("./commands/build.ts")).register(program);
(await import("./commands/i18n.ts")).register(program);
(await import("./commands/lsp.ts")).register(program);
(await import("./commands/play.ts")).register(program);
(await import("./commands/print.ts")).register(program);
(await import("./commands/sim.ts")).register(program);

try {
  await program.parseAsync(process.argv);
} catch (e) {
  // a failure of the tool itself: one line, never a stack trace for the user
  process.stderr.write(`grimoire: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 2;
}
