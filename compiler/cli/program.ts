// The `grimoire` command line as a value: every command registered on one
// commander program. Each command lives in commands/<name>.ts and exports
// `register(program)`; adding a command is one line below. Every command
// module is loaded when the program is made, so a command with heavy
// dependencies (ts-morph costs about 0.5 s) should import them inside its
// action, keeping `grimoire check` quick. main.ts runs it on process.argv;
// `runCli` runs one command line in this process (the authoring guide's test
// runs the guide's commands this way).

import { Command, CommanderError } from "commander";

export async function createProgram(): Promise<Command> {
  const program = new Command();
  program.name("grimoire").description("Grimoire: the rules language of The Witcher Adventure Game and The Witcher: Old World").showHelpAfterError();
  // a subcommand's options are its own (`grimoire sim merge --json` is merge's --json, not sim's)
  program.enablePositionalOptions();

  (await import("./commands/check.ts")).register(program);
  (await import("./commands/diff.ts")).register(program);
  (await import("./commands/fmt.ts")).register(program);
  (await import("./commands/build.ts")).register(program);
  (await import("./commands/export.ts")).register(program);
  (await import("./commands/i18n.ts")).register(program);
  (await import("./commands/lsp.ts")).register(program);
  (await import("./commands/play.ts")).register(program);
  (await import("./commands/test.ts")).register(program);
  (await import("./commands/print.ts")).register(program);
  (await import("./commands/sim.ts")).register(program);
  (await import("./commands/balance.ts")).register(program);
  return program;
}

/**
 * Runs `grimoire <args>` in this process and returns its exit status, as the
 * binary would exit: a failure of the tool itself is one line on stderr and
 * status 2, a usage error commander's message and its status.
 */
export async function runCli(args: readonly string[]): Promise<number> {
  const program = await createProgram();
  program.exitOverride();
  for (const c of program.commands) c.exitOverride();
  const before = process.exitCode;
  process.exitCode = 0;
  try {
    await program.parseAsync([...args], { from: "user" });
    return Number(process.exitCode ?? 0);
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode;
    process.stderr.write(`grimoire: ${e instanceof Error ? e.message : String(e)}\n`);
    return 2;
  } finally {
    process.exitCode = before;
  }
}
