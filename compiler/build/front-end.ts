// The build's view of the front end: the same Workspace the CLI's `check` and
// the editor use, so a build reports exactly the diagnostics `check` does.

import { formatDiagnostic } from "../cli/format-diagnostic.ts";
import { Workspace } from "../workspace.ts";
import type { BuildDiagnostic, CheckFn } from "./build.ts";
import type { GameRegistry } from "../../core/registry.ts";

/** The check of the registry's games, as `grimoire build` runs it. */
export const checkSources =
  (games: GameRegistry): CheckFn =>
  (files) => {
    const ws = new Workspace(games);
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
