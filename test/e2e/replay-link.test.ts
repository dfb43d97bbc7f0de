// A `?replay=<path>` link (what `grimoire sim` prints for a failed game) opens
// the editor on the replay viewer with that file at its first step; a path
// outside the project is refused with the reason, and nothing is read.
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordGame } from "../../editor/adapters/replay.ts";
import { buildEditor, copyContent, startEditor, type EditorSession } from "./harness.ts";
import { bundled } from "../content/bundled.ts";

let outDir: string;
let session: EditorSession;
let project: string;
const { content } = bundled();
const file = recordGame(content, { seed: 5, heroes: content.heroes.slice(0, 2).map((h) => h.id), maxRounds: 1 });

beforeAll(async () => {
  outDir = await fs.mkdtemp(path.join(os.tmpdir(), "grimoire-e2e-build-"));
  await buildEditor(outDir);
  // the project: a copy of the content with the simulator's failures folder beside the sources
  project = await copyContent(async (dir) => {
    await fs.mkdir(path.join(dir, "sim-failures"));
    await fs.writeFile(path.join(dir, "sim-failures", "failure-0-5.json"), `${JSON.stringify(file, null, 2)}\n`);
  });
  await fs.writeFile(path.join(os.tmpdir(), "grimoire-outside-replay.json"), `${JSON.stringify(file)}\n`);
  process.env.GRIMOIRE_PROJECT_DIR = project;
  session = await startEditor(outDir, project);
}, 240_000);

afterAll(async () => {
  delete process.env.GRIMOIRE_PROJECT_DIR;
  await session?.close();
  await fs.rm(outDir, { recursive: true, force: true });
  await fs.rm(path.join(os.tmpdir(), "grimoire-outside-replay.json"), { force: true });
  if (project) await fs.rm(project, { recursive: true, force: true });
});

describe("editor: a simulator failure's link opens the replay viewer", () => {
  it("?replay=<path> opens the Replay panel with that file at its first step", { timeout: 120_000 }, async () => {
    const page = session.page;
    await page.goto(`${session.url}?replay=sim-failures/failure-0-5.json`);
    await page.waitForSelector("#replay-board svg.board", { timeout: 60_000 });
    expect(await page.getAttribute('.panel-tabs button[data-panel="replay"]', "class")).toBe("active");
    expect(await page.getAttribute("#replay-position", "data-step")).toBe("0");
    expect(await page.textContent(".replay-steps")).toContain("sim-failures/failure-0-5.json");
    expect(await page.textContent("#replay-decision")).toContain("before the first decision");
    // the whole recording is there: the last step is its last answer
    await page.click("#replay-last");
    expect(await page.getAttribute("#replay-position", "data-step")).toBe(String(file.answers.length));
    expect(session.consoleErrors).toEqual([]);
  });

  it("refuses a path that leaves the project, saying why, and shows no game", { timeout: 120_000 }, async () => {
    const page = await session.newPage();
    await page.goto(`${session.url}?replay=../grimoire-outside-replay.json`);
    await page.waitForSelector("#replay-error", { timeout: 60_000 });
    expect(await page.textContent("#replay-error")).toBe(
      '../grimoire-outside-replay.json: Only replay files inside the project can be opened; ../grimoire-outside-replay.json leaves it with "..".',
    );
    expect(await page.$("#replay-board")).toBeNull();
    await page.close();
  });
});
