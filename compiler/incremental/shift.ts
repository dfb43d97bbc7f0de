// Moving every source position in a syntax tree, check result or IR down by
// some lines and characters: what a declaration below an edit becomes. Only
// positions on lines after the edit move, so columns stay as they are.
// Walks with an explicit stack: the depth of a tree never becomes call depth.

type Node = Record<string, unknown> | unknown[];

function isObject(v: unknown): v is Node {
  return typeof v === "object" && v !== null;
}

/**
 * Made in place (no copies: a keystroke near the top of a long file moves
 * thousands of positions). `moved` holds the positions already
 * moved in this edit: trees may share position objects (a range spanning two
 * items shares their ends), and each must move once.
 */
export function shiftInPlace(root: unknown, lines: number, offset: number, moved: Set<object>): void {
  if ((lines === 0 && offset === 0) || !isObject(root)) return;
  const stack: Node[] = [root];
  while (stack.length > 0) {
    const o = stack.pop()!;
    if (Array.isArray(o)) {
      for (const c of o) if (isObject(c)) stack.push(c);
      continue;
    }
    if (typeof o.line === "number" && typeof o.column === "number") {
      if (typeof o.offset === "number") {
        if (!moved.has(o)) {
          moved.add(o);
          o.line += lines;
          o.offset += offset;
        }
        continue;
      }
      if (typeof o.file === "string") {
        if (!moved.has(o)) {
          moved.add(o);
          o.line += lines;
        }
        continue;
      }
    }
    for (const k in o) {
      const c = o[k];
      if (isObject(c)) stack.push(c);
    }
  }
}
