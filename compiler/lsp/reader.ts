// The language server's reader of Language Server Protocol frames
// (`Content-Length: n`, a blank line, n bytes of JSON). The reader that
// comes with vscode-jsonrpc stops for good at a header without a
// Content-Length: the bytes of that frame's body are then read as the next
// headers, and nothing after them is ever answered. This one skips such a
// frame, finds the next `Content-Length:` and goes on, reporting each frame
// it skipped as an error of the reader (the server logs it). Bytes are kept
// as chunks and joined once per frame, so a large frame arriving in many
// pieces costs its size, not its size times the pieces.

import type { Readable } from "node:stream";
import { AbstractMessageReader, type DataCallback, type Disposable, type Message, type MessageReader } from "vscode-jsonrpc/node";

/** A header block longer than this is not one: headers are a line or two. */
const MAX_HEADER_BYTES = 8 * 1024;
const HEADER_END = Buffer.from("\r\n\r\n", "latin1");
const CONTENT_LENGTH = /content-length:/i;

export class FrameReader extends AbstractMessageReader implements MessageReader {
  /** bytes not read yet, while reading headers */
  private head: Buffer = Buffer.alloc(0);
  /** the body being read: its length and the chunks so far */
  private body: { length: number; chunks: Buffer[]; size: number } | null = null;
  /** after a skipped frame: looking for the next `Content-Length:` */
  private lost = false;

  constructor(private readonly input: Readable) {
    super();
  }

  listen(callback: DataCallback): Disposable {
    const onData = (data: Buffer) => this.onData(data, callback);
    const onError = (e: Error) => this.fireError(e);
    const onClose = () => this.fireClose();
    this.input.on("data", onData);
    this.input.on("error", onError);
    this.input.on("close", onClose);
    return {
      dispose: () => {
        this.input.off("data", onData);
        this.input.off("error", onError);
        this.input.off("close", onClose);
      },
    };
  }

  private onData(data: Buffer, callback: DataCallback): void {
    let rest: Buffer | null = data;
    while (rest !== null && rest.length > 0) {
      if (this.body) rest = this.readBody(rest, callback);
      else rest = this.readHeaders(rest);
    }
  }

  /** Headers from `head` + `data`; returns the bytes after them (the start of the body), or null to wait for more. */
  private readHeaders(data: Buffer): Buffer | null {
    let head = this.head.length > 0 ? Buffer.concat([this.head, data]) : data;
    if (this.lost) {
      const found = this.find(head, 0);
      if (found === null) return null;
      head = found;
      this.lost = false;
    }
    const end = head.indexOf(HEADER_END);
    if (end < 0) {
      if (head.length > MAX_HEADER_BYTES) return this.resync(head, "a header longer than 8 KB");
      this.head = head;
      return null;
    }
    let length: number | null = null;
    for (const line of head.subarray(0, end).toString("latin1").split("\r\n")) {
      const colon = line.indexOf(":");
      if (colon > 0 && line.slice(0, colon).trim().toLowerCase() === "content-length") {
        const value = line.slice(colon + 1).trim();
        length = /^\d{1,12}$/.test(value) ? Number(value) : null;
      }
    }
    if (length === null) return this.resync(head, "a frame without a valid Content-Length header");
    this.head = Buffer.alloc(0);
    this.body = { length, chunks: [], size: 0 };
    return head.subarray(end + HEADER_END.length);
  }

  /**
   * Drops a frame whose headers cannot be read, up to the next
   * `Content-Length:` (a JSON body holds no raw line break, so a frame's
   * headers cannot hide in one), reporting it once.
   */
  private resync(head: Buffer, what: string): Buffer | null {
    this.fireError(new Error(`grimoire lsp: skipped ${what}`));
    const found = this.find(head, 1);
    if (found === null) this.lost = true;
    return found;
  }

  /**
   * The bytes from the first `Content-Length:` at or after `from`, or null
   * with a short tail kept, in case the next header is split between two reads.
   */
  private find(head: Buffer, from: number): Buffer | null {
    const text = head.toString("latin1");
    const at = text.slice(from).search(CONTENT_LENGTH);
    if (at >= 0) {
      this.head = Buffer.alloc(0);
      return head.subarray(from + at);
    }
    this.head = Buffer.from(text.slice(-("content-length:".length - 1)), "latin1");
    return null;
  }

  private readBody(data: Buffer, callback: DataCallback): Buffer | null {
    const body = this.body!;
    const want = body.length - body.size;
    const piece = data.length <= want ? data : data.subarray(0, want);
    body.chunks.push(piece);
    body.size += piece.length;
    if (body.size < body.length) return null;
    this.body = null;
    const bytes = body.chunks.length === 1 ? body.chunks[0] : Buffer.concat(body.chunks, body.length);
    let message: Message | null = null;
    try {
      message = JSON.parse(bytes.toString("utf8")) as Message;
    } catch {
      this.fireError(new Error("grimoire lsp: skipped a frame whose body is not JSON"));
    }
    if (message !== null && typeof message === "object") callback(message);
    return data.length > want ? data.subarray(want) : null;
  }
}
