// `grimoire lsp`, driven over JSON-RPC on stdio as an editor would drive it:
// initialize, open, change, the diagnostics it publishes, completion, hover,
// definition, references, rename (with the catalogues), formatting, quick
// fixes, semantic tokens, then shutdown and exit. The workspace is a copy of
// the bundled content, so the rename is checked on the real catalogues.

import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LspSession, type LspDiagnostic } from "./lsp-session.ts";

interface TextEditLsp {
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
  newText: string;
}

let lsp: LspSession;
let dir: string;
let rpc: LspSession["rpc"];
const uri = (rel: string) => lsp.uri(rel);
const text = (rel: string) => lsp.text(rel);
const published: LspSession["published"] = (file, ok) => lsp.published(file, ok);
const open = (rel: string, content?: string) => lsp.open(rel, content);
const change = (rel: string, content: string) => lsp.change(rel, content);
/** where the first use of Bandits in foulfate.grim stands (0-based, as LSP counts), found in the text so edits of the content do not move the tests */
function bandits(): { line: number; character: number } {
  const lines = text("content/adventure/foulfate.grim").split("\n");
  const line = lines.findIndex((l) => l.includes("fight Bandits"));
  return { line, character: lines[line].indexOf("fight Bandits") + "fight ".length };
}

const at = (rel: string, line: number, character: number) => ({ textDocument: { uri: uri(rel) }, position: { line, character } });

beforeAll(() => {
  lsp = new LspSession("grimoire-lsp-");
  dir = lsp.dir;
  rpc = lsp.rpc;
});

afterAll(() => lsp?.close());

describe("grimoire lsp", () => {
  it("initialize announces what the server does", async () => {
    const r = await rpc.sendRequest<{ capabilities: Record<string, unknown> }>("initialize", {
      processId: process.pid,
      rootUri: pathToFileURL(dir).href,
      capabilities: {},
      workspaceFolders: [{ uri: pathToFileURL(dir).href, name: "content" }],
    });
    void rpc.sendNotification("initialized", {});
    expect(Object.keys(r.capabilities)).toEqual(
      expect.arrayContaining([
        "completionProvider",
        "hoverProvider",
        "definitionProvider",
        "referencesProvider",
        "renameProvider",
        "documentFormattingProvider",
        "codeActionProvider",
        "semanticTokensProvider",
      ]),
    );
  }, 30_000);

  it("a misspelt name is published with its code, its range and where the name it meant is declared", async () => {
    const file = "content/adventure/foulfate.grim";
    open(file, text(file).replace("fight Bandits", "fight Bandids"));
    const [d] = await published(file, (ds) => ds.length === 1);
    expect(d).toMatchObject({ code: "GRM2001", severity: 1, range: { start: bandits(), end: { line: bandits().line, character: bandits().character + 7 } } });
    expect(d.message).toContain("did you mean `Bandits`?");
    expect(d.relatedInformation?.[0]?.location.uri).toBe(uri("content/adventure/enemies.grim"));
  });

  it("the quick fix of a diagnostic is offered as a code action", async () => {
    const file = "content/adventure/foulfate.grim";
    const actions = await rpc.sendRequest<{ title: string; edit: { changes: Record<string, TextEditLsp[]> } }[]>("textDocument/codeAction", {
      textDocument: { uri: uri(file) },
      range: { start: { line: bandits().line, character: bandits().character + 2 }, end: { line: bandits().line, character: bandits().character + 2 } },
      context: { diagnostics: [] },
    });
    expect(actions.map((a) => a.title)).toEqual(["Change to `Bandits`"]);
    expect(actions[0].edit.changes[uri(file)]).toEqual([
      { range: { start: bandits(), end: { line: bandits().line, character: bandits().character + 7 } }, newText: "Bandits" },
    ]);
  });

  it("fixing the text clears the file's diagnostics", async () => {
    const file = "content/adventure/foulfate.grim";
    change(file, text(file));
    await published(file, (ds) => ds.length === 0);
  });

  it("an edit in one file re-checks the files that use its names", async () => {
    const enemies = "content/adventure/enemies.grim";
    open(enemies);
    change(enemies, text(enemies).replace("enemy Bandits", "enemy Bandots"));
    const ds = await published("content/adventure/investigation-red.grim", (d) => d.length === 1);
    expect(ds[0]).toMatchObject({ code: "GRM2001", range: { start: { line: 33 } } });
    change(enemies, text(enemies));
    await published("content/adventure/investigation-red.grim", (d) => d.length === 0);
  });

  it("a file created or deleted on disk (reported by the client's watcher) is checked with the rest", async () => {
    const file = "content/adventure/extra.grim";
    writeFileSync(join(dir, file), 'game adventure\nset base\nfoulfate Ambush "Ambush" {\n  original\n  effect: fight Brigands\n}\n');
    void rpc.sendNotification("workspace/didChangeWatchedFiles", { changes: [{ uri: uri(file), type: 1 }] });
    const [d] = await published(file, (ds) => ds.length === 1);
    expect(d).toMatchObject({ code: "GRM2001", range: { start: { line: 4, character: 16 } } });
    rmSync(join(dir, file));
    void rpc.sendNotification("workspace/didChangeWatchedFiles", { changes: [{ uri: uri(file), type: 3 }] });
    await published(file, (ds) => ds.length === 0);
  });

  it("an unsaved buffer that is not a file is checked under its own URI", async () => {
    const untitled = "untitled:Untitled-1";
    open(untitled, "game adventure\nset base\nfoulfate Ambush {\n  effect: fight Bandids\n}\n");
    const ds: LspDiagnostic[] = await published(untitled, (d) => d.length > 0);
    expect(ds.map((d) => d.code)).toEqual(["GRM2001"]);
    void rpc.sendNotification("textDocument/didClose", { textDocument: { uri: untitled } });
  });

  it("completion offers the names of the declarations a phrase expects", async () => {
    const file = "content/adventure/foulfate.grim";
    const items = await rpc.sendRequest<{ label: string; kind: number }[]>("textDocument/completion", at(file, bandits().line, bandits().character + 3));
    expect(items.map((i) => i.label)).toContain("Bandits");
  });

  it("hover, definition and references name the declaration and every use", async () => {
    const file = "content/adventure/foulfate.grim";
    const hover = await rpc.sendRequest<{ contents: { value: string } }>("textDocument/hover", at(file, bandits().line, bandits().character + 3));
    expect(hover.contents.value).toContain("id `enemy.bandits`");
    const def = await rpc.sendRequest<{ uri: string; range: TextEditLsp["range"] }>(
      "textDocument/definition",
      at(file, bandits().line, bandits().character + 3),
    );
    expect(def).toEqual({ uri: uri("content/adventure/enemies.grim"), range: { start: { line: 8, character: 6 }, end: { line: 8, character: 13 } } });
    const refs = await rpc.sendRequest<{ uri: string }[]>("textDocument/references", {
      ...at(file, bandits().line, bandits().character + 3),
      context: { includeDeclaration: true },
    });
    expect(refs.map((r) => r.uri.slice(uri("content/adventure/").length)).sort()).toEqual([
      "enemies.grim",
      "foulfate.grim",
      "investigation-purple.grim",
      "investigation-red.grim",
      "quests-combat.grim",
    ]);
  });

  it("rename changes the name in every .grim file and the message ids in every locale's catalogue", async () => {
    const file = "content/adventure/foulfate.grim";
    const prepared = await rpc.sendRequest<TextEditLsp["range"] | null>("textDocument/prepareRename", at(file, bandits().line, bandits().character + 3));
    expect(prepared).toEqual({ start: bandits(), end: { line: bandits().line, character: bandits().character + 7 } });
    const edit = await rpc.sendRequest<{ changes: Record<string, TextEditLsp[]> }>("textDocument/rename", {
      ...at(file, bandits().line, bandits().character + 3),
      newName: "Brigands",
    });
    const files = Object.keys(edit.changes)
      .map((u) => u.slice(uri("content/").length))
      .sort();
    expect(files).toEqual([
      "adventure/enemies.grim",
      "adventure/foulfate.grim",
      "adventure/investigation-purple.grim",
      "adventure/investigation-red.grim",
      "adventure/quests-combat.grim",
      "i18n/en/adventure-base.ftl",
      "i18n/ro/adventure-base.ftl",
    ]);
    // the Romanian translation keeps its text under the new id
    const ro = text("content/i18n/ro/adventure-base.ftl").split("\n");
    const [e] = edit.changes[uri("content/i18n/ro/adventure-base.ftl")];
    const line = ro[e.range.start.line];
    const renamed = line.slice(0, e.range.start.character) + e.newText + line.slice(e.range.end.character);
    expect(renamed).toBe("enemy__brigands__name = Bandiți");
    expect(edit.changes[uri("content/adventure/enemies.grim")]).toEqual([
      { range: { start: { line: 8, character: 6 }, end: { line: 8, character: 13 } }, newText: "Brigands" },
    ]);
  });

  it("rename refuses a name that would give the entity an id another one has", async () => {
    const file = "content/adventure/foulfate.grim";
    await expect(rpc.sendRequest("textDocument/rename", { ...at(file, bandits().line, bandits().character + 3), newName: "Highwaymen" })).rejects.toThrow(
      /already has/,
    );
  });

  it("rename refuses a keyword (`for`, `in`) and a 100,000-character name as it refuses any name that is not one", async () => {
    const file = "content/adventure/foulfate.grim";
    const rename = (newName: string) => rpc.sendRequest("textDocument/rename", { ...at(file, bandits().line, bandits().character + 3), newName });
    const refusal = async (newName: string) => {
      const e = (await rename(newName).then(
        () => null,
        (err: unknown) => err,
      )) as { code: number; message: string } | null;
      expect(e, newName.slice(0, 20)).not.toBeNull();
      return e!;
    };
    const other = await refusal("two words");
    expect(other.message).toMatch(/is not a name/);
    for (const word of ["for", "in", "For", "else", "assumed"]) {
      const e = await refusal(word);
      expect(e.code, word).toBe(other.code);
      expect(e.message).toBe(
        `\`${word}\` is not a name: it is a word of the language (\`game\`, \`set\`, \`for\`, \`in\`, \`or\`, \`if\`, \`else\`, \`assumed\`).`,
      );
    }
    const long = await refusal("B".repeat(100_000));
    expect(long.code).toBe(other.code);
    expect(long.message).toBe(`\`${"B".repeat(20)}…\` is not a name: a name has at most 100 letters and digits.`);
    // and the server still renames
    const edit = await rename("Brigands");
    expect(Object.keys((edit as { changes: object }).changes).length).toBeGreaterThan(0);
  });

  it("a request whose params are not what the protocol says is answered InvalidParams, naming what is wrong", async () => {
    const file = "content/adventure/foulfate.grim";
    const answer = (method: string, params: unknown) =>
      rpc.sendRequest(method, params).then(
        () => null,
        (e: { code: number; message: string }) => e,
      );
    const cases: [string, unknown, RegExp][] = [
      ["textDocument/hover", { textDocument: 5, position: { line: 0, character: 0 } }, /^textDocument\/hover: textDocument: /],
      ["textDocument/hover", { textDocument: { uri: uri(file) }, position: { line: -1, character: 0 } }, /^textDocument\/hover: position\.line: /],
      ["textDocument/completion", { textDocument: { uri: uri(file) } }, /^textDocument\/completion: position: /],
      ["textDocument/rename", at(file, bandits().line, bandits().character), /^textDocument\/rename: newName: /],
      ["textDocument/codeAction", { textDocument: { uri: uri(file) }, range: "everything" }, /^textDocument\/codeAction: range: /],
      ["textDocument/semanticTokens/full", {}, /^textDocument\/semanticTokens\/full: textDocument: /],
      ["textDocument/definition", { textDocument: { uri: "file://elsewhere/x.grim" }, position: { line: 0, character: 0 } }, /is not a file URI/],
    ];
    for (const [method, params, message] of cases) {
      const e = await answer(method, params);
      expect(e, method).not.toBeNull();
      expect(e!.code, method).toBe(-32602);
      expect(e!.message, method).toMatch(message);
      expect(e!.message).not.toMatch(/failed with message|Cannot read|undefined|\n\s+at /);
    }
    // the connection still answers
    expect(await rpc.sendRequest("textDocument/hover", at(file, bandits().line, bandits().character + 1))).not.toBeNull();
  });

  it("a frame without Content-Length is skipped and logged; the messages after it are answered", async () => {
    const file = "content/adventure/foulfate.grim";
    const logged = new Promise<string>((resolve) => {
      const sub = rpc.onNotification("window/logMessage", (p: { message: string }) => {
        sub.dispose();
        resolve(p.message);
      });
    });
    lsp.child.stdin!.write('X-Frame: no length\r\n\r\n{"jsonrpc":"2.0","id":9999,"method":"shutdown"}');
    expect(await logged).toMatch(/skipped a frame without a valid Content-Length/);
    const hover = await rpc.sendRequest<{ contents: { value: string } } | null>("textDocument/hover", at(file, bandits().line, bandits().character + 1));
    expect(hover?.contents.value).toMatch(/Bandits/);
  });

  it("a megabyte of `{}` in a monster is checked on open and on each edit with at most 201 diagnostics published", async () => {
    const file = "content/adventure/hostile.grim";
    const body = "{}".repeat(512 * 1024);
    open(file, `game adventure\nset base\nmonster Hostile : bronze {\n  ${body}\n}\n`);
    const first = await published(file, (ds) => ds.length > 0);
    expect(first.length).toBeLessThanOrEqual(201);
    change(file, `game adventure\nset base\nmonster Hostile : bronze {\n  zz\n  ${body}\n}\n`);
    const edited = await published(file, (ds) => ds.some((d) => d.code === "GRM3001"));
    expect(edited.length).toBeLessThanOrEqual(201);
    void rpc.sendNotification("textDocument/didClose", { textDocument: { uri: uri(file) } });
    await published(file, (ds) => ds.length === 0);
  }, 60_000);

  it("formatting returns the canonical layout, and semantic tokens mark kinds and names", async () => {
    const file = "content/adventure/foulfate.grim";
    change(file, text(file).replace("fight Bandits", "fight    Bandits"));
    const edits = await rpc.sendRequest<TextEditLsp[]>("textDocument/formatting", {
      textDocument: { uri: uri(file) },
      options: { tabSize: 2, insertSpaces: true },
    });
    expect(edits).toHaveLength(1);
    expect(edits[0].newText).toBe(text(file));
    const tokens = await rpc.sendRequest<{ data: number[] }>("textDocument/semanticTokens/full", { textDocument: { uri: uri(file) } });
    expect(tokens.data.length % 5).toBe(0);
    expect(tokens.data.length).toBeGreaterThan(50);
  });

  it("shutdown and exit end the server", async () => {
    await rpc.sendRequest("shutdown");
    const exited = new Promise<number | null>((resolve) => lsp.child.once("exit", (code) => resolve(code)));
    void rpc.sendNotification("exit");
    expect(await exited).toBe(0);
  });
});
