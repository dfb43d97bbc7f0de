// Vite plugin: the editor's file API, served by the dev server and by `vite preview`.
//
//   GET  /__grim/files             → { root, files: [{ path, hash }] }
//   GET  /__grim/file?path=<rel>   → { path, text, hash }
//   PUT  /__grim/file              ← { path, text, baseHash, force? } → { hash }
//
// A refused path, a missing file or a conflict is an answer, not a transport
// failure: it comes back as 200 with { refused: "path" | "missing" | "conflict",
// error } (a conflict adds { diskHash, diskText }), so the page shows it to the
// designer and the browser does not log a failed request. 404 is for unknown
// endpoints, 500 for disk errors.

import type { IncomingMessage, ServerResponse } from "node:http";
import type { Connect, Plugin } from "vite";
import { ContentFiles, ContentPathError, SaveConflictError } from "./content-files.ts";

const MAX_BODY = 20 * 1024 * 1024;

function send(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) {
        reject(new ContentPathError("The file is too large to save (over 20 MB)."));
        req.destroy();
        return;
      }
      chunks.push(c);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

export function contentApiMiddleware(contentRoot: string): Connect.NextHandleFunction {
  const files = new ContentFiles(contentRoot);
  return (req, res, next) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (!url.pathname.startsWith("/__grim/")) return next();
    void (async () => {
      try {
        if (url.pathname === "/__grim/files" && req.method === "GET") {
          send(res, 200, { files: await files.list() });
        } else if (url.pathname === "/__grim/file" && req.method === "GET") {
          send(res, 200, await files.read(url.searchParams.get("path")));
        } else if (url.pathname === "/__grim/file" && req.method === "PUT") {
          let body: { path?: unknown; text?: unknown; baseHash?: unknown; force?: unknown };
          try {
            body = JSON.parse(await readBody(req)) as typeof body;
          } catch (e) {
            if (e instanceof ContentPathError) throw e;
            throw new ContentPathError("The save request was not valid JSON.");
          }
          const baseHash = typeof body.baseHash === "string" ? body.baseHash : null;
          send(res, 200, await files.write(body.path, body.text, baseHash, body.force === true));
        } else {
          send(res, 404, { error: `No such editor endpoint: ${req.method} ${url.pathname}` });
        }
      } catch (e) {
        if (e instanceof SaveConflictError) {
          send(res, 200, { refused: "conflict", error: e.message, diskHash: e.diskHash, diskText: e.diskText });
        } else if (e instanceof ContentPathError) {
          send(res, 200, { refused: "path", error: e.message });
        } else if ((e as NodeJS.ErrnoException).code === "ENOENT") {
          send(res, 200, { refused: "missing", error: `No such file: ${url.searchParams.get("path") ?? ""}` });
        } else {
          send(res, 500, { error: `Could not access the file: ${(e as Error).message}` });
        }
      }
    })();
  };
}

export function contentApiPlugin(contentRoot: string): Plugin {
  return {
    name: "grimoire-content-api",
    configureServer(server) {
      server.middlewares.use(contentApiMiddleware(contentRoot));
    },
    configurePreviewServer(server) {
      server.middlewares.use(contentApiMiddleware(contentRoot));
    },
  };
}
