// Content given as a TypeScript module (a test fixture, `grimoire sim content.ts`) is imported through
// tsx. The CLI run from its sources is already under tsx; the CLI bundled into JavaScript registers it
// here, the first time such content is asked for.
let ready: Promise<void> | null = null;

export function typeScriptLoader(): Promise<void> {
  return (ready ??= (async () => {
    if (import.meta.filename?.endsWith(".ts")) return;
    (await import("tsx/esm/api")).register();
  })());
}
