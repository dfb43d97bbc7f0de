// `grimoire diff <from> <to> [--json | --format markdown]`: what changed between
// two content drops, each a git revision of the repository or a folder of .grim
// sources. The front end and the renderer are loaded inside the action, so
// other commands start fast.

import { type Command, Option } from "commander";

interface DiffOptions {
  json?: boolean;
  format: "text" | "markdown" | "json";
  repo: string;
}

export function register(program: Command): void {
  program
    .command("diff")
    .description("what changed between two content drops (git revisions or folders): entities, their numbers, effects and rules text per locale, messages")
    .argument("<from>", "the older drop: a git revision of the repository (HEAD~1, a tag) or a folder of .grim sources")
    .argument("<to>", "the newer drop, the same way")
    .option("--json", "print the diff as JSON (the shape is in docs/content-diff.md); the same as --format json")
    .addOption(new Option("--format <format>", "text, markdown (for a release note) or json").choices(["text", "markdown", "json"]).default("text"))
    .option("--repo <dir>", "the git repository revisions are read from", ".")
    .action(async (from: string, to: string, opts: DiffOptions) => {
      process.exitCode = await runDiff(
        from,
        to,
        opts,
        (s) => process.stdout.write(s),
        (s) => process.stderr.write(s),
      );
    });
}

/** Returns the exit code: 0 compared, 1 a drop that cannot be read or checked (said on `err` with its code). */
export async function runDiff(from: string, to: string, opts: DiffOptions, out: (s: string) => void, err: (s: string) => void): Promise<number> {
  const [{ readDrop, DropError }, { diffContent }, { formatDiffText, formatDiffMarkdown }, { games }] = await Promise.all([
    import("../content-drop.ts"),
    import("../../diff/diff.ts"),
    import("../../diff/format.ts"),
    import("../../../games/registry.ts"),
  ]);
  let a;
  let b;
  try {
    a = readDrop(from, opts.repo, games);
    b = readDrop(to, opts.repo, games);
  } catch (e) {
    if (e instanceof DropError) {
      err(`grimoire diff: error ${e.code}: ${e.message}\n`);
      return 1;
    }
    throw e;
  }
  for (const d of [a, b]) {
    if (!d.docs.has("i18n/en/rules.ftl"))
      err(`grimoire diff: note: ${d.label.label} has no rules catalogue (i18n/en/rules.ftl under its content folder): its rules text shows as placeholders\n`);
  }
  const diff = diffContent(games, a, b);
  const format = opts.json ? "json" : opts.format;
  out(format === "json" ? `${JSON.stringify(diff, null, 2)}\n` : format === "markdown" ? formatDiffMarkdown(diff) : formatDiffText(diff));
  return 0;
}
