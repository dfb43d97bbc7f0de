// A simulation worker thread. Node does not load TypeScript by itself, and a
// worker does not inherit the loader its parent registered: register it here,
// then run the worker's TypeScript.
import { register } from "tsx/esm/api";

register();
await import("./worker-main.ts");
