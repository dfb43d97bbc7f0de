// Reading checked entity props. The checker guarantees types and required
// props for content it accepts; these readers still fail with a message that
// points at the declaration, never with a stack trace from deep inside.

import type { EntityIR, PropValue } from "../../core/ir.ts";

export class LinkError extends Error {
  constructor(
    readonly entity: EntityIR,
    message: string,
  ) {
    super(`${entity.at.file}:${entity.at.line}:${entity.at.column}: ${entity.kind} ${entity.name}: ${message}`);
    this.name = "LinkError";
  }
}

/** A property's value that must be a record (`{ from: …, to: … }`), as the checker let it through. */
export function record(e: EntityIR, key: string, v: PropValue): Record<string, PropValue> {
  if (typeof v === "object" && v !== null && !Array.isArray(v)) return v as Record<string, PropValue>;
  throw new LinkError(e, `property "${key}" has an unexpected shape`);
}

/** A field of a record property that must be a number. */
export function numberOf(e: EntityIR, key: string, v: PropValue | undefined): number {
  if (typeof v !== "number") throw new LinkError(e, `property "${key}" should be a number`);
  return v;
}

function isRef(v: PropValue): v is { kind: "ref"; id: string } {
  return typeof v === "object" && v !== null && !Array.isArray(v) && (v as { kind?: unknown }).kind === "ref" && typeof (v as { id?: unknown }).id === "string";
}

export class Props {
  constructor(readonly entity: EntityIR) {}

  has(key: string): boolean {
    return this.entity.props[key] !== undefined;
  }

  raw(key: string): PropValue | undefined {
    return this.entity.props[key];
  }

  number(key: string, fallback?: number): number {
    const v = this.raw(key);
    if (v === undefined && fallback !== undefined) return fallback;
    if (typeof v !== "number") throw new LinkError(this.entity, `property "${key}" should be a number`);
    return v;
  }

  numberOrNull(key: string): number | null {
    return this.has(key) ? this.number(key) : null;
  }

  boolean(key: string, fallback: boolean): boolean {
    const v = this.raw(key);
    if (v === undefined) return fallback;
    if (typeof v !== "boolean") throw new LinkError(this.entity, `property "${key}" should be yes/no`);
    return v;
  }

  /** A word, a text or a reference (as its id). */
  string(key: string, fallback?: string): string {
    const v = this.raw(key);
    if (v === undefined && fallback !== undefined) return fallback;
    if (v !== undefined) {
      if (typeof v === "string") return v;
      if (isRef(v)) return v.id;
      if (Array.isArray(v) && v.length === 1) return Props.text(this.entity, key, v[0]);
    }
    throw new LinkError(this.entity, `property "${key}" is missing`);
  }

  stringOrNull(key: string): string | null {
    return this.has(key) ? this.string(key) : null;
  }

  /** A list of words or references (a single value counts as a list of one). */
  strings(key: string): string[] {
    const v = this.raw(key);
    if (v === undefined) return [];
    const list = Array.isArray(v) ? v.flat(Infinity as 1) : [v];
    return list.map((x) => Props.text(this.entity, key, x as PropValue));
  }

  list(key: string): PropValue[] {
    const v = this.raw(key);
    if (v === undefined) return [];
    return Array.isArray(v) ? v : [v];
  }

  static text(entity: EntityIR, key: string, v: PropValue): string {
    if (typeof v === "string") return v;
    if (typeof v === "number" || typeof v === "boolean") return String(v);
    if (isRef(v)) return v.id;
    throw new LinkError(entity, `property "${key}" should be a word or a name`);
  }

  static isRef = isRef;
}
