// The build's view of the front end: the same Workspace the CLI's `check` and
// the editor use, so a build reports exactly the diagnostics `check` does.

import { formatDiagnostic } from "../cli/format-diagnostic.ts";
import { Workspace } from "../workspace.ts";
import type { BuildDiagnostic, CheckFn } from "./build.ts";

export const checkSources: CheckFn = (files) => {
  const ws = new Workspace();
  for (const f of files) ws.setFile(f.path, f.text);
  const { program, diagnostics } = ws.check();
  return {
    program,
    diagnostics: diagnostics.map(
      (d): BuildDiagnostic => ({
        severity: d.severity,
        text: formatDiagnostic(d),
      }),
    ),
  };
};
