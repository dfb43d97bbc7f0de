// The language server's frame reader (compiler/lsp/reader.ts): what a client
// or a broken pipe may send between well-formed frames, and frames cut at any
// byte. Each skipped frame is one error of the reader; every good frame after
// it is still delivered, in order.

import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { FrameReader } from "../../compiler/lsp/reader.ts";

const frame = (body: string) => `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
const msg = (id: number, extra = "") => JSON.stringify({ jsonrpc: "2.0", id, method: "ping", params: { extra } });

function read(pieces: (string | Buffer)[]): { ids: number[]; errors: string[] } {
  const input = new PassThrough();
  const reader = new FrameReader(input);
  const ids: number[] = [];
  const errors: string[] = [];
  reader.onError((e) => errors.push(e.message));
  reader.listen((m) => ids.push((m as unknown as { id: number }).id));
  for (const p of pieces) input.write(p);
  // a PassThrough hands writes on synchronously to a flowing reader
  return { ids, errors };
}

describe("grimoire lsp frames (Language Server Protocol base protocol)", () => {
  it("frames cut at every byte are read whole and in order, UTF-8 included", () => {
    const bytes = Buffer.from(frame(msg(1, "Velen, Oxenfurt — Ciri țară")) + frame(msg(2)) + frame(msg(3)), "utf8");
    const pieces = [...bytes].map((b) => Buffer.from([b]));
    expect(read(pieces)).toEqual({ ids: [1, 2, 3], errors: [] });
  });

  it("a frame without Content-Length is skipped; the frames after it are read", () => {
    const r = read([frame(msg(1)), 'X-Other: 1\r\n\r\n{"jsonrpc":"2.0","id":99,"method":"shutdown"}', frame(msg(2)), frame(msg(3))]);
    expect(r.ids).toEqual([1, 2, 3]);
    expect(r.errors).toEqual(["grimoire lsp: skipped a frame without a valid Content-Length header"]);
  });

  it("the frame after a skipped one is found when it arrives later or split in two", () => {
    const next = frame(msg(2));
    const r = read(['X-Other: 1\r\n\r\n{"id":99}', next.slice(0, 7), next.slice(7)]);
    expect(r.ids).toEqual([2]);
    expect(r.errors).toHaveLength(1);
  });

  it("a Content-Length that is not a number, or headers that never end, are skipped", () => {
    const r = read(["Content-Length: lots\r\n\r\n{}", frame(msg(1)), "x".repeat(20_000), frame(msg(2))]);
    expect(r.ids).toEqual([1, 2]);
    expect(r.errors).toEqual(["grimoire lsp: skipped a frame without a valid Content-Length header", "grimoire lsp: skipped a header longer than 8 KB"]);
  });

  it("a body that is not JSON is skipped; the next frame is read", () => {
    const r = read([frame("{not json"), frame(msg(1))]);
    expect(r.ids).toEqual([1]);
    expect(r.errors).toEqual(["grimoire lsp: skipped a frame whose body is not JSON"]);
  });

  it("a 4 MB body in 1,000 pieces is one message", () => {
    const big = frame(msg(7, "x".repeat(4 * 1024 * 1024)));
    const size = Math.ceil(big.length / 1000);
    const pieces = Array.from({ length: 1000 }, (_, i) => big.slice(i * size, (i + 1) * size));
    expect(read(pieces)).toEqual({ ids: [7], errors: [] });
  });
});
