// The games' rules built to answer decisions in place, for a simulation's bundle (worker-bundle.ts).
//
// The rules are generators so that a game can wait for an answer. A bot answers at once, and for a bot
// the waiting is pure cost: every step is a generator frame made, suspended and resumed through a chain
// of `yield*`, and V8 inlines no generator into its caller. This esbuild plugin builds the same source a
// second way, as it is bundled: each Step generator of the rules becomes a plain function, each `yield*` a
// plain call of the step it delegated to, and core/driver.ts becomes core/in-place.ts, whose `ask`
// calls the answer playInPlace was handed. A game is only ever played in place there (GameRuntime.inPlace);
// test/runtime/in-place.test.ts shows it plays the very games of the generators, in both games.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "esbuild";
import { ts } from "ts-morph";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../..");
const DRIVER = join(ROOT, "runtime/core/driver.ts");
const IN_PLACE = join(ROOT, "runtime/core/in-place.ts");

/**
 * The games' rules: each game's engine (runtime/<game>/), the interpreter's effects (runtime/interpret/) and
 * the generated content sets. What is not a game's (runtime/core, the bots, the simulator) stays as it is.
 */
export function isRules(file: string): boolean {
  const f = file.replaceAll("\\", "/");
  if (f.includes("/content/generated/")) return true;
  const at = f.lastIndexOf("/runtime/");
  if (at < 0) return false;
  const folder = f.slice(at + "/runtime/".length).split("/")[0];
  return !["core", "agents", "sim", "examples"].includes(folder) && f.slice(at + "/runtime/".length).includes("/");
}

/**
 * A rules file with its generators made plain functions: every generator there is a step (a bare `yield`,
 * which only core/driver.ts's ask may use, is an error), so each `yield*` becomes a plain call.
 */
export function answeredInPlace(file: string, text: string): string {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const strange: string[] = [];
  const transformer: ts.TransformerFactory<ts.SourceFile> = (context) => {
    const f = context.factory;
    const visit = (node: ts.Node): ts.Node => {
      if (ts.isYieldExpression(node) && !node.asteriskToken) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        strange.push(`${file}:${line + 1}: a decision yielded outside core/driver.ts's ask`);
      }
      const out = ts.visitEachChild(node, visit, context);
      if (ts.isYieldExpression(out) && out.asteriskToken && out.expression) return f.createParenthesizedExpression(out.expression);
      if (ts.isFunctionDeclaration(node) && node.asteriskToken) {
        const n = out as ts.FunctionDeclaration;
        return f.updateFunctionDeclaration(n, n.modifiers, undefined, n.name, n.typeParameters, n.parameters, n.type, n.body);
      }
      if (ts.isFunctionExpression(node) && node.asteriskToken) {
        const n = out as ts.FunctionExpression;
        return f.updateFunctionExpression(n, n.modifiers, undefined, n.name, n.typeParameters, n.parameters, n.type, n.body);
      }
      if (ts.isMethodDeclaration(node) && node.asteriskToken) {
        const n = out as ts.MethodDeclaration;
        return f.updateMethodDeclaration(n, n.modifiers, undefined, n.name, n.questionToken, n.typeParameters, n.parameters, n.type, n.body);
      }
      return out;
    };
    return (sf) => ts.visitNode(sf, visit) as ts.SourceFile;
  };
  const result = ts.transform(source, [transformer]);
  try {
    if (strange.length) throw new Error(`the rules cannot be built to answer in place:\n${strange.join("\n")}`);
    return ts.createPrinter().printFile(result.transformed[0]);
  } finally {
    result.dispose();
  }
}

/** the esbuild plugin: the games' rules answered in place, every other file as it is */
export function inPlacePlugin(): Plugin {
  return {
    name: "grimoire-in-place",
    setup(build) {
      build.onResolve({ filter: /(^|\/)driver\.ts$/ }, (args) => {
        // every importer: the rules ask through it, and core/game.ts runs them (a game is only played in place here)
        return join(args.resolveDir, args.path) === DRIVER ? { path: IN_PLACE } : undefined;
      });
      build.onLoad({ filter: /\.ts$/ }, (args) => {
        if (!isRules(args.path)) return undefined;
        return { contents: answeredInPlace(args.path, readFileSync(args.path, "utf8")), loader: "ts" };
      });
    },
  };
}
