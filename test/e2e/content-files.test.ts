// The editor's dev-server file API: saving only inside content/, and never
// silently overwriting a file changed on disk.
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContentFiles, ContentPathError, SaveConflictError, hashText } from "../../editor/server/content-files.ts";

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

  it("creates new folders inside content/", async () => {
    await files.write("oldworld/new/x.grim", "game oldworld\n", null);
    expect(await fs.readFile(path.join(root, "oldworld", "new", "x.grim"), "utf8")).toBe("game oldworld\n");
  });
});
