// `grimoire lsp`: a "run" code lens on each scenario, whose command plays that one scenario, publishes its failures
// at their expectations and says whether it passed (window/showMessage, in the locale of `initializationOptions`).
// Driven over JSON-RPC on stdio, on a copy of the bundled Adventure content and its catalogues.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LspSession } from "./lsp-session.ts";

let lsp: LspSession;
const messages: { type: number; message: string }[] = [];

const rests = (gold: number) => `game adventure

scenario "Geralt rests at Novigrad" {
  given {
    hero Geralt { at Novigrad; gold 2; minor wound on travel }
    hero Triss
  }
  when { answer rest }
  then {
    Geralt has ${gold} gold
  }
}

scenario "Triss rests too" {
  given {
    hero Triss { at Novigrad; minor wound on travel }
    hero Geralt
  }
  when { answer rest }
  then {
    Triss has 0 wounds
  }
}
`;

interface Lens {
  range: { start: { line: number; character: number } };
  command: { title: string; command: string; arguments: [string, string] };
}

const file = "content/scenarios/rests.grim";

beforeAll(async () => {
  lsp = new LspSession("grimoire-lsp-run-");
  lsp.rpc.onNotification("window/showMessage", (m: { type: number; message: string }) => {
    messages.push(m);
  });
  await lsp.initialize();
}, 30_000);

afterAll(() => lsp?.close());

describe("grimoire lsp: running one scenario", () => {
  it("says it can run scenarios: code lenses and their command", async () => {
    const init = (await lsp.rpc.sendRequest("initialize", { processId: process.pid, rootUri: lsp.uri(""), capabilities: {} })) as {
      capabilities: { codeLensProvider?: object; executeCommandProvider?: { commands: string[] } };
    };
    expect(init.capabilities.codeLensProvider).toBeDefined();
    expect(init.capabilities.executeCommandProvider?.commands).toContain("grimoire.runScenario");
  }, 30_000);

  it("has a run lens on each scenario's first line, naming the document and the scenario", async () => {
    lsp.open(file, rests(3));
    await lsp.published(file, (ds) => ds.some((d) => d.code === "GRM3105"));
    const lenses = (await lsp.rpc.sendRequest("textDocument/codeLens", { textDocument: { uri: lsp.uri(file) } })) as Lens[];
    expect(lenses.map((l) => [l.range.start.line, l.command.title, l.command.command, l.command.arguments])).toEqual([
      [2, "▶ Run", "grimoire.runScenario", [lsp.uri(file), "Geralt rests at Novigrad"]],
      [13, "▶ Run", "grimoire.runScenario", [lsp.uri(file), "Triss rests too"]],
    ]);
  }, 30_000);

  it("running a failing scenario publishes its failure at the expectation and says it failed", async () => {
    const lenses = (await lsp.rpc.sendRequest("textDocument/codeLens", { textDocument: { uri: lsp.uri(file) } })) as Lens[];
    lsp.diagnostics.delete(lsp.uri(file));
    messages.length = 0;
    const result = await lsp.rpc.sendRequest("workspace/executeCommand", { command: lenses[0].command.command, arguments: lenses[0].command.arguments });
    expect(result).toEqual({ name: "Geralt rests at Novigrad", played: true, passed: false, failures: 1 });
    const [d] = await lsp.published(file, (ds) => ds.length > 0);
    expect(d).toMatchObject({ code: "GRM3105", range: { start: { line: 9, character: 4 } } });
    expect(d.message).toMatch(/^expected Geralt of Rivia to have 3 gold, but Geralt of Rivia has 2/);
    expect(messages).toEqual([{ type: 2, message: "✗ Geralt rests at Novigrad: 1 failure" }]);
  }, 30_000);

  it("running a passing scenario says it passed, and leaves the other scenario's failure where it is", async () => {
    const lenses = (await lsp.rpc.sendRequest("textDocument/codeLens", { textDocument: { uri: lsp.uri(file) } })) as Lens[];
    lsp.diagnostics.delete(lsp.uri(file));
    messages.length = 0;
    const result = await lsp.rpc.sendRequest("workspace/executeCommand", { command: "grimoire.runScenario", arguments: lenses[1].command.arguments });
    expect(result).toEqual({ name: "Triss rests too", played: true, passed: true, failures: 0 });
    const ds = await lsp.published(file, () => true);
    expect(ds.map((d) => [d.code, d.range.start.line])).toEqual([["GRM3105", 9]]);
    expect(messages).toEqual([{ type: 3, message: "✓ Triss rests too: passed" }]);
  }, 30_000);

  it("a scenario the workspace cannot play (it has errors) is not played, and says so", async () => {
    lsp.change(file, rests(2).replace("hero Triss\n", "hero Trss\n"));
    await lsp.published(file, (ds) => ds.some((d) => d.code === "GRM2001"));
    messages.length = 0;
    const result = await lsp.rpc.sendRequest("workspace/executeCommand", { command: "grimoire.runScenario", arguments: [lsp.uri(file), "Triss rests too"] });
    expect(result).toEqual({ name: "Triss rests too", played: false });
    expect(messages).toEqual([{ type: 2, message: "Triss rests too was not played: the workspace has errors, or no scenario of that name checks" }]);
  }, 30_000);

  it("a command without its arguments is refused as invalid params", async () => {
    await expect(lsp.rpc.sendRequest("workspace/executeCommand", { command: "grimoire.runScenario", arguments: [] })).rejects.toThrow(
      /workspace\/executeCommand/,
    );
  }, 30_000);
});

describe("grimoire lsp: running one scenario in Romanian", () => {
  it("the lens and what the run says are in the locale asked for", async () => {
    const ro = new LspSession("grimoire-lsp-run-ro-");
    const said: string[] = [];
    ro.rpc.onNotification("window/showMessage", (m: { message: string }) => {
      said.push(m.message);
    });
    try {
      await ro.rpc.sendRequest("initialize", { processId: process.pid, rootUri: ro.uri(""), capabilities: {}, initializationOptions: { locale: "ro" } });
      void ro.rpc.sendNotification("initialized", {});
      // a request sees every edit sent before it: no need to wait for the check
      ro.open(file, rests(2));
      const lenses = (await ro.rpc.sendRequest("textDocument/codeLens", { textDocument: { uri: ro.uri(file) } })) as Lens[];
      expect(lenses[0].command.title).toBe("▶ Rulează");
      await ro.rpc.sendRequest("workspace/executeCommand", { command: "grimoire.runScenario", arguments: lenses[0].command.arguments });
      expect(said).toEqual(["✓ Geralt rests at Novigrad: reușit"]);
    } finally {
      ro.close();
    }
  }, 60_000);
});
