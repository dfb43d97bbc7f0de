// A content folder as it stood at a git revision, for `grimoire sim --compare HEAD~1`: the folder's files at
// that revision are read from the repository that holds it (git ls-tree, git cat-file) into a temporary folder
// under the system's, which is compiled like any folder and removed afterwards. Nothing is written inside the
// user's tree, and the repository is only read.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

/** why a name could be read neither as a folder nor as a revision; `code` tells the cases apart */
export class RevisionError extends Error {
  constructor(
    readonly code: "SIM001" | "SIM002" | "SIM003",
    message: string,
  ) {
    super(message);
  }
}

export interface RevisionFolder {
  /** the temporary folder holding the content as it stood */
  dir: string;
  /** the folder and revision, for the report: "content/adventure@HEAD~1" */
  label: string;
  /** removes the temporary folder */
  remove(): void;
}

function git(cwd: string, args: string[]): Buffer | null {
  try {
    return execFileSync("git", args, { cwd, stdio: ["ignore", "pipe", "ignore"], maxBuffer: 1 << 30 });
  } catch {
    return null;
  }
}

/** `folder` (a folder of the working tree) as it stood at `revision` of the repository holding it */
export function contentAtRevision(folder: string, revision: string): RevisionFolder {
  const neither = `--compare ${revision}: there is no such folder, and it is not a revision`;
  if (!existsSync(folder) || !statSync(folder).isDirectory())
    throw new RevisionError("SIM002", `${neither} of a git repository: ${folder}, the content it would be read from, is no folder`);
  const top = git(folder, ["rev-parse", "--show-toplevel"])?.toString().trim();
  if (!top) throw new RevisionError("SIM002", `${neither} of a git repository: ${folder} is not inside one`);
  // a name starting with "-" would be read by git as an option
  const commit = revision.startsWith("-")
    ? null
    : git(folder, ["rev-parse", "--verify", "--quiet", `${revision}^{commit}`])
        ?.toString()
        .trim();
  if (!commit) throw new RevisionError("SIM001", `${neither} of the git repository at ${top} (a branch, a tag, a commit, HEAD~1)`);
  const prefix = git(folder, ["rev-parse", "--show-prefix"])?.toString().trim() ?? "";
  const listing = git(top, ["ls-tree", "-r", "-z", "--full-tree", commit, "--", prefix || "."])?.toString() ?? "";
  // "<mode> <type> <object>\t<path>" for each file under the folder; a submodule (commit) has no content here
  const blobs = listing
    .split("\0")
    .filter(Boolean)
    .map((entry) => {
      const tab = entry.indexOf("\t");
      const [, type, object] = entry.slice(0, tab).split(" ");
      return { type, object, path: entry.slice(tab + 1) };
    })
    .filter((e) => e.type === "blob");
  const label = `${prefix.replace(/\/$/, "") || "."}@${revision}`;
  if (blobs.length === 0)
    throw new RevisionError("SIM003", `--compare ${revision}: the revision has no ${prefix.replace(/\/$/, "") || "files"} (${commit.slice(0, 12)})`);
  const dir = mkdtempSync(join(tmpdir(), "grimoire-compare-"));
  try {
    for (const b of blobs) {
      const to = join(dir, b.path.slice(prefix.length));
      mkdirSync(dirname(to), { recursive: true });
      const bytes = git(top, ["cat-file", "blob", b.object]);
      if (bytes === null) throw new Error(`git cat-file could not read ${b.path} at ${revision}`);
      writeFileSync(to, bytes);
    }
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  return { dir, label, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
