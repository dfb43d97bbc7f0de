// The VS Code client: starts `grimoire lsp` over stdio for the workspace and
// leaves everything else (checking, completion, rename…) to the server.

import { existsSync } from "node:fs";
import path from "node:path";
import { workspace, window, type ExtensionContext } from "vscode";
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from "vscode-languageclient/node";

let client: LanguageClient | undefined;

/** The `grimoire` script: the setting, else the workspace's own, else an installed package. */
function serverScript(): string | null {
  const configured = workspace.getConfiguration("grimoire").get<string>("server.path");
  if (configured) return configured;
  for (const folder of workspace.workspaceFolders ?? []) {
    for (const candidate of [
      path.join(folder.uri.fsPath, "bin", "grimoire.js"),
      path.join(folder.uri.fsPath, "node_modules", "grimoire", "bin", "grimoire.js"),
    ]) {
      if (existsSync(candidate)) return candidate;
    }
  }
  return null;
}

export async function activate(context: ExtensionContext): Promise<void> {
  const script = serverScript();
  if (!script) {
    void window.showWarningMessage("Grimoire: no `bin/grimoire.js` in this workspace; set `grimoire.server.path` to the grimoire command's script.");
    return;
  }
  const node = workspace.getConfiguration("grimoire").get<string>("server.node") || "node";
  const run = {
    command: node,
    args: [script, "lsp", "--stdio"],
    transport: TransportKind.stdio,
    options: { cwd: workspace.workspaceFolders?.[0]?.uri.fsPath },
  };
  const serverOptions: ServerOptions = { run, debug: run };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [{ scheme: "file", language: "grimoire" }],
    // files changed outside the editor (git checkout, another tool) are re-read and the program re-checked
    synchronize: { fileEvents: workspace.createFileSystemWatcher("**/*.grim") },
  };
  client = new LanguageClient("grimoire", "Grimoire", serverOptions, clientOptions);
  context.subscriptions.push(client);
  await client.start();
}

export async function deactivate(): Promise<void> {
  await client?.stop();
}
