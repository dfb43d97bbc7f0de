// A seeded, reproducible random source. pure-rand's xoroshiro128+ is exact across
// platforms, so a seed plus the answers given replays a game bit for bit.
import { xoroshiro128plus, unsafeUniformIntDistribution } from "pure-rand";
import type { RandomGenerator } from "pure-rand";

export class Rng {
  private gen: RandomGenerator;
  /**
   * Results fixed in advance, by what is rolled ("d6", a die's id): a staged game's "the die shows 6". Each roll
   * of that kind takes the next one and leaves the generator where it was; null (every game not staged) costs
   * a roll one comparison.
   */
  private forced: Map<string, number[]> | null = null;

  constructor(seed: number) {
    if (!Number.isInteger(seed)) throw new TypeError(`seed must be an integer, got ${String(seed)}`);
    this.gen = xoroshiro128plus(seed | 0);
  }

  /** start again from another seed: a search samples a future the players cannot tell from the real one */
  reseed(seed: number): void {
    if (!Number.isInteger(seed)) throw new TypeError(`seed must be an integer, got ${String(seed)}`);
    this.gen = xoroshiro128plus(seed | 0);
  }

  /** the generator where it stands (four 32-bit integers): with `fromState`, a game's dice taken into a staged game */
  state(): number[] {
    return [...this.gen.getState()];
  }

  /** a source that goes on from a state `state()` gave */
  static fromState(state: readonly number[]): Rng {
    const r = new Rng(0);
    r.gen = xoroshiro128plus.fromState(state);
    return r;
  }

  /** fix the next results of a kind of roll (after any fixed before); `roll(kind, …)` takes them in order */
  force(kind: string, results: readonly number[]): void {
    if (results.length === 0) return;
    this.forced ??= new Map();
    this.forced.set(kind, [...(this.forced.get(kind) ?? []), ...results]);
  }

  /** the results still fixed, by kind (none left: no entry) */
  forcedResults(): Record<string, number[]> {
    const out: Record<string, number[]> = {};
    if (this.forced) for (const [kind, list] of this.forced) if (list.length > 0) out[kind] = [...list];
    return out;
  }

  /** a copy that goes on from the same point: the source of a game forked at a turn start */
  copy(): Rng {
    const r = new Rng(0);
    r.gen = this.gen.clone();
    if (this.forced) r.forced = new Map([...this.forced].map(([kind, list]) => [kind, [...list]]));
    return r;
  }

  /** a roll of a kind ("d6", a die's id) in [from, to]: the next result fixed for it, or else the generator's */
  roll(kind: string, from: number, to: number): number {
    if (this.forced !== null) {
      const fixed = this.forced.get(kind);
      if (fixed !== undefined && fixed.length > 0) return fixed.shift()!;
    }
    return this.int(from, to);
  }

  /** an integer in [from, to], both inclusive */
  int(from: number, to: number): number {
    return unsafeUniformIntDistribution(from, to, this.gen);
  }

  /** Fisher-Yates in place; returns the same array */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      const t = items[i];
      items[i] = items[j];
      items[j] = t;
    }
    return items;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError("cannot pick from an empty list");
    return items[this.int(0, items.length - 1)];
  }
}
