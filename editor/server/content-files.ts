// Reading and writing the designer's files on disk, confined to one content root.
//
// The editor page may ask for any path; everything it sends is untrusted. A path
// is accepted only if it is relative, has no `..` segment, and still lies inside
// the content root after every symlink on the way has been followed.
//
// Checking the path is not enough on its own: between the check and the write a
// folder on the way can be swapped for a link that leads out. So reads and
// writes go through the folders themselves, opened one by one from the root
// without following links (see openFolder), never through the path again.

import { createHash, randomUUID } from "node:crypto";
import { constants, existsSync, promises as fs, type Stats } from "node:fs";
import type { FileHandle } from "node:fs/promises";
import path from "node:path";
import { type Said, type SaidArg, SaidError } from "../said.ts";
import { inEnglish, said } from "./english.ts";

/** A path or a file refused, told by a message of the editor's catalogue (its English as `message`). */
export class ContentPathError extends SaidError {
  constructor(id: string, args?: Record<string, SaidArg>) {
    const s = said(id, args);
    super(s, inEnglish(s));
    this.name = "ContentPathError";
  }
}

export class SaveConflictError extends SaidError {
  constructor(
    readonly diskHash: string | null,
    readonly diskText: string | null,
  ) {
    super(said("editor-file-conflict"), inEnglish(said("editor-file-conflict")));
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
      if (parent === cur) throw new ContentPathError("editor-file-unresolvable", { path: p });
      rest.unshift(path.basename(cur));
      cur = parent;
    }
  }
}

const DIR_NOFOLLOW = constants.O_RDONLY | constants.O_DIRECTORY | constants.O_NOFOLLOW;
/** O_NONBLOCK: opening a FIFO named like a content file returns at once instead of waiting for a writer */
const FILE_NOFOLLOW = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;

/**
 * Linux names an open folder by "/proc/self/fd/<n>": a path through it stays
 * in that folder whatever is renamed or swapped meanwhile, which gives the
 * effect of openat/renameat. Elsewhere the folders are re-checked around the
 * rename instead (a smaller window, not none).
 */
export const CAN_PIN_FOLDERS = process.platform === "linux" && existsSync("/proc/self/fd");

/** A folder inside the content root, reached without following a link. */
interface Folder {
  /** the path of an entry of this folder */
  at(name: string): string;
  /** where a save's temporary file is written: a folder that cannot have been swapped for a link */
  scratch(name: string): string;
  /** throws when the folder is no longer where it was reached (a part of its path swapped for a link) */
  check(): Promise<void>;
  close(): Promise<void>;
}

class PinnedFolder implements Folder {
  constructor(private readonly handle: FileHandle) {}
  at(name: string): string {
    return `/proc/self/fd/${this.handle.fd}/${name}`;
  }
  scratch(name: string): string {
    return this.at(name);
  }
  async check(): Promise<void> {}
  async close(): Promise<void> {
    await this.handle.close();
  }
}

class CheckedFolder implements Folder {
  constructor(
    private readonly chain: { path: string; stat: Stats }[],
    private readonly dir: string,
  ) {}
  at(name: string): string {
    return path.join(this.dir, name);
  }
  /** in the root, reached by its real path: the folders below it are what a swap could redirect */
  scratch(name: string): string {
    return path.join(this.chain[0].path, name);
  }
  async check(): Promise<void> {
    for (const { path: p, stat } of this.chain) {
      const now = await fs.lstat(p).catch(() => null);
      if (!now || !now.isDirectory() || now.ino !== stat.ino || now.dev !== stat.dev) {
        throw new ContentPathError("editor-file-folder-moved", { folder: p });
      }
    }
  }
  async close(): Promise<void> {}
}

const linkOut = (rel: string) => new ContentPathError("editor-file-link-out", { path: rel });

/**
 * Opens the folder `segments` below the (real) root one step at a time, never
 * following a link, creating the missing ones when `create` is set.
 */
async function openFolder(realRoot: string, segments: string[], create: boolean, pin: boolean, refuse: () => ContentPathError): Promise<Folder> {
  if (!pin) {
    const chain: { path: string; stat: Stats }[] = [];
    let dir = realRoot;
    for (const seg of ["", ...segments]) {
      dir = seg ? path.join(dir, seg) : dir;
      let stat = await fs.lstat(dir).catch(() => null);
      if (!stat && create) {
        await fs.mkdir(dir).catch((e: NodeJS.ErrnoException) => {
          if (e.code !== "EEXIST") throw e;
        });
        stat = await fs.lstat(dir);
      }
      if (!stat) throw Object.assign(new Error("No such folder"), { code: "ENOENT" });
      if (!stat.isDirectory()) throw refuse();
      chain.push({ path: dir, stat });
    }
    return new CheckedFolder(chain, dir);
  }
  let handle = await fs.open(realRoot, DIR_NOFOLLOW);
  try {
    for (const seg of segments) {
      const at = `/proc/self/fd/${handle.fd}/${seg}`;
      let next: FileHandle;
      try {
        next = await fs.open(at, DIR_NOFOLLOW);
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        if (code === "ENOENT" && create) {
          await fs.mkdir(at).catch((m: NodeJS.ErrnoException) => {
            if (m.code !== "EEXIST") throw m;
          });
          next = await fs.open(at, DIR_NOFOLLOW).catch((again: NodeJS.ErrnoException) => {
            throw again.code === "ENOTDIR" || again.code === "ELOOP" ? refuse() : again;
          });
        } else if (code === "ENOTDIR" || code === "ELOOP") throw refuse();
        else throw e;
      }
      await handle.close();
      handle = next;
    }
    return new PinnedFolder(handle);
  } catch (e) {
    await handle.close().catch(() => undefined);
    throw e;
  }
}

/** Reads a file of the folder, refusing a link (ELOOP with O_NOFOLLOW). */
async function readNoFollow(folder: Folder, name: string, shown: string): Promise<string> {
  let handle: FileHandle;
  try {
    handle = await fs.open(folder.at(name), FILE_NOFOLLOW);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ELOOP") throw linkOut(shown);
    throw e;
  }
  try {
    if (!(await handle.stat()).isFile()) throw new ContentPathError("editor-file-not-file", { path: shown });
    return await handle.readFile("utf8");
  } finally {
    await handle.close();
  }
}

/**
 * Reads `abs` (a real path inside `realRoot`, as the path checks returned it)
 * through its folders, so a folder swapped for a link since the check does not
 * lead the read outside. `maxBytes`: a larger file is refused before it is read.
 */
export async function readInside(
  realRoot: string,
  abs: string,
  shown: string,
  refuse: () => ContentPathError,
  opts: { maxBytes?: number; tooLarge?: Said } = {},
): Promise<string> {
  const parts = path.relative(realRoot, abs).split(path.sep);
  const folder = await openFolder(realRoot, parts.slice(0, -1), false, CAN_PIN_FOLDERS, refuse);
  try {
    let handle: FileHandle;
    try {
      handle = await fs.open(folder.at(parts[parts.length - 1]), FILE_NOFOLLOW);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "ELOOP") throw refuse();
      throw e;
    }
    try {
      const stat = await handle.stat();
      if (!stat.isFile()) throw new ContentPathError("editor-file-not-file", { path: shown });
      if (opts.maxBytes !== undefined && stat.size > opts.maxBytes)
        throw new ContentPathError(opts.tooLarge?.id ?? "editor-file-too-large", opts.tooLarge ? opts.tooLarge.args : { path: shown });
      const text = await handle.readFile("utf8");
      await folder.check();
      return text;
    } finally {
      await handle.close();
    }
  } finally {
    await folder.close();
  }
}

/**
 * The save running (or last run) for each file, by its real path: saves of one
 * file queue behind it, whichever ContentFiles (dev server, preview) takes them.
 */
const saving = new Map<string, Promise<unknown>>();

export interface ContentFilesOptions {
  /** reach folders through their open handles (default: where the platform can, see CAN_PIN_FOLDERS) */
  pinFolders?: boolean;
}

export class ContentFiles {
  private readonly root: string;
  private readonly pin: boolean;

  constructor(root: string, opts: ContentFilesOptions = {}) {
    this.root = path.resolve(root);
    this.pin = opts.pinFolders ?? CAN_PIN_FOLDERS;
  }

  /** The checked real path split into the folders below the real root and the file's name. */
  private async locate(abs: string): Promise<{ realRoot: string; folders: string[]; name: string }> {
    const realRoot = await fs.realpath(this.root);
    const parts = path.relative(realRoot, abs).split(path.sep);
    return { realRoot, folders: parts.slice(0, -1), name: parts[parts.length - 1] };
  }

  /** Checks a path the page sent and returns the absolute path on disk. */
  async resolve(relPath: unknown): Promise<string> {
    if (typeof relPath !== "string" || relPath.trim() === "") throw new ContentPathError("editor-file-no-path");
    if (relPath.includes("\0")) throw new ContentPathError("editor-file-nul");
    if (relPath.includes("\\")) throw new ContentPathError("editor-file-backslash", { path: relPath });
    if (path.posix.isAbsolute(relPath) || /^[A-Za-z]:/.test(relPath)) {
      throw new ContentPathError("editor-file-absolute", { path: relPath });
    }
    if (relPath.split("/").some((seg) => seg === "..")) {
      throw new ContentPathError("editor-file-dotdot", { path: relPath });
    }
    if (!EDITABLE.test(relPath)) throw new ContentPathError("editor-file-not-editable", { path: relPath });
    const abs = path.resolve(this.root, relPath);
    const realRoot = await fs.realpath(this.root);
    const { real, rest } = await realExistingAncestor(abs);
    const finalReal = path.join(real, ...rest);
    if (!isInside(realRoot, finalReal)) {
      throw linkOut(relPath);
    }
    return finalReal;
  }

  async list(): Promise<{ path: string; hash: string }[]> {
    const out: { path: string; hash: string }[] = [];
    const realRoot = await fs.realpath(this.root);
    // each folder reached as a save reaches it: one swapped for a link meanwhile is not listed
    const walk = async (segments: string[]): Promise<void> => {
      let folder: Folder;
      try {
        folder = await openFolder(realRoot, segments, false, this.pin, () => linkOut(segments.join("/")));
      } catch {
        return;
      }
      try {
        const entries = await fs.readdir(folder.at(""), { withFileTypes: true }).catch(() => []);
        for (const e of entries) {
          const childRel = [...segments, e.name].join("/");
          if (e.isDirectory()) {
            if (!SKIPPED_DIRS.has(e.name)) await walk([...segments, e.name]);
          } else if (e.isFile() && EDITABLE.test(e.name)) {
            // a file removed or replaced since the folder was read is left out, not an error
            const text = await readNoFollow(folder, e.name, childRel).catch(() => null);
            if (text !== null) out.push({ path: childRel, hash: hashText(text) });
          }
        }
      } finally {
        await folder.close();
      }
    };
    await walk([]);
    out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return out;
  }

  async read(relPath: unknown): Promise<{ path: string; text: string; hash: string }> {
    const abs = await this.resolve(relPath);
    const { realRoot, folders, name } = await this.locate(abs);
    const folder = await openFolder(realRoot, folders, false, this.pin, () => linkOut(relPath as string));
    try {
      const text = await readNoFollow(folder, name, relPath as string);
      await folder.check();
      return { path: relPath as string, text, hash: hashText(text) };
    } finally {
      await folder.close();
    }
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
    if (typeof text !== "string") throw new ContentPathError("editor-file-no-text");
    const abs = await this.resolve(relPath);
    const realBuildDir = path.join(await fs.realpath(this.root), BUILD_DIR);
    if (isInside(realBuildDir, abs)) {
      throw new ContentPathError("editor-file-generated", { folder: `content/${BUILD_DIR}/`, path: relPath as string });
    }
    const before = saving.get(abs) ?? Promise.resolve();
    const run = before.catch(() => undefined).then(() => this.checkAndWrite(abs, relPath as string, text, baseHash, force));
    saving.set(abs, run);
    try {
      return await run;
    } finally {
      if (saving.get(abs) === run) saving.delete(abs);
    }
  }

  private async checkAndWrite(abs: string, shown: string, text: string, baseHash: string | null, force: boolean): Promise<{ hash: string }> {
    const { realRoot, folders, name } = await this.locate(abs);
    const folder = await openFolder(realRoot, folders, true, this.pin, () => linkOut(shown));
    try {
      let diskText: string | null = null;
      try {
        diskText = await readNoFollow(folder, name, shown);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== "ENOENT") throw e;
      }
      const diskHash = diskText === null ? null : hashText(diskText);
      if (!force && diskHash !== baseHash && diskHash !== hashText(text)) {
        throw new SaveConflictError(diskHash, diskText);
      }
      // write then rename: a crash mid-save never leaves half a file; the name is
      // unique, so no other save (from this or another process) writes into it,
      // and "wx" never follows a link. The rename replaces a link at the file's
      // name instead of writing through it.
      const tmp = `${name}.${process.pid}.${randomUUID()}.saving`;
      let written: Stats | null = null;
      let placed = false;
      try {
        const handle = await fs.open(folder.scratch(tmp), "wx");
        try {
          await handle.writeFile(text, "utf8");
          written = await handle.stat();
        } finally {
          await handle.close();
        }
        await folder.check();
        await fs.rename(folder.scratch(tmp), folder.at(name));
        placed = true;
        await folder.check();
        const there = await fs.lstat(folder.at(name)).catch(() => null);
        if (!there || there.ino !== written.ino || there.dev !== written.dev) {
          throw new ContentPathError("editor-file-replaced-while-saving", { path: shown });
        }
      } catch (e) {
        await fs.rm(folder.scratch(tmp), { force: true }).catch(() => undefined);
        // the folder was swapped between the last check and the rename: take the file
        // back out, if what the name leads to now is the file this save wrote
        if (placed && written) {
          const there = await fs.lstat(folder.at(name)).catch(() => null);
          if (there && there.ino === written.ino && there.dev === written.dev) await fs.rm(folder.at(name), { force: true }).catch(() => undefined);
        }
        throw e;
      }
      return { hash: hashText(text) };
    } finally {
      await folder.close();
    }
  }
}
