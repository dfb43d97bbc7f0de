// A content drop read for `grimoire diff`: a folder of .grim sources (with its
// catalogues where `check`, `build` and `print` look for them), or a git
// revision of the repository, whose content/ is read from git's object store
// into memory (`git ls-tree`, then one `git cat-file --batch` for every blob):
// the working tree is never touched and nothing is written anywhere.

import { execFileSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import type { GameRegistry } from "../../core/registry.ts";
import { BuildError, collectSources, type SourceFile } from "../build/build.ts";
import { checkSources } from "../build/front-end.ts";
import type { Drop } from "../diff/diff.ts";
import type { Docs } from "../i18n/card-text.ts";
import { readCatalogueFolder } from "../print/project.ts";

export type DropErrorCode = "missing-folder" | "unknown-revision" | "not-a-repository" | "no-sources" | "content-errors";

/** Input that names no readable drop: a code a script can test and a sentence a person can act on. */
export class DropError extends Error {
  override name = "DropError";
  constructor(
    readonly code: DropErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const isDirectory = (p: string): boolean => {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
};

/** What the user meant as a path, not a revision: "./x", "../x", "/x", "x/", or "a/b" where "a" is a folder. */
const looksLikePath = (arg: string): boolean =>
  arg.startsWith(".") || path.isAbsolute(arg) || arg.endsWith("/") || (arg.includes("/") && isDirectory(path.dirname(arg)));

/**
 * The drop `arg` names: a folder when one of that name exists (a repository root with content/ in it, or a
 * content folder itself), else a revision of the git repository at `repo`.
 */
export function readDrop(arg: string, repo: string, games: GameRegistry): Drop {
  if (isDirectory(arg)) return folderDrop(arg, games);
  if (existsSync(arg)) throw new DropError("missing-folder", `"${arg}" is a file; give a folder of .grim sources or a git revision`);
  const git = gitIn(repo);
  const commit = git ? resolveCommit(git, arg) : null;
  if (commit && git) return revisionDrop(arg, commit, git, games);
  if (looksLikePath(arg)) throw new DropError("missing-folder", `there is no folder "${arg}"${git ? " and no revision of that name" : ""}`);
  if (!git)
    throw new DropError("not-a-repository", `"${arg}" is not a folder, and ${path.resolve(repo)} is not in a git repository to read it as a revision from`);
  throw new DropError("unknown-revision", `"${arg}" is neither a folder nor a revision of the git repository at ${git.top}`);
}

function checked(label: Drop["label"], files: SourceFile[], docs: Docs, games: GameRegistry): Drop {
  const where = label.kind === "revision" ? `the revision ${label.label}` : `the folder ${label.label}`;
  if (files.length === 0) throw new DropError("no-sources", `${where} has no .grim files`);
  const { program, diagnostics } = checkSources(games)(files);
  const errors = diagnostics.filter((d) => d.severity === "error");
  if (errors.length) {
    const shown = errors.slice(0, 5).map((d) => `\n  ${d.text}`);
    const more = errors.length > 5 ? `\n  … and ${errors.length - 5} more` : "";
    throw new DropError("content-errors", `the content of ${where} has ${errors.length} error(s), so it cannot be compared:${shown.join("")}${more}`);
  }
  return { label, program, docs };
}

function folderDrop(arg: string, games: GameRegistry): Drop {
  const dir = path.resolve(arg);
  // a repository root holds its content in content/; otherwise the folder is the content folder
  const content = isDirectory(path.join(dir, "content")) ? path.join(dir, "content") : dir;
  let files: SourceFile[];
  try {
    files = collectSources([content], path.dirname(content));
  } catch (e) {
    if (e instanceof BuildError) throw new DropError("missing-folder", e.message);
    throw e;
  }
  return checked({ label: arg, kind: "folder", commit: null }, files, readCatalogueFolder(path.join(content, "i18n")), games);
}

interface Git {
  top: string;
  run(args: string[], input?: string): Buffer;
}

function gitIn(repo: string): Git | null {
  if (!isDirectory(repo)) return null;
  const run = (cwd: string) => (args: string[], input?: string) =>
    execFileSync("git", args, { cwd, input, stdio: ["pipe", "pipe", "ignore"], maxBuffer: 1 << 30 });
  try {
    const top = run(repo)(["rev-parse", "--show-toplevel"]).toString("utf8").trim();
    return { top, run: run(top) };
  } catch {
    return null;
  }
}

function resolveCommit(git: Git, rev: string): string | null {
  // a name starting with "-" would be read as an option of rev-parse
  if (rev.startsWith("-")) return null;
  try {
    return (
      git
        .run(["rev-parse", "--verify", "--quiet", `${rev}^{commit}`])
        .toString("utf8")
        .trim() || null
    );
  } catch {
    return null;
  }
}

const CATALOGUE = /^content\/i18n\/([^/]+)\/([^/]+\.ftl)$/;
/** what collectSources skips in a folder: hidden entries and node_modules */
const skipped = (p: string): boolean => p.split("/").some((part) => part.startsWith(".") || part === "node_modules");

function revisionDrop(label: string, commit: string, git: Git, games: GameRegistry): Drop {
  const listing = git.run(["ls-tree", "-r", "-z", "--full-tree", commit, "--", "content"]).toString("utf8");
  const wanted: { blob: string; path: string }[] = [];
  for (const line of listing.split("\0")) {
    // "<mode> <type> <object>\t<path>"
    const tab = line.indexOf("\t");
    if (tab < 0) continue;
    const [mode, type, blob] = line.slice(0, tab).split(" ");
    const p = line.slice(tab + 1);
    // a symbolic link's blob is the path it points to, not a source
    if (type === "blob" && mode !== "120000" && !skipped(p) && (p.endsWith(".grim") || CATALOGUE.test(p))) wanted.push({ blob, path: p });
  }
  const texts = readBlobs(
    git,
    wanted.map((w) => w.blob),
  );
  const files: SourceFile[] = [];
  const docs: Docs = new Map();
  wanted.forEach((w, i) => {
    const c = CATALOGUE.exec(w.path);
    if (c) docs.set(`i18n/${c[1]}/${c[2]}`, { text: texts[i] });
    else files.push({ path: w.path, text: texts[i] });
  });
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return checked({ label, kind: "revision", commit }, files, docs, games);
}

/** Every blob's text, in the order asked, through one `git cat-file --batch`. */
function readBlobs(git: Git, blobs: string[]): string[] {
  if (blobs.length === 0) return [];
  const out = git.run(["cat-file", "--batch"], `${blobs.join("\n")}\n`);
  const texts: string[] = [];
  let at = 0;
  for (const blob of blobs) {
    const eol = out.indexOf(10, at);
    // "<object> blob <size>"
    const size = Number(out.subarray(at, eol).toString("latin1").split(" ")[2]);
    if (!Number.isInteger(size)) throw new Error(`git cat-file did not return the object ${blob}`);
    texts.push(out.subarray(eol + 1, eol + 1 + size).toString("utf8"));
    at = eol + 1 + size + 1;
  }
  return texts;
}
