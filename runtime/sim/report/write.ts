import type { SimSummary } from "../summary.ts";
export function writeReport(dir: string, s: SimSummary): string { throw new Error(`not yet ${dir} ${s.games}`); }
