// Hostile input in linear time: for each shape of input, the time per KB of
// `grimoire check`'s work, `grimoire fmt`'s and the language server's, on one
// file of that shape at each size from 1 KB to 5 MB, printed side by side in
// one run. Flat rows are linear; a quadratic cost doubles a row's figure each
// time the size doubles (×5,000 from 1 KB to 5 MB).
//   npm run bench:hostile [-- --max MB] [--rounds N] [--only WORD]
// Prints a Markdown table; the ratios matter, absolute times depend on the machine.
//
// Each cell runs the work on its size enough times to cover 1 MB (once at
// 1 MB and 5 MB) and gives the time beyond an empty file's (the same number
// of runs on the `game` and `set` lines alone), divided by the KB: the fixed
// cost of a file, which a 1 KB file would otherwise show as cost per KB, is
// left out. The sizes alternate within a round, so a change of load touches
// all of them alike; a cell is the median of the rounds.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { pathToFileURL } from "node:url";
import { createConnection, ProposedFeatures } from "vscode-languageserver/node";
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from "vscode-jsonrpc/node";
import { formatDiagnostic } from "../compiler/cli/format-diagnostic.ts";
import { formatText } from "../compiler/format.ts";
import { startLanguageServer } from "../compiler/lsp/server.ts";
import { Workspace } from "../compiler/workspace.ts";
import { games } from "../games/registry.ts";

const KB = 1024;
const MB = 1024 * KB;
const header = "game adventure\nset bench\n";

const monster = (i: number) => `monster M${i} "Monster ${i}" : bronze {\n  copies 1\n  sword 2\n  shield 2\n  successful sword: gain 1 vp\n}\n`;

/** Each shape makes one file of about `bytes` characters. */
const shapes: { name: string; make: (bytes: number) => string }[] = [
  { name: "long line: `gain 1 vp; ` in one hook", make: (n) => `${header}foulfate F {\n  effect: ${"gain 1 vp; ".repeat(n / 11)}gain 1 vp\n}\n` },
  { name: "long line: one word", make: (n) => header + "W".repeat(n) },
  { name: "long line: one unterminated text", make: (n) => `${header}enemy E "${"x".repeat(n)}\n` },
  { name: "long line: a list of names (`adjacent A, A, …`)", make: (n) => `${header}region A {\n  adjacent ${"A, ".repeat(n / 3)}A\n}\n` },
  { name: "many braces: `{}` at the top", make: (n) => header + "{}".repeat(n / 2) },
  { name: "many braces: `{}` in a monster", make: (n) => `${header}monster M : bronze {\n  ${"{}".repeat(n / 2)}\n}\n` },
  { name: "repeated properties: `sword 2 ` on one line", make: (n) => `${header}monster M : bronze {\n  copies 1\n  ${"sword 2 ".repeat(n / 8)}\n}\n` },
  { name: "repeated properties: `sword 2`, one a line", make: (n) => `${header}monster M : bronze {\n  copies 1\n${"  sword 2\n".repeat(n / 10)}}\n` },
  { name: "deep nesting: `{ ` to the end, then `}`", make: (n) => `${header}foulfate F {\n  effect: ${"{ ".repeat(n / 4)}gain 1 vp${" }".repeat(n / 4)}\n}\n` },
  { name: "deep nesting: `a: ` chained", make: (n) => header + "a: ".repeat(n / 3) },
  {
    name: "many declarations: valid monsters",
    make: (n) => header + Array.from({ length: Math.max(1, Math.floor(n / monster(0).length)) }, (_, i) => monster(i)).join(""),
  },
  { name: "many declarations: one duplicated", make: (n) => header + monster(0).repeat(Math.max(1, Math.floor(n / monster(0).length))) },
];

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const rounds = Number(arg("--rounds") ?? 1);
const max = Number(arg("--max") ?? 5) * MB;
const only = arg("--only");
const sizes = [1 * KB, 32 * KB, 1 * MB, 5 * MB].filter((s) => s <= max);

/** `grimoire check`: decode, parse, check, and the lines it prints. */
function check(text: string): void {
  const ws = new Workspace(games);
  ws.setFile("bench.grim", new TextEncoder().encode(text));
  let out = 0;
  for (const d of ws.check().diagnostics) out += formatDiagnostic(d).length;
  if (out < 0) throw new Error("unreachable");
}

function fmt(text: string): void {
  formatText(text);
}

/**
 * The language server, in this process over in-memory streams: open the
 * file and ask for its semantic tokens, type a line at its top and wait for
 * the diagnostics published, close it and wait for them to be cleared.
 */
class Server {
  private readonly rpc: MessageConnection;
  private waiting = new Map<string, () => void>();
  private n = 0;

  constructor() {
    const toServer = new PassThrough();
    const toClient = new PassThrough();
    startLanguageServer(createConnection(ProposedFeatures.all, toServer, toClient), games);
    this.rpc = createMessageConnection(new StreamMessageReader(toClient), new StreamMessageWriter(toServer));
    this.rpc.onNotification("textDocument/publishDiagnostics", (p: { uri: string }) => {
      const w = this.waiting.get(p.uri);
      this.waiting.delete(p.uri);
      w?.();
    });
    this.rpc.listen();
  }

  /** `root`: an empty folder, so the server checks the bench's files alone */
  async start(root: string): Promise<void> {
    await this.rpc.sendRequest("initialize", { processId: null, rootUri: pathToFileURL(root).href, capabilities: {} });
    void this.rpc.sendNotification("initialized", {});
  }

  private published(uri: string): Promise<void> {
    return new Promise((resolve) => this.waiting.set(uri, resolve));
  }

  async session(text: string): Promise<void> {
    const uri = `untitled:bench-${this.n++}.grim`;
    void this.rpc.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "grimoire", version: 1, text } });
    await this.rpc.sendRequest("textDocument/semanticTokens/full", { textDocument: { uri } });
    const edited = this.published(uri);
    const at = { line: 2, character: 0 };
    void this.rpc.sendNotification("textDocument/didChange", {
      textDocument: { uri, version: 2 },
      contentChanges: [{ range: { start: at, end: at }, text: "zz\n" }],
    });
    await edited;
    const closed = this.published(uri);
    void this.rpc.sendNotification("textDocument/didClose", { textDocument: { uri } });
    await closed;
  }
}

async function time(fn: () => void | Promise<void>, runs: number): Promise<number> {
  const t0 = performance.now();
  for (let r = 0; r < runs; r++) await fn();
  return performance.now() - t0;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

const root = mkdtempSync(join(tmpdir(), "grimoire-hostile-"));
const server = new Server();
await server.start(root);
const works: { name: string; run: (text: string) => void | Promise<void> }[] = [
  { name: "check", run: check },
  { name: "fmt", run: fmt },
  { name: "lsp", run: (t) => server.session(t) },
];

const label = (s: number) => (s >= MB ? `${s / MB} MB` : `${s / KB} KB`);
console.log(`| shape | work | ${sizes.map((s) => `µs/KB at ${label(s)}`).join(" | ")} | ${label(sizes[sizes.length - 1])} / ${label(sizes[0])} |`);
console.log(`| --- | --- | ${sizes.map(() => "---").join(" | ")} | --- |`);
for (const shape of shapes) {
  if (only && !shape.name.includes(only)) continue;
  const texts = sizes.map((s) => shape.make(s));
  for (const work of works) {
    const cells: number[][] = sizes.map(() => []);
    for (let r = 0; r < rounds; r++) {
      for (const [i, text] of texts.entries()) {
        const runs = Math.max(1, Math.round(MB / sizes[i]));
        const ms = (await time(() => work.run(text), runs)) - (await time(() => work.run(header), runs));
        cells[i].push((ms * 1000) / ((runs * text.length) / KB));
      }
    }
    const m = cells.map(median);
    const cell = (x: number) => (x < 10 ? x.toFixed(1) : x.toFixed(0));
    console.log(`| ${shape.name} | ${work.name} | ${m.map(cell).join(" | ")} | ${(m[m.length - 1] / m[0]).toFixed(2)} |`);
  }
}
rmSync(root, { recursive: true, force: true });
process.exit(0);
