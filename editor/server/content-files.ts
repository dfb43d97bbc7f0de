// Reading and writing the designer's files on disk, confined to one content root.
//
// The editor page may ask for any path; everything it sends is untrusted. A path
// is accepted only if it is relative, has no `..` segment, and still lies inside
// the content root after every symlink on the way has been followed.

import { createHash, randomUUID } from "node:crypto";
import { promises as fs } from "node:fs";
import path from "node:path";

export class ContentPathError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ContentPathError";
  }
}

export class SaveConflictError extends Error {
  constructor(
    readonly diskHash: string | null,
    readonly diskText: string | null,
  ) {
    super("The file changed on disk since it was opened.");
    this.name = "SaveConflictError";
  }
}

/** Short content hash used as the version of a file: a save names the version it was based on. */
export function hashText(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex").slice(0, 16);
}

/** Editable files: sources and catalogues. Build output is not edited by hand. */
const EDITABLE = /\.(grim|ftl)$/;
/** The build writes content/generated/; a save there would be overwritten, or be read as build output. */
const BUILD_DIR = "generated";
const SKIPPED_DIRS = new Set([BUILD_DIR, "node_modules", ".git"]);

export function isInside(root: string, candidate: string): boolean {
  const rel = path.relative(root, candidate);
  return rel === "" || (!rel.startsWith("..") && !path.isAbsolute(rel));
}

/** The deepest existing ancestor of `p` (itself included), with symlinks followed. */
export async function realExistingAncestor(p: string): Promise<{ real: string; rest: string[] }> {
  const rest: string[] = [];
  let cur = p;
  for (;;) {
    try {
      const real = await fs.realpath(cur);
      return { real, rest };
    } catch {
      const parent = path.dirname(cur);
      if (parent === cur) throw new ContentPathError(`Cannot resolve ${p}`);
      rest.unshift(path.basename(cur));
      cur = parent;
    }
  }
}

/**
 * The save running (or last run) for each file, by its real path: saves of one
 * file queue behind it, whichever ContentFiles (dev server, preview) takes them.
 */
const saving = new Map<string, Promise<unknown>>();

export class ContentFiles {
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** Checks a path the page sent and returns the absolute path on disk. */
  async resolve(relPath: unknown): Promise<string> {
    if (typeof relPath !== "string" || relPath.trim() === "") throw new ContentPathError("No file path given.");
    if (relPath.includes("\0")) throw new ContentPathError("A file path cannot contain a NUL character.");
    if (relPath.includes("\\")) throw new ContentPathError(`Use "/" in file paths: ${relPath}`);
    if (path.posix.isAbsolute(relPath) || /^[A-Za-z]:/.test(relPath)) {
      throw new ContentPathError(`Only files inside content/ can be saved; ${relPath} is an absolute path.`);
    }
    if (relPath.split("/").some((seg) => seg === "..")) {
      throw new ContentPathError(`Only files inside content/ can be saved; ${relPath} leaves it with "..".`);
    }
    if (!EDITABLE.test(relPath)) throw new ContentPathError(`Only .grim and .ftl files can be edited here: ${relPath}`);
    const abs = path.resolve(this.root, relPath);
    const realRoot = await fs.realpath(this.root);
    const { real, rest } = await realExistingAncestor(abs);
    const finalReal = path.join(real, ...rest);
    if (!isInside(realRoot, finalReal)) {
      throw new ContentPathError(`Only files inside content/ can be saved; ${relPath} leads outside it through a link.`);
    }
    return finalReal;
  }

  async list(): Promise<{ path: string; hash: string }[]> {
    const out: { path: string; hash: string }[] = [];
    const walk = async (dir: string, rel: string): Promise<void> => {
      let entries;
      try {
        entries = await fs.readdir(dir, { withFileTypes: true });
      } catch {
        return;
      }
      for (const e of entries) {
        const childRel = rel ? `${rel}/${e.name}` : e.name;
        if (e.isDirectory()) {
          if (!SKIPPED_DIRS.has(e.name)) await walk(path.join(dir, e.name), childRel);
        } else if (e.isFile() && EDITABLE.test(e.name)) {
          const text = await fs.readFile(path.join(dir, e.name), "utf8");
          out.push({ path: childRel, hash: hashText(text) });
        }
      }
    };
    await walk(this.root, "");
    out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return out;
  }

  async read(relPath: unknown): Promise<{ path: string; text: string; hash: string }> {
    const abs = await this.resolve(relPath);
    const text = await fs.readFile(abs, "utf8");
    return { path: relPath as string, text, hash: hashText(text) };
  }

  /**
   * Writes a file if the disk still holds the version the page started from
   * (`baseHash`; null for a file the page believes is new). `force` overwrites
   * after the designer chose to keep their version in a conflict.
   *
   * Saves of one file run one after another, each reading the disk version and
   * writing as one step, so two saves from the same version cannot both win
   * and a file never holds a mix of two writers; the hash answered is the one
   * of the text on disk when the save ends.
   */
  async write(relPath: unknown, text: unknown, baseHash: string | null, force = false): Promise<{ hash: string }> {
    if (typeof text !== "string") throw new ContentPathError("No file text given.");
    const abs = await this.resolve(relPath);
    const realBuildDir = path.join(await fs.realpath(this.root), BUILD_DIR);
    if (isInside(realBuildDir, abs)) {
      throw new ContentPathError(`content/${BUILD_DIR}/ is written by the build (npm run build:content); edit the .grim sources instead: ${relPath as string}`);
    }
    const before = saving.get(abs) ?? Promise.resolve();
    const run = before.catch(() => undefined).then(() => this.checkAndWrite(abs, text, baseHash, force));
    saving.set(abs, run);
    try {
      return await run;
    } finally {
      if (saving.get(abs) === run) saving.delete(abs);
    }
  }

  private async checkAndWrite(abs: string, text: string, baseHash: string | null, force: boolean): Promise<{ hash: string }> {
    let diskText: string | null = null;
    try {
      diskText = await fs.readFile(abs, "utf8");
    } catch {
      diskText = null;
    }
    const diskHash = diskText === null ? null : hashText(diskText);
    if (!force && diskHash !== baseHash && diskHash !== hashText(text)) {
      throw new SaveConflictError(diskHash, diskText);
    }
    await fs.mkdir(path.dirname(abs), { recursive: true });
    // write then rename: a crash mid-save never leaves half a file; the name is
    // unique, so no other save (from this or another process) writes into it
    const tmp = `${abs}.${process.pid}.${randomUUID()}.saving`;
    try {
      await fs.writeFile(tmp, text, { encoding: "utf8", flag: "wx" });
      await fs.rename(tmp, abs);
    } catch (e) {
      await fs.rm(tmp, { force: true });
      throw e;
    }
    return { hash: hashText(text) };
  }
}
