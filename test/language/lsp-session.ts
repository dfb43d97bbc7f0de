// `grimoire lsp` started over stdio in a copy of the bundled content and its catalogues, driven by JSON-RPC as
// an editor drives it: what the language server's tests share (the server, its published diagnostics, and
// opening and changing documents).
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from "vscode-jsonrpc/node";

const repo = new URL("../../", import.meta.url).pathname;

export interface LspDiagnostic {
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
  code: string;
  severity: number;
  message: string;
  relatedInformation?: { location: { uri: string }; message: string }[];
}

export class LspSession {
  /** the workspace: a copy of the bundled Adventure content and every catalogue */
  readonly dir: string;
  readonly child: ChildProcess;
  readonly rpc: MessageConnection;
  /** what the server last published, by document URI */
  readonly diagnostics = new Map<string, LspDiagnostic[]>();
  private readonly waiters: (() => void)[] = [];
  private version = 1;

  constructor(prefix: string) {
    this.dir = mkdtempSync(join(tmpdir(), prefix));
    cpSync(join(repo, "content", "adventure"), join(this.dir, "content", "adventure"), { recursive: true });
    cpSync(join(repo, "content", "i18n"), join(this.dir, "content", "i18n"), { recursive: true });
    this.child = spawn(process.execPath, [join(repo, "bin", "grimoire.js"), "lsp", "--stdio"], { cwd: this.dir, stdio: ["pipe", "pipe", "inherit"] });
    this.rpc = createMessageConnection(new StreamMessageReader(this.child.stdout!), new StreamMessageWriter(this.child.stdin!));
    this.rpc.onNotification("textDocument/publishDiagnostics", (p: { uri: string; diagnostics: LspDiagnostic[] }) => {
      this.diagnostics.set(p.uri, p.diagnostics);
      for (const w of this.waiters.splice(0)) w();
    });
    this.rpc.listen();
  }

  /** a workspace file's URI (`rel` from the workspace), or a URI given whole (`untitled:…`) */
  uri(rel: string): string {
    return /^[a-z]+:/.test(rel) ? rel : pathToFileURL(join(this.dir, rel)).href;
  }

  text(rel: string): string {
    return readFileSync(join(this.dir, rel), "utf8");
  }

  /** initialize with the workspace as its root, and say it is initialized */
  async initialize(): Promise<void> {
    await this.rpc.sendRequest("initialize", { processId: process.pid, rootUri: pathToFileURL(this.dir).href, capabilities: {} });
    void this.rpc.sendNotification("initialized", {});
  }

  /** resolves once the server has published diagnostics for `file` that satisfy `ok` */
  published(file: string, ok: (d: LspDiagnostic[]) => boolean): Promise<LspDiagnostic[]> {
    const uri = this.uri(file);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no diagnostics as expected for ${file}: ${JSON.stringify(this.diagnostics.get(uri))}`)), 20_000);
      const wait = () => {
        const d = this.diagnostics.get(uri);
        if (d && ok(d)) {
          clearTimeout(timer);
          resolve(d);
        } else this.waiters.push(wait);
      };
      wait();
    });
  }

  /** open a document (by default a workspace file with its text on disk) */
  open(rel: string, text = this.text(rel)): void {
    void this.rpc.sendNotification("textDocument/didOpen", { textDocument: { uri: this.uri(rel), languageId: "grimoire", version: this.version++, text } });
  }

  change(rel: string, text: string): void {
    void this.rpc.sendNotification("textDocument/didChange", { textDocument: { uri: this.uri(rel), version: this.version++ }, contentChanges: [{ text }] });
  }

  close(): void {
    this.rpc.dispose();
    this.child.kill();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
