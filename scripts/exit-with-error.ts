// How a command-line script ends on an error: the message alone (no stack trace) on stderr.

/** Prints `error`'s message and exits with `code` (1 unless told). */
export function exitWithError(error: unknown, code = 1): never {
  console.error(error instanceof Error ? error.message : error);
  process.exit(code);
}
