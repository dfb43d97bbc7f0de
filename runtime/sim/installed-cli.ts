// The CLI installed as the npm package @grimoire/cli (packages/cli) is one bundle with no sources beside it: what
// the CLI run from a checkout reads from its sources is fixed when the package is bundled
// (compiler/cli/package-bundle.ts defines GRIMOIRE_CLI_PACKAGE) and read here instead.

/** what the package's bundle was made with; null when the CLI runs from a checkout (its sources, or the test suite's bundle of them) */
export interface InstalledCli {
  /** the package's name and version, as its package.json gives them */
  name: string;
  version: string;
  /** generatorFingerprint of the sources the bundle was made from (compiler/build/manifest.ts) */
  generator: string;
}

declare const GRIMOIRE_CLI_PACKAGE: InstalledCli | undefined;

export const installedCli: InstalledCli | null = typeof GRIMOIRE_CLI_PACKAGE === "undefined" ? null : GRIMOIRE_CLI_PACKAGE;
