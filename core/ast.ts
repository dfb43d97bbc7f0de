// The syntax tree of a .grim file. Every node carries the exact source range it
// came from, so diagnostics, hover and go-to-definition can point at it.

import type { SourceRange } from "./source.ts";

export type { Position, SourceRange } from "./source.ts";

export type Item =
  | { kind: "word"; text: string; lower: string; range: SourceRange }
  | { kind: "number"; value: number; text: string; range: SourceRange }
  | { kind: "signed"; value: number; text: string; range: SourceRange }
  | { kind: "range"; from: number; to: number; text: string; range: SourceRange }
  | { kind: "string"; value: string; text: string; terminated: boolean; range: SourceRange }
  | { kind: "comma"; text: ","; range: SourceRange }
  | { kind: "arrow"; text: "->"; range: SourceRange }
  | { kind: "block"; block: Block; range: SourceRange };

export type WordItem = Extract<Item, { kind: "word" }>;
export type StringItem = Extract<Item, { kind: "string" }>;

export interface Phrase {
  items: Item[];
  range: SourceRange;
}

/** `phrase` or `phrase: body`. The body is the rest of the line: statements split by `;`. */
export interface Clause {
  phrase: Phrase;
  /** the `:` when present */
  colon: SourceRange | null;
  /** statements after the colon (empty when nothing follows it) */
  body: Clause[] | null;
  range: SourceRange;
}

export interface Block {
  clauses: Clause[];
  /** false when the file ended before its `}` */
  closed: boolean;
  range: SourceRange;
}

export interface Comment {
  text: string;
  range: SourceRange;
}

export interface GameHeader {
  game: string;
  range: SourceRange;
  valueRange: SourceRange;
}

export interface SetHeader {
  id: string;
  displayName: string | null;
  range: SourceRange;
}

export interface Declaration {
  /** the kind word as written: `monster` */
  kind: WordItem;
  /** the identifier; null when the header is half typed */
  name: WordItem | null;
  display: StringItem | null;
  forRef: WordItem | null;
  inRef: WordItem | null;
  /** tag phrases after ':' split at commas */
  tags: Phrase[];
  block: Block | null;
  range: SourceRange;
  /** the header line up to the block */
  headerRange: SourceRange;
}

export interface FileAst {
  file: string;
  game: GameHeader | null;
  set: SetHeader | null;
  declarations: Declaration[];
  comments: Comment[];
}
