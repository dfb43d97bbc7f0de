// Must run before monaco-editor is first imported: Monaco asks this for its
// worker. Only the core editor worker is bundled (no TypeScript/JSON/CSS workers).
import EditorWorker from "monaco-editor/editor/editor.worker?worker";

(self as unknown as { MonacoEnvironment: unknown }).MonacoEnvironment = {
  getWorker: () => new EditorWorker(),
};
