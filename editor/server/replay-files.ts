// The files the editor opens by link, read only: replay files (`?replay=<path>`,
// printed by `grimoire sim` for each failed game) and balance reports
// (`?report=<path>`, printed by `grimoire sim --report`). The same path checks
// as the content files' (no absolute path, no "..", no link leading out), with
// the project folder as the root; and the file must be what the link says it
// is, so the route cannot be used to read the project's other JSON files
// (package.json, settings, node_modules).
import { promises as fs } from "node:fs";
import path from "node:path";
import { REPLAY_FORMAT } from "../../runtime/core/replay.ts";
import { ContentPathError, isInside, readInside, realExistingAncestor } from "./content-files.ts";

/** a replay file is JSON; anything bigger than this is not one the viewer could step through */
const MAX_REPLAY = 20 * 1024 * 1024;

/** folders no replay or report is written into: installed packages and hidden folders (.git, editor settings) */
const isHiddenOrPackages = (seg: string) => seg === "node_modules" || seg.startsWith(".");

export type LinkedFileKind = "replay" | "report";

const KINDS: Record<LinkedFileKind, { noun: string; nameOk: (base: string) => boolean; nameRule: string; isOne: (data: unknown) => boolean; what: string }> = {
  replay: {
    noun: "replay file",
    nameOk: (base) => base.endsWith(".json"),
    nameRule: "A replay file is a .json file",
    isOne: (data) => typeof data === "object" && data !== null && (data as { format?: unknown }).format === REPLAY_FORMAT,
    what: `a replay file says "format": "${REPLAY_FORMAT}"`,
  },
  report: {
    noun: "balance report",
    nameOk: (base) => base === "report.json",
    nameRule: "A balance report is the report.json that `grimoire sim --report` writes",
    isOne: (data) => {
      const summary = typeof data === "object" && data !== null ? (data as { summary?: unknown }).summary : null;
      const part = (k: string) => typeof summary === "object" && summary !== null && typeof (summary as Record<string, unknown>)[k] === "object";
      return part("cards") && part("seats");
    },
    what: "a balance report holds the summary of `grimoire sim --report`",
  },
};

export class ReplayFiles {
  private readonly root: string;
  private readonly kind: (typeof KINDS)[LinkedFileKind];

  constructor(root: string, kind: LinkedFileKind = "replay") {
    this.root = path.resolve(root);
    this.kind = KINDS[kind];
  }

  /** Checks a path from a link and returns the absolute path on disk. */
  async resolve(relPath: unknown): Promise<string> {
    const noun = this.kind.noun;
    if (typeof relPath !== "string" || relPath.trim() === "") throw new ContentPathError(`No ${noun} path given.`);
    if (relPath.includes("\0")) throw new ContentPathError("A file path cannot contain a NUL character.");
    if (relPath.includes("\\")) throw new ContentPathError(`Use "/" in file paths: ${relPath}`);
    if (path.posix.isAbsolute(relPath) || /^[A-Za-z]:/.test(relPath)) {
      throw new ContentPathError(`Only ${noun}s inside the project can be opened; ${relPath} is an absolute path.`);
    }
    const segments = relPath.split("/");
    if (segments.some((seg) => seg === "..")) {
      throw new ContentPathError(`Only ${noun}s inside the project can be opened; ${relPath} leaves it with "..".`);
    }
    if (!this.kind.nameOk(segments[segments.length - 1])) throw new ContentPathError(`${this.kind.nameRule}: ${relPath}`);
    if (segments.slice(0, -1).some(isHiddenOrPackages)) {
      throw new ContentPathError(`${relPath} is inside a hidden or installed-packages folder, where no ${noun} is written.`);
    }
    const abs = path.resolve(this.root, relPath);
    const realRoot = await fs.realpath(this.root);
    const { real, rest } = await realExistingAncestor(abs);
    const finalReal = path.join(real, ...rest);
    if (!isInside(realRoot, finalReal)) {
      throw new ContentPathError(`Only ${noun}s inside the project can be opened; ${relPath} leads outside it through a link.`);
    }
    if (path.relative(realRoot, finalReal).split(path.sep).slice(0, -1).some(isHiddenOrPackages)) {
      throw new ContentPathError(`${relPath} is inside a hidden or installed-packages folder, where no ${noun} is written.`);
    }
    return finalReal;
  }

  async read(relPath: unknown): Promise<{ path: string; text: string }> {
    const abs = await this.resolve(relPath);
    const shown = relPath as string;
    const outside = () => new ContentPathError(`Only ${this.kind.noun}s inside the project can be opened; ${shown} leads outside it through a link.`);
    const text = await readInside(await fs.realpath(this.root), abs, shown, outside, {
      maxBytes: MAX_REPLAY,
      tooLarge: `${shown} is too large to be a ${this.kind.noun} (over ${MAX_REPLAY / 1024 / 1024} MB).`,
    });
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      // JSON.parse's message quotes the text: a file that is not one is not shown
      data = undefined;
    }
    if (!this.kind.isOne(data)) throw new ContentPathError(`${relPath as string} is not a ${this.kind.noun} (${this.kind.what}); only those are opened here.`);
    return { path: relPath as string, text };
  }
}
