/** Why an interpretation could not be obtained, or was refused by the check. */
export type InterpreterFailure = 'timeout' | 'http' | 'empty' | 'malformed' | 'length' | 'rejected';

/** An interpretation that could not be obtained or did not pass the check (with the check's reasons). */
export class InterpreterError extends Error {
  constructor(
    readonly kind: InterpreterFailure,
    message: string,
    /** What was sent, so that the failed call is stored with its prompt. */
    readonly prompt: string,
    readonly response: string | null = null,
    readonly reasons: string[] = [],
  ) {
    super(message);
    this.name = 'InterpreterError';
  }
}
