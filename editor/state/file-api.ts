// The page's side of the dev server's file API (editor/server/save-plugin.ts).
import { isSaid, type Said, SaidError } from "../said.ts";

export interface FileEntry {
  path: string;
  hash: string;
}

/** A refusal or failure of the file API, as a sentence of the editor's catalogue (`message`: the server's English). */
export class FileApiError extends SaidError {
  constructor(
    said: Said,
    message: string,
    /** "conflict", "path", "missing", or "http" for a failed request */
    readonly kind: string,
    /** on a conflict: what is on disk now */
    readonly disk: { hash: string | null; text: string | null } | null = null,
  ) {
    super(said, message);
    this.name = "FileApiError";
  }
}

async function call<T>(url: string, init?: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, init);
  } catch {
    throw new FileApiError({ id: "editor-server-unreachable" }, "The editor's server is not reachable. Your edits are kept in this browser as drafts.", "http");
  }
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok || typeof body.refused === "string") {
    const status: Said = { id: "editor-server-status", args: { status: String(res.status) } };
    // an answer without the server's sentence (a proxy's, another server's) is told by its status
    const said = isSaid(body.said)
      ? body.said
      : typeof body.error === "string"
        ? { id: "editor-server-error", args: { status: String(res.status), error: body.error } }
        : status;
    const message = typeof body.error === "string" ? body.error : `The server answered ${res.status}.`;
    const kind = typeof body.refused === "string" ? body.refused : "http";
    const disk = kind === "conflict" ? { hash: (body.diskHash as string | null) ?? null, text: (body.diskText as string | null) ?? null } : null;
    throw new FileApiError(said, message, kind, disk);
  }
  return body as T;
}

export function listFiles(): Promise<{ files: FileEntry[] }> {
  return call("/__grim/files");
}

export function readFile(path: string): Promise<{ path: string; text: string; hash: string }> {
  return call(`/__grim/file?path=${encodeURIComponent(path)}`);
}

export function writeFile(path: string, text: string, baseHash: string | null, force = false): Promise<{ hash: string }> {
  return call("/__grim/file", {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ path, text, baseHash, force }),
  });
}

/** a replay file inside the project, by its path relative to the project (a `?replay=<path>` link) */
export function readReplayFile(path: string): Promise<{ path: string; text: string }> {
  return call(`/__grim/replay?path=${encodeURIComponent(path)}`);
}

/** a balance report's report.json inside the project (a `?report=<path>` link, printed by `grimoire sim --report`) */
export function readReportFile(path: string): Promise<{ path: string; text: string }> {
  return call(`/__grim/report?path=${encodeURIComponent(path)}`);
}
