// Where a long command says what it is doing before each step: on stderr, so that stdout keeps the report a
// script reads. Asked for with --progress, and the default when stderr is a terminal.

export type Progress = (step: string) => void;

export function stepsOnStderr(asked: boolean | undefined): Progress | undefined {
  return asked || process.stderr.isTTY ? (step) => process.stderr.write(`${step}\n`) : undefined;
}
