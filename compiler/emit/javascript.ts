// `grimoire build --format js`: the emitted TypeScript modules compiled into JavaScript with `.d.ts`
// declarations, file by file (TypeScript's transpileModule and transpileDeclaration): no module needs
// another, or the runtime, to be compiled, so the output depends on the module's text alone and a rebuild
// writes the same bytes. The modules declare the type of every export (isolatedDeclarations), which is what
// lets each declaration file be written from its own module.

import { ts } from "ts-morph";
import type { EmittedFile } from "./emit.ts";
import { EmitError } from "./emit-error.ts";

const CODE: ts.CompilerOptions = {
  strict: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  isolatedModules: true,
  newLine: ts.NewLineKind.LineFeed,
};
const TYPES: ts.CompilerOptions = { ...CODE, declaration: true, isolatedDeclarations: true };

/** `x.ts` → `x.js` and `x.d.ts` */
export function javaScriptNames(file: string): [string, string] {
  const stem = file.replace(/\.ts$/, "");
  return [`${stem}.js`, `${stem}.d.ts`];
}

/** The JavaScript and declarations of each module, in the modules' order (its `.js`, then its `.d.ts`). */
export function compileToJavaScript(files: readonly EmittedFile[]): EmittedFile[] {
  return files.flatMap((f) => {
    const [js, dts] = javaScriptNames(f.file);
    const code = ts.transpileModule(f.text, { fileName: f.file, compilerOptions: CODE, reportDiagnostics: true });
    const types = ts.transpileDeclaration(f.text, { fileName: f.file, compilerOptions: TYPES, reportDiagnostics: true });
    const problems = [...(code.diagnostics ?? []), ...(types.diagnostics ?? [])];
    if (problems.length > 0) {
      const d = problems[0];
      const at = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : undefined;
      throw new EmitError(`the generated module cannot be compiled on its own into JavaScript: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`, {
        file: f.file,
        line: at ? at.line + 1 : 1,
        column: at ? at.character + 1 : 1,
      });
    }
    return [
      { file: js, text: code.outputText },
      { file: dts, text: types.outputText },
    ];
  });
}
