// Content data (the linked AdventureContent parts) → a TypeScript literal.
// Handlers inside the data are placeholders that carry the name of the
// generated function to reference; everything else is plain data.

import { tsKey, tsString } from "./literal.ts";

/** Marks a placeholder function as "emit a reference to this identifier". */
export const CODE_REF = Symbol("code-ref");

export interface CodeRef {
  [CODE_REF]: string;
}

function isCodeRef(v: unknown): v is CodeRef {
  return typeof v === "function" && CODE_REF in v;
}

const WIDTH = 110;

/** A formatted literal; `indent` is the current indentation of the line it starts on. */
export function dataCode(v: unknown, indent = ""): string {
  if (isCodeRef(v)) return v[CODE_REF];
  if (v === null) return "null";
  switch (typeof v) {
    case "string":
      return tsString(v);
    case "number":
      if (!Number.isFinite(v)) throw new Error(`cannot emit the number ${v}`);
      return Object.is(v, -0) ? "0" : String(v);
    case "boolean":
      return String(v);
    case "object":
      break;
    default:
      throw new Error(`cannot emit a value of type ${typeof v}`);
  }
  const inner = `${indent}  `;
  if (Array.isArray(v)) {
    if (v.length === 0) return "[]";
    const items = v.map((x) => dataCode(x, inner));
    const flat = `[${items.join(", ")}]`;
    if (!flat.includes("\n") && indent.length + flat.length <= WIDTH) return flat;
    return `[\n${items.map((x) => `${inner}${x},`).join("\n")}\n${indent}]`;
  }
  const entries = Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined);
  if (entries.length === 0) return "{}";
  const parts = entries.map(([k, x]) => `${tsKey(k)}: ${dataCode(x, inner)}`);
  const flat = `{ ${parts.join(", ")} }`;
  if (!flat.includes("\n") && indent.length + flat.length <= WIDTH) return flat;
  return `{\n${parts.map((x) => `${inner}${x},`).join("\n")}\n${indent}}`;
}
