// Replay files the editor opens by link (`?replay=<path>`, printed by
// `grimoire sim` for each failed game): read only, .json files only, inside
// the project only. The same checks as the content files' (no absolute path,
// no "..", no link leading out), with the project folder as the root.
import { promises as fs } from "node:fs";
import path from "node:path";
import { ContentPathError, isInside, realExistingAncestor } from "./content-files.ts";

/** a replay file is JSON; anything bigger than this is not one the viewer could step through */
const MAX_REPLAY = 20 * 1024 * 1024;

export class ReplayFiles {
  private readonly root: string;
  /** what the files are called in messages: the same reader serves the balance reports' JSON */
  private readonly noun: string;

  constructor(root: string, noun = "replay file") {
    this.root = path.resolve(root);
    this.noun = noun;
  }

  /** Checks a path from a link and returns the absolute path on disk. */
  async resolve(relPath: unknown): Promise<string> {
    if (typeof relPath !== "string" || relPath.trim() === "") throw new ContentPathError(`No ${this.noun} path given.`);
    if (relPath.includes("\0")) throw new ContentPathError("A file path cannot contain a NUL character.");
    if (relPath.includes("\\")) throw new ContentPathError(`Use "/" in file paths: ${relPath}`);
    if (path.posix.isAbsolute(relPath) || /^[A-Za-z]:/.test(relPath)) {
      throw new ContentPathError(`Only ${this.noun}s inside the project can be opened; ${relPath} is an absolute path.`);
    }
    if (relPath.split("/").some((seg) => seg === "..")) {
      throw new ContentPathError(`Only ${this.noun}s inside the project can be opened; ${relPath} leaves it with "..".`);
    }
    if (!relPath.endsWith(".json")) throw new ContentPathError(`A ${this.noun} is a .json file: ${relPath}`);
    const abs = path.resolve(this.root, relPath);
    const realRoot = await fs.realpath(this.root);
    const { real, rest } = await realExistingAncestor(abs);
    const finalReal = path.join(real, ...rest);
    if (!isInside(realRoot, finalReal)) {
      throw new ContentPathError(`Only ${this.noun}s inside the project can be opened; ${relPath} leads outside it through a link.`);
    }
    return finalReal;
  }

  async read(relPath: unknown): Promise<{ path: string; text: string }> {
    const abs = await this.resolve(relPath);
    const stat = await fs.stat(abs);
    if (!stat.isFile()) throw new ContentPathError(`Not a file: ${relPath as string}`);
    if (stat.size > MAX_REPLAY) throw new ContentPathError(`${relPath as string} is too large to be a ${this.noun} (over ${MAX_REPLAY / 1024 / 1024} MB).`);
    return { path: relPath as string, text: await fs.readFile(abs, "utf8") };
  }
}
