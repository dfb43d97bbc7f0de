// The generic .grim grammar. It knows clauses, phrases and blocks, not what
// they mean: meaning comes from the game tables in the checker. Recovery is on,
// so a half-typed card still yields a tree the editor can use.
//
//   file    := (sep | clause | stray)*
//   block   := "{" (sep | clause | ":")* "}"
//   clause  := phrase link*
//   link    := (":" | ";") phrase?
//   phrase  := item item*        -- stops before `N:` / `a..b:` (a new case)
//   item    := Word | Number | Signed | Range | Text | "," | "->" | block

import { CstParser, EOF, type CstNode, type IOrAlt, type IToken, type TokenType } from "chevrotain";
import {
  allTokens,
  Arrow,
  Colon,
  Comma,
  LBrace,
  Newline,
  NumberLit,
  RangeLit,
  RBrace,
  Semicolon,
  Signed,
  Text,
  Word,
} from "./tokens.ts";

class GrimParser extends CstParser {
  constructor() {
    super(allTokens, { recoveryEnabled: true, maxLookahead: 2 });
    this.performSelfAnalysis();
  }

  private caseStartsHere(): boolean {
    const t1 = this.LA(1).tokenType;
    return (t1 === RangeLit || t1 === NumberLit) && this.LA(2).tokenType === Colon;
  }

  // Alternatives and options are built once: creating closures on every call
  // is the main cost of a Chevrotain parser on large files.
  private topAlts: IOrAlt<unknown>[] | undefined;
  private blockAlts: IOrAlt<unknown>[] | undefined;
  private itemAlts: IOrAlt<unknown>[] | undefined;
  private linkAlts: IOrAlt<unknown>[] | undefined;
  private phraseMore: { GATE: () => boolean; DEF: () => void } | undefined;

  public file = this.RULE("file", () => {
    this.MANY(() => {
      this.OR(
        (this.topAlts ??= [
          { ALT: () => this.CONSUME(Newline) },
          { ALT: () => this.CONSUME(Semicolon) },
          { ALT: () => this.SUBRULE(this.clause) },
          // a `}` or `:` out of place: kept in the tree so it can be reported once, precisely
          { ALT: () => this.CONSUME(RBrace, { LABEL: "stray" }) },
          { ALT: () => this.CONSUME(Colon, { LABEL: "stray" }) },
        ]),
      );
    });
  });

  public block = this.RULE("block", () => {
    this.CONSUME(LBrace);
    this.MANY(() => {
      this.OR(
        (this.blockAlts ??= [
          { ALT: () => this.CONSUME(Newline) },
          { ALT: () => this.CONSUME(Semicolon) },
          { ALT: () => this.SUBRULE(this.clause) },
          { ALT: () => this.CONSUME(Colon, { LABEL: "stray" }) },
        ]),
      );
    });
    this.CONSUME(RBrace);
  });

  // A clause is flat here: `a: b: c; d` is a phrase and its links in order.
  // The nesting (`b` in the body of `a`, `c; d` in the body of `b`) is built
  // by grammar/build.ts with an explicit stack, so a long chain of `:` on one
  // line costs no recursion in the parser.
  public clause = this.RULE("clause", () => {
    this.SUBRULE(this.phrase);
    this.MANY(() => {
      this.SUBRULE(this.link);
    });
  });

  public link = this.RULE("link", () => {
    this.OR((this.linkAlts ??= [{ ALT: () => this.CONSUME(Colon) }, { ALT: () => this.CONSUME(Semicolon) }]));
    this.OPTION(() => {
      this.SUBRULE(this.phrase);
    });
  });

  public phrase = this.RULE("phrase", () => {
    this.SUBRULE(this.item);
    this.MANY(
      (this.phraseMore ??= {
        GATE: () => !this.caseStartsHere(),
        DEF: () => {
          this.SUBRULE2(this.item);
        },
      }),
    );
  });

  public item = this.RULE("item", () => {
    this.OR(
      (this.itemAlts ??= [
        { ALT: () => this.CONSUME(Word) },
        { ALT: () => this.CONSUME(NumberLit) },
        { ALT: () => this.CONSUME(Signed) },
        { ALT: () => this.CONSUME(RangeLit) },
        { ALT: () => this.CONSUME(Text) },
        { ALT: () => this.CONSUME(Comma) },
        { ALT: () => this.CONSUME(Arrow) },
        { ALT: () => this.SUBRULE(this.block) },
      ]),
    );
  });
}

/** One parser instance, reused: Chevrotain parsers are built once and fed new input. */
export const grimParser = new GrimParser();

export interface RawParse {
  cst: CstNode;
  errors: { token: IToken; message: string; ruleStack: string[]; name: string; previousToken?: IToken }[];
}

export function parseTokens(tokens: IToken[]): RawParse {
  grimParser.input = tokens;
  const cst = grimParser.file();
  const errors = grimParser.errors.map((e) => ({
    token: e.token,
    message: e.message,
    ruleStack: e.context.ruleStack,
    name: e.name,
    previousToken: (e as { previousToken?: IToken }).previousToken,
  }));
  return { cst, errors };
}

export const tokenTypes: Record<string, TokenType> = { EOF, Word, LBrace, RBrace };
