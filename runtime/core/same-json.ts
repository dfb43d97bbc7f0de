// Whether two values of plain data (a game's log, its options, its answers) would be written as the same
// JSON, without writing either: a replay check compares two logs of thousands of events, and writing both out
// as text was most of what a replayed game cost the simulator. A replay need not even keep its log: each of
// its events is compared, as it happens, with the kept log's event at the same place (`ReplayedLog`).
import type { EventListener, GameEvent } from "./log.ts";

/**
 * JSON.stringify(a) === JSON.stringify(b), for plain data: objects, arrays, strings, numbers, booleans, null
 * and undefined (no toJSON, no cycles). What JSON leaves out is left out here too: an object's fields holding
 * undefined or a function, and it writes them in the same order; numbers that are not finite are null. Walks
 * with a list of its own, so a deeply nested value needs no deep stack.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  return samePairs([a, b]);
}

/** every pair of values in `pending` (a list of pairs, each written as two entries) would be written as the same JSON */
function samePairs(pending: unknown[]): boolean {
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

/**
 * JSON.stringify(kept) === JSON.stringify({ seq, type, ...fields }), without building the event or writing
 * either: the event a kept log would have made of what a log that is not kept hands its listener (see
 * EventLog.add), compared with the rules of `sameJson`. The spread writes the fields after `seq` and `type`,
 * except those named as array indices ("0", "1"), which every object lists first, as JSON then writes them.
 *
 * Fields named `seq` or `type` make the event differ, whatever JSON of the spread would give (the spread
 * would overwrite the log's own number or kind): a kept log refuses them (EventLog.add throws), so a kept
 * event never came from such fields, and a replay that kept its log, as the check did until it compared
 * events as they happen, was refused there too.
 */
export function sameJsonEvent(kept: GameEvent, seq: number, type: string, fields: Readonly<Record<string, unknown>>): boolean {
  const kx = Object.keys(kept);
  let i = 0;
  let logKeys = false;
  for (const key of Object.keys(fields)) {
    if (key === "seq" || key === "type") return differ();
    if (!logKeys && !isArrayIndex(key)) {
      if ((i = sameKey(kept, kx, i, "seq", seq)) < 0 || (i = sameKey(kept, kx, i, "type", type)) < 0) return differ();
      logKeys = true;
    }
    const v = fields[key];
    if (jsonType(v) !== "none" && (i = sameKey(kept, kx, i, key, v)) < 0) return differ();
  }
  if (!logKeys && ((i = sameKey(kept, kx, i, "seq", seq)) < 0 || (i = sameKey(kept, kx, i, "type", type)) < 0)) return differ();
  while (i < kx.length && jsonType(kept[kx[i]]) === "none") i++;
  if (i !== kx.length) return differ();
  if (EVENT_PENDING.length === 0) return true;
  const same = samePairs(EVENT_PENDING);
  EVENT_PENDING.length = 0;
  return same;
}

/**
 * The values of one event's fields still to compare (objects and arrays), in pairs: a list shared by every
 * event compared, as a replay's events are thousands, and left empty by each
 */
const EVENT_PENDING: unknown[] = [];

function differ(): false {
  EVENT_PENDING.length = 0;
  return false;
}

/**
 * The next field JSON writes of `kept` (from its key `i` on) is `key`, and its value is written as `v` (`v` is
 * one JSON writes), or is left in EVENT_PENDING to compare with `v` when either is an object or an array:
 * the place after it; -1 when it is not.
 */
function sameKey(kept: GameEvent, kx: string[], i: number, key: string, v: unknown): number {
  while (i < kx.length && jsonType(kept[kx[i]]) === "none") i++;
  if (i === kx.length || kx[i] !== key) return -1;
  const k = kept[key];
  if (k !== v) {
    if ((typeof k === "object" && k !== null) || (typeof v === "object" && v !== null)) EVENT_PENDING.push(k, v);
    // two values that are not objects: the same text only when ===, seen above, or when both are written null
    else if (jsonType(k) !== "null" || jsonType(v) !== "null") return -1;
  }
  return i + 1;
}

/** a key every object lists before its others, in increasing order: "0", "17", not "01" nor "-1" nor 2^32 - 1 */
function isArrayIndex(key: string): boolean {
  const c = key.charCodeAt(0);
  if (!(c >= 48 && c <= 57)) return false;
  if (key.length > 1 && c === 48) return false;
  for (let k = 1; k < key.length; k++) {
    const d = key.charCodeAt(k);
    if (!(d >= 48 && d <= 57)) return false;
  }
  return Number(key) < 4294967295;
}

/**
 * A replay's log compared with the game's kept log as the replay plays, without keeping it: hand `onEvent` to
 * the replay's log options (`{ keep: false, onEvent }`), then ask `matches`. The answer is the one
 * `sameJson(replay.log, kept)` gives when the replay keeps its log: the same number of events, and each
 * replayed event, with its `seq` and `type`, written as the same JSON as the kept one at the same place
 * (`kept[n]`, which a whole-log comparison puts beside the replay's n-th event, whatever its `seq` says).
 *
 * The replay starts from its game's beginning, so its n-th event is numbered n (a game resumed from a copy
 * numbers its events on from the copy's count; a replay is never one).
 *
 * An event that differs as it happens is not yet a difference: a kept event holds the objects its fields
 * held, and the rules may change them afterwards (an Adventure draw names the cards drawn, and a card drawn
 * in addition is later added to the same list), so a whole-log comparison sees them as they are at the end,
 * in both logs. Such an event is kept (a copy of its fields, as a kept log copies them) and compared again at
 * the end; an event past the kept log's end is a difference at once, and nothing after it is compared. An
 * event the same as it happened is taken as the same: for the whole logs to differ there, the replay would
 * have to change one of its objects afterwards otherwise than the game did, without any later event showing it.
 */
export class ReplayedLog {
  private readonly kept: readonly GameEvent[];
  private count = 0;
  private longer = false;
  /** the replay's events that differed as they happened, to compare again once the replay is over */
  private readonly again: { seq: number; type: string; fields: Record<string, unknown> }[] = [];

  constructor(kept: readonly GameEvent[]) {
    this.kept = kept;
  }

  /** for the replay's log options: every event the replay adds goes through here */
  readonly onEvent: EventListener = (type, fields) => {
    const seq = this.count++;
    if (this.longer) return;
    if (seq >= this.kept.length) {
      this.longer = true;
      this.again.length = 0;
    } else if (!sameJsonEvent(this.kept[seq], seq, type, fields)) this.again.push({ seq, type, fields: { ...fields } });
  };

  /** events heard so far */
  get events(): number {
    return this.count;
  }

  /**
   * Once the replay is over: would its log have been written as the same JSON as the kept one? `replayLog`:
   * the replay's own log, which a game module that ignores the log options keeps anyway (and then it is
   * compared whole); empty, the events heard decide.
   */
  matches(replayLog: readonly GameEvent[] = []): boolean {
    if (replayLog.length > 0) return sameJson(replayLog, this.kept);
    if (this.longer || this.count !== this.kept.length) return false;
    for (const e of this.again) if (!sameJsonEvent(this.kept[e.seq], e.seq, e.type, e.fields)) return false;
    return true;
  }
}
