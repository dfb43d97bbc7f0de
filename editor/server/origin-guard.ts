// Vite plugin: the dev server and `vite preview` answer the editor's own page
// only. Vite's own routes (/@fs/, the transformed sources, the optimized
// dependencies) would otherwise serve any page on this machine that asks: a
// page on another localhost port could read the repository through them.
//
// The guard runs before every Vite middleware. A request addressed to a
// name other than a loopback name of this port is refused (DNS rebinding); a
// request whose browser says it comes from another origin (Origin,
// Sec-Fetch-Site) is refused, except a top-level navigation, which shows the
// editor in its own tab and lets the other page read nothing: that is how a
// link printed by `grimoire sim` or clicked in a balance report opens it.

import type { IncomingMessage, ServerResponse } from "node:http";
import type { Connect, Plugin } from "vite";
import type { Said } from "../said.ts";
import { inEnglish } from "./english.ts";

const LOOPBACK = ["127.0.0.1", "localhost", "[::1]"];

export interface ForeignOptions {
  /** whether a top-level navigation from another site may load the page (never for the file API) */
  navigation: boolean;
}

/** Why the request may not be answered, or null when it comes from the editor's own page. */
export function foreignRequest(req: IncomingMessage, opts: ForeignOptions = { navigation: false }): Said | null {
  const port = req.socket.localPort ?? 0;
  const host = req.headers.host ?? "";
  if (!LOOPBACK.some((name) => host === `${name}:${port}`))
    return host ? { id: "editor-api-wrong-host", args: { port: String(port), host } } : { id: "editor-api-no-host", args: { port: String(port) } };
  const scheme = (req.socket as { encrypted?: boolean }).encrypted ? "https" : "http";
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== `${scheme}://${host}`) return { id: "editor-api-foreign-origin", args: { origin } };
  const site = req.headers["sec-fetch-site"];
  if (site === undefined || site === "same-origin" || site === "none") return null;
  if (
    opts.navigation &&
    req.headers["sec-fetch-mode"] === "navigate" &&
    req.headers["sec-fetch-dest"] === "document" &&
    (req.method === "GET" || req.method === "HEAD")
  )
    return null;
  return { id: "editor-api-foreign-page" };
}

export function refuse(res: ServerResponse, reason: Said): void {
  res.statusCode = 403;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(JSON.stringify({ error: inEnglish(reason), said: reason }));
}

export function originGuardMiddleware(): Connect.NextHandleFunction {
  return (req, res, next) => {
    const foreign = foreignRequest(req, { navigation: true });
    if (!foreign) {
      // another site may not show the editor in a frame and have the designer click in it
      res.setHeader("X-Frame-Options", "SAMEORIGIN");
      res.setHeader("Content-Security-Policy", "frame-ancestors 'self'");
      return next();
    }
    req.resume();
    refuse(res, foreign);
  };
}

export function originGuardPlugin(): Plugin {
  return {
    name: "grimoire-origin-guard",
    // used here, not in a returned hook: these run before Vite's own middlewares
    configureServer(server) {
      server.middlewares.use(originGuardMiddleware());
    },
    configurePreviewServer(server) {
      server.middlewares.use(originGuardMiddleware());
    },
  };
}
