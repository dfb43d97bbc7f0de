// `grimoire lsp` plays the workspace's scenarios once it checks without errors and publishes each failing
// expectation with the other diagnostics, at the expectation's range, in the words `grimoire test` prints; a fix
// clears it, and a scenario stopped at the decision limit is its own diagnostic. Driven over JSON-RPC on stdio, on a
// copy of the bundled Adventure content and its catalogues.

import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from "vscode-jsonrpc/node";

const repo = new URL("../../", import.meta.url).pathname;

interface LspDiagnostic {
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
  code: string;
  severity: number;
  message: string;
}

let dir: string;
let child: ChildProcess;
let rpc: MessageConnection;
const diagnostics = new Map<string, LspDiagnostic[]>();
const waiters: (() => void)[] = [];
const uri = (rel: string) => pathToFileURL(join(dir, rel)).href;

/** Resolves once the server has published diagnostics for `file` that satisfy `ok`. */
function published(file: string, ok: (d: LspDiagnostic[]) => boolean): Promise<LspDiagnostic[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no diagnostics as expected for ${file}: ${JSON.stringify(diagnostics.get(uri(file)))}`)), 20_000);
    const wait = () => {
      const d = diagnostics.get(uri(file));
      if (d && ok(d)) {
        clearTimeout(timer);
        resolve(d);
      } else waiters.push(wait);
    };
    wait();
  });
}

let version = 1;
const open = (rel: string, text: string) =>
  void rpc.sendNotification("textDocument/didOpen", { textDocument: { uri: uri(rel), languageId: "grimoire", version: version++, text } });
const change = (rel: string, text: string) =>
  void rpc.sendNotification("textDocument/didChange", { textDocument: { uri: uri(rel), version: version++ }, contentChanges: [{ text }] });

const rest = (gold: number) => `game adventure

scenario "Geralt rests at Novigrad" {
  given {
    hero Geralt { at Novigrad; gold 2; minor wound on travel }
    hero Triss
  }
  when { answer rest }
  then {
    Geralt has 0 wounds
    Geralt has ${gold} gold
  }
}
`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "grimoire-lsp-scenarios-"));
  cpSync(join(repo, "content", "adventure"), join(dir, "content", "adventure"), { recursive: true });
  cpSync(join(repo, "content", "i18n"), join(dir, "content", "i18n"), { recursive: true });
  child = spawn(process.execPath, [join(repo, "bin", "grimoire.js"), "lsp", "--stdio"], { cwd: dir, stdio: ["pipe", "pipe", "inherit"] });
  rpc = createMessageConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
  rpc.onNotification("textDocument/publishDiagnostics", (p: { uri: string; diagnostics: LspDiagnostic[] }) => {
    diagnostics.set(p.uri, p.diagnostics);
    for (const w of waiters.splice(0)) w();
  });
  rpc.listen();
  await rpc.sendRequest("initialize", { processId: process.pid, rootUri: pathToFileURL(dir).href, capabilities: {} });
  void rpc.sendNotification("initialized", {});
}, 30_000);

afterAll(() => {
  rpc?.dispose();
  child?.kill();
  rmSync(dir, { recursive: true, force: true });
});

describe("grimoire lsp: scenarios", () => {
  const file = "content/scenarios/rest.grim";

  it("a failing expectation is published at its range with what was expected and what happened instead", async () => {
    open(file, rest(3));
    const [d] = await published(file, (ds) => ds.length > 0);
    // `Geralt has 3 gold` on line 11, column 5 (0-based: 10, 4)
    expect(d).toMatchObject({ code: "GRM3105", severity: 2, range: { start: { line: 10, character: 4 }, end: { line: 10, character: 21 } } });
    expect(d.message).toMatch(/^expected Geralt of Rivia to have 3 gold, but Geralt of Rivia has 2\nthe log's last lines:\n {2}/);
    expect(d.message).toContain("Geralt of Rivia heals the minor wound on travel (rest)");
  }, 30_000);

  it("fixing the expected number clears it", async () => {
    change(file, rest(2));
    await published(file, (ds) => ds.length === 0);
  }, 30_000);

  it("a scenario whose decisions loop is stopped at the decision limit and said at its play step", async () => {
    const loop = 'game adventure\nscenario "to the end" {\n  given { hero Geralt; hero Triss }\n  when { play to the end }\n  then { the game ends }\n}\n';
    change(file, loop);
    const ds = await published(file, (d) => d.some((x) => x.code === "GRM3106"));
    expect(ds).toHaveLength(1);
    expect(ds[0].range.start).toEqual({ line: 3, character: 9 });
    expect(ds[0].message).toMatch(/^the game did not end within 20,000 decisions; waiting: /);
  }, 30_000);

  it("while the workspace has errors, scenarios are not played: only the errors are published", async () => {
    change(file, rest(3).replace("hero Triss", "hero Trss"));
    const ds = await published(file, (d) => d.some((x) => x.code === "GRM2001"));
    expect(ds.map((d) => d.code)).not.toContain("GRM3105");
  }, 30_000);
});
