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

/** what the link opens, by the catalogue's `$kind` (the refusals name it in the words of each language) */
const KINDS: Record<LinkedFileKind, { kind: LinkedFileKind; nameOk: (base: string) => boolean; isOne: (data: unknown) => boolean }> = {
  replay: {
    kind: "replay",
    nameOk: (base) => base.endsWith(".json"),
    isOne: (data) => typeof data === "object" && data !== null && (data as { format?: unknown }).format === REPLAY_FORMAT,
  },
  report: {
    kind: "report",
    nameOk: (base) => base === "report.json",
    isOne: (data) => {
      const summary = typeof data === "object" && data !== null ? (data as { summary?: unknown }).summary : null;
      const part = (k: string) => typeof summary === "object" && summary !== null && typeof (summary as Record<string, unknown>)[k] === "object";
      return part("cards") && part("seats");
    },
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
    const kind = this.kind.kind;
    if (typeof relPath !== "string" || relPath.trim() === "") throw new ContentPathError("editor-linked-no-path", { kind });
    if (relPath.includes("\0")) throw new ContentPathError("editor-file-nul");
    if (relPath.includes("\\")) throw new ContentPathError("editor-file-backslash", { path: relPath });
    if (path.posix.isAbsolute(relPath) || /^[A-Za-z]:/.test(relPath)) {
      throw new ContentPathError("editor-linked-absolute", { kind, path: relPath });
    }
    const segments = relPath.split("/");
    if (segments.some((seg) => seg === "..")) {
      throw new ContentPathError("editor-linked-dotdot", { kind, path: relPath });
    }
    if (!this.kind.nameOk(segments[segments.length - 1])) throw new ContentPathError("editor-linked-name", { kind, path: relPath });
    if (segments.slice(0, -1).some(isHiddenOrPackages)) {
      throw new ContentPathError("editor-linked-hidden", { kind, path: relPath });
    }
    const abs = path.resolve(this.root, relPath);
    const realRoot = await fs.realpath(this.root);
    const { real, rest } = await realExistingAncestor(abs);
    const finalReal = path.join(real, ...rest);
    if (!isInside(realRoot, finalReal)) {
      throw new ContentPathError("editor-linked-link-out", { kind, path: relPath });
    }
    if (path.relative(realRoot, finalReal).split(path.sep).slice(0, -1).some(isHiddenOrPackages)) {
      throw new ContentPathError("editor-linked-hidden", { kind, path: relPath });
    }
    return finalReal;
  }

  async read(relPath: unknown): Promise<{ path: string; text: string }> {
    const abs = await this.resolve(relPath);
    const shown = relPath as string;
    const kind = this.kind.kind;
    const outside = () => new ContentPathError("editor-linked-link-out", { kind, path: shown });
    const text = await readInside(await fs.realpath(this.root), abs, shown, outside, {
      maxBytes: MAX_REPLAY,
      tooLarge: { id: "editor-linked-too-large", args: { kind, path: shown, megabytes: MAX_REPLAY / 1024 / 1024 } },
    });
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      // JSON.parse's message quotes the text: a file that is not one is not shown
      data = undefined;
    }
    if (!this.kind.isOne(data)) throw new ContentPathError("editor-linked-not-one", { kind, path: shown });
    return { path: relPath as string, text };
  }
}
