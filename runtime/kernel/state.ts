// A game's state as the kernel owns it: plain data of a shape the game module declares once. Ids are numbers
// (indexes into the content's lists, resolved when the content is built), zones, decks and hands are lists of
// numbers. From the shape the kernel makes, once, the function that copies such a state field by field:
// a snapshot is that copy, with no walk over unknown objects and no structured clone.

/**
 * The shape of one field: a number, a truth, a word, a list of numbers, a list of lists of numbers, a list
 * of words, a record of its own shape, a list of such records, or a record by key (its keys the game's, each
 * value of one shape). `"int?"` and `"text?"` may also be null. Ids are best numbers; words and records by
 * key are there for a game that still keys its state by id. `{ list: F }` is a list of one field shape (words
 * some of which are null: `{ list: "text?" }`); `{ maybe: F }` a field that may also be null or absent (a part
 * of the state only some games have), copied as it is then, so an absent field stays absent.
 */
export type FieldShape =
  | "int"
  | "int?"
  | "bool"
  | "text"
  | "text?"
  | "ints"
  | "int-lists"
  | "texts"
  | StateShape
  | { readonly each: StateShape }
  | { readonly byKey: FieldShape }
  | { readonly list: FieldShape }
  | { readonly maybe: FieldShape };

export interface StateShape {
  readonly [field: string]: FieldShape;
}

type FieldType<F> = F extends "int"
  ? number
  : F extends "int?"
    ? number | null
    : F extends "bool"
      ? boolean
      : F extends "text"
        ? string
        : F extends "text?"
          ? string | null
          : F extends "ints"
            ? number[]
            : F extends "int-lists"
              ? number[][]
              : F extends "texts"
                ? string[]
                : F extends { readonly each: infer S }
                  ? StateOf<S>[]
                  : F extends { readonly byKey: infer V }
                    ? Record<string, FieldType<V>>
                    : F extends { readonly list: infer V }
                      ? FieldType<V>[]
                      : F extends { readonly maybe: infer V }
                        ? FieldType<V> | null | undefined
                        : StateOf<F>;

/** the fields of a shape that may be absent (`maybe`) */
type MaybeKeys<S> = { [K in keyof S]: S[K] extends { readonly maybe: unknown } ? K : never }[keyof S];

/** the state a shape describes; a field that may be absent is optional */
export type StateOf<S> = { -readonly [K in Exclude<keyof S, MaybeKeys<S>>]: FieldType<S[K]> } & {
  -readonly [K in MaybeKeys<S>]?: FieldType<S[K]>;
};

export type Copy = (from: unknown) => unknown;

/** what a game declares of its state: the shape, and the copy made from it */
export interface StateSchema<S extends StateShape> {
  readonly shape: S;
  /** a copy no later change to `state` reaches, and the other way round */
  copy(state: StateOf<S>): StateOf<S>;
  /** what in `value` does not have the shape, each as a path and what was found there ([] when it has it) */
  problems(value: unknown): string[];
}

export function stateSchema<S extends StateShape>(shape: S): StateSchema<S> {
  const copy = recordCopy(shape);
  return {
    shape,
    copy: (state) => copy(state) as StateOf<S>,
    problems: (value) => {
      const out: string[] = [];
      checkRecord(shape, value, "state", out);
      return out;
    },
  };
}

/**
 * A field's copy (null: copied as the value it is), its records copied by `record` (exported so that
 * bench/state-copy.ts can time another way of copying a record with everything else the same).
 */
export function fieldCopy(field: FieldShape, record: (shape: StateShape) => Copy = recordCopy): Copy | null {
  switch (field) {
    case "int":
    case "int?":
    case "bool":
    case "text":
    case "text?":
      return null; // copied as the value it is
    case "ints":
      return (v) => (v as number[]).slice();
    case "int-lists":
      return (v) => (v as number[][]).map((l) => l.slice());
    case "texts":
      return (v) => (v as string[]).slice();
    default:
      if ("maybe" in field) {
        const one = fieldCopy(field.maybe as FieldShape, record);
        return one === null ? null : (v) => (v === null || v === undefined ? v : one(v));
      }
      if ("list" in field) {
        const one = fieldCopy(field.list as FieldShape, record);
        return one === null ? (v) => (v as unknown[]).slice() : (v) => (v as unknown[]).map(one);
      }
      if ("byKey" in field) {
        const one = fieldCopy(field.byKey as FieldShape, record);
        return (v) => {
          const src = v as Record<string, unknown>;
          const out: Record<string, unknown> = {};
          for (const key in src) out[key] = one === null ? src[key] : one(src[key]);
          return out;
        };
      }
      if ("each" in field && typeof field.each === "object") {
        const one = record(field.each as StateShape);
        return (v) => (v as unknown[]).map(one);
      }
      return record(field as StateShape);
  }
}

/**
 * One record's copy: its values copied field by field, in the order the shape names them. It is made once per
 * shape as a function whose body is the record written out (`{ seed: s.seed, order: f1(s.order), … }`): the
 * copy is then one object literal, made at its final shape at once, where a loop storing the fields by name
 * grew each copy one key at a time (bench/state-copy.ts measures the two on the games' states). Only the
 * shape's field names go into the body, each written as a JSON string, and the field copies are handed in.
 */
function recordCopy(shape: StateShape): Copy {
  const names = Object.keys(shape);
  if (names.includes("__proto__")) throw new Error('a state\'s field may not be named "__proto__"');
  const copies = names.map((name) => fieldCopy(shape[name]));
  const value = (i: number) => (copies[i] === null ? `s[${JSON.stringify(names[i])}]` : `c${i}(s[${JSON.stringify(names[i])}])`);
  // a field that may be absent stays absent, and the fields after it keep their order: from the first such
  // field on, each is added after the literal, an absent one skipped
  const firstMaybe = names.findIndex((name) => isMaybe(shape[name]));
  const literal = firstMaybe < 0 ? names.length : firstMaybe;
  const lines = [
    `const o = { ${names
      .slice(0, literal)
      .map((name, i) => `${JSON.stringify(name)}: ${value(i)}`)
      .join(", ")} };`,
  ];
  for (let i = literal; i < names.length; i++) {
    const key = JSON.stringify(names[i]);
    if (isMaybe(shape[names[i]])) lines.push(`if (s[${key}] !== undefined) o[${key}] = ${value(i)};`);
    else lines.push(`o[${key}] = ${value(i)};`);
  }
  lines.push("return o;");
  // each field's own copy is a parameter of its own, so that the body calls it directly
  const params = copies.flatMap((c, i) => (c === null ? [] : [`c${i}`]));
  const make = new Function(...params, `return function copyRecord(s) {\n${lines.join("\n")}\n};`);
  return make(...copies.filter((c) => c !== null)) as Copy;
}

const isMaybe = (field: FieldShape) => typeof field === "object" && "maybe" in field;

const isInt = (v: unknown) => typeof v === "number" && Number.isInteger(v);

function checkField(field: FieldShape, v: unknown, path: string, out: string[]): void {
  const found = () => (v === null ? "null" : Array.isArray(v) ? "a list" : typeof v);
  switch (field) {
    case "int":
      if (!isInt(v)) out.push(`${path}: a whole number, found ${found()}`);
      return;
    case "int?":
      if (v !== null && !isInt(v)) out.push(`${path}: a whole number or null, found ${found()}`);
      return;
    case "bool":
      if (typeof v !== "boolean") out.push(`${path}: true or false, found ${found()}`);
      return;
    case "text":
      if (typeof v !== "string") out.push(`${path}: a word, found ${found()}`);
      return;
    case "text?":
      if (v !== null && typeof v !== "string") out.push(`${path}: a word or null, found ${found()}`);
      return;
    case "ints":
      if (!Array.isArray(v) || !v.every(isInt)) out.push(`${path}: a list of whole numbers, found ${found()}`);
      return;
    case "int-lists":
      if (!Array.isArray(v) || !v.every((l) => Array.isArray(l) && l.every(isInt))) out.push(`${path}: a list of lists of whole numbers, found ${found()}`);
      return;
    case "texts":
      if (!Array.isArray(v) || !v.every((w) => typeof w === "string")) out.push(`${path}: a list of words, found ${found()}`);
      return;
    default:
      if ("maybe" in field) {
        if (v !== null && v !== undefined) checkField(field.maybe as FieldShape, v, path, out);
        return;
      }
      if ("list" in field) {
        if (!Array.isArray(v)) out.push(`${path}: a list, found ${found()}`);
        else v.forEach((one, i) => checkField(field.list as FieldShape, one, `${path}[${i}]`, out));
        return;
      }
      if ("byKey" in field) {
        if (v === null || typeof v !== "object" || Array.isArray(v)) out.push(`${path}: a record by key, found ${found()}`);
        else for (const [key, one] of Object.entries(v)) checkField(field.byKey as FieldShape, one, `${path}.${key}`, out);
        return;
      }
      if ("each" in field && typeof field.each === "object") {
        if (!Array.isArray(v)) out.push(`${path}: a list, found ${found()}`);
        else v.forEach((one, i) => checkRecord(field.each as StateShape, one, `${path}[${i}]`, out));
        return;
      }
      checkRecord(field as StateShape, v, path, out);
  }
}

function checkRecord(shape: StateShape, v: unknown, path: string, out: string[]): void {
  if (v === null || typeof v !== "object" || Array.isArray(v)) {
    out.push(`${path}: a record, found ${v === null ? "null" : Array.isArray(v) ? "a list" : typeof v}`);
    return;
  }
  const rec = v as Record<string, unknown>;
  for (const name of Object.keys(shape)) checkField(shape[name], rec[name], `${path}.${name}`, out);
  for (const name of Object.keys(rec)) if (!(name in shape)) out.push(`${path}.${name}: not a field of the state`);
}
