// The editor's dev server, started in-process from vite.config.ts on a free
// port over a temporary project: only the editor's own page may read what it
// serves (Vite's /@fs/ route and transformed sources included), it serves only
// the folders the editor loads, and its replay and report route serves replay
// files and balance reports only.
import { execFileSync } from "node:child_process";
import { promises as fs } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type ViteDevServer } from "vite";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

let base: string;
let project: string;
let server: ViteDevServer;
let port: number;

/** a line of package.json: its presence in an answer means the repository's file was read */
const PACKAGE_SECRET = '"name": "grimoire"';

beforeAll(async () => {
  base = await fs.mkdtemp(path.join(os.tmpdir(), "grimoire-dev-server-"));
  project = path.join(base, "project");
  await fs.mkdir(path.join(project, "content", "adventure"), { recursive: true });
  await fs.writeFile(path.join(project, "content", "adventure", "a.grim"), "game adventure\n");
  await fs.mkdir(path.join(project, "sim-failures"));
  await fs.writeFile(path.join(project, "sim-failures", "failure-0-1.json"), '{"format":"grimoire-replay","version":2}\n');
  await fs.writeFile(path.join(project, "sim-failures", "notes.json"), '{"token":"not a replay"}\n');
  execFileSync("mkfifo", [path.join(project, "sim-failures", "pipe.json")]);
  await fs.mkdir(path.join(project, "sim-report"));
  await fs.writeFile(path.join(project, "sim-report", "report.json"), '{"summary":{"cards":{},"seats":{}}}\n');
  await fs.writeFile(path.join(project, "package.json"), '{"name":"private-project","token":"s3cr3t"}\n');
  await fs.mkdir(path.join(project, "node_modules", "pkg"), { recursive: true });
  await fs.writeFile(path.join(project, "node_modules", "pkg", "failure-9.json"), '{"format":"grimoire-replay","token":"s3cr3t"}\n');
  await fs.mkdir(path.join(project, ".vscode"));
  await fs.writeFile(path.join(project, ".vscode", "report.json"), '{"summary":{"cards":{},"seats":{}},"token":"s3cr3t"}\n');
  // the config reads these when it loads
  process.env.GRIMOIRE_CONTENT_DIR = path.join(project, "content");
  process.env.GRIMOIRE_PROJECT_DIR = project;
  server = await createServer({
    configFile: path.join(repo, "vite.config.ts"),
    server: { port: 0, strictPort: true },
    logLevel: "silent",
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  await server.listen();
  port = (server.httpServer!.address() as AddressInfo).port;
}, 60_000);

afterAll(async () => {
  delete process.env.GRIMOIRE_CONTENT_DIR;
  delete process.env.GRIMOIRE_PROJECT_DIR;
  await server?.close();
  await fs.rm(base, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A raw request: fetch() would replace the Sec-Fetch-* headers a browser (or an attacker's page) sends. */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method: "GET", path: url, headers: { host: `127.0.0.1:${port}`, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
    });
    req.on("error", reject);
    req.end();
  });
}

const own = { "sec-fetch-site": "same-origin", "sec-fetch-mode": "cors", "sec-fetch-dest": "empty" };
const fsUrl = (rel: string) => `/@fs${path.join(repo, rel)}`;

describe("the dev server answers the editor's own page only", () => {
  const served = () => [
    fsUrl("package.json"),
    fsUrl("compiler/print/pdf.ts"),
    "/",
    "/main.ts",
    "/@vite/client",
    "/__grim/files",
    "/__grim/replay?path=sim-failures/failure-0-1.json",
  ];

  it("serves the editor's own page: its HTML, its modules and its file API", async () => {
    expect((await get("/", { "sec-fetch-site": "none", "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" })).body).toContain("<html");
    const main = await get("/main.ts", { ...own, "sec-fetch-dest": "script" });
    expect(main.status).toBe(200);
    expect((await get(fsUrl("compiler/print/pdf.ts"), { ...own, "sec-fetch-dest": "script", origin: `http://127.0.0.1:${port}` })).status).toBe(200);
    expect(JSON.parse((await get("/__grim/files", own)).body).files).toEqual([{ path: "adventure/a.grim", hash: expect.any(String) }]);
  });

  it.each([
    ["another localhost port", { origin: "http://127.0.0.1:1", "sec-fetch-site": "same-site", "sec-fetch-mode": "cors" }],
    ["localhost on another port", { origin: "http://localhost:3000", "sec-fetch-site": "cross-site", "sec-fetch-mode": "cors" }],
    ["a *.localhost name", { origin: `http://evil.localhost:${port}`, "sec-fetch-site": "cross-site", "sec-fetch-mode": "cors" }],
    ["an Origin alone (a browser without fetch metadata)", { origin: "http://127.0.0.1:8080" }],
    ["a no-cors fetch or <script> of another page", { "sec-fetch-site": "same-site", "sec-fetch-mode": "no-cors", "sec-fetch-dest": "script" }],
    ["another site framing the editor", { "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate", "sec-fetch-dest": "iframe" }],
  ])("refuses %s: 403, no Access-Control-Allow-Origin, no file in the answer", async (_name, headers) => {
    for (const url of served()) {
      const r = await get(url, headers);
      expect(r.status, url).toBe(403);
      expect(r.headers["access-control-allow-origin"], url).toBeUndefined();
      expect(r.body, url).not.toContain(PACKAGE_SECRET);
      expect(r.body, url).not.toContain("<html");
      expect(r.body, url).not.toContain("import ");
      expect(JSON.parse(r.body).error, url).toMatch(/only for the editor's own page/);
    }
  });

  it("refuses a rebound DNS name (a foreign Host) for every route", async () => {
    for (const url of served()) {
      const r = await get(url, { ...own, host: `attacker.example:${port}` });
      expect(r.status, url).toBe(403);
      expect(r.body, url).not.toContain(PACKAGE_SECRET);
    }
  });

  it("gives no other origin Access-Control-Allow-Origin, even on a preflight", async () => {
    const r = await new Promise<Answer>((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          method: "OPTIONS",
          path: fsUrl("package.json"),
          headers: { host: `127.0.0.1:${port}`, origin: "http://127.0.0.1:1", "access-control-request-method": "GET" },
        },
        (res) => {
          res.resume();
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: "" }));
        },
      );
      req.on("error", reject);
      req.end();
    });
    expect(r.status).toBe(403);
    expect(r.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("a link clicked on another page (a top-level navigation) opens the editor, which no other site may frame", async () => {
    const r = await get("/?replay=sim-failures/failure-0-1.json", {
      "sec-fetch-site": "cross-site",
      "sec-fetch-mode": "navigate",
      "sec-fetch-dest": "document",
      "sec-fetch-user": "?1",
    });
    expect(r.status).toBe(200);
    expect(r.body).toContain("<html");
    expect(r.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(r.headers["access-control-allow-origin"]).toBeUndefined();
    // the file API stays closed to it
    expect((await get("/__grim/files", { "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" })).status).toBe(403);
  });
});

describe("the dev server serves only what the editor loads", () => {
  it.each([
    ["the repository's package.json", "package.json", PACKAGE_SECRET],
    ["the README", "README.md", "# Grimoire"],
    ["the bundled .grim sources (the page reads them through the file API)", "content/adventure/board.grim", "game adventure"],
    ["the tests", "test/e2e/dev-server.test.ts", "PACKAGE_SECRET"],
    ["git's files", ".git/HEAD", "ref:"],
  ])("does not serve %s, even to the editor's own page", async (_name, rel, marker) => {
    const r = await get(fsUrl(rel), own);
    expect(r.body).not.toContain(marker);
    expect(r.status === 403 || r.headers["content-type"]?.startsWith("text/html")).toBe(true);
  });
});

describe("the replay and report route serves replay files and balance reports only", () => {
  it("serves a replay file and a balance report of the project", async () => {
    expect(JSON.parse((await get("/__grim/replay?path=sim-failures/failure-0-1.json", own)).body)).toMatchObject({
      path: "sim-failures/failure-0-1.json",
      text: expect.stringContaining("grimoire-replay"),
    });
    expect(JSON.parse((await get("/__grim/report?path=sim-report/report.json", own)).body)).toMatchObject({
      path: "sim-report/report.json",
      text: expect.stringContaining("summary"),
    });
  });

  it.each([
    ["replay", "package.json", /package\.json is not a replay file/],
    ["replay", "sim-failures/notes.json", /notes\.json is not a replay file \(a replay file says "format": "grimoire-replay"\)/],
    ["replay", "node_modules/pkg/failure-9.json", /installed-packages folder/],
    ["replay", "sim-failures/pipe.json", /Not a file: sim-failures\/pipe\.json/],
    ["report", "package.json", /A balance report is the report\.json/],
    ["report", ".vscode/report.json", /hidden or installed-packages folder/],
    ["report", "sim-failures/failure-0-1.json", /A balance report is the report\.json/],
  ])("the %s route refuses %s, saying why, with none of its text", async (route, rel, reason) => {
    const r = await get(`/__grim/${route}?path=${encodeURIComponent(rel)}`, own);
    const json = JSON.parse(r.body) as Record<string, unknown>;
    expect(json.refused).toBe("path");
    expect(String(json.error)).toMatch(reason);
    expect(json.text).toBeUndefined();
    expect(r.body).not.toContain("s3cr3t");
    expect(r.body).not.toContain('not a replay\\"');
  });
});
