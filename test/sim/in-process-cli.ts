// `grimoire` run inside the test's own process (no child process, no tsx start-up): its exit code and both
// streams, for the tests of commands that play many games, where a spawned CLI would cost seconds each.
import { vi } from "vitest";
import { runCli } from "../../compiler/cli/program.ts";

export async function cli(args: string[]): Promise<{ status: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const o = vi.spyOn(process.stdout, "write").mockImplementation((s) => ((out += String(s)), true));
  const e = vi.spyOn(process.stderr, "write").mockImplementation((s) => ((err += String(s)), true));
  try {
    return { status: await runCli(args), out, err };
  } finally {
    o.mockRestore();
    e.mockRestore();
  }
}
