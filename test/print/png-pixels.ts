// A PNG read back as RGBA pixels, for the tests that compare a card drawn
// alone with its cell on a Tabletop Simulator deck sheet: 8-bit RGB or RGBA,
// not interlaced (what resvg and the export write), every row filter undone.
import { inflateSync } from "node:zlib";

export interface Pixels {
  width: number;
  height: number;
  rgba: Uint8Array;
}

export function readPng(png: Buffer): Pixels {
  if (png.readUInt32BE(0) !== 0x89504e47) throw new Error("not a PNG");
  let at = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Buffer[] = [];
  while (at < png.length) {
    const len = png.readUInt32BE(at);
    const type = png.toString("latin1", at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + len);
    if (type === "IHDR") {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      const [depth, colour, , , interlace] = data.subarray(8);
      if (depth !== 8 || (colour !== 2 && colour !== 6) || interlace !== 0) throw new Error(`unsupported PNG: depth ${depth}, colour type ${colour}`);
      channels = colour === 6 ? 4 : 3;
    } else if (type === "IDAT") idat.push(data);
    at += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const rows = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? rows[y * stride + x - channels] : 0;
      const b = y > 0 ? rows[(y - 1) * stride + x] : 0;
      const c = x >= channels && y > 0 ? rows[(y - 1) * stride + x - channels] : 0;
      const p = a + b - c;
      const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
      const predicted = [0, a, b, (a + b) >> 1, pa <= pb && pa <= pc ? a : pb <= pc ? b : c][filter];
      if (predicted === undefined) throw new Error(`row ${y}: unknown filter ${filter}`);
      rows[y * stride + x] = (line[x] + predicted) & 0xff;
    }
  }
  if (channels === 4) return { width, height, rgba: rows };
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) rgba.set([rows[i * 3], rows[i * 3 + 1], rows[i * 3 + 2], 255], i * 4);
  return { width, height, rgba };
}

/** The w × h pixels at (x, y). */
export function crop(p: Pixels, x: number, y: number, w: number, h: number): Pixels {
  const rgba = new Uint8Array(w * h * 4);
  for (let r = 0; r < h; r++) rgba.set(p.rgba.subarray(((y + r) * p.width + x) * 4, ((y + r) * p.width + x + w) * 4), r * w * 4);
  return { width: w, height: h, rgba };
}

/** The share of pixels whose channels differ by more than `tolerance`. */
export function differing(a: Pixels, b: Pixels, tolerance = 0): number {
  if (a.width !== b.width || a.height !== b.height) return 1;
  let n = 0;
  for (let i = 0; i < a.rgba.length; i += 4) {
    for (let k = 0; k < 4; k++) {
      if (Math.abs(a.rgba[i + k] - b.rgba[i + k]) > tolerance) {
        n++;
        break;
      }
    }
  }
  return n / (a.width * a.height);
}
