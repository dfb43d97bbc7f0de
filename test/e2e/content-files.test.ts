// The editor's dev-server file API: saving only inside content/, and never
// silently overwriting a file changed on disk.
import { execFileSync } from "node:child_process";
import { promises as fs } from "node:fs";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer } from "vite";
import { CAN_PIN_FOLDERS, ContentFiles, ContentPathError, SaveConflictError, hashText } from "../../editor/server/content-files.ts";
import { contentApiMiddleware } from "../../editor/server/save-plugin.ts";

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");

let root: string;
let outside: string;
let files: ContentFiles;

beforeAll(async () => {
  const base = await fs.mkdtemp(path.join(os.tmpdir(), "grimoire-files-"));
  root = path.join(base, "content");
  outside = path.join(base, "outside");
  await fs.mkdir(path.join(root, "adventure"), { recursive: true });
  await fs.mkdir(outside);
  await fs.writeFile(path.join(root, "adventure", "a.grim"), "game adventure\n");
  await fs.writeFile(path.join(outside, "secret.grim"), "secret\n");
  await fs.symlink(outside, path.join(root, "escape"));
  files = new ContentFiles(root);
});

afterAll(async () => {
  await fs.rm(path.dirname(root), { recursive: true, force: true });
});

describe("editor saving", () => {
  it("lists the .grim and .ftl files under content/ with their versions", async () => {
    const list = await files.list();
    expect(list.map((f) => f.path)).toContain("adventure/a.grim");
    expect(list.find((f) => f.path === "adventure/a.grim")!.hash).toBe(hashText("game adventure\n"));
  });

  it.each([
    ["../outside/x.grim", /leaves it/],
    ["adventure/../../outside/x.grim", /leaves it/],
    ["/etc/x.grim", /absolute/],
    ["escape/secret.grim", /through a link/],
    ["escape/new.grim", /through a link/],
    ["adventure\\..\\x.grim", /Use "\/"/],
    ["adventure/a.txt", /Only \.grim and \.ftl/],
  ])("refuses to write %s outside content/ with a clear message", async (p, message) => {
    await expect(files.write(p, "x", null)).rejects.toThrow(ContentPathError);
    await expect(files.write(p, "x", null)).rejects.toThrow(message);
    expect(await fs.readFile(path.join(outside, "secret.grim"), "utf8")).toBe("secret\n");
  });

  it("saves a file whose disk version is the one the edit started from", async () => {
    const { hash } = await files.write("adventure/a.grim", "game adventure\n# edited\n", hashText("game adventure\n"));
    expect(hash).toBe(hashText("game adventure\n# edited\n"));
    expect(await fs.readFile(path.join(root, "adventure", "a.grim"), "utf8")).toBe("game adventure\n# edited\n");
  });

  it("does not overwrite a file changed on disk meanwhile: it reports a conflict with the disk text", async () => {
    await fs.writeFile(path.join(root, "adventure", "b.grim"), "v1\n");
    const base = hashText("v1\n");
    await fs.writeFile(path.join(root, "adventure", "b.grim"), "changed by someone else\n");
    const err = await files.write("adventure/b.grim", "my edit\n", base).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SaveConflictError);
    expect((err as SaveConflictError).diskText).toBe("changed by someone else\n");
    expect(await fs.readFile(path.join(root, "adventure", "b.grim"), "utf8")).toBe("changed by someone else\n");
    // the designer chose to keep their version
    await files.write("adventure/b.grim", "my edit\n", base, true);
    expect(await fs.readFile(path.join(root, "adventure", "b.grim"), "utf8")).toBe("my edit\n");
  });

  it("treats a file that appeared since the page believed it new as a conflict", async () => {
    await fs.writeFile(path.join(root, "adventure", "c.grim"), "someone made it\n");
    await expect(files.write("adventure/c.grim", "mine\n", null)).rejects.toBeInstanceOf(SaveConflictError);
  });

  it("a pipe named like a source is refused as not a file, at once, for reading and saving", async () => {
    execFileSync("mkfifo", [path.join(root, "adventure", "pipe.grim")]);
    await expect(files.read("adventure/pipe.grim")).rejects.toThrow("Not a file: adventure/pipe.grim");
    await expect(files.write("adventure/pipe.grim", "x\n", null, true)).rejects.toThrow("Not a file: adventure/pipe.grim");
    await fs.rm(path.join(root, "adventure", "pipe.grim"));
  });

  it("creates new folders inside content/", async () => {
    await files.write("oldworld/new/x.grim", "game oldworld\n", null);
    expect(await fs.readFile(path.join(root, "oldworld", "new", "x.grim"), "utf8")).toBe("game oldworld\n");
  });
});

/** every file below `dir`, as paths relative to it */
async function allFiles(dir: string): Promise<string[]> {
  return (await fs.readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => !e.isDirectory())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

describe("a save racing a folder swapped for a link", () => {
  // The folder is swapped for a link to a folder outside content/ and back, over
  // and over, while saves into it, reads and listings run: each save lands
  // inside content/ or is refused; none writes outside, none leaves its
  // temporary file behind, and no read or listing shows the outside file.
  // (Linux: folders are reached through their open handles; elsewhere they are re-checked around the rename)
  it.skipIf(!CAN_PIN_FOLDERS)(
    "no save writes outside content/ or leaves a *.saving file, and no read or listing shows a file outside",
    async () => {
      const base = await fs.mkdtemp(path.join(os.tmpdir(), "grimoire-race-"));
      const content = path.join(base, "content");
      const out = path.join(base, "outside");
      const folder = path.join(content, "adventure");
      const held = path.join(content, "held");
      await fs.mkdir(folder, { recursive: true });
      await fs.mkdir(out);
      await fs.writeFile(path.join(folder, "race.grim"), "v0\n");
      await fs.writeFile(path.join(out, "secret.grim"), "secret\n");
      const racing = new ContentFiles(content);
      // a save may write into the folder while it is being removed: remove it again until it is gone
      const clear = async (dir: string) => {
        for (;;) {
          const gone = await fs.rm(dir, { recursive: true, force: true }).then(
            () => true,
            (e: NodeJS.ErrnoException) => {
              if (e.code !== "ENOTEMPTY") throw e;
              return false;
            },
          );
          if (gone) return;
        }
      };
      let done = false;
      const swapper = (async () => {
        for (let i = 0; !done && i < 2000; i++) {
          await fs.rename(folder, held);
          const linked = await fs.symlink(out, folder).then(
            () => true,
            () => false, // a save created the folder again meanwhile
          );
          await new Promise((resolve) => setImmediate(resolve));
          if (linked) await fs.unlink(folder);
          else await clear(folder);
          // a save may make the folder again between the two steps: clear it and put the real one back
          for (;;) {
            const back = await fs.rename(held, folder).then(
              () => true,
              (e: NodeJS.ErrnoException) => {
                if (e.code !== "ENOTEMPTY" && e.code !== "EEXIST") throw e;
                return false;
              },
            );
            if (back) break;
            await clear(folder);
          }
        }
      })();
      const outcomes = { saved: 0, refused: 0 };
      const savers = Array.from({ length: 4 }, async (_, w) => {
        for (let i = 0; i < 150; i++) {
          await racing.write("adventure/race.grim", `# writer ${w} save ${i}\n`, null, true).then(
            () => outcomes.saved++,
            (e: unknown) => {
              // refused because a folder on the way is a link, or is missing between two swaps
              if (!(e instanceof ContentPathError) && (e as NodeJS.ErrnoException).code !== "ENOENT") throw e;
              outcomes.refused++;
            },
          );
        }
      });
      // reads and listings racing the same swaps never show the file outside
      const shown: string[] = [];
      const readers = Array.from({ length: 2 }, async () => {
        for (let i = 0; i < 150; i++) {
          for (const f of await racing.list()) if (f.path.endsWith("secret.grim")) shown.push(`listed ${f.path}`);
          const r = await racing.read("adventure/secret.grim").catch(() => null);
          if (r) shown.push(`read ${r.text}`);
        }
      });
      try {
        await Promise.all([...savers, ...readers]);
      } finally {
        done = true;
        await swapper;
      }
      try {
        expect(outcomes.saved + outcomes.refused).toBe(600);
        expect(outcomes.refused).toBeGreaterThan(0);
        expect(await allFiles(out)).toEqual(["secret.grim"]);
        expect(await fs.readFile(path.join(out, "secret.grim"), "utf8")).toBe("secret\n");
        expect(shown).toEqual([]);
        expect((await allFiles(content)).filter((f) => f.endsWith(".saving"))).toEqual([]);
      } finally {
        await fs.rm(base, { recursive: true, force: true });
      }
    },
    60_000,
  );

  it("where folders cannot be held open, a save re-checks them: it saves, creates folders and refuses links alike, and leaves no *.saving file", async () => {
    const checked = new ContentFiles(root, { pinFolders: false });
    const before = await fs.readFile(path.join(root, "adventure", "a.grim"), "utf8");
    await checked.write("adventure/a.grim", "game adventure\n# checked\n", hashText(before));
    expect(await checked.read("adventure/a.grim")).toMatchObject({ text: "game adventure\n# checked\n" });
    await checked.write("oldworld/checked/y.grim", "game oldworld\n", null);
    expect(await fs.readFile(path.join(root, "oldworld", "checked", "y.grim"), "utf8")).toBe("game oldworld\n");
    await expect(checked.write("escape/new.grim", "x", null)).rejects.toThrow(/through a link/);
    expect(await allFiles(outside)).toEqual(["secret.grim"]);
    expect((await allFiles(root)).filter((f) => f.endsWith(".saving"))).toEqual([]);
  });
});

describe("the editor's file API over HTTP", () => {
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    server = http.createServer((req, res) => contentApiMiddleware(root)(req as never, res, () => send404(res)));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  function send404(res: http.ServerResponse): void {
    res.statusCode = 404;
    res.end();
  }

  /** A raw request, so Host, Origin and Sec-Fetch-Site are exactly what a browser (or an attacker) would send. */
  function request(
    method: string,
    url: string,
    headers: Record<string, string> = {},
    body?: string | Buffer,
  ): Promise<{ status: number; json: Record<string, unknown> }> {
    return new Promise((resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, method, path: url, headers: { host: `127.0.0.1:${port}`, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({ status: res.statusCode ?? 0, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} });
        });
      });
      req.on("error", reject);
      req.end(body);
    });
  }

  const put = (body: unknown, headers: Record<string, string> = {}) =>
    request(
      "PUT",
      "/__grim/file",
      { "content-type": "application/json", origin: `http://127.0.0.1:${port}`, "sec-fetch-site": "same-origin", ...headers },
      typeof body === "string" ? body : JSON.stringify(body),
    );

  it("answers the editor's own page", async () => {
    const r = await request("GET", "/__grim/files", { "sec-fetch-site": "same-origin" });
    expect(r.status).toBe(200);
    expect((r.json.files as { path: string }[]).map((f) => f.path)).toContain("adventure/a.grim");
  });

  it.each([
    ["another localhost port", { origin: "http://127.0.0.1:1" }],
    ["a *.localhost name", { origin: "http://evil.localhost:5173" }],
    ["localhost instead of 127.0.0.1", { origin: "http://localhost:5173" }],
    ["a cross-site fetch without Origin", { "sec-fetch-site": "cross-site" }],
    ["a same-site page of another port", { "sec-fetch-site": "same-site" }],
    ["a rebound DNS name", { host: "attacker.example:5173" }],
  ])("refuses %s: 403, and nothing is read or written", async (_name, headers) => {
    const listed = await request("GET", "/__grim/files", headers);
    expect(listed.status).toBe(403);
    expect(listed.json.files).toBeUndefined();
    expect(String(listed.json.error)).toMatch(/only/);
    const before = await fs.readFile(path.join(root, "adventure", "a.grim"), "utf8");
    const saved = await put({ path: "adventure/a.grim", text: "pwned\n", baseHash: hashText(before) }, headers);
    expect(saved.status).toBe(403);
    expect(await fs.readFile(path.join(root, "adventure", "a.grim"), "utf8")).toBe(before);
  });

  it("a null body is 400, not a server error", async () => {
    expect(await put("null")).toEqual({
      status: 400,
      json: { error: "A save request is an object { path, text, baseHash, force? }.", said: { id: "editor-save-not-object" } },
    });
    expect((await put("{nope")).status).toBe(400);
  });

  it("a 25 MB body is answered 413 with a reason, not dropped", async () => {
    const r = await put({ path: "adventure/big.grim", text: "x".repeat(25 * 1024 * 1024), baseHash: null });
    expect(r.status).toBe(413);
    expect(r.json.error).toMatch(/too large/);
    await expect(fs.stat(path.join(root, "adventure", "big.grim"))).rejects.toThrow();
  });

  it("refuses to write under content/generated/, which the build owns", async () => {
    const r = await put({ path: "generated/evil.grim", text: "x\n", baseHash: null });
    expect(r.json).toMatchObject({ refused: "path" });
    expect(String(r.json.error)).toMatch(/written by the build/);
    await expect(fs.stat(path.join(root, "generated", "evil.grim"))).rejects.toThrow();
  });

  it("40 simultaneous saves of 1 MB texts to one file from the same version: exactly one wins, the file is whole, and the answer is the disk's hash", async () => {
    const file = path.join(root, "adventure", "race.grim");
    await fs.writeFile(file, "v0\n");
    const base = hashText("v0\n");
    const texts = Array.from({ length: 40 }, (_, i) => `# writer ${i}\n${String.fromCharCode(97 + (i % 26)).repeat(1024 * 1024)}\n`);
    const answers = await Promise.all(texts.map((text) => put({ path: "adventure/race.grim", text, baseHash: base })));
    const won = answers.filter((a) => typeof a.json.hash === "string");
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.json.refused === "conflict")).toHaveLength(39);
    const disk = await fs.readFile(file, "utf8");
    expect(texts).toContain(disk);
    expect(won[0].json.hash).toBe(hashText(disk));
    // forced saves all land, one after another: the file is one writer's text, never a mix
    const forced = await Promise.all(texts.slice(0, 10).map((text) => put({ path: "adventure/race.grim", text, baseHash: null, force: true })));
    for (const a of forced) expect(typeof a.json.hash).toBe("string");
    expect(texts.slice(0, 10)).toContain(await fs.readFile(file, "utf8"));
    expect((await fs.readdir(path.dirname(file))).filter((n) => n.endsWith(".saving"))).toEqual([]);
  });
});

describe("the editor's dev server", () => {
  it("refuses to start on a taken port, naming the port, instead of moving to another one", async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const taken = (blocker.address() as AddressInfo).port;
    const server = await createServer({ configFile: path.join(repoRoot, "vite.config.ts"), server: { port: taken }, logLevel: "silent" });
    try {
      await expect(server.listen()).rejects.toThrow(`Port ${taken} is already in use`);
    } finally {
      await server.close();
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});
