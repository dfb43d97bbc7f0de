// The simulator's failures as replay files the editor opens: each failed game
// is played again here, in the main process, up to its failure (games are
// deterministic, so it fails as it did in its worker), and written as
// `failure-<game>-<seed>.json` with a link that opens it in the editor's
// replay viewer.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { AnyGameModule } from "../../core/game.ts";
import { replayOfFailure } from "./batch.ts";
import type { RunIdentity } from "./summary.ts";
import type { SimFailure } from "./tally.ts";

/** where `npm run editor` serves the editor (vite.config.ts) */
export const EDITOR_URL = "http://127.0.0.1:5173/";

/** the project a folder belongs to: the nearest folder above it (itself included) holding a package.json, else the folder itself */
export function projectRootOf(dir: string): string {
  const start = path.resolve(dir);
  for (let d = start; ; d = path.dirname(d)) {
    if (existsSync(path.join(d, "package.json"))) return d;
    if (path.dirname(d) === d) return start;
  }
}

/** the link that opens a replay file in the editor, or null when the file is outside the project (the editor reads only files inside it) */
export function replayLink(file: string, projectRoot: string): string | null {
  return editorLink("replay", file, projectRoot);
}

/** the link that opens the editor with a balance report's report.json beside the cards, or null outside the project */
export function reportLink(file: string, projectRoot: string): string | null {
  return editorLink("report", file, projectRoot);
}

function editorLink(param: string, file: string, projectRoot: string): string | null {
  const rel = path.relative(projectRoot, path.resolve(file));
  if (rel === "" || rel.startsWith("..") || path.isAbsolute(rel)) return null;
  // "/" stays readable: a query may hold it
  return `${EDITOR_URL}?${param}=${rel.split(path.sep).map(encodeURIComponent).join("/")}`;
}

export interface WrittenFailure {
  failure: SimFailure;
  /** the replay file written; null when the game could not be set up or did not fail again */
  file: string | null;
  link: string | null;
}

/** write a replay file for each failure into `dir` (created only when there is one to write) */
export function writeFailureReplays(
  module: AnyGameModule,
  content: unknown,
  run: RunIdentity,
  failures: SimFailure[],
  dir: string,
  projectRoot = projectRootOf(process.cwd()),
): WrittenFailure[] {
  return failures.map((failure) => {
    const replay = replayOfFailure(module, content, run, failure.game);
    if (!replay) return { failure, file: null, link: null };
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `failure-${failure.game}-${failure.seed}.json`);
    writeFileSync(file, `${JSON.stringify(replay, null, 2)}\n`);
    return { failure, file, link: replayLink(file, projectRoot) };
  });
}

/** one line per failure: the file and the link, or why there is none */
export function describeWrittenFailures(written: WrittenFailure[]): string[] {
  return written.map(({ failure, file, link }) => {
    const game = `game ${failure.game} (seed ${failure.seed})`;
    if (!file) return `${game}: no replay (the game could not be set up, or did not fail when played again)`;
    return `${game}: replay written to ${file}${link ? `, open it in the editor: ${link}` : " (outside the project: open it with the editor's Replay panel)"}`;
  });
}
