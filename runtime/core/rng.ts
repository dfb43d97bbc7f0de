// A seeded, reproducible random source. pure-rand's xoroshiro128+ is exact across
// platforms, so a seed plus the answers given replays a game bit for bit.
import { xoroshiro128plus, unsafeUniformIntDistribution } from "pure-rand";
import type { RandomGenerator } from "pure-rand";

export class Rng {
  private gen: RandomGenerator;

  constructor(seed: number) {
    if (!Number.isInteger(seed)) throw new TypeError(`seed must be an integer, got ${String(seed)}`);
    this.gen = xoroshiro128plus(seed | 0);
  }

  /** start again from another seed: a search samples a future the players cannot tell from the real one */
  reseed(seed: number): void {
    if (!Number.isInteger(seed)) throw new TypeError(`seed must be an integer, got ${String(seed)}`);
    this.gen = xoroshiro128plus(seed | 0);
  }

  /** a copy that goes on from the same point: the source of a game forked at a turn start */
  copy(): Rng {
    const r = new Rng(0);
    r.gen = this.gen.clone();
    return r;
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
