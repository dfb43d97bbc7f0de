// The short fingerprint a translation records of the English text it was made
// from. Pure TypeScript (FNV-1a, 32 bit) so the browser editor computes the same
// value as the CLI; it only has to notice change, not resist tampering.

export function sourceHash(text: string): string {
  let h = 0x811c9dc5;
  const bytes = new TextEncoder().encode(text.normalize("NFC"));
  for (const b of bytes) {
    h ^= b;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, "0");
}
