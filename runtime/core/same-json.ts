// Whether two values of plain data (a game's log, its options, its answers) would be written as the same
// JSON, without writing either: a replay check compares two logs of thousands of events, and writing both out
// as text was most of what a replayed game cost the simulator.

/**
 * JSON.stringify(a) === JSON.stringify(b), for plain data: objects, arrays, strings, numbers, booleans, null
 * and undefined (no toJSON, no cycles). What JSON leaves out is left out here too: an object's fields holding
 * undefined or a function, and it writes them in the same order; numbers that are not finite are null. Walks
 * with a list of its own, so a deeply nested value needs no deep stack.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  const pending: unknown[] = [a, b];
  while (pending.length > 0) {
    const y = pending.pop();
    const x = pending.pop();
    if (x === y) continue;
    const tx = jsonType(x);
    if (tx !== jsonType(y)) return false;
    switch (tx) {
      case "array": {
        const xs = x as unknown[];
        const ys = y as unknown[];
        if (xs.length !== ys.length) return false;
        // in an array, what JSON leaves out of an object is written null
        for (let i = 0; i < xs.length; i++) pending.push(inArray(xs[i]), inArray(ys[i]));
        break;
      }
      case "object":
        if (!sameFields(x as Record<string, unknown>, y as Record<string, unknown>, pending)) return false;
        break;
      default:
        // strings, numbers, booleans: equal only when ===, seen above. Null and the numbers that are not finite
        // are all written null, and two values JSON leaves out alike (undefined, a function) are alike
        if (tx !== "null" && tx !== "none") return false;
    }
  }
  return true;
}

type JsonType = "array" | "object" | "null" | "number" | "string" | "boolean" | "none";

function jsonType(v: unknown): JsonType {
  if (v === null) return "null";
  switch (typeof v) {
    case "object":
      return Array.isArray(v) ? "array" : "object";
    case "number":
      return Number.isFinite(v) ? "number" : "null";
    case "string":
      return "string";
    case "boolean":
      return "boolean";
    default:
      return "none";
  }
}

function inArray(v: unknown): unknown {
  return jsonType(v) === "none" ? null : v;
}

/** the fields JSON writes, in its order, have the same names; their values are left in `pending` to compare */
function sameFields(x: Record<string, unknown>, y: Record<string, unknown>, pending: unknown[]): boolean {
  const kx = Object.keys(x);
  const ky = Object.keys(y);
  let i = 0;
  let j = 0;
  for (;;) {
    while (i < kx.length && jsonType(x[kx[i]]) === "none") i++;
    while (j < ky.length && jsonType(y[ky[j]]) === "none") j++;
    if (i === kx.length || j === ky.length) return i === kx.length && j === ky.length;
    if (kx[i] !== ky[j]) return false;
    pending.push(x[kx[i]], y[ky[j]]);
    i++;
    j++;
  }
}
