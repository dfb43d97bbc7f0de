// The error the emitter raises for content it cannot write as a module, at the place in the sources it stands for.

export class EmitError extends Error {
  constructor(
    message: string,
    readonly at: { file: string; line: number; column: number },
  ) {
    super(`${at.file}:${at.line}:${at.column}: ${message}`);
    this.name = "EmitError";
  }
}
