// The check that each component of a game (a card copy, a token) is in one place at a time, for every game's
// invariants: a game walks its places and hands each pile or item to a ComponentMarks; the game names the
// places itself, only when the marks found a component twice.

/** what the checks saw at one position of a game's walk: the items there and their components' numbers */
interface Seen {
  items: string[];
  numbers: number[];
  /** a pile's items before this one were taken from its top by the last check (kept: a search starts after them) */
  from: number;
}

/**
 * The component check of one content: each component has a number, and a check marks each number it finds in
 * a table (a store, where a set would hash and grow at every check); a number marked twice in one check is a
 * component in two places.
 *
 * A look-up of a component's number by name was what the check cost. So the marks remember what they saw at
 * each position of the walk (a game walks the same places in the same order every time) and compare:
 * between two checks a draw pile mostly loses cards from its top, a discard pile gains some on its top, a
 * monster stack gives its top token and takes one back at its bottom, a player's cards stay as they were.
 * Only the components not where the last check saw them are looked up. What is remembered is only ever a
 * name beside its number, so a position holding another game's pile, or another place's, costs look-ups and
 * nothing else: the marks of a content are shared by its games in a thread.
 */
export class ComponentMarks {
  private readonly index = new Map<string, number>();
  private last = new Float64Array(512);
  /** by number: 1 when the component is one `counts` counts */
  private countedAt = new Uint8Array(512);
  private check = 0;
  private readonly seen: Seen[] = [];
  private at = 0;
  /** since begin: a component was found twice */
  twice = false;
  /** since begin: the components found */
  placed = 0;
  /** since begin: the components found that `counts` counts */
  counted = 0;

  /** `counts`: which components `counted` counts (asked once a component) */
  constructor(private readonly counts: (item: string) => boolean = () => false) {}

  /** a new check: the walk starts again */
  begin(): void {
    this.check++;
    this.at = 0;
    this.twice = false;
    this.placed = 0;
    this.counted = 0;
  }

  /** one component, or null where a place may hold one and holds none (it keeps its position in the walk) */
  one(item: string | null): void {
    const seen = this.next();
    if (item === null) return;
    if (seen.items.length === 1 && seen.items[0] === item) this.mark(seen.numbers[0]);
    else {
      this.forget(seen);
      this.append(seen, item);
    }
  }

  /** items holding a component each, named by their field `key` (a development card's copy, a zone's token) */
  held<K extends string>(items: readonly Readonly<Record<K, string>>[], key: K): void {
    const n = items.length;
    const seen = this.next();
    let same = seen.items.length === n;
    for (let i = 0; i < n && same; i++) same = seen.items[i] === items[i][key];
    if (same) for (let i = 0; i < n; i++) this.mark(seen.numbers[i]);
    else {
      this.forget(seen);
      for (let i = 0; i < n; i++) this.append(seen, items[i][key]);
    }
  }

  /** a pile of components, its top first */
  pile(items: readonly string[]): void {
    const n = items.length;
    const seen = this.next();
    const was = seen.items;
    // the cards taken from its top since (the front of the list), then those still there, then the new ones
    const gone = n === 0 ? was.length : was.indexOf(items[0], seen.from);
    const kept = was.length - gone;
    if (gone >= 0 && kept <= n && sameRun(items, was, gone, kept)) {
      for (let i = 0; i < kept; i++) this.mark(seen.numbers[gone + i]);
      seen.from = gone;
      for (let i = kept; i < n; i++) this.append(seen, items[i]);
      return;
    }
    this.forget(seen);
    for (let i = 0; i < n; i++) this.append(seen, items[i]);
  }

  private next(): Seen {
    const at = this.at++;
    return (this.seen[at] ??= { items: [], numbers: [], from: 0 });
  }

  private forget(seen: Seen): void {
    seen.items.length = seen.numbers.length = seen.from = 0;
  }

  private append(seen: Seen, item: string): void {
    const k = this.numberOf(item);
    seen.items.push(item);
    seen.numbers.push(k);
    this.mark(k);
  }

  private mark(k: number): void {
    if (this.last[k] === this.check) this.twice = true;
    this.last[k] = this.check;
    this.placed++;
    this.counted += this.countedAt[k];
  }

  private numberOf(item: string): number {
    let k = this.index.get(item);
    if (k === undefined) {
      this.index.set(item, (k = this.index.size));
      if (k >= this.last.length) {
        this.last = grown(this.last, k);
        this.countedAt = grown(this.countedAt, k);
      }
      this.countedAt[k] = this.counts(item) ? 1 : 0;
    }
    return k;
  }
}

function grown<T extends Float64Array | Uint8Array>(a: T, k: number): T {
  const b = new (a.constructor as new (n: number) => T)(Math.max(k + 1, a.length * 2));
  b.set(a);
  return b;
}

/** is `part` from 0 the same as `whole` from `at`, for `length` items? */
function sameRun(part: readonly string[], whole: readonly string[], at: number, length: number): boolean {
  for (let i = 0; i < length; i++) if (part[i] !== whole[at + i]) return false;
  return true;
}

/** by content: its marks (only ever a cache: see ComponentMarks) */
const MARKS = new WeakMap<object, ComponentMarks>();

/** the marks of a content, made at its first check; `counts` as the constructor takes it */
export function componentMarksOf(content: object, counts?: (item: string) => boolean): ComponentMarks {
  let m = MARKS.get(content);
  if (!m) MARKS.set(content, (m = new ComponentMarks(counts)));
  return m;
}

/** what a game's walk of its places hands on: each pile or item with where it is (whose, and which place) */
export interface PlacedVisitor {
  /** one component, or null where a place may hold one and holds none */
  one(item: string | null, owner: string, place: string): void;
  /** a pile of components, its top first */
  pile(items: readonly string[], owner: string, place: string): void;
  /** items holding a component each, named by their field `key` */
  held<K extends string>(items: readonly Readonly<Record<K, string>>[], key: K, owner: string, place: string): void;
}

/**
 * The components a walk finds twice, each as "<component> is in two places: <where first> and <where then>",
 * `where` naming a place: the second pass, made only when the marks found one (naming costs strings).
 */
export function componentsInTwoPlaces(walk: (visit: PlacedVisitor) => void, where: (owner: string, place: string) => string): string[] {
  const out: string[] = [];
  const found = new Map<string, string>();
  const one = (item: string | null, owner: string, place: string) => {
    if (item === null) return;
    const prev = found.get(item);
    if (prev) out.push(`${item} is in two places: ${prev} and ${where(owner, place)}`);
    found.set(item, where(owner, place));
  };
  walk({
    one,
    pile: (items, owner, place) => items.forEach((item) => one(item, owner, place)),
    held: (items, key, owner, place) => items.forEach((item) => one(item[key], owner, place)),
  });
  return out;
}

/**
 * Each component in one place: `walk` hands every place to the marks, and only when they find a component
 * twice does it walk again to name the places (componentsInTwoPlaces); none found, none named.
 */
export function placedTwice(marks: ComponentMarks, walk: (visit: PlacedVisitor) => void, where: (owner: string, place: string) => string): string[] {
  marks.begin();
  walk(marks);
  return marks.twice ? componentsInTwoPlaces(walk, where) : [];
}
