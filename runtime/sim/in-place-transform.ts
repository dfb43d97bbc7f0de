// The rewrite of one rules file for the build that answers in place (in-place-build.ts): its generators made
// plain functions, each `yield*` a plain call. Apart from the plugin so that a build whose every file is
// already in the plugin's cache never loads the TypeScript compiler.
import { ts } from "ts-morph";

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
