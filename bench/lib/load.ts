// The load average every benchmark prints before and after it runs: this machine is shared, and a figure
// means little without the load it was taken at.
import { loadavg } from "node:os";

/** the 1, 5 and 15 minute load averages, two decimals each */
export const load = (): string =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(" ");
