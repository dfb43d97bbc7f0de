// `grimoire` run as a designer runs it, for the tests of `grimoire sim`: the CLI in a child process, its exit
// code and both streams kept whether it succeeds or fails, so a test can assert on a refusal as on a run.
import { execFile } from "node:child_process";
import { resolve } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const CLI = resolve("bin/grimoire.js");

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `grimoire` with the arguments given: a list, or a command line of words without spaces inside
 * them (`"sim --game oldworld --json"`), which reads as what a designer types. */
export async function grimoire(args: string | string[], cwd = process.cwd()): Promise<CliResult> {
  const words = typeof args === "string" ? args.split(" ") : args;
  try {
    const r = await run(process.execPath, [CLI, ...words], { cwd, maxBuffer: 64 << 20 });
    return { code: 0, stdout: r.stdout, stderr: r.stderr };
  } catch (e) {
    const err = e as CliResult;
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}
