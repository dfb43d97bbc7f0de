// Vite plugin: the editor's file API, served by the dev server and by `vite preview`.
//
//   GET  /__grim/files             → { root, files: [{ path, hash }] }
//   GET  /__grim/file?path=<rel>   → { path, text, hash }
//   PUT  /__grim/file              ← { path, text, baseHash, force? } → { hash }
//   GET  /__grim/replay?path=<rel> → { path, text }   (a replay file inside the project, read only)
//   GET  /__grim/report?path=<rel> → { path, text }   (a balance report's report.json, the same way)
//
// A refused path, a missing file or a conflict is an answer, not a transport
// failure: it comes back as 200 with { refused: "path" | "missing" | "conflict",
// error, said } (a conflict adds { diskHash, diskText }), so the page shows it to the
// designer and the browser does not log a failed request. 400 is for a body
// that is not a save request, 413 for one over 20 MB, 403 for a request that
// does not come from the editor's own page, 404 for unknown endpoints, 500 for
// disk errors. Every answer with an `error` (English) has its `said` too: the
// message id and arguments of the editor's catalogue, which the page says in
// the language it shows.
//
// Only the editor's own page may use the API: the request must be addressed to
// this server by a loopback name (a rebound DNS name is refused) and, when the
// browser says where it comes from (Origin, Sec-Fetch-Site), come from that
// same origin. Another page on this machine (another port, *.localhost) can
// neither read nor write content.

import type { IncomingMessage, ServerResponse } from "node:http";
import type { Connect, Plugin } from "vite";
import type { Said, SaidArg } from "../said.ts";
import { ContentFiles, ContentPathError, SaveConflictError } from "./content-files.ts";
import { inEnglish, said } from "./english.ts";
import { foreignRequest, refuse } from "./origin-guard.ts";
import { ReplayFiles } from "./replay-files.ts";

const MAX_BODY = 20 * 1024 * 1024;
/** A body this much larger is not drained to answer 413: the connection is cut. */
const MAX_DRAIN = 4 * MAX_BODY;

class RequestError extends Error {
  readonly said: Said;
  constructor(
    readonly status: number,
    id: string,
    args?: Record<string, SaidArg>,
  ) {
    const s = said(id, args);
    super(inEnglish(s));
    this.said = s;
  }
}

/** the body of an answer that tells a failure: its sentence in English and for the page */
const told = (s: Said) => ({ error: inEnglish(s), said: s });

function send(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(JSON.stringify(body));
}

/** The body as text; over MAX_BODY it is read to the end and dropped, so the 413 reaches the client. */
function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (c: Buffer) => {
      size += c.length;
      if (size > MAX_DRAIN) req.destroy();
      else if (size <= MAX_BODY) chunks.push(c);
    });
    req.on("end", () => {
      if (size > MAX_BODY) reject(new RequestError(413, "editor-save-too-large", { megabytes: MAX_BODY / 1024 / 1024 }));
      else resolve(Buffer.concat(chunks).toString("utf8"));
    });
    req.on("error", reject);
  });
}

/** `projectRoot`: the folder replay links are relative to (the simulator writes its failures' replays there; default: the content folder) */
export function contentApiMiddleware(contentRoot: string, projectRoot: string = contentRoot): Connect.NextHandleFunction {
  const files = new ContentFiles(contentRoot);
  const replays = new ReplayFiles(projectRoot, "replay");
  const reports = new ReplayFiles(projectRoot, "report");
  return (req, res, next) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (!url.pathname.startsWith("/__grim/")) return next();
    const foreign = foreignRequest(req);
    if (foreign) {
      req.resume();
      refuse(res, foreign);
      return;
    }
    void (async () => {
      try {
        if (url.pathname === "/__grim/files" && req.method === "GET") {
          send(res, 200, { files: await files.list() });
        } else if (url.pathname === "/__grim/file" && req.method === "GET") {
          send(res, 200, await files.read(url.searchParams.get("path")));
        } else if (url.pathname === "/__grim/replay" && req.method === "GET") {
          send(res, 200, await replays.read(url.searchParams.get("path")));
        } else if (url.pathname === "/__grim/report" && req.method === "GET") {
          send(res, 200, await reports.read(url.searchParams.get("path")));
        } else if (url.pathname === "/__grim/file" && req.method === "PUT") {
          const raw = await readBody(req);
          let body: unknown;
          try {
            body = JSON.parse(raw);
          } catch {
            throw new RequestError(400, "editor-save-not-json");
          }
          if (typeof body !== "object" || body === null || Array.isArray(body)) {
            throw new RequestError(400, "editor-save-not-object");
          }
          const save = body as { path?: unknown; text?: unknown; baseHash?: unknown; force?: unknown };
          const baseHash = typeof save.baseHash === "string" ? save.baseHash : null;
          send(res, 200, await files.write(save.path, save.text, baseHash, save.force === true));
        } else {
          send(res, 404, told(said("editor-api-no-endpoint", { method: req.method ?? "", path: url.pathname })));
        }
      } catch (e) {
        if (e instanceof RequestError) {
          send(res, e.status, told(e.said));
        } else if (e instanceof SaveConflictError) {
          send(res, 200, { refused: "conflict", ...told(e.said), diskHash: e.diskHash, diskText: e.diskText });
        } else if (e instanceof ContentPathError) {
          send(res, 200, { refused: "path", ...told(e.said) });
        } else if ((e as NodeJS.ErrnoException).code === "ENOENT") {
          send(res, 200, { refused: "missing", ...told(said("editor-file-missing", { path: url.searchParams.get("path") ?? "" })) });
        } else {
          // the system's own words for a disk error (EACCES, EISDIR…): a designer can look them up as they are
          send(res, 500, told(said("editor-file-access-failed", { reason: (e as Error).message })));
        }
      }
    })();
  };
}

export function contentApiPlugin(contentRoot: string, projectRoot: string): Plugin {
  return {
    name: "grimoire-content-api",
    configureServer(server) {
      server.middlewares.use(contentApiMiddleware(contentRoot, projectRoot));
    },
    configurePreviewServer(server) {
      server.middlewares.use(contentApiMiddleware(contentRoot, projectRoot));
    },
  };
}
