// `grimoire lsp`: the language server over stdio, for VS Code and any editor that speaks LSP.

import type { Command } from "commander";

export function register(program: Command): void {
  program
    .command("lsp")
    .description("run the language server over stdio (diagnostics, completion, hover, rename… for any LSP editor)")
    .option("--stdio", "talk over stdin and stdout (the default; accepted because clients pass it)")
    .action(async () => {
      const { startLanguageServer, stdioConnection } = await import("../../lsp/server.ts");
      const { FrameReader } = await import("../../lsp/reader.ts");
      const { games } = await import("../../../games/registry.ts");
      const reader = new FrameReader(process.stdin);
      const connection = stdioConnection(reader);
      // a frame the reader skipped is the client's fault; say so and go on
      reader.onError((e) => connection.console.error(e.message));
      startLanguageServer(connection, games);
    });
}
