// How diagnostics look on a terminal: `file:line:col: error GRM2001 message`.

import type { Diagnostic } from "../../core/diagnostics/types.ts";

export function formatDiagnostic(d: Diagnostic): string {
  const fix = d.fix ? ` (fix: ${d.fix.title})` : "";
  return `${d.range.file}:${d.range.start.line}:${d.range.start.column}: ${d.severity} ${d.code} ${d.message}${fix}`;
}
