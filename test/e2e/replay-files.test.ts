// The editor's read-only route for `?replay=<path>` links: .json files inside
// the project only, with the same refusals as the content files' (no absolute
// path, no "..", no link leading out), for the editor's own page only.
import { promises as fs } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContentPathError } from "../../editor/server/content-files.ts";
import { ReplayFiles } from "../../editor/server/replay-files.ts";
import { contentApiMiddleware } from "../../editor/server/save-plugin.ts";

let base: string;
let project: string;
let server: http.Server;
let port: number;

beforeAll(async () => {
  base = await fs.mkdtemp(path.join(os.tmpdir(), "grimoire-replays-"));
  project = path.join(base, "project");
  await fs.mkdir(path.join(project, "sim-failures"), { recursive: true });
  await fs.mkdir(path.join(project, "content"));
  await fs.mkdir(path.join(base, "outside"));
  await fs.writeFile(path.join(project, "sim-failures", "failure-0-1.json"), '{"format":"grimoire-replay"}\n');
  await fs.writeFile(path.join(base, "outside", "secret.json"), '{"secret":true}\n');
  await fs.symlink(path.join(base, "outside"), path.join(project, "escape"));
  server = http.createServer((req, res) =>
    contentApiMiddleware(path.join(project, "content"), project)(req as never, res, () => {
      res.statusCode = 404;
      res.end();
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await fs.rm(base, { recursive: true, force: true });
});

function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; json: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method: "GET", path: url, headers: { host: `127.0.0.1:${port}`, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown> }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("editor: opening a replay file by link", () => {
  it("reads a replay file inside the project for the editor's own page", async () => {
    const r = await get("/__grim/replay?path=sim-failures/failure-0-1.json", { "sec-fetch-site": "same-origin" });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ path: "sim-failures/failure-0-1.json", text: '{"format":"grimoire-replay"}\n' });
  });

  it.each([
    ["../outside/secret.json", /leaves it with "\.\."/],
    ["sim-failures/../../outside/secret.json", /leaves it with "\.\."/],
    [path.join(os.tmpdir(), "outside", "secret.json"), /absolute path/],
    ["/etc/passwd.json", /absolute path/],
    ["escape/secret.json", /through a link/],
    ["sim-failures\\..\\..\\outside\\secret.json", /Use "\/"/],
    ["package.json.txt", /A replay file is a \.json file/],
  ])("refuses to read %s outside the project, with the reason", async (p, reason) => {
    await expect(new ReplayFiles(project).read(p)).rejects.toThrow(ContentPathError);
    const r = await get(`/__grim/replay?path=${encodeURIComponent(p)}`, { "sec-fetch-site": "same-origin" });
    expect(r.status).toBe(200);
    expect(r.json.refused).toBe("path");
    expect(String(r.json.error)).toMatch(reason);
    expect(r.json.text).toBeUndefined();
    expect(JSON.stringify(r.json)).not.toContain('secret\\":true');
  });

  it("answers another page on this machine with 403, not the file", async () => {
    const r = await get("/__grim/replay?path=sim-failures/failure-0-1.json", { origin: "http://127.0.0.1:9999", "sec-fetch-site": "same-site" });
    expect(r.status).toBe(403);
    expect(r.json.text).toBeUndefined();
  });

  it("a missing file is named, not a crash", async () => {
    const r = await get("/__grim/replay?path=sim-failures/none.json", { "sec-fetch-site": "same-origin" });
    expect(r.json.refused).toBe("missing");
  });
});
