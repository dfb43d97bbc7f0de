// The language worker: keeps every content file in one front-end workspace and
// re-checks after edits, so typing never waits for the checker. Bursts of edits
// are coalesced: only the newest text of each file is checked.

import { createLanguageService } from "../adapters/frontend.ts";
import type { WorkerReply, WorkerRequest } from "./protocol.ts";

const service = createLanguageService();
let latestVersion = 0;
let checkQueued = false;

function post(reply: WorkerReply): void {
  (self as unknown as Worker).postMessage(reply);
}

function runCheck(): void {
  checkQueued = false;
  const t0 = performance.now();
  const { program, diagnostics } = service.check();
  post({ id: -1, checked: { version: latestVersion, program, diagnostics, ms: performance.now() - t0 } });
}

function queueCheck(): void {
  if (checkQueued) return;
  checkQueued = true;
  // a macrotask, so edits already queued behind this message land first
  setTimeout(runCheck, 0);
}

self.onmessage = (ev: MessageEvent<WorkerRequest>) => {
  const req = ev.data;
  try {
    let result: unknown = null;
    switch (req.op) {
      case "setFiles":
        for (const f of req.files) service.setFile(f.path, f.text);
        queueCheck();
        break;
      case "update":
        service.setFile(req.path, req.text);
        latestVersion = Math.max(latestVersion, req.version);
        queueCheck();
        break;
      case "completions":
        result = service.completions(req.path, req.line, req.column);
        break;
      case "hover":
        result = service.hover(req.path, req.line, req.column);
        break;
      case "definition":
        result = service.definition(req.path, req.line, req.column);
        break;
      case "format":
        result = service.format(req.path, req.text);
        break;
    }
    post({ id: req.id, ok: true, result });
  } catch (e) {
    post({ id: req.id, ok: false, error: e instanceof Error ? e.message : String(e) });
  }
};
