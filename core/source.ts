// Where a piece of a source file is: the one position type the parser, the
// diagnostics, the IR and every tool that points at a file share.

export interface Position {
  /** 1-based */
  line: number;
  /** 1-based, in UTF-16 code units (what editors count) */
  column: number;
  /** 0-based offset into the text */
  offset: number;
}

export interface SourceRange {
  file: string;
  start: Position;
  /** exclusive */
  end: Position;
}
