// The comparison of two content versions reads many tests together: Holm's adjusted p-values, checked against
// values worked by hand, and the two-sided normal p-value the z tests give.
import { describe, expect, it } from "vitest";
import { holm, twoSidedP } from "../../runtime/sim/multiple-comparisons.ts";

describe("multiple comparisons", () => {
  it("adjusts by Holm's step-down: the k-th smallest of m times m - k + 1, never below the one before, at most 1", () => {
    // sorted 0.005, 0.01, 0.03, 0.04: 4 x 0.005 = 0.02, 3 x 0.01 = 0.03, 2 x 0.03 = 0.06, 1 x 0.04 = 0.04 raised to 0.06
    const adjusted = holm([0.01, 0.04, 0.03, 0.005]);
    [0.03, 0.06, 0.06, 0.02].forEach((x, i) => expect(adjusted[i]).toBeCloseTo(x, 12));
    expect(holm([0.3, 0.6])).toEqual([0.6, 0.6]);
    expect(holm([0.9, 0.8])).toEqual([1, 1]);
    expect(holm([])).toEqual([]);
  });

  it("gives the two-sided normal p-value of a z statistic", () => {
    expect(twoSidedP(0)).toBeCloseTo(1, 6);
    expect(twoSidedP(1.959963984540054)).toBeCloseTo(0.05, 6);
    expect(twoSidedP(-2.5758293035489)).toBeCloseTo(0.01, 6);
    expect(twoSidedP(4)).toBeCloseTo(6.334e-5, 7);
  });
});
