// Many tests read together: a comparison of two content versions tests every card (and every seat) at once,
// and at 95% one test in twenty passes by chance alone, so a hundred unchanged cards would flag five. Holm's
// step-down adjustment keeps the chance that any flag at all is wrong (the family-wise error) at 5%, whatever
// the tests' dependence, and flags at least what Bonferroni would.

/** the two-sided p-value of a standard normal statistic */
export function twoSidedP(z: number): number {
  return Math.min(1, erfc(Math.abs(z) / Math.SQRT2));
}

/**
 * Holm's adjusted p-values, in the order given: the k-th smallest of m is multiplied by m - k + 1, and each is
 * at least the one before it in that order (so the adjusted values keep the raw values' order), at most 1.
 * A test is flagged at level α when its adjusted value is below α.
 */
export function holm(ps: readonly number[]): number[] {
  const m = ps.length;
  const order = ps.map((p, i) => [p, i] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const adjusted = new Array<number>(m);
  let running = 0;
  order.forEach(([p, i], k) => {
    running = Math.max(running, Math.min(1, (m - k) * p));
    adjusted[i] = running;
  });
  return adjusted;
}

/** the complementary error function (Numerical Recipes' Chebyshev fit, relative error below 1.2e-7) */
function erfc(x: number): number {
  const t = 1 / (1 + 0.5 * Math.abs(x));
  const y =
    t *
    Math.exp(
      -x * x -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? y : 2 - y;
}
