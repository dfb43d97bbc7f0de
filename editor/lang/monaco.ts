// The slice of Monaco the editor uses: the core API plus the contributions for
// suggestions, hover, go to definition, quick fixes, formatting, find, folding,
// and code lenses (a scenario's "run" button).
import "./monaco-env.ts";
import * as monaco from "monaco-editor/editor";
import "monaco-editor/features/codeEditor/register";
import "monaco-editor/features/codicon/register";
import "monaco-editor/features/suggest/register";
import "monaco-editor/editor/contrib/suggest/browser/suggestController";
import "monaco-editor/features/hover/register";
import "monaco-editor/features/gotoSymbol/register";
import "monaco-editor/editor/contrib/gotoSymbol/browser/goToCommands";
import "monaco-editor/features/codeAction/register";
import "monaco-editor/features/codelens/register";
import "monaco-editor/features/format/register";
import "monaco-editor/features/gotoError/register";
import "monaco-editor/features/find/register";
import "monaco-editor/features/folding/register";
import "monaco-editor/features/bracketMatching/register";
import "monaco-editor/features/comment/register";
import "monaco-editor/features/contextmenu/register";
import "monaco-editor/features/clipboard/register";
import "monaco-editor/features/cursorUndo/register";
import "monaco-editor/features/linesOperations/register";
import "monaco-editor/features/wordHighlighter/register";
import "monaco-editor/features/wordOperations/register";
import "monaco-editor/features/multicursor/register";
import "monaco-editor/editor/browser/coreCommands";

export { monaco };
