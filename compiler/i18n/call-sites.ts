// Where the rules code asks for words: every message id the runtimes yield,
// with the arguments each call site passes, read from the TypeScript source
// (runtime/**) by its syntax alone, so reading it stays linear in the source
// and needs no type check of the whole program. The translator's check renders
// a message against these arguments, and the PO/XLIFF export explains each
// placeholder from them.
//
// What counts as a call site:
//   text("prompt-x", { amount: n })            a Text (prompts, options, reasons, nested words)
//   e.event("battle", { hero, enemy })          a log event: `log-battle` (Old World: `ow-log-battle`)
//   e.chooseOne(who, "fight-turn", opts, {…})   an Old World decision: `ow-prompt-fight-turn`
//   opt(key, "ow-option-x", { card })            an Old World option label
//   { label: "ow-option-x", args: {…} }          an option written as a literal
// An id held in a parameter typed as a union of string literals (`mode: "draw" | "look"`)
// stands for each of them; an id built from a template (`ow-option-${type}`) is a pattern.

import { ts } from "ts-morph";
import type { Game } from "../../core/ir.ts";
import { kebab } from "./message-ids.ts";
import type { GameRegistry } from "../../core/registry.ts";
import type { MessageNames } from "./message-names.ts";

/** What an argument holds, as far as its syntax tells. */
export type ArgKind = "number" | "name" | "list" | "text" | "effect" | "window" | "reason" | "key" | "boolean" | "record" | "value";

export interface CallArg {
  name: string;
  kind: ArgKind;
  /** the literal values a key argument takes at this call site (the selector's variants) */
  values?: string[];
}

export interface CallSite {
  /** the message id, or a pattern with `*` where the id is built at run time */
  id: string;
  game: Game;
  how: "text" | "event" | "prompt" | "option";
  file: string;
  line: number;
  column: number;
  args: CallArg[];
  /** the arguments are not all written out here (a spread, a variable): only the ones listed are known */
  open: boolean;
}

const ENTITY_NAMES =
  /^(hero|player|witcher|attacker|defender|card|monster|enemy|location|region|quest|companion|potion|bomb|mutagen|die|source|target|from|to|winner|loser|owner|other|trophy|hound)$/;

/** the game whose folder (games/<game>/) holds the file; none for the shared runtime */
function gameOf(file: string): Game | null {
  return (/(?:^|\/)games\/([^/]+)\//.exec(file)?.[1] ?? null) as Game | null;
}

/** The string values an expression can have, when its syntax says (literals, conditionals of literals, literal-union parameters). */
function stringValues(node: ts.Expression, depth = 0): string[] | null {
  if (depth > 4) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isParenthesizedExpression(node)) return stringValues(node.expression, depth + 1);
  if (ts.isConditionalExpression(node)) {
    const a = stringValues(node.whenTrue, depth + 1);
    const b = stringValues(node.whenFalse, depth + 1);
    return a && b ? [...a, ...b] : null;
  }
  if (ts.isIdentifier(node)) {
    // narrowed by the branch it is in: `if (resource === "gold") { … { resource } … }`
    for (let at: ts.Node = node; at.parent; at = at.parent) {
      const p = at.parent;
      if (
        ts.isIfStatement(p) &&
        p.thenStatement === at &&
        ts.isBinaryExpression(p.expression) &&
        p.expression.operatorToken.kind === ts.SyntaxKind.EqualsEqualsEqualsToken
      ) {
        const { left, right } = p.expression;
        if (ts.isIdentifier(left) && left.text === node.text && ts.isStringLiteral(right)) return [right.text];
        if (ts.isIdentifier(right) && right.text === node.text && ts.isStringLiteral(left)) return [left.text];
      }
      if (ts.isFunctionLike(p)) break;
    }
    const decl = declarationOf(node);
    if (!decl) return null;
    if (decl.type && ts.isUnionTypeNode(decl.type)) {
      const out: string[] = [];
      for (const t of decl.type.types) {
        if (ts.isLiteralTypeNode(t) && ts.isStringLiteral(t.literal)) out.push(t.literal.text);
        else return null;
      }
      return out;
    }
    if (decl.type && ts.isLiteralTypeNode(decl.type) && ts.isStringLiteral(decl.type.literal)) return [decl.type.literal.text];
    if (ts.isVariableDeclaration(decl) && decl.initializer && !decl.type) return stringValues(decl.initializer, depth + 1);
  }
  return null;
}

/** A template id as a pattern: `ow-option-${type}` → "ow-option-*". */
function idPattern(node: ts.Expression): string[] | null {
  const values = stringValues(node);
  if (values) return values;
  if (ts.isTemplateExpression(node)) {
    let out = node.head.text;
    for (const span of node.templateSpans) out += `*${span.literal.text}`;
    return [out];
  }
  return null;
}

type Declaration = ts.ParameterDeclaration | ts.VariableDeclaration;

/** Each scope's own declarations (parameters, variables) by name, filled once per file by indexScopes. */
let scopes = new WeakMap<ts.Node, Map<string, Declaration>>();

const isScope = (n: ts.Node): boolean =>
  ts.isBlock(n) || ts.isSourceFile(n) || ts.isFunctionLike(n) || ts.isForOfStatement(n) || ts.isForStatement(n) || ts.isForInStatement(n);

/** One walk of the file: every declaration filed under the scope that holds it, so a look-up is a walk up the tree. */
function indexScopes(sf: ts.SourceFile): void {
  scopes = new WeakMap();
  const stack: ts.Node[] = [];
  const file = (scope: ts.Node | undefined, name: ts.BindingName, d: Declaration) => {
    if (!scope || !ts.isIdentifier(name)) return;
    let m = scopes.get(scope);
    if (!m) scopes.set(scope, (m = new Map()));
    if (!m.has(name.text)) m.set(name.text, d);
  };
  const visit = (n: ts.Node): void => {
    if (ts.isParameter(n)) file(stack[stack.length - 1], n.name, n);
    else if (ts.isVariableDeclaration(n)) {
      // `for (const x of …)` declares in the loop; `const x` in a block, in the block
      file(stack[stack.length - 1], n.name, n);
    }
    const scope = isScope(n);
    if (scope) stack.push(n);
    ts.forEachChild(n, visit);
    if (scope) stack.pop();
  };
  visit(sf);
}

/** The parameter or variable an identifier names, found in the scopes around it (the same file). */
function declarationOf(id: ts.Identifier): Declaration | null {
  for (let scope: ts.Node | undefined = id.parent; scope; scope = scope.parent) {
    const d = scopes.get(scope)?.get(id.text);
    if (d) return d;
  }
  return null;
}

const NUMBER_TYPES = new Set(["number"]);

function kindOfType(t: ts.TypeNode | undefined): ArgKind | null {
  if (!t) return null;
  if (t.kind === ts.SyntaxKind.NumberKeyword) return "number";
  if (t.kind === ts.SyntaxKind.BooleanKeyword) return "boolean";
  if (ts.isArrayTypeNode(t)) return "list";
  if (ts.isUnionTypeNode(t) && t.types.every((x) => ts.isLiteralTypeNode(x) && ts.isStringLiteral(x.literal))) return "key";
  if (ts.isTypeReferenceNode(t) && ts.isIdentifier(t.typeName)) {
    const n = t.typeName.text;
    if (n === "Why") return "reason";
    if (n === "Text") return "text";
    if (NUMBER_TYPES.has(n)) return "number";
  }
  return null;
}

function kindOf(node: ts.Expression, name: string, depth = 0): { kind: ArgKind; values?: string[] } {
  if (depth > 4) return { kind: "value" };
  if (ts.isNumericLiteral(node)) return { kind: "number" };
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken) return { kind: "number" };
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.ExclamationToken) return { kind: "boolean" };
  if (node.kind === ts.SyntaxKind.TrueKeyword || node.kind === ts.SyntaxKind.FalseKeyword) return { kind: "boolean" };
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node)) return kindOf(node.expression, name, depth + 1);
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    if ([ts.SyntaxKind.MinusToken, ts.SyntaxKind.AsteriskToken, ts.SyntaxKind.SlashToken, ts.SyntaxKind.PercentToken].includes(op)) return { kind: "number" };
    if (
      [
        ts.SyntaxKind.EqualsEqualsEqualsToken,
        ts.SyntaxKind.ExclamationEqualsEqualsToken,
        ts.SyntaxKind.LessThanToken,
        ts.SyntaxKind.GreaterThanToken,
        ts.SyntaxKind.LessThanEqualsToken,
        ts.SyntaxKind.GreaterThanEqualsToken,
      ].includes(op)
    )
      return { kind: "boolean" };
    if (op === ts.SyntaxKind.PlusToken) {
      const l = kindOf(node.left, name, depth + 1);
      return l.kind === "number" ? l : { kind: "value" };
    }
    if (op === ts.SyntaxKind.QuestionQuestionToken || op === ts.SyntaxKind.BarBarToken) return kindOf(node.left, name, depth + 1);
  }
  if (ts.isPropertyAccessExpression(node) && node.name.text === "length") return { kind: "number" };
  if (ts.isCallExpression(node)) {
    const callee = node.expression;
    const fn = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : "";
    if (fn === "entity") return { kind: "name" };
    if (fn === "text") return { kind: "text" };
    if (fn === "Number" || fn === "min" || fn === "max" || fn === "floor" || fn === "ceil" || fn === "round" || fn === "abs") return { kind: "number" };
    if (fn === "map" || fn === "filter" || fn === "slice" || fn === "concat") return { kind: "list" };
    if (fn === "String") return { kind: "key" };
  }
  if (ts.isArrayLiteralExpression(node)) return { kind: "list" };
  if (ts.isObjectLiteralExpression(node)) {
    const keys = node.properties.map((p) => (p.name && ts.isIdentifier(p.name) ? p.name.text : ""));
    for (const k of ["list", "text", "effect", "window", "reason", "entity"] as const) if (keys.includes(k)) return { kind: k === "entity" ? "name" : k };
    return { kind: "record" };
  }
  const values = stringValues(node);
  if (values) return { kind: ENTITY_NAMES.test(name) ? "name" : "key", values };
  if (ts.isTemplateExpression(node)) return { kind: "key" };
  if (ts.isIdentifier(node)) {
    const d = declarationOf(node);
    const typed = kindOfType(d?.type);
    if (typed) return { kind: typed };
    if (d && ts.isVariableDeclaration(d) && d.initializer) return kindOf(d.initializer, name, depth + 1);
  }
  if (ENTITY_NAMES.test(name)) return { kind: "name" };
  if (/^(amount|n|count|left|vp|gold|total|number|level|value|cost|need|have|round|shields?|damage|hand|deck-size|position)$/.test(name))
    return { kind: "number" };
  return { kind: "value" };
}

function argsOf(node: ts.Expression | undefined): { args: CallArg[]; open: boolean } {
  if (!node) return { args: [], open: false };
  if (!ts.isObjectLiteralExpression(node)) return { args: [], open: true };
  const args: CallArg[] = [];
  let open = false;
  for (const p of node.properties) {
    if (ts.isSpreadAssignment(p)) {
      open = true;
      continue;
    }
    if (ts.isShorthandPropertyAssignment(p)) {
      args.push({ name: p.name.text, ...kindOf(p.name, p.name.text) });
      continue;
    }
    if (ts.isPropertyAssignment(p)) {
      const name = ts.isIdentifier(p.name) || ts.isStringLiteral(p.name) ? p.name.text : null;
      if (name === null) {
        open = true;
        continue;
      }
      args.push({ name, ...kindOf(p.initializer, name) });
      continue;
    }
    open = true;
  }
  return { args, open };
}

/**
 * The words that start every call site the walk below recognises (`text(`, `.event(`, `chooseOne(`,
 * `choose(`, `opt(`, a `label:` property): a file without any holds none, and is not parsed (more than
 * half of a game's files, a third of its source).
 */
const MAY_HOLD_CALL_SITES = /\b(?:text|event|chooseOne|choose|opt)\s*\(|\blabel\s*:/;

/** Every call site in one source file of a registered game's runtime. */
export function fileCallSites(names: MessageNames, file: string, source: string): CallSite[] {
  const game = gameOf(file);
  if (!game || !names.games().includes(game) || !MAY_HOLD_CALL_SITES.test(source)) return [];
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  indexScopes(sf);
  const out: CallSite[] = [];
  const add = (how: CallSite["how"], ids: string[] | null, at: ts.Node, argNode: ts.Expression | undefined) => {
    if (!ids) return;
    const { line, character } = sf.getLineAndCharacterOfPosition(at.getStart(sf));
    const a = argsOf(argNode);
    for (const id of ids) out.push({ id, game, how, file, line: line + 1, column: character + 1, args: a.args, open: a.open });
  };
  const own = (id: string) => names.rules(game, id);
  const promptsByType = names.promptsByType(game);
  const visit = (n: ts.Node): void => {
    if (ts.isCallExpression(n)) {
      const callee = n.expression;
      const fn = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : "";
      const [a0, a1, a2, a3] = n.arguments;
      if (fn === "text" && ts.isIdentifier(callee) && a0) add("text", idPattern(a0), n, a1);
      else if (fn === "event" && ts.isPropertyAccessExpression(callee) && a0)
        add("event", idPattern(a0)?.map((t) => own(`log-${t.includes("*") ? t : kebab(t)}`)) ?? null, n, a1 ?? ts.factory.createObjectLiteralExpression());
      else if ((fn === "chooseOne" || fn === "choose") && promptsByType && a1)
        add("prompt", idPattern(a1)?.map((t) => own(`prompt-${t}`)) ?? null, n, a3 ?? ts.factory.createObjectLiteralExpression());
      else if (fn === "opt" && ts.isIdentifier(callee) && a1) add("option", idPattern(a1), n, a2 ?? ts.factory.createObjectLiteralExpression());
    } else if (ts.isObjectLiteralExpression(n)) {
      // an option or decision written out: { key, label: "ow-option-x", args: { … } }
      let label: ts.Expression | undefined;
      let args: ts.Expression | undefined;
      for (const p of n.properties) {
        if (!ts.isPropertyAssignment(p) || !ts.isIdentifier(p.name)) continue;
        if (p.name.text === "label") label = p.initializer;
        if (p.name.text === "args") args = p.initializer;
      }
      if (label && (ts.isStringLiteral(label) || ts.isNoSubstitutionTemplateLiteral(label)))
        add("option", [label.text], n, args ?? ts.factory.createObjectLiteralExpression());
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

/** Every call site of the runtimes' sources (`file` as the repository names it: "games/adventure/rules/battle.ts"). */
export function extractCallSites(names: MessageNames, files: { file: string; text: string }[]): CallSite[] {
  const out: CallSite[] = [];
  for (const f of files) if (!/\.(test|d)\.ts$/.test(f.file)) out.push(...fileCallSites(names, f.file, f.text));
  return out;
}

/** The call sites of a message id, exact ones and patterns that match it. */
export class CallSites {
  private readonly exact = new Map<string, CallSite[]>();
  private readonly patterns: { re: RegExp; site: CallSite }[] = [];

  constructor(readonly all: CallSite[]) {
    for (const s of all) {
      if (s.id.includes("*")) {
        const re = new RegExp(
          `^${s.id
            .split("*")
            .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
            .join("[a-z0-9-]+")}$`,
        );
        this.patterns.push({ re, site: s });
      } else {
        const list = this.exact.get(s.id) ?? [];
        list.push(s);
        this.exact.set(s.id, list);
      }
    }
  }

  of(messageId: string): CallSite[] {
    return [...(this.exact.get(messageId) ?? []), ...this.patterns.filter((p) => p.re.test(messageId)).map((p) => p.site)];
  }

  /** only the call sites that name this id exactly (patterns can only say what some of their ids get) */
  exactly(messageId: string): CallSite[] {
    return this.exact.get(messageId) ?? [];
  }
}

/**
 * The Old World's option labels as games/oldworld/rules/messages.ts declares them, with
 * their arguments: the translator's list, and the call sites of labels the engine
 * builds from a template (`ow-option-${type}`), whose arguments syntax cannot tell.
 */
export function declaredCallSites(games: GameRegistry): CallSite[] {
  return games.all().flatMap(({ meta, optionMessages }) =>
    Object.entries(optionMessages?.labels ?? {}).map(([id, args]) => ({
      id,
      game: meta.id,
      how: "option" as const,
      file: optionMessages!.file,
      line: 1,
      column: 1,
      args: args.map((a) => {
        const name = a.replace(/\?$/, "");
        return {
          name,
          kind: (ENTITY_NAMES.test(name) || name === "event"
            ? "name"
            : name === "effect"
              ? "effect"
              : /^(cost|value|level|number)$/.test(name)
                ? "number"
                : "key") as ArgKind,
        };
      }),
      open: false,
    })),
  );
}
