// Diagnostics are data: the CLI prints them, the editor underlines them, the
// tests compare them. The same object reaches every user of the front end.

import type { SourceRange } from "../source.ts";

export type { SourceRange, Position } from "../source.ts";

export type Severity = "error" | "warning";

export interface Fix {
  range: SourceRange;
  newText: string;
  /** short words for a quick-fix menu: "Change to `DuénCanell`" */
  title: string;
}

export interface RelatedLocation {
  range: SourceRange;
  message: string;
}

export interface Diagnostic {
  /** stable code from the registry: GRM1xxx lexical/syntax, GRM2xxx names, GRM3xxx types and tables */
  code: string;
  severity: Severity;
  message: string;
  range: SourceRange;
  related: RelatedLocation[];
  fix: Fix | null;
}
